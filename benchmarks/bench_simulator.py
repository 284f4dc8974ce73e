"""Clicks and keystrokes for a ruling in the simulator, before and after issue 18.

The ruling asked: « Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire
C ? » (5 seats SB BB A B C, 10 000 each but B 800), until « Relance minimum : 1 200 au total
— TDA 43 » is on the screen.

How it is counted (the same rule for every journey): a click is one press of the mouse (or
a tap); a keystroke is one key pressed — each character typed, Enter between two lines,
and, to replace a field's default, Ctrl+A (2 keys) then Backspace (1).

- before: the issue's own measure in Chromium (18 clicks, 145 keystrokes, with its errors:
  `c` refused, « A relance à 600 » refused), and the old form's minimum computed from its
  required inputs (the old defaults and English line format of commit 0578f6f, the last
  before this work: the form below, replayed by the counting rule, not by a browser — the
  old page no longer exists);
- after: scripted Playwright journeys on the app served from a warm cache, each counted as
  it runs and checked to end on the ruling: the form (French verbs, « Que peut-il faire ? »),
  and the « Décrivez la situation » box in both registers (full sentence, table note).
"""

from __future__ import annotations

import statistics
import time
from dataclasses import dataclass, field

from kb.cache import default_cache_root
from kb.corpus import DEFAULT_CORPUS
from kb.knowledge import KnowledgeBase
from kb.ui.server import CHROMIUM, CHROMIUM_ARGS, settle, start_app, stop_app, wait_healthy

ISSUE_MEASURE = (18, 145)  # issue 18, measured on the old simulator in Chromium
RULING = "Relance minimum : 1 200 au total — TDA 43"

# The old form (commit 0578f6f): (field, its default, what the director had to type there).
OLD_FORM = [
    ("Petite blinde", "1000", "100"),
    ("Grosse blinde", "2000", "200"),
    ("Joueurs et tapis", "SB:50000 BB:50000 A:50000 B:50000", "SB:10000 BB:10000 A:10000 B:800 C:10000"),
    ("Actions déjà faites", "A raise 5000", "A raise 600\nB allin"),
    ("Joueur", "B", "C"),
    ("Jetons poussés", "5000 1000", ""),  # « Que peut faire C ? » = leave the chips and words empty
]
NEW_FORM = [
    ("Petite blinde", "1000", "100"),
    ("Grosse blinde", "2000", "200"),
    ("Joueurs et tapis", "SB:50000 BB:50000 A:50000 B:50000", "SB:10000 BB:10000 A:10000 B:800 C:10000"),
    ("Actions déjà faites", "A relance à 5000", "A relance à 600\nB fait tapis"),
    ("Joueur", "B", "c"),
]
SENTENCE = "Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire C ?"
TABLE_NOTE = "100-200, A raise 600, B shove 800, C ? min"


def typing_cost(default: str, typed: str) -> int:
    """Keystrokes to replace ``default`` by ``typed`` (Ctrl+A, Backspace when not empty).

    >>> typing_cost("B", "C"), typing_cost("", "ab\\ncd")
    (4, 5)
    """
    return (3 if default else 0) + len(typed)


def form_cost(form: list[tuple[str, str, str]], extra_clicks: int) -> tuple[int, int]:
    """Clicks (one per field changed, the submit button, ``extra_clicks``) and keystrokes."""
    changed = [(d, t) for _, d, t in form if d != t]
    return len(changed) + 1 + extra_clicks, sum(typing_cost(d, t) for d, t in changed)


@dataclass
class Counted:
    """A page whose clicks and keystrokes are counted as the journey runs."""

    page: object
    clicks: int = 0
    keys: int = 0
    log: list[str] = field(default_factory=list)

    def click(self, locator) -> None:  # type: ignore[no-untyped-def]
        locator.click()
        self.clicks += 1

    def fill(self, locator, text: str) -> None:  # type: ignore[no-untyped-def]
        """Click into the field, replace what is there by ``text``, key by key."""
        for _ in range(50):  # a rerun may leave the previous run's copy a moment
            if locator.count() == 1:
                break
            self.page.wait_for_timeout(100)  # type: ignore[attr-defined]
        self.click(locator)
        kb = self.page.keyboard  # type: ignore[attr-defined]
        if locator.input_value():
            kb.press("Control+A")
            kb.press("Backspace")
            self.keys += 3
        for i, line in enumerate(text.split("\n")):
            if i:
                kb.press("Enter")
                self.keys += 1
            kb.type(line)
            self.keys += len(line)




