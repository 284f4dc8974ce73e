"""The static site (`kb export site`): export time, size of the site and of its Pagefind
index, and the bytes a phone downloads: the first page, a search (Pagefind's scripts and
index, then the per-query chunks) and the whole site (what the service worker caches for
offline reading).

Bytes are measured in a real browser (Debian Chromium + Playwright, service worker blocked
so that every byte comes from the network), served by `python -m http.server`, which does
not compress: the gzip figure is what a host that compresses (most do) would send.
Lighthouse is not available offline, hence these byte counts instead.
"""

from __future__ import annotations

import gzip
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from benchmarks.waits import cpu_seconds
from benchmarks.waits import report as report_wait

QUERY = "relance minimum"
EXPORT_TARGET = 6.0  # seconds (issue 37)


def _serve(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cmd = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(folder), str(port)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    for _ in range(100):
        try:
            urllib.request.urlopen(url, timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    return proc, url


class _Meter:
    """Bytes of the responses a page received since the last ``take``: raw and gzipped."""

    def __init__(self, page: Any):
        self.responses: list[Any] = []
        page.on("response", self._add)

    def _add(self, response: Any) -> None:
        self.responses.append(response)

    def take(self) -> tuple[int, int, int]:
        bodies = []
        for r in self.responses:
            try:
                bodies.append(r.body())
            except Exception:  # noqa: BLE001 - a redirect or an aborted request has no body
                continue
        self.responses = []
        return len(bodies), sum(len(b) for b in bodies), sum(len(gzip.compress(b)) for b in bodies)


def _browser_bytes(folder: Path) -> None:
    from playwright.sync_api import sync_playwright  # heavy, and only for this benchmark

    from kb.ui.server import CHROMIUM, CHROMIUM_ARGS

    if not CHROMIUM.exists():
        print("bytes in the browser: skipped (/usr/bin/chromium missing)")
        return
    proc, url = _serve(folder)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 412, "height": 915}, service_workers="block")
            page = context.new_page()
            meter = _Meter(page)
            page.goto(url + "tda/32/", wait_until="load")
            _report("first page (an article)", meter.take())
            page.goto(url + "recherche/", wait_until="networkidle")
            _report("search page, ready", meter.take())
            page.locator(".pagefind-ui__search-input").fill(QUERY)
            page.locator(".pagefind-ui__result").first.wait_for(timeout=30_000)
            page.wait_for_load_state("networkidle")
            _report(f"one search ({QUERY!r}, results shown)", meter.take())
            browser.close()
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _report(what: str, measured: tuple[int, int, int]) -> None:
    n, raw, gz = measured
    print(f"{what:<44} {n:3d} requests {raw / 1024:8.0f} Ko ({gz / 1024:.0f} Ko gzip)")


def run() -> None:
    from kb.knowledge import KnowledgeBase
    from kb.site import export_site

    kb = KnowledgeBase()
    kb.library, kb.topics, kb.parameters, kb.example_results  # noqa: B018 - open the cache first
    out = Path(tempfile.mkdtemp(prefix="kb-bench-site-")) / "site"
    steps: list[tuple[str, float, float]] = []  # each step the export announces: wall and CPU at its start
    t0, c0 = time.perf_counter(), cpu_seconds()
    report = export_site(kb, out, progress=lambda m: steps.append((m, time.perf_counter(), cpu_seconds())))
    secs, cpu = time.perf_counter() - t0, cpu_seconds() - c0
    report_wait(f"export: {report.pages} pages, {report.files} files", secs, EXPORT_TARGET, cpu=cpu)
    # the steps as export_site announces them: the pages are drawn in the first one
    ends = steps[1:] + [("", t0 + secs, c0 + cpu)]
    for (what, t, c), (_, t_end, c_end) in zip(steps, ends, strict=True):
        print(f"  « {what} »{'':<{38 - len(what)}} {t_end - t:6.2f} s ({c_end - c:.2f} s CPU)")
    files = [p for p in out.rglob("*") if p.is_file()]
    gz = sum(len(gzip.compress(p.read_bytes())) for p in files)
    print(f"site size: {report.bytes / 1e6:.2f} Mo ({gz / 1e6:.2f} Mo gzip): what the service worker caches for offline")
    print(f"Pagefind index: {report.index_bytes / 1e6:.2f} Mo ({report.index_bytes * 100 // report.bytes} % of the site)")
    _browser_bytes(out)
