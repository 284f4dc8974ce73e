"""The house-rules spec: a small TOML file a director writes (or the app saves).

Schema (see ``template.toml`` for a commented starter, printed by ``kb house-rules --template``)::

    base = "ropta"                      # the base rulebook (a book id)

    [event]                             # title page
    name = "…"  organiser = "…"  date = "…"  contact = "…"  location = "…"

    [options]
    full_text = true                    # false: only the changed articles
    examples = true                     # include the books' worked examples

    [set]                               # parameter overrides, by parameter id
    "time.seconds_after_call" = 40
    "phone.on_table_allowed" = { value = false, article = "ropta:1.3" }

    [[adopt]]                           # an article of another book
    article = "tda:29"
    replaces = "ropta:3.5"              # …replacing a base article, or:
    # after = "ropta:3.5"               # …inserted after a base article

    [[remove]]
    article = "ropta:3.6"
    reason = "…"                        # optional

    [[add]]
    title = "…"
    text = "…"                          # Markdown
    after = "ropta:1.3"
    number = "1.3 bis"                  # optional

What is checked (each problem is reported with its place; all are reported at once):

- shape: TOML syntax (place ``""``), unknown keys, wrong types, ``base`` and
  ``event.name`` present, each ``[[adopt]]`` has exactly one of ``replaces`` / ``after``;
- ``base``: a book of the library;
- ``set``: known parameter (with close-match suggestions), value of the parameter's type
  (number ≥ 0, true/false, one of the enum's choices, non-empty text), not the base book's
  own value (nothing would change), ``article`` an article of the base book;
- ``remove``: an article of the base book, removed once;
- ``adopt`` conflicts: the adopted article exists, is not from the base book itself, has
  current wording, and is adopted once; ``replaces`` is an article of the base book that is
  not replaced twice, not also removed, and not a part that contains articles; ``after`` is
  an article of the base book;
- ``add``: ``after`` is an article of the base book; ``number`` is not already a number of
  the base book.

Reading is done in two passes that never stop at the first problem: ``parse_spec`` checks
the shape (types, unknown keys, required fields), ``validate_spec`` checks the spec against
the library and the parameters (unknown parameter or article, value of the wrong type or
outside its choices, conflicting adoptions…). ``check_spec`` runs both and raises one
``SpecError`` listing every problem with its place in the spec (``set."time.seconds_after_call"``,
``adopt[0].replaces`` — array indexes start at 0).
"""

from __future__ import annotations

import datetime as _dt
import difflib
import re
import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from kb.errors import KBError
from kb.model import Library

# --------------------------------------------------------------------------- problems


@dataclass(frozen=True)
class Problem:
    """One problem of a spec: where it is (``set."time.seconds_after_call"``) and what."""

    place: str
    message: str

    def __str__(self) -> str:
        return f"{self.place} : {self.message}" if self.place else self.message


class SpecError(KBError):
    """A house-rules spec with problems; ``problems`` lists them all (place, message)."""

    def __init__(self, problems: Sequence[Problem], *, path: str | None = None):
        self.problems: list[Problem] = list(problems)
        n = len(self.problems)
        head = f"spécification invalide ({n} problème{'s' if n > 1 else ''})"
        super().__init__(head + " : " + " ; ".join(str(p) for p in self.problems), path=path)

    def as_pairs(self) -> list[tuple[str, str]]:
        """The problems as (place, message) pairs, for showing them next to form fields."""
        return [(p.place, p.message) for p in self.problems]


# --------------------------------------------------------------------------- the spec


@dataclass
class Event:
    name: str = ""
    organiser: str = ""
    date: str = ""  # free text or ISO date ("2025-03-13")
    contact: str = ""
    location: str = ""


@dataclass
class Options:
    full_text: bool = True  # False: only the articles that change
    examples: bool = True  # include the books' worked examples


@dataclass
class Override:
    """``set."<parameter>" = value`` or ``{ value = …, article = "ropta:1.3" }``.

    ``article`` says under which base article the house rule goes when it cannot be
    written into the base text (the base book is silent on the parameter)."""

    parameter: str
    value: Any
    article: str | None = None


@dataclass
class Adoption:
    """An article of another book, replacing a base article or inserted after one."""

    article: str
    replaces: str | None = None
    after: str | None = None


