"""The club's house rules as the site's main book (``kb export site --house-rules``).

The document is the one every other format draws (:mod:`kb.houserules.document`): its
home page has the event, the statement and the table « Modifications par rapport au
règlement de base »; each article has its page, drawn by the house-rules HTML renderer,
so a changed value shows as the base wording struck, the club's highlighted, and its mark
(M1, M2…) linking back to the table.
"""

from __future__ import annotations

from kb.houserules.document import Entry, HouseDocument
from kb.houserules.html import entry_wording
from kb.site.context import SiteContext
from kb.site.layout import Page, page
from kb.site.urls import HOUSE_DIR, house_entry_dir, href, segment

CLUB_FILTER = "Règlement du club"


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


def club_index(ctx: SiteContext, doc: HouseDocument, folders: dict[str, str]) -> Page:
    rows = [(r, href(HOUSE_DIR, folders[r.anchor]) if r.anchor in folders else "") for r in doc.changes]
    return page(HOUSE_DIR, doc.title, "site/house.html", site_name=ctx.name, trail=[(HOUSE_DIR, "Règlement du club")],
                house=True, description=doc.based_on, doc=doc, fields=doc.event_fields(), rows=rows, folders=folders)


def entry_page(ctx: SiteContext, doc: HouseDocument, entry: Entry, folder: str) -> Page:
    known = entry.kind in ("base", "adopted") and ctx.has(entry.id)
    return page(folder, entry.heading, "site/house_entry.html", site_name=ctx.name, house=True, indexed=True,
                trail=[(HOUSE_DIR, "Règlement du club"), (folder, entry.heading)], doc=doc, e=entry,
                wording=entry_wording(entry, "../"), club_filter=CLUB_FILTER, house_dir=HOUSE_DIR,
                origin=ctx.article_dir(entry.id) if known else "",
                origin_label=f"{ctx.short(ctx.library.get(entry.id).book)} {entry.number}" if known else "")


def house_pages(ctx: SiteContext) -> list[Page]:
    doc = ctx.house
    if doc is None:
        return []
    folders = entry_folders(doc)
    pages = [club_index(ctx, doc, folders)]
    pages += [entry_page(ctx, doc, e, folders[e.anchor]) for e in doc.shown_entries]
    return pages
