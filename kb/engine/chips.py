"""What a player physically does — chips pushed, with or without words — read under one
book's rules: call, bet, raise to X, completion required, all-in, and the deciding article.

The order of the tests follows the books: a verbal declaration prevails (ROPTA 9.4, TDA 40,
RedCactus 40); a single oversized chip is a call (ROPTA 9.11, TDA 44, RedCactus 49; the
casino: a raise after the flop); several chips are a call when removing the smallest one
leaves less than the call (ROPTA 9.13, TDA 45, RedCactus 50); otherwise the 50% rule
(ROPTA 9.6, TDA 43, RedCactus 47, casino); an undercall must be completed heads-up or
against the opening bet, otherwise the director decides (ROPTA 9.10, TDA 51, RedCactus 42).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from kb.engine.betting import Hand, Legal
from kb.engine.rules import RuleSet
from kb.errors import KBError

ACTION_FR = {
    "check": "check",
    "call": "suivre (call)",
    "bet": "mise",
    "raise": "relance",
    "fold": "se coucher",
}


@dataclass
class Declaration:
    """A verbal declaration: kind is call | check | fold | raise | bet | amount | allin | pot."""

    kind: str
    amount: int | None = None
    raw: str = ""


@dataclass
class PlayerMove:
    """What the player did: chips pushed (denominations), an amount without denominations,
    and/or words."""

    player: str
    chips: list[int] = field(default_factory=list)
    amount: int | None = None  # a silent total without denominations
    says: Declaration | None = None

    def describe(self) -> str:
        parts = []
        if self.says:
            parts.append(f"annonce « {self.says.raw} »")
        if self.chips:
            parts.append("pousse " + " + ".join(str(c) for c in self.chips))
        if self.amount is not None:
            parts.append(f"met {self.amount}")
        return f"{self.player} " + (" et ".join(parts) if parts else "(rien)")


@dataclass
class Ruling:
    book: str
    action: str  # check | call | bet | raise | fold
    to: int  # his total bet in the round once the ruling is applied
    put: int  # what he physically put (total in front of him)
    before: int = 0  # what was in front of him before he acted
    complete: int = 0  # chips he must add
    returned: int = 0  # chips given back to him
    all_in: bool = False
    can_raise_later: bool = True
    discretion: bool = False
    article: str | None = None
    reason: str = ""
    options: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)

    def summary(self) -> str:
        if self.action == "raise" or self.action == "bet":
            what = f"{ACTION_FR[self.action]} à {self.to}"
        elif self.action == "call":
            what = f"suivre à {self.to}"
        else:
            what = ACTION_FR.get(self.action, self.action)
        if self.all_in:
            what += " (tapis)"
        if self.complete and self.put == self.before:
            what += f" — il met {self.complete}"
        elif self.complete:
            what += f" — compléter de {self.complete}"
        if self.returned:
            what += f" — {self.returned} rendus"
        if self.discretion:
            what += " — décision du directeur"
        return what


_NUM = r"(\d[\d  .]*)"


def _num(text: str) -> int:
    return int(re.sub(r"[\s .]", "", text))


def parse_declaration(text: str) -> Declaration:
    """French or English words: "call", "payé", "check", "parole", "fold", "raise",
    "relance 8000", "raise 8000", "8000", "5", "tapis", "all-in", "pot", "mise 500"."""
    raw = text.strip()
    t = raw.lower().replace("’", "'")
    t = re.sub(r"^(je |j')", "", t).strip()
    if re.fullmatch(r"(call|payé|paye|suivi|suis|je suis|pay[eé]s?)", t):
        return Declaration("call", raw=raw)
    if re.fullmatch(r"(check|parole|checke?)", t):
        return Declaration("check", raw=raw)
    if re.fullmatch(r"(fold|passe|couche|me couche|coucher)", t):
        return Declaration("fold", raw=raw)
    if re.fullmatch(r"(all-?in|tapis|fais tapis|à tapis|a tapis)", t):
        return Declaration("allin", raw=raw)
    if re.fullmatch(r"((je )?mise )?(le )?pot", t):
        return Declaration("pot", raw=raw)
    m = re.fullmatch(r"(raise|relance|relancer?)( (à|a|de|pour|to))?( " + _NUM + r")?", t)
    if m:
        amount = _num(m.group(5)) if m.group(5) else None
        return Declaration("raise", amount, raw=raw)
    m = re.fullmatch(r"(plus|\+) ?" + _NUM, t)
    if m:
        return Declaration("raise", _num(m.group(2)), raw=raw)
    m = re.fullmatch(r"(bet|mise|mises?) (de )?" + _NUM, t)
    if m:
        return Declaration("bet", _num(m.group(3)), raw=raw)
    m = re.fullmatch(_NUM, t)
    if m:
        return Declaration("amount", _num(m.group(1)), raw=raw)
    raise KBError(
        f"annonce non reconnue : « {raw} » (attendu : call, check, fold, raise, raise 8000, "
        "8000, tapis, pot — ou leurs équivalents français)"
    )


def expand_abbreviation(amount: int, hand: Hand) -> tuple[int, str | None]:
    """An abbreviated amount ("5") read against the pot: 500 if the pot is under 5 000,
    5 000 otherwise — unless chips of that value are in play (ROPTA 9.1, TDA 57,
    RedCactus 57)."""
    if amount >= hand.bb or amount in hand.setup.chips:
        return amount, None
    pot = hand.pot_total()
    big = amount * 1000
    value = big if pot >= big else amount * 100
    return value, f"montant abrégé « {amount} » lu {value} (pot de {pot})"


def interpret(hand: Hand, move: PlayerMove, rules: RuleSet | None = None) -> Ruling:
    """The ruling of ``rules``'s book on ``move`` (the player must be the one to act)."""
    rules = rules or hand.rules
    lg = hand.legal(move.player)
    s = hand.seat(move.player)
    art = rules.article
    book = rules.book
    b = s.bet
    C = lg.call_to
    all_in_to = b + s.stack
    M = lg.full_min_raise_to
    facing = C > b
    for c in move.chips:
        if c <= 0:
            raise KBError(f"{move.player} : jeton de valeur invalide {c}")
    put = b + sum(move.chips) if move.chips else (move.amount if move.amount is not None else b)
    if move.amount is not None and move.chips:
        raise KBError(f"{move.player} : donner soit les jetons, soit un montant, pas les deux")
    if put > all_in_to:
        raise KBError(f"{move.player} pousse {put - b} mais n'a que {s.stack} devant lui")
    notes: list[str] = []

    def R(action: str, to: int, **kw: object) -> Ruling:
        to = min(to, all_in_to)
        r = Ruling(book=book, action=action, to=to, put=put, before=b, **kw)  # type: ignore[arg-type]
        if action in ("fold", "check"):
            r.to = b if action == "check" else put
            r.complete = 0
            r.returned = 0
        else:
            r.complete = max(0, to - put)
            r.returned = max(0, put - to)
        r.all_in = action not in ("fold", "check") and r.to == all_in_to
        if notes:
            r.reason = (r.reason + " ; " if r.reason else "") + " ; ".join(notes)
        return r

    def complete_raise(target: int, why: str, article: str | None) -> Ruling:
        """A raise (or bet) of ``target``, brought up to the minimum if short."""
        kind = "bet" if lg.is_bet else "raise"
        if not lg.can_raise:
            if lg.is_bet:
                return R("check", b, article=art("verbal"), reason="aucune mise possible")
            return R(
                "call",
                C,
                article=art("reopening"),
                can_raise_later=False,
                reason="la relance ne lui est pas ouverte : il ne peut que suivre ou se coucher",
            )
        if target >= M or target >= all_in_to:
            return R(kind, max(target, 0), article=article, reason=why)
        return R(
            kind,
            M,
            article=article,
            reason=why + f" ; montant insuffisant : complété au minimum de {M}",
        )

    d = move.says
    if d and d.kind == "amount" and d.amount is not None:
        value, note = expand_abbreviation(d.amount, hand)
        if note:
            notes.append(note)
        d = Declaration("amount", value, d.raw)

    # 1. Words prevail.
    if d is not None:
        if d.kind == "fold":
            r = R("fold", put, article=art("verbal"), reason="annonce verbale : il se couche")
            if not facing:
                r.reason += " ; se coucher alors qu'il pouvait checker est sanctionnable"
                r.article = art("fold_when_check") or r.article
            return r
        if d.kind == "check":
            if not facing:
                return R("check", b, article=art("verbal"), reason="annonce verbale : check")
            return R(
                "call",
                C,
                article=art("check_facing_bet"),
                can_raise_later=False,
                reason="« check » face à une mise : il doit suivre ou se coucher, sans pouvoir relancer",
                options=[f"suivre à {min(C, all_in_to)}", "se coucher"],
            )
        if d.kind == "call":
            if not facing:
                return R("check", b, article=art("call_no_bet"), reason="« call » sans mise à suivre vaut check")
            return R("call", C, article=art("verbal"), reason="l'annonce « call » prévaut sur les jetons posés")
        if d.kind == "allin":
            if all_in_to <= C:
                return R("call", all_in_to, article=art("verbal"), reason="tapis annoncé : il suit pour tout son tapis")
            if not lg.can_raise:
                return R("call", C, article=art("reopening"), can_raise_later=False,
                         reason="tapis annoncé mais la relance ne lui est pas rouverte")
            full = all_in_to >= M
            why = "tapis annoncé" + ("" if full else f" : inférieur à une relance complète ({M}), ce n'est pas une relance qui rouvre les enchères")
            return R("bet" if lg.is_bet else "raise", all_in_to, article=art("allin") or art("verbal"), reason=why)
        if d.kind == "pot":
            r = complete_raise(M, "« pot » n'est pas une annonce valable en no-limit : le directeur fixe le montant, au moins la mise ou relance minimale", art("pot"))
            r.discretion = True
            r.options = [f"au moins {min(M, all_in_to)}", "montant fixé par le directeur", "pénalité possible"]
            return r
        if d.kind in ("raise", "bet"):
            target = d.amount
            if target is None:
                if move.chips and len(move.chips) == 1 and facing:
                    target = put
                    why = "relance annoncée sans montant avec un seul jeton : relance du montant du jeton"
                    return complete_raise(target, why, art("single_chip"))
                if move.chips or move.amount is not None:
                    why = "relance annoncée : tous les jetons posés font partie de la relance"
                    return complete_raise(put, why, art("verbal"))
                why = "relance annoncée sans montant : au moins la relance minimale, montant à préciser"
                return complete_raise(M, why, art("verbal"))
            if d.amount is not None and d.amount < hand.bb and d.amount not in hand.setup.chips:
                target, note = expand_abbreviation(d.amount, hand)
                if note:
                    notes.append(note)
            if target <= C and facing:
                return complete_raise(target, f"relance annoncée de {target}, pas plus que la mise à suivre", art("announced_total"))
            return complete_raise(target, f"montant annoncé {target} : c'est le total de la mise", art("announced_total"))
        if d.kind == "amount":
            assert d.amount is not None
            put = d.amount
            if put > all_in_to:
                raise KBError(f"{move.player} annonce {put} mais n'a que {all_in_to} au total")
            notes.insert(0, f"annoncer {put} vaut pousser {put} en jetons sans rien dire")
            move = PlayerMove(move.player, [], put, None)

    # 2. Silent chips (or a bare amount).
    if put == b:
        if not facing:
            return R("check", b, article=art("verbal"), reason="aucun jeton : check")
        raise KBError(f"{move.player} ne pose aucun jeton face à une mise de {C} : préciser l'action")
    if not facing:
        # opening bet (or the big blind's option)
        if lg.is_bet:
            if put >= hand.bb or put == all_in_to:
                return R("bet", put, article=art("bet"), reason=f"mise d'ouverture de {put}")
            return R("bet", hand.bb, article=art("underbet"),
                     reason=f"ouverture de {put} inférieure à la grosse blinde : alignée sur {hand.bb}")
        return _fifty(hand, rules, lg, put, R, notes, art)
    single = len(move.chips) == 1
    if put < C:
        if put == all_in_to:
            return R("call", put, article=art("allin") or art("verbal"), reason="tous ses jetons : il suit à tapis pour moins")
        if single and rules.single_undersized_chip == "call_heads_up_else_call_or_fold" and lg.players_in_hand > 2:
            r = R("call", C, article=art("single_smaller_chip"), can_raise_later=False,
                  reason="un seul jeton de valeur inférieure dans un coup à trois joueurs ou plus : "
                  "ce n'est pas une mise valide ; le jeton est engagé, il suit ou se couche, sans relancer")
            r.options = [f"suivre à {C}", f"se coucher (le jeton de {put - b} reste au pot)"]
            return r
        if single and rules.single_undersized_chip == "director_discretion":
            r = R("call", C, article=art("single_smaller_chip"), can_raise_later=False, discretion=True,
                  reason="jeton beaucoup plus petit que l'enchère : non standard, pénalisable, interprété par le directeur (souvent un call complet)")
            r.options = [f"call complet à {C}", "autre décision du directeur"]
            return r
        return _undercall(hand, rules, lg, put, R, art, single)
    if single:
        chip = move.chips[0]
        if put - chip < C:  # the chip is needed: a single oversized chip
            if rules.single_oversized_chip == "call_preflop_raise_postflop" and hand.street != "preflop":
                r = complete_raise(put, "jeton unique de valeur supérieure sans annonce : relance après le flop", art("single_chip"))
                return r
            why = "jeton unique de valeur supérieure sans annonce de relance : c'est un call"
            return R("call", C, article=art("single_chip"), reason=why)
    elif move.chips and rules.multiple_chips_call is not False:
        smallest = min(move.chips)
        if put - smallest < C:
            why = (f"plusieurs jetons sans annonce : en retirant le plus petit ({smallest}), "
                   f"il resterait {put - smallest}, moins que le call ({C}) : c'est un call")
            if rules.multiple_chips_call is None:
                why += " (le livre ne dit rien : règle commune ROPTA 9.13 / TDA 45 appliquée)"
            return R("call", C, article=art("multiple_chips"), reason=why)
    return _fifty(hand, rules, lg, put, R, notes, art)


