"""Commands of the reference engine: ``kb examples`` (the books' worked examples, run) and
``kb rule`` (the director's question, answered under each book)."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from kb.commands import print_json
from kb.engine.books import check_book
from kb.engine.description import Description, read_description
from kb.engine.director import BookRuling, rule_for_situation
from kb.engine.limits import MAX_TEXT_CHARS
from kb.engine.phrasing import article_citation, phrase
from kb.engine.situation import FORMAT_HELP, parse_situation
from kb.errors import KBError, os_reason
from kb.knowledge import KnowledgeBase
from kb.model import Library
from kb.quotes import in_previous_edition
from kb.terminal import utf8_argument

STATUS_FR = {"pass": "ok", "erratum": "ERRATUM", "fail": "ÉCHEC"}

TEXT_HELP = """\
La situation racontée en français (--text) :

  kb rule --text "Blindes 100/200. A relance à 600, B fait tapis pour 800, C veut relancer :
  combien au minimum ?"
  kb rule --text "100-200, UTG raise 600, B shove 800, C ? min"
  echo "Blindes 100/200. A relance à 600. B pousse deux jetons de 1000 sans rien dire." | kb rule --text -

  Phrases complètes ou notes de table : blindes (« 100/200 », « 1k/2k »), ante, tapis
  (« B a 800 de tapis », « tapis de 20 000 pour tous » ; non donnés : 100 grosses blindes),
  actions (relance à, sur-relance, ouvre, mise, suit, paye, limp, se couche, passe, parole,
  check, tapis, fait tapis pour N, all-in, shove), places (UTG, CO, bouton, petite et
  grosse blinde) ou lettres (A, B…), tours (« au flop, pot de 1 200 »), et la question :
  « que peut faire C ? », « combien au minimum ? », « C pousse deux jetons de 1000 sans
  rien dire », « il annonce call », « quels sont les pots ? ». Ce qui a été compris est
  affiché avant la décision ; --json ajoute « situation » et « understood » à la réponse
  ({"situation", "understood", "rulings"}).

  Codes de sortie : 0 décision donnée ; 3 le texte est ambigu ou incomplet — les questions
  sont affichées (« 800 : total ou en plus ? »), aucune décision ; 2 texte illisible
  (une ligne d'erreur en français).
"""

RULE_EPILOG = FORMAT_HELP + "\n" + TEXT_HELP
# Exit code of `kb rule --text` when the text must say more (2 is an error, 0 a ruling).
ASKED_BACK = 3

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
        print_json([{k: r.to_dict()[k] for k in ("id", "book", "article", "label", "kind", "status", "expected", "actual",
                                                "note", "pokerkit")} for r in results])
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
        raise KBError(f"lecture impossible ({os_reason(exc)})", path=str(p)) from None
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


def _read_description(args: argparse.Namespace) -> Description:
    """``--text "…"`` or ``--text -`` (standard input), read into a situation."""
    if args.file or args.situation_text:
        raise KBError("donner soit --text (la situation racontée), soit une situation au format (fichier, -s)")
    if args.text == "-":
        raw = getattr(sys.stdin, "buffer", None)
        text = decode_situation(raw.read(MAX_BYTES + 1), "entrée standard") if raw is not None else sys.stdin.read()
    else:
        text = utf8_argument(str(args.text), "--text")
    return read_description(text, served=True)


def _print_understood(described: Description) -> None:
    print("Compris :")
    for sentence in described.understood:
        print(f"  · {sentence}")
    if described.situation:
        print("Situation :")
        for line in described.situation.splitlines():
            print(f"  {line}")
    print()


def _asked_back(described: Description, as_json: bool) -> int:
    """The questions the text leaves open, and no ruling."""
    if as_json:
        print_json(described.to_dict())
        return ASKED_BACK
    if described.understood:
        _print_understood(described)
    print("À préciser avant de décider :")
    for q in described.questions:
        print(f"  ? {q}")
    return ASKED_BACK


def ruling_json(r: BookRuling, library: Library) -> dict[str, Any]:
    """One ruling as ``kb rule --json`` prints it: its fields, and ``article_edition`` —
    ``{"article": "ropta@2025-02:9.6", "version": "2025-02"}`` when the deciding article is
    one only an older edition holds (the text output says « de l'édition précédente
    (2025-02) »), null when the edition in use has it."""
    older = in_previous_edition(library, r.article) if r.article else None
    edition = {"article": older.id, "version": library.books[older.book].meta.version} if older else None
    return {**r.to_dict(), "article_edition": edition}


def cmd_rule(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    overrides = _overrides(args.set)  # a malformed --set is refused (2) before any question back (3)
    described = _read_description(args) if args.text is not None else None
    if described is not None and described.questions:
        return _asked_back(described, args.json)
    text = described.situation if described is not None else _read_situation(args)
    try:
        situation = parse_situation(text)  # a bad situation is reported before any build
    except KBError as exc:
        if described is not None or exc.path != "situation" or args.situation_text or not args.file:
            raise
        # the file the line is in, not « situation: ligne 3 : … »
        raise KBError(exc.message, path="entrée standard" if args.file == "-" else args.file, line=exc.line) from None
    rulings = rule_for_situation(situation, rulesets=kb.rulesets(args.book, overrides))
    if args.json:
        data = [ruling_json(r, kb.library) for r in rulings]
        out: object = data if described is None else {"situation": described.situation, "understood": described.understood, "rulings": data}
        print_json(out, default=str)
        return 0
    if described is not None:
        _print_understood(described)
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
    )
    r.add_argument("file", nargs="?", help="fichier de situation, ou « - » pour l'entrée standard")
    r.add_argument("-s", "--situation", dest="situation_text", help="la situation en texte")
    r.add_argument("--text", metavar="TEXTE", help="la situation racontée en français (phrases ou notes de table) ; "
                   "« - » : lue sur l'entrée standard")
    r.add_argument("--book", help="un seul livre (identifiant : ropta, tda…)")
    r.add_argument("--json", action="store_true", help="sortie JSON")
    r.add_argument(
        "--set", action="append", metavar="PARAM=VALEUR",
        help="règle maison : remplace la valeur d'un paramètre pour tous les livres "
        "(ex. --set raise.fifty_percent_threshold=75)",
    )
    r.set_defaults(func=cmd_rule)
