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
    cards A Ah Kd                # hole cards, board, shows/mucks, out: kb.engine.facts
    ? B chips 1000x2 says "raise"   # the question (last line)

The question (``kb.engine.question``) is one of ``? <player>`` (what may he do),
``? <player> chips …|amount N|says "…" …`` (the ruling on what he does), ``? <player> found N``,
``? pots``, and beyond the bets ``? showdown``, ``? split``, ``? misdeal``, ``? button``,
``? balance``, ``? penalty``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial

from kb.engine.betting import STREETS, Hand
from kb.engine.facts import FACT_LINES, TableFacts
from kb.engine.format_help import FORMAT_HELP as FORMAT_HELP  # re-exported: the format and its help together
from kb.engine.games import GAME_ALIASES
from kb.engine.limits import MAX_CHIPS, MAX_PLAYERS, check_digits, check_text, line_error
from kb.engine.question import Question, Readers, parse_question
from kb.engine.rules import RuleSet
from kb.engine.table import ANTE_FORMATS, TableSetup
from kb.engine.words import (
    ActionWord,
    amount_words,
    match_action,
    match_phrase,
    match_player,
    read_amount,
    vocabulary,
)
from kb.errors import KBError


@dataclass
class Step:
    line: int
    player: str | None  # None for a street change
    kind: str
    amount: int | None = None


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
                elif st.kind.startswith("under:"):
                    hand.act(st.player, st.kind[6:], st.amount, under=True)
                else:
                    hand.act(st.player, st.kind, st.amount)
            except KBError as exc:
                raise KBError(f"ligne {st.line} : {exc}", path="situation") from None
        return hand


def _int(tok: str, what: str, line: int) -> int:
    """A whole number as players write it: ``"1200"``, ``"1 200"``, ``"1,2k"``, ``"2k"``, ``"-50"``."""
    sign, body = ("-", tok[1:]) if tok.startswith("-") else ("", tok)
    digits = read_amount(body)
    if digits is None:
        raise KBError(f"ligne {line} : {what} attendu (nombre entier), trouvé {tok!r} (ex. 1200, 1 200 ou 1,2k)", path="situation")
    value = check_digits(digits, line, what)
    return -value if sign else value


def _chips(tokens: list[str], line: int) -> list[int]:
    """``["1000", "500x2"]`` → ``[1000, 500, 500]``, at most MAX_CHIPS chips."""
    out: list[int] = []
    for tok in tokens:
        for part in tok.split(","):
            if not part:
                continue
            m = re.fullmatch(r"(\d+)(?:x(\d+))?", part)
            if not m:
                raise KBError(f"ligne {line} : jeton illisible {part!r} (ex. : 1000 500 ou 1000x2)", path="situation")
            value = check_digits(m.group(1), line, "valeur de jeton")
            if value <= 0:
                raise KBError(f"ligne {line} : jeton de valeur nulle", path="situation")
            count = check_digits(m.group(2) or "1", line, "nombre de jetons")
            if len(out) + count > MAX_CHIPS:
                raise KBError(f"ligne {line} : trop de jetons (au plus {MAX_CHIPS})", path="situation")
            out.extend([value] * count)
    return out


@dataclass
class _Reading:
    """What the lines read so far say."""

    blinds: tuple[int, int] | None = None
    ante: int = 0
    ante_format: str = "none"
    players: list[tuple[str, int]] = field(default_factory=list)
    chips: list[int] = field(default_factory=list)
    street: str = "preflop"
    pot: int = 0
    game: str = "no-limit"
    big_bet_from: str = "turn"
    steps: list[Step] = field(default_factory=list)
    question: Question | None = None
    given: dict[str, int] = field(default_factory=dict)  # a setting (blinds, ante…) → its line
    facts: TableFacts = field(default_factory=TableFacts)  # cards, shown/mucked hands, eliminations

    def once(self, key: str, no: int, word: str) -> None:
        """Note that line ``no`` sets ``key`` (``word``: as typed, « blindes »): a second
        « blinds » line silently replaced the first one's amounts, so a setting given twice
        is refused, naming both lines."""
        if key in self.given:
            raise line_error(no, f"« {word} » déjà donné ligne {self.given[key]} : une seule fois par situation")
        self.given[key] = no

    @property
    def names(self) -> set[str]:
        return {name for name, _ in self.players}


