"""The question of a told situation: what may a player do (« que peut faire C »,
« combien au minimum »), the ruling on what he physically does (« il pousse deux jetons de
1000 sans rien dire », « il annonce call »), the pots, or chips found behind his stack.

>>> from kb.engine.description.marks import Mark
>>> read_question([Mark("name", "C", 0, "C"), Mark("question", "?", 2, "?"), Mark("word:legal", "legal", 4, "min")], [], [])
Ask(kind='legal', player='C', pronoun=False, chips=[], amount=None, says=None, silent=False, unaware=False, pulls_back=False, first_chips=False, told=None, found=None, front=None, later=None, later_from_stack=False)
"""

from __future__ import annotations

from kb.engine.description.marks import Mark
from kb.engine.description.reading import Act, Ask, Facts, amount_after

_RULING = {"word:gesture", "word:says", "word:silent", "word:told", "word:unaware", "word:pulls_back", "word:chips", "chips", "quote"}
# A count of chips written as a number (« 2 jetons de 1000 ») is small; a larger number is a value.
MAX_COUNT = 20


def _is_count(marks: list[Mark], i: int) -> bool:
    """Whether the number at ``i`` counts chips: a word (« deux »), a small number, or any
    number followed by « jetons de N » (« 25 jetons de 100 »: 25 chips, not a value of 25)."""
    m = marks[i]
    if m.label.startswith("num:"):
        return True
    if m.label != "amount":
        return False
    following = [x.label for x in marks[i + 1:i + 4]]
    return int(m.value) <= MAX_COUNT or following == ["word:chips", "word:by", "amount"]


def _chips(marks: list[Mark], i: int, ask: Ask) -> int:
    """Chips said from ``i``: « deux jetons de 1000 », « un jeton de 5000 et un de 500 »,
    « jetons de 1000 et 500 », « 1000x2 »."""
    m = marks[i]
    if m.label == "chips":
        value, times = m.value.split("x")
        ask.chips.append((int(value), int(times)))
        return i + 1
    count = 1
    if _is_count(marks, i):
        count = int(m.value)
        i += 1
    while i < len(marks) and marks[i].label in ("word:chips", "word:by"):
        i += 1
    if i < len(marks) and marks[i].label == "amount":
        ask.chips.append((int(marks[i].value), count))
        return i + 1
    return i


def _starts_chips(marks: list[Mark], i: int, seen_chips: bool) -> bool:
    """Whether chips are said from ``i`` (a count then « jeton(s) de », or « de N » after chips)."""
    m = marks[i]
    if m.label == "chips":
        return True
    nxt = [x.label for x in marks[i + 1:i + 3]]
    small = _is_count(marks, i)
    if small and nxt and nxt[0] == "word:chips":
        return True
    if small and seen_chips and nxt[:2] == ["word:by", "amount"]:
        return True
    return m.label == "word:chips" and nxt[:2] in (["word:by", "amount"], ["amount"])


def _says(marks: list[Mark], i: int, quotes: list[str]) -> tuple[str | None, int]:
    """The words announced after « annonce », « dit »: a quote, an action (and its amount), a number."""
    j = i + 1
    while j < len(marks) and marks[j].label in ("word:total", "word:by"):
        j += 1
    if j >= len(marks):
        return None, j
    m = marks[j]
    if m.label == "quote":
        return quotes[int(m.value)], j + 1
    if m.label.startswith("act:") or m.label == "word:pots":
        words = m.text.lower()
        k = j + 1
        while k < len(marks) and marks[k].label in ("word:total", "word:by"):
            k += 1
        if k < len(marks) and marks[k].label == "amount" and m.value in ("raise", "bet"):
            return f"{words} {marks[k].value}", k + 1
        return words, j + 1
    if m.label == "amount":
        return m.value, j + 1
    return None, j


def _number_after(marks: list[Mark], i: int) -> int | None:
    for m in marks[i + 1:i + 5]:
        if m.label == "amount":
            return int(m.value)
        if m.label.startswith("num:"):
            return int(m.value)
    return None


