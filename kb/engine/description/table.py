"""The facts of a told situation replayed through the engine, written in the line format.

The replay decides what the words alone cannot: whose turn it is (a blind nobody names
folds when his turn comes), whether « mise » is a bet or a raise and « passe » a check or a
fold, what stack a player has who « fait tapis pour 800 ». What it cannot decide is asked
back (« 800 : total ou en plus ? »), never guessed.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from kb.engine.betting import Hand
from kb.engine.books import engine_books
from kb.engine.description.multipliers import factor_fr, total
from kb.engine.description.reading import EVERYONE, Act, Ask
from kb.engine.messages import fr
from kb.engine.moves import parse_declaration
from kb.engine.rules import RuleSet
from kb.engine.table import TableSetup
from kb.errors import KBError

VERBS_FR = {"fold": "se couche", "check": "parole", "call": "suit", "bet": "mise", "raise": "relance à", "allin": "fait tapis"}
ANTE_FR = {"bb": "payée par la grosse blinde", "button": "payée par le bouton", "classic": "payée par chaque joueur"}


class Asked(Exception):
    """The replay stops: the text must say more (the question is in French)."""


@functools.cache
def _rules() -> RuleSet:
    """Any book's rules: turns and bet levels, all the replay reads, are the same in each."""
    return RuleSet.for_book(engine_books()[0])


@dataclass
class Table:
    """The seats, the stacks and the replay's output."""

    blinds: tuple[int, int]
    ante: int
    ante_format: str
    seats: list[str]
    stacks: dict[str, int]
    fixed: set[str]  # stacks the text gives (not a default)
    street: str = "preflop"
    pot: int = 0
    lines: list[str] = field(default_factory=list)
    said: list[str] = field(default_factory=list)
    others_fold: bool = False  # the text says « les autres se couchent »
    declared: str | None = None  # the words of the action asked about (« relance à 700 »)
    under: bool = False  # a bet under the minimum is one nobody noticed (« ? correction »)

    def unnamed_folds(self, name: str) -> None:
        self.lines.append(f"{name} fold")
        why = "« les autres se couchent »" if self.others_fold else "le texte n'en parle pas"
        self.said.append(f"{name} se couche à son tour ({why})")

    def setup(self) -> TableSetup:
        fmt = self.ante_format if self.ante else "none"
        return TableSetup(sb=self.blinds[0], bb=self.blinds[1], players=[(s, self.stacks[s]) for s in self.seats],
                          ante=self.ante, ante_format=fmt, street=self.street, pot=self.pot)


def turn(hand: Hand, player: str, named: set[str], table: Table) -> None:
    """Fold the players nobody names until it is ``player``'s turn; a named player skipped
    is asked about."""
    while hand.to_act is not None and hand.seats[hand.to_act].name != player:
        other = hand.seats[hand.to_act].name
        if other in named and hand.current_bet == 0 and hand.legal(other).can_check:
            # « le bouton mise 2000, la BB sur-relance à 6000 »: nobody had bet, the big blind
            # speaking first checked (a check-raise), as a director reads it
            hand.act(other, "check")
            table.lines.append(f"{other} check")
            table.said.append(f"{other} parole avant {player} (le texte n'en parle pas : personne n'avait misé)")
            continue
        if other in named:
            raise Asked(f"{other} parle avant {player} : qu'a fait {other} ?")
        hand.act(other, "fold")
        table.unnamed_folds(other)
    if hand.to_act is None:
        raise Asked(f"le tour d'enchères est fini avant que {player} parle : manque-t-il un tour (flop, turn, river) ?")


def next_named(hand: Hand, named: set[str]) -> str | None:
    """The first named player whose turn comes (the unnamed before him fold in turn), or None."""
    if hand.to_act is None:
        return None
    n = len(hand.seats)
    for k in range(n):
        seat = hand.seats[(hand.to_act + k) % n]
        if seat.folded or seat.stack == 0:
            continue
        if seat.acted and seat.bet >= hand.current_bet:
            return None  # the round closes before any named player speaks again
        if seat.name in named:
            return seat.name
    return None


def _said(act: Act) -> str:
    """The action as told: ``"A relance x3"``, ``"B double la mise"``."""
    if act.times is None:
        return f"{act.player} {act.words}"
    return " ".join(w for w in (act.player, "" if act.times.verb else act.words, act.times.said) if w)


