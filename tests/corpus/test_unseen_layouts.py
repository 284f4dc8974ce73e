"""Rulebooks in layouts nobody here had seen, read as ``kb import --dry-run`` reads them:
``fixtures/generic/unseen_layouts/<case>.txt|.md|.pdf`` is the book (written as a Word file when its
expectations say ``format = "docx"``; a PDF rendered from the ``.html`` beside it), ``<case>.expected.toml`` the articles a reader finds
in it, written before the importer was run on it — ids, titles, parents, and where given
the first (``starts``) or last (``ends``) words of the text, the whole ``text``, verbatim
``phrases`` of it, the front matter's lines. Every source line lands somewhere, no id twice. One test per case."""

from __future__ import annotations

import io
import re
import tomllib
from pathlib import Path
from typing import Any

import docx
import pytest

from kb.corpus import DEFAULT_CORPUS
from kb.userlib.preview import ImportPreview, preview

CASES = Path(__file__).parent / "fixtures" / "generic" / "unseen_layouts"
# A user library that is never there: the tests preview imports, they write nothing
NOWHERE = Path("/nonexistent/kb-library")
HEADING = re.compile(r"^(#{1,6})\s+(.*)$")


def _docx(markdown: str) -> bytes:
    """The Markdown as a club's Word file: ``#`` lines as Word headings of their level
    (the first one as the « Title » style), the other lines as paragraphs."""
    document = docx.Document()
    for line in filter(str.strip, markdown.splitlines()):
        if heading := HEADING.match(line):
            level = len(heading.group(1))
            document.add_heading(heading.group(2), level=0 if level == 1 else level - 1)
        else:
            document.add_paragraph(line)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _import(path: Path, expected: dict[str, Any]) -> ImportPreview:
    data, name = path.read_bytes(), path.name
    if expected.get("format") == "docx":
        data, name = _docx(path.read_text(encoding="utf-8")), f"{path.stem}.docx"
    return preview(data, name, "club", "Règlement du club", corpus=DEFAULT_CORPUS, library=NOWHERE)


def _wrong(article: Any, want: dict[str, Any]) -> list[str]:
    out = []
    text = " ".join(article.text.split())
    if article.title != want["title"]:
        out.append(f"{article.id}: title {article.title!r} != {want['title']!r}")
    if article.parent != want.get("parent"):
        out.append(f"{article.id}: parent {article.parent!r} != {want.get('parent')!r}")
    if "text" in want and text != want["text"]:
        out.append(f"{article.id}: text {text!r} != {want['text']!r}")
    if "starts" in want and not text.startswith(want["starts"]):
        out.append(f"{article.id}: text starts {text[:60]!r}, not {want['starts']!r}")
    if "ends" in want and not text.endswith(want["ends"]):
        out.append(f"{article.id}: text ends {text[-60:]!r}, not {want['ends']!r}")
    out += [f"{article.id}: no phrase {p!r}" for p in want.get("phrases", []) if p not in text]
    return out


@pytest.mark.parametrize("path", sorted(p for p in CASES.iterdir() if p.suffix in (".md", ".txt", ".pdf")),
                         ids=lambda p: p.stem)
def test_unseen_layout(path: Path) -> None:
    expected = tomllib.loads(path.with_name(f"{path.stem}.expected.toml").read_text(encoding="utf-8"))
    p = _import(path, expected)
    ids = [a.id for a in p.book.articles]
    assert ids == [a["id"] for a in expected["article"]], p.health.explanation
    by_id = {a.id: a for a in p.book.articles}
    assert [w for want in expected["article"] for w in _wrong(by_id[want["id"]], want)] == []
    if "front_lines" in expected:
        assert [n for n, _ in p.health.front_lines] == expected["front_lines"]
    assert not p.health.lost_lines
    assert not p.health.duplicates


def _read(text: str) -> ImportPreview:
    return preview(text.encode(), "club.txt", "club", "Règlement du club", corpus=DEFAULT_CORPUS, library=NOWHERE)


RULES = "Article 1 – Objet\nLe règlement s'applique au club.\n\nArticle 2 – Mises\nUne mise se fait en un geste.\n"


def test_introduction_over_the_first_article_is_no_article() -> None:
    """A preamble is a heading over text: « Introduction » right above « Article 1 » is the
    book's front matter, not an empty article."""
    p = _read("Règlement du club\nIntroduction\n\n" + RULES)
    assert [a.id for a in p.book.articles] == ["club:1", "club:2"]


def test_annex_word_in_a_sentence_stays_in_the_last_article() -> None:
    """An annex is a heading: the last rule's line « Annexe : voir le tableau affiché » (a
    sentence, no capital after the colon) stays in its text."""
    p = _read(RULES + "Annexe : voir le tableau affiché à l'accueil\n")
    assert [a.id for a in p.book.articles] == ["club:1", "club:2"]
    assert p.book.articles[-1].text.endswith("Annexe : voir le tableau affiché à l'accueil")


def test_contents_written_as_the_headings_are_front_matter_once() -> None:
    """Contents entries written exactly as the headings further on (same case) are front
    matter where they stand, and the headings themselves stay articles."""
    p = _read("Règlement du club\nSommaire\nARTICLE 1 – OBJET\nARTICLE 2 – MISES\n\n" + RULES.replace("Objet", "OBJET")
              .replace("Mises", "MISES"))
    assert [a.id for a in p.book.articles] == ["club:1", "club:2"]
    assert [n for n, _ in p.health.front_lines] == [1, 2, 3, 4]


