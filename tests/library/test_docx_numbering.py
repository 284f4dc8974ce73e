"""Word's automatic list numbers written as Word shows them: each level's text and format
from the document's numbering part (« Article 1 : », « a) », « II. »), a bullet as a
Markdown list item — a bulleted list was numbered « 1. 2. 3. » and could pass for rules."""

from __future__ import annotations

import io

import docx
from lxml import etree

from kb.corpus import DEFAULT_CORPUS
from kb.formats import extract
from kb.userlib.preview import preview

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def _save(document) -> bytes:  # type: ignore[no-untyped-def]
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _numbered_style_levels(document, levels: list[tuple[str, str]]) -> None:  # type: ignore[no-untyped-def]
    """Give the list of the « List Number » style these levels: (numFmt, lvlText) each."""
    numbering = document.part.numbering_part.element
    style_num = document.styles["List Number"].element.pPr.numPr.numId.val
    num = next(n for n in numbering.iter(f"{W}num") if n.get(f"{W}numId") == str(style_num))
    abstract_id = num.find(f"{W}abstractNumId").get(f"{W}val")
    abstract = next(a for a in numbering.iter(f"{W}abstractNum") if a.get(f"{W}abstractNumId") == abstract_id)
    for lvl in list(abstract.iter(f"{W}lvl")):
        abstract.remove(lvl)
    for i, (fmt, text) in enumerate(levels):
        lvl = etree.SubElement(abstract, f"{W}lvl", {f"{W}ilvl": str(i)})
        etree.SubElement(lvl, f"{W}start", {f"{W}val": "1"})
        etree.SubElement(lvl, f"{W}numFmt", {f"{W}val": fmt})
        etree.SubElement(lvl, f"{W}lvlText", {f"{W}val": text})


def test_bullets_are_list_items_and_numbers_stay_numbers() -> None:
    d = docx.Document()
    d.add_paragraph("Les inscriptions se font :")
    d.add_paragraph("en ligne ;", style="List Bullet")
    d.add_paragraph("sur place.", style="List Bullet")
    d.add_paragraph("avertissement", style="List Number")
    d.add_paragraph("pénalité d'un tour", style="List Number")
    lines = [line for line in extract(_save(d), "club.docx").lines if line]
    assert lines == ["Les inscriptions se font :", "- en ligne ;", "- sur place.", "1. avertissement", "2. pénalité d'un tour"]


def test_each_levels_text_and_format_as_word_shows_them() -> None:
    d = docx.Document()
    _numbered_style_levels(d, [("decimal", "Article %1 :"), ("lowerLetter", "%2)"), ("upperRoman", "%1.%3 -")])
    for text, level in [("Objet", 0), ("Inscriptions", 0), ("en ligne", 1), ("sur place", 1), ("Fin", 2), ("Blindes", 0)]:
        p = d.add_paragraph(text, style="List Number")
        if level:
            num_pr = p._p.get_or_add_pPr().get_or_add_numPr()
            num_pr.get_or_add_ilvl().val = level
            num_pr.get_or_add_numId().val = d.styles["List Number"].element.pPr.numPr.numId.val
    lines = [line for line in extract(_save(d), "club.docx").lines if line]
    assert lines == ["Article 1 : Objet", "Article 2 : Inscriptions", "a) en ligne", "b) sur place", "2.I - Fin",
                     "Article 3 : Blindes"]


def test_a_word_list_of_rules_with_lettered_sub_items_under_a_title() -> None:
    """A club's Word file: its name in the « Title » style, « Titre 1 » sections, the rules a
    Word numbered list (« 1. ») and their sub-items its second level (« a) »). The name is
    the document's title, not a section (it was club:reglement-interieur-…, an empty part:
    Title and Titre 1 are both « # »); the rules are club:1 … club:5 under their section,
    the lettered items their text (fixture word_title_list.md is the same book as text)."""
    d = docx.Document()
    d.add_paragraph("Règlement intérieur du Club Poker Valmont", style="Title")
    _numbered_style_levels(d, [("decimal", "%1."), ("lowerLetter", "%2)")])
    list_id = d.styles["List Number"].element.pPr.numPr.numId.val
    rules = [("#", "Inscriptions"), ("", "Chaque joueur s'inscrit sur le site du club avant le jeudi midi."),
             ("", "Le droit d'entrée est réglé à l'arrivée, selon l'un des moyens suivants :"), ("a", "en espèces ;"),
             ("a", "par virement, la veille au plus tard."), ("", "Un joueur absent au début garde sa place pendant une heure."),
             ("#", "Déroulement du jeu"), ("", "Le directeur peut infliger les sanctions suivantes :"),
             ("a", "un avertissement ;"), ("a", "une pénalité d'un tour ;"), ("a", "l'exclusion du tournoi."),
             ("", "Les niveaux durent vingt minutes.")]
    for kind, text in rules:
        if kind == "#":
            d.add_heading(text, level=1)
            continue
        p = d.add_paragraph(text, style="List Number")
        if kind == "a":
            num_pr = p._p.get_or_add_pPr().get_or_add_numPr()
            num_pr.get_or_add_ilvl().val = 1
            num_pr.get_or_add_numId().val = list_id
    book = preview(_save(d), "club.docx", "club", "Club", corpus=DEFAULT_CORPUS, library=None).book
    assert [(a.id, a.parent) for a in book.articles] == [
        ("club:inscriptions", None), ("club:1", "club:inscriptions"), ("club:2", "club:inscriptions"),
        ("club:3", "club:inscriptions"), ("club:deroulement-du-jeu", None), ("club:4", "club:deroulement-du-jeu"),
        ("club:5", "club:deroulement-du-jeu")]
    assert book.articles[5].text.split("\n\n") == ["Le directeur peut infliger les sanctions suivantes :",
                                                   "a) un avertissement ;", "b) une pénalité d'un tour ;",
                                                   "c) l'exclusion du tournoi."]
    assert book.front_lines == [1]
