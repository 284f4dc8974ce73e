"""Renderings of the tenth batch of blind documents (real texts; the drafted parts are said).

- decret-59-1489-casinos-titre-iii: décret n° 59-1489 of 22 December 1959 (gaming in the casinos
  of seaside, spa and climatic resorts), titre III « Fonctionnement des casinos », articles 6 to 13
  (etalab) → the etalab Markdown under the décret's title, and an HTML page in Journal officiel
  layout WITHOUT headings (title and titre lines centred in bold, « Art. 6. – » in bold run into
  the first paragraph of each article).
- decret-59-1489-titre-iii-redline: the same titre with DRAFTED amendments of articles 7, 9, 10 and
  12 (fictitious, written for this gallery: _sources/decret-59-1489-amended-articles.md) → DOCX
  with tracked changes (w:del / w:ins), HTML with <del> / <ins>, A4 PDF with deleted words
  line-through, all in the same Journal officiel layout.
- frbe-reglement-des-tournois-2021-art1-8: the tournament rules of the Belgian chess federation
  (FRBÉ, as approved on 13 February 2021), « Dispositions générales », articles 1 to 8, whose
  rules hold lettered points « a. » … « i. » written in the text → a DOCX with heading styles and
  an A4 print PDF (WeasyPrint: running header, « Page N / M », lettered points with a hanging
  indent), the same text in both.
- frbe-reglement-des-tournois-edition: a DRAFTED new edition of those rules, clean (fictitious
  amendments written for this gallery, see FRBE_EDITION): article 4 deleted, « 6 bis » inserted,
  article 8 retitled, articles 2 and 7 reworded → the site's Markdown page (front matter) and a
  DOCX with heading styles.

The sources are in _sources/ (see each expected.toml's origin).
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import _blind2 as b2
import _common as c

SOURCES = "_sources"

# --------------------------------------------------------------------------- décret 59-1489

D59_TITLE = ("Décret n°59-1489 du 22 décembre 1959 portant réglementation des jeux dans les casinos des "
             "stations balnéaires, thermales et climatiques")
D59_CSS = "body{max-width:42em;margin:auto}p{text-align:justify}.jo{font-size:9pt;color:#555}"


def _annotations(text: str) -> str:
    """Escaped paragraph with Légifrance's « *…* » annotations in italics, as Markdown shows them."""
    return re.sub(r"\*([^*]+)\*", r"<em>\1</em>", html.escape(text, quote=False))


def d59_markdown(src: str) -> str:
    """The etalab text under the décret's title: the titre one level down, articles two."""
    body = re.sub(r"^# Article", "### Article", src, flags=re.M)
    body = body.replace("# TITRE III", "## TITRE III", 1)
    return f"# {D59_TITLE}\n\n{body}"


def d59_html(src: str) -> str:
    parts = [f'<p style="text-align:center"><strong>{html.escape(D59_TITLE)}</strong></p>']
    for head, paras in b2.chunks(src):
        if not head.startswith("Article"):
            parts.append(f'<p style="text-align:center"><strong>{html.escape(head)}</strong></p>')
            continue
        label = f"Art. {head.replace('Article', '').strip()}. –"
        for i, p in enumerate(paras):
            if p.startswith("- "):
                parts.append(f"<p>― {_annotations(p[2:])}</p>")
            elif i == 0:
                parts.append(f"<p><strong>{html.escape(label)}</strong> {_annotations(p)}</p>")
            else:
                parts.append(f"<p>{_annotations(p)}</p>")
    return "\n".join(parts)


def build_d59(here: Path) -> None:
    src = (here / SOURCES / "decret-59-1489-titre-iii.md").read_text(encoding="utf-8")
    folder = here / "decret-59-1489-casinos-titre-iii"
    folder.mkdir(exist_ok=True)
    (folder / "decret-59-1489-titre-iii.md").write_text(d59_markdown(src), encoding="utf-8")
    jo = '<p class="jo">Version consolidée — Titre III (articles 6 à 13)</p>\n'
    (folder / "decret-59-1489-titre-iii.html").write_text(
        c.page("Décret n° 59-1489 du 22 décembre 1959 — Titre III", jo + d59_html(src), D59_CSS), encoding="utf-8")


# --------------------------------------------------------------------------- FRBÉ tournament rules