def _times(act: Act, hand: Hand, table: Table) -> int:
    """The total of « relance x3 »: 3 times the bet to call at that moment (preflop the big
    blind, or the last bet or raise), said to the user; with nothing to call, or a total that
    is no whole number of chips, asked back."""
    assert act.times is not None
    base = hand.current_bet
    if not base:
        raise Asked(f"« {_said(act)} » : {act.times.said} de quoi ? (il n'y a pas de mise à suivre à ce moment)")
    amount = total(act.times, base)
    factor = factor_fr(act.times.factor)
    if amount.denominator != 1:
        raise Asked(f"« {_said(act)} » : {factor} × {fr(base)} = {factor_fr(amount)} : quel montant exactement ?")
    table.said.append(f"{_said(act)} : à {fr(int(amount))} au total ({factor} × {fr(base)})")
    return int(amount)


def _amount(act: Act, hand: Hand, table: Table) -> int:
    """The total bet of ``act`` in the round (« à 600 », « 400 de plus » or « x3 »)."""
    if act.times is not None:
        return _times(act, hand, table)
    if act.mode == "min":  # « min-raise »: the smallest raise (or bet) allowed now
        lg = hand.legal(act.player)
        amount = lg.full_min_raise_to if hand.current_bet else hand.setup.bb
        table.said.append(f"« {act.words} » de {act.player} : la relance minimale à ce moment, {fr(amount)} au total")
        return amount
    if act.amount is None:
        raise Asked(f"« {act.player} {act.words} » : à combien ?")
    if act.mode == "more":
        return hand.current_bet + act.amount
    if act.mode == "bare" and hand.current_bet and act.kind != "allin":
        lg = hand.legal(act.player)
        # « relance 800 » after a raise to 600: 800 in all is below the minimum raise, 800
        # more is a raise — the words do not say which (a total is said « à 800 »).
        short = lg.min_raise_to is not None and act.amount < lg.min_raise_to
        if act.amount <= hand.current_bet or short:
            raise Asked(f"« {act.player} {act.words} {fr(act.amount)} » : {fr(act.amount)} au total ou en plus ?")
    return act.amount


class Restart(Exception):
    """A stack was learnt from an all-in: the replay starts again with it."""


def _allin(act: Act, hand: Hand, table: Table) -> None:
    seat = hand.seat(act.player)
    if act.amount is None:
        if act.player not in table.fixed:
            raise Asked(f"{act.player} fait tapis pour combien ?")
        return
    start = table.stacks[act.player]
    before_round = start - seat.stack - seat.bet
    needed = before_round + _amount(act, hand, table)
    if needed == start:
        return
    if act.player in table.fixed:
        raise Asked(f"« {act.player} {act.words} {fr(act.amount)} » : son tapis est de {fr(start)}, tapis pour combien ?")
    table.stacks[act.player] = needed
    table.fixed.add(act.player)
    table.said.append(f"tapis de {act.player} : {fr(needed)} (lu de son tapis)")
    raise Restart


def _put(act: Act, hand: Hand, table: Table) -> str:
    """« A 2000 » after a street: what he puts in is a call when it matches the bet to call
    (or is all he has), else a bet or a raise to that total."""
    assert act.amount is not None
    seat = hand.seat(act.player)
    if act.amount <= hand.current_bet:
        if act.amount == hand.current_bet or act.amount == seat.stack + seat.bet:
            table.said.append(f"« {act.player} {act.words} » lu comme {'suit' if act.amount == hand.current_bet else 'tapis'}")
            return "call" if act.amount == hand.current_bet else "allin"
        raise Asked(f"« {act.player} {act.words} » : moins que la mise à suivre ({fr(hand.current_bet)}) : tapis, ou quel montant ?")
    lg = hand.legal(act.player)
    if hand.current_bet and act.amount < lg.full_min_raise_to and act.amount < seat.stack + seat.bet:
        # below a full raise: his whole stack (an all-in) or a raise said short — the words do not say
        raise Asked(f"« {act.player} {act.words} » : tapis, ou relance (au moins {fr(lg.full_min_raise_to)}) ?")
    table.said.append(f"« {act.player} {act.words} » : ce qu'il met, lu comme {'une relance' if hand.current_bet else 'une mise'}")
    return "raise" if hand.current_bet else "bet"


