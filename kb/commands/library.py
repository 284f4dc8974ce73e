"""The user library's commands: ``kb import`` (a rulebook or a new edition, any format),
``kb remove``, ``kb editions``, ``kb diff-editions`` and ``kb candidates`` (values « à
vérifier » for an imported book). The work is done by :mod:`kb.userlib`,
:mod:`kb.editions` and :mod:`kb.parameters.candidates`, which the app calls too."""

from __future__ import annotations

import argparse
from pathlib import Path

from kb.cache import build_dir, is_built
from kb.commands import print_json
from kb.corpus import EDITION_SEP
from kb.corpus.profile import load_profile
from kb.editions import diff_editions, edition, editions
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import BookMeta
from kb.parameters.candidates import Candidate, candidates
from kb.parameters.library_values import accept
from kb.terminal import utf8_argument
from kb.userlib.admission import admit_file
from kb.userlib.carried import CarriedValues
from kb.userlib.folder import remove_book
from kb.userlib.health import ImportHealth
from kb.userlib.preview import ImportPreview, article_label, builtin_ids

SHOWN = 8  # lines of a long list shown in the text report


def _library(kb: KnowledgeBase) -> Path:
    if kb.user_library is None:
        raise KBError("aucune bibliothèque de l'utilisateur (variable KB_LIBRARY)")
    return kb.user_library


def _listed(label: str, items: list[str]) -> list[str]:
    if not items:
        return [f"{label} : aucun"]
    more = f" … (+{len(items) - SHOWN})" if len(items) > SHOWN else ""
    return [f"{label} ({len(items)}) : " + " · ".join(items[:SHOWN]) + more]


def health_lines(h: ImportHealth) -> list[str]:
    """The health report in French, one finding per line."""
    out = [f"Mise en page : {h.layout} — {h.explanation}"]
    out += _listed("Trous dans la numérotation", h.numbering_gaps)
    out += _listed("Numéros en double", h.duplicates)
    out += _listed("Lignes laissées avant le premier article", [f"{n} « {t[:50]} »" for n, t in h.front_lines])
    out += _listed("Articles vides", h.empty_articles)
    out += _listed("Renvois non résolus", [f"{a} « {raw} » (ligne {n})" for a, raw, n in h.unresolved_refs])
    out += _listed("Lignes perdues", [str(n) for n in h.lost_lines])
    out += _listed("Lignes retirées (numéros de page, en-têtes, menus)", [f"p. {p} « {t[:40]} »" for p, t in h.removed_lines])
    out += _listed("Notes de bas de page laissées en bas de leur page (appel introuvable)", [f"p. {p} « {t[:40]} »" for p, t in h.untied_notes])
    out += _listed("Passages barrés gardés à part (ancienne rédaction)", [f"{a} ({n})" for a, n in h.struck_passages])
    return out


def carried_lines(c: CarriedValues, book: str) -> list[str]:
    """What a new edition takes from the values of the one it replaces, in French."""
    (kept_label, kept), (review_label, review) = c.rows()
    out = _listed(kept_label, kept) if kept else [f"{kept_label} : aucune"]
    if review:
        out += _listed(review_label, review) + [f"  {c.advice(book)}"]
    return out


def report_lines(p: ImportPreview) -> list[str]:
    out = [f"Livre « {p.meta.title} » ({p.meta.id}, édition {p.meta.version}), format {p.meta.format} : "
           f"{len(p.book.articles)} article(s)"]
    for a in p.book.articles:
        out.append(f"  {a.id:<28} {article_label(a)}  (lignes {a.line_start}-{a.line_end})")
    out += health_lines(p.health)
    return out + (carried_lines(p.carried, p.meta.id) if p.carried else [])


