"""A betting situation told in a query, read by the one reader of told situations
(:mod:`kb.engine.description`: the simulator's « Décrivez la situation » and ``kb rule
--text`` read with it too), offered to the director as a pre-filled simulator
(``/exemples?situation=…``) and as a ``kb rule -s`` command line, with what was understood.

« Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire C ? » becomes the
reader's situation (B's stack of 800 learnt from his all-in), the same the simulator's box
gives. A query without blinds is no situation (checked before the reader, which loads the
French pipeline); nor is a story the reader asks back about (« 800 : total ou en plus ? »),
nor one no book can rule.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from kb.engine.description.amounts import prepare
from kb.errors import KBError

if TYPE_CHECKING:  # the engine is loaded once blinds are told (read_simulation)
    from kb.engine.rules import RuleSet


@dataclass
class Simulation:
    """A situation read from a query: the engine's text and what was understood."""

    text: str  # the engine's format
    understood: list[str] = field(default_factory=list)  # French, one sentence per fact

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


def tells_blinds(query: str) -> bool:
    """Whether ``query`` gives blinds (« blindes 100/200 », « 1k/2k »), read as the reader
    reads them, without its French pipeline."""
    try:
        return prepare(query).blinds is not None
    except KBError:  # an amount no table holds (« 1e400 », thousands of digits)
        return False


def read_simulation(query: str, rulesets: Callable[[], list[RuleSet]]) -> Simulation | None:
    """The betting situation of ``query`` as the engine's reader reads it, or None when it
    tells none, asks something back, or is no situation any of ``rulesets()`` can rule (the
    library's, :meth:`kb.knowledge.KnowledgeBase.rulesets`: as the simulator rules it; asked
    for only once blinds are told, as the engine is loaded)."""
    if not tells_blinds(query):
        return None
    from kb.engine.description import read_description  # loads spaCy (1-4 s): only once blinds are told
    from kb.engine.director import rule_for_situation  # the books' rules: (same)

    try:
        read = read_description(query)
        if not read.situation:
            return None
        rule_for_situation(read.situation, rulesets=rulesets())
    except KBError:
        return None
    return Simulation(read.situation, list(read.understood))
