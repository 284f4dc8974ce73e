"""The house-rules document as one standalone HTML page, with a print stylesheet.

Article wording is Markdown rendered with markdown-it-py. Everything that comes from the
spec (event, organiser, added articles, text parameter values) is escaped: a ``<script>``
in the event name is shown as text. A substituted value is drawn as
``<del class="base">30 secondes</del> <ins class="house">40 secondes</ins>`` followed by
its change mark, linked to its row of the modifications table.
"""

from __future__ import annotations

import re
from html import escape

from markdown_it import MarkdownIt

from kb.bookhtml import render_book_markdown
from kb.houserules.document import SLOT_RE, Entry, HouseDocument, HouseNote

# The spec's text may not carry HTML; book wording keeps bare text tags (kb.bookhtml).
_MD_USER = MarkdownIt("commonmark", {"html": False}).enable(["strikethrough", "table"])

_SUBHEAD = re.compile(r"<h([1-6])>(.*?)</h\1>", re.S)

CSS = """
:root { --house: #fff2a8; --house-ink: #6b4e00; --base-ink: #8a1f11; --rule: #c9c9c9; }
html { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; font-size: 10.5pt;
       line-height: 1.45; color: #1d1d1d; }
body { max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
h1, h2, h3, h4, h5, h6 { line-height: 1.2; break-after: avoid; page-break-after: avoid; }
h2 { border-bottom: 2px solid #1d1d1d; padding-bottom: .2em; margin-top: 2em; }
.title-page { text-align: center; padding-top: 5rem; }
.title-page .kicker { text-transform: uppercase; letter-spacing: .2em; color: #555; }
.title-page h1 { font-size: 2.2em; margin: .4em 0 1em; border: 0; }
.title-page dl { display: inline-grid; grid-template-columns: auto auto; gap: .2em 1em; text-align: left; }
.title-page dt { font-weight: bold; }
.title-page dd { margin: 0; }
.title-page .based-on { font-size: 1.15em; font-weight: bold; margin-top: 2.5em; }
.title-page .statement { max-width: 36rem; margin: 1em auto; text-align: justify; }
nav.toc ol { list-style: none; padding-left: 0; }
nav.toc li.l1 { padding-left: 1.2em; }
nav.toc li.l2 { padding-left: 2.4em; font-size: .95em; }
nav.toc a { color: inherit; text-decoration: none; }
table.changes { border-collapse: collapse; width: 100%; font-size: .92em; }
table.changes th, table.changes td { border: 1px solid var(--rule); padding: .3em .45em; vertical-align: top; text-align: left; }
table.changes th { background: #eee; }
table.changes td.house { background: var(--house); }
ins.house { background: var(--house); color: var(--house-ink); text-decoration: none; font-weight: bold;
            padding: 0 .1em; border-bottom: 2px solid #e0b000; }
del.base { color: var(--base-ink); }
a.mark { font-size: .75em; vertical-align: super; font-weight: bold; color: var(--house-ink); text-decoration: none; }
article { margin: 1em 0; }
article.adopted, article.added { border-left: 4px solid #e0b000; padding-left: .8em; }
p.badge { display: inline-block; background: var(--house); color: var(--house-ink); font-weight: bold;
          font-size: .85em; padding: .1em .5em; margin: 0 0 .5em; }
aside.house-rule { background: var(--house); border-left: 4px solid #e0b000; padding: .4em .7em; margin: .6em 0; }
aside.house-rule strong { color: var(--house-ink); }
p.subhead { font-weight: bold; margin: 1em 0 .3em; break-after: avoid; }
.examples { border-left: 2px solid var(--rule); padding-left: .8em; color: #333; font-size: .95em; }
.examples .label { font-style: italic; font-weight: bold; }
ul.removed del { color: var(--base-ink); }
@media print {
  body { max-width: none; margin: 0; padding: 0; }
  .title-page { break-after: page; page-break-after: always; }
  nav.toc { break-after: page; page-break-after: always; }
  nav.toc a::after { content: leader(".") " " target-counter(attr(href), page); }
  a { color: inherit; text-decoration: none; }
  article { break-inside: auto; }
  table.changes tr { break-inside: avoid; }
}
@page {
  size: A4; margin: 2cm 1.8cm 2.2cm;
  @top-left { content: string(event); font-family: "DejaVu Sans", sans-serif; font-size: 8pt; color: #555; }
  @top-right { content: "Règlement maison"; font-family: "DejaVu Sans", sans-serif; font-size: 8pt; color: #555; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages);
                   font-family: "DejaVu Sans", sans-serif; font-size: 8pt; color: #555; }
}
@page :first { @top-left { content: none; } @top-right { content: none; } @bottom-center { content: none; } }
.title-page h1 { string-set: event content(); }
"""


