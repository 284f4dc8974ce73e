"""The user library's tests run against a library and a cache of their own (``tmp_path``):
``$KB_LIBRARY`` and ``$KB_CACHE_DIR`` point there for the whole module."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from kb.cli import main
from kb.corpus import DEFAULT_CORPUS

CIAFFONE = (DEFAULT_CORPUS / "ciaffone-1996.md").read_text(encoding="utf-8")


@dataclass
class Run:
    """One ``kb`` command: its exit code and what it printed."""

    code: int
    out: str
    err: str

    def json(self) -> object:
        assert self.code == 0, self.err
        return json.loads(self.out)


@dataclass
class Env:
    """A user library and a cache of a test module's own."""

    library: Path
    cache: Path
    files: Path  # where the tests write the files they import

    def kb(self, capsys: pytest.CaptureFixture[str], *argv: str) -> Run:
        capsys.readouterr()
        code = main(list(argv))
        captured = capsys.readouterr()
        return Run(code, captured.out, captured.err)


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Env]:
    root = tmp_path_factory.mktemp("userlib")
    found = Env(root / "library", root / "cache", root / "files")
    found.files.mkdir()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("KB_LIBRARY", str(found.library))
        mp.setenv("KB_CACHE_DIR", str(found.cache))
        mp.delenv("KB_CORPUS", raising=False)
        yield found


def tree(folder: Path) -> list[str]:
    """Every path under ``folder`` (hidden ones too): to show that nothing was written."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")) if folder.exists() else []
