"""The app's start-up and search latency, measured with a real server and Chromium.

- cold start, two ways, each from an empty cache folder to the live search page with the
  results of a query (``COLD_QUERY`` in the address): as ``make app`` does it (``kb build``
  in a process of its own, then the server started on the built cache), and a server
  started on the empty cache (it builds the knowledge base in one child process,
  kb.build_process, every page showing the build's progress meanwhile);
Each first page and each article opened from its address is timed twice: to the page
painted (the server's first paint, kb.ui.first_paint: the search box usable, the article's
wording readable; the browser's own first-contentful-paint time) and to the live page
(Streamlit's run drawn, the paint handed over).

- warm start: the same cache folder, a new server: time to healthy and to the first page,
  in a new browser (nothing of Streamlit's frontend cached) and again, after another new
  server on the same address, for a phone that opened the app before (its browser cache
  keeps the frontend's bundles, which Streamlit serves as immutable); and, on the warm
  server, the first page in a new browser over an emulated phone's network (80 ms a
  request, 10 Mbit/s), where each round of requests costs what localhost hides;
- query → results: typing a query in the search box and pressing Enter, until the result
  cards of that query are rendered in the browser (median, p95 and max over several queries);
- article page, two ways: typing ``/article?article=…`` in the address bar (a full reload:
  the browser loads Streamlit's frontend again, then the page runs) and, the director's
  usual path, clicking « Lire l'article » under a search result (in-app navigation: only
  the page runs); each until its « Renvois » heading is rendered and the app is idle.

A query and an in-app article are timed on the page's own clock, from the moment the
browser stamped the Enter or the tap (``kb.ui.server.since_input``) to the first frame
drawn with the result: what the reader waits for. The same timed from the bench's side
is printed under it; it also counts Playwright's own steps before it acts (a click first
waits for the link to stand still over two frames): 50-140 ms that no reader spends. Until
the third session of 28 Nov 2026 the bench printed that figure only.

Each figure is printed next to the one measured before the speed work of issue 14 (by the
lead, on an idle machine, the day the work began), with the machine's load average: figures taken
on a busy machine are slower, compare like with like.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.ui.server import (
    CHROMIUM,
    CHROMIUM_ARGS,
    DRAWN,
    INPUT_CLOCK,
    free_port,
    since_input,
    start_app,
    stop_app,
    wait_healthy,
)
from kb.userlib.folder import user_library_dir

ARTICLES = ["tda:47", "ropta:9.6", "tda:32", "redcactus:48", "ropta:3.5", "ciaffone:1.11.b", "tda:43", "ropta:1.2"]
COLD_QUERY = "bouton mort"  # a cold start is timed to this query's results, live
QUERIES = ["bouton mort", "time", "all-in", "string bet", "joueur absent", "parole", "relance minimum", "tapis"]

# Before the speed work (issue 14), measured by the lead on an idle machine (25 Nov 2026):
# seconds for the starts, milliseconds (median, p95) for the pages.
BEFORE = {
    "cold": "first page after 14.72 s",
    "warm": "first page after 3.04 s (healthy 0.51 s, page 2.31 s)",
    "query": "median 170 ms, p95 460 ms",
    "article (reload)": "median 493 ms, p95 1013 ms",
}
TARGETS = {
    "cold": "≤ 10 s, the live page: its search served (the build's progress shown before)",
    "warm": "≤ 1.5 s, the page painted",
    "query": "p95 ≤ 250 ms",
    "article (reload)": "≤ 300 ms",
    "article (in-app)": "≤ 300 ms",
}


# A phone at the table (Wi-Fi or 4G): Chromium's network emulation, per request
PHONE_NETWORK = {"offline": False, "latency": 80, "downloadThroughput": 10e6 / 8, "uploadThroughput": 3e6 / 8}


# The page's own figures, read in the browser: its first contentful paint (ms after the
# navigation started) and whether the server sent a first paint (kb.ui.first_paint)
PAINTED = """() => ({fcp: (performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint')
  || {}).startTime, paint: window.__kbPainted === true})"""
SEEN_PAINT = """document.addEventListener('DOMContentLoaded',
  () => { window.__kbPainted = !!document.getElementById('kb-first-paint'); });"""


def _first_page(browser, url: str, ctx=None, network: dict | None = None, query: str = "") -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Seconds from opening the root URL (in a new tab) to the page painted with its search
    box — the server's first paint, read from the browser's own paint timing —, and to the
    live page (Streamlit's box drawn, the first paint handed over), in a new browser context
    (nothing cached) or in ``ctx`` (a browser that keeps its cache). With ``network``
    (``PHONE_NETWORK``), every request takes 80 ms more (a phone's round trip) at 10 Mbit/s:
    what a round of requests costs, which localhost hides. With ``query`` (in the address),
    the live page is the one with its results."""
    own = ctx is None
    ctx = ctx or browser.new_context(viewport={"width": 412, "height": 915})
    page = ctx.new_page()
    page.add_init_script(SEEN_PAINT)
    goto: dict[str, Any] = {"wait_until": "commit"}
    if network is not None:
        cdp = ctx.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", network)
        goto["timeout"] = 600_000
    t0 = time.perf_counter()
    page.goto(url + "/" + (f"?q={quote(query)}" if query else ""), **goto)
    page.locator("#kb-first-paint").wait_for(state="detached", timeout=600_000)
    main = page.locator('[data-testid="stMain"]')
    main.get_by_role("textbox", name="Votre question").wait_for(timeout=600_000)
    if query:
        main.locator(".kb-snippet").first.wait_for(timeout=600_000)
    live = time.perf_counter() - t0
    seen = page.evaluate(PAINTED)
    page.close()
    if own:
        ctx.close()
    painted = seen["fcp"] / 1000 if seen["paint"] and seen["fcp"] else live  # no first paint: the live page
    return painted, live


