"""Every CLI command is documented: a --help with at least one example, and a line in the README."""

from __future__ import annotations

import argparse

import pytest

from kb import cli
from kb.cli import make_parser
from kb.corpus import PROJECT_ROOT


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser = make_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


COMMANDS = sorted(_commands())


def test_expected_commands_exist() -> None:
    for name in ["articles", "show", "check", "build", "search", "topics", "related", "compare", "diff",
                 "derived", "examples", "rule", "house-rules"]:
        assert name in COMMANDS


@pytest.mark.parametrize("name", COMMANDS)
def test_help_has_an_example(name: str) -> None:
    help_text = _commands()[name].format_help()
    assert "exemple" in help_text.lower(), f"kb {name} --help has no example"
    assert f"kb {name}" in help_text, f"kb {name} --help shows no example command line"


@pytest.mark.parametrize("name", COMMANDS)
def test_the_reference_documents_the_command(name: str) -> None:
    """The command-line reference (docs/cli.md and the docs it sends to) names every command."""
    docs = "".join(p.read_text(encoding="utf-8") for p in sorted((PROJECT_ROOT / "docs").glob("*.md")))
    assert f"kb {name}" in docs, f"docs/ does not document `kb {name}` (docs/cli.md)"


def _registered_by(module: str) -> list[str]:
    import importlib

    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command")
    importlib.import_module(module).register(sub)
    return list(sub.choices)


@pytest.mark.parametrize("module", list(cli.COMMANDS))
def test_each_module_registers_the_commands_the_cli_names(module: str) -> None:
    """A command line imports only the module that ``kb.cli.COMMANDS`` names for its command:
    the names must be those the module registers."""
    assert _registered_by(module) == list(cli.COMMANDS[module])


def test_a_command_line_builds_the_parser_of_its_module_only() -> None:
    parser = make_parser(["--corpus", "rule", "rule", "--text", "A relance"])
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert list(sub.choices) == ["examples", "rule"]
    assert make_parser(["--debug", "nope"])._actions[-1].choices.keys() == _commands().keys()  # type: ignore[union-attr]
