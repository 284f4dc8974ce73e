"""A problem of a data file: where it is (file, line, a readable place) and what, in French.

A place reads like the file: ``book[2] (tda).kind``, ``topic dead_button.patterns[3]``,
``parameter time.seconds_after_call, livre ropta, value``, ``set."time.seconds_after_call"``.
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from dataclasses import dataclass
from typing import Any

_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


@dataclass(frozen=True)
class Problem:
    """One problem of a data file. ``place`` is ``""`` for the file as a whole (a TOML
    syntax error, which gives its ``line``)."""

    place: str
    message: str
    path: str = ""
    line: int | None = None

    def __str__(self) -> str:
        """``"book[0] (ropta).kind : valeur inconnue 'tournoi' (attendu : tournament, cash)"``
        (the file and line are for ``located`` or the error that lists it)."""
        return f"{self.place} : {self.message}" if self.place else self.message

    def located(self) -> str:
        """The problem with its file: ``corpus/manifest.toml: book[0] (ropta).kind : …``."""
        if not self.path:
            return str(self)
        return f"{self.path}:{self.line}: {self}" if self.line else f"{self.path}: {self}"


def place_key(key: str) -> str:
    """A TOML key as written in a place: bare when possible, else quoted.

    >>> place_key("kind"), place_key("time.seconds_after_call")
    ('kind', '"time.seconds_after_call"')
    """
    return key if _BARE_KEY.fullmatch(key) else json.dumps(key, ensure_ascii=False)


@dataclass(frozen=True)
class Place:
    """A place being built, one step at a time. A *prose* step (``parameter x``,
    ``livre ropta``) is set off by commas, other steps by dots."""

    text: str = ""
    prose: bool = False

    def step(self, label: str, prose: bool = False) -> Place:
        if not self.text:
            return Place(label, prose)
        sep = ", " if self.prose or prose else "."
        return Place(f"{self.text}{sep}{label}", prose)

    def key(self, key: str) -> Place:
        return self.step(place_key(key))

    def index(self, i: int) -> Place:
        return Place(f"{self.text}[{i}]")

    def __str__(self) -> str:
        return self.text


def type_name(value: Any) -> str:
    """The kind of a TOML value, in French: ``3`` → ``"un nombre"``."""
    if isinstance(value, bool):
        return "un booléen"
    if isinstance(value, int | float):
        return "un nombre"
    if isinstance(value, str):
        return "un texte"
    if isinstance(value, list):
        return "une liste"
    if isinstance(value, dict):
        return "une table"
    if isinstance(value, _dt.date | _dt.time):
        return "une date"
    return type(value).__name__
