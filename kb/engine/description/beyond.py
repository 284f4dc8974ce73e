"""Situations beyond the betting round told in French (issue 36): who shows first, who may
see a hand, splitting a pot, the button after eliminations, misdeals, balancing, penalties.

The question's words say the kind (« qui montre en premier », « jeton impair », « où va le
bouton », « fausse donne », « tour de pénalité », « arrêter la table »). The betting story
of a showdown or a split is read by the betting reader (:func:`read_story`, the one of
:mod:`kb.engine.description`) and the cards, hands shown or thrown and eliminations are
added as lines of :mod:`kb.engine.facts`; a table question (button, balance, penalty, a
misdeal without actions) needs no story: the seats are made from the number of players.

>>> find_kind("À la river, qui montre en premier ?")
'showdown'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kb.engine.description.amounts import plain_amounts
from kb.engine.description.beyond_cards import (
    asker,
    card_lines,
    card_pattern,
    cards_in,
    outcome_lines,
    ranks_apart,
    shown_lines,
    told_by_ranks,
)
from kb.engine.description.beyond_table import (
    ORDER,
    balance_question,
    button_last,
    button_question,
    chip_told,
    folded_in_turn,
    misdeal_events,
    odd_chip_asked,
    penalty_question,
    places_said,
    players_count,
    pot_told,
    seated,
    seats_up_to,
    table_seats,
    who_pattern,
)
from kb.engine.description.beyond_words import _NUM, ASKED, Told, fold, number, places_pattern, words
from kb.engine.description.vocabulary import load_vocabulary
from kb.errors import KBError


def find_kind(text: str) -> str | None:
    """The kind of table question ``text`` asks in its question (the words from the last
    sentence's start to the « ? »), or None: a betting question, or no question."""
    folded = fold(text)
    end = folded.rfind("?")
    if end < 0:  # a note without a question mark: only words no betting story uses say the kind,
        # else the question's words in the note's first or last clauses (« … -> bouton / blindes coup suivant »)
        return next((kind for kind, said, anywhere in words().kinds if anywhere and re.search(said, folded)), None) \
            or _said_anywhere(folded) or _asked_in(_end_clauses(folded))
    start = max(folded.rfind(".", 0, end), folded.rfind(";", 0, end))
    asked = folded[start + 1:end + 1]
    kinds = words().kinds
    found = next((kind for kind, said, _ in kinds if re.search(said, asked)), None)
    if found is None and start > 0 and len(asked.split()) <= 6 and not re.search(r"(?<![\w'])[A-H](?![\w'])", text[start + 1:end]) \
            and not re.search(words().betting_asked, asked):
        # « B demande à voir la main de A. En a-t-il le droit ? »: the sentence before says it
        before = folded[max(folded.rfind(".", 0, start), folded.rfind(";", 0, start)) + 1:start]
        found = next((kind for kind, said, _ in kinds if re.search(said, before)), None)
    if found is None:  # the question's words after its « ? » (« 6 j. -> ? bouton + blindes main suiv. »)
        found = _asked_in(_end_clauses(folded[end + 1:]))
    if found is None and re.search(r"\bpots?\b", asked) and re.search(rf"(?:tableau|board)\s*:?\s*(?:{card_pattern()})", folded):
        found = "split"  # « Pots ? » with the hands and the board told: who wins each pot
    # Words no betting question uses may say the kind before the question (« un tour de
    # pénalité … combien de mains ? »).
    return found or next((kind for kind, said, anywhere in kinds if anywhere and re.search(said, folded)), None) \
        or _said_anywhere(folded)


def _end_clauses(folded: str) -> list[str]:
    """A note's first clause and its last two (clauses cut at stops, commas, slashes,
    brackets, arrows and colons): where a table note puts its question."""
    parts = [p for p in re.split(r"[.;,/()\[\]:]|->|=>|→|—|–|\s-\s", folded) if p.strip()]
    return parts[-2:] + parts[:1]


def _asked_in(clauses: list[str]) -> str | None:
    """The kind the question's words say in one of ``clauses``, or None."""
    return next((kind for c in clauses for kind, said, _ in words().kinds if re.search(said, c)), None)


def _said_anywhere(folded: str) -> str | None:
    """The kind said by words no betting story uses (``anywhere_patterns``: « B et C à
    égalité pour l'extérieur »), wherever they are."""
    return next((kind for kind, said in words().said_anywhere if re.search(said, folded)), None)



def letters(text: str) -> list[str]:
    """Players named by one capital letter (« A », « B »…), in letter order: the seats
    from the small blind (at least two, else none)."""
    found = sorted(set(re.findall(r"(?<![\w'’])([A-H])(?![\w'’])", text)))
    return found if len(found) >= 2 else []


def _checked_down(text: str, f: str, told: Told) -> Told | None:
    """A river nobody bet on (« river checkée », « check x3 », « showdown river check »):
    the seats (the letters named, else as many as the text counts, else the data file's
    ``showdown_players``), the pot told, every one checks in turn."""
    f = re.sub(r"personne (?:n'a|ne) (?:mise|parie)", "checkee", f)  # « personne n'a misé à la river »
    checked = re.search(r"checkee|check|parole|(?<![\w'])x(?![\w'])", f)
    names = letters(text)
    if _told_bets(f) or told.kind not in ("showdown", "split"):
        return None  # a story with bets is read by the betting reader (« au turn B mise 300 … river checkée »)
    if not names and not (checked or _tie_told(f, told)):
        return None
    if not names:
        told_count = players_count(f)
        count = told_count or words().showdown_players
        said = places_said(f)
        if said:
            # the table holds every place named (« SB x BB x BTN x, UTG fold »: four seats; heads-up
            # the button is the small blind)
            count = next((n for n in range(count, 11) if (said - {"BTN"} if n == 2 else said) <= set(table_seats(n))), count)
        names = table_seats(count) if said else [chr(ord("A") + i) for i in range(count)]
        if len(said) >= 3 and told_count in (None, len(said)):  # « 4 j … SB, BB, CO, BTN »: the places named are the table
            names = sorted(said, key=ORDER.index)
        told.understood.append(f"Joueurs non nommés : {len(names)}, {', '.join(names)}.")
    names = button_last(text, names, told)
    amount = pot_told(text) or (told.kind == "split" and _largest(text)) or 1000
    chip = chip_told(text)
    if chip is None and told.kind == "split" and amount % int(words().tie["chip"]) == 0 and odd_chip_asked(f):
        # an odd chip is one of the smallest chip in play: the data file's, when the pot is made of it
        chip = str(words().tie["chip"])
        told.understood.append(f"Plus petit jeton non dit : {chip} (le pot de {amount} en est fait).")
    # stacks not told: as deep as the betting reader deals them (`stack_bb` big blinds)
    blinds = _blinds(f)
    deep = load_vocabulary().defaults["stack_bb"] * int(blinds.split("/")[1])
    told.lines = [f"blinds {blinds}", "players " + " ".join(f"{n}:{deep}" for n in names)]
    told.lines += [f"chips {chip}"] if chip else []
    # Heads-up the button is the small blind and speaks last after the flop.
    order = names[1:] + names[:1] if len(names) == 2 else names
    told.lines += [f"street river pot {amount}", *_river_acts(order, text)]
    cards = card_lines(text, names, told.understood)
    hilo = re.search(words().hilo + "|omaha", f) is not None  # a split between checked hands: Omaha is told for its halves
    if told.kind == "split" and not cards and hilo and (halves := _hilo_lines(f, names, told)):
        told.lines += halves
    elif told.kind == "split" and not cards:
        told.lines[2:] = _tie_lines(f, names, told, text)
    else:
        told.lines += cards
    told.lines += shown_lines(text, names)
    seats = f"{names[0]} au bouton (petite blinde), {names[1]} parle en premier" if len(names) == 2 else \
        f"{names[0]} à gauche du bouton"
    told.understood.append(f"Personne n'a misé à la river : chacun checke. Sièges dans l'ordre, {seats}.")
    if told.kind == "split":
        told.question = "? split" + (" hilo" if hilo else "")
    else:
        who = asker(text, names)
        told.question = "? showdown" + (f" {who}" if who else "")
    return told


def _river_acts(order: list[str], text: str) -> list[str]:
    """Each player's check on a river nobody bet on, in turn — or his fold, when told
    (« UTG fold », « le cutoff se couche »)."""
    kept = fold(text, keep_case=True)
    folds = r"\s+(?:fold\w*|se couche|passe)\b"
    return [f"{n} fold" if re.search(who_pattern(n, aside=False) + folds, kept, re.IGNORECASE) else f"{n} check"
            for n in order]


def _hilo_lines(f: str, names: list[str], told: Told) -> list[str]:
    """« A gagne le haut, B le bas »: Omaha hands that win each half as told (``[beyond.outcome]``),
    said back; [] when the halves are not told."""
    out = words().outcome
    if not out.get("high") or not out.get("low"):
        return []
    player = r"(?<![\w'])(" + "|".join(re.escape(fold(n)) for n in names) + r")(?![\w'])"
    by_fold = {fold(n): n for n in names}

    def who(patterns: list[str]) -> str | None:
        found = next((m for p in patterns if (m := re.search(p.replace("#", player), f))), None)
        return by_fold[found.group(1)] if found else None

    high, low = who(out["high"]), who(out["low"])
    if high is None or low is None or high == low:
        return []
    told.understood.append(f"Cartes non dites : {high} gagne le haut, {low} le bas (tableau {out['hilo_board']}, "
                           f"{high} {out['high_hole']}, {low} {out['low_hole']}).")
    return [f"cards {high} {out['high_hole']}", f"cards {low} {out['low_hole']}", f"board {out['hilo_board']}"]


def _largest(text: str) -> int | None:
    """A split told without the word « pot » (« split A B, 1025, jetons 25 »): its largest
    amount, the chips' values and the cards apart."""
    f = re.sub(card_pattern(), " ", fold(plain_amounts(text)))
    chip = chip_told(text)
    said = [int(n) for n in re.findall(r"(?<![\w/])(\d{3,})(?![\w/])", f) if n != chip]
    return max(said, default=None)


def _told_bets(f: str) -> bool:
    """Whether the text tells bets, besides its blinds (« 100/200 »)."""
    return re.search(r"mise|paie|paye|relanc|tapis|\bsui(?:t|vent)\b|\bcall|\bbet|raise|allin|shove|limp"
                     r"|\b(?:r|b|[345]b)\d{3,}", f) is not None  # « BB b2000 », « BTN r5000 »: a note's bet and raise


def _tie_told(f: str, told: Told) -> bool:
    """A split told by its share and odd chips only (« split 3 ways, 1 odd chip »)."""
    return told.kind == "split" and (players_count(f) is not None or bool(places_said(f)))


def _tie_lines(f: str, names: list[str], told: Told, text: str) -> list[str]:
    """Equal hands, the pot told (else equal shares plus the odd chips told: « 1 odd chip »,
    « deux jetons impairs »). When the text names who shares (« partagé entre la petite
    blinde et le bouton »), the others hold less (``[beyond.outcome]``); else the board plays
    for everyone (``[beyond.tie]``)."""
    tie, out = words().tie, words().outcome
    odd = re.search(rf"{_NUM}\s+(?:odd chips?|jetons? (?:impairs?|indivisibles?|en trop|de reste))", f)
    extra = number(odd.group(1)) if odd else 1
    chip = int(chip_told(f) or tie["chip"])
    pot = pot_told(f) or _largest(text) or int(tie["share"]) * len(names) + extra * chip
    kept = fold(text, keep_case=True)
    # who shares: the players named in the clause that tells the sharing, else in the text
    clause = next((c for c in re.split(r"[.;:]", kept) if re.search(r"partag|egalite|meme main|split|ex-?aequo", c, re.I)), kept)
    sharing = [n for n in names if re.search(who_pattern(n, aside=False), clause, re.IGNORECASE)]
    if len(sharing) < 2:
        sharing = [n for n in names if re.search(who_pattern(n, aside=False), kept, re.IGNORECASE)]
    if out and 2 <= len(sharing) < len(names) and len(names) - len(sharing) <= len(out["other_holes"]):
        others = iter(out["other_holes"])
        holes = dict(zip(sharing, out["tied_holes"], strict=False)) | {n: next(others) for n in names if n not in sharing}
        board = out["board"]
    else:
        holes = dict(zip(names, ["2c 3d", "2d 3c", "2h 3s", "2s 3h", "4c 5d", "4d 5c", "4h 5s", "4s 5h", "6c 7d", "6d 7c"],
                         strict=False))
        board = tie["board"]
    told.understood.append(f"Mains égales ({', '.join(sharing) if len(holes) > len(sharing) >= 2 else 'le tableau joue pour tous'} "
                           f": {board}), pot de {pot} en jetons de {chip}, {extra} jeton(s) indivisible(s).")
    order = names[1:] + names[:1] if len(names) == 2 else names
    return [f"chips {chip}", f"street river pot {pot}", *_river_acts(order, text),
            *(f"cards {n} {hole}" for n, hole in holes.items()), f"board {board}"]


def _callers_all_in(lines: list[str], understood: list[str], told: Told) -> str:
    """The ``players`` line of a split, where a player whose stack is not told and who calls
    the largest all-in holds what he calls: the pots do not depend on it, and three all-ins
    told (« C fait tapis pour 6000, A paie tapis pour 2000 et B paie ») are three."""
    untold = next((m.group(1).split(", ") for u in understood if (m := re.match(r"Tapis non donnés \(([^)]*)\)", u))), [])
    stacks = {n: int(v) for n, v in (p.split(":") for p in lines[1].split()[1:])}
    last = {x.split()[0]: x.split()[1] for x in lines[2:] if len(x.split()) >= 2 and x.split()[0] in stacks}
    largest = max((stacks[n] for n, act in last.items() if act == "allin"), default=0)
    callers = [n for n, act in last.items() if act == "call" and n in untold and stacks[n] > largest > 0]
    for n in callers:
        stacks[n] = largest
    if callers:
        told.understood.append(f"Tapis non dit de {', '.join(callers)} : {largest}, ce qu'il paie (sans effet sur les pots).")
    return "players " + " ".join(f"{n}:{v}" for n, v in stacks.items())


StoryReader = Callable[[str], tuple[str, list[str], list[str]]]


def read_beyond(text: str, story: StoryReader) -> Told | None:
    """The table question ``text`` asks, with its situation's extra lines; None when it is
    a betting question. ``story`` reads a betting story into (situation, understood,
    questions asked back) — the betting reader."""
    kind = find_kind(text)
    if kind is None:
        return None
    f = fold(text)
    told = Told(kind)
    if kind in ("button", "penalty", "balance") or (kind == "misdeal" and not (_told_bets(f) or re.search(r"couch|fold|limp|\bopen", f))):
        if kind == "misdeal":
            seats = seats_up_to(text) if re.search(r"(?<![\w'’])[A-H](?![\w'’])", text) else seated(f, players_count(f), told)
            told.question = "? misdeal " + " ".join(misdeal_events(text, seats))
        else:
            seats = {"button": button_question, "penalty": penalty_question, "balance": balance_question}[kind](f, told)
        told.lines = [f"blinds {_blinds(f)}", "players " + " ".join(f"{s}:20000" for s in seats)] + told.lines
        if _blinds_said(f) is None:  # the button, a penalty, balancing or a misdeal do not depend on them
            told.understood.append(f"Blindes non dites : {words().blinds} (sans effet sur la question).")
        return told
    return _checked_down(text, f, told) or _with_story(text, f, told, story)


def _blinds_said(f: str) -> str | None:
    m = re.search(r"(\d+)\s*[/-]\s*(\d+)", ranks_apart(plain_amounts(f)))  # « B 9-9 » is a pair, no blinds; « 1k/2k »
    return f"{m.group(1)}/{m.group(2)}" if m else None


def _blinds(f: str) -> str:
    return _blinds_said(f) or words().blinds


def _story_body(text: str, told: Told) -> str:
    """The story of a showdown, a split or a misdeal without its question, its asides and
    with the blinds and the table size the betting reader needs."""
    # A note without commas (« … btn call sb montre bb muck btn veut voir ? »): each hand shown or
    # thrown, and the asking, is a clause
    places = places_pattern()
    text = re.sub(rf"(?<=\w)\s+(?=(?:la |le )?(?:{places}|(?-i:[A-H]))\s+(?:montre|muck|jette|retourne|abat|table|veut|peut|demande|exige)\b)",
                  ", ", text, flags=re.IGNORECASE)
    # The story ends where the question's sentence starts: a note has no full stop before
    # it (« river A check B mise 500 C call A fold, qui abat ? »).
    end = text.rfind("?")
    body = text[:max(text.rfind(sep, 0, end) for sep in (".", ";", ",", ":", "->", "=>", "→")) + 1] if end >= 0 else text
    tail = text[end + 1:] if end >= 0 else ""
    if _told_bets(fold(tail)) or re.search(r"\bchecke", fold(tail)):
        # the question first, then the story (« Qui montre en premier ? River : A mise 500, B paie. »)
        body = (body + " " + re.sub(r"^\s*(?:contexte|situation|details?)\s*:\s*", "", tail, flags=re.IGNORECASE)).strip()
    # What the story says besides the bets (« B et C paient et ont encore des jetons », « avant
    # le flop » said after the first action: the betting starts there anyway) is no action.
    for aside in words().story_asides:
        body = re.sub(aside, " ", body, flags=re.IGNORECASE)
    body = _seats_said_apart(body)
    # « BB mise 1500, BTN jette »: thrown right after a bet, his cards are a fold, not a muck at the showdown
    # (« … le bouton relance à 3000 ; la petite blinde jette et la grosse blinde paie »), no hand shown in between
    body = re.sub(r"(\b(?:mise|bet|relance|raise|shove|tapis|all.?in)\b(?:(?!montre|retourne|abat|\btable)[^.:])*?[,;]\s*[^,.;:]*?)"
                  r"\bjette\b(?!\s+(?:ses|sa|la|les|son)\b)", r"\1se couche", body, flags=re.IGNORECASE)
    # « tout le monde checke au flop, au turn et à la river »: each street, checked
    body = re.sub(r"(tout le monde check\w*|tous checkent|check partout)((?:\s*,?\s*(?:et\s+)?(?:au|à la|a la|sur le|sur la) (?:flop|turn|river))+)",
                  lambda m: ", ".join(f"{s} {m.group(1)}" for s in re.findall(r"flop|turn|river", m.group(2))), body, flags=re.IGNORECASE)
    # « B, la grosse blinde, … », « C, au bouton, … »: the place in brackets, as the betting reader reads it
    body = re.sub(rf"(?<![\w'])([A-H]),\s*(?:la |le |au |à la |a la )?({places})\s*,", r"\1 (\2)", body, flags=re.IGNORECASE)
    body = re.sub(rf"(?<![\w'])({places})\s*\(([A-H])\)", r"\2 (\1)", body, flags=re.IGNORECASE)  # « BTN (C) shove »
    # « D paie au bouton »: his place, said after his action
    body = re.sub(rf"(?<![\w'])(?-i:([A-H]))(\s+\w+)\s+(?:au|à la|a la|en) ({places})(?=\s*[,;.])", r"\1 (\3)\2", body,
                  flags=re.IGNORECASE)
    # « la petite blinde A fait tapis », « SB A tapis 1000 »
    body = re.sub(rf"(?<![\w'])(?:la |le |l')?({places})\s+(?-i:([A-H]))(?![\w'])", r"\2 (\1)", body, flags=re.IGNORECASE)
    # « A fait tapis au flop, B paie »: the street said after the first action starts its clause
    body = re.sub(r"(?<![\w'])([A-H](?![\w'])[^,.;:]*?)\s+((?:au|sur le) (?:flop|turn)|(?:a|à|sur) la river)(?=\s*[,;.])",
                  r"\2, \1", body)
    if not re.search(r"\d+\s*[/-]\s*\d+|blindes", ranks_apart(body)):
        body = f"Blindes {words().blinds}. " + body
        told.understood.append(f"Blindes non dites : {words().blinds} (sans effet sur la question).")
    named = letters(body)
    if told.kind != "misdeal" and len(named) >= 3 and players_count(fold(body)) is None \
            and not re.search(r"flop|turn|river", fold(body)):
        # Before the flop, the players told are the table: no blind is posted by a player
        # the story does not name (the pots would hold his chips).
        body = f"À {len(named)} joueurs. " + body
        told.understood.append(f"Nombre de joueurs non dit : {len(named)}, ceux nommés.")
    return body


def _seats_said_apart(body: str) -> str:
    """The table said besides the story is no action: its places listed in brackets
    (« Table de six (SB, BB, UTG, UTG+1, cutoff, bouton) ») go, and its players named by a
    range of letters (« A à E », « A-E ») count the table when nothing else does."""
    places = places_pattern()
    body = re.sub(rf"\(\s*(?:(?:{places})\s*,\s*)+(?:{places})\s*\)", " ", body, flags=re.IGNORECASE)
    m = re.search(r"(?<![\w'])([A-H])\s*(?:à|-)\s*([B-J])(?![\w'])", body)
    if m is None or m.group(2) <= m.group(1):
        return body
    body = body[:m.start()] + body[m.end():]
    count = ord(m.group(2)) - ord(m.group(1)) + 1
    return body if players_count(fold(body)) else f"À {count} joueurs. " + body


def _with_story(text: str, f: str, told: Told, story: StoryReader) -> Told:
    """Showdown, split or a misdeal after actions: the bets by the betting reader."""
    body = _story_body(text, told)
    # Sentences — and in a note the clauses between commas (« …B call, B table, D muck ») —
    # that show or throw cards are facts of the showdown, not of the betting.
    # Cards said by their ranks only (« B et C Roi-Dame ») are no players either.
    ranks = "|".join(w.capitalize() for w in words().ranks if w.isalpha())
    kept = [", ".join(p for p in re.split(r",\s+|\s+/\s+", c) if not cards_in(p) and not told_by_ranks(p) and not re.search(rf"(?<![\w'])(?:{ranks})(?:-|$|\s*[-,;.])", p)
                      and not re.search(r"montre|jette|muck|(?<!a )(?<!la )\btable\b(?! de)|\bvoir\b"
                                        r"|\b(?:dit|pense|estime|affirme|soutient|pretend|veut) qu", fold(p)))
            for c in re.split(r"(?<=[.;])\s+", body)]
    # A remark quoted about cards (« le BTN dit « j'ai pas de cartes » ») is no announcement.
    kept = [re.sub(r"\b(?:dit|demande|crie|signale)\s*«[^»]*\bcartes?\b[^»]*»", " ", c, flags=re.IGNORECASE) for c in kept]
    kept = [c for c in kept if c.strip(" ,.;:")]
    situation, understood, asked = story(" ".join(kept) + " Quels sont les pots ?")
    if asked:
        kept, situation, understood, asked = folded_in_turn(kept, (situation, understood, asked), story, told)
    amount, guessed = int(words().tie["share"]) // 2, list[str]()
    while told.kind != "split" and asked and (m := re.match(r"« (\S+) (\S+) » : à combien", asked[0])) and len(guessed) < 4:
        # Who shows first or whether the deal stands does not depend on how much was bet:
        # a bet told without its amount gets one, growing for each raise, said back.
        said = re.compile(rf"(\b{re.escape(m.group(1))}\b[^,.;:]*?\b{re.escape(m.group(2))})(?![\w'])(?!\s*\d)")
        joined = said.sub(rf"\g<1> {amount}", " ".join(kept), count=1)
        if joined == " ".join(kept):
            break
        kept, guessed = [joined], [*guessed, f"{m.group(1)} {amount}"]
        amount *= 3
        situation, understood, asked = story(joined + " Quels sont les pots ?")
    if guessed:
        told.understood.append("Montants non dits : " + ", ".join(guessed) + " (sans effet sur la question).")
    if told.kind == "showdown" and asked and re.search(r"tapis pour combien", fold(asked[0])):
        # When to table the cards does not depend on how much the all-in was: the player all
        # in is the short stack (the others who pay keep chips, as a director assumes).
        stack = words().tie["share"] * 20
        short: list[str] = []
        while asked and (m := re.match(r"(\S+) fait tapis pour combien", asked[0], re.IGNORECASE)) and len(short) < 4:
            short.append(m.group(1))
            told_stacks = f"Tapis de {stack} chacun sauf " + ", ".join(f"{n} {stack // 4}" for n in short) + ". "
            situation, understood, asked = story(told_stacks + " ".join(kept) + " Quels sont les pots ?")
        told.understood.append(f"Tapis non dits : {stack} chacun, " + ", ".join(short) + f" à tapis avec {stack // 4} "
                               "(sans effet sur la question).")
    if asked or not situation:
        raise KBError("« ? » " + (asked[0] if asked else "histoire du coup illisible"))
    lines = situation.splitlines()[:-1]
    game = [x for x in lines if x.startswith("game ")]  # « game pot-limit »: put back after the blinds
    lines = [x for x in lines if not x.startswith("game ")]
    if len(lines) <= 2 or lines[1].split()[1:] == ["SB:20000", "BB:20000"]:
        raise KBError(ASKED + "racontez le coup : qui a misé, payé ou checké (ex. « À la river A mise 500, B paie »)")
    names = lines[1].split()[1:] if len(lines) > 1 else []
    names = [n.split(":")[0] for n in names]
    told.understood += understood[:-1]
    if told.kind == "split":
        lines[1] = _callers_all_in(lines, understood, told)
    extra = card_lines(text, names, told.understood) + shown_lines(body, names)
    if told.kind == "split" and not any(x.startswith("cards ") for x in extra):
        extra = outcome_lines(text, names, told) or extra
    if told.kind == "split":
        told.question = "? split" + (" hilo" if re.search(words().hilo, f) else "")
    elif told.kind == "misdeal":
        told.question = "? misdeal " + " ".join(misdeal_events(text, names))
        # The betting reader ends the round with folds of players the text never names: no
        # one acted there, and actions count for a substantial action (TDA 36).
        while len(lines) > 2 and lines[-1].endswith(" fold") and not re.search(who_pattern(lines[-1].split()[0]),
                                                                                        fold(body, keep_case=True), re.IGNORECASE):
            lines.pop()
    else:
        who = asker(text, names)
        told.question = "? showdown" + (f" {who}" if who else "")
    chip = chip_told(text)
    told.lines = lines[:1] + game + lines[1:2] + ([f"chips {chip}"] if chip and told.kind == "split" else []) + lines[2:] + extra
    return told
