"""What a player does at his turn: the words he says (``Declaration``, read by
``parse_declaration``) and the chips he pushes (``PlayerMove``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from kb.engine.limits import check_digits
from kb.engine.words import engine_declaration
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


def _num(text: str) -> int:
    """``"8 000"`` → ``8000`` (spaces or dots group the thousands)."""
    return check_digits(re.sub(r"[\s .]", "", text), None, "montant annoncé")


def parse_declaration(text: str) -> Declaration:
    """French or English words: "call", "payé", "check", "parole", "fold", "raise",
    "relance 8000", "raise 8000", "8000", "5", "tapis", "all-in", "pot", "mise 500".

    >>> parse_declaration("Relance 8 000")
    Declaration(kind='raise', amount=8000, raw='Relance 8 000')
    """
    raw = text.strip()
    t = raw.lower().replace("’", "'")
    t = re.sub(r"^(je |j')", "", t).strip()
    if re.fullmatch(r"(call|payé|paye|paie|suivi|suis|je suis|pay[eé]s?)", t):
        return Declaration("call", raw=raw)
    if re.fullmatch(r"(check|parole|checke?)", t):
        return Declaration("check", raw=raw)
    if re.fullmatch(r"(fold|passe|couche|me couche|coucher)", t):
        return Declaration("fold", raw=raw)
    if re.fullmatch(r"(all-?in|tapis|fais tapis|à tapis|a tapis)", t):
        return Declaration("allin", raw=raw)
    if re.fullmatch(r"((je )?mise )?(le )?pot", t):
        return Declaration("pot", raw=raw)
    m = re.fullmatch(r"(raise|relance|relancer?) (pour|de) (tes |les |ta mise de )?" + _NUM + r" et " + _NUM + r" de plus", t)
    if m:  # a raise in two steps (ROPTA 9.1)
        return Declaration("raise_two_steps", _num(m.group(4)), raw=raw, extra=_num(m.group(5)))
    m = re.fullmatch(r"(raise|relance|relancer?)( (à|a|de|pour|to))?( " + _NUM + r")?", t)
    if m:
        amount = _num(m.group(5)) if m.group(5) else None
        return Declaration("raise", amount, raw=raw)
    m = re.fullmatch(r"(plus|\+) ?" + _NUM, t) or re.fullmatch(r"()" + _NUM + r" de mieux", t)
    if m:
        return Declaration("raise", _num(m.group(2)), raw=raw, increment=True)
    m = re.fullmatch(r"(bet|mise|mises?) (de )?" + _NUM, t)
    if m:
        return Declaration("bet", _num(m.group(3)), raw=raw)
    m = re.fullmatch(_NUM, t)
    if m:
        return Declaration("amount", _num(m.group(1)), raw=raw)
    said = engine_declaration(raw)  # the players' words of kb/data/actions.toml: « suit », « fait tapis », « relance à 1,2k »
    if said is not None and said.lower() != t:
        return replace(parse_declaration(said), raw=raw)
    raise KBError(
        f"annonce non reconnue : « {raw} » (attendu : call, check, fold, raise, raise 8000, "
        "8000, tapis, pot — ou leurs équivalents français)"
    )
