"""The build's progress (kb.progress): a long step's phases reach the progress bar between
that step and the next; outside a build, a phase goes nowhere."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from kb.progress import listening, phase, step_phases


def test_a_phase_outside_a_build_goes_nowhere() -> None:
    phase("chargement", 0.5)  # no listener: nothing happens, nothing raised


def test_phases_reach_the_listener_of_the_block_only() -> None:
    heard: list[tuple[str, float]] = []
    with listening(lambda label, done: heard.append((label, done))):
        phase("a", 0.2)
        with listening(None):
            phase("muet", 0.3)
        phase("b", 1.7)  # clamped to the step's end
    phase("après", 0.9)
    assert heard == [("a", 0.2), ("b", 1.0)]


def test_a_steps_phases_sit_between_it_and_the_next_step() -> None:
    calls: list[tuple[str, float, int]] = []
    listener = step_phases(lambda *a: calls.append(a), "thèmes", 1, 8)
    assert listener is not None
    listener("analyse", 0.4)
    assert calls == [("thèmes : analyse", 1.4, 8)]
    assert step_phases(None, "thèmes", 1, 8) is None


def test_the_topics_step_reports_its_phases_in_order(
    one_book_corpus: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real build of one book: the bar moves through the topics step (model, parse,
    classification, related articles) instead of standing on « thèmes »."""
    import kb.build
    from kb.topics import build_step as topics_step

    monkeypatch.setattr(kb.build, "STEPS", (("thèmes", topics_step), ("articles", kb.build.write_library)))
    calls: list[tuple[str, float, int]] = []
    kb.build.ensure_built(one_book_corpus(tmp_path / "corpus"), tmp_path / "cache", progress=lambda *a: calls.append(a))
    labels = [label for label, _, _ in calls]
    assert labels[:2] == ["lecture des règlements", "thèmes"] and labels[-1] == "articles"
    phases = labels[2:-1]
    assert phases[0] == "thèmes : chargement du modèle de langue"
    assert phases[1].startswith("thèmes : analyse de ") and phases[1].endswith(" articles")
    assert phases[2:] == ["thèmes : classement par thème", "thèmes : articles apparentés d'un règlement à l'autre"]
    ranks = [rank for _, rank, _ in calls]
    assert ranks == sorted(ranks) and all(1 <= r < 2 for r in ranks[1:-1]) and ranks[-1] == 2
    assert {total for _, _, total in calls} == {3}
