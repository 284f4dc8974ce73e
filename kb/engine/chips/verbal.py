"""The verbal declaration rule: the words prevail over the chips, one function per kind
of declaration (``DECLARATIONS``)."""

from __future__ import annotations

from collections.abc import Callable

from kb.engine.chips.state import MoveState, Ruling, complete_raise, expand_abbreviation, make_ruling


def _declared_fold(st: MoveState) -> Ruling:
    r = make_ruling(st, "fold", st.put, article=st.article("verbal"), reason="annonce verbale : il se couche")
    if not st.facing:
        r.reason += " ; se coucher alors qu'il pouvait checker est sanctionnable"
        r.article = st.article("fold_when_check") or r.article
    return r


def _declared_check(st: MoveState) -> Ruling:
    if not st.facing:
        return make_ruling(st, "check", st.before, article=st.article("verbal"), reason="annonce verbale : check")
    r = make_ruling(
        st, "call", st.call_to, article=st.article("check_facing_bet"), can_raise_later=False,
        reason="« check » face à une mise : il doit suivre ou se coucher, sans pouvoir relancer",
    )
    r.options = [f"suivre à {min(st.call_to, st.all_in_to)}", "se coucher"]
    return r


def _declared_call(st: MoveState) -> Ruling:
    if not st.facing:
        return make_ruling(st, "check", st.before, article=st.article("call_no_bet"), reason="« call » sans mise à suivre vaut check")
    return make_ruling(st, "call", st.call_to, article=st.article("verbal"), reason="l'annonce « call » prévaut sur les jetons posés")


def _declared_allin(st: MoveState) -> Ruling:
    if st.all_in_to <= st.call_to:
        return make_ruling(st, "call", st.all_in_to, article=st.article("verbal"), reason="tapis annoncé : il suit pour tout son tapis")
    if not st.legal.can_raise:
        return make_ruling(st, "call", st.call_to, article=st.article("reopening"), can_raise_later=False,
                       reason="tapis annoncé mais la relance ne lui est pas rouverte")
    why = "tapis annoncé"
    if st.all_in_to < st.min_raise_to:
        why += f" : inférieur à une relance complète ({st.min_raise_to}), ce n'est pas une relance qui rouvre les enchères"
    return make_ruling(st, st.raise_kind, st.all_in_to, article=st.article("allin") or st.article("verbal"), reason=why)


def _declared_pot(st: MoveState) -> Ruling:
    if st.hand.setup.game == "pot-limit" and st.legal.max_raise_to is not None:
        # « pot » is the pot-limit bet itself: the no-limit rule says it is no valid
        # announcement there « puisque le pot n'est pas compté » (ROPTA 9.15); here it is
        why = f"« pot » en pot-limit : mise du pot, à {st.legal.max_raise_to} (le maximum)"
        return complete_raise(st, st.legal.max_raise_to, why, st.article("pot_limit"))
    why = ("« pot » n'est pas une annonce valable en no-limit : le directeur fixe le montant, "
           "au moins la mise ou relance minimale")
    r = complete_raise(st, st.min_raise_to, why, st.article("pot"))
    r.discretion = True
    r.options = [f"au moins {min(st.min_raise_to, st.all_in_to)}", "montant fixé par le directeur", "pénalité possible"]
    return r


