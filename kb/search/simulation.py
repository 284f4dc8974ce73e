"""A betting situation told in a query, read into the simulator's situation format.

« blindes 100/200, A relance à 600, B pousse un jeton de 1000 sans rien dire » becomes::

    blinds 100/200
    players SB:20000 BB:20000 A:20000 B:20000
    A raise 600
    ? B chips 1000

(the format of ``kb.engine.situation``; offered only when the engine can rule it) to the
director as a pre-filled simulator (``/exemples?situation=…``) and as a ``kb rule -s``
command line, with what was understood, in French. What cannot be read is left out; a query
without blinds and a named player's action is no situation.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from kb.engine.limits import MAX_DIGITS
from kb.errors import KBError
from kb.text import fold

DEFAULT_STACK_BB = 100  # stacks the query does not give: 100 big blinds each
_NUMBER = r"(\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)(\s*k\b)?"
_BLINDS = re.compile(r"(?:blindes?|blinds?|niveau)?\s*:?\s*" + _NUMBER + r"\s*/\s*" + _NUMBER)
_ANTE = re.compile(r"\bantes?\s*(?:de\s*)?" + _NUMBER)
# An amount no table holds: « 1e400 » (read as 1), or more digits than the engine's largest
# amount (4 300 of them ended the search in a ValueError).
_NO_AMOUNT = re.compile(r"\b\d+(?:[.,]\d+)?[eE][+-]?\d+\b|\d{" + str(MAX_DIGITS + 1) + ",}")
_NAME = r"(?:le\s+joueur\s+|joueur\s+)?\b([A-Z]\d?|UTG\d?|BTN|CO|HJ|MP\d?)\b"
# Verbs (accent-folded, lower case) → engine action; "pousse" is the question of the chips.
_VERBS: list[tuple[str, str]] = [
    (r"relance(?:r|s|nt)?|raise|re-?relance|surrelance", "raise"),
    (r"(?:fait|met|mettre|part|va)\s+(?:a\s+)?tapis|all-?in|tapis|shove|pousse\s+tapis", "allin"),
    (r"mise(?:r|nt)?|ouvre|ouvrir|bet", "bet"),
    (r"suit|suivre|paie|paye|payer|call|colle", "call"),
    (r"se\s+couche|couche|jette|passe|fold", "fold"),
    (r"check|parole|checke", "check"),
    (r"pousse|avance|pose|lance|met", "chips"),
]
_FRENCH = {"raise": "relance à", "bet": "mise", "call": "suit", "fold": "se couche", "check": "parole", "allin": "tapis"}
_SAYS = re.compile(r"annon[cç]\w*\s+[«\"“]?\s*([a-zà-ÿ\- ]+?\d*)\s*[»\"”]|dit\s+[«\"“]\s*([^»\"”]+)[»\"”]", re.IGNORECASE)


@dataclass
class Simulation:
    """A situation read from a query: the engine's text and what was understood."""

    text: str  # the engine's format
    understood: list[str] = field(default_factory=list)  # French, one line per fact

    @property
    def link(self) -> str:
        """The app's simulator with this situation (``/exemples?situation=…``)."""
        return "/exemples?situation=" + quote(self.text, safe="")

    @property
    def command(self) -> str:
        """The ``kb rule`` command line that rules it."""
        return "kb rule -s " + shlex.quote(self.text)

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "understood": self.understood, "link": self.link, "command": self.command}


def _amount(digits: str, k: str | None) -> int:
    """``"1 000"`` → 1000, ``"2"`` with ``"k"`` → 2000."""
    value = int(re.sub(r"\D", "", digits))
    return value * 1000 if k else value


def _clauses(text: str) -> list[str]:
    """The query cut at commas, semicolons, full stops and « puis » / « et »."""
    return [c.strip() for c in re.split(r"[,;]|\.(?!\d)|\bpuis\b|\bet\b|\balors\b", text) if c.strip()]


def _action(clause: str) -> tuple[str, str, int | None] | None:
    """(player, action, amount) of a clause, or None."""
    m = re.search(_NAME, clause)
    if not m:
        return None
    rest = fold(clause[m.end() :].lower())
    for pattern, kind in _VERBS:
        v = re.match(r"\s*(?:" + pattern + r")\b", rest)
        if v:
            num = re.search(_NUMBER, rest[v.end() :])
            amount = _amount(num.group(1), num.group(2)) if num else None
            # before the flop (the only street read here) an opening bet is a raise
            return m.group(1), "raise" if kind == "bet" else kind, amount
    return None


