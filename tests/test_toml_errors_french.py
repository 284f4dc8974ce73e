"""A TOML syntax error is said in French (kb/data/toml_errors.toml): the one error line
was « TOML invalide : Cannot overwrite a value (at line 11, column 12) », tomllib's English
inside a French sentence — for a library book's manifest, a house-rules spec, a profile."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

from kb.cli import main
from kb.datafiles.reading import _french_messages, toml_error_text


@pytest.mark.parametrize(("text", "said"), [
    ("base = \n", "valeur invalide (un texte s'écrit entre guillemets) (ligne 1, colonne 8)"),
    ("a = 1\na = 2\n", "valeur déjà donnée (clé en double) (ligne 2, colonne 6)"),
    ('x = "abc', "chaîne non fermée (guillemet manquant) (à la fin du fichier)"),
    ("x = {a = 1, a = 2}", "clé 'a' en double dans la table en ligne (ligne 1, colonne 18)"),
    ("= 3", "ligne invalide (ni clé = valeur, ni [table]) (ligne 1, colonne 1)"),
    # the table's name as the file writes it, not tomllib's Python tuple « ('set', 'time') »
    ("[set.time]\n[set.time]\n", "table « set.time » déclarée deux fois (ligne 2, colonne 10)"),
    ("[a]\n[a]\n", "table « a » déclarée deux fois (ligne 2, colonne 3)"),
])
def test_a_syntax_error_is_said_in_french(text: str, said: str) -> None:
    with pytest.raises(tomllib.TOMLDecodeError) as caught:
        tomllib.loads(text)
    assert toml_error_text(caught.value) == said


def test_every_message_tomllib_writes_has_its_french_wording() -> None:
    """The messages are read from tomllib's own source, so a new one is seen here."""
    parser = Path(tomllib.__file__).parent / "_parser.py"
    found = set()
    for node in ast.walk(ast.parse(parser.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "suffixed_err" and len(node.args) > 2:
            arg = node.args[2]
            found.add(arg.value if isinstance(arg, ast.Constant) else "".join(
                v.value if isinstance(v, ast.Constant) else "X" for v in arg.values))  # type: ignore[attr-defined]
    assert found
    untranslated = {m for m in found if not any(en.fullmatch(m) for en, _ in _french_messages())}
    assert untranslated == set()


def test_the_cli_line_is_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    spec = tmp_path / "club.toml"
    spec.write_text('base = "ropta"\nbase = "tda"\n', encoding="utf-8")
    assert main(["house-rules", "--check", str(spec)]) == 2
    err = capsys.readouterr().err
    assert "TOML invalide : valeur déjà donnée (clé en double) (ligne 2, colonne 13)" in err
    assert "Cannot" not in err and "at line" not in err
