"""The rules of one book as the engine reads them: that book's values of the parameters.

A :class:`RuleSet` holds every parameter's value for one book (``kb/data/parameters/``, with
a house-rules spec's overrides applied), so that an override also changes the engine's
rulings; the engine never hard-codes a book's value. Each rule the engine reads is a
read-only attribute naming its parameter (``min_raise_rule`` reads
``raise.min_raise_rule``), as OpenFisca formulas read the parameter tree rather than mirror
it; a parameter's type and choices come from its TOML. When the book is silent, a rule
declared with :func:`applied` takes the parameter's ``default`` (the rule shared by the
books that state it, quoted in the TOML); the others are ``None`` and each ruling says what
it assumes (see :attr:`RuleSet.unspecified`).

Which article of a book decides each kind of ruling, with the sentence that decides, is data
too: the ``[articles]`` table of ``kb/data/examples/<book>.toml`` (:mod:`kb.engine.citations`).

>>> RuleSet.for_book("redcactus").min_raise_rule  # doctest: +SKIP
'double_previous_bet'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, overload

from kb.engine.books import book_names, check_book
from kb.engine.citations import Citation, load_citations
from kb.errors import DataError
from kb.parameters import Parameter, Value, book_values, parameters

T = TypeVar("T")


class _Rule(Generic[T]):
    """A rule the engine reads: the value of the parameter ``pid`` in the RuleSet's book,
    through ``convert``."""

    def __init__(self, pid: str, convert: Callable[[Value], T]):
        self.pid = pid
        self.convert = convert
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name


class _Stated(_Rule[T]):
    """The book's own value (None where it is silent)."""

    @overload
    def __get__(self, obj: None, owner: type) -> _Stated[T]: ...
    @overload
    def __get__(self, obj: RuleSet, owner: type) -> T | None: ...
    def __get__(self, obj: RuleSet | None, owner: type) -> _Stated[T] | T | None:
        if obj is None:
            return self
        value = obj.values[self.pid]
        return None if value is None else self.convert(value)


class _Applied(_Rule[T]):
    """The book's value, else the parameter's ``default`` (never None: checked when the
    RuleSet is made)."""

    @overload
    def __get__(self, obj: None, owner: type) -> _Applied[T]: ...
    @overload
    def __get__(self, obj: RuleSet, owner: type) -> T: ...
    def __get__(self, obj: RuleSet | None, owner: type) -> _Applied[T] | T:
        if obj is None:
            return self
        return self.convert(obj.applied(self.pid))


class _Exception(_Stated[T]):
    """An exception one book makes to a rule (Ciaffone's heads-up minimum raise): where a
    book is silent the general rule applies, so its silence assumes nothing and is not
    listed in :attr:`RuleSet.unspecified`."""


stated, exception, applied = _Stated, _Exception, _Applied  # as the rules below are declared


FIFTY_PERCENT = "raise.fifty_percent_threshold"


