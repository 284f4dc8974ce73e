"""Beyond the betting round (issue 36): cards in the situation, the split cross-checked with
PokerKit's own showdown, and the French errors of the new lines and questions."""

from __future__ import annotations

import random

import pytest
from pokerkit import Automation, Mode, NoLimitTexasHoldem

from kb.engine.director import rule_for_situation
from kb.engine.facts import read_card
from kb.engine.seating import next_hand
from kb.engine.situation import parse_situation
from kb.errors import KBError

SETTLING = (
    Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING, Automation.RUNOUT_COUNT_SELECTION, Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING, Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING,
)
DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def _pokerkit_payoffs(stacks: list[int], holes: list[str], board: list[str]) -> list[int]:
    """Every player all-in pre-flop in PokerKit with these cards: what each one ends with."""
    state = NoLimitTexasHoldem.create_state(SETTLING, False, 0, (1, 2), 2, tuple(stacks), len(stacks),
                                            mode=Mode.TOURNAMENT)
    for hole in holes:
        state.deal_hole(hole)
    while state.actor_index is not None:
        i = state.actor_index
        target = state.bets[i] + state.stacks[i]
        if state.can_complete_bet_or_raise_to(target):
            state.complete_bet_or_raise_to(target)
        else:
            state.check_or_call()
    for cards in ("".join(board[:3]), board[3], board[4]):
        if state.can_deal_board():
            state.deal_board(cards)
    return list(state.stacks)


def _deal(rng: random.Random, n: int) -> tuple[list[int], list[str], list[str]]:
    cards = rng.sample(DECK, 2 * n + 5)
    stacks = [rng.choice([50, 100, 150, 300]) for _ in range(n)]
    return stacks, ["".join(cards[2 * i:2 * i + 2]) for i in range(n)], cards[2 * n:]


# PokerKit burns a card of its own shuffled deck before each street (CARD_BURNING): when
# it burns a card this test then deals to the board, it warns that the card "is not
# recommended to be dealt". The burnt card plays no part in the hands compared.
@pytest.mark.filterwarnings("ignore:A card being dealt:UserWarning")
@pytest.mark.parametrize("seed", range(40))
def test_split_agrees_with_pokerkit_showdown(seed: int) -> None:
    """All-in pre-flop, 3 or 4 players, random cards: each player's chips after the split
    are PokerKit's, give or take the odd chips (PokerKit gives them its own way)."""
    rng = random.Random(seed)
    n = rng.choice([3, 4])
    stacks, holes, board = _deal(rng, n)
    names = "ABCD"[:n]
    lines = ["blinds 1/2", "players " + " ".join(f"{p}:{s}" for p, s in zip(names, stacks, strict=True))]
    lines += [f"cards {p} {h[:2]} {h[2:]}" for p, h in zip(names, holes, strict=True)]
    lines += ["board " + " ".join(board)]
    lines += [f"{names[i % n]} allin" for i in range(2, 2 + n)]
    lines += ["? split"]
    ruling = rule_for_situation("\n".join(lines), books=["tda"])[0]
    assert ruling.error is None, ruling.error
    ours = [ruling.details["shares"].get(p, 0) + ruling.details["behind"][p] for p in names]
    theirs = _pokerkit_payoffs(stacks, holes, board)
    assert sum(ours) == sum(theirs) == sum(stacks)
    odd = len(ruling.details["pots"])
    assert all(abs(a - b) <= odd for a, b in zip(ours, theirs, strict=True)), (ours, theirs)


def test_cards_are_read_in_english_letters_and_tens() -> None:
    assert [read_card(c) for c in ("As", "10h", "Td", "Rc", "zz")] == ["As", "Th", "Td", "Kc", None]


