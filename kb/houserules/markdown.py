"""The house-rules document as Markdown (CommonMark + tables + strikethrough).

A substituted value reads ``~~30 secondes~~ **40 secondes** [M1]``: the base wording
struck, the house wording in bold, and the change mark of the modifications table.
"""

from __future__ import annotations

import re

from kb.houserules.document import SLOT_RE, Entry, HouseDocument, in_strong


def _cell(s: str) -> str:
    return " ".join(s.replace("|", "\\|").split()) or "—"


def _inline(s: str) -> str:
    """User text on one line (no accidental headings or breaks)."""
    return " ".join(s.split())


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


def entry_markdown(entry: Entry, doc: HouseDocument) -> list[str]:
    level = min(3 + entry.depth, 6)
    out = [f"{'#' * level} {entry.heading}", ""]
    if entry.kind == "adopted":
        line = f"> **Article adopté [{entry.mark}]** — repris du {entry.source}"
        if entry.replaces:
            line += f", à la place de l'article {entry.replaces}"
        out += [line + ".", ""]
    elif entry.kind == "added":
        out += [f"> **Nouvel article — règle maison [{entry.mark}]**", ""]
    if entry.text.strip():
        out += [demote_headings(slot_markdown(entry, entry.text), level).strip(), ""]
    for note in entry.notes:
        out += [f"> **Règle maison [{note.mark}]** — {_inline(note.body)}", ""]
    for ex in entry.examples:
        out += [f"*{ex.label}*", "", ex.text.strip(), ""]
    return out


def render_markdown(doc: HouseDocument) -> str:
    spec = doc.spec
    out = [f"# {_inline(doc.title)}", ""]
    out += [f"**{doc.based_on}**", ""]
    for label, value in doc.event_fields():
        out.append(f"- **{label} :** {_inline(value)}")
    out += ["", doc.statement, ""]

    out += ["## Sommaire", ""]
    for level, label, _anchor in doc.toc():
        out.append(f"{'  ' * level}- {label}")
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
            out.append(f"- ~~{rm.label}~~ [{rm.mark}]{reason}")
        out.append("")
    if doc.complements:
        out += ["## Règles maison complémentaires", ""]
        for note in doc.complements:
            out += [f"> **Règle maison [{note.mark}]** — {_inline(note.body)}", ""]

    out += [f"## {doc.rules_heading}", ""]
    if not spec.options.full_text:
        out += [f"*Seuls les articles modifiés sont reproduits ; les autres s'appliquent tels qu'écrits dans le {doc.base.short}.*", ""]
    for entry in doc.shown_entries:
        out += entry_markdown(entry, doc)
    return "\n".join(out).rstrip() + "\n"
