"""An article's wording on the app's article page: the page hands it to Streamlit with
raw HTML allowed (for the quantity highlights and the books' few bare tags), so an
imported book's own HTML must reach it harmless."""

from __future__ import annotations

from markdown_it import MarkdownIt

from kb.model import Article
from kb.ui.components import article_body

TEXT = ("Un <b>tapis</b> de 30 secondes <img src=x onerror=alert(1)> "
        '<a href="javascript:alert(2)">ici</a> <script>alert(3)</script> > 3 et 2 < 5')


def _article(text: str) -> Article:
    return Article(id="club:1", book="club", number="1", title="Objet", parent=None, text=text,
                   line_start=1, line_end=1)


def test_hostile_html_shown_as_text_highlights_and_bare_tags_kept() -> None:
    start = TEXT.index("30 secondes")
    body = article_body(_article(TEXT), [(start, start + len("30 secondes"))])
    assert '<mark class="kb-qty">30 secondes</mark>' in body
    assert "<b>tapis</b>" in body
    rendered = MarkdownIt("commonmark", {"html": True}).render(body)  # as the browser gets it
    for live in ("<img", "<a href", "<script"):
        assert live not in rendered
    assert "&lt;img src=x onerror=alert(1)&gt;" in rendered or "&lt;img src=x onerror=alert(1)>" in rendered


def test_plain_wording_unchanged() -> None:
    text = "Le joueur dispose de 30 secondes.\n\n> Une citation\n\n- un point"
    assert article_body(_article(text), []) == text


def test_a_badge_colour_from_a_users_manifest_cannot_leave_its_attribute() -> None:
    from kb.model import Book, BookMeta, Library
    from kb.ui.components import NO_COLOR, badge_html

    def book(color: str) -> Book:
        meta = BookMeta(id="club", title="Club", short="Club", publisher="", version="", date="", kind="tournament",
                        language="fr", file="", parser="generic", format="md", color=color)
        return Book(meta=meta, articles=[])

    assert 'background:#1f5fa8"' in badge_html(Library([book("#1f5fa8")]), "club")
    hostile = badge_html(Library([book('red" onmouseover="alert(1)')]), "club")
    assert "onmouseover" not in hostile and f"background:{NO_COLOR}" in hostile


IMAGES = "Le logo ![du club](http://127.0.0.1:9/l.png) et ![](http://127.0.0.1:9/b.png \"t\") ![ref][r]\n\n[r]: http://127.0.0.1:9/r.png"


def test_an_imported_books_image_is_a_link_never_fetched() -> None:
    # an image in a book's wording would be fetched from another site by every reader (at
    # the table, offline, on the static site): it is a link named after it instead
    from kb.bookhtml import render_book_markdown  # (the static site's and documents' renderer)

    for rendered in (MarkdownIt("commonmark", {"html": True}).render(article_body(_article(IMAGES), [])),
                     render_book_markdown(IMAGES)):
        assert "<img" not in rendered, rendered
        assert '<a href="http://127.0.0.1:9/l.png">Image : du club</a>' in rendered
        assert '<a href="http://127.0.0.1:9/b.png"' in rendered and '<a href="http://127.0.0.1:9/r.png">Image : ref</a>' in rendered
