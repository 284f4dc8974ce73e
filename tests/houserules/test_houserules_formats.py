"""The example specs rendered in the four formats: the override inside the base article's
text and marked, the modifications table complete, the adopted article credited, user text
escaped in HTML and PDF. One PDF only (WeasyPrint takes seconds for a whole book)."""

from __future__ import annotations

import io
import json
import re

import pytest
from docx import Document
from docx.enum.text import WD_COLOR_INDEX
from markdown_it import MarkdownIt
from pypdf import PdfReader

from kb.errors import KBError
from kb.houserules import (
    FORMATS,
    RENDERERS,
    build_document,
    check_spec_text,
    example_specs,
    format_for,
    render_document,
)
from kb.parameters import load_parameters, verify_quotes

SCRIPT = "<script>alert('x')</script>"


@pytest.fixture(scope="module")
def params(library):
    return verify_quotes(load_parameters(), library)


def club_spec(library, params):
    """The weekly club example (ROPTA), with markup in every user field."""
    path = next(p for p in example_specs() if p.name == "club-hebdo-ropta.toml")
    spec = check_spec_text(path.read_text(encoding="utf-8"), library, params)
    spec.event.name = f"Tournoi {SCRIPT} du jeudi"
    spec.event.organiser = "Club <b>gras</b> & Cie"
    spec.add[0].title = f"Classement {SCRIPT}"
    spec.add[0].text += f"\n\n{SCRIPT} <img src=x onerror=alert(1)>"
    return spec


@pytest.fixture(scope="module")
def club_doc(library, params):
    return build_document(club_spec(library, params), library, params)


@pytest.fixture(scope="module")
def club_changes_doc(library, params):
    """The same, changed articles only: a PDF of a few pages (the whole book takes seconds;
    benchmarks/bench_houserules.py times it)."""
    spec = club_spec(library, params)
    spec.options.full_text = False
    return build_document(spec, library, params)


@pytest.fixture(scope="module")
def tda_doc(library, params):
    path = next(p for p in example_specs() if p.name == "finale-ligue-tda.toml")
    spec = check_spec_text(path.read_text(encoding="utf-8"), library, params)
    return build_document(spec, library, params)


def test_examples_cover_ropta_and_tda(club_doc, tda_doc):
    assert (club_doc.base.id, tda_doc.base.id) == ("ropta", "tda")
    for doc in (club_doc, tda_doc):
        kinds = {r.kind for r in doc.changes}
        assert {"set", "adopt", "remove", "add"} <= kinds
        assert any(r.in_text for r in doc.changes)


def test_markdown_club_ropta(club_doc):
    md = render_document(club_doc, "markdown").decode()
    assert md.startswith("# Tournoi \\<script\\>alert('x')\\</script\\> du jeudi\n")  # escaped, shown as typed
    section = md.split("### 3.5 — DEMANDE DU TIME")[1].split("\n### ")[0]
    assert "~~30 secondes~~ **40 secondes** [M1]" in section
    table = md.split("## Modifications par rapport au règlement de base")[1].split("\n## ")[0]
    rows = [line for line in table.splitlines() if re.match(r"\| M\d+ \|", line)]
    assert [r.split(" | ")[0] for r in rows] == [f"| {c.mark}" for c in club_doc.changes]
    assert "| M1 | 3.5 — DEMANDE DU TIME |" in table and "| 30 secondes | 40 secondes |" in table
    assert "> **Article adopté [M3]** — repris du TDA (2019 v1.0), article 5." in md
    assert "## Sommaire" in md


def _text_of_markdown(md: str) -> str:
    """What a Markdown viewer shows (markdown-it with raw HTML on, as GitHub-like viewers)."""
    return MarkdownIt("commonmark", {"html": True}).enable(["strikethrough", "table"]).render(md)


