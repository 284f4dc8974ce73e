"""The house-rules document as Markdown (CommonMark + tables + strikethrough).

A substituted value reads ``~~30 secondes~~ **40 secondes** [M1]``: the base wording
struck, the house wording in bold, and the change mark of the modifications table.

Plain-text fields (the event's name and details, headings, notes, reasons, table cells)
are escaped, as the HTML, PDF and DOCX formats escape them: ``# <script>…`` in a title is
text in all four formats, never a heading or raw HTML. The Markdown of an added article
keeps its formatting but not raw HTML, as the HTML format renders it; a book's wording
keeps only the bare text tags :mod:`kb.bookhtml` keeps (an imported book's ``<script>`` is
text).

>>> print(escape_markdown("<b>Tournoi</b> *1* [x](y)"))
\\<b\\>Tournoi\\</b\\> \\*1\\* \\[x\\](y)
"""

from __future__ import annotations

import re

from kb.bookhtml import allowed_tag_at
from kb.houserules.document import SLOT_RE, Entry, HouseDocument, in_strong

# Characters that start Markdown inline syntax (emphasis, code, links, raw HTML, entities,
# strikethrough, table cells) or close an ATX heading; a backslash makes each one literal.
_SIGNIFICANT = re.compile(r"([\\`*_\[\]<>&~|#])")
# The start of a raw HTML tag, comment or declaration (not an autolink <https://…>, which
# the HTML format keeps as a link too).
_HTML_START = re.compile(r"<(?=[A-Za-z][A-Za-z0-9-]*(?:[\s/>]|$)|/[A-Za-z]|!--|\?|![A-Za-z]|!\[CDATA\[)")
# A link to a script (« [x](javascript:…) »): markdown-it refuses it and the HTML format shows
# the text; a viewer of the Markdown file may not — « ]\( » is shown as the same text.
_SCRIPT_LINK = re.compile(r"\]\((?=\s*<?\s*(?:javascript|vbscript|data|file):)", re.IGNORECASE)
_CODE_SPAN = re.compile(r"(`+)[\s\S]*?(?<!`)\1(?!`)")
_FENCE = re.compile(r" {0,3}(```|~~~)")


def escape_markdown(s: str) -> str:
    """Plain text that Markdown shows as it is: ``*1*`` → ``\\*1\\*``."""
    return _SIGNIFICANT.sub(r"\\\1", s)


def _cell(s: str) -> str:
    return " ".join(escape_markdown(s).split()) or "—"


def _inline(s: str) -> str:
    """User text on one line, escaped (no accidental headings, breaks or markup)."""
    return " ".join(escape_markdown(s).split())


def _without_html_line(line: str, keep_bare: bool) -> str:
    def repl(m: re.Match[str]) -> str:
        return "<" if keep_bare and allowed_tag_at(m.string, m.start()) else "&lt;"

    parts = []
    pos = 0
    def safe(text: str) -> str:
        return _SCRIPT_LINK.sub(r"]\\(", _HTML_START.sub(repl, text))

    for m in _CODE_SPAN.finditer(line):  # code shows its text as it is already
        parts.append(safe(line[pos : m.start()]) + m.group())
        pos = m.end()
    parts.append(safe(line[pos:]))
    return "".join(parts)


def without_html(text: str, *, keep_bare: bool = False) -> str:
    """User Markdown with raw HTML made literal text (``<div>`` → ``&lt;div>``) outside
    code, and links to scripts too (``[x](javascript:…)`` → ``[x]\\(javascript:…)``), as
    the HTML format (markdown-it with ``html`` off) shows them; with ``keep_bare``,
    a book's bare text tags (``<b>``, ``<sup>``) stay, as :mod:`kb.bookhtml` keeps them."""
    out, fence = [], ""
    for line in text.split("\n"):
        m = _FENCE.match(line)
        if m and (not fence or m.group(1) == fence):
            fence = "" if fence else m.group(1)
            out.append(line)
        else:
            out.append(line if fence else _without_html_line(line, keep_bare))
    return "\n".join(out)


def slot_markdown(entry: Entry, text: str) -> str:
    """The entry's text with each slot drawn as ``~~old~~ **new** [Mn]``."""

    def repl(m):  # type: ignore[no-untyped-def]
        slot = entry.slots[int(m.group(1))]
        emph = "*" if in_strong(text, m.start()) else "**"  # inside bold: italic, not a nested bold
        return f"~~{slot.old}~~ {emph}{slot.new}{emph} [{slot.mark}]"

    return SLOT_RE.sub(repl, text)


def demote_headings(text: str, level: int) -> str:
    """Sub-headings of an article's wording placed below the article's own heading."""
    return re.sub(r"(?m)^#{1,6}(?=\s)", "#" * min(level + 1, 6), text)


def entry_markdown(entry: Entry) -> list[str]:
    level = min(3 + entry.depth, 6)
    out = [f"{'#' * level} {_inline(entry.heading)}", ""]
    if entry.kind == "adopted":
        line = f"> **Article adopté [{entry.mark}]** — repris du {_inline(entry.source)}"
        if entry.replaces:
            line += f", à la place de l'article {_inline(entry.replaces)}"
        out += [line + ".", ""]
    elif entry.kind == "added":
        out += [f"> **Nouvel article — règle maison [{entry.mark}]**", ""]
    if entry.text.strip():
        text = without_html(entry.text, keep_bare=entry.kind != "added")
        out += [demote_headings(slot_markdown(entry, text), level).strip(), ""]
    for note in entry.notes:
        out += [f"> **Règle maison [{note.mark}]** — {_inline(note.body)}", ""]
    for ex in entry.examples:
        out += [f"*{_inline(ex.label)}*", "", without_html(ex.text.strip(), keep_bare=True), ""]
    return out


def render_markdown(doc: HouseDocument) -> str:
    spec = doc.spec
    out = [f"# {_inline(doc.title)}", ""]
    out += [f"**{_inline(doc.based_on)}**", ""]
    for label, value in doc.event_fields():
        out.append(f"- **{label} :** {_inline(value)}")
    out += ["", _inline(doc.statement), ""]

    out += ["## Sommaire", ""]
    for level, label, _anchor in doc.toc():
        out.append(f"{'  ' * level}- {_inline(label)}")
    out.append("")

    out += ["## Modifications par rapport au règlement de base", ""]
    if doc.changes:
        out.append(f"| Repère | Article | Modification | {doc.base.short} | Règlement maison |")
        out.append("|---|---|---|---|---|")
        for r in doc.changes:
            out.append(f"| {r.mark} | {_cell(r.article)} | {_cell(r.what)} | {_cell(r.base)} | {_cell(r.house)} |")
    else:
        out.append("Aucune modification.")
    out.append("")

    if doc.removed:
        out += ["## Articles supprimés", ""]
        for rm in doc.removed:
            reason = f" — {_inline(rm.reason)}" if rm.reason else ""
            out.append(f"- ~~{_inline(rm.label)}~~ [{rm.mark}]{reason}")
        out.append("")
    if doc.complements:
        out += ["## Règles maison complémentaires", ""]
        for note in doc.complements:
            out += [f"> **Règle maison [{note.mark}]** — {_inline(note.body)}", ""]

    out += [f"## {doc.rules_heading}", ""]
    if not spec.options.full_text:
        out += [f"*Seuls les articles modifiés sont reproduits ; les autres s'appliquent tels qu'écrits dans le {doc.base.short}.*", ""]
    for entry in doc.shown_entries:
        out += entry_markdown(entry)
    return "\n".join(out).rstrip() + "\n"
