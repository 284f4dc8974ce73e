"""The first paint (kb/ui/first_paint.py): the page's opening the server draws inside the
page shell, before Streamlit's frontend draws the live page."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from kb.ui import first_paint, search_form, state, web


@pytest.fixture
def ready(kb):  # type: ignore[no-untyped-def]
    """The server has the knowledge base open (as after its first-page thread)."""
    saved = list(state._READY)
    state._ready(kb)
    yield kb
    state._READY[:] = saved


class _Tags(HTMLParser):
    """Every start tag with its attributes, and the text, of an HTML fragment."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _parse(html: str) -> _Tags:
    tags = _Tags()
    tags.feed(html)
    return tags


def test_search_page_paint_has_the_live_pages_form() -> None:
    paint = first_paint.first_paint("/", "")
    assert paint is not None and paint.title == "Règlements de poker"
    tags = _parse(paint.html)
    inputs = [a for t, a in tags.tags if t == "input"]
    assert inputs == [{"id": "kb-fp-q", "name": "q", "type": "text", "value": "", "autocomplete": "off",
                       "placeholder": search_form.PLACEHOLDER}]
    labels = [a for t, a in tags.tags if t == "label"]
    assert labels == [{"for": "kb-fp-q"}] and search_form.QUESTION in tags.text
    assert search_form.HEADING in tags.text
    links = [a["href"] for t, a in tags.tags if t == "a" and "kb-fp-chip" in (a.get("class") or "")]
    assert links == [f"./?q={e.replace(' ', '+')}" for e in search_form.EXAMPLES]
    # the navigation: every page of the menu, the current one marked
    nav = [(a["href"], a.get("aria-current")) for t, a in tags.tags if t == "a" and "class" not in a]
    assert nav[0] == ("./", "page") and ("./reglement-maison", None) in nav and len(nav) == 10


def test_a_shared_search_is_painted_with_its_words_escaped() -> None:
    paint = first_paint.first_paint("/", "q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&books=tda,ropta&in_topic=x%22y")
    assert paint is not None
    assert "<script" not in paint.html and "alert(1)" in paint.html
    tags = _parse(paint.html)
    values = {a["name"]: a["value"] for t, a in tags.tags if t == "input"}
    assert values == {"q": '"><script>alert(1)</script>', "books": "tda,ropta", "in_topic": 'x"y'}
    assert paint.title.startswith('"><script>alert(1)</script> · Recherche')
    assert "Par exemple" not in paint.html  # the live page shows the results there


@pytest.mark.parametrize("path, query", [
    ("/comparer", ""), ("/exemples", "situation=x"), ("/", "topic=time_clock"), ("/", "example=tda:47"),
    ("/reglements", "book=tda"), ("/nimporte", ""),
])
def test_other_pages_have_no_paint(path: str, query: str) -> None:
    assert first_paint.first_paint(path, query) is None


def test_article_paint_is_its_wording(ready) -> None:  # type: ignore[no-untyped-def]
    paint = first_paint.first_paint("/article", "article=tda%3A47")
    assert paint is not None
    assert paint.title == "TDA 47 — Droit à la Surrelance · Règlements de poker"
    tags = _parse(paint.html)
    text = "".join(tags.text)
    assert "47 — Droit à la Surrelance" in text and "référence à citer : tda:47" in text
    assert "Règles du Poker TDA 2019" in text and "En No Limit comme en Pot Limit" in text
    assert '<mark class="kb-qty">50%</mark>' in paint.html  # its quantities, as the live page
    assert paint.live == first_paint.LIVE_ARTICLE
    # read as the app reads an address: from the root, and typed on a phone
    for path, query in (("/", "article=tda:47"), ("/article", "article=TDA%2047"), ("/article", "article=tda%EF%BC%9A47")):
        again = first_paint.first_paint(path, query)
        assert again is not None and again.html == paint.html


def test_article_references_are_links_to_their_pages(ready) -> None:  # type: ignore[no-untyped-def]
    kb = ready
    article = next(a for a in kb.library.articles.values() if any(r.target for r in a.refs) and a.text.strip())
    paint = first_paint.first_paint("/article", f"article={article.id}")
    assert paint is not None
    hrefs = [a["href"] for t, a in _parse(paint.html).tags if t == "a" and (a.get("href") or "").startswith("./article?")]
    assert hrefs, article.id


def test_no_article_paint_without_the_knowledge_base_or_the_article(ready) -> None:  # type: ignore[no-untyped-def]
    for query in ("article=tda:9999", "article=", "article=%3Cb%3E", ""):
        assert first_paint.first_paint("/article", query) is None, query
    state._READY.clear()
    assert first_paint.first_paint("/article", "article=tda:47") is None  # never waits for it


def test_shell_with_a_paint() -> None:
    shell = web.page_shell()
    paint = first_paint.first_paint("/", "q=tapis")
    assert paint is not None
    html = first_paint.shell_with(shell, paint, web.source_sans())
    assert "<title>tapis · Recherche · Règlements de poker</title>" in html
    body = html[html.index("<body"):]
    # the paint, then Streamlit's root hidden from screen readers until the hand-over
    assert body.index('id="kb-first-paint"') < body.index('<div id="root" aria-hidden="true"></div>')
    # Streamlit's scripts: none left in the head, every one loaded by the script after the paint
    head = html[:html.index("</head>")]
    assert 'type="module"' not in head and "modulepreload" not in head
    main = re.search(r'<script type="module" crossorigin src="([^"]+)"></script>', shell).group(1)
    preloads = re.findall(r'<link rel="modulepreload" crossorigin href="([^"]+)">', shell)
    loader = body[body.rindex("<script>"):]
    assert f'"{main}"' in loader and all(f'"{p}"' in loader for p in preloads) and len(preloads) > 50
    assert "SourceSansVF-Upright" in head and "{{font}}" not in head
    # the French rewrite of Streamlit's words is still there
    assert "Aller au contenu principal" in head


def test_a_streamlit_page_it_does_not_know_is_sent_as_it_is() -> None:
    paint = first_paint.first_paint("/", "")
    assert paint is not None
    odd = "<html><head><title>Règlements de poker</title></head><body><div id=\"root\"></div></body></html>"
    assert first_paint.shell_with(odd, paint, "") == odd
