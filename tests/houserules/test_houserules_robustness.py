"""A house-rules spec from a hostile or careless hand (issue 11 items 5, 9, 10 and the
property tests): every input ends as a spec or as an error naming its place, never as
anything else."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.cli import main
from kb.datafiles import parse_toml
from kb.datafiles.reading import MAX_NESTING, nesting_line
from kb.errors import DataError, KBError
from kb.houserules import Spec
from kb.houserules.spec import SpecError, check_spec_text
from kb.houserules.specfile import decode_spec
from kb.parameters import load_parameters

HEAD = 'base = "ropta"\n[event]\nname = "Tournoi"\n'


@pytest.fixture(scope="module")
def params():
    return load_parameters()


@pytest.mark.parametrize(("value", "message"), [
    ("nan", "doit être un nombre fini, pas nan"),
    ("inf", "doit être un nombre fini, pas inf"),
    ("-inf", "doit être un nombre fini, pas -inf"),
    ("123456789012345678901234567890", "nombre trop grand (au plus 1 000 000)"),
    ("1e300", "nombre trop grand (au plus 1 000 000)"),
    ("-1", "doit être un nombre positif"),
])
def test_absurd_numbers_are_refused_with_their_place_issue11(library, params, value, message):
    text = HEAD + f'[set]\n"time.seconds_after_call" = {value}\n'
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, params)
    assert [(p.place, p.message) for p in info.value.problems] == [('set."time.seconds_after_call"', message)]


def test_a_percentage_above_100_is_refused(library, params):
    text = HEAD + '[set]\n"raise.fifty_percent_threshold" = 150\n'
    with pytest.raises(SpecError, match="un pourcentage ne dépasse pas 100"):
        check_spec_text(text, library, params)


@pytest.mark.parametrize("nested", ["[" * 5000 + "]" * 5000, "{a = " * 3000 + "1" + "}" * 3000,
                                    "[" * 200000])
def test_deeply_nested_toml_is_an_error_not_a_recursion_issue11(library, params, nested):
    text = HEAD + f"x = {nested}\n"
    with pytest.raises(SpecError, match=f"trop d'imbrications \\(plus de {MAX_NESTING} niveaux"):
        check_spec_text(text, library, params)
    with pytest.raises(DataError, match="trop d'imbrications") as info:
        parse_toml(text, "data.toml")
    assert info.value.line == 4


def test_nesting_counts_brackets_outside_strings_and_comments():
    deep = "[" * (MAX_NESTING + 1)
    assert nesting_line(f'a = "{deep}"\nb = \'{deep}\'\n# {deep}\nc = """\n{deep}\n"""\n') is None
    assert nesting_line(f"a = 1\nb = {deep}") == 2
    assert nesting_line("[[a]]\n" * 1000) is None  # tables of arrays do not nest


def test_cli_deeply_nested_spec_exits_2(tmp_path, capsys):
    spec = tmp_path / "profond.toml"
    spec.write_text(HEAD + "x = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    assert main(["house-rules", str(spec), "--check"]) == 2
    err = capsys.readouterr().err
    assert "RecursionError" not in err and "trop d'imbrications" in err


@pytest.mark.parametrize(("content", "expected"), [
    (HEAD.replace("Tournoi", "Tournoi d'été").encode("latin-1"), ":3: pas en UTF-8 : octet 0xe9 à la position 41\n"),
    (HEAD.encode("utf-16"), ":1: pas en UTF-8 : octet 0xff à la position 0 ; le fichier est en UTF-16 : l'enregistrer en UTF-8\n"),
    (b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03\xff", ":1: pas en UTF-8 : octet 0x8b à la position 1 ; fichier binaire, pas un texte TOML\n"),
])
def test_cli_non_utf8_spec_names_the_file_and_byte_issue11(tmp_path, capsys, content, expected):
    spec = tmp_path / "spec.toml"
    spec.write_bytes(content)
    assert main(["house-rules", str(spec), "--check"]) == 2
    assert capsys.readouterr().err == f"kb: erreur : {spec}{expected}"


def test_cli_folder_as_spec_issue11(tmp_path, capsys):
    assert main(["house-rules", str(tmp_path), "--check"]) == 2
    assert capsys.readouterr().err == f"kb: erreur : {tmp_path}: c'est un dossier, pas un fichier de spécification\n"


def test_utf8_bom_is_accepted(library, params):
    spec = check_spec_text(decode_spec(("\ufeff" + HEAD).encode("utf-8"), "s.toml"), library, params)
    assert spec.base == "ropta"


# Pieces of specs, so that random combinations often are TOML and reach the validation.
FRAGMENTS = st.sampled_from([
    'base = "ropta"', 'base = "tda"', "base = 1", "[event]", 'name = "T"', "name = ''", "[set]", "[options]",
    '"time.seconds_after_call" = 40', '"time.seconds_after_call" = nan', '"time.seconds_after_call" = 1e999',
    '"phone.on_table_allowed" = { value = false, article = "ropta:1.3" }', '"x.y" = [1, [2]]', "[[adopt]]",
    'article = "tda:29"', 'replaces = "ropta:3.5"', 'after = "ropta:1.3"', "[[remove]]", "[[add]]",
    'title = "<b>x</b>"', 'text = """\n# titre\n"""', "full_text = false", "examples = 3", "[[set]]", "a = [",
])
TEXT = st.lists(st.one_of(FRAGMENTS, st.text(max_size=30)), max_size=12).map("\n".join)


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=TEXT)
def test_any_text_is_a_spec_or_a_spec_error(library, params, text):
    try:
        spec = check_spec_text(text, library, params, path="s.toml")
    except SpecError as exc:
        assert exc.problems and all(isinstance(p.message, str) for p in exc.problems)
    else:
        assert isinstance(spec, Spec) and spec.base in library.books
        assert Spec.from_toml(spec.to_toml()) == spec


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.one_of(st.binary(max_size=200), TEXT.map(lambda t: t.encode("utf-8", "surrogatepass"))))
def test_any_bytes_are_a_spec_or_a_kb_error(library, params, data):
    try:
        check_spec_text(decode_spec(data, "s.toml"), library, params, path="s.toml")
    except KBError as exc:
        assert str(exc).startswith("s.toml")


@pytest.mark.parametrize(("value", "message"), [(5, "doit être entre 10 et 60, pas 5"), (90, "doit être entre 10 et 60, pas 90"), (45, None)])
def test_a_parameter_range_applies_to_specs_issue11(library, params, value, message):
    """Issue 11 item 9: a parameter's ``min``/``max`` (its data) bound a spec's value too."""
    ranged = [dataclasses.replace(p, min=10, max=60) if p.id == "time.seconds_after_call" else p for p in params]
    text = HEAD + f'[set]\n"time.seconds_after_call" = {value}\n'
    if message is None:
        assert check_spec_text(text, library, ranged).set[0].value == value
        return
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, ranged)
    assert [p.message for p in info.value.problems] == [message]
