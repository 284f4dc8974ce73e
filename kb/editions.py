"""Editions of a book: which editions the library holds, and what changed between two.

Articles are matched across two editions by number first (the same number, and the same
title or a similar wording), then — for those left — by title and wording similarity, so
that an article renumbered by the new edition is recognised as the same rule. Each pair is
then renumbered, retitled, changed or unchanged; the articles left unmatched were removed
(old) or added (new) — and so was an article the new edition prints struck through as a
whole (a redline's deleted article: struck wording, none in force), or the old one did. A
part's heading with no wording of its own (« Section 6 : Jackpot progressif ») is neither:
the articles under it are what was added or removed (the same book as a Word file and as
Markdown may hold one heading more — the Markdown file's first heading is its title).

Two wordings are compared apart: the wording in force (the current text) and the struck
wording (what the book keeps as deleted). A pair is « changed » when its wording in force
differs once white space is normalised (a word diff shows how, numbers flagged:
:func:`kb.compare.diff_texts`), whatever the parsers made of the rest; a change of the
struck wording alone is listed apart (``struck_changed``), the rule in force being the same.

>>> diff = diff_editions(library, "ropta@2024-09", "ropta")   # doctest: +SKIP
>>> diff.renumbered                                            # doctest: +SKIP
[('ropta@2024-09:9.7', 'ropta:9.8')]
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.compare import WordDiff, diff_texts, labelled_alike, token_key, tokens
from kb.corpus import EDITION_SEP, edition_slug
from kb.corpus.hyphens import book_words, join_split_words
from kb.corpus.rules.marked import split_marked
from kb.corpus.source import read_source
from kb.errors import KBError
from kb.model import Article, Book, Library

# Two articles with the same number are the same rule when their titles are equal or their
# wordings this similar; two with different numbers need this much (title or wording).
SAME_NUMBER_SIMILARITY = 0.5
MOVED_SIMILARITY = 0.6
# An article with the same number between two pairs of the same numbers (or a book's end)
# is the same rule rewritten when its wording is at least this similar.
ANCHORED_SIMILARITY = 0.25


def editions(library: Library, book: str) -> list[Book]:
    """The editions of ``book`` in the library, the current one first, then newest first."""
    base = book.split(EDITION_SEP, 1)[0]
    # (a current edition's edition_of is "": « kb editions "" » listed every book)
    found = [b for b in library.books.values() if b.id == base or (base and b.meta.edition_of == base)]
    if not found:
        raise KBError(f"livre inconnu {book!r} (livres : {', '.join(b for b in library.books if EDITION_SEP not in b)})")
    return found


def edition(library: Library, spec: str) -> Book:
    """The edition ``spec`` names: ``ropta`` (the current one), ``ropta@2024-09``, or the
    current one by its edition (``ropta@2025-02``)."""
    if spec in library.books:
        return library.books[spec]
    base, _, wanted = spec.partition(EDITION_SEP)
    for book in editions(library, base):
        if edition_slug(book.meta.version) == edition_slug(wanted):
            return book
    known = ", ".join(f"{base}{EDITION_SEP}{edition_slug(b.meta.version)}" for b in editions(library, base))
    raise KBError(f"édition inconnue {spec!r} (éditions : {known})")


# Markup that says nothing of the rule: HTML tags (``<sup>e</sup>``), link targets (``[§6.1](#)``,
# ``[site][1]`` and its ``[1]: url``), emphasis and escapes, rules (``---``). Two parsers (the
# book's own and the generic one reading a new edition) do not keep the same markup.
_TAGS = re.compile(r"<[^>]+>")
_LINK = re.compile(r"\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])")
# An image (« ![Fou](images/fou.png) »): a picture, no wording — a PDF or a Word file shows
# it without its description.
_IMAGE = re.compile(r"!\[[^\]]*\]\([^)]*\)")
_MARKS = re.compile(r"\\(?=[-*_#.()\[\]])|[*_~`]+|^\s*[-*_]{3,}\s*$|^[ \t]*\[[^\]\n]+\]:[ \t]+\S+[ \t]*$", re.MULTILINE)
# A list item's bullet or dash and a Markdown heading's marks, at a line's start: the same
# list is « - » in a Word file read as Markdown, « • » or « ◦ » in its PDF, nothing when
# the PDF draws its bullets (Chromium); a sub-heading « #### EXEMPLES » in one, a line in
# capitals in the other. A Markdown quote's marks (« > 1. », « > > a. ») too: a web page or
# a PDF sets the quote off by its indent.
_ITEM = re.compile(r"^[ \t]*(?:>[ \t]*)*(?:(?:[-+•◦▪‣·–—]|#{1,6})(?:[ \t]+|$))?", re.MULTILINE)
# A table's row (« | Niveau | Durée | »): its cells are wording, the way a file sets them out
# is not — the padding that aligns the columns, the delimiter row under the header
# (« |:---|:---:| », Markdown's alone: a Word, web page or PDF table has none), the last
# pipe a row may leave out, the empty cells closing a row (an image's cell, once the image
# is left out). The cells themselves stay apart: a value moved to another column changes.
_ROW = re.compile(r"^[ \t]*\|.*$", re.MULTILINE)
_CELL_SEP = re.compile(r"(?<!\\)\|")
_DELIMITER = re.compile(r":?-+:?")


def _row(match: re.Match[str]) -> str:
    """A table's row as two files setting out the same cells both write it:
    ``"|  a |b  | |"`` → ``"| a | b |"``, a delimiter row ``"|:--|--:|"`` → ``""``."""
    cells = [cell.strip() for cell in _CELL_SEP.split(match.group(0).strip()[1:])]
    while cells and not cells[-1]:
        cells.pop()
    if all(_DELIMITER.fullmatch(cell) for cell in cells):
        return ""
    return "| " + " | ".join(cells) + " |"


# A table a Markdown file keeps in HTML (Légifrance's ``<table>``): its rows and cells, which
# a Word file, a web page or a PDF of the same text gives as ``| … |`` rows.
_HTML_ROW = re.compile(r"<tr\b[^>]*>(.*?)</tr\s*>", re.IGNORECASE | re.DOTALL)
_HTML_CELL = re.compile(r"<t[dh]\b[^>]*>(.*?)</t[dh]\s*>", re.IGNORECASE | re.DOTALL)


def _html_row(match: re.Match[str]) -> str:
    """An HTML table's row as a ``| … |`` row of its cells' words, on a line of its own.

    >>> _html_row(_HTML_ROW.search('<tr><td><p>Roulette <br/>anglaise</p></td><td>23</td></tr>'))
    '\\n| Roulette anglaise | 23 |\\n'
    """
    cells = [" ".join(_TAGS.sub(" ", cell).split()) for cell in _HTML_CELL.findall(match.group(1))]
    return "\n| " + " | ".join(cells) + " |\n"


def plain(text: str) -> str:
    """The wording without markup: ``"le [§ 6.1](#) du 1<sup>er</sup> **jour**"`` →
    ``"le § 6.1 du 1er jour"``; a list item's bullet or a heading's marks at a line's
    start too (``"- Cas A"`` and ``"• Cas A"`` → ``"Cas A"``), images
    (``"![Fou](fou.png)"`` → ``""``) and a table's layout (``"|:--|"`` → ``""``, see ``_ROW``).

    >>> plain("> > a. Cas A")
    'a. Cas A'
    >>> plain("| Pièce  | Symbole |\\n|:------|:------:|\\n| Roi | ![Roi](roi.png)")
    '| Pièce | Symbole |\\n\\n| Roi |'
    """
    text = _LINK.sub(r"\1", _IMAGE.sub("", _TAGS.sub("", _HTML_ROW.sub(_html_row, text))))
    return _MARKS.sub("", _ITEM.sub("", _ROW.sub(_row, text)))


def normal(text: str) -> str:
    """A wording with its white space normalised, the way two editions' wordings are told
    equal or not: runs of white space (line breaks, non-breaking spaces) one space, none
    before a closing mark nor after an opening one.

    >>> normal("Le joueur  dispose de 30 secondes .  ( voir 2 )")
    'Le joueur dispose de 30 secondes. (voir 2)'

    An ordinal's raised letters, which a PDF sets apart (« 2 e », « 1 er »), go with their
    number as a Word file or a web page writes them:

    >>> normal("le 2 e jeu, le 1 er joueur, 2 e) la suite")
    'le 2e jeu, le 1er joueur, 2 e) la suite'

    A typographic apostrophe is the straight one (a word processor's autocorrection); a list
    item's dash or bullet (Légifrance's « ― », Markdown's « - », a web page's none) is layout:

    >>> normal("l’association") == normal("l'association"), normal("a.\\n― pour") == normal("a.\\n- pour") == normal("a.\\npour")
    (True, True)
    """
    text = _ITEM_DASH.sub("", text)  # a list item's mark is its layout, whichever dash prints it
    text = " ".join(text.replace("’", "'").split())
    text = _ORDINAL.sub("", text)
    return re.sub(r"(?<=[(\[«]) | (?=[,.;:!?)\]»])", "", text)


_ITEM_DASH = re.compile(r"(?m)^[ \t]*[-–—―•▪◦*][ \t]+")  # a list item's mark at a line's start
# the space between a number and its ordinal's letters (« 2 e », « 1 er », « 3 rd »), a list's
# « e) » aside
_ORDINAL = re.compile(r"(?<=\d) (?=(?:er|re|ère|e|ème|es|nd|nde|st|rd|th)\b(?!\)))", re.IGNORECASE)


def parsed_wording(article: Article) -> str:
    """The wording in force as a parser read it: the current text and worked examples (a
    parser may keep the examples apart)."""
    parts = [article.text, *(f"{ex.label} {ex.text}" for ex in article.examples)]
    return plain("\n".join(p for p in parts if p))


def parsed_struck(article: Article) -> str:
    """The struck wording as a parser read it (spans joined by line breaks)."""
    return plain("\n".join(article.struck))


Wording = Callable[[Article], str]


@dataclass(frozen=True)
class Wordings:
    """How an article's two wordings are read: in force (``current``) and ``struck``."""

    current: Wording = parsed_wording
    struck: Wording = parsed_struck

    def matching(self, article: Article) -> str:
        """The wording articles are matched on: the one in force, or the struck wording of
        an article deleted whole (no wording in force left)."""
        return self.current(article) or self.struck(article)


