"""The house-rules spec as a file: the :class:`Spec`, read from its TOML (with every shape
problem, found by the checker every data file goes through: ``kb.datafiles``, kind
``house_rules``) and written back (``Spec.from_toml(spec.to_toml()) == spec``).

The schema is documented in :mod:`kb.houserules.spec`.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.datafiles import Problem, check
from kb.datafiles.reading import TOMLNestingError, loads_toml, toml_error_text
from kb.errors import KBError, os_reason
from kb.houserules.parts import (
    EVENT_KEYS,
    OPTION_KEYS,
    Addition,
    Adoption,
    Event,
    Options,
    Override,
    Removal,
    read_additions,
    read_adoptions,
    read_event,
    read_options,
    read_overrides,
    read_removals,
)
from kb.houserules.writing import toml_key, toml_value

# A spec is a page of TOML; a megabyte is a thousand times the largest real one.
MAX_SPEC_BYTES = 1_000_000


class SpecError(KBError):
    """A house-rules spec with problems; ``problems`` lists them all (place, message)."""

    def __init__(self, problems: Sequence[Problem], *, path: str | None = None):
        self.problems: list[Problem] = list(problems)
        n = len(self.problems)
        head = f"spécification invalide ({n} problème{'s' if n > 1 else ''})"
        super().__init__(head + " : " + " ; ".join(str(p) for p in self.problems), path=path)


@dataclass
class Spec:
    base: str = ""
    event: Event = field(default_factory=Event)
    options: Options = field(default_factory=Options)
    set: list[Override] = field(default_factory=list)
    adopt: list[Adoption] = field(default_factory=list)
    remove: list[Removal] = field(default_factory=list)
    add: list[Addition] = field(default_factory=list)

    @classmethod
    def from_toml(cls, text: str) -> Spec:
        """Parse a spec; raises SpecError with every shape problem (see ``parse_spec``)."""
        spec, problems = parse_spec_text(text)
        if problems:
            raise SpecError(problems)
        return spec

    def to_toml(self) -> str:
        """The spec as TOML; ``Spec.from_toml(spec.to_toml()) == spec``."""
        return dump_spec(self)


def parse_spec_text(text: str) -> tuple[Spec, list[Problem]]:
    """Parse TOML text into a Spec, with the list of shape problems (empty when fine)."""
    try:
        data = loads_toml(text)
    except tomllib.TOMLDecodeError as exc:
        return Spec(), [Problem("", f"TOML invalide : {toml_error_text(exc)}")]
    except TOMLNestingError as exc:
        return Spec(), [Problem("", f"TOML invalide : {exc}")]
    return parse_spec(data)


def decode_spec(data: bytes, path: str) -> str:
    """The text of a spec file's bytes; not UTF-8 (Latin-1, UTF-16, a binary file) is a
    KBError naming the file, the line and the byte offset. A UTF-8 byte-order mark is
    dropped (Windows' Notepad writes one)."""
    try:
        return data.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        hint = ""
        if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
            hint = " ; le fichier est en UTF-16 : l'enregistrer en UTF-8"
        elif b"\x00" in data[:4096]:
            hint = " ; fichier binaire, pas un texte TOML"
        raise KBError(f"pas en UTF-8 : octet 0x{data[exc.start]:02x} à la position {exc.start}{hint}", path=path,
                      line=data.count(b"\n", 0, exc.start) + 1) from None


def read_spec_file(path: Path) -> str:
    """The text of a spec file; a missing, unreadable, too large or non-UTF-8 file (or a
    folder) is a KBError naming it."""
    try:
        with path.open("rb") as f:
            data = f.read(MAX_SPEC_BYTES + 1)
    except FileNotFoundError:
        raise KBError("fichier de spécification introuvable", path=str(path)) from None
    except IsADirectoryError:
        raise KBError("c'est un dossier, pas un fichier de spécification", path=str(path)) from None
    except OSError as exc:
        raise KBError(f"lecture impossible ({os_reason(exc)})", path=str(path)) from None
    if len(data) > MAX_SPEC_BYTES:
        raise KBError(f"spécification trop grande (plus de {MAX_SPEC_BYTES // 1000} Ko)", path=str(path))
    return decode_spec(data, str(path))


def parse_spec(data: dict[str, Any]) -> tuple[Spec, list[Problem]]:
    """Build a Spec from parsed TOML, with every shape problem (never raises)."""
    problems = [Problem(p.place, p.message) for p in check("house_rules", data, "")]
    spec = Spec(
        base=data["base"] if isinstance(data.get("base"), str) else "",
        event=read_event(data.get("event")),
        options=read_options(data.get("options")),
        set=read_overrides(data.get("set")),
        adopt=read_adoptions(data.get("adopt")),
        remove=read_removals(data.get("remove")),
        add=read_additions(data.get("add")),
    )
    return spec, problems


def dump_spec(spec: Spec) -> str:
    """The spec as TOML, in the order of the schema."""
    lines = ["# Règlement maison (kb house-rules)", f"base = {toml_value(spec.base)}", "", "[event]"]
    for key in EVENT_KEYS:
        value = getattr(spec.event, key)
        if value or key == "name":
            lines.append(f"{key} = {toml_value(value)}")
    lines += ["", "[options]"]
    lines += [f"{key} = {toml_value(getattr(spec.options, key))}" for key in OPTION_KEYS]
    if spec.set:
        lines += ["", "[set]"]
        for ov in spec.set:
            value = toml_value(ov.value) if ov.article is None else toml_value({"value": ov.value, "article": ov.article})
            lines.append(f"{toml_key(ov.parameter)} = {value}")
    for ad in spec.adopt:
        lines += ["", "[[adopt]]", f"article = {toml_value(ad.article)}"]
        if ad.replaces:
            lines.append(f"replaces = {toml_value(ad.replaces)}")
        if ad.after:
            lines.append(f"after = {toml_value(ad.after)}")
    for rm in spec.remove:
        lines += ["", "[[remove]]", f"article = {toml_value(rm.article)}"]
        if rm.reason:
            lines.append(f"reason = {toml_value(rm.reason)}")
    for add in spec.add:
        lines += ["", "[[add]]", f"title = {toml_value(add.title)}"]
        if add.number:
            lines.append(f"number = {toml_value(add.number)}")
        lines += [f"after = {toml_value(add.after)}", f"text = {toml_value(add.text)}"]
    return "\n".join(lines) + "\n"
