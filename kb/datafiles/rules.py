"""The rules a schema cannot say, one named function per rule, listed per kind of file:
a value of the parameter's own type, a quote that contains its phrase, an example that
gives either a situation or a calculation…

Each rule takes the parsed file and a ``RuleContext`` and returns its problems; it skips
what has the wrong type (the schema reports that). A rule that needs a module above this
package (the glossary's search analyzer, the engine's action words) lives in that module,
which passes it when it reads the file (``read_checked(kind, path, rules=[...])``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.datafiles.nodes import Ref, TableList
from kb.datafiles.problems import Place, Problem, type_name
from kb.datafiles.schemas import BOOKS, SCHEMAS
from kb.datafiles.walk import item_place
from kb.quotes import normalize_quote


@dataclass(frozen=True)
class RuleContext:
    """What a rule knows besides the data: the file's path and the names of a ``Ref``
    (None when they are not checked)."""

    path: Path
    resolve: Callable[[Ref], Collection[str] | None]


Rule = Callable[[dict[str, Any], RuleContext], list[Problem]]


def items(kind: str, key: str, data: dict[str, Any]) -> Iterator[tuple[Place, dict[str, Any]]]:
    """The tables of the array ``key`` of a file of ``kind``, each with its place."""
    node = SCHEMAS[kind].fields[key].node
    assert isinstance(node, TableList)
    raw = data.get(key)
    if isinstance(raw, list):
        for i, item in enumerate(raw):
            if isinstance(item, dict):
                yield item_place(Place(), key, i, item, node), item


def value_problem(ptype: str, choices: Any, value: Any, minimum: Any = None, maximum: Any = None) -> str | None:
    """Why ``value`` is not a value of a parameter of type ``ptype`` (None when it is); a
    number must also lie between ``minimum`` and ``maximum`` when they are given.

    >>> value_problem("enum", {"check": "parole"}, "fold")
    "valeur inconnue 'fold' (attendu : check)"
    >>> value_problem("number", None, -50, 1, 100)
    'doit être entre 1 et 100, pas -50'
    """
    if ptype == "number":
        if isinstance(value, bool) or not isinstance(value, int | float):
            return f"doit être un nombre, pas {type_name(value)}"
        if isinstance(value, float) and not math.isfinite(value):
            return f"doit être un nombre fini, pas {value}"
        return _range_problem(value, minimum, maximum)
    if ptype == "bool":
        return None if isinstance(value, bool) else f"doit valoir true ou false, pas {type_name(value)}"
    if ptype == "enum":
        names = list(choices) if isinstance(choices, dict) else []
        if not isinstance(value, str) or value not in names:
            return f"valeur inconnue {value!r} (attendu : {', '.join(names)})"
        return None
    if ptype == "text":
        if not isinstance(value, str):
            return f"doit être un texte, pas {type_name(value)}"
        return None if value.strip() else "ne doit pas être vide"
    return None  # an unknown type is reported by the schema


def _range_problem(value: int | float, minimum: Any, maximum: Any) -> str | None:
    """Why a number is out of ``[minimum, maximum]`` (an end may be None: no bound)."""
    low = minimum if isinstance(minimum, int | float) and not isinstance(minimum, bool) else None
    high = maximum if isinstance(maximum, int | float) and not isinstance(maximum, bool) else None
    if low is not None and high is not None and low > high:
        return None  # the inverted range is the data's problem, reported once (_range_fields)
    if (low is not None and value < low) or (high is not None and value > high):
        # A 30-digit integer is shown by its size, not printed whole.
        shown = str(value) if len(str(value)) <= 20 else f"un nombre de {len(str(value))} chiffres"
        if low is not None and high is not None:
            return f"doit être entre {low} et {high}, pas {shown}"
        return f"doit être au moins {low}, pas {shown}" if low is not None else f"doit être au plus {high}, pas {shown}"
    return None


# --------------------------------------------------------------------------- parameters


def parameter_type(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """``choices`` for enums only (two at least), ``template`` with ``{value}``, a
    ``default`` of the parameter's type."""
    out: list[Problem] = []
    for place, p in items("parameters", "parameter", data):
        ptype, choices = p.get("type"), p.get("choices")
        if ptype == "enum" and not (isinstance(choices, dict) and len(choices) >= 2):
            out.append(Problem(str(place.key("choices")), "un enum demande au moins deux choix (choices = { a = \"…\", b = \"…\" })"))
        if ptype != "enum" and "choices" in p:
            out.append(Problem(str(place.key("choices")), f"« choices » ne sert qu'aux enums (ce paramètre est de type {ptype!r})"))
        out += _range_fields(place, p)
        template = p.get("template")
        if isinstance(template, str) and template and "{value}" not in template:
            out.append(Problem(str(place.key("template")), "doit contenir {value} (ex. \"{value} secondes\")"))
        if "default" in p and isinstance(ptype, str):
            problem = value_problem(ptype, choices, p["default"], p.get("min"), p.get("max")) or _default_stated(p)
            if problem:
                out.append(Problem(str(place.key("default")), problem))
    return out


