"""The ``kb`` command line. Each command lives in ``kb/commands/<name>.py`` and exposes
``register(subparsers)``; its handler returns the exit code. Errors the user can act on
(KBError) print one clear line and exit with code 2, never a traceback."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from pathlib import Path

from kb.corpus import DEFAULT_CORPUS
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.userlib import user_library_dir

# One module per command group, in the order of `kb --help`.
COMMAND_MODULES = [
    "kb.commands.corpus",  # articles, show, check, build
    "kb.commands.houserules",  # house-rules
    "kb.commands.compare",  # compare, diff, derived
    "kb.commands.topics",  # topics, related
    "kb.commands.engine",  # examples, rule
    "kb.commands.search",  # search
    "kb.commands.library",  # import, remove, editions, diff-editions, candidates
    "kb.commands.export",  # export site
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
    parser.add_argument("--debug", action="store_true", help="en cas d'erreur inattendue, afficher la trace complète")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def knowledge_base(corpus: str | None) -> KnowledgeBase:
    """The knowledge base the command reads: ``--corpus DIR``, else ``$KB_CORPUS``, else
    the built-in ``corpus/``; plus the user library (``$KB_LIBRARY``, else the XDG data
    folder). The environment is read here, at the edge, and nowhere else."""
    folder = corpus or os.environ.get("KB_CORPUS")
    return KnowledgeBase(Path(folder).resolve() if folder else DEFAULT_CORPUS, library=user_library_dir().resolve())


def main(argv: list[str] | None = None) -> int:
    parser = make_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    try:
        return int(args.func(args, knowledge_base(args.corpus)) or 0)
    except KBError as exc:
        print(f"kb: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except Exception as exc:  # noqa: BLE001 - one line, never a bare traceback (unless --debug)
        if args.debug:
            raise
        print(f"kb: erreur inattendue : {type(exc).__name__}: {exc} (relancer avec --debug pour la trace)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