def read_simulation(query: str) -> Simulation | None:
    """The betting situation of ``query``, or None when it tells none (no blinds, or no
    named player's action), or when what was read is not a valid situation."""
    b = _BLINDS.search(query)
    if not b or _NO_AMOUNT.search(query):
        return None
    sb, bb = _amount(b.group(1), b.group(2)), _amount(b.group(3), b.group(4))
    lines = [f"blinds {sb}/{bb}"]
    understood = [f"blindes {sb}/{bb}"]
    a = _ANTE.search(fold(query.lower()))
    if a:
        lines[0] += f" ante {_amount(a.group(1), a.group(2))} classic"
        understood.append(f"ante {_amount(a.group(1), a.group(2))}")
    names: list[str] = []
    steps: list[str] = []
    question: str | None = None
    said_match = _SAYS.search(query[b.end() :])
    said = (said_match.group(1) or said_match.group(2)).strip() if said_match else None
    for clause in _clauses(query[b.end() :]):
        got = _action(clause)
        if got is None:
            continue
        name, kind, amount = got
        if name not in names:
            names.append(name)
        if kind == "chips" and amount:
            question = f"? {name} chips {amount}" + (f' says "{said}"' if said else "")
            understood.append(f"{name} pousse {amount}" + (f" en annonçant « {said} »" if said else " sans rien dire") + " : que vaut ce geste ?")
            break
        if kind == "chips" or (kind == "raise" and not amount):
            continue
        steps.append(f"{name} {kind}" + (f" {amount}" if kind == "raise" else ""))
        understood.append(f"{name} {_FRENCH[kind]}" + (f" {amount}" if kind == "raise" else ""))
    if not steps and question is None:
        return None
    asked = _asked(query[b.end() :], names) if question is None else None
    if asked is not None and asked not in names:
        names.append(asked)
    stack = DEFAULT_STACK_BB * bb
    lines.append("players " + " ".join(f"{n}:{stack}" for n in ["SB", "BB", *[n for n in names if n not in ("SB", "BB")]]))
    understood.insert(1, f"joueurs : SB, BB, {', '.join(n for n in names if n not in ('SB', 'BB'))} (tapis supposés : {stack})")
    last = steps[-1] if steps else ""
    if question is None and " raise " in last and asked in (None, last.split()[0]) and _VALID.search(fold(query.lower())):
        question, understood[-1] = _raise_asked(steps.pop(), understood[-1])  # « B relance à 400 : c'est bon ? »
    said = ""
    if question is None:
        player = asked or _next_to_act(names, steps)
        question, said = f"? {player}", f"question : que peut faire {player} ?"
    return _checked(lines, steps, (question, said), understood)


# « est-ce valide ? », « a-t-il le droit ? », « la relance est-elle correcte / régulière ? »
_VALID = re.compile(r"\b(?:valides?|correcte?s?|regulier|reguliere|le droit|autorisee?s?)\b")


def _asked(tail: str, names: list[str]) -> str | None:
    """The player a question clause names without an action (« que peut faire B ? »,
    « et C ? »), after the story's actions."""
    for clause in reversed(_clauses(tail)):
        if _action(clause) is None and (m := re.search(_NAME, clause)) and ("?" in clause or re.search(r"\bpeut|\bdoit", clause)):
            return m.group(1)
    return None


def _raise_asked(step: str, said: str) -> tuple[str, str]:
    """The story's last raise (« B raise 400 ») as the question: is it regular, and if not
    what does each book make of it — the player's announcement of that raise."""
    name, _, amount = step.split()
    return f'? {name} says "relance à {amount}"', f"{said} : est-ce régulier, et sinon que décide chaque livre ?"


def _next_to_act(names: list[str], steps: list[str]) -> str:
    """Who acts after the story's last action, before the flop: the named players in
    their order, then the blinds; folded players are skipped."""
    order = [n for n in names if n not in ("SB", "BB")] + ["SB", "BB"]
    folded = {s.split()[0] for s in steps if s.split()[1] == "fold"}
    last = steps[-1].split()[0] if steps else order[-1]
    start = order.index(last) + 1 if last in order else 0
    ahead = [order[(start + i) % len(order)] for i in range(len(order))]
    return next((n for n in ahead if n not in folded), ahead[0])


def _checked(lines: list[str], steps: list[str], asked: tuple[str, str], understood: list[str]) -> Simulation | None:
    """The situation, if the engine can rule it under one book at least; a story whose last
    raise no book allows becomes the question of that raise; else no situation.
    ``asked``: the question line and how it is said (« » when ``understood`` says it)."""
    from kb.engine.director import rule_for_situation  # the rules: only once a story is read

    question, said = asked
    for _ in range(2):
        text = "\n".join([*lines, *steps, question]) + "\n"
        try:
            rule_for_situation(text)  # (it parses the text first: a syntax error is a KBError too)
            return Simulation(text, [*understood, said] if said else understood)
        except KBError:
            if not (said and steps and " raise " in steps[-1]):
                return None
            question, understood[-1] = _raise_asked(steps.pop(), understood[-1])
            said = ""
    return None
