"""The rules for chips pushed without a word, in the books' order: nothing pushed, the
opening bet, the undercall, a single oversized chip, several chips, the 50 % rule."""

from __future__ import annotations

from kb.engine.chips.state import MoveState, Ruling, complete_raise, make_ruling
from kb.errors import KBError


def pulled_back(st: MoveState) -> Ruling | None:
    """Facing a raise, his earlier bet pulled back to his stack: he must call or raise, not
    fold (TDA 46-B, RedCactus 51-B); a silent book leaves it to the director."""
    if not st.pulled_back:
        return None
    if not st.facing or st.before == 0:
        raise KBError(f"{st.player} n'a pas de mise précédente à ramener face à une relance")
    options = [f"suivre à {min(st.call_to, st.all_in_to)}"]
    if st.legal.can_raise:
        options.append(f"relancer (au moins à {min(st.min_raise_to, st.all_in_to)})")
    if st.rules.pulled_back_must_call_or_raise:
        r = make_ruling(st, "call", st.call_to, article=st.article("pulled_back"),
                        reason=f"il a ramené sa mise de {st.before} : il doit suivre ou relancer, pas se coucher")
    else:
        r = make_ruling(st, "call", st.call_to, article=st.article("pulled_back"), discretion=True,
                        reason=f"il a ramené sa mise de {st.before} : le livre ne dit rien, le directeur décide")
        options.append(f"se coucher (les {st.before} restent au pot)")
    r.options = options
    return r


def wrong_count(st: MoveState) -> Ruling | None:
    """Told a wrong, smaller amount to call by the dealer or a player, he called it: he must
    complete the difference; in rare cases of a large difference the director may apply
    the fairness rule (TDA 49, ROPTA 9.20)."""
    if st.told is None:
        return None
    if not st.facing or st.told >= st.call_to:
        raise KBError(f"{st.player} : le compte donné ({st.told}) n'est pas inférieur à la mise à suivre ({st.call_to})")
    to = min(st.call_to, st.all_in_to)
    r = make_ruling(st, "call", to, article=st.article("wrong_count"), can_raise_later=False,
                    reason=f"renseigné à tort ({st.told} au lieu de {st.call_to}) : c'est à lui de vérifier, "
                    f"il complète la différence")
    r.options = [f"compléter à {to}", "règle d'équité (décision du directeur) si l'écart est important"]
    if st.article("wrong_count") is None:
        r.discretion = True
        r.reason += " (le livre ne dit rien : règle commune TDA 49 / ROPTA 9.20)"
    return r


def nothing_pushed(st: MoveState) -> Ruling | None:
    """No chips and no words: a check when nothing is to call; facing a bet the move says
    nothing, and the director must ask (bets are made by words or chips: TDA 40-A,
    RedCactus 40)."""
    if st.put != st.before:
        return None
    if not st.facing:
        return make_ruling(st, "check", st.before, article=st.article("verbal"), reason="aucun jeton : check")
    raise KBError(f"{st.player} ne pose aucun jeton face à une mise de {st.call_to} : préciser l'action")


def opening_bet(st: MoveState) -> Ruling | None:
    """The round's first bet, silent: at least the big blind, an underbet is brought up to
    it (ROPTA 9.6 and 9.10 « underbet », TDA 43 and 52, RedCactus 43 and 47); a single
    chip with no bet to face is a bet of its value (TDA 44, RedCactus 49)."""
    if st.facing or not st.legal.is_bet:
        return None
    bb = st.hand.bb
    if st.put >= bb or st.put == st.all_in_to:
        single = len(st.chips) == 1 and st.article("single_chip_bet")
        return make_ruling(st, "bet", st.put, article=single or st.article("bet"), reason=f"mise d'ouverture de {st.put}")
    return make_ruling(st, "bet", bb, article=st.article("underbet"),
                   reason=f"ouverture de {st.put} inférieure à la grosse blinde : alignée sur {bb}")


