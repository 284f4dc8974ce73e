"""What a player does at his turn: the words he says (``Declaration``, read by
``parse_declaration``) and the chips he pushes (``PlayerMove``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache

from kb.engine.limits import check_digits
from kb.engine.words import amount_forms, engine_declaration, fold, match_action
from kb.errors import KBError


@dataclass
class Declaration:
    """A verbal declaration: kind is call | check | fold | raise | bet | amount | allin | pot."""

    kind: str
    amount: int | None = None
    raw: str = ""
    increment: bool = False  # "plus 4000", "4000 de mieux": an amount over the bet, as the book reads it
    extra: int | None = None  # the second amount of a two-step raise ("pour tes 2000 et 5000 de plus")


@dataclass
class PlayerMove:
    """What the player did: chips pushed (denominations), an amount without denominations,
    and/or words."""

    player: str
    chips: list[int] = field(default_factory=list)
    amount: int | None = None  # a silent total without denominations
    says: Declaration | None = None
    unaware: bool = False  # he did not know of the last raise (Ciaffone 1.17 a)
    chips_first: bool = False  # the chips came before the words (TDA 40-A, ROPTA 9.4)
    pulled_back: bool = False  # facing a raise, he pulled his earlier bet back (TDA 46-B)
    told: int | None = None  # the (wrong) amount to call he was told by the dealer or a player (TDA 49)
    later: list[int] = field(default_factory=list)  # chips pushed in a second movement (string bet)
    later_from_stack: bool = False  # ... taken back from his stack, not from the same handful
    pulled_amount: int | None = None  # pulled back only in part: how much of his earlier bet (TDA 46-C)
    next_acted: bool = False  # the next player has already acted when the dispute is raised (Ciaffone 1.15)
    front: int | None = None  # his earlier bet stands as one larger chip left in front (a 1000 for a 100 blind, TDA 46)

    def describe(self) -> str:
        parts = []
        if self.says:
            parts.append(f"annonce « {self.says.raw} »")
        if self.chips:
            parts.append("pousse " + " + ".join(str(c) for c in self.chips))
        if self.amount is not None:
            parts.append(f"met {self.amount}")
        if self.later:
            where = "repris à son tapis" if self.later_from_stack else "de la même poignée"
            parts.append("puis " + " + ".join(str(c) for c in self.later) + f" ({where})")
        if self.told is not None:
            parts.append(f"renseigné à tort : {self.told}")
        if self.pulled_back:
            parts.append("ramène sa mise précédente" if self.pulled_amount is None else f"ramène {self.pulled_amount} de sa mise")
        if self.chips_first:
            parts.append("les jetons avant les mots")
        if self.next_acted:
            parts.append("le joueur suivant a déjà parlé")
        if self.unaware:
            parts.append("ignorait la dernière relance")
        return f"{self.player} " + (" et ".join(parts) if parts else "(rien)")


_NUM = r"(\d[\d  .]*)"
_POT = re.compile(r"(?:le )?pot")
_AMOUNT = re.compile(_NUM)


@dataclass(frozen=True)
class _Grammar:
    """The grammar of an announcement around its verb, its small words taken from
    kb/data/actions.toml's ``[amount]`` (read through kb.engine.words): « relance [à|de|pour|to]
    8000 », « mise [de] 500 », « relance pour tes 2000 et 5000 de plus » (a raise in two steps,
    ROPTA 9.1), « mise le pot »; an amount over the bet: « relance 4000 de plus », and without a
    verb « plus 4000 », « + 4000 », « 4000 de mieux »; « 8000 »."""

    two_steps: re.Pattern[str]
    raise_to: re.Pattern[str]
    bet: re.Pattern[str]
    more: re.Pattern[str]


def _either(forms: frozenset[str]) -> str:
    """``{"à", "pour"}`` → ``"(?:pour|à)"``, the longest form first."""
    return "(?:" + "|".join(re.escape(f) for f in sorted(forms, key=lambda f: (-len(f), f))) + ")"


@cache
def _compile(total: frozenset[str], more: frozenset[str], by: frozenset[str]) -> _Grammar:
    to, over = _either(total | by), _either(more)
    return _Grammar(
        two_steps=re.compile(to + r" (?:tes |les |ta mise de )?" + _NUM + r" et " + _NUM + " " + over),
        raise_to=re.compile(r"(?:" + to + r"(?: " + _NUM + r")?|" + _NUM + r")?"),
        bet=re.compile(r"(?:" + to + r" )?" + _NUM),
        more=re.compile(r"(?:" + over + r"|\+) ?" + _NUM + r"|" + _NUM + " " + over),
    )


def _grammar() -> _Grammar:
    """The grammar of the vocabulary in use; its small words read accents aside, as an action
    line reads them (« relance a 800 » is « relance à 800 »)."""
    def either_way(meaning: str) -> frozenset[str]:
        return frozenset(form for written in amount_forms(meaning) for form in (written, fold(written)))
    return _compile(either_way("total"), either_way("more"), either_way("by"))


def _num(text: str) -> int:
    """``"8 000"`` → ``8000`` (spaces or dots group the thousands)."""
    return check_digits(re.sub(r"[\s .]", "", text), None, "montant annoncé")


def _after_verb(kind: str, rest: str, raw: str) -> Declaration | None:
    """The announcement of a verb of ``kind`` followed by ``rest`` (None: not this grammar).
    « relance de 4000 » is the total: the books rule so on the player's words (ROPTA 9.1:
    « « Plus 4 000 » ou « Relance de 4 000 » seront par exemple traduits en « Relance pour
    un montant total de 4 000 » », TDA 43-B); an action line, which tells what happened,
    asks instead (kb.engine.situation)."""
    grammar = _grammar()
    if not rest and kind in ("call", "check", "fold", "allin", "raise"):
        return Declaration(kind, raw=raw)
    if kind == "bet" and _POT.fullmatch(rest):
        return Declaration("pot", raw=raw)
    if kind == "raise" and (m := grammar.two_steps.fullmatch(rest)):
        return Declaration("raise_two_steps", _num(m.group(1)), raw=raw, extra=_num(m.group(2)))
    if kind == "raise" and (m := grammar.raise_to.fullmatch(rest)):
        amount = m.group(1) or m.group(2)
        return Declaration("raise", _num(amount) if amount else None, raw=raw)
    if kind == "raise" and (m := grammar.more.fullmatch(rest)):  # « relance 4000 de plus »: as the book reads it
        return Declaration("raise", _num(m.group(1) or m.group(2)), raw=raw, increment=True)
    if kind == "bet" and (m := grammar.bet.fullmatch(rest)):
        return Declaration("bet", _num(m.group(1)), raw=raw)
    return None


def _without_verb(t: str, raw: str) -> Declaration | None:
    """« pot », « plus 4000 », « 4000 de mieux », « 8000 » (None: none of them)."""
    if _POT.fullmatch(t):
        return Declaration("pot", raw=raw)
    if m := _grammar().more.fullmatch(t):
        return Declaration("raise", _num(m.group(1) or m.group(2)), raw=raw, increment=True)
    if m := _AMOUNT.fullmatch(t):
        return Declaration("amount", _num(m.group(1)), raw=raw)
    return None


def parse_declaration(text: str) -> Declaration:
    """French or English words: "call", "payé", "check", "parole", "fold", "raise",
    "relance 8000", "raise 8000", "8000", "5", "tapis", "all-in", "pot", "mise 500" — any
    form of kb/data/actions.toml that the announcements read, said in the first person too
    (« je suis », « je me couche »).

    >>> d = parse_declaration("Relance 8 000"); (d.kind, d.amount, d.raw)
    ('raise', 8000, 'Relance 8 000')
    >>> parse_declaration("je suis").kind, parse_declaration("plus 4000").increment
    ('call', True)
    """
    raw = text.strip()
    t = raw.lower().replace("’", "'")
    t = re.sub(r"^(je |j')", "", t).strip()
    words = t.split()
    found = match_action(words)
    said = _after_verb(found[0].kind, " ".join(words[found[1]:]), raw) if found else _without_verb(t, raw)
    if said is not None:
        return said
    engine = engine_declaration(raw)  # the amounts as players write them: « relance à 1,2k », « mise 2 mille »
    if engine is not None and engine.lower() != t:
        return replace(parse_declaration(engine), raw=raw)
    raise KBError(
        f"annonce non reconnue : « {raw} » (attendu : call, check, fold, raise, raise 8000, "
        "8000, tapis, pot — ou leurs équivalents français)"
    )
