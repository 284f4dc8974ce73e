"""The state the chip rules read — one player's move where he stands in the betting
round — and the ruling they give (action, total, chips to add or given back, article)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from kb.engine.betting import Hand, Legal
from kb.engine.citations import Citation
from kb.engine.moves import Declaration, PlayerMove
from kb.engine.rules import RuleSet
from kb.errors import KBError

ACTION_FR = {
    "check": "check",
    "call": "suivre (call)",
    "bet": "mise",
    "raise": "relance",
    "fold": "se coucher",
    "found": "jetons retrouvés derrière le tapis",  # ? JOUEUR found N (ROPTA 9.23, TDA 62)
}


@dataclass
class Ruling:
    """A book's ruling on a move: ``summary()`` reads it to the director, e.g. « relance à
    1700 — compléter de 200 »."""

    book: str
    action: str  # check | call | bet | raise | fold
    to: int  # his total bet in the round once the ruling is applied
    put: int  # what he physically put (total in front of him)
    before: int = 0  # what was in front of him before he acted
    complete: int = 0  # chips he must add
    returned: int = 0  # chips given back to him
    all_in: bool = False
    can_raise_later: bool = True
    discretion: bool = False
    article: str | None = None
    reason: str = ""
    options: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return dict(self.__dict__)

    def summary(self) -> str:
        if self.action == "raise" or self.action == "bet":
            what = f"{ACTION_FR[self.action]} à {self.to}"
        elif self.action == "call":
            what = f"suivre à {self.to}"
        else:
            what = ACTION_FR.get(self.action, self.action)
        if self.all_in:
            what += " (tapis)"
        if self.complete and self.put == self.before:
            what += f" — il met {self.complete}"
        elif self.complete:
            what += f" — compléter de {self.complete}"
        if self.returned:
            what += f" — {self.returned} rendus"
        if self.discretion:
            what += " — décision du directeur"
        return what


def expand_abbreviation(amount: int, hand: Hand) -> tuple[int, str | None]:
    """An abbreviated amount ("5") read against the pot: 500 if the pot is under 5 000,
    5 000 otherwise — unless chips of that value are in play (ROPTA 9.1, TDA 57,
    RedCactus 57)."""
    if amount >= hand.bb or amount in hand.setup.chips:
        return amount, None
    pot = hand.pot_total()
    big = amount * 1000
    value = big if pot >= big else amount * 100
    return value, f"montant abrégé « {amount} » lu {value} (pot de {pot})"


@dataclass(frozen=True)
class MoveState:
    """What the chip rules read: the player's move and where he stands in the round."""

    hand: Hand
    rules: RuleSet
    legal: Legal
    player: str
    says: Declaration | None  # None once an announced bare amount is read as chips
    chips: tuple[int, ...]  # denominations pushed
    amount: int | None  # a total pushed without denominations
    before: int  # in front of him before he acted
    put: int  # in front of him once the chips are pushed
    all_in_to: int  # his total if he pushes everything
    notes: tuple[str, ...] = ()  # how the move was read, added to every ruling's reason
    unaware: bool = False  # he did not know of the last raise (Ciaffone 1.17 a)
    pulled_back: bool = False  # facing a raise, he pulled his earlier bet back (TDA 46-B)
    told: int | None = None  # the wrong amount to call he was told (TDA 49, ROPTA 9.20)
    chips_decided: bool = False  # his chips came before his words and decide (TDA 40-A, ROPTA 9.4)
    silent: MoveState | None = None  # an amount said and a different one pushed: the chips read alone
    next_acted: bool = False  # the next player had already acted when it was noticed (Ciaffone 1.15)
    chips_first: bool = False  # his chips came before his words, whatever decides (Ciaffone 1.20)

    @property
    def call_to(self) -> int:
        return self.legal.call_to

    @property
    def min_raise_to(self) -> int:
        """The rule's minimum raise-to, before capping at his stack."""
        return self.legal.full_min_raise_to

    @property
    def facing(self) -> bool:
        """A bet (or a blind) is there to call."""
        return self.call_to > self.before

    @property
    def raise_kind(self) -> str:
        """What putting more than the call is: a bet when nobody has bet, else a raise."""
        return "bet" if self.legal.is_bet else "raise"

    def article(self, topic: str) -> Citation | None:
        return self.rules.article(topic)

    def topic(self, topic: str, general: str) -> Citation | None:
        """The article (and quote) of the finer ``topic`` where the book names one, else
        that of the ``general`` topic."""
        return self.rules.article(topic) or self.rules.article(general)


# A chip rule reads the state and rules on the move, or returns None to pass it on.
ChipRule = Callable[[MoveState], Ruling | None]


