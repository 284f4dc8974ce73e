"""Where each page of the static site lives, and relative links between pages.

Every page is a folder with an ``index.html`` (``ropta/9.6/index.html`` is served as
``/ropta/9.6/``), and every link is relative, so the site works from any host and any
sub-folder (``https://club.example/reglements/``) without configuration.

>>> article_dir("ropta:9.6"), article_dir("tda:PR-9"), article_dir("aix:les-blinds")
('ropta/9.6/', 'tda/PR-9/', 'aix/les-blinds/')
>>> href("ropta/9.6/", "tda/47/")
'../../tda/47/'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping

HOUSE_DIR = "club/"
TOPICS_DIR = "themes/"
COMPARE_DIR = "comparer/"
GLOSSARY_DIR = "glossaire/"
SEARCH_DIR = "recherche/"

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def segment(text: str) -> str:
    """A URL path segment made of safe characters only ("1.1 bis" → "1.1-bis"); never
    empty, never "." or "..".

    >>> segment("1.1 bis"), segment("..")
    ('1.1-bis', '_..')
    """
    out = _UNSAFE.sub("-", text).strip("-") or "_"
    return "_" + out if set(out) <= {"."} else out


# The site's own folders: an imported book may be called « club » (the house rules' folder)
# or « assets »; its pages go to « club-livre/ » instead of replacing the site's.
_RESERVED = {HOUSE_DIR, TOPICS_DIR, COMPARE_DIR, GLOSSARY_DIR, SEARCH_DIR, "assets/", "pagefind/"}


def book_dir(book: str) -> str:
    """A book's folder (``"club"`` → ``"club-livre/"``: see ``_RESERVED``)."""
    folder = segment(book) + "/"
    return folder[:-1] + "-livre/" if folder in _RESERVED else folder


def article_dir(article_id: str) -> str:
    """``book:number`` → ``book/number/`` (an edition ``ropta@2024-09:9.6`` keeps its ``@``
    as ``-``).

    >>> article_dir("club:1")
    'club-livre/1/'
    """
    book, _, number = article_id.partition(":")
    return f"{book_dir(book)}{segment(number)}/"


def _unique(keys: list[str], plain: Mapping[str, str], exact: Callable[[str], bool] = lambda key: False) -> dict[str, str]:
    """Key → folder, one folder per key: a key whose ``plain`` folder another has gets
    ``-2`` (then ``-3``…). Keys ``exact`` claim their folder first, then the others in
    order, even against a suffix (« 1-a-2 » keeps its folder)."""
    first: dict[str, str] = {}
    for key in sorted(keys, key=lambda k: not exact(k)):  # (a stable sort: order kept within)
        first.setdefault(plain[key], key)
    used = set(first)
    folders: dict[str, str] = {}
    for key in keys:
        folder, n = plain[key], 2
        if first[folder] != key:
            while folder in used:
                folder = f"{plain[key][:-1]}-{n}/"
                n += 1
            used.add(folder)
        folders[key] = folder
    return folders


def book_folders(book_ids: Iterable[str]) -> dict[str, str]:
    """Book id → its folder, one per book: an imported book called « ropta-2025-02 » and
    the edition « ropta@2025-02 » would both write ``ropta-2025-02/``; the id written as
    it is keeps the folder, the other gets ``-2``.

    >>> book_folders(["ropta", "ropta@2025-02", "ropta-2025-02"])
    {'ropta': 'ropta/', 'ropta@2025-02': 'ropta-2025-02-2/', 'ropta-2025-02': 'ropta-2025-02/'}
    """
    ids = list(book_ids)
    return _unique(ids, {b: book_dir(b) for b in ids}, exact=lambda b: book_dir(b) == b + "/")


def article_folders(article_ids: Iterable[str], books: Mapping[str, str] | None = None) -> dict[str, str]:
    """Article id → page folder, one folder per article: the ids are taken in book order
    and one whose :func:`article_dir` an earlier one has gets ``-2`` (then ``-3``…) — two
    numbers that differ only by their unsafe characters (« 1 a », « 1-a ») read the same.
    ``books``: each book's folder (:func:`book_folders`), else :func:`book_dir`.

    >>> article_folders(["club:1 a", "club:1-a", "club:2"])
    {'club:1 a': 'club-livre/1-a/', 'club:1-a': 'club-livre/1-a-2/', 'club:2': 'club-livre/2/'}
    >>> article_folders(["c:1 a", "c:1-a", "c:1-a-2"])["c:1-a"]
    'c/1-a-3/'
    """
    ids = list(article_ids)
    plain = {}
    for aid in ids:
        book, _, number = aid.partition(":")
        plain[aid] = f"{books[book] if books and book in books else book_dir(book)}{segment(number)}/"
    return _unique(ids, plain)


def topic_dir(topic: str) -> str:
    return TOPICS_DIR + segment(topic) + "/"


def parameter_dir(param: str) -> str:
    return COMPARE_DIR + segment(param) + "/"


def house_entry_dir(number: str) -> str:
    return HOUSE_DIR + segment(number) + "/"


def root_of(page_dir: str) -> str:
    """The relative path from a page folder back to the site root ("" → "./").

    >>> root_of(""), root_of("ropta/9.6/")
    ('./', '../../')
    """
    depth = page_dir.count("/")
    return "../" * depth if depth else "./"


def href(page_dir: str, target: str) -> str:
    """The relative link from the page in ``page_dir`` to ``target`` (a folder or a file,
    relative to the site root, with an optional ``#fragment``)."""
    return root_of(page_dir) + target
