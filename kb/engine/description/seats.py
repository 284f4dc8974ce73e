"""The seats of a told table, clockwise from the small blind: the blinds, the players in the
order the text names them, the button; a heads-up table or one of a told size; and the
players given a place in the text (« A (petite blinde) », « BTN (D, 20k) »).
"""

from __future__ import annotations

import re

from kb.engine.description.marks import Mark

BLINDS = ("SB", "BB")
BUTTON = "BTN"


def seat_order(names: list[str], ranks: dict[str, int], street: str, places: dict[str, str] | None = None,
               heads_up: bool = False, count: int | None = None) -> list[str]:
    """Seats clockwise from the small blind: the blinds first, the button last, the other
    players in the order the text names them (their order of speech). ``places`` gives a
    named player's place (« A (petite blinde) »).

    >>> seat_order(["A", "B", "C"], {"SB": 0, "BB": 1, "BTN": 10}, "preflop")
    ['SB', 'BB', 'A', 'B', 'C']
    >>> seat_order(["A", "B"], {}, "flop"), seat_order(["B", "C"], {}, "flop")  # a third seated
    (['A', 'B', 'BTN'], ['SB', 'B', 'C'])
    >>> seat_order(["A", "B"], {}, "preflop", {"B": "BB"})
    ['SB', 'B', 'A']
    """
    places = places or {}
    if heads_up:
        return _heads_up(names, places, street)
    if (numbered := _numbered(names, street, count)) is not None:
        return numbered
    player = {places.get(n, n): n for n in names}
    roles = [places.get(n, n) for n in names]
    middle = [r for r in roles if r not in BLINDS and r != BUTTON]
    if middle and all(r in ranks for r in middle):
        # places named (UTG, HJ, CO): their seats, whoever spoke first (an action out of
        # turn, a seat skipped, does not move a seat)
        middle.sort(key=lambda r: ranks[r])
    if street == "preflop" and count is not None:
        return [player.get(s, s) for s in _counted(roles, middle, count, ranks)]
    if street == "preflop":
        seats = [*BLINDS, *middle, *([BUTTON] if BUTTON in roles else [])]
    else:
        seats = [b for b in BLINDS if b in roles] + middle + ([BUTTON] if BUTTON in roles else [])
        if len(seats) == 2:
            # Two players named after the flop, not told heads-up: a third is seated so that
            # the table is no heads-up one, whose button speaks first before the flop and
            # shows last. Players named by letters sit in letter order: when the first is A
            # (« A mise, B ? »), the third sits after them (the button), still to speak —
            # two players left would be a duel for some books (Ciaffone 1.11.b); when a
            # letter before is not named (« B mise, C relance »), he sits before and folds.
            order = (BUTTON, *BLINDS) if _from_a(middle) else (*BLINDS, BUTTON)
            other = next(b for b in order if b not in seats)
            if other == BUTTON:
                seats.append(BUTTON)
            else:
                seats = [b for b in BLINDS if b in seats or b == other] + [r for r in seats if r not in BLINDS]
    return [player.get(s, s) for s in seats]


def _from_a(names: list[str]) -> bool:
    """Whether the players are named by capital letters from A (« A », « B »).

    >>> _from_a(["B", "A"]), _from_a(["B", "C"]), _from_a(["Paul", "A"])
    (True, False, False)
    """
    return all(re.fullmatch(r"[A-H]", n) for n in names) and min(names, default="") == "A"


def _numbered(names: list[str], street: str, count: int | None) -> list[str] | None:
    """Players all named by their seat numbers (« siège 3 » is S3): the seats in the order
    of their numbers, S1 up to the table's size (or the largest number named), turned so
    that the first to speak sits after the blinds (first of all after the flop); None when
    a player has no number.

    >>> _numbered(["S3", "S5", "S4"], "preflop", 6)
    ['S1', 'S2', 'S3', 'S4', 'S5', 'S6']
    >>> _numbered(["S6", "S8"], "preflop", None)
    ['S4', 'S5', 'S6', 'S7', 'S8', 'S1', 'S2', 'S3']
    """
    numbers = [int(n[1:]) for n in names if re.fullmatch(r"S\d{1,2}", n)]
    if len(numbers) < 2 or len(numbers) != len(names):
        return None
    size = max(count or 0, *numbers)
    if size > 10:
        return None
    seats = [f"S{k}" for k in range(1, size + 1)]
    first = seats.index(names[0]) - (2 if street == "preflop" else 0)
    return seats[first % size:] + seats[:first % size]


