"""A Word file's styles and list numbering, as :mod:`kb.formats.docx` needs them: each
style's name (« Heading 2 », « Titre 2 », « Title »), the style it is based on, its list
numbering (``w:numPr``: « List Number ») and its run formatting (bold, struck), and the
automatic numbers of the numbering part written as Word shows them.

>>> count_label(4, "upperRoman")
'IV'
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from lxml import etree

from kb.formats.markup import count_label

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
MAX_LEVEL = 8  # Word's list levels are 0 to 8
# A toggle (``<w:b/>``, ``<w:strike w:val="false"/>``) is off only when its value says so.
OFF = {"0", "false", "off", "none"}


def toggle(props: etree._Element | None, *names: str) -> bool | None:
    """Whether run properties (``w:rPr``) switch one of ``names`` on (``w:strike``,
    ``w:dstrike``), off, or say nothing (None)."""
    if props is None:
        return None
    said = None
    for name in names:
        element = props.find(f"{W}{name}")
        if element is not None:
            on = (element.get(f"{W}val") or "true").lower() not in OFF
            said = on or bool(said)
    return said


@dataclass(frozen=True)
class NumPr:
    """A paragraph's list numbering: the list (``w:numId``) and its level (0 to 8)."""

    num_id: str
    level: int


@dataclass(frozen=True)
class Style:
    name: str
    based_on: str
    numbering: NumPr | None  # None: the base style says
    bold: bool | None  # None: the base style says
    struck: bool | None


def num_pr(props: etree._Element | None) -> tuple[str | None, int | None]:
    """(numId, level) a ``w:pPr`` gives (either may be None)."""
    numbering = props.find(f"{W}numPr") if props is not None else None
    if numbering is None:
        return None, None
    num, ilvl = numbering.find(f"{W}numId"), numbering.find(f"{W}ilvl")
    raw = ilvl.get(f"{W}val") if ilvl is not None else None
    level = min(max(int(raw), 0), MAX_LEVEL) if raw and re.fullmatch(r"-?\d{1,12}", raw) else None
    return (num.get(f"{W}val") if num is not None else None), level


class Styles:
    """The document's styles by id, from the children of ``styles.xml``'s root (read as a
    stream: kb.formats.archive.streamed; none when the part is absent)."""

    def __init__(self, children: Iterable[etree._Element]) -> None:
        self.styles: dict[str, Style] = {}
        self.default_paragraph = ""
        for element in children:
            if element.tag != f"{W}style":
                continue
            style_id = element.get(f"{W}styleId") or ""
            name, based = element.find(f"{W}name"), element.find(f"{W}basedOn")
            num, level = num_pr(element.find(f"{W}pPr"))
            props = element.find(f"{W}rPr")
            self.styles[style_id] = Style(
                name=(name.get(f"{W}val") or "") if name is not None else style_id,
                based_on=(based.get(f"{W}val") or "") if based is not None else "",
                numbering=NumPr(num, level or 0) if num is not None else None,
                bold=toggle(props, "b"),
                struck=toggle(props, "strike", "dstrike"),
            )
            if element.get(f"{W}type") == "paragraph" and (element.get(f"{W}default") or "").lower() in ("1", "true", "on"):
                self.default_paragraph = style_id

    def chain(self, style_id: str) -> list[Style]:
        """The style and the styles it is based on, nearest first (a loop read once)."""
        out: list[Style] = []
        seen: set[str] = set()
        while style_id and style_id not in seen and style_id in self.styles:
            seen.add(style_id)
            out.append(self.styles[style_id])
            style_id = out[-1].based_on
        return out

    def name(self, style_id: str | None) -> str:
        """A paragraph style's name (the default paragraph style's when none is given)."""
        found = self.styles.get(style_id or self.default_paragraph)
        return found.name if found is not None else ""

    def numbering(self, style_id: str | None) -> NumPr | None:
        return next((s.numbering for s in self.chain(style_id or self.default_paragraph) if s.numbering), None)

    def run_format(self, style_id: str | None) -> tuple[bool | None, bool | None]:
        """(bold, struck) a character style says, through its base styles."""
        chain = self.chain(style_id or "")
        return (next((s.bold for s in chain if s.bold is not None), None),
                next((s.struck for s in chain if s.struck is not None), None))


def _level(lvl: etree._Element) -> tuple[int, tuple[str, str, int]]:
    """A list level's definition: (level, (format, text, start))."""
    fmt, text, start = (lvl.find(f"{W}{tag}") for tag in ("numFmt", "lvlText", "start"))
    raw = lvl.get(f"{W}ilvl") or "0"
    level = min(max(int(raw) if re.fullmatch(r"-?\d{1,12}", raw) else 0, 0), MAX_LEVEL)
    first = start.get(f"{W}val") if start is not None else "1"
    return level, (fmt.get(f"{W}val") or "decimal" if fmt is not None else "decimal",
                   text.get(f"{W}val") or "" if text is not None else "",
                   int(first) if first and first.isdecimal() and len(first) < 7 else 1)


class Numbering:
    """Word's automatic numbers, counted per list and level and written as Word shows
    them: each level's text (``w:lvlText``: « %1. », « %1.%2- », « Article %1 : »,
    « %2) ») and format (``w:numFmt``: decimal, letters, Roman numerals) from the
    document's numbering part; a bullet is a Markdown list item « - ». A list without a
    definition counts « 1. », « 1.1. »."""

    def __init__(self, children: Iterable[etree._Element]) -> None:
        """``children``: those of the numbering part's root (a stream, as for ``Styles``)."""
        self.counters: dict[str, list[int]] = {}
        self.levels: dict[tuple[str, int], tuple[str, str, int]] = {}  # (numId, level) → (format, text, start)
        abstract: dict[str | None, dict[int, tuple[str, str, int]]] = {}
        nums: list[tuple[str, str | None]] = []
        for element in children:
            if element.tag == f"{W}abstractNum":
                abstract[element.get(f"{W}abstractNumId")] = dict(_level(lvl) for lvl in element.iter(f"{W}lvl"))
            elif element.tag == f"{W}num":
                ref = element.find(f"{W}abstractNumId")
                nums.append((str(element.get(f"{W}numId")), ref.get(f"{W}val") if ref is not None else None))
        for num_id, ref_id in nums:
            for level, definition in abstract.get(ref_id, {}).items():
                self.levels[(num_id, level)] = definition

    def number(self, numbering: NumPr | None) -> str:
        """The label of the next paragraph of list ``numbering`` (« » when not numbered)."""
        if numbering is None:
            return ""
        key, level = numbering.num_id, numbering.level
        counts = self.counters.setdefault(key, [])
        del counts[level + 1:]
        counts.extend([0] * (level + 1 - len(counts)))
        counts[level] += 1
        if (key, level) not in self.levels:
            return ".".join(str(c) for c in counts) + "."
        fmt, text, _ = self.levels[(key, level)]
        if fmt == "bullet":
            return "-"
        return re.sub(r"%([1-9])", lambda m: self._label(key, int(m.group(1)) - 1, counts), text).strip()

    def _label(self, key: str, level: int, counts: list[int]) -> str:
        """The count of ``level`` (0-based) in its own format, from its start value."""
        if level >= len(counts):
            return ""
        fmt, _, start = self.levels.get((key, level), ("decimal", "", 1))
        return count_label(counts[level] + start - 1, fmt)


__all__ = ["MAX_LEVEL", "W", "NumPr", "Numbering", "Style", "Styles", "count_label", "num_pr", "toggle"]
