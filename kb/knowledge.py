"""The opened knowledge base: the one object every command and page reads.

Like datasette's views, which receive the one ``Datasette`` object, a command or a page
receives a :class:`KnowledgeBase` and asks it for the library, the topics, the searcher,
the parameters, the quantity spans or the worked examples' results. It builds the cache
if needed, once (see :mod:`kb.build`), then opens each artefact the first time it is
asked for and keeps it. A damaged artefact (an empty or garbled file in the cache) is
reported with a warning and rebuilt, never a traceback.

>>> kb = KnowledgeBase(DEFAULT_CORPUS)              # doctest: +SKIP
>>> kb.library.articles["tda:47"].title             # doctest: +SKIP
'Bouton mort'
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from kb.atomic import clean_stale
from kb.cache import (
    LIBRARY_FILE,
    TRIAL_PREFIX,
    BuildReport,
    KeptTrial,
    build_dir,
    corpus_tag,
    damaged_files,
    default_cache_root,
    is_built,
)
from kb.corpus import DEFAULT_CORPUS, EDITION_SEP, book_folders
from kb.engine.results import EXAMPLES_FILE, ExampleResult, load_results
from kb.errors import KBError
from kb.model import Library
from kb.parameters import PARAMETERS_FILE, VALUE_WARNINGS_FILE, Parameter, load_built, load_value_warnings
from kb.quantities import QUANTITIES_FILE, load_spans
from kb.topics import INDEX_FILE as TOPICS_FILE
from kb.topics import TopicIndex, load_topic_index
from kb.userlib.folder import IMPORT_PREFIX, REMOVE_PREFIX

if TYPE_CHECKING:
    from kb.engine.rules import RuleSet
    from kb.progress import Progress
    from kb.search import Glossary, Searcher, SearchResult

T = TypeVar("T")

# What reading a damaged artefact raises: a missing or truncated file, bad JSON, a record
# whose fields do not match, an unreadable index.
DAMAGED = (OSError, ValueError, KeyError, TypeError, EOFError, KBError)


def warn(message: str) -> None:
    """The default way to tell the user about a repaired cache: one line on stderr."""
    print(f"kb: avertissement : {message}", file=sys.stderr)


class BuildFailed(RuntimeError):
    """The build stopped on what is not an error of the user's input (a library's own
    error, its process dying). ``suspect``: the book folder of the user library imported
    last (``club@2026-01``), the likeliest cause when there is one — an import tries the
    library with its book first (kb.userlib.admission), so a library that fails
    nonetheless most often does so from a book imported before that or by hand; the way
    out is to remove it (``kb remove``, « Retirer ce livre » in the app)."""

    def __init__(self, cause: BaseException, suspect: str | None):
        super().__init__(f"{type(cause).__name__}: {cause}")
        self.suspect = suspect


def newest_book(library: Path | None) -> str | None:
    """The name of the user library's book folder written last (None: no book)."""
    try:
        folders = book_folders(library)
        return max(folders, key=lambda p: p.stat().st_mtime).name if folders else None
    except OSError:
        return None


def library_stamp(library: Path | None) -> tuple[tuple[str, int], ...]:
    """The user library's book folders with the time their manifest was written: what
    changes when a book is imported, removed or replaced."""
    try:
        return tuple((f.name, (f / "manifest.toml").stat().st_mtime_ns) for f in book_folders(library))
    except OSError:
        return ()


def user_cache_root() -> Path:
    """The per-user cache folder: ``$XDG_CACHE_HOME/kb-poker`` (default ``~/.cache/kb-poker``)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "kb-poker"


def writable(folder: Path) -> bool:
    """True when ``folder`` exists or can be made, and a file can be created in it."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = Path(tempfile.mkdtemp(prefix=".probe-", dir=folder))
        probe.rmdir()
        return True
    except OSError:
        return False


def _read_library(path: Path) -> Library:
    return Library.from_dict(json.loads(path.read_text(encoding="utf-8")))


