"""The home page, the search page (Pagefind's interface) and the glossary page."""

from __future__ import annotations

import json
import re
from collections import Counter

from kb.site.context import SiteContext
from kb.site.layout import Page, page
from kb.site.urls import COMPARE_DIR, GLOSSARY_DIR, HOUSE_DIR, SEARCH_DIR, TOPICS_DIR, href

VOCABULARY_FILE = "assets/vocabulaire.json"
_WORD = re.compile(r"[^\W\d_]{3,}")


def home_page(ctx: SiteContext) -> Page:
    books = []
    for b in ctx.books:
        meta = ctx.library.books[b].meta
        books.append({"url": href("", ctx.book_dir(b)), "label": meta.title, "short": meta.short,
                      "color": meta.badge_color, "count": len(ctx.articles(b))})
    more = [{"url": href("", target), "label": label, "after": after} for target, label, after in (
        (TOPICS_DIR, "Thèmes", " — les règlements côte à côte, sujet par sujet"),
        (COMPARE_DIR, "Comparer", " — les valeurs de chaque règlement et leurs citations"),
        (GLOSSARY_DIR, "Glossaire", " — le jargon du poker, en français et en anglais"))]
    return page("", ctx.name, "site/home.html", site_name=ctx.name, house=ctx.house is not None, club=ctx.house,
                description="Les règlements de poker, consultables et cherchables hors connexion.",
                books=books, more=more, search_dir=SEARCH_DIR, house_dir=HOUSE_DIR)


def search_page(ctx: SiteContext) -> Page:
    return page(SEARCH_DIR, "Rechercher", "site/search.html", site_name=ctx.name, trail=[(SEARCH_DIR, "Rechercher")],
                house=ctx.house is not None)


def glossary_page(ctx: SiteContext) -> Page:
    entries = sorted(ctx.glossary.entries, key=lambda e: (e.term.casefold(), e.id))
    return page(GLOSSARY_DIR, "Glossaire", "site/glossary.html", site_name=ctx.name,
                trail=[(GLOSSARY_DIR, "Glossaire")], house=ctx.house is not None, entries=entries,
                search_dir=SEARCH_DIR)


def vocabulary(ctx: SiteContext) -> bytes:
    """The words of the exported texts, each in its most frequent spelling, for the search
    box's typo and accent correction (« relanse » → « relance », « equite » → « équité »)."""
    counts: Counter[str] = Counter()
    for a in ctx.all_articles():
        for text in (a.title, a.text, *(ex.text for ex in a.examples)):
            counts.update(w.lower() for w in _WORD.findall(text))
    for e in ctx.glossary.entries:
        for form in e.forms:
            counts.update(w.lower() for w in _WORD.findall(form))
    words = sorted(counts, key=lambda w: (-counts[w], w))
    return json.dumps(words, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
