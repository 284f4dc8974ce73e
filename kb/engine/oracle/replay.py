"""A worked example's situation replayed in PokerKit: ``cross_check`` says whether both
engines agree on its question (who acts, the amount to call, whether and how much one may
raise, the pots), and names the known rule difference when they do not."""

from __future__ import annotations

from dataclasses import dataclass

from pokerkit import State

from kb.engine.betting import Hand
from kb.engine.messages import amounts, pokerkit_french, yes_no
from kb.engine.oracle.state import KNOWN_DIFFERENCES, norm_pots, pk_apply, pk_index, pk_pots, pk_state
from kb.engine.pots import build_pots
from kb.engine.rules import RuleSet
from kb.engine.situation import Situation, parse_situation
from kb.errors import KBError

Verdict = tuple[str, str]  # agree | disagree | n/a, and a note


def _known(key: str) -> str:
    """The note's tail naming a known difference."""
    return f" — différence connue : {KNOWN_DIFFERENCES[key]}"


@dataclass
class _Replay:
    """Both engines at the same point of the situation."""

    sit: Situation
    rules: RuleSet
    state: State
    hand: Hand
    names: list[str]
    short_bb: bool  # a big blind who could not post in full (ROPTA 4.2, 9.7)
    partial: bool  # PokerKit cannot model the book's minimum raise

    def pk_seat(self, player: str) -> int:
        return pk_index(self.names.index(player), len(self.names))

    def acts_in_pokerkit(self, player: str) -> bool:
        return self.state.actor_index == self.pk_seat(player)


def _raises(sit: Situation) -> bool:
    return any(st.kind in ("bet", "raise", "allin") for st in sit.steps)


def _ante_before_blind(sit: Situation, rules: RuleSet) -> bool:
    """PokerKit posts a big blind ante before the blind; the book posts the blind first."""
    setup = sit.setup
    return setup.street == "preflop" and bool(setup.ante) and setup.ante_format == "bb" and rules.bb_ante_priority != "ante_first"


def _play_steps(rp: _Replay) -> Verdict | None:
    """Play the situation's actions in both engines; a disagreement on who acts or on an
    action PokerKit refuses ends the check."""
    try:
        for st in rp.sit.steps:
            if st.player is None:
                rp.hand.next_street()
                continue
            if st.kind.startswith("oot:"):
                continue  # a declaration out of turn does not move the chips
            if not rp.acts_in_pokerkit(st.player):
                note = _known("short_big_blind_call") if rp.short_bb else ""
                return "disagree", f"PokerKit donne la parole à un autre joueur que {st.player}{note}"
            rp.hand.act(st.player, st.kind, st.amount)
            pk_apply(rp.state, st.kind, st.amount)
    except ValueError as exc:
        note = _known("short_big_blind_call") if rp.short_bb else ""
        return "disagree", f"PokerKit refuse une action : {pokerkit_french(str(exc))}{note}"
    return None


def _compare_decision(rp: _Replay, player: str) -> Verdict:
    """Who acts, the amount to call, whether a raise is allowed and its minimum."""
    if not rp.acts_in_pokerkit(player):
        note = _known("short_big_blind_call") if rp.short_bb else ""
        return "disagree", f"PokerKit donne la parole à un autre joueur{note}"
    state, hand = rp.state, rp.hand
    lg = hand.legal(player)
    pk_call = state.checking_or_calling_amount or 0
    pk_can_raise = state.can_complete_bet_or_raise_to()
    pk_min = state.min_completion_betting_or_raising_to_amount if pk_can_raise else None
    diffs = []
    if pk_call != lg.to_call:
        diffs.append(f"à suivre {pk_call} contre {lg.to_call}")
    if rp.partial:
        if not diffs:
            return "agree", "parole et montant à suivre seulement (relance minimale « double » non modélisée)"
    elif pk_can_raise != lg.can_raise:
        diffs.append(f"relance possible : {yes_no(pk_can_raise)} contre {yes_no(lg.can_raise)}")
    elif pk_can_raise and pk_min != lg.min_raise_to:
        diffs.append(f"relance minimale {pk_min} contre {lg.min_raise_to}")
    if not diffs:
        return "agree", ""
    known = ""
    pk_reopens = pk_can_raise and not lg.can_raise and lg.reopen_blocked
    if pk_reopens and hand.street == "preflop":
        known = _known("limper_reraise_after_short_allin")
    elif pk_reopens and hand.opening_level < hand.bb:
        known = _known("reraise_after_short_opening_bet")
    elif rp.short_bb:
        known = _known("short_big_blind_call")
    return "disagree", "; ".join(diffs) + known


