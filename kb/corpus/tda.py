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
from dataclasses import dataclass, field

from kb.corpus.common import slugify
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

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


@dataclass
class _Draft:
    """An article being built: its paragraphs, examples and consumed lines."""

    article: Article
    paragraphs: list[str] = field(default_factory=list)


def _squash(line: str) -> str:
    """A source line with its runs of white space reduced to one space."""
    return re.sub(r"\s+", " ", line).strip()


def _render_line(line: str) -> str:
    """Markdown for one source paragraph: a sub-part marker ``A:`` is shown in bold."""
    text = _squash(line)
    m = SUBPART_RE.match(text)
    if m:
        return f"**{m.group(1)}{m.group(2)}** {m.group(3)}"
    return text


def _join_wrapped(numbered: list[tuple[int, str]]) -> list[str]:
    """Paragraphs of an annex passage. The annex has a few hard-wrapped lines: a line
    continues the previous one when that one has no final punctuation and either ends
    with a comma or the line starts with a lower-case letter or a digit."""
    paragraphs: list[str] = []
    prev = ""
    for _, raw in numbered:
        line = _squash(raw)
        if paragraphs and not prev.endswith(TERMINAL) and (
            prev.endswith(",") or line[:1].islower() or line[:1].isdigit()
        ) and not SUBPART_RE.match(line):
            paragraphs[-1] = f"{paragraphs[-1]} {line}"
        else:
            paragraphs.append(_render_line(line))
        prev = line
    return paragraphs


