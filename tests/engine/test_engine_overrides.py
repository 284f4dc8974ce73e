"""House-rule overrides of the engine's rules (`kb rule --set`, a spec's values) are checked
against each parameter's type and range (issue 11 item 9)."""

from __future__ import annotations

import math

import pytest

from kb.cli import main
from kb.engine.rules import RuleSet
from kb.errors import KBError
from kb.parameters import parameters

SITUATION = "blinds 100/200\nplayers A:1000 B:2000\n? A"


def test_every_number_parameter_has_a_range() -> None:
    for p in parameters():
        if p.type == "number":
            assert p.min is not None and p.max is not None and p.min <= p.max, p.id
            for book in p.values:
                value = p.value_of(book)
                assert value is None or isinstance(value, int | float) and p.min <= value <= p.max, (p.id, book)


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (-50, "doit être entre 1 et 100, pas -50"),
        (150, "doit être entre 1 et 100, pas 150"),
        (math.nan, "doit être un nombre fini, pas nan"),
        (math.inf, "doit être un nombre fini, pas inf"),
        (10**29, "doit être entre 1 et 100, pas un nombre de 30 chiffres"),
        ("cinquante", "doit être un nombre"),
    ],
)
def test_out_of_range_override_is_refused(value: object, message: str) -> None:
    with pytest.raises(KBError, match=message):
        RuleSet.for_book("tda", {"raise.fifty_percent_threshold": value})


def test_in_range_override_is_applied() -> None:
    assert RuleSet.for_book("tda", {"raise.fifty_percent_threshold": 75}).threshold == 0.75


@pytest.mark.parametrize("raw", ["-50", "nan", "inf", "-inf", "1" + "0" * 29])
def test_kb_rule_set_out_of_range_exits_2(raw: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rule", "-s", SITUATION, "--set", f"raise.fifty_percent_threshold={raw}"]) == 2
    err = capsys.readouterr().err
    assert "raise.fifty_percent_threshold" in err and err.count("\n") == 1 and "Traceback" not in err
