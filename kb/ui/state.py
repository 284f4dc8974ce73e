"""The app's shared state: the opened knowledge base and the pages of the navigation.

Every page imports this module (never ``kb.ui.main``, which only assembles the navigation,
and never another page). The knowledge base is opened once per server process and shared
by every session (``st.cache_resource``); it is read-only, so sessions never race on it.
When the cache must be built first, the server starts the build as it starts (``Build``),
and every visitor meanwhile sees a progress bar of the build steps instead of a blank page,
then the page itself once the whole knowledge base has landed.

Once a first page is shown, ``warm_up`` opens the rest of the knowledge base (search index,
parameters, examples…) and imports the other pages in a background thread, then freezes
everything loaded so far out of the garbage collector's sight (``gc.freeze``): these
structures live as long as the server, and Streamlit runs a full collection after every
run of every session, which otherwise walked them each time (measured: two thirds of the
server's time with one visitor, before).
"""

from __future__ import annotations

import gc
import importlib
import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import streamlit as st

from kb.corpus import corpus_dir
from kb.errors import KBError
from kb.knowledge import BuildFailed, KnowledgeBase
from kb.ui import MENU
from kb.ui.markup import text
from kb.userlib.folder import book_folder_of, remove_book, user_library_dir

if TYPE_CHECKING:
    from kb.ui.streamlit_internals import StreamlitPage

LOG = logging.getLogger("kb.ui")

# The st.Page objects of the navigation, by key ("search", "article"…): filled by
# ``kb.ui.main.run`` before a page runs, read by the links between pages.
PAGES: dict[str, StreamlitPage] = {}

# Session key: the module of the page the previous run of this session showed (set by the
# navigation after each page), so a page can tell a link to itself from an arrival.
LAST_PAGE = "kb_last_page"

# The build runs in a process of its own (kb.build_process): it parses in two processes
# there, and its NLP pipeline does not stay in the server's memory
BUILD_IN_CHILD = True


@st.cache_resource(show_spinner=False)
def _opened(corpus: str, library: str) -> KnowledgeBase:
    return KnowledgeBase(Path(corpus), library=Path(library))


def knowledge() -> KnowledgeBase:
    """The knowledge base, built first (with a progress bar) when the cache is missing."""
    kb = _opened(str(corpus_dir()), str(user_library_dir()))
    if kb.library_changed():  # a book imported or removed from the command line meanwhile
        kb.reload()
    if kb.is_built():
        _ready(kb)
        return kb
    try:
        job = start_build(kb)
        _wait_for(job)
        if job.error is not None:
            raise job.error
        _ready(kb)
    except (KBError, BuildFailed) as exc:
        said = text(exc, 600) if isinstance(exc, KBError) else UNEXPECTED_BUILD_ERROR
        st.error(f"La base de connaissances n'a pas pu être construite : {said}")
        _damaged_book(kb, exc)
        st.stop()
    return kb


def _wait_for(job: Build) -> None:
    """The build's progress bar until the build is done."""
    holder = st.empty()
    with holder.container(border=True):
        # a still hourglass, not st.status's spinner: its animation took about one
        # CPU-second of the browser over a cold build, from a build that needs both
        # cores when the browser runs on the server's machine (a laptop at the club)
        st.markdown(f":material/hourglass_top: **{PREPARING}**")
        bar = st.progress(0.0)
        shown = None
        while not job.done.wait(PROGRESS_EVERY):
            # drawn again only when it moved: each update is a delta the browser draws,
            # CPU taken from the build it shows (2.6 -> 1.1 CPU-s of Chromium's renderer
            # over a cold build; a rerun meanwhile is still shown at once, measured)
            step, rank, total, share = job.step
            now = (step, rank, round(share, 2))
            if now != shown:
                shown = now
                bar.progress(min(share, 1.0), text=f"Étape {rank + 1} sur {total} : {step}")
    if job.error is None:
        holder.success("Base de connaissances prête", icon=":material/check_circle:")


PREPARING = "Préparation de la base de connaissances (première ouverture ou règlements changés)…"
PROGRESS_EVERY = 0.1  # seconds between two updates of a page's progress bar of the build
# what a failed build that is not the user's input says (its traceback is in the server's log)
UNEXPECTED_BUILD_ERROR = "erreur inattendue, notée dans le journal du serveur."


class Build:
    """The build of the knowledge base this server runs, in a thread of its own (the build
    itself in a child process, ``BUILD_IN_CHILD``): at most one at a time. The server
    starts it when the cache is missing at its start (``prepare_first_page``), before any
    visitor has come, or the first page that needs the knowledge base does; every page
    meanwhile shows its progress, and a visitor who leaves or reruns the page does not stop
    or restart it."""

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb
        self.step: tuple[str, int, int, float] = ("", 0, 1, 0.0)  # name, rank, total, share
        self.error: BaseException | None = None
        self.done = threading.Event()
        threading.Thread(target=self._run, name="kb-build", daemon=True).start()

    def _run(self) -> None:
        try:
            self.kb.build(progress=self._progress, in_child=BUILD_IN_CHILD)
        except BaseException as exc:  # noqa: BLE001 - raised again in each page that waits for it
            if not isinstance(exc, KBError):  # not the user's input: its traceback, once
                LOG.error("the build of the knowledge base failed", exc_info=exc)
            self.error = exc
        finally:
            self.done.set()

    def _progress(self, step: str, rank: int, total: int, share: float) -> None:
        self.step = (step, rank, total, share)


_BUILD_LOCK = threading.Lock()
_BUILDS: list[Build] = []  # the last build started


