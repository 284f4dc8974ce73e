"""A told situation's marks cut into clauses (commas, full stops, « et » before a new
player…), and the clauses at the end that ask something (« que peut faire C », « combien au
minimum », « ? ») told apart from the story's (:mod:`.reading` reads both).
"""

from __future__ import annotations

from kb.engine.description.marks import Mark

# Marks that make a clause part of the question.
QUESTION_MARKS = {
    "question", "word:legal", "word:pots", "word:intent", "word:gesture", "word:says", "word:found",
    "word:pulls_back", "word:unaware", "word:silent", "word:told", "word:chips", "chips", "quote", "word:valid",
    "word:correction",
}


# Where a clause ends without a separator (terse notes: « A raise 600 B call C ? »): a new
# player after an action, or a question after an action (« B suit et retrouve 300 »).
_CUT_BEFORE_QUESTION = {"word:pots", "word:legal", "word:found", "word:pulls_back", "word:intent", "word:valid"}


def _cut(clause: list[Mark], m: Mark) -> list[Mark] | None:
    """The start of a new clause before ``m``, or None to go on with ``clause``."""
    last_name = next((k for k in range(len(clause) - 1, -1, -1) if clause[k].label == "name" or clause[k].label.startswith("pos:")), -1)
    acted = any(_acts(x) for x in clause[last_name + 1:])
    if not acted or last_name < 0 and clause[-1].label == "word:by" and m.label == "name":
        return None  # « la relance de B à 800 » names who raised
    if m.label == "name" or m.label.startswith("pos:"):
        return []
    if m.label == "word:legal" and clause[-1].label.startswith("act:"):
        return None  # « C paie combien ? », « il suit ou il relance ? »: the verb is asked about
    if m.label in _CUT_BEFORE_QUESTION and last_name >= 0:
        return [clause[last_name]]
    return None


def clauses(marks: list[Mark]) -> list[list[Mark]]:
    """The marks cut at separators and where a new clause starts without one; « B (800) »
    is read as « B a 800 »."""
    out: list[list[Mark]] = [[]]
    i = 0
    while i < len(marks):
        m = marks[i]
        if out[-1] and (new := _cut(out[-1], m)) is not None:
            out[-1].append(Mark("end", "", m.start, ""))
            out.append(new)
        if (m.label == "sep" and m.value == "(" and i + 2 < len(marks) and marks[i + 1].label == "amount"
                and marks[i + 2].value == ")" and out[-1] and (out[-1][-1].label == "name" or out[-1][-1].label.startswith("pos:"))):
            out[-1] += [Mark("has", "a", m.start, "("), marks[i + 1]]
            i += 3
            continue
        if (m.label == "sep" and m.value == "(" and i + 2 < len(marks) and marks[i + 1].label.startswith("act:")
                and marks[i + 2].value == ")" and out[-1] and (out[-1][-1].label == "name" or out[-1][-1].label.startswith("pos:"))):
            out[-1].append(marks[i + 1])  # « S5 (call) »: his action in brackets
            i += 3
            continue
        if (m.label == "sep" and m.value == "(" and i + 2 < len(marks) and marks[i + 1].label == "amount"
                and marks[i + 2].value == ")" and out[-1] and out[-1][-1].label.startswith("street:")):
            out[-1] += [Mark("end", ".", m.start, ""), Mark("word:pot", "pot", m.start, "("), marks[i + 1]]  # « flop (10k) »
            i += 3
            continue
        if (m.label == "sep" and m.value == "(" and i + 2 < len(marks) and marks[i + 1].value in ("allin", "stack")
                and marks[i + 2].value == ")" and out[-1] and out[-1][-1].label == "amount"):
            out[-1].append(Mark("word:stack", "stack", m.start, "(tapis)"))  # « SB 4000 (tapis) »: his stack
            i += 3
            continue
        if m.label == "sep":
            if out[-1]:
                out[-1].append(Mark("end", m.value, m.start, m.text))
                out.append([])
        else:
            out[-1].append(m)
        i += 1
    return [c for c in out if c]


def _is_question(clause: list[Mark]) -> bool:
    return any(m.label in QUESTION_MARKS for m in clause)


def _acts(m: Mark) -> bool:
    """An action, or a multiple after a player (« UTG 3x »: a raise in a note)."""
    return m.label.startswith("act:") or m.label == "times"


def has_act(clause: list[Mark]) -> bool:
    return any(_acts(m) for m in clause)


def _choices(parts: list[list[Mark]], k: int) -> bool:
    """« Call, raise ? », « Est-ce un call ou une relance, … ? »: actions alone (with their « un », « une »)
    opening the question's sentence, the choices it asks about."""
    return k + 1 < len(parts) and _is_question(parts[k + 1]) and has_act(parts[k]) \
        and all(m.label.startswith("act:") or m.label == "num:1" or m.label == "end" and m.value == ","
                or m.label == "capital" and m.text.lower() == "est" for m in parts[k]) \
        and (k == 0 or parts[k - 1][-1].label == "end" and parts[k - 1][-1].value in ".?")


def split_question(parts: list[list[Mark]]) -> tuple[list[list[Mark]], list[Mark]]:
    """The story's clauses and the question's marks: the question is the clauses from the
    last run that asks something (a clause without an action may sit in between)."""
    q = len(parts)
    while q > 0 and (_is_question(parts[q - 1]) or not has_act(parts[q - 1]) or _choices(parts, q - 1)):
        q -= 1
    while True:
        while q < len(parts) and not _is_question(parts[q]):
            q += 1
        said = {m.label for m in parts[q]} & QUESTION_MARKS if q < len(parts) else set()
        who = {m.value for m in parts[q] if m.label == "name" or m.label.startswith("pos:")} if q < len(parts) else set()
        later = {m.value for p in parts[q + 1:] for m in p if m.label == "name" or m.label.startswith("pos:")}
        if said == {"word:says"} and has_act(parts[q]) and later - who:
            q += 1  # « B dit tapis, … A ? »: an action told with « dit », the question comes later
            continue
        break
    if q == len(parts):
        # « Que peut faire C ? Blindes 100/200, A relance à 600 » — the question first
        first = 0
        while first < len(parts) and _is_question(parts[first]) and not has_act(parts[first]):
            first += 1
        return parts[first:], [m for part in parts[:first] for m in part]
    return parts[:q], [m for part in parts[q:] for m in part]
