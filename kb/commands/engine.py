"""Commands of the reference engine: ``kb examples`` (the books' worked examples, run) and
``kb rule`` (the director's question, answered under each book)."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from kb.engine.rules import BOOK_NAMES, BOOKS
from kb.engine.situation import FORMAT_HELP
from kb.errors import KBError

STATUS_FR = {"pass": "ok", "erratum": "ERRATUM", "fail": "ÉCHEC"}

RULE_EPILOG = FORMAT_HELP

EXAMPLES_EPILOG = """\
Chaque exemple chiffré des cinq livres est rejoué par le moteur avec les règles de son
livre : « ok » (le moteur retrouve les chiffres du livre), « ERRATUM » (le livre se trompe :
l'explication et les bons chiffres sont donnés) ou « ÉCHEC » (il ne doit y en avoir aucun).
La colonne PokerKit dit si l'oracle indépendant PokerKit 0.7.7 est d'accord.

Exemples :
  kb examples
  kb examples --book tda
  kb examples --book ropta --json
"""


def cmd_examples(args: argparse.Namespace) -> int:
    from kb.corpus import load_library
    from kb.engine.examples import run_examples

    if args.book and args.book not in BOOKS:
        raise KBError(f"livre inconnu : {args.book!r} (attendu : {', '.join(BOOKS)})")
    # quotes are checked against the parsed books (parsing alone: ~1 s, no full build)
    library = load_library()
    results = run_examples(library, args.book, oracle=not args.no_pokerkit)
    if args.json:
        json.dump(
            [{k: r.to_dict()[k] for k in ("id", "book", "article", "label", "kind", "status", "expected", "actual", "note", "pokerkit")} for r in results],
            sys.stdout, ensure_ascii=False, indent=1,
        )
        print()
    else:
        for r in results:
            print(f"{STATUS_FR[r.status]:<8} {r.id:<36} {r.article:<22} PokerKit: {r.pokerkit}")
            if r.status != "pass":
                print(f"         {r.note}")
        counts = Counter(r.status for r in results)
        pk = Counter(r.pokerkit for r in results)
        print(
            f"\n{len(results)} exemples : {counts.get('pass', 0)} ok, {counts.get('erratum', 0)} errata, "
            f"{counts.get('fail', 0)} échecs · PokerKit : {pk.get('agree', 0)} d'accord, "
            f"{pk.get('disagree', 0)} en désaccord (différences connues), {pk.get('n/a', 0)} non modélisés"
        )
    return 1 if any(r.status == "fail" for r in results) else 0


def _read_situation(args: argparse.Namespace) -> str:
    if args.situation_text:
        return str(args.situation_text)
    if not args.file:
        raise KBError("donner une situation : un fichier, « - » (entrée standard) ou -s 'texte'")
    if args.file == "-":
        return sys.stdin.read()
    p = Path(args.file)
    if not p.exists():
        raise KBError("fichier de situation introuvable", path=str(p))
    return p.read_text(encoding="utf-8")


def _overrides(items: list[str] | None) -> dict[str, object]:
    """``--set raise.fifty_percent_threshold=75`` → {"raise.fifty_percent_threshold": 75}."""
    out: dict[str, object] = {}
    for item in items or []:
        if "=" not in item:
            raise KBError(f"--set {item!r} : forme attendue PARAMÈTRE=VALEUR (ex. raise.fifty_percent_threshold=75)")
        key, raw = item.split("=", 1)
        value: object = raw
        if raw.lower() in ("true", "oui", "false", "non"):
            value = raw.lower() in ("true", "oui")
        else:
            try:
                value = int(raw)
            except ValueError:
                try:
                    value = float(raw)
                except ValueError:
                    value = raw
        out[key.strip()] = value
    return out


def cmd_rule(args: argparse.Namespace) -> int:
    from kb.engine.director import rule_for_situation

    text = _read_situation(args)
    books = [args.book] if args.book else None
    rulings = rule_for_situation(text, books, _overrides(args.set))
    if args.json:
        json.dump([r.to_dict() for r in rulings], sys.stdout, ensure_ascii=False, indent=1, default=str)
        print()
        return 0
    width = max(len(BOOK_NAMES[r.book]) for r in rulings)
    for r in rulings:
        art = f"[{r.article}]" if r.article else "[règle commune — le livre ne tranche pas]"
        if r.error:
            art = ""
        print(f"{BOOK_NAMES[r.book]:<{width}}  {r.summary}  {art}")
        if r.reason:
            print(f"{'':<{width}}  → {r.reason}")
        for o in r.options:
            print(f"{'':<{width}}    · {o}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "examples",
        help="rejouer les exemples chiffrés des livres (ok / erratum / échec)",
        description="Rejoue les exemples chiffrés des cinq livres avec le moteur de référence.",
        epilog=EXAMPLES_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--book", choices=list(BOOKS), help="un seul livre")
    p.add_argument("--json", action="store_true", help="sortie JSON")
    p.add_argument("--no-pokerkit", action="store_true", help="sans la vérification croisée PokerKit")
    p.set_defaults(func=cmd_examples)

    r = sub.add_parser(
        "rule",
        help="la décision de chaque livre sur une situation de jeu (jetons, annonces)",
        description="Décrit une situation (blindes, tapis, actions) puis ce que fait le joueur : "
        "affiche la décision de chaque livre côte à côte, avec l'article qui tranche.",
        epilog=RULE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    r.add_argument("file", nargs="?", help="fichier de situation, ou « - » pour l'entrée standard")
    r.add_argument("-s", "--situation", dest="situation_text", help="la situation en texte")
    r.add_argument("--book", choices=list(BOOKS), help="un seul livre")
    r.add_argument("--json", action="store_true", help="sortie JSON")
    r.add_argument(
        "--set", action="append", metavar="PARAM=VALEUR",
        help="règle maison : remplace la valeur d'un paramètre pour tous les livres "
        "(ex. --set raise.fifty_percent_threshold=75)",
    )
    r.set_defaults(func=cmd_rule)
