"""The director's question: a situation, then what the player does — the ruling under each
book side by side, with the deciding article.

The books are the rule sets the caller passes (default: every book the engine knows,
``kb.engine.books.engine_books``); their names come from the corpus manifest."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kb.engine.betting import STREET_FR, Hand, Legal
from kb.engine.books import check_book, engine_books
from kb.engine.chips import Ruling, interpret
from kb.engine.citations import Citation, quote_of
from kb.engine.corrections import correct
from kb.engine.games import standard_bet
from kb.engine.misdeal import is_substantial, misdeal
from kb.engine.pots import build_pots
from kb.engine.rules import RuleSet
from kb.engine.seating import balance, button, penalty
from kb.engine.showdown import showdown
from kb.engine.situation import Question, Situation, parse_situation
from kb.engine.splitting import split
from kb.engine.verdict import Verdict
from kb.errors import KBError


@dataclass
class BookRuling:
    """One book's answer: kind is legal (what he may do), ruling (what his move is worth),
    pots, or error (the situation is impossible under this book)."""

    book: str
    book_name: str
    kind: str  # legal | ruling | pots | error
    summary: str
    article: str | None = None
    quote: str | None = None  # the sentence of the article that decides (kb.engine.citations)
    reason: str = ""
    details: dict[str, Any] = field(default_factory=dict)
    options: list[str] = field(default_factory=list)
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _legal_summary(d: dict[str, Any]) -> str:
    parts = []
    if d["can_check"]:
        parts.append("check possible")
    else:
        parts.append(f"suivre {d['call_to']} (ajouter {d['to_call']})")
    if d["can_raise"]:
        parts.append(f"relance minimale à {d['min_raise_to']}, au plus {d['max_raise_to']}")
    elif d["reopen_blocked"]:
        parts.append("relance fermée (tapis inférieur à une relance complète)")
    else:
        parts.append("pas de relance possible")
    return " ; ".join(parts)


SILENT_FR = {
    "ante.bb_ante_priority": ("l'ordre ante / grosse blinde d'un tapis trop court", "la grosse blinde d'abord"),
    "ante.heads_up": ("l'ante en tête-à-tête", "l'ante reste due"),
    "raise.min_raise_rule": ("la relance minimale", "ajouter au moins la dernière relance"),
    "raise.fifty_percent_threshold": ("la règle des 50 %", "seuil de 50 %"),
    "raise.short_allin_reopens": ("la réouverture après un tapis court", "un tapis court ne rouvre pas"),
    "chips.single_oversized_chip": ("le jeton unique de valeur supérieure", "c'est un call"),
    "chips.multiple_chips_call": ("les jetons multiples", "règle ROPTA 9.13 / TDA 45"),
    "undercall.heads_up_must_complete": ("l'undercall", "compléter en tête-à-tête et face à l'ouverture"),
    "bet.under_found_later": ("la mise insuffisante découverte plus tard", "corrigée dans la même street, ROPTA 9.10 / RedCactus 43"),
}


def _silence(sit: Situation, rules: RuleSet) -> str:
    """What the book does not say that this answer relies on (the common rule is used)."""
    q = sit.question
    relevant = []
    for pid in rules.unspecified:
        if pid.startswith("ante.") and not (sit.setup.ante and sit.setup.ante_format == "bb"):
            continue
        if pid.startswith("ante.heads_up") and len(sit.setup.players) != 2:
            continue
        kind = q.kind if q is not None else "legal"
        if kind in TABLE_ANSWERS:
            continue
        if kind in ("pots", "found") and not pid.startswith("ante."):
            continue
        if kind == "legal" and not pid.startswith(("raise.", "ante.")):
            continue
        if pid in SILENT_FR:
            label, default = SILENT_FR[pid]
            relevant.append(f"{label} (par défaut : {default})")
    if not relevant:
        return ""
    return "le livre ne dit rien sur " + ", ".join(relevant)


def rule_one(sit: Situation, rules: RuleSet, name: str | None = None) -> BookRuling:
    """The answer of ``rules``'s book (shown as ``name``, default its id) to the situation,
    with what the book does not say that the answer relies on."""
    out = _rule_one(sit, rules, name or rules.book)
    silent = _silence(sit, rules)
    if silent and not out.error:
        out.reason = f"{out.reason} ; {silent}" if out.reason else silent
    return out


def _pots_article(hand: Hand, rules: RuleSet) -> str | None:
    """The article that decides the pots: the big-blind-ante one in that format (ROPTA 4.2,
    TDA PR-11, RedCactus's big blind ante section), else the side pots one."""
    bba = hand.setup.ante_format == "bb" and hand.setup.ante > 0 and rules.article("bba_pots")
    return bba or rules.article("side_pots") or rules.article("short_bb")


def _pots(hand: Hand, q: Question, rules: RuleSet, name: str) -> BookRuling:
    hand.close()
    pots, returned = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
    for who, amt in hand.returned.items():
        returned[who] = returned.get(who, 0) + amt
    txt = " ; ".join(
        (f"pot principal {p.amount}" if i == 0 else f"pot extérieur {p.amount}") + f" ({', '.join(p.eligible)})"
        for i, p in enumerate(pots)
    )
    if returned:
        txt += " ; rendu : " + ", ".join(f"{k} {v}" for k, v in sorted(returned.items()))
    return BookRuling(
        rules.book, name, "pots", txt, article=_pots_article(hand, rules),
        details={"pots": [p.to_dict() for p in pots], "returned": returned},
    )


def _out_of_turn(oot: dict[str, Any], summary: str) -> tuple[str, str]:
    """The summary and reason once an out-of-turn declaration is taken into account
    (binding unless the action changed: TDA 53, ROPTA 9.3, RedCactus 44)."""
    what = str(oot["kind"]) + (f" {oot['amount']}" if oot["amount"] else "")
    if oot["binding"]:
        return (f"son annonce hors tour « {what} » l'engage ({summary})",
                "l'action n'a pas changé depuis son annonce (un check, call ou fold ne la change pas)")
    if oot["changed"]:
        return (f"libre : l'action a changé depuis son annonce hors tour « {what} » ; {summary}",
                "une mise ou relance est intervenue : son annonce est annulée, il a toutes les options")
    return f"libre : son annonce hors tour « {what} » ne l'engage pas ; {summary}", ""


def _game_rule(hand: Hand, lg: Legal, rules: RuleSet) -> tuple[Citation | None, str]:
    """In limit or pot-limit, the article (and what it decides) that bounds the raise; no
    topic for it in the book: none (the no-limit article stands)."""
    game = hand.setup.game
    if game == "pot-limit" and hand.short_blinds():
        return (rules.topic_article("pot_limit_short_blind", "pot_limit"),
                f"pot-limit : la blinde à tapis incomplète compte comme complète pour le pot (+{hand.short_blinds()})")
    if game == "pot-limit":
        return rules.article("pot_limit"), "pot-limit : la relance est au plus le pot, une fois le call compris"
    if game != "limit":
        return None, ""
    if lg.reopen_blocked:
        return rules.article("limit_reopening"), "en limit, seul un tapis d'au moins la moitié d'une mise rouvre la relance"
    if not lg.can_raise and rules.limit_max_raises is not None and hand.raises >= rules.limit_max_raises:
        return rules.article("limit_cap"), f"plafond de {rules.limit_max_raises} relances atteint dans ce tour d'enchères"
    unit = standard_bet(hand.bb, hand.street, hand.setup.big_bet_from)
    why = f"limit : chaque mise ou relance vaut {unit} à ce tour d'enchères"
    if rules.limit_max_raises is None and rules.article("limit_cap") is not None:
        return rules.article("limit_cap"), why + " ; le nombre maximal de relances est fixé par les règles locales"
    return rules.article("limit_bet"), why


def skipped_player(hand: Hand, player: str, rules: RuleSet) -> dict[str, Any] | None:
    """The player whose turn it is was skipped: players after him acted out of turn, and
    those actions make a substantial action (TDA 53-B, ROPTA 9.3, RedCactus 44-B)."""
    if rules.skipped_player is None or hand.to_act != hand.index(player):
        return None
    later = [decl[0] for who, decl in hand.oot.items() if who != player and decl[3] == hand.street]
    if not later or not is_substantial(later, rules):
        return None
    return {"skipped": True, "skipped_by": [who for who in hand.oot if who != player]}


def _legal(hand: Hand, q: Question, rules: RuleSet, name: str) -> BookRuling:
    assert q.player is not None
    lg = hand.legal(q.player)
    seat = hand.seat(q.player)
    d: dict[str, Any] = {
        "to_call": lg.to_call, "call_to": lg.call_to, "can_check": lg.can_check,
        "can_raise": lg.can_raise, "min_raise_to": lg.full_min_raise_to,
        "max_raise_to": lg.max_raise_to, "all_in_to": seat.bet + seat.stack, "reopen_blocked": lg.reopen_blocked,
        "street": STREET_FR[hand.street],
    }
    art = rules.article("reopening") if lg.reopen_blocked else rules.article("min_raise")
    summary, reason = _legal_summary(d), ""
    if lg.can_raise and not lg.is_bet and rules.heads_up_min_is_blind and lg.players_in_hand == 2 \
            and hand.setup.game != "limit":
        reason = "en duel, la relance n'a pour minimum que le montant de la grosse blinde"
        art = rules.article("heads_up_min_raise") or art
    game_art, game_reason = _game_rule(hand, lg, rules)
    if game_reason:
        art, reason = game_art or art, game_reason
    skipped = skipped_player(hand, q.player, rules)
    if skipped is not None:
        d.update(skipped)
        art = rules.article("skipped")
        if rules.skipped_player == "fold_or_call":
            d["can_raise"] = False
            return BookRuling(rules.book, name, "legal", f"seulement passer ou suivre {lg.call_to} (joueur oublié)",
                              article=art, reason="une action substantielle a suivi les actions hors de son tour", details=d)
        return BookRuling(rules.book, name, "legal", "décision du directeur : main morte ou action limitée", article=art,
                          reason="joueur oublié : les actions hors de son tour, suivies d'une action substantielle, sont maintenues",
                          details={**d, "discretion": True},
                          options=["main déclarée morte", f"action limitée : passer ou suivre {lg.call_to}"])
    oot = hand.out_of_turn_status(q.player)
    if oot is not None:
        d["out_of_turn"] = oot
        art = rules.article("out_of_turn") or art
        summary, reason = _out_of_turn(oot, summary)
    return BookRuling(rules.book, name, "legal", summary, article=art, reason=reason, details=d)


def _ruling(hand: Hand, q: Question, rules: RuleSet, name: str) -> BookRuling:
    assert q.move is not None
    r: Ruling = interpret(hand, q.move, rules)
    return BookRuling(
        rules.book, name, "ruling", r.summary(), article=r.article, reason=r.reason,
        details=r.to_dict(), options=r.options,
    )


def found_chips(hand: Hand, q: Question, rules: RuleSet, name: str) -> BookRuling:
    """Chips found behind an all-in once it is called (ROPTA 9.23, TDA 62): the director
    judges whether they belong to the all-in; if not, the caller does not pay them if the
    all-in player wins, and they are lost to the winner if he loses."""
    assert q.player is not None and q.move is not None and q.move.amount is not None
    seat, found = hand.seat(q.player), q.move.amount
    if seat.stack > 0 or seat.folded or seat.total == 0:
        raise KBError(f"{q.player} n'est pas à tapis : pas de jetons retrouvés à juger")
    art = rules.article("found_chips")
    reason = "le directeur juge s'ils faisaient partie du tapis (action acceptée)"
    if art is None:
        reason += " ; le livre ne dit rien : règle commune ROPTA 9.23 / TDA 62"
    return BookRuling(
        rules.book, name, "ruling", f"{found} retrouvés derrière le tapis de {q.player} : décision du directeur",
        article=art, reason=reason, details={"found": found, "player": q.player, "discretion": True},
        options=[
            f"intégrés au tapis : celui qui a payé doit aussi les {found}",
            f"non intégrés : si {q.player} gagne, ils ne lui sont pas payés ; s'il perd, ils vont au gagnant",
        ],
    )


def _correction(hand: Hand, q: Question, rules: RuleSet, name: str) -> BookRuling:
    c = correct(hand, rules)
    return BookRuling(rules.book, name, "ruling", c.summary, article=c.article, reason=c.reason,
                      details=c.details(), options=c.options)


def _from_verdict(v: Verdict, rules: RuleSet, name: str) -> BookRuling:
    """A question beyond the betting round answered: the first of its topics the book names
    decides (no article: the book is silent, said in the reason)."""
    art = next((rules.article(t) for t in v.topics if rules.article(t) is not None), None)
    reason = v.reason if art is not None else " ; ".join(x for x in (v.silent, v.reason) if x)
    return BookRuling(rules.book, name, "ruling", v.summary, article=art, reason=reason,
                      details=v.details, options=v.options)


def _table_answer(answer: Callable[[Hand, Question, RuleSet], Verdict]) -> Callable[[Hand, Question, RuleSet, str], BookRuling]:
    def ruled(hand: Hand, q: Question, rules: RuleSet, name: str) -> BookRuling:
        return _from_verdict(answer(hand, q, rules), rules, name)
    return ruled


# The questions beyond the betting round (issue 36): kind → its answer, one module each.
TABLE_ANSWERS: dict[str, Callable[[Hand, Question, RuleSet], Verdict]] = {
    "showdown": showdown,
    "split": split,
    "misdeal": misdeal,
    "button": button,
    "balance": balance,
    "penalty": penalty,
}

# The answer to each kind of question (kb.engine.situation.Question.kind).
ANSWERS: dict[str, Callable[[Hand, Question, RuleSet, str], BookRuling]] = {
    "pots": _pots,
    "legal": _legal,
    "ruling": _ruling,
    "found": found_chips,
    "correction": _correction,
    **{kind: _table_answer(answer) for kind, answer in TABLE_ANSWERS.items()},
}


def _rule_one(sit: Situation, rules: RuleSet, name: str) -> BookRuling:
    q = sit.question
    if q is None:
        raise KBError("la situation ne pose pas de question : terminer par « ? JOUEUR … » ou « ? pots »", path="situation")
    try:
        hand = sit.replay(rules)
        out = ANSWERS[q.kind](hand, q, rules, name)
    except KBError as exc:
        return BookRuling(rules.book, name, "error", f"impossible : {exc}", error=str(exc))
    if hand.notes:
        out.reason = " ; ".join([*hand.notes, out.reason] if out.reason else hand.notes)
    out.quote = quote_of(out.article)
    out.article = str(out.article) if out.article is not None else None
    return out


def rule_for_situation(
    text_or_obj: str | Situation,
    books: list[str] | None = None,
    overrides: dict[str, Any] | None = None,
    *,
    rulesets: list[RuleSet] | None = None,
    names: dict[str, str] | None = None,
) -> list[BookRuling]:
    """The ruling of each book on the situation: the ``rulesets`` given, else those of
    ``books`` (default: every book the engine knows) with ``overrides``. ``names`` maps a
    book id to the name shown (default: each rule set's own ``book_name``). A situation
    impossible under every book raises KBError saying what and where."""
    sit = parse_situation(text_or_obj) if isinstance(text_or_obj, str) else text_or_obj
    if rulesets is None:
        known = engine_books()
        chosen = [check_book(b, known) for b in books] if books else known
        rulesets = [RuleSet.for_book(b, overrides) for b in chosen]
    out = [rule_one(sit, rs, (names or {}).get(rs.book, rs.book_name)) for rs in rulesets]
    errors = [r.error for r in out if r.error]
    if errors and len(errors) == len(out):
        raise KBError(errors[0])
    return out