def read_question(marks: list[Mark], quotes: list[str], names: list[str]) -> Ask:
    """The question's marks (already split from the story) into an :class:`Ask`."""
    labels = {m.label for m in marks}
    ask = Ask(kind="legal")
    for m in marks:
        if m.label == "name" or m.label.startswith("pos:"):
            ask.player = m.value
            break
        if m.label == "word:pronoun":
            ask.pronoun = True
            # « qu'est-ce qu'il peut faire, le siège 4 ? »: the player named last, after the
            # pronoun that announces him (not after a word of amount: « contre la relance à B »)
            end = [x for x in marks if x.label != "question"]
            if len(end) > 1 and (end[-1].label == "name" or end[-1].label.startswith("pos:")) \
                    and end[-2].label in ("word:pronoun", "word:legal", "word:intent", "sep", "end"):
                ask.player, ask.pronoun = end[-1].value, False
            break
    if "word:pots" in labels and "word:says" not in labels:
        ask.kind = "pots"
        return ask
    if "word:correction" in labels:
        ask.kind = "correction"
        return ask
    if "word:found" in labels:
        i = next(k for k, m in enumerate(marks) if m.label == "word:found")
        # « on retrouve 2000 derrière », else the amount just before (« 2000 retrouvés derrière »)
        before = next((int(m.value) for m in marks[max(i - 2, 0):i][::-1] if m.label == "amount"), None)
        ask.kind, ask.found = "found", _number_after(marks, i) or before
        return ask
    if "word:valid" in labels and not labels & (_RULING | {"word:intent", "word:legal"}):
        # « est-ce valide ? » about an action told (asked_action) — not « veut relancer :
        # est-ce possible ? », what he may do
        ask.kind = "valid"
        return ask
    if not labels & _RULING:
        return ask
    if labels & {"word:legal", "word:intent"} and not labels & (_RULING - {"word:gesture"} | {"amount"}):
        return ask  # « A doit mettre combien pour suivre ? »: no gesture made, what he may do
    ask.kind = "ruling"
    _read_ruling(marks, quotes, ask)
    return ask


def _read_ruling(marks: list[Mark], quotes: list[str], ask: Ask) -> None:
    gesture_at = says_at = then_at = -1
    i = 0
    while i < len(marks):
        m = marks[i]
        said_chips = bool(ask.chips) or any(x.label == "word:chips" for x in marks[:i])
        if _starts_chips(marks, i, said_chips):
            gesture_at = i if gesture_at < 0 else gesture_at
            i = _chips(marks, i, ask)
            continue
        if m.label == "word:gesture":
            gesture_at = i if gesture_at < 0 else gesture_at
        elif m.label == "amount" and gesture_at >= 0 and not ask.chips and ask.amount is None:
            ask.amount = int(m.value)
        elif m.label == "amount" and 0 <= gesture_at < then_at and ask.later is None:
            ask.later = int(m.value)  # « pousse 1000, puis ajoute encore 1000 »: a second movement
        elif m.label == "word:from_stack" and then_at >= 0:
            ask.later_from_stack = True
        elif m.label == "word:says":
            says_at = i
            ask.says, i = _says(marks, i, quotes)
            continue
        elif m.label == "quote" and ask.says is None:
            ask.says, says_at = quotes[int(m.value)], i
        elif m.label == "word:told":
            ask.told = _number_after(marks, i)
            i += 2
            continue
        elif m.label == "word:silent":
            ask.silent = True
        elif m.label == "word:unaware":
            ask.unaware = True
        elif m.label == "word:pulls_back":
            ask.pulls_back = True
        elif m.label == "word:then":
            then_at = i
        i += 1
    ask.first_chips = 0 <= gesture_at < then_at < says_at


def _act_in_question(marks: list[Mark], player: str, facts: Facts) -> Act | None:
    """The action a question names: « la relance de B à 700 est-elle valide ? », « B a-t-il
    le droit de relancer à 700 ? » (the players' names left out to read its amount)."""
    plain = [m for m in marks if m.label != "name" and not m.label.startswith("pos:")]
    at = next((k for k, m in enumerate(plain) if m.label.startswith("act:")), None)
    if at is None:
        return None
    amount, mode, _ = amount_after(plain, at)
    if mode == "by":  # « relance de 400 » (told, as in the story: 400 more), « tapis de 800 »
        mode = "total" if plain[at].value == "allin" else "more"
    times = facts.times[amount] if mode == "times" and amount is not None else None
    return Act(player, plain[at].value, None if times else amount, mode, plain[at].text, times=times)


def asked_action(facts: Facts, ask: Ask, marks: list[Mark]) -> str | None:
    """For a question on an action (``valid``: « est-ce valide ? », ``irregular``: none asked),
    the action it is about, marked in ``facts.events``: the one the question names, else the
    last one told. Returns what to ask back when there is none (None: found)."""
    last = facts.events[-1] if facts.events else None
    act = last if isinstance(last, Act) and not last.out_of_turn else None
    if ask.player is not None and (act is None or act.player != ask.player):
        act = _act_in_question(marks, ask.player, facts)
        if act is not None and act.amount is None and act.times is None and act.kind in ("raise", "bet", "allin", "call"):
            ask.kind = "legal"  # « A a-t-il le droit de sur-relancer ? »: no amount, what he may do
            return None
        if act is None:
            return f"quelle action de {ask.player} la question vise-t-elle (« {ask.player} relance à 700 : est-ce valide ? ») ?"
        facts.events.append(act)
    if act is None:
        return "la question porte sur quelle action (« B relance à 700 : est-ce valide ? ») ?"
    act.asked, ask.player = ask.kind, act.player
    return None
