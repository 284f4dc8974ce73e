"""The app's web server (kb/ui/web.py): the page shell it sends, in French, with the first
page's scripts preloaded, and the addresses it leaves to Streamlit."""

from __future__ import annotations

import asyncio
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import streamlit as st

from kb.ui import first_paint, frontend_french, web
from kb.ui import streamlit_internals as internals

JS = Path(st.__file__).parent / "static" / "static" / "js"


def test_shell_speaks_french() -> None:
    html = web.page_shell()
    assert re.search(r"<html lang=\"fr\">", html)
    assert "<title>Règlements de poker</title>" in html
    noscript = html[html.index("<noscript>"):html.index("</noscript>")]
    assert "JavaScript" in noscript and "enable" not in noscript
    assert 'lang="en"' not in html


def test_shell_carries_the_app_styles_and_runs_do_not() -> None:
    # the styles come once with the page; a run's Markdown would take them out and put them
    # back on every page switch
    head = web.page_shell().split("</head>")[0]
    assert ".kb-badge{" in head and ".kb-example{" in head
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(Path(__file__).resolve().parents[2] / "app.py"), default_timeout=300).run()
    assert not [m for m in at.markdown if "<style>" in m.value]


def test_first_page_scripts_are_preloaded_with_what_they_import() -> None:
    scripts = internals.preloaded_scripts()
    assert any(name.startswith("TextInput.") for name in scripts)
    assert any(name.startswith("Selectbox.") for name in scripts)
    for name in scripts:  # every script it imports is listed too (or linked by Streamlit's page)
        imported = re.findall(r'(?:from|import)\s*"\./([\w.-]+\.js)"', (JS / name).read_text(encoding="utf-8"))
        assert set(imported) <= set(scripts), name
    html = web.page_shell()
    linked = re.findall(r'<link rel="modulepreload" crossorigin href="\./static/js/([\w.-]+\.js)">', html)
    assert len(linked) == len(set(linked))  # none twice (Streamlit's own links are kept once)
    assert set(scripts) <= set(re.findall(r'(?:href|src)="\./static/js/([\w.-]+\.js)"', html))
    assert all((JS / name).is_file() for name in linked)


def _get(path: str, method: str = "GET", query: bytes = b"", sent: list | None = None) -> tuple[int | None, bytes, bool]:
    """Status and body of ``path`` through the middleware, and whether Streamlit got it
    (the messages sent, in ``sent`` when given)."""
    passed: list[str] = []
    sent = [] if sent is None else sent

    async def streamlit(scope, receive, send) -> None:  # type: ignore[no-untyped-def]
        passed.append(scope["path"])

    async def receive() -> dict:
        return {"type": "http.request"}

    async def send(message) -> None:  # type: ignore[no-untyped-def]
        sent.append(message)

    scope = {"type": "http", "method": method, "path": path, "headers": [], "query_string": query}
    # in a thread of its own: a browser test of the same session may have left an event
    # loop running in this one (Playwright's sync API), where asyncio.run refuses to run
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, web.PageShell(streamlit)(scope, receive, send)).result()
    status = sent[0]["status"] if sent else None
    body = b"".join(m.get("body", b"") for m in sent[1:])
    return status, body, bool(passed)


def test_pages_get_the_shell_and_the_rest_goes_to_streamlit() -> None:
    for path in ("/", "/recherche", "/article", "/nimporte", "/reglement-maison/"):
        status, body, passed = _get(path)
        assert (status, passed) == (200, False), path
        assert b'<html lang="fr">' in body
    assert _get("/", "HEAD")[:2] == (200, b"")
    for path in ("/favicon.png", "/_stcore/health", "/_stcore/host-config", "/static/js/x.js",
                 "/manifest.json", "/media/abc.png", "/media/abc", "/component/x/index", "/app/static/x",
                 "/auth/login", "/oauth2callback", "/a/b.js", "/article/_stcore/health", "/article/_stcore/stream",
                 "/article/static/js", "/article/media/x"):
        assert _get(path)[2], path
    assert _get("/", "POST")[2]


