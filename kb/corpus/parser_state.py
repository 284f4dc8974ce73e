"""The state a parser reads a book with, and the runner of its ordered line rules.

Like markdown-it-py's ``StateBlock`` and ``ParserBlock``: a book's parser is a *preset*, an
ordered list of named rules (``kb.corpus.rules`` holds the ones the books share, each book
module its own quirks). The runner hands the current source line to each rule in turn;
the first rule that consumes it (advances ``state.pos``) returns True, and the runner moves
on to the next line. A rule that returns False leaves the line to the next rules; it may
still prepare the state for them (switch the zone, open the article the line belongs to).

What the rules build are *drafts*: an ``Article`` being filled (its heading, the source
lines it consumed) and the body lines its book renders into text when the run is over.
Lines a rule sends to the front matter (title block, table of contents, page furniture)
are kept apart, so that every non-blank line lands in exactly one place.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import islice
from typing import Generic, TypeVar

from kb.corpus.common import squash
from kb.corpus.source import Source
from kb.errors import CorpusError
from kb.model import Article, Book, BookMeta


@dataclass(frozen=True)
class Line:
    """One source line: its 1-based number, as written (``raw``) and with its runs of white
    space squashed to one space (``text``); ``gap_before``/``gap_after`` tell whether a
    blank line (or the edge of the file) stands before/after it."""

    n: int
    raw: str
    text: str
    gap_before: bool
    gap_after: bool

    @property
    def blank(self) -> bool:
        return not self.text


def read_lines(source: Source) -> list[Line]:
    """Every line of ``source`` (blank ones too: Markdown needs them) as a ``Line``."""
    raw = source.lines
    return [
        Line(
            n=i + 1,
            raw=line,
            text=squash(line),
            gap_before=i == 0 or not raw[i - 1].strip(),
            gap_after=i + 1 >= len(raw) or not raw[i + 1].strip(),
        )
        for i, line in enumerate(raw)
    ]


@dataclass(frozen=True)
class Heading:
    """The article a heading rule found: the book's own number (``numbered``) or a slug of
    the heading (see ``kb.corpus.rules.unnumbered``), its title, kind and parent id."""

    number: str
    title: str
    kind: str = "rule"  # rule | section | procedure | part | intro
    parent: str | None = None
    numbered: bool = True
    struck_title: str = ""  # struck wording of the heading, if any
    struck: tuple[str, ...] = ()  # a heading struck as a whole (ROPTA 10-10), kept as struck wording


@dataclass
class Draft:
    """An article being read: the article (its ``lines`` are the source lines consumed so
    far), its heading line and the lines of its body, in order."""

    article: Article
    heading: Line
    body: list[Line] = field(default_factory=list)

    def finish(self, text: str) -> Article:
        """The article with its text, its lines sorted and its span set."""
        a = self.article
        a.text = text
        a.lines = sorted(set(a.lines))
        a.line_start, a.line_end = a.lines[0], a.lines[-1]
        return a


class ParserState:
    """The lines of a book and what the rules have made of them so far.

    ``zone`` is where the reading stands: ``"front"`` until a rule says the body starts;
    books name their own zones (the TDA: ``"rules"``, ``"block"``, ``"procedures"``,
    ``"annex"``). ``current`` is the article that body lines go to; ``part`` the last
    article of kind ``part`` (the parent of the rules that follow, in books that group
    rules under bare section titles).
    """

    def bare_rule(self) -> bool:
        """Is the article being read a rule with a title and no text yet (not a sentence on
        its number's line, « 1.2 Le directeur tranche. »)? A title right above the next rule
        (a part's caption) would leave it empty: it is the rule's text."""
        a = self.current.article if self.current is not None else None
        return (a is not None and self.current is not None and a.kind == "rule" and 0 < len(a.title) <= 80
                and not a.title.endswith((".", ";", "!", "?")) and all(ln.blank for ln in self.current.body))

    def __init__(self, source: Source, meta: BookMeta) -> None:
        self.source = source
        self.meta = meta
        self.book_id = meta.id
        self.lines = read_lines(source)
        self.pos = 0
        self.zone = "front"
        self.front: list[Line] = []
        self.drafts: list[Draft] = []
        self.by_id: dict[str, Draft] = {}
        self.current: Draft | None = None
        self.part: Draft | None = None
        # Message for an article id met twice ({id}, {number}, {first}: line of the first);
        # None when the book checks duplicates itself. Set from the preset by ``run``.
        self.duplicate: str | None = "duplicate article {id}"

    @property
    def done(self) -> bool:
        return self.pos >= len(self.lines)

    @property
    def line(self) -> Line:
        """The current line."""
        return self.lines[self.pos]

    def next_nonblank(self) -> Line | None:
        """The first non-blank line after the current one, or None at the end."""
        return next((ln for ln in islice(self.lines, self.pos + 1, None) if not ln.blank), None)

    def nonblank(self) -> list[Line]:
        return [ln for ln in self.lines if not ln.blank]

    def advance(self) -> Line:
        """Consume the current line (it must already have been put somewhere)."""
        line = self.lines[self.pos]
        self.pos += 1
        return line

    def skip_blank(self) -> None:
        while not self.done and self.line.blank:
            self.pos += 1

    def to_front(self) -> None:
        """The current line is front matter."""
        self.front.append(self.advance())

    def drafts_to_front(self, count: int) -> None:
        """The first ``count`` articles read so far were not articles (a table of contents,
        a document's title): their lines go to the front matter and they are forgotten."""
        gone = self.drafts[:count]
        self.front.extend(self.lines[n - 1] for n in sorted({n for d in gone for n in d.article.lines}))
        for d in gone:
            if self.by_id.get(d.article.id) is d:  # (a later draft may hold a duplicate id)
                del self.by_id[d.article.id]
        del self.drafts[:count]

    def to_body(self) -> None:
        """The current line is body text of the current article."""
        if self.current is None:  # pragma: no cover - rules check before calling
            raise self.error("text outside any article", line=self.line.n)
        line = self.advance()
        self.current.body.append(line)
        self.current.article.lines.append(line.n)

    def through(self, end: int) -> None:
        """Consume the lines up to ``end`` (inclusive) as part of the current article's
        heading (a heading that spans several lines)."""
        while not self.done and self.line.n <= end:
            line = self.advance()
            if self.current is not None and not line.blank:
                self.current.article.lines.append(line.n)

    def open(self, heading: Heading) -> Draft:
        """Open the article ``heading`` names at the current line (not consumed: the rule
        advances past the heading's lines, or leaves the line to the body rules)."""
        line = self.line
        aid = f"{self.book_id}:{heading.number}"
        if self.duplicate is not None and aid in self.by_id:
            first = self.by_id[aid].article.line_start
            raise self.error(self.duplicate.format(id=aid, number=heading.number, first=first), line=line.n)
        article = Article(
            id=aid,
            book=self.book_id,
            number=heading.number,
            title=heading.title,
            parent=heading.parent,
            text="",
            line_start=line.n,
            line_end=line.n,
            kind=heading.kind,
            numbered=heading.numbered,
            struck=list(heading.struck),
            struck_title=heading.struck_title,
            lines=[line.n],
        )
        draft = Draft(article, line)
        self.drafts.append(draft)
        self.by_id[aid] = draft
        self.current = draft
        if heading.kind == "part":
            self.part = draft
        return draft

    def error(self, message: str, line: int | None = None) -> CorpusError:
        return self.source.error(message, line=line)

    def orphan(self) -> Draft | None:
        """The first article whose parent is not an article of the book, if any."""
        return next((d for d in self.drafts if d.article.parent and d.article.parent not in self.by_id), None)

    def front_lines(self) -> list[Line]:
        """The front matter's lines, in source order."""
        return sorted(self.front, key=lambda ln: ln.n)

    def book(self, articles: list[Article], front_matter: str) -> Book:
        return Book(
            meta=self.meta,
            articles=articles,
            front_matter=front_matter,
            front_lines=[ln.n for ln in self.front_lines()],
        )


S = TypeVar("S", bound=ParserState)

# A line rule: consumes the current line (and returns True) or leaves it (False).
Rule = Callable[[S], bool]


@dataclass(frozen=True)
class Preset(Generic[S]):
    """A book's way of reading: its line rules in order, and its settings."""

    name: str
    rules: Sequence[tuple[str, Rule[S]]]
    # Message for an article id met twice (see ParserState.duplicate); None: the book checks.
    duplicate: str | None = "duplicate article {id}"


def run(state: S, preset: Preset[S]) -> S:
    """Run ``preset``'s rules over every line of ``state``; a line no rule consumes is an
    error naming the line."""
    state.duplicate = preset.duplicate
    while not state.done:
        pos = state.pos
        taken = next((name for name, rule in preset.rules if rule(state)), None)
        if taken is None:
            raise state.error(f"no rule of the {preset.name} parser reads this line", line=state.line.n)
        if state.pos <= pos:  # pragma: no cover - a bug in a rule, not in the book
            raise RuntimeError(f"rule {taken!r} returned True without consuming line {state.line.n}")
    return state
