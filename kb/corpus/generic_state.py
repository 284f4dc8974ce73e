"""The generic parser's state (``kb.corpus.generic``): a book's lines with its layout profile
compiled, and the record of a heading one of the profile's levels recognised.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from kb.corpus.furniture import furniture_lines
from kb.corpus.hyphens import book_words
from kb.corpus.layouts import leading_contents
from kb.corpus.markdown import MarkdownState
from kb.corpus.parser_state import Draft
from kb.corpus.profile import Level, Profile
from kb.corpus.sequence import level_pattern, next_numbers
from kb.corpus.source import Source
from kb.model import BookMeta


@dataclass(frozen=True)
class CompiledLevel:
    """A level with its patterns compiled."""

    level: Level
    pattern: re.Pattern[str]
    next_line: re.Pattern[str] | None


@dataclass(frozen=True)
class HeadingMatch:
    """A heading a level recognised: the level, its number (formatted) and title, its
    struck title, the last line of the heading, its outline depth."""

    compiled: CompiledLevel
    number: str
    title: str
    struck_title: str
    struck: tuple[str, ...]
    end: int
    depth: int
    read: str  # the number as the line writes it (``b``), before ``number``'s prefixes (``2.b``)
    rest: str = ""  # the text after a run-in heading, on its line (« **2: Mises.** Une mise… »)


class GenericState(MarkdownState):
    """The parser state of a book read with a profile: the compiled profile, the
    furniture lines found before the run, the outline depth of each article."""

    def __init__(self, source: Source, meta: BookMeta, profile: Profile) -> None:
        super().__init__(source, meta)
        self.profile = profile
        self.levels = [
            CompiledLevel(lv, re.compile(level_pattern(lv)), re.compile(lv.next_line) if lv.next_line[:1] not in ("", "@") else None)
            for lv in profile.levels
        ]
        self.examples = [re.compile(p) for p in profile.examples]
        self.body_headings = [re.compile(p) for p in profile.body_headings]
        self.front_end = re.compile(profile.front_matter_end) if profile.front_matter_end else None
        # and a table of contents under no heading, before the book's first sentence
        self.furniture_lines = furniture_lines(self.lines, profile) | {
            i + 1 for i in leading_contents([ln.text for ln in self.lines])}
        self.depth: dict[str, int] = {}
        self.last_of: dict[str, Draft] = {}  # the last heading of each level, by the level's name
        self.seen_levels: set[str] = set()
        self.last_number: dict[str, tuple[int, ...]] = {}
        self.annex: Draft | None = None  # the article the addendum block being read illustrates
        self.new_part = False  # while the parser's _follows looks at the line below a part heading
        self.words = book_words(ln.text for ln in self.lines)  # evidence for the words a line end split
        self.numbers = next_numbers(self.levels, self.lines, self.headings, profile.struck_markup)  # for gap()