def test_under_a_path_prefix_streamlit_sends_its_shell_and_the_run_the_styles(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from streamlit import config
    from streamlit.testing.v1 import AppTest

    real = config.get_option
    monkeypatch.setattr(config, "get_option", lambda key: "club" if key == "server.baseUrlPath" else real(key))
    assert _get("/")[2]  # Streamlit's own page shell
    at = AppTest.from_file(str(Path(__file__).resolve().parents[2] / "app.py"), default_timeout=300).run()
    assert [m for m in at.markdown if m.value.startswith("<style>") and ".kb-badge{" in m.value]


@pytest.mark.parametrize(
    ("path", "query", "location"),
    [
        ("/article/tda", b"", b"/article"),
        ("/article/x/y/", b"article=tda:47", b"/article?article=tda:47"),
        ("/nimporte/quoi", b"", b"/nimporte"),
        ("/a\r\nSet-Cookie: x=1/b", b"", b"/a%0D%0ASet-Cookie%3A%20x%3D1"),  # decoded %0D%0A: no header of its own
    ],
)
def test_an_address_of_several_parts_goes_to_its_first_page(path: str, query: bytes, location: bytes) -> None:
    """« /article/tda » drew a blank page, Streamlit's shell and ours alike (its scripts and
    its server looked for under « /article/ »)."""
    sent: list[dict] = []
    status, body, passed = _get(path, query=query, sent=sent)
    assert (status, body, passed) == (307, b"", False)
    assert dict(sent[0]["headers"])[b"location"] == location


BUNDLE = "".join(p.read_text(encoding="utf-8") for p in JS.glob("*.js"))
# a regular expression's pieces: a group (one level of nesting), a class, an escape, an
# operator, or one plain character
_PIECE = re.compile(r"\((?:\?:)?((?:[^()]|\([^()]*\))*)\)|\[[^\]]*\]|\\(.)|([\^$|.?*+])|(.)")


def fixed_parts(regex: str) -> list[str]:
    r"""The texts a pattern matches as written: its runs of plain characters, and the words of
    a group of plain words.

    >>> fixed_parts(r"^Press (Ctrl|⌘)\+Enter to (?:apply)$")
    ['Press ', 'Ctrl', '⌘', '+Enter to ', 'apply']
    >>> fixed_parts(r"^(\d+)([KMG]?)[B] per file$")
    [' per file']
    """
    parts, run = [], ""
    for m in _PIECE.finditer(regex):
        group, escaped, operator, plain = m.groups()
        if plain is not None or (escaped is not None and not escaped.isalpha()):
            run += plain if plain is not None else escaped
            continue
        if operator in ("?", "*") and run:  # the character before is optional
            run = run[:-1]
        parts.append(run)
        run = ""
        if group is not None and not re.search(r"[\\()\[\].?*+^$]", group):
            parts.extend(group.split("|"))
    return [p for p in [*parts, run] if p]


def test_fixed_parts_of_a_pattern() -> None:
    assert fixed_parts(r"^Press (Ctrl|⌘)\+Enter to (?:apply)$") == ["Press ", "Ctrl", "⌘", "+Enter to ", "apply"]
    assert fixed_parts(r"^File must be (\d+)\.(\d)([KMG]?)[B] or smaller\.$") == ["File must be ", ".", " or smaller."]
    assert fixed_parts(r"^([01]) result(?:s)?$") == [" result", "s"]


def test_streamlits_own_words_are_rewritten_as_streamlit_writes_them() -> None:
    """The shell rewrites Streamlit's English in French: each English text is one Streamlit's
    installed frontend really writes, and each pattern's fixed texts are in its bundle (an
    update that rewords one fails here, not silently at the table)."""
    for english in [*frontend_french.TEXTS, *frontend_french.ATTRIBUTES]:
        assert f"`{english}`" in BUNDLE or f'"{english}"' in BUNDLE, english
    for regex, _ in [*frontend_french.PATTERNS, *frontend_french.ATTRIBUTE_PATTERNS]:
        parts = fixed_parts(regex)
        assert any(len(p) >= 5 for p in parts), regex  # it says something of Streamlit's words
        for part in parts:
            assert part in BUNDLE, (regex, part)
    shell = web.page_shell()
    assert shell.count("<script>(() => {") == 1 and "Aller au contenu principal" in shell
    assert shell.index("Tout sélectionner") < shell.index("</head>")


@pytest.mark.parametrize(
    ("english", "french"),
    [
        ("20MB per file", "20 Mo max. par fichier"),
        ("200MB per file", "200 Mo max. par fichier"),
        ("File must be 20.0MB or smaller.", "Le fichier doit faire au plus 20,0 Mo."),
        ("text/plain files are not allowed.", "Type de fichier refusé (text/plain)."),
        ("This type of files are not allowed.", "Type de fichier refusé."),
        ("Press Enter to apply", "Appuyez sur Entrée pour valider"),
        ("Press Enter to submit form", "Appuyez sur Entrée pour envoyer"),
        ("Press Ctrl+Enter to apply", "Appuyez sur Ctrl+Entrée pour valider"),
        ("Press ⌘+Enter to submit form", "Appuyez sur ⌘+Entrée pour envoyer"),
        ("Select 3 matches", "Sélectionner les 3 résultats"),
        ("0 results", "0 résultat"),
        ("1 result", "1 résultat"),
        ("12 results", "12 résultats"),
        ("Help for Votre question", "Aide : Votre question"),
        ("Remove ROPTA", "Retirer ROPTA"),
        ("add icon", "Ajouter un fichier"),
        ("Remove wrong.txt", "Retirer wrong.txt"),
    ],
)
def test_streamlits_built_words_in_french(english: str, french: str) -> None:
    """The words Streamlit builds from a value (a size, a label, a count), through the
    patterns as the page's script applies them: the first that matches; its French is
    matched by none (the script would rewrite it again)."""
    patterns = [*frontend_french.PATTERNS, *frontend_french.ATTRIBUTE_PATTERNS]
    translated = next(re.sub(rx, re.sub(r"\$(\d)", r"\\\1", to), english) for rx, to in patterns if re.search(rx, english))
    assert translated == french
    assert not any(re.search(rx, translated) for rx, _ in patterns)


@pytest.mark.parametrize(
    ("english", "french"),
    [("6.0B", "6,0 o"), ("1.2KB", "1,2 Ko"), ("19.5MB", "19,5 Mo"), ("club.docx, 6.0KB", "club.docx, 6,0 Ko"),
     ("a, b.md, 1.0GB", "a, b.md, 1,0 Go")],
)
def test_a_files_size_in_the_uploaders_chip_in_french(english: str, french: str) -> None:
    """A file's size (Streamlit's byte formatter: « 6.0KB ») is rewritten inside the
    uploader's file chip only: its selector is Streamlit's, the first pattern that matches
    is applied, and its French is matched by none."""
    scoped = frontend_french.SCOPED_PATTERNS
    assert all(re.search(r'data-testid="(\w+)"', sel).group(1) in BUNDLE for sel, _, _ in scoped)  # type: ignore[union-attr]
    translated = next(re.sub(rx, re.sub(r"\$(\d)", r"\\\1", to), english) for _, rx, to in scoped if re.search(rx, english))
    assert translated == french
    assert not any(re.search(rx, translated) for _, rx, _ in scoped)
    assert not any(re.search(rx, english) for rx, _ in frontend_french.PATTERNS)  # nowhere else


def test_streamlits_search_for_custom_components_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    import inspect

    from streamlit.components.v2 import manifest_scanner
    from streamlit.components.v2.component_manager import BidiComponentManager

    original = BidiComponentManager.discover_and_register_components
    # the method the server's start replaces, as Streamlit's runtime calls it
    assert list(inspect.signature(original).parameters) == ["self", "start_file_watching"]
    monkeypatch.setattr(BidiComponentManager, "discover_and_register_components", original)  # restored after
    scans: list[int] = []
    monkeypatch.setattr(manifest_scanner, "scan_component_manifests", lambda *a, **k: scans.append(1) or [])
    BidiComponentManager().discover_and_register_components()
    assert scans == [1]  # what it costs: a scan of every installed package
    internals.skip_component_scan()
    BidiComponentManager().discover_and_register_components()
    assert scans == [1]


def test_the_server_sends_the_paint_and_survives_a_failing_one(monkeypatch: pytest.MonkeyPatch) -> None:
    status, body, _ = _get("/", query=b"q=bouton+mort")
    assert status == 200 and b'id="kb-first-paint"' in body and b'value="bouton mort"' in body
    assert _get("/comparer")[0] == 200 and b"kb-first-paint" not in _get("/comparer")[1]

    def boom(path: str, query: str) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(first_paint, "first_paint", boom)
    status, body, _ = _get("/")
    assert status == 200 and b"kb-first-paint" not in body and b'<div id="root"></div>' in body