def _do(act: Act, hand: Hand, table: Table) -> None:
    lg = hand.legal(act.player)
    kind, amount = act.kind, None
    if kind == "put":
        kind = _put(act, hand, table)
        if kind == "allin":
            hand.act(act.player, "allin", None)
            table.lines.append(f"{act.player} allin")
            return
    if kind == "pass":  # a « context » form of kb/data/actions.toml
        kind = "check" if lg.can_check else "fold"
        table.said.append(f"« {act.words} » de {act.player} lu comme {VERBS_FR[kind]}")
    elif kind == "check" and not lg.can_check:
        raise Asked(f"« {act.player} {act.words} » : il y a {fr(lg.to_call)} à suivre, parole impossible : suit-il ou se couche-t-il ?")
    if kind == "allin":
        _allin(act, hand, table)
    elif kind in ("bet", "raise"):
        amount = _amount(act, hand, table)
        seat = hand.seat(act.player)
        if amount >= seat.stack + seat.bet:
            table.said.append(f"{act.player} n'a que {fr(seat.stack + seat.bet)} : « {act.words} {fr(amount)} » le met à tapis")
            kind, amount = "allin", None
        else:
            new_kind = "raise" if hand.current_bet else "bet"
            if act.kind not in (new_kind, "put"):
                reading = "une relance" if new_kind == "raise" else "une mise"
                why = "il y a déjà une mise à suivre" if new_kind == "raise" else "il n'y a rien à suivre"
                table.said.append(f"« {act.words} » de {act.player} lu comme {reading} ({why})")
            kind = new_kind
    seat = hand.seat(act.player)
    all_in_for = seat.stack + seat.bet
    if table.under and kind in ("bet", "raise") and (irregular(hand, act.player, kind, amount) or "").startswith("sous la"):
        hand.act(act.player, kind, amount, under=True)
        table.lines.append(f"under {act.player} {kind} {amount}")
        table.said.append(f"{act.player} {VERBS_FR[kind]} {fr(amount or 0)}, sous le minimum, sans que personne le voie")
        return
    try:
        hand.act(act.player, kind, amount)
    except KBError as exc:
        raise KBError(f"« {act.player} {act.words}{' ' + fr(act.amount) if act.amount else ''} » : {exc}") from None
    table.lines.append(f"{act.player} {kind}{'' if amount is None else f' {amount}'}")
    said = VERBS_FR[kind] + (f" {fr(amount)}" if amount else f" ({fr(all_in_for)} au total)" if kind == "allin" else "")
    if act.times is None or kind == "allin":  # a multiple has said its total
        table.said.append(f"{act.player} {said}")


def _out_of_turn(act: Act, hand: Hand, table: Table) -> None:
    """An announcement before his turn (TDA 53, ROPTA 9.13): declared, the turn unchanged."""
    kind = "check" if act.kind == "pass" else act.kind
    if kind not in VERBS_FR:
        raise Asked(f"{act.player} annonce {act.words} hors de son tour : quelle annonce (call, parole, relance N, tapis) ?")
    amount = None
    if kind in ("bet", "raise"):
        if act.amount is None and act.times is None:
            raise Asked(f"{act.player} annonce {act.words} hors de son tour : à combien ?")
        if act.times is not None:
            amount = _times(act, hand, table)
        else:
            assert act.amount is not None
            amount = hand.current_bet + act.amount if act.mode == "more" else act.amount
        kind = "raise" if hand.current_bet else kind  # his words are kept: the ruling weighs them
    try:
        hand.declare_out_of_turn(act.player, kind, amount)
    except KBError as exc:
        raise KBError(f"« {act.player} {act.words} » hors de son tour : {exc}") from None
    table.lines.append(f"{act.player} oot {kind}{'' if amount is None else f' {amount}'}")
    table.said.append(f"{act.player} annonce hors de son tour : {VERBS_FR[kind]}" + (f" {fr(amount)}" if amount else ""))


# What the reader asks when the story gives no question and its last action is regular.
NO_QUESTION = "quelle est la question (« que peut faire C ? », « C pousse un jeton de 1000 sans rien dire », « les pots ? ») ?"


