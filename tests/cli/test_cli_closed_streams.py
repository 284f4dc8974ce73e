"""A standard stream the shell closed (``<&-``, ``>&-``): Python leaves ``None`` for it,
and kb answered « erreur inattendue : AttributeError: 'NoneType' object has no attribute
'read' » (exit 1). Now one French line and exit 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kb.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("argv", [["rule", "-"], ["search", "--stdin"], ["search", "--stdin", "--json"]])
def test_closed_stdin_is_said(argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", None)
    assert main(argv) == 2
    assert capsys.readouterr().err == "kb: erreur : entrée standard fermée : rien à lire\n"


@pytest.mark.parametrize("argv", [["show", "tda:47"], ["show", "--json", "tda:47"], ["house-rules", "--template"]])
def test_closed_stdout_is_said(argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    assert main(argv) == 2
    assert capsys.readouterr().err == "kb: erreur : sortie standard fermée : rien ne peut y être écrit\n"


@pytest.mark.parametrize(("closed", "said"), [("<&-", "entrée standard fermée"), (">&-", "sortie standard fermée")])
def test_closed_descriptor_from_the_shell(closed: str, said: str) -> None:
    """The real thing: descriptor 0 or 1 closed by the shell (kb rule reads its situation
    before opening the knowledge base, and --template needs none)."""
    command = "rule -" if closed == "<&-" else "house-rules --template"
    done = subprocess.run(["sh", "-c", f'exec "$0" -m kb {command} {closed}', sys.executable], cwd=ROOT,
                          stdout=None if closed == ">&-" else subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    err = done.stderr.decode()
    assert done.returncode == 2, err
    assert err.startswith(f"kb: erreur : {said}") and err.count("\n") == 1, err
