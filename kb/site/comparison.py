"""The comparison pages: one per rule parameter (each book's value, the exact quote it
comes from, the divergence), and their list by topic."""

from __future__ import annotations

from functools import partial

from markupsafe import Markup, escape

from kb.compare import STATUS_LABELS, divergence
from kb.parameters import BookValue, Parameter
from kb.quotes import in_previous_edition, previous_edition_note
from kb.site.context import SiteContext
from kb.site.layout import Page, page
from kb.site.themes import parameter_items
from kb.site.urls import COMPARE_DIR, parameter_dir, topic_dir


def quote_html(bv: BookValue) -> Markup:
    """The quote, its value-stating phrase highlighted (``<mark>``)."""
    if bv.phrase and bv.phrase in bv.quote:
        before, _, after = bv.quote.partition(bv.phrase)
        return Markup("{}<mark>{}</mark>{}").format(before, bv.phrase, after)
    return escape(bv.quote)


def _source(ctx: SiteContext, bv: BookValue) -> dict[str, str]:
    """The article a value is quoted from (an older edition's when only it holds it)."""
    older = in_previous_edition(ctx.library, bv.article)
    cited = older.id if older else bv.article
    known = ctx.has(cited)
    return {"dir": ctx.article_dir(cited) if known else "", "label": ctx.library.get(cited).label if known else cited,
            "older": previous_edition_note(ctx.library, older) if older else ""}


def parameter_page(ctx: SiteContext, p: Parameter) -> Page:
    folder = parameter_dir(p.id)
    topic = ctx.topics.topics.get(p.topic)
    shown = topic is not None and bool(ctx.topic_articles(p.topic))
    d = divergence(p)

    def shorts(books: list[str]) -> list[str]:
        return [ctx.short(b) for b in books if b in ctx.books]

    groups = [(p.format(value), shorts(books)) for value, books in d.groups if shorts(books)]
    others = [(label, shorts(books)) for label, books in (("valeur laissée ouverte", d.unfixed), ("non précisé", d.silent))
              if shorts(books)]
    values = [(b, ctx.library.books[b].meta, p.values.get(b)) for b in ctx.books if b in p.values or b in p.silent_notes]
    return page(folder, p.label, "site/parameter.html", site_name=ctx.name,
                trail=[(COMPARE_DIR, "Comparer"), (folder, p.label)], house=ctx.house is not None, p=p, d=d,
                status_label=STATUS_LABELS[d.status], groups=groups, others=others, values=values,
                topic_dir=topic_dir(p.topic) if shown else "", topic_label=topic.label if topic else "",
                quote=quote_html, source=partial(_source, ctx))


def parameters_index(ctx: SiteContext) -> Page:
    by_topic: dict[str, list[Parameter]] = {}
    for p in ctx.parameters:
        by_topic.setdefault(p.topic, []).append(p)
    sections = [(ctx.topics.topics[t].label if t in ctx.topics.topics else t, parameter_items(COMPARE_DIR, params))
                for t, params in by_topic.items()]
    return page(COMPARE_DIR, "Comparer", "site/parameters.html", site_name=ctx.name, trail=[(COMPARE_DIR, "Comparer")],
                house=ctx.house is not None, sections=sections)


def parameter_pages(ctx: SiteContext) -> list[Page]:
    return [parameters_index(ctx)] + [parameter_page(ctx, p) for p in ctx.parameters]
