"""The pages of one book: its table of contents and one page per article.

An article page shows the current wording, the struck wording as history, the worked
examples with the engine's verdict, the glossary's jargon for it (indexed with it, so
« dead button » finds the article on the « bouton mort »), the same topic in the other
books, its references both ways, and the compared parameters it states.
"""

from __future__ import annotations

from kb.model import Article
from kb.site.context import SiteContext
from kb.site.house import entry_folders
from kb.site.layout import Page, page
from kb.site.urls import GLOSSARY_DIR, href, parameter_dir, topic_dir


def items(ctx: SiteContext, folder: str, ids: list[str]) -> list[dict[str, str]]:
    """The exported articles of ``ids`` (once each) as links from ``folder``, with their badges."""
    out = []
    for i in dict.fromkeys(ids):
        if ctx.has(i):
            a = ctx.library.get(i)
            meta = ctx.library.books[a.book].meta
            out.append({"url": href(folder, ctx.article_dir(i)), "label": a.label, "short": meta.short,
                        "color": meta.badge_color})
    return out


def club_versions(ctx: SiteContext) -> dict[str, str]:
    """Base-book article id → the folder of the club's version of it (``--house-rules``)."""
    if ctx.house is None:
        return {}
    folders = entry_folders(ctx.house)
    return {e.id: folders[e.anchor] for e in ctx.house.shown_entries if e.kind == "base"}


def article_page(ctx: SiteContext, article: Article, prev: Article | None, nxt: Article | None,
                 club: dict[str, str] | None = None) -> Page:
    """The article's page. With house rules, an article of the base book that the club's
    document reproduces (or removes) points to it and is left out of the search, so a
    search finds the rule as the club applies it, once."""
    folder = ctx.article_dir(article.id)
    club_version = (club or {}).get(article.id, "")
    removed = not club_version and ctx.house is not None and any(r.id == article.id for r in ctx.house.removed)
    meta = ctx.library.books[article.book].meta
    related = ctx.topics.related(article.id)
    same = [r.article for r in related.same_topic if r.book != article.book]
    children = [a.id for a in ctx.articles(article.book) if a.parent == article.id]
    params = [{"url": href(folder, parameter_dir(p.id)), "label": p.label}
              for p in ctx.parameters_citing(article.id)]
    lists = [("children", "Articles de cette section", items(ctx, folder, children)),
             ("same-topic", "Même thème dans les autres règlements", items(ctx, folder, same)),
             ("see", "Voir", items(ctx, folder, list(related.see))),
             ("cited-by", "Cité par", items(ctx, folder, list(related.cited_by))),
             ("parameters", "Comparer avec les autres règlements", params)]
    trail = [(ctx.book_dir(article.book), meta.short)]
    if article.parent and ctx.has(article.parent):
        trail.append((ctx.article_dir(article.parent), ctx.library.get(article.parent).label))
    trail.append((folder, article.label))
    return page(folder, f"{meta.short} {article.label}", "site/article.html", site_name=ctx.name,
                trail=trail, house=ctx.house is not None, indexed=not (club_version or removed),
                description=f"{meta.title}, article {article.label}",
                a=article, meta=meta, book_dir=ctx.book_dir(article.book), club_version=club_version,
                removed=removed, topics=[(topic_dir(t), ctx.topics.topics[t].label) for t in article.topics
                                         if t in ctx.topics.topics],
                lists=lists, results=ctx.results.get(article.id, []),
                jargon=[(e, GLOSSARY_DIR + "#" + e.id) for e in ctx.jargon(article)],
                prev=prev and (ctx.article_dir(prev.id), prev.label), next=nxt and (ctx.article_dir(nxt.id), nxt.label))


def book_page(ctx: SiteContext, book: str) -> Page:
    meta = ctx.library.books[book].meta
    folder = ctx.book_dir(book)
    articles = ctx.articles(book)
    ids = {a.id for a in articles}
    children: dict[str, list[Article]] = {}
    for a in articles:
        children.setdefault(a.parent if a.parent in ids and a.parent else "", []).append(a)
    facts = [(k, v) for k, v in (("Éditeur", meta.publisher), ("Version", meta.version), ("Date", meta.date)) if v]
    return page(folder, meta.title, "site/book.html", site_name=ctx.name, trail=[(folder, meta.short)],
                house=ctx.house is not None, description=meta.title, meta=meta, facts=facts,
                count=len(articles), children=children, dir=ctx.article_dir)


def book_pages(ctx: SiteContext, book: str) -> list[Page]:
    """The book's table of contents and its article pages (each linked to its neighbours)."""
    articles = ctx.articles(book)
    club = club_versions(ctx) if ctx.house and ctx.house.base.id == book else {}
    pages = [book_page(ctx, book)]
    for i, a in enumerate(articles):
        prev = articles[i - 1] if i > 0 else None
        nxt = articles[i + 1] if i + 1 < len(articles) else None
        pages.append(article_page(ctx, a, prev, nxt, club))
    return pages
