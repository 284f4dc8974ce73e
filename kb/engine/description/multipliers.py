"""Raises told as a multiple of the bet to call: « relance x3 », « 2,5x », « trois fois la
mise », « au double », « B double la mise » (the forms of ``kb/data/description.toml``'s
``[[multiplier]]``).

They are read in the text before its words, like the amounts: each becomes a ``TIMESn``
token the mark reader sees as one mark, and the multiplier is kept aside; the replay
(:mod:`.table`) multiplies it by the bet to call at that moment of the story:

>>> from kb.engine.description.vocabulary import load_vocabulary
>>> voc = load_vocabulary()
>>> text, found = read_multipliers("A relance x3, B relance à 2,5x, C double la mise", "relance à", voc.multipliers, voc.numbers)
>>> text
'A relance  TIMES0 , B relance à  TIMES1 , C  relance à TIMES2 '
>>> [(str(m.factor), m.said, m.verb) for m in found]
[('3', 'x3', False), ('5/2', '2,5x', False), ('2', 'double la mise', True)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from kb.datafiles import Problem, RuleContext, items

# A multiple is small: « x3 », « 2,5x »; « x 1000 » is not one, nor « deux fois 1000 » (a
# number follows), and « 1000x2 », chips, is read before.
MAX_FACTOR = 20
_DIGITS = r"\d{1,2}(?:[.,]\d{1,2})?"


@dataclass(frozen=True)
class Multiplier:
    """A multiple said in the story: ``factor``, the words as written (``said``), and
    whether the words are the raise itself (``verb``: « double la mise »)."""

    factor: Fraction
    said: str
    verb: bool = False


@dataclass(frozen=True)
class MultiplierForm:
    """One form of ``[[multiplier]]``: the words, ``#`` for the number (plus ``plus``: « deux
    fois et demie » is 2 + 1/2), or a fixed ``value``."""

    form: str
    value: Fraction | None = None
    verb: bool = False
    plus: Fraction = Fraction(0)


def factor_fr(factor: Fraction) -> str:
    """``Fraction(5, 2)`` → ``"2,5"``, ``Fraction(3)`` → ``"3"``."""
    if factor.denominator == 1:
        return str(factor.numerator)
    return f"{float(factor):g}".replace(".", ",")


def _form_pattern(form: str, number: str) -> str:
    """``"# fois la mise"`` → a pattern (spaces around ``#`` optional, between words one or more)."""
    parts = [r"\s+".join(re.escape(w) for w in chunk.split()) for chunk in form.split("#")]
    return (r"\s*(" + number + r")\s*").join(parts)


@cache
def _pattern(forms: tuple[MultiplierForm, ...], numbers: tuple[tuple[str, int], ...]) -> re.Pattern[str]:
    """One pattern of every form, the longest first; each form is a named group ``f<i>``."""
    words = "|".join(re.escape(w) for w, _ in sorted(numbers, key=lambda n: -len(n[0])))
    number = _DIGITS + (f"|{words}" if words else "")
    order = sorted(range(len(forms)), key=lambda i: -len(forms[i].form))
    alternatives = [f"(?P<f{i}>{_form_pattern(forms[i].form, number)})" for i in order]
    return re.compile(r"(?<![\w.,])(?:" + "|".join(alternatives) + r")(?![\w×])(?!\s*\d)", re.IGNORECASE)


def _factor(said: str, numbers: dict[str, int]) -> Fraction:
    """``"2,5"`` → 5/2, ``"trois"`` → 3."""
    said = said.strip().lower()
    return Fraction(numbers[said]) if said in numbers else Fraction(said.replace(",", "."))


def read_multipliers(text: str, raise_words: str, forms: tuple[MultiplierForm, ...],
                     numbers: dict[str, int]) -> tuple[str, list[Multiplier]]:
    """``text`` with each multiple replaced by ``TIMESn`` (after ``raise_words`` when the form
    says the raise too), and the multiples read, in order; a number over ``MAX_FACTOR`` or
    below 1 is left as it is."""
    if not forms:
        return text, []
    found: list[Multiplier] = []

    def replace(m: re.Match[str]) -> str:
        name = next(k for k, v in m.groupdict().items() if v is not None)
        form = forms[int(name[1:])]
        said = m.group(0).strip()
        # the number is the group right after the form's own (a form has at most one « # »)
        factor = form.value if form.value is not None else _factor(m.group(m.re.groupindex[name] + 1), numbers) + form.plus
        if not 1 <= factor <= MAX_FACTOR:
            return m.group(0)
        found.append(Multiplier(factor, said, form.verb))
        return f" {raise_words + ' ' if form.verb else ''}TIMES{len(found) - 1} "

    return _pattern(forms, tuple(sorted(numbers.items()))).sub(replace, text), found


def total(multiplier: Multiplier, base: int) -> Fraction:
    """The total bet of « x3 » facing ``base``: ``3 × base`` (may be a fraction: the
    caller asks back).

    >>> total(Multiplier(Fraction(5, 2), "x2,5"), 150)
    Fraction(375, 1)
    """
    return multiplier.factor * base


def multiplier_forms(data: dict[str, object], ctx: RuleContext) -> list[Problem]:
    """Rule of the description file (run by ``kb.datafiles.check``): a ``[[multiplier]]``
    has either ``#`` in each form (the number said) or a ``value``, not both."""
    out: list[Problem] = []
    for place, entry in items("description", "multiplier", data):
        forms = entry.get("forms")
        has_value = "value" in entry
        for i, form in enumerate(forms if isinstance(forms, list) else []):
            if not isinstance(form, str):
                continue
            if has_value and "#" in form:
                out.append(Problem(f"{place.key('forms')}[{i}]", f"{form!r} : « # » (le nombre dit) et une valeur fixe ({entry['value']}) à la fois"))
            elif not has_value and "#" not in form:
                out.append(Problem(f"{place.key('forms')}[{i}]", f"{form!r} : ni « # » (le nombre dit) ni `value` dans la table"))
            elif has_value and entry.get("plus"):
                out.append(Problem(f"{place.key('forms')}[{i}]", f"{form!r} : `plus` s'ajoute au nombre dit (« # »), pas à une valeur fixe"))
            elif form.count("#") > 1:
                out.append(Problem(f"{place.key('forms')}[{i}]", f"{form!r} : un seul « # » par forme"))
    return out