PARSED = Wordings()


def _heading_text(head: str, text: str) -> str:
    """What of a heading line the parser read as the article's text (both normalised): the
    whole line (the TDA's sections open at their first sentence), the words after a run-in
    heading — three at least — or nothing.

    >>> _heading_text("Art. 6. – Ne constituent pas une somme", "Ne constituent pas une somme engagée")
    'Ne constituent pas une somme'
    >>> _heading_text("2: Mises", "Mises et relances.")
    ''
    """
    if not head or not text:
        return ""
    if text.startswith(head):
        return head
    for i, ch in enumerate(head):
        rest = head[i + 1:]
        if ch == " " and len(rest.split()) >= 3 and text.startswith(rest):
            return rest
    return ""


def _source_text(sources: dict[str, list[str]], article: Article, words: frozenset[str] = frozenset()) -> str | None:
    """The lines an article consumed in its source file, heading line left out but for
    what the parser read of it as text, each word a line end split with a hyphen joined
    back as the words of both editions say (``words``: a PDF breaks « re-shuffled » where
    the plain text does not) — None: no source given for its book."""
    lines = sources.get(article.book)
    if lines is None:
        return None
    first = article.line_start
    head = ""
    if first <= len(lines):
        current = split_marked(lines[first - 1], ("~~", "~~"))[0]  # (struck words in a heading: left out)
        head = _heading_text(normal(plain(current)), normal(parsed_wording(article)))
    kept = [n for n in article.lines if n != first and n <= len(lines)]
    title, wording = normal(plain(article.title)), normal(parsed_wording(article))
    # a title set below its heading (« Chapitre 1er » over « Dispositions générales. ») is the heading's
    while kept and (below := normal(plain(lines[kept[0] - 1])).rstrip(".")) and below in title and below not in wording:
        kept.pop(0)
    return "\n".join(join_split_words([head] * bool(head) + [lines[n - 1] for n in kept], words))


