"""TOML data files: every problem names the file and, for syntax errors, the line; one
checker for every kind of data file, tested on one broken file per rule
(``tests/data/invalid/<kind>/<problem>.toml``, see its README) and on the project's own files."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from kb import limits
from kb.corpus import PARSERS, load_manifest
from kb.datafiles import SCHEMAS, Problem, check, raise_problems, read_toml
from kb.datafiles import check_file as check_file_alone
from kb.datafiles.check import parse_file
from kb.engine import words
from kb.engine.calcs import CALCS
from kb.engine.description.multipliers import multiplier_forms
from kb.engine.description.vocabulary import amount_words_elsewhere
from kb.engine.examples import KINDS
from kb.errors import CorpusError, DataError
from kb.search.answers import unknown_parameters
from kb.search.glossary import unsearchable_terms
from kb.search.understanding import unknown_groups
from kb.topics.taxonomy import load_taxonomy


def test_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_text('a = 1\nb = "open\n', encoding="utf-8")
    with pytest.raises(DataError) as info:
        read_toml(path)
    assert info.value.line == 2 and str(path) in str(info.value) and "TOML" in str(info.value)


def test_missing_and_non_utf8(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="fichier introuvable"):
        read_toml(tmp_path / "none.toml")
    bad = tmp_path / "bad.toml"
    bad.write_bytes(b'a = "\xe9"\n')
    with pytest.raises(CorpusError, match="pas en UTF-8 valide"):
        read_toml(bad, CorpusError)


def test_reads_a_table(tmp_path: Path) -> None:
    path = tmp_path / "ok.toml"
    path.write_text('[[book]]\nid = "x"\n', encoding="utf-8")
    assert read_toml(path) == {"book": [{"id": "x"}]}


def test_a_file_saved_by_notepad_is_read(tmp_path: Path) -> None:
    """A byte-order mark and Windows line ends (a library manifest or a club's values file
    edited in Notepad): « TOML invalide : Invalid statement (at line 1, column 1) »."""
    path = tmp_path / "manifest.toml"
    path.write_bytes(b'\xef\xbb\xbf[[book]]\r\nid = "x"\r\n')
    assert read_toml(path) == {"book": [{"id": "x"}]}
    assert parse_file(path) == ({"book": [{"id": "x"}]}, [])  # the checked files' reading


# -- one checker for every data file -----------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
INVALID = Path(__file__).resolve().parent / "data" / "invalid"
REAL_FILES = {
    "manifest": [ROOT / "corpus" / "manifest.toml"],
    "parameters": sorted((ROOT / "kb" / "data" / "parameters").glob("*.toml")),
    "topics": [ROOT / "kb" / "data" / "topics.toml"],
    "glossary": [ROOT / "kb" / "data" / "glossary.toml"],
    "examples": sorted((ROOT / "kb" / "data" / "examples").glob("*.toml")),
    "house_rules": [*sorted((ROOT / "kb" / "data" / "house_rules").glob("*.toml")), ROOT / "kb" / "houserules" / "template.toml"],
    "lemmas": [ROOT / "kb" / "data" / "lemmas.toml"],
    "profile": sorted((ROOT / "corpus" / "profiles").glob("*.toml")),
    "questions": [ROOT / "kb" / "data" / "questions.toml"],
    "actions": [ROOT / "kb" / "data" / "actions.toml"],
    "description": [ROOT / "kb" / "data" / "description.toml"],
    "limits": [ROOT / "kb" / "data" / "limits.toml"],
    "engine_messages": [ROOT / "kb" / "data" / "engine_messages.toml"],
}
# What each file's readers give the checker: the names whose home is elsewhere, the rules
# whose home is the reader (kb.datafiles imports no module above it).
BOOKS = [m.id for m in load_manifest()]
READERS: dict[str, dict] = {  # type: ignore[type-arg]
    "manifest": {"known": {"parsers": PARSERS}},
    "parameters": {"known": {"books": BOOKS, "topics": [t.id for t in load_taxonomy()]}},
    "examples": {"known": {"books": BOOKS, "example_kinds": sorted(KINDS), "calcs": list(CALCS)}},
    "glossary": {"rules": [unsearchable_terms]},
    "questions": {"rules": [unknown_groups, unknown_parameters]},
    "actions": {"rules": [words.duplicate_forms, words.context_forms],
                "known": {"action_kinds": words.ACTION_KINDS, "action_roles": words.ROLES,
                          "amount_meanings": words.AMOUNT_MEANINGS}},
    "description": {"rules": [amount_words_elsewhere, multiplier_forms]},
    "limits": {"known": {"limit_names": limits.NAMES}},
}


def check_file(kind: str, path: Path) -> list[Problem]:
    """Every problem of a file, checked as its readers check it."""
    return check_file_alone(kind, path, **READERS.get(kind, {}))


EXPECT = re.compile(r"^#\s*expect:\s*(place|message contains|line)\s*=?\s*(.+?)\s*$")


@dataclass
class Expected:
    """One problem a broken file must report: its place, words of its message, its line."""

    place: str
    contains: list[str] = field(default_factory=list)
    line: int | None = None

    def matches(self, problem: Problem) -> bool:
        return (
            problem.place == self.place
            and all(words in problem.message for words in self.contains)
            and (self.line is None or problem.line == self.line)
        )


def expectations(path: Path) -> list[Expected]:
    """The ``# expect:`` lines of a fixture; each ``place`` starts a new expected problem."""
    out: list[Expected] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = EXPECT.match(line)
        if not m:
            continue
        what, value = m.group(1), tomllib.loads(f"v = {m.group(2)}")["v"]
        if what == "place":
            out.append(Expected(value))
        elif not out:
            raise AssertionError(f"{path}: '# expect: {what}' before any '# expect: place'")
        elif what == "line":
            out[-1].line = value
        else:
            out[-1].contains.append(value)
    return out