def irregular(hand: Hand, player: str, kind: str, amount: int | None) -> str | None:
    """Why the engine would refuse ``player``'s action now (the checks of ``Hand.act``, in
    French), or None when it is regular.

    >>> from kb.engine.table import TableSetup
    >>> hand = Hand.start(TableSetup(sb=50, bb=100, players=[("SB", 5000), ("BB", 5000), ("A", 5000), ("B", 5000)]), _rules())
    >>> _ = hand.act("A", "raise", 300)
    >>> irregular(hand, "B", "raise", 400), irregular(hand, "B", "raise", 700)
    ('sous la relance minimale, 500', None)
    """
    lg = hand.legal(player)
    seat = hand.seat(player)
    if kind == "check" and not lg.can_check:
        return f"parole alors qu'il y a {fr(lg.to_call)} à suivre"
    if kind == "call" and not lg.can_call:
        return "rien à suivre"
    if kind not in ("bet", "raise") or amount is None or amount >= seat.bet + seat.stack:
        return None
    if amount <= hand.current_bet:
        return f"pas plus que la mise à suivre, {fr(hand.current_bet)}"
    if not lg.can_raise:
        return "la relance ne lui est pas rouverte" if lg.reopen_blocked else "il ne peut pas relancer"
    if amount < lg.full_min_raise_to:
        return f"sous la {'mise' if lg.is_bet else 'relance'} minimale, {fr(lg.full_min_raise_to)}"
    return None


def declared(act: Act, hand: Hand, table: Table) -> str:
    """The action the question is about, as its player's announcement (« relance à 700 »):
    each book then rules on it as on any stated amount — a raise said below the minimum is
    completed (ROPTA 9.4: « même s'il met moins de la mise et annonce une relance, le joueur
    sera obligé de mettre le minimum de relance » ; TDA 55: « S'il annonce « Relance », il doit
    faire au moins une mise minimale »), its amount read as the total (ROPTA 9.1: « Toute
    annonce d'une relance sera automatiquement traduite par la somme totale »).

    A story that ends on an action without a question (``act.asked == "irregular"``) asks
    about it only when it is irregular: a director telling « A mise 300, B relance à 400 »
    asks what becomes of that raise; a regular last action leaves the question unknown."""
    lg = hand.legal(act.player)
    kind, amount = ("check" if lg.can_check else "fold") if act.kind == "pass" else act.kind, None
    if kind == "put":
        kind = _put(act, hand, table)
    if kind == "allin":
        _allin(act, hand, table)  # a stack learnt from « tapis pour 800 » restarts the replay
        words = VERBS_FR["allin"]
    elif kind in ("bet", "raise"):
        amount = _amount(act, hand, table)
        kind = "raise" if hand.current_bet else "bet"
        seat = hand.seat(act.player)
        words = VERBS_FR["allin"] if amount >= seat.bet + seat.stack else f"{VERBS_FR[kind]} {amount}"
    else:
        words = VERBS_FR.get(kind, act.words)
    why = irregular(hand, act.player, kind, amount)
    if act.asked == "irregular" and why is None:
        raise Asked(NO_QUESTION)
    if act.asked == "irregular":
        table.said.append(f"pas de question : la dernière action, {act.player} {words}, est irrégulière ({why}) ; "
                          "la question est ce que chaque livre en fait")
    elif why is not None:
        table.said.append(f"{act.player} {words} : {why}")
    return words


def replay(table: Table, events: list[Act | str], named: set[str], skipped: str | None = None) -> Hand:
    """The events through the engine into ``table.lines``. While ``skipped`` (the player the
    question is about) has not spoken in his turn, the players told acting act out of turn."""
    hand = Hand.start(table.setup(), _rules())
    for k, ev in enumerate(events):
        if isinstance(ev, str):
            while hand.to_act is not None and hand.seats[hand.to_act].name not in named:
                other = hand.seats[hand.to_act].name
                hand.act(other, "fold")
                table.unnamed_folds(other)
            if hand.to_act is not None:
                raise Asked(f"avant le {ev}, qu'a fait {hand.seats[hand.to_act].name} ?")
            hand.next_street()
            table.lines.append(ev)
            table.said.append(f"— {ev} —")
            continue
        waiting = hand.seats[hand.to_act].name if hand.to_act is not None else None
        if ev.out_of_turn or (skipped is not None and waiting == skipped != ev.player):
            _out_of_turn(ev, hand, table)
            continue
        if ev.player == EVERYONE:
            # « tout le monde checke »: to the end of the round, or up to the next player told
            # acting in it (« turn x x, C bet 400 »: the checks before C's bet)
            following = events[k + 1] if k + 1 < len(events) else None
            until = following.player if isinstance(following, Act) and not following.out_of_turn else None
            while hand.to_act is not None and hand.legal(hand.seats[hand.to_act].name).can_check \
                    and hand.seats[hand.to_act].name != until:
                name = hand.seats[hand.to_act].name
                hand.act(name, "check")
                table.lines.append(f"{name} check")
                table.said.append(f"{name} parole (« {ev.words} »)")
            continue
        turn(hand, ev.player, named, table)
        if ev.asked:
            table.declared = declared(ev, hand, table)
            break
        _do(ev, hand, table)
    return hand


