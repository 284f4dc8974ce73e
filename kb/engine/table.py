"""Seats, button, blinds and antes: who posts what before the cards are dealt.

Seats are given clockwise starting from the small blind; the last seat has the button.
Heads-up, the button posts the small blind (ROPTA 4.4, TDA 34): the first seat is then
both the button and the small blind.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kb.engine.facts import TableFacts
from kb.engine.rules import RuleSet
from kb.errors import KBError

ANTE_FORMATS = ("none", "bb", "button", "classic")


@dataclass
class Seat:
    name: str
    stack: int  # chips behind (not yet in front of the player)
    bet: int = 0  # live chips in front of the player in the current betting round
    total: int = 0  # live chips put in over the whole hand (antes of the classic format included)
    folded: bool = False
    acted: bool = False  # acted voluntarily in the current betting round
    reopen_at: int = 0  # the bet level that reopens the raise for this player once he has acted
    acted_seq: int = -1
    blind: int = 0  # blind actually posted this hand
    ante: int = 0  # ante actually posted this hand

    @property
    def all_in(self) -> bool:
        return self.stack == 0 and not self.folded

    @property
    def live(self) -> bool:
        """Still in the hand with chips to act."""
        return not self.folded and self.stack > 0


@dataclass
class TableSetup:
    """The table before the first action: stakes, ante format and the players in seat order."""

    sb: int
    bb: int
    players: list[tuple[str, int]]
    ante: int = 0
    ante_format: str = "none"
    street: str = "preflop"
    pot: int = 0  # chips already in the middle when the situation starts after the flop
    chips: list[int] = field(default_factory=list)  # denominations in play (for "5" abbreviations)
    game: str = "no-limit"  # no-limit | pot-limit | limit (kb.engine.games)
    big_bet_from: str = "turn"  # limit: the street from which the bet is doubled
    facts: TableFacts = field(default_factory=TableFacts)  # cards and events beyond the bets

    def validate(self) -> None:
        if self.bb <= 0 or self.sb < 0:
            raise KBError(f"blindes invalides : {self.sb}/{self.bb} (la grosse blinde doit être positive)")
        if self.sb > self.bb:
            raise KBError(f"blindes invalides : petite blinde {self.sb} supérieure à la grosse blinde {self.bb}")
        if self.ante < 0:
            raise KBError(f"ante négative : {self.ante}")
        if self.ante_format not in ANTE_FORMATS:
            raise KBError(f"format d'ante inconnu : {self.ante_format!r} (attendu : {', '.join(ANTE_FORMATS)})")
        if len(self.players) < 2:
            raise KBError("il faut au moins deux joueurs")
        if len(self.players) > 10:
            raise KBError(f"{len(self.players)} joueurs : au plus 10 par table")
        seen: set[str] = set()
        for name, stack in self.players:
            if name in seen:
                raise KBError(f"joueur {name!r} déclaré deux fois")
            seen.add(name)
            if stack < 0:
                raise KBError(f"tapis négatif pour le joueur {name} : {stack}")
            if stack == 0 and self.street == "preflop":
                raise KBError(f"le joueur {name} n'a pas de jetons : il ne peut pas recevoir de cartes")

    @property
    def heads_up(self) -> bool:
        return len(self.players) == 2

    def sb_index(self) -> int:
        return 0

    def bb_index(self) -> int:
        return 1

    def button_index(self) -> int:
        return 0 if self.heads_up else len(self.players) - 1


def post_forced_bets(setup: TableSetup, rules: RuleSet) -> tuple[list[Seat], int]:
    """Seats after the antes and blinds are posted, and the dead money (antes of the BB and
    button formats) that goes to the main pot."""
    setup.validate()
    seats = [Seat(name, stack) for name, stack in setup.players]
    dead = 0
    if setup.street != "preflop":
        return seats, setup.pot
    ante = setup.ante
    if setup.heads_up and rules.ante_heads_up is False:
        ante = 0
    fmt = setup.ante_format if ante else "none"
    if fmt == "classic":
        for s in seats:
            paid = min(s.stack, ante)
            s.stack -= paid
            s.total += paid
            s.ante = paid
    if fmt == "button":
        b = seats[setup.button_index()]
        paid = min(b.stack, ante)
        b.stack -= paid
        b.ante = paid
        dead += paid
    # small blind
    sbs = seats[setup.sb_index()]
    paid = min(sbs.stack, setup.sb)
    sbs.stack -= paid
    sbs.total += paid
    sbs.bet = paid
    sbs.blind = paid
    # big blind (and its ante in the BB-ante format, in the book's order of priority)
    bbs = seats[setup.bb_index()]
    if fmt == "bb":
        ante_first = rules.bb_ante_priority == "ante_first"
        if ante_first and bbs.stack <= ante and rules.short_bb_plays_as_blind:
            # Not even the ante: no ante in play, his chips play as a short big blind
            # (he wins them once from each player) — ROPTA 4.2 cas A only.
            a = 0
            blind = bbs.stack
            bbs.stack = 0
        elif ante_first:
            # The ante first, whatever is left (TDA PR-11: « priorité de l'ante »).
            a = min(bbs.stack, ante)
            bbs.stack -= a
            blind = min(bbs.stack, setup.bb)
            bbs.stack -= blind
        else:
            blind = min(bbs.stack, setup.bb)
            bbs.stack -= blind
            a = min(bbs.stack, ante)
            bbs.stack -= a
        bbs.ante = a
        dead += a
    else:
        blind = min(bbs.stack, setup.bb)
        bbs.stack -= blind
    bbs.bet = blind
    bbs.total += blind
    bbs.blind = blind
    return seats, dead
