"""Layout profiles as data: the built-in books' profile files are clean, a profile goes to
TOML and back unchanged, a broken profile is refused with every problem and its place
(one broken file per rule: ``tests/data/invalid/profile/``), and the manifest names a
profile (a file beside the source, or an inline table) for the ``generic`` parser."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from kb.corpus import PARSERS, load_library
from kb.corpus.agreement import PROFILES
from kb.corpus.detect import detect_profile
from kb.corpus.profile import DEFAULT_PATTERN, Level, Profile, load_profile, profile_from_dict
from kb.datafiles import check_file
from kb.errors import CorpusError

FILES = sorted(PROFILES.glob("*.toml"))
UNSEEN = Path(__file__).parent / "fixtures" / "generic" / "unseen"


def test_every_built_in_book_has_a_profile() -> None:
    assert [p.stem for p in FILES] == sorted(["aix", "ciaffone", "redcactus", "ropta", "tda"])


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_profile_file_is_clean(path: Path) -> None:
    assert check_file("profile", path) == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_profile_round_trips_through_toml(path: Path) -> None:
    profile = load_profile(path)
    assert profile_from_dict(tomllib.loads(profile.to_toml()), "copie") == profile


@pytest.mark.parametrize("path", sorted(p for p in UNSEEN.iterdir() if p.suffix in (".md", ".txt")), ids=lambda p: p.stem)
def test_detected_profile_round_trips_through_toml(path: Path) -> None:
    """What kb import writes (profil.toml) reads back as the same profile: every detected
    layout passes the profile checks (« next_line = '@colon|code' » names two levels)."""
    profile = detect_profile(path.read_text(encoding="utf-8").split("\n")).profile
    assert profile_from_dict(tomllib.loads(profile.to_toml()), "copie") == profile


def test_every_field_has_a_default() -> None:
    assert profile_from_dict({}, "vide.toml") == Profile()
    assert Profile().levels == (Level(),)
    assert Level().pattern == DEFAULT_PATTERN


def test_broken_profile_names_every_problem() -> None:
    data = {"level": [{"name": "regle", "pattern": "^(", "parent": "chapitre"}], "furniture": ["[x"]}
    with pytest.raises(CorpusError) as err:
        profile_from_dict(data, "club.toml")
    message = str(err.value)
    assert "club.toml" in message
    for place in ("level[0] (regle).pattern", "level[0] (regle).parent", "furniture[0]"):
        assert place in message


def test_generic_is_a_registered_parser() -> None:
    assert "generic" in PARSERS


def _corpus(tmp_path: Path, profile: str) -> Path:
    (tmp_path / "regles.txt").write_text("Règle 1 - Jetons\nVisibles.\nRègle 2 - Annonces\nVerbales.\n", encoding="utf-8")
    (tmp_path / "manifest.toml").write_text(
        '[[book]]\nid = "club"\ntitle = "Club"\nshort = "Club"\npublisher = ""\nversion = "1"\ndate = ""\n'
        'kind = "tournament"\nlanguage = "fr"\nfile = "regles.txt"\nparser = "generic"\nformat = "text"\n'
        + profile,
        encoding="utf-8",
    )
    return tmp_path


PROFILE_BODY = "[[level]]\nname = 'regle'\npattern = '^Règle (?P<number>\\d+) - (?P<title>.+)$'\nnumber_format = 'R{number}'\n"


def test_manifest_names_a_profile_file(tmp_path: Path) -> None:
    (tmp_path / "club.toml").write_text(PROFILE_BODY, encoding="utf-8")
    library = load_library(_corpus(tmp_path, 'profile = "club.toml"\n'))
    assert [(a.id, a.title) for a in library.books["club"].articles] == [("club:R1", "Jetons"), ("club:R2", "Annonces")]


def test_manifest_gives_an_inline_profile(tmp_path: Path) -> None:
    inline = "profile = { level = [{ pattern = '^Règle (?P<number>\\d+) - (?P<title>.+)$', number_format = 'R{number}' }] }\n"
    library = load_library(_corpus(tmp_path, inline))
    assert [a.id for a in library.books["club"].articles] == ["club:R1", "club:R2"]


def test_manifest_without_profile_detects_the_layout(tmp_path: Path) -> None:
    library = load_library(_corpus(tmp_path, ""))
    assert [(a.id, a.title) for a in library.books["club"].articles] == [("club:1", "Jetons"), ("club:2", "Annonces")]


DOC = Path(__file__).resolve().parents[2] / "docs" / "profiles.md"


def test_worked_example_of_the_docs(tmp_path: Path) -> None:
    """docs/profiles.md's worked example gives the articles the page shows."""
    blocks = re.findall(r"```(\w*)\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    source = next(b for lang, b in blocks if not lang and "CERCLE DE NANTES" in b)
    profile = next(b for lang, b in blocks if lang == "toml" and "[[level]]" in b)
    manifest = next(b for lang, b in blocks if lang == "toml" and "[[book]]" in b)
    for name, text in (("nantes.txt", source), ("nantes.toml", profile), ("manifest.toml", manifest)):
        (tmp_path / name).write_text(text, encoding="utf-8")
    book = load_library(tmp_path).books["nantes"]
    assert [(a.id, a.parent) for a in book.articles] == [
        ("nantes:titre-i-les-tables", None),
        ("nantes:1", "nantes:titre-i-les-tables"),
        ("nantes:2", "nantes:titre-i-les-tables"),
        ("nantes:titre-ii-le-jeu", None),
        ("nantes:3", "nantes:titre-ii-le-jeu"),
    ]
    assert [e.label for e in book.articles[2].examples] == ["Cas A"]
    assert book.articles[4].struck == ["Les annonces en anglais sont interdites."]
    assert [r.target for r in book.articles[4].refs] == ["nantes:1"]
    assert book.front_lines == [1, 2, 3, 11]