def question_line(ask: Ask, player: str | None, out_of_turn: frozenset[str] = frozenset()) -> str:
    """``? C chips 1000x2 says "call"`` from the question read."""
    if ask.kind in ("pots", "correction"):
        return f"? {ask.kind}"
    if player is None:
        raise Asked("la question porte sur quel joueur ?")
    if ask.kind == "found":
        if ask.found is None:
            raise Asked(f"combien de jetons {player} a-t-il retrouvés ?")
        return f"? {player} found {ask.found}"
    if ask.kind == "legal":
        return f"? {player}"
    parts = ["?", player] + (["front", str(ask.front)] if ask.front else [])
    if ask.later is not None and not ask.chips and ask.amount is not None:
        ask.chips = [(ask.amount, 1)]  # « pousse 1000 puis 1000 »: the first movement's chips, one handful
    if ask.chips:
        parts += ["chips", *(f"{v}x{c}" if c > 1 else str(v) for v, c in ask.chips)]
        if ask.later is not None:
            parts += ["then-stack" if ask.later_from_stack else "then", str(ask.later)]
    elif ask.amount is not None:
        parts += ["amount", str(ask.amount)]
    if ask.says:
        try:
            parse_declaration(ask.says)
        except KBError:
            raise Asked(f"« {ask.says} » : quelle annonce (call, parole, relance N, tapis, pot…) ?") from None
        parts += ["says", '"' + ask.says.replace('"', "'") + '"']
    if ask.unaware:
        parts.append("unaware")
    if ask.told is not None:
        parts += ["told", str(ask.told)]
    if ask.pulls_back:
        parts.append("pulls-back")
    if ask.first_chips and ask.says and (ask.chips or ask.amount is not None):
        parts += ["first", "chips"]
    if len(parts) == 2:
        if player in out_of_turn:
            return f"? {player}"  # what becomes of his announcement: the legal question says it
        raise Asked(f"qu'a fait {player} exactement (combien de jetons, quelle annonce) ?")
    return " ".join(parts)


def describe_question(ask: Ask, player: str | None) -> str:
    """The question as understood, in French."""
    if ask.kind == "pots":
        return "Question : les pots (principal et extérieurs) une fois les enchères finies."
    if ask.kind == "correction":
        return "Question : la mise sous le minimum découverte après coup — que corrige chaque livre ?"
    if ask.kind == "found":
        return f"Question : {player} retrouve {fr(ask.found or 0)} derrière son tapis."
    if ask.kind == "legal":
        return f"Question : que peut faire {player} (à suivre, relance minimale, relance rouverte ?)."
    if ask.kind in ("valid", "irregular"):
        return f"Question : {player} annonce « {ask.says} » — est-ce régulier, et sinon que décide chaque livre ?"
    what = [f"a posté sa blinde avec un jeton de {fr(ask.front)}"] if ask.front else []
    if ask.chips:
        what.append("pousse " + " + ".join(f"{c} jeton{'s' if c > 1 else ''} de {fr(v)}" for v, c in ask.chips))
    elif ask.amount is not None:
        what.append(f"pousse {fr(ask.amount)}")
    what.append(f"annonce « {ask.says} »" if ask.says else "sans rien dire")
    if ask.unaware:
        what.append("sans avoir vu la dernière relance")
    if ask.told is not None:
        what.append(f"on lui a annoncé {fr(ask.told)} à suivre")
    if ask.pulls_back:
        what.append("ramène sa mise")
    return f"Question : {player} " + ", ".join(what) + "."