def cmd_import(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    library = _library(kb)
    if not args.file.strip():
        raise KBError("aucun fichier donné : kb import FICHIER --id … (.md, .txt, .docx, .odt, .html ou .pdf)")
    profile = load_profile(Path(args.profile)) if args.profile else None
    utf8_argument(args.title, "--title")
    utf8_argument(args.edition or "", "--edition")
    # read, parsed and tried with every build step in a bounded child first (kb.userlib.admission)
    p, written = admit_file(Path(args.file), args.id, args.title, corpus=kb.corpus, library=library,
                            cache_root=kb.cache_root, edition=args.edition, kind=args.kind, profile=profile,
                            dry_run=args.dry_run)
    if args.json:
        print_json({**p.to_dict(), "written": str(written) if written else None})
        return 0
    print("\n".join(report_lines(p)))
    if written is None:
        print("\n--dry-run : rien n'a été écrit.")
    else:
        built = is_built(build_dir(kb.corpus, kb.cache_root, library))  # the import's trial, adopted
        print(f"\nAjouté : {written} (la base de connaissances "
              + ("est construite avec ce livre)." if built else "est reconstruite à la prochaine commande)."))
    return 0


def cmd_remove(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    removed = remove_book(_library(kb), args.id, builtin_ids(kb.corpus))
    for folder in removed:
        print(f"Supprimé : {folder.name}")
    return 0


def cmd_editions(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    if EDITION_SEP in args.book:
        edition(kb.library, args.book)  # « ropta@x »: an edition the book does not have is said
    found = editions(kb.library, args.book)
    rows = [{"id": b.id, "version": b.meta.version, "date": b.meta.date, "current": not b.meta.edition_of,
             "articles": len(b.articles), "imported": bool(b.meta.original) or Path(b.meta.file).is_absolute()}
            for b in found]
    if args.json:
        print_json(rows)
        return 0
    for r in rows:
        mark = "édition en vigueur" if r["current"] else "ancienne édition"
        where = "bibliothèque de l'utilisateur" if r["imported"] else "intégré"
        print(f"{r['id']:<24} {r['version']:<12} {r['articles']:>4} articles  {mark} · {where}")
    return 0


def cmd_diff_editions(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    diff = diff_editions(kb.library, args.old, args.new, kb.corpus)
    if args.json:
        print_json(diff.to_dict())
        return 0
    print(f"{diff.old} → {diff.new} : {len(diff.added)} ajouté(s), {len(diff.removed)} supprimé(s), "
          f"{len(diff.renumbered)} renuméroté(s), {len(diff.retitled)} retitré(s), {len(diff.changed)} modifié(s), "
          f"{diff.unchanged} inchangé(s) ; texte barré modifié seul : {len(diff.struck_changed)}")
    for label, ids in (("Ajoutés", diff.added), ("Supprimés", diff.removed)):
        if ids:
            print(f"{label} : {', '.join(ids)}")
    for old, new in diff.renumbered:
        print(f"Renuméroté : {old} → {new}")
    titles = {a.id: a.title for a in kb.library.articles.values()}
    for old, new in diff.retitled:
        print(f"Retitré : {old} → {new} (« {titles.get(old, '')} » → « {titles.get(new, '')} »)")
    for change in diff.changed:
        flag = " [nombres modifiés]" if change.diff.numbers_changed else ""
        print(f"\nModifié : {change.old} → {change.new} (similarité {change.diff.similarity:.0%}){flag}")
        for op in change.diff.changes:
            print(f"  {'#' if op.numbers else '-'} {op.describe()}")
    for change in diff.struck_changed:
        print(f"\nTexte barré modifié (le texte en vigueur n'est pas concerné) : {change.old} → {change.new}")
        for op in change.diff.changes:
            print(f"  - {op.describe()}")
    return 0


def cmd_candidates(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    library = kb.library
    if args.per_parameter < 1:
        raise KBError(f"--per-parameter {args.per_parameter} : au moins 1")
    if args.book not in library.books:
        raise KBError(f"livre inconnu {args.book!r} (livres : {', '.join(library.books)})")
    found = candidates(kb.parameters, library, args.book, kb.topics.topic_articles(), per_parameter=args.per_parameter)
    if args.accept:
        return _accept(library.books[args.book].meta, found, args.accept)
    if args.json:
        print_json([c.to_dict() for c in found])
        return 0
    if not found:
        print(f"Aucune valeur candidate pour {args.book} (paramètres déjà renseignés, ou aucune quantité trouvée).")
        return 0
    print(f"Valeurs candidates pour {args.book} — à vérifier avant de les coller dans un fichier de paramètres :\n")
    for c in found:
        print(f"{c.parameter} ({c.label}) : {c.shown} — {c.article}, score {c.score:.2f}")
        print(f"  « {c.sentence} »")
        print("  " + c.toml().replace("\n", "\n  ") + "\n")
    return 0


def _accept(meta: BookMeta, found: list[Candidate], wanted: list[str]) -> int:
    """``kb candidates BOOK --accept ID…``: the first candidate of each named parameter
    written into the book's values file."""
    firsts: dict[str, Candidate] = {}
    for c in found:
        firsts.setdefault(c.parameter, c)
    missing = [pid for pid in wanted if pid not in firsts]
    if missing:
        raise KBError(f"aucun candidat pour {', '.join(missing)} (paramètre inconnu, déjà renseigné ou rien trouvé)")
    file, written = accept(meta, [firsts[pid] for pid in dict.fromkeys(wanted)])
    print(f"Écrit dans {file} : {len(written)} valeur(s), notées « à vérifier » :")
    for pid in written:
        c = firsts[pid]
        print(f"  {pid} = {c.shown} ({c.article})")
    print("La base de connaissances est reconstruite à la prochaine commande (kb compare les montre).")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "import", help="ajouter un règlement (Markdown, texte, DOCX, ODT, HTML, PDF) ou une nouvelle édition à la bibliothèque",
        description="Lit le fichier, détecte sa mise en page (ou applique --profile), affiche les articles trouvés "
        "et un bilan de santé, puis l'écrit dans la bibliothèque de l'utilisateur ($KB_LIBRARY, par défaut "
        "~/.local/share/kb-poker/library), jamais dans corpus/.",
        epilog="exemples :\n  kb import club.docx --id club --title \"Règlement du club\" --dry-run\n"
        "  kb import ropta-2026.pdf --id ropta --edition 2026-01\n  kb import regles.md --id casino --title \"Casino\" --kind cash --json",
    )
    p.add_argument("file", help="le fichier : .md, .txt, .docx, .odt, .html ou .pdf (moins de 100 Mo)")
    p.add_argument("--id", required=True, help="identifiant du livre, en minuscules (ex. club)")
    p.add_argument("--title", default="", help="titre du règlement (repris du livre pour une nouvelle édition)")
    p.add_argument("--edition", help="édition (ex. 2026-01) ; obligatoire pour une nouvelle édition d'un livre existant")
    p.add_argument("--kind", choices=("tournament", "cash"), help="tournoi ou partie d'argent (par défaut : tournament)")
    p.add_argument("--profile", metavar="P.toml", help="profil de mise en page (voir docs/profiles.md) ; sinon détecté")
    p.add_argument("--dry-run", action="store_true", help="afficher le bilan sans rien écrire")
    p.add_argument("--json", action="store_true", help='JSON : {"book": …, "articles": […], "health": …, "values": …, "reading": …, "written": …}')
    p.set_defaults(func=cmd_import)

    p = sub.add_parser("remove", help="supprimer un livre (ou une édition) importé ; jamais un règlement intégré",
                       epilog="exemples :\n  kb remove club\n  kb remove ropta@2026-01")
    p.add_argument("id", help="identifiant du livre (toutes ses éditions importées) ou livre@édition")
    p.set_defaults(func=cmd_remove)

    p = sub.add_parser("editions", help="les éditions d'un livre (la plus récente est celle en vigueur)",
                       epilog="exemples :\n  kb editions ropta\n  kb editions ropta --json")
    p.add_argument("book", help="identifiant du livre, ex. ropta")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_editions)

    p = sub.add_parser(
        "diff-editions", help="ce qui change d'une édition à l'autre : articles ajoutés, supprimés, renumérotés, modifiés",
        description="Compare le texte en vigueur de chaque article (à l'espacement près) ; le texte barré (supprimé, "
        "gardé pour l'historique) est comparé à part.",
        epilog="exemples :\n  kb diff-editions ropta@2025-02 ropta\n  kb diff-editions ropta@2024-09 ropta@2025-02 --json",
    )
    p.add_argument("old", help="l'ancienne édition : livre@édition")
    p.add_argument("new", help="la nouvelle : livre (édition en vigueur) ou livre@édition")
    p.add_argument("--json", action="store_true", help='JSON : {"added", "removed", "renumbered", "retitled", "changed", "struck_changed", "unchanged"}')
    p.set_defaults(func=cmd_diff_editions)

    p = sub.add_parser(
        "candidates", help="valeurs candidates (à vérifier) des paramètres d'un livre importé, avec leur phrase",
        description="Pour chaque paramètre que le livre n'a pas encore, les phrases du livre qui disent ce que "
        "disent les citations des autres livres, avec la valeur qu'elles donnent. --accept écrit le premier "
        "candidat des paramètres nommés dans parametres.toml, dans le dossier du livre (bibliothèque de "
        "l'utilisateur) : le livre prend alors sa place dans kb compare.",
        epilog="exemples :\n  kb candidates club\n  kb candidates club --json\n"
        "  kb candidates club --accept time.seconds_after_call phone.on_table_allowed",
    )
    p.add_argument("book", help="identifiant du livre, ex. club")
    p.add_argument("--per-parameter", type=int, default=3, metavar="N", help="candidats par paramètre (3)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--accept", nargs="+", metavar="PARAMÈTRE",
                   help="écrire le premier candidat de ces paramètres dans le fichier de valeurs du livre")
    p.set_defaults(func=cmd_candidates)
