"""The engine's RuleSet is read from the parameter files: types and choices from the TOML,
the fallback for a silent book from the parameter's ``default``, book names from the
manifest."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kb.engine.rules import EXCEPTION_RULES, RULES, RuleSet
from kb.errors import DataError, KBError
from kb.model import Library
from kb.parameters import Parameter, load_parameters, parameters, verify_quotes, with_value


def test_ruleset_reads_each_rule_from_its_parameter() -> None:
    params = {p.id: p for p in parameters()}
    for book in ("ropta", "aix", "ciaffone"):
        rules = RuleSet.for_book(book)
        for rule in RULES:
            value = params[rule.pid].value_of(book)
            if value is not None:
                assert getattr(rules, rule.name) == value, (book, rule.name)
        # A book's silence on another book's exception (Ciaffone 1.11.b j, 1.17) assumes nothing.
        silent = tuple(r.pid for r in RULES if params[r.pid].value_of(book) is None)
        assert rules.unspecified == tuple(pid for pid in silent if pid not in EXCEPTION_RULES)


def test_names_and_articles_come_from_data() -> None:
    aix = RuleSet.for_book("aix")
    assert aix.book_name == "Casino d'Aix"  # corpus/manifest.toml
    assert RuleSet.for_book("tda").article("reopening") == "tda:47"  # kb/data/examples/tda.toml


def test_from_the_built_parameters_equals_from_the_toml(library: Library) -> None:
    built = verify_quotes(load_parameters(), library)
    for book in ("ropta", "tda", "redcactus"):
        assert RuleSet.from_parameters(book, built) == RuleSet.for_book(book)
    ours = RuleSet.from_parameters("tda", built, {"raise.min_raise_rule": "double_previous_bet"}, {}, name="Club")
    assert ours.min_raise_rule == "double_previous_bet" and ours.book_name == "Club" and ours.article("min_raise") is None


def test_silent_book_takes_the_parameter_default_tda_43() -> None:
    # The fallback is data: raise.min_raise_rule's default, the rule of ROPTA 9.6 / TDA 43.
    silent = RuleSet.for_book("redcactus", {"raise.min_raise_rule": None, "raise.fifty_percent_threshold": None})
    assert silent.min_raise_rule == "add_last_bet_or_raise"
    assert silent.fifty_percent_threshold is None and silent.threshold == 0.5
    assert silent.unspecified[:2] == ("raise.min_raise_rule", "raise.fifty_percent_threshold")


def test_a_rule_without_value_or_default_is_a_data_error() -> None:
    params = [replace(p, default=None) if p.id == "raise.min_raise_rule" else p for p in parameters()]
    params = [with_value(p, "ropta", None) if p.id == "raise.min_raise_rule" else p for p in params]
    with pytest.raises(DataError, match=r"raise.min_raise_rule.*valeur par défaut"):
        RuleSet.from_parameters("ropta", params)
    with pytest.raises(DataError, match="raise.short_allin_reopens"):
        RuleSet.from_parameters("ropta", [p for p in parameters() if p.id != "raise.short_allin_reopens"])


def test_unknown_book_lists_the_books_of_the_parameters() -> None:
    with pytest.raises(KBError, match=r"livre inconnu : 'wsop' \(attendu : ropta, tda, aix, ciaffone, redcactus\)"):
        RuleSet.for_book("wsop")
    two: list[Parameter] = [replace(p, values={b: p.values[b] for b in ("tda", "aix")}) for p in parameters()]
    with pytest.raises(KBError, match=r"\(attendu : tda, aix\)"):
        RuleSet.from_parameters("ropta", two)


def test_overrides_are_checked_against_the_parameter_choices() -> None:
    ropta = RuleSet.for_book("ropta", {"chips.single_undersized_chip": "director_discretion"})
    assert ropta.single_undersized_chip == "director_discretion"
    assert replace(ropta, values={**ropta.values, "ante.heads_up": None}).unspecified == ("ante.heads_up",)
    with pytest.raises(KBError, match="valeur modifiée de pot.odd_chip"):
        RuleSet.for_book("ropta", {"pot.odd_chip": "dealer"})
