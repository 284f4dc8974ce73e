"""The words of the questions beyond the betting round (:mod:`.beyond`): the checked
``[beyond]`` section of kb/data/description.toml, small numbers said in words, folded text.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

from kb.datafiles import read_checked
from kb.engine.description.vocabulary import VOCABULARY_FILE
from kb.errors import KBError
from kb.text import strip_accents

# Trigger words, card words and places are data: the ``[beyond]`` section of
# kb/data/description.toml, read once.


@dataclass(frozen=True)
class Words:
    """The ``[beyond]`` section: the kinds in order with their patterns, the question said
    back, the defaults, the card words and places."""

    kinds: tuple[tuple[str, str, bool], ...]  # (kind, joined pattern, said anywhere)
    asked: dict[str, str]
    players: int
    blinds: str
    ranks: dict[str, str]
    suits: dict[str, str]
    places: dict[str, str]
    showdown_players: int
    counts: tuple[str, ...]  # patterns with « # » for the number
    count_words: tuple[tuple[int, str], ...]  # (count, pattern)
    eliminated: str
    tie: dict[str, Any]
    outcome: dict[str, Any] = field(default_factory=dict)
    penalty: tuple[str, ...] = ()  # « # » the number, « @ » the unit
    misdeal: dict[str, tuple[str, ...]] = field(default_factory=dict)  # « @ » a player, « # » a number
    chip: tuple[str, ...] = ()  # the smallest chip said: « # » the value
    odd_chip: tuple[str, ...] = ()  # the words asking who gets the odd chip
    remaining: tuple[str, ...] = ()  # « il reste # joueurs »: « # » the number
    eliminated_of: tuple[str, ...] = ()  # « l'élimination du bouton »: the words before a place
    hilo: str = r"hi.?lo|high.?low"  # a high-low game (« omaha 8 », « O8 »): joined patterns
    story_asides: tuple[str, ...] = ()  # words of a showdown's story that are no action
    betting_asked: str = r"$^"  # words that keep a short question with the bets (« le floor corrige quoi ? »)
    skipped: tuple[str, ...] = ()  # a player skipped in his turn (« n'a pas parlé »)
    royal_board: tuple[str, ...] = ()  # a board told as a royal flush: « @ » the suit
    front: tuple[str, ...] = ()  # one chip left in front for a blind: « # » its value
    # (kind, joined pattern): words that say the kind anywhere in the text, even with no « ? »
    said_anywhere: tuple[tuple[str, str], ...] = ()

    @property
    def card_words(self) -> str:
        return rf"(?:{'|'.join(map(re.escape, self.ranks))})\s+(?:de\s+)?(?:{'|'.join(map(re.escape, self.suits))})"


@functools.cache
def words() -> Words:
    """The checked ``[beyond]`` section (a broken file raises a DataError naming the place)."""
    data = read_checked("description", VOCABULARY_FILE).get("beyond")
    if data is None:
        raise KBError(f"{VOCABULARY_FILE} : section [beyond] manquante (les mots des questions au-delà des enchères)")
    kinds = tuple((q["kind"], "|".join(f"(?:{p})" for p in q["patterns"]), bool(q.get("anywhere")))
                  for q in data["question"])
    return Words(kinds=kinds, asked={q["kind"]: q["say"] for q in data["question"]}, players=int(data["players"]),
                 blinds=data["blinds"], ranks=dict(data["rank"]), suits=dict(data["suit"]), places=dict(data["place"]),
                 showdown_players=int(data["showdown_players"]), counts=tuple(data["counts"]),
                 count_words=tuple((int(n), p) for n, ps in data["count"].items() for p in ps),
                 eliminated="|".join(f"(?:{p})" for p in data["eliminated"]), tie=dict(data["tie"]),
                 outcome=dict(data.get("outcome", {})), penalty=tuple(data.get("penalty", ())),
                 misdeal={k: tuple(v) for k, v in data.get("misdeal", {}).items()}, chip=tuple(data.get("chip", ())),
                 odd_chip=tuple(data.get("odd_chip", ())), remaining=tuple(data.get("remaining", ())),
                 eliminated_of=tuple(data.get("eliminated_of", ())),
                 hilo="|".join(f"(?:{p})" for p in data.get("hilo", ["hi.?lo", "high.?low"])),
                 story_asides=tuple(data.get("story_asides", ())),
                 betting_asked="|".join(f"(?:{p})" for p in data.get("betting_asked", ["$^"])), skipped=tuple(data.get("skipped", ())),
                 royal_board=tuple(data.get("royal_board", ())), front=tuple(data.get("front", ())),
                 said_anywhere=tuple((q["kind"], "|".join(f"(?:{p})" for p in q["anywhere_patterns"]))
                                     for q in data["question"] if q.get("anywhere_patterns")))



def places_pattern() -> str:
    """The alternation of the words that name a place (« petite blinde », « UTG+1 », « BTN »),
    the longest first so that « UTG+1 » is not read as « UTG »."""
    return "|".join(re.escape(w) for w in sorted(words().places, key=len, reverse=True))

# A KBError starting so is a question asked back, not an error.
ASKED = "« ? » "
NUMBERS = {"un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7, "huit": 8,
           "neuf": 9, "dix": 10}
_NUM = r"(\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix)"


# Suits written as symbols (« A♠ K♥ »), as hand histories print them: their letters.
SUITS = str.maketrans("♠♥♦♣♤♡♢♧", "shdcshdc")


def fold(text: str, keep_case: bool = False) -> str:
    """Lower case, no accents, one kind of apostrophe, suits as letters: « Qui abat-il ? » →
    « qui abat-il ? » (``keep_case``: the capitals kept, for players named by one letter)."""
    text = strip_accents(text.replace("’", "'").translate(SUITS))
    return text if keep_case else text.lower()


def number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBERS[word.lower()]


@dataclass
class Told:
    """What the words say beyond the bets: kind, fact lines, the question line."""

    kind: str
    lines: list[str] = field(default_factory=list)
    question: str = ""
    understood: list[str] = field(default_factory=list)