FIXTURES = sorted(p for p in INVALID.rglob("*.toml"))


@pytest.mark.parametrize("path", FIXTURES, ids=[p.relative_to(INVALID).with_suffix("").as_posix() for p in FIXTURES])
def test_broken_file_reports_its_problem(path: Path) -> None:
    kind = path.relative_to(INVALID).parts[0]
    expected = expectations(path)
    assert expected, f"{path}: no '# expect: place = …' line"
    problems = check_file(kind, path)
    assert all(p.path == str(path) for p in problems)
    shown = "\n".join(f"{p.place!r} line {p.line}: {p.message}" for p in problems)
    for want in expected:
        assert any(want.matches(p) for p in problems), f"expected {want} among:\n{shown}"
    assert len(problems) == len(expected), f"other problems reported:\n{shown}"


def test_fixtures_cover_every_kind() -> None:
    kinds = {p.relative_to(INVALID).parts[0] for p in FIXTURES}
    assert kinds == set(SCHEMAS)
    assert all(sum(1 for p in FIXTURES if p.relative_to(INVALID).parts[0] == k) >= 4 for k in SCHEMAS)


@pytest.mark.parametrize("kind", sorted(REAL_FILES))
def test_every_data_file_of_the_project_checks_clean(kind: str) -> None:
    assert REAL_FILES[kind]
    for path in REAL_FILES[kind]:
        assert [p.located() for p in check_file(kind, path)] == []


def test_problems_of_several_files_raise_one_error_naming_each_file(tmp_path: Path) -> None:
    a, b = tmp_path / "a.toml", tmp_path / "b.toml"
    a.write_text('[[topic]]\nid = "x"\nlabel = "X"\ndescription = "d"\npatterns = []\n', encoding="utf-8")
    b.write_text("[[topic]\n", encoding="utf-8")
    problems = check_file("topics", a) + check_file("topics", b)
    with pytest.raises(DataError) as info:
        raise_problems(problems)
    message = str(info.value)
    assert message.startswith("2 problèmes : ")
    assert f"{a}: topic x.patterns : doit contenir au moins 1 élément" in message
    assert f"{b}:1: TOML invalide" in message
    with pytest.raises(CorpusError) as one:
        raise_problems(problems[1:], error=CorpusError)
    assert one.value.path == str(b) and one.value.line == 1
    raise_problems([])  # no problem, no error


def test_the_names_come_from_the_caller() -> None:
    """The checker looks no name up: the reader of a file gives them, or the check stops on
    a programming error naming the missing one."""
    entry = {"id": "time.x", "topic": "time_clock", "label": "X", "type": "bool", "values": {"ropta": "unspecified"}}
    with pytest.raises(ValueError, match="'topics'"):
        check("parameters", {"parameter": [entry]}, "p.toml", known={"books": ["ropta"]})
    problems = check("parameters", {"parameter": [entry]}, "p.toml",
                     known={"books": ["ropta", "tda"], "listed_books": ["ropta"], "topics": ["time_clock"]})
    assert problems == []
    problems = check("parameters", {"parameter": [entry]}, "p.toml", known={"books": ["tda"], "topics": None})
    assert [str(p) for p in problems] == [
        "parameter time.x, livre ropta : clé inconnue (attendu : tda)",
        "parameter time.x, livre tda : livre manquant (écrire unspecified = true si le livre n'en dit rien)",
    ]
