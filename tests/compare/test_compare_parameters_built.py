"""The built parameters: ``parameters.json`` written by the build step reads back equal to
the verified parameters, without reading the TOML files again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kb.errors import DataError
from kb.model import Library
from kb.parameters import PARAMETERS_FILE, build_step, load_built, load_parameters, verify_quotes, write_built


def test_verified_parameters_round_trip_through_parameters_json(library: Library, tmp_path: Path) -> None:
    params = verify_quotes(load_parameters(books=list(library.books)), library)
    # No quote of the data stands only in struck wording today: the flag must survive anyway.
    struck = next(bv for p in params for bv in p.values.values() if bv is not None)
    struck.historical = True
    write_built(params, tmp_path / PARAMETERS_FILE)
    again = load_built(tmp_path / PARAMETERS_FILE)
    assert again == params
    # the details a round trip could lose: the struck flag, phrases, silent notes, the source
    assert any(bv is not None and bv.historical for p in again for bv in p.values.values())
    assert any(bv is not None and bv.phrase for p in again for bv in p.values.values())
    assert any(p.silent_notes for p in again)
    assert all(p.source.endswith(".toml") for p in again)


def test_build_step_writes_what_load_built_reads(library: Library, tmp_path: Path) -> None:
    build_step(library, tmp_path)
    params = load_built(tmp_path)  # the build folder is accepted too
    assert [p.id for p in params] == [p.id for p in load_parameters()]
    odd = next(p for p in params if p.id == "pot.odd_chip")
    assert odd.values["ciaffone"] is not None and odd.values["ciaffone"].value == "highest_card"


def test_load_built_never_reads_the_toml(library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build_step(library, tmp_path)
    monkeypatch.setattr("kb.parameters.load.parse_file", lambda *_: pytest.fail("TOML read"))
    monkeypatch.setattr("kb.parameters.verify.find_quote", lambda *_: pytest.fail("quote verified again"))
    assert len(load_built(tmp_path / PARAMETERS_FILE)) >= 40


def test_a_damaged_file_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / PARAMETERS_FILE
    path.write_text(json.dumps({"id": "x"}), encoding="utf-8")
    with pytest.raises(DataError, match="not a list of parameters"):
        load_built(path)
    path.write_text("[{", encoding="utf-8")
    with pytest.raises(ValueError):
        load_built(path)
