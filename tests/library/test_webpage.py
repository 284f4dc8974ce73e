"""Web pages (.html, .htm): a club's rules saved from its website give their text as
Markdown lines — headings, list labels as the browser shows them, bold, tables — without
the page's menus, header, footer or scripts (kept apart as removed lines), in the encoding
the page declares, and with no HTML left that the app or the static site would obey."""

from __future__ import annotations

import re

import pytest
from markdown_it import MarkdownIt

from kb.corpus import DEFAULT_CORPUS
from kb.errors import KBError
from kb.formats import extract
from kb.userlib.preview import preview

from .conftest import CIAFFONE, Env
from .documents import NOWHERE, markdown_to_html
from .test_formats import _within

# The most permissive way a book's wording is shown: Markdown with raw HTML allowed.
RENDER_WITH_HTML = MarkdownIt("commonmark", {"html": True}).enable(["strikethrough", "table"])
PAGE = """<!DOCTYPE html><html><head><meta charset="{charset}"><title>Club</title>
<script>document.write("<p>piège</p>")</script><style>p {{ color: red }}</style></head>
<body><header><h1>Poker Club des Marmottes</h1><nav><ul><li><a href="/">Accueil</a></li><li>Contact</li></ul></nav></header>
<main><h1>Règlement intérieur</h1>
<h2>Article 1 : Objet</h2><p>Le time dure <b>30 secondes</b>.
Voir <a href="javascript:alert(1)">ici</a>.</p>
<h2>Article 2 : Blindes</h2>
<ol type="a"><li>Premier point<ul><li>sous-point</li><li>autre</li></ul></li><li>Second<br>à la ligne</li></ol>
<table><tr><th>Niveau</th><th>Blindes</th></tr><tr><td>1</td><td>25/<strong>50</strong></td></tr></table>
<div hidden>caché</div><p style="display: none">invisible</p>
</main><footer>© 2026 Club · <a href="mentions.html">Mentions</a></footer></body></html>"""


def _lines(data: bytes, name: str = "club.html") -> list[str]:
    return [line for line in extract(data, name).lines if line]


def test_page_text_headings_lists_bold_tables() -> None:
    extracted = extract(PAGE.format(charset="utf-8").encode(), "club.html")
    assert [line for line in extracted.lines if line] == [
        "# Règlement intérieur",
        "## Article 1 : Objet",
        "Le time dure **30 secondes**. Voir ici.",  # a link's text, never its address
        "## Article 2 : Blindes",
        "a. Premier point",
        "   - sous-point",  # under its item's text, as Markdown nests it
        "   - autre",
        "b. Second",
        "   à la ligne",
        "| Niveau | Blindes |",
        "| 1 | 25/50 |",
    ]
    # outside <main>, the hidden parts: furniture, kept apart; the script and style: not text
    assert extracted.removed == [(1, line) for line in ["# Poker Club des Marmottes", "- Accueil", "- Contact", "caché",
                                                        "invisible", "© 2026 Club · Mentions"]]


def test_page_without_main_drops_its_menus_header_and_footer() -> None:
    page = ("<body><div id='menu'><nav>Accueil | Tournois</nav></div><header>Le club</header>"
            "<article><header><h2>Article 1 : Objet</h2></header><p>Texte.</p><footer>Mis à jour le 3 mars</footer></article>"
            "<aside>Prochain tournoi</aside><footer>Contact</footer></body>")
    extracted = extract(page.encode(), "club.htm")
    # an article's own header and footer are its text
    assert [line for line in extracted.lines if line] == ["## Article 1 : Objet", "Texte.", "Mis à jour le 3 mars"]
    assert [line for _, line in extracted.removed] == ["Accueil | Tournois", "Le club", "Prochain tournoi", "Contact"]


def test_header_and_footer_named_by_class_id_or_role_are_furniture() -> None:
    # a page written before HTML5: its parts named by a class, an id or an ARIA role
    page = ("<body><div id='header'>Le club</div><h2>Article 1 : Objet</h2><p>Texte.</p>"
            "<div class='small footer'>Source : statuts.txt</div><div role='contentinfo'>Contact</div></body>")
    extracted = extract(page.encode(), "club.htm")
    assert [line for line in extracted.lines if line] == ["## Article 1 : Objet", "Texte."]
    assert [line for _, line in extracted.removed] == ["Le club", "Source : statuts.txt", "Contact"]


