"""``kb export site``: the knowledge base as a static website, written atomically.

The pages are rendered in memory, written into a temporary folder next to the target,
indexed by Pagefind, given their service worker, then swapped in: an existing site is
replaced only when the new one is complete. The same input gives the same bytes (no
dates, every list in a fixed order), so a club can publish the folder as is and diff it.

>>> report = export_site(kb, Path("build/site"))                   # doctest: +SKIP
>>> report.pages, report.bytes                                      # doctest: +SKIP
(412, 5123456)
"""

from __future__ import annotations

import os
import shutil
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from kb.atomic import clean_stale, temp_folder
from kb.errors import KBError
from kb.houserules import HouseDocument
from kb.knowledge import KnowledgeBase
from kb.site.articles import book_pages
from kb.site.comparison import parameter_pages
from kb.site.context import SiteContext, open_context
from kb.site.home import VOCABULARY_FILE, glossary_page, home_page, search_page, vocabulary
from kb.site.house import house_pages
from kb.site.layout import Page
from kb.site.offline import ASSETS, MANIFEST_FILE, SW_FILE, manifest, service_worker
from kb.site.pagefind import BUNDLE_DIR, index_site
from kb.site.themes import topic_pages

# Written in every exported site: an existing folder is replaced only when it holds this
# file (or is empty), so a mistyped OUT never deletes someone's documents.
MARKER = ".kb-site"
STATIC_ASSETS = ("site.css", "site.js", "icon.svg")


@dataclass(frozen=True)
class SiteReport:
    """What was written: the folder, the number of pages, the bytes of the whole site and
    of the Pagefind bundle."""

    folder: Path
    pages: int
    bytes: int
    index_bytes: int
    files: int


def build_pages(ctx: SiteContext) -> list[Page]:
    """Every page of the site, in a fixed order; two pages in one folder is an error."""
    pages = [home_page(ctx), search_page(ctx), glossary_page(ctx)]
    pages += house_pages(ctx)
    for book in ctx.books:
        pages += book_pages(ctx, book)
    pages += topic_pages(ctx)
    pages += parameter_pages(ctx)
    seen = Counter(p.folder for p in pages)
    clashes = sorted(f for f, n in seen.items() if n > 1)
    if clashes:
        raise KBError(f"deux pages à la même adresse : {', '.join(clashes[:5])}")
    return pages


def write_files(ctx: SiteContext, pages: list[Page], folder: Path) -> None:
    """The pages, the assets, the vocabulary and the manifest (not yet the index)."""
    for p in pages:
        target = folder / p.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(p.html.encode("utf-8"))
    (folder / "assets").mkdir(exist_ok=True)
    for name in STATIC_ASSETS:
        shutil.copyfile(ASSETS / name, folder / "assets" / name)
    (folder / VOCABULARY_FILE).write_bytes(vocabulary(ctx))
    (folder / MANIFEST_FILE).write_bytes(manifest(ctx.name))
    (folder / MARKER).write_text("Site statique exporté par `kb export site`.\n", encoding="utf-8")


def _check_target(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise KBError("la destination existe et n'est pas un dossier", path=str(out))
    # A file on the way (OUT = notes.txt/site) made mkdir say « File exists », in English.
    on_the_way = next((p for p in out.parents if p.exists()), None)
    if on_the_way is not None and not on_the_way.is_dir():
        raise KBError(f"la destination {out} passe par un fichier, pas un dossier", path=str(on_the_way))
    if out.is_dir() and any(out.iterdir()) and not (out / MARKER).exists():
        raise KBError("la destination n'est ni vide ni un site exporté par kb : choisir un dossier neuf", path=str(out))


def swap_in(built: Path, out: Path) -> None:
    """Replace ``out`` by ``built`` (two renames in the same folder: the old site stays
    whole until the new one is in place)."""
    old = None
    if out.exists():
        old = temp_folder(out.parent, f".{out.name}.old-")
        os.replace(out, old / "site")
    os.replace(built, out)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) of every file under ``folder``."""
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def export_site(
    kb: KnowledgeBase,
    out: Path,
    *,
    books: list[str] | None = None,
    house: HouseDocument | None = None,
    progress: Callable[[str], None] | None = None,
) -> SiteReport:
    """Export the knowledge base of ``kb`` as a static site in ``out`` (see the module
    docstring); ``books`` restricts the books, ``house`` makes the club's document the
    site's main book."""
    say = progress or (lambda message: None)
    out = Path(out).absolute()
    _check_target(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    clean_stale(out.parent, (f".{out.name}.tmp-", f".{out.name}.old-"))  # left by an export killed before
    say("lecture de la base de connaissances")
    ctx = open_context(kb, books, house)
    pages = build_pages(ctx)
    tmp = temp_folder(out.parent, f".{out.name}.tmp-")
    try:
        say(f"écriture de {len(pages)} pages")
        write_files(ctx, pages, tmp)
        say("index de recherche (Pagefind)")
        index_site(tmp, sorted({p.folder.rstrip("/").rpartition("/")[0] for p in pages if p.indexed}))
        (tmp / SW_FILE).write_bytes(service_worker(tmp))
        tmp.chmod(0o755)  # mkdtemp makes it private; a web server must read it
        size, files = folder_size(tmp)
        index_bytes, _ = folder_size(tmp / BUNDLE_DIR)
        swap_in(tmp, out)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return SiteReport(out, len(pages), size, index_bytes, files)