def _compare_pots(rp: _Replay) -> Verdict:
    """The pots once the action is over (uncalled chips given back)."""
    hand, n = rp.hand, len(rp.names)
    hand.close()
    pots, _ = build_pots([(s.name, s.total, s.folded) for s in hand.seats], hand.dead)
    ours = norm_pots([(p.amount, frozenset(pk_index(rp.names.index(e), n) for e in p.eligible)) for p in pots])
    if rp.state.actor_index is not None:
        return "n/a", "tour d'enchères non terminé pour PokerKit"
    theirs = norm_pots(pk_pots(rp.state))
    if rp.sit.setup.street != "preflop":
        # our situation starts after the flop: PokerKit's main pot holds the limps
        same = [a for a, _ in ours][1:] == [a for a, _ in theirs][1:]
        return ("agree", "") if same else ("disagree", f"pots {amounts(a for a, _ in theirs)} contre {amounts(a for a, _ in ours)}")
    if ours == theirs:
        return "agree", ""
    note = ""
    if hand.dead:
        note = _known("bb_ante_dead_money")
    elif rp.short_bb:
        note = _known("short_big_blind_call")
    return "disagree", f"pots PokerKit {amounts(a for a, _ in theirs)} contre {amounts(a for a, _ in ours)}{note}"


def cross_check(text: str, rules: RuleSet) -> Verdict:
    """Replay the situation in PokerKit: ``agree``, ``disagree`` (with the named difference
    when it is a known one) or ``n/a`` (PokerKit does not model it)."""
    # PokerKit's minimum raise is "add the last full raise": under the "double the bet"
    # rule only who acts, the amount to call and the pots can be compared, and only while
    # nobody has raised (a raise legal here may be illegal there and vice versa).
    partial = rules.min_raise_rule != "add_last_bet_or_raise"
    try:
        sit = parse_situation(text)
    except KBError:
        return "n/a", "situation invalide"
    if sit.setup.game != "no-limit":
        return "n/a", "comparé à PokerKit en no-limit seulement"
    if any(st.kind.startswith("under:") for st in sit.steps):
        return "n/a", "PokerKit refuse une mise insuffisante : il ne rejoue pas l'erreur passée inaperçue"
    if partial and _raises(sit):
        return "n/a", "PokerKit ne modélise que la relance minimale « ajouter la dernière relance »"
    q = sit.question
    if q is None:
        return "n/a", ""
    if q.kind not in ("legal", "ruling", "pots", "found", "correction", "split"):
        return "n/a", "PokerKit ne modélise pas l'abattage, la fausse donne, le bouton, l'équilibrage ni les pénalités"
    if _ante_before_blind(sit, rules):
        return "n/a", "PokerKit pose l'ante avant la grosse blinde"
    setup = sit.setup
    try:
        state = pk_state(sit)
        hand = Hand.start(setup, rules)
    except (ValueError, KBError) as exc:
        return "n/a", f"PokerKit ne peut pas créer cette table ({exc})"
    short_bb = setup.street == "preflop" and hand.seats[1].blind < setup.bb
    rp = _Replay(sit, rules, state, hand, [nm for nm, _ in setup.players], short_bb, partial)
    stopped = _play_steps(rp)
    if stopped is not None:
        return stopped
    if q.kind in ("legal", "ruling"):
        assert q.player is not None
        return _compare_decision(rp, q.player)
    return _compare_pots(rp)
