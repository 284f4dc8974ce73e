"""Situations beyond the betting round (issue 36: showdown, split, misdeal, button, balance,
penalty): the share of book-cells (one situation × one book) on which the engine cites the
expected article and finds the expected figures — on the blind set, written from the books
before the engine and never tuned on (tests/data/table_blind.toml), beside the tuning set
(tests/engine/situations/table.toml, run by the tests). Then the same disputes told in French
(tests/engine/situations/table_told.toml, a tuning set: a phrase, a table note and a forum
post per situation), each right when every book rules its reading as it rules the line format;
and the wider sets told so (table_told_wide.toml, table_told_wide2.toml), each written by another
hand blind to the reader.

Failures of the blind set are counted, never listed: a listed case is one that gets tuned on.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BLIND = ROOT / "tests" / "data" / "table_blind.toml"
TUNING = ROOT / "tests" / "engine" / "situations" / "table.toml"
TOLD = ROOT / "tests" / "engine" / "situations" / "table_told.toml"
# The same kind of set, wider, written by another hand blind to the reader.
WIDE = ROOT / "tests" / "engine" / "situations" / "table_told_wide.toml"
# A second one, with other hands, by yet another writer blind to the reader.
WIDE2 = ROOT / "tests" / "engine" / "situations" / "table_told_wide2.toml"
# Questions beyond the betting round told mostly as terse table notes, by another writer blind to the reader.
NOTES = ROOT / "tests" / "engine" / "situations" / "table_told_notes.toml"
REGISTERS = ("phrase", "note", "forum")


def cells(path: Path) -> list[tuple[str, str, dict[str, Any], str]]:
    """(situation id, book, expected, situation text) for every book-cell of the file."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [(s["id"], book, exp, s["text"]) for s in data["situation"] for book, exp in s["books"].items()]


def score(path: Path) -> tuple[int, int, int, list[str]]:
    """(cells, article right, article and figures right, the ids of the wrong cells)."""
    from kb.engine.director import rule_for_situation
    from kb.errors import KBError

    n = art_ok = all_ok = 0
    wrong = []
    for sid, book, exp, text in cells(path):
        n += 1
        try:
            ruling = rule_for_situation(text, books=[book])[0]
        except KBError:
            wrong.append(f"{sid}/{book}")
            continue
        a = ruling.error is None and ruling.article == exp["article"]
        figures = {k: ruling.details.get(k) for k in exp["expect"]} == exp["expect"]
        art_ok += a
        all_ok += a and figures
        if not (a and figures):
            wrong.append(f"{sid}/{book}")
    return n, art_ok, all_ok, wrong


def _renamed(expect: Any, names: dict[str, str]) -> Any:
    """The expected figures with the players renamed as the reader seated them."""
    if isinstance(expect, str):
        return names.get(expect, expect)
    if isinstance(expect, list):
        return [_renamed(x, names) for x in expect]
    if isinstance(expect, dict):
        return {_renamed(k, names): _renamed(v, names) for k, v in expect.items()}
    return expect


def _seats(situation: str) -> list[str]:
    line = next(x for x in situation.splitlines() if x.startswith("players"))
    return [tok.split(":")[0] for tok in line.split()[1:]]


def _matched(ours: list[str], theirs: list[str]) -> dict[str, str]:
    """The line format's seat names → the reader's: the same players when the reader kept
    the names (in whatever seat order), else seat by seat in order."""
    if sorted(ours) == sorted(theirs):
        return {n: n for n in theirs}
    return dict(zip(theirs, ours, strict=True)) if len(ours) == len(theirs) else {}


def told(path: Path) -> tuple[int, int, int]:
    """The situations told in French (``phrase`` and ``note``) read by ``kb rule --text``:
    (texts, read into a situation, ruled as the line format is by every book listed). The
    reader's seats are matched to the line format's by name, else by order."""
    from kb.engine.description import read_description
    from kb.engine.director import rule_for_situation
    from kb.errors import KBError

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    n = read = right = 0
    for s in data["situation"]:
        for register in ("phrase", "note"):
            n += 1
            try:
                d = read_description(s[register])
            except KBError:
                continue
            if not d.situation:
                continue
            read += 1
            ours, theirs = _seats(d.situation), _seats(s["text"])
            names = _matched(ours, theirs)
            ok = True
            for book, exp in s["books"].items():
                try:
                    r = rule_for_situation(d.situation, books=[book])[0]
                except KBError:
                    ok = False
                    break
                want = _renamed(exp["expect"], names)
                ok = ok and r.article == exp["article"] and {k: r.details.get(k) for k in want} == want
            right += ok
    return n, read, right


def _rulings(situation: str) -> dict[str, tuple[str | None, dict[str, Any]]] | None:
    """Every book's (article, details) for a situation in the line format, None if refused."""
    from kb.engine.director import rule_for_situation
    from kb.errors import KBError

    try:
        return {r.book: (r.article, r.details) for r in rule_for_situation(situation)}
    except KBError:
        return None


def told_as_line(path: Path) -> tuple[int, int, int, list[str]]:
    """Each telling (``phrase``, ``note``, ``forum``) read by ``kb rule --text`` and ruled by
    every book as its line-format ``text`` is (same article, same details, the reader's seats
    matched to the line format's by name, else by order): (texts, read, right, the wrong ``id/register``)."""
    from kb.engine.description import read_description
    from kb.errors import KBError

    data = tomllib.loads(path.read_text(encoding="utf-8"))
    n = read = right = 0
    wrong = []
    for s in data["situation"]:
        line = _rulings(s["text"])
        for register in REGISTERS:
            n += 1
            try:
                d = read_description(s[register])
            except KBError:
                d = None
            if d is None or not d.situation:
                wrong.append(f"{s['id']}/{register} (not read)")
                continue
            read += 1
            ours, theirs = _seats(d.situation), _seats(s["text"])
            names = _matched(ours, theirs)
            want = None if line is None else {b: (a, _renamed(x, names)) for b, (a, x) in line.items()}
            if want is not None and _rulings(d.situation) == want:
                right += 1
            else:
                wrong.append(f"{s['id']}/{register}")
    return n, read, right, wrong


def run() -> None:
    for label, path in (("blind", BLIND), ("tuning", TUNING)):
        n, art, both, wrong = score(path)
        situations = len({c[0] for c in cells(path)})
        print(f"{label}: {situations} situations, {n} book-cells — article {art}/{n} ({art / n:.1%}), "
              f"article and figures {both}/{n} ({both / n:.1%})")
        if label == "tuning" and wrong:
            print("  wrong: " + ", ".join(wrong))
        elif wrong:
            print(f"  {len(wrong)} not right (not listed: the set is blind)")
        texts, read, right = told(path)
        print(f"  told in French (phrase + note): {texts} texts — read {read}, ruled as the line format {right} "
              f"({right / texts:.1%})")
    for label, path in (("told three ways", TOLD), ("told three ways, wider", WIDE), ("told three ways, wider (2)", WIDE2),
                        ("told three ways, table notes", NOTES)):
        texts, read, right, wrong = told_as_line(path)
        situations = len(tomllib.loads(path.read_text(encoding="utf-8"))["situation"])
        print(f"{label} (tuning, {situations} situations: phrase, note, forum): {texts} texts — read {read}, "
              f"ruled by every book as the line format {right} ({right / texts:.1%})")
        if wrong:
            print("  wrong: " + ", ".join(wrong))


if __name__ == "__main__":
    run()
