"""The budgets of an imported book once parsed (``kb/data/limits.toml``): how many
articles, how long each one and the whole text, how deeply its block quotes and lists
nest. The readers refuse a file too big to read (pages, paragraphs, unzipped bytes); these
refuse a book the build could not take in its time and memory, before it enters the library.

>>> check_text_budgets(Extracted([">" * 30 + " cité"]), "club.md")
Traceback (most recent call last):
kb.errors.KBError: club.md:1: profondeur d'imbrication (citations, listes) : 30 niveaux, au plus 20 niveaux (limite « nesting_depth » de kb/data/limits.toml)
"""

from __future__ import annotations

import re

from kb.errors import KBError
from kb.formats import Extracted
from kb.limits import LIMITS
from kb.model import Book
from kb.text import line_depth

# A word or a sign, as the language model's tokenizer roughly counts them.
_WORD = re.compile(r"\w+|[^\w\s]")


def check_text_budgets(extracted: Extracted, filename: str) -> None:
    """A KBError naming ``filename``, the limit and the value, for a text over one of the
    budgets said before it is parsed: its characters, its words and signs, the deepest
    nesting of its lines (with the line)."""
    LIMITS.book_chars.check(sum(len(line) + 1 for line in extracted.lines), path=filename)
    LIMITS.book_words.check(sum(len(_WORD.findall(line)) for line in extracted.lines), path=filename)
    deepest = max(enumerate(extracted.lines, start=1), key=lambda item: line_depth(item[1]), default=None)
    if deepest is not None and line_depth(deepest[1]) > LIMITS.nesting_depth.max_value:
        raise KBError(LIMITS.nesting_depth.exceeded(line_depth(deepest[1])), path=filename, line=deepest[0])


def check_book_budgets(book: Book, filename: str) -> None:
    """A KBError naming ``filename``, the limit and the value, for a parsed book over one
    of its budgets: the number of its articles, the longest article (named)."""
    LIMITS.articles.check(len(book.articles), path=filename)
    longest = max(book.articles, key=lambda a: len(a.text), default=None)
    if longest is not None and len(longest.text) > LIMITS.article_chars.max_value:
        raise KBError(f"article {longest.id} : {LIMITS.article_chars.exceeded(len(longest.text))}", path=filename)
