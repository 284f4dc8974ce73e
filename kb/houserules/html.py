"""The house-rules document as one standalone HTML page (``templates/houserules.html``),
with a print stylesheet (``templates/houserules.css``).

Article wording is Markdown rendered with markdown-it-py. Everything that comes from the
spec (event, organiser, added articles, text parameter values) is escaped: a ``<script>``
in the event name is shown as text. A substituted value is drawn as
``<del class="base">30 secondes</del> <ins class="house">40 secondes</ins>`` followed by
its change mark, linked to its row of the modifications table.
"""

from __future__ import annotations

from pathlib import Path

from markupsafe import Markup

from kb.bookhtml import render_book_markdown, render_user_markdown
from kb.houserules.document import SLOT_RE, Entry, HouseDocument
from kb.templates import render, subheads

# The spec's text may not carry HTML nor fetch an image (kb.bookhtml.render_user_markdown); book
# wording keeps bare text tags (kb.bookhtml).

CSS = (Path(__file__).parents[1] / "templates" / "houserules.css").read_text(encoding="utf-8")

_SLOT = Markup('<del class="base" title="Règlement de base">{old}</del> '
               '<ins class="house" title="Règle maison {mark}">{new}</ins><a class="mark" href="{to}#change-{id}">{mark}</a>')


def entry_wording(entry: Entry, changes: str = "") -> Markup:
    """The entry's wording as HTML, each substituted value drawn with its change mark
    (linked to ``changes``: the page of the modifications table, "" for this one)."""
    if not entry.text.strip():
        return Markup("")
    rendered = render_user_markdown(entry.text) if entry.kind == "added" else render_book_markdown(entry.text)

    def slot(m):  # type: ignore[no-untyped-def]
        s = entry.slots[int(m.group(1))]
        return _SLOT.format(old=s.old, new=s.new, mark=s.mark, to=changes, id=s.mark.lower())

    return Markup(SLOT_RE.sub(slot, subheads(rendered)))


def render_html(doc: HouseDocument, extra_css: str = "") -> str:
    """The page; ``extra_css`` follows the stylesheet (the PDF's own rules, kb.houserules.pdf)."""
    rows = [(r, "#" + r.anchor if r.anchor else "") for r in doc.changes]
    return render("houserules.html", doc=doc, css=Markup(CSS + extra_css), fields=doc.event_fields(), rows=rows,
                  wording=entry_wording)