class KnowledgeBase:
    """The compiled knowledge base of one corpus folder plus a user library (the books
    imported with ``kb import``; None: none), opened lazily.

    Nothing is built or read when the object is created: ``kb rule`` never waits for a
    build it does not need. ``cache_root`` defaults to ``$KB_CACHE_DIR`` or ``.cache/kb``.
    """

    def __init__(
        self,
        corpus: Path = DEFAULT_CORPUS,
        cache_root: Path | None = None,
        *,
        library: Path | None = None,
        warn: Callable[[str], None] = warn,
    ):
        self.corpus = Path(corpus)
        self.user_library = Path(library) if library is not None else None
        self.cache_root = cache_root if cache_root is not None else default_cache_root()
        self._warn = warn
        self._lock = threading.RLock()
        self._folder: Path | None = None
        self._opened: dict[str, Any] = {}
        self._cleaned = False  # the stale temporary folders removed (``_clean_stale``)
        self._library_seen = library_stamp(self.user_library)  # the books it opened with (``library_changed``)


    def is_built(self) -> bool:
        """True when the cache matches the corpus and code (opening is then instant)."""
        return self._folder is not None or is_built(build_dir(self.corpus, self.cache_root, self.user_library))

    def build(self, *, force: bool = False, progress: Progress | None = None, in_child: bool = False) -> BuildReport:
        """Build the cache unless it is up to date and intact (``force``: always); forget
        what was opened from an older build. A cache folder that cannot be written (a
        read-only checkout or mount) is replaced, with a warning, by the per-user cache
        folder, or else by a temporary one. ``in_child``: the build runs in a process of its
        own (the app's server: see kb.build_process)."""
        with self._lock:
            self._clean_stale()
            self._library_seen = library_stamp(self.user_library)
            folder = build_dir(self.corpus, self.cache_root, self.user_library)
            if not force and is_built(folder):
                damaged = damaged_files(folder)
                if not damaged:
                    self._folder = folder
                    return BuildReport(folder, rebuilt=False)
                shown = ", ".join(damaged[:3]) + ("…" if len(damaged) > 3 else "")
                self._warn(f"cache endommagé ({shown}) ; reconstruction en cours.")
                force = True
            # The build imports every step and their libraries (the engine and PokerKit…):
            # loaded only when a build is needed, so opening a built cache stays light.
            if in_child:
                from kb.build_process import build_in_child as ensure_built  # (see above)
            else:
                from kb.build import ensure_built  # (see above)

            self._ensure_writable()
            try:
                report = ensure_built(self.corpus, self.cache_root, force=force, progress=progress,
                                      library=self.user_library)
            except KBError:
                raise
            except Exception as exc:  # named with the book to remove, for the CLI and the app
                raise BuildFailed(exc, newest_book(self.user_library)) from exc
            self._close()
            self._folder = report.cache_dir
            return report

    def _clean_stale(self) -> None:
        """Once per knowledge base: remove the temporary folders a killed build, trial or
        import left in the cache and the user library (kb.atomic.clean_stale)."""
        if self._cleaned:
            return
        self._cleaned = True
        clean_stale(self.cache_root, (f".{corpus_tag(self.corpus, self.user_library)}-", TRIAL_PREFIX, ".probe-"))
        if self.user_library is not None:
            clean_stale(self.user_library, (IMPORT_PREFIX, REMOVE_PREFIX))

    def trial_build(self, keep: bool = False) -> KeptTrial | None:
        """Every build step of this knowledge base into a temporary folder, then removed
        (``keep``: returned instead): whether it builds (the build's error when it does
        not), the cache left as it is — an import tries the library with its new book so
        (kb.build.trial_build)."""
        from kb.build import trial_build  # (the build's libraries: see ``build``)

        return trial_build(self.corpus, self.cache_root, self.user_library, keep=keep)

    def _ensure_writable(self) -> None:
        """Move the cache root to a folder this process can write, saying so."""
        if writable(self.cache_root):
            return
        for fallback in (user_cache_root(), None):
            root = fallback or Path(tempfile.mkdtemp(prefix="kb-cache-"))
            if writable(root):
                where = "le dossier de cache de l'utilisateur" if fallback else "un dossier temporaire"
                self._warn(f"dossier de cache non inscriptible ({self.cache_root}) : cache dans {where} ({root}).")
                self.cache_root = root
                return
        raise KBError("aucun dossier de cache inscriptible", path=str(self.cache_root))

    def reload(self) -> None:
        """Forget the opened build, after the user library changed (a book imported or
        removed): the next read builds the knowledge base again if it must."""
        with self._lock:
            self._close()
            self._folder = None
            self._library_seen = library_stamp(self.user_library)

    def library_changed(self) -> bool:
        """True when the user library's books are not those this knowledge base was opened
        with — a book imported or removed by another process (``kb import`` beside the
        running app): the caller then calls :meth:`reload`. A listing of the library's
        folders, cheap enough for every page's run."""
        return self._folder is not None and library_stamp(self.user_library) != self._library_seen

    @property
    def cache_dir(self) -> Path:
        """The build folder (built first if needed)."""
        with self._lock:
            if self._folder is None:
                self.build()
            assert self._folder is not None
            return self._folder

    def _close(self) -> None:
        for artefact in self._opened.values():
            if hasattr(artefact, "close"):  # the searcher: the one artefact holding open files
                artefact.close()
        self._opened.clear()

    def _artefact(self, name: str, read: Callable[[Path], T]) -> T:
        """The artefact ``name`` of the build folder, read once; rebuilt if damaged."""
        with self._lock:
            if name in self._opened:
                value: T = self._opened[name]
                return value
            folder = self.cache_dir  # a build that fails raises here, as itself
            try:
                value = read(folder / name)
            except DAMAGED as exc:
                self._warn(f"{name} illisible dans le cache ({type(exc).__name__}: {exc}) ; reconstruction en cours.")
                self.build(force=True)
                value = read(self.cache_dir / name)
            self._opened[name] = value
            return value


    @property
    def library(self) -> Library:
        """Every book and article, with topics and resolved references."""
        return self._artefact(LIBRARY_FILE, _read_library)

    @property
    def topics(self) -> TopicIndex:
        """The topic index and the cross-links ("même thème", "voir", "cité par")."""
        return self._artefact(TOPICS_FILE, load_topic_index)

    @property
    def parameters(self) -> list[Parameter]:
        """The rule parameters, every quote verified when the cache was built. The first
        read warns of each value the build left out of the user library's values files."""
        with self._lock:
            first = PARAMETERS_FILE not in self._opened
            params = self._artefact(PARAMETERS_FILE, load_built)
            if first:
                for warnings in self.value_warnings.values():
                    for warning in warnings:
                        self._warn(warning)
            return params

    @property
    def value_warnings(self) -> dict[str, list[str]]:
        """What the build left out of the user library's values files (``parametres.toml``
        at fault): book id → one French line each, naming the file and the line."""
        return self._artefact(VALUE_WARNINGS_FILE, load_value_warnings)

    @property
    def quantity_spans(self) -> dict[str, list[tuple[int, int]]]:
        """Article id → character spans of the quantities in its text (highlighted)."""
        return self._artefact(QUANTITIES_FILE, load_spans)

    @property
    def example_results(self) -> list[ExampleResult]:
        """The worked examples' results, computed (engine and PokerKit) at build time."""
        return self._artefact(EXAMPLES_FILE, load_results)

    @property
    def glossary(self) -> Glossary:
        """The jargon glossary (data, not built): query expansion and the glossary page."""
        with self._lock:
            if "glossary" not in self._opened:
                # kb.search (Whoosh, NumPy) is loaded by the first search, not by opening
                # the knowledge base: the app's first page shows before it
                from kb.search import load_glossary

                self._opened["glossary"] = load_glossary()
            glossary: Glossary = self._opened["glossary"]
            return glossary

    @property
    def searcher(self) -> Searcher:
        """The search index, opened once."""
        from kb.search import Searcher  # loaded by the first search (see glossary)
        from kb.search.index import INDEX_DIRNAME  # with it

        return self._artefact(INDEX_DIRNAME, lambda path: Searcher(path, self.glossary))

    def rulesets(self, book: str | None = None, overrides: dict[str, Any] | None = None) -> list[RuleSet]:
        """The rules of the library's books (or of ``book``) as the build verified them
        (``parameters.json``, never the TOML files), with ``overrides`` (a house-rules spec's):
        what the simulator, the search box and ``kb rule`` rule with. Only the edition in use
        of each book rules: an older one (``ropta@2024-09``, imported) has no parameters."""
        from kb.engine.books import check_book  # the engine: loaded by a ruling, not by a page
        from kb.engine.rules import RuleSet

        names = self.library.book_names(in_use=True)
        books = [check_book(book, list(names))] if book else list(names)
        return [RuleSet.from_parameters(b, self.parameters, overrides, name=names[b]) for b in books]

    def search(self, text: str, **options: Any) -> SearchResult:
        """Search (see :meth:`Searcher.search` for the options; with no ``books``, the books
        in force: an older edition is searched only when asked for by name). An index
        damaged after it was opened is rebuilt, with a warning, and the search retried once."""
        from kb.search import IndexUnreadable  # loaded by the first search (see glossary)
        from kb.search.citation import read_citation  # (same)

        cited = read_citation(text) if isinstance(text, str) else None
        if cited and cited.book and "names" not in options:
            options["names"] = self.library.book_names()  # « Red Cactus 47 »: the books' names
        if not options.get("books"):
            # an older edition's id carries its edition (ropta@2024-09): known from the index
            # alone, so a search never has to read the whole library
            indexed = self.searcher.books
            current = [b for b in indexed if EDITION_SEP not in b]
            if len(current) < len(indexed):
                options["books"] = current
        try:
            return self.searcher.search(text, **options)
        except IndexUnreadable as exc:
            self._warn(f"{exc} ; reconstruction en cours.")
            self.build(force=True)
            return self.searcher.search(text, **options)

    def cited_by(self, article_id: str) -> list[str]:
        """The articles whose references point to ``article_id`` ("cité par")."""
        return list(self.topics.related(article_id).cited_by)

