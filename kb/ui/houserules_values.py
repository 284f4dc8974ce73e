"""Section 2 of the house-rules builder, « Valeurs modifiées »: the parameters to change,
one widget each, showing the base book's value and its quote, bounded by the parameter's
own range; and the errors shown beside a field — once the director has typed in it (a
parameter just chosen still has the base book's value: « valeur identique » waits for
his own value)."""

from __future__ import annotations

import streamlit as st

from kb.datafiles import Problem
from kb.houserules.spec import place_key
from kb.houserules.validate import MAX_NUMBER
from kb.model import Library
from kb.parameters import Parameter
from kb.ui import components as c

TOUCHED = "_hr_touched"  # session key: the places typed in ("*": all of them, a spec loaded)
_TYPED = ("event", "set.", "options")  # the places of typed fields (the others are added items)


def touch(place: str) -> None:
    """``on_change`` of a field: its problems are shown from now on."""
    st.session_state.setdefault(TOUCHED, set()).add(place)


def touch_all() -> None:
    """A spec loaded (a file, an address): every problem of it is shown at once."""
    st.session_state[TOUCHED] = {"*"}


def after_input(problem: Problem) -> bool:
    """Whether ``problem`` is shown now: one of a field the director has typed in, or of
    an item he added (an adopted, removed or added article, the base)."""
    if not problem.place.startswith(_TYPED):
        return True
    touched = st.session_state.get(TOUCHED, set())
    return "*" in touched or any(problem.place == t or problem.place.startswith(t + ".") for t in touched)


def errors_at(problems: list[Problem], *places: str) -> None:
    for p in problems:
        if any(p.place == place or p.place.startswith(place + ".") for place in places):
            # a message may quote the spec's own words (an uploaded file): shown as text
            st.error(c.text(p.message, limit=400), icon=":material/error:")


def overrides_section(library: Library, params: list[Parameter], base: str, problems: list[Problem]) -> None:
    """Section 2: the parameters to change, one widget each with the base book's value."""
    by_id = {p.id: p for p in params}
    st.subheader("2. Valeurs modifiées")
    topics_label = {p.id: p.label for p in params}
    unknown = [pid for pid in st.session_state["hr_params"] if pid not in by_id]
    if unknown:  # from an uploaded spec: said, then left out of the form
        st.warning("Paramètres inconnus, ignorés : " + ", ".join(f"« {c.text(u)} »" for u in unknown))
        st.session_state["hr_params"] = [pid for pid in st.session_state["hr_params"] if pid in by_id]
    st.multiselect("Paramètres à modifier", list(by_id), key="hr_params", persist_state="session", format_func=lambda i: topics_label[i],
                   placeholder="ex. temps après l'appel du time")
    for pid in st.session_state["hr_params"]:
        p = by_id.get(pid)
        if p is None:
            continue
        with st.container(border=True):
            _override_widget(library, p, base)
            errors_at(problems, f"set.{place_key(pid)}")


def _override_widget(library: Library, p: Parameter, base: str) -> None:
    bv = p.values.get(base)
    base_value = None if bv is None else bv.value
    key = f"hr_val_{p.id}"
    typed = (f"set.{place_key(p.id)}",)  # the place of its problems, shown once it is typed in
    st.markdown(f"**{p.label}**")
    if bv is not None:
        st.caption(f"{library.book_name(base)} : {p.format(base_value)} — « {bv.quote} » ({bv.article})")
    else:
        st.caption(f"{library.book_name(base)} : non précisé")
    ensure_default(p, base)
    if p.type == "number":
        low, high = number_bounds(p, st.session_state[key])
        st.number_input(f"Nouvelle valeur{' (' + p.unit + ')' if p.unit else ''}", key=key, persist_state="session",
                        min_value=low, max_value=high, on_change=touch, args=typed)
    elif p.type == "enum":
        st.selectbox("Nouvelle valeur", list(p.choices), key=key, persist_state="session", format_func=lambda v: p.choices.get(v, v),
                     on_change=touch, args=typed)
    elif p.type == "bool":
        st.radio("Nouvelle valeur", [True, False], key=key, persist_state="session", format_func=lambda v: "oui" if v else "non",
                 horizontal=True, on_change=touch, args=typed)
    else:
        st.text_input("Nouvelle valeur", key=key, persist_state="session", on_change=touch, args=typed)
    if bv is None:
        arts = [a.id for a in library.by_book(base)]
        st.selectbox(
            "Sous quel article placer la règle maison",
            arts,
            key=f"hr_art_{p.id}", persist_state="session",
            index=None,
            on_change=touch, args=typed,
            format_func=lambda i: c.article_label(library.articles[i]),
            placeholder="section « Règles maison complémentaires »",
        )


def number_bounds(p: Parameter, value: int | float) -> tuple[int | float, int | float]:
    """The range a number widget offers: the parameter's own ``min``/``max`` (its data)
    within what a house rule accepts (0 to 1 000 000, a percentage at most 100), of the
    value's type (Streamlit refuses an int bound beside a float value)."""
    low = max(0, p.min) if p.min is not None else 0
    high = min(MAX_NUMBER, p.max) if p.max is not None else MAX_NUMBER
    if p.unit == "%":
        high = min(high, 100)
    # a value out of range (from an uploaded spec) stays shown, with its error beside it
    low, high = min(low, value), max(high, value)
    cast = float if isinstance(value, float) else int
    return cast(low), cast(high)


def ensure_default(p: Parameter, base: str) -> None:
    """Give an override widget its starting value (the base book's value) when it has none
    of the parameter's type."""
    bv = p.values.get(base)
    base_value = None if bv is None else bv.value
    key = f"hr_val_{p.id}"
    value = st.session_state.get(key)
    if p.type == "number":
        if not isinstance(value, int | float) or isinstance(value, bool):
            st.session_state[key] = base_value if isinstance(base_value, int | float) else 0
    elif p.type == "enum":
        options = list(p.choices)
        if value not in options:
            st.session_state[key] = base_value if base_value in options else options[0]
    elif p.type == "bool":
        if not isinstance(value, bool):
            st.session_state[key] = bool(base_value) if base_value is not None else True
    elif not isinstance(value, str):
        st.session_state[key] = str(base_value or "")
