"""Cards and hands in a told showdown or split: the board and each player's cards
(« A a As cœur, Roi carreau », « tableau : … »), a split told by who wins and who ties,
hands shown or mucked, and who asks to see a hand (TDA 16-18, 20; ROPTA 10.4-10.8)."""

from __future__ import annotations

import re

from kb.engine.description.beyond_table import who_pattern
from kb.engine.description.beyond_words import ASKED, Told, fold, places_pattern, words
from kb.engine.facts import read_card
from kb.errors import KBError

# A card in folded text: French words (« as de carreau ») or letters (« Ad », « AdJc », « 10h »;
# not « l'as », the rank said).
CARD_LETTERS = r"(?<!')(?:\b|(?<=[0-9tjqka][shdc]))(?:10|[2-9tjqka])[shdc](?=\b|(?:10|[2-9tjqka])[shdc])"


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


def _unsuited(kept: str) -> str:
    """Cards told by their ranks (« As-Roi de carreau », « 9-9 », « Roi-Roi-9-9 »): a run of
    ranks joined by hyphens, with one suit after it for all of them (suited) or none, written
    as letter cards — « z » for a suit not told (:func:`_given_suits`)."""
    w = words()
    rank = rf"(?<![\w'])(?:{'|'.join(sorted(map(re.escape, w.ranks), key=len, reverse=True))})(?![\w'])"
    suits = "|".join(map(re.escape, w.suits))

    def letters(m: re.Match[str]) -> str:
        # (« la grosse blinde 4-5 » is a hand: the place, not the blinds)
        if not m.group(2) and re.search(r"(?:^|(?<!grosse )(?<!petite )\bblind\w*|niveau|stakes|\ben)\s*:?\s*$", kept[:m.start()], re.IGNORECASE):
            return m.group(0)  # « Blindes 5-10 », « en 2-4 », « 5-10, A relance »: the blinds
        suit = w.suits[m.group(2).lower()] if m.group(2) else UNKNOWN
        return " " + " ".join(w.ranks[r.strip().lower()] + suit for r in re.split(r"\s*-\s*", m.group(1))) + " "

    # a board told by its five ranks (« tableau 2 7 9 Valet Dame », « board K 7 2 4 9 », « sur 7-T-J-2-2 »)
    some = rf"(?:{rank}|[tjqka])"  # a rank said, or written as its letter
    board = rf"(?<![\w'])((?:tableau|board)(?:\s+est)?\s*[:=]?\s*|\bsur\s+(?:le (?:tableau|board)\s*)?)({some}(?:[\s,-]+{some}){{4}})(?![\w'-])"
    kept = re.sub(board, lambda m: m.group(1) + " ".join(w.ranks.get(r.lower(), r) + UNKNOWN for r in re.split(r"[\s,-]+", m.group(2))),
                  kept, flags=re.IGNORECASE)
    # a hand told by two ranks written together (« sb AK », « BTN KK », « utg 77 », « Karim AQ »), after a
    # place or a name, or set against another (« AQ contre AQ »)
    pair = r"(?-i:[2-9TJQKA]{2})"
    places = places_pattern()
    kept = re.sub(rf"(?<![\w'])((?:{places}|(?-i:[A-Z][a-z]+))\s*:?\s+){pair}(?![\w'])(?!\s*\()|(?<![\w']){pair}(?=\s+(?:contre|vs)\s+{pair}(?![\w']))"
                  rf"|(?:(?<=contre )|(?<=vs )){pair}(?![\w'])",
                  lambda m: (m.group(1) or "") + " ".join(c + UNKNOWN for c in m.group(0)[len(m.group(1) or ""):]), kept, flags=re.IGNORECASE)
    # a hand told by two rank words after its player (« la petite blinde a As Roi », « le bouton Dame Dame »,
    # « ont toutes deux As Roi »): capitalised, as a rank is written (« as » is a verb)
    word = "|".join(sorted((re.escape(r.capitalize()) for r in w.ranks if r.isalpha()), key=len, reverse=True))
    kept = re.sub(rf"(?<![\w'])((?:{places}|(?-i:[A-Z][a-z]+))\s+(?:a |ont (?:tous |toutes )?(?:les )?(?:deux )?)?)(?-i:({word})\s+({word}))(?![\w'])",
                  lambda m: f"{m.group(1)}{w.ranks[m.group(2).lower()]}{UNKNOWN} {w.ranks[m.group(3).lower()]}{UNKNOWN}", kept, flags=re.IGNORECASE)
    # a whole run of two to four (a hand), not a low told by its ranks (« 8-5-4-2-A »)
    run = rf"(?<![\w'-])({rank}(?:\s*-\s*{rank}){{1,3}})(?!\s*-\s*\w)(?:\s+de\s+({suits})(?![\w']))?"
    return re.sub(run, letters, kept, flags=re.IGNORECASE)


