"""The players' words for a hand's actions, names and amounts, read from ``kb/data/actions.toml``.

That file is the one home of the action words; three readers take them from here: the
situation format's action lines (``kb.engine.situation``): « A relance à 600 », « B fait
tapis », « c suit » (names case-insensitive), « A ouvre 1 200 », « B mise 1,2k »; a player's
announcement (``kb.engine.moves.parse_declaration``: « je suis », « relance à 800 »); and a
situation told in words (``kb.engine.description``). A form a reader reads differently has a
role (``ROLES``). The vocabulary is data a rules expert can extend without touching Python.

>>> read_amount("1 200"), read_amount("1,2k"), read_amount("2k"), read_amount("1.200")
('1200', '1200', '2000', '1200')
>>> match_player("c", ["A", "B", "C"])
'C'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from kb.datafiles import Problem, RuleContext, items, read_checked

ACTIONS_FILE = Path(__file__).resolve().parent.parent / "data" / "actions.toml"

# The roles of a form that the readers do not all read alike (a form without one is read by
# all three; kb/data/actions.toml tells its editors what each means): ``lines``, read by the
# action lines and the announcements but not in a told situation (« jette » is a gesture
# there); ``context``, read in a told situation as check when nothing is to be called
# (« passe »); ``notes``, the hand-note abbreviations a told situation reads right after a
# player (« A x »). The registry of role names: the data files' checker refers to it.
ROLES = ("lines", "context", "notes")
# The kinds of action the engine plays; how players say them (« relance à », « se couche »,
# « fait tapis »…) is data: the ``kind`` and forms of each entry of kb/data/actions.toml.
ACTION_KINDS = ("fold", "check", "call", "bet", "raise", "allin")
# The roles the action lines and the announcements read (the empty role: every reader).
LINE_ROLES = frozenset({"", "lines", "context"})
# ``context`` means « check, or else the action »: said of folding only (« passe »).
CONTEXT_KINDS = frozenset({"fold"})
# The meanings of the small words around an amount, the tables of ``[amount]`` (the data
# file says what each means to each reader). The registry: the data files' checker refers to it.
AMOUNT_MEANINGS = ("total", "more", "by", "thousands", "off_turn")

Phrase = tuple[str, ...]


def fold(word: str) -> str:
    """A word as it is compared: lower case, no accents, typographic apostrophes plain.

    >>> fold("Couché")
    'couche'
    """
    decomposed = unicodedata.normalize("NFD", word.lower().replace("\u2019", "'"))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def phrase(form: str) -> Phrase:
    """``"Fait  Tapis"`` → ``("fait", "tapis")``."""
    return tuple(fold(w) for w in form.split())


@dataclass(frozen=True)
class ActionWord:
    """One way of saying an action: the engine's kind, whether an amount follows, and the
    form's role (``""``: read by every reader)."""

    kind: str  # fold | check | call | bet | raise | allin
    amount: str  # required | none | optional
    form: str  # as written in the data file, for messages
    role: str = ""  # "" or one of ROLES


@dataclass(frozen=True)
class Vocabulary:
    words: tuple[ActionWord, ...]  # every form of the file, with its role
    actions: dict[Phrase, ActionWord]  # what the action lines and the announcements read
    amount_forms: dict[str, tuple[str, ...]]  # meaning (AMOUNT_MEANINGS) -> forms as written
    small_words: dict[str, frozenset[Phrase]]  # meaning -> its phrases as compared (« à » is ("a",))
    thousands: frozenset[str]  # the suffixes that say « thousand » (« k », « mille »)
    says: dict[str, str]  # kind -> how the simulator writes it (« relance à »)


