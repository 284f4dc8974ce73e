"""The input limits of the situation format: how big a situation, a number or a handful of
chips may be before the engine refuses it (one line of error naming the line).

Each limit is far above any real table and far below what would make the engine slow or
exhaust memory (a hostile one-line situation once asked for 10^10 chips: 1.6 GB).

>>> check_digits("1000", 3, "tapis de A")
1000
"""

from __future__ import annotations

from kb.errors import KBError

# A whole situation: a long hand with comments fits in a few kilobytes.
MAX_TEXT_CHARS = 100_000
MAX_LINES = 500
# One line: the longest real line is a "players" line of ten seats (~150 characters);
# 2 000 leaves room for comments and bounds the tokenizer's work on hostile input.
MAX_LINE_CHARS = 2_000
# Seats at one table (ROPTA, TDA: tables of at most 10).
MAX_PLAYERS = 10
# A stack, blind, ante, pot or bet: 10^12 is a thousand times the largest stacks of the
# biggest tournaments; it also keeps every sum of the engine exact and small.
MAX_AMOUNT = 10**12
MAX_DIGITS = len(str(MAX_AMOUNT))
MAX_AMOUNT_FR = f"{MAX_AMOUNT:_}".replace("_", " ")
# Chips pushed in one move or listed as the denominations in play: ten full racks.
MAX_CHIPS = 1_000

LIMITS_HELP = f"""\
Limites : au plus {MAX_LINES} lignes de {MAX_LINE_CHARS} caractères ({MAX_TEXT_CHARS} en tout),
{MAX_PLAYERS} joueurs, {MAX_CHIPS} jetons par geste, des montants d'au plus {MAX_AMOUNT_FR}
(tapis, blindes, mises) ; au-delà la situation est refusée avec la ligne en cause."""

def line_error(no: int, message: str) -> KBError:
    """The error of the situation's line ``no``: « ligne 3 : … »."""
    return KBError(f"ligne {no} : {message}", path="situation")


def check_digits(digits: str, line: int | None, what: str) -> int:
    """``digits`` (only 0-9) as an int, refused over :data:`MAX_AMOUNT` before Python is
    asked to convert a 5 000-digit string."""
    where = f"ligne {line} : " if line is not None else ""
    significant = digits.lstrip("0") or "0"
    if len(significant) > MAX_DIGITS or int(significant) > MAX_AMOUNT:
        raise KBError(f"{where}{what} : nombre trop grand (au plus {MAX_AMOUNT_FR})", path="situation" if where else None)
    return int(significant)


def check_text(text: str) -> list[str]:
    """The lines of a situation, refused when the text, a line or the number of lines
    exceeds its limit."""
    lines = text.splitlines()
    for no, line in enumerate(lines[: MAX_LINES + 1], 1):
        if len(line) > MAX_LINE_CHARS:
            raise line_error(no, f"ligne trop longue ({len(line)} caractères, au plus {MAX_LINE_CHARS})")
    if len(lines) > MAX_LINES:
        raise line_error(MAX_LINES + 1, f"situation trop longue (au plus {MAX_LINES} lignes)")
    if len(text) > MAX_TEXT_CHARS:
        raise KBError(f"situation trop longue ({len(text)} caractères, au plus {MAX_TEXT_CHARS})", path="situation")
    return lines
