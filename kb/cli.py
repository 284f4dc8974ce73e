"""The ``kb`` command line. Each command lives in ``kb/commands/<name>.py`` and exposes
``register(subparsers)``; its handler returns the exit code. Errors the user can act on
(KBError) print one clear line and exit with code 2, never a traceback."""

from __future__ import annotations

import argparse
import importlib
import signal
import sys
import threading
from pathlib import Path

from kb.argparse_fr import FrenchArgumentParser
from kb.corpus import corpus_dir
from kb.errors import KBError, os_reason, resolved
from kb.knowledge import BuildFailed, KnowledgeBase
from kb.terminal import OutputError, guard_stdout, one_line, open_closed_streams, safe_stream, silence_stdout
from kb.userlib.folder import book_folder_of, stray_warnings, user_library_dir

# One module per command group, in the order of `kb --help`, with the commands it registers:
# a command line naming one imports that module only (the others bring the site, the search
# index, the house-rules renderers…: most of a short command's time). A test checks the
# names against what each module registers.
COMMANDS = {
    "kb.commands.corpus": ("articles", "show", "check", "build"),
    "kb.commands.houserules": ("house-rules",),
    "kb.commands.compare": ("compare", "diff", "derived"),
    "kb.commands.topics": ("topics", "related"),
    "kb.commands.engine": ("examples", "rule"),
    "kb.commands.search": ("search",),
    "kb.commands.library": ("import", "remove", "editions", "diff-editions", "candidates"),
    "kb.commands.export": ("export",),
}


def _named_command(argv: list[str]) -> str | None:
    """The command a command line names (its first word that is no option of ``kb`` itself)."""
    words = iter(argv)
    for word in words:
        if word == "--corpus":
            next(words, None)
        elif not word.startswith("-"):
            return word
    return None


def make_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of the one ``argv`` names (and its module's others)."""
    parser = FrenchArgumentParser(
        prog="kb",
        description="Base de connaissances des règlements de poker (ROPTA, TDA, casino d'Aix, Ciaffone, RedCactus).",
    )
    parser.add_argument(
        "--corpus", metavar="DIR", help="dossier du corpus (manifest.toml + sources) ; par défaut corpus/"
    )
    parser.add_argument("--debug", action="store_true", help="en cas d'erreur inattendue, afficher la trace complète")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    command = _named_command(argv) if argv is not None else None
    modules = [m for m, names in COMMANDS.items() if command in names] or list(COMMANDS)
    for name in modules:
        importlib.import_module(name).register(sub)
    return parser


def knowledge_base(corpus: str | None) -> KnowledgeBase:
    """The knowledge base the command reads: ``--corpus DIR``, else the corpus in use
    (``kb.corpus.corpus_dir``: ``$KB_CORPUS``, else the built-in ``corpus/``); plus the user
    library (``$KB_LIBRARY``, else the XDG data folder)."""
    return KnowledgeBase(resolved(Path(corpus) if corpus else corpus_dir()), library=resolved(user_library_dir()))


def _error(message: str, code: int = 2) -> int:
    print(f"kb: erreur : {one_line(message)}", file=sys.stderr)
    return code


def _warn_strays(command: str) -> None:
    """Say once, before the command, each folder of the user library that is no book (a
    folder copied by hand, a manifest deleted): it was silently ignored. ``kb check`` lists
    them in its report instead."""
    if command == "check":
        return
    try:
        library = resolved(user_library_dir())
    except KBError:
        return  # (the command meets it and says it)
    for sentence in stray_warnings(library):
        print(f"kb: avertissement : {one_line(sentence)}", file=sys.stderr)


def _library_hint(exc: KBError) -> str:
    """For a damaged file of a book the user imported (``<library>/club@2026-01/…``), how
    to get the other commands back: that book's folder is named, to repair or remove."""
    book = book_folder_of(user_library_dir(), exc.path)
    return f" (livre importé {book} : le corriger, ou le retirer avec `kb remove {book}`)" if book else ""


class Terminated(KeyboardInterrupt):
    """SIGTERM (``kill``, a process manager), stopped as Ctrl-C is: ``finally`` blocks run,
    so a temporary folder (an import's extracted text, a book folder not yet renamed into
    the library) is removed instead of left behind."""


def _terminate(signum: int, frame: object) -> None:
    raise Terminated


def _forget_interrupt() -> None:
    """Let ``kb`` exit with the code main returns after a Ctrl-C it has handled.

    CPython (3.11) remembers a KeyboardInterrupt raised in code run by exec() of a string —
    dataclasses writes each ``__init__`` that way, run when a module is imported — and, at
    the end of a program started with ``-m``, kills itself with SIGINT whatever main
    returned. An exec() of a string that ends normally clears that memory."""
    exec("")  # noqa: S102 - an empty program, for its side effect on the interpreter's flag


def main(argv: list[str] | None = None) -> int:
    """Run one command. Every failure is one line on stderr: the user's own problem
    (KBError, an unreadable or unwritable file) exits 2; anything else exits 1 with a
    hint to rerun with ``--debug``, which shows the traceback."""
    open_closed_streams()
    safe_stream(sys.stdout)
    safe_stream(sys.stderr)
    words = sys.argv[1:] if argv is None else argv
    parser = make_parser(words)
    args = parser.parse_args(words)
    # A real command line cannot hold NUL (C strings); a caller in Python can, and no file
    # name or text may: said once here rather than as a ValueError of whichever call meets it.
    if nul := next((a for a in words if "\x00" in a), None):
        return _error(f"argument {nul[:60]!r} : caractère NUL refusé")
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    stdout = guard_stdout()
    on_term = signal.signal(signal.SIGTERM, _terminate) if threading.current_thread() is threading.main_thread() else None
    try:
        _warn_strays(args.command)
        code = int(args.func(args, knowledge_base(args.corpus)) or 0)
        sys.stdout.flush()  # a full disk or a closed pipe is met here, not at exit
        return code
    except OutputError as exc:
        silence_stdout()
        return _error(str(exc))
    except KBError as exc:
        return _error(str(exc) + _library_hint(exc))

    except BrokenPipeError:  # `kb … | head`: the reader has what it wanted
        silence_stdout()
        return 0
    except OSError as exc:
        if args.debug:
            raise
        return _error(f"{exc.filename}: {os_reason(exc)}" if exc.filename else os_reason(exc))
    except KeyboardInterrupt as exc:
        print("kb: interrompu", file=sys.stderr)
        _forget_interrupt()
        return 128 + signal.SIGTERM if isinstance(exc, Terminated) else 130
    except Exception as exc:  # noqa: BLE001 - one line, never a bare traceback (unless --debug)
        if args.debug:
            raise
        if isinstance(exc, BuildFailed) and exc.suspect:  # a book imported may be the cause: its way out
            return _error(f"la base de connaissances n'a pas pu être construite ({one_line(str(exc))[:200]}) ; en "
                          f"cause probable : le livre importé le plus récent, {exc.suspect} — le retirer avec "
                          f"`kb remove {exc.suspect}`")
        what = one_line(f"{type(exc).__name__}: {exc}")[:300]
        print(f"kb: erreur inattendue : {what} (relancer avec --debug pour la trace)", file=sys.stderr)
        return 1
    finally:
        sys.stdout = stdout
        if on_term is not None:
            signal.signal(signal.SIGTERM, on_term)


if __name__ == "__main__":
    sys.exit(main())
