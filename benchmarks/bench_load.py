"""The app under load: 8 concurrent sessions searching and opening articles for about a
minute, on 127.0.0.1 only (issue 11 « Load », issue 14 item 1).

Two variants, each against a fresh ``streamlit run`` server on a warm cache:

- server side: websocket clients without a browser speak Streamlit's own protocol (a
  ``BackMsg`` asking for a run of a page with its query string; the time is until the
  server's ``script_finished``), so that browser CPU does not hide the server's own cost;
- browser: 8 headless Chromium tabs (one browser, eight contexts) typing a query in the
  search box and opening the first result, as a director would.

Each prints p50 / p95 per action, the number of actions and errors (an exception box, a
timeout), and the server's memory (resident set) before and after.
Targets (issue 14): search p95 ≤ 1 s, article p95 ≤ 1.5 s with 8 sessions, no error.
Run alone: ``python -m benchmarks.bench_load [seconds] [sessions]``.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import quote

from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.ui.server import CHROMIUM, CHROMIUM_ARGS, DRAWN, start_app, stop_app, wait_healthy

SESSIONS = 8
SECONDS = 60.0
TIMEOUT = 60.0
QUERIES = ["bouton mort", "time", "all-in", "string bet", "joueur absent", "parole", "relance minimum", "tapis",
           "jeton unique", "misdeal", "chrono", "annonce verbale"]
ARTICLES = ["tda:47", "ropta:9.6", "tda:32", "redcactus:48", "ropta:3.5", "tda:43", "ropta:1.2", "ciaffone:1.11.b"]

Samples = dict[str, list[float]]
REASONS: Counter[str] = Counter()  # why the browser variant's actions failed, printed with the figures


def rss_mb(pid: int) -> float:
    """Resident memory of a process, in MB (Linux ``/proc``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _p(times: list[float], q: float) -> float:
    ordered = sorted(times)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def report(title: str, samples: Samples, errors: dict[str, int], before: float, after: float) -> None:
    print(title)
    for action in sorted(set(samples) | set(errors)):
        times = samples.get(action, [])
        figures = (f"p50 {statistics.median(times) * 1000:.0f} ms, p95 {_p(times, 0.95) * 1000:.0f} ms, "
                   f"max {max(times) * 1000:.0f} ms" if times else "no sample")
        print(f"  {action}: {len(times)} × — {figures}, errors {errors.get(action, 0)}")
    print(f"  server memory: {before:.0f} MB before, {after:.0f} MB after")
    for reason, n in REASONS.most_common(5):
        print(f"  error × {n}: {reason}")
    REASONS.clear()


# -- server side: Streamlit's websocket protocol, no browser ------------------------------


def _rerun_msg(page: str, query: str) -> bytes:
    msg = BackMsg()
    msg.rerun_script.page_name = page
    msg.rerun_script.query_string = query
    return msg.SerializeToString()


async def _run_page(ws, page: str, query: str) -> tuple[float, bool]:  # type: ignore[no-untyped-def]
    """Seconds until the server has finished running ``page`` with ``query``, and whether
    the run showed an exception box."""
    t0 = time.perf_counter()
    await ws.send(_rerun_msg(page, query))
    failed = False
    while True:
        data = await asyncio.wait_for(ws.recv(), TIMEOUT)
        msg = ForwardMsg()
        msg.ParseFromString(data)
        kind = msg.WhichOneof("type")
        if kind == "delta" and msg.delta.WhichOneof("type") == "new_element":
            failed = failed or msg.delta.new_element.WhichOneof("type") == "exception"
        if kind == "script_finished" and msg.script_finished != ForwardMsg.FINISHED_EARLY_FOR_RERUN:
            return time.perf_counter() - t0, failed


async def _ws_session(url: str, deadline: float, seed: int, samples: Samples, errors: dict[str, int]) -> None:
    import websockets  # the benchmark's own client library, loaded only here

    rnd = random.Random(seed)
    host = url.removeprefix("http://")
    async with websockets.connect(
        f"ws://{host}/_stcore/stream", subprotocols=["streamlit"], origin=url, max_size=None  # type: ignore[list-item,arg-type]
    ) as ws:
        await _run_page(ws, "", "")
        while time.perf_counter() < deadline:
            for action, page, query in (
                ("search", "", "q=" + quote(rnd.choice(QUERIES))),
                ("article", "article", "article=" + rnd.choice(ARTICLES)),
            ):
                try:
                    elapsed, failed = await _run_page(ws, page, query)
                except (TimeoutError, OSError):
                    errors[action] += 1
                    continue
                samples[action].append(elapsed)
                if failed:
                    errors[action] += 1


async def _server_side(url: str, sessions: int, seconds: float) -> tuple[Samples, dict[str, int]]:
    samples: Samples = defaultdict(list)
    errors: dict[str, int] = defaultdict(int)
    deadline = time.perf_counter() + seconds
    await asyncio.gather(*(_ws_session(url, deadline, i, samples, errors) for i in range(sessions)))
    return samples, errors


# -- browser: headless Chromium tabs ------------------------------------------------------



# what the search page shows when no article matches
_NOTHING = "[data-testid='stAlert']:has-text('Aucun article ne correspond')"


async def _tab(browser, url: str, deadline: float, seed: int, samples: Samples, errors: dict[str, int]) -> None:  # type: ignore[no-untyped-def]
    rnd = random.Random(seed)
    ctx = await browser.new_context(viewport={"width": 390, "height": 844})
    page = await ctx.new_page()
    page.set_default_timeout(TIMEOUT * 1000)
    await _open_live(page, url + "/")
    box = page.get_by_role("textbox", name="Votre question")
    while time.perf_counter() < deadline:
        q = rnd.choice(QUERIES)
        try:
            await box.fill(q)
            t0 = time.perf_counter()
            await box.press("Enter")
            await page.wait_for_function("q => new URLSearchParams(location.search).get('q') === q", arg=q)
            # the result cards, or the message that nothing matched (« chrono »)
            await page.locator(f".kb-snippet, {_NOTHING}").first.wait_for()
            await page.wait_for_function(DRAWN)
            samples["search"].append(time.perf_counter() - t0)
            if not await page.locator(".kb-snippet").count():
                continue  # no article to open: the next query
            t0 = time.perf_counter()
            await page.get_by_role("link", name="Lire l'article").first.click()
            await page.get_by_role("heading", name="Renvois").wait_for()
            samples["article"].append(time.perf_counter() - t0)
            await page.go_back()
            await box.wait_for()
        except Exception as exc:  # a timeout or a vanished element: counted, and the tab starts again
            action = "search" if len(samples["search"]) <= len(samples["article"]) else "article"
            errors[action] += 1
            shown = await page.locator("h1, h2").first.text_content(timeout=2000) if await page.locator("h1, h2").count() else ""
            REASONS[f"{action}: {type(exc).__name__}: {str(exc).splitlines()[0][:120]} "
                    f"(at {page.url.removeprefix(url)}, showing « {(shown or '').strip()[:60]} »)"] += 1
            await _open_live(page, url + "/")
    await ctx.close()


async def _open_live(page, address: str) -> None:  # type: ignore[no-untyped-def]
    """Open ``address`` and wait for the live page: its first paint (kb.ui.first_paint) takes
    typing at once, and a search typed there would time the frontend's load, not a search."""
    await page.goto(address)
    await page.locator("#kb-first-paint").wait_for(state="detached")


async def _browser(url: str, sessions: int, seconds: float) -> tuple[Samples, dict[str, int]]:
    from playwright.async_api import async_playwright  # heavy, and only for this variant

    samples: Samples = defaultdict(list)
    errors: dict[str, int] = defaultdict(int)
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        deadline = time.perf_counter() + seconds
        await asyncio.gather(*(_tab(browser, url, deadline, i, samples, errors) for i in range(sessions)))
        await browser.close()
    return samples, errors


def _with_server(cache: Path, title: str, variant, sessions: int, seconds: float) -> None:  # type: ignore[no-untyped-def]
    proc, url = start_app(cache)
    try:
        wait_healthy(url, proc, timeout=300)
        asyncio.run(_server_side(url, 1, 0.1))  # one visit: the knowledge base opened
        before = rss_mb(proc.pid)
        samples, errors = asyncio.run(variant(url, sessions, seconds))
        report(title, samples, errors, before, rss_mb(proc.pid))
    finally:
        stop_app(proc)


def run(seconds: float = SECONDS, sessions: int = SESSIONS) -> None:
    cache = Path(os.environ.get("KB_CACHE_DIR") or tempfile.mkdtemp(prefix="kb-bench-load-"))
    KnowledgeBase(DEFAULT_CORPUS, cache).build()  # a warm cache: the load, not the build, is measured
    _with_server(cache, f"server side ({sessions} websocket sessions, {seconds:.0f} s):", _server_side, sessions, seconds)
    if not CHROMIUM.exists():
        print("browser variant skipped: /usr/bin/chromium is missing")
        return
    _with_server(cache, f"browser ({sessions} Chromium tabs, {seconds:.0f} s):", _browser, sessions, seconds)


if __name__ == "__main__":
    args = sys.argv[1:]
    run(float(args[0]) if args else SECONDS, int(args[1]) if len(args) > 1 else SESSIONS)
