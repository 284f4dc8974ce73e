"""The Ciaffone parser on the real book (corpus/ciaffone-1996.md), called directly."""

from __future__ import annotations

import re
import unicodedata

import pytest

from kb.corpus import DEFAULT_CORPUS, load_manifest, parse_book
from kb.corpus.common import content_key, wording_found
from kb.corpus.source import Source, read_source
from kb.model import Article, Book, Example

NUMBERS = [f"1.{n}" for n in range(1, 12)] + ["1.11.a", "1.11.b"] + [f"1.{n}" for n in range(12, 38)]


@pytest.fixture(scope="module")
def book() -> Book:
    meta = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ciaffone")
    return parse_book(meta, DEFAULT_CORPUS)


@pytest.fixture(scope="module")
def source() -> Source:
    meta = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ciaffone")
    return read_source(DEFAULT_CORPUS / meta.file)


def art(book: Book, number: str) -> Article:
    return next(a for a in book.articles if a.number == number)


def items(text: str) -> list[str]:
    """The letters of the lettered list items of a text: ["a", "b", …]."""
    return re.findall(r"(?m)^- \(([a-z0-9])\) ", text)


def test_ciaffone_article_numbers(book: Book) -> None:
    assert len(NUMBERS) == 39
    assert [a.number for a in book.articles] == NUMBERS
    assert [a.id for a in book.articles] == [f"ciaffone:{n}" for n in NUMBERS]
    assert all(a.kind == "rule" and a.book == "ciaffone" for a in book.articles)


def test_ciaffone_titles(book: Book) -> None:
    assert art(book, "1.1").title == "La place"
    assert art(book, "1.9").title == "La Maldonne"  # the one "##" heading
    assert art(book, "1.11").title == "Les relances"
    assert art(book, "1.11.a").title == "Les relances au poker à enchères limitées."
    assert art(book, "1.11.b").title == "Les relances aux pokers pot-limit et no-limit"
    assert art(book, "1.14").title == "La donne -prématurée"  # sic
    assert art(book, "1.20").title == "L'enchère d'un seul jeton"
    assert art(book, "1.37").title == "La quinte blanche"
    assert all("**" not in a.title and a.title for a in book.articles)


def test_ciaffone_parents(book: Book) -> None:
    assert art(book, "1.11.a").parent == "ciaffone:1.11"
    assert art(book, "1.11.b").parent == "ciaffone:1.11"
    assert [a.number for a in book.articles if a.parent] == ["1.11.a", "1.11.b"]


def test_ciaffone_lettered_items_are_a_list(book: Book) -> None:
    a = art(book, "1.4")
    # "(f)" is printed "(0" in the scan and cut by a blank line: it stays with (e).
    assert items(a.text) == ["a", "b", "c", "d", "e", "g", "h", "i"]
    assert ("est réputé s'être recavé à hauteur de la cave minimum. (0 Dans les casinos et les clubs, les jetons "
            "sur table peuvent être utilisés pour régler cigarettes, boissons et repas.") in a.text  # fmt: skip
    assert a.text.startswith(
        "Toutes les parties doivent répondre aux normes du Tapis, à savoir\n\n- (a) Seuls"
    )
    assert "\\*" not in a.text and "- *" not in a.text
    # items written half as Markdown list items, half as paragraphs: one list
    assert items(art(book, "1.9").text) == list("abcdefghijkl")
    assert items(art(book, "1.11.a").text) == list("abcdefg")
    assert items(art(book, "1.11.b").text) == ["h", "i", "j"]
    assert items(art(book, "1.25").text) == list("abcdefghij")
    assert "- soit retourner au relanceur;\n- soit constituer un pot parallèle" in art(book, "1.10").text
    assert "1. le donneur termine son tour de donne;\n2. ensuite" in art(book, "1.8").text


def test_ciaffone_hard_breaks_kept(book: Book) -> None:
    text = art(book, "1.11.a").text
    assert (
        "peut être  \n  o soit suivie;  \n  o soit complétée d'une relance égale à l'enchère standard" in text
    )


def test_ciaffone_cut_sentences_joined(book: Book) -> None:
    assert "il le dit au moment où il fait son enchère." in art(book, "1.19").text
    assert "La conversation dans une langue étrangère" in art(book, "1.33").text


def test_ciaffone_example_nota_1_11_a(book: Book) -> None:
    a = art(book, "1.11.a")
    assert a.examples == [
        Example(
            "Nota",
            "dans un Hold'em 25/50/100, l'enchère \"standard\" vaut 50 pour le premier tour d'enchères, et 100 "
            "pour les tours suivants.",
            139,
            139,
        )
    ]
    assert "Nota" not in a.text
    assert a.text.endswith("- (g) Une relance égale à au moins la moitié de l'enchère standard vaut relance à "
                           "part entière, et peut être soit suivie, soit relancée de l'enchère standard.")  # fmt: skip
    assert [a.number for a in book.articles if a.examples] == ["1.11.a"]


def test_ciaffone_no_struck_wording(book: Book) -> None:
    assert all(not a.struck and not a.struck_title for a in book.articles)


def test_ciaffone_last_line_kept(book: Book, source: Source) -> None:
    a = book.articles[-1]
    assert a.number == "1.37"
    last = len(source.lines)
    assert last == 340 and source.line(last).startswith("\\* (b) Affichage du contraire")
    assert a.line_end == last and last in a.lines
    assert a.text.endswith(
        "- (b) Affichage du contraire dans le club ou le casino, ou notification collégiale avant de commencer la "
        "partie privée."
    )
    assert items(a.text) == ["a", "b"]


def test_ciaffone_front_matter(book: Book) -> None:
    assert book.front_lines == [3]
    assert book.front_matter.startswith('"Extrait du livre "Le Poker" de Bob Ciaffone, Bornemann 1996.')
    assert book.articles[0].line_start == 5


def test_ciaffone_lines_and_spans(book: Book, source: Source) -> None:
    for a in book.articles:
        assert a.lines, a.id
        assert a.line_start <= a.line_end, a.id
        assert (a.line_start, a.line_end) == (a.lines[0], a.lines[-1])
        assert source.line(a.line_start).startswith(("### **", "## **")), a.id
    assert art(book, "1.11.b").lines == [143, 145, 147, 149, 151, 153, 155]


def test_ciaffone_conservation(book: Book, source: Source) -> None:
    owner: dict[int, list[str]] = {}
    for n in book.front_lines:
        owner.setdefault(n, []).append("front matter")
    for a in book.articles:
        parts = [a.number, a.title, a.struck_title, a.text, *a.struck]
        for ex in a.examples:
            parts.extend([ex.label, ex.text])
        key = content_key(" ".join(parts))
        for n in a.lines:
            owner.setdefault(n, []).append(a.id)
            assert wording_found(source.line(n), key), (a.id, n, source.line(n))
    nonblank = [n for n, line in source.numbered() if line.strip()]
    assert sorted(owner) == nonblank
    assert all(len(o) == 1 for o in owner.values())


def test_ciaffone_nfc_and_apostrophes(book: Book, source: Source) -> None:
    body = [source.line(n) for a in book.articles for n in a.lines]
    out: list[str] = []
    for a in book.articles:
        out += [a.title, a.text, *(e.text for e in a.examples)]
    for s in out:
        assert unicodedata.is_normalized("NFC", s)
    for ch in ("'", "’", '"', "œ"):
        assert sum(s.count(ch) for s in out) == sum(line.count(ch) for line in body), ch
    assert "manœuvre" in art(book, "1.22").text
