"""The schema language of the data files: plain frozen dataclasses that say the keys, the
types, the required fields, the choices and the nested tables of a file.

A schema is data: ``kb/datafiles/schemas.py`` writes one per kind of file with these nodes,
and ``kb/datafiles/walk.py`` checks a parsed file against it. For example the manifest's
``kind`` is ``Field(Text(choices=("tournament", "cash")), required=True)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Ref:
    """Names whose home is elsewhere (the book ids, the topics, the engine's calcs…): the
    module that reads the file passes them to the checker by ``name``
    (``check(..., known={"books": [...]})``), as ``kb/parameters/load.py`` does; the
    checker imports no module above it. When the caller gives none under ``name``, the
    names it gave under ``fallback`` stand in. ``Ref("books")`` → the names the caller
    gives as ``"books"``."""

    name: str
    fallback: str = ""


Choices = tuple[str, ...] | Ref


@dataclass(frozen=True)
class Text:
    """A string. ``pattern`` is a regular expression the whole text must match, explained
    to the reader by ``pattern_hint`` ("un identifiant en minuscules")."""

    nonempty: bool = False
    choices: Choices | None = None
    pattern: str = ""
    pattern_hint: str = ""
    lower: bool = False
    dates: bool = False  # a TOML date (2025-06-14) is accepted too


@dataclass(frozen=True)
class Number:
    """An integer or a finite float (not a boolean)."""

    integer: bool = False
    minimum: float | None = None


@dataclass(frozen=True)
class Bool:
    """``true`` or ``false``."""


@dataclass(frozen=True)
class Scalar:
    """A number, ``true``/``false`` or a text: a parameter's value."""


@dataclass(frozen=True)
class Anything:
    """Any TOML value (the free tables of a worked example: ``expected``, ``inputs``)."""


@dataclass(frozen=True)
class ListOf:
    """An array whose items all follow ``item``."""

    item: Node
    min_items: int = 0


@dataclass(frozen=True)
class Field:
    """A key of a table. ``in_place=False`` leaves the key out of places, when the next
    step names it better (``parameter x, livre ropta`` rather than ``….values.ropta``);
    a value of the wrong type still names it (``parameter x, values``)."""

    node: Node
    required: bool = False
    in_place: bool = True


@dataclass(frozen=True, eq=False)
class Table:
    """A table with the named ``fields``; any other key follows ``other`` (None: other
    keys are unknown). ``other_keys`` lists the names other keys may take, ``other_label``
    says how one shows in a place (``"livre {key}"``), ``required_others`` the names that
    must be present, each missing one reported with the message ``missing_other``."""

    fields: Mapping[str, Field] = field(default_factory=dict)
    other: Node | None = None
    other_keys: Choices | None = None
    other_label: str = ""
    required_others: Choices | None = None
    missing_other: str = "champ obligatoire manquant"
    min_keys: int = 0


@dataclass(frozen=True)
class TableList:
    """An array of tables (``[[book]]``). Items show in places as ``label``, where
    ``{key}`` is the array's key, ``{index}`` the item's position from 0 and ``{name}`` the
    value of its ``name`` key (``book[2] (tda)``); without that value, as ``book[2]``.
    A *prose* label is set off by commas (``parameter x, livre ropta``). ``unique`` is a
    key whose values must differ from item to item."""

    table: Table
    min_items: int = 0
    name: str = ""
    label: str = "{key}[{index}] ({name})"
    prose: bool = False
    unique: str = ""


@dataclass(frozen=True)
class OneOf:
    """One of several shapes, chosen by the value's type (a text or a table…); ``hint``
    says in French what is expected."""

    options: tuple[Node, ...]
    hint: str


Node = Text | Number | Bool | Scalar | Anything | ListOf | Table | TableList | OneOf
