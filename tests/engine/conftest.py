"""A worked example's test answers ``-k`` by its id as the data file spells it
(``-k ropta-9.6``) and in the shape of a test name (``-k ropta_9_6``)."""

from __future__ import annotations

import re

import pytest


@pytest.hookimpl(tryfirst=True)  # before pytest's own -k selection
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        callspec = getattr(item, "callspec", None)
        if callspec is not None and getattr(item, "originalname", "") == "test_worked_example":
            item.extra_keyword_matches.add(re.sub(r"\W", "_", callspec.id))
