"""Two article numbers that read as one address (« 1 a » and « 1-a » → ``1-a/``): the later
one in book order gets ``1-a-2/``, and every link follows — ``kb export site`` stopped on
« deux pages à la même adresse »."""

from __future__ import annotations

import re
from dataclasses import replace

from kb.corpus import DEFAULT_CORPUS, load_manifest
from kb.model import Article, Book, Library
from kb.search import Glossary
from kb.site.context import SiteContext
from kb.site.export import build_pages
from kb.topics.index import INDEX_VERSION, TopicIndex

META = replace(next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "aix"), id="club", title="Club", short="Club")
NUMBERS = ["1 a", "1-a", "1-a-2", "2"]


def _context() -> SiteContext:
    articles = [Article(f"club:{n}", "club", n, f"Titre {n}", None, f"Texte de l'article {n}.", 1, 1) for n in NUMBERS]
    library = Library([Book(META, articles)])
    ids = [a.id for a in articles]
    topics = TopicIndex({"version": INDEX_VERSION, "topics": [], "by_topic": {},
                         "articles": {i: {"topics": []} for i in ids},
                         "related": {i: {"same_topic": [], "see": [], "cited_by": []} for i in ids}})
    return SiteContext(library, topics, [], Glossary([]), ["club"])


def test_numbers_reading_as_one_address_get_one_page_each() -> None:
    ctx = _context()
    pages = {p.folder: p for p in build_pages(ctx)}  # raised « deux pages à la même adresse »
    assert ctx.folders == {"club:1 a": "club-livre/1-a/", "club:1-a": "club-livre/1-a-3/",
                           "club:1-a-2": "club-livre/1-a-2/", "club:2": "club-livre/2/"}
    assert "Titre 1 a" in pages["club-livre/1-a/"].html and "Titre 1-a<" in pages["club-livre/1-a-3/"].html
    toc = re.findall(r'href="([^"]+)"[^>]*>([^<]+)<', pages["club-livre/"].html)
    assert ("../club-livre/1-a-3/", "1-a — Titre 1-a") in toc and ("../club-livre/1-a/", "1 a — Titre 1 a") in toc
    # the pager of « 1 a » leads to « 1-a », at its own address
    assert 'rel="next" href="../../club-livre/1-a-3/"' in pages["club-livre/1-a/"].html
