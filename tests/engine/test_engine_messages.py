"""PokerKit's refusals and the examples' outcome keys in French (kb/data/engine_messages.toml):
read from PokerKit's own source, so that a refusal it adds is seen here."""

from __future__ import annotations

import ast
from pathlib import Path

import pokerkit
import pytest

from kb.engine.messages import UNKNOWN_REFUSAL, outcome_labels, pokerkit_french
from kb.knowledge import KnowledgeBase

# The moves kb.engine.oracle.state.pk_apply plays: fold, check or call, bet or raise.
MOVES = ("verify_folding", "verify_checking_or_calling", "verify_completion_betting_or_raising_to",
         "_verify_completion_betting_or_raising")


def _said(node: ast.expr) -> str:
    """A message as PokerKit would write it, its formatted values as numbers."""
    if isinstance(node, ast.Constant):
        return str(node.value)
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) if isinstance(v, ast.Constant) else "150" for v in node.values)
    if isinstance(node, ast.BinOp):
        return _said(node.left) + _said(node.right)
    raise AssertionError(ast.dump(node))


def refusals() -> list[str]:
    tree = ast.parse((Path(pokerkit.__file__).parent / "state.py").read_text(encoding="utf-8"))
    out = []
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and fn.name in MOVES:
            for node in ast.walk(fn):
                if (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args
                        and not isinstance(node.exc.args[0], ast.Name)):  # « raise ValueError(message) »: below
                    out.append(_said(node.exc.args[0]))
                elif isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["message"]:
                    out.append(_said(node.value))
    return out


@pytest.mark.parametrize("message", refusals())
def test_every_refusal_of_a_move_pokerkit_writes_is_said_in_french(message: str) -> None:
    assert pokerkit_french(message) != UNKNOWN_REFUSAL


def test_the_refusals_are_found() -> None:
    assert "There is no reason for this player to fold." in refusals() and len(refusals()) >= 5


def test_every_outcome_key_of_the_examples_has_its_french_name(kb: KnowledgeBase) -> None:
    keys = {k for r in kb.example_results for o in (r.expected, r.actual) for k in o}
    assert keys - set(outcome_labels()) == set()