def slot_html(entry: Entry, rendered: str) -> str:
    def repl(m):  # type: ignore[no-untyped-def]
        slot = entry.slots[int(m.group(1))]
        mid = slot.mark.lower()
        return (
            f'<del class="base" title="Règlement de base">{escape(slot.old)}</del> '
            f'<ins class="house" title="Règle maison {escape(slot.mark)}">{escape(slot.new)}</ins>'
            f'<a class="mark" href="#change-{mid}">{escape(slot.mark)}</a>'
        )

    return SLOT_RE.sub(repl, rendered)


def note_html(note: HouseNote) -> str:
    return (
        f'<aside class="house-rule" id="note-{note.mark.lower()}"><strong>Règle maison '
        f'<a class="mark-inline" href="#change-{note.mark.lower()}">{escape(note.mark)}</a></strong> — '
        f"{escape(note.body)}</aside>"
    )


def entry_html(entry: Entry) -> str:
    level = min(3 + entry.depth, 6)
    classes = f"{entry.kind}{' changed' if entry.changed else ''}"
    out = [f'<article id="{escape(entry.anchor)}" class="{classes}">', f"<h{level}>{escape(entry.heading)}</h{level}>"]
    if entry.kind == "adopted":
        line = f"Article adopté ({escape(entry.mark)}) — repris du {escape(entry.source)}"
        if entry.replaces:
            line += f", à la place de l'article {escape(entry.replaces)}"
        out.append(f'<p class="badge source">{line}</p>')
    elif entry.kind == "added":
        out.append(f'<p class="badge new">Nouvel article — règle maison ({escape(entry.mark)})</p>')
    if entry.text.strip():
        rendered = _MD_USER.render(entry.text) if entry.kind == "added" else render_book_markdown(entry.text)
        body = _SUBHEAD.sub(r'<p class="subhead">\2</p>', rendered)
        out.append(slot_html(entry, body))
    out += [note_html(n) for n in entry.notes]
    if entry.examples:
        out.append('<div class="examples">')
        for ex in entry.examples:
            out.append(f'<p class="label">{escape(ex.label)}</p>')
            out.append(render_book_markdown(ex.text))
        out.append("</div>")
    out.append("</article>")
    return "\n".join(out)


def render_html(doc: HouseDocument) -> str:
    parts = [
        "<!DOCTYPE html>",
        '<html lang="fr"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(doc.title)} — règlement maison</title>",
        f"<style>{CSS}</style></head><body>",
        '<section class="title-page">',
        '<p class="kicker">Règlement maison</p>',
        f"<h1>{escape(doc.title)}</h1>",
    ]
    fields = doc.event_fields()
    if fields:
        parts.append('<dl class="event">' + "".join(f"<dt>{k}</dt><dd>{escape(v)}</dd>" for k, v in fields) + "</dl>")
    parts += [f'<p class="based-on">{escape(doc.based_on)}</p>', f'<p class="statement">{escape(doc.statement)}</p>', "</section>"]

    parts.append('<nav class="toc"><h2>Sommaire</h2><ol>')
    for level, label, anchor in doc.toc():
        parts.append(f'<li class="l{level}"><a href="#{escape(anchor)}">{escape(label)}</a></li>')
    parts.append("</ol></nav>")

    parts.append('<section id="modifications"><h2>Modifications par rapport au règlement de base</h2>')
    if doc.changes:
        parts.append(
            f'<table class="changes"><thead><tr><th>Repère</th><th>Article</th><th>Modification</th>'
            f"<th>{escape(doc.base.short)}</th><th>Règlement maison</th></tr></thead><tbody>"
        )
        for r in doc.changes:
            article = f'<a href="#{escape(r.anchor)}">{escape(r.article)}</a>' if r.anchor else escape(r.article)
            parts.append(
                f'<tr id="change-{r.mark.lower()}" class="{r.kind}"><td>{escape(r.mark)}</td><td>{article}</td>'
                f"<td>{escape(r.what)}</td><td>{escape(r.base)}</td><td class=\"house\">{escape(r.house)}</td></tr>"
            )
        parts.append("</tbody></table>")
    else:
        parts.append("<p>Aucune modification.</p>")
    parts.append("</section>")

    if doc.removed:
        parts.append('<section id="supprimes"><h2>Articles supprimés</h2><ul class="removed">')
        for rm in doc.removed:
            reason = f" — {escape(rm.reason)}" if rm.reason else ""
            parts.append(f"<li><del>{escape(rm.label)}</del> ({escape(rm.mark)}){reason}</li>")
        parts.append("</ul></section>")
    if doc.complements:
        parts.append('<section id="complements"><h2>Règles maison complémentaires</h2>')
        parts += [note_html(n) for n in doc.complements]
        parts.append("</section>")

    parts.append(f'<section id="reglement"><h2>{escape(doc.rules_heading)}</h2>')
    if not doc.spec.options.full_text:
        parts.append(
            f"<p><em>Seuls les articles modifiés sont reproduits ; les autres s'appliquent tels qu'écrits "
            f"dans le {escape(doc.base.short)}.</em></p>"
        )
    parts += [entry_html(e) for e in doc.shown_entries]
    parts.append("</section></body></html>")
    return "\n".join(parts) + "\n"