def _read_ante(r: _Reading, toks: list[str], no: int) -> None:
    """``ante N [bb|button|classic]`` (the format defaults to bb)."""
    r.once("ante", no, "ante")
    r.ante = _int(toks[0], "montant d'ante", no)
    r.ante_format = toks[1].lower() if len(toks) > 1 else "bb"


def _blinds_line(r: _Reading, toks: list[str], no: int) -> None:
    m = re.fullmatch(r"(\d+)/(\d+)", toks[1] if len(toks) > 1 else "")
    if not m:
        raise line_error(no, "« blinds PB/GB » attendu, ex. blinds 100/200")
    r.once("blinds", no, toks[0])
    r.blinds = (check_digits(m.group(1), no, "petite blinde"), check_digits(m.group(2), no, "grosse blinde"))
    rest = toks[2:]
    if rest:
        if rest[0].lower() != "ante" or len(rest) < 2:
            raise line_error(no, "après les blindes, seul « ante N [bb|button|classic] » est permis")
        _read_ante(r, rest[1:], no)


def _ante_line(r: _Reading, toks: list[str], no: int) -> None:
    if len(toks) < 2:
        raise line_error(no, "« ante N [bb|button|classic] »")
    _read_ante(r, toks[1:], no)


def _stack_groups(toks: list[str]) -> list[str]:
    """``A:10 000 B:5000`` → ``["A:10000", "B:5000"]``: a group of three digits after a
    stack continues it (thousands written with a space, as in French)."""
    out: list[str] = []
    for tok in toks:
        if out and re.fullmatch(r"\d{3}", tok) and re.search(r"[:=]\d{1,3}(?: ?\d{3})*$", out[-1]):
            out[-1] += " " + tok
        else:
            out.append(tok)
    return out


def _players_line(r: _Reading, toks: list[str], no: int) -> None:
    r.once("players", no, toks[0])  # (the simulator's form keeps one line of players)
    for tok in _stack_groups(toks[1:]):
        if ":" not in tok and "=" not in tok:
            raise line_error(no, f"joueur sans tapis {tok!r} (ex. A:5000)")
        name, val = re.split("[:=]", tok, maxsplit=1)
        stack = _int(val, f"tapis de {name}", no)
        if stack < 0:
            raise line_error(no, f"tapis négatif pour le joueur {name} ({stack})")
        if name in r.names:
            raise line_error(no, f"joueur {name} déclaré deux fois")
        if len(r.players) >= MAX_PLAYERS:
            raise line_error(no, f"plus de {MAX_PLAYERS} joueurs : au plus {MAX_PLAYERS} par table")
        r.players.append((name, stack))


def _chips_line(r: _Reading, toks: list[str], no: int) -> None:
    r.once("chips", no, toks[0])
    r.chips = _chips(toks[1:], no)


def _street_line(r: _Reading, toks: list[str], no: int) -> None:
    if len(toks) < 2 or toks[1] not in STREETS[1:]:
        raise line_error(no, "« street flop|turn|river [pot N] »")
    r.once("street", no, toks[0])
    r.street = toks[1]
    if len(toks) >= 4 and toks[2] == "pot":
        r.pot = _int(toks[3], "pot", no)


def _next_street_line(r: _Reading, toks: list[str], no: int) -> None:
    r.steps.append(Step(no, None, toks[0].lower()))


def _question_line(r: _Reading, toks: list[str], no: int) -> None:
    names = r.names
    r.question = parse_question(toks[1:], no, Readers(_int, _chips, lambda tok: match_player(tok, names)))


