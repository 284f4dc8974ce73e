"""What the pages show: an article at its readable address with its history, examples,
jargon and cross-links; a topic's books side by side; a parameter's quotes; the glossary;
the club's house rules with its changes marked."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

from kb.site import cbor
from kb.site.pagefind import SIGNATURE


def read(site: Path, folder: str) -> str:
    return (site / folder / "index.html").read_text(encoding="utf-8")


def test_articles_live_at_readable_addresses(site: Path) -> None:
    assert "MONTANT DE LA RELANCE" in read(site, "ropta/9.6")
    assert "Bouton Mort" in read(site, "tda/32")
    assert (site / "tda/PR-9/index.html").is_file() and (site / "aix/les-blinds/index.html").is_file()


def test_ropta_2_5_shows_its_struck_wording_as_history(site: Path) -> None:
    html = read(site, "ropta/2.5")
    history = html[html.index('<section class="history"'):]
    assert '<del class="struck">' in history and "data-pagefind-ignore" in history[:100]


def test_tda_47_shows_its_examples_and_the_engine_verdicts(site: Path) -> None:
    html = read(site, "tda/47")
    assert "<h3>Exemple 3-A</h3>" in html
    assert '<li class="verdict pass"><strong>Exemple 3-A</strong>' in html


def test_tda_32_is_indexed_with_its_english_jargon(site: Path) -> None:
    html = read(site, "tda/32")
    main = html[html.index("<main"):html.index("</main>")]
    assert "data-pagefind-body" in main
    jargon = main[main.index('<section class="jargon"'):]
    assert '<span lang="en">dead button</span>' in jargon[:jargon.index("</section>")]
    assert 'data-pagefind-filter="livre"' in main and 'data-pagefind-filter="thème"' in main


def test_an_article_links_to_the_same_topic_in_the_other_books(site: Path) -> None:
    html = read(site, "tda/32")
    same = html[html.index('<section class="same-topic"'):]
    same = same[:same.index("</section>")]
    assert 'href="../../redcactus/32/"' in same and 'href="../../ropta/' in same


def test_a_topic_page_shows_every_book_side_by_side(site: Path) -> None:
    html = read(site, "themes/dead_button")
    columns = re.findall(r'<section class="book-column" aria-labelledby="h-(\w+)"', html)
    assert columns == ["ropta", "tda", "aix", "ciaffone", "redcactus"]


def test_a_parameter_page_shows_each_value_with_its_quote(site: Path) -> None:
    html = read(site, "comparer/time.seconds_after_call")
    assert "<mark>30 secondes</mark>" in html
    assert 'href="../../ropta/3.5/"' in html and 'href="../../tda/29/"' in html
    assert '<p class="status diverge">' in html


def test_the_glossary_lists_the_english_jargon(site: Path) -> None:
    html = read(site, "glossaire")
    assert '<dt id="bouton-mort">bouton mort</dt>' in html and "dead button" in html


def test_the_vocabulary_corrects_to_real_words(site: Path) -> None:
    words = json.loads((site / "assets/vocabulaire.json").read_text(encoding="utf-8"))
    assert "relance" in words and "équité" in words and "relanse" not in words
    assert words.index("relance") < words.index("relancé")  # the most frequent spelling first


def test_the_club_site_marks_the_changed_clock(club_site: Path) -> None:
    html = read(club_site, "club/3.5")
    assert ('<del class="base" title="Règlement de base">30 secondes</del> '
            '<ins class="house" title="Règle maison M1">40 secondes</ins><a class="mark" href="../#change-m1">M1</a>') in html
    assert 'href="../../ropta/3.5/"' in html  # the base wording, one click away
    index = read(club_site, "club")
    assert '<tr id="change-m1" class="set">' in index and "<td class=\"house\">40 secondes</td>" in index


def test_the_club_site_is_the_main_book(club_site: Path) -> None:
    home = read(club_site, "")
    assert "<h1>Tournoi du jeudi — saison 2025</h1>" in home
    assert home.index('<section class="featured"') < home.index('id="h-books"')
    assert 'data-pagefind-filter="livre">Règlement du club</span>' in read(club_site, "club/1.1-bis")
    assert not (club_site / "club/5.3").exists()  # removed by the club
    assert "un seul jeu de cartes par table au club" in read(club_site, "club")


def test_the_club_site_searches_the_club_version_not_the_base_one(club_site: Path) -> None:
    base = read(club_site, "ropta/3.5")
    assert "data-pagefind-body" not in base
    assert '<p class="club-notice">Le club applique sa version de cet article : <a href="../../club/3.5/">' in base
    assert "Le club a supprimé cet article" in read(club_site, "ropta/5.3")
    assert "data-pagefind-body" in read(club_site, "tda/47")  # the other books stay searchable
    books = set()
    for path in (club_site / "pagefind" / "filter").iterdir():
        name, values = cbor.decode(gzip.decompress(path.read_bytes())[len(SIGNATURE):])
        if name == "livre":
            books = {v[0] for v in values}
    assert "Règlement du club" in books and "TDA" in books and "ROPTA" not in books