@dataclass
class Removal:
    article: str
    reason: str = ""


@dataclass
class Addition:
    """A new house article (Markdown text) placed after a base article."""

    title: str
    text: str
    after: str
    number: str = ""


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


# --------------------------------------------------------------------------- parsing

TOP_KEYS = ("base", "event", "options", "set", "adopt", "remove", "add")
EVENT_KEYS = ("name", "organiser", "date", "contact", "location")
OPTION_KEYS = ("full_text", "examples")


def place_key(key: str) -> str:
    """A TOML key as written in a place: bare when possible, else quoted."""
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else _toml_string(key)


def parse_spec_text(text: str) -> tuple[Spec, list[Problem]]:
    """Parse TOML text into a Spec, with the list of shape problems (empty when fine)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return Spec(), [Problem("", f"TOML invalide : {exc}")]
    return parse_spec(data)


def parse_spec(data: dict[str, Any]) -> tuple[Spec, list[Problem]]:
    """Build a Spec from parsed TOML, collecting every shape problem (never raises)."""
    problems: list[Problem] = []

    def bad(place: str, message: str) -> None:
        problems.append(Problem(place, message))

    def get_str(table: dict[str, Any], key: str, place: str, *, required: bool = False) -> str:
        if key not in table:
            if required:
                bad(place, "champ obligatoire manquant")
            return ""
        value = table[key]
        if isinstance(value, _dt.date | _dt.datetime) and key == "date":
            return value.isoformat()
        if not isinstance(value, str):
            bad(place, f"doit être un texte, pas {_type_name(value)}")
            return ""
        if required and not value.strip():
            bad(place, "ne doit pas être vide")
        return value

    def unknown_keys(table: dict[str, Any], allowed: Iterable[str], prefix: str) -> None:
        allowed = tuple(allowed)
        for key in table:
            if key not in allowed:
                place = f"{prefix}.{place_key(key)}" if prefix else place_key(key)
                bad(place, f"clé inconnue (clés possibles : {', '.join(allowed)})")

    def table_list(key: str) -> list[tuple[str, dict[str, Any]]]:
        raw = data.get(key, [])
        if not isinstance(raw, list):
            bad(key, f"doit être une liste de tables [[{key}]]")
            return []
        out = []
        for i, item in enumerate(raw):
            place = f"{key}[{i}]"
            if key == "remove" and isinstance(item, str):
                item = {"article": item}  # remove = ["ropta:3.6", …] is accepted too
            if not isinstance(item, dict):
                bad(place, "doit être une table")
                continue
            out.append((place, item))
        return out

    spec = Spec()
    unknown_keys(data, TOP_KEYS, "")

    if "base" not in data:
        bad("base", "règlement de base manquant (ex. base = \"ropta\")")
    else:
        spec.base = get_str(data, "base", "base", required=True)

    event = data.get("event", {})
    if not isinstance(event, dict):
        bad("event", "doit être une table [event]")
        event = {}
    if "event" not in data:
        bad("event", "table [event] manquante (au moins name = \"…\")")
    else:
        unknown_keys(event, EVENT_KEYS, "event")
        spec.event = Event(
            name=get_str(event, "name", "event.name", required=True),
            organiser=get_str(event, "organiser", "event.organiser"),
            date=get_str(event, "date", "event.date"),
            contact=get_str(event, "contact", "event.contact"),
            location=get_str(event, "location", "event.location"),
        )

    options = data.get("options", {})
    if not isinstance(options, dict):
        bad("options", "doit être une table [options]")
        options = {}
    unknown_keys(options, OPTION_KEYS, "options")
    for key in OPTION_KEYS:
        if key in options:
            if isinstance(options[key], bool):
                setattr(spec.options, key, options[key])
            else:
                bad(f"options.{key}", f"doit valoir true ou false, pas {_type_name(options[key])}")

    overrides = data.get("set", {})
    if not isinstance(overrides, dict):
        bad("set", "doit être une table [set]")
        overrides = {}
    for pid, raw in overrides.items():
        place = f"set.{place_key(pid)}"
        if isinstance(raw, dict):
            unknown_keys(raw, ("value", "article"), place)
            if "value" not in raw:
                bad(f"{place}.value", "valeur manquante")
                continue
            article = raw.get("article")
            if article is not None and not isinstance(article, str):
                bad(f"{place}.article", f"doit être un identifiant d'article, pas {_type_name(article)}")
                article = None
            spec.set.append(Override(pid, raw["value"], article))
        elif isinstance(raw, list | _dt.date | _dt.time | _dt.datetime):
            bad(place, f"valeur de type {_type_name(raw)} non prise en charge")
        else:
            spec.set.append(Override(pid, raw))

    for place, item in table_list("adopt"):
        unknown_keys(item, ("article", "replaces", "after"), place)
        article = get_str(item, "article", f"{place}.article", required=True)
        replaces = get_str(item, "replaces", f"{place}.replaces") or None
        after = get_str(item, "after", f"{place}.after") or None
        if replaces and after:
            bad(place, "donner soit replaces (remplacer un article), soit after (insérer), pas les deux")
        elif not replaces and not after and "replaces" not in item and "after" not in item:
            bad(place, "indiquer l'article remplacé (replaces = \"…\") ou la position (after = \"…\")")
        spec.adopt.append(Adoption(article, replaces, after))

    for place, item in table_list("remove"):
        unknown_keys(item, ("article", "reason"), place)
        spec.remove.append(
            Removal(get_str(item, "article", f"{place}.article", required=True), get_str(item, "reason", f"{place}.reason"))
        )

    for place, item in table_list("add"):
        unknown_keys(item, ("title", "text", "after", "number"), place)
        spec.add.append(
            Addition(
                title=get_str(item, "title", f"{place}.title", required=True),
                text=get_str(item, "text", f"{place}.text", required=True),
                after=get_str(item, "after", f"{place}.after", required=True),
                number=get_str(item, "number", f"{place}.number"),
            )
        )
    return spec, problems


def _type_name(value: Any) -> str:
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
    return "une date" if isinstance(value, _dt.date | _dt.time) else type(value).__name__


# --------------------------------------------------------------------------- validation


class ParameterLike(Protocol):
    """What validation needs of a parameter (kb.parameters.Parameter)."""

    id: str
    type: str
    choices: dict[str, str]
    values: Any


def validate_spec(spec: Spec, library: Library, parameters: Iterable[ParameterLike]) -> list[Problem]:
    """Every problem of ``spec`` against the library and the parameters."""
    problems: list[Problem] = []
    params = {p.id: p for p in parameters}

    def bad(place: str, message: str) -> None:
        problems.append(Problem(place, message))

    base = spec.base
    base_ok = bool(base) and base in library.books
    if base and not base_ok:
        bad("base", f"règlement inconnu {base!r} (règlements : {', '.join(library.books)})")

    def base_article(aid: str, place: str, *, what: str = "article") -> bool:
        """True if ``aid`` is an article of the base book (reports otherwise)."""
        if not aid:
            return False
        if aid not in library:
            bad(place, f"{what} inconnu {aid!r} (les identifiants ressemblent à ropta:3.5, tda:29)")
            return False
        if base_ok and library.get(aid).book != base:
            bad(place, f"{aid} n'est pas un article du règlement de base ({base})")
            return False
        return base_ok

    # set: parameters and values
    seen_params: set[str] = set()
    for ov in spec.set:
        place = f"set.{place_key(ov.parameter)}"
        if ov.parameter in seen_params:
            bad(place, "paramètre modifié deux fois")
            continue
        seen_params.add(ov.parameter)
        param = params.get(ov.parameter)
        if param is None:
            close = difflib.get_close_matches(ov.parameter, list(params), n=3, cutoff=0.6)
            close += sorted(p for p in params if p.split(".")[0] == ov.parameter.split(".")[0] and p not in close)
            hint = f" (vouliez-vous dire : {', '.join(close[:5])} ?)" if close else " (liste : kb/data/parameters/*.toml)"
            bad(place, f"paramètre inconnu {ov.parameter!r}{hint}")
            continue
        message = value_problem(param, ov.value)
        if message:
            bad(place, message)
        elif base_ok:
            bv = (param.values or {}).get(base)
            if bv is not None and _same_value(getattr(bv, "value", None), ov.value):
                bad(place, f"valeur identique à celle du règlement de base ({base}) : rien à modifier")
        if ov.article is not None:
            base_article(ov.article, f"{place}.article")

    removed: set[str] = set()
    for i, rm in enumerate(spec.remove):
        place = f"remove[{i}].article"
        if base_article(rm.article, place):
            if rm.article in removed:
                bad(place, f"{rm.article} est supprimé deux fois")
            removed.add(rm.article)

    adopted: set[str] = set()
    replaced: set[str] = set()
    for i, ad in enumerate(spec.adopt):
        place = f"adopt[{i}]"
        if ad.article:
            if ad.article not in library:
                bad(f"{place}.article", f"article inconnu {ad.article!r}")
            else:
                art = library.get(ad.article)
                if base_ok and art.book == base:
                    bad(f"{place}.article", f"{ad.article} appartient déjà au règlement de base ({base}) : rien à adopter")
                elif ad.article in adopted:
                    bad(f"{place}.article", f"{ad.article} est adopté deux fois")
                elif not art.text.strip():
                    bad(f"{place}.article", f"{ad.article} n'a pas de texte en vigueur (article supprimé dans son règlement)")
                adopted.add(ad.article)
        if ad.replaces and base_article(ad.replaces, f"{place}.replaces", what="article remplacé"):
            target = library.get(ad.replaces)
            if ad.replaces in replaced:
                bad(f"{place}.replaces", f"{ad.replaces} est déjà remplacé par une autre adoption")
            elif ad.replaces in removed:
                bad(f"{place}.replaces", f"{ad.replaces} est aussi supprimé (remove) : le remplacer ou le supprimer, pas les deux")
            elif target.kind == "part" or library.children(ad.replaces):
                bad(f"{place}.replaces", f"{ad.replaces} est une partie qui contient des articles : remplacer un article précis")
            replaced.add(ad.replaces)
        if ad.after:
            base_article(ad.after, f"{place}.after", what="position")

    numbers = {a.number for a in library.by_book(base)} if base_ok else set()
    for i, add in enumerate(spec.add):
        place = f"add[{i}]"
        if add.after:
            base_article(add.after, f"{place}.after", what="position")
        if add.number and add.number in numbers:
            bad(f"{place}.number", f"le numéro {add.number} existe déjà dans le règlement de base")
    return problems


def value_problem(param: ParameterLike, value: Any) -> str | None:
    """Why ``value`` does not fit the parameter's type or choices; None when it does."""
    kind = param.type
    if kind == "number":
        if isinstance(value, bool) or not isinstance(value, int | float):
            return f"doit être un nombre, pas {_type_name(value)}"
        if value < 0:
            return "doit être un nombre positif"
        lo, hi = getattr(param, "min", None), getattr(param, "max", None)
        if lo is not None and value < lo:
            return f"doit être au moins {lo}"
        if hi is not None and value > hi:
            return f"doit être au plus {hi}"
        return None
    if kind == "bool":
        return None if isinstance(value, bool) else f"doit valoir true ou false, pas {_type_name(value)}"
    if kind == "enum":
        choices = param.choices or {}
        if not isinstance(value, str) or value not in choices:
            listed = ", ".join(f"{k!r} ({v})" for k, v in choices.items())
            return f"valeur {value!r} hors des choix possibles : {listed}"
        return None
    if kind == "text":
        if not isinstance(value, str):
            return f"doit être un texte, pas {_type_name(value)}"
        return None if value.strip() else "ne doit pas être vide"
    return f"type de paramètre non pris en charge : {kind!r}"


def _same_value(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return bool(a == b)


def check_spec_text(text: str, library: Library, parameters: Iterable[ParameterLike], *, path: str | None = None) -> Spec:
    """Parse and validate a spec; raises SpecError listing every problem at once."""
    spec, problems = parse_spec_text(text)
    if not any(p.place == "" for p in problems):  # TOML syntax errors stop here
        problems += validate_spec(spec, library, parameters)
    if problems:
        raise SpecError(problems, path=path)
    return spec


# --------------------------------------------------------------------------- writing TOML


def _toml_string(s: str) -> str:
    out = ['"']
    for ch in s:
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{place_key(k)} = {toml_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    raise TypeError(f"cannot write {type(value).__name__} as TOML")


def dump_spec(spec: Spec) -> str:
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
            lines.append(f"{place_key(ov.parameter)} = {value}")
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
