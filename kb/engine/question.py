"""The question line of a situation (``? …``, the last line): what the director is asked.

* ``? <player>`` — what may the player do (to call, minimum raise-to, reopening);
* ``? <player> chips 1000 500`` / ``chips 1000x2`` / ``amount 1400`` / ``says "call"`` and
  the circumstance words (unaware, told N, pulls-back, first chips|says) — the ruling on
  what he physically does;
* ``? <player> found N`` — chips found behind his all-in once called;
* ``? pots`` — the pots once the action is over (uncalled chips given back);
* ``? correction`` — the ``under`` bet or raise is found now: what each book corrects;
* beyond the betting round (issue 36): ``? showdown [PLAYER]`` (who shows first; what the
  player may ask to see), ``? split [hilo]`` (the pots shared out, the odd chip),
  ``? misdeal exposed N|exposed-first|wrong-seat|empty-seat|dealt-out P|cards P N``,
  ``? button`` (who has the button and the blinds next hand), ``? balance N`` (the fullest
  table has N players: stop this one? who moves?), ``? penalty N [hands]`` (N rounds).

Numbers, chips and player names are read the way the rest of the situation reads them:
``kb.engine.situation`` hands its readers over (``Readers``), so both parts agree.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kb.engine.limits import line_error
from kb.engine.moves import PlayerMove, parse_declaration
from kb.errors import KBError


@dataclass
class Question:
    line: int
    kind: str  # legal | ruling | pots | found | correction | showdown | split | misdeal | button | balance | penalty
    player: str | None = None
    move: PlayerMove | None = None
    args: dict[str, Any] = field(default_factory=dict)  # a table question's words (hilo, events, N)


@dataclass(frozen=True)
class Readers:
    """How the situation reads a whole number (token, what, line), a list of chip tokens
    (tokens, line) and a player's name (token → the seat's name, or None if unknown)."""

    integer: Callable[[str, str, int], int]
    chips: Callable[[list[str], int], list[int]]
    player: Callable[[str], str | None]


# Each circumstance word reads its arguments from rest[i + 1:] and returns how many
# tokens it used (itself included).
_Word = Callable[[PlayerMove, list[str], int, int, Readers], int]


def _chips_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    j = i + 1
    while j < len(rest) and re.fullmatch(r"[\d,x]+", rest[j]):
        j += 1
    move.chips = read.chips(rest[i + 1:j], no)
    if not move.chips:
        raise line_error(no, "« chips » sans jetons")
    return j - i


def _next_acted_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    move.next_acted = True
    return 1


def _then_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    """``then 500`` (the same handful) or ``then-stack 500`` (back to his stack): a second
    movement after ``chips …`` (string bet)."""
    if not move.chips:
        raise line_error(no, f"« {rest[i]} » suit « chips … » : les jetons de la première poussée d'abord")
    if move.later:
        raise line_error(no, "une seule seconde poussée (« then … » ou « then-stack … »)")
    move.later_from_stack = rest[i].lower() in ("then-stack", "puis-tapis")
    first = move.chips
    used = _chips_word(move, rest, i, no, read)
    move.chips, move.later = first, move.chips
    return used


def _amount_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    if i + 1 >= len(rest):
        raise line_error(no, "montant manquant après amount")
    move.amount = read.integer(rest[i + 1], "montant", no)
    if move.amount <= 0:
        raise line_error(no, f"montant non positif {move.amount}")
    return 2


def _unaware_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    move.unaware = True
    return 1


def _told_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    if i + 1 >= len(rest):
        raise line_error(no, "montant manquant après told (le compte donné à tort)")
    move.told = read.integer(rest[i + 1], "compte donné", no)
    return 2


def _pulls_back_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    """``pulls-back`` (his whole earlier bet) or ``pulls-back N`` (N of it, TDA 46-C)."""
    move.pulled_back = True
    if i + 1 < len(rest) and re.fullmatch(r"\d[\d_]*", rest[i + 1]):
        move.pulled_amount = read.integer(rest[i + 1], "jetons ramenés", no)
        if move.pulled_amount <= 0:
            raise line_error(no, f"jetons ramenés non positifs {move.pulled_amount}")
        return 2
    return 1


def _front_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    """``front 1000``: his earlier bet (a blind) was posted with one larger chip, left in
    front of him (TDA 46, situation 2)."""
    if i + 1 >= len(rest):
        raise line_error(no, "valeur manquante après front (le jeton laissé devant lui)")
    move.front = read.integer(rest[i + 1], "jeton laissé devant lui", no)
    return 2


def _first_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    if i + 1 >= len(rest) or rest[i + 1].lower() not in ("chips", "jetons", "says", "annonce"):
        raise line_error(no, "« first chips » ou « first says » attendu")
    move.chips_first = rest[i + 1].lower() in ("chips", "jetons")
    return 2


def _says_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    if i + 1 >= len(rest):
        raise line_error(no, "annonce manquante après says")
    try:
        move.says = parse_declaration(rest[i + 1])
    except KBError as exc:
        raise line_error(no, str(exc)) from None
    return 2


WORDS: dict[str, _Word] = {
    "chips": _chips_word, "jetons": _chips_word,
    "then": _then_word, "puis": _then_word, "then-stack": _then_word, "puis-tapis": _then_word,
    "amount": _amount_word, "met": _amount_word,
    "unaware": _unaware_word, "ignorait": _unaware_word,
    "next-acted": _next_acted_word, "suivant-a-parle": _next_acted_word,
    "told": _told_word, "renseigne": _told_word,
    "pulls-back": _pulls_back_word, "retire": _pulls_back_word,
    "first": _first_word, "d'abord": _first_word,
    "front": _front_word, "devant": _front_word,
    "says": _says_word, "dit": _says_word, "annonce": _says_word,
}
_WORDS_HELP = 'chips … [then|then-stack …], amount N, says "…", unaware, told N, pulls-back [N], first chips|says, next-acted, front N'


def _found(name: str, rest: list[str], no: int, read: Readers) -> Question:
    if len(rest) != 2:
        raise line_error(no, "« ? JOUEUR found N » attendu (jetons retrouvés après son tapis)")
    found = read.integer(rest[1], "jetons retrouvés", no)
    if found <= 0:
        raise line_error(no, f"jetons retrouvés non positifs {found}")
    return Question(no, "found", name, PlayerMove(name, amount=found))


def _showdown_q(rest: list[str], no: int, read: Readers) -> Question:
    if len(rest) > 1:
        raise line_error(no, "« ? showdown [JOUEUR] » attendu")
    name = read.player(rest[0]) if rest else None
    if rest and name is None:
        raise line_error(no, f"joueur inconnu {rest[0]!r} dans la question")
    return Question(no, "showdown", name)


def _split_q(rest: list[str], no: int, read: Readers) -> Question:
    if rest not in ([], ["hilo"], ["hi-lo"]):
        raise line_error(no, "« ? split [hilo] » attendu")
    return Question(no, "split", args={"hilo": bool(rest)})


# What a misdeal question may say happened at the deal, and how many words follow it.
MISDEAL_EVENTS = {"exposed": 1, "exposed-first": 0, "wrong-seat": 0, "empty-seat": 0, "dealt-out": 1, "cards": 2}


def _misdeal_q(rest: list[str], no: int, read: Readers) -> Question:
    events: list[tuple[str, ...]] = []
    i = 0
    while i < len(rest):
        word = rest[i].lower()
        n = MISDEAL_EVENTS.get(word)
        if n is None or len(rest) - i - 1 < n:
            raise line_error(no, f"« ? misdeal » : {rest[i]!r} inattendu ou incomplet ({', '.join(MISDEAL_EVENTS)})")
        args = rest[i + 1:i + 1 + n]
        if word in ("dealt-out", "cards") and read.player(args[0]) is None:
            raise line_error(no, f"joueur inconnu {args[0]!r} dans la question")
        if word in ("dealt-out", "cards"):
            args[0] = read.player(args[0]) or args[0]
        if word in ("exposed", "cards"):
            args[-1] = str(read.integer(args[-1], "nombre de cartes", no))
        events.append((word, *args))
        i += 1 + n
    if not events:
        raise line_error(no, f"« ? misdeal » sans ce qui s'est passé ({', '.join(MISDEAL_EVENTS)})")
    return Question(no, "misdeal", args={"events": events})


def _number_q(kind: str, usage: str) -> Callable[[list[str], int, Readers], Question]:
    def parse(rest: list[str], no: int, read: Readers) -> Question:
        if not rest or len(rest) > 2 or (len(rest) == 2 and rest[1].lower() not in ("hands", "mains")):
            raise line_error(no, f"« {usage} » attendu")
        n = read.integer(rest[0], "nombre", no)
        if not 0 < n <= 100:
            raise line_error(no, f"nombre hors limites {n} (de 1 à 100)")
        return Question(no, kind, args={"n": n, "hands": len(rest) == 2})
    return parse


def _button_q(rest: list[str], no: int, read: Readers) -> Question:
    if rest:
        raise line_error(no, "« ? button » ne prend pas d'autre mot")
    return Question(no, "button")


TABLE_QUESTIONS: dict[str, Callable[[list[str], int, Readers], Question]] = {
    "showdown": _showdown_q, "abattage": _showdown_q,
    "split": _split_q, "partage": _split_q,
    "misdeal": _misdeal_q, "maldonne": _misdeal_q,
    "button": _button_q, "bouton": _button_q,
    "balance": _number_q("balance", "? balance N (joueurs de l'autre table)"),
    "equilibrage": _number_q("balance", "? equilibrage N"),
    "penalty": _number_q("penalty", "? penalty N [hands] (N tours, ou N mains)"),
    "penalite": _number_q("penalty", "? penalite N [mains]"),
}


def parse_question(toks: list[str], no: int, read: Readers) -> Question:
    """The words after ``?`` on line ``no``; a KBError names the line at fault."""
    if not toks:
        raise line_error(no, "question vide (« ? JOUEUR », « ? JOUEUR chips … », « ? pots »)")
    if toks[0].lower() in TABLE_QUESTIONS and read.player(toks[0]) is None:
        return TABLE_QUESTIONS[toks[0].lower()](toks[1:], no, read)
    if toks[0].lower() == "pots":
        return Question(no, "pots")
    if toks[0].lower() in ("correction", "corriger"):
        if len(toks) > 1:
            raise line_error(no, "« ? correction » ne prend pas d'autre mot")
        return Question(no, "correction")
    name = read.player(toks[0])
    if name is None:
        raise line_error(no, f"joueur inconnu {toks[0]!r} dans la question")
    rest = toks[1:]
    if not rest:
        return Question(no, "legal", name)
    if rest[0].lower() in ("found", "retrouve"):
        return _found(name, rest, no, read)
    move = PlayerMove(name)
    i = 0
    while i < len(rest):
        word = WORDS.get(rest[i].lower())
        if word is None:
            raise line_error(no, f"mot inattendu {rest[i]!r} ({_WORDS_HELP})")
        i += word(move, rest, i, no, read)
    return Question(no, "ruling", name, move)
