"""The small readable situation format, shared by the worked examples and ``kb rule``.

One statement per line (``#`` starts a comment)::

    blinds 100/200               # small/big blind; "blinds 5000/10000 ante 10000 bb"
    ante 200 bb                  # optional: bb | button | classic (default bb)
    players SB:5000 BB:5000 A:3000 B:12000
                                 # seat order clockwise from the small blind; the last
                                 # seat has the button (heads-up: the first one)
    chips 25 100 500 1000        # optional: denominations in play (for a "5")
    street flop pot 1200         # optional: the situation starts after the flop
    A raise 600                  # actions in order: fold | check | call | bet N |
    B allin                      #   raise N (N = total) | allin
    flop                         # next street (uncalled chips go back)
    ? B chips 1000x2 says "raise"   # the question (last line)

The question is one of:

* ``? <player>`` — what may the player do (to call, minimum raise-to, reopening);
* ``? <player> chips 1000 500`` / ``chips 1000x2`` / ``amount 1400`` / ``says "call"`` —
  the ruling on what he physically does (chips and/or words);
* ``? pots`` — the pots once the action is over (uncalled chips given back).
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field

from kb.engine.betting import STREETS, Hand
from kb.engine.moves import PlayerMove, parse_declaration
from kb.engine.rules import RuleSet
from kb.engine.table import ANTE_FORMATS, TableSetup
from kb.errors import KBError

# The format as shown to directors (kb rule --help, the app's simulator page).
FORMAT_HELP = """\
Format de la situation (une instruction par ligne, « # » commente) :

  blinds 100/200 [ante 200 bb|button|classic]   blindes (et ante)
  players SB:5000 BB:5000 A:3000 BTN:12000      sièges dans l'ordre, à partir de la
                                                petite blinde ; le dernier a le bouton
                                                (tête-à-tête : le premier)
  chips 25 100 500 1000                          (facultatif) valeurs des jetons en jeu
  street flop pot 1200                           (facultatif) la situation commence au flop
  A raise 600                                    actions dans l'ordre : fold, check, call,
  B allin                                        bet N, raise N (N = total), allin
  C oot raise 800                                C annonce une relance à 800 hors de son tour
  flop                                           tour d'enchères suivant
  ? B chips 1000x2 says "raise"                  LA QUESTION (dernière ligne)

Questions possibles :
  ? JOUEUR                      ce qu'il peut faire (à suivre, relance minimale, relance rouverte ?)
  ? JOUEUR chips 1000 500       ce que valent les jetons poussés sans rien dire
  ? JOUEUR amount 1400          un montant poussé sans détail des jetons
  ? JOUEUR says "call"          une annonce (call, check, fold, relance, relance 8000,
                                8000, 5, tapis, pot) ; combinable avec chips
  ? pots                        pots principal et extérieurs, jetons rendus

Exemples :
  kb rule -s 'blinds 250/500
  players SB:50000 BB:50000 UTG:50000 UTG1:50000 BTN:50000
  UTG raise 1100
  ? UTG1 chips 1000 100x5'

  kb rule situation.txt --book tda --json
  kb rule situation.txt --set raise.min_raise_rule=double_previous_bet
  echo 'blinds 2000/4000
  players SB:100000 BB:100000 A:100000 B:100000 C:7500
  A call
  B fold
  C allin
  SB fold
  BB call
  ? A' | kb rule -
"""

ACTIONS = ("fold", "check", "call", "bet", "raise", "allin")
ALIASES = {
    "couché": "fold", "passe": "fold", "parole": "check", "suit": "call", "paie": "call",
    "mise": "bet", "relance": "raise", "tapis": "allin", "all-in": "allin",
}


@dataclass
class Step:
    line: int
    player: str | None  # None for a street change
    kind: str
    amount: int | None = None


@dataclass
class Question:
    line: int
    kind: str  # legal | ruling | pots
    player: str | None = None
    move: PlayerMove | None = None


@dataclass
class Situation:
    setup: TableSetup
    steps: list[Step] = field(default_factory=list)
    question: Question | None = None
    text: str = ""

    def replay(self, rules: RuleSet) -> Hand:
        """The hand after the actions, under ``rules``."""
        hand = Hand.start(self.setup, rules)
        for st in self.steps:
            try:
                if st.player is None:
                    hand.next_street()
                    if hand.street != st.kind:
                        raise KBError(f"on attendait le {st.kind}, le coup est au {hand.street}")
                elif st.kind.startswith("oot:"):
                    hand.declare_out_of_turn(st.player, st.kind[4:], st.amount)
                else:
                    hand.act(st.player, st.kind, st.amount)
            except KBError as exc:
                raise KBError(f"ligne {st.line} : {exc}", path="situation") from None
        return hand


def _int(tok: str, what: str, line: int) -> int:
    t = tok.replace("_", "").replace("\u202f", "").replace("\u00a0", "")
    if not re.fullmatch(r"-?\d+", t):
        raise KBError(f"ligne {line} : {what} attendu (nombre entier), trouvé {tok!r}", path="situation")
    return int(t)


def _chips(tokens: list[str], line: int) -> list[int]:
    out: list[int] = []
    for tok in tokens:
        for part in tok.split(","):
            if not part:
                continue
            m = re.fullmatch(r"(\d+)(?:x(\d+))?", part)
            if not m:
                raise KBError(f"ligne {line} : jeton illisible {part!r} (ex. : 1000 500 ou 1000x2)", path="situation")
            value = int(m.group(1))
            if value <= 0:
                raise KBError(f"ligne {line} : jeton de valeur nulle", path="situation")
            out.extend([value] * int(m.group(2) or 1))
    return out


def parse_situation(text: str) -> Situation:
    """Parse the format above; a KBError names the line at fault."""
    blinds: tuple[int, int] | None = None
    ante, ante_fmt = 0, "none"
    players: list[tuple[str, int]] = []
    chips: list[int] = []
    street, pot = "preflop", 0
    steps: list[Step] = []
    question: Question | None = None
    names: set[str] = set()
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if question is not None:
            raise KBError(f"ligne {no} : rien ne peut suivre la question (« ? … » doit être la dernière ligne)", path="situation")
        try:
            toks = shlex.split(line.replace("«", '"').replace("»", '"').replace("“", '"').replace("”", '"'))
        except ValueError as exc:
            raise KBError(f"ligne {no} : guillemets mal fermés ({exc})", path="situation") from None
        head = toks[0].lower()
        if head in ("blinds", "blindes"):
            m = re.fullmatch(r"(\d+)/(\d+)", toks[1] if len(toks) > 1 else "")
            if not m:
                raise KBError(f"ligne {no} : « blinds PB/GB » attendu, ex. blinds 100/200", path="situation")
            blinds = (int(m.group(1)), int(m.group(2)))
            rest = toks[2:]
            if rest:
                if rest[0].lower() != "ante" or len(rest) < 2:
                    raise KBError(f"ligne {no} : après les blindes, seul « ante N [bb|button|classic] » est permis", path="situation")
                ante = _int(rest[1], "montant d'ante", no)
                ante_fmt = rest[2].lower() if len(rest) > 2 else "bb"
        elif head == "ante":
            if len(toks) < 2:
                raise KBError(f"ligne {no} : « ante N [bb|button|classic] »", path="situation")
            ante = _int(toks[1], "montant d'ante", no)
            ante_fmt = toks[2].lower() if len(toks) > 2 else "bb"
        elif head in ("players", "joueurs"):
            for tok in toks[1:]:
                if ":" not in tok and "=" not in tok:
                    raise KBError(f"ligne {no} : joueur sans tapis {tok!r} (ex. A:5000)", path="situation")
                name, val = re.split("[:=]", tok, maxsplit=1)
                stack = _int(val, f"tapis de {name}", no)
                if stack < 0:
                    raise KBError(f"ligne {no} : tapis négatif pour le joueur {name} ({stack})", path="situation")
                if name in names:
                    raise KBError(f"ligne {no} : joueur {name} déclaré deux fois", path="situation")
                names.add(name)
                players.append((name, stack))
        elif head in ("chips", "jetons"):
            chips = _chips(toks[1:], no)
        elif head == "street":
            if len(toks) < 2 or toks[1] not in STREETS[1:]:
                raise KBError(f"ligne {no} : « street flop|turn|river [pot N] »", path="situation")
            street = toks[1]
            if len(toks) >= 4 and toks[2] == "pot":
                pot = _int(toks[3], "pot", no)
        elif head in STREETS[1:]:
            steps.append(Step(no, None, head))
        elif head == "?":
            question = _question(toks[1:], no, names)
        else:
            name = toks[0]
            if name not in names:
                raise KBError(
                    f"ligne {no} : joueur inconnu {name!r} (joueurs : {', '.join(n for n, _ in players) or 'aucun — ligne « players » manquante'})",
                    path="situation",
                )
            if len(toks) < 2:
                raise KBError(f"ligne {no} : action manquante pour {name}", path="situation")
            oot = toks[1].lower() in ("oot", "hors-tour")
            if oot:
                toks = toks[:1] + toks[2:]
                if len(toks) < 2:
                    raise KBError(f"ligne {no} : action hors tour manquante pour {name}", path="situation")
            kind = ALIASES.get(toks[1].lower(), toks[1].lower())
            if kind not in ACTIONS:
                raise KBError(f"ligne {no} : action inconnue {toks[1]!r} (fold, check, call, bet N, raise N, allin)", path="situation")
            amount = None
            if kind in ("bet", "raise"):
                if len(toks) < 3:
                    raise KBError(f"ligne {no} : montant manquant après {kind}", path="situation")
                amount = _int(toks[2], "montant", no)
                if amount <= 0:
                    raise KBError(f"ligne {no} : montant non positif {amount}", path="situation")
            steps.append(Step(no, name, ("oot:" + kind) if oot else kind, amount))
    if blinds is None:
        raise KBError("ligne « blinds PB/GB » manquante", path="situation")
    if not players:
        raise KBError("ligne « players NOM:TAPIS … » manquante", path="situation")
    if ante_fmt not in ANTE_FORMATS:
        raise KBError(f"format d'ante inconnu {ante_fmt!r} (bb, button, classic)", path="situation")
    setup = TableSetup(sb=blinds[0], bb=blinds[1], players=players, ante=ante, ante_format=ante_fmt,
                       street=street, pot=pot, chips=chips)
    setup.validate()
    return Situation(setup=setup, steps=steps, question=question, text=text)


def _question(toks: list[str], no: int, names: set[str]) -> Question:
    if not toks:
        raise KBError(f"ligne {no} : question vide (« ? JOUEUR », « ? JOUEUR chips … », « ? pots »)", path="situation")
    if toks[0].lower() == "pots":
        return Question(no, "pots")
    name = toks[0]
    if name not in names:
        raise KBError(f"ligne {no} : joueur inconnu {name!r} dans la question", path="situation")
    rest = toks[1:]
    if not rest:
        return Question(no, "legal", name)
    move = PlayerMove(name)
    i = 0
    while i < len(rest):
        key = rest[i].lower()
        if key in ("chips", "jetons"):
            j = i + 1
            while j < len(rest) and re.fullmatch(r"[\d,x]+", rest[j]):
                j += 1
            move.chips = _chips(rest[i + 1:j], no)
            if not move.chips:
                raise KBError(f"ligne {no} : « chips » sans jetons", path="situation")
            i = j
        elif key in ("amount", "met"):
            if i + 1 >= len(rest):
                raise KBError(f"ligne {no} : montant manquant après amount", path="situation")
            move.amount = _int(rest[i + 1], "montant", no)
            i += 2
        elif key in ("says", "dit", "annonce"):
            if i + 1 >= len(rest):
                raise KBError(f"ligne {no} : annonce manquante après says", path="situation")
            try:
                move.says = parse_declaration(rest[i + 1])
            except KBError as exc:
                raise KBError(f"ligne {no} : {exc}", path="situation") from None
            i += 2
        else:
            raise KBError(f"ligne {no} : mot inattendu {rest[i]!r} (chips …, amount N, says \"…\")", path="situation")
    return Question(no, "ruling", name, move)
