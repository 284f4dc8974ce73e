"""The one home of what the app relies on in Streamlit beyond its public API (``st.*``).

Each name below says what it relies on. ``tests/ui/test_streamlit_internals.py`` checks
every one against the installed Streamlit (and fails with one sentence naming what
changed) and greps ``kb/`` for a use of Streamlit's internals outside this module.
``pyproject.toml`` bounds Streamlit below its next minor version; ``make lock`` reruns
that test (docs/testing.md).
"""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import TYPE_CHECKING

import streamlit as st

# relies on: the run context of a script thread, None outside a visitor's run
from streamlit.runtime.scriptrunner import get_script_run_ctx

if TYPE_CHECKING:  # types only
    # relies on: what st.expander and st.Page return
    from streamlit.elements.lib.mutable_expander_container import ExpanderContainer as ExpanderContainer
    from streamlit.navigation.page import StreamlitPage as StreamlitPage

LOG = logging.getLogger("kb.ui")

# relies on: the frontend's build inside the package: static/index.html, its scripts in static/static/js
STATIC = Path(st.__file__).parent / "static"
INDEX_HTML = STATIC / "index.html"
SCRIPTS = STATIC / "static" / "js"
# relies on: index.html links its scripts as « ./static/js/NAME.js »
SCRIPT_LINK = re.compile(r'(?:href|src)="\./static/js/([\w.-]+\.js)"')
# relies on: the scripts import one another as « "./NAME.js" »
SCRIPT_IMPORT = re.compile(r'(?:from|import)\s*"\./([\w.-]+\.js)"')
# relies on: a widget's script is named after it (« TextInput.<hash>.js »): the widgets of the
# home page and of its results, whose scripts are preloaded with the page
FIRST_PAGE_WIDGETS = ("TextInput.", "Multiselect.", "Selectbox.", "PageLink.", "rehype-raw.", "Progress.", "Html.",
                      "Button.")
# relies on: the server's own routes, never a page's address (« /_stcore/… », « /media/… »)
STREAMLIT_ROUTES = ("media", "component", "static", "app", "auth", "oauth2callback")
# relies on: index.html holds one <html …>, one <title>, one <noscript> and a </head>
_SHELL_EDITS = (
    (re.compile(r"<html\b[^>]*>"), "<html lang=\"{lang}\">"),
    (re.compile(r"<title>.*?</title>", re.S), "<title>{title}</title>"),
    (re.compile(r"<noscript>.*?</noscript>", re.S), "<noscript>{noscript}</noscript>"),
)
# relies on: the frontend's data-testid attributes and class names, by the file of kb/ that
# selects them (a test checks that each is in the installed build, and that no other is used)
SELECTED = {
    "kb/ui/streamlit_internals.py": ("stStatusWidget", "stApp", "stMain", "stFileChip", "stMarkdownContainer"),
    "kb/ui/assets/first_paint.js": ("stMain", "stProgress", "stAlert", "stException"),
    "kb/ui/assets/app.css": ("stExpandSidebarButton", "stMain", "stPageLink-NavLink"),
}


def marked(name: str) -> str:
    """The CSS selector of the element Streamlit's frontend marks ``data-testid=name``.

    >>> marked("stMain")
    '[data-testid="stMain"]'
    """
    if name not in SELECTED["kb/ui/streamlit_internals.py"]:
        raise ValueError(f"data-testid {name!r} is not listed in kb.ui.streamlit_internals.SELECTED")
    return f'[data-testid="{name}"]'


def in_a_run() -> bool:
    """Whether this thread runs a visitor's script (else: the server importing app.py)."""
    return get_script_run_ctx(suppress_warning=True) is not None


def intended_page() -> tuple[str, str]:
    """The page the visitor asked for, as the navigation received it: its name (the
    address's path) and its script's hash, empty when no page has that address. Relies on:
    the run context's ``pages_manager.intended_page_name`` and ``intended_page_script_hash``."""
    manager = getattr(get_script_run_ctx(), "pages_manager", None)
    return (getattr(manager, "intended_page_name", None) or "",
            getattr(manager, "intended_page_script_hash", None) or "")


def skip_component_scan() -> None:
    """Streamlit looks for « custom components v2 » in every installed package's metadata
    when its runtime is created, before it answers anyone; the app uses none, so the search
    is skipped (a component declared in the script would still register itself when
    called). Relies on: ``BidiComponentManager.discover_and_register_components(self, *,
    start_file_watching)``, called once by the runtime."""
    from streamlit.components.v2.component_manager import BidiComponentManager  # the server's start only

    def none_installed(self: BidiComponentManager, *, start_file_watching: bool = True) -> None:
        LOG.debug("no search for installed custom components (the app has none)")

    BidiComponentManager.discover_and_register_components = none_installed  # type: ignore[method-assign]


def preloaded_scripts(scripts: Path = SCRIPTS) -> list[str]:
    """The scripts of ``FIRST_PAGE_WIDGETS`` and, transitively, of what they import, by
    file name, sorted."""
    todo = [p.name for p in scripts.glob("*.js") if p.name.startswith(FIRST_PAGE_WIDGETS)]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        if name in seen or not (scripts / name).is_file():
            continue
        seen.add(name)
        todo.extend(SCRIPT_IMPORT.findall((scripts / name).read_text(encoding="utf-8")))
    return sorted(seen)


def page_shell(*, lang: str, title: str, noscript: str, head: str, static: Path = STATIC) -> str:
    """Streamlit's ``index.html`` in ``lang``, with ``title`` and ``noscript``, the first
    page's scripts preloaded and ``head`` at the end of its head (``title``, ``noscript``
    and ``head`` are HTML)."""
    html = (static / "index.html").read_text(encoding="utf-8")
    linked = set(SCRIPT_LINK.findall(html))
    links = "".join(
        f'\n    <link rel="modulepreload" crossorigin href="./static/js/{name}">'
        for name in preloaded_scripts(static / "static" / "js") if name not in linked
    )
    values = {"lang": lang, "title": title, "noscript": noscript}
    for pattern, replacement in _SHELL_EDITS:
        html = pattern.sub(replacement.format(**values).replace("\\", "\\\\"), html, count=1)  # (a literal)
    return html.replace("</head>", f"{links}{head}\n  </head>", 1)
