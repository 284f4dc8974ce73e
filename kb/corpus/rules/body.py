"""Body lines: the text of the article being read."""

from __future__ import annotations

from kb.corpus.parser_state import ParserState, Rule


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
