"""The generic parser, field by field of the profile: each test a small book and the
articles (or the front matter) a profile makes of it."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from kb.corpus.generic import parse
from kb.corpus.profile import Level, Profile
from kb.corpus.source import Source
from kb.errors import CorpusError
from kb.model import Book, BookMeta

META = BookMeta(
    id="club", title="Club", short="Club", publisher="", version="", date="",
    kind="tournament", language="fr", file="", parser="generic", format="text",
)
REGLE = Level(name="regle", pattern=r"^Règle (?P<number>\d+) : (?P<title>.+)$")


def _parse(text: str, profile: Profile | None) -> Book:
    book = parse(Source(Path("club.txt"), text.split("\n"), ""), META, profile)
    places = Counter([*book.front_lines, *(n for a in book.articles for n in a.lines)])
    lines = text.split("\n")
    assert [n for n, line in enumerate(lines, 1) if line.strip() and places[n] != 1] == []
    return book


def _pairs(book: Book) -> list[tuple[str, str]]:
    return [(a.id, a.title) for a in book.articles]


def test_default_profile_reads_dotted_numbers_with_parents() -> None:
    book = _parse("Titre\n1. Jeu\n1.1 Cartes\ntexte\n1.2 Jetons\ntexte", Profile())
    assert _pairs(book) == [("club:1", "Jeu"), ("club:1.1", "Cartes"), ("club:1.2", "Jetons")]
    assert [a.parent for a in book.articles] == [None, "club:1", "club:1"]
    assert book.front_lines == [1]
    assert all(a.numbered for a in book.articles)


def test_struck_markup_of_the_profile() -> None:
    profile = Profile(levels=(REGLE,), struck_markup=("[barré]", "[/barré]"))
    book = _parse("Règle 1 : Jetons\nLes jetons [barré]rouges[/barré] restent visibles.", profile)
    assert book.articles[0].text == "Les jetons restent visibles."
    assert book.articles[0].struck == ["rouges"]


def test_heading_struck_as_a_whole_is_a_struck_article() -> None:
    book = _parse("Règle 1 : Jetons\ntexte\n~~Règle 2 : Pauses~~", Profile(levels=(REGLE,)))
    struck = book.articles[1]
    assert (struck.id, struck.title, struck.struck_title, struck.struck) == ("club:2", "", "Pauses", ["Règle 2 : Pauses"])


def test_furniture_and_page_numbers_go_to_the_front_matter() -> None:
    text = "Règle 1 : Jetons\nLes jetons\nCasino des Flots\n- 2 -\nrestent visibles."
    book = _parse(text, Profile(levels=(REGLE,), furniture=(r"^Casino des Flots$",)))
    assert book.front_lines == [3, 4]
    assert book.articles[0].text == "Les jetons\nrestent visibles."


def test_repeated_running_header_is_furniture() -> None:
    text = "En-tête\nRègle 1 : A\nx\nEn-tête\nRègle 2 : B\ny\nEn-tête\nz"
    book = _parse(text, Profile(levels=(REGLE,), repeated_lines=3))
    assert book.front_lines == [1, 4, 7]


def test_table_of_contents_without_page_numbers_is_front_matter() -> None:
    """The headings met a second time while none had text were a table of contents."""
    text = "Règle 1 : Jetons\nRègle 2 : Annonces\n\nRègle 1 : Jetons\nVisibles.\nRègle 2 : Annonces\nVerbales."
    book = _parse(text, Profile(levels=(REGLE,)))
    assert _pairs(book) == [("club:1", "Jetons"), ("club:2", "Annonces")]
    assert book.front_lines == [1, 2]


def test_duplicate_number_gets_a_suffix_or_an_error() -> None:
    text = "Règle 1 : A\nx\nRègle 1 : B\ny"
    assert [a.id for a in _parse(text, Profile(levels=(REGLE,))).articles] == ["club:1", "club:1-2"]
    with pytest.raises(CorpusError, match="article 1 en double"):
        _parse(text, Profile(levels=(REGLE,), duplicates="error"))


def test_order_next_keeps_a_list_in_the_text() -> None:
    level = Level(name="regle", pattern=r"^(?P<number>\d+): (?P<title>.+)$", order="next")
    book = _parse("1: Jetons\nDeux cas :\n1: visibles\n5: comptés\n2: Annonces\ntexte", Profile(levels=(level,)))
    assert _pairs(book) == [("club:1", "Jetons"), ("club:2", "Annonces")]


def test_isolated_unnumbered_headings_have_slug_ids() -> None:
    level = Level(name="titre", pattern=r"^(?P<title>[A-Z][^.]*)$", isolated=True, numbered=False, kind="section")
    book = _parse("Les Blinds\n\nLa petite blinde.\nSuite du texte\n\nLe Bouton\n\nIl tourne.", Profile(levels=(level,)))
    assert _pairs(book) == [("club:les-blinds", "Les Blinds"), ("club:le-bouton", "Le Bouton")]
    assert not any(a.numbered for a in book.articles)


def test_examples_are_recorded_apart_from_the_text() -> None:
    book = _parse("Règle 1 : Mises\nLa relance double.\nCas A : blindes 50/100, relance à 200.", Profile(levels=(REGLE,)))
    article = book.articles[0]
    assert [(e.label, e.line_start) for e in article.examples] == [("Cas A", 3)]
    assert "blindes" not in article.text


def test_front_matter_end_and_front_sections() -> None:
    sommaire = Level(name="sommaire", pattern=r"^Sommaire$", numbered=False, kind="front")
    profile = Profile(levels=(sommaire, REGLE), front_matter_end=r"^Préambule")
    text = "Règle 9 : cité en couverture\nPréambule\nRègle 1 : A\nx\nSommaire\nA, page 2\nRègle 2 : B\ny"
    book = _parse(text, profile)
    assert book.front_lines == [1, 2, 5, 6]
    assert _pairs(book) == [("club:1", "A"), ("club:2", "B")]


def test_number_format_and_outline_parents() -> None:
    part = Level(name="partie", pattern=r"^PARTIE (?P<title>.+)$", numbered=False, kind="part", parent="none", rank=1)
    proc = Level(name="pr", pattern=r"^PR-(?P<number>\d+)\. (?P<title>.+)$", number_format="PR-{number}",
                 parent="outline", rank=2)
    book = _parse("PARTIE Procédures\nPR-1. Boutons\ntexte", Profile(levels=(part, proc)))
    assert _pairs(book) == [("club:procedures", "Procédures"), ("club:PR-1", "Boutons")]
    assert book.articles[1].parent == "club:procedures"


def test_a_book_with_no_heading_is_an_error() -> None:
    with pytest.raises(CorpusError, match="aucun titre"):
        _parse("du texte\nsans titre", Profile(levels=(REGLE,)))


def test_numbers_start_again_after_a_table_of_contents() -> None:
    level = Level(name="n", pattern=r"^(?P<number>\d+)\. (?P<title>.+)$", order="increasing")
    text = "Sommaire\n1. Jetons\n2. Annonces\n\n1. Jetons\nVisibles.\n2. Annonces\nDeux cas :\n1. a\n2. b"
    book = _parse(text, Profile(levels=(level,)))
    assert _pairs(book) == [("club:1", "Jetons"), ("club:2", "Annonces")]
    assert book.front_lines == [1, 2, 3]


def test_numbers_start_again_in_each_part() -> None:
    part = Level(name="partie", pattern=r"^(?P<number>[A-Z])\) (?P<title>.+)$", kind="part", parent="none")
    rule = Level(name="regle", pattern=r"^(?P<number>\d+)\. (?P<title>.+)$", order="increasing", per_part=True)
    book = _parse("A) Tables\n1. Placement\nx\n2. Équilibrage\ny\nB) Jeu\n1. Mises\nz", Profile(levels=(part, rule)))
    assert [(a.id, a.parent) for a in book.articles] == [
        ("club:A", None), ("club:A.1", "club:A"), ("club:A.2", "club:A"), ("club:B", None), ("club:B.1", "club:B"),
    ]


def test_a_pattern_that_backtracks_without_end_stops_the_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    """A user's profile pattern « ^(a+)+$ » on « aaa…ab » would never end: the reading
    stops with an error naming the book (here after 0.3 s)."""
    import time

    import kb.corpus.generic

    monkeypatch.setattr(kb.corpus.generic, "PARSE_SECONDS", 0.3)
    slow = Profile(levels=(Level(name="a", pattern=r"^(?P<number>1)?(?P<title>(a+)+)$"),))
    t0 = time.perf_counter()
    with pytest.raises(CorpusError, match=r"lecture arrêtée après 0 s : une expression régulière du profil"):
        _parse("1 Objet\n" + "a" * 60 + "b\n", slow)
    assert time.perf_counter() - t0 < 5


def test_annex_blocks_are_examples_of_the_rule_they_name() -> None:
    """A level of kind ``annex`` (« Rule 2: … » in an addendum) opens no article: its heading
    and lines are examples of rule 2, a label among them starts the next example; a block
    naming no rule read earlier is an article of its own. Every line lands once."""
    rule = Level(name="rule", pattern=r"^(?P<number>\d+): (?P<title>.+)$")
    annex = Level(name="annexe", pattern=r"^Rule (?P<number>\d+): (?P<title>.+)$", kind="annex", parent="none")
    book = _parse("1: Seats\nDrawn.\n2: Bets\nOne motion.\nADDENDUM\nRule 2: Bets\nA case told\nover two lines.\n"
                  "Example 1: chips pushed twice.\nRule 9: Other\nText.", Profile(levels=(rule, annex)))
    assert _pairs(book) == [("club:1", "Seats"), ("club:2", "Bets"), ("club:9", "Other")]
    bets = book.articles[1]
    assert bets.text == "One motion.\nADDENDUM"
    assert [(e.label, e.text, e.line_start, e.line_end) for e in bets.examples] == [
        ("Rule 2: Bets", "Rule 2: Bets\nA case told\nover two lines.", 6, 8),
        ("Example 1", "Example 1: chips pushed twice.", 9, 9),
    ]
    assert book.articles[2].text == "Text."


def test_run_in_heading_text_starts_on_its_line() -> None:
    """« **Règle 2 : Mises.** Une mise… »: the bold lead is the heading (its final point
    dropped), the rest of the line the start of the text; the line lands once."""
    regle = Level(name="regle", pattern=r"^(?:\*\*)?Règle (?P<number>\d+) : (?P<title>.+?)(?:\*\*)?$")
    book = _parse("**Règle 1 : Objet.** Le règlement du club.\nSuite.\n**Règle 2 : Mises**", Profile(levels=(regle,)))
    assert _pairs(book) == [("club:1", "Objet"), ("club:2", "Mises")]
    assert book.articles[0].text == "Le règlement du club.\nSuite."
    assert book.articles[0].lines == [1, 2]


def test_leading_titles_without_text_are_front_matter() -> None:
    """Unnumbered headings with no text before the first article with text (a title and a
    subtitle given as lines of their own) are front matter; a numbered one stays."""
    from kb.corpus.detect import detect_profile

    text = ("POKER CLUB DU LAC\n\nRèglement des tournois\n\nLes inscriptions\n\nElles ferment à 20 heures.\n\n"
            "Le tapis\n\nChaque joueur reçoit 30 000 jetons.\n\nLe classement\n\nDix points au vainqueur.\n")
    source = Source(Path("club.txt"), text.split("\n"), "")
    book = parse(source, META, detect_profile(source.lines).profile)
    assert [a.title for a in book.articles] == ["Les inscriptions", "Le tapis", "Le classement"]
    assert book.front_matter.splitlines()[:2] == ["POKER CLUB DU LAC", "Règlement des tournois"]
