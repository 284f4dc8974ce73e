"""The import's health report on numbering: a book numbered with hyphens (``1-``, ``1-1``)
has no duplicates for it; a number met twice is still reported, and so are the gaps."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.corpus.generic import parse
from kb.corpus.health import book_health
from kb.corpus.source import Source
from kb.model import BookMeta
from kb.userlib.health import duplicated_numbers, numbering_gaps

from .conftest import Env

META = BookMeta(
    id="club", title="Club", short="Club", publisher="", version="", date="",
    kind="tournament", language="fr", file="club.txt", parser="generic", format="text",
)


def _articles(text: str):  # type: ignore[no-untyped-def]
    return parse(Source(Path("club.txt"), text.split("\n"), ""), META).articles


def test_hyphen_numbers_are_the_books_own() -> None:
    articles = _articles(
        "1- INSCRIPTIONS :\n1-1 Les inscriptions ouvrent à 19h30.\n1-2 Les recaves sont permises.\n"
        "1-4 Les invités paient.\n2- JEU :\n2-1 Les niveaux durent 20 minutes.\n"
    )
    assert [a.number for a in articles] == ["1", "1-1", "1-2", "1-4", "2", "2-1"]
    assert duplicated_numbers(articles) == []
    assert numbering_gaps(articles) == ["entre 1-2 et 1-4"]


def test_a_number_met_twice_is_a_duplicate() -> None:
    articles = _articles("## 1. Objet\nTexte.\n## 2. Jeu\nTexte.\n## 2. Jeu encore\nTexte.\n## 3. Fin\nTexte.\n")
    assert [a.number for a in articles] == ["1", "2", "2-2", "3"]
    assert duplicated_numbers(articles) == ["2"]


def test_only_rules_without_text_are_empty(tmp_path: Path) -> None:
    """« 1. Généralités » over 1.1 and 1.2 is a chapter, not an empty article; a rule written
    whole on its numbered line has it as its text (kb.corpus.sentences); « 2.2 Retards »
    with nothing under it is empty."""
    text = ("1. Généralités\n1.1 Le présent règlement s'applique à tous les tournois du club.\n"
            "1.2 Les niveaux durent 20 minutes.\n2. Jeu\n2.1 Tapis\nChaque joueur reçoit 20 000 jetons.\n2.2 Retards\n")
    (tmp_path / "club.txt").write_text(text, encoding="utf-8")
    book = parse(Source(tmp_path / "club.txt", text.split("\n"), ""), META)
    assert book_health(book, tmp_path).empty_articles == ["club:2.2"]


def test_import_lists_an_untitled_rule_by_its_text(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """kb import lists a rule written whole on its numbered line by the start of its text
    (it showed an empty title)."""
    path = env.files / "club.txt"
    path.write_text("1. Jeu\n1.1 Les niveaux durent 20 minutes.\n1.2 Le bouton avance d'une place à chaque coup, "
                    "y compris quand un joueur est éliminé.\n", encoding="utf-8")
    run = env.kb(capsys, "import", str(path), "--id", "club", "--title", "Club", "--dry-run")
    assert run.code == 0, run.err
    assert "club:1                       Jeu  (lignes 1-1)" in run.out
    assert "club:1.1                     « Les niveaux durent 20 minutes. »  (lignes 2-2)" in run.out
    assert "club:1.2                     « Le bouton avance d'une place à chaque coup, y compris qua… »" in run.out


def test_rules_numbered_again_under_an_unseen_heading_are_duplicates(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """Rules numbered again from 1 under a heading the layout does not read (one title only,
    « Les retards ») land in the text of the rule above: the report says « numéros en
    double » with their lines — they were absorbed silently. A list announced by a colon,
    or by a long sentence that lost it, is the rule's own text and no duplicate."""
    path = env.files / "club.txt"
    path.write_text("1. Les jetons restent sur la table.\n2. Le directeur peut prononcer :\n1. un avertissement ;\n"
                    "2. une exclusion.\n3. Absences\nUn joueur absent est servi.\n\nLes retards\n1. Un retardataire garde sa place.\n"
                    "2. Ses blindes sont prélevées.\n", encoding="utf-8")
    run = env.kb(capsys, "import", str(path), "--id", "club", "--title", "Club", "--dry-run")
    assert run.code == 0, run.err
    assert "Numéros en double (1) : 1 à 2 (lignes 9-10, dans le texte de club:3)" in run.out
