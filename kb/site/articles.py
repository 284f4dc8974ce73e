"""The pages of one book: its table of contents and one page per article.

An article page shows the current wording, the struck wording as history, the worked
examples with the engine's verdict, the glossary's jargon for it (indexed with it, so
« dead button » finds the article on the « bouton mort »), the same topic in the other
books, its references both ways, and the compared parameters it states.
"""

from __future__ import annotations

from html import escape

from kb.engine.results import ExampleResult
from kb.houserules.document import heading_label
from kb.model import Article
from kb.site.context import SiteContext
from kb.site.house import entry_folders
from kb.site.layout import Page, badge, link, markdown, page
from kb.site.urls import GLOSSARY_DIR, href, parameter_dir, topic_dir

VERDICTS = {
    "pass": "conforme au moteur de règles",
    "erratum": "erratum du livre",
    "fail": "désaccord avec le moteur de règles",
}


def label_of(article: Article) -> str:
    """"9.6 — Title", or the title alone for an unnumbered section."""
    return heading_label(article.number, article.title, article.numbered)


def article_link(ctx: SiteContext, folder: str, article_id: str) -> str:
    """A list item linking to an exported article, with its book's badge."""
    a = ctx.library.get(article_id)
    meta = ctx.library.books[a.book].meta
    return f"<li>{badge(meta.short, meta.color)} {link(folder, ctx.article_dir(a.id), label_of(a))}</li>"


def _section(key: str, title: str, inner: str, attrs: str = "", heading_attrs: str = "") -> str:
    return (f'<section class="{key}" aria-labelledby="h-{key}"{attrs}>'
            f'<h2 id="h-{key}"{heading_attrs}>{title}</h2>{inner}</section>')


def _links(ctx: SiteContext, folder: str, key: str, title: str, ids: list[str]) -> str:
    shown = [i for i in dict.fromkeys(ids) if ctx.has(i)]
    if not shown:
        return ""
    items = "".join(article_link(ctx, folder, i) for i in shown)
    # Titles of other articles: indexed with them, not with this one.
    return _section(key, title, f'<ul class="links">{items}</ul>', " data-pagefind-ignore")


def _history(article: Article) -> str:
    if not article.struck and not article.struck_title:
        return ""
    parts = ['<p class="note">Formulation supprimée par les auteurs du règlement, conservée pour mémoire.</p>']
    if article.struck_title:
        parts.append(f"<p>Titre supprimé : <del>{escape(article.struck_title)}</del></p>")
    parts += [f'<del class="struck">{markdown(text)}</del>' for text in article.struck]
    return _section("history", "Historique", "".join(parts), " data-pagefind-ignore")


def _examples(article: Article, results: list[ExampleResult]) -> str:
    if not article.examples and not results:
        return ""
    parts = []
    for ex in article.examples:
        parts.append(f'<div class="example"><h3>{escape(ex.label)}</h3>{markdown(ex.text)}</div>')
    if results:
        items = []
        for r in results:
            note = f" — {escape(r.note)}" if r.note else ""
            items.append(f'<li class="verdict {escape(r.status)}"><strong>{escape(r.label)}</strong> : '
                         f"{VERDICTS.get(r.status, escape(r.status))}{note}</li>")
        parts.append('<h3>Vérification par le moteur de règles</h3><ul class="verdicts">' + "".join(items) + "</ul>")
    return _section("examples", "Exemples", "".join(parts))


def _jargon(ctx: SiteContext, folder: str, article: Article) -> str:
    entries = ctx.jargon(article)
    if not entries:
        return ""
    items = []
    for e in entries:
        forms = [escape(v) for v in e.variants]
        forms += [f'<span lang="en">{escape(en)}</span>' for en in e.english]
        also = f" ({', '.join(forms)})" if forms else ""
        items.append(f"<li>{link(folder, GLOSSARY_DIR + '#' + e.id, e.term)}{also}</li>")
    # Indexed with the article, at half weight: « dead button » finds it, without the
    # glossary's words outranking the article's own wording.
    return _section("jargon", "Vocabulaire", '<ul class="jargon">' + "".join(items) + "</ul>",
                    ' data-pagefind-weight="0.5"', " data-pagefind-ignore")


def _topics(ctx: SiteContext, folder: str, article: Article) -> str:
    links = [t for t in article.topics if t in ctx.topics.topics]
    if not links:
        return ""
    items = "".join(
        f'<li><a href="{escape(href(folder, topic_dir(t)))}" data-pagefind-filter="thème">{escape(ctx.topics.topics[t].label)}</a></li>'
        for t in links
    )
    return f'<div class="topics" data-pagefind-ignore><span class="label">Thèmes :</span><ul class="chips">{items}</ul></div>'


def _parameters(ctx: SiteContext, folder: str, article: Article) -> str:
    params = ctx.parameters_citing(article.id)
    if not params:
        return ""
    items = "".join(f"<li>{link(folder, parameter_dir(p.id), p.label)}</li>" for p in params)
    return _section("parameters", "Comparer avec les autres règlements", f'<ul class="links">{items}</ul>',
                    " data-pagefind-ignore")