def test_lettered_list_items_stay_in_their_article() -> None:
    """Lettered sub-articles are headings over text: a list « 3.a Avertissement » /
    « 3.b Exclusion », one line each, stays the text of article 3, though the book has
    sub-articles elsewhere."""
    p = _read("Article 1 – Tenue\n1.a Cartes\nLes cartes restent sur la table.\n1.b Jetons\nLes jetons restent visibles.\n\n"
              "Article 2 – Mises\nUne mise se fait en un geste.\n\n"
              "Article 3 – Sanctions\nLe directeur peut prononcer :\n3.a Avertissement\n3.b Exclusion\n\n"
              "Article 4 – Appel\nLe bureau tranche.\n")
    assert [a.id for a in p.book.articles] == ["club:1", "club:1.a", "club:1.b", "club:2", "club:3", "club:4"]
    assert p.book.articles[4].text.endswith("3.b Exclusion")


def test_rules_told_twice_are_no_contents() -> None:
    """Lines repeated further on are a contents list only before the book's first
    sentence: a book telling the same rules twice (a leaflet's two halves) keeps them."""
    rules = ("Article {0} – Objet\nLe règlement s'applique à tous\nles tournois organisés par le club\net par ses membres.\n"
             "Article {1} – Mises\nUne mise se fait en un geste.\n")
    p = _read("Règlement du club\n" + rules.format(1, 2) + rules.format(3, 4))
    assert [a.id for a in p.book.articles] == ["club:1", "club:2", "club:3", "club:4"]
    assert p.book.articles[0].text.startswith("Le règlement s'applique à tous")


ROMAN_RULES = "\n\n".join(f"{n}. {t}\nA. The {t.lower()} is set by the board.\n\nB. Members vote it."
                          for n, t in zip(["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"],
                                          ["Name", "Object", "Members", "Dues", "Board", "Officers", "Meetings",
                                           "Elections", "Finances", "Dissolution"], strict=True))


@pytest.mark.parametrize("markdown", [False, True])
def test_roman_numerals_with_no_other_numbering_are_the_articles(markdown: bool) -> None:
    """Bylaws numbered « I. Name » … « X. Dissolution », nothing numbered above or below them
    but their lettered paragraphs: the Roman numerals are the articles (in their order, IX
    after VIII), the letters stay their text."""
    text = re.sub(r"(?m)^(?=[IVX]+\. )", "## ", ROMAN_RULES) if markdown else ROMAN_RULES
    p = _read("Bylaws\n\n" + text + "\n")
    assert [a.number for a in p.book.articles] == ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]
    assert p.book.articles[8].title == "Finances"
    assert " ".join(p.book.articles[8].text.split()) == "A. The finances is set by the board. B. Members vote it."


CAPTIONED = ("Statuts\n\nArticle 1 – Nom\n\nLe club s'appelle Les Joueurs.\n\nArticle 2 – Durée\n\n{durée}\n\n"
             "Article 3 – Composition\n\nLe club se compose de :\n\n- Membres d'honneur, nommés par le bureau\n"
             "- Membres actifs, à jour de leur cotisation\n\nArticle 4 – Ressources\n\nLes cotisations.\n\n"
             "Partie finale\nArticle 5 – Dissolution\n\nLe bureau liquide les biens.\n")


def test_a_rule_s_only_line_or_a_list_s_last_item_is_no_part_title() -> None:
    """Short lines right above an article are parts' titles (« Partie finale »), but not
    the only line of the article above (« La durée est illimitée » under « Article 2 –
    Durée ») nor the last item of its list (« - Membres actifs, … »)."""
    p = _read(CAPTIONED.format(durée="La durée du club est illimitée"))
    by_number = {a.number: a for a in p.book.articles}
    assert [a.number for a in p.book.articles if a.kind == "rule"] == ["1", "2", "3", "4", "5"]
    assert by_number["2"].text == "La durée du club est illimitée"
    assert by_number["3"].text.endswith("- Membres actifs, à jour de leur cotisation")
    assert by_number["3"].parent == by_number["1"].parent != by_number["5"].parent == "club:partie-finale"


def test_a_part_s_title_below_may_end_with_a_point() -> None:
    """The Journal officiel sets a part's title on the line below its heading, a point at its
    end (« Chapitre 1er » over « Dispositions générales. »): the part's title, not the text."""
    p = _read("Décret relatif au club\n\nCHAPITRE Ier\nDispositions générales.\n\nArt. 1er. – Le club organise des tournois.\n\n"
              "Art. 2. – Les joueurs sont assis.\n\nCHAPITRE II\nDes mises.\n\nArt. 3. – Une mise se fait en un geste.\n\n"
              "Art. 4. – Les relances sont annoncées.\n")
    parts = [a for a in p.book.articles if a.kind != "rule"]
    assert [a.id for a in parts] == ["club:chapitre-ier-dispositions-generales", "club:chapitre-ii-des-mises"]
    assert parts[1].title == "CHAPITRE II – Des mises" and not parts[1].text


def test_an_english_page_number_is_no_text() -> None:
    """« Page 1 of 2 » (an English book's footer) is a page number, as « Page 1 sur 2 » is:
    not the text of the rule it falls in."""
    p = _read("Rule 1 – Seats\nPlayers stay seated.\n\nPage 1 of 2\n\nRule 2 – Bets\nA bet is made in one motion.\n\nPage 2 of 2\n")
    assert [" ".join(a.text.split()) for a in p.book.articles] == ["Players stay seated.", "A bet is made in one motion."]
