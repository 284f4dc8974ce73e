"""Streamlit's own floor on this machine: the figures of ``bench_app`` for an app of a
single text box, with the same server options, the same settings and the same Chromium.

What a Streamlit app cannot go below — starting the server, the browser loading and
running Streamlit's frontend (several megabytes of JavaScript), one run of a script — so
that the app's own cost is the difference with ``bench_app``'s figures:

- first page: a new server, then a new browser context (nothing cached), until the box;
- full reload: the address typed again in a context that has the frontend cached;
- query: a question typed and Enter pressed, until the run it starts has drawn a line of
  results and written the question into the address (``bench_app``'s « query → results »);
- page switch: a link to a second page clicked, until its heading is drawn (``bench_app``'s
  « Lire l'article » tapped).

The query and the page switch are timed on the page's clock, from the Enter or the tap, as
``bench_app``'s (``kb.ui.server.since_input``).
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

from kb.ui.server import (
    CHROMIUM,
    CHROMIUM_ARGS,
    DRAWN,
    INPUT_CLOCK,
    free_port,
    since_input,
    stop_app,
    wait_healthy,
)

ROOT = Path(__file__).resolve().parent.parent
# Two pages: a box whose question is written into the address and answered by a line and
# a link to the second page, as the app's search page does, with nothing computed
BOX_APP = """import streamlit as st

def search():
    q = st.text_input("Votre question")
    if q:
        st.query_params["q"] = q
        st.markdown(f"Résultat pour **{q}**")
        st.page_link(pages[1], label="Lire l'article", query_params={"article": q})

def article():
    st.title(st.query_params.get("article", ""))
    st.header("Renvois")

pages = [st.Page(search, title="Recherche", default=True), st.Page(article, title="Article", url_path="article")]
st.navigation(pages, position="hidden").run()
"""
RELOADS = 8
# The run's line of a query drawn (its question in the address); the second page drawn
LINE_OF = """q => new URLSearchParams(location.search).get('q') === q
  && [...document.querySelectorAll('[data-testid="stMain"] p')].some(p => p.textContent === 'Résultat pour ' + q)"""
SWITCHED = """() => [...document.querySelectorAll('[data-testid="stMain"] h2')].some(h => h.textContent.startsWith('Renvois'))"""


def _start(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    streamlit = Path(sys.executable).with_name("streamlit")
    cmd = [str(streamlit), "run", "app.py", "--server.address", "127.0.0.1", "--server.port", str(port),
           "--server.headless", "true", "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
    proc = subprocess.Popen(cmd, cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
    return proc, f"http://127.0.0.1:{port}"


def _measure(browser, url: str) -> tuple[float, list[float], list[float], list[float]]:  # type: ignore[no-untyped-def]
    ctx = browser.new_context(viewport={"width": 412, "height": 915})
    ctx.add_init_script(INPUT_CLOCK)  # queries and page switches timed as bench_app's
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    t0 = time.perf_counter()
    page.goto(url + "/")
    page.get_by_role("textbox", name="Votre question").wait_for()
    first = time.perf_counter() - t0
    reloads, queries, switches = [], [], []
    for i in range(RELOADS):
        t0 = time.perf_counter()
        page.goto(f"{url}/?n={i}")
        box = page.get_by_role("textbox", name="Votre question")
        box.wait_for()
        reloads.append(time.perf_counter() - t0)
        page.wait_for_function(DRAWN)
        box.fill(f"question {i}")
        box.press("Enter")
        queries.append(since_input(page, LINE_OF, f"question {i}"))
        page.get_by_role("link", name="Lire l'article").click()
        switches.append(since_input(page, SWITCHED))
    ctx.close()
    return first, reloads, queries, switches


def _line(label: str, times: list[float]) -> str:
    return (f"{label} ({len(times)}): median {statistics.median(times) * 1000:.0f} ms, "
            f"max {max(times) * 1000:.0f} ms")


def run() -> None:
    if not CHROMIUM.exists():
        print("skipped: /usr/bin/chromium is missing (make install installs it as root)")
        return
    from playwright.sync_api import sync_playwright

    folder = Path(tempfile.mkdtemp(prefix="kb-bench-floor-"))
    try:
        (folder / "app.py").write_text(BOX_APP, encoding="utf-8")
        shutil.copytree(ROOT / ".streamlit", folder / ".streamlit")
        one, five, _ = os.getloadavg()
        print(f"machine: load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            proc, url = _start(folder)
            try:
                healthy = wait_healthy(url, proc, timeout=120)
                first, reloads, queries, switches = _measure(browser, url)
            finally:
                stop_app(proc)
                browser.close()
        print(f"an app of one text box: healthy in {healthy:.2f} s, first page rendered after "
              f"{healthy + first:.2f} s (page {first:.2f} s)")
        print(_line("full reload, frontend cached", reloads))
        print(_line("query: Enter pressed → the run's line drawn", queries))
        print(_line("page switch: link tapped → the page drawn", switches))
        print("    (the app's own cost is bench_app's figure less this floor)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)