def source_wordings(sources: dict[str, list[str]], markup: tuple[str, str] = ("~~", "~~")) -> Wordings:
    """The wordings of an article as its source file writes them, heading line left out
    (``sources``: book id → its source lines; ``markup``: the marks of struck wording).
    Two editions read by two parsers (the book's own, the generic one) then compare on
    what the books say, not on how each parser arranged it (examples apart or inline);
    the struck spans are taken out of the wording in force and compared apart.

    >>> a = Article("x:1", "x", "1", "T", None, "", 1, 2, lines=[1, 2])
    >>> w = source_wordings({"x": ["1. T", "Le ~~gros~~ petit blind."]})
    >>> w.current(a), w.struck(a)
    ('Le petit blind.', 'gros')
    """

    words = book_words(line for lines in sources.values() for line in lines)

    def current(article: Article) -> str:
        text = _source_text(sources, article, words)
        return parsed_wording(article) if text is None else plain(split_marked(text, markup)[0])

    def struck(article: Article) -> str:
        text = _source_text(sources, article, words)
        return parsed_struck(article) if text is None else plain("\n".join(split_marked(text, markup)[1]))

    return Wordings(current, struck)


def similarity(a: Article, b: Article, wording: Wording = PARSED.matching) -> float:
    """How alike two articles are: 1 for equal titles, else the word-diff ratio of their
    wordings (0 to 1)."""
    if a.title and token_key(plain(a.title)) == token_key(plain(b.title)):
        return 1.0
    return diff_texts(wording(a), wording(b)).similarity


