"""The words of a situation told in French, read from ``kb/data/description.toml``.

>>> voc = load_vocabulary()
>>> voc.defaults["stack_bb"] > 0 and "raise" in {label.split(":")[1] for label in voc.phrases.values()}
True
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

from kb.datafiles import read_checked

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


@functools.cache
def load_vocabulary(path: Path = VOCABULARY_FILE) -> Vocabulary:
    """The vocabulary of ``path``, checked (a broken file raises a DataError naming the place)."""
    data = read_checked("description", path)
    phrases: dict[str, str] = {}
    shorthand: dict[str, str] = {}
    for entry in data["action"]:
        phrases.update({form: f"act:{entry['action']}" for form in entry["forms"]})
        shorthand.update({form: f"act:{entry['action']}" for form in entry.get("after_name", [])})
    for entry in data["position"]:
        phrases.update({form: f"pos:{entry['name']}" for form in entry["forms"]})
    for entry in data["street"]:
        phrases.update({form: f"street:{entry['street']}" for form in entry["forms"]})
    for entry in data["word"]:
        phrases.update({form: f"word:{entry['role']}" for form in entry["forms"]})
    for entry in data.get("number", []):
        phrases.update({form: f"num:{entry['value']}" for form in entry["forms"]})
    ranks = {entry["name"]: int(entry["rank"]) for entry in data["position"]}
    return Vocabulary(phrases=phrases, ranks=ranks, defaults={k: int(v) for k, v in data["defaults"].items()},
                      shorthand=shorthand, labels={e["name"]: e["label"] for e in data["position"] if e.get("label")})
