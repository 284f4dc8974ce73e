"""A club's PDF whose text reaches a page's edge (built with WeasyPrint): a rule's line
ending a page only half full is the text's, not a running footer."""

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
