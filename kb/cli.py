"""The ``kb`` command line. Each command lives in ``kb/commands/<name>.py`` and exposes
``register(subparsers)``; its handler returns the exit code. Errors the user can act on
(KBError) print one clear line and exit with code 2, never a traceback."""

from __future__ import annotations

import argparse
import importlib
import os
import sys

from kb.errors import KBError

# One module per command group, in the order of `kb --help`.
COMMAND_MODULES = [
    "kb.commands.corpus",  # articles, show, check, build
    "kb.commands.houserules",  # house-rules
    "kb.commands.compare",  # compare, diff, derived
    "kb.commands.topics",  # topics, related
    "kb.commands.engine",  # examples, rule
    "kb.commands.search",  # search
]


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kb",
        description="Base de connaissances des règlements de poker (ROPTA, TDA, casino d'Aix, Ciaffone, RedCactus).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--corpus", metavar="DIR", help="dossier du corpus (manifest.toml + sources) ; par défaut corpus/"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = make_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    previous = os.environ.get("KB_CORPUS")
    if args.corpus:
        os.environ["KB_CORPUS"] = os.path.abspath(args.corpus)
    try:
        return int(args.func(args) or 0)
    except KBError as exc:
        print(f"kb: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    finally:
        # main() also runs inside tests and the app: do not leak --corpus to the caller.
        if previous is None:
            os.environ.pop("KB_CORPUS", None)
        else:
            os.environ["KB_CORPUS"] = previous


if __name__ == "__main__":
    sys.exit(main())