def match_articles(
    old: list[Article], new: list[Article], wording: Wording = PARSED.matching
) -> list[tuple[Article, Article]]:
    """Pairs (old article, new article) of the same rule, in the new edition's order."""
    by_number = {a.number: a for a in old}
    # new id → the old article of its number and how alike they are
    same = {b.id: (a, similarity(a, b, wording)) for b in new if (a := by_number.get(b.number)) is not None}
    pairs = {i: a for i, (a, score) in same.items() if score >= SAME_NUMBER_SIMILARITY}  # new id → old article
    below = {i: score for i, (_, score) in same.items() if score < SAME_NUMBER_SIMILARITY}
    _anchored(old, new, pairs, by_number, below)
    taken = {a.id for a in pairs.values()}
    left_old = [a for a in old if a.id not in taken]
    left_new = [b for b in new if b.id not in pairs]
    words = {a.id: {token_key(t) for t in tokens(f"{a.title} {wording(a)}")} for a in left_old + left_new}
    candidates: list[tuple[float, int, int]] = []
    for i, a in enumerate(left_old):
        for j, b in enumerate(left_new):
            union = words[a.id] | words[b.id]
            if union and len(words[a.id] & words[b.id]) / len(union) < MOVED_SIMILARITY / 2:
                continue  # too few shared words to be worth a word diff
            score = similarity(a, b, wording)
            if score >= MOVED_SIMILARITY:
                candidates.append((score, i, j))
    used_old: set[int] = set()
    used_new: set[int] = set()
    for _, i, j in sorted(candidates, reverse=True):
        if i not in used_old and j not in used_new:
            used_old.add(i)
            used_new.add(j)
            pairs[left_new[j].id] = left_old[i]
    return [(pairs[b.id], b) for b in new if b.id in pairs]


def _anchored(old: list[Article], new: list[Article], pairs: dict[str, Article],
              by_number: dict[str, Article], below: dict[str, float]) -> None:
    """Pair, in ``pairs``, each article left (``below``: its similarity to the old one of its
    number) with that old one, left too, when their neighbours are paired (or both are a
    book's first, or last): a rule rewritten in place (« Constitution des lots » half
    rewritten) is the same rule, not one removed and one added under its number."""
    index = {a.id: i for i, a in enumerate(old)}
    taken = {a.id for a in pairs.values()}
    for j, b in enumerate(new):
        if b.id not in below or (a := by_number[b.number]).id in taken:
            continue
        i = index[a.id]
        before = (i == 0 and j == 0) or (i > 0 and j > 0 and pairs.get(new[j - 1].id) is old[i - 1])
        after = ((i == len(old) - 1 and j == len(new) - 1)
                 or (i + 1 < len(old) and j + 1 < len(new) and pairs.get(new[j + 1].id) is old[i + 1]))
        if before and after and below[b.id] >= ANCHORED_SIMILARITY:
            pairs[b.id] = a
            taken.add(a.id)


@dataclass
class ArticleChange:
    """An article whose wording changed between two editions."""

    old: str
    new: str
    diff: WordDiff

    def to_dict(self) -> dict[str, Any]:
        return {
            "old": self.old,
            "new": self.new,
            "similarity": round(self.diff.similarity, 3),
            "numbers_changed": self.diff.numbers_changed,
            "changes": [op.to_dict() for op in self.diff.changes],
        }


