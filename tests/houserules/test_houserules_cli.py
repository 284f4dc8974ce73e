"""``kb house-rules``: template, output by extension or --format, every problem listed with
its place, exit code 2 and nothing written."""

from __future__ import annotations

import pytest

from kb.cli import main
from kb.houserules import Spec, template_text

GOOD = 'base = "ropta"\n[event]\nname = "Tournoi du jeudi"\n[set]\n"time.seconds_after_call" = 40\n'
BAD = (
    'base = "ropta"\n[event]\nname = "Tournoi"\n[set]\n"time.seconds_after_call" = "quarante"\n'
    '"no.such.parameter" = 1\n[[adopt]]\narticle = "ropta:3.5"\nreplaces = "ropta:3.6"\n'
)


def test_cli_template_is_a_valid_spec(capsys):
    assert main(["house-rules", "--template"]) == 0
    spec = Spec.from_toml(capsys.readouterr().out)
    assert spec.base == "ropta" and spec.set


def test_cli_help_has_examples(capsys):
    with pytest.raises(SystemExit):
        main(["house-rules", "--help"])
    out = capsys.readouterr().out
    assert "exemples :" in out and "kb house-rules mon-tournoi.toml -o reglement.pdf" in out


@pytest.mark.slow
def test_cli_bad_spec_lists_every_problem_and_writes_nothing(tmp_path, capsys):
    spec = tmp_path / "club.toml"
    spec.write_text(BAD, encoding="utf-8")
    out = tmp_path / "reglement.html"
    assert main(["house-rules", str(spec), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "3 problèmes" in err
    assert '  set."time.seconds_after_call" : doit être un nombre' in err
    assert '  set."no.such.parameter" : paramètre inconnu' in err
    assert "  adopt[0].article : ropta:3.5 appartient déjà au règlement de base" in err
    assert not out.exists()


@pytest.mark.parametrize(("name", "fmt", "expect"), [("r.md", None, b"~~30 secondes~~ **40 secondes** [M1]"),
                                                      ("r.out", "html", b'<ins class="house"'),
                                                      ("r.docx", None, b"PK")])
def test_cli_writes_the_format(tmp_path, name, fmt, expect):
    spec = tmp_path / "club.toml"
    spec.write_text(GOOD, encoding="utf-8")
    out = tmp_path / name
    argv = ["house-rules", str(spec), "-o", str(out)] + (["--format", fmt] if fmt else [])
    assert main(argv) == 0
    assert expect in out.read_bytes()


def test_cli_markdown_to_stdout_and_check(tmp_path, capsys):
    spec = tmp_path / "club.toml"
    spec.write_text(GOOD, encoding="utf-8")
    assert main(["house-rules", str(spec)]) == 0
    assert "**40 secondes** [M1]" in capsys.readouterr().out
    assert main(["house-rules", str(spec), "--check"]) == 0
    assert "spécification valide" in capsys.readouterr().out


def test_cli_unusable_output_or_input(tmp_path, capsys):
    spec = tmp_path / "club.toml"
    spec.write_text(GOOD, encoding="utf-8")
    assert main(["house-rules", str(spec), "-o", str(tmp_path / "r.txt")]) == 2
    assert "format inconnu" in capsys.readouterr().err
    assert main(["house-rules", str(spec), "--format", "pdf"]) == 2
    assert "-o FICHIER" in capsys.readouterr().err
    assert main(["house-rules", str(tmp_path / "absent.toml"), "-o", str(tmp_path / "r.md")]) == 2
    assert "introuvable" in capsys.readouterr().err
    assert not (tmp_path / "r.md").exists()


def test_cli_json_lists_the_changes(tmp_path, capsys):
    import json

    spec = tmp_path / "club.toml"
    spec.write_text(GOOD, encoding="utf-8")
    assert main(["house-rules", str(spec), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["changes"][0]["mark"] == "M1" and data["changes"][0]["house"] == "40 secondes"
    (art,) = data["changed_articles"]
    assert art["id"] == "ropta:3.5" and art["slots"] == [{"mark": "M1", "old": "30 secondes", "new": "40 secondes"}]


@pytest.mark.parametrize("through", ["same", "link"])
def test_cli_never_writes_the_document_over_its_spec(through, tmp_path, capsys):
    # « --format md -o club.toml » wrote the Markdown over the director's spec: the spec was lost.
    spec = tmp_path / "club.toml"
    spec.write_text(GOOD, encoding="utf-8")
    out = spec
    if through == "link":
        out = tmp_path / "lien.toml"
        out.symlink_to(spec)
    assert main(["house-rules", str(spec), "--format", "md", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "remplacerait la spécification elle-même" in err
    assert spec.read_text(encoding="utf-8") == GOOD


def test_cli_template_goes_to_the_output_file_and_never_over_one(tmp_path, capsys):
    """« kb house-rules --template -o club.toml » printed the model on stdout and wrote no
    file (exit 0); now it writes it — into a new file only: an existing spec stays."""
    out = tmp_path / "club.toml"
    assert main(["house-rules", "--template", "-o", str(out)]) == 0
    assert out.read_text(encoding="utf-8") == template_text()
    assert capsys.readouterr().out == ""
    out.write_text("base = 'ropta'\n", encoding="utf-8")
    assert main(["house-rules", "--template", "-o", str(out)]) == 2
    assert "existe déjà" in capsys.readouterr().err
    assert out.read_text(encoding="utf-8") == "base = 'ropta'\n"
    assert main(["house-rules", "--template", "-o", str(tmp_path / "missing" / "club.toml")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("kb: erreur : ") and "introuvable" in err and err.count("\n") == 1
