"""Reading a source file: bytes → NFC text lines, with errors that name the file."""

from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from kb.errors import CorpusError


@dataclass
class Source:
    """A source file as NFC-normalised lines. ``line(n)`` is 1-based."""

    path: Path
    lines: list[str]  # without line endings; index 0 is line 1
    sha256: str

    def line(self, n: int) -> str:
        return self.lines[n - 1]

    def numbered(self) -> list[tuple[int, str]]:
        return list(enumerate(self.lines, start=1))

    def error(self, message: str, line: int | None = None) -> CorpusError:
        return CorpusError(message, path=str(self.path), line=line)


def read_source(path: Path) -> Source:
    """Read a UTF-8 source file; a missing, empty or non-UTF-8 file is a CorpusError."""
    if not path.exists():
        raise CorpusError("fichier du corpus introuvable", path=str(path))
    if not path.is_file():
        raise CorpusError("ce chemin du corpus n'est pas un fichier", path=str(path))
    data = path.read_bytes()
    if not data.strip():
        raise CorpusError("fichier du corpus vide", path=str(path))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise CorpusError(
            f"fichier du corpus qui n'est pas en UTF-8 valide (octet 0x{data[exc.start]:02x} à la position {exc.start})",
            path=str(path),
            line=line,
        ) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    text = unicodedata.normalize("NFC", text)
    # splitlines() would also split on U+2028 etc.; split on real line ends only.
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    if lines and lines[-1] == "" and text.endswith("\n"):
        lines.pop()
    return Source(path=path, lines=lines, sha256=hashlib.sha256(data).hexdigest())
