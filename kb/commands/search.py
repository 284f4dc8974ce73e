"""``kb search``: full-text search of the five rulebooks (French, jargon, typos), with the
answer card of a value question and the simulator's situation of a betting story."""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from collections.abc import Iterable, Iterator
from typing import Any

from kb.commands.topics import topic_id
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.search import SearchResult
from kb.search.answers import Answer, find_answer
from kb.search.simulation import Simulation, read_simulation
from kb.terminal import use_colour

EPILOG = """exemples :
  kb search "dead button"
  kb search "combien de temps a un joueur quand on demande le time ?"   (fiche réponse)
  kb search "blindes 100/200, A relance à 600, B pousse un jeton de 1000 sans rien dire"
  kb search "combien de temps quand on demande le time ?" --book ropta --book tda
  kb search '"fausse donne"' --limit 3 --json
  kb search "relance" --history            (cherche aussi dans le texte supprimé)
  printf 'tapis\\nstring bet\\n' | kb search --stdin --json
"""


def register(sub: Any) -> None:
    p = sub.add_parser(
        "search",
        help="chercher un article (français, jargon anglais, fautes de frappe)",
        description="Recherche plein texte dans les articles des cinq règlements. Les mots sont "
        "cherchés sans accents, au singulier comme au pluriel, avec le jargon du glossaire "
        "(tapis = all-in…) ; \"une expression\" entre guillemets doit apparaître telle quelle.",
        epilog=EPILOG,
    )
    p.add_argument("query", nargs="*", help="les mots cherchés")
    p.add_argument("--book", action="append", metavar="LIVRE", help="limiter à un règlement (répétable) : ropta, tda, aix, ciaffone, redcactus")
    p.add_argument("--topic", metavar="SUJET", help="limiter à un sujet (identifiant de la taxonomie)")
    p.add_argument("--limit", type=int, default=10, metavar="N", help="nombre de résultats (10 par défaut)")
    p.add_argument("--history", action="store_true", help="chercher aussi dans le texte supprimé (barré)")
    p.add_argument("--json", action="store_true", help="sortie JSON")
    p.add_argument("--stdin", action="store_true", help="lire une requête par ligne sur l'entrée standard")
    p.set_defaults(func=cmd_search)


def _options(args: argparse.Namespace, kb: KnowledgeBase) -> dict[str, Any]:
    books = kb.searcher.books
    if args.limit < 1:
        raise KBError(f"--limit {args.limit} : au moins 1")
    if args.book:
        unknown = [b for b in args.book if b not in books]
        if unknown:
            raise KBError(f"livre inconnu : {', '.join(map(repr, unknown))} (livres : {', '.join(books)})")
    # An unknown topic found nothing, silently (« 0 résultat »): named as kb topics names it.
    topic = topic_id(kb.topics, args.topic) if args.topic else None
    return {"books": args.book, "topic": topic, "limit": args.limit, "history": args.history}


def _json_line(result: SearchResult, answer: Answer | None, simulation: Simulation | None) -> str:
    out = result.to_dict()
    out["answer"] = answer.to_dict() if answer else None
    out["situation"] = simulation.to_dict() if simulation else None
    return json.dumps(out, ensure_ascii=False)


def _extras(query: str, kb: KnowledgeBase, result: SearchResult) -> tuple[Answer | None, Simulation | None]:
    """The answer card (a value asked) and the situation (a betting story) of a query (none
    for markup or random characters)."""
    if result.junk:
        return None, None
    return find_answer(query, kb.parameters), read_simulation(query, kb.rulesets)


def _print_answer(answer: Answer, shorts: dict[str, str]) -> None:
    """The answer card: each book's value, its article and its quote; ≠ marks a value
    other than most books'."""
    print(f"Réponse : {answer.label}" + ("  (les règlements divergent)" if answer.diverges else ""))
    width = max((len(shorts.get(b, b)) for b in answer.values), default=0)
    for book, v in answer.values.items():
        mark = "≠" if answer.differs(book) else " "
        where = f"  [{v.article}]" if v.article else ""
        print(f"  {mark} {shorts.get(book, book):<{width}}  {v.display}{where}")
        if v.quote:
            print(f"      « {v.quote} »")
    print()


def _print_simulation(simulation: Simulation) -> None:
    print("Situation de jeu comprise : " + " ; ".join(simulation.understood))
    print("À trancher avec le simulateur :")
    print(f"  {simulation.command}")
    print()


_MARK = re.compile(r"</?mark>")


def _plain(snippet: str, colour: bool) -> str:
    if colour:
        snippet = snippet.replace("<mark>", "\033[1m").replace("</mark>", "\033[0m")
    else:
        snippet = _MARK.sub("", snippet)
    return html.unescape(snippet)


def _print_readable(
    result: SearchResult, shorts: dict[str, str], answer: Answer | None = None, simulation: Simulation | None = None
) -> None:
    colour = use_colour(sys.stdout)
    if answer is not None:
        _print_answer(answer, shorts)
    if simulation is not None:
        _print_simulation(simulation)
    n = len(result.hits)
    print(f"{n} résultat{'s' if n > 1 else ''} pour « {result.query.strip()} »" + (f" (sur {result.total})" if result.total > n else ""))
    if result.junk:
        print("(ce texte ne ressemble à aucun mot des règlements : balises ou caractères au hasard)")
    if result.suggestion:
        print(f"Vouliez-vous dire : « {result.suggestion} » ?")
    for words, forms in result.also_searched():
        also = ", ".join(forms[:5]) + ("…" if len(forms) > 5 else "")
        print(f"« {words} » cherché aussi comme : {also}")
    for i, h in enumerate(result.hits, 1):
        print()
        print(f"{i:>2}. {h.heading(shorts.get(h.book, h.book))}   [{h.id}]  score {h.score:.2f}")
        if h.snippet:
            print(f"    {_plain(h.snippet, colour)}")


def stdin_queries(stream: Iterable[bytes | str]) -> Iterator[str]:
    """The queries of ``--stdin``, one per line, decoded as UTF-8 line by line: a line that
    is not UTF-8 is reported on stderr with its number and byte offset and skipped, and
    the following lines are still searched (the exit code stays 0: every valid line got
    its answer)."""
    for number, raw in enumerate(stream, 1):
        try:
            line = raw if isinstance(raw, str) else raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            print(f"kb: erreur : <stdin>:{number}: pas en UTF-8 (octet 0x{raw[exc.start]:02x} à la position "
                  f"{exc.start} de la ligne) : ligne ignorée", file=sys.stderr)
            continue
        yield line.removesuffix("\n").removesuffix("\r")


def cmd_search(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    opts = _options(args, kb)
    if args.stdin:
        # Bytes when stdin has them, so that one bad byte costs one line, not the run.
        for query in stdin_queries(getattr(sys.stdin, "buffer", sys.stdin)):
            result = kb.search(query, **opts)
            answer, simulation = _extras(query, kb, result)
            if args.json:
                print(_json_line(result, answer, simulation), flush=False)
            else:
                _print_readable(result, {}, answer, simulation)
                print()
        return 0
    query = " ".join(args.query)
    if not query.strip():
        raise KBError("rien à chercher : donner des mots, ou --stdin")
    result = kb.search(query, **opts)
    answer, simulation = _extras(query, kb, result)
    if args.json:
        print(_json_line(result, answer, simulation))
        return 0
    _print_readable(result, kb.library.book_names(), answer, simulation)
    return 0