def _open_live(page, address: str) -> None:  # type: ignore[no-untyped-def]
    """Open ``address`` and wait for the live page (its first paint handed over)."""
    page.goto(address)
    page.locator("#kb-first-paint").wait_for(state="detached")
    page.wait_for_function(DRAWN)


# A query's results drawn: the address says the query, and its first card is there
RESULTS_OF = """q => new URLSearchParams(location.search).get('q') === q && !!document.querySelector('.kb-snippet')"""
# An article drawn: its « Renvois » heading is there
ARTICLE_DRAWN = """() => [...document.querySelectorAll('[data-testid="stMain"] h3')].some(h => h.textContent.startsWith('Renvois'))"""


def _query_latency(browser, url: str) -> tuple[list[float], list[float]]:  # type: ignore[no-untyped-def]
    """Each query typed and Enter pressed: seconds on the page's clock (kb.ui.server's
    ``since_input``), and on the bench's (Playwright's own steps included)."""
    ctx = browser.new_context(viewport={"width": 412, "height": 915})
    ctx.add_init_script(INPUT_CLOCK)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    _open_live(page, url + "/")
    box = page.get_by_role("textbox", name="Votre question")
    seen, harness = [], []
    for q in QUERIES:
        box.fill(q)
        t0 = time.perf_counter()
        box.press("Enter")
        seen.append(since_input(page, RESULTS_OF, q))
        harness.append(time.perf_counter() - t0)
    ctx.close()
    return seen, harness


def _article_latency(browser, url: str) -> tuple[list[float], list[float]]:  # type: ignore[no-untyped-def]
    """Each article opened from the address bar (a full reload of the frontend): seconds
    to its wording painted (the server's first paint, the browser's paint timing) and to
    the live page (« Renvois » drawn, the run over)."""
    ctx = browser.new_context(viewport={"width": 412, "height": 915})
    ctx.add_init_script(SEEN_PAINT)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    _open_live(page, url + "/")
    painted, live = [], []
    for aid in ARTICLES:
        t0 = time.perf_counter()
        page.goto(f"{url}/article?article={aid}", wait_until="commit")
        page.locator("#kb-first-paint").wait_for(state="detached")
        page.get_by_role("heading", name="Renvois").wait_for()
        page.wait_for_function(DRAWN)
        live.append(time.perf_counter() - t0)
        seen = page.evaluate(PAINTED)
        painted.append(seen["fcp"] / 1000 if seen["paint"] and seen["fcp"] else live[-1])
    ctx.close()
    return painted, live


def _article_in_app(browser, url: str) -> tuple[list[float], list[float]]:  # type: ignore[no-untyped-def]
    """The first result of each query opened by clicking « Lire l'article » (the search
    page is loaded first, untimed, and the link clicked as soon as the list is drawn):
    seconds from the tap on the page's clock, and on the bench's (Playwright's checks
    before it clicks included)."""
    ctx = browser.new_context(viewport={"width": 412, "height": 915})
    ctx.add_init_script(INPUT_CLOCK)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    seen, harness = [], []
    for q in QUERIES:
        page.goto(f"{url}/?q={quote(q)}")
        page.locator(".kb-snippet").first.wait_for()
        page.wait_for_function(DRAWN)
        link = page.get_by_role("link", name="Lire l'article").first
        t0 = time.perf_counter()
        link.click()
        seen.append(since_input(page, ARTICLE_DRAWN))
        harness.append(time.perf_counter() - t0)
    ctx.close()
    return seen, harness


