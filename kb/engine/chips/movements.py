"""A bet pushed in several movements without a word (string bet), read as each book says
(parameter ``bet.string_bet_reading``):

* ``whole_handful`` — ROPTA 9.2: « l'intégralité de la pile de jetons est prise en compte
  dans la relance et aucun jeton ne peut être ajouté ou retiré »: chips pushed from the
  same handful all count, then the usual chip rules; chips taken back from his stack add
  nothing;
* ``call`` — TDA 56, RedCactus 56: « Tout string-bet ou string-raise sera dès lors
  considéré comme un simple call »; with no bet to face the first push stays the bet
  (the director's call);
* ``first_amount`` — Casino d'Aix « il est tenu de laisser la somme telle quelle »,
  Ciaffone 1.19: only the first push counts, the chips added are given back.

With words (« relance », an amount) the words rule over every chip pushed (ROPTA 9.2 « sauf
si le montant de la mise ou relance a été annoncé », TDA 42-B, Ciaffone 1.19).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from kb.engine.betting import Hand
from kb.engine.chips.silent import fifty_percent
from kb.engine.chips.state import MoveState, Ruling, make_ruling, read_move
from kb.engine.moves import PlayerMove
from kb.engine.rules import RuleSet
from kb.errors import KBError


def _first_push_only(hand: Hand, move: PlayerMove, rules: RuleSet, run: Callable[[MoveState], Ruling], why: str) -> Ruling:
    """The ruling on the first push alone; the chips added afterwards are given back."""
    added = sum(move.later)
    ruling = run(read_move(hand, replace(move, later=[]), rules))
    ruling.put += added
    ruling.returned += added
    settled = min(ruling.complete, ruling.returned)  # what he must add comes out of what he gets back
    ruling.complete -= settled
    ruling.returned -= settled
    ruling.reason = f"{why} ; {ruling.reason}" if ruling.reason else why
    return ruling


def several_movements(hand: Hand, move: PlayerMove, rules: RuleSet, run: Callable[[MoveState], Ruling]) -> Ruling:
    """The ruling on ``move``, whose chips came in two movements (``move.later``)."""
    whole = replace(move, chips=[*move.chips, *move.later], later=[])
    if move.says is not None:
        st = read_move(hand, whole, rules)
        r = run(st)
        r.reason = (r.reason + " ; " if r.reason else "") + "annonce faite : les mots valent pour tous les jetons poussés"
        return r
    reading = rules.string_bet_reading
    cited = rules.article("string_bet")
    first, added = sum(move.chips), sum(move.later)
    if reading == "whole_handful" and not move.later_from_stack:
        r = run(read_move(hand, whole, rules))
        r.reason = (f"poussé en deux fois ({first} puis {added}) depuis la même poignée : toute la pile compte"
                    + (f" ; {r.reason}" if r.reason else ""))
        r.article = cited or r.article
        return r
    if reading == "call":
        st = read_move(hand, whole, rules)
        if st.facing:
            return make_ruling(st, "call", st.call_to, article=cited, can_raise_later=False,
                               reason=f"mise en plusieurs fois ({first} puis {added}) : c'est un simple call")
        r = _first_push_only(hand, move, rules, run,
                             f"mise en plusieurs fois sans mise à suivre : la première poussée ({first}) reste la mise")
        r.discretion, r.article = True, cited
        return r
    why = (f"jetons repris à son tapis ({added}) : rien ne peut être ajouté, la première pile ({first}) compte"
           if reading == "whole_handful" else
           f"mise en plusieurs fois : seule la première poussée ({first}) compte, les {added} ajoutés sont rendus")
    r = _first_push_only(hand, move, rules, run, why)
    r.article = cited or r.article
    return r


def pulled_back_then_pushed(hand: Hand, move: PlayerMove, rules: RuleSet, run: Callable[[MoveState], Ruling]) -> Ruling:
    """Facing a raise, his earlier bet pulled back, then chips pushed (TDA 46-C): all of it
    pulled back, the chips pushed are his whole bet — one chip is a call, several follow
    the usual rules (46-C 1, Situation 3); part of it pulled back, the total left in front
    of him is ruled by the 50 % rule (46-C 2, Situation 4)."""
    seat = hand.seat(move.player)
    pulled = seat.bet if move.pulled_amount is None else move.pulled_amount
    if pulled > seat.bet or seat.bet == 0:
        raise KBError(f"{move.player} ne peut ramener {pulled} : sa mise précédente est de {seat.bet}")
    st = read_move(hand, replace(move, pulled_back=False, pulled_amount=None), rules)
    left = seat.bet - pulled
    st = replace(st, before=left, put=left + sum(move.chips))
    if not st.facing:
        raise KBError(f"{move.player} ne fait face à aucune relance : rien à ramener")
    partial = 0 < pulled < seat.bet
    r = fifty_percent(st) if partial else run(st)
    r.before = seat.bet  # what was in front of him: the chips he pulled back came off it
    topic = "pulled_back_part" if partial else "pulled_back_all"
    r.article = rules.topic_article(topic, "pulled_back_chips") or r.article
    what = f"il a ramené {pulled} de sa mise de {seat.bet}" if partial else f"il a ramené toute sa mise ({seat.bet})"
    how = "le total devant lui suit la règle des 50 %" if partial else "les jetons poussés forment toute sa mise"
    r.reason = f"{what} puis poussé {sum(move.chips)} : {how} ; {r.reason}"
    return r


def said_and_pushed(state: MoveState, run: Callable[[MoveState], Ruling]) -> Ruling:
    """An amount said and a different amount pushed at the same time (``state.silent``):
    Ciaffone 1.15 rectifies the words to the chips (the next player has not spoken); TDA
    40-A and RedCactus 40 leave contradictory words and chips to the director (« le TD
    déterminera la mise en se basant sur les circonstances de jeu et la Règle 1 »); the other
    books keep the words (ROPTA 9.4 « Si un joueur annonce un montant, il sera obligé de le
    mettre »)."""
    assert state.silent is not None
    said, pushed = state.put, state.silent.put
    rules = state.rules
    if rules.amount_corrected_to_chips and not state.next_acted:
        r = run(state.silent)
        r.article = rules.topic_article("amount_corrected", "verbal") or r.article
        r.reason = f"annonce de {said} rectifiée au montant versé, {pushed} : le joueur suivant n'a pas encore parlé ; {r.reason}"
        return r
    r = run(state)
    r.article = rules.article("amount_said") or r.article
    if rules.amount_corrected_to_chips:  # the next player has spoken: too late to rectify (Ciaffone 1.15)
        r.article = rules.topic_article("amount_corrected", "verbal") or r.article
        r.reason = f"le joueur suivant a déjà parlé : l'annonce de {said} n'est plus rectifiée ; {r.reason}"
    if rules.contradiction_to_director:
        r.discretion = True
        r.article = rules.article("contradiction") or r.article
        r.options = [f"l'annonce : {said}", f"les jetons : {pushed}"]
        r.reason = f"annonce de {said} et jetons pour {pushed}, contradictoires : le directeur décide ; {r.reason}"
    return r