def _is_section_title(line: str, next_line: str | None, expected: int) -> bool:
    """A bare section title: short, no final punctuation, not a sub-part, and followed by
    the next rule heading."""
    if next_line is None:
        return False
    m = RULE_RE.match(next_line)
    if not m or int(m.group(1)) != expected:
        return False
    text = line.strip()
    return len(text) <= 80 and not text.endswith(tuple(".!?;:")) and not SUBPART_RE.match(text)


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse the TDA book into sections, rules 1–71, procedures PR-1–PR-14 and their
    annex examples."""
    book_id = meta.id
    numbered = [(n, line) for n, line in source.numbered() if line.strip()]
    if not numbered:
        raise source.error("no text")

    drafts: list[_Draft] = []
    by_id: dict[str, _Draft] = {}
    front: list[tuple[int, str]] = []

    def new_article(number: str, title: str, parent: str | None, kind: str, line: int | None) -> _Draft:
        aid = f"{book_id}:{number}"
        if aid in by_id:
            raise source.error(f"duplicate article {aid}", line=line)
        art = Article(
            id=aid, book=book_id, number=number, title=title, parent=parent, text="",
            line_start=line or 0, line_end=line or 0, kind=kind, lines=[line] if line else [],
        )
        d = _Draft(art)
        drafts.append(d)
        by_id[aid] = d
        return d

    # Zones: "front" (top title block), "rules", "block" (inside a title block),
    # "procedures", "annex".
    zone = "front"
    expected_rule = 1
    section: _Draft | None = None  # current section of rules
    proc_section: _Draft | None = None  # "Procédures Recommandées"
    current: _Draft | None = None  # where body paragraphs go
    annex_target: _Draft | None = None  # rule that the current annex block illustrates
    annex_ref = ""  # "16", "40-A"
    annex_lines: list[tuple[int, str]] = []
    block_title = ""  # title of the current title block

    def flush_annex() -> None:
        nonlocal annex_lines
        if annex_target is None:
            return
        _attach_annex(annex_target, annex_ref, annex_lines)
        annex_lines = []

    i = 0
    while i < len(numbered):
        n, line = numbered[i]
        text = line.strip()
        next_line = numbered[i + 1][1].strip() if i + 1 < len(numbered) else None
        i += 1

        if text == TITLE_BLOCK_MARK and zone != "front":
            flush_annex()
            annex_target = None
            # The mark and the block title are front matter.
            front.append((n, line))
            if next_line is None:
                break
            n2, title_line = numbered[i]
            i += 1
            front.append((n2, title_line))
            block_title = YEAR_SUFFIX_RE.sub("", title_line.strip())
            zone = "block"
            current = None
            continue

        if zone == "front":
            if _is_section_title(text, next_line, expected_rule):
                zone = "rules"
            else:
                front.append((n, line))
                continue

        if TITLE_BLOCK_LINE_RE.match(text) and zone in ("block", "front"):
            front.append((n, line))
            continue

        if zone == "rules":
            m = RULE_RE.match(text)
            if m and int(m.group(1)) == expected_rule:
                current = new_article(m.group(1), m.group(2).strip(), section.article.id if section else None, "rule", n)
                expected_rule += 1
                continue
            if _is_section_title(text, next_line, expected_rule):
                # A bare section title groups rules and has no text of its own: a "part".
                section = new_article(slugify(text), text, None, "part", n)
                current = section
                continue
        elif zone in ("block", "procedures"):
            m = PR_RE.match(text)
            if m:
                parent = proc_section.article.id if proc_section else None
                current = new_article(f"PR-{int(m.group(1))}", m.group(2).strip(), parent, "procedure", n)
                zone = "procedures"
                continue
        if zone in ("block", "annex"):
            m = ANNEX_RE.match(text)
            if m:
                flush_annex()
                target_id = f"{book_id}:{int(m.group(1))}"
                if target_id not in by_id:
                    raise source.error(f"annex block for unknown rule {target_id}", line=n)
                annex_target = by_id[target_id]
                annex_ref = m.group(1) + (f"-{m.group(2)}" if m.group(2) else "")
                annex_lines = [(n, line)]
                zone = "annex"
                current = None
                continue
            if zone == "annex":
                annex_lines.append((n, line))
                continue

        if zone == "block" and current is None:
            # The first content line of a title block opens its section article.
            number = slugify(block_title)
            current = new_article(number, block_title, None, "section", n)
            if number.startswith("procedure"):
                proc_section = current
        if current is None:
            raise source.error("text outside any article", line=n)
        current.article.lines.append(n)
        if INLINE_EXAMPLE_RE.match(text):
            current.article.examples.append(Example("Exemple", _squash(text), n, n))
        else:
            current.paragraphs.append(_render_line(text))
    flush_annex()

    if expected_rule == 1:
        raise source.error("no rule found (expected '1: Title')")
    articles: list[Article] = []
    for d in drafts:
        a = d.article
        a.text = "\n\n".join(d.paragraphs)
        a.lines = sorted(set(a.lines))
        a.line_start, a.line_end = a.lines[0], a.lines[-1]
        articles.append(a)
    return Book(
        meta=meta,
        articles=articles,
        front_matter="\n\n".join(_squash(t) for _, t in front),
        front_lines=[n for n, _ in front],
    )


def _attach_annex(target: _Draft, ref: str, numbered: list[tuple[int, str]]) -> None:
    """Turn one annex block (heading + paragraphs) into examples of its rule.

    The heading and any paragraphs before the first ``Exemple N.`` / ``Situation N:`` form
    one example labelled ``Annexe règle 16``; each ``Exemple N.`` paragraph and its
    continuation lines form one example labelled ``Exemple N`` (``40-A Exemple 1`` when the
    block is for a lettered sub-part).
    """
    prefix = f"{ref} " if "-" in ref else ""
    groups: list[tuple[str, list[tuple[int, str]]]] = [(f"Annexe règle {ref}", [])]
    for n, line in numbered:
        m = EXAMPLE_RE.match(line.strip())
        if m:
            groups.append((f"{prefix}{m.group(1)} {m.group(2)}", [(n, line)]))
        else:
            groups[-1][1].append((n, line))
    heading = _squash(numbered[0][1])
    for label, lines in groups:
        if not lines:
            continue
        if label.startswith("Annexe"):
            rest = lines[1:]
            paragraphs = [f"**{heading}**", *_join_wrapped(rest)]
        else:
            paragraphs = _join_wrapped(lines)
        target.article.examples.append(
            Example(label=label, text="\n\n".join(paragraphs), line_start=lines[0][0], line_end=lines[-1][0])
        )
        target.article.lines.extend(n for n, _ in lines)