def _ruling_shown(page) -> float:  # type: ignore[no-untyped-def]
    t0 = time.perf_counter()
    page.wait_for_function(
        "s => document.body.innerText.replace(/\\u202f/g, ' ').replace(/\\u2060/g, '').includes(s)", arg=RULING,
        timeout=120_000,
    )
    return time.perf_counter() - t0


def _simulator_on_a_phone(browser, url: str, ready: str):  # type: ignore[no-untyped-def]
    """A phone's browser context on the simulator page, once its button ``ready`` is drawn
    and the run is over: (context, page)."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    page.goto(url + "/exemples")
    page.get_by_role("button", name=ready).wait_for()
    settle(page, 300, 120_000)
    return ctx, page


def _form_journey(browser, url: str) -> tuple[Counted, float]:  # type: ignore[no-untyped-def]
    ctx, page = _simulator_on_a_phone(browser, url, "Statuer")
    c = Counted(page)
    c.click(page.get_by_text("Que peut-il faire ?"))
    settle(page, 300, 120_000)
    for label, _, typed in NEW_FORM:
        role = "spinbutton" if "blinde" in label else "textbox"
        c.fill(page.get_by_role(role, name=label, exact=label == "Joueur"), typed)
    c.click(page.get_by_role("button", name="Statuer"))
    wait = _ruling_shown(page)
    ctx.close()
    return c, wait


def _description_journey(browser, url: str, text: str) -> tuple[Counted, float]:  # type: ignore[no-untyped-def]
    ctx, page = _simulator_on_a_phone(browser, url, "Lire et trancher")
    c = Counted(page)
    c.fill(page.get_by_role("textbox", name="Décrivez la situation"), text)
    c.click(page.get_by_role("button", name="Lire et trancher"))
    wait = _ruling_shown(page)
    ctx.close()
    return c, wait


def run() -> None:
    old = form_cost(OLD_FORM, extra_clicks=0)
    model_new = form_cost(NEW_FORM, extra_clicks=1)  # the question chosen: one click
    print(f"ruling asked: « {SENTENCE} » → « {RULING} »")
    print(f"before — issue 18, measured in Chromium: {ISSUE_MEASURE[0]} clicks, {ISSUE_MEASURE[1]} keystrokes")
    print(f"before — old form, computed from its required inputs: {old[0]} clicks, {old[1]} keystrokes")
    print(f"after  — new form, computed the same way: {model_new[0]} clicks, {model_new[1]} keystrokes")
    if not CHROMIUM.exists():
        print("skipped the browser journeys: /usr/bin/chromium is missing")
        return
    from playwright.sync_api import sync_playwright  # heavy: only for this benchmark

    cache = default_cache_root()  # $KB_CACHE_DIR: a warm cache, the director's usual start
    KnowledgeBase(DEFAULT_CORPUS, cache).build()
    proc, url = start_app(cache)
    try:
        wait_healthy(url, proc, timeout=300)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            try:
                journeys = [("form (French verbs, « Que peut-il faire ? »)", lambda: _form_journey(browser, url)),
                            ("« Décrivez la situation », full sentence", lambda: _description_journey(browser, url, SENTENCE)),
                            ("« Décrivez la situation », table note", lambda: _description_journey(browser, url, TABLE_NOTE))]
                for label, journey in journeys:
                    counted, waits = None, []
                    for _ in range(2):  # the second run is the one a director meets (spaCy loaded)
                        counted, wait = journey()
                        waits.append(wait)
                    assert counted is not None
                    print(f"after  — {label}, scripted in Chromium (390×844): {counted.clicks} clicks, "
                          f"{counted.keys} keystrokes; last action → ruling shown {statistics.median(waits):.2f} s "
                          f"(runs: {', '.join(f'{w:.2f}' for w in waits)})")
            finally:
                browser.close()
    finally:
        stop_app(proc)