def test_markdown_plain_text_fields_are_text_not_markup_issue11(club_doc):
    """Issue 11 item 11: ``# <script>…</script> Tournoi`` passed through the Markdown raw."""
    shown = _text_of_markdown(render_document(club_doc, "markdown").decode())
    assert "<script>" not in shown and "<img" not in shown and "<b>gras</b>" not in shown
    assert "<h1>Tournoi &lt;script&gt;alert('x')&lt;/script&gt; du jeudi</h1>" in shown
    assert "Club &lt;b&gt;gras&lt;/b&gt; &amp; Cie" in shown
    assert "Classement &lt;script&gt;alert('x')&lt;/script&gt;</h" in shown  # the added article's heading
    assert "&lt;img src=x onerror=alert(1)&gt;" in shown  # its raw HTML line, as text


def test_docx_shows_raw_html_of_an_added_article_as_text_issue11(club_changes_doc):
    """Issue 11 item 11: the DOCX silently dropped the raw HTML lines of an [[add]] text."""
    word = Document(io.BytesIO(render_document(club_changes_doc, "docx")))
    text = "\n".join(p.text for p in word.paragraphs)
    assert f"{SCRIPT} <img src=x onerror=alert(1)>" in text
    assert f"Classement {SCRIPT}" in text


def test_html_club_ropta_marks_and_escapes(club_doc):
    html = render_document(club_doc, "html").decode()
    assert "<script>" not in html and "<img" not in html and "<b>gras</b>" not in html
    assert "Tournoi &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; du jeudi" in html
    assert "Club &lt;b&gt;gras&lt;/b&gt; &amp; Cie" in html
    art = html.split('<article id="art-ropta-3-5"')[1].split("</article>")[0]
    assert '<del class="base" title="Règlement de base">30 secondes</del> <ins class="house" title="Règle maison M1">40 secondes</ins>' in art
    assert 'href="#change-m1"' in art
    assert '<tr id="change-m1" class="set"><td>M1</td><td><a href="#art-ropta-3-5">3.5 — DEMANDE DU TIME</a>' in html
    assert len(re.findall(r'<tr id="change-m\d+"', html)) == len(club_doc.changes)
    adopted = html.split('<article id="art-tda-5"')[1].split("</article>")[0]
    assert "repris du TDA (2019 v1.0), article 5" in adopted
    assert "@page" in html and "counter(page)" in html and "target-counter" in html


def test_docx_tda_final_has_headings_table_and_marked_runs(tda_doc):
    doc = Document(io.BytesIO(render_document(tda_doc, "docx")))
    headings = [p.text for p in doc.paragraphs if p.style.name.startswith("Heading")]
    assert "Modifications par rapport au règlement de base" in headings
    assert "29 — Demander le « Time »" in headings
    assert "ROPTA 2.7 — JEU EN MAIN PAR MAIN" in headings  # adopted, named after its book
    assert "PR-8 — Procédure du “Main par Main”" not in headings
    table = doc.tables[0]
    assert [c.text for c in table.rows[0].cells] == ["Repère", "Article", "Modification", "TDA", "Règlement maison"]
    assert [r.cells[0].text for r in table.rows[1:]] == [c.mark for c in tda_doc.changes]
    assert table.rows[1].cells[4].text == "60 secondes"
    start = next(
        k for k, p in enumerate(doc.paragraphs) if p.style.name.startswith("Heading") and p.text.startswith("29 — ")
    )
    end = next(k for k in range(start + 1, len(doc.paragraphs)) if doc.paragraphs[k].style.name.startswith("Heading"))
    runs = [r for p in doc.paragraphs[start + 1 : end] for r in p.runs]
    struck = [r.text for r in runs if r.font.strike]
    high = [r.text for r in runs if r.font.highlight_color == WD_COLOR_INDEX.YELLOW]
    assert struck == ["25 secondes plus 5 secondes décomptée à voix haute"] and high == ["60 secondes"]
    text = "\n".join(p.text for p in doc.paragraphs)
    assert "Règlement maison fondé sur : Règles du Poker TDA 2019, version Fivebet (TDA), version 2019 v1.0" in text
    assert "Règle maison M2 — Limite des inscriptions tardives : jusqu'à la fin du troisième niveau" in text
    assert "repris du ROPTA (2025-02), article 2.7, à la place de l'article TDA PR-8" in text


