"""Parser of the Casino Grand Cercle (Aix-les-Bains) cash-game rules (``aix-cash-game.txt``).

The file is a PDF extraction: hard-wrapped lines, blank lines (often made of spaces)
everywhere, no numbering, and list bullets from the Symbol/Wingdings fonts left in the
Unicode Private Use Area. What the parser reads, found by reading the whole file:

- **Headings** are short isolated lines (a blank line before and after, at most 50
  characters, starting with a capital, no final punctuation, not a bullet, no ``=``).
  Among them, a line ending with `` :`` (space, colon: "Cas où le joueur ne peut avoir le
  Bouton :", "En conclusion :") or a single upper-case word ("IMPORTANT") is a *label*
  inside its section, shown in bold — except a `` :`` line right after a heading with no
  text of its own ("Terminologie" → "Terminologie Anglaise :"): a section heading.
- A heading with no text of its own ("Le Déroulement d’une Partie", "EVALUATION DES MAINS
  ET PAIEMENT", "Terminologie") is a *part* (``kind="part"``): the parent of the sections
  that follow, up to the last one listed in ``PART_LAST_SECTION`` (read from the book: the
  phases of a hand end with "La FIN DE PARTIE", hand evaluation and payment end with
  "Paiement"), or to the end of the book.
- The cover ("REGLES", "POKER TEXAS HOLD’EM NO LIMIT", "CASH-GAME", the casino's name),
  printed in the middle of the first section, and the "Objectifs" section (the purpose of
  the document, no rule) are front matter. "Contexte général" carries rules (10 players
  at most, cash-game rules) and is an article.
- **Bullets**: U+F0B7 (Symbol bullet) and U+F09F (Wingdings bullet) and ``- `` start list
  items (Markdown ``- ``); U+F0E8 (Wingdings heavy right arrow) becomes "→" and U+F0EE
  (Wingdings south-east arrow, a consequence under an arrow) becomes "↘"; a second-level
  ``o`` bullet (Courier "o") is kept as written, as an indented line of its list item.
- **Paragraphs**: a line continues the previous one unless that one ends a sentence
  (``.``, ``!``, ``?``, ``:``) — and, when the next line starts with a capital, only if the
  previous line was wrapped (ending with an article or a preposition, an arrow or a comma,
  or long and directly followed by the next line). A line starting with a bullet, a label or an example starts a new
  block. Glossary lines ``Term = définition`` are list items; a glossary term alone on
  its line ("Bad Beat :") is put in bold before its definition.
- **Examples**: the worked examples ("Exemple : Mise précédente = 100 …" and the hand
  comparisons "Ex : « … » supérieur à « … » → Joueur 1 GAGNE") are examples of their
  section, not text.
"""

from __future__ import annotations

import re

from kb.corpus.parser_state import Draft, Line, ParserState, Preset, run
from kb.corpus.rules import blank_line, body_line, furniture, unnumbered
from kb.corpus.source import Source
from kb.model import Article, Book, BookMeta, Example

BULLET = "\uf0b7"  # Symbol font bullet
BULLET_WD = "\uf09f"  # Wingdings bullet
ARROW = "\uf0e8"  # Wingdings heavy right arrow
ARROW_SE = "\uf0ee"  # Wingdings south-east arrow
PUA_MAP = {BULLET: "•", BULLET_WD: "•", ARROW: "→", ARROW_SE: "↘"}

# Parts whose sections do not run to the end of the book: part slug → slug of its last
# section (read from the book).
PART_LAST_SECTION = {
    "le-deroulement-d-une-partie": "la-fin-de-partie",
    "evaluation-des-mains-et-paiement": "paiement",
}
FRONT_SECTIONS = {"objectifs"}
COVER_RE = re.compile(r"^(REGLES|POKER TEXAS HOLD.EM NO LIMIT|\"CASH-GAME\"|Casino Grand Cercle - Aix-les-Bains)$")

LIST_RE = re.compile(rf"^(?:[{BULLET}{BULLET_WD}]\s*|-\s+)")
ARROW_START_RE = re.compile(rf"^[{ARROW}{ARROW_SE}]")
SUBBULLET_RE = re.compile(r"^o\s+\S")
NUMBERED_RE = re.compile(r"^\d+/\s")
EXAMPLE_RE = re.compile(r"^(?:(Exemple|Ex)\s*:|«.*\bsupérieur à\b)")
GLOSSARY_RE = re.compile(r"^[A-Z][\w /'’-]{0,25}?\s+=\s+\S")
TERM_RE = re.compile(r"^[A-ZÀ-Ý].{0,38}:$")
TERMINAL = (".", "!", "?", ":")
FUNCTION_WORDS = {
    "le", "la", "les", "l’", "un", "une", "des", "du", "de", "d’", "au", "aux", "à", "et",
    "ou", "en", "par", "pour", "sur", "dans", "avec", "que", "qui", "se", "son", "sa", "ses",
}
WRAP = 60  # a line this long, directly followed by the next one, was wrapped by the PDF


