"""Words a line end split with a hyphen, joined back as the book writes them
(``kb.corpus.hyphens``), in the generic parser's text and through a PDF's wrapped lines."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.corpus.generic import parse
from kb.corpus.hyphens import book_words, join_lines, join_split_words
from kb.corpus.source import Source
from kb.formats.pdf import unwrap
from kb.model import BookMeta

BOOK = ["Le check-raise est permis ; le face-to-face est interdit.", "La relevance d'une demande.", "Une mise de 20 jetons."]
WORDS = book_words(BOOK)


@pytest.mark.parametrize(("first", "second", "joined"), [
    ("une péna-", "lité ou plus", "une pénalité ou plus"),  # no evidence, halves no words: joined
    ("la rele-", "vance", "la relevance"),  # the whole word is the book's
    ("un check-", "raise tardif", "un check-raise tardif"),  # the hyphenated form is the book's
    ("le face-", "to-face", "le face-to-face"),  # the rest goes on with a hyphen: a compound
    ("à l'en-", "trée", "à l'entrée"),
])
def test_split_word_joined_as_the_book_writes_it(first: str, second: str, joined: str) -> None:
    assert join_lines(first, second, WORDS) == joined


@pytest.mark.parametrize(("first", "second"), [
    ("de 20-", "25 joueurs"),  # a range of numbers
    ("Article 3 -", "le tapis"),  # a dash after a space
    ("les blindes-", "Les antes"),  # a capital: a new sentence, not the rest of a word
])
def test_not_a_split_word(first: str, second: str) -> None:
    assert join_lines(first, second, WORDS) is None


def test_pieces_of_split_words_are_no_evidence() -> None:
    """« en- » / « trée » leaves « en » and « trée » out of the book's words (« en » comes from elsewhere)."""
    words = book_words(["à l'en-", "trée de la salle", "en main"])
    assert "trée" not in words and "en" in words and "check" not in words


def test_paragraph_lines_joined_in_turn() -> None:
    assert join_split_words(["une péna-", "lité, une exclu-", "sion."], WORDS) == ["une pénalité, une exclusion."]


def test_generic_parser_joins_split_words_in_the_text() -> None:
    meta = BookMeta(id="club", title="Club", short="Club", publisher="", version="", date="", kind="tournament",
                    language="fr", file="", parser="generic", format="text")
    lines = ["Article 1 : Objet", "Les règles appli-", "cables au club.", "Article 2 : Mises", "Un check-raise, un check-", "raise."]
    book = parse(Source(Path("club.txt"), lines, ""), meta)
    assert [a.text for a in book.articles] == ["Les règles applicables au club.", "Un check-raise, un check-raise."]


def test_pdf_keeps_a_split_word_at_its_line_end() -> None:
    """A wrapped PDF line ending in « rele- » is not joined with a space (« rele- vance »):
    the parser joins the word."""
    long = "Le directeur du tournoi juge seul de la rele-"
    lines = ["1. Objet", long, "vance d'une demande faite par un joueur à la table.", "2. Mises", "Court."]
    assert unwrap(lines) == lines


def test_typographic_hyphen_of_a_pdf() -> None:
    """pdftotext writes a PDF's hyphenation with U+2010: joined the same way."""
    assert join_lines("une mise effec\u2010", "tuée en un geste", WORDS) == "une mise effectuée en un geste"
    assert unwrap(["1. Objet", "Le directeur du tournoi juge seul de la rele\u2010", "vance d'une demande faite par un joueur.", "Court."])[1].endswith("\u2010")


def test_word_split_inside_struck_wording_joined_and_the_passage_goes_on() -> None:
    """A redline PDF hyphenated: « ~~…sanc‐~~ » then « ~~tion…~~ » is one struck passage
    saying « sanction » (it read « sanc‐ tion », its words matched nowhere)."""
    assert join_lines("avant ~~la sanc\u2010~~", "~~tion du joueur~~ suivante", WORDS) == "avant ~~la sanction du joueur~~ suivante"
    assert join_lines("avant ~~la sanc\u2010~~", "tion", WORDS) is None  # struck on one side only: no word across


def test_pdf_keeps_a_struck_split_word_at_its_line_end() -> None:
    """Wide struck lines go on with each other as one passage, but a word the line end split
    is left for the parser (joined with a space, « sanc‐ tion » was no word)."""
    wide = "Le joueur se doit de faire connaître le plus clairement possible ses intentions de mise au"
    lines = [f"{wide} {n} tour." for n in range(4)] + [f"~~{wide} sanc\u2010~~", "~~tion du joueur.~~"]
    assert unwrap(lines) == lines


def test_word_in_capitals_split_goes_on_in_capitals() -> None:
    """« AU- » then « DESSUS » (a heading or a word in capitals): the word goes on in capitals;
    a capital after a lower-case piece is a new word."""
    words = book_words(["Il passe au-dessus de la carte."])
    assert join_lines("la carte AU-", "DESSUS du paquet", words) == "la carte AU-DESSUS du paquet"
    assert join_lines("la carte au-", "Dessus", words) is None


def test_compound_hyphen_after_a_struck_word_goes_on_with_the_next_word() -> None:
    """A redline PDF printed « jetons ~~identiques~~- » at a line's end, then « multiples »:
    the compound's hyphen glued to the next word as a Word file or a web page writes it
    (joined with a space, the wording in force read « jetons - multiples », a change where
    there is none); the line is left for the parser, which joins it so."""
    wide = "Sans annonce, la mise est considérée comme totale et les différentes règles (50 %, des"
    lines = [f"{wide} {n} tours." for n in range(4)] + [f"{wide} jetons ~~identiques~~-", "multiples, jeton unique) s'appliquent."]
    assert unwrap(lines) == lines
    assert join_lines(lines[-2], lines[-1], WORDS) == f"{wide} jetons ~~identiques~~-multiples, jeton unique) s'appliquent."
    assert join_lines("des jetons ~~identiques~~-", "Multiples", WORDS) is None  # a capital: no word going on