def _p95(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _summary(label: str, times: list[float], key: str, harness: list[float] | None = None) -> str:
    line = (f"{label} ({len(times)}): median {statistics.median(times) * 1000:.0f} ms, "
            f"p95 {_p95(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms")
    if harness:  # the same, timed by the bench: Playwright's own steps included
        line += (f"\n    (timed from the bench's side: median {statistics.median(harness) * 1000:.0f} ms, "
                 f"p95 {_p95(harness) * 1000:.0f} ms)")
    return line + _versus(key)


def _versus(key: str) -> str:
    before = f"before: {BEFORE[key]}; " if key in BEFORE else ""
    return f"\n    ({before}target {TARGETS[key]})"


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def _start(cache: Path, port: int, label: str) -> tuple[float, subprocess.Popen[bytes], str]:
    """A new server on ``port`` (the same port each time: the same origin for the browser's
    cache); the stale-cache case is rebuilt first and said."""
    # the knowledge base the server opens: the built-in corpus and the user's library
    kb = KnowledgeBase(DEFAULT_CORPUS, cache, library=user_library_dir())
    if not label.startswith("cold") and not kb.is_built():
        # the sources changed since the cold start (someone editing the corpus or the
        # data): this start would rebuild, and is not a warm start
        print("note: the cache is stale (sources changed meanwhile): rebuilt first")
        kb.build()
    t0 = time.perf_counter()
    proc, url = start_app(cache, port=port)
    return t0, proc, url


def _make_app_start(browser, port: int) -> None:  # type: ignore[no-untyped-def]
    """``make app`` on an empty cache: ``kb build`` in a process of its own, then the server
    started on the built cache; timed to the live search page with ``COLD_QUERY``'s results."""
    cache = Path(tempfile.mkdtemp(prefix="kb-bench-make-app-"))
    env = dict(os.environ, KB_CACHE_DIR=str(cache))
    env.pop("KB_CORPUS", None)  # the built-in corpus, as the server's
    proc = None
    try:
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "kb", "build"], env=env, check=True, stdout=subprocess.DEVNULL)
        built = time.perf_counter() - t0
        proc, url = start_app(cache, port=port)
        wait_healthy(url, proc, timeout=300)
        t_page = time.perf_counter()
        _, live = _first_page(browser, url, query=COLD_QUERY)
        print(f"cold start as `make app` (empty cache: kb build, then the server): live search page with results "
              f"after {t_page - t0 + live:.2f} s (kb build {built:.2f} s, page {live:.2f} s; {_load()})"
              + _versus("cold"))
    finally:
        if proc is not None:
            stop_app(proc)
        shutil.rmtree(cache, ignore_errors=True)


def _pages(browser, url: str) -> None:  # type: ignore[no-untyped-def]
    painted, live = _first_page(browser, url, network=PHONE_NETWORK)
    print(f"first page over a phone's network (80 ms a request, 10 Mbit/s), warm server: "
          f"painted after {painted:.2f} s, live after {live:.2f} s")
    seen, harness = _query_latency(browser, url)
    print(_summary("query, Enter → rendered results", seen, "query", harness))
    painted_times, live_times = _article_latency(browser, url)
    print(_summary("article, address typed (full reload) → wording painted", painted_times, "article (reload)"))
    print(_summary("article, address typed (full reload) → live page drawn", live_times, "article (reload)"))
    seen, harness = _article_in_app(browser, url)
    print(_summary("article, « Lire l'article » tapped (in-app) → rendered", seen, "article (in-app)", harness))


def _starts(browser, cache: Path) -> None:  # type: ignore[no-untyped-def]
    """The cold start as ``make app`` does it, then three server starts on one port: cold
    (new browser; the server builds), warm (new browser: nothing of Streamlit's frontend
    cached), warm again for a phone that opened the app before (its browser cache holds the
    frontend's bundles, which Streamlit marks immutable)."""
    port = free_port()
    _make_app_start(browser, port)
    phone = browser.new_context(viewport={"width": 412, "height": 915})
    try:
        for label in ("cold start, server on an empty cache (it builds, its progress shown)", "warm start (cache present)",
                      "warm start, phone that opened the app before (browser cache kept)"):
            t0, proc, url = _start(cache, port, label)
            try:
                healthy = wait_healthy(url, proc, timeout=300)
                t_page = time.perf_counter()
                cold = label.startswith("cold")
                painted, live = _first_page(browser, url, phone if "phone" in label else None,
                                            query=COLD_QUERY if cold else "")
                before = t_page - t0  # the server's start, until it answered
                print(f"{label}: healthy in {healthy:.2f} s, first page painted after {before + painted:.2f} s "
                      f"(page {painted:.2f} s), live{' with results' if cold else ''} after {before + live:.2f} s "
                      f"(page {live:.2f} s){f'; {_load()}' if cold else ''}" + _versus(label[:4]))
                if cold:
                    _first_page(browser, url, phone)  # the phone's first visit: untimed
                elif "phone" not in label:
                    _pages(browser, url)
            finally:
                stop_app(proc)
    finally:
        phone.close()


def run() -> None:
    if not CHROMIUM.exists():
        print("skipped: /usr/bin/chromium is missing (make install installs it as root)")
        return
    from playwright.sync_api import sync_playwright

    print(f"machine: {_load()}")
    cache = Path(tempfile.mkdtemp(prefix="kb-bench-app-"))
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            try:
                _starts(browser, cache)
            finally:
                browser.close()
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    print(f"machine: {_load()}")
