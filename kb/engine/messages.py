"""What the pages say of the engine's and PokerKit's results, in French
(``kb/data/engine_messages.toml``): the worked examples' outcome keys as a director says
them, and PokerKit's refusals (English) as French sentences.

>>> pokerkit_french("There is no reason for this player to fold.")
"se coucher sans rien à suivre (PokerKit l'interdit en tournoi)"
>>> pokerkit_french("The amount 150 is below the minimum allowed 200.")
'le montant 150 est sous le minimum permis (200)'
>>> pokerkit_french("Something PokerKit says one day.")
'action refusée par PokerKit'
>>> yes_no(True), amounts([2400, 400])
('oui', '2\\u202f400 et 400')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from kb.datafiles import read_checked

MESSAGES_PATH = Path(__file__).resolve().parent.parent / "data" / "engine_messages.toml"
UNKNOWN_REFUSAL = "action refusée par PokerKit"


@cache
def _messages() -> tuple[dict[str, str], tuple[tuple[re.Pattern[str], str], ...]]:
    data = read_checked("engine_messages", MESSAGES_PATH)
    return dict(data["outcome"]), tuple((re.compile(m["en"]), m["fr"]) for m in data["pokerkit"])


def outcome_labels() -> dict[str, str]:
    """An outcome's key → its French name (``"min_raise_to"`` → ``"relance minimum à"``)."""
    return _messages()[0]


def pokerkit_french(message: str) -> str:
    """A refusal of PokerKit in French (the file's wording, or UNKNOWN_REFUSAL)."""
    for english, french in _messages()[1]:
        if english.fullmatch(message.strip()):
            return english.sub(french, message.strip())
    return UNKNOWN_REFUSAL


def yes_no(value: object) -> str:
    return "oui" if value else "non"


def fr(n: int) -> str:
    """``1200`` → ``"1 200"`` (French thousands, narrow no-break space)."""
    return f"{n:,}".replace(",", "\u202f")


def amounts(values: Iterable[int]) -> str:
    """``[2400, 400]`` → « 2 400 et 400 » (narrow no-break spaces between thousands)."""
    said = [fr(v) for v in values]
    return " et ".join([", ".join(said[:-1]), said[-1]]) if len(said) > 1 else "".join(said) or "aucun"
