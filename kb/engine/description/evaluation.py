"""How well told situations are read: each case of a set (``tests/data/descriptions_*.toml``)
against what the reader gives — exact, asked back, refused or wrong.

A case expects a situation (facts compared: blinds, ante, street and pot, the stacks it
gives, the actions told, the question line), a question asked back, or a refusal. Folds the
reader adds for players the case never names (a blind folding in turn) are not compared.
"""

from __future__ import annotations

import time
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.engine.description import read_description
from kb.engine.situation import Situation, parse_situation
from kb.errors import KBError


@dataclass
class Outcome:
    """One case read: ``got`` is exact | asked | refused | wrong; ``ok`` when it is what the
    case expects; ``diff`` says what differs."""

    id: str
    register: str
    expect: str
    got: str
    ok: bool
    diff: list[str] = field(default_factory=list)
    seconds: float = 0.0


def load_cases(path: Path) -> list[dict[str, Any]]:
    with path.open("rb") as f:
        return list(tomllib.load(f)["case"])


def facts_of(situation: Situation, named: set[str]) -> dict[str, Any]:
    """The facts of a situation the cases state (folds of unnamed players left out)."""
    setup = situation.setup
    actions = []
    for st in situation.steps:
        if st.player is None:
            actions.append(st.kind)
        elif not (st.kind == "fold" and st.player not in named):
            actions.append(f"{st.player} {st.kind}" + (f" {st.amount}" if st.amount is not None else ""))
    question = situation.text.strip().splitlines()[-1].strip()
    return {
        "blinds": f"{setup.sb}/{setup.bb}",
        "ante": f"{setup.ante} {setup.ante_format}" if setup.ante else None,
        "street": setup.street if setup.street != "preflop" else None,
        "pot": setup.pot if setup.street != "preflop" else None,
        "stacks": dict(setup.players),
        "actions": actions,
        "question": question,
    }


def _named(case: dict[str, Any]) -> set[str]:
    names = {a.split()[0] for a in case.get("actions", []) if " " in a}
    names |= set(case.get("stacks", {}))
    q = case.get("question", "").split()
    if len(q) > 1:
        names.add(q[1])
    return names


def compare(case: dict[str, Any], situation: Situation) -> list[str]:
    """What differs between the case's facts and the situation read."""
    got = facts_of(situation, _named(case))
    diff = []
    for key in ("blinds", "ante", "street", "pot", "actions", "question"):
        if case.get(key) != got[key]:
            diff.append(f"{key}: attendu {case.get(key)!r}, lu {got[key]!r}")
    for name, stack in case.get("stacks", {}).items():
        stacks = got["stacks"].values() if name == "*" else [got["stacks"].get(name)]
        if any(s != stack for s in stacks):
            diff.append(f"tapis {name}: attendu {stack}, lu {got['stacks'].get(name, sorted(set(stacks)))}")
    return diff


def evaluate_case(case: dict[str, Any]) -> Outcome:
    start = time.perf_counter()
    diff: list[str] = []
    try:
        d = read_description(case["text"])
    except KBError as exc:
        got, diff = "refused", [str(exc)]
    else:
        if d.questions:
            got, diff = "asked", d.questions
        else:
            diff = compare(case, parse_situation(d.situation)) if case["expect"] == "situation" else [d.situation]
            got = "wrong" if diff else "exact"
    want = {"situation": "exact", "ask": "asked", "refuse": "refused"}[case["expect"]]
    return Outcome(case["id"], case["register"], case["expect"], got, got == want, diff, time.perf_counter() - start)


def evaluate(cases: list[dict[str, Any]]) -> list[Outcome]:
    return [evaluate_case(c) for c in cases]


def _share(n: int, d: int) -> float:
    return round(n / d, 3) if d else 0.0


def summary(outcomes: list[Outcome]) -> dict[str, Any]:
    """Shares over the cases expecting a situation (exact, asked, refused, wrong), over
    those expecting a question or a refusal, and the overall share of right answers."""
    situ = [o for o in outcomes if o.expect == "situation"]
    got = Counter(o.got for o in situ)
    others = [o for o in outcomes if o.expect != "situation"]
    return {
        "cases": len(outcomes),
        "situations": len(situ),
        "exact": _share(got["exact"], len(situ)),
        "asked": _share(got["asked"], len(situ)),
        "refused": _share(got["refused"], len(situ)),
        "wrong": _share(got["wrong"], len(situ)),
        "ambiguous_or_unreadable_right": _share(sum(o.ok for o in others), len(others)),
        "right": _share(sum(o.ok for o in outcomes), len(outcomes)),
        "by_register": {r: _share(sum(o.ok for o in outcomes if o.register == r), sum(o.register == r for o in outcomes))
                        for r in sorted({o.register for o in outcomes})},
    }