def test_numbered_title_bars_are_headings_above_the_page_headings_menus_are_not() -> None:
    # a Vuetify page: each section's title in a toolbar ``nav`` (no link), its sub-headings h3
    bar = "<nav class='v-toolbar'><div class='v-toolbar__content'><div class='v-toolbar__title'>{}</div></div></nav>"
    page = ("<body><nav><a href='/'>Accueil</a></nav><nav>Accueil | Tournois</nav>" + bar.format("1. Le tournoi")
            + "<div><h3>a. Horaires</h3><p>Ouverture à 20 h.</p></div>" + bar.format("2. Les mises")
            + "<div><p>Une mise se fait en un seul geste.</p></div></body>")
    extracted = extract(page.encode(), "club.html")
    assert [line for line in extracted.lines if line] == ["## 1. Le tournoi", "### a. Horaires", "Ouverture à 20 h.",
                                                          "## 2. Les mises", "Une mise se fait en un seul geste."]
    assert [line for _, line in extracted.removed] == ["Accueil", "Accueil | Tournois"]


def test_ordered_list_types_start_value_and_reversed() -> None:
    page = ('<ol type="I" start="3"><li>trois</li><li value="10">dix</li><li>onze</li></ol>'
            '<ol reversed><li>deux</li><li>un</li></ol><ol start="27" type="a"><li>aa</li></ol>')
    assert _lines(page.encode()) == ["III. trois", "X. dix", "XI. onze", "2. deux", "1. un", "aa. aa"]


SECTIONS = ('<h2>12 Scoring</h2><ol type="A"><li>A goal is scored in the end zone.<ol><li>First contact counts.'
            '<ol type="a"><li>toes first</li></ol></li></ol></li><li>If a player scores according to {cite}, play stops.</li></ol>'
            '<h2>Notes</h2><ol><li>none</li></ol>')


def test_section_lists_cited_by_composite_numbers_are_numbered_so() -> None:
    """A rulebook whose sections are ordered lists and that cites their items « 12.A » is
    read with the numbers it prints (« 12.A.1. », nested items as flat as the section's),
    as its Markdown or PDF rendering gives them; a list after an unnumbered heading keeps
    its own labels."""
    assert _lines(SECTIONS.format(cite="12.A").encode()) == [
        "## 12 Scoring", "12.A. A goal is scored in the end zone.", "12.A.1. First contact counts.", "12.A.1.a. toes first",
        "12.B. If a player scores according to 12.A, play stops.", "## Notes", "1. none"]


def test_section_lists_not_cited_so_keep_the_labels_a_browser_shows() -> None:
    """Without a citation « 12.A » (here « 12.1 % », no item's number), the page's lists are
    numbered as a browser shows them."""
    lines = _lines(SECTIONS.format(cite="12.1 % of the rule").encode())
    assert lines[1:4] == ["A. A goal is scored in the end zone.", "   1. First contact counts.", "      a. toes first"]


@pytest.mark.parametrize(("head", "codec"), [
    ('<meta charset="windows-1252">', "cp1252"),
    ('<meta charset="ISO-8859-1">', "cp1252"),  # read as Windows-1252, as browsers do (« œ », « € »)
    ('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15">', "iso8859-15"),
    ('<?xml version="1.0" encoding="windows-1252"?>', "cp1252"),
    ("", "utf-8"),
    ("", "cp1252"),  # nothing declared, not UTF-8
    ('<meta charset="utf-8">', "cp1252"),  # declared wrongly: read as the others
    ('<meta charset="klingon">', "utf-8"),
    ("", "utf-16"),  # with its byte-order mark
])
def test_page_in_its_encoding(head: str, codec: str) -> None:
    page = f"{head}<html><body><h2>Article 1 : Œuvre</h2><p>Règle à 5 €, cœur.</p></body></html>"
    assert _lines(page.encode(codec)) == ["## Article 1 : Œuvre", "Règle à 5 €, cœur."]


HOSTILE = """<body><h2>Article 1 : <img src=x onerror=alert(1)>Objet</h2>
<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; &lt;!-- x --&gt;</p>
<p><a href="javascript:alert(3)">lien</a> [clic](javascript:alert(4)) &lt;javascript:alert(5)&gt;</p>
<p><iframe src="javascript:alert(6)"></iframe><svg onload="alert(7)"><text>svg</text></svg>
<object data="x.swf">objet</object><form action="x"><input value="champ"><button>Envoyer</button></form></p>
<table><tr><td>&lt;b onclick=alert(8)&gt;</td></tr></table><ul><li>&lt;/li&gt;&lt;script&gt;</li></ul></body>"""


