"""The showdown: when the hands are tabled, who shows first, and whose hand a player may ask
to see (TDA 16-18, ROPTA 10.4-10.5, RedCactus 16-18, Ciaffone 1.25-1.26, Aix « Abattage
des mains »).

The hand is the one the situation's actions leave (:class:`kb.engine.betting.Hand`); the
hands shown or thrown at the showdown are the ``shows`` / ``mucks`` lines
(:class:`kb.engine.facts.TableFacts`).
"""

from __future__ import annotations

from kb.engine.betting import Hand
from kb.engine.question import Question
from kb.engine.rules import RuleSet
from kb.engine.verdict import Verdict

AGGRESSIVE = ("bet", "raise")


def contenders(hand: Hand) -> list[str]:
    """The players still in the hand, in seat order from the first to the button's left
    (heads-up, the big blind)."""
    return [s.name for s in hand.from_button_left() if not s.folded]


def last_aggressor(hand: Hand, street: str) -> str | None:
    """The last player to bet or raise on ``street`` (None: nobody bet)."""
    for rec in reversed(hand.history):
        if rec.street == street and rec.kind in AGGRESSIVE:
            return rec.player
    return None


def betting_over(hand: Hand) -> bool:
    """No more bet is possible: the round is closed, and it was the river's or at most one
    player has chips left."""
    return hand.to_act is None and (hand.street == "river" or sum(1 for s in hand.seats if s.live) <= 1)


def _all_in_tabling(hand: Hand, rules: RuleSet) -> Verdict | None:
    """A player all-in: every hand is tabled as soon as the betting is over (TDA 16, ROPTA
    10.4, RedCactus 16); None when nobody is all-in or the book has no such rule."""
    if not any(s.all_in for s in hand.seats) or rules.article("allin_showdown") is None:
        return None
    if betting_over(hand):
        return Verdict("toutes les mains sont retournées maintenant, sans attendre la fin du coup",
                       ("allin_showdown",), reason="un joueur est à tapis et plus aucune enchère n'est possible",
                       details={"tabled_now": True, "first": None})
    return Verdict("pas encore : des enchères restent possibles entre les joueurs qui ont des jetons",
                   ("allin_showdown",), reason="les cartes du joueur à tapis restent fermées tant que d'autres peuvent miser",
                   details={"tabled_now": False, "first": None})


def first_to_show(hand: Hand, rules: RuleSet) -> Verdict:
    """Who must table first: the last aggressor of the last round; nobody bet in it: the
    first to the button's left, or the last raiser of the round before (Ciaffone 1.26 c)."""
    tabling = _all_in_tabling(hand, rules)
    if tabling is not None:
        return tabling
    alive = contenders(hand)
    aggressor = last_aggressor(hand, hand.street)
    if aggressor is not None:
        return Verdict(f"{aggressor} montre en premier (dernier à avoir misé ou relancé au dernier tour)",
                       ("showdown_order",), details={"first": aggressor, "tabled_now": False})
    first, why = alive[0], "personne n'a misé au dernier tour : le premier joueur à gauche du bouton"
    if rules.showdown_order_no_bet == "last_aggressor_previous_round":
        earlier = [rec.player for rec in hand.history if rec.kind in AGGRESSIVE and rec.player in alive]
        if earlier:
            first, why = earlier[-1], "personne n'a misé au dernier tour : le dernier relanceur du tour précédent"
    return Verdict(f"{first} montre en premier", ("showdown_no_bet", "showdown_order"), reason=why,
                   details={"first": first, "tabled_now": False})


def may_see(hand: Hand, player: str, rules: RuleSet) -> Verdict:
    """Whose hand ``player`` may demand to see: the river's last aggressor when he paid to
    see it and kept his cards (TDA 18, ROPTA 10.5, RedCactus 18, Aix); never a thrown hand
    without its owner's consent (Ciaffone 1.25)."""
    facts = hand.setup.facts
    seat = hand.seat(player)
    no = {"may_see": [], "right": False, "discretion": False}
    if seat.folded or player in facts.mucked:
        return Verdict(f"{player} a abandonné ses cartes : il ne peut plus demander à voir une main",
                       ("show_request_lost", "show_request"), details=no)
    if rules.caller_can_see_hand is False:
        return Verdict("aucun droit de voir une main jetée sans l'accord de son propriétaire", ("show_request",), details=no)
    aggressor = last_aggressor(hand, "river") if hand.street == "river" else None
    paid = any(rec.street == "river" and rec.player == player and rec.added > 0 for rec in hand.history)
    # the aggressor's hand already tabled (« shows »): the right is met, any other hand is not his
    if aggressor is not None and aggressor != player and paid and aggressor not in facts.shown:
        return Verdict(f"{player} a payé pour voir : il peut exiger que {aggressor} montre sa main", ("show_request",),
                       details={"may_see": [aggressor], "right": True, "discretion": False})
    if rules.article("show_request_discretion") is not None:
        return Verdict("pas de droit : toute autre demande est laissée au directeur", ("show_request_discretion",),
                       details={**no, "discretion": True})
    return Verdict("pas de droit de voir une autre main", ("show_request",), details=no)


def showdown(hand: Hand, q: Question, rules: RuleSet) -> Verdict:
    """``? showdown`` (who shows first) or ``? showdown PLAYER`` (what he may see)."""
    return first_to_show(hand, rules) if q.player is None else may_see(hand, q.player, rules)