def _pager(ctx: SiteContext, folder: str, prev: Article | None, nxt: Article | None) -> str:
    parts = []
    if prev:
        parts.append(f'<a rel="prev" href="{escape(href(folder, ctx.article_dir(prev.id)))}">← {escape(label_of(prev))}</a>')
    if nxt:
        parts.append(f'<a rel="next" href="{escape(href(folder, ctx.article_dir(nxt.id)))}">{escape(label_of(nxt))} →</a>')
    return f'<nav class="pager" aria-label="Articles voisins" data-pagefind-ignore>{"".join(parts)}</nav>' if parts else ""


def club_versions(ctx: SiteContext) -> dict[str, str]:
    """Base-book article id → the folder of the club's version of it (``--house-rules``)."""
    if ctx.house is None:
        return {}
    folders = entry_folders(ctx.house)
    return {e.id: folders[e.anchor] for e in ctx.house.shown_entries if e.kind == "base"}


def _club_notice(ctx: SiteContext, folder: str, article: Article, club: dict[str, str]) -> str:
    if article.id in club:
        target = link(folder, club[article.id], f"{label_of(article)} dans le règlement du club")
        return f'<p class="club-notice">Le club applique sa version de cet article : {target}.</p>'
    if ctx.house and any(r.id == article.id for r in ctx.house.removed):
        return '<p class="club-notice">Le club a supprimé cet article de son règlement.</p>'
    return ""


def article_page(ctx: SiteContext, article: Article, prev: Article | None, nxt: Article | None,
                 club: dict[str, str] | None = None) -> Page:
    """The article's page. With house rules, an article of the base book that the club's
    document reproduces (or removes) points to it and is left out of the search, so a
    search finds the rule as the club applies it, once."""
    folder = ctx.article_dir(article.id)
    notice = _club_notice(ctx, folder, article, club or {})
    meta = ctx.library.books[article.book].meta
    related = ctx.topics.related(article.id)
    same = [r.article for r in related.same_topic if r.book != article.book]
    children = [a.id for a in ctx.articles(article.book) if a.parent == article.id]
    body = [
        '<article class="rule">',
        f'<p class="kicker" data-pagefind-ignore><span data-pagefind-filter="livre">{badge(meta.short, meta.color)}</span> '
        f"{link(folder, ctx.book_dir(article.book), meta.title)}</p>",
        f"<h1 data-pagefind-meta=\"title\">{escape(meta.short)} {escape(label_of(article))}</h1>",
        notice,
        _topics(ctx, folder, article),
        f'<div class="wording">{markdown(article.text)}</div>' if article.text.strip() else
        '<p class="note">Cet article ne contient plus que du texte supprimé (voir l\'historique).</p>',
        _links(ctx, folder, "children", "Articles de cette section", children),
        _examples(article, ctx.results.get(article.id, [])),
        _jargon(ctx, folder, article),
        _links(ctx, folder, "same-topic", "Même thème dans les autres règlements", same),
        _links(ctx, folder, "see", "Voir", [t for t in related.see]),
        _links(ctx, folder, "cited-by", "Cité par", list(related.cited_by)),
        _parameters(ctx, folder, article),
        _history(article),
        "</article>",
        _pager(ctx, folder, prev, nxt),
    ]
    trail = [(ctx.book_dir(article.book), meta.short)]
    if article.parent and ctx.has(article.parent):
        trail.append((ctx.article_dir(article.parent), label_of(ctx.library.get(article.parent))))
    trail.append((folder, label_of(article)))
    return page(folder, f"{meta.short} {label_of(article)}", "\n".join(p for p in body if p), site_name=ctx.name,
                trail=trail, house=ctx.house is not None, indexed=not notice,
                description=f"{meta.title}, article {label_of(article)}")


def _toc(ctx: SiteContext, articles: list[Article], folder: str) -> str:
    ids = {a.id for a in articles}
    children: dict[str | None, list[Article]] = {}
    for a in articles:
        children.setdefault(a.parent if a.parent in ids else None, []).append(a)

    def tree(parent: str | None) -> str:
        items = []
        for a in children.get(parent, []):
            sub = tree(a.id) if a.id in children else ""
            items.append(f"<li>{link(folder, ctx.article_dir(a.id), label_of(a))}{sub}</li>")
        return "<ul>" + "".join(items) + "</ul>"

    return f'<nav class="toc" aria-labelledby="h-toc"><h2 id="h-toc">Sommaire</h2>{tree(None)}</nav>'


def book_page(ctx: SiteContext, book: str) -> Page:
    meta = ctx.library.books[book].meta
    folder = ctx.book_dir(book)
    facts = [("Éditeur", meta.publisher), ("Version", meta.version), ("Date", meta.date)]
    dl = "".join(f"<dt>{k}</dt><dd>{escape(v)}</dd>" for k, v in facts if v)
    body = [
        f"<h1>{badge(meta.short, meta.color)} {escape(meta.title)}</h1>",
        f'<dl class="facts">{dl}</dl>' if dl else "",
        f"<p>{escape(meta.description)}</p>" if meta.description else "",
        f"<p>{len(ctx.articles(book))} articles.</p>",
        _toc(ctx, ctx.articles(book), folder),
    ]
    return page(folder, meta.title, "\n".join(p for p in body if p), site_name=ctx.name,
                trail=[(folder, meta.short)], house=ctx.house is not None, description=meta.title)


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
