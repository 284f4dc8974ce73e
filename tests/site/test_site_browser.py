"""The exported site in a real browser (Debian Chromium driven by Playwright, never
`playwright install`), served by `python -m http.server` on 127.0.0.1 as any static host
would: search in French and in the English jargon, with a typo, open a result, follow a
cross-link, then read offline from the service worker's cache."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from sitecheck import service_worker_lists

pytestmark = pytest.mark.e2e


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def site_url(site: Path) -> Iterator[str]:
    port = free_port()
    cmd = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", "--directory", str(site), str(port)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/"
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(url, timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture(scope="module")
def phone(browser):  # type: ignore[no-untyped-def]
    """A phone-sized browser context of the session's Chromium (tests/conftest.py)."""
    context = browser.new_context(viewport={"width": 412, "height": 915}, locale="fr-FR")
    try:
        yield context
    finally:
        context.close()


def search(page, query: str) -> list[str]:  # type: ignore[no-untyped-def]
    """Type ``query`` in Pagefind's box; the titles of the first results."""
    page.locator(".pagefind-ui__search-input").fill(query)
    page.wait_for_function(
        "q => document.querySelector('.pagefind-ui__message')?.textContent.includes(q)", arg=query, timeout=30_000
    )
    # Each result shows a loading placeholder until its fragment has arrived.
    page.wait_for_function(
        "() => { const t = [...document.querySelectorAll('.pagefind-ui__result-title')].slice(0, 3);"
        " return t.length > 0 && t.every(e => e.textContent.trim() && !e.closest('.pagefind-ui__loading')"
        " && !e.classList.contains('pagefind-ui__loading')); }",
        timeout=30_000,
    )
    return list(page.locator(".pagefind-ui__result-title").all_inner_texts())


def precached(page, path: str) -> bool:  # type: ignore[no-untyped-def]
    return bool(page.evaluate("p => caches.match(new URL(p, location.origin + '/').href).then(r => !!r)", path))


def test_search_navigate_and_read_offline(site: Path, site_url: str, phone) -> None:  # type: ignore[no-untyped-def]
    page = phone.new_page()
    page.goto(site_url + "recherche/")
    titles = search(page, "dead button")
    assert any("bouton mort" in t.casefold() for t in titles[:3]), titles

    titles = search(page, "relanse minimum")
    assert "relance minimum" in page.locator(".correction").inner_text()
    assert any("relance" in t.casefold() for t in titles[:3]), titles
    page.locator(".pagefind-ui__result-link").first.click()
    page.wait_for_url("**/*/*/")
    assert "relance" in page.locator("h1").inner_text().casefold()
    opened = page.url

    page.locator("section.same-topic a").first.click()
    page.wait_for_url(lambda url: url != opened)
    assert page.url.split("/")[-3] != opened.split("/")[-3]  # another book

    page.evaluate("navigator.serviceWorker.ready")
    last = service_worker_lists(site)[1][-1]  # the worker caches in order: the last file means all
    deadline = time.monotonic() + 180
    while not precached(page, last) and time.monotonic() < deadline:
        time.sleep(0.5)
    assert precached(page, "aix/le-bouton/") and precached(page, last), "the service worker did not precache the site"

    phone.set_offline(True)
    try:
        page.goto(site_url + "aix/le-bouton/")  # never opened online
        assert "Le Bouton" in page.locator("h1").inner_text()
        page.reload()
        assert "Le Bouton" in page.locator("h1").inner_text()
        page.goto(site_url + "recherche/")
        titles = search(page, "bouton mort")
        assert any("bouton" in t.casefold() for t in titles[:3]), titles
    finally:
        phone.set_offline(False)