def _player_name(name: str, r: _Reading, no: int, where: str = "") -> str:
    """The declared seat ``name`` designates (letter case aside: ``c`` = ``C``)."""
    found = match_player(name, [n for n, _ in r.players])
    if found is None:
        known = ", ".join(n for n, _ in r.players) or "aucun — ligne « players » manquante"
        raise line_error(no, f"joueur inconnu {name!r}{where} (joueurs : {known})")
    return found


def _action_amount(word: ActionWord, toks: list[str], i: int, name: str, no: int) -> int | None:
    """The amount after the action's words (``toks[i:]``): « 600 », « à 1 200 », « pour 2k »,
    « mise de 500 » — always the player's total in the round (ROPTA 9.1). An amount over the
    bet (« relance 400 de plus ») or a raise « de 400 » (total or increment?) is asked back."""
    voc = vocabulary()
    said = " ".join(toks[:i])
    verb = " ".join(toks[1:i])
    more = voc.small_words["more"]
    if word.kind == "raise" and match_phrase(toks, voc.small_words["by"], i) and not match_phrase(toks, more, i):
        raise line_error(no, f"« {' '.join(toks)} » : dire le total de la relance (« {name} {verb} à … ») ; "
                             "« de » laisse un doute entre le total et le supplément")
    i += match_phrase(toks, voc.small_words["total"] | voc.small_words["by"], i)
    n = amount_words(toks, i)
    if match_phrase(toks, more, i) or n and match_phrase(toks, more, i + n):
        raise line_error(no, f"« {' '.join(toks)} » : une ligne d'action dit le total du tour, pas le supplément "
                             f"(« {name} {verb} à … »)")
    if i + n < len(toks):
        raise line_error(no, f"mot inattendu {toks[i + n]!r} après « {' '.join(toks[:i + n])} »")
    if not n:
        if word.amount == "required":
            raise line_error(no, f"montant manquant après « {said} » (ex. « {name} {verb} 600 » : le total du tour)")
        return None
    if word.amount == "none":
        raise line_error(no, f"« {said} » se dit sans montant : le moteur calcule ce qu'il faut suivre")
    amount = _int(" ".join(toks[i:i + n]), "montant", no)
    if amount <= 0:
        raise line_error(no, f"montant non positif {amount}")
    return amount


def _action_line(r: _Reading, toks: list[str], no: int) -> None:
    """``NAME [oot] ACTION [à] [N]`` in the players' words: « A relance à 1 200 »,
    « b fait tapis », « C se couche », « D oot raise 800 » (out of turn)."""
    name = _player_name(toks[0], r, no)
    voc = vocabulary()
    i = 1 + match_phrase(toks, voc.small_words["off_turn"], 1)
    oot = i > 1
    found = match_action(toks, i)
    if found is None:
        if len(toks) <= i:
            raise line_error(no, f"action {'hors tour ' if oot else ''}manquante pour {name}")
        examples = "se couche, parole, suit, mise 600, relance à 600, tapis"
        raise line_error(no, f"action inconnue {' '.join(toks[i:])!r} pour {name} (ex. : {examples})")
    word, n = found
    amount = _action_amount(word, toks, i + n, name, no)
    kind = word.kind
    if kind == "allin" and amount is not None:
        stack = dict(r.players)[name]
        if amount != stack:
            raise line_error(no, f"« {' '.join(toks)} » : le tapis de {name} est de {stack} (ligne des joueurs) ; "
                                 f"écrire « {name} tapis », ou « {name} relance à {amount} » s'il n'est pas à tapis")
        amount = None
    r.steps.append(Step(no, name, ("oot:" + kind) if oot else kind, amount))


def _game_line(r: _Reading, toks: list[str], no: int) -> None:
    """``game no-limit|pot-limit|limit [flop|turn]`` (kb.engine.games; default no-limit;
    in limit, the street from which the bet is doubled, default the turn)."""
    game = GAME_ALIASES.get(toks[1].lower()) if len(toks) in (2, 3) else None
    big = toks[2].lower() if len(toks) == 3 else "turn"
    if game is None or big not in ("flop", "turn") or (len(toks) == 3 and game != "limit"):
        raise line_error(no, "« game no-limit|pot-limit|limit [flop|turn] » attendu")
    r.once("game", no, toks[0])
    r.game, r.big_bet_from = game, big


