"""Parser of the TDA 2019 rules, Fivebet edition (``tda-2019-fivebet.txt``).

The file is plain text, one paragraph per line:

- a title block at the top (front matter), then section titles as bare lines
  ("Concepts Généraux") followed by rules ``N: Title`` (1–71) and their paragraphs;
  sub-parts ``A:`` / ``A :`` / ``A)`` stay in the rule's text, shown as **A:**;
- a second title block ("POKER TOURNAMENT DIRECTORS ASSN.", "Procédures Recommandées
  2097,", "Version 1.0…", "En gras bleu…"), then the procedures' introduction and the
  procedures ``PR-N. Title`` (separator ``.`` until PR-7, ``:`` after);
- a third title block ("Annexes Complémentaires 2019"), a Fivebet sentence on level
  times, the TDA blurb, then annex blocks ``Règle 16 : …`` / ``Règle 40-A : …`` whose
  paragraphs (``Exemple 1. …``, ``Exemple 1-A. …``, ``Situation 1: …``) are worked
  examples of the rule they illustrate: they become that rule's ``examples``.

Section titles become articles of kind ``part`` (they group rules and have no text of
their own, like RedCactus's lettered parts and the Aix chapters), with slug ids
(``tda:concepts-generaux``). Title-block lines (the association's name, the block title,
version lines, "En gras bleu…", the TDA blurb) go to the front matter; the procedures'
introduction and the Fivebet level-time sentence are content and become articles of kind
``section`` (``tda:procedures-recommandees``, parent of PR-1…PR-14, and
``tda:annexes-complementaires``), titled from their block title without its year.
"""

from __future__ import annotations

import re

from kb.corpus.parser_state import Draft, Line, ParserState, Preset, run
from kb.corpus.rules import (
    blank_line,
    body_line,
    example_line,
    front_matter,
    furniture,
    numbered_heading,
    unnumbered,
)
from kb.corpus.source import Source
from kb.model import Book, BookMeta, Example

RULE_RE = re.compile(r"^(\d{1,3}):\s*(\S.*)$")
PR_RE = re.compile(r"^PR-(\d{1,2})\s*[.:]\s*(\S.*)$")
ANNEX_RE = re.compile(r"^R[èée]gle\s+(\d{1,3})(?:-([A-Z]))?\s*:\s*(\S.*)$")
SUBPART_RE = re.compile(r"^([A-H])(\s?[:)])\s*(\S.*)$")
EXAMPLE_RE = re.compile(r"^(Exemple|Situation)\s+(\d+(?:-[A-Z])?)\s*[.:]")
INLINE_EXAMPLE_RE = re.compile(r"^Exemple\s*:")
TITLE_BLOCK_MARK = "POKER TOURNAMENT DIRECTORS ASSN."
# Lines of a title block other than its first two (association, block title).
TITLE_BLOCK_LINE_RE = re.compile(r"^(Version\s|En gras bleu|La TDA est une association)")
YEAR_SUFFIX_RE = re.compile(r"\s*\d{4},?\s*$")
TERMINAL = tuple(".!?;:»”)")


class TdaState(ParserState):
    """The TDA's zones: ``front`` (top title block), ``rules``, ``block`` (inside a later
    title block), ``procedures``, ``annex``; plus the annex block being read."""

    def __init__(self, source: Source, meta: BookMeta) -> None:
        super().__init__(source, meta)
        self.block_title = ""  # title of the current title block
        self.annex_target: Draft | None = None  # rule that the current annex block illustrates
        self.annex_ref = ""  # "16", "40-A"
        self.annex_lines: list[Line] = []

    def flush_annex(self) -> None:
        """Attach the annex block read so far to the rule it illustrates."""
        if self.annex_target is not None:
            _attach_annex(self.annex_target, self.annex_ref, self.annex_lines)
            self.annex_lines = []


def _render_line(text: str) -> str:
    """Markdown for one (squashed) source paragraph: a sub-part marker ``A:`` is shown in
    bold. ``"A: texte"`` → ``"**A:** texte"``."""
    m = SUBPART_RE.match(text)
    if m:
        return f"**{m.group(1)}{m.group(2)}** {m.group(3)}"
    return text


def _join_wrapped(lines: list[Line]) -> list[str]:
    """Paragraphs of an annex passage. The annex has a few hard-wrapped lines: a line
    continues the previous one when that one has no final punctuation and either ends
    with a comma or the line starts with a lower-case letter or a digit."""
    paragraphs: list[str] = []
    prev = ""
    for ln in lines:
        line = ln.text
        if paragraphs and not prev.endswith(TERMINAL) and (
            prev.endswith(",") or line[:1].islower() or line[:1].isdigit()
        ) and not SUBPART_RE.match(line):
            paragraphs[-1] = f"{paragraphs[-1]} {line}"
        else:
            paragraphs.append(_render_line(line))
        prev = line
    return paragraphs


def _next_rule_number(state: ParserState) -> int:
    """The number the next rule heading must carry: rules 1–71 come in order."""
    return 1 + sum(1 for d in state.drafts if d.article.kind == "rule")


def _starts_section(state: ParserState) -> bool:
    """A bare section title: short, no final punctuation, not a sub-part, and followed by
    the next rule heading."""
    following = state.next_nonblank()
    if following is None:
        return False
    m = RULE_RE.match(following.text)
    if not m or int(m.group(1)) != _next_rule_number(state):
        return False
    text = state.line.text
    return len(text) <= 80 and not text.endswith(tuple(".!?;:")) and not SUBPART_RE.match(text)


