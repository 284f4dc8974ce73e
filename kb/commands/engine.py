"""Commands of the reference engine: ``kb examples`` (the books' worked examples, run) and
``kb rule`` (the director's question, answered under each book)."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from kb.engine.books import check_book
from kb.engine.director import rule_for_situation
from kb.engine.limits import MAX_TEXT_CHARS
from kb.engine.phrasing import article_citation, phrase
from kb.engine.rules import RuleSet
from kb.engine.situation import FORMAT_HELP, parse_situation
from kb.errors import KBError
from kb.knowledge import KnowledgeBase

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


def cmd_examples(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    """The worked examples' results, as the build computed them (engine and PokerKit)."""
    if args.book:
        check_book(args.book, list(kb.library.books))
    results = [r for r in kb.example_results if not args.book or r.book == args.book]
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


# What a file that is not text starts with, to say what it is rather than "byte 0".
MAGIC = {
    b"\x1f\x8b": "c'est un fichier compressé gzip, pas une situation en texte",
    b"\x89PNG": "c'est une image PNG, pas une situation en texte",
    b"%PDF": "c'est un document PDF, pas une situation en texte",
    b"PK\x03\x04": "c'est une archive ZIP (ou un document Word), pas une situation en texte",
    b"\xff\xfe": "c'est du texte UTF-16 : enregistrer le fichier en UTF-8",
    b"\xfe\xff": "c'est du texte UTF-16 : enregistrer le fichier en UTF-8",
}
# A situation is at most MAX_TEXT_CHARS characters, of at most 4 bytes each in UTF-8.
MAX_BYTES = 4 * MAX_TEXT_CHARS


def decode_situation(data: bytes, source: str) -> str:
    """The text of a situation read from ``source``: UTF-8 (a BOM allowed), else a one-line
    error naming the source, the byte offset, and what the file looks like.

    >>> decode_situation(b"blinds 100/200", "s.txt")
    'blinds 100/200'
    """
    if len(data) > MAX_BYTES:
        raise KBError(f"situation trop longue (plus de {MAX_BYTES} octets)", path=source)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        hint = next((what for magic, what in MAGIC.items() if data.startswith(magic)), "enregistrer le fichier en UTF-8")
        raise KBError(f"octet {exc.start} (0x{data[exc.start]:02x}) : pas du texte UTF-8 ; {hint}", path=source) from None


def _read_situation(args: argparse.Namespace) -> str:
    if args.situation_text:
        return str(args.situation_text)
    if not args.file:
        raise KBError("donner une situation : un fichier, « - » (entrée standard) ou -s 'texte'")
    if args.file == "-":
        raw = getattr(sys.stdin, "buffer", None)
        return decode_situation(raw.read(MAX_BYTES + 1), "entrée standard") if raw is not None else sys.stdin.read()
    p = Path(args.file)
    if p.is_dir():
        raise KBError("c'est un dossier, pas un fichier de situation", path=str(p))
    try:
        with p.open("rb") as f:
            data = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise KBError("fichier de situation introuvable", path=str(p)) from None
    except OSError as exc:
        raise KBError(f"lecture impossible ({exc.strerror})", path=str(p)) from None
    return decode_situation(data, str(p))


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


def rulesets(kb: KnowledgeBase, book: str | None, overrides: dict[str, object]) -> list[RuleSet]:
    """The rule sets of the books of the knowledge base (or of one), from the built
    parameters (every quote verified), with the ``--set`` overrides."""
    names = kb.book_names()
    books = [check_book(book, list(names))] if book else list(names)
    return [RuleSet.from_parameters(b, kb.parameters, overrides, name=names[b]) for b in books]


def cmd_rule(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    text = _read_situation(args)
    overrides = _overrides(args.set)
    situation = parse_situation(text)  # a bad situation is reported before any build
    rulings = rule_for_situation(situation, rulesets=rulesets(kb, args.book, overrides))
    if args.json:
        json.dump([r.to_dict() for r in rulings], sys.stdout, ensure_ascii=False, indent=1, default=str)
        print()
        return 0
    library = kb.library
    for r in rulings:
        print(r.book_name)
        for line in phrase(r, lambda aid: article_citation(library, aid)):
            print(f"  {line}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "examples",
        help="les exemples chiffrés des livres, rejoués par le moteur (ok / erratum / échec)",
        description="Les exemples chiffrés des livres, rejoués par le moteur de référence et PokerKit à la construction de la base.",
        epilog=EXAMPLES_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--book", help="un seul livre (identifiant : ropta, tda…)")
    p.add_argument("--json", action="store_true", help="sortie JSON")
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
    r.add_argument("--book", help="un seul livre (identifiant : ropta, tda…)")
    r.add_argument("--json", action="store_true", help="sortie JSON")
    r.add_argument(
        "--set", action="append", metavar="PARAM=VALEUR",
        help="règle maison : remplace la valeur d'un paramètre pour tous les livres "
        "(ex. --set raise.fifty_percent_threshold=75)",
    )
    r.set_defaults(func=cmd_rule)