def _declared_raise(st: MoveState) -> Ruling:
    assert st.says is not None
    if st.says.amount is None:
        if len(st.chips) == 1 and st.facing:
            if st.rules.single_chip_raise_until_next_acts and st.chips_first and st.next_acted:
                why = ("un seul jeton posé, puis « relance » annoncée quand le joueur suivant avait déjà agi : "
                       "trop tard, il a seulement suivi")
                return make_ruling(st, "call", st.call_to, article=st.topic("single_chip_raise", "single_chip"), reason=why)
            why = "relance annoncée sans montant avec un seul jeton : relance du montant du jeton"
            return complete_raise(st, st.put, why, st.topic("single_chip_raise", "single_chip"))
        if st.chips or st.amount is not None:
            why = "relance annoncée : tous les jetons posés font partie de la relance"
            return complete_raise(st, st.put, why, st.article("verbal"))
        why = "relance annoncée sans montant : au moins la relance minimale, montant à préciser"
        return complete_raise(st, st.min_raise_to, why, st.article("verbal"))
    target, note = expand_abbreviation(st.says.amount, st.hand)
    notes = (note,) if note else ()
    if st.says.increment and st.rules.plus_amount_reading == "increment":
        why = f"« {st.says.raw} » : {target} de plus que la mise de {st.call_to}, relance à {st.call_to + target}"
        return complete_raise(st, st.call_to + target, why, st.topic("plus_amount", "announced_total"), notes)
    pushed = bool(st.chips) or st.amount is not None
    if st.rules.amount_corrected_to_chips and pushed and st.put != target and st.put > st.call_to and not st.next_acted:
        why = (f"annonce de {target} rectifiée au montant versé, {st.put} : le joueur suivant "
               "n'a pas encore parlé")
        return complete_raise(st, st.put, why, st.topic("amount_corrected", "verbal"), notes)
    if st.rules.amount_corrected_to_chips and pushed and st.put != target and st.next_acted:
        why = f"le joueur suivant a déjà parlé : l'annonce de {target} n'est plus rectifiée au montant versé ({st.put})"
        return complete_raise(st, target, why, st.topic("amount_corrected", "verbal"), notes)
    if target <= st.call_to and st.facing:
        why = f"relance annoncée de {target}, pas plus que la mise à suivre"
    else:
        why = f"montant annoncé {target} : c'est le total de la mise"
    # « je mise 5 »: the abbreviation decides what 5 is (TDA 57, ROPTA 9.1, RedCactus 57)
    plain = (st.topic("abbreviation", "announced_total") if note else st.article("announced_total")) or st.article("verbal")
    art = st.topic("plus_amount", "announced_total") if st.says.increment else plain
    return complete_raise(st, target, why, art, notes)


def _declared_two_steps(st: MoveState) -> Ruling:
    """« je relance pour tes 2 000 et 5 000 de plus »: ROPTA 9.1 hears « je relance 2 000 »,
    an insufficient raise completed to the minimum; a book that is silent leaves it to the
    director (the two amounts together are the likely meaning)."""
    assert st.says is not None and st.says.amount is not None
    first, extra = st.says.amount, st.says.extra or 0
    if st.rules.two_steps_raise_reading == "first_amount":
        why = f"relance en deux temps interdite : seule compte « je relance {first} »"
        return complete_raise(st, first, why, st.topic("two_steps", "announced_total"))
    r = complete_raise(st, first + extra, f"relance en deux temps : {first} + {extra}", st.article("verbal"))
    r.discretion = True
    r.options = [f"relance à {min(first + extra, st.all_in_to)}", "autre décision du directeur"]
    return r


DECLARATIONS: dict[str, Callable[[MoveState], Ruling]] = {
    "fold": _declared_fold,
    "check": _declared_check,
    "call": _declared_call,
    "allin": _declared_allin,
    "pot": _declared_pot,
    "raise": _declared_raise,
    "bet": _declared_raise,
    "raise_two_steps": _declared_two_steps,
}


def verbal_declaration(st: MoveState) -> Ruling | None:
    """The words prevail over the chips (ROPTA 9.4, TDA 40-A, RedCactus 40, Ciaffone 1.15):
    « call » is a call whatever is pushed, a check with nothing to call (ROPTA 9.4, TDA 55,
    RedCactus 55); « check » facing a bet is a call or a fold, never a raise (ROPTA 9.4,
    TDA 55); an announced raise is completed to the minimum (ROPTA 9.10, TDA 55) and its
    amount is the total bet (ROPTA 9.1, TDA 43-B, RedCactus 47-B), or the amount put in
    when it differs and the next player has not acted (Ciaffone 1.15); « pot » is no valid
    no-limit bet, at least the minimum (ROPTA 9.15, TDA 54-C, RedCactus 54-C); an
    all-in short of a full raise does not reopen the betting (ROPTA 9.8, TDA 47,
    RedCactus 48)."""
    if st.says is None:
        return None
    declared = DECLARATIONS.get(st.says.kind)
    return declared(st) if declared else None
