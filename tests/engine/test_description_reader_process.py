"""The reader process of `kb rule --text` (kb.engine.description.reader_process): the marks
it sends are those read here, and it ends once its cache folder is gone or its code changed."""

from __future__ import annotations

import shutil
import sys
import threading
import time
from pathlib import Path

import pytest

from kb.engine.description import read_description, reader_process
from kb.engine.description.amounts import prepare
from kb.engine.description.evaluation import load_cases
from kb.engine.description.marks import read_marks
from kb.engine.description.reader_process import TICK_SECONDS, _ask, serve, served_marks
from kb.errors import KBError

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the reader process is Linux only")

DATA = Path(__file__).resolve().parent.parent / "data"
TEXTS = [case["text"] for case in load_cases(DATA / "descriptions_tuning.toml")]


def test_the_marks_served_are_the_marks_read_here() -> None:
    prepared = [prepare(text).text for text in TEXTS]
    assert [served_marks(text) for text in prepared] == [read_marks(text) for text in prepared]


def _outcome(text: str, served: bool) -> object:
    try:
        return read_description(text, served=served)
    except KBError as exc:
        return str(exc)


def test_a_description_read_through_the_process_is_the_same() -> None:
    assert [_outcome(text, True) for text in TEXTS] == [_outcome(text, False) for text in TEXTS]


@pytest.mark.parametrize("change", ["cache folder removed", "code changed"])
def test_the_process_ends_once_its_folder_is_gone_or_its_code_changed(
    change: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "cache"
    root.mkdir()
    address = b"\0kb-reader-test-" + str(id(root)).encode()
    server = threading.Thread(target=serve, args=(address, root), daemon=True)
    server.start()
    deadline = time.monotonic() + 30
    while _ask(address, "A relance à 600") is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _ask(address, "A relance à 600") == read_marks("A relance à 600")
    if change == "code changed":
        monkeypatch.setattr(reader_process, "_address", lambda root: b"\0kb-reader-newer")
    else:
        shutil.rmtree(root)
    server.join(timeout=3 * TICK_SECONDS)
    assert not server.is_alive()
    assert _ask(address, "A relance à 600") is None
