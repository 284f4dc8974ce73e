"""The CLI's one error path: every command, given hostile arguments (a missing file, a
folder, a binary file, an empty or huge string, NUL, an undecodable byte), ends with exit
code 0 or 2 (3 for kb rule --text asking back) — never 1 « erreur inattendue », never a
traceback (issue 11, « one error path »)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from kb.cli import main, make_parser

# Commands that would write outside the test's folders or take minutes with any argument.
SLOW_OR_WRITING: set[str] = set()


def hostile_values(tmp: Path) -> dict[str, str]:
    folder = tmp / "dossier"
    folder.mkdir(exist_ok=True)
    binary = tmp / "image.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 8)
    loop = tmp / "boucle"
    if not loop.is_symlink():
        loop.symlink_to(loop)  # Python 3.11's resolve() raises RuntimeError on it (exit 1 once)
    return {
        "missing": str(tmp / "absent" / "fichier.toml"),
        "folder": str(folder),
        "binary": str(binary),
        "empty": "",
        "huge": "x" * 100_000,
        "nul": "a\x00b",
        "undecodable": "caf\udce9",  # a Latin-1 byte in argv, as Python decodes it
        "markup": "<script>alert(1)</script>\x1b[31m",
        "loop": str(loop),
    }


def commands() -> dict[str, argparse.ArgumentParser]:
    parser = make_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def argvs(name: str, sub: argparse.ArgumentParser, value: str) -> list[list[str]]:
    """The command with every positional argument set to ``value``, then with each option
    that takes a value set to it."""
    positionals = [a for a in sub._actions if not a.option_strings]
    base = [name] + [value for a in positionals if a.nargs not in ("?", "*")]
    runs = [base + [value for a in positionals if a.nargs in ("?", "*")]]
    for action in sub._actions:
        if action.option_strings and action.nargs != 0 and not isinstance(action, argparse._HelpAction):
            runs.append([*base, action.option_strings[0], value])
    return runs


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse: a usage error, exit 2
        code = exc.code if isinstance(exc.code, int) else 2
    return code, capsys.readouterr().err


def assert_clean(argv: list[str], code: int, err: str) -> None:
    shown = [a[:40] for a in argv]
    assert "Traceback" not in err, (shown, err)
    # A hostile argument is the user's own problem: exit 2 and what is wrong with it, never
    # exit 1 « erreur inattendue » (house-rules with NUL, rule --text with a Latin-1 byte were).
    assert code != 1, (shown, err)
    if code == 3:  # kb rule --text: the text asked back, no ruling (documented in kb rule --help)
        assert argv[0] == "rule" and "--text" in argv, (shown, err[:500])
    else:
        assert code in (0, 2), (shown, code, err[:500])
    for line in err.splitlines():
        assert "\x1b" not in line and "\x00" not in line, (shown, line[:200])


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(set(commands()) - SLOW_OR_WRITING))
def test_every_command_survives_hostile_arguments(name, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KB_LIBRARY", str(tmp_path / "bibliotheque"))
    monkeypatch.chdir(tmp_path)
    sub = commands()[name]
    for value in hostile_values(tmp_path).values():
        for argv in argvs(name, sub, value):
            code, err = run(argv, capsys)
            assert_clean(argv, code, err)


def test_hostile_corpus_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KB_LIBRARY", str(tmp_path / "bibliotheque"))
    for value in hostile_values(tmp_path).values():
        argv = ["--corpus", value, "articles"]
        code, err = run(argv, capsys)
        assert_clean(argv, code, err)
        assert code != 0 or value == ""  # "" means the default corpus


def test_hostile_user_library(tmp_path, monkeypatch, capsys):
    for name, value in hostile_values(tmp_path).items():
        if name in ("empty", "nul"):  # the environment cannot hold NUL; empty means the default
            continue
        monkeypatch.setenv("KB_LIBRARY", value)
        for argv in (["editions", "ropta"], ["remove", "club"]):
            code, err = run(argv, capsys)
            assert_clean(argv, code, err)
    monkeypatch.setenv("KB_LIBRARY", str(tmp_path / "boucle"))
    assert run(["editions", "ropta"], capsys) == (2, f"kb: erreur : {tmp_path / 'boucle'}: trop de liens symboliques (une boucle ?)\n")


@pytest.mark.parametrize("argv", [["rule", "{loop}"], ["export", "site", "{loop}"], ["--corpus", "{loop}", "articles"]])
def test_a_loop_of_links_is_said_in_french(argv, tmp_path, monkeypatch, capsys):
    """kb export site and --corpus on a link to itself ended in « erreur inattendue :
    RuntimeError » (exit 1), kb rule said « Too many levels of symbolic links »."""
    monkeypatch.setenv("KB_LIBRARY", str(tmp_path / "bibliotheque"))
    loop = hostile_values(tmp_path)["loop"]
    code, err = run([a.format(loop=loop) for a in argv], capsys)
    assert code == 2 and err.count("\n") == 1 and "trop de liens symboliques (une boucle ?)" in err, err


def test_export_site_reads_its_house_rules_as_kb_house_rules_does(tmp_path, monkeypatch, capsys):
    """--house-rules of kb export site read the spec its own way: a UTF-16 file was
    « 'utf-8' codec can't decode byte 0xff », a 10 MB spec was read and exported."""
    monkeypatch.setenv("KB_LIBRARY", str(tmp_path / "bibliotheque"))
    utf16, big = tmp_path / "utf16.toml", tmp_path / "big.toml"
    utf16.write_text('base = "ropta"\n', encoding="utf-16")
    big.write_text('base = "ropta"\n' + "# " + "x" * 1_100_000 + "\n", encoding="utf-8")
    for spec, said in ((utf16, "le fichier est en UTF-16"), (big, "spécification trop grande")):
        code, err = run(["export", "site", str(tmp_path / "site"), "--house-rules", str(spec)], capsys)
        assert code == 2 and err.count("\n") == 1 and said in err, err
        assert not (tmp_path / "site").exists()


def test_unexpected_error_is_one_line_with_the_debug_hint(monkeypatch, capsys):
    def broken(args, kb):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("division by zero\nsecond line")

    parser = make_parser()
    monkeypatch.setattr("kb.cli.make_parser", lambda argv=None: parser)
    args = parser.parse_args(["check"])
    monkeypatch.setattr(parser, "parse_args", lambda argv=None: argparse.Namespace(**{**vars(args), "func": broken}))
    assert main(["check"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "ZeroDivisionError" in err and "--debug" in err
    with pytest.raises(ZeroDivisionError):
        monkeypatch.setattr(parser, "parse_args",
                            lambda argv=None: argparse.Namespace(**{**vars(args), "func": broken, "debug": True}))
        main(["--debug", "check"])


def test_kberror_with_a_place_is_file_line_what(capsys, tmp_path):
    spec = tmp_path / "latin1.toml"
    spec.write_bytes('base = "ropta"\n[event]\nname = "Tournoi d\'été"\n'.encode("latin-1"))
    assert main(["house-rules", str(spec), "--check"]) == 2
    err = capsys.readouterr().err
    assert err == f"kb: erreur : {spec}:3: pas en UTF-8 : octet 0xe9 à la position 41\n"
