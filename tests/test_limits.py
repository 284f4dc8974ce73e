"""The budgets of untrusted work (kb/data/limits.toml): read, checked, said in French."""

from __future__ import annotations

import pytest

from kb.errors import KBError
from kb.limits import LIMITS, NAMES, load_limits


def test_every_limit_is_read_with_its_label_and_unit() -> None:
    limits = load_limits()
    for name in NAMES:
        limit = getattr(limits, name)
        assert limit.name == name and limit.label and limit.unit and limit.max >= 1


def test_a_value_over_the_limit_is_one_french_line_naming_the_limit_and_the_value() -> None:
    with pytest.raises(KBError) as exc:
        LIMITS.pages.check(LIMITS.pages.max + 1, path="gros.pdf")
    said = str(exc.value)
    assert said.startswith("gros.pdf: nombre de pages : ")
    assert "« pages »" in said and "\n" not in said


def test_megabytes_are_compared_in_bytes_and_shown_rounded_up() -> None:
    limit = LIMITS.unzipped_mb
    assert limit.check(limit.max_value) == limit.max_value
    with pytest.raises(KBError, match=rf"{limit.max + 1} Mo, au plus {limit.max} Mo"):
        limit.check(limit.max_value + 1)
