"""Cards and hands in a told showdown or split: the board and each player's cards
(« A a As cœur, Roi carreau », « tableau : … »), a split told by who wins and who ties,
hands shown or mucked, and who asks to see a hand (TDA 16-18, 20; ROPTA 10.4-10.8)."""

from __future__ import annotations

import re

from kb.engine.description.beyond_table import who_pattern
from kb.engine.description.beyond_words import ASKED, Told, fold, words
from kb.engine.facts import read_card
from kb.errors import KBError

# A card in folded text: French words (« as de carreau ») or letters (« Ad », « AdJc », « 10h »).
CARD_LETTERS = r"(?:\b|(?<=[0-9tjqka][shdc]))(?:10|[2-9tjqka])[shdc](?=\b|(?:10|[2-9tjqka])[shdc])"


def card_pattern() -> str:
    return f"{words().card_words}|{CARD_LETTERS}"


def cards_in(text: str) -> list[str]:
    """Cards written « Ad Jc », « AdJc », « As carreau Valet trèfle », « 10h » in ``text``."""
    out = []
    w = words()
    for m in re.finditer(card_pattern(), fold(text)):
        word = m.group(0)
        if " " in word:
            parts = word.replace(" de ", " ").split()
            out.append(w.ranks[parts[0]] + w.suits[parts[-1]])
        else:
            card = read_card(word)
            if card is not None:
                out.append(card)
    return out


def card_lines(text: str, names: list[str]) -> list[str]:
    """``board`` and ``cards`` lines: the board after « tableau » / « board » (up to five
    cards), and each card to the player named last before it in its sentence (« A a As cœur,
    Roi carreau ; B … », « A 2c3d vs B 4c5d », « SB 7c2d »), two or four cards each."""
    lines = [] if (royal := _royal_board(text)) is None else [royal]
    board = None if royal else re.search(r"(?:tableau|board)\s*:?\s*([^;.]*)", text, re.IGNORECASE)
    if board:
        spans = list(re.finditer(card_pattern(), fold(board.group(1))))[:5]
        cards = cards_in(board.group(1)[:spans[-1].end()]) if spans else []
        if len(cards) >= 3:
            lines.append("board " + " ".join(cards))
            text = text[:board.start()] + text[board.start(1) + spans[-1].end():]
    kept = fold(text, keep_case=True)
    # Heads-up the button is the small blind: « BTN 2c3d » names the seat SB.
    alias = {"SB": ("BTN",)} if len(names) == 2 and "BTN" not in names else {}
    marks = sorted([(m.start(), "name", n) for n in names
                    for m in re.finditer(who_pattern(n, aside=False, places=alias.get(n, ())), kept, re.IGNORECASE)]
                   + [(m.start(), "end", "") for m in re.finditer(r"[.;\n]", kept)]
                   + [(m.start(), "card", m.group(0)) for m in re.finditer(card_pattern(), kept.lower())])
    held: dict[str, list[str]] = {}
    owner = None
    for _, kind, said in marks:
        if kind != "card":
            owner = said if kind == "name" else None
        elif owner is not None:
            held.setdefault(owner, []).extend(cards_in(said))
    lines += [f"cards {n} " + " ".join(cards) for n, cards in held.items() if len(cards) in (2, 4)]
    every = [c for line in lines for c in line.split()[1 + line.startswith("cards "):]]
    if twice := next((c for c in every if every.count(c) > 1), None):
        # « A a As-As »: a pair of aces, not the ace of spades twice — the suits are not told
        raise KBError(f"{ASKED}« {twice} » deux fois : quelles cartes exactement, avec leurs couleurs (ex. « Ah Ad ») ?")
    return lines


def _royal_board(text: str) -> str | None:
    """« quinte flush royale à pique sur le tableau » (``[beyond] royal_board``, the board
    named in its clause): the ``board`` line of its five cards, else None."""
    w = words()
    suits = "|".join(map(re.escape, w.suits))
    for clause in re.split(r"[;.:]", fold(text)):
        m = next((m for p in w.royal_board if (m := re.search(p.replace("@", f"({suits})"), clause))), None)
        if m and re.search(r"tableau|board", clause):
            return "board " + " ".join(r + w.suits[m.group(1)] for r in "AKQJT")
    return None