def _under_line(r: _Reading, toks: list[str], no: int) -> None:
    """``under NAME bet|raise N``: a bet or raise under the legal minimum that nobody
    noticed at the time (ROPTA 9.10, TDA 52-A, RedCactus 43, Ciaffone 1.17)."""
    if len(toks) < 4:
        raise line_error(no, "« under JOUEUR bet|raise N » attendu (mise ou relance insuffisante passée inaperçue)")
    _action_line(r, toks[1:], no)
    step = r.steps[-1]
    if step.kind not in ("bet", "raise"):
        raise line_error(no, "« under » porte sur une mise (bet N) ou une relance (raise N)")
    step.kind = "under:" + step.kind


def _fact_line(read: Callable[[TableFacts, set[str], list[str], int], None], r: _Reading, toks: list[str], no: int) -> None:
    """A line of kb.engine.facts (cards, board, shows, mucks, out) read into the situation."""
    read(r.facts, r.names, toks, no)


# The statement each line starts with (lower-cased); any other first word is a player.
LINES: dict[str, Callable[[_Reading, list[str], int], None]] = {
    "blinds": _blinds_line, "blindes": _blinds_line,
    "ante": _ante_line,
    "players": _players_line, "joueurs": _players_line,
    "chips": _chips_line, "jetons": _chips_line,
    "street": _street_line,
    **{street: _next_street_line for street in STREETS[1:]},
    "?": _question_line,
    "under": _under_line, "insuffisant": _under_line,
    "game": _game_line, "jeu": _game_line,
    **{word: partial(_fact_line, read) for word, read in FACT_LINES.items()},
}


# A word: quoted parts ("…" or '…') and bare characters, glued together as in a shell.
# The alternatives start with different characters, so one pass reads the line (shlex,
# used before, took 6 s on a 600 KB line: it grows each token a character at a time).
_WORD = re.compile(r"""(?:"[^"]*"|'[^']*'|[^\s"'])+""")
_QUOTED = re.compile(r""""([^"]*)"|'([^']*)'""")
_QUOTES = str.maketrans({"«": '"', "»": '"', "“": '"', "”": '"'})


def _tokens(line: str, no: int) -> list[str]:
    """The line's words, French and typographic quotes read as plain ones:
    ``? A says « relance 800 »`` → ``["?", "A", "says", "relance 800"]``."""
    line = line.translate(_QUOTES)
    if _WORD.sub("", line).strip():
        raise line_error(no, "guillemets mal fermés")
    return [_QUOTED.sub(lambda m: m.group(1) if m.group(1) is not None else m.group(2), w) for w in _WORD.findall(line)]


def parse_situation(text: str) -> Situation:
    """Parse the format above; a KBError names the line at fault."""
    r = _Reading()
    for no, raw in enumerate(check_text(text), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        if r.question is not None:
            raise line_error(no, "rien ne peut suivre la question (« ? … » doit être la dernière ligne)")
        toks = _tokens(line, no)
        LINES.get(toks[0].lower(), _action_line)(r, toks, no)
    if r.blinds is None:
        raise KBError("ligne « blinds PB/GB » manquante", path="situation")
    if not r.players:
        raise KBError("ligne « players NOM:TAPIS … » manquante", path="situation")
    if r.ante_format not in ANTE_FORMATS:
        raise KBError(f"format d'ante inconnu {r.ante_format!r} (bb, button, classic)", path="situation")
    setup = TableSetup(sb=r.blinds[0], bb=r.blinds[1], players=r.players, ante=r.ante, ante_format=r.ante_format,
                       street=r.street, pot=r.pot, chips=r.chips, game=r.game,
                       big_bet_from=r.big_bet_from, facts=r.facts)
    setup.validate()
    return Situation(setup=setup, steps=r.steps, question=r.question, text=text)
