"""No-Limit Hold'em betting, parameterised by a book's RuleSet.

A ``Hand`` holds the seats, the current betting round and the action so far. It answers
what the player to act may do (``legal``) and applies actions (``act``), raising a clear
``KBError`` for an impossible one (out of turn, unknown player, raise under the minimum).

The rules that differ between books:

* minimum raise (``min_raise_rule``): add at least the last full bet or raise
  (ROPTA 9.6, TDA 43) or at least double the previous bet (RedCactus 47, casino);
  heads-up, only the big blind where the book says so (``heads_up_min_is_blind``,
  Ciaffone 1.11.b j);
* reopening after short all-ins (``short_allin_reopens``): ``no`` — a player who has
  already acted may raise again only when the bet in front of him has grown by a full raise
  since he acted, short all-ins adding up (TDA 47, ROPTA 9.21); ``if_half_raise`` — an
  all-in of at least half a raise counts as a raise (Ciaffone 1.11).

The short big blind: the big blind stays the bet to call even when the player in the big
blind could not post it in full (ROPTA 4.2 and 9.7).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kb.engine.games import GAME_FR, pot_limit_max, raises_capped, standard_bet
from kb.engine.rules import RuleSet
from kb.engine.table import Seat, TableSetup, post_forced_bets
from kb.errors import KBError

STREETS = ("preflop", "flop", "turn", "river")
STREET_FR = {"preflop": "pré-flop", "flop": "flop", "turn": "turn", "river": "river"}


@dataclass
class Legal:
    """What the player to act may do."""

    player: str
    to_call: int  # chips to add to call (capped at the stack)
    call_to: int  # the total bet to match
    can_check: bool
    can_call: bool
    can_fold: bool
    can_raise: bool
    min_raise_to: int | None  # total; capped at the player's all-in
    max_raise_to: int | None
    full_min_raise_to: int  # the rule's minimum raise-to, before capping at the stack
    is_bet: bool  # nobody has bet in this round: a raise is an opening bet
    facing_opening_bet: bool  # the bet to call is the round's opening bet (no raise yet)
    players_in_hand: int
    reopen_blocked: bool  # he could raise with his chips, but a short all-in does not reopen

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)


@dataclass
class ActionRecord:
    street: str
    player: str
    kind: str  # fold | check | call | bet | raise | allin
    to: int  # his bet in the round after the action
    added: int
    short_of: int | None = None  # an under-bet or under-raise let through: the legal minimum it missed


@dataclass(frozen=True)
class UnderBet:
    """An under-bet or under-raise played unnoticed (``under`` action line), to be ruled on
    when it is found (kb.engine.corrections)."""

    street: str
    player: str
    amount: int
    minimum: int  # the legal minimum bet or raise-to it missed
    level_before: int  # the bet it faced (0 for an opening bet)
    increment_before: int  # the minimum raise increment it faced
    seq: int  # its place in the hand's history


@dataclass
class Hand:
    rules: RuleSet
    setup: TableSetup
    seats: list[Seat] = field(default_factory=list)
    dead: int = 0  # dead money in the main pot (BB or button antes, pot of earlier streets)
    street: str = "preflop"
    current_bet: int = 0
    min_increment: int = 0
    to_act: int | None = 0
    seq: int = 0
    last_reopen_seq: int = -1
    raises: int = 0  # full raises in this round (the opening bet is not one)
    opening_level: int = 0  # the bet level of the round's opening bet (the BB preflop)
    returned: dict[str, int] = field(default_factory=dict)
    history: list[ActionRecord] = field(default_factory=list)
    finished: bool = False
    # out-of-turn declarations: player -> (kind, amount, bet level when declared, street)
    oot: dict[str, tuple[str, int | None, int, str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # how the engine read an action (shown in rulings)
    unders: list[UnderBet] = field(default_factory=list)  # under-bets / under-raises let through

    # ------------------------------------------------------------------ setup
    @classmethod
    def start(cls, setup: TableSetup, rules: RuleSet) -> Hand:
        seats, dead = post_forced_bets(setup, rules)
        h = cls(rules=rules, setup=setup, seats=seats, dead=dead, street=setup.street)
        h._start_round(first=True)
        return h

    @property
    def bb(self) -> int:
        return self.setup.bb

    def seat(self, name: str) -> Seat:
        for s in self.seats:
            if s.name == name:
                return s
        names = ", ".join(s.name for s in self.seats)
        raise KBError(f"joueur inconnu : {name!r} (joueurs : {names})")

    def index(self, name: str) -> int:
        return self.seats.index(self.seat(name))

    def _first_to_act(self) -> int:
        n = len(self.seats)
        if self.street == "preflop":
            return 0 if n == 2 else 2 % n
        return self._button_left()

    def _button_left(self) -> int:
        """The seat of the first to the button's left: the small blind, or heads-up the big
        blind (the button posts the small blind and acts last after the flop)."""
        return 1 if len(self.seats) == 2 else 0

    def from_button_left(self) -> list[Seat]:
        """The seats in order from the first to the button's left (``_button_left``)."""
        start = self._button_left()
        return self.seats[start:] + self.seats[:start]

    def _start_round(self, first: bool = False) -> None:
        for s in self.seats:
            s.acted = False
            s.reopen_at = 0
            s.acted_seq = -1
            if not first or self.street != "preflop":
                s.bet = 0
        self.raises = 0
        self.min_increment = self.bb
        if self.street == "preflop" and first:
            # The big blind is the bet, even when its player could not post it in full.
            self.current_bet = max(self.bb, max(s.bet for s in self.seats))
            self.opening_level = self.current_bet
        else:
            self.opening_level = 0
            self.current_bet = 0
        self.to_act = self._next_from(self._first_to_act(), include=True)

    # ------------------------------------------------------------------ queries
    def in_hand(self) -> list[Seat]:
        return [s for s in self.seats if not s.folded]

    def _needs_action(self, s: Seat) -> bool:
        if s.folded or s.stack == 0:
            return False
        if not s.acted:
            # he still has his say, even when only a check is left (ROPTA 9.7 cas A:
            # « Le joueur de grosse blinde check »)
            return True
        return s.bet < self.current_bet

    def _next_from(self, start: int, include: bool = False) -> int | None:
        n = len(self.seats)
        for k in range(0 if include else 1, n + (0 if include else 1)):
            i = (start + k) % n
            if self._needs_action(self.seats[i]):
                return i
        return None

    def rule_min_raise_to(self) -> int:
        """The rule's minimum total for a bet or raise now (not capped by any stack)."""
        if self.setup.game == "limit":
            return self.current_bet + standard_bet(self.bb, self.street, self.setup.big_bet_from)
        if self.current_bet == 0:
            return self.bb
        if self.rules.heads_up_min_is_blind and len(self.in_hand()) == 2:
            # « Dans un duel, les relances n'ont pas de minimum, si ce n'est le montant du
            # blind » (Ciaffone 1.11.b j).
            return self.current_bet + self.bb
        if self.rules.min_raise_rule == "double_previous_bet":
            return max(2 * self.current_bet, self.current_bet + self.bb)
        return self.current_bet + self.min_increment

    def can_reraise(self, s: Seat) -> bool:
        """Whether the betting is open for ``s`` (ignoring his stack)."""
        if not s.acted:
            return True
        if self.current_bet >= s.reopen_at:
            return True
        return self._half_reopens() and self.last_reopen_seq > s.acted_seq

    def _half_reopens(self) -> bool:
        """A short all-in of at least half a raise reopens (the book's rule, and any limit game)."""
        return self.rules.short_allin_reopens == "if_half_raise" or self.setup.game == "limit"

    def _max_raise_to(self, s: Seat, full_min: int) -> int:
        """His largest raise-to: his stack, bounded in limit and pot-limit (kb.engine.games)."""
        top = s.bet + s.stack
        if self.setup.game == "limit":
            return min(top, full_min)
        if self.setup.game == "pot-limit":
            return min(top, pot_limit_max(self.current_bet, self.current_bet - s.bet, self.pot_total() + self.short_blinds()))
        return top

    def short_blinds(self) -> int:
        """Pre-flop in pot-limit, what the blinds posted all-in lack, when the book counts
        them complete for the pot (TDA 54-B, RedCactus 54-B); else 0."""
        if self.street != "preflop" or self.setup.street != "preflop" or not self.rules.pot_limit_short_blind_complete:
            return 0
        due = ((self.seats[self.setup.sb_index()], self.setup.sb), (self.seats[self.setup.bb_index()], self.setup.bb))
        return sum(blind - s.blind for s, blind in due if s.stack == 0 and s.blind < blind)

    def legal(self, name: str | None = None) -> Legal:
        if self.to_act is None:
            raise KBError(f"le tour d'enchères ({STREET_FR[self.street]}) est terminé : plus personne n'a à parler")
        s = self.seats[self.to_act] if name is None else self.seat(name)
        if name is not None and self.seats.index(s) != self.to_act:
            raise KBError(
                f"ce n'est pas au tour de {name} de parler ({STREET_FR[self.street]}) : "
                f"la parole est à {self.seats[self.to_act].name}"
            )
        to_call = max(0, min(self.current_bet - s.bet, s.stack))
        # Raising makes sense only if another player can still put in more than the bet.
        others_live = [o for o in self.seats if o is not s and o.live and o.bet + o.stack > self.current_bet]
        has_chips_over = s.stack > self.current_bet - s.bet
        open_ = self.can_reraise(s)
        capped = self.setup.game == "limit" and raises_capped(
            self.raises, self.rules.limit_max_raises, len(self.in_hand()), self.rules.limit_raises_capped_heads_up)
        can_raise = has_chips_over and bool(others_live) and open_ and not capped
        full_min = self.rule_min_raise_to()
        all_in_to = self._max_raise_to(s, full_min)
        return Legal(
            player=s.name,
            to_call=to_call,
            call_to=self.current_bet,
            can_check=self.current_bet <= s.bet,
            can_call=self.current_bet > s.bet,
            can_fold=self.current_bet > s.bet,
            can_raise=can_raise,
            min_raise_to=min(full_min, all_in_to) if can_raise else None,
            max_raise_to=all_in_to if can_raise else None,
            full_min_raise_to=full_min,
            is_bet=self.current_bet == 0,
            facing_opening_bet=self.current_bet > 0 and self.current_bet == self.opening_level,
            players_in_hand=len(self.in_hand()),
            reopen_blocked=has_chips_over and bool(others_live) and not open_,
        )

    def declare_out_of_turn(self, name: str, kind: str, amount: int | None = None) -> None:
        """``name`` declares an action before his turn (TDA 53, ROPTA 9.3, RedCactus 44)."""
        s = self.seat(name)
        if self.to_act is None:
            raise KBError(f"{name} : pas d'action hors tour possible, le tour d'enchères est terminé")
        if self.seats.index(s) == self.to_act:
            raise KBError(f"{name} parle à son tour : ce n'est pas une action hors de son tour")
        if s.folded or s.stack == 0:
            raise KBError(f"{name} n'a plus d'action à faire dans ce coup")
        if kind not in ("fold", "check", "call", "bet", "raise", "allin"):
            raise KBError(f"{name} : action hors tour inconnue {kind!r}")
        self.oot[name] = (kind, amount, self.current_bet, self.street)

    def out_of_turn_status(self, name: str) -> dict[str, object] | None:
        """For a player who acted out of turn, now that the action is back to him: is his
        declaration binding (the action has not changed: nobody bet or raised since) or is
        he free again? None if he did not act out of turn in this round."""
        d = self.oot.get(name)
        if d is None or d[3] != self.street:
            return None
        kind, amount, level, _ = d
        changed = self.current_bet != level
        binding = (not changed) and self.rules.oot_binding_if_unchanged is not False
        if kind == "fold":
            binding = True  # a fold out of turn always stands (TDA 53-A, ROPTA 9.3)
        return {"kind": kind, "amount": amount, "changed": changed, "binding": binding}

    def pot_total(self) -> int:
        """All chips in the middle and in front of the players (the pot for a "5")."""
        return self.dead + sum(s.total for s in self.seats)

    # ------------------------------------------------------------------ actions
    def act(self, name: str, kind: str, amount: int | None = None, *, under: bool = False) -> ActionRecord:
        """Apply ``kind`` (fold, check, call, bet, raise, allin) for ``name``; ``amount`` is
        the total of a bet or raise in the round. ``under``: a bet or raise under the legal
        minimum, played unnoticed — taken as it is and remembered in ``unders``."""
        if self.finished or self.to_act is None:
            raise KBError(f"action de {name} impossible : le coup ou le tour d'enchères est terminé")
        lg = self.legal(name)
        s = self.seat(name)
        where = f"{name} ({STREET_FR[self.street]})"
        if kind == "allin":
            kind, amount = self._allin(s, lg, where)
        if kind == "fold":
            s.folded = True
            rec = ActionRecord(self.street, name, "fold", s.bet, 0)
        elif kind == "check":
            if not lg.can_check:
                raise KBError(f"{where} ne peut pas checker : il doit {lg.to_call} pour suivre {lg.call_to}")
            rec = ActionRecord(self.street, name, "check", s.bet, 0)
        elif kind == "call":
            if not lg.can_call:
                raise KBError(f"{where} : rien à suivre, c'est un check")
            pay = lg.to_call
            self._put(s, pay)
            rec = ActionRecord(self.street, name, "call", s.bet, pay)
        elif kind in ("bet", "raise"):
            if amount is None:
                raise KBError(f"{where} : montant de la {'mise' if kind == 'bet' else 'relance'} manquant")
            if kind == "bet" and not lg.is_bet:
                kind = "raise"
            if kind == "raise" and lg.is_bet:
                kind = "bet"
            all_in_to = s.bet + s.stack
            if amount > all_in_to:
                raise KBError(f"{where} : {amount} dépasse son tapis (au plus {all_in_to} au total)")
            if lg.max_raise_to is not None and amount > lg.max_raise_to:
                raise KBError(f"{where} : {amount} dépasse le maximum du {GAME_FR[self.setup.game]} ({lg.max_raise_to})")
            if amount <= self.current_bet:
                raise KBError(f"{where} : {kind} à {amount} n'est pas plus que la mise à suivre ({self.current_bet})")
            if not lg.can_raise:
                why = "la relance ne lui est pas rouverte (tapis inférieur à une relance complète)" if lg.reopen_blocked else "il ne peut pas relancer"
                raise KBError(f"{where} : {why}")
            label = "mise minimale" if lg.is_bet else "relance minimale"
            if under and (amount >= lg.full_min_raise_to or amount == all_in_to):
                raise KBError(f"{where} : {amount} n'est pas sous la {label} ({lg.full_min_raise_to}) : ligne « under » inutile")
            if under:
                self.unders.append(UnderBet(self.street, name, amount, lg.full_min_raise_to, self.current_bet,
                                            self.min_increment, len(self.history)))
            elif amount < lg.full_min_raise_to and amount != all_in_to:
                raise KBError(f"{where} : {amount} est sous la {label} ({lg.full_min_raise_to}) sans être un tapis "
                              "(une erreur passée inaperçue s'écrit « under JOUEUR raise N »)")
            full = amount >= lg.full_min_raise_to
            increment = amount - self.current_bet
            if full:
                if self.current_bet > 0:
                    self.raises += 1
                self.min_increment = max(self.min_increment, increment)
                self.last_reopen_seq = self.seq
            elif self._half_reopens() and increment >= self.rules.threshold * (lg.full_min_raise_to - self.current_bet):
                self.last_reopen_seq = self.seq
            if self.current_bet == 0:
                self.opening_level = amount
            self.current_bet = amount
            pay = amount - s.bet
            self._put(s, pay)
            rec = ActionRecord(self.street, name, kind, s.bet, pay,
                               short_of=lg.full_min_raise_to if under else None)
        else:
            raise KBError(f"{where} : action inconnue {kind!r} (fold, check, call, bet, raise, allin)")
        s.acted = True
        s.acted_seq = self.seq
        # A player who has put chips in may raise again only when facing at least a full
        # raise since (TDA 47: "ayant déjà misé"); one who checked may raise any bet
        # (ROPTA 9.9: "les autres peuvent ... le relancer").
        s.reopen_at = self.current_bet + 1 if rec.kind == "check" else self.rule_min_raise_to()
        self.seq += 1
        self.history.append(rec)
        self._advance(self.seats.index(s))
        return rec

    def _allin(self, s: Seat, lg: Legal, where: str) -> tuple[str, int | None]:
        """What an all-in is: a call when it does not cover the bet, else a bet or raise
        to his whole stack — or, when nobody left can put in more than the bet, a call
        (or check) of what can be matched, the surplus staying in front of him."""
        if s.stack == 0:
            raise KBError(f"{where} : déjà à tapis")
        target = s.bet + s.stack
        if target <= self.current_bet:
            return "call", None
        if not lg.can_raise and not lg.reopen_blocked:
            kind = "call" if lg.can_call else "check"
            kept = target - max(self.current_bet, s.bet)
            what = f"un call à {self.current_bet}" if kind == "call" else "un check"
            self.notes.append(
                f"tapis de {s.name} : personne ne peut le suivre au-delà de {self.current_bet}, "
                f"c'est {what} ; les {kept} de plus restent devant lui"
            )
            return kind, None
        return ("bet" if lg.is_bet else "raise"), target

    def _put(self, s: Seat, chips: int) -> None:
        s.stack -= chips
        s.bet += chips
        s.total += chips

    def _advance(self, last: int) -> None:
        if len(self.in_hand()) == 1:
            self._return_uncalled()
            self.finished = True
            self.to_act = None
            return
        nxt = self._next_from(last)
        if nxt is not None:
            self.to_act = nxt
            return
        self.to_act = None

    def round_over(self) -> bool:
        return self.to_act is None

    def _return_uncalled(self) -> None:
        """Give back the part of the largest bet of the round that nobody matched."""
        bets = sorted(((s.bet, i) for i, s in enumerate(self.seats)), reverse=True)
        if len(bets) < 2:
            return
        (top, i), (second, _) = bets[0], bets[1]
        if top > second:
            s = self.seats[i]
            back = top - second
            s.bet -= back
            s.total -= back
            s.stack += back
            self.returned[s.name] = self.returned.get(s.name, 0) + back

    def next_street(self) -> None:
        """Close the round (uncalled chips go back) and open the next one."""
        if self.to_act is not None:
            raise KBError(f"le tour d'enchères {STREET_FR[self.street]} n'est pas terminé : la parole est à {self.seats[self.to_act].name}")
        self._return_uncalled()
        if self.finished:
            raise KBError("le coup est terminé : il ne reste qu'un joueur")
        i = STREETS.index(self.street)
        if i == len(STREETS) - 1:
            self.finished = True
            return
        self.street = STREETS[i + 1]
        self._start_round()
        if sum(1 for s in self.seats if s.live) < 2:
            self.to_act = None

    def close(self) -> None:
        """End the betting: return uncalled chips (the hand then goes to showdown)."""
        self._return_uncalled()
        self.to_act = None