FRBE_PRINT_CSS = """
@page { size: A4; margin: 22mm 20mm 22mm 20mm;
  @top-left { content: "FRBÉ — Règlement des tournois"; font-size: 8pt; color: #444; }
  @top-right { content: "%s"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; line-height: 1.3; }
h1 { font-size: 16pt; text-align: center; }
h2 { font-size: 12.5pt; text-transform: uppercase; border-bottom: 1px solid #333; }
h3 { font-size: 11pt; margin: 12pt 0 4pt 0; page-break-after: avoid; }
p { text-align: justify; margin: 3pt 0; }
p.pt { padding-left: 1.4em; text-indent: -1.4em; }
.approved { font-size: 8pt; color: #333; }
hr { border: 0; border-top: 1px dashed #999; }
"""

# Drafted amendments of the new edition (fictitious, written for this gallery).
FRBE_EDITION = [
    # article 2 reworded
    ("c. Dans toute compétition officielle, il est interdit de fumer dans la salle de jeu.",
     "c. Dans toute compétition officielle, il est interdit de fumer et de vapoter dans la salle de jeu ainsi "
     "que dans les couloirs qui y mènent."),
    ("est pour les parties standards fixé à 60 minutes après l'heure annoncée du début",
     "est pour les parties standards fixé à 30 minutes après l'heure annoncée du début"),
    ("S’il est constaté qu’un tel appareil n’est pas éteint dans le local du jeu, alors le propriétaire-joueur voit "
     "son temps de réflexion diminué de 10 minutes à la première fois et il perd à la deuxième fois.",
     "S’il est constaté qu’un tel appareil n’est pas éteint dans le local du jeu, alors le propriétaire-joueur perd "
     "la partie dès la première fois."),
    # article 4 deleted
    ("### Article 4. Responsabilité de l'organisateur.\n\nLe mandataire de l’organe d’administration chargé de "
     "l'organisation d'un tournoi est responsable, vis-à-vis de la FRBÉ, de l'application du présent règlement ainsi "
     "que du respect des conditions minimales définies par la FRBÉ.\n\n", ""),
    # article 6 bis inserted
    ("### Article 7. Transferts.",
     "### Article 6 bis. Prêt de joueurs entre clubs.\n\n"
     "a. Un club peut prêter un joueur à un autre club pour une seule compétition par équipes et pour une saison.\n\n"
     "b. La demande de prêt est introduite par le club emprunteur dans Players Manager avant la première ronde de "
     "la compétition; elle porte l'accord écrit du club principal du joueur.\n\n"
     "c. Un joueur prêté ne peut plus être aligné par son club principal dans la même compétition durant la saison "
     "du prêt.\n\n"
     "### Article 7. Transferts."),
    # article 7 reworded
    ("a. Tout membre d’un club peut changer librement de club principal entre le 1<sup>er</sup> juin et le 31 juillet.",
     "a. Tout membre d’un club peut changer librement de club principal entre le 1<sup>er</sup> mai et le 30 juin."),
    ("c. Toute mutation prend cours le 1er août.", "c. Toute mutation prend cours le 1er juillet."),
    ("Au moment de la demande du transfert un mail sera envoyé pour communication au responsable de l’ancien club",
     "Au moment de la demande du transfert un mail sera envoyé dans les 48 heures au responsable de l’ancien club"),
    # article 8 retitled
    ("### Article 8. Dåpartage des jueurs classés ex aequo", "### Article 8. Départage des joueurs classés ex aequo"),
    # front matter and approval line
    ("createdAt: 2021-02-13", "createdAt: 2026-11-21"),
    ("Approuvé par l’AGE du 13 février 2021._", "Approuvé par l’AGE du 13 février 2021. Approuvé par l’AG du 21 "
     "novembre 2026._"),
]


def frbe_edition(md: str) -> str:
    for old, new in FRBE_EDITION:
        if md.count(old) != 1:
            raise SystemExit(f"_blind10: amendment anchor not found once: {old[:70]!r}")
        md = md.replace(old, new)
    return md


def frbe_body(md: str) -> tuple[str, str]:
    """(title, HTML body) of the site's Markdown page: the front matter's title as <h1>, the
    footnote mark « [^2] » (its note is not in the page's first part) left out, lettered points
    « a. » kept in the text as paragraphs of class "pt"."""
    m = re.match(r"---\n(.*?)\n---\n", md, flags=re.S)
    assert m
    title = re.search(r"^title: (.*)$", m.group(1), flags=re.M).group(1)  # type: ignore[union-attr]
    body = c.md_to_html_body(md[m.end():].replace("[^2]", ""))
    body = body.replace("<p><em>Approuvé", '<p class="approved"><em>Approuvé', 1)
    body = re.sub(r"<p>([a-i]\. )", r'<p class="pt">\1', body)
    return title, f"<h1>{html.escape(title)}</h1>\n{body}"