def start_build(kb: KnowledgeBase) -> Build:
    """The build of ``kb`` running in this server, started if there is none."""
    with _BUILD_LOCK:
        running = _BUILDS[0] if _BUILDS and _BUILDS[0].kb is kb and not _BUILDS[0].done.is_set() else None
        if running is None:
            running = Build(kb)
            _BUILDS[:] = [running]
        return running


_READY: list[KnowledgeBase] = []  # the knowledge base, once this process has seen it built


def _ready(kb: KnowledgeBase) -> None:
    _READY[:] = [kb]


def ready_knowledge() -> KnowledgeBase | None:
    """The knowledge base if this process has already opened it built, else None: what
    the server's first paint of an article reads (``kb.ui.first_paint``), which never waits
    for a build or an opening."""
    return _READY[0] if _READY else None


def _damaged_book(kb: KnowledgeBase, exc: KBError | BuildFailed) -> None:
    """When the build failed on a book the user imported (a damaged manifest, a folder
    renamed by hand), the way out ``kb remove`` gives: every page, « Ajouter un
    règlement » too, stopped on the error with no way to remove the book from the app. A
    failure the build does not pin on a file (:class:`BuildFailed`) names the book imported
    last, its likeliest cause."""
    library = kb.user_library
    if library is None:
        return
    book = book_folder_of(library, exc.path) if isinstance(exc, KBError) else exc.suspect
    if book is None:
        return
    cause = "En cause" if isinstance(exc, KBError) else "En cause probable, le livre importé le plus récent"
    st.info(f"{cause} : le livre importé « {text(book)} » ({text(library / book, 400)}). Le corriger, ou le "
            "retirer de la bibliothèque (les autres règlements restent).", icon=":material/info:")
    sure = st.checkbox(f"Je confirme le retrait de « {text(book)} » (le dossier du livre est supprimé)",
                       key="_kb_damaged_sure")
    if st.button("Retirer ce livre", disabled=not sure, key="_kb_damaged_remove", icon=":material/delete:"):
        try:
            remove_book(library, book, set())
        except (KBError, OSError) as err:
            st.error(f"Rien n'a été retiré : {text(err, 600)}")
            return
        kb.reload()
        st.session_state.pop("_kb_damaged_sure", None)
        st.rerun()


def prepare_first_page(modules: list[str]) -> None:
    """What the home page needs, loaded when the server starts (``kb.ui.web.lifespan``)
    rather than in the first visitor's run: the build of the knowledge base started if the
    cache is missing or outdated, its ``modules``, the knowledge base opened, and NumPy and
    Pillow, which Streamlit imports the first time a page sets its icon."""
    try:
        kb = _opened(str(corpus_dir()), str(user_library_dir()))
        # not built: the build starts now, not once a visitor's page has come and asked
        # (2-4 s later: the browser loads Streamlit's frontend, which connects, then runs)
        build = None if kb.is_built() else start_build(kb)
        import numpy  # noqa: F401
        import PIL.Image  # noqa: F401

        for module in modules:
            importlib.import_module(module)
        if build is not None:
            build.done.wait()
            if build.error is not None:  # the page says it, in French
                LOG.info("the knowledge base could not be built: %s", build.error)
                return
        kb.library, kb.topics  # noqa: B018 - read to open them
        _ready(kb)
    except Exception:  # the first page will meet it again, and say it in French
        LOG.warning("preparing the first page failed", exc_info=True)


# Every page's module, in the menu's order: what the warm-up imports
PAGE_MODULES = tuple(f"kb.ui.{key}" for key, *_ in MENU)
_WARM_LOCK = threading.Lock()
_WARMED: list[bool] = []  # one item once the process's warm-up has started
# Queries that open what a search reads on first use: a value question and a betting
# story; then, last (the slowest, and needed only by some queries), a typo (« boutn ») and a
# word that finds little (« chrono »): their near spellings are looked for through an index
# of the vocabulary built on first use (0.7-1.2 s on a busy machine)
_WARM_QUERIES = ("combien de temps après avoir demandé le time", "blinds 25/50, relance à 150")
_WARM_TYPOS = ("boutn mort", "chrono")


def warm_up(modules: Sequence[str] = PAGE_MODULES) -> None:
    """Open every artefact of the knowledge base and import ``modules`` (the pages), once
    per server process, in a background thread: the visitor's next page does not pay for
    them. Does nothing while the knowledge base is not built (its build shows its own
    progress). A knowledge base opened again later (a book added) opens lazily."""
    kb = _opened(str(corpus_dir()), str(user_library_dir()))
    with _WARM_LOCK:
        if _WARMED or not kb.is_built():
            return
        _WARMED.append(True)
    threading.Thread(target=_warm, args=(kb, modules), name="kb-warm-up", daemon=True).start()


def _warm(kb: KnowledgeBase, modules: Sequence[str]) -> None:
    # kb.search (Whoosh, NumPy) is not loaded by the first page: here, after it
    from kb.search.answers import find_answer
    from kb.search.simulation import read_simulation  # (same reason)

    try:
        # in the order of a visitor's likely next steps: a query, an article, another page
        for query in _WARM_QUERIES:
            kb.search(query, limit=5)
            find_answer(query, kb.parameters)
            read_simulation(query, kb.rulesets)
        kb.library, kb.topics, kb.quantity_spans, kb.example_results  # noqa: B018 - read to open them
        for module in modules:
            importlib.import_module(module)
        for query in _WARM_TYPOS:
            kb.search(query, limit=5)
    except Exception:  # a damaged cache is the next page's business (it rebuilds and says so)
        LOG.warning("warm-up of the knowledge base failed", exc_info=True)
    # everything opened so far stays for the server's life: out of the collector's walks
    gc.collect()
    gc.freeze()
