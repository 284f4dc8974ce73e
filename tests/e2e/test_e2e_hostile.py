"""Hostile addresses in a real Chromium (issue 11 item 4): every page opened with
``<script>``, Markdown links and images, a 5 000-character value, NUL and unknown ids.

No exception box, no live link or image to the injected address, and no request at all
to another origin (every request of the page is listened to).
"""

from __future__ import annotations

from urllib.parse import quote, urlsplit

import pytest

from kb.ui.server import settle

pytestmark = pytest.mark.e2e

EVIL = "127.0.0.1:9"
VALUES = {
    "markdown": f"[Cliquez ici](http://{EVIL}/x) ![p](http://{EVIL}/p.png) http://{EVIL}/bare",
    "html": f"<script>alert(1)</script><img src=http://{EVIL}/i.png>",
    "long-nul": "tda:47%00" + quote((f"![p](http://{EVIL}/p.png)" * 200)[:5000]),
}
# (path, parameter) of every page's restored state
TARGETS = [
    ("/", "q"), ("/", "article"), ("/", "topic"), ("/", "example"), ("/article", "article"),
    ("/comparer", "topic"), ("/comparer", "a"), ("/exemples", "example"), ("/reglements", "book"),
    ("/glossaire", "terme"), ("/a-propos", "x"), ("/reglement-maison", "x"),
]




def foreign_requests(page, app_url: str) -> list[str]:  # type: ignore[no-untyped-def]
    """A list that fills with every request of the page to another origin."""
    origin = urlsplit(app_url).netloc
    seen: list[str] = []

    def on_request(request) -> None:  # type: ignore[no-untyped-def]
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https", "ws", "wss") and parts.netloc != origin:
            seen.append(request.url)

    page.on("request", on_request)
    return seen


def assert_clean(page) -> None:  # type: ignore[no-untyped-def]
    assert page.locator('[data-testid="stException"]').count() == 0
    assert page.locator(f'a[href*="{EVIL}"], img[src*="{EVIL}"]').count() == 0
    assert not page.evaluate("() => [...document.scripts].some(s => s.text.includes('alert(1)'))")
    body = page.locator("body").inner_text()
    assert "Traceback" not in body and "site-packages" not in body


@pytest.mark.parametrize("value", sorted(VALUES))
@pytest.mark.parametrize(("path", "param"), TARGETS)
def test_hostile_address(page, warm_app, path: str, param: str, value: str) -> None:  # type: ignore[no-untyped-def]
    leaked = foreign_requests(page, warm_app)
    raw = VALUES[value]
    encoded = raw if value == "long-nul" else quote(raw)
    page.goto(f"{warm_app}{path}?{param}={encoded}")
    settle(page, 500)
    assert_clean(page)
    assert leaked == []


def test_hostile_situation_and_uploaded_spec(page, warm_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    leaked = foreign_requests(page, warm_app)
    name = f"[x](http://{EVIL}/n)"
    situation = f"blinds 100/200\nplayers A:1000 B:1000\nA raise 600\n? {name} chips 1000\n"
    page.goto(f"{warm_app}/exemples?situation={quote(situation)}")
    page.get_by_role("alert").first.wait_for()  # the unknown player, said once for every book
    settle(page, 500)
    assert_clean(page)
    spec = tmp_path / "[s](http:127.0.0.1:9).toml"
    spec.write_text(
        f'base = "{name}"\n[event]\nname = "![p](http://{EVIL}/p.png)"\n[set]\n"{name}" = 3\n'
        f'[[add]]\ntitle = "<script>alert(1)</script>"\ntext = "![p](http://{EVIL}/p.png)"\nafter = "ropta:1.1"\n',
        encoding="utf-8",
    )
    page.goto(f"{warm_app}/reglement-maison")
    page.get_by_role("heading", name="4. Document").wait_for()
    page.get_by_text("Reprendre une spécification").click()
    page.locator('input[type="file"]').set_input_files(str(spec))
    page.get_by_text("Paramètres inconnus").wait_for()
    settle(page, 500)
    assert_clean(page)
    assert leaked == []