def ranks_apart(text: str) -> str:
    """``text`` folded, its hands told by their ranks written as cards (« 9-9 » is no blinds)."""
    return _unsuited(fold(text, keep_case=True)).lower()


def told_by_ranks(text: str) -> bool:
    """Whether ``text`` tells a hand by its ranks (« B 9-9 », « Roi-Dame de cœur »)."""
    return _unsuited(fold(text, keep_case=True)) != fold(text, keep_case=True)


# A suit not told, in letter cards of the reader's own making (« Az »).
UNKNOWN = "z"
_SOME_CARD = CARD_LETTERS.replace("[shdc]", f"[shdc{UNKNOWN}]")


def _any_card() -> str:
    """A card in words or letters, or of a suit not told (« Kz »)."""
    return f"{words().card_words}|{_SOME_CARD}"


def _given_suits(board: list[str], held: dict[str, list[str]], understood: list[str] | None) -> None:
    """Suits not told (« ? ») given so that they make no flush — the board's spread, each
    hand's away from the board's suits; asked back when a suit on the board thrice could make
    one and no hole card's suit is told (the hand may then depend on it)."""
    known = [c for c in board if not c.endswith("?")]
    if not any(c.endswith("?") for cards in [board, *held.values()] for c in cards):
        return
    told = any(not c.endswith("?") for cards in held.values() for c in cards)
    if not told and any(sum(c[1] == s for c in known) >= 3 for s in "shdc"):
        # a teller who gives some hole cards' suits gives them where they matter; one who
        # gives none is asked when they could make a flush
        raise KBError(f"{ASKED}cartes sans leurs couleurs avec trois cartes d'une couleur au tableau : "
                      "quelles couleurs exactement (ex. « Ah Ad ») ?")
    used = {c for cards in [board, *held.values()] for c in cards if not c.endswith("?")}

    def give(cards: list[str], seen: list[str]) -> None:
        for i, c in enumerate(cards):
            if c.endswith("?"):
                suit = min((s for s in "shdc" if c[0] + s not in used), key=lambda s: (seen.count(s), "shdc".index(s)))
                cards[i] = c[0] + suit
                used.add(cards[i])
            seen.append(cards[i][1])

    give(board, [])
    for cards in held.values():
        give(cards, [c[1] for c in board])
    if understood is not None:
        understood.append("Couleurs non dites : données sans couleur possible (tableau " + " ".join(board) + ", " +
                          ", ".join(f"{n} {' '.join(c)}" for n, c in held.items()) + ").")


def card_lines(text: str, names: list[str], understood: list[str] | None = None) -> list[str]:
    """``board`` and ``cards`` lines: the board after « tableau » / « board » (up to five
    cards), and each card to the player named last before it in its sentence (« A a As cœur,
    Roi carreau ; B … », « A 2c3d vs B 4c5d », « SB 7c2d », « B Roi-Roi »), two or four cards
    each; suits not told are given (:func:`_given_suits`, said in ``understood``)."""
    royal = _royal_board(text)
    kept = _unsuited(fold(text, keep_case=True))
    board_cards: list[str] = []
    board = None if royal else re.search(r"(?:tableau|board)\s*:?\s*([^;.]*)", kept, re.IGNORECASE)
    if board is None and not royal:
        # five cards said right after « river » or « sur » (« la river sur Ks 9h 5c 3d 2s »): the board
        board = next((m for m in re.finditer(rf"(?:\briver|\bsur)\s*:?\s*((?:(?:{_any_card()})[\s,]*){{5}})", kept, re.IGNORECASE)), None)
    if board:
        said = board.group(1)
        spans = list(re.finditer(_any_card(), said.lower()))[:5]
        board_cards = _cards_of(said[:spans[-1].end()]) if spans else []
        if len(board_cards) >= 3:
            kept = kept[:board.start()] + kept[board.start(1) + spans[-1].end():]
        else:
            board_cards = []
    alias = _heads_up(names)
    marks = sorted([(m.start(), "name", n, m.end()) for n in names
                    for m in re.finditer(who_pattern(n, aside=False, places=alias.get(n, ())), kept, re.IGNORECASE)]
                   + [(m.start(), "end", "", m.end()) for m in re.finditer(r"[.;\n]", kept)]
                   + [(m.start(), "card", m.group(0), m.end()) for m in re.finditer(_any_card(), kept.lower())])
    held: dict[str, list[str]] = {}
    owners: list[str] = []
    last = 0
    for at, kind, said, end in marks:
        if kind == "name":
            # « B et C Roi-Dame »: each holds the ranks told (suits not told: not the same cards)
            joined = owners and not held.get(owners[-1]) and re.fullmatch(r"\s*et\s*", kept[last:at], re.IGNORECASE)
            owners = [*owners, said] if joined else [said]
            last = end
        elif kind == "end":
            owners = []
        elif owners:
            cards = _cards_of(said)
            for owner in owners if all(c.endswith("?") for c in cards) else owners[-1:]:
                held.setdefault(owner, []).extend(cards)
    held = {n: cards for n, cards in held.items() if len(cards) in (2, 4)}
    every = [c for cards in [board_cards, *held.values()] for c in cards if not c.endswith("?")]
    if twice := next((c for c in every if every.count(c) > 1), None):
        # « A a As, B As »: the ace of spades twice — which cards exactly is asked
        raise KBError(f"{ASKED}« {twice} » deux fois : quelles cartes exactement, avec leurs couleurs (ex. « Ah Ad ») ?")
    _given_suits(board_cards, held, understood)
    lines = [royal] if royal else (["board " + " ".join(board_cards)] if board_cards else [])
    return lines + [f"cards {n} " + " ".join(cards) for n, cards in held.items()]


