"""The situation format and its errors: what is wrong and where, never a traceback."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kb.engine.examples import evaluate_situation
from kb.engine.rules import RuleSet
from kb.engine.situation import parse_situation
from kb.errors import KBError

TDA = RuleSet.for_book("tda")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("blinds 50/100\nplayers A:1000 B:-5\n? A", "ligne 2 : tapis négatif pour le joueur B"),
        ("blinds 50/100\nplayers A:1000 B:1000 C:1000\nB call\n? A", "ligne 3"),
        ("blinds 50/100\nplayers A:1000 B:1000\nZ call\n? A", "joueur inconnu 'Z'"),
        ("blinds 50/100\nplayers A:1000 B:1000\n? Z", "joueur inconnu 'Z'"),
        ("players A:1000 B:1000\n? A", "blinds"),
        ("blinds 50/100\n? A", "joueur inconnu"),
        ("blinds 100/50\nplayers A:1000 B:1000\n? A", "petite blinde 100 supérieure"),
        ("blinds 50/100\nplayers A:1000 B:1000\nA dance\n? B", "action inconnue 'dance'"),
        ("blinds 50/100\nplayers A:1000 B:1000\n? A says \"peut-être\"", "annonce non reconnue"),
        ("blinds 50/100\nplayers A:1000 B:1000\n? A\nA call", "rien ne peut suivre la question"),
        ("blinds 50/100\nplayers A:1000 B:1000 C:1000\nC raise 150\n? A", "ligne 3 : C (pré-flop) : 150 est sous la relance minimale (200)"),
        # A setting given twice was taken without a word, the second replacing the first.
        ("blinds 50/100\nplayers A:1000 B:1000\nblinds 100/200\n? A", "ligne 3 : « blinds » déjà donné ligne 1"),
        ("blindes 50/100 ante 100\nante 50\njoueurs A:1000 B:1000\n? A", "ligne 2 : « ante » déjà donné ligne 1"),
        ("blinds 50/100\nplayers A:1000\njoueurs B:1000\n? A", "ligne 3 : « joueurs » déjà donné ligne 2"),
        ("blinds 50/100\nchips 25\nplayers A:1000 B:1000\njetons 100\n? A", "ligne 4 : « jetons » déjà donné ligne 2"),
        ("blinds 50/100\ngame limit\njeu pot-limit\nplayers A:1000 B:1000\n? A", "ligne 3 : « jeu » déjà donné ligne 2"),
        ("blinds 50/100\nplayers A:1000 B:1000\nstreet flop\nstreet turn pot 10\n? A", "ligne 4 : « street » déjà donné"),
    ],
)
def test_bad_situations_say_what_and_where(text: str, message: str) -> None:
    with pytest.raises(KBError) as info:
        evaluate_situation(text, TDA)
    assert message in str(info.value)


def test_raise_below_minimum_is_refused_only_where_the_book_forbids_it() -> None:
    """Raise to 150 over a bet of 100: under the TDA minimum (200) refused; an all-in for
    less than the minimum is accepted."""
    text = "blinds 50/100\nplayers A:1000 B:1000 C:150\nC allin\n? A"
    assert evaluate_situation(text, TDA)["call_to"] == 150


def test_chips_notation() -> None:
    sit = parse_situation("blinds 50/100\nplayers A:5000 B:5000\n? A chips 1000x2 500,100")
    assert sit.question is not None and sit.question.move is not None
    assert sit.question.move.chips == [1000, 1000, 500, 100]


def test_heads_up_button_is_small_blind_and_acts_first_preflop() -> None:
    out = evaluate_situation("blinds 50/100\nplayers BTN:5000 BB:5000\n? BTN", TDA)
    assert out["to_call"] == 50 and out["min_raise_to"] == 200


def test_comments_and_french_keywords() -> None:
    text = "blindes 50/100  # niveau 3\njoueurs A:5000 B:5000 C:5000\nC relance 300\n? A"
    assert evaluate_situation(text, TDA)["min_raise_to"] == 500


WORDS = ["blinds", "50/100", "100/50", "ante", "25", "bb", "classic", "players", "A:1000", "B:0",
         "C:-3", "A", "B", "C", "raise", "bet", "call", "check", "fold", "allin", "100", "-5",
         "?", "chips", "500x2", "x", "says", '"raise"', '"5"', "amount", "street", "flop", "pot",
         "turn", "river", "0", "pots", "«", '"']


def _texts() -> st.SearchStrategy[str]:
    line = st.lists(st.sampled_from(WORDS), min_size=0, max_size=5).map(" ".join)
    head = st.sampled_from(["blinds 50/100\nplayers A:1000 B:1000 C:300\n", "blinds 50/100\n", ""])
    return st.tuples(head, st.lists(line, max_size=6)).map(lambda t: t[0] + "\n".join(t[1]))


def test_no_traceback_on_garbage() -> None:
    """Whatever the text, the engine answers or raises a KBError (never another error)."""

    @settings(max_examples=400, deadline=None, derandomize=True, database=None)
    @given(_texts())
    def check(text: str) -> None:
        for rules in (TDA, RuleSet.for_book("redcactus"), RuleSet.for_book("ciaffone")):
            try:
                evaluate_situation(text, rules)
            except KBError:
                pass

    check()


def test_a_second_movement_is_read_after_the_chips() -> None:
    """``then`` / ``then-stack``: chips pushed in a second movement (string bet)."""
    parse = parse_situation
    base = "blinds 100/200\nplayers A:5000 B:5000 C:5000\n"
    q = parse(base + "? C chips 500 then 100x2").question
    assert q is not None and q.move is not None
    assert (q.move.chips, q.move.later, q.move.later_from_stack) == ([500], [100, 100], False)
    q = parse(base + "? C chips 500 puis-tapis 500").question
    assert q is not None and q.move is not None and q.move.later_from_stack
    for bad, says in [("? C then 500", "première poussée"), ("? C chips 500 then", "sans jetons"),
                      ("? C chips 500 then 100 then 100", "une seule seconde poussée")]:
        with pytest.raises(KBError) as info:
            parse(base + bad)
        assert says in str(info.value) and "ligne 3" in str(info.value)


def test_an_unnoticed_under_raise_is_played_as_it_was() -> None:
    """``under NAME raise N``: an amount under the legal minimum, refused on a plain action
    line, is played as it is; « ? correction » asks what each book corrects."""
    base = "blinds 100/200\nplayers A:20000 B:20000 C:20000\nstreet flop pot 600\nA bet 600\n"
    with pytest.raises(KBError) as info:
        parse_situation(base + "B raise 1000\n? correction").replay(RuleSet.for_book("tda"))
    assert "under JOUEUR raise N" in str(info.value)
    hand = parse_situation(base + "under B raise 1000\nC call\n? correction").replay(RuleSet.for_book("tda"))
    assert hand.seat("C").bet == 1000 and hand.unders[0].minimum == 1200
    for bad, says in [("under B\n? correction", "under JOUEUR bet|raise N"), ("under B oot raise 800\n? correction", "porte sur une mise"),
                      ("under B raise 1000\n? correction pots", "ne prend pas d'autre mot")]:
        with pytest.raises(KBError) as info:
            parse_situation(base + bad)
        assert says in str(info.value)
    with pytest.raises(KBError) as info:
        parse_situation(base + "under B raise 1400\n? correction").replay(RuleSet.for_book("tda"))
    assert "ligne « under » inutile" in str(info.value)


def test_the_game_line() -> None:
    """``game no-limit|pot-limit|limit [flop|turn]``: the betting structure; misuse refused."""
    base = "blinds 100/200\nplayers A:20000 B:20000 C:20000\n"
    assert parse_situation(base + "? A").setup.game == "no-limit"
    setup = parse_situation("blinds 100/200\ngame limit flop\nplayers A:20000 B:20000\n? A").setup
    assert (setup.game, setup.big_bet_from) == ("limit", "flop")
    assert parse_situation("blinds 100/200\njeu PL\nplayers A:20000 B:20000\n? A").setup.game == "pot-limit"
    for bad in ["game", "game spread", "game pot-limit flop", "game limit river"]:
        with pytest.raises(KBError) as info:
            parse_situation(f"blinds 100/200\n{bad}\nplayers A:20000 B:20000\n? A")
        assert "ligne 2" in str(info.value) and "game no-limit|pot-limit|limit" in str(info.value)
    with pytest.raises(KBError) as info:
        parse_situation("blinds 100/200\ngame limit\nplayers A:20000 B:20000 C:20000\nstreet flop pot 600\nA bet 300\n? B"
                        ).replay(RuleSet.for_book("tda"))
    assert "maximum du limit (200)" in str(info.value)


def test_pulls_back_takes_an_optional_amount() -> None:
    """``pulls-back`` (all of his earlier bet) or ``pulls-back N`` (part of it), then chips."""
    base = "blinds 100/200\nplayers A:20000 B:20000 C:20000\nstreet flop pot 600\nA bet 300\nB raise 1200\nC fold\n"
    q = parse_situation(base + "? A pulls-back 100 chips 1000").question
    assert q is not None and q.move is not None and (q.move.pulled_back, q.move.pulled_amount) == (True, 100)
    q = parse_situation(base + "? A pulls-back chips 1000").question
    assert q is not None and q.move is not None and q.move.pulled_amount is None
    sit = parse_situation(base + "? A pulls-back 400 chips 1000")
    with pytest.raises(KBError) as info:
        evaluate_situation(sit.text, RuleSet.for_book("tda"))
    assert "sa mise précédente est de 300" in str(info.value)


def test_next_acted_is_a_circumstance_word() -> None:
    q = parse_situation("blinds 100/200\nplayers A:5000 B:5000 C:5000\n? C chips 500 says \"800\" next-acted").question
    assert q is not None and q.move is not None and q.move.next_acted and "a déjà parlé" in q.move.describe()


def test_a_correction_needs_an_under_line() -> None:
    text = "blinds 100/200\nplayers A:5000 B:5000 C:5000\nstreet flop pot 600\nA bet 400\n? correction"
    with pytest.raises(KBError) as info:
        evaluate_situation(text, RuleSet.for_book("ropta"))
    assert "under JOUEUR raise N" in str(info.value)
