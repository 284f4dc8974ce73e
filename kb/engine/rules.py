"""The betting rules of one book, as the engine needs them.

Every value comes from the parameters data (``kb/data/parameters.toml`` through
``kb.parameters.book_values``): one source of truth, so that a house-rules override also
changes the engine's rulings. The engine never hard-codes a book's value.

Which article of a book decides each kind of ruling is data too: the ``[articles]`` table of
``kb/data/examples/<book>.toml``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from kb.datafiles import read_toml
from kb.errors import DataError, KBError

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "data" / "examples"

BOOKS = ("ropta", "tda", "redcactus", "ciaffone", "aix")
BOOK_NAMES = {
    "ropta": "ROPTA",
    "tda": "TDA",
    "redcactus": "RedCactus",
    "ciaffone": "Ciaffone",
    "aix": "Casino d'Aix",
}

# parameter id (kb/data/parameters.toml) -> RuleSet field
PARAM_FIELDS = {
    "raise.min_raise_rule": "min_raise_rule",
    "raise.fifty_percent_threshold": "fifty_percent_threshold",
    "raise.short_allin_reopens": "short_allin_reopens",
    "chips.single_oversized_chip": "single_oversized_chip",
    "ante.bb_ante_priority": "bb_ante_priority",
    "ante.heads_up": "ante_heads_up",
    "pot.odd_chip": "odd_chip",
    "chip_race.method": "chip_race_method",
    "chip_race.rounding_threshold_pct": "chip_race_rounding_threshold_pct",
    "penalty.max_hands_stay_at_table": "penalty_max_hands_stay_at_table",
    "final_table.players_8max": "final_table_players_8max",
    "final_table.players_6max": "final_table_players_6max",
    "chips.multiple_chips_call": "multiple_chips_call",
    "undercall.heads_up_must_complete": "undercall_heads_up_must_complete",
    "out_of_turn.binding_if_unchanged": "oot_binding_if_unchanged",
    # proposed to the comparison engineer (not yet in parameters.toml): until it exists,
    # a single smaller chip falls under the book's undercall rule
    "chips.single_undersized_chip": "single_undersized_chip",
}

ENUMS = {
    "single_undersized_chip": ("call_heads_up_else_call_or_fold", "director_discretion"),
    "min_raise_rule": ("add_last_bet_or_raise", "double_previous_bet"),
    "short_allin_reopens": ("no", "if_half_raise"),
    "single_oversized_chip": ("call", "call_preflop_raise_postflop"),
    "bb_ante_priority": ("blind_first", "ante_first"),
    "odd_chip": ("first_left_of_button", "highest_card"),
    "chip_race_method": ("card_race", "per_player_rounding"),
}


@dataclass(frozen=True)
class RuleSet:
    """The rule variants of one book (or of house rules based on it).

    ``None`` means the book does not say; the engine then falls back to the rule shared by
    all the books that do say, and says so in its ruling.
    """

    book: str = "custom"
    min_raise_rule: str = "add_last_bet_or_raise"
    fifty_percent_threshold: float | None = 50.0
    short_allin_reopens: str = "no"
    single_oversized_chip: str = "call"
    bb_ante_priority: str | None = "blind_first"
    ante_heads_up: bool | None = True
    odd_chip: str | None = "first_left_of_button"
    chip_race_method: str | None = "card_race"
    chip_race_rounding_threshold_pct: float | None = 50.0
    penalty_max_hands_stay_at_table: int | None = None
    final_table_players_8max: int | None = None
    final_table_players_6max: int | None = None
    multiple_chips_call: bool | None = True
    undercall_heads_up_must_complete: bool | None = True
    single_undersized_chip: str | None = None
    oot_binding_if_unchanged: bool | None = True
    articles: dict[str, str] = field(default_factory=dict, compare=False, hash=False)
    unspecified: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name, allowed in ENUMS.items():
            value = getattr(self, name)
            if value is not None and value not in allowed:
                raise KBError(
                    f"règle « {name} » du livre {self.book} : valeur {value!r} inconnue "
                    f"(attendu : {', '.join(allowed)})"
                )

    @property
    def threshold(self) -> float:
        """The 50% rule threshold as a fraction (0.5); 0.5 when the book is silent."""
        return (self.fifty_percent_threshold if self.fifty_percent_threshold is not None else 50.0) / 100.0

    def article(self, topic: str) -> str | None:
        """The article of this book that decides ``topic`` (min_raise, reopening, ...)."""
        return self.articles.get(topic)

    def with_values(self, **changes: Any) -> RuleSet:
        return replace(self, **changes)

    @classmethod
    def from_values(cls, book: str, values: dict[str, Any], articles: dict[str, str] | None = None) -> RuleSet:
        """Build from ``{param_id: value}`` (the output of ``kb.parameters.book_values``)."""
        kwargs: dict[str, Any] = {}
        unspecified: list[str] = []
        known = {f.name for f in fields(cls)}
        for pid, fname in PARAM_FIELDS.items():
            if fname not in known or pid not in values:
                continue
            value = values[pid]
            if value is None or value == "" or value == "not_specified":
                unspecified.append(pid)
                if fname in ("min_raise_rule", "short_allin_reopens", "single_oversized_chip"):
                    continue  # fall back to the common rule (documented in rulings)
                kwargs[fname] = None
                continue
            if fname in ("fifty_percent_threshold", "chip_race_rounding_threshold_pct"):
                value = float(value)
            if fname in ("penalty_max_hands_stay_at_table", "final_table_players_8max", "final_table_players_6max"):
                value = int(value)
            kwargs[fname] = value
        return cls(book=book, articles=dict(articles or {}), unspecified=tuple(unspecified), **kwargs)

    @classmethod
    def for_book(cls, book_id: str, overrides: dict[str, Any] | None = None) -> RuleSet:
        """The rules of ``book_id`` from the parameters data, with optional overrides
        (``{param_id: value}``, as in a house-rules spec)."""
        if book_id not in BOOKS:
            raise KBError(f"livre inconnu : {book_id!r} (attendu : {', '.join(BOOKS)})")
        try:
            from kb.parameters import book_values  # type: ignore[import-not-found,unused-ignore]
        except ImportError as exc:  # pragma: no cover - only before kb/parameters.py lands
            raise DataError("kb.parameters n'est pas disponible : impossible de lire les règles des livres") from exc
        values = book_values(book_id, overrides)
        return cls.from_values(book_id, values, load_articles(book_id))


_ARTICLES_CACHE: dict[str, dict[str, str]] = {}


def load_articles(book_id: str) -> dict[str, str]:
    """The ``[articles]`` table of ``kb/data/examples/<book>.toml``: topic -> article id."""
    if book_id in _ARTICLES_CACHE:
        return _ARTICLES_CACHE[book_id]
    path = EXAMPLES_DIR / f"{book_id}.toml"
    if not path.exists():
        _ARTICLES_CACHE[book_id] = {}
        return {}
    data = read_toml(path)
    arts = data.get("articles", {})
    if not isinstance(arts, dict):
        raise DataError("[articles] doit être une table sujet = identifiant d'article", path=str(path))
    _ARTICLES_CACHE[book_id] = {str(k): str(v) for k, v in arts.items()}
    return _ARTICLES_CACHE[book_id]


def all_rulesets(books: list[str] | None = None, overrides: dict[str, Any] | None = None) -> list[RuleSet]:
    return [RuleSet.for_book(b, overrides) for b in (books or list(BOOKS))]
