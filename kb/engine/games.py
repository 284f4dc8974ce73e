"""The betting structure of the game (``game`` line of a situation): no-limit (default),
pot-limit or limit — what bounds a bet or raise beyond the no-limit rules.

* limit: every bet and raise is the standard bet — the big blind before the flop and on
  the flop, twice the big blind on the turn and river (Ciaffone 1.11.a (b) « au système de
  limite fixe, une enchère égale à cette limite »; (d) « Le joueur ne peut relancer d'un
  montant inférieur à une enchère standard »); a short all-in reopens the raise when it is
  at least half of it (TDA 47 « En limit, il faut au moins 50% d'une mise ou d'une relance
  minimum pour ré-ouvrir le droit à la relance », Ciaffone 1.11.a (g)); the number of
  raises is capped where the book says so (parameter ``limit.max_raises``: Ciaffone 1.11.a
  (a) four, « supprimée en cas de duel »; TDA 48 « fixée par les règles locales »);
* pot-limit: a raise is at most the pot once the call is made (TDA 52-B examples, 54-B).
"""

from __future__ import annotations

GAME_ALIASES = {"nl": "no-limit", "no-limit": "no-limit", "pl": "pot-limit", "pot-limit": "pot-limit",
                "limit": "limit", "fl": "limit", "limite": "limit"}
GAME_FR = {"no-limit": "no-limit", "pot-limit": "pot-limit", "limit": "limit"}
STREETS = ("preflop", "flop", "turn", "river")


def standard_bet(bb: int, street: str, big_from: str = "turn") -> int:
    """The limit game's bet on ``street``: the big blind, doubled from ``big_from`` on (the
    turn in Hold'em; the flop in Ciaffone 1.11.a's nota « dans un Hold'em 25/50/100,
    l'enchère "standard" vaut 50 pour le premier tour d'enchères, et 100 pour les tours
    suivants »)."""
    return 2 * bb if STREETS.index(street) >= STREETS.index(big_from) else bb


def pot_limit_max(current_bet: int, to_call: int, pot: int) -> int:
    """The largest raise-to in pot-limit: call, then raise the whole pot (the call included)."""
    return current_bet + pot + to_call


def raises_capped(raises: int, cap: int | None, players: int, capped_heads_up: bool | None) -> bool:
    """Whether the limit game's raise cap is reached (no cap when the book sets none; lifted
    heads-up unless the book keeps it)."""
    if cap is None or raises < cap:
        return False
    return players > 2 or bool(capped_heads_up)
