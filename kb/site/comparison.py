"""The comparison pages: one per rule parameter (each book's value, the exact quote it
comes from, the divergence), and their list by topic."""

from __future__ import annotations

from html import escape

from kb.compare import STATUS_LABELS, divergence
from kb.parameters import BookValue, Parameter
from kb.quotes import in_previous_edition, previous_edition_note
from kb.site.articles import label_of
from kb.site.context import SiteContext
from kb.site.layout import Page, badge, link, page
from kb.site.urls import COMPARE_DIR, parameter_dir, topic_dir


def quote_html(bv: BookValue) -> str:
    """The quote, its value-stating phrase highlighted (``<mark>``)."""
    quote = bv.quote
    if bv.phrase and bv.phrase in quote:
        before, _, after = quote.partition(bv.phrase)
        return f"{escape(before)}<mark>{escape(bv.phrase)}</mark>{escape(after)}"
    return escape(quote)


def _book_value(ctx: SiteContext, folder: str, p: Parameter, book: str) -> str:
    meta = ctx.library.books[book].meta
    bv = p.values.get(book)
    head = f'<h2 id="h-{escape(book)}" title="{escape(meta.title)}">{badge(meta.short, meta.color)}</h2>'
    parts = [f'<section class="book-value" aria-labelledby="h-{escape(book)}">{head}']
    if bv is None:
        note = p.silent_notes.get(book, "")
        parts.append(f'<p class="value silent">{"non renseigné" if p.is_unfilled(book) else "non précisé"}</p>')
        if note:
            parts.append(f'<p class="note">{escape(note)}</p>')
    else:
        parts.append(f'<p class="value">{escape(p.format(bv.value))}</p>')
        parts.append(f"<blockquote><p>« {quote_html(bv)} »</p></blockquote>")
        # an article only an older edition holds (a new edition with fewer articles): its page
        older = in_previous_edition(ctx.library, bv.article)
        cited = older.id if older else bv.article
        source = (link(folder, ctx.article_dir(cited), label_of(ctx.library.get(cited)))
                  if ctx.has(cited) else escape(cited))
        if older:
            source += f" {escape(previous_edition_note(ctx.library, older))}"
        history = " (texte supprimé de l'article)" if bv.historical else ""
        parts.append(f'<p class="source">Article {source}{history}</p>')
        if bv.note:
            parts.append(f'<p class="note">{escape(bv.note)}</p>')
    parts.append("</section>")
    return "".join(parts)


def _summary(ctx: SiteContext, p: Parameter) -> str:
    d = divergence(p)
    lines = []
    for value, books in d.groups:
        shown = [ctx.short(b) for b in books if b in ctx.books]
        if shown:
            lines.append(f"<li><strong>{escape(p.format(value))}</strong> : {escape(', '.join(shown))}</li>")
    for label, books in (("valeur laissée ouverte", d.unfixed), ("non précisé", d.silent)):
        shown = [ctx.short(b) for b in books if b in ctx.books]
        if shown:
            lines.append(f"<li><em>{label}</em> : {escape(', '.join(shown))}</li>")
    return (f'<p class="status {d.status}">Statut : {STATUS_LABELS[d.status]}</p>'
            f'<ul class="groups">{"".join(lines)}</ul>')


def parameter_page(ctx: SiteContext, p: Parameter) -> Page:
    folder = parameter_dir(p.id)
    topic = ctx.topics.topics.get(p.topic)
    topic_line = (f"<p>Thème : {link(folder, topic_dir(p.topic), topic.label)}</p>"
                  if topic and ctx.topic_articles(p.topic) else "")
    body = [
        f"<h1>{escape(p.label)}</h1>",
        topic_line,
        f"<p>{escape(p.note)}</p>" if p.note else "",
        _summary(ctx, p),
        '<div class="side-by-side">' + "".join(_book_value(ctx, folder, p, b) for b in ctx.books if b in p.values
                                               or b in p.silent_notes) + "</div>",
    ]
    return page(folder, p.label, "\n".join(b for b in body if b), site_name=ctx.name,
                trail=[(COMPARE_DIR, "Comparer"), (folder, p.label)], house=ctx.house is not None)


def parameters_index(ctx: SiteContext) -> Page:
    by_topic: dict[str, list[Parameter]] = {}
    for p in ctx.parameters:
        by_topic.setdefault(p.topic, []).append(p)
    sections = []
    for topic, params in by_topic.items():
        t = ctx.topics.topics.get(topic)
        label = t.label if t else topic
        items = "".join(
            f"<li>{link(COMPARE_DIR, parameter_dir(p.id), p.label)} "
            f'<span class="status {divergence(p).status}">{STATUS_LABELS[divergence(p).status]}</span></li>'
            for p in params
        )
        sections.append(f"<section><h2>{escape(label)}</h2><ul class=\"links\">{items}</ul></section>")
    body = ("<h1>Comparer les règlements</h1><p>Pour chaque règle chiffrée, la valeur de chaque règlement et la "
            "phrase exacte qui la fixe.</p>" + "".join(sections))
    return page(COMPARE_DIR, "Comparer", body, site_name=ctx.name, trail=[(COMPARE_DIR, "Comparer")],
                house=ctx.house is not None)


def parameter_pages(ctx: SiteContext) -> list[Page]:
    return [parameters_index(ctx)] + [parameter_page(ctx, p) for p in ctx.parameters]
