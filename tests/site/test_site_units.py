"""The site's small parts: addresses, the CBOR codec of Pagefind's files, the restriction
of the parameters to the exported books, and the modules' doctests."""

from __future__ import annotations

import doctest
import gzip
import importlib
from dataclasses import replace
from pathlib import Path

import pytest

from kb.model import Book, Library
from kb.site import cbor
from kb.site.articles import book_page
from kb.site.context import open_context
from kb.site.pagefind import SIGNATURE
from kb.site.urls import article_dir, href, segment

MODULES = ["kb.site.urls", "kb.site.themes", "kb.site.cbor"]


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize(
    ("article", "folder"),
    [("ropta:9.6", "ropta/9.6/"), ("tda:PR-9", "tda/PR-9/"), ("ciaffone:1.11.b", "ciaffone/1.11.b/"),
     ("redcactus:39a", "redcactus/39a/"), ("ropta@2024-09:9.6", "ropta-2024-09/9.6/")],
)
def test_article_addresses(article: str, folder: str) -> None:
    assert article_dir(article) == folder


def test_segments_never_climb_out_of_the_site() -> None:
    assert segment("..") == "_.." and segment(".") == "_." and segment("") == "_"
    assert segment("../etc/passwd") == "..-etc-passwd"  # one folder name, no slash
    assert href("tda/47/", "ropta/9.6/#x") == "../../ropta/9.6/#x"


def test_cbor_round_trips_pagefind_files(site: Path) -> None:
    files = sorted((site / "pagefind").glob("*.pf_meta")) + sorted((site / "pagefind" / "filter").iterdir())
    assert len(files) >= 3
    for path in files:
        data = gzip.decompress(path.read_bytes())
        assert data.startswith(SIGNATURE)
        assert cbor.encode(cbor.decode(data[len(SIGNATURE):])) == data[len(SIGNATURE):]


def test_filter_values_are_written_in_order(site: Path) -> None:
    for path in sorted((site / "pagefind" / "filter").iterdir()):
        name, values = cbor.decode(gzip.decompress(path.read_bytes())[len(SIGNATURE):])
        assert name in ("livre", "thème")
        assert [v[0] for v in values] == sorted(v[0] for v in values)


def test_cbor_rejects_what_it_does_not_know() -> None:
    with pytest.raises(ValueError):
        cbor.decode(bytes([0xFB]) + bytes(8))  # a float
    with pytest.raises(ValueError):
        cbor.encode(1.5)


def test_parameters_show_only_the_exported_books(kb) -> None:  # type: ignore[no-untyped-def]
    ctx = open_context(kb, ["tda"])
    clock = next(p for p in ctx.parameters if p.id == "time.seconds_after_call")
    assert list(clock.values) == ["tda"]
    assert ctx.books == ["tda"] and not ctx.has("ropta:9.6") and ctx.has("tda:47")


def _renamed(book: Book, new_id: str) -> Book:
    """A copy of ``book`` under the id ``new_id`` (its articles' ids and parents with it)."""
    def moved(aid: str | None) -> str | None:
        return f"{new_id}:{aid.split(':', 1)[1]}" if aid else aid

    articles = [replace(a, id=str(moved(a.id)), book=new_id, parent=moved(a.parent)) for a in book.articles]
    return replace(book, meta=replace(book.meta, id=new_id), articles=articles)


def test_a_book_named_like_an_edition_gets_its_own_folder(kb) -> None:  # type: ignore[no-untyped-def]
    """An imported book « aix-2025-02 » and the edition « aix@2025-02 » both wanted
    ``aix-2025-02/``: the export stopped on « deux pages à la même adresse »."""
    aix = kb.library.books["aix"]
    library = Library([aix, _renamed(aix, "aix@2025-02"), _renamed(aix, "aix-2025-02")])
    ctx = replace(open_context(kb, ["aix"]), library=library, books=list(library.books))
    pages = {book_page(ctx, b).folder for b in library.books}
    assert {ctx.book_dir(b) for b in library.books} == {"aix/", "aix-2025-02/", "aix-2025-02-2/"}
    assert ctx.book_dir("aix-2025-02") == "aix-2025-02/" and ctx.book_dir("aix@2025-02") == "aix-2025-02-2/"
    first = aix.articles[0].id.split(":", 1)[1]
    assert ctx.article_dir(f"aix@2025-02:{first}").startswith("aix-2025-02-2/")
    assert pages == {"aix/", "aix-2025-02/", "aix-2025-02-2/"}
    assert len(set(ctx.folders.values())) == len(ctx.folders) == 3 * len(aix.articles)