def outcome_lines(text: str, names: list[str], told: Told) -> list[str]:
    """A split told by who wins and who ties (« A a la meilleure main ; B et C ont la même »,
    ``[beyond.outcome]``): made-up cards that rank as told, said back; [] when not told."""
    out = words().outcome
    if not out:
        return []
    f = fold(text)
    player = r"(?<![\w'])(" + "|".join(re.escape(fold(n)) for n in names) + r")(?![\w'])"
    by_fold = {fold(n): n for n in names}
    best = [by_fold[m.group(1)] for p in out["best"] for m in re.finditer(p.replace("#", player), f)]
    tied: list[str] = []
    for p in out["tied"]:
        for m in re.finditer(p.replace("#", player), f):
            tied += [by_fold[g] for g in m.groups() if g and by_fold[g] not in tied]
    best = [b for b in dict.fromkeys(best) if b not in tied]
    if not best and not tied:
        return []
    holes: dict[str, str] = {}
    if best:
        holes[best[0]] = out["best_hole"]
    holes.update({n: h for n, h in zip([t for t in tied if t not in holes], out["tied_holes"], strict=False)})
    others = [n for n in names if n not in holes and n not in ("SB", "BB")]
    holes.update({n: h for n, h in zip(others, out["other_holes"], strict=False)})
    said = ([f"{best[0]} a la meilleure main"] if best else []) + ([" et ".join(tied) + " ont des mains égales"] if tied else [])
    told.understood.append("Cartes non dites : " + ", ".join(said) + f" (tableau {out['board']}, " +
                           ", ".join(f"{n} {h}" for n, h in holes.items()) + ").")
    return [f"board {out['board']}", *(f"cards {n} {h}" for n, h in holes.items())]


def shown_lines(text: str, names: list[str]) -> list[str]:
    """``shows`` / ``mucks`` lines: « B montre un brelan », « D jette ses cartes »."""
    lines = []
    for n in names:
        who = rf"(?<![\w']){re.escape(fold(n))}\s+"
        f = fold(text)
        if re.search(who + r"(?:montre|table|ouvre|abat)", f):
            lines.append(f"shows {n}")
        elif re.search(who + r"(?:(?:a\s+)?jet|muck|pousse ses cartes face cachee|(?:se\s+)?couche ses cartes)", f):
            lines.append(f"mucks {n}")
    return lines


def asker(text: str, names: list[str]) -> str | None:
    """The player who asks to see a hand: « B peut-il voir la main de C ? » → B, « la grosse
    blinde peut-elle voir ? » → BB."""
    kept = fold(text, keep_case=True)
    # « C, qui n'a pas montré, veut voir », « C dit « je veux voir sa main » », « C demande la main de B »
    asks = r"\s+(?:dit\s*«?\s*(?:je\s+)?)?(?:peu[tx]|veu[tx]|voudrai[st]|demande|exige|a le droit de|peut-il|peut-elle)" \
           r"(?:[\w\s-]*?(?:voir|demander)|\s+(?:a voir\s+)?(?:la main|les cartes))"
    found = [(m.start(), n) for n in names for m in re.finditer(who_pattern(n) + asks, kept, re.IGNORECASE)]
    if not found:
        found = [(m.start(), n) for n in names for m in re.finditer(who_pattern(n, aside=False) + r"\s+voit\b", kept, re.IGNORECASE)]
    if not found:
        # « B jette ses cartes, puis demande à voir … »: the subject of the sentence that asks
        asks = r"(?:demande|exige|veut|peut)\w*(?:-il|-elle)? (?:a |de )?voir"
        said = next((c for c in re.split(r"[.;?!]", kept) if re.search(asks, c, re.I)), "")
        clause = next((c for c in said.split(",") if re.search(asks, c, re.I)), "").split(" voir")[0]
        # the last player named before the verb in its clause (« C fold, B muck puis veut voir A »),
        # else the sentence's subject
        last = [(-m.start(), n) for n in names for m in re.finditer(who_pattern(n, aside=False), clause, re.IGNORECASE)]
        found = last or [(m.start(), n) for n in names
                         for m in re.finditer(who_pattern(n, aside=False), said.split(" voir")[0], re.IGNORECASE)]
    return min(found)[1] if found else None
