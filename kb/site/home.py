"""The home page, the search page (Pagefind's interface) and the glossary page."""

from __future__ import annotations

import json
import re
from collections import Counter
from html import escape
from urllib.parse import quote

from kb.site.context import SiteContext
from kb.site.layout import Page, badge, link, page
from kb.site.urls import COMPARE_DIR, GLOSSARY_DIR, HOUSE_DIR, SEARCH_DIR, TOPICS_DIR, href

VOCABULARY_FILE = "assets/vocabulaire.json"
_WORD = re.compile(r"[^\W\d_]{3,}")


def search_form(folder: str) -> str:
    return (
        f'<form class="search-form" role="search" action="{escape(href(folder, SEARCH_DIR))}" method="get">'
        '<label for="q">Rechercher dans les règlements</label>'
        '<div class="row"><input id="q" name="q" type="search" autocomplete="off" '
        'placeholder="ex. bouton mort, dead button, relance minimum">'
        '<button type="submit">Rechercher</button></div></form>'
    )


def home_page(ctx: SiteContext) -> Page:
    parts = [f"<h1>{escape(ctx.name)}</h1>", search_form("")]
    if ctx.house:
        doc = ctx.house
        parts.append(
            '<section class="featured" aria-labelledby="h-club"><h2 id="h-club">Règlement du club</h2>'
            f"<p>{link('', HOUSE_DIR, doc.title)}</p><p>{escape(doc.based_on)}</p>"
            f"<p>{len(doc.changes)} modification(s) par rapport au règlement de base, marquées dans le texte.</p></section>"
        )
    cards = []
    for b in ctx.books:
        meta = ctx.library.books[b].meta
        cards.append(
            f'<li>{badge(meta.short, meta.color)} {link("", ctx.book_dir(b), meta.title)} '
            f'<span class="count">({len(ctx.articles(b))} articles)</span></li>'
        )
    heading = "Règlements de référence" if ctx.house else "Règlements"
    parts.append(f'<section aria-labelledby="h-books"><h2 id="h-books">{heading}</h2><ul class="links">{"".join(cards)}</ul></section>')
    parts.append(
        '<section aria-labelledby="h-more"><h2 id="h-more">Parcourir</h2><ul class="links">'
        f"<li>{link('', TOPICS_DIR, 'Thèmes')} — les règlements côte à côte, sujet par sujet</li>"
        f"<li>{link('', COMPARE_DIR, 'Comparer')} — les valeurs de chaque règlement et leurs citations</li>"
        f"<li>{link('', GLOSSARY_DIR, 'Glossaire')} — le jargon du poker, en français et en anglais</li>"
        "</ul></section>"
    )
    return page("", ctx.name, "\n".join(parts), site_name=ctx.name, house=ctx.house is not None,
                description="Les règlements de poker, consultables et cherchables hors connexion.")


def search_page(ctx: SiteContext) -> Page:
    body = (
        "<h1>Rechercher</h1>"
        "<p>En français ou dans le jargon anglais (« dead button », « all-in »), avec ou sans accents ; "
        "filtres par règlement et par thème.</p>"
        '<div id="search" class="search"></div>'
        "<noscript><p>La recherche nécessite JavaScript ; parcourez les règlements depuis l'accueil.</p></noscript>"
    )
    return page(SEARCH_DIR, "Rechercher", body, site_name=ctx.name, trail=[(SEARCH_DIR, "Rechercher")],
                house=ctx.house is not None)


def glossary_page(ctx: SiteContext) -> Page:
    items = []
    for e in sorted(ctx.glossary.entries, key=lambda e: (e.term.casefold(), e.id)):
        forms = []
        if e.variants:
            forms.append(f"<p>Variantes : {escape(', '.join(e.variants))}</p>")
        if e.english:
            forms.append(f'<p>Anglais : <span lang="en">{escape(", ".join(e.english))}</span></p>')
        definition = f"<p>{escape(e.definition)}</p>" if e.definition else ""
        find = f'<p><a href="../{SEARCH_DIR}?q={escape(quote(e.term))}">Chercher « {escape(e.term)} »</a></p>'
        items.append(f'<dt id="{escape(e.id)}">{escape(e.term)}</dt><dd>{definition}{"".join(forms)}{find}</dd>')
    body = (f"<h1>Glossaire</h1><p>{len(items)} termes du jargon, avec leurs variantes et leur équivalent anglais ; "
            "la recherche les comprend tous.</p>" f'<dl class="glossary">{"".join(items)}</dl>')
    return page(GLOSSARY_DIR, "Glossaire", body, site_name=ctx.name, trail=[(GLOSSARY_DIR, "Glossaire")],
                house=ctx.house is not None)


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
