"""The shape of the code, held as tests: data flows one way (no import circle), each fact
has one home (no book id typed in Python outside the parsers), and functions and modules
stay small enough to read.

Run `pytest tests/test_architecture.py -q` after moving code: each failure names the file,
the line and what to do.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from kb.corpus import DEFAULT_CORPUS, load_manifest

PACKAGE = Path(__file__).resolve().parent.parent / "kb"
MAX_FUNCTION_LINES = 80
MAX_MODULE_LINES = 450


def _modules() -> Iterator[tuple[str, Path, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE.parent).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts.pop()
        yield ".".join(parts), path, ast.parse(path.read_text(encoding="utf-8"))


MODULES = {name: (path, tree) for name, path, tree in _modules()}


def _functions(tree: ast.Module) -> Iterator[ast.FunctionDef | ast.AsyncFunctionDef]:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield node


def _imported(node: ast.Import | ast.ImportFrom, module: str) -> list[str]:
    """The kb modules an import statement loads (a name imported from a package counts as
    its submodule when there is one)."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name.split(".")[0] == "kb"]
    base = node.module or ""
    if node.level:
        pkg = module.split(".")[: -node.level] if module in MODULES else module.split(".")
        base = ".".join([*pkg, base] if base else pkg)
    if base.split(".")[0] != "kb":
        return []
    out = []
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        out.append(sub if sub in MODULES else base)
    return out


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring nodes of a module (prose, not code)."""
    out = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            out.add(id(body[0].value))
    return out


def _named_by_string(tree: ast.Module) -> set[str]:
    """The kb modules a module names in a string to import them later: a string outside
    the docstrings that is a module's full name (``importlib.import_module("kb.x")``, a
    registry of modules, a lookup by name). Such a tie is an import like any other. (A name
    built at run time, ``f"kb.ui.{page}"``, is a registry the module holds itself.)"""
    prose = _docstrings(tree)
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in prose
            and node.value in MODULES}


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {name: set() for name in MODULES}
    for name, (_, tree) in MODULES.items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                graph[name].update(m for m in _imported(node, name) if m in MODULES and m != name)
        graph[name].update(m for m in _named_by_string(tree) if m != name)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circle_counting_imports_inside_functions() -> None:
    assert _cycles(_graph()) == []


def test_the_build_is_imported_only_by_the_knowledge_base() -> None:
    """No build step and no reader imports the build back: data flows one way (the
    knowledge base runs it, in its own process or in a child one: kb.build_process)."""
    importers = sorted(name for name, deps in _graph().items() if "kb.build" in deps)
    assert importers == ["kb.build_process", "kb.knowledge"]


def test_pages_never_import_the_navigation_or_each_other() -> None:
    pages = {"kb.ui.about", "kb.ui.article", "kb.ui.books", "kb.ui.compare", "kb.ui.examples",
             "kb.ui.glossary", "kb.ui.houserules", "kb.ui.search"}
    graph = _graph()
    for page in sorted(pages & set(graph)):
        assert not graph[page] & (pages | {"kb.ui.main"}), page


def test_own_package_imports_inside_functions_say_why() -> None:
    """An import of kb inside a function is only for a heavy library loaded late, and its
    line (or the line above) says so in a comment."""
    bad = []
    for name, (path, tree) in MODULES.items():
        lines = path.read_text(encoding="utf-8").splitlines()
        for fn in _functions(tree):
            for node in ast.walk(fn):
                if isinstance(node, ast.Import | ast.ImportFrom) and _imported(node, name):
                    line = node.lineno
                    if "#" not in lines[line - 1] and "#" not in lines[line - 2]:
                        bad.append(f"{path.relative_to(PACKAGE.parent)}:{line}")
    assert bad == []


def test_no_function_over_80_lines() -> None:
    long = [
        f"{path.relative_to(PACKAGE.parent)}:{fn.lineno} {fn.name} ({fn.end_lineno - fn.lineno + 1} lines)"
        for path, tree in MODULES.values()
        for fn in _functions(tree)
        if fn.end_lineno and fn.end_lineno - fn.lineno + 1 > MAX_FUNCTION_LINES
    ]
    assert long == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_over_450_lines(name: str) -> None:
    path, _ = MODULES[name]
    assert len(path.read_text(encoding="utf-8").splitlines()) <= MAX_MODULE_LINES


def test_book_ids_are_typed_only_in_the_parsers() -> None:
    """Book ids, names and colours come from corpus/manifest.toml: a book id written as a
    string in Python (outside a parser's own module) is a fact looking for its data file."""
    books = {meta.id for meta in load_manifest(DEFAULT_CORPUS)}
    found = []
    for name, (path, tree) in MODULES.items():
        if name == "kb.corpus" or name.startswith("kb.corpus."):  # the parsers: kb/corpus/
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in books:
                found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} {node.value!r}")
    assert found == []
