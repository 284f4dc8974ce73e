"""Checking a parsed TOML file against a schema of ``kb.datafiles.nodes``: every problem is
collected with its place, none stops the walk.

>>> from kb.datafiles.nodes import Field, Table, Text
>>> schema = Table({"kind": Field(Text(choices=("tournament", "cash")), required=True)})
>>> [str(p) for p in Walker(lambda ref: None).check(schema, {"kind": "tournoi"})]
["kind : valeur inconnue 'tournoi' (attendu : tournament, cash)"]
"""

from __future__ import annotations

import datetime as _dt
import difflib
import math
import re
from collections.abc import Callable, Collection
from typing import Any

from kb.datafiles.nodes import (
    Anything,
    Bool,
    Choices,
    ListOf,
    Node,
    Number,
    OneOf,
    Ref,
    Scalar,
    Table,
    TableList,
    Text,
)
from kb.datafiles.problems import Place, Problem, type_name

# Names of a Ref (None: not checked).
Resolver = Callable[[Ref], Collection[str] | None]

MISSING = "champ obligatoire manquant"


def item_place(parent: Place, key: str, index: int, item: Any, node: TableList) -> Place:
    """The place of an item of an array of tables: ``book[2] (tda)``, ``topic dead_button``."""
    name = item.get(node.name) if node.name and isinstance(item, dict) else None
    if isinstance(name, str) and name.strip():
        return parent.step(node.label.format(key=key, index=index, name=name.strip()), node.prose)
    return parent.step(key).index(index)


def expected_names(value: str, names: Collection[str], most: int = 12) -> str:
    """The names a value may take, in French; from a long list, the closest ones.

    >>> expected_names("tournoi", ("tournament", "cash"))
    'attendu : tournament, cash'
    """
    if len(names) <= most:
        return f"attendu : {', '.join(names)}"
    close = difflib.get_close_matches(value, list(names), n=3, cutoff=0.6)
    if close:
        return f"vouliez-vous dire : {', '.join(close)} ?"
    return f"attendu : l'une des {len(names)} valeurs connues, comme {', '.join(list(names)[:4])}…"


def expected(node: Node, key: str = "") -> str:
    """What a node expects, in French, for a type error."""
    if isinstance(node, Text):
        return "un texte"
    if isinstance(node, Number):
        return "un nombre entier" if node.integer else "un nombre"
    if isinstance(node, Scalar):
        return "un nombre, true/false ou un texte"
    if isinstance(node, ListOf):
        return "une liste"
    if isinstance(node, Table):
        return "une table"
    if isinstance(node, TableList):
        return f"une liste de tables [[{key}]]"
    if isinstance(node, OneOf):
        return node.hint
    return "true ou false"


def fits(node: Node, value: Any) -> bool:
    """Whether ``value`` has the TOML type ``node`` expects (its content is checked apart)."""
    if isinstance(node, Text):
        return isinstance(value, str) or (node.dates and isinstance(value, _dt.date | _dt.time))
    if isinstance(node, Number):
        return isinstance(value, int | float) and not isinstance(value, bool)
    if isinstance(node, Bool):
        return isinstance(value, bool)
    if isinstance(node, Scalar):
        return isinstance(value, str | int | float)
    if isinstance(node, ListOf | TableList):
        return isinstance(value, list)
    if isinstance(node, Table):
        return isinstance(value, dict)
    if isinstance(node, OneOf):
        return any(fits(o, value) for o in node.options)
    return isinstance(node, Anything)


