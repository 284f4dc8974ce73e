"""The question line of a situation (``? …``, the last line): what the director is asked.

* ``? <player>`` — what may the player do (to call, minimum raise-to, reopening);
* ``? <player> chips 1000 500`` / ``chips 1000x2`` / ``amount 1400`` / ``says "call"`` and
  the circumstance words (unaware, told N, pulls-back, first chips|says) — the ruling on
  what he physically does;
* ``? <player> found N`` — chips found behind his all-in once called;
* ``? pots`` — the pots once the action is over (uncalled chips given back);
* ``? correction`` — the ``under`` bet or raise is found now: what each book corrects.

Numbers, chips and player names are read the way the rest of the situation reads them:
``kb.engine.situation`` hands its readers over (``Readers``), so both parts agree.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kb.engine.moves import PlayerMove, parse_declaration
from kb.errors import KBError


@dataclass
class Question:
    line: int
    kind: str  # legal | ruling | pots | found | correction
    player: str | None = None
    move: PlayerMove | None = None


@dataclass(frozen=True)
class Readers:
    """How the situation reads a whole number (token, what, line), a list of chip tokens
    (tokens, line) and a player's name (token → the seat's name, or None if unknown)."""

    integer: Callable[[str, str, int], int]
    chips: Callable[[list[str], int], list[int]]
    player: Callable[[str], str | None]


def _fail(no: int, message: str) -> KBError:
    return KBError(f"ligne {no} : {message}", path="situation")


# Each circumstance word reads its arguments from rest[i + 1:] and returns how many
# tokens it used (itself included).
_Word = Callable[[PlayerMove, list[str], int, int, Readers], int]


def _chips_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    j = i + 1
    while j < len(rest) and re.fullmatch(r"[\d,x]+", rest[j]):
        j += 1
    move.chips = read.chips(rest[i + 1:j], no)
    if not move.chips:
        raise _fail(no, "« chips » sans jetons")
    return j - i


def _next_acted_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    move.next_acted = True
    return 1


def _then_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    """``then 500`` (the same handful) or ``then-stack 500`` (back to his stack): a second
    movement after ``chips …`` (string bet)."""
    if not move.chips:
        raise _fail(no, f"« {rest[i]} » suit « chips … » : les jetons de la première poussée d'abord")
    if move.later:
        raise _fail(no, "une seule seconde poussée (« then … » ou « then-stack … »)")
    move.later_from_stack = rest[i].lower() in ("then-stack", "puis-tapis")
    first = move.chips
    used = _chips_word(move, rest, i, no, read)
    move.chips, move.later = first, move.chips
    return used


def _amount_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    if i + 1 >= len(rest):
        raise _fail(no, "montant manquant après amount")
    move.amount = read.integer(rest[i + 1], "montant", no)
    if move.amount <= 0:
        raise _fail(no, f"montant non positif {move.amount}")
    return 2


def _unaware_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    move.unaware = True
    return 1


def _told_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    if i + 1 >= len(rest):
        raise _fail(no, "montant manquant après told (le compte donné à tort)")
    move.told = read.integer(rest[i + 1], "compte donné", no)
    return 2


def _pulls_back_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    """``pulls-back`` (his whole earlier bet) or ``pulls-back N`` (N of it, TDA 46-C)."""
    move.pulled_back = True
    if i + 1 < len(rest) and re.fullmatch(r"\d[\d_]*", rest[i + 1]):
        move.pulled_amount = read.integer(rest[i + 1], "jetons ramenés", no)
        if move.pulled_amount <= 0:
            raise _fail(no, f"jetons ramenés non positifs {move.pulled_amount}")
        return 2
    return 1


def _first_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    if i + 1 >= len(rest) or rest[i + 1].lower() not in ("chips", "jetons", "says", "annonce"):
        raise _fail(no, "« first chips » ou « first says » attendu")
    move.chips_first = rest[i + 1].lower() in ("chips", "jetons")
    return 2


def _says_word(move: PlayerMove, rest: list[str], i: int, no: int, read: Readers) -> int:
    if i + 1 >= len(rest):
        raise _fail(no, "annonce manquante après says")
    try:
        move.says = parse_declaration(rest[i + 1])
    except KBError as exc:
        raise _fail(no, str(exc)) from None
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
    "says": _says_word, "dit": _says_word, "annonce": _says_word,
}
_WORDS_HELP = 'chips … [then|then-stack …], amount N, says "…", unaware, told N, pulls-back [N], first chips|says, next-acted'


def _found(name: str, rest: list[str], no: int, read: Readers) -> Question:
    if len(rest) != 2:
        raise _fail(no, "« ? JOUEUR found N » attendu (jetons retrouvés après son tapis)")
    found = read.integer(rest[1], "jetons retrouvés", no)
    if found <= 0:
        raise _fail(no, f"jetons retrouvés non positifs {found}")
    return Question(no, "found", name, PlayerMove(name, amount=found))


def parse_question(toks: list[str], no: int, read: Readers) -> Question:
    """The words after ``?`` on line ``no``; a KBError names the line at fault."""
    if not toks:
        raise _fail(no, "question vide (« ? JOUEUR », « ? JOUEUR chips … », « ? pots »)")
    if toks[0].lower() == "pots":
        return Question(no, "pots")
    if toks[0].lower() in ("correction", "corriger"):
        if len(toks) > 1:
            raise _fail(no, "« ? correction » ne prend pas d'autre mot")
        return Question(no, "correction")
    name = read.player(toks[0])
    if name is None:
        raise _fail(no, f"joueur inconnu {toks[0]!r} dans la question")
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
            raise _fail(no, f"mot inattendu {rest[i]!r} ({_WORDS_HELP})")
        i += word(move, rest, i, no, read)
    return Question(no, "ruling", name, move)
