"""The topic pages: every book's articles on one topic, side by side, and the topic list."""

from __future__ import annotations

import re

from kb.compare import STATUS_LABELS, divergence
from kb.parameters import Parameter
from kb.site.context import SiteContext
from kb.site.layout import Page, page
from kb.site.urls import TOPICS_DIR, href, parameter_dir, topic_dir

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


def parameter_items(folder: str, params: list[Parameter]) -> list[dict[str, str]]:
    """Links to the parameters' pages, each with its divergence."""
    return [{"url": href(folder, parameter_dir(p.id)), "label": p.label, "status": divergence(p).status,
             "status_label": STATUS_LABELS[divergence(p).status]} for p in params]


def topic_page(ctx: SiteContext, topic: str) -> Page:
    t = ctx.topics.topics[topic]
    folder = topic_dir(topic)
    ids = ctx.topic_articles(topic)
    columns = [(book, ctx.library.books[book].meta,
                [(ctx.library.get(i), ctx.article_dir(i)) for i in ids if i.split(":", 1)[0] == book])
               for book in ctx.books]
    params = parameter_items(folder, [p for p in ctx.parameters if p.topic == topic])
    return page(folder, t.label, "site/topic.html", site_name=ctx.name, trail=[(TOPICS_DIR, "Thèmes"), (folder, t.label)],
                house=ctx.house is not None, topic=t, params=params, columns=columns, excerpt=excerpt)


def topics_index(ctx: SiteContext) -> Page:
    topics = [{"url": href(TOPICS_DIR, topic_dir(t.id)), "label": t.label, "count": len(ctx.topic_articles(t.id))}
              for t in ctx.topic_list()]
    return page(TOPICS_DIR, "Thèmes", "site/topics.html", site_name=ctx.name, trail=[(TOPICS_DIR, "Thèmes")],
                house=ctx.house is not None, topics=topics)


def topic_pages(ctx: SiteContext) -> list[Page]:
    return [topics_index(ctx)] + [topic_page(ctx, t.id) for t in ctx.topic_list()]