class Walker:
    """Walks a value along a schema, collecting problems (``check`` returns them)."""

    def __init__(self, resolve: Resolver):
        self.resolve = resolve
        self.problems: list[Problem] = []

    def check(self, schema: Table, data: dict[str, Any]) -> list[Problem]:
        self.table(schema, data, Place())
        return self.problems

    def bad(self, place: Place, message: str) -> None:
        self.problems.append(Problem(str(place), message))

    def names(self, choices: Choices) -> Collection[str] | None:
        return self.resolve(choices) if isinstance(choices, Ref) else choices

    def value(self, node: Node, value: Any, parent: Place, key: str, place: Place) -> None:
        """Check ``value`` found at ``key`` of the table at ``parent`` (``place`` is where
        it shows: the key's place, or the parent's when the key is left out)."""
        if not fits(node, value):
            verb = "doit valoir" if isinstance(node, Bool) else "doit être"
            self.bad(place, f"{verb} {expected(node, key)}, pas {type_name(value)}")
        elif isinstance(node, OneOf):
            option = next(o for o in node.options if fits(o, value))
            self.value(option, value, parent, key, place)
        elif isinstance(node, Text):
            self.text(node, value, place)
        elif isinstance(node, Number):
            self.number(node, value, place)
        elif isinstance(node, Scalar) and isinstance(value, float) and not math.isfinite(value):
            self.bad(place, f"doit être un nombre fini, pas {value}")
        elif isinstance(node, ListOf):
            self.list_of(node, value, place)
        elif isinstance(node, Table):
            self.table(node, value, place)
        elif isinstance(node, TableList):
            self.table_list(node, value, parent, key, place)

    def text(self, node: Text, value: Any, place: Place) -> None:
        if not isinstance(value, str):
            return  # a date, where dates are accepted
        if node.nonempty and not value.strip():
            self.bad(place, "ne doit pas être vide")
        elif node.lower and value != value.lower():
            self.bad(place, f"doit être en minuscules : {value!r}")
        elif node.pattern and not re.fullmatch(node.pattern, value):
            self.bad(place, f"doit être {node.pattern_hint}, pas {value!r}")
        elif node.choices is not None:
            names = self.names(node.choices)
            if names is not None and value not in names:
                self.bad(place, f"valeur inconnue {value!r} ({expected_names(value, names)})")

    def number(self, node: Number, value: float, place: Place) -> None:
        if isinstance(value, float) and not math.isfinite(value):
            self.bad(place, f"doit être un nombre fini, pas {value}")
        elif node.integer and not isinstance(value, int):
            self.bad(place, f"doit être un nombre entier, pas {value}")
        elif node.minimum is not None and value < node.minimum:
            self.bad(place, f"doit être au moins {node.minimum:g}")

    def list_of(self, node: ListOf, value: list[Any], place: Place) -> None:
        if len(value) < node.min_items:
            self.bad(place, f"doit contenir au moins {node.min_items} élément{'s' if node.min_items > 1 else ''}")
        for i, item in enumerate(value):
            self.value(node.item, item, place, str(i), place.index(i))

    def table(self, node: Table, value: dict[str, Any], place: Place) -> None:
        for key, spec in node.fields.items():
            if key in value:
                # A key left out of places is named when its value has the wrong shape
                # (``parameter x, values : doit être une table``): no inner step names it.
                named = spec.in_place or not fits(spec.node, value[key])
                self.value(spec.node, value[key], place, key, place.key(key) if named else place)
            elif spec.required:
                tables = f" ([[{key}]])" if isinstance(spec.node, TableList) else ""
                self.bad(place.key(key), MISSING + tables)
        others = [k for k in value if k not in node.fields]
        names = self.names(node.other_keys) if node.other_keys is not None else None
        for key in others:
            here = place.step(node.other_label.format(key=key), prose=True) if node.other_label else place.key(key)
            if node.other is None:
                self.bad(place.key(key), f"clé inconnue (clés possibles : {', '.join(node.fields)})")
            elif names is not None and key not in names:
                self.bad(here, f"clé inconnue ({expected_names(key, names)})")
            else:
                self.value(node.other, value[key], place, key, here)
        required = self.names(node.required_others) if node.required_others is not None else None
        if required is not None:
            for key in required:
                if key not in value:
                    label = node.other_label.format(key=key) if node.other_label else key
                    self.bad(place.step(label, prose=bool(node.other_label)), node.missing_other)
        if len(value) < node.min_keys:
            self.bad(place, "ne doit pas être vide" if node.min_keys == 1 else f"doit avoir au moins {node.min_keys} clés")

    def table_list(self, node: TableList, value: list[Any], parent: Place, key: str, place: Place) -> None:
        if len(value) < node.min_items:
            self.bad(place, f"au moins {node.min_items} table{'s' if node.min_items > 1 else ''} [[{key}]] attendue{'s' if node.min_items > 1 else ''}")
        seen: dict[Any, str] = {}
        for i, item in enumerate(value):
            here = item_place(parent, key, i, item, node)
            if not isinstance(item, dict):
                self.bad(here, f"doit être une table, pas {type_name(item)}")
                continue
            ident = item.get(node.unique) if node.unique else None
            if isinstance(ident, str | int) and not isinstance(ident, bool):
                if ident in seen:
                    self.bad(here.key(node.unique), f"identifiant en double {ident!r} (déjà utilisé par {seen[ident]})")
                else:
                    seen[ident] = f"{key}[{i}]"
            self.table(node.table, item, here)
