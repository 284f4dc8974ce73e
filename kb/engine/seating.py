"""The table across hands: the button and blinds of the next hand after eliminations (dead
or moving button, heads-up), which player moves to balance the tables, how many hands a
penalty lasts (TDA 11, 32, 34, 71; ROPTA 2.3, 4.3, 4.4, 11.1; RedCactus 10, 32, 34, 73;
Aix « Le Bouton »).

Seats are in the situation's order, clockwise from the small blind; the last has the button
(heads-up, the first: button and small blind). ``out`` lines name the players eliminated in
this hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from kb.engine.betting import Hand
from kb.engine.question import Question
from kb.engine.rules import RuleSet
from kb.engine.verdict import Verdict
from kb.errors import KBError


@dataclass(frozen=True)
class NextHand:
    """Who has the button and posts the blinds next hand ("" = nobody: dead button, no
    small blind)."""

    button: str
    sb: str
    bb: str
    heads_up: bool


def _next_live(names: list[str], out: set[str], start: int) -> int:
    """The index of the first seat after ``start`` (clockwise) whose player is still in."""
    for step in range(1, len(names) + 1):
        i = (start + step) % len(names)
        if names[i] not in out:
            return i
    raise KBError("plus aucun joueur à la table")


def next_hand(names: list[str], out: set[str], dead_button: bool) -> NextHand:
    """The button and blinds of the next hand.

    Dead button (ROPTA 4.3, TDA 32): the big blind moves to the next player in; the small
    blind is the seat of this hand's big blind and the button that of its small blind — a
    seat whose player is out stays empty. Moving button (Aix): the button goes to the next
    player in, the blinds to the two after him. Heads-up the button posts the small blind.

    >>> next_hand(["SB", "BB", "UTG", "BTN"], {"SB"}, True)
    NextHand(button='', sb='BB', bb='UTG', heads_up=False)
    """
    left = [n for n in names if n not in out]
    if len(left) < 2:
        raise KBError(f"il reste {len(left)} joueur : pas de coup suivant")
    button_i = 0 if len(names) == 2 else len(names) - 1
    if dead_button:
        bb_i = _next_live(names, out, 1)
        sb = names[1] if names[1] not in out else ""
        button = names[0] if names[0] not in out else ""
    else:
        b = _next_live(names, out, button_i)
        button, sb_i = names[b], _next_live(names, out, b)
        sb, bb_i = names[sb_i], _next_live(names, out, sb_i)
    bb = names[bb_i]
    if len(left) == 2:
        other = next(n for n in left if n != bb)
        return NextHand(other, other, bb, True)
    return NextHand(button, sb, bb, False)


def button(hand: Hand, q: Question, rules: RuleSet) -> Verdict:
    """``? button``: the button and the blinds of the next hand."""
    names = [s.name for s in hand.seats]
    out = set(hand.setup.facts.out)
    nxt = next_hand(names, out, rules.dead_button)
    summary = (f"coup suivant : {'bouton ' + nxt.button if nxt.button else 'bouton mort'}, "
               f"{'petite blinde ' + nxt.sb if nxt.sb else 'pas de petite blinde'}, grosse blinde {nxt.bb}")
    details = {"button": nxt.button, "sb": nxt.sb, "bb": nxt.bb, "dead_button": nxt.button == "",
               "heads_up": nxt.heads_up, "out": sorted(out)}
    if nxt.heads_up and len(names) > 2:
        return Verdict(summary, ("heads_up_button", "dead_button"), details=details,
                       reason="passage en tête-à-tête : le bouton (petite blinde) va à celui qui a payé la grosse blinde en dernier")
    why = "bouton mort : la grosse blinde avance toujours, petite blinde et bouton s'adaptent" if rules.dead_button \
        else "le bouton passe au joueur suivant présent"
    return Verdict(summary, ("dead_button",), details=details, reason=why)


def balance(hand: Hand, q: Question, rules: RuleSet) -> Verdict:
    """``? balance N``: this table beside another of N players, the fullest when this one is
    short (TDA 11, ROPTA 2.3, RedCactus 10). Balancing moves a player from the fuller table
    to the shorter: « le joueur déplacé pour équilibrer deux tables doit être la future
    grosse blinde » (TDA 11-A) of the table he leaves, so a short table names nobody of its
    own; it stops playing when it is short by the book's threshold (TDA 11-D: « 3 joueurs
    ou plus »). Tables one player apart are balanced: nobody moves."""
    names = [s.name for s in hand.seats]
    here, other = len(names), int(q.args["n"])
    gap = other - here
    limit = rules.balance_stop_threshold
    stop = False if gap < 2 else None if limit is None else gap >= limit
    play = {None: "arrêt à la discrétion du directeur", True: "la table s'arrête en attendant l'équilibrage",
            False: "la table continue de jouer"}[stop]
    mover = names[_next_live(names, set(hand.setup.facts.out), 1)] if gap <= -2 else ""
    if gap <= -2:
        who = (f"se déplace d'ici la future grosse blinde, {mover}, placée à la grosse blinde de la table "
               f"de {other} (ou au plus près à sa gauche), jamais en petite blinde")
    elif gap >= 2:
        who = (f"un joueur de la table de {other} vient ici : sa future grosse blinde, placée à la grosse "
               "blinde de cette table (ou au plus près à sa gauche), jamais en petite blinde ; "
               "aucun joueur de cette table ne se déplace")
    else:
        who = "tables équilibrées à un joueur près : personne ne se déplace"
    return Verdict(f"{play} ({here} joueurs contre {other}) ; {who}", ("balance_mover", "balance_stop"),
                   details={"mover": mover, "arrives": gap >= 2, "stop": stop, "gap": gap},
                   reason="" if limit is None else f"écart qui arrête une table : {limit} joueurs")


def penalty(hand: Hand, q: Question, rules: RuleSet) -> Verdict:
    """``? penalty N [hands]``: hands missed — one per player at the table, himself
    included, per round of penalty (TDA 71, ROPTA 11.1, RedCactus 73)."""
    players, n = len(hand.seats), int(q.args["n"])
    hands = n if q.args.get("hands") else players * n
    limit = rules.penalty_max_hands_stay_at_table
    stays = None if limit is None else hands <= limit
    where = "" if stays is None else (" ; il reste à la table" if stays else " ; il doit quitter la table")
    what = f"{n} main(s)" if q.args.get("hands") else f"{n} tour(s) × {players} joueurs"
    return Verdict(f"{hands} mains manquées ({what}){where}", ("penalty",),
                   details={"hands": hands, "stays": stays, "players": players})