def _single_undersized_chip(st: MoveState) -> Ruling | None:
    """ROPTA 9.12 (call heads-up, else committed: call or fold, no raise) or TDA 41 (a chip
    far smaller than the bet: the director's call), as the book's parameter says."""
    rule, laid = st.rules.single_undersized_chip, st.put - st.before
    if rule == "call_heads_up_else_call_or_fold" and st.legal.players_in_hand > 2:
        r = make_ruling(st, "call", st.call_to, article=st.article("single_smaller_chip"), can_raise_later=False,
                    reason="un seul jeton de valeur inférieure dans un coup à trois joueurs ou plus : "
                    "ce n'est pas une mise valide ; le jeton est engagé, il suit ou se couche, sans relancer")
        r.options = [f"suivre à {st.call_to}", f"se coucher (le jeton de {laid} reste au pot)"]
        return r
    if rule == "director_discretion":
        r = make_ruling(st, "call", st.call_to, article=st.article("single_smaller_chip"), can_raise_later=False,
                    discretion=True, reason="jeton beaucoup plus petit que l'enchère : non standard, pénalisable, "
                    "interprété par le directeur (souvent un call complet)")
        r.options = [f"call complet à {st.call_to}", "autre décision du directeur"]
        return r
    return None


def _unaware_or_under_share(st: MoveState) -> Ruling | None:
    """Ciaffone 1.17: unaware of the last raise, he may take his chips back and fold (a);
    the choice « compléter / abandonner ses jetons » binds only beyond half of the call —
    up to half, « la parole revient au joueur fautif pour qu'il rectifie » (end of b)."""
    call_to, laid = st.call_to, st.put - st.before
    if st.unaware and st.rules.undercall_unaware_may_withdraw:
        r = make_ruling(st, "call", call_to, article=st.topic("undercall_unaware", "undercall"), can_raise_later=False,
                        reason="il ignorait la dernière relance : il peut reprendre ses jetons et passer")
        r.options = [f"compléter à {call_to}", f"reprendre ses {laid} et se coucher"]
        return r
    share = st.rules.undercall_forfeit_over_share_pct
    if share is not None and laid * 100 <= share * (call_to - st.before):
        r = make_ruling(st, "call", call_to, article=st.topic("undercall_rectify", "undercall"), can_raise_later=False,
                        reason=f"{laid} ne dépasse pas {share:g} % des {call_to - st.before} à suivre : il n'est pas "
                        "engagé, la parole lui revient pour qu'il rectifie son enchère")
        r.options = [f"suivre à {call_to}", f"se coucher en reprenant ses {laid}"]
        return r
    return None


def _short_call(st: MoveState) -> Ruling:
    """ROPTA 9.10 « undercall », TDA 51-B, RedCactus 42: complete heads-up or facing the
    opening bet, otherwise the director decides; Ciaffone 1.17: complete or abandon."""
    call_to, laid = st.call_to, st.put - st.before
    heads_up = st.legal.players_in_hand == 2
    options = [f"compléter à {call_to}", f"abandonner les {laid} posés et se coucher"]
    ciaffone = _unaware_or_under_share(st)
    if ciaffone is not None:
        return ciaffone
    if st.rules.undercall_heads_up_must_complete is False:
        r = make_ruling(st, "call", call_to, article=st.article("undercall"), can_raise_later=False,
                    reason="mise insuffisante pour suivre : il complète ou abandonne ses jetons et quitte le coup")
        r.options = options
        return r
    if heads_up or st.legal.facing_opening_bet:
        why = ("undercall en tête-à-tête" if heads_up else "undercall face à la mise d'ouverture") + f" : il doit compléter à {call_to}"
        topic = "undercall" if heads_up else "undercall_opening"
        return make_ruling(st, "call", call_to, article=st.topic(topic, "undercall"), reason=why, can_raise_later=False)
    r = make_ruling(st, "call", call_to, article=st.topic("undercall_discretion", "undercall"), can_raise_later=False,
                    discretion=True,
                reason="undercall face à une relance dans un coup à plusieurs : le directeur décide")
    r.options = options
    return r