def title_block(state: TdaState) -> bool:
    """TDA quirk: "POKER TOURNAMENT DIRECTORS ASSN." opens a title block in mid-book (the
    procedures, the annexes). The mark and the block title are front matter; the title,
    without its year, names the block's section."""
    if state.line.text != TITLE_BLOCK_MARK:
        return False
    state.flush_annex()
    state.annex_target = None
    state.to_front()
    state.skip_blank()
    if not state.done:
        state.block_title = YEAR_SUFFIX_RE.sub("", state.line.text)
        state.to_front()
    state.zone = "block"
    state.current = None
    return True


def section_title(state: ParserState) -> bool:
    """TDA quirk: a bare section title ("Concepts Généraux") groups the rules below it and
    has no text of its own: a part with a slug id (``tda:concepts-generaux``)."""
    if state.zone != "rules" or not _starts_section(state):
        return False
    state.open(unnumbered(state.line.text, kind="part"))
    state.advance()
    return True


def _procedures_section(state: ParserState) -> str | None:
    """The procedures' block section (``tda:procedures-recommandees``): PR-N's parent."""
    found = [d for d in state.drafts if d.article.kind == "section" and d.article.number.startswith("procedure")]
    return found[-1].article.id if found else None


def annex_heading(state: TdaState) -> bool:
    """TDA quirk: an annex block ``Règle 16 : …`` / ``Règle 40-A : …`` illustrates a rule
    read earlier; its paragraphs become that rule's examples."""
    if state.zone not in ("block", "annex"):
        return False
    m = ANNEX_RE.match(state.line.text)
    if not m:
        return False
    state.flush_annex()
    target_id = f"{state.book_id}:{int(m.group(1))}"
    if target_id not in state.by_id:
        raise state.error(f"annex block for unknown rule {target_id}", line=state.line.n)
    state.annex_target = state.by_id[target_id]
    state.annex_ref = m.group(1) + (f"-{m.group(2)}" if m.group(2) else "")
    state.annex_lines = [state.advance()]
    state.zone = "annex"
    state.current = None
    return True


def annex_line(state: TdaState) -> bool:
    """TDA quirk: every line of an annex block belongs to it, up to the next block."""
    if state.zone != "annex":
        return False
    state.annex_lines.append(state.advance())
    return True


def block_section(state: TdaState) -> bool:
    """TDA quirk: the first content line of a title block opens the block's section
    (``tda:procedures-recommandees``), titled from the block title; the line itself is
    left to the body rules."""
    if state.zone == "block" and state.current is None:
        state.open(unnumbered(state.block_title, kind="section"))
    return False


PRESET: Preset[TdaState] = Preset(
    "tda",
    [
        ("blank", blank_line),
        ("front_matter", front_matter(until=_starts_section, body_zone="rules")),
        ("title_block", title_block),
        ("title_block_furniture", furniture(TITLE_BLOCK_LINE_RE, zones=("block",))),
        (
            "rule_heading",
            numbered_heading(RULE_RE, zones=("rules",), accept=lambda s, m: int(m.group(1)) == _next_rule_number(s)),
        ),
        ("section_title", section_title),
        (
            "procedure_heading",
            numbered_heading(
                PR_RE,
                kind="procedure",
                zones=("block", "procedures"),
                number=lambda m: f"PR-{int(m.group(1))}",
                parent=_procedures_section,
                zone_after="procedures",
            ),
        ),
        ("annex_heading", annex_heading),
        ("annex_line", annex_line),
        ("block_section", block_section),
        ("example", example_line(INLINE_EXAMPLE_RE, "Exemple")),
        ("body", body_line(orphan_error="text outside any article")),
    ],
)


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse the TDA book into sections, rules 1–71, procedures PR-1–PR-14 and their
    annex examples."""
    state = TdaState(source, meta)
    if not state.nonblank():
        raise source.error("no text")
    run(state, PRESET)
    state.flush_annex()
    if _next_rule_number(state) == 1:
        raise source.error("no rule found (expected '1: Title')")
    articles = [d.finish("\n\n".join(_render_line(ln.text) for ln in d.body)) for d in state.drafts]
    return state.book(articles, "\n\n".join(ln.text for ln in state.front_lines()))


def _attach_annex(target: Draft, ref: str, lines: list[Line]) -> None:
    """Turn one annex block (heading + paragraphs) into examples of its rule.

    The heading and any paragraphs before the first ``Exemple N.`` / ``Situation N:`` form
    one example labelled ``Annexe règle 16``; each ``Exemple N.`` paragraph and its
    continuation lines form one example labelled ``Exemple N`` (``40-A Exemple 1`` when the
    block is for a lettered sub-part).
    """
    prefix = f"{ref} " if "-" in ref else ""
    groups: list[tuple[str, list[Line]]] = [(f"Annexe règle {ref}", [])]
    for ln in lines:
        m = EXAMPLE_RE.match(ln.text)
        if m:
            groups.append((f"{prefix}{m.group(1)} {m.group(2)}", [ln]))
        else:
            groups[-1][1].append(ln)
    heading = lines[0].text
    for label, group in groups:
        if not group:
            continue
        if label.startswith("Annexe"):
            paragraphs = [f"**{heading}**", *_join_wrapped(group[1:])]
        else:
            paragraphs = _join_wrapped(group)
        target.article.examples.append(
            Example(label=label, text="\n\n".join(paragraphs), line_start=group[0].n, line_end=group[-1].n)
        )
        target.article.lines.extend(ln.n for ln in group)