def _heads_up(names: list[str]) -> dict[str, tuple[str, ...]]:
    """Heads-up the button is the small blind: « BTN 2c3d », « le bouton montre » name the seat SB."""
    return {"SB": ("BTN",)} if len(names) == 2 and "BTN" not in names else {}


def _cards_of(said: str) -> list[str]:
    """The cards of ``said``, « ? » for a suit not told (« Kz » → « K? »)."""
    out = []
    for m in re.finditer(_any_card(), said.lower()):
        card = m.group(0)
        out += [card[:-1].upper().replace("10", "T") + "?"] if card.endswith(UNKNOWN) and " " not in card else cards_in(card)
    return out


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
    kept, alias = fold(text, keep_case=True), _heads_up(names)
    for n in names:
        who = who_pattern(n, aside=False, places=alias.get(n, ())) + r"\s+"
        if re.search(who + r"(?:montre|table|ouvre|abat|retourne\b(?!\s+(?:a|au|chercher)\b))", kept, re.IGNORECASE):
            lines.append(f"shows {n}")
        elif re.search(who + r"(?:(?:a\s+)?jet|muck|pousse ses cartes face cachee|(?:se\s+)?couche ses cartes)", kept, re.IGNORECASE):
            lines.append(f"mucks {n}")
    return lines


def asker(text: str, names: list[str]) -> str | None:
    """The player who asks to see a hand: « B peut-il voir la main de C ? » → B, « la grosse
    blinde peut-elle voir ? » → BB."""
    kept = fold(text, keep_case=True)
    # « C, qui n'a pas montré, veut voir », « C dit « je veux voir sa main » », « C demande la main de B »
    asks = r"\s+(?:dit\s*«?\s*(?:je\s+)?)?(?:peu[tx]|veu[tx]|voudrai[st]|demande|exige|a(?:-t-(?:il|elle))? le droit de|peut-il|peut-elle)" \
           r"(?:[\w\s-]*?(?:voir|demander)|\s+(?:a voir\s+)?(?:la main|les cartes))"
    alias = _heads_up(names)
    found = [(m.start(), n) for n in names for m in re.finditer(who_pattern(n, places=alias.get(n, ())) + asks, kept, re.IGNORECASE)]
    if not found:
        found = [(m.start(), n) for n in names for m in re.finditer(who_pattern(n, aside=False) + r"\s+voit\b", kept, re.IGNORECASE)]
    if not found:
        # « B jette ses cartes, puis demande à voir … »: the subject of the sentence that asks
        asks = r"(?:demande|exige|veut|peut)\w*(?:-il|-elle)? (?:a |de )?voir"
        said = next((c for c in re.split(r"[.;?!]", kept) if re.search(asks, c, re.I)), "")
        clause = next((c for c in said.split(",") if re.search(asks, c, re.I)), "").split(" voir")[0]
        # the last player named before the verb in its clause (« C fold, B muck puis veut voir A »),
        # else the sentence's subject
        last = [(-m.start(), n) for n in names
                for m in re.finditer(who_pattern(n, aside=False, places=alias.get(n, ())), clause, re.IGNORECASE)]
        found = last or [(m.start(), n) for n in names
                         for m in re.finditer(who_pattern(n, aside=False, places=alias.get(n, ())), said.split(" voir")[0], re.IGNORECASE)]
    return min(found)[1] if found else None
