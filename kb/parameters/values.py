"""Per-book values of the parameters, with house-rules overrides (engine, house rules)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from kb.errors import DataError
from kb.parameters.load import PARAMETERS_DIR, load_parameters
from kb.parameters.model import Parameter, Value

_CACHE: dict[str, list[Parameter]] = {}


def parameters() -> list[Parameter]:
    """The project's parameters, loaded and schema-checked once per process (quotes not
    verified: the build does that, see :func:`kb.parameters.load_built`)."""
    key = str(PARAMETERS_DIR)
    if key not in _CACHE:
        _CACHE[key] = load_parameters()
    return _CACHE[key]


def get_parameter(param_id: str, params: list[Parameter] | None = None) -> Parameter:
    for p in params if params is not None else parameters():
        if p.id == param_id:
            return p
    raise DataError(f"unknown parameter {param_id!r}")


def book_values(
    book_id: str,
    overrides: Mapping[str, Any] | None = None,
    *,
    params: list[Parameter] | None = None,
) -> dict[str, Value | None]:
    """Every parameter's value in one book (None where the book is silent), with
    ``overrides`` (house rules) applied after checking each one against its parameter."""
    plist = params if params is not None else parameters()
    known = {p.id: p for p in plist}
    if plist and book_id not in plist[0].values:
        raise DataError(f"livre inconnu : {book_id!r} (attendu : {', '.join(plist[0].values)})")
    out: dict[str, Value | None] = {p.id: p.value_of(book_id) for p in plist}
    for pid, value in (overrides or {}).items():
        if pid not in known:
            raise DataError(f"paramètre inconnu : {pid!r}")
        if value is not None:
            problem = known[pid].check_value(value)
            if problem:
                raise DataError(f"valeur modifiée de {pid} : {problem}")
        out[pid] = value
    return out


def with_value(param: Parameter, book: str, value: Value | None) -> Parameter:
    """A copy of ``param`` whose value in ``book`` is replaced (keeps the citation)."""
    values = dict(param.values)
    old = values.get(book)
    values[book] = replace(old, value=value) if old is not None else None
    return replace(param, values=values)
