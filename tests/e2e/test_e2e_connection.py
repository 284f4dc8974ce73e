"""The server gone while a phone has the app open (the table's Wi-Fi dropped, the server
restarted): what the reader sees is said in French, not Streamlit's « Connection error »."""

from __future__ import annotations

import os

import pytest

from kb.ui.server import served, stop_app

pytestmark = pytest.mark.e2e


def test_a_lost_server_is_said_in_french(browser, warm_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    # a server of its own (the session's stays up for the other tests), on the built cache
    with served(os.environ["KB_CACHE_DIR"], log=tmp_path / "server.log") as (proc, url):
        context = browser.new_context(viewport={"width": 390, "height": 844}, locale="fr-FR")
        try:
            page = context.new_page()
            page.set_default_timeout(120_000)
            page.goto(url + "/")
            page.get_by_role("textbox", name="Votre question").wait_for()
            page.locator("#kb-first-paint").wait_for(state="detached")  # the live page, connected
            stop_app(proc)
            page.get_by_text("Connexion perdue").wait_for(timeout=60_000)
            body = page.inner_text("body")
            assert "Le serveur ne répond pas" in body
            assert "Connection error" not in body and "Streamlit server" not in body
        finally:
            context.close()
