"""Very large regular expressions compiled once, their compiled code kept on disk.

Importing spaCy's French language data compiles one pattern of 1.4 million characters
(``spacy/lang/fr/tokenizer_exceptions.py``, TOKEN_MATCH: ~100 alternatives, each spelling
out every letter of the alphabets it accepts); Python parses it in pure Python at every
start, and it was most of what loading the pipeline cost once spaCy was imported. What
the parse produces — the code Python's regex engine runs — depends only on the pattern,
its flags and the Python build, so :func:`stored_patterns` keeps it in a file and hands
it to the engine (``_sre.compile``, what ``re`` itself calls) at the next start: the same
``re.Pattern`` (patterns compare by their code: ``tests/test_regex_store.py``), without
the parse. Smaller patterns are compiled as usual: they cost little.

This goes through ``re``'s private compiler (``re._compiler.compile``): on a Python where it
is not what is expected, or if the file is unreadable, patterns are compiled as usual.
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from kb.atomic import write_atomic

# Patterns shorter than this are compiled as usual (the French tokenizer's is 1.4 million
# characters; the next largest spaCy compiles, 18 000, take 8 ms).
MIN_LENGTH = 100_000

_LOCK = threading.RLock()

Parts = tuple[int, list[int], int, dict[str, int], tuple[str | None, ...]]


def store_file(folder: Path) -> Path:
    """The file of compiled patterns in ``folder`` for this Python build (the code of a
    pattern is only valid for the engine that made it)."""
    import _sre

    build = f"{sys.version}|{sys.implementation.cache_tag}|{_sre.MAGIC}|{_sre.CODESIZE}"
    return folder / f"patterns-{hashlib.sha256(build.encode()).hexdigest()[:16]}.marshal"


def _key(pattern: str, flags: int) -> str:
    return f"{hashlib.sha256(pattern.encode('utf-8', 'surrogatepass')).hexdigest()}|{flags}"


def _read(path: Path) -> dict[str, Parts]:
    try:
        data = marshal.loads(path.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    return data if isinstance(data, dict) else {}


def _parts(compiler: Any, parser: Any, pattern: str, flags: int) -> Parts:
    """What ``re._compiler.compile`` passes to the engine besides the pattern (Python 3.11–3.13)."""
    parsed = parser.parse(pattern, flags)
    code = compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup: list[str | None] = [None] * parsed.state.groups
    for name, i in groupindex.items():
        indexgroup[i] = name
    # plain ints: the engine's opcodes are an int subclass, which marshal does not write
    return int(flags | parsed.state.flags), [int(c) for c in code], int(parsed.state.groups - 1), groupindex, tuple(indexgroup)


@contextlib.contextmanager
def stored_patterns(path: Path) -> Iterator[None]:
    """While active, a pattern of :data:`MIN_LENGTH` characters or more that ``re`` compiles
    has its code read from ``path`` if there, else compiled and added to ``path`` on exit
    (a file that cannot be written is only a missed speed-up). One thread at a time."""
    with _LOCK:
        try:
            import _sre
            from re import _compiler, _parser  # type: ignore[attr-defined]

            original = _compiler.compile
            _compiler._code  # noqa: B018 (present: checked before it is needed)
        except (ImportError, AttributeError):
            yield
            return
        known = _read(path)
        added: dict[str, Parts] = {}
        refused: set[str] = set()

        def compile(pattern: Any, flags: int = 0) -> Any:  # noqa: A001 (re._compiler's name)
            if not isinstance(pattern, str) or len(pattern) < MIN_LENGTH:
                return original(pattern, flags)
            key = _key(pattern, int(flags))
            parts = known.get(key)
            if parts is None:
                parts = added[key] = _parts(_compiler, _parser, pattern, flags)
            try:
                return _sre.compile(pattern, *parts)
            except (RuntimeError, TypeError, ValueError):  # stored code the engine refuses
                refused.add(key)
                return original(pattern, flags)

        _compiler.compile = compile
        try:
            yield
        finally:
            _compiler.compile = original
            if added or refused:
                kept = {k: v for k, v in {**known, **added}.items() if k not in refused}
                with contextlib.suppress(OSError, ValueError):  # ValueError: not marshallable
                    path.parent.mkdir(parents=True, exist_ok=True)
                    write_atomic(path, marshal.dumps(kept))