def test_pdf_club_ropta_title_page_changes_and_page_numbers(club_changes_doc):
    pdf = render_document(club_changes_doc, "pdf")
    reader = PdfReader(io.BytesIO(pdf))
    pages = [re.sub(r"\s+", " ", p.extract_text()) for p in reader.pages]
    assert 3 <= len(pages) < 10
    title = pages[0]
    assert "RÈGLEMENT MAISON" in title.upper() and SCRIPT in title  # escaped, so shown as text
    assert "Règlement maison fondé sur : Règlement Officiel du Poker de Tournoi en Association (ROPTA), version 2025-02" in title
    assert "Club <b>gras</b> & Cie" in title
    text = " ".join(pages)
    assert "Modifications par rapport au règlement de base" in text
    assert "30 secondes 40 secondes" in text  # the struck and the new wording, side by side
    assert "se verra donner 30 secondes 40 secondesM1 pour prendre une décision" in text
    assert "Page 2 / " in pages[1]
    assert "repris du TDA (2019 v1.0), article 5" in text



def test_every_registered_format_is_chosen_by_its_extensions_and_renders(tda_doc):
    assert set(RENDERERS) == {"markdown", "html", "pdf", "docx", "json"}
    for name, renderer in RENDERERS.items():
        for ext in renderer.extensions:
            assert format_for(f"reglement.{ext}") == name == FORMATS[ext]
        assert format_for("", name) == name
        if name == "pdf":
            continue  # rendered once, by test_pdf_club_ropta_title_page_changes_and_page_numbers
        data = render_document(tda_doc, name)
        assert data and (renderer.binary or data.decode("utf-8"))
    assert render_document(tda_doc, "md") == render_document(tda_doc, "markdown")
    assert json.loads(render_document(tda_doc, "json"))["base"] == "tda"
    with pytest.raises(KBError, match="format inconnu 'odt'"):
        format_for("reglement.odt")


def test_pdf_never_fetches_a_resource_from_the_network(library, params, monkeypatch):
    """An added article that points to an image elsewhere: the PDF is made without it, and
    nothing but an inline resource is ever opened."""
    from urllib.request import OpenerDirector

    opened: list[str] = []
    real = OpenerDirector.open

    def spy(self, request, *args, **kwargs):  # type: ignore[no-untyped-def]
        opened.append(getattr(request, "full_url", str(request)))
        return real(self, request, *args, **kwargs)

    monkeypatch.setattr(OpenerDirector, "open", spy)
    text = (
        'base = "ropta"\n[event]\nname = "Test"\n[options]\nfull_text = false\n'
        '[[add]]\nafter = "ropta:3.5"\ntitle = "Image"\n'
        'text = "Voir ![plan](http://127.0.0.1:9/plan.png) et <img src=\\"http://127.0.0.1:9/x.png\\">"\n'
    )
    doc = build_document(check_spec_text(text, library, params), library, params)
    data = render_document(doc, "pdf")
    assert data.startswith(b"%PDF")
    assert [u for u in opened if not u.startswith("data:")] == []


def test_html_an_image_in_an_added_article_is_a_link_never_fetched_issue39(library, params):
    """Issue 39: ``![](https://…)`` in an ``[[add]]`` text became a real ``<img>`` that the
    HTML document and the static site's club page fetched from outside when opened."""
    spec = club_spec(library, params)
    spec.add[0].text += "\n\n![logo du club](https://exemple.invalid/pixel.png)"
    html = render_document(build_document(spec, library, params), "html").decode()
    assert "<img" not in html
    assert '<a href="https://exemple.invalid/pixel.png">Image : logo du club</a>' in html
