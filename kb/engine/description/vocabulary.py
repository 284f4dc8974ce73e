"""The words of a situation told in French: the action words and the small words of amounts
of ``kb/data/actions.toml`` (through ``kb.engine.words``, the one vocabulary of actions),
the rest — places, streets, other small words, numbers — from ``kb/data/description.toml``.

>>> voc = load_vocabulary()
>>> voc.defaults["stack_bb"] > 0 and "raise" in {label.split(":")[1] for label in voc.phrases.values()}
True
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from kb.datafiles import Problem, RuleContext, items, read_checked
from kb.engine.description.multipliers import MultiplierForm, multiplier_forms
from kb.engine.words import Vocabulary as ActionVocabulary
from kb.engine.words import vocabulary as action_vocabulary
from kb.errors import KBError

VOCABULARY_FILE = Path(__file__).resolve().parent.parent.parent / "data" / "description.toml"


@dataclass(frozen=True)
class Vocabulary:
    """Each phrase (lower case, as written in the data file) with its label: ``act:raise``,
    ``pos:BTN``, ``street:flop``, ``word:total``, ``num:2``; the seat rank of each position
    and the defaults for what the text does not say."""

    phrases: dict[str, str] = field(default_factory=dict)
    ranks: dict[str, int] = field(default_factory=dict)
    defaults: dict[str, int] = field(default_factory=dict)
    shorthand: dict[str, str] = field(default_factory=dict)  # « x » → act:check, right after a name
    labels: dict[str, str] = field(default_factory=dict)  # SB → « la petite blinde »
    numbers: dict[str, int] = field(default_factory=dict)  # « trois » → 3
    multipliers: tuple[MultiplierForm, ...] = ()  # « x# », « au double »…
    seat_counts: tuple[str, ...] = ()  # « 300/600 à 6 », « 4 handed »: patterns, « # » the number
    games: dict[str, tuple[str, ...]] = field(default_factory=dict)  # « pot-limit », « PLO »: the game line's words


def say_places(sentence: str, labels: dict[str, str]) -> str:
    """The places written as the user says them: ``"SB se couche"`` → ``"La petite blinde se couche"``.

    >>> say_places("Tapis de BTN : 800.", {"BTN": "le bouton"})
    'Tapis du bouton : 800.'
    """
    if not labels:
        return sentence
    names = re.compile(r"\b(" + "|".join(map(re.escape, labels)) + r")\b")
    out = names.sub(lambda m: labels[m.group(1)], sentence)
    out = re.sub(r"\bde le\b", "du", re.sub(r"\bà le\b", "au", out))
    return out[:1].upper() + out[1:]


def action_phrases(actions: ActionVocabulary) -> tuple[dict[str, str], dict[str, str]]:
    """The action words a told situation reads, by role: the phrases (``act:raise``; a
    ``context`` form is ``act:pass``, check or fold as the hand goes) and the note
    abbreviations read right after a player; a ``lines`` form is not read in a story.

    >>> phrases, notes = action_phrases(action_vocabulary())
    >>> phrases["relance"], phrases["passe"], notes["x"], "jette" in phrases
    ('act:raise', 'act:pass', 'act:check', False)
    """
    phrases: dict[str, str] = {}
    notes: dict[str, str] = {}
    for word in actions.words:
        if word.role == "notes":
            notes[word.form] = f"act:{word.kind}"
        elif word.role in ("", "context"):
            phrases[word.form] = "act:pass" if word.role == "context" else f"act:{word.kind}"
    return phrases, notes


# The label a told situation gives each meaning of the actions file's ``[amount]`` (its
# thousands are read with the amounts, kb.engine.description.amounts).
AMOUNT_LABELS = {"total": "word:total", "more": "word:more", "by": "word:by", "off_turn": "word:out_of_turn"}


def amount_phrases(actions: ActionVocabulary) -> dict[str, str]:
    """The small words of amounts, as written, with their label in a story.

    >>> phrases = amount_phrases(action_vocabulary())
    >>> phrases["à"], phrases["de plus"], phrases["de"], phrases["hors de son tour"], "a" in phrases
    ('word:total', 'word:more', 'word:by', 'word:out_of_turn', False)
    """
    return {form: label for meaning, label in AMOUNT_LABELS.items() for form in actions.amount_forms[meaning]}


def amount_words_elsewhere(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Rule of the description file (run by ``kb.datafiles.check``): the small words of
    amounts live in kb/data/actions.toml only — a ``[[word]]`` with one of their roles, or a
    form written here that is one of them, is written twice."""
    try:
        amounts = amount_phrases(action_vocabulary())
    except KBError:  # a broken actions file reports its own problems
        return []
    meaning = {label: name for name, label in AMOUNT_LABELS.items()}
    out: list[Problem] = []
    for place, entry in items("description", "word", data):
        role = entry.get("role")
        if f"word:{role}" in meaning:
            out.append(Problem(f"{place.key('role')}", f"le rôle {role!r} est un petit mot de montant : son seul endroit est "
                                                  f"la table [amount.{meaning[f'word:{role}']}] de kb/data/actions.toml"))
            continue
        forms = entry.get("forms")
        for i, form in enumerate(forms if isinstance(forms, list) else []):
            if isinstance(form, str) and form in amounts:
                out.append(Problem(f"{place.key('forms')}[{i}]", f"{form!r} est déjà écrit dans kb/data/actions.toml, "
                                                                  f"table [amount.{meaning[amounts[form]]}]"))
    return out


@functools.cache
def load_vocabulary(path: Path = VOCABULARY_FILE) -> Vocabulary:
    """The vocabulary of ``path`` and the action words, checked (a broken file raises a
    DataError naming the place)."""
    data = read_checked("description", path, rules=[amount_words_elsewhere, multiplier_forms])
    phrases, shorthand = action_phrases(action_vocabulary())
    phrases.update(amount_phrases(action_vocabulary()))
    for entry in data["position"]:
        phrases.update({form: f"pos:{entry['name']}" for form in entry["forms"]})
    for entry in data["street"]:
        phrases.update({form: f"street:{entry['street']}" for form in entry["forms"]})
    for entry in data["word"]:
        phrases.update({form: f"word:{entry['role']}" for form in entry["forms"]})
    numbers = {form: int(entry["value"]) for entry in data.get("number", []) for form in entry["forms"]}
    phrases.update({form: f"num:{value}" for form, value in numbers.items()})
    multipliers = tuple(MultiplierForm(form, None if "value" not in e else Fraction(str(e["value"])), bool(e.get("raise")),
                                       Fraction(str(e.get("plus", 0))))
                        for e in data.get("multiplier", []) for form in e["forms"])
    ranks = {entry["name"]: int(entry["rank"]) for entry in data["position"]}
    return Vocabulary(phrases=phrases, ranks=ranks, defaults={k: int(v) for k, v in data["defaults"].items()},
                      shorthand=shorthand, labels={e["name"]: e["label"] for e in data["position"] if e.get("label")},
                      numbers=numbers, multipliers=multipliers, seat_counts=tuple(data.get("seats", {}).get("counts", ())),
                      games={g: tuple(ps) for g, ps in data.get("game", {}).items()})
