"""A situation told in French words, read into the engine's line format (``kb rule --text``,
the simulator's « Décrivez la situation »).

Both registers are read — full sentences and terse table notes::

    Blindes 100/200. A relance à 600, B fait tapis pour 800, C veut relancer : combien au minimum ?
    100-200, UTG raise 600, B shove 800, C ? min

both give (stacks not told are deep, and the reader says so)::

    blinds 100/200
    players SB:20000 BB:20000 A:20000 B:800 C:20000
    A raise 600
    B allin
    ? C

``read_description(text)`` returns a :class:`Description`: the situation in the line format
of :mod:`kb.engine.situation`, what was understood (French sentences shown to the user) and
the questions asked back when the text is ambiguous (« 800 : total ou en plus ? ») — then
``situation`` is empty and no ruling may be given. Text with nothing of a hand in it raises
a KBError with a French message.

The words are read by spaCy's French pipeline with a matcher built from the action words of
``kb/data/actions.toml`` and the rest of ``kb/data/description.toml`` (:mod:`.marks`; for
``kb rule --text``, by a reader process that keeps the pipeline loaded: :mod:`.reader_process`), cut
into the story and the question (:mod:`.reading`, :mod:`.asking`), and replayed through the
engine (:mod:`.table`), which decides turns, bets against raises and stacks learnt from an
all-in.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from kb.engine.description.amounts import Prepared, plain_amounts, prepare
from kb.engine.description.asking import asked_action, read_question
from kb.engine.description.beyond import read_beyond
from kb.engine.description.beyond_table import who_pattern
from kb.engine.description.beyond_words import ASKED, fold, words
from kb.engine.description.clauses import clauses, split_question
from kb.engine.description.marks import read_marks
from kb.engine.description.reader_process import served_marks
from kb.engine.description.reading import (
    EVERYONE,
    Act,
    Ask,
    Facts,
    read_story,
)
from kb.engine.description.seats import BLINDS as BLIND_SEATS
from kb.engine.description.seats import place_players, seat_order
from kb.engine.description.table import (
    ANTE_FR,
    NO_QUESTION,
    Asked,
    Restart,
    Table,
    describe_question,
    next_named,
    question_line,
    replay,
    turn,
)
from kb.engine.description.teller import first_person
from kb.engine.description.vocabulary import Vocabulary, load_vocabulary, say_places
from kb.engine.limits import MAX_TEXT_CHARS
from kb.engine.messages import fr
from kb.engine.situation import parse_situation
from kb.errors import KBError

__all__ = ["Description", "read_description"]

# A description is a few sentences; the engine's own limit is for files of many lines.
MAX_DESCRIPTION_CHARS = min(MAX_TEXT_CHARS, 5_000)


@dataclass
class Description:
    """A told situation as read: ``situation`` in the line format (empty when something is
    asked back), ``understood`` (French sentences), ``questions`` (French, asked back)."""

    situation: str = ""
    understood: list[str] = field(default_factory=list)
    questions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {"situation": self.situation, "understood": self.understood, "questions": self.questions}


def read_description(text: str, *, served: bool = False) -> Description:
    """Read a French description of a hand (see the module's docstring); ``served``: its
    words read by the reader process (:mod:`.reader_process`), as a short-lived command
    does, rather than by loading the French pipeline here."""
    text, me = first_person(_accented(text))
    out = _beyond(text, served) or _read(text, served)
    if me is not None:
        out.understood.insert(0, f"« je » : {me}.")
    labels = load_vocabulary().labels
    out.questions = [say_places(q, labels) for q in out.questions]
    out.understood = [say_places(u, labels) for u in out.understood]
    return out


def _accented(text: str) -> str:
    """« A 100/200, … », « A la river, … »: the preposition « à » written without its accent at
    the start of a sentence, which would otherwise name a player A."""
    return re.sub(r"(?:^|(?<=[.;!?]\s))A(?=\s+(?:\d+\s*k?\s*[/-]\s*\d|la\s|l'|\d+\s+joueurs\b))", "À", text)


def _story(text: str, served: bool = False) -> tuple[str, list[str], list[str]]:
    d = _read(text, served)
    return d.situation, d.understood, d.questions


def _beyond(text: str, served: bool = False) -> Description | None:
    """A question beyond the betting round (showdown, split, button, misdeal, balance,
    penalty: :mod:`.beyond`), or None for a betting question."""
    if len(text) > MAX_DESCRIPTION_CHARS or not text.strip():
        return None
    try:
        told = read_beyond(text, functools.partial(_story, served=served))
    except KBError as exc:
        if str(exc).startswith(ASKED):
            return Description(questions=[str(exc)[len(ASKED):]])
        raise
    if told is None:
        return None
    situation = "\n".join([*told.lines, told.question])
    try:
        parse_situation(situation)
    except KBError as exc:
        raise KBError("situation impossible : " + re.sub(r"^(?:situation: )?ligne \d+ : ", "", str(exc))) from None
    asked = words().asked[told.kind] + (f" ({told.question.split(maxsplit=2)[2]})" if len(told.question.split()) > 2 else "")
    return Description(situation=situation, understood=[*told.understood, f"Question : {asked}."])


def _read(text: str, served: bool = False) -> Description:
    if len(text) > MAX_DESCRIPTION_CHARS:
        raise KBError(f"description trop longue ({len(text)} caractères, au plus {MAX_DESCRIPTION_CHARS})")
    if not text.strip():
        raise KBError("description vide : racontez la main (blindes, actions, question)")
    front, apart = _front_apart(_skipped_apart(text))
    prep = prepare(apart)
    marks = served_marks(prep.text) if served else None
    if marks is None:
        marks = read_marks(prep.text)
    if prep.blinds is None and not any(m.label.startswith(("act:", "pos:")) or m.label == "name" for m in marks):
        raise KBError("texte illisible : ni blindes, ni joueur, ni action de poker reconnus "
                      "(ex. « Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire C ? »)")
    marks, places = place_players(marks)
    story, asked = split_question(clauses(marks))
    facts = Facts(places=places, quotes=prep.quotes, times=prep.times)
    read_story(facts, story)
    if facts.events and isinstance(facts.events[0], str):
        facts.street = str(facts.events.pop(0))
    ask = read_question(asked, prep.quotes, facts.names) if asked else None
    if ask is None and prep.blinds is not None and not facts.questions:
        ask = Ask(kind="irregular")  # the story ends on an action: the question if it is irregular
    if ask is not None and ask.kind in ("valid", "irregular") and (missing := asked_action(facts, ask, asked)):
        if ask.kind == "valid":
            facts.questions.append(missing)
        else:
            ask = None
    out = Description()
    said = [e.amount for e in facts.events if isinstance(e, Act) and e.amount]
    skipped = any(isinstance(e, Act) and e.out_of_turn for e in facts.events) or apart != text
    if prep.blinds is None and ((facts.street != "preflop" and said) or skipped):
        # After the flop the bets told settle every figure but a minimum opening bet; a
        # player skipped by actions out of turn is a question of turns: the blinds are
        # assumed, no larger than the smallest amount said, and said back.
        bb = min([int(words().blinds.split("/")[1]), *said])
        prep.blinds = (max(bb // 2, 1), bb)
        why = "après le flop, seules les mises racontées comptent" if facts.street != "preflop" else \
            "la question est celle des tours de parole"
        out.understood.append(f"Blindes non dites : {fr(prep.blinds[0])}/{fr(bb)} ({why}).")
    if prep.blinds is None:
        out.questions.append("quelles sont les blindes (ex. « blindes 100/200 ») ?")
    if ask is None:
        out.questions.append(NO_QUESTION)
    out.questions += facts.questions
    if out.questions or prep.blinds is None or ask is None:
        return out
    if front is not None:
        if ask.player is None or not re.search(who_pattern(ask.player), fold(front[1], keep_case=True), re.IGNORECASE):
            out.questions.append(f"à qui est le jeton de {fr(front[0])} laissé devant lui pour sa blinde ?")
            return out
        ask.front = front[0]
    if ask.player is not None:
        facts.name(ask.player)
    return _write(prep, facts, ask, load_vocabulary(), out)


def _skipped_apart(text: str) -> str:
    """The words saying a player was skipped (« S4 n'a pas parlé mais S5 et S6 paient »,
    ``[beyond] skipped``) end his clause: the players after them are the next subjects."""
    folded = "".join(f if len(f := fold(c)) == 1 else c.lower() for c in text)  # offsets kept
    spans: list[tuple[int, int]] = []
    for start, end in sorted((m.span() for w in words().skipped for m in re.finditer(w, folded)), key=lambda x: (x[0], -x[1])):
        if not spans or start >= spans[-1][1]:  # words said within others' span are theirs
            spans.append((start, end))
    for start, end in reversed(spans):
        if folded[start:end].startswith(("avant", "alors que", "en ")):  # « S5 se couche avant que S4 ait parlé »
            # « S6 relance en sautant S4 »: he who skips acts out of his turn
            text = text[:start] + (" hors de son tour ;" if folded[start:end].startswith("en ") else " ;") + text[end:]
            continue
        # the player skipped goes with the words: he did nothing (the question names him)
        who = re.search(r"(?:\b(?:le|la|les|l')\s*)?(?:\b(?:siège|siege|joueur|seat|place)s?\s+)?[\w']+\s*$", text[:start])
        text = text[:who.start() if who else start] + " ;" + text[end:]
    return text


def _front_apart(text: str) -> tuple[tuple[int, str] | None, str]:
    """« La BB a posé un jeton de 1000 pour sa blinde » (``[beyond] front``): (the chip's
    value, its sentence, which names the player) and the text without the clause that says
    it (« Blindes 200/400 : … », « BB : jeton 1000 posé en blinde »), which tells no action."""
    plain = plain_amounts(text)
    for sentence in re.split(r"(?<=[.;])\s+", plain):
        for clause in sentence.split(":"):
            m = next((m for p in words().front if (m := re.search(p.replace("#", r"(\d+)"), fold(clause)))), None)
            if m is not None:  # the whole sentence when the rest only names him (« BB : … »)
                said = clause if re.search(r"\d", sentence.replace(clause, "")) else sentence
                return (int(m.group(1)), sentence), plain.replace(said, " ", 1)
    return None, text


def speaking_order(facts: Facts) -> list[str]:
    """The players in the order they act in turn (a stack told first or an announcement out
    of turn does not seat a player), then those who only appear elsewhere."""
    acting = [e.player for e in facts.events if isinstance(e, Act) and not e.out_of_turn and e.player != EVERYONE]
    order = list(dict.fromkeys(acting))
    order += [n for n in facts.names if n not in order]
    first = next((e for e in facts.events if isinstance(e, Act)), None)
    if first is not None and first.player == EVERYONE and all(re.fullmatch(r"[A-H]", n) for n in order):
        # « turn x x, C mise »: players checked before the first one named, who they are is
        # not said; players named by letters sit in letter order
        order.sort()
    return order


def _table(prep: Prepared, facts: Facts, voc: Vocabulary, out: Description) -> Table:
    """The seats and stacks, with what was chosen for what the text does not say."""
    assert prep.blinds is not None
    street = facts.street
    seats = seat_order(speaking_order(facts), voc.ranks, street, facts.places, facts.heads_up, prep.seats)
    if prep.seats is not None and street == "preflop" and not facts.heads_up:
        named = set(facts.names)
        out.understood.append(f"{prep.seats} joueurs à la table : " + ", ".join(seats) + " (de la petite blinde au bouton)"
                              + ("" if len(seats) == prep.seats else " — plus de joueurs nommés que de places dites") + ".")
        for k, s in enumerate(seats[:2]):
            if s in named and s not in BLIND_SEATS and s not in facts.places:
                out.understood.append(f"{s} est à la {('petite', 'grosse')[k]} blinde (à {prep.seats} joueurs, "
                                      f"il parle après ceux nommés avant lui).")
    if facts.heads_up:
        out.understood.append("Tête-à-tête : le bouton paie la petite blinde." if seats[0] in ("BTN", "SB") else
                              f"Tête-à-tête : {seats[0]} est au bouton et paie la petite blinde, {seats[1]} la grosse blinde.")
    amounts = [e.amount for e in facts.events if isinstance(e, Act) and e.amount] + list(facts.stacks.values())
    deep = max(voc.defaults["stack_bb"] * prep.blinds[1], voc.defaults["stack_over_largest"] * max(amounts, default=0))
    default = facts.everyone or deep
    stacks = {s: facts.stacks.get(s, default) for s in seats}
    fixed = {s for s in seats if s in facts.stacks or facts.everyone}
    fmt = prep.ante_format or "bb"
    for player, place in facts.places.items():
        out.understood.append(f"{player} est à la place {place}.")
    if prep.game:
        out.understood.append(f"Jeu : {prep.game} (pas no-limit).")
    blinds = f"Blindes {fr(prep.blinds[0])}/{fr(prep.blinds[1])}"
    out.understood.append(blinds + (f", ante {fr(prep.ante)} {ANTE_FR[fmt]}." if prep.ante else ", sans ante."))
    if prep.ante and prep.ante_format is None:
        out.understood.append("Format d'ante non dit : ante de grosse blinde (le format courant en tournoi).")
    if facts.everyone:
        out.understood.append(f"Tapis de {fr(facts.everyone)} pour chaque joueur.")
    for name, stack in facts.stacks.items():
        out.understood.append(f"Tapis de {name} : {fr(stack)}.")
    unknown = [s for s in seats if s not in fixed]
    if unknown:
        out.understood.append(f"Tapis non donnés ({', '.join(unknown)}) : {fr(deep)} chacun "
                              f"(tapis profonds : {voc.defaults['stack_bb']} grosses blindes, au moins "
                              f"{voc.defaults['stack_over_largest']} fois le plus gros montant cité).")
    pot = facts.pot or 0
    if street != "preflop":
        at = "à la river" if street == "river" else f"au {street}"
        out.understood.append(f"La situation commence {at}, pot de {fr(pot)}" + (" (non donné)." if facts.pot is None else "."))
    return Table(blinds=prep.blinds, ante=prep.ante, ante_format=fmt, seats=seats, stacks=stacks, fixed=fixed,
                 street=street, pot=pot, others_fold=facts.others_fold)


def _write(prep: Prepared, facts: Facts, ask: Ask, voc: Vocabulary, out: Description) -> Description:
    base = list(out.understood)
    named = set(facts.names)
    for _ in range(len(facts.names) + 2):
        out.understood = list(base)
        table = _table(prep, facts, voc, out)
        table.under = ask.kind == "correction"
        try:
            hand = replay(table, facts.events, named, ask.player if ask.kind == "legal" else None)
            ask.says = table.declared or ask.says
            player = ask.player or (facts.last if ask.pronoun else None)
            coming = next_named(hand, named) if ask.kind == "legal" else None
            if ask.player is None and player is not None and coming not in (None, player):
                # « A relance, B fait tapis. Il paie combien ? »: B has spoken, « il » is A, whose turn it is
                table.said.append(f"« il » de la question : {coming}, à qui c'est le tour ({player} a déjà parlé)")
                player = coming
            elif ask.player is None and player is not None:
                table.said.append(f"« il » de la question : {player}, le dernier joueur nommé")
            if player is None and ask.kind == "found" and len(all_in := [s.name for s in hand.seats if s.all_in]) == 1:
                # « on trouve 2k derrière son stack »: chips found behind count for a player all in
                player = all_in[0]
                table.said.append(f"joueur de la question non nommé : {player}, le seul à tapis")
            if player is None and hand.to_act is not None and ask.kind not in ("pots", "correction"):
                player = coming or hand.seats[hand.to_act].name
                table.said.append(f"joueur de la question non nommé : {player}, à qui c'est le tour")
            if player is not None and ask.kind in ("legal", "ruling") and hand.to_act is not None:
                turn(hand, player, named, table)
            while ask.kind == "pots" and hand.to_act is not None and hand.seats[hand.to_act].name not in named:
                table.unnamed_folds(hand.seats[hand.to_act].name)  # the pots once the betting is over
                hand.act(hand.seats[hand.to_act].name, "fold")
            oot = frozenset(e.player for e in facts.events if isinstance(e, Act) and e.out_of_turn)
            line = question_line(ask, player, oot)
        except Restart:
            facts.stacks.update({s: table.stacks[s] for s in table.fixed if s not in facts.stacks and not facts.everyone})
            continue
        except KBError as exc:
            said = str(exc)
            raise KBError(said if said.startswith("« ") else f"situation impossible : {said}") from None
        except Asked as exc:
            out.questions.append(str(exc))
            return out
        break
    else:
        raise KBError("description illisible : les tapis ne se stabilisent pas")
    setup_line = f"blinds {prep.blinds[0]}/{prep.blinds[1]}" if prep.blinds else ""
    if prep.ante:
        setup_line += f" ante {prep.ante} {table.ante_format}"
    lines = [setup_line, *([f"game {prep.game}"] if prep.game else []),
             "players " + " ".join(f"{s}:{table.stacks[s]}" for s in table.seats)]
    if table.street != "preflop":
        lines.append(f"street {table.street} pot {table.pot}")
    lines += table.lines + [line]
    text = "\n".join(lines)
    try:
        parse_situation(text)
    except KBError as exc:
        # The engine names a line of the written situation, which the user never typed.
        said = re.sub(r"^(?:situation: )?ligne \d+ : ", "", str(exc))
        raise KBError(f"situation impossible : {said}") from None
    out.understood += [s[0].upper() + s[1:] + ("" if s.endswith((".", "—")) else ".") for s in table.said]
    out.understood.append(describe_question(ask, player))
    out.situation = text
    return out
