"""Hostile uploads in the running app (issue 39): the files of tests/hostile/generate.py
given to « Ajouter un règlement » one after the other in a real Chromium, as a visitor of a
club's app would, with the Streamlit server's resident memory (``VmRSS``) read before the
first upload and after each one, and what the page said.

Target (issue 39): after ten hostile uploads the server's resident memory is within 100 MB
of where it started (reading and trying a book happens in a bounded child process, which
gives its memory back to the system when it ends).
Run alone: ``python -m benchmarks.bench_app_uploads``.
"""

from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.ui.server import CHROMIUM, CHROMIUM_ARGS, DRAWN, chromium_available, served
from tests.hostile.generate import BENCH_CASES, CASES, written

MB = 1024 * 1024
UPLOADS = 10


def resident(pid: int) -> int:
    """The process's resident memory in bytes (``VmRSS`` of /proc/<pid>/status)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def settled(pid: int, quiet: float = 5.0, timeout: float = 180.0) -> int:
    """The process's resident memory once it stopped growing for ``quiet`` seconds (the
    server opens its knowledge base over its first runs, not at once)."""
    last, since, t0 = resident(pid), time.monotonic(), time.monotonic()
    while time.monotonic() - since < quiet and time.monotonic() - t0 < timeout:
        time.sleep(0.5)
        now = resident(pid)
        if now > last + MB:
            last, since = now, time.monotonic()
    return resident(pid)


def _said(page) -> str:  # type: ignore[no-untyped-def]
    alerts = page.get_by_role("alert")
    texts = [alerts.nth(i).inner_text() for i in range(alerts.count())]
    found = page.get_by_text(re.compile(r"Articles trouvés|Mise en page détectée"))
    if found.count():
        texts.append(found.first.inner_text())
    return " | ".join(t.replace("\n", " ") for t in texts)[:140] or "(rien)"


def _upload(page, path: Path, url: str) -> str:  # type: ignore[no-untyped-def]
    """One file given to the page, its title typed; what the page said once it was read."""
    page.goto(url + "/ajouter")
    page.get_by_role("heading", name="Ajouter un règlement").wait_for(timeout=300_000)
    page.locator('input[type="file"]').set_input_files(str(path))
    page.get_by_text(re.compile("Indiquez le titre|Fichier trop volumineux")).first.wait_for(timeout=120_000)
    if page.get_by_text("Indiquez le titre").count():
        title = page.get_by_label("Titre", exact=True)
        title.fill("Règlement du club")
        title.press("Enter")
        time.sleep(0.5)
    page.wait_for_function(DRAWN, timeout=300_000)
    if os.environ.get("KB_BENCH_SHOTS"):
        page.screenshot(path=f"{os.environ['KB_BENCH_SHOTS']}/{path.name}.png", full_page=True)
    return _said(page)


def run() -> None:
    reason = chromium_available()
    if reason:
        print(f"non mesuré : {reason}")
        return
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="bench-uploads-") as tmp:
        root = Path(tmp)
        (root / "files").mkdir()
        (root / "library").mkdir()
        written_files = {case.filename: path for case, path in written(CASES + BENCH_CASES[:1], root / "files")}
        ordinary = written_files.pop("club.md")
        files = (list(written_files.values()) * 2)[:UPLOADS]
        cache = root / "cache"
        KnowledgeBase(DEFAULT_CORPUS, cache, library=root / "library").build()  # the server starts warm
        os.environ["KB_LIBRARY"] = str(root / "library")  # read by the server started below
        try:
            with served(cache) as (proc, url), sync_playwright() as p:
                browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
                page = browser.new_page(locale="fr-FR")
                # The server warmed as a visitor finds it: the search page opened and an
                # ordinary book previewed (the knowledge base and the page's modules loaded).
                page.goto(url + "/")
                page.get_by_role("textbox", name="Votre question").wait_for(timeout=300_000)
                print(f"serveur chaud, avant les envois : {_upload(page, ordinary, url)}")
                start = settled(proc.pid)
                print(f"serveur au départ (mémoire stable) : {start / MB:.0f} Mo résidents")
                for n, path in enumerate(files, 1):
                    t0 = time.perf_counter()
                    said = _upload(page, path, url)
                    now = resident(proc.pid)
                    print(f"{n:>2}. {path.name:<18} {time.perf_counter() - t0:6.1f} s  serveur {now / MB:5.0f} Mo  {said}",
                          flush=True)
                browser.close()
                end = settled(proc.pid)
        finally:
            os.environ.pop("KB_LIBRARY", None)
        print(f"serveur après {len(files)} envois : {end / MB:.0f} Mo résidents, {(end - start) / MB:+.0f} Mo "
              f"depuis le départ — cible : 100 Mo au plus")


if __name__ == "__main__":
    run()
