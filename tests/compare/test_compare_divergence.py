"""Divergence flags per parameter and the per-topic summary."""

from __future__ import annotations

import pytest

from kb.compare import compare_records, divergence, topic_summary, value_key
from kb.parameters import BookValue, Parameter, load_parameters

BOOKS = ["ropta", "tda", "aix", "ciaffone", "redcactus"]


@pytest.fixture(scope="module")
def params():
    return load_parameters()


@pytest.fixture(scope="module")
def by_id(params):
    return {p.id: p for p in params}


def make(values: dict[str, object], ptype: str = "number") -> Parameter:
    p = Parameter(id="x.y", topic="time_clock", label="X", type=ptype)
    for b in BOOKS:
        v = values.get(b, "silent")
        p.values[b] = None if v == "silent" else BookValue(value=v, article=f"{b}:1", quote="q")  # type: ignore[arg-type]
    return p


@pytest.mark.parametrize(
    "values, status",
    [
        ({b: 30 for b in BOOKS}, "agree"),
        ({"ropta": 30, "tda": 30.0}, "partial"),
        ({"ropta": 30, "tda": 30, "aix": 70}, "diverge"),
        ({"ropta": None, "tda": 30}, "partial"),  # ROPTA cites the point but fixes nothing
        ({}, "unspecified"),
    ],
)
def test_status_rules(values, status):
    d = divergence(make(values))
    assert d.status == status
    assert d.diverges == (status == "diverge")


def test_text_values_compare_without_case_or_spacing():
    p = make({b: "Français" for b in BOOKS[:2]} | {"redcactus": " français "}, "text")
    assert value_key(p, "Français") == value_key(p, " français ")
    assert divergence(p).status == "partial"


def test_time_clock_diverges_casino_and_ciaffone(by_id):
    d = divergence(by_id["time.seconds_after_call"])
    assert d.diverges
    groups = {repr(v): books for v, books in d.groups}
    assert groups["30"] == ["ropta", "tda", "redcactus"]
    assert groups["70"] == ["aix"]
    assert d.unfixed == ["ciaffone"]


@pytest.mark.parametrize(
    "pid",
    [
        "presence.live_hand_deadline",  # first card / last card / turn to act
        "ante.bb_ante_priority",  # RedCactus pays the blind first
        "pot.odd_chip",  # Ciaffone: highest card
        "ethics.check_nuts_river",  # RedCactus: automatic softplay
        "raise.min_raise_rule",  # casino and RedCactus: double
        "balance.stop_threshold_early",  # RedCactus: 4
        "new_hand.start_event",  # ROPTA: when the pot is awarded
        "count.exact_count_requester",
    ],
)
def test_divergences_a_director_cares_about(by_id, pid):
    assert divergence(by_id[pid]).diverges


def test_agreements_and_partial(by_id):
    assert divergence(by_id["showdown.order_river_bet"]).status == "agree"
    assert divergence(by_id["raise.fifty_percent_threshold"]).status == "agree"
    assert divergence(by_id["contest.break_deadline_minutes"]).status == "partial"
    assert divergence(by_id["time.min_wait_before_call"]).status == "partial"


def test_topic_summary(params):
    summary = topic_summary(params)
    t = summary["time_clock"]
    assert set(t.diverging) >= {"time.seconds_after_call", "time.spoken_countdown_seconds", "time.expiry_not_facing_bet"}
    assert t.counts["partial"] == 1
    assert sum(len(s.parameters) for s in summary.values()) == len(params)
    assert summary["showdown_order"].counts["agree"] == 1


def test_compare_records_shape(params):
    records = compare_records(params)
    assert len(records) == len(params)
    for rec in records:
        assert {"id", "topic", "label", "type", "unit", "values", "diverges"} <= set(rec)
        assert list(rec["values"]) == BOOKS
        for v in rec["values"].values():
            assert v is None or {"value", "article", "quote", "note"} <= set(v)
    rec = next(r for r in records if r["id"] == "time.seconds_after_call")
    assert rec["values"]["aix"]["value"] == 70
    assert rec["values"]["ciaffone"]["value"] is None
    assert rec["diverges"] is True


@pytest.mark.parametrize(
    "values, marked",
    [
        ({"ropta": 30, "tda": 30, "aix": 70}, ["aix"]),  # the minority only, as the answer card
        ({"ropta": 30, "tda": 30, "aix": 70, "ciaffone": 70}, ["ropta", "tda", "aix", "ciaffone"]),  # no majority
        ({"ropta": 30, "tda": 30, "aix": 60, "ciaffone": 90}, ["aix", "ciaffone"]),
        ({b: 30 for b in BOOKS}, []),
        ({"ropta": 30}, []),  # the others silent: nothing differs
    ],
)
def test_differs_marks_the_values_other_than_most_books(values, marked):
    d = divergence(make(values))
    assert [b for b in BOOKS if d.differs(b)] == marked
