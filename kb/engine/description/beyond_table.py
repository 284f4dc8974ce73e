"""The table questions beyond the betting round (:mod:`.beyond`): the seats of a table of
so many players, the button after eliminations, a penalty's length, balancing, and what
happened at a deal (misdeal events, the words of ``[beyond.misdeal]``).

>>> table_seats(4)
['SB', 'BB', 'UTG', 'BTN']
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kb.engine.description.amounts import plain_amounts, seat_names
from kb.engine.description.beyond_words import _NUM, Told, fold, number, places_pattern, words
from kb.engine.limits import MAX_PLAYERS
from kb.errors import KBError

# The seats between UTG and the button in table order, and which are named first.
MIDDLE = ["UTG1", "UTG2", "MP", "HJ", "CO"]
MIDDLE_KEPT = ["CO", "HJ", "UTG1", "MP", "UTG2"]
ORDER = ["SB", "BB", "UTG", *MIDDLE, "BTN"]


def table_seats(count: int) -> list[str]:
    """Seat names for a table of ``count`` from the small blind to the button.

    >>> table_seats(6)
    ['SB', 'BB', 'UTG', 'HJ', 'CO', 'BTN']
    """
    if count == 2:
        return ["SB", "BB"]
    kept = set(MIDDLE_KEPT[:max(count - 4, 0)])
    middle = ["UTG"] * (count >= 4) + [p for p in MIDDLE if p in kept]
    return ["SB", "BB", *middle, "BTN"]


def players_count(f: str) -> int | None:
    """« à six joueurs », « table de huit », « 8 à table », « 6-max », « 4 handed », « HU »
    (the ``counts`` and ``[beyond.count]`` of the data file)."""
    w = words()
    for pattern in w.counts:
        for m in re.finditer(pattern.replace("#", _NUM), f):
            # « à un siège vide » is no count, nor « relance à 600, » (at most MAX_PLAYERS a table)
            if 2 <= number(m.group(1)) <= MAX_PLAYERS:
                return number(m.group(1))
    return next((n for n, pattern in w.count_words if re.search(pattern, f)), None)


def remaining_count(f: str, out: list[str]) -> int | None:
    """« il reste trois joueurs » (``[beyond] remaining``): the table before this hand when
    said before the eliminations, after them when said after."""
    m = next((m for p in words().remaining if (m := re.search(p.replace("#", _NUM), f))), None)
    if m is None:
        return None
    gone = re.search(words().eliminated, f)
    return number(m.group(1)) + (len(out) if gone is not None and gone.start() < m.start() else 0)


def placed_out(f: str) -> list[str]:
    """The places eliminated on this hand: « la BB saute », « SB et UTG éliminés », « la grosse
    blinde et le bouton sont éliminés », « les deux blindes sautent », or the seats by number
    (« s7 (btn) et s1 (sb) sautent »: S7, S1)."""
    out = []
    if re.search(rf"(?:deux blindes|(?:la )?petite et (?:la )?grosse blindes?) (?:sont |se font )?(?:\w+ )?(?:{words().eliminated})", f):
        out += ["SB", "BB"]
    # a place, its seat or name in brackets after it (« BB (s2) »), or before it (« Sophie (btn) »)
    one = rf"(?:la |le |l')?(?:{places_pattern()}|s\d{{1,2}})(?:\s*\([^)]*\))?"
    listed = rf"({one}(?:\s*(?:,|et|\+|&)\s*{one})*)"
    # « le joueur au bouton, Marc, est éliminé », « Sophie, au bouton, est éliminée »: a name aside
    aside = rf"(?:\s*,\s*(?![^,.;:?]*(?<![\w'])(?:{places_pattern()})(?![\w']))[^,.;:?]{{1,30}}?)?\s*,?"  # no place in it
    # not the places that say where a player sits (« un joueur entre la grosse blinde et le bouton »)
    before = re.finditer(rf"(?<!\w)(?:(?:le joueur|la joueuse) )?(?:au |en |a la )?{listed}\)?{aside}"
                         rf"\s+(?:sont\s+|se font\s+|se fait\s+|ont\s+|vien\w+ d'etre\s+)?"
                         rf"(?:{words().eliminated})", f)
    # « deux éliminés : la SB et le bouton » (two places at least: « éliminée : bouton mort ? » asks)
    after = re.finditer(rf"(?:{words().eliminated})[^.;?:]*:\s*({one}(?:\s*(?:,|et)\s*{one})+)(?=\s*(?:[.;]|$))", f)
    of = re.finditer(rf"(?:{'|'.join(words().eliminated_of)}) (?:du |de la |de l'|des )?{listed}", f) if words().eliminated_of else []
    for m in [*before, *after, *of]:
        if re.search(r"\bentre\b[^,.;:]*$", f[:m.start()]):
            continue
        for said in re.findall(rf"(?<!\w)(?:{places_pattern()}|s\d{{1,2}})(?!\w)", re.sub(r"\([^)]*\)", " ", m.group(1))):
            place = words().places.get(said, said.upper())
            if place not in out:
                out.append(place)
    return out


def seated(f: str, count: int | None, told: Told) -> list[str]:
    if count is None:
        count = words().players
        told.understood.append(f"Nombre de joueurs non dit : {count}.")
    if not 2 <= count <= 10:
        raise KBError(f"{count} joueurs : de 2 à 10 à une table")
    seats = table_seats(count)
    if count >= 3 and len(said := places_said(f)) == count:
        # « 4 j (sb bb co btn) »: the places named are the table
        seats = sorted(said, key=ORDER.index)
    told.understood.append(f"{count} joueurs : " + ", ".join(seats) + " (le dernier au bouton).")
    return seats


def numbered(f: str, count: int) -> dict[str, str]:
    """The seats told by number (``f`` with them named « s7 »: :func:`seat_names`), as the
    places of a table of ``count``: S1 to S``count`` turned so that the button told (« s7 au
    bouton », « s1 sb », « la bb (s2) ») is last — else the seat after the small blind's, two
    after the big blind's, else the last seat; {} when no seat is told by number.

    >>> numbered("s7 btn, s1 sb, s2 bb. s2 elimine", 4)
    {}
    >>> numbered("7 j. s1 sb, s2 bb", 7)["BTN"], numbered("s3 au bouton", 4)["SB"]
    ('S7', 'S4')
    """
    said = [int(n) for n in re.findall(r"(?<![\w'])s(\d{1,2})(?!\w)", f)]
    if not said or max(said) > count:
        return {}
    between = r"\s*[(,:]?\s*(?:(?:avait|etait|est|en|au|a la|la|le|l')\s*)*"
    at = {words().places[p]: int(n) for n, p in re.findall(rf"(?<![\w'])s(\d{{1,2}}){between}({places_pattern()})(?!\w)", f)}
    at |= {words().places[p]: int(n) for p, n in re.findall(rf"(?<![\w'])({places_pattern()})\s*\(s(\d{{1,2}})\)", f)}
    button = at.get("BTN") or (at["SB"] - 1 if "SB" in at else at["BB"] - 2 if "BB" in at else count)
    return {place: f"S{(button + k) % count + 1}" for k, place in enumerate(table_seats(count))}


def button_question(f: str, told: Told) -> list[str]:
    f = fold(seat_names(re.sub(r"(?<![\w#])#(\d{1,2})(?!\d)", r"s\1", f)))  # « #2 elim. »: seat 2
    count = players_count(f) or remaining_count(f, placed_out(f))
    if count is None and (by_seat := [int(n) for n in re.findall(r"(?<![\w'])s(\d{1,2})(?!\w)", f)]) \
            and re.search(r"(?<![\w'])s\d{1,2}\s*\(?\s*(?:btn|bouton)\b", f) and 2 <= max(by_seat) <= 10:
        count = max(by_seat)  # « s1 sb / … / s5 btn »: the seats listed up to the button's are the table
        told.understood.append(f"Nombre de joueurs non dit : {count}, les sièges jusqu'au bouton.")
    if count == 2 and placed_out(f):  # « on passe en tête-à-tête après l'élimination de … »: the table before
        count += len(placed_out(f))
    seats = seated(f, count, told)
    if by_number := numbered(f, len(seats)):
        seats = [by_number[p] for p in table_seats(len(seats))]
        told.understood.append("Sièges numérotés : " + ", ".join(f"{p} {s}" for p, s in by_number.items()) + ".")
    for p in placed_out(f):
        if p in MIDDLE and p not in seats and not by_number:
            # « le MP saute » at a table whose middle seat there has another name: the nearest one is his
            k = min((i for i, s in enumerate(seats) if s in MIDDLE), key=lambda i: abs(ORDER.index(seats[i]) - ORDER.index(p)), default=None)
            if k is not None:
                seats[k] = p
    out = [by_number.get(p, p) for p in placed_out(f) if by_number.get(p, p) in seats]
    told.lines += [f"out {p}" for p in out]
    told.understood += [f"{p} est éliminé sur ce coup." for p in out]
    told.question = "? button"
    return seats


def penalty_question(f: str, told: Told) -> list[str]:
    seats = seated(f, players_count(f), told)
    unit = r"(tour|main)"
    m = next((m for p in words().penalty if (m := re.search(p.replace("#", _NUM).replace("@", unit), f))), None)
    if m is None:
        raise KBError("« ? » combien de tours (ou de mains) de pénalité ?")
    told.question = f"? penalty {number(m.group(1))}" + (" hands" if m.group(2) == "main" else "")
    return seats


def balance_question(f: str, told: Told) -> list[str]:
    """« six joueurs, la plus pleine en a neuf », « 6 vs 9 », « table à 9, l'autre à 6 »: this
    table first, then the other (``? balance N``: N the other table's players; numbers of ten
    or less: players, not chips)."""
    said = re.findall(rf"\b{_NUM}\b(?! tables?\b)", f)  # « deux tables : 8 et 6 » counts tables, not players
    counts = [n for n in (number(x) for x in said if x not in ("un", "une")) if 2 <= n <= 10]
    if len(counts) < 2:
        raise KBError("« ? » combien de joueurs à cette table et à la table la plus pleine ?")
    here, other = counts[0], max(counts[1:])
    seats = seated(f, here, told)
    told.question = f"? balance {other}"
    return seats


def who_pattern(name: str, aside: bool = True, places: tuple[str, ...] = ()) -> str:
    """A player, to be searched without case in text folded with its capitals: his name (a
    one-letter name in capitals: « a » is a verb) or the words of his place (or of
    ``places``), or a place with his name in brackets (« BB (B) »), with an aside after it
    (« B, la grosse blinde, n'a pas de cartes »)."""
    said = [f"(?-i:{re.escape(name)})" if len(name) == 1 else re.escape(fold(name))]
    said += [re.escape(w) for w, place in words().places.items() if place == name or place in places]
    # his place, then his name in brackets (« BB (B) sans cartes », « BTN (C) shove »)
    said.append(rf"(?:{places_pattern()})\s*\({said[0]}\)")
    if len(name) > 1 and name in words().places.values():  # « Paul (s3, UTG) sans cartes »: a name, his place in brackets
        own = "|".join(re.escape(w) for w, place in words().places.items() if place == name)
        said.append(rf"(?-i:[A-Z])[\w'-]+\s*\((?:[^()]{{0,12}}?,\s*)?(?:{own})\s*\)")
    after = r"(?:\s*\([^)]*\))?(?:,[^,.;:]+,)?" if aside else ""
    # not « UTG » in « UTG+1 », nor « sous le gun » in « sous le gun +1 »
    return rf"(?<![\w'])(?:la |le |l')?(?:{'|'.join(said)})(?![\w'])(?!\s?\+\s?\d){after}"


def places_said(f: str) -> set[str]:
    """The places the text names (« SB », « la grosse blinde », « co »)."""
    return {p for w, p in words().places.items() if re.search(rf"(?<![\w']){re.escape(w)}(?![\w'])", f)}


def misdeal_events(text: str, names: list[str]) -> list[str]:
    """The events of ``? misdeal`` told in ``text`` (``[beyond.misdeal]``); a player not
    named (« un joueur a reçu trois cartes ») is the first after the blinds."""
    w = words().misdeal
    f = fold(text, keep_case=True)

    def found(key: str, who: str = "") -> re.Match[str] | None:
        return next((m for p in w.get(key, ()) if (m := re.search(p.replace("#", _NUM).replace("@", who), f, re.IGNORECASE))), None)

    def count(m: re.Match[str]) -> int:
        return number(m.group(1)) if m.lastindex else 1  # « la carte de B a été retournée »: one

    events = []
    if found("wrong_seat"):
        events.append("wrong-seat")
    elif found("exposed_first"):
        events.append("exposed-first")
    elif m := found("exposed"):
        events.append(f"exposed {count(m)}")
    if found("empty_seat"):
        events.append("empty-seat")
    someone = "|".join(w.get("someone", ()))
    players = [(n, who_pattern(n)) for n in names] + [(names[min(2, len(names) - 1)], f"(?:{someone})" if someone else "")]
    for n, who in players:
        if any(e.endswith(f" {n}") or f" {n} " in e for e in events) or not who:
            continue
        if found("dealt_out", who):
            events.append(f"dealt-out {n}")
        elif (m := found("cards", who)) and count(m) != 2:
            events.append(f"cards {n} {count(m)}")
    if not events:
        raise KBError("« ? » qu'est-il arrivé à la donne (cartes retournées, joueur oublié, siège vide) ?")
    return events


def seats_up_to(text: str) -> list[str]:
    """The players A, B, … up to the last letter named (at least four): « à C » → A B C D."""
    found = re.findall(r"(?<![\w'’])([A-H])(?![\w'’])", text)
    last = max(found, default="D")
    return [chr(c) for c in range(ord("A"), max(ord(last), ord("D")) + 1)]


def pot_told(text: str) -> int | None:
    """The pot said (« pot de 1025 », « le pot fait 2,1k », « pot 1k », « 5 000 au pot »), or None."""
    f = fold(plain_amounts(text))
    found = [m for m in (re.search(r"\bpot\b[^\d.;?]{0,20}?(\d+)", f),  # or « avec 5 000 au pot »
                         re.search(r"(?<![\w/.,])(\d+)\s+(?:au|dans le|en) pot\b", f)) if m]
    return int(min(found, key=lambda m: m.start()).group(1)) if found else None


def chip_told(text: str) -> str | None:
    """The smallest chip said (``[beyond] chip``: « jetons de 25 », « plus petite plaque 100 »)."""
    f = fold(plain_amounts(text))
    return next((m.group(1) for p in words().chip if (m := re.search(p.replace("#", r"(\d+)"), f))), None)


def odd_chip_asked(f: str) -> bool:
    """Whether the text asks who gets the odd chip (``[beyond] odd_chip``)."""
    return any(re.search(p, f) for p in words().odd_chip)


def button_last(text: str, names: list[str], told: Told) -> list[str]:
    """The players named by letter turned so that the one told at the button (« C est au
    bouton », « bouton : B ») sits last, the others after him in letter order."""
    kept = fold(text, keep_case=True)
    m = re.search(r"(?<![\w'])([A-H])(?![\w'])\s*(?:\(|,)?\s*(?:qui )?(?:est |etait )?(?:au|le) (?:bouton|btn)\b", kept) \
        or re.search(r"\b(?:bouton|btn)\s*(?::|=|est)\s*([A-H])(?![\w'])", kept, re.IGNORECASE)
    if m is None or m.group(1) not in names:
        return names
    k = names.index(m.group(1)) + (len(names) != 2)  # heads-up the button sits first (he is the small blind)
    if k % len(names) == 0:
        return names
    told.understood.append(f"{m.group(1)} est au bouton : sièges {', '.join(names[k:] + names[:k])}.")
    return names[k:] + names[:k]


def folded_in_turn(kept: list[str], read: tuple[str, list[str], list[str]], story: Callable[[str], tuple[str, list[str], list[str]]],
                    told: Told) -> tuple[list[str], str, list[str], list[str]]:
    """A fold told out of turn (« … et la grosse blinde paie, la petite blinde se couche », « la
    grosse blinde s'était couchée »), which the betting reader asks about (« SB parle avant BB »):
    he folded at his turn, as the betting reader has a player the story does not name fold."""
    situation, understood, asked = read
    moved: list[str] = []
    while asked and (m := re.match(r"(\S+) parle avant \S+ : qu'a fait", asked[0])) and len(moved) < 4:
        joined = " ".join(kept)
        f_joined = fold(joined, keep_case=True)
        gone = re.search(rf"(?:^|[,;.]|\bet\b|\bpuis\b)\s*{who_pattern(m.group(1), aside=False)}\s+(?:se couche|s'est couche|s'etait couche|"
                         rf"fold|passe\b|jette\b)[^,.;]*", f_joined, re.IGNORECASE)
        if gone is None or len(f_joined) != len(joined):
            break
        kept, moved = [joined[:gone.start()] + ("." if joined[gone.start():gone.start() + 1] == "." else "") + joined[gone.end():]], \
            [*moved, m.group(1)]
        situation, understood, asked = story(kept[0] + " Quels sont les pots ?")
    if moved:
        told.understood.append("Couché à son tour : " + ", ".join(moved) + " (dit hors de l'ordre du coup).")
    return kept, situation, understood, asked
