"""Amounts, blinds and quoted words of a told situation, read before the words themselves.

Players write amounts many ways: « 1 200 », « 1.200 », « 1,2k », « 2k5 », « 10K ». They are
rewritten as plain integers so that the word reader sees one number token:

>>> prepare("Blindes 1k/2k, A relance à 2k5, B pousse « call »").text
' , A relance à 2500, B pousse QUOTE0'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from kb.engine.description.beyond_words import _NUM, fold, words
from kb.engine.description.beyond_words import number as count_of
from kb.engine.description.multipliers import Multiplier, read_multipliers
from kb.engine.description.vocabulary import load_vocabulary
from kb.engine.limits import MAX_AMOUNT_FR, MAX_DIGITS, check_digits
from kb.engine.words import vocabulary
from kb.errors import KBError

# « 1e400 », « 2,5E+3 »: an amount with an exponent was read as its first digits (ante 1).
_EXPONENT = re.compile(r"\b\d+(?:[.,]\d+)?[eE][+-]?\d+\b")
_DIGITS = re.compile(r"\d+")
_QUOTE = re.compile(r"[«\"“]\s*([^«»\"“”]*?)\s*[»\"”]")
# « 1 200 », « 12.000 »: one amount — not after a letter (« S3 600 » is seat 3 and 600).
_THOUSANDS = re.compile(r"(?<![\w/,.-])(\d{1,3}(?:[ \u00a0\u202f.]\d{3})+)(?![\d/]|[,.]\d)")
# « le joueur 3 », « siège 5 », « seat 2 »: the player named S3, S5, S2 (a number is otherwise an amount).
_SEAT = re.compile(r"\b(?:joueur|siège|siege|seat|place)\s+(?:n°\s*|no\s*|numéro\s*)?(\d{1,2})\b"
                   r"|\b(?:[JPS]|seat)(\d{1,2})\b(?![.,]\d)", re.IGNORECASE)  # « J4 », « P1 », « s4 », « seat4 »: player 4
# « les sièges 5 et 6 »: S5 et S6.
# « les sièges 5 (call), 6 (call) et 7 (fold) »: each number with its action in brackets.
_SEATS = re.compile(r"\b(?:joueurs|sièges|sieges|seats|places)\s+(\d{1,2})\b((?:\s*\([^()]*\))?(?:\s*(?:,|et)\s*\d{1,2}\b(?:\s*\([^()]*\))?)+)",
                    re.IGNORECASE)
# « r1000 », « b400 », « 3b3000 »: a note's action glued to its amount.
_GLUED = re.compile(r"\b(r|b|3b|4b|5b)(\d+)\b")
_GLUED_K = re.compile(r"\b(r|b|3b|4b|5b)(\d+(?:[.,]\d+)?\s*k\d*)\b", re.IGNORECASE)
# « C x. », « river x x. »: a one-letter word before a full stop — a player or a note's check,
# which the tokenizer would keep with the stop as an abbreviation (« x. ») — but after a
# number, a unit (« 5 j. »: five players).
# « relance du pot à 700 », « raise pot (700) », « relance (700) »: a raise said by its size in
# pot-limit, then its total — the total is the raise.
_POT_RAISE = re.compile(r"\b(relanc\w*|raise\w*|bet|mise)\s+(?:(?:du |au |le )?pot\s*)?(?:\(\s*(\d+)\s*\)|(?<=pot)\s*(?:à|a|de)\s+(\d+))",
                        re.IGNORECASE)
# « A mise 150 (< BB) », « (moins que la BB !) », « (sous la BB) », « , moins que la grosse blinde, »: an amount compared
# with the big blind, no player named BB.
_BELOW_BLIND = re.compile(r"\s*[(,]\s*(?:<|sous|moins que|inf[ée]rieure? [àa])\s*(?:la |le |une )?(?:bb|grosse blinde|big blind)\s*!*\s*(?:[),]|(?=[.;]))",
                          re.IGNORECASE)
# « le siège 3 paie la grosse blinde »: he calls it, the big blind is no player there
_CALLS_BLIND = re.compile(r"\b(paie|payé|suit|complète|call)\s+(?:la grosse blinde|la bb)\b", re.IGNORECASE)
# « check/check/check », « x/x », « check-check », « x x x »: checks one after the other, each
# player's in turn up to the next one named (the vocabulary's « check check »).
_CHECKS = re.compile(r"(?<![\w/-])(?:check|x)(?:(?:\s*[/-]\s*|\s+)(?:check|x))+(?![\w/-])", re.IGNORECASE)
_LETTER_STOP = re.compile(r"(?<![\w'’.])(?<!\d )([A-Za-z])\.(?=\s|$)")
# « relance à 600 jetons », « 800 € »: the unit after an amount — not after a count of chips
# (« 2 jetons de 1000 », « 1 jeton 1000 »: at most 20, as in the question reader).
_UNIT = re.compile(r"\b(\d{3,}|2[1-9]|[3-9]\d)\s*(?:jetons?\b|chips\b|€|euros?\b)(?!\s*(?:de|d'|à)\b)", re.IGNORECASE)
# « le bouton, à qui il ne reste que 9 000, part à tapis », « B, qui n'a plus que 800, paie », « Bob, qui a
# 5000, relance »: his stack said in an aside, read as « le bouton a 9000 et part à tapis ».
_STACK_ASIDE = re.compile(r",\s*(?:(?:à|a) qui il (?:ne )?reste|qui n'a(?: plus)?|qui a(?: encore)?)\s+(?:que |plus que |seulement |encore )?(\d+)"
                          r"(?:\s*(?:jetons|de tapis|derrière|derriere))?\s*,", re.IGNORECASE)
# « UTG dit pot, met 2 x 500 », « annonce pot et pose … »: « pot » announced, as if quoted (pot-limit)
_SAYS_POT = re.compile(r"\b(dit|dis|annonce|annoncé|déclare|verbalise|says)\s+(pot)\b(?!\s*(?:de|du|d'|à|a|:|est|fait)\b)", re.IGNORECASE)
# « puis retourne à son tapis et ajoute encore 1 000 », « revient au tapis +1000 », « repart chercher 1k
# dans son stack »: a second movement from his stack (the vocabulary's « depuis son tapis »), no all-in.
_FROM_STACK = re.compile(r"\b(?:retourne|revient|repart|reprend|retourn|reven|prend|cherche|rajoute|ajoute)\w*\s+(?:(?:chercher\s+)?(\d+)\s+)?"
                         r"(?:[aà]|au|aux|dans|de|depuis)\s+"
                         r"(?:son |sa |ses |le |la )?(?:tapis|stack|jetons|pile)\b(?:\s*(?:,|et|pour|puis)?\s*(?:en\s+)?"
                         r"(?:ajout|rajout|remet|reprend|prend|pos|pouss|met|ramèn|ramen)\w*(?:\s+encore)?)?(?:\s*\+\s*(\d+))?", re.IGNORECASE)
# « relance à 1 500 alors que le minimum était 2 000 »: the minimum said beside, as a note writes it « (min 2000) »
_MIN_ASIDE = re.compile(r"\s*,?\s*(?:alors que|tandis que|quand|mais)\s+(?:le |la )?(?:minimum|min|mini|relance minimum|relance minimale)"
                        r"\s+(?:était|etait|est|serait|étant|etant|aurait dû être|aurait du etre)\s+(?:de\s+|à\s+|a\s+)?(\d+)", re.IGNORECASE)
# A remark on the rules in the story is no action: what a player claims the rule is (« le BTN dit que le
# tapis de la BB est trop court pour rouvrir »), a sentence that reasons about the bets (« Aucun des 2
# tapis n'est une relance complète mais … »).
_REMARK = re.compile(r"(?:(?<=[,;.])|^)[^,;.?]*\b(?:dit|affirme|soutient|prétend|pretend|estime|pense|trouve|conteste|explique)\s+qu(?:e\b|')"
                     r"(?=[^.;?]*\b(?:trop court|(?:pas|plus) le droit|ne peut pas|peut pas|rouvr\w*|interdit|autoris\w*|r[èe]gle|"
                     r"compl[èe]te|valable|valide)\b)[^.;?]*"
                     r"|(?:(?<=[.;?!])|^)\s*(?:aucun|aucune)e?s? des (?:\d+|deux|trois) [^.;?]*(?:\.{2,}|…)?", re.IGNORECASE)
_CHIPS_TIMES = re.compile(r"\b(\d+)\s*[x×]\s*(\d+)\b")
_BLINDS = re.compile(
    r"(?:\b(?:blindes?|blinds?|niveau|stakes)\s*(?:de|à|a|:)?\s*)?"
    r"(?:\b|(?<=nl)|(?<=pl)|(?<=plo)|(?<=lvl)|(?<=niv))(\d+)\s*[/-]\s*(\d+)(?:\s*[/-]\s*(\d+))?\b",  # « NL100/200 »
    re.IGNORECASE,
)
_BLINDS_WORDS = re.compile(
    r"\b(?:petite blinde|pb|sb)\s*(?:de|à|:)?\s*(\d+)\s*(?:,|et)?\s*(?:la\s+)?(?:grosse blinde|gb|bb)\s*(?:de|à|:)?\s*(\d+)",
    re.IGNORECASE,
)
_ANTE = re.compile(
    r"\b(?:(big blind|bb|gb|grosse blinde)\s+)?antes?\s*(?:(bb|gb|big blind|grosse blinde|bouton|button|classique|classic)\s*)?"
    r"(?:de|:|à)?\s*(\d+)\s*(?:(?:payée?s?|posée?s?)\s+par\s+(?:la\s+|le\s+)?|en\s+|de\s+)?"
    r"(par joueur|chacun|chaque joueur|tous|classique|classic|bb|gb|grosse blinde|big blind|bouton|button)?",
    re.IGNORECASE,
)
# « BBA 1000 »: a big blind ante in hand-history shorthand.
_BB_ANTE = re.compile(r"\bbba\b", re.IGNORECASE)
MAX_BIG_BLINDS = 20
# « 3 BB », « 2,5 grosses blindes », « 3x BB »: a raise said in big blinds (a small count only: « 500 BB
# fold » is an amount then the big blind's action).
_IN_BIG_BLINDS = re.compile(
    r"\b(\d{1,2}(?:[.,]\d)?)\s*(?:fois\s+(?:la\s+)?|[x×]\s*)?(?:bb|gb|grosses?\s+blindes?|big\s+blinds?)\b", re.IGNORECASE
)
# « 50bb effectifs », « 100 BB deep », « 40 BB chacun »: a stack in big blinds, any count.
_STACK_IN_BIG_BLINDS = re.compile(
    r"\b(\d{1,4}(?:[.,]\d)?)\s*(?:bb|gb|grosses?\s+blindes?|big\s+blinds?)\b(?=\s*(?:eff|deep|de\s+tapis|de\s+stack|"
    r"chacun|partout|pour\s+tous|de\s+profondeur|profond))"
    # « D (100bb) call »: more big blinds than a raise counts, alone in brackets after a player
    r"|(?<=\()\s*(\d{2,4})\s*(?:bb|gb|big\s+blinds?)\s*(?=\))", re.IGNORECASE)
_ANTE_FORMATS = {
    "bb": "bb", "gb": "bb", "big blind": "bb", "grosse blinde": "bb", "bouton": "button", "button": "button",
    "classique": "classic", "classic": "classic", "par joueur": "classic", "chacun": "classic",
    "chaque joueur": "classic", "tous": "classic",
}


@dataclass
class Prepared:
    """The text with plain amounts (blinds and ante taken out), and what was taken out."""

    text: str
    quotes: list[str] = field(default_factory=list)
    blinds: tuple[int, int] | None = None
    ante: int = 0
    ante_format: str | None = None  # None: no ante or no format said
    times: list[Multiplier] = field(default_factory=list)  # « relance x3 »: TIMES0 in the text
    seats: int | None = None  # « 300/600 à 6 », « 4 handed »: the players at the table
    game: str | None = None  # « pot-limit », « PLO »: the ``game`` line (None: no-limit)


@cache
def _thousands(suffixes: frozenset[str]) -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """The patterns of « 1,2k », « 2k5 » and « 2k » (or « 2 mille »: the suffixes of
    kb/data/actions.toml's ``[amount.thousands]``)."""
    k = "(?:" + "|".join(map(re.escape, sorted(suffixes, key=len, reverse=True))) + ")"
    return (re.compile(r"\b(\d+)[,.](\d+)\s*" + k + r"\b", re.IGNORECASE),
            re.compile(r"\b(\d+)\s*" + k + r"(\d{1,3})\b", re.IGNORECASE),
            re.compile(r"\b(\d+)\s*" + k + r"\b", re.IGNORECASE))


def plain_amounts(text: str) -> str:
    """The text with its amounts plain: « pot 2,1k » → « pot 2100 »,
    ``"1,2k et 2k5 et 1 200"`` → ``"1200 et 2500 et 1200"``."""
    decimal_k, k_digits, k_alone = _thousands(vocabulary().thousands)
    text = decimal_k.sub(lambda m: str(int(m.group(1)) * 1000 + int(m.group(2).ljust(3, "0")[:3])), text)
    text = k_digits.sub(lambda m: str(int(m.group(1)) * 1000 + int(m.group(2).ljust(3, "0"))), text)
    text = k_alone.sub(lambda m: str(int(m.group(1)) * 1000), text)
    return _THOUSANDS.sub(lambda m: re.sub(r"\D", "", m.group(1)), text)


def check_amounts(text: str) -> None:
    """Refuse, naming the word, an amount written with an exponent or longer than any
    amount of a table (:data:`kb.engine.limits.MAX_AMOUNT`): before any number is converted
    (Python refuses to convert more than 4 300 digits).

    >>> check_amounts("ante 1e400")
    Traceback (most recent call last):
    kb.errors.KBError: « 1e400 » : montant écrit avec un exposant ; écrivez-le en chiffres (ex. 1000, 2k5)
    """
    m = _EXPONENT.search(text)
    if m:
        raise KBError(f"« {m.group()} » : montant écrit avec un exposant ; écrivez-le en chiffres (ex. 1000, 2k5)")
    for m in _DIGITS.finditer(text):
        if len(m.group().lstrip("0")) > MAX_DIGITS:
            word = m.group() if len(m.group()) <= 30 else m.group()[:20] + "…"
            raise KBError(f"« {word} » : nombre trop grand (au plus {MAX_AMOUNT_FR})")


def _seat_count(text: str) -> tuple[int | None, str]:
    """The players at the table (« à 6 », « 4 handed », « 6-max », the ``[seats]`` of
    kb/data/description.toml), 3 to 10, and the text without those words.

    >>> _seat_count(" à 6, 30000 sauf UTG 950")
    (6, '  , 30000 sauf UTG 950')
    """
    # Each character folded on its own keeps the offsets of the text (« é » → « e »).
    folded = "".join(f if len(f := fold(c)) == 1 else c.lower() for c in text)
    for pattern in load_vocabulary().seat_counts:
        for m in re.finditer(pattern.replace("#", _NUM), folded):
            n = count_of(m.group(1))
            if 3 <= n <= 10:
                start = m.start() + (len(m.group()) - len(m.group().lstrip(" ,;")))
                return n, text[:start] + " " + text[m.end():]
    for n, pattern in words().count_words:  # « full ring »: the words that say the count itself
        said = re.search(pattern, folded) if 3 <= n <= 10 else None
        if said is not None:
            return n, text[:said.start()] + " " + text[said.end():]
    return None, text


def _chips_times(m: re.Match[str]) -> str:
    """« 1000x2 » or « 2x1000 » → ``"CHIPS1000X2"``: the count is the smaller number."""
    a, b = int(m.group(1)), int(m.group(2))
    value, count = (a, b) if a >= b else (b, a)
    return f" CHIPS{value}X{count} "


def seat_names(text: str) -> str:
    """Players told by their seat numbers named S1, S2…: « les sièges 5 et 6 » → « S5 et S6 »."""
    text = _SEATS.sub(lambda m: f"S{int(m.group(1))}" + re.sub(r"(?<![\d(])(\d{1,2})\b(?![^(]*\))", r"S\1", m.group(2)), text)
    return _SEAT.sub(lambda m: f"S{int(m.group(1) or m.group(2))}", text)


def _places_aside(text: str) -> str:
    """A player's place said beside his name, written in brackets as the reader reads it:
    « Sofiane, en petite blinde, mise » → « Sofiane (petite blinde) mise », « Lucas à l'UTG fait
    tapis » → « Lucas (UTG) fait tapis »; a seat number before a name with his place (« S1
    Sofiane (sb) ») goes: the name says the player."""
    phrases = load_vocabulary().phrases
    forms = "|".join(re.escape(p) for p in sorted((p for p, label in phrases.items() if label.startswith("pos:")), key=len, reverse=True))
    name = r"(?<![\w'])((?-i:[A-ZÀ-Ý])[\w'-]+)"

    def placed(m: re.Match[str]) -> str:
        return m.group(0) if m.group(1).lower() in phrases else f"{m.group(1)} ({m.group(2)})"

    text = re.sub(rf"{name},\s*(?:qui est |qui était )?(?:en |au |à la |a la |à l'|a l')?(?:la |le |l')?({forms})\s*,", placed, text,
                  flags=re.IGNORECASE)
    text = re.sub(rf"{name}\s+(?:à l'|a l'|à la |a la |au |en )({forms})(?![\w'+])", placed, text, flags=re.IGNORECASE)
    # « jusqu'à la BB, qui pousse un jeton »: the player is the subject of the clause after « qui »
    text = re.sub(rf"((?<![\w'])(?:{forms}|(?-i:[A-ZÀ-Ý])[\w'-]+)),\s*qui\s+(?!(?:a|avait|est|était|etait|ne|n'|s'|se)\b)",
                  r"\1 ", re.sub(r"\bjusqu\s+(?:a|à)\b", "jusqu'à", text, flags=re.IGNORECASE), flags=re.IGNORECASE)
    return re.sub(r"(?<![\w'])S\d{1,2}\s+(?=[A-ZÀ-Ý][\w'-]+\s*\()", "", text)


def prepare(text: str) -> Prepared:
    """Quotes out (``QUOTE0``…), amounts plain, blinds and ante read and taken out."""
    quotes: list[str] = []

    def keep(m: re.Match[str]) -> str:
        quotes.append(m.group(1).strip())
        return f"QUOTE{len(quotes) - 1}"

    text = _SAYS_POT.sub(r"\1 « \2 »", text)
    check_amounts(text)  # the quotes too: « il dit "1e400" » is read later as an amount
    text = _QUOTE.sub(keep, text.replace("’", "'"))
    text = seat_names(text)
    out = Prepared(text="", quotes=quotes)
    text = _GLUED_K.sub(r"\1 \2", text)  # « b2k », « r8k »: the note's action apart before « 2k » is read
    text = _LETTER_STOP.sub(r"\1 .", text)
    text = _POT_RAISE.sub(lambda m: f"{m.group(1)} à {m.group(2) or m.group(3)}", text)
    text = _BELOW_BLIND.sub(" ", text)
    text = _CALLS_BLIND.sub(r"\1", text)
    text = _CHECKS.sub("check check", text)
    text = _places_aside(_STACK_ASIDE.sub(r" a \1 et ", plain_amounts(text)))
    text = _MIN_ASIDE.sub(r" (min \1)", _REMARK.sub(" ", text))
    text = _FROM_STACK.sub(lambda m: "depuis son tapis" + "".join(f" {n}" for n in m.groups() if n), text)
    for number in _DIGITS.findall(text):  # « 1 000 000 000 000 000 » or « 9999999999k » once plain
        check_digits(number, None, f"« {number} »")
    # The blinds said first: « 200/400 … SB 1500, BB 1500 » are then bets of the blinds.
    m = min((x for x in (_BLINDS_WORDS.search(text), _BLINDS.search(text)) if x), key=lambda x: x.start(), default=None)
    if m:
        out.blinds = (int(m.group(1)), int(m.group(2)))
        if m.re is _BLINDS and m.group(3):
            out.ante = int(m.group(3))
        text = text[: m.start()] + " " + text[m.end():]
    out.seats, text = _seat_count(text)
    lower = text.lower()
    out.game = next((g for g, ps in load_vocabulary().games.items() if any(re.search(p, lower) for p in ps)), None)
    a = _ANTE.search(_BB_ANTE.sub("bb ante", text))
    text = _BB_ANTE.sub("bb ante", text) if a else text
    if a:
        out.ante = int(a.group(3))
        said = next((g for g in (a.group(1), a.group(2), a.group(4)) if g), None)
        out.ante_format = _ANTE_FORMATS[said.lower()] if said else None
        text = text[: a.start()] + " " + text[a.end():]
    if out.blinds is not None:
        bb = out.blinds[1]

        def times_bb(m: re.Match[str]) -> str:
            count = float(m.group(1).replace(",", "."))
            return str(round(count * bb)) if count <= MAX_BIG_BLINDS else m.group(0)

        def stack_bb(m: re.Match[str]) -> str:
            if m.group(2) and int(m.group(2)) <= MAX_BIG_BLINDS:
                return m.group(0)  # « (3bb) »: a raise, read below
            return str(round(float((m.group(1) or m.group(2)).replace(",", ".")) * bb))

        text = _STACK_IN_BIG_BLINDS.sub(stack_bb, text)
        text = _IN_BIG_BLINDS.sub(times_bb, text)
    text = _GLUED.sub(r"\1 \2", text)
    text = _UNIT.sub(r"\1", text)
    text = _CHIPS_TIMES.sub(_chips_times, text)
    voc = load_vocabulary()
    out.text, out.times = read_multipliers(text, vocabulary().says["raise"], voc.multipliers, voc.numbers)
    return out