def _counted(roles: list[str], middle: list[str], count: int, ranks: dict[str, int]) -> list[str]:
    """The seats of a table of ``count`` players before the flop: the named players, as many
    unnamed seats as the count leaves (named by the places of such a table, folding in
    turn), or — more players named before the blinds than seats — the last named at the
    blinds (« 4 handed : A relance, B suit, C fait tapis » : C is the small blind).

    >>> _counted(["A", "B", "C"], ["A", "B", "C"], 4, {})
    ['C', 'BB', 'A', 'B']
    >>> _counted(["UTG", "BTN"], ["UTG"], 6, {"UTG": 2, "HJ": 8, "CO": 9, "BTN": 10})
    ['SB', 'BB', 'UTG', 'HJ', 'CO', 'BTN']
    """
    from kb.engine.description.beyond_table import table_seats  # the seats a table of that size names

    button = [BUTTON] if BUTTON in roles else []
    blinds = [b if b in roles else None for b in BLINDS]
    extra = len(middle) + len(button) + 2 - count
    if extra > 0:
        free = [k for k, b in enumerate(blinds) if b is None]
        moved = middle[len(middle) - min(extra, len(free)):] if free and not button else []
        for k, who in zip(free, moved, strict=False):
            blinds[k] = who
        middle = middle[:len(middle) - len(moved)]
        return [b or BLINDS[k] for k, b in enumerate(blinds)] + middle + button
    need = count - 2 - len(middle) - len(button)
    unnamed = [p for p in table_seats(count)[2:] if p not in roles]
    fill = unnamed[len(unnamed) - need:] if need else []
    seated = list(middle)
    for place in fill:
        if place == BUTTON:
            continue
        at = next((k for k, r in enumerate(seated) if r in ranks and ranks[r] > ranks.get(place, -1)), len(seated))
        seated.insert(at, place)
    return [b or BLINDS[k] for k, b in enumerate(blinds)] + seated + (button or ([BUTTON] if BUTTON in fill else []))


def _heads_up(names: list[str], places: dict[str, str], street: str) -> list[str]:
    """Two seats: the button, who is the small blind (ROPTA 4.4, TDA 34), then the big blind.
    Named by place (BTN or SB, BB) or in the order they speak before the flop (after it the
    big blind speaks first).

    >>> _heads_up(["A", "B"], {}, "preflop"), _heads_up(["BB", "BTN"], {}, "flop")
    (['A', 'B'], ['BTN', 'BB'])
    """
    roles = {places.get(n, n): n for n in names}
    button = roles.get("BTN") or roles.get("SB")
    big = roles.get("BB")
    others = [n for n in names if n not in (button, big)]
    if street != "preflop" and button is None and big is None:
        others.reverse()
    button = button or (others.pop(0) if others else "SB")
    big = big or (others.pop(0) if others else "BB")
    return [button, big]


def place_players(marks: list[Mark]) -> tuple[list[Mark], dict[str, str]]:
    """Players given a place (« A (petite blinde) », « Paul au bouton », « SB A »): the marks with
    each later mention of the place read as the player, and each player's place."""
    places: dict[str, str] = {}  # place -> player
    out: list[Mark] = []
    i = 0
    while i < len(marks):
        m = marks[i]
        nxt = marks[i + 1:i + 4]
        if m.label == "capital" and (nxt[:1] and nxt[0].label.startswith("pos:") or len(nxt) == 3 and nxt[0].value == "("
                                     and nxt[1].label.startswith("pos:")):
            m = Mark("name", m.value, m.start, m.text)
        ahead = marks[i + 1:i + 6]
        if (m.label.startswith("pos:") and len(ahead) == 5 and m.value not in places and ahead[1].label == "name"
                and [x.value for x in ahead[0::2]] == ["(", ",", ")"] and ahead[3].label == "amount"):
            places[m.value] = ahead[1].value  # « BTN (D, 20k) call »: his place, his name, his stack
            out += [ahead[1], ahead[0], ahead[3], ahead[4]]
            i += 6
            continue
        if (m.label.startswith("pos:") and len(nxt) == 3 and m.value not in places and nxt[1].label == "name"
                and [nxt[0].value, nxt[2].value] == ["(", ")"]):
            places[m.value] = nxt[1].value  # « UTG (C) shove »
            out.append(nxt[1])
            i += 4
            continue
        if m.label == "name" and nxt and nxt[0].label.startswith("pos:") and nxt[0].value not in places:
            places[nxt[0].value] = m.value  # « Paul au bouton »
            out.append(m)
            i += 2
            continue
        if (m.label == "name" and len(nxt) == 3 and nxt[0].value == "(" and nxt[1].label.startswith("pos:")
                and nxt[2].value == ")" and nxt[1].value not in places):
            places[nxt[1].value] = m.value  # « A (petite blinde) »
            out.append(m)
            i += 4
            continue
        if (m.label.startswith("pos:") and nxt and nxt[0].label == "name" and len(nxt[0].value) == 1
                and m.value not in places and nxt[0].value not in places.values()):
            places[m.value] = nxt[0].value  # « la petite blinde A fait tapis », « SB A tapis 1000 »
            out.append(nxt[0])
            i += 2
            continue
        if m.label.startswith("pos:") and m.value in places:
            m = Mark("name", places[m.value], m.start, m.text)
        out.append(m)
        i += 1
    return out, {player: place for place, player in places.items()}
