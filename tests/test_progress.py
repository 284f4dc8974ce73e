"""The build's progress (kb.progress): a long step's phases reach the progress bar between
that step and the next; outside a build, a phase goes nowhere."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from kb.progress import StepBar, listening, phase


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


def test_the_bar_moves_by_the_steps_usual_durations() -> None:
    calls: list[tuple[str, int, int, float]] = []
    bar = StepBar(lambda *a: calls.append(a), [("lecture", 1.0), ("thèmes", 6.0), ("index", 1.0), ("à côté", 0.0)])
    bar.step(0)
    bar.step(1)
    listener = bar.phases(1)
    assert listener is not None
    listener("analyse", 0.5)
    bar.step(2)
    bar.step(3)
    assert calls == [
        ("lecture", 0, 4, 0.0),
        ("thèmes", 1, 4, 0.125),
        ("thèmes : analyse", 1, 4, 0.5),  # (1 + 0.5 × 6) / 8
        ("index", 2, 4, 0.875),
        ("à côté", 3, 4, 1.0),
    ]
    assert StepBar(None, [("lecture", 1.0)]).phases(0) is None
    StepBar(None, [("lecture", 1.0)]).step(0)  # no one to tell: nothing happens


def test_every_build_step_has_a_usual_duration() -> None:
    import kb.build

    assert {name for name, _ in kb.build.STEPS} <= set(kb.build.USUAL_SECONDS)


def test_the_topics_step_reports_its_phases_in_order(
    one_book_corpus: Callable[..., Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A real build of one book: the bar moves through the topics step (model, parse,
    classification, related articles) instead of standing on « thèmes »."""
    import kb.build
    from kb.topics import build_step as topics_step

    monkeypatch.setattr(kb.build, "STEPS", (("thèmes", topics_step), ("articles", kb.build.write_library)))
    calls: list[tuple[str, int, int, float]] = []
    kb.build.ensure_built(one_book_corpus(tmp_path / "corpus"), tmp_path / "cache", progress=lambda *a: calls.append(a))
    labels = [label for label, _, _, _ in calls]
    assert labels[:2] == ["lecture des règlements", "thèmes"] and labels[-1] == "articles"
    phases = labels[2:-1]
    assert phases[0] == "thèmes : chargement du modèle de langue"
    assert phases[1].startswith("thèmes : analyse de ") and phases[1].endswith(" articles")
    assert phases[2:] == ["thèmes : classement par thème", "thèmes : articles apparentés d'un règlement à l'autre"]
    assert [rank for _, rank, _, _ in calls] == [0, 1, 1, 1, 1, 1, 2]
    assert {total for _, _, total, _ in calls} == {3}
    shares = [share for _, _, _, share in calls]
    assert shares == sorted(shares) and shares[0] == 0 and shares[-1] < 1
