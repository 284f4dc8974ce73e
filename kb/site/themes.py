"""The topic pages: every book's articles on one topic, side by side, and the topic list."""

from __future__ import annotations

import re
from html import escape

from kb.compare import STATUS_LABELS, divergence
from kb.site.articles import label_of
from kb.site.context import SiteContext
from kb.site.layout import Page, badge, link, page
from kb.site.urls import TOPICS_DIR, parameter_dir, topic_dir

_MARKUP = re.compile(r"<[^>]+>|[#*_>|`\\]+")


def excerpt(text: str, limit: int = 220) -> str:
    """The first words of a Markdown text, as plain text, cut on a word.

    >>> excerpt("**Bouton mort** : la grosse blinde avance toujours.", 30)
    'Bouton mort : la grosse…'
    """
    plain = " ".join(_MARKUP.sub(" ", text).split())
    if len(plain) <= limit:
        return plain
    return plain[:limit].rsplit(" ", 1)[0] + "…"


def topic_page(ctx: SiteContext, topic: str) -> Page:
    t = ctx.topics.topics[topic]
    folder = topic_dir(topic)
    ids = ctx.topic_articles(topic)
    columns = []
    for book in ctx.books:
        mine = [i for i in ids if i.split(":", 1)[0] == book]
        meta = ctx.library.books[book].meta
        if mine:
            items = "".join(
                f"<li>{link(folder, ctx.article_dir(i), label_of(ctx.library.get(i)))}"
                f'<p class="excerpt">{escape(excerpt(ctx.library.get(i).text))}</p></li>'
                for i in mine
            )
            inner = f'<ul class="links">{items}</ul>'
        else:
            inner = '<p class="note">Aucun article sur ce thème.</p>'
        columns.append(
            f'<section class="book-column" aria-labelledby="h-{escape(book)}">'
            f'<h2 id="h-{escape(book)}" title="{escape(meta.title)}">{badge(meta.short, meta.color)}</h2>{inner}</section>'
        )
    params = [p for p in ctx.parameters if p.topic == topic]
    plist = ""
    if params:
        items = "".join(
            f"<li>{link(folder, parameter_dir(p.id), p.label)} "
            f'<span class="status {divergence(p).status}">{STATUS_LABELS[divergence(p).status]}</span></li>'
            for p in params
        )
        plist = f'<section aria-labelledby="h-params"><h2 id="h-params">Paramètres comparés</h2><ul class="links">{items}</ul></section>'
    body = [
        f"<h1>{escape(t.label)}</h1>",
        f"<p>{escape(t.description)}</p>" if t.description else "",
        plist,
        f'<div class="side-by-side">{"".join(columns)}</div>',
    ]
    return page(folder, t.label, "\n".join(b for b in body if b), site_name=ctx.name,
                trail=[(TOPICS_DIR, "Thèmes"), (folder, t.label)], house=ctx.house is not None)


def topics_index(ctx: SiteContext) -> Page:
    items = []
    for t in ctx.topic_list():
        n = len(ctx.topic_articles(t.id))
        items.append(f"<li>{link(TOPICS_DIR, topic_dir(t.id), t.label)} <span class=\"count\">({n} articles)</span></li>")
    body = (
        "<h1>Thèmes</h1><p>Chaque thème montre les articles de tous les règlements côte à côte.</p>"
        f'<ul class="links columns">{"".join(items)}</ul>'
    )
    return page(TOPICS_DIR, "Thèmes", body, site_name=ctx.name, trail=[(TOPICS_DIR, "Thèmes")], house=ctx.house is not None)


def topic_pages(ctx: SiteContext) -> list[Page]:
    return [topics_index(ctx)] + [topic_page(ctx, t.id) for t in ctx.topic_list()]