def _pua(text: str) -> str:
    """Private Use Area glyphs turned into real characters."""
    return "".join(PUA_MAP.get(c, c) for c in text)


def _is_heading_candidate(ln: Line) -> bool:
    t = ln.text
    return (
        ln.gap_before
        and ln.gap_after
        and len(t) <= 50
        and t[:1].isupper()
        and not LIST_RE.match(t)
        and not NUMBERED_RE.match(t)
        and not t.endswith((".", ";", ",", "!", "?"))
        and "=" not in t
        and not COVER_RE.match(t)
    )


def _is_label(text: str) -> bool:
    return text.endswith(" :") or bool(re.fullmatch(r"[A-ZÀ-Ý]{2,}", text))


def _heading_title(text: str) -> str:
    return re.sub(r"\s*:$", "", text).strip()


def _continues(prev: str, line: Line) -> bool:
    """Does ``line`` continue the paragraph whose last line is ``prev``?"""
    t = line.text
    if prev.endswith((ARROW, ARROW_SE)) or ARROW_START_RE.match(t):
        return not prev.endswith(TERMINAL) and not line.gap_before
    if prev.endswith(TERMINAL):
        return False
    first = t[:1]
    if first.islower() or first.isdigit() or first == "(" or prev.endswith(","):
        return True
    last_word = prev.rsplit(" ", 1)[-1].lower()
    if last_word in FUNCTION_WORDS:
        return True
    # Across a blank line, a capital starts a new paragraph unless the previous line
    # stopped on an article or a preposition (above).
    return not line.gap_before and len(prev) >= WRAP


class _Writer:
    """Builds the Markdown text and the examples of one section from its lines."""

    def __init__(self) -> None:
        self.blocks: list[tuple[str, str]] = []  # (indent/prefix, text)
        self.in_list = False
        self.prev = ""  # last source line of the open block ("" = no open block)
        self.examples: list[tuple[str, list[Line]]] = []
        self.in_example = False
        self.join_next = False  # the next line completes the open block (after a term)

    def _open(self, prefix: str, text: str) -> None:
        self.blocks.append((prefix, text))
        self.prev = text
        self.in_example = False

    def _extend(self, text: str) -> None:
        prefix, old = self.blocks[-1]
        # A word cut at its hyphen ("« Miss-" / "Deal »") is rejoined without a space.
        sep = "" if re.search(r"\w-$", old) else " "
        self.blocks[-1] = (prefix, f"{old}{sep}{text}")
        self.prev = text

    def add(self, ln: Line) -> None:
        t = ln.text
        if EXAMPLE_RE.match(t):
            self.examples.append((t, [ln]))
            self.in_example = True
            self.prev = t
            return
        if self.in_example and not ln.gap_before and _continues(self.prev, ln) and not LIST_RE.match(t):
            self.examples[-1][1].append(ln)
            self.prev = t
            return
        self.in_example = False
        if self.join_next:
            self.join_next = False
            self._extend(t)
        elif LIST_RE.match(t):
            self._open("- ", LIST_RE.sub("", t, count=1))
            self.in_list = True
        elif SUBBULLET_RE.match(t) and self.in_list:
            self._open("  ", t)
        elif GLOSSARY_RE.match(t):
            self._open("- ", t)
            self.prev = t + "."  # one entry per line
            self.in_list = True
        elif NUMBERED_RE.match(t):
            self._open("", t)
            self.in_list = False
        elif self.prev and self.blocks and _continues(self.prev, ln):
            self._extend(t)
        else:
            # A new paragraph: inside the open list item when it follows it directly
            # (or is indented in the source), after the list otherwise.
            indented = ln.raw.startswith("  ")
            if self.in_list and (not ln.gap_before or indented or ARROW_START_RE.match(t)):
                self._open("  ", t)
            else:
                self.in_list = False
                self._open("", t)

    def label(self, ln: Line) -> None:
        self.in_list = False
        self._open("", f"**{ln.text}**")
        self.prev = ln.text + "."  # a label is a block of its own

    def term(self, ln: Line) -> None:
        """A glossary term alone on its line: bold, followed by its definition."""
        self.in_list = False
        self._open("", f"**{ln.text}**")
        self.join_next = True

    def markdown(self) -> str:
        return "\n\n".join(_pua(prefix + text) for prefix, text in self.blocks)