def build_frbe(here: Path) -> None:
    md = (here / SOURCES / "frbe-reglement-des-tournois-2021-art1-8.md").read_text(encoding="utf-8")
    folder = here / "frbe-reglement-des-tournois-2021-art1-8"
    folder.mkdir(exist_ok=True)
    title, body = frbe_body(md)
    b2.docx_from_html(body, folder / "reglement-des-tournois.docx", tracked=False)
    c.html_to_pdf(c.page(title, body, FRBE_PRINT_CSS % "Approuvé par l’AGE du 13 février 2021"),
                  folder / "reglement-des-tournois.pdf")

    ed = here / "frbe-reglement-des-tournois-edition"
    ed.mkdir(exist_ok=True)
    new_md = frbe_edition(md)
    (ed / "tournamentrules_fr.md").write_text(new_md, encoding="utf-8")
    _, new_body = frbe_body(new_md)
    b2.docx_from_html(new_body, ed / "reglement-des-tournois-2026.docx", tracked=False)


D59_PRINT_CSS = """
@page { size: A4; margin: 24mm 22mm 22mm 22mm;
  @top-center { content: "Décret n° 59-1489 — projet de modification du titre III"; font-size: 8pt; color: #444; }
  @bottom-center { content: "Page " counter(page) " / " counter(pages); font-size: 8pt; }
}
p { text-align: justify; margin: 4pt 0; }
del { text-decoration: line-through; color: #b00; }
ins { text-decoration: underline; color: #036; }
"""


def d59_redline_html(blocks: list[tuple[str, list[str]]]) -> str:
    """The redline in the same Journal officiel layout: paragraphs already escaped HTML (with
    <del> / <ins>); the annotations in italics."""
    parts = [f'<p style="text-align:center"><strong>{html.escape(D59_TITLE)}</strong></p>']
    for head, paras in blocks:
        if not head.startswith("Article"):
            parts.append(f'<p style="text-align:center"><strong>{html.escape(head)}</strong></p>')
            continue
        label = f"Art. {head.replace('Article', '').strip()}. –"
        for i, p in enumerate(paras):
            p = re.sub(r"\*([^*<>]+)\*", r"<em>\1</em>", p)
            if p.startswith("- "):
                parts.append(f"<p>― {p[2:]}</p>")
            elif i == 0:
                parts.append(f"<p><strong>{html.escape(label)}</strong> {p}</p>")
            else:
                parts.append(f"<p>{p}</p>")
    return "\n".join(parts)


def build_d59_redline(here: Path) -> None:
    src = here / SOURCES
    old_md = (src / "decret-59-1489-titre-iii.md").read_text(encoding="utf-8")
    later_md = (src / "decret-59-1489-amended-articles.md").read_text(encoding="utf-8")
    old, new = b2.chunks(old_md), b2.merged(old_md, later_md)
    folder = here / "decret-59-1489-titre-iii-redline"
    folder.mkdir(exist_ok=True)
    note = ("<p><em>Projet de décret modifiant le titre III — texte comparé. Les mots supprimés sont barrés, les "
            "mots ajoutés soulignés.</em></p>\n")
    body = note + d59_redline_html(b2.redline_blocks(old, new))
    b2.docx_from_html(body, folder / "decret-59-1489-titre-iii-modifications.docx", tracked=True)
    (folder / "decret-59-1489-titre-iii-compare.html").write_text(
        c.page("Décret n° 59-1489 — titre III, projet de modification", body,
               D59_CSS + "del{color:#b00}ins{text-decoration:underline;color:#036}"), encoding="utf-8")
    c.html_to_pdf(c.page("Décret n° 59-1489 — titre III, projet de modification", body, D59_PRINT_CSS),
                  folder / "decret-59-1489-titre-iii-compare.pdf")
    for number, text in b2.struck_passages(old, new):
        print(f"décret 59-1489 struck {number}: {text}")


def build(here: Path) -> None:
    build_d59(here)
    build_d59_redline(here)
    build_frbe(here)
