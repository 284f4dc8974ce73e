"""Untrusted work in a bounded child (kb.bounded): the answer comes back, a limit reached
is one French line naming it, the parent's memory stays where it was."""

from __future__ import annotations

import resource

import pytest

from kb.bounded import Bounds, run_bounded
from kb.errors import KBError

SMALL = Bounds(memory_bytes=1 << 30, seconds=60, cpu_seconds=30)


def test_the_answer_comes_back_with_the_childs_peak_memory() -> None:
    outcome = run_bounded("kb.limits:grouped", 20000, bounds=SMALL)
    assert outcome.value == "20 000"
    assert 0 < outcome.peak_bytes < SMALL.memory_bytes


def test_a_child_over_its_memory_is_one_french_line_and_the_parent_keeps_its_own() -> None:
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with pytest.raises(KBError) as exc:
        run_bounded("builtins:bytearray", 3 * (1 << 30), bounds=SMALL, path="bombe.docx")
    said = str(exc.value)
    assert said.startswith("bombe.docx: traitement arrêté, limite atteinte — mémoire du traitement : au plus 1 024 Mo")
    assert "« child_memory_mb »" in said and "\n" not in said
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 100 * 1024  # kilobytes


def test_a_child_over_its_time_is_killed() -> None:
    with pytest.raises(KBError, match="durée du traitement : au plus 1 seconde "):
        run_bounded("time:sleep", 30, bounds=Bounds(1 << 30, 1))


def test_a_child_over_its_processor_time_is_killed() -> None:
    with pytest.raises(KBError, match="temps de calcul du traitement : au plus 1 seconde "):
        run_bounded("builtins:eval", "sum(range(10**11))", bounds=Bounds(1 << 30, 60, 1))


def test_the_works_own_error_is_raised_as_itself_with_its_place() -> None:
    with pytest.raises(KBError) as exc:
        run_bounded("kb.limits:load_limits", __import__("pathlib").Path("/nulle/part.toml"), bounds=SMALL)
    assert exc.value.path == "/nulle/part.toml" and "introuvable" in exc.value.message


def test_an_unexpected_failure_is_one_line_without_traceback() -> None:
    with pytest.raises(KBError) as exc:
        run_bounded("kb.limits:grouped", "x", bounds=SMALL)
    assert str(exc.value).startswith("le traitement s'est arrêté sur une erreur inattendue (ValueError")
    assert "Traceback" not in str(exc.value)


def test_the_peak_is_the_childs_own_not_its_parents_at_the_fork() -> None:
    """Linux keeps ``ru_maxrss`` across exec: a child started by a big process reported the
    parent's size (the hostile files' tests run in a pytest of 500 MB)."""
    ballast = bytearray(300 * 1024 * 1024)  # this process grows, the child does not
    ballast[::4096] = b"x" * len(ballast[::4096])
    outcome = run_bounded("kb.limits:grouped", 1, bounds=SMALL)
    assert outcome.peak_bytes < 200 * 1024 * 1024
