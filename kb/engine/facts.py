"""What a situation says beyond the bets: hole cards, the board, hands shown or thrown at
the showdown, players eliminated in the hand (issue 36).

Lines of the situation format (``kb.engine.situation``), in English or French words::

    cards A Ah Kd          # A's hole cards (2 in hold'em, 4 in Omaha): « cartes A As Rc »
    board 2c 7d 9h Js Qd   # the board: « tableau … »
    shows B                # B tables his hand at the showdown: « montre B »
    mucks C                # C throws his cards face down: « jette C »
    out SB                 # SB is eliminated in this hand: « elimine SB »

A card is a rank (2-9, T or 10, J/V, Q/D, K/R, A) and a suit (s/p pique, h/c cœur, d/k
carreau, c/t trèfle): « As », « Td », « 10h » — read here, judged by PokerKit's evaluator
(:mod:`kb.engine.splitting`).

>>> read_card("10h"), read_card("Ah")
('Th', 'Ah')
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from kb.engine.limits import line_error
from kb.engine.words import match_player

# A rank in English or French letters → PokerKit's rank letter.
RANKS = {**{str(n): str(n) for n in range(2, 10)}, "10": "T", "t": "T", "j": "J", "v": "J",
         "q": "Q", "d": "Q", "k": "K", "r": "K", "a": "A"}
SUITS = {"s": "s", "h": "h", "d": "d", "c": "c"}
_CARD = re.compile(r"(10|[2-9tjvqdkra])([shdc])", re.IGNORECASE)


def read_card(token: str) -> str | None:
    """``"10h"`` → ``"Th"``; None when it is no card. The suit letter is English (s h d c):
    the French initials clash (c = cœur or clubs), so they are not guessed."""
    m = _CARD.fullmatch(token)
    if m is None:
        return None
    return RANKS[m.group(1).lower()] + SUITS[m.group(2).lower()]


@dataclass
class TableFacts:
    """The cards and events of a situation beyond its bets."""

    hole: dict[str, list[str]] = field(default_factory=dict)
    board: list[str] = field(default_factory=list)
    shown: list[str] = field(default_factory=list)
    mucked: list[str] = field(default_factory=list)
    out: list[str] = field(default_factory=list)

    def all_cards(self) -> list[str]:
        return [c for cards in self.hole.values() for c in cards] + self.board


def _cards(tokens: list[str], no: int) -> list[str]:
    """``["Ah", "Kd"]`` or ``["AhKd"]`` → ``["Ah", "Kd"]``."""
    out: list[str] = []
    for tok in tokens:
        parts = re.findall(r"10[shdcSHDC]|[^\s]{2}", tok) if len(tok) > 3 else [tok]
        for part in parts:
            card = read_card(part)
            if card is None:
                raise line_error(no, f"carte illisible {part!r} (ex. : As, Kd, 10h, Tc — couleurs s h d c)")
            out.append(card)
    return out


def _check_unique(facts: TableFacts, no: int) -> None:
    cards = facts.all_cards()
    twice = sorted({c for c in cards if cards.count(c) > 1})
    if twice:
        raise line_error(no, f"carte donnée deux fois : {', '.join(twice)}")


# Each reader takes the facts, the seat names, the line's words and its number.
Names = set[str]


def _name(token: str, names: Names, no: int) -> str:
    name = match_player(token, names)
    if name is None:
        raise line_error(no, f"joueur inconnu {token!r}")
    return name


def cards_line(facts: TableFacts, names: Names, toks: list[str], no: int) -> None:
    if len(toks) < 3:
        raise line_error(no, "« cards JOUEUR Ah Kd » attendu")
    name = _name(toks[1], names, no)
    if name in facts.hole:
        raise line_error(no, f"cartes de {name} déjà données")
    cards = _cards(toks[2:], no)
    if len(cards) not in (2, 4):
        raise line_error(no, f"{len(cards)} cartes pour {name} : 2 (hold'em) ou 4 (omaha)")
    other = next((n for n, held in facts.hole.items() if len(held) != len(cards)), None)
    if other is not None:  # one game at the table: hands of one size
        raise line_error(no, f"{len(cards)} cartes pour {name}, {len(facts.hole[other])} pour {other} : "
                             "le même nombre pour tous (2 en hold'em, 4 en omaha)")
    facts.hole[name] = cards
    _check_unique(facts, no)


def board_line(facts: TableFacts, names: Names, toks: list[str], no: int) -> None:
    if facts.board:
        raise line_error(no, "tableau déjà donné")
    cards = _cards(toks[1:], no)
    if not 3 <= len(cards) <= 5:
        raise line_error(no, f"{len(cards)} cartes au tableau : de 3 à 5")
    facts.board = cards
    _check_unique(facts, no)


def _names_line(attr: str) -> Callable[[TableFacts, Names, list[str], int], None]:
    def read(facts: TableFacts, names: Names, toks: list[str], no: int) -> None:
        if len(toks) < 2:
            raise line_error(no, f"« {toks[0]} JOUEUR » attendu")
        for tok in toks[1:]:
            name = _name(tok, names, no)
            for other in ("shown", "mucked", "out"):
                if name in getattr(facts, other):
                    raise line_error(no, f"{name} déjà noté ({toks[0]})")
            getattr(facts, attr).append(name)
    return read


FACT_LINES: dict[str, Callable[[TableFacts, Names, list[str], int], None]] = {
    "cards": cards_line, "cartes": cards_line,
    "board": board_line, "tableau": board_line,
    "shows": _names_line("shown"), "montre": _names_line("shown"), "table": _names_line("shown"),
    "mucks": _names_line("mucked"), "jette": _names_line("mucked"), "muck": _names_line("mucked"),
    "out": _names_line("out"), "elimine": _names_line("out"), "éliminé": _names_line("out"),
}
