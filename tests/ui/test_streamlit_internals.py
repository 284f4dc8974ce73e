"""What the app relies on in Streamlit beyond its public API (kb.ui.streamlit_internals),
checked against the installed Streamlit: each failure is one sentence naming what changed.
And no use of Streamlit's internals anywhere else in kb/."""

from __future__ import annotations

import ast
import importlib
import inspect
import re
from functools import cache
from pathlib import Path

import pytest
import streamlit as st

from kb.ui import streamlit_internals as internals

ROOT = Path(__file__).resolve().parents[2]
ADAPTER = "kb/ui/streamlit_internals.py"
RELEASE = f"the installed Streamlit {st.__version__}"


@cache
def bundle() -> str:
    """Every script of Streamlit's installed frontend, joined."""
    return "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in sorted(internals.SCRIPTS.glob("*.js")))


def test_the_run_context_says_the_page_asked_for() -> None:
    manager = importlib.import_module("streamlit.runtime.pages_manager").PagesManager
    for name in ("intended_page_name", "intended_page_script_hash"):
        assert isinstance(getattr(manager, name, None), property), (
            f"{RELEASE} has no PagesManager.{name}: kb.ui.streamlit_internals.intended_page cannot tell an unknown address")


def test_the_component_scan_can_be_skipped() -> None:
    manager = importlib.import_module("streamlit.components.v2.component_manager").BidiComponentManager
    scan = getattr(manager, "discover_and_register_components", None)
    assert scan is not None and list(inspect.signature(scan).parameters) == ["self", "start_file_watching"], (
        f"{RELEASE} changed BidiComponentManager.discover_and_register_components: skip_component_scan no longer fits")


@pytest.mark.parametrize(("module", "name"), [
    ("streamlit.elements.lib.mutable_expander_container", "ExpanderContainer"),
    ("streamlit.navigation.page", "StreamlitPage"),
])
def test_the_types_are_where_the_adapter_says(module: str, name: str) -> None:
    assert hasattr(importlib.import_module(module), name), f"{RELEASE} has no {module}.{name}"


def test_the_page_shell_has_what_the_adapter_edits() -> None:
    html = internals.INDEX_HTML.read_text(encoding="utf-8")
    for tag in ("<html", "<title>", "<noscript>", "</head>"):
        assert html.count(tag) == 1, f"{RELEASE}'s index.html has not exactly one {tag}: the French page shell breaks"
    assert internals.SCRIPT_LINK.search(html), f"{RELEASE}'s index.html links no ./static/js/ script"
    shell = internals.page_shell(lang="fr", title="T<i>", noscript="N", head="<meta name=x>")
    assert '<html lang="fr">' in shell and "<title>T<i></title>" in shell and shell.count("<meta name=x>") == 1


def test_the_first_page_widgets_have_their_scripts() -> None:
    names = [p.name for p in internals.SCRIPTS.glob("*.js")]
    for prefix in internals.FIRST_PAGE_WIDGETS:
        assert any(n.startswith(prefix) for n in names), (
            f"{RELEASE} has no script named {prefix}*.js: the first page's preload misses that widget")
    assert internals.SCRIPT_IMPORT.search(bundle()), f"{RELEASE}'s scripts no longer import one another as \"./X.js\""


@pytest.mark.parametrize("name", sorted({n for names in internals.SELECTED.values() for n in names}))
def test_every_selected_element_is_in_the_frontend(name: str) -> None:
    assert name in bundle(), f"{RELEASE}'s frontend has no element {name!r} (data-testid or class), which kb/ selects"


# -- nowhere else ------------------------------------------------------------------------

INTERNAL_MODULE = re.compile(r"^streamlit\.(runtime|elements|components|navigation|web|proto|static)\b")
INTERNAL_WORDS = ("index.html", "static/js", "pages_manager", "BidiComponentManager", "data-testid")
SELECTOR = re.compile(r'data-testid="([\w-]+)"|\.(st[A-Z]\w+)')


def _kb_files(*suffixes: str) -> list[Path]:
    return sorted(p for p in (ROOT / "kb").rglob("*") if p.suffix in suffixes and p.relative_to(ROOT).as_posix() != ADAPTER)


def _code_strings(tree: ast.Module) -> list[ast.Constant]:
    """The string constants of a module that are code, not docstrings."""
    prose = {id(body[0].value) for node in ast.walk(tree) if isinstance(body := getattr(node, "body", None), list)
             and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)}
    return [n for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in prose]


@pytest.mark.parametrize("path", [*_kb_files(".py"), ROOT / "app.py"], ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_streamlit_internal_outside_the_adapter(path: Path) -> None:
    where = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                 else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
        for name in names:
            assert not INTERNAL_MODULE.match(name), f"{where}:{node.lineno} imports {name}: go through {ADAPTER}"
        if isinstance(node, ast.Attribute) and node.attr in INTERNAL_WORDS:
            raise AssertionError(f"{where}:{node.lineno} uses .{node.attr}: go through {ADAPTER}")
    if where.startswith("kb/ui/"):  # (kb/site writes index.html files of its own)
        for s in _code_strings(tree):
            word = next((w for w in INTERNAL_WORDS if w in s.value), None)
            assert word is None, f"{where}:{s.lineno} names {word!r} of Streamlit: go through {ADAPTER}"


@pytest.mark.parametrize("path", _kb_files(".js", ".css"), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_assets_select_only_what_the_adapter_lists(path: Path) -> None:
    where = path.relative_to(ROOT).as_posix()
    used = {a or b for a, b in SELECTOR.findall(path.read_text(encoding="utf-8"))}
    listed = set(internals.SELECTED.get(where, ()))
    assert used <= listed, f"{where} selects {sorted(used - listed)} of Streamlit's frontend: list them in {ADAPTER}"


def test_the_test_sees_a_use_outside_the_adapter(tmp_path: Path) -> None:
    """The grep above is not blind: a module importing the run context directly is caught."""
    source = "from streamlit.runtime.scriptrunner import get_script_run_ctx\n"
    node = ast.parse(source).body[0]
    assert isinstance(node, ast.ImportFrom) and INTERNAL_MODULE.match(node.module or "")
    assert SELECTOR.findall('[data-testid="stMain"] .stMain') == [("stMain", ""), ("", "stMain")]
    assert SELECTOR.findall('[data-testid="stPageLink-NavLink"] span') == [("stPageLink-NavLink", "")]
