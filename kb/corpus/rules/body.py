"""Body lines: the text of the article being read."""

from __future__ import annotations

from collections.abc import Sequence

from kb.corpus.hyphens import join_split_words
from kb.corpus.parser_state import Draft, Line, ParserState, Rule
from kb.corpus.rules.marked import split_marked


def body_line(orphan_error: str | None = None) -> Rule[ParserState]:
    """A line of the current article's body (the book renders body lines into its text).

    A line before the first article is front matter (a title block, a preface, a table of
    contents) — or, with ``orphan_error``, an error naming the line, for books whose front
    matter is read by another rule and where text outside any article means a layout the
    parser does not know.
    """

    def rule(state: ParserState) -> bool:
        if state.current is not None:
            state.to_body()
        elif orphan_error is None:
            state.to_front()
        else:
            raise state.error(orphan_error, line=state.line.n)
        return True

    return rule


def plain_text(draft: Draft, lines: Sequence[Line], words: frozenset[str], struck_markup: tuple[str, str]) -> str:
    """The text of an article of a plain book (``kb.corpus.generic``): its body lines, a
    paragraph per run of lines (blank ``lines`` in between) whose ``words`` split at a line
    end are joined back (``kb.corpus.hyphens``), struck wording (``struck_markup``) taken
    out into the article's ``struck``."""
    paragraphs: list[list[str]] = []
    previous = -1
    for ln in draft.body:
        if previous < 0 or any(lines[n - 1].blank for n in range(previous + 1, ln.n)):
            paragraphs.append([])
        paragraphs[-1].append(ln.raw.strip())
        previous = ln.n
    out: list[str] = []
    for paragraph in paragraphs:
        current, struck = split_marked("\n".join(join_split_words(paragraph, words)), struck_markup)
        draft.article.struck.extend(struck)
        if current:
            out.append(current)
    return "\n\n".join(out)
