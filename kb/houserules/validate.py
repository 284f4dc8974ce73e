"""Checking a house-rules spec against the library and the parameters: unknown parameter
or article, a value of the wrong type or outside its choices, conflicting adoptions…

What is checked (every problem is reported with its place; all are reported at once):

- ``base``: a book of the library;
- ``set``: known parameter (with close-match suggestions), value of the parameter's type
  (a number from 0 to 1 000 000, a percentage at most 100, within the parameter's
  ``min``/``max`` when it has them; true/false; one of the enum's choices; non-empty
  text), not the base book's own value (nothing would change), ``article`` an article of
  the base book;
- ``remove``: an article of the base book, removed once;
- ``adopt`` conflicts: the adopted article exists, is not from the base book itself, has
  current wording, and is adopted once; ``replaces`` is an article of the base book that is
  not replaced twice, not also removed, and not a part that contains articles; ``after`` is
  an article of the base book;
- ``add``: ``after`` is an article of the base book; ``number`` is not already a number of
  the base book, nor of another addition.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Iterable
from typing import Any, Protocol

from kb.datafiles import Problem, place_key
from kb.datafiles import value_problem as datafile_value_problem
from kb.houserules.specfile import Spec
from kb.limits import LIMITS
from kb.model import Library
from kb.parameters import same_value
from kb.text import nesting_depth

# No rule of a tournament counts a million of anything (seconds, players, hands, chips):
# a larger value is a typing slip, and a 30-digit one would be printed into the rulebook.
MAX_NUMBER = 1_000_000


class ParameterLike(Protocol):
    """What validation needs of a parameter (kb.parameters.Parameter)."""

    id: str
    type: str
    choices: dict[str, str]
    values: Any


def id_examples(library: Library) -> str:
    """Article ids of the library to show what an id looks like: the first numbered
    article of each of the first two books (``"b1:1, b2:1"``)."""
    found = []
    for book in list(library.books)[:2]:
        first = next((a for a in library.by_book(book) if a.numbered and a.text.strip()), None)
        if first is not None:
            found.append(first.id)
    return ", ".join(found)


class _Validation:
    """The problems of one spec, collected check after check."""

    def __init__(self, spec: Spec, library: Library):
        self.spec, self.library = spec, library
        self.problems: list[Problem] = []
        base = spec.base
        self.base_ok = bool(base) and base in library.books
        if base and not self.base_ok:
            self.bad("base", f"règlement inconnu {base!r} (règlements : {', '.join(library.books)})")

    def bad(self, place: str, message: str) -> None:
        self.problems.append(Problem(place, message))

    def base_article(self, aid: str, place: str, *, what: str = "article") -> bool:
        """True if ``aid`` is an article of the base book (reports otherwise)."""
        if not aid:
            return False
        if aid not in self.library:
            self.bad(place, f"{what} inconnu {aid!r} (les identifiants ressemblent à {id_examples(self.library)})")
            return False
        if self.base_ok and self.library.get(aid).book != self.spec.base:
            self.bad(place, f"{aid} n'est pas un article du règlement de base ({self.spec.base})")
            return False
        return self.base_ok

    def overrides(self, params: dict[str, ParameterLike]) -> None:
        seen: set[str] = set()
        for ov in self.spec.set:
            place = f"set.{place_key(ov.parameter)}"
            if ov.parameter in seen:
                self.bad(place, "paramètre modifié deux fois")
                continue
            seen.add(ov.parameter)
            param = params.get(ov.parameter)
            if param is None:
                self.bad(place, f"paramètre inconnu {ov.parameter!r}{_close_matches(ov.parameter, params)}")
                continue
            message = value_problem(param, ov.value)
            if message:
                self.bad(place, message)
            elif self.base_ok:
                bv = (param.values or {}).get(self.spec.base)
                if bv is not None and same_value(getattr(bv, "value", None), ov.value):
                    self.bad(place, f"valeur identique à celle du règlement de base ({self.spec.base}) : rien à modifier")
            if ov.article is not None:
                self.base_article(ov.article, f"{place}.article")

    def removals(self) -> set[str]:
        removed: set[str] = set()
        for i, rm in enumerate(self.spec.remove):
            place = f"remove[{i}].article"
            if self.base_article(rm.article, place):
                if rm.article in removed:
                    self.bad(place, f"{rm.article} est supprimé deux fois")
                removed.add(rm.article)
        return removed

    def adoptions(self, removed: set[str]) -> None:
        adopted: set[str] = set()
        replaced: set[str] = set()
        for i, ad in enumerate(self.spec.adopt):
            place = f"adopt[{i}]"
            if ad.article:
                self._adopted(ad.article, f"{place}.article", adopted)
            if ad.replaces and self.base_article(ad.replaces, f"{place}.replaces", what="article remplacé"):
                self._replaced(ad.replaces, f"{place}.replaces", replaced, removed)
            if ad.after:
                self.base_article(ad.after, f"{place}.after", what="position")

    def _adopted(self, aid: str, place: str, adopted: set[str]) -> None:
        if aid not in self.library:
            self.bad(place, f"article inconnu {aid!r}")
            return
        art, base = self.library.get(aid), self.spec.base
        if self.base_ok and art.book == base:
            self.bad(place, f"{aid} appartient déjà au règlement de base ({base}) : rien à adopter")
        elif aid in adopted:
            self.bad(place, f"{aid} est adopté deux fois")
        elif not art.text.strip():
            self.bad(place, f"{aid} n'a pas de texte en vigueur (article supprimé dans son règlement)")
        adopted.add(aid)

    def _replaced(self, aid: str, place: str, replaced: set[str], removed: set[str]) -> None:
        target = self.library.get(aid)
        if aid in replaced:
            self.bad(place, f"{aid} est déjà remplacé par une autre adoption")
        elif aid in removed:
            self.bad(place, f"{aid} est aussi supprimé (remove) : le remplacer ou le supprimer, pas les deux")
        elif target.kind == "part" or self.library.children(aid):
            self.bad(place, f"{aid} est une partie qui contient des articles : remplacer un article précis")
        replaced.add(aid)

    def additions(self) -> None:
        base_ok, base = self.base_ok, self.spec.base
        numbers = {a.number for a in self.library.by_book(base)} if base_ok else set()
        added: dict[str, int] = {}  # number → the first addition that has it
        for i, add in enumerate(self.spec.add):
            place = f"add[{i}]"
            if add.after:
                self.base_article(add.after, f"{place}.after", what="position")
            if add.number and add.number in numbers:
                self.bad(f"{place}.number", f"le numéro {add.number} existe déjà dans le règlement de base")
            elif add.number and add.number in added:
                self.bad(f"{place}.number", f"le numéro {add.number} est déjà celui de add[{added[add.number]}]")
            added.setdefault(add.number, i)
            if nesting_depth(add.text) > LIMITS.nesting_depth.max_value:  # (a browser's renderer runs out of stack)
                self.bad(f"{place}.text", LIMITS.nesting_depth.exceeded(nesting_depth(add.text)))


def validate_spec(spec: Spec, library: Library, parameters: Iterable[ParameterLike]) -> list[Problem]:
    """Every problem of ``spec`` against the library and the parameters."""
    check = _Validation(spec, library)
    check.overrides({p.id: p for p in parameters})
    check.adoptions(check.removals())
    check.additions()
    return check.problems


def _close_matches(pid: str, params: dict[str, ParameterLike]) -> str:
    """The hint after an unknown parameter: close ids, then the ids of the same theme."""
    close = difflib.get_close_matches(pid, list(params), n=3, cutoff=0.6)
    close += sorted(p for p in params if p.split(".")[0] == pid.split(".")[0] and p not in close)
    return f" (vouliez-vous dire : {', '.join(close[:5])} ?)" if close else " (liste : kb/data/parameters/*.toml)"


def value_problem(param: ParameterLike, value: Any) -> str | None:
    """Why ``value`` does not fit the parameter; None when it does.

    The parameter's own rule (type, choices, ``min``/``max``: :func:`kb.datafiles.value_problem`,
    the one the data files are checked by), after the bounds a house rule adds to any number:
    positive, at most :data:`MAX_NUMBER`, a percentage at most 100."""
    if param.type == "number" and _is_finite_number(value):
        if value < 0:
            return "doit être un nombre positif"
        if value > MAX_NUMBER:  # before any other comparison: a 30-digit integer, 1e300
            return f"nombre trop grand (au plus {MAX_NUMBER:_})".replace("_", " ")
        if getattr(param, "unit", None) == "%" and value > 100:
            return "un pourcentage ne dépasse pas 100"
    if param.type not in ("number", "bool", "enum", "text"):
        return f"type de paramètre non pris en charge : {param.type!r}"
    return datafile_value_problem(param.type, param.choices, value, getattr(param, "min", None), getattr(param, "max", None))


def _is_finite_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