def test_no_html_survives_in_the_text_or_once_rendered() -> None:
    """A book's wording is shown as Markdown (the static site, the app): a page's text that
    reads as a tag (« &lt;script&gt; » in its source) stays text even where HTML is allowed."""
    text = "\n".join(extract(HOSTILE.encode(), "piege.html").lines)
    rendered = RENDER_WITH_HTML.render(text)
    tags = set(re.findall(r"<(/?[a-zA-Z][a-zA-Z0-9]*)", rendered))
    assert tags <= {"p", "/p", "h2", "/h2", "ul", "/ul", "li", "/li", "table", "/table", "thead", "/thead", "tr",
                    "/tr", "th", "/th", "tbody", "/tbody", "td", "/td", "strong", "/strong"}, rendered
    assert "href" not in rendered and "onerror" not in re.sub(r"&lt;[^<]*", "", rendered)
    assert "svg" not in text and "objet" not in text and "champ" not in text and "Envoyer" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in rendered  # shown as written


def test_page_with_no_text_is_named() -> None:
    page = b"<html><head><title>Accueil</title><script>var x;</script></head><body><nav>Menu</nav><img src=a.png></body></html>"
    with pytest.raises(KBError, match=r"^vide\.html: aucun texte dans cette page"):
        extract(page, "vide.html")


def test_page_nested_very_deep_is_named() -> None:
    """libxml2 stops the tree at 256 levels and drops the text below: refused, not read in
    part (and 100 000 nested blocks cost no recursion error)."""
    assert _lines(("<div>" * 200 + "Texte" + "</div>" * 200).encode()) == ["Texte"]
    page = "<p>Début</p>" + "<div>" * 300 + "Texte" + "</div>" * 300
    with pytest.raises(KBError, match=r"^profond\.html: page illisible : éléments imbriqués sur plus de 256 niveaux"):
        _within(20, lambda: extract(page.encode(), "profond.html"))
    # 100 000 nested blocks: more paragraphs than the budget, refused before the tree is built
    page = "<p>Début</p>" + "<div>" * 100_000 + "Texte" + "</div>" * 100_000
    with pytest.raises(KBError, match=r"^profond\.html: nombre de paragraphes : plus de 100 000 paragraphes"):
        _within(20, lambda: extract(page.encode(), "profond.html"))


def test_page_lists_nested_deeper_than_the_budget_are_named() -> None:
    """Lists and quotes nested in each other past ``nesting_depth`` (kb/data/limits.toml)."""
    assert _lines(("<ul><li>" * 5 + "Texte" + "</li></ul>" * 5).encode())[-1].strip() == "- Texte"
    page = "<blockquote>" * 30 + "Texte" + "</blockquote>" * 30
    with pytest.raises(KBError, match=r"^profond\.html: profondeur d'imbrication \(citations, listes\) : 21 niveaux, au plus 20"):
        extract(page.encode(), "profond.html")


def test_html_of_ciaffone_has_its_articles() -> None:
    def numbers_titles(data: bytes, filename: str) -> list[tuple[str, str]]:
        p = preview(data, filename, "copie", "Copie de Ciaffone", corpus=DEFAULT_CORPUS, library=NOWHERE)
        assert not p.health.lost_lines and p.meta.format == "html"
        return [(a.number, a.title) for a in p.book.articles]

    p = preview(CIAFFONE.encode(), "ciaffone.md", "copie", "Copie", corpus=DEFAULT_CORPUS, library=NOWHERE)
    expected = [(a.number, a.title) for a in p.book.articles]
    assert len(expected) == 39
    assert numbers_titles(markdown_to_html(CIAFFONE, "Ciaffone").encode(), "ciaffone.html") == expected


def test_html_import_dry_run_shows_the_removed_menus(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    path = env.files / "club.html"
    path.write_bytes(PAGE.format(charset="windows-1252").encode("cp1252"))
    run = env.kb(capsys, "import", str(path), "--id", "club", "--title", "Club", "--dry-run")
    assert run.code == 0, run.err
    assert "format html : 2 article(s)" in run.out
    assert "« - Accueil »" in run.out and "piège" not in run.out


def test_definition_list_of_numbers_reads_each_number_before_its_text() -> None:
    """A rulebook's paragraphs as a definition list: « <dt>1.2.1.</dt><dd>text</dd> » is one
    line « 1.2.1. text », as the booklet's Word file has it; a glossary's terms stay apart."""
    page = ("<html><body><h2>1. Le terrain</h2><dl><dt>1.1.</dt><dd>La planche est carrée.</dd>"
            "<dt>1.1.1.</dt><dd>Elle mesure soixante centimètres.</dd></dl>"
            "<dl><dt>Maître</dt><dd>Le palet visé.</dd></dl></body></html>")
    lines = [line for line in extract(page.encode(), "regles.html").lines if line]
    assert lines == ["## 1. Le terrain", "1.1. La planche est carrée.", "1.1.1. Elle mesure soixante centimètres.",
                     "Maître", "Le palet visé."]