def read_move(hand: Hand, move: PlayerMove, rules: RuleSet) -> MoveState:
    """The state the rules read. A bare announced amount is read as that amount pushed in
    silence (TDA 40-C, RedCactus 40-C), abbreviated or not (ROPTA 9.1, TDA 57)."""
    lg = hand.legal(move.player)
    seat = hand.seat(move.player)
    before, all_in_to = seat.bet, seat.bet + seat.stack
    for c in move.chips:
        if c <= 0:
            raise KBError(f"{move.player} : jeton de valeur invalide {c}")
    put = before + sum(move.chips) if move.chips else (move.amount if move.amount is not None else before)
    if move.front is not None:
        # A larger chip left in front for his bet: it counts at its value with the chips
        # added, ruled as chips pushed together (TDA 46, situation 2).
        if move.front < before or not move.chips:
            raise KBError(f"{move.player} : jeton laissé devant lui ({move.front}) inférieur à sa mise ({before}) ou sans jetons ajoutés")
        move = replace(move, chips=[move.front, *move.chips], front=None)
        put = sum(move.chips)
    if move.amount is not None and move.chips:
        raise KBError(f"{move.player} : donner soit les jetons, soit un montant, pas les deux")
    if put > all_in_to:
        raise KBError(f"{move.player} pousse {put - before} mais n'a que {seat.stack} devant lui")
    says = move.says
    notes: tuple[str, ...] = ()
    if says is not None and move.chips_first and (move.chips or move.amount is not None) and rules.first_action_decides:
        # the ruling cites the article that says so; the reason does not repeat its id
        notes = (f"les jetons sont venus avant l'annonce « {says.raw} » : ils décident",)
        says = None
    state = MoveState(hand, rules, lg, move.player, says, tuple(move.chips), move.amount, before, put, all_in_to,
                      notes, move.unaware, move.pulled_back, move.told, chips_decided=bool(notes),
                      next_acted=move.next_acted, chips_first=move.chips_first)
    if says is None or says.kind != "amount" or says.amount is None:
        return state
    value, note = expand_abbreviation(says.amount, hand)
    if value > all_in_to:
        raise KBError(f"{move.player} annonce {value} mais n'a que {all_in_to} au total")
    notes = (f"annoncer {value} vaut pousser {value} en jetons sans rien dire",) + ((note,) if note else ())
    pushed = bool(move.chips) or move.amount is not None
    silent = replace(state, says=None) if pushed and put != value else None
    return MoveState(hand, rules, lg, move.player, None, (), value, before, value, all_in_to, notes, move.unaware,
                     move.pulled_back, move.told, silent=silent, next_acted=move.next_acted)


def make_ruling(
    st: MoveState,
    action: str,
    to: int,
    *,
    article: str | None,
    reason: str,
    can_raise_later: bool = True,
    discretion: bool = False,
    notes: tuple[str, ...] = (),
) -> Ruling:
    """The ruling ``action`` to ``to`` (capped at his all-in): what he must add or gets
    back, whether he is all-in, and how his move was read."""
    to = min(to, st.all_in_to)
    r = Ruling(
        book=st.rules.book, action=action, to=to, put=st.put, before=st.before, article=article,
        reason=reason, can_raise_later=can_raise_later, discretion=discretion,
    )
    if action in ("fold", "check"):
        r.to = st.before if action == "check" else st.put
    else:
        r.complete = max(0, to - st.put)
        r.returned = max(0, st.put - to)
    r.all_in = action not in ("fold", "check") and r.to == st.all_in_to
    read = st.notes + notes
    if read:
        r.reason = (r.reason + " ; " if r.reason else "") + " ; ".join(read)
    return r


def complete_raise(st: MoveState, target: int, why: str, article: str | None, notes: tuple[str, ...] = ()) -> Ruling:
    """A bet or raise to ``target``, brought up to the minimum if short (ROPTA 9.10: « une
    relance annoncée mais insuffisante obligera le joueur à compléter »)."""
    lg, minimum = st.legal, st.min_raise_to
    if not lg.can_raise:
        if lg.is_bet:
            return make_ruling(st, "check", st.before, article=st.article("verbal"), reason="aucune mise possible", notes=notes)
        return make_ruling(
            st, "call", st.call_to, article=st.article("reopening"), can_raise_later=False, notes=notes,
            reason="la relance ne lui est pas ouverte : il ne peut que suivre ou se coucher",
        )
    if target >= minimum or target >= st.all_in_to:
        return make_ruling(st, st.raise_kind, max(target, 0), article=article, reason=why, notes=notes)
    why += f" ; montant insuffisant : complété au minimum de {minimum}"
    if st.says is not None and st.says.kind in ("raise", "bet") and not st.says.amount:
        article = st.article("raise_short") or article  # « relance » said, too few chips (ROPTA 9.4, TDA 55)
    return make_ruling(st, st.raise_kind, minimum, article=article, reason=why, notes=notes)
