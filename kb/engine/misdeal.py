"""Misdeal or not: what happened at the deal, judged by each book's list (TDA 35, ROPTA 6.1
and 5.4, RedCactus 35, Ciaffone 1.8-1.9, Aix « Les ERREURS du Croupier »), unless a
substantial action came first (TDA 35-D and 36, ROPTA 6.7, RedCactus 35-36, Ciaffone 1.9).

The actions of the situation are those played before the error was noticed.
"""

from __future__ import annotations

from kb.engine.betting import Hand
from kb.engine.question import Question
from kb.engine.rules import RuleSet
from kb.engine.verdict import Verdict

EVENTS_FR = {
    "exposed": "{0} carte(s) retournée(s) pendant la donne",
    "exposed-first": "l'une des deux premières cartes distribuées retournée",
    "wrong-seat": "la première carte donnée au mauvais siège",
    "empty-seat": "des cartes données à un siège vide",
    "dealt-out": "{0} n'a pas reçu de cartes",
    "cards": "{0} a reçu {1} carte(s)",
}


def substantial(hand: Hand, rules: RuleSet) -> bool:
    """Whether the actions so far make a substantial action under the book's definition
    (``action.substantial_action_kind``; posting the blinds is no action)."""
    return is_substantial([rec.kind for rec in hand.history], rules)


def is_substantial(kinds: list[str], rules: RuleSet) -> bool:
    """Whether these actions (fold, check, call, bet, raise, allin) are a substantial action
    under the book (TDA 36, ROPTA 6.7, RedCactus 36, Ciaffone 1.9, Aix).

    >>> is_substantial(["call", "fold"], RuleSet.for_book("tda"))  # doctest: +SKIP
    True
    """
    chips = any(k not in ("fold", "check") for k in kinds)
    raised = any(k in ("bet", "raise", "allin") for k in kinds)
    kind = rules.substantial_action_kind or "two_with_chips_or_three"
    if kind == "two_actions":
        return len(kinds) >= 2
    if kind == "three_after_opening_or_two_with_raise":
        return len(kinds) >= 3 or (len(kinds) >= 2 and raised)
    return len(kinds) >= 3 or (len(kinds) >= 2 and chips)


def _event(event: tuple[str, ...], rules: RuleSet) -> tuple[bool | None, tuple[str, ...]]:
    """Whether this event alone makes a misdeal under the book (None: the book is silent),
    and the topics that decide it."""
    word = event[0]
    listed = rules.article("misdeal") is not None
    if word == "exposed":
        if int(event[1]) >= 2:
            two = rules.misdeal_two_exposed
            return two, ("misdeal_exposed", "misdeal") if two else ("exposed_cards", "exposed_card")
        return False, ("exposed_card",)
    if word == "exposed-first":
        first = rules.misdeal_first_card_exposed
        return first, ("misdeal_first", "misdeal") if first else ("exposed_card",)
    if word == "wrong-seat":
        return rules.misdeal_first_card_wrong_seat, ("misdeal_wrong_seat", "misdeal")
    if word == "cards":
        return (int(event[2]) != 2 if listed else None), ("misdeal_card_count", "misdeal")
    return (True if listed else None), ("misdeal_dealt_out", "misdeal")


def misdeal(hand: Hand, q: Question, rules: RuleSet) -> Verdict:
    """``? misdeal …``: a misdeal, or the hand goes on."""
    events = [tuple(e) for e in q.args["events"]]
    said = ", ".join(EVENTS_FR[e[0]].format(*e[1:]) for e in events)
    verdicts = [_event(e, rules) for e in events]
    is_misdeal = any(v for v, _ in verdicts)
    done = substantial(hand, rules)
    details = {"misdeal": is_misdeal and not done, "substantial": done, "events": [list(e) for e in events]}
    if is_misdeal and done:
        return Verdict(f"pas de fausse donne : une action substantielle a eu lieu ({said}) ; le coup continue",
                       ("misdeal_substantial", "misdeal"), details=details,
                       reason="seules les mains irrégulières sont annulées")
    if is_misdeal:
        topics = next(t for v, t in verdicts if v)
        return Verdict(f"fausse donne ({said}) : le coup est redonné à l'identique, le bouton ne bouge pas",
                       topics, details=details)
    if all(v is None for v, _ in verdicts):
        return Verdict(f"le livre ne range pas ce cas parmi les fausses donnes ({said})", ("misdeal",), details=details,
                       silent="le livre ne dit rien des fausses donnes")
    topics = next(t for v, t in verdicts if v is False)
    return Verdict(f"pas de fausse donne ({said}) : la carte retournée est remplacée, la donne continue",
                   topics, details=details)
