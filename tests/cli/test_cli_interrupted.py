"""An import stopped half-way — Ctrl-C or SIGTERM (``kill``, a process manager) — leaves
the user library as it was and no temporary folder behind, and says so in one line."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.parametrize(("sig", "code"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_import_stopped_while_parsing(sig: signal.Signals, code: int, tmp_path: Path) -> None:
    """SIGTERM killed Python where it stood: the extracted text's temporary folder
    (/tmp/kb-import-…) stayed, one more at each stopped import. The import reads in a
    bounded child (kb.bounded), stopped in turn: its folders go too. The book is as long
    as the budgets of kb/data/limits.toml let it be (« articles »)."""
    book = tmp_path / "long.md"
    book.write_text("".join(f"## Article {i} : Titre\n\nTexte de l'article {i}.\n\n" for i in range(1, 1_901)), encoding="utf-8")
    tmp, library = tmp_path / "tmp", tmp_path / "bibliotheque"
    tmp.mkdir()
    env = {**os.environ, "TMPDIR": str(tmp), "KB_LIBRARY": str(library)}
    proc = subprocess.Popen([sys.executable, "-m", "kb", "import", str(book), "--id", "long", "--title", "Long"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 60
    while not list(tmp.glob("kb-import-*")) and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert proc.poll() is None, "the import ended before it could be stopped"
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == code and err.decode() == "kb: interrompu\n"
    assert list(tmp.iterdir()) == []
    assert not library.exists() or list(library.iterdir()) == []


def test_interrupted_in_generated_code_still_exits_130(tmp_path: Path) -> None:
    """Ctrl-C met while Python ran a generated piece of code (dataclasses writes each
    ``__init__`` as a string given to exec(), run when a module is imported): CPython 3.11
    remembered that KeyboardInterrupt and killed ``python -m kb`` with SIGINT at exit,
    whatever main returned — the one-in-ten failure of the test above."""
    (tmp_path / "stopped_kb.py").write_text(
        "import sys\nimport kb.cli as cli\n\n"
        "def stopped(corpus):\n    exec('raise KeyboardInterrupt')\n\n"
        "cli.knowledge_base = stopped\nsys.exit(cli.main(['search', 'bouton']))\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run([sys.executable, "-m", "stopped_kb"], cwd=tmp_path, env=env, capture_output=True, timeout=120)
    assert (proc.returncode, proc.stderr.decode()) == (130, "kb: interrompu\n")
