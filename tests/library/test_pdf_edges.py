"""A club's PDF whose text reaches a page's or a column's edge (built with WeasyPrint): a
rule's line ending a page only half full is the text's, not a running footer; a line under
two columns of unequal length is read after both."""

from __future__ import annotations

from .documents import article_texts, club_pdf, club_preview

RULES = ["Les inscriptions se font exclusivement sur le site du club, au plus tard la veille du tournoi à minuit.",
         "Chaque participant reçoit un tapis de départ de vingt mille jetons, sans possibilité de recave ultérieure.",
         "Les blindes augmentent toutes les vingt minutes selon la structure affichée à l'entrée de la salle.",
         "Un joueur absent lors de la distribution voit sa main déclarée morte et ses blindes prélevées."]
CHAPTERS = ["Inscriptions", "Déroulement", "Litiges"]


def _chapters(sizes: list[int]) -> str:
    """Chapters each on a page of its own, ``sizes`` rules then a repealed article
    (« Supprimé. », as a book keeps a deleted article's number) ending the chapter."""
    out, n = [], 0
    for c, (title, size) in enumerate(zip(CHAPTERS, sizes, strict=True), 1):
        out.append(f"<h1 style='break-before: {'page' if c > 1 else 'auto'}'>Chapitre {c} – {title}</h1>")
        for _ in range(size):
            n += 1
            out.append(f"<h2>Article {n} – Thème {n}</h2><p>{RULES[n % len(RULES)]}</p>")
        n += 1
        out.append(f"<h2>Article {n} – Ancienne règle</h2><p>Supprimé.</p>")
    return "".join(out)


def test_rule_ending_pages_half_full_is_no_running_footer() -> None:
    """Each chapter starts a page, each ends with a repealed article, « Supprimé. »: the
    line ends all three pages, so it was taken for a running footer (met at the foot of
    half the pages) and removed, the three articles left empty. A footer stands at the
    same height of every page; that line stands where each chapter ends."""
    p = club_preview(club_pdf(_chapters([2, 4, 1])))
    texts = article_texts(p)
    assert [a.number for a in p.book.articles if a.number.isdigit()] == [str(i) for i in range(1, 11)]
    assert [texts[f"club:{i}"] for i in (3, 8, 10)] == ["Supprimé."] * 3
    assert not p.health.empty_articles and not p.health.lost_lines
    assert sorted(p.health.removed_lines) == [(n, line) for n in (1, 2, 3) for line in
                                              (f"Page {n} sur 3", "Poker Club des Tilleuls — Règlement intérieur")]


LEAFLET = "@page { size: A5; margin: 1.5cm } body { font-size: 10pt } h2 { font-size: 11pt }"
CLOSING = "Le bureau de la ligue"
LITIGES = ("Les litiges sont tranchés par le directeur du tournoi, qui entend les joueurs concernés, consulte au besoin "
           "le croupier et les témoins, et rend sa décision sans appel avant la reprise du jeu à la table.")


def _leaflet(rules: list[str], style: str = "") -> list[str]:
    """The articles' texts of a leaflet of ``rules`` in two balanced columns, signed under them."""
    body = ("<h1>Règlement de la ligue</h1><div style='columns: 2; column-gap: 0.6cm'>"
            + "".join(f"<h2>Article {i} – Thème {i}</h2><p>{r}</p>" for i, r in enumerate(rules, 1))
            + f"</div><p>{CLOSING}</p>")
    p = club_preview(club_pdf(body, LEAFLET + style))
    assert not p.health.lost_lines
    texts = article_texts(p)
    return [texts[f"club:{i}"] for i in range(1, len(rules) + 1)]


def test_closing_line_under_a_longer_left_column_read_last() -> None:
    """Paragraphs kept whole (Word's « lignes solidaires »): balancing leaves the left
    column five lines longer than the right one, and the signature under both columns,
    below the left one's last rule, was read with the left column, before the right one
    (between articles 2 and 3, where it read as a heading)."""
    rules = [RULES[0], LITIGES, "Le tabac est interdit dans la salle.", RULES[2]]
    texts = _leaflet(rules, "p { break-inside: avoid }")
    assert [t.replace("\n", " ") for t in texts] == [*rules[:3], f"{rules[3]}  {CLOSING}"]


def test_rule_under_a_heading_level_with_the_right_column_stays() -> None:
    """The left column's last heading ended level with the right column, its one-line rule
    below it: read as under the columns, the rule went after the right column's last
    article (article 5 empty, article 9 ending « Tenue correcte exigée. »)."""
    rules = [RULES[0], RULES[3], "Le tabac est interdit dans la salle.", RULES[2], "Tenue correcte exigée.",
             RULES[1], "Le classement annuel additionne les points des dix meilleurs résultats de chaque joueur inscrit.",
             RULES[0], RULES[3]]
    texts = _leaflet(rules)
    assert [t.replace("\n", " ") for t in texts] == [*rules[:8], f"{rules[8]}  {CLOSING}"]