def _range_fields(place: Place, p: dict[str, Any]) -> list[Problem]:
    """``min`` and ``max`` for numbers only, ``min`` not above ``max``."""
    ptype, low, high = p.get("type"), p.get("min"), p.get("max")
    out = [
        Problem(str(place.key(key)), f"« {key} » ne sert qu'aux nombres (ce paramètre est de type {ptype!r})")
        for key in ("min", "max") if key in p and ptype != "number"
    ]
    if isinstance(low, int | float) and isinstance(high, int | float) and low > high:
        out.append(Problem(str(place.key("min")), f"min ({low}) est au-dessus de max ({high})"))
    return out


def _default_stated(p: dict[str, Any]) -> str | None:
    """A default (the engine's value for a silent book) is the value of at least one book:
    the rule the books share, never an invention."""
    default = p["default"]
    values = p.get("values")
    stated = [v.get("value") for v in values.values() if isinstance(v, dict)] if isinstance(values, dict) else []
    if any(same_value(v, default) for v in stated):
        return None
    return f"la valeur par défaut {default!r} n'est la valeur d'aucun livre"


def same_value(a: Any, b: Any) -> bool:
    """Equal values, a boolean never equal to a number.

    >>> same_value(50, 50.0), same_value(True, 1)
    (True, False)
    """
    if isinstance(a, bool) or isinstance(b, bool):
        return a is b
    return bool(a == b)


