"""An under-bet or under-raise that nobody noticed, found after later actions
(``under`` action line, question ``? correction``), ruled as each book says (parameter
``bet.under_found_later``):

* ``corrected_on_street`` — ROPTA 9.10 « Ce montant devra être corrigé tant que l'on est
  dans le même tour de mise (avec ou sans action substantielle ultérieure) mais pas si on
  est passé au tour de mise suivant », RedCactus 43 « seulement sur la "street" en cours »;
* ``corrected_in_round`` — TDA 52-A « une erreur de mise sera corrigée à tout moment […]
  Si le tour de mise est terminé, l'action n'est pas corrigée »;
* ``stands_once_answered`` — Ciaffone 1.17 « reconnue correcte si trois joueurs au moins
  l'ont suivie, ou si au moins un joueur l'a relancée, ou si tous les joueurs ont parlé
  ensuite » ; otherwise the player rectifies and the actions after him are cancelled.

The correction: an opening bet is brought up to the minimum (the big blind), an
under-raise follows the book's 50 % rule (completed to the minimum, or reduced to a call);
then every later action of the round is replayed on the corrected amount — a call follows
it, a raise now short of the minimum is brought up to it (ROPTA 9.10: « la relance qui doit
être de 2 400. Si B avait relancé à 2 500, le montant de sa relance ne serait pas corrigé »).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kb.engine.betting import Hand, UnderBet
from kb.engine.rules import RuleSet
from kb.errors import KBError


@dataclass
class Correction:
    """The book's answer: corrected or not, each player's total in the round before and
    after, the article (with its quote) that decides."""

    corrected: bool
    summary: str
    article: str | None
    reason: str = ""
    totals: dict[str, tuple[int, int]] = field(default_factory=dict)  # player -> (was, must be)
    options: list[str] = field(default_factory=list)

    def details(self) -> dict[str, object]:
        return {
            "corrected": self.corrected,
            "to": {p: new for p, (_, new) in self.totals.items()},
            "add": {p: new - old for p, (old, new) in self.totals.items() if new != old},
        }


def _min_raise_to(level: int, increment: int, bb: int, rules: RuleSet) -> int:
    if rules.min_raise_rule == "double_previous_bet":
        return max(2 * level, level + bb)
    return level + max(increment, bb)


def _first_level(u: UnderBet, rules: RuleSet) -> int:
    """The corrected amount of the faulty bet: the minimum for an opening bet; for a raise,
    the minimum when it reached the book's share of the minimum raise, else a call."""
    if u.level_before == 0:
        return u.minimum
    reached = (u.amount - u.level_before) >= rules.threshold * (u.minimum - u.level_before)
    return u.minimum if reached else u.level_before


def replay_corrected(u: UnderBet, hand: Hand, rules: RuleSet) -> dict[str, tuple[int, int]]:
    """Each player's total in the round, as played and once corrected (only those who
    acted from the faulty bet on, in that street)."""
    level = _first_level(u, rules)
    increment = max(level - u.level_before, u.increment_before)
    out: dict[str, tuple[int, int]] = {u.player: (u.amount, level)}
    for rec in hand.history[u.seq + 1:]:
        if rec.street != u.street:
            break
        seat = hand.seat(rec.player)
        cap = seat.bet + seat.stack if rec.street == hand.street else rec.to
        if rec.kind == "call":
            out[rec.player] = (rec.to, min(level, max(cap, rec.to)))
        elif rec.kind in ("bet", "raise"):
            minimum = _min_raise_to(level, increment, hand.bb, rules)
            new = rec.to if rec.to >= minimum or rec.to >= cap else min(minimum, cap)
            increment = max(increment, new - level) if new >= minimum else increment
            level = max(level, new)
            out[rec.player] = (rec.to, new)
    return out


def _answered(u: UnderBet, hand: Hand) -> bool:
    """Ciaffone 1.17: three calls, a raise, or every other player has acted since."""
    after = [r for r in hand.history[u.seq + 1:] if r.street == u.street]
    calls = sum(1 for r in after if r.kind == "call")
    raised = any(r.kind in ("bet", "raise") for r in after)
    others = {s.name for s in hand.seats if s.name != u.player and (s.live or any(r.player == s.name for r in after))}
    return calls >= 3 or raised or others <= {r.player for r in after}


def _describe(totals: dict[str, tuple[int, int]]) -> str:
    parts = [f"{p} à {new}" + (f" (ajoute {new - old})" if new > old else f" (reprend {old - new})" if new < old else "")
             for p, (old, new) in totals.items()]
    return " ; ".join(parts)


def correct(hand: Hand, rules: RuleSet) -> Correction:
    """The ruling on the last under-bet or under-raise of the hand, found now."""
    if not hand.unders:
        raise KBError("aucune mise insuffisante passée inaperçue (ligne « under JOUEUR raise N ») à juger")
    u = hand.unders[-1]
    reading = rules.under_found_later
    what = f"{'ouverture' if u.level_before == 0 else 'relance'} de {u.player} à {u.amount} (minimum {u.minimum})"
    if reading == "stands_once_answered":
        if _answered(u, hand):
            return Correction(False, f"{what} : reconnue correcte, rien n'est corrigé", rules.article("under_found"),
                              "elle a été suivie trois fois, relancée, ou tous les joueurs ont parlé ensuite")
        return Correction(True, f"{what} : la parole revient à {u.player}, qui rectifie son enchère",
                          rules.topic_article("under_rectify", "under_found"), "les actions faites après lui sont annulées",
                          {u.player: (u.amount, _first_level(u, rules))},
                          [f"{u.player} rectifie à {u.minimum}", "les actions faites après lui sont annulées"])
    street_passed = hand.street != u.street
    round_over = street_passed or hand.to_act is None
    if street_passed or (reading == "corrected_in_round" and round_over):
        why = "on est passé au tour d'enchères suivant" if street_passed else "le tour d'enchères est terminé"
        return Correction(False, f"{what} : trop tard, {why} ; rien n'est corrigé",
                          rules.topic_article("under_too_late", "under_found"), why)
    totals = replay_corrected(u, hand, rules)
    topic = "under_found" if u.level_before == 0 else "under_raise_found"
    return Correction(True, f"{what} : corrigée — {_describe(totals)}", rules.topic_article(topic, "under_found"),
                      "l'erreur est corrigée dans le même tour d'enchères, actions suivantes comprises", totals)