@dataclass(frozen=True)
class RuleSet:
    """The rule variants of one book (or of house rules based on it).

    ``values`` maps every parameter id to the book's value (None where the book is silent);
    ``params`` are the parameters themselves (types, choices, defaults).
    """

    book: str
    values: Mapping[str, Value | None] = field(hash=False)
    book_name: str = ""
    articles: Mapping[str, Citation] = field(default_factory=dict, compare=False, hash=False)
    params: Mapping[str, Parameter] = field(default_factory=dict, compare=False, hash=False, repr=False)

    # The rules the engine reads, in the order its rulings list what a book leaves unsaid.
    min_raise_rule = applied("raise.min_raise_rule", str)
    fifty_percent_threshold = stated(FIFTY_PERCENT, float)
    short_allin_reopens = applied("raise.short_allin_reopens", str)
    single_oversized_chip = applied("chips.single_oversized_chip", str)
    bb_ante_priority = stated("ante.bb_ante_priority", str)
    ante_heads_up = stated("ante.heads_up", bool)
    odd_chip = stated("pot.odd_chip", str)
    chip_race_method = stated("chip_race.method", str)
    chip_race_rounding_threshold_pct = stated("chip_race.rounding_threshold_pct", float)
    penalty_max_hands_stay_at_table = stated("penalty.max_hands_stay_at_table", int)
    final_table_players_8max = stated("final_table.players_8max", int)
    final_table_players_6max = stated("final_table.players_6max", int)
    multiple_chips_call = stated("chips.multiple_chips_call", bool)
    undercall_heads_up_must_complete = stated("undercall.heads_up_must_complete", bool)
    undercall_forfeit_over_share_pct = exception("undercall.forfeit_over_share_pct", float)
    undercall_unaware_may_withdraw = exception("undercall.unaware_may_withdraw", bool)
    oot_binding_if_unchanged = stated("out_of_turn.binding_if_unchanged", bool)
    single_undersized_chip = stated("chips.single_undersized_chip", str)
    heads_up_min_is_blind = exception("raise.heads_up_min_is_blind", bool)
    amount_corrected_to_chips = exception("verbal.amount_corrected_to_chips", bool)
    short_bb_plays_as_blind = exception("ante.short_bb_plays_as_blind", bool)
    plus_amount_reading = exception("verbal.plus_amount_reading", str)
    two_steps_raise_reading = exception("verbal.two_steps_raise_reading", str)
    first_action_decides = exception("verbal.first_action_decides", bool)
    single_chip_raise_until_next_acts = exception("single_chip.raise_until_next_acts", bool)
    pulled_back_must_call_or_raise = exception("bet.pulled_back_must_call_or_raise", bool)
    string_bet_reading = applied("bet.string_bet_reading", str)
    under_found_later = applied("bet.under_found_later", str)
    contradiction_to_director = exception("verbal.contradiction_to_director", bool)
    limit_max_raises = exception("limit.max_raises", int)
    limit_raises_capped_heads_up = exception("limit.raises_capped_heads_up", bool)
    skipped_player = exception("out_of_turn.skipped_player", str)
    pot_limit_short_blind_complete = exception("pot_limit.short_blind_counts_complete", bool)
    # Beyond the betting round (issue 36): showdown, misdeal, button, balancing.
    showdown_order_no_bet = stated("showdown.order_no_river_bet", str)
    caller_can_see_hand = stated("showdown.caller_can_see_hand", bool)
    dead_button = applied("button.dead_button", bool)
    misdeal_two_exposed = stated("misdeal.two_exposed_cards", bool)
    misdeal_first_card_exposed = exception("misdeal.first_card_exposed", bool)
    misdeal_first_card_wrong_seat = exception("misdeal.first_card_wrong_seat", bool)
    substantial_action_kind = stated("action.substantial_action_kind", str)
    balance_stop_threshold = exception("balance.stop_threshold_early", int)

    def __post_init__(self) -> None:
        missing = [r.pid for r in RULES if r.pid not in self.values]
        if missing:
            raise DataError(f"le moteur lit des paramètres absents des fichiers de paramètres : {', '.join(missing)}")
        for rule in RULES:
            if isinstance(rule, _Applied) and self.values[rule.pid] is None and self._default(rule.pid) is None:
                raise DataError(
                    f"paramètre {rule.pid} : le livre {self.book} ne le fixe pas et le paramètre n'a pas de "
                    "valeur par défaut (default) pour le moteur"
                )

    def _default(self, pid: str) -> Value | None:
        param = self.params.get(pid)
        return None if param is None else param.default

    def applied(self, pid: str) -> Value:
        """The value the engine applies: the book's, else the parameter's ``default``."""
        value = self.values[pid]
        value = self._default(pid) if value is None else value
        if value is None:
            raise DataError(f"paramètre {pid} : ni valeur du livre {self.book} ni valeur par défaut")
        return value

    @property
    def threshold(self) -> float:
        """The 50% rule threshold as a fraction (0.5); the parameter's default when the
        book is silent."""
        return float(self.applied(FIFTY_PERCENT)) / 100.0

    @property
    def unspecified(self) -> tuple[str, ...]:
        """The parameters the engine reads that this book leaves unsaid (its silence on
        another book's exception assumes nothing: not listed)."""
        return tuple(r.pid for r in RULES if self.values[r.pid] is None and not isinstance(r, _Exception))

    def article(self, topic: str) -> Citation | None:
        """The article of this book that decides ``topic`` (min_raise, reopening, ...), with
        the quote that decides."""
        return self.articles.get(topic)

    def topic_article(self, topic: str, general: str) -> Citation | None:
        """The article of the finer ``topic`` where the book names one, else that of
        ``general``."""
        return self.articles.get(topic) or self.articles.get(general)

    @classmethod
    def from_parameters(
        cls,
        book_id: str,
        params: Iterable[Parameter],
        overrides: Mapping[str, Any] | None = None,
        articles: Mapping[str, Citation] | None = None,
        *,
        name: str | None = None,
    ) -> RuleSet:
        """The rules of ``book_id`` from ``params`` (the built, verified parameters or the
        TOML files), with ``overrides`` (``{param_id: value}``, as in a house-rules spec)
        checked and applied. ``articles`` defaults to the book's ``[articles]`` table
        (:func:`kb.engine.citations.load_citations`), ``name`` to its short name in the corpus manifest."""
        plist = list(params)
        known = list(plist[0].values) if plist else []
        check_book(book_id, known)
        values = book_values(book_id, overrides, params=plist)
        return cls(
            book=book_id,
            values=values,
            book_name=name or book_names().get(book_id, book_id),
            articles=dict(load_citations(book_id) if articles is None else articles),
            params={p.id: p for p in plist},
        )

    @classmethod
    def for_book(cls, book_id: str, overrides: Mapping[str, Any] | None = None) -> RuleSet:
        """The rules of ``book_id`` read from the parameter files (schema-checked, quotes
        not verified: the build does that), with optional overrides."""
        return cls.from_parameters(book_id, parameters(), overrides)


RULES: tuple[_Rule[Any], ...] = tuple(v for v in vars(RuleSet).values() if isinstance(v, _Rule))
# The exceptions one book makes (its silence elsewhere assumes nothing).
EXCEPTION_RULES: tuple[str, ...] = tuple(r.pid for r in RULES if isinstance(r, _Exception))

