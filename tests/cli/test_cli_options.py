"""Odd values of a command's options are named, never silently read as something else."""

from __future__ import annotations

import pytest

from kb.cli import main


def test_search_with_an_unknown_topic_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    # It answered « 0 résultat pour « tapis » », as if the rulebooks never spoke of it.
    assert main(["search", "--topic", "nope", "tapis"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "thème inconnu : 'nope'" in err


def test_search_topic_takes_a_piece_of_its_id_as_kb_topics_does(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["search", "--topic", "time_clock", "--json", "time"]) == 0
    whole = capsys.readouterr().out
    assert main(["search", "--topic", "time-clock", "--json", "time"]) == 0
    assert capsys.readouterr().out == whole and '"hits": []' not in whole


def test_derived_with_a_negative_limit_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    # --limit -5 hid each pair's last five differences and said « … et N autre(s) ».
    assert main(["derived", "--limit", "-5"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--limit -5 : au moins 0" in err
