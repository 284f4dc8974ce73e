"""A trial library: a few files imported as ``kb import`` imports them into a library of
their own, and built with the corpus in a cache of its own — how the measures and the tests
of imported books read them, the user's library and cache left alone.

>>> kb = trial_knowledge_base([(Path("club.md"), "club", "Club")], tmp)  # doctest: +SKIP
>>> kb.library.by_book("club")[0].id                                   # doctest: +SKIP
'club:1'
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.userlib.preview import import_file


def trial_knowledge_base(files: Iterable[tuple[Path, str, str]], root: Path,
                         corpus: Path = DEFAULT_CORPUS) -> KnowledgeBase:
    """The knowledge base of ``corpus`` and ``files`` — each a (path, book id, title) —
    imported in their order into ``root/library`` and built in ``root/cache``. ``root`` is
    the caller's (a temporary folder); a file that cannot be imported is its KBError."""
    library = root / "library"
    library.mkdir()
    for path, book_id, title in files:
        import_file(path, book_id, title, corpus=corpus, library=library)
    kb = KnowledgeBase(corpus, cache_root=root / "cache", library=library)
    kb.build()
    return kb