def _fifty(hand: Hand, rules: RuleSet, lg: Legal, put: int, R, notes, art) -> Ruling:  # type: ignore[no-untyped-def]
    C = lg.call_to
    M = lg.full_min_raise_to
    s = hand.seat(lg.player)
    all_in_to = s.bet + s.stack
    kind = "bet" if lg.is_bet else "raise"
    if put <= C:
        return R("call", C, article=art("verbal"), reason="montant égal au call")
    if not lg.can_raise:
        return R("call", C, article=art("reopening"), can_raise_later=False,
                 reason="la relance ne lui est pas rouverte : le surplus lui est rendu, c'est un call")
    if put >= M:
        return R(kind, put, article=art("min_raise"), reason=f"relance complète à {put} (minimum {M})")
    if put == all_in_to:
        return R(kind, put, article=art("allin_chips") or art("fifty_percent"),
                 reason=f"tous ses jetons : tapis à {put}, quelle que soit la règle des 50 %")
    increment = put - C
    need = M - C
    pct = rules.threshold
    if increment >= pct * need:
        return R(kind, M, article=art("fifty_percent"),
                 reason=f"relance de {increment} ≥ {pct:.0%} de la relance minimale ({need}) : il doit compléter à {M}")
    return R("call", C, article=art("fifty_percent"),
             reason=f"relance de {increment} < {pct:.0%} de la relance minimale ({need}) sans annonce : c'est un call")


def _undercall(hand: Hand, rules: RuleSet, lg: Legal, put: int, R, art, single: bool) -> Ruling:  # type: ignore[no-untyped-def]
    C = lg.call_to
    heads_up = lg.players_in_hand == 2
    laid = put - hand.seat(lg.player).bet
    if rules.undercall_heads_up_must_complete is False:
        r = R("call", C, article=art("undercall"), can_raise_later=False,
              reason="mise insuffisante pour suivre : il complète ou abandonne ses jetons et quitte le coup")
        r.options = [f"compléter à {C}", f"abandonner les {laid} posés et se coucher"]
        return r
    if heads_up or lg.facing_opening_bet:
        why = ("undercall en tête-à-tête" if heads_up else "undercall face à la mise d'ouverture") + f" : il doit compléter à {C}"
        return R("call", C, article=art("undercall"), reason=why, can_raise_later=False)
    r = R("call", C, article=art("undercall"), can_raise_later=False, discretion=True,
          reason="undercall face à une relance dans un coup à plusieurs : le directeur décide")
    r.options = [f"compléter à {C}", f"abandonner les {laid} posés et se coucher"]
    return r