def _example_label(text: str, count: int) -> str:
    """"Exemple 1", "Exemple 2"… for the numbered examples; the first hand for the hand
    comparisons ("Ex : « As, Roi, Valet, 10, 7»")."""
    m = re.match(r"^Exemple\s*:", text)
    if m:
        return f"Exemple {count}"
    t = _pua(text)
    m2 = re.match(r"^(.*?»)\s*(?:est\s+)?(?:supérieur|égal)", t)
    if m2:
        return m2.group(1).strip()
    return " ".join(t.split()[:6])




def section_heading(state: ParserState) -> bool:
    """Aix quirk: a heading is a short isolated line (``_is_heading_candidate``). A label
    ("En conclusion :", "IMPORTANT") is left to the body of its section — except a `` :``
    line right after a heading with no text of its own, which is a section heading
    ("Terminologie" → "Terminologie Anglaise :")."""
    ln = state.line
    if not _is_heading_candidate(ln):
        return False
    follows_empty_heading = state.current is not None and not state.current.body
    if _is_label(ln.text) and not (follows_empty_heading and ln.text.endswith(" :")):
        return False
    state.open(unnumbered(_heading_title(ln.text), kind="section"))
    state.advance()
    return True


PRESET: Preset[ParserState] = Preset(
    "aix",
    [
        ("blank", blank_line),
        ("cover", furniture(COVER_RE)),
        ("section_heading", section_heading),
        ("body", body_line()),
    ],
    duplicate=None,  # two headings with the same slug: reported by _parts, book-wide
)


def _parts(state: ParserState) -> None:
    """Headings with no text of their own are parts: the parents of the sections after
    them, up to their last section (``PART_LAST_SECTION``) or the end of the book."""
    drafts = state.drafts
    slugs = [d.article.number for d in drafts]
    if len(set(slugs)) != len(slugs):
        dup = next(s for s in slugs if slugs.count(s) > 1)
        raise state.error(f"two sections have the same slug {dup!r}")
    for i, d in enumerate(drafts):
        if d.body or slugs[i] in FRONT_SECTIONS or i + 1 >= len(drafts):
            continue
        d.article.kind = "part"
        last = PART_LAST_SECTION.get(slugs[i])
        if last is not None and last not in slugs[i + 1 :]:
            raise state.error(f"part {d.article.title!r}: its last section {last!r} is not after it", line=d.heading.n)
        for j in range(i + 1, len(drafts)):
            drafts[j].article.parent = d.article.id
            if slugs[j] == last:
                break


def _write(body: list[Line]) -> _Writer:
    """The Markdown text and examples of a section, from its body lines."""
    writer = _Writer()
    for k, ln in enumerate(body):
        nxt = body[k + 1] if k + 1 < len(body) else None
        if _is_heading_candidate(ln) and _is_label(ln.text):
            writer.label(ln)
        elif (
            TERM_RE.match(ln.text)
            and not LIST_RE.match(ln.text)
            and not ARROW_START_RE.match(ln.text)
            and nxt is not None
            and not ln.gap_after
            and not LIST_RE.match(nxt.text)
            and not EXAMPLE_RE.match(nxt.text)
        ):
            writer.term(ln)
        else:
            writer.add(ln)
    return writer


def _article(draft: Draft) -> Article:
    writer = _write(draft.body)
    numbered = 0
    for first, ex_lines in writer.examples:
        if first.startswith("Exemple"):
            numbered += 1
        draft.article.examples.append(
            Example(
                label=_example_label(first, numbered),
                text=_pua(" ".join(x.text for x in ex_lines)),
                line_start=ex_lines[0].n,
                line_end=ex_lines[-1].n,
            )
        )
    draft.article.title = _pua(draft.article.title)
    return draft.finish(writer.markdown())


def parse(source: Source, meta: BookMeta) -> Book:
    """Parse the Aix book into sections (slug ids), with parts as parents."""
    state = ParserState(source, meta)
    if not state.nonblank():
        raise source.error("no text")
    run(state, PRESET)
    if not state.drafts:
        raise source.error("no section heading found")
    _parts(state)
    articles: list[Article] = []
    for d in state.drafts:
        if d.article.number in FRONT_SECTIONS:
            state.front.extend([d.heading, *d.body])
        else:
            articles.append(_article(d))
    return state.book(articles, "\n".join(_pua(ln.text) for ln in state.front_lines()))
