"""An article id typed on the command line is read the same way by every command that
takes one: « kb show TDA:47 » worked and « kb diff TDA:47 tda:48 » or « kb derived
--article TDA:47 » said « article inconnu »; a full-width colon (« tda：47 », a phone's
keyboard) was refused everywhere."""

from __future__ import annotations

import pytest

from kb.cli import main

TYPED = ["tda:47", "TDA:47", "tda 47", " TDA 47 ", "tda：47", "ＴＤＡ：４７"]


def _commands(typed: str) -> list[list[str]]:
    return [["show", "--json", typed], ["related", "--json", typed], ["diff", "--json", typed, "redcactus:48"],
            ["derived", "--json", "--article", typed]]


@pytest.mark.parametrize("typed", TYPED)
def test_every_command_reads_a_typed_id_alike(typed: str, capsys: pytest.CaptureFixture[str]) -> None:
    for argv in _commands(typed):
        assert main(argv) == 0, (argv, capsys.readouterr().err)
        assert "tda:47" in capsys.readouterr().out, argv


@pytest.mark.parametrize("typed", ["tda:", ":47", "tda:47:1", "tda:999", "ropta@@x", "../x", "tda：999"])
def test_every_command_refuses_an_unknown_id_in_one_line(typed: str, capsys: pytest.CaptureFixture[str]) -> None:
    for argv in _commands(typed):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith(f"kb: erreur : article inconnu {typed!r}") and err.count("\n") == 1, (argv, err)


def test_library_find_is_the_one_reading() -> None:
    # kb.model.Library.find: the CLI's article_id and the app's ?article= both use it
    from kb.corpus import DEFAULT_CORPUS  # (the built-in books)
    from kb.knowledge import KnowledgeBase  # (the built library)

    library = KnowledgeBase(DEFAULT_CORPUS).library
    assert library.find("tda:PR-11") == library.find("TDA pr-11") == "tda:PR-11"
    assert library.find("AIX:Contexte-General") == "aix:contexte-general"
    assert [library.find(t) for t in TYPED] == ["tda:47"] * len(TYPED)
    assert library.find("tda:47:1") is None and library.find("") is None
