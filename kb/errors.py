"""Errors the user can act on: each names the file (and line or field) at fault."""

from __future__ import annotations


class KBError(Exception):
    """A problem with the user's input or data; the CLI prints it and exits with code 2."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None):
        self.path = path
        self.line = line
        where = ""
        if path:
            where = f"{path}:{line}: " if line else f"{path}: "
        super().__init__(where + message)


class CorpusError(KBError):
    """A corpus file or the manifest cannot be read or parsed."""


class DataError(KBError):
    """A data file of kb/data (parameters, topics, glossary, examples) is invalid."""