def _role_forms(entry: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """The (role, form) pairs of an ``[[action]]`` table: its ``forms``, then each role's."""
    yield from (("", form) for form in entry.get("forms") or [])
    roles = entry.get("roles")
    for role, forms in (roles.items() if isinstance(roles, dict) else []):
        yield from ((role, form) for form in (forms if isinstance(forms, list) else []))


def load_vocabulary(path: Path = ACTIONS_FILE) -> Vocabulary:
    """The vocabulary of ``path`` (checked: ``kb.datafiles`` kind ``actions``)."""
    data = read_checked("actions", path, rules=[duplicate_forms, context_forms], known={
        "action_kinds": ACTION_KINDS, "action_roles": ROLES, "amount_meanings": AMOUNT_MEANINGS})
    words = tuple(ActionWord(entry["kind"], entry["amount"], form, role)
                  for entry in data["action"] for role, form in _role_forms(entry))
    return Vocabulary(
        words=words,
        actions={phrase(w.form): w for w in words if w.role in LINE_ROLES},
        amount_forms={meaning: tuple(data["amount"][meaning]["forms"]) for meaning in AMOUNT_MEANINGS},
        small_words={meaning: frozenset(map(phrase, data["amount"][meaning]["forms"])) for meaning in AMOUNT_MEANINGS},
        thousands=frozenset(map(fold, data["amount"]["thousands"]["forms"])),
        says={entry["kind"]: entry.get("say", entry["forms"][0]) for entry in data["action"]},
    )


@cache
def vocabulary() -> Vocabulary:
    """The project's vocabulary, read once."""
    return load_vocabulary()


def amount_forms(meaning: str) -> frozenset[str]:
    """The forms of one meaning of ``[amount]`` as written (``"total"`` → « à », « pour »…),
    from the vocabulary in use.

    >>> "de plus" in amount_forms("more")
    True
    """
    return frozenset(vocabulary().amount_forms[meaning])


def _form_places(data: dict[str, Any]) -> Iterator[tuple[str, str, str, str]]:
    """(place, kind, role, form) of every form of an actions file, in the file's order; an
    amount word's kind is ``amount.<meaning>``."""
    for place, entry in items("actions", "action", data):
        counts: dict[str, int] = {}
        for role, form in _role_forms(entry):
            i = counts[role] = counts.get(role, -1) + 1
            where = place.key("roles").key(role) if role else place.key("forms")
            if isinstance(form, str):
                yield f"{where}[{i}]", str(entry.get("kind")), role, form
    amount = data.get("amount")
    for meaning, entry in (amount.items() if isinstance(amount, dict) else []):
        forms = entry.get("forms") if isinstance(entry, dict) else None
        for i, form in enumerate(forms if isinstance(forms, list) else []):
            if isinstance(form, str):
                yield f"amount.{meaning}.forms[{i}]", f"amount.{meaning}", "", form


def duplicate_forms(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Rule of the actions file (run by ``kb.datafiles.check``): a form is written once in
    the whole file, whatever its action and role (accents aside: « couche » = « couché »)."""
    seen: dict[Phrase, tuple[str, str]] = {}
    out: list[Problem] = []
    for place, kind, role, form in _form_places(data):
        key = phrase(form)
        if key in seen:
            other_kind, other_role = seen[key]
            where = (f"la table [{other_kind}]" if other_kind.startswith("amount.") else f"l'action {other_kind!r}") \
                + (f" (rôle {other_role!r})" if other_role else "")
            said = "est déjà écrite dans" if other_kind == kind else "dit déjà"
            out.append(Problem(place, f"{form!r} {said} {where}"))
        seen.setdefault(key, (kind, role))
    return out


def context_forms(data: dict[str, Any], ctx: RuleContext) -> list[Problem]:
    """Rule of the actions file: the ``context`` role (check, or else the action) belongs to
    folding only (« passe »)."""
    return [Problem(place, f"{form!r} : le rôle 'context' (parole s'il n'y a rien à suivre, sinon l'action) "
                           f"n'a de sens que pour {', '.join(sorted(CONTEXT_KINDS))}, pas pour {kind!r}")
            for place, kind, role, form in _form_places(data) if role == "context" and kind not in CONTEXT_KINDS]


def in_words(line: str) -> str:
    """An action line of the engine's own words in the players' words; any other line as is.

    >>> in_words("A raise 600"), in_words("UTG allin"), in_words("flop")
    ('A relance à 600', 'UTG tapis', 'flop')
    """
    words = line.split()
    if 2 <= len(words) <= 3 and words[1] in vocabulary().says and (len(words) == 2 or words[2].isdigit()):
        return " ".join([words[0], vocabulary().says[words[1]], *words[2:]])
    return line


def engine_declaration(text: str) -> str | None:
    """A player's announcement in the engine's words when the players' vocabulary reads all
    of it (``kb.engine.moves.parse_declaration`` then reads it), else None.

    >>> engine_declaration("suit"), engine_declaration("Relance à 1,2k"), engine_declaration("5")
    ('call', 'raise 1200', None)
    """
    words = text.split()
    found = match_action(words)
    if found is None:
        return None
    word, n = found
    voc = vocabulary()
    n += match_phrase(words, voc.small_words["total"], n)
    count = amount_words(words, n)
    if n + count != len(words) or (word.amount == "required" and not count) or (word.amount == "none" and count):
        return None
    if not count:
        return word.kind
    digits = read_amount(" ".join(words[n:]))
    # « tapis 800 »: the engine checks an all-in's amount itself, from the words as said
    return f"{word.kind} {int(digits)}" if digits is not None and word.kind in ("bet", "raise") else None


def match_phrase(words: list[str], phrases: Iterable[Phrase], start: int = 0) -> int:
    """How many of ``words`` from ``start`` the longest of ``phrases`` covers (0: none).

    >>> match_phrase(["fait", "tapis", "800"], [("tapis",), ("fait", "tapis")])
    2
    """
    folded = [fold(w) for w in words[start:start + 6]]
    best = 0
    for p in phrases:
        if len(p) > best and tuple(folded[: len(p)]) == p:
            best = len(p)
    return best


def match_action(words: list[str], start: int = 0) -> tuple[ActionWord, int] | None:
    """The action said by ``words`` from ``start`` and how many words it takes.

    >>> w, n = match_action(["se", "couche"]); (w.kind, n)
    ('fold', 2)
    """
    voc = vocabulary()
    n = match_phrase(words, voc.actions, start)
    if not n:
        return None
    return voc.actions[tuple(fold(w) for w in words[start:start + n])], n


def match_player(name: str, names: Iterable[str]) -> str | None:
    """The declared player ``name`` designates, letter case and accents aside (``c`` = ``C``).

    >>> match_player("Zoé", ["zoe", "B"]) , match_player("D", ["A"])
    ('zoe', None)
    """
    names = list(names)
    if name in names:
        return name
    wanted = fold(name)
    found = [n for n in names if fold(n) == wanted]
    return found[0] if len(found) == 1 else None


# A written amount: "1200", "1 200", "1.200", "1,200" (thousands separators), "1,2k", "2k",
# "2 mille". Spaces (plain, no-break, narrow no-break) and underscores are ignored.
_PLAIN = re.compile(r"\d+")
_GROUPED = re.compile(r"\d{1,3}(?:[.,]\d{3})+")
_THOUSANDS = re.compile(r"(\d+)(?:[.,](\d{1,3}))?([a-z]+)")
_SPACES = re.compile(r"[\s_\u00a0\u202f]+")


def read_amount(text: str) -> str | None:
    """The digits of a written amount, or None when it is not one (a decimal amount
    without « k » is not a number of chips).

    >>> read_amount("600"), read_amount("2 mille"), read_amount("1,5"), read_amount("abc")
    ('600', '2000', None, None)
    """
    t = _SPACES.sub("", fold(text))
    if _PLAIN.fullmatch(t):
        return t
    if _GROUPED.fullmatch(t):
        return re.sub(r"[.,]", "", t)
    m = _THOUSANDS.fullmatch(t)
    if m and m.group(3) in vocabulary().thousands:
        return m.group(1) + (m.group(2) or "").ljust(3, "0")
    return None


_AMOUNT_WORD = re.compile(r"[\d.,_\u00a0\u202f]+[a-z]*")


def amount_words(words: list[str], start: int = 0) -> int:
    """How many of ``words`` from ``start`` make one amount (« 1 200 », « 1,2k », « 2 mille »).

    >>> amount_words(["1", "200", "says"]), amount_words(["600"]), amount_words(["1200", "200"]), amount_words(["12", "200"])
    (2, 1, 1, 2)
    """
    if start >= len(words) or not _AMOUNT_WORD.fullmatch(fold(words[start])) or not words[start][0].isdigit():
        return 0
    n = 1
    thousands = vocabulary().thousands
    grouped = re.fullmatch(r"\d{1,3}", words[start]) is not None  # « 1 200 »: 1-3 digits, then groups of 3
    while start + n < len(words):
        nxt = fold(words[start + n])
        if grouped and re.fullmatch(r"\d{3}", nxt):
            n += 1
        elif nxt in thousands and fold(words[start + n - 1])[-1:].isdigit():
            return n + 1
        else:
            break
    return n
