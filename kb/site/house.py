"""The club's house rules as the site's main book (``kb export site --house-rules``).

The document is the one every other format draws (:mod:`kb.houserules.document`): its
home page has the event, the statement and the table « Modifications par rapport au
règlement de base »; each article has its page, drawn by the house-rules HTML renderer,
so a changed value shows as the base wording struck, the club's highlighted, and its mark
(M1, M2…) linking back to the table.
"""

from __future__ import annotations

import re
from html import escape

from kb.houserules.document import Entry, HouseDocument
from kb.houserules.html import entry_html, note_html
from kb.site.context import SiteContext
from kb.site.layout import Page, link, page
from kb.site.urls import HOUSE_DIR, house_entry_dir, segment

CLUB_FILTER = "Règlement du club"
_FIRST_HEADING = re.compile(r"<h[1-6]>(.*?)</h[1-6]>", re.S)
_CHANGE_LINK = re.compile(r'href="#(change-[a-z0-9]+)"')


def entry_folders(doc: HouseDocument) -> dict[str, str]:
    """Entry anchor → page folder: the article's number (``club/9.6/``), prefixed with its
    book for an adopted one (``club/tda-5/``), made unique in the document's order."""
    folders: dict[str, str] = {}
    used: set[str] = set()
    for e in doc.shown_entries:
        name = f"{e.book}-{e.number}" if e.kind == "adopted" else (e.number or e.id)
        folder = house_entry_dir(name)
        n = 2
        while folder in used:
            folder = house_entry_dir(f"{segment(name)}-{n}")
            n += 1
        used.add(folder)
        folders[e.anchor] = folder
    return folders


def _changes_table(doc: HouseDocument, folders: dict[str, str]) -> str:
    if not doc.changes:
        return "<p>Aucune modification.</p>"
    rows = []
    for r in doc.changes:
        article = link(HOUSE_DIR, folders[r.anchor], r.article) if r.anchor in folders else escape(r.article)
        rows.append(
            f'<tr id="change-{escape(r.mark.lower())}" class="{escape(r.kind)}"><td>{escape(r.mark)}</td><td>{article}</td>'
            f'<td>{escape(r.what)}</td><td>{escape(r.base)}</td><td class="house">{escape(r.house)}</td></tr>'
        )
    return (
        '<div class="table-wrap"><table class="changes"><caption>Modifications par rapport au règlement de base</caption>'
        f'<thead><tr><th scope="col">Repère</th><th scope="col">Article</th><th scope="col">Modification</th>'
        f'<th scope="col">{escape(doc.base.short)}</th><th scope="col">Règlement du club</th></tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table></div>"
    )


def club_index(ctx: SiteContext, doc: HouseDocument, folders: dict[str, str]) -> Page:
    fields = "".join(f"<dt>{k}</dt><dd>{escape(v)}</dd>" for k, v in doc.event_fields())
    parts = [
        f"<h1>{escape(doc.title)}</h1>",
        f'<dl class="facts">{fields}</dl>' if fields else "",
        f'<p class="based-on">{escape(doc.based_on)}</p>',
        f"<p>{escape(doc.statement)}</p>",
        f'<section id="modifications" aria-labelledby="h-mod"><h2 id="h-mod">Modifications</h2>{_changes_table(doc, folders)}</section>',
    ]
    if doc.removed:
        items = "".join(
            f"<li><del>{escape(rm.label)}</del> ({escape(rm.mark)}){' — ' + escape(rm.reason) if rm.reason else ''}</li>"
            for rm in doc.removed
        )
        parts.append(f'<section id="supprimes" aria-labelledby="h-rm"><h2 id="h-rm">Articles supprimés</h2><ul>{items}</ul></section>')
    if doc.complements:
        parts.append('<section id="complements" aria-labelledby="h-comp"><h2 id="h-comp">Règles maison complémentaires</h2>'
                     + "".join(fix_links(note_html(n)) for n in doc.complements) + "</section>")
    toc = []
    for e in doc.shown_entries:
        mark = ' <span class="changed-mark">modifié</span>' if e.changed else ""
        toc.append(f'<li class="depth-{min(e.depth, 3)}">{link(HOUSE_DIR, folders[e.anchor], e.heading)}{mark}</li>')
    parts.append(f'<nav class="toc" aria-labelledby="h-toc"><h2 id="h-toc">{escape(doc.rules_heading)}</h2><ul>{"".join(toc)}</ul></nav>')
    return page(HOUSE_DIR, doc.title, "\n".join(p for p in parts if p), site_name=ctx.name,
                trail=[(HOUSE_DIR, "Règlement du club")], house=True, description=doc.based_on)


def fix_links(html: str, to_index: str = "") -> str:
    """The renderer's links to the modifications table (``#change-m1``), made to point at the
    club's home page from an article page."""
    return _CHANGE_LINK.sub(lambda m: f'href="{to_index}#{m.group(1)}"', html)


def entry_page(ctx: SiteContext, doc: HouseDocument, entry: Entry, folder: str) -> Page:
    drawn = fix_links(entry_html(entry), "../")
    drawn = _FIRST_HEADING.sub(lambda m: f'<h1 data-pagefind-meta="title">{m.group(1)}</h1>', drawn, count=1)
    origin = ""
    if entry.kind in ("base", "adopted") and ctx.has(entry.id):
        source = ctx.library.get(entry.id)
        origin = (f'<p class="origin">Texte d\'origine : '
                  f"{link(folder, ctx.article_dir(entry.id), ctx.short(source.book) + ' ' + entry.number)}</p>")
    body = (f'<p class="kicker" data-pagefind-ignore><span class="book-badge club" data-pagefind-filter="livre">{CLUB_FILTER}</span> '
            f"{link(folder, HOUSE_DIR, doc.title)}</p>{drawn}{origin}")
    return page(folder, entry.heading, body, site_name=ctx.name, house=True, indexed=True,
                trail=[(HOUSE_DIR, "Règlement du club"), (folder, entry.heading)])


def house_pages(ctx: SiteContext) -> list[Page]:
    doc = ctx.house
    if doc is None:
        return []
    folders = entry_folders(doc)
    pages = [club_index(ctx, doc, folders)]
    pages += [entry_page(ctx, doc, e, folders[e.anchor]) for e in doc.shown_entries]
    return pages
