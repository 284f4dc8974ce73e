"""Atomic writes (issue 11 item 6): with the disk full in the middle of writing an output,
the existing file stays intact, no temporary file is left, and the command says so in one
line with exit code 2."""

from __future__ import annotations

import errno
import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kb.atomic import write_atomic, write_output
from kb.cli import main
from kb.errors import KBError

SPEC = """base = "ropta"
[event]
name = "Tournoi du jeudi"
[options]
full_text = false
examples = false
[set]
"time.seconds_after_call" = 40
"""


class FullDisk:
    """A file opened for writing whose first write stores half the bytes, then fails as
    a full disk does."""

    def __init__(self, real: Any):
        self.real = real

    def write(self, data: bytes) -> int:
        self.real.write(bytes(data[: len(data) // 2]))
        self.real.flush()
        raise OSError(errno.ENOSPC, "No space left on device")

    def __enter__(self) -> FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        self.real.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Callable[[], None]:
    """Call it to fill the disk: from then on every file opened for writing in
    ``tmp_path`` (by path, or by descriptor as ``os.fdopen`` does) runs out of space after
    half its bytes."""
    real_open = io.open

    def fake_open(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        f = real_open(file, mode, *args, **kwargs)
        in_tmp = isinstance(file, int) or str(file).startswith(str(tmp_path))
        return FullDisk(f) if in_tmp and any(c in mode for c in "wax") else f

    return lambda: monkeypatch.setattr(io, "open", fake_open)


def test_write_atomic_replaces_the_file(tmp_path):
    target = tmp_path / "r.md"
    target.write_bytes(b"old")
    target.chmod(0o640)
    write_atomic(target, b"new")
    assert target.read_bytes() == b"new" and (target.stat().st_mode & 0o777) == 0o640
    assert os.listdir(tmp_path) == ["r.md"]


def test_write_atomic_keeps_the_old_file_on_a_full_disk(tmp_path, full_disk):
    target = tmp_path / "r.md"
    target.write_bytes(b"old content")
    full_disk()
    with pytest.raises(OSError):
        write_atomic(target, b"x" * 10_000)
    assert target.read_bytes() == b"old content"
    assert os.listdir(tmp_path) == ["r.md"]


def test_write_output_names_the_file(tmp_path):
    with pytest.raises(KBError, match=r"absent/r\.md: écriture impossible \(introuvable\)"):
        write_output(tmp_path / "absent" / "r.md", b"x")


def test_house_rules_pdf_survives_a_full_disk_issue11(tmp_path, full_disk, capsys):
    spec = tmp_path / "club.toml"
    spec.write_text(SPEC, encoding="utf-8")
    pdf = tmp_path / "reglement.pdf"
    pdf.write_bytes(b"%PDF-1.7 the old rulebook")
    full_disk()
    assert main(["house-rules", str(spec), "-o", str(pdf)]) == 2
    err = capsys.readouterr().err
    assert err == f"kb: erreur : {pdf}: écriture impossible (disque plein) : fichier laissé tel quel\n"
    assert pdf.read_bytes() == b"%PDF-1.7 the old rulebook"
    assert sorted(os.listdir(tmp_path)) == ["club.toml", "reglement.pdf"]
