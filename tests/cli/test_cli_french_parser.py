"""The command line's own words are French: argparse's usage line, headings, -h's help and
the errors it writes itself (a mistyped command, a missing argument, a bad choice)."""

from __future__ import annotations

import pytest

from kb.argparse_fr import french
from kb.cli import main

ENGLISH = ("usage:", " error:", "are required", "invalid choice", "invalid int", "unrecognized", "choose from", "show this help")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["show"], "kb show: erreur : argument obligatoire manquant : id"),
        (["rule", "--foo"], "kb: erreur : argument(s) non reconnu(s) : --foo"),
        (["import", "x.md", "--id", "x", "--kind", "z"], "kb import: erreur : argument --kind : choix invalide : 'z'"),
        (["search", "--limit", "abc", "x"], "kb search: erreur : argument --limit : valeur invalide (nombre entier attendu) : 'abc'"),
        (["frob"], "kb: erreur : argument COMMAND : choix invalide : 'frob' (choix possibles : 'articles'"),
    ],
)
def test_a_mistyped_command_is_answered_in_french(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("utilisation : kb")
    assert said in err
    assert not any(word in err.lower() for word in ENGLISH), err


def test_help_headings_are_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["show", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("utilisation : kb show")
    assert "arguments:" in out and "afficher cette aide et quitter" in out
    assert "positional arguments" not in out and "show this help" not in out


def test_an_unknown_message_is_kept_as_it_is() -> None:
    assert french("something argparse may say one day") == "something argparse may say one day"
