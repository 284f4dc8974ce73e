"""From the marks of a told situation to its facts: who is at the table, what each player
did in which order, the stacks the text gives, and the question asked.

The text is cut into clauses by :mod:`.clauses` (commas, full stops, « et » before a new player…); the
clauses at the end that ask something (« que peut faire C », « combien au minimum »,
« C pousse deux jetons de 1000 sans rien dire », « ? ») are the question, the others the
story. Nothing is decided here about turns or amounts: ``kb.engine.description.table``
replays the facts through the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kb.engine.description.clauses import has_act
from kb.engine.description.marks import Mark
from kb.engine.description.multipliers import Multiplier
from kb.engine.messages import fr
from kb.engine.moves import parse_declaration
from kb.errors import KBError

_AMOUNT_WORDS = {"word:total", "word:more", "word:by"}


# The player of « tout le monde checke »: each player still to act checks in turn.
EVERYONE = "*"


@dataclass
class Act:
    """One action of the story: ``kind`` as the vocabulary says it (raise, bet, pass…),
    ``amount`` with how it was said (``mode``: total, more, bare)."""

    player: str
    kind: str
    amount: int | None = None
    mode: str = "bare"
    words: str = ""
    out_of_turn: bool = False  # declared before his turn (« hors de son tour »)
    times: Multiplier | None = None  # « relance x3 »: a multiple of the bet to call (mode "times")
    asked: str = ""  # the question is about this action: the Ask's kind, valid | irregular


@dataclass
class Ask:
    """The question: ``kind`` legal | ruling | pots | found | valid (the last action told, as
    the player's announcement) | irregular (no question: the last action, if irregular) |
    correction (a bet under the minimum told, found after later actions), and the move asked
    about."""

    kind: str
    player: str | None = None
    pronoun: bool = False
    chips: list[tuple[int, int]] = field(default_factory=list)  # (value, count)
    amount: int | None = None
    says: str | None = None
    silent: bool = False
    unaware: bool = False
    pulls_back: bool = False
    first_chips: bool = False
    told: int | None = None
    found: int | None = None
    front: int | None = None  # one chip left in front for his blind (TDA 46)
    later: int | None = None  # a second movement after « puis » (string bet)
    later_from_stack: bool = False  # … taken from his stack


@dataclass
class Facts:
    """What the story says, in its order (a street name between the acts)."""

    names: list[str] = field(default_factory=list)  # in the order they first appear
    street: str = "preflop"  # the street the story starts on
    events: list[Act | str] = field(default_factory=list)
    stacks: dict[str, int] = field(default_factory=dict)
    everyone: int | None = None  # one stack for every player
    pot: int | None = None
    ask: Ask | None = None
    questions: list[str] = field(default_factory=list)  # what the reader asks back
    last: str | None = None  # the player named last (« il », « elle »)
    places: dict[str, str] = field(default_factory=dict)  # player -> place (« A (petite blinde) »)
    quotes: list[str] = field(default_factory=list)  # the quoted words (« relance à 800 »)
    times: list[Multiplier] = field(default_factory=list)  # the multiples said (« x3 »), by mark value
    heads_up: bool = False  # « en tête-à-tête »: the button is the small blind
    others_fold: bool = False  # « les autres se couchent », « tout le monde se couche »
    pending: dict[str, int] = field(default_factory=dict)  # « A 1000, B 3000 » before the action they take
    stack_run: bool = False  # « UTG 2000 de tapis, BTN 8000 »: the next « X N » of the sentence is a stack too
    spread: list[Act] = field(default_factory=list)  # « A et B font tapis pour 1000 et 3000 »: one amount each

    def name(self, name: str) -> str:
        if name not in self.names:
            self.names.append(name)
        self.last = name
        return name


def amount_after(clause: list[Mark], i: int) -> tuple[int | None, str, int]:
    """The amount said after the action at ``i``: (amount, mode, index after it)."""
    mode = "bare"
    j = i + 1
    while j < len(clause) and (clause[j].label in _AMOUNT_WORDS | {"and"} or clause[j].label == "has" and clause[j].value == "a"):
        if clause[j].label == "has":  # « relance a 600 »: « à » typed without its accent
            mode = "total"
        elif clause[j].label != "and":
            mode = {"word:total": "total", "word:more": "more", "word:by": "by"}[clause[j].label]
        j += 1
    if j < len(clause) and clause[j].label == "times":
        return int(clause[j].value), "times", j + 1  # the multiple's index in Facts.times
    if j < len(clause) and clause[j].label == "amount":
        amount = int(clause[j].value)
        k = j + 1
        if k < len(clause) and clause[k].label == "word:more":
            mode, k = "more", k + 1
        return amount, mode, k
    return None, mode, i + 1


def _player(m: Mark) -> str | None:
    if m.label == "name":
        return m.value
    if m.label.startswith("pos:"):
        return m.value
    return None


def read_story(facts: Facts, parts: list[list[Mark]]) -> None:
    """The clauses of the story into ``facts``: names, stacks, acts and streets."""
    subjects: list[str] = []
    header = ""  # « Tapis : A 5000, B 800 »: the next clauses give stacks; « à tapis : A 500 »: all-ins
    run = 0  # the first event of the run of actions « tous hors de leur tour » may end
    for clause in parts:
        done = False
        i = 0
        while i < len(clause):
            m = clause[i]
            who = _player(m)
            if who is not None:
                if done:
                    subjects, done = [], False
                subjects.append(facts.name(who))
            elif m.label == "word:pronoun" and facts.last:
                subjects = [facts.last] if not subjects else subjects
            elif m.label == "word:nobody":
                subjects, done = [], False  # « personne n'a parlé », « personne ne relance »: no action
                i = next((k for k in range(i + 1, len(clause)) if clause[k].label == "end" or _player(clause[k]) and clause[k].text != "a"), len(clause))
                continue
            elif m.label == "word:thinks" and subjects and not any(x.label.startswith("act:") for x in clause[i + 1:]):
                subjects, done = [], False  # « le siège 4 réfléchit, et les sièges 5… »: he has not acted (« hésite puis paie »: he has)
            elif m.label == "word:heads_up":
                facts.heads_up = True
            elif (m.label == "word:same" and subjects and not done and facts.events
                  and isinstance(before := facts.events[-1], Act) and before.player not in subjects):
                amount, mode, nxt = amount_after(clause, i)  # « B aussi (3000) », « C fait de même »
                facts.events += [Act(who, before.kind, amount, "total" if amount is not None else mode, before.words)
                                 for who in subjects]
                facts.stack_run, done, i = False, True, nxt
                continue
            elif m.label == "word:min_raise" and subjects and not done:  # « BTN min-raise »
                facts.events += [Act(who, "raise", None, "min", m.text) for who in subjects]
                facts.stack_run, done = False, True
            elif m.label == "word:everyone_checks":
                facts.events.append(Act(EVERYONE, "check", words=m.text))
                subjects, done = [], False
            elif m.label == "word:everyone_folds":
                facts.others_fold = True
            elif m.label.startswith("street:"):
                facts.events.append(m.value)
                subjects, done = [], False
            elif not subjects and (past := _told_before(facts, clause, i)) is not None:
                i = past
                continue
            elif m.label.startswith("act:") and not (m.value == "allin" and not subjects and (
                    _ends_with_colon(clause, i) or i + 1 < len(clause) and clause[i + 1].label == "amount")):
                if m.value != "allin" and i + 1 < len(clause) and clause[i + 1].label == "act:allin":
                    i += 1  # « B sur-relance à tapis pour 3000 », « C paie tapis »: the all-in says it
                    continue
                done, i = True, _acted(facts, clause, i, subjects)
                continue
            elif m.label == "times" and subjects and not done:  # « UTG 3x »: a raise
                oot = any(x.label == "word:out_of_turn" for x in clause)
                facts.events += [Act(who, "raise", None, "times", "", oot, facts.times[int(m.value)]) for who in subjects]
                done = True
            elif m.label == "quote" and subjects and any(x.label == "word:out_of_turn" for x in clause):
                facts.events.append(_declared(subjects[-1], facts.quotes[int(m.value)]))
                done = True
            elif m.label in ("act:allin", "word:stack", "word:except") and not subjects:
                # « Tapis : A 5000 », « tapis 10k partout »
                # « sauf UTG 950 »: the exceptions to everyone's stack; « trois joueurs à tapis : A 500 … »
                at = m.text.lower().startswith(("à ", "a ")) or i > 0 and clause[i - 1].label == "word:total"
                header = "allin" if m.label == "act:allin" and at else "stack"
            elif m.label == "amount":
                i = _amount_alone(facts, clause, i, subjects, header)
                continue
            i += 1
        run = _out_of_turn_after(facts, clause, run)
        if clause and clause[-1].value == "." and clause[-1].label == "end":
            header, subjects, facts.stack_run, run = "", [], False, len(facts.events)
            _unsettled(facts, sentence=True)
        if done or clause and clause[-1].value == ")":
            subjects = []  # « (A petite blinde, B grosse blinde), C paie »: the brackets' players act not
    _unsettled(facts)


def _told_before(facts: Facts, clause: list[Mark], i: int) -> int | None:
    """An action named, not taken: « la mise de A était trop petite » (his bet told before),
    « après le call », « suite à sa relance à 800 » — the index after it, else None."""
    m = clause[i]
    if (m.label.startswith("act:") and i + 2 < len(clause) and clause[i + 1].label == "word:by"
            and (named := _player(clause[i + 2])) is not None
            and any(isinstance(e, Act) and e.player == facts.name(named) and e.kind == m.value for e in facts.events)):
        return len(clause)
    if m.label == "word:since" and i + 1 < len(clause) and clause[i + 1].label.startswith("act:"):
        _, _, i = amount_after(clause, i + 1)
        return i + (2 if i + 1 < len(clause) and clause[i].label == "word:by" and _player(clause[i + 1]) else 0)
    return None


def _out_of_turn_after(facts: Facts, clause: list[Mark], run: int) -> int:
    """« S5 (call), S6 (call) et S7 (fold) jouent tous out of turn »: the run of actions before
    « tous hors de leur tour » is out of turn; a clause that acts not (« S4 réfléchit ») or
    one that starts with « puis » starts a run. The first event of the run from here."""
    labels = {m.label for m in clause}
    if {"word:everyone", "word:out_of_turn"} <= labels:
        for e in facts.events[run:]:
            if isinstance(e, Act):
                e.out_of_turn = True
    if not has_act(clause) or clause[0].label == "word:then":
        return len(facts.events) - (1 if has_act(clause) else 0)
    return run


def _acted(facts: Facts, clause: list[Mark], i: int, subjects: list[str]) -> int:
    """The action marked at ``clause[i]`` taken by each of ``subjects``, its amount read
    after it, into ``facts``; the index of what follows the amount."""
    m = clause[i]
    amount, mode, nxt = amount_after(clause, i)
    if mode == "by":  # « relance de 400 » is 400 more, « tapis de 800 » is 800 in all
        mode = "total" if m.value == "allin" else "more"
    if not subjects:
        facts.questions.append(f"« {m.text} » : quel joueur ?")
    oot = any(x.label == "word:out_of_turn" for x in clause)
    times = facts.times[amount] if mode == "times" and amount is not None else None
    if m.value == "call" and facts.pending and not facts.events and set(subjects) - set(facts.pending):
        # « UTG 500, CO call »: the first action told calls, so the amount before it was a bet
        facts.events += [Act(who, "put", value, "total", fr(value)) for who, value in facts.pending.items()]
        subjects[:] = [who for who in subjects if who not in facts.pending]
        facts.pending.clear()
    if amount is not None and set(subjects) - set(facts.pending):
        # « C 600, A tapis 2000 »: the action with its own amount is not that of the player whose amount waits
        subjects[:] = [who for who in subjects if who not in facts.pending]
    acts = []
    for who in subjects:
        settles = amount is None and times is None and m.value in ("allin", "raise", "bet")
        own = facts.pending.pop(who, None) if settles else None
        acts.append(Act(who, m.value, own if own is not None else None if times else amount,
                        "total" if own is not None else mode, m.text, oot, times))
    facts.events += acts
    facts.stack_run = False
    # « A, B et C à tapis pour 1000, 3000 et 5000 », « … à tapis (1000, 3000, 5000) »:
    # the amounts that follow go to the players in turn
    spread = len(acts) > 1 and times is None and m.value in ("allin", "raise", "bet")
    facts.spread = (acts[1:] if amount is not None else [a for a in acts if a.amount is None]) if spread else []
    return nxt


# Words of a raise over a raise (« CO 3bet 1400 »): an amount told before it was a bet.
_RERAISES = ("3b", "4b", "5b", "3-b", "4-b", "5-b", "rerelance", "reraise", "re-raise", "sur-relance", "surrelance", "squeeze")


def _unsettled(facts: Facts, sentence: bool = False) -> None:
    """« A 2000 » that no later action of the sentence settles: in a sentence of its own
    before any action (« BTN 50k, SB 8k, BB 50k. BTN min-raise… ») a stack; else a stack
    or a bet, asked back."""
    if sentence and not facts.events:
        facts.stacks.update(facts.pending)
        facts.pending.clear()
    reraised = any(isinstance(e, Act) and e.words.lower().startswith(_RERAISES)
                   and (e.amount or 0) > max(facts.pending.values(), default=0) for e in facts.events)
    if facts.pending and (reraised or all(facts.stacks.get(who, value) != value for who, value in facts.pending.items())):
        # « UTG 500, CO 3bet 1400 »: a re-raise after it says the amount was a bet
        # « C 600, A tapis 2000, C call (10000) »: his stack told apart, the amount was a bet,
        # told before any action (an amount waits only then)
        facts.events[:0] = [Act(who, "put", value, "total", fr(value)) for who, value in facts.pending.items()]
        facts.pending.clear()
    for who, value in facts.pending.items():
        facts.questions.append(f"« {who} {value:,} » : tapis ou mise ?".replace(",", " "))
    facts.pending.clear()


def _declared(player: str, words: str) -> Act:
    """An announcement out of turn in quotes (« relance à 800 ») as an action; words the
    engine cannot read are kept for the replay to ask about."""
    try:
        d = parse_declaration(words)
    except KBError:
        return Act(player, "declared", None, "total", words, True)
    kind = {"call": "call", "check": "check", "fold": "fold", "raise": "raise", "bet": "bet", "allin": "allin"}.get(d.kind, "declared")
    return Act(player, kind, d.amount, "total", f"« {words} »", True)


def _ends_with_colon(clause: list[Mark], i: int) -> bool:
    return i + 1 < len(clause) and clause[i + 1].label == "end" and clause[i + 1].value == ":"


def _amount_alone(facts: Facts, clause: list[Mark], i: int, subjects: list[str], header: str) -> int:
    """An amount with no action before it: a stack (« B a 800 de tapis », « B 800 » after
    « Tapis : »), everyone's stack (« 20 000 chacun »), the pot (« pot de 1200 »)."""
    labels = {m.label for m in clause}
    value = int(clause[i].value)
    last = facts.events[-1] if facts.events else None
    if not subjects and facts.spread and all(m.label in ("amount", "and", "end") for m in clause):
        # « A, B et C sont à tapis pour 1000, 3000 et 5000 »: the next amounts go to the next players
        act = facts.spread.pop(0)
        act.amount, act.mode = value, "total"
        return i + 1
    facts.spread = []
    if not subjects and i + 1 < len(clause) and clause[i + 1].label == "word:except":
        facts.everyone = value  # « 30k sauf UTG 950 »
        return i + 1
    if not subjects and not facts.events and not facts.names and labels <= {"amount", "end"} and facts.everyone is None:
        facts.everyone = value  # « 6-max 25k, 100/200 »: an amount alone before the story is everyone's stack
        return i + 1
    lone = not subjects and isinstance(last, Act) and last.amount is None
    if lone and isinstance(last, Act) and (i > 0 and clause[i - 1].label == "word:total" or last.kind == "allin" and i == 0):
        last.amount, last.mode = value, "total"  # « C met tout son tapis, soit 2 000 », « B shove (1200) »
    elif lone and isinstance(last, Act) and last.kind == "call" and i <= 1 and labels <= {"amount", "end", "act:allin", "word:stack"}:
        facts.stacks[last.player] = value  # « D call (20000) », « D call (tapis 20000) »: his stack, said after his call
    elif subjects and i > 0 and clause[i - 1].label == "word:total" and isinstance(last, Act) \
            and last.kind in ("raise", "bet", "allin") and not labels & {"has", "word:stack"}:
        # « A relance à 600, B à 1400 », « A fait tapis pour 1000, B pour 3000 »
        facts.events.append(Act(subjects[-1], last.kind, value, "total", last.words))  # « A relance à 600, B à 1400 »
        subjects.clear()
    elif not subjects and "word:stack" in labels and not header and facts.last and "word:everyone" not in labels:
        facts.stacks[facts.last] = value  # « B dit tapis, il lui reste 4500 »
    elif "word:pot" in labels and not subjects:
        facts.pot = value
    elif (any(m.label == "word:everyone" and not (k + 1 < len(clause) and clause[k + 1].label.startswith("act:"))
              for k, m in enumerate(clause) if i - 2 <= k < i + 2)  # « UTG 950 eff, les autres 30k », not « sont tous à tapis »
          and not (subjects and any(m.label == "word:except" for m in clause[:i]))):
        if subjects and facts.events:
            # « B et C 20 000 chacun », « B et C, qui avaient 20 000 chacun, paient » told after
            # the action: each of them, not every player
            facts.stacks.update(dict.fromkeys(subjects, value))
        else:
            facts.everyone = value
    elif subjects and header == "allin":
        facts.events.append(Act(subjects[-1], "allin", value, "total", "à tapis"))
        subjects.clear()
    elif subjects and (header or "has" in labels or "word:stack" in labels or facts.stack_run):
        facts.stack_run = True
        facts.stacks[subjects[-1]] = value
        if header:  # « Tapis : A 5000, B 900 »: the next name starts afresh
            subjects.clear()
    elif subjects and (facts.events or facts.everyone is not None) and "word:pot" not in labels:
        # « flop pot 10k : A 2000, B 8000 », « UTG shove, CO 3k », « 40k eff. CO 2k »: once the
        # action has started or the stacks are told, a player and an amount are what he puts in
        facts.events.append(Act(subjects[-1], "put", value, "total", fr(value)))
        subjects.clear()
    elif subjects:
        facts.pending[subjects[-1]] = value  # settled by the action that follows, else asked back
    elif "word:stack" in labels or header:
        facts.everyone = value
    return i + 1
