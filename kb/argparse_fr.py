"""``argparse`` in French: the parser of ``kb`` and of its sub-commands speaks the user's
language — the usage line, the headings and ``-h``'s help, and the errors argparse writes
itself (a missing argument, an unknown option, a bad choice). Before, a mistyped command
answered « kb show: error: the following arguments are required: id ».

argparse builds its messages from English templates (Python 3.11–3.13); ``french`` turns
each known one into French, and leaves an unknown one as it is rather than lose it.

>>> french("the following arguments are required: id")
'argument obligatoire manquant : id'
>>> french("argument --kind: invalid choice: 'x' (choose from 'tournament', 'cash')")
"argument --kind : choix invalide : 'x' (choix possibles : 'tournament', 'cash')"
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import Any, NoReturn

# argparse's English messages → French (the inner message of « argument X: … » is
# translated on its own, after its prefix)
_MESSAGES = [
    (r"unrecognized arguments: (?P<a>.*)", "argument(s) non reconnu(s) : {a}"),
    (r"the following arguments are required: (?P<a>.*)", "argument obligatoire manquant : {a}"),
    (r"one of the arguments (?P<a>.*) is required", "l'un des arguments {a} est obligatoire"),
    (r"ambiguous option: (?P<a>.*?) could match (?P<b>.*)", "option ambiguë : {a} peut désigner {b}"),
    (r"invalid choice: (?P<a>.*) \(choose from (?P<b>.*)\)", "choix invalide : {a} (choix possibles : {b})"),
    (r"invalid (?P<a>\w+) value: (?P<b>.*)", "valeur invalide ({a} attendu) : {b}"),
    (r"expected one argument", "une valeur est attendue"),
    (r"expected at least one argument", "au moins une valeur est attendue"),
    (r"expected at most one argument", "une valeur au plus est attendue"),
    (r"expected (?P<a>\d+) arguments?", "{a} valeur(s) attendue(s)"),
    (r"not allowed with argument (?P<a>.*)", "incompatible avec l'argument {a}"),
    (r"ignored explicit argument (?P<a>.*)", "valeur donnée à une option qui n'en prend pas : {a}"),
    (r"unknown parser (?P<a>.*) \(choices: (?P<b>.*)\)", "commande inconnue {a} (commandes : {b})"),
]
_COMPILED = [(re.compile(f"^{pattern}$", re.DOTALL), french) for pattern, french in _MESSAGES]
# the type named in « invalid int value »
_TYPES = {"int": "nombre entier", "float": "nombre"}
_ARGUMENT = re.compile(r"^argument (?P<name>[^:]+): (?P<inner>.*)$", re.DOTALL)


def french(message: str) -> str:
    """argparse's error ``message`` in French (unchanged if it is not one of argparse's)."""
    m = _ARGUMENT.match(message)
    if m:
        return f"argument {m.group('name')} : {french(m.group('inner'))}"
    for pattern, template in _COMPILED:
        found = pattern.match(message)
        if found:
            return template.format(**{k: _TYPES.get(v, v) for k, v in found.groupdict().items()})
    return message


class FrenchArgumentParser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose own words are French; its sub-command parsers too
    (``add_subparsers`` makes them of the parser's class)."""

    def __init__(self, **kwargs: Any) -> None:  # (argparse makes sub-command parsers by keywords too)
        add_help = kwargs.pop("add_help", True)
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)  # epilogs keep their lines
        super().__init__(add_help=False, **kwargs)
        self._positionals.title = "arguments"
        self._optionals.title = "options"
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help="afficher cette aide et quitter")

    def format_usage(self) -> str:
        return _french_usage(super().format_usage())

    def format_help(self) -> str:
        return _french_usage(super().format_help())

    def error(self, message: str) -> NoReturn:
        """The usage, then one line « kb show: erreur : … » (exit code 2, as argparse)."""
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: erreur : {french(message)}\n")


def _french_usage(text: str) -> str:
    return "utilisation : " + text.removeprefix("usage: ") if text.startswith("usage: ") else text