def book_values(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """What each book says: a value of the parameter's type, cited by an article of that
    book and a quote containing its phrase; or ``unspecified = true`` with at most a note."""
    out: list[Problem] = []
    for place, p in items("parameters", "parameter", data):
        values = p.get("values")
        if not isinstance(values, dict):
            continue
        for book, raw in values.items():
            if not isinstance(raw, dict):
                continue
            here = place.step(f"livre {book}", prose=True)
            if raw.get("unspecified") is True:
                extra = sorted(set(raw) - {"unspecified", "note"})
                if extra:
                    out.append(Problem(str(here), f"un livre muet (unspecified = true) n'a qu'une note, pas : {', '.join(extra)}"))
                continue
            for key in ("article", "quote"):
                if key not in raw:
                    out.append(Problem(str(here.key(key)), "champ obligatoire manquant (ou écrire unspecified = true)"))
            article = raw.get("article")
            if isinstance(article, str) and ":" in article and article.split(":", 1)[0] != book:
                out.append(Problem(str(here.key("article")), f"l'article {article!r} n'est pas du livre {book} ({book}:…)"))
            if "value" in raw and isinstance(p.get("type"), str):
                problem = value_problem(p["type"], p.get("choices"), raw["value"], p.get("min"), p.get("max"))
                if problem:
                    out.append(Problem(str(here.key("value")), problem))
            phrase, quote = raw.get("phrase"), raw.get("quote")
            if isinstance(phrase, str) and isinstance(quote, str) and normalize_quote(phrase) not in normalize_quote(quote):
                out.append(Problem(str(here.key("phrase")), f"{phrase!r} ne figure pas dans la citation (quote)"))
    return out


# --------------------------------------------------------------------------- worked examples


def example_book(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """An examples file is named after its book (``tda.toml``): every article it cites,
    in ``[articles]`` and in its examples, is an article of that book."""
    books = ctx.resolve(BOOKS)
    book = ctx.path.stem
    if books is None or book not in books:
        return []  # not a book's file: only the loader knows which book it stands for
    cited: list[tuple[Place, Any]] = []
    articles = data.get("articles")
    if isinstance(articles, dict):
        cited += [(Place().key("articles").key(k).key("article"), v.get("article")) for k, v in articles.items()
                  if isinstance(v, dict)]
    cited += [(place.key("article"), ex.get("article")) for place, ex in items("examples", "example", data)]
    return [
        Problem(str(place), f"l'article {article!r} n'est pas du livre {book} ({book}:…)")
        for place, article in cited
        if isinstance(article, str) and ":" in article and not article.startswith(book + ":")
    ]


def example_shape(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Either a ``situation`` or a ``calc`` with its ``inputs``; an erratum gives both its
    explanation (``erratum``) and what the book says (``book_says``)."""
    out: list[Problem] = []
    for place, ex in items("examples", "example", data):
        if ("situation" in ex) == ("calc" in ex):
            out.append(Problem(str(place), "donner soit « situation », soit « calc » et « inputs »"))
        elif "calc" in ex and "inputs" not in ex:
            out.append(Problem(str(place.key("inputs")), "champ obligatoire manquant (un calcul a des entrées)"))
        elif "situation" in ex and "inputs" in ex:
            out.append(Problem(str(place.key("inputs")), "« inputs » ne sert qu'avec « calc »"))
        if ("erratum" in ex) != ("book_says" in ex):
            missing = "book_says" if "erratum" in ex else "erratum"
            out.append(Problem(str(place.key(missing)), "un erratum donne « erratum » (l'explication) et « book_says » (ce que dit le livre)"))
    return out


# --------------------------------------------------------------------------- house rules


def adoption_position(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """An adopted article either replaces a base article or is inserted after one."""
    out: list[Problem] = []
    for place, ad in items("house_rules", "adopt", data):
        if ad.get("replaces") and ad.get("after"):
            out.append(Problem(str(place), "donner soit replaces (remplacer un article), soit after (insérer), pas les deux"))
        elif "replaces" not in ad and "after" not in ad:
            out.append(Problem(str(place), "indiquer l'article remplacé (replaces = \"…\") ou la position (after = \"…\")"))
    return out


# --------------------------------------------------------------------------- profiles


def pattern_problem(pattern: str) -> str | None:
    """Why ``pattern`` is not a usable regular expression, in French; None when it is.

    >>> pattern_problem("^(a")
    'expression régulière invalide : missing ), unterminated subpattern (position 1)'
    """
    try:
        re.compile(pattern)
    except re.error as exc:
        return f"expression régulière invalide : {exc.msg} (position {exc.pos})"
    return None


def _pattern_places(data: dict[str, Any]) -> Iterator[tuple[str, Any]]:
    """(place, value) of every pattern of a profile outside its levels."""
    for key in ("front_matter_end", "toc_line"):
        if isinstance(data.get(key), str):
            yield key, data[key]
    for key in ("body_headings", "furniture", "examples"):
        values = data.get(key)
        if isinstance(values, list):
            for i, value in enumerate(values):
                yield f"{key}[{i}]", value


def _level_problems(level: dict[str, Any], names: set[str]) -> list[tuple[str, str]]:
    """(field, message) for what a level's schema cannot say: its patterns compile, a
    numbered level's pattern has a number and a title, ``before`` / ``within`` /
    ``restart_in`` / ``next_line = "@…"`` name a level of the profile."""
    out: list[tuple[str, str]] = []
    for key in ("pattern", "next_line", "title_split"):
        value = level.get(key)
        if isinstance(value, str) and value and not value.startswith("@"):
            problem = pattern_problem(value)
            if problem:
                out.append((key, problem))
    pattern = level.get("pattern")
    if isinstance(pattern, str) and not pattern_problem(pattern):
        compiled = re.compile(pattern)
        if level.get("numbered", True) is not False and "number" not in compiled.groupindex and compiled.groups < 2:
            out.append(("pattern", "un niveau numéroté a besoin d'un groupe (?P<number>…) et d'un groupe (?P<title>…)"))
    for key in ("before", "within", "restart_in", "next_line"):
        value = level.get(key)
        if isinstance(value, str) and (key != "next_line" and value or value.startswith("@")):
            # « @rule|procedure »: a heading of one of these levels
            for name in value.removeprefix("@").split("|") if key == "next_line" else [value]:
                if name not in names:
                    out.append((key, f"niveau inconnu {name!r} (attendu : {', '.join(sorted(names)) or 'aucun niveau nommé'})"))
    return out


def profile_patterns(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Every pattern of a layout profile is a valid regular expression with the groups it
    needs; levels named by ``before`` / ``within`` / ``next_line`` exist."""
    out = [Problem(place, problem) for place, value in _pattern_places(data)
           if isinstance(value, str) and (problem := pattern_problem(value))]
    levels = [lv for lv in data.get("level", []) if isinstance(lv, dict)] if isinstance(data.get("level"), list) else []
    names = {lv.get("name", "article") for lv in levels if isinstance(lv.get("name", "article"), str)}
    for place, level in items("profile", "level", data):
        out += [Problem(f"{place}.{key}", message) for key, message in _level_problems(level, names)]
    return out


# The rules of each kind, in order (kinds without rules are fully said by their schema).
# A rule whose home is the module reading the file (it needs that module's vocabulary) is
# passed by that module: ``read_checked(kind, path, rules=[...])``.
def beyond_patterns(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Rule of the description file: every pattern of the questions beyond the betting
    round compiles (``[[beyond.question]]``, ``counts``, ``[beyond.count]``, ``eliminated``,
    ``penalty``, ``[beyond.misdeal]``)."""
    beyond = data.get("beyond")
    if not isinstance(beyond, dict):
        return []
    lists: list[tuple[str, Any]] = [("beyond.counts", beyond.get("counts")), ("beyond.eliminated", beyond.get("eliminated")),
                                    ("beyond.penalty", beyond.get("penalty")), ("beyond.chip", beyond.get("chip")),
                                    ("beyond.odd_chip", beyond.get("odd_chip")), ("beyond.remaining", beyond.get("remaining")),
                                    ("beyond.eliminated_of", beyond.get("eliminated_of")), ("beyond.hilo", beyond.get("hilo")),
                                    ("beyond.story_asides", beyond.get("story_asides")), ("beyond.skipped", beyond.get("skipped")),
                                    ("beyond.royal_board", beyond.get("royal_board")), ("beyond.front", beyond.get("front"))]
    misdeal = beyond.get("misdeal")
    lists += [(f"beyond.misdeal.{k}", ps) for k, ps in (misdeal.items() if isinstance(misdeal, dict) else [])]
    questions = beyond.get("question")
    for i, entry in enumerate(questions if isinstance(questions, list) else []):
        lists.append((f"beyond.question[{i}].patterns", entry.get("patterns") if isinstance(entry, dict) else None))
        lists.append((f"beyond.question[{i}].anywhere_patterns", entry.get("anywhere_patterns") if isinstance(entry, dict) else None))
    count = beyond.get("count")
    lists += [(f"beyond.count.{n}", ps) for n, ps in (count.items() if isinstance(count, dict) else [])]
    out: list[Problem] = []
    for place, patterns in lists:
        for j, pattern in enumerate(patterns if isinstance(patterns, list) else []):
            problem = pattern_problem(pattern.replace("#", "(\\d+)")) if isinstance(pattern, str) else None
            if problem:
                out.append(Problem(f"{place}[{j}]", problem))
    return out


RULES: dict[str, list[tuple[str, Rule]]] = {
    "parameters": [("parameter_type", parameter_type), ("book_values", book_values)],
    "examples": [("example_book", example_book), ("example_shape", example_shape)],
    "house_rules": [("adoption_position", adoption_position)],
    "profile": [("profile_patterns", profile_patterns)],
    "description": [("beyond_patterns", beyond_patterns)],
}