@dataclass
class EditionDiff:
    """What changed from edition ``old`` to edition ``new`` of a book (article ids):
    ``changed`` the wording in force, ``struck_changed`` the struck wording only."""

    old: str
    new: str
    added: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    renumbered: list[tuple[str, str]] = field(default_factory=list)
    retitled: list[tuple[str, str]] = field(default_factory=list)
    changed: list[ArticleChange] = field(default_factory=list)
    struck_changed: list[ArticleChange] = field(default_factory=list)
    unchanged: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "old": self.old,
            "new": self.new,
            "added": self.added,
            "removed": self.removed,
            "renumbered": [list(p) for p in self.renumbered],
            "retitled": [list(p) for p in self.retitled],
            "changed": [c.to_dict() for c in self.changed],
            "struck_changed": [c.to_dict() for c in self.struck_changed],
            "unchanged": self.unchanged,
        }


def _changed(a: Article, b: Article, wording: Wording) -> ArticleChange | None:
    """The change of one wording of a pair, None when it reads the same once white space
    is normalised."""
    wa, wb = wording(a), wording(b)
    if labelled_alike(wa, wb, lambda x, y: normal(x) == normal(y)):  # a list's labels by their place
        return None
    return ArticleChange(a.id, b.id, diff_texts(wa, wb, a.id, b.id))


def _struck_whole(article: Article, wordings: Wordings) -> bool:
    """Is the article deleted as a whole — struck wording, none in force (a redline
    edition prints a deleted article struck through, ROPTA « ARTICLE 10-10 »)?"""
    return not normal(wordings.current(article)) and bool(normal(wordings.struck(article)))


def title_words(title: str) -> list[str]:
    """A title's words as a retitling is told: case and punctuation are typesetting (« Titre
    Ier : Objet » and « TITRE Ier – Objet » are one title).

    >>> title_words("Titre Ier : Objet") == title_words("TITRE Ier – Objet")
    True
    """
    return [token_key(t) for t in tokens(plain(title)) if re.match(r"\w", t)]


def _heading_only(article: Article, wordings: Wordings) -> bool:
    """Is the article a part's heading with no wording of its own, in force or struck?"""
    return article.kind == "part" and not normal(wordings.current(article)) and not normal(wordings.struck(article))


def diff_books(old: Book, new: Book, wordings: Wordings = PARSED) -> EditionDiff:
    """The changes from ``old`` to ``new`` (see the module docstring)."""
    out = EditionDiff(old.id, new.id)
    pairs = match_articles(old.articles, new.articles, wordings.matching)
    matched_old = {a.id for a, _ in pairs}
    matched_new = {b.id for _, b in pairs}
    out.removed = [a.id for a in old.articles if a.id not in matched_old and not _heading_only(a, wordings)]
    out.added = [b.id for b in new.articles if b.id not in matched_new and not _heading_only(b, wordings)]
    for a, b in pairs:
        gone_old, gone_new = _struck_whole(a, wordings), _struck_whole(b, wordings)
        if gone_new and not gone_old:  # the new edition prints it struck through: deleted
            out.removed.append(a.id)
            continue
        if gone_old and not gone_new:  # struck in the old one, in force again
            out.added.append(b.id)
            continue
        same = True
        if a.number != b.number:
            out.renumbered.append((a.id, b.id))
            same = False
        if title_words(a.title) != title_words(b.title):
            out.retitled.append((a.id, b.id))
            same = False
        if (change := _changed(a, b, wordings.current)) is not None:
            out.changed.append(change)
            same = False
        if (struck := _changed(a, b, wordings.struck)) is not None:
            out.struck_changed.append(struck)
        out.unchanged += same
    return out


def diff_editions(library: Library, old: str, new: str, corpus: Path | None = None) -> EditionDiff:
    """The changes between two editions named as ``kb diff-editions`` takes them; with the
    ``corpus`` folder, compared on their source files' wording (see :func:`source_wordings`)."""
    a, b = edition(library, old), edition(library, new)
    if (a.meta.edition_of or a.id) != (b.meta.edition_of or b.id):
        raise KBError(f"{old!r} et {new!r} ne sont pas deux éditions du même livre")
    if corpus is None:
        return diff_books(a, b)
    sources = {book.id: read_source(corpus / book.meta.file).lines for book in (a, b)}
    return diff_books(a, b, source_wordings(sources))
