"""``kb export site``: the rulebooks as a static website (HTML, CSS, a little JavaScript)
that any web host serves, searchable in the browser and readable offline.

With ``--house-rules SPEC.toml`` the club's document is the site's main book, its changes
marked as in the other formats; the spec is checked in full first, and nothing is
written when it has a problem (each one is printed with its place in the spec).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from kb.errors import KBError, resolved
from kb.houserules import HouseDocument, build_document
from kb.houserules.spec import SpecError, check_spec_text
from kb.houserules.specfile import read_spec_file
from kb.knowledge import KnowledgeBase
from kb.site import export_site

EPILOG = """\
exemples :
  kb export site build/site
  kb export site build/site --books ropta tda
  kb export site build/club --house-rules kb/data/house_rules/club-hebdo-ropta.toml

Le dossier produit se publie tel quel sur n'importe quel hébergement statique (pages de
l'association, GitHub Pages, Netlify, un serveur web) ; essai en local :
  python -m http.server -d build/site 8000
"""


def _house_document(spec_path: Path, kb: KnowledgeBase) -> HouseDocument | None:
    """The club's document of ``spec_path``; None (problems printed) when the spec is wrong."""
    text = read_spec_file(spec_path)  # as kb house-rules reads it: size, UTF-8, the file named
    try:
        spec = check_spec_text(text, kb.library, kb.parameters, path=str(spec_path))
    except SpecError as exc:
        n = len(exc.problems)
        print(f"kb: erreur : {spec_path}: {n} problème{'s' if n > 1 else ''} dans la spécification :", file=sys.stderr)
        for p in exc.problems:
            print(f"  {p}", file=sys.stderr)
        return None
    return build_document(spec, kb.library, kb.parameters)


def _outside_kept_folders(out: Path, kb: KnowledgeBase) -> None:
    """Refuse a site folder inside the corpus, the user library or the cache: its pages
    would become part of what the knowledge base is built from (the corpus and the library
    are hashed into the cache key: every export would rebuild it) or be pruned with it."""
    target = resolved(out)
    kept = ((kb.corpus, "le corpus"), (kb.user_library, "la bibliothèque de l'utilisateur"), (kb.cache_root, "le cache"))
    for folder, what in kept:
        if folder is not None and target.is_relative_to(resolved(folder)):
            raise KBError(f"la destination est dans {what} ({folder}) : choisir un dossier en dehors", path=str(out))


def cmd_export_site(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    _outside_kept_folders(Path(args.out), kb)
    house = None
    if args.house_rules and resolved(Path(args.house_rules)).is_relative_to(resolved(Path(args.out))):
        # the site folder is replaced whole: a spec kept in it was deleted by the export
        raise KBError(f"la spécification {args.house_rules} est dans le dossier du site, qui sera remplacé : "
                      "la garder ailleurs", path=args.out)
    if args.house_rules:
        house = _house_document(Path(args.house_rules), kb)
        if house is None:
            return 2
    start = time.perf_counter()
    report = export_site(kb, Path(args.out), books=args.books, house=house,
                         progress=None if args.quiet else lambda m: print(f"… {m}", file=sys.stderr))
    seconds = time.perf_counter() - start
    print(f"{report.folder} : {report.pages} pages, {report.files} fichiers, {report.bytes / 1e6:.1f} Mo "
          f"(index de recherche {report.index_bytes / 1e6:.1f} Mo) en {seconds:.1f} s", file=sys.stderr)
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser(
        "export",
        help="exporter les règlements comme site web statique (recherche, hors connexion)",
        description="Exporte la base de connaissances dans un autre format (aujourd'hui : un site web statique).",
        epilog=EPILOG,
    )
    p.set_defaults(func=lambda args, kb: (p.print_help(), 0)[1])
    kinds = p.add_subparsers(dest="what", metavar="FORMAT")
    s = kinds.add_parser(
        "site",
        help="site web statique : une page par article, thème, paramètre ; recherche Pagefind ; lecture hors connexion",
        description="Écrit un site web statique complet (HTML, CSS, un peu de JavaScript, aucun code serveur).",
        epilog=EPILOG,
    )
    s.add_argument("out", metavar="DOSSIER", help="dossier du site (remplacé seulement si l'export réussit)")
    s.add_argument("--books", nargs="+", metavar="LIVRE", help="livres exportés (par défaut : tous), ex. ropta tda")
    s.add_argument("--house-rules", metavar="SPEC.toml", help="le règlement du club comme livre principal du site")
    s.add_argument("-q", "--quiet", action="store_true", help="ne pas afficher les étapes")
    s.set_defaults(func=cmd_export_site)