@pytest.mark.parametrize(("line", "message"), [
    ("cards A Ah Zz", "carte illisible"),
    ("cards A Ah Ah", "carte donnée deux fois"),
    ("cards A Ah", "1 cartes pour A"),
    ("cards A Ah Kd Qd", "2 \\(hold'em\\) ou 4 \\(omaha\\)"),
    ("board Ah Kd", "de 3 à 5"),
    ("out Z", "joueur inconnu"),
    ("cards A Ah Kd\ncards B Qs Qc Jd Jh", "le même nombre pour tous"),
])
def test_bad_fact_lines_name_the_line(line: str, message: str) -> None:
    with pytest.raises(KBError, match=message):
        parse_situation(f"blinds 1/2\nplayers A:100 B:100\n{line}\n? split")


@pytest.mark.parametrize(("question", "message"), [
    ("? misdeal", "sans ce qui s'est passé"),
    ("? misdeal dealt-out Z", "joueur inconnu"),
    ("? penalty", "penalty N"),
    ("? split low", "split \\[hilo\\]"),
])
def test_bad_table_questions_name_the_line(question: str, message: str) -> None:
    with pytest.raises(KBError, match=message):
        parse_situation(f"blinds 1/2\nplayers A:100 B:100 C:100\n{question}")


def test_split_needs_every_hand_and_the_whole_board() -> None:
    with pytest.raises(KBError, match="cartes de B manquantes"):
        rule_for_situation("blinds 1/2\nplayers A:100 B:100\ncards A Ah Ad\nboard 2c 3c 4d 9h Jc\nA allin\nB call\n? split")


def test_moving_button_skips_the_eliminated() -> None:
    nxt = next_hand(["A", "B", "C", "D"], {"A"}, False)
    assert (nxt.button, nxt.sb, nxt.bb) == ("B", "C", "D")


def test_button_heads_up_alternates() -> None:
    nxt = next_hand(["A", "B"], set(), True)
    assert (nxt.button, nxt.sb, nxt.bb, nxt.heads_up) == ("B", "B", "A", True)


# Heads-up the button posts the small blind and acts last after the flop: the first seat to
# its left is the big blind (TDA 17 « the player who would act first on the final round »,
# ROPTA 10.5 and 10.8 « le plus près à gauche du bouton »).
HEADS_UP_RIVER = "blinds 100/200\nplayers BTN:5000 BB:5000\nstreet river pot 1025\nBB check\nBTN check\n"


def test_heads_up_river_checked_down_the_big_blind_shows_first() -> None:
    for ruling in rule_for_situation(HEADS_UP_RIVER + "? showdown", ["ropta", "tda"]):
        assert ruling.details["first"] == "BB", (ruling.book, ruling.summary)


def test_heads_up_tie_the_odd_chip_goes_to_the_big_blind() -> None:
    cards = "chips 25 100\ncards BTN Ah Kd\ncards BB As Kc\nboard 2c 7h 9d Jc 3s\n"
    for ruling in rule_for_situation(HEADS_UP_RIVER.replace("street", cards + "street") + "? split", ["ropta", "tda"]):
        assert ruling.details["odd_chip_to"] == "BB", (ruling.book, ruling.summary)


def test_the_aggressor_having_shown_a_caller_has_no_right_to_a_mucked_hand() -> None:
    # SB bets the river and tables; BB called and threw his cards: what BTN paid to see is
    # shown, BB's hand is no one's right (TDA 18: « all other requests » are the TD's).
    text = ("blinds 100/200\nplayers SB:20000 BB:20000 BTN:20000\nstreet river pot 2400\n"
            "SB bet 2000\nBB call\nBTN call\nshows SB\nmucks BB\n? showdown BTN\n")
    for ruling in rule_for_situation(text):
        assert ruling.details["may_see"] == [] and not ruling.details["right"], (ruling.book, ruling.summary)
    paid = text.replace("shows SB\n", "")  # SB not yet shown: BTN may make him show
    assert all(r.details["may_see"] == ["SB"] for r in rule_for_situation(paid, ["ropta", "tda"]))