def undercall(st: MoveState) -> Ruling | None:
    """Less than the call, silent (ROPTA 9.10 and 9.12, TDA 41 and 51-B, RedCactus 42,
    Ciaffone 1.17): all his chips is an all-in call for less; a single smaller chip
    follows the book's own rule; otherwise he completes the call, or the director
    decides."""
    if not st.facing or st.put >= st.call_to:
        return None
    if st.put == st.all_in_to:
        return make_ruling(st, "call", st.put, article=st.article("allin") or st.article("verbal"),
                       reason="tous ses jetons : il suit à tapis pour moins")
    if len(st.chips) == 1:
        ruled = _single_undersized_chip(st)
        if ruled is not None:
            return ruled
    return _short_call(st)


def single_oversized_chip(st: MoveState) -> Ruling | None:
    """One chip worth more than the call, silent: a call (ROPTA 9.11, TDA 44, RedCactus 49,
    Ciaffone 1.20) — except at the Casino d'Aix after the flop, where it is a raise
    (« Les enchères » : « jeton muet »)."""
    if not st.facing or len(st.chips) != 1 or st.put - st.chips[0] >= st.call_to:
        return None
    if st.rules.single_oversized_chip == "call_preflop_raise_postflop" and st.hand.street != "preflop":
        why = "jeton unique de valeur supérieure sans annonce : relance après le flop"
        return complete_raise(st, st.put, why, st.article("single_chip"))
    why = "jeton unique de valeur supérieure sans annonce de relance : c'est un call"
    return make_ruling(st, "call", st.call_to, article=st.article("single_chip"), reason=why)


def multiple_chips(st: MoveState) -> Ruling | None:
    """Several chips, silent: a call when removing the smallest one leaves less than the
    call (ROPTA 9.13, TDA 45-A, RedCactus 50-A); otherwise the 50 % rule decides."""
    if not st.facing or len(st.chips) < 2 or st.rules.multiple_chips_call is False:
        return None
    smallest = min(st.chips)
    if st.put - smallest >= st.call_to:
        return None
    why = (f"plusieurs jetons sans annonce : en retirant le plus petit ({smallest}), "
           f"il resterait {st.put - smallest}, moins que le call ({st.call_to}) : c'est un call")
    if st.rules.multiple_chips_call is None:
        why += " (le livre ne dit rien : règle commune ROPTA 9.13 / TDA 45 appliquée)"
    return make_ruling(st, "call", st.call_to, article=st.article("multiple_chips"), reason=why)


def fifty_percent(st: MoveState) -> Ruling:
    """More than the call, silent: a full raise stands; all his chips is an all-in
    whatever its size (ROPTA 9.2, TDA 45-B, RedCactus 50-B); at least half the minimum raise is
    completed to the minimum, less is a call (ROPTA 9.6, TDA 43-A, RedCactus 47-A, Casino
    d'Aix « Les enchères »), at the book's threshold."""
    call_to, minimum, kind = st.call_to, st.min_raise_to, st.raise_kind
    if st.put <= call_to:
        return make_ruling(st, "call", call_to, article=st.article("verbal"), reason="montant égal au call")
    if not st.legal.can_raise:
        return make_ruling(st, "call", call_to, article=st.article("reopening"), can_raise_later=False,
                       reason="la relance ne lui est pas rouverte : le surplus lui est rendu, c'est un call")
    if st.put >= minimum:
        return make_ruling(st, kind, st.put, article=st.article("min_raise"), reason=f"relance complète à {st.put} (minimum {minimum})")
    if st.put == st.all_in_to:
        return make_ruling(st, kind, st.put, article=st.article("allin_chips") or st.article("fifty_percent"),
                       reason=f"tous ses jetons : tapis à {st.put}, quelle que soit la règle des 50 %")
    increment, need, pct = st.put - call_to, minimum - call_to, st.rules.threshold
    if increment >= pct * need:
        return make_ruling(st, kind, minimum, article=st.article("fifty_percent"),
                       reason=f"relance de {increment} ≥ {pct:.0%} de la relance minimale ({need}) : il doit compléter à {minimum}")
    return make_ruling(st, "call", call_to, article=st.topic("fifty_percent_call", "fifty_percent"),
                   reason=f"relance de {increment} < {pct:.0%} de la relance minimale ({need}) sans annonce : c'est un call")
