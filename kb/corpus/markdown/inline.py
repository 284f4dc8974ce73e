"""Rendering Markdown blocks back to Markdown, with struck (``~~…~~``) wording kept apart.

The current wording is what the book says today; struck spans are collected in order, so a
parser can store them as the article's ``struck`` wording.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from markdown_it.token import Token

from kb.corpus.markdown.blocks import Block, Item

# Sentinels used while rendering inline content: where struck wording was removed, and
# where the source has a Markdown hard line break.
REMOVED = "\x01"
HARD_BREAK = "\x00"

# Inline HTML kept as plain text (``2<sup>E</sup>`` → ``2E``).
_DROPPED_TAGS = re.compile(r"^</?(sup|sub|span|u|br)\b[^>]*>$", re.IGNORECASE)


def render_inline(token: Token | None) -> tuple[str, list[str]]:
    """Render an inline token back to Markdown: (current wording, struck spans in order).

    Struck spans are removed from the current wording, with the spaces around them tidied;
    links to ``#`` become their text (``[§6.7](#)`` → ``§6.7``); ``<sup>`` tags are dropped
    (their letters kept); bold and italics are kept as ``**``/``*``.
    """
    if token is None or not token.children:
        return "", []
    struck: list[str] = []
    text, _ = _render_seq(token.children, 0, None, struck, False)
    return tidy(text), struck


def _render_seq(
    toks: list[Token], i: int, stop: str | None, struck: list[str], in_struck: bool
) -> tuple[str, int]:
    parts: list[str] = []
    while i < len(toks):
        t = toks[i]
        if stop is not None and t.type == stop:
            return "".join(parts), i
        if t.type.endswith("_open"):
            base = t.type[: -len("_open")]
            inner, j = _render_seq(toks, i + 1, f"{base}_close", struck, in_struck or base == "s")
            i = j + 1
            if base == "s" and not in_struck:
                piece = _one_line(inner)
                if piece:
                    struck.append(piece)
                parts.append(REMOVED)
            elif base in ("strong", "em") and _has_wording(inner):
                parts.append(f"{t.markup}{inner}{t.markup}")
            elif base == "link":
                href = str(t.attrs.get("href", "") or "")
                if href in ("", "#") or not _has_wording(inner):
                    parts.append(inner)
                else:
                    parts.append(f"[{inner}]({href})")
            else:
                parts.append(inner)
            continue
        if t.type == "text":
            parts.append(t.content)
        elif t.type == "softbreak":
            parts.append("\n")
        elif t.type == "hardbreak":
            parts.append(HARD_BREAK)
        elif t.type == "code_inline":
            parts.append(f"`{t.content}`")
        elif t.type == "html_inline":
            if not _DROPPED_TAGS.match(t.content.strip()):
                parts.append(t.content)
        elif t.type == "image":
            parts.append(t.content)
        else:
            parts.append(t.content)
        i += 1
    return "".join(parts), i


def _has_wording(text: str) -> bool:
    return any(c not in f" \t\n{REMOVED}{HARD_BREAK}" for c in text)


def _one_line(text: str) -> str:
    """A struck span as one line: line breaks and runs of spaces become one space."""
    t = text.replace(HARD_BREAK, " ").replace(REMOVED, " ")
    return re.sub(r"\s+", " ", t).strip()


_REMOVAL_RUN = re.compile(rf"[ \t]*{REMOVED}(?:[ \t]*{REMOVED})*[ \t]*")


def tidy(text: str) -> str:
    """Close the gaps left by removed struck spans; turn hard breaks into Markdown ones."""

    def close_gap(m: re.Match[str]) -> str:
        before = text[m.start() - 1] if m.start() > 0 else "\n"
        after = text[m.end()] if m.end() < len(text) else "\n"
        if before == "\n" or after == "\n" or after in ",.;)":
            return ""
        return " " if re.search(r"[ \t]", m.group(0)) else ""

    t = _REMOVAL_RUN.sub(close_gap, text)
    lines = [line.strip() for line in t.split("\n")]
    t = "\n".join(line for line in lines if line)
    return t.replace(HARD_BREAK, "  \n").strip()


def render_block(block: Block, struck: list[str]) -> str:
    """Markdown of a block (current wording only); its struck spans are appended to
    ``struck``. A fully struck block renders as ``""``; list items that are fully struck
    are left out of the list."""
    if block.kind == "paragraph":
        text, st = render_inline(block.inline)
        struck.extend(st)
        return text
    if block.kind == "heading":
        text, st = render_inline(block.inline)
        struck.extend(st)
        return f"#### {text}" if text else ""
    if block.kind in ("bullet_list", "ordered_list"):
        return render_list(block, struck)
    if block.kind == "blockquote":
        inner = join_blocks([render_block(b, struck) for b in block.children])
        return "\n".join(f"> {line}" if line else ">" for line in inner.split("\n")) if inner else ""
    if block.kind == "hr":
        return ""
    return block.raw


def render_list(block: Block, struck: list[str], indent: str = "") -> str:
    """A (possibly nested) list as Markdown lines; fully struck items are left out."""
    out: list[str] = []
    for item in block.items:
        body = render_item(item, struck, indent + " " * (len(item.marker) + 1))
        if body:
            out.append(f"{indent}{item.marker} {body}")
    return "\n".join(out)


def render_item(item: Item, struck: list[str], indent: str) -> str:
    """The Markdown of a list item's content; lines after the first indented by ``indent``."""
    chunks: list[str] = []
    for b in item.blocks:
        if b.kind in ("bullet_list", "ordered_list"):
            nested = render_list(b, struck, indent)
            if nested:
                chunks.append(nested)
            continue
        text = render_block(b, struck)
        if text:
            chunks.append("\n".join(f"{indent}{line}" if line else line for line in text.split("\n")))
    body = "\n".join(chunks)
    return body[len(indent) :] if body.startswith(indent) else body


def join_blocks(parts: Sequence[str]) -> str:
    """Rendered blocks joined into one Markdown text (empty ones left out)."""
    return "\n\n".join(p for p in parts if p)


def ends_open(text: str) -> bool:
    """True when ``text`` stops in the middle of a sentence (last character a letter or
    digit): the next block, if it starts in lower case or with a digit, continues it."""
    t = text.rstrip()
    return bool(t) and t[-1].isalnum()


def starts_continuation(text: str) -> bool:
    t = text.lstrip()
    return bool(t) and (t[0].islower() or t[0].isdigit())
