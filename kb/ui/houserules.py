"""Page « Règlement maison »: the house-rules builder.

A base book, the event, parameter overrides through widgets typed from the parameters data
(number / choice / yes-no / text) with the base value next to each, adopted / removed /
added articles, a live preview, downloads (PDF, HTML, Markdown, DOCX and the spec TOML),
and an upload of a spec to continue editing it. The spec is checked with the same code as
``kb house-rules`` (``kb.houserules``); each problem is shown once, next to its field, once
the director has typed in it (``kb.ui.houserules_values.after_input``); the document's
section lists what is left to fill. The whole spec lives in the address (``?spec=…``,
``kb.ui.houserules_address``): a reload or a shared link restores it.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Callable
from dataclasses import asdict, fields

import streamlit as st

from kb.errors import KBError
from kb.houserules import RENDERERS, check_spec_text, render
from kb.houserules.spec import (
    Addition,
    Adoption,
    Event,
    Options,
    Override,
    Problem,
    Removal,
    Spec,
    dump_spec,
    parse_spec_text,
    validate_spec,
)
from kb.model import Library
from kb.parameters import Parameter
from kb.ui import components as c
from kb.ui.houserules_address import SPEC_PARAM, decode, encode
from kb.ui.houserules_labels import download_name, offline_html, place_label
from kb.ui.houserules_values import (
    after_input,
    ensure_default,
    errors_at,
    overrides_section,
    touch,
    touch_all,
)
from kb.ui.state import knowledge


def bases(library: Library) -> list[str]:
    """The books a house-rules document may start from: tournament books first (a club's
    tournament usually starts from one), then the others, each in the manifest's order."""
    return sorted(library.books, key=lambda b: library.books[b].meta.kind != "tournament")


def _keyed(part: Event | Options) -> dict[str, object]:
    """The widgets' keys and values of the event's or the options' fields (``hr_name``…)."""
    return {f"hr_{key}": value for key, value in asdict(part).items()}


def _init_state(library: Library) -> None:
    if "hr_base" in st.session_state:
        return
    st.session_state.update(
        {
            "hr_base": bases(library)[0],
            **_keyed(Event()),
            **_keyed(Options()),
            "hr_params": [],
            "hr_adopt": [],
            "hr_remove": [],
            "hr_add": [],
        }
    )


def load_spec_into_state(spec: Spec, library: Library) -> list[str]:
    """Fill the builder's widgets from a spec (an uploaded file); returns what could not be
    kept, in French (an unknown base book is replaced by the first base, never silently)."""
    ss = st.session_state
    notes = []
    if spec.base not in library.books:
        notes.append(f"règlement de base inconnu « {c.text(spec.base)} » : remplacé par {library.book_name(bases(library)[0])}")
    ss["hr_base"] = spec.base if spec.base in library.books else bases(library)[0]
    ss.update({**_keyed(spec.event), **_keyed(spec.options)})
    ss["hr_params"] = [ov.parameter for ov in spec.set]
    for ov in spec.set:
        ss[f"hr_val_{ov.parameter}"] = ov.value
        ss[f"hr_art_{ov.parameter}"] = ov.article
    ss["hr_adopt"] = [{"article": a.article, "replaces": a.replaces, "after": a.after} for a in spec.adopt]
    ss["hr_remove"] = [r.article for r in spec.remove]
    ss["hr_reasons"] = {r.article: r.reason for r in spec.remove}
    ss["hr_add"] = [{"title": a.title, "text": a.text, "after": a.after, "number": a.number} for a in spec.add]
    touch_all()
    return notes


def current_spec(params: dict[str, Parameter]) -> Spec:
    """The spec described by the builder's widgets."""
    ss = st.session_state
    overrides = []
    for pid in ss["hr_params"]:
        if pid not in params:
            continue
        value = ss.get(f"hr_val_{pid}")
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        overrides.append(Override(pid, value, ss.get(f"hr_art_{pid}") or None))
    reasons = ss.get("hr_reasons", {})
    return Spec(
        base=ss["hr_base"],
        event=Event(**{f.name: ss[f"hr_{f.name}"] for f in fields(Event)}),
        options=Options(**{f.name: ss[f"hr_{f.name}"] for f in fields(Options)}),
        set=overrides,
        adopt=[Adoption(a["article"], a.get("replaces") or None, a.get("after") or None) for a in ss["hr_adopt"]],
        remove=[Removal(r, reasons.get(r, "")) for r in ss["hr_remove"]],
        add=[Addition(a["title"], a["text"], a["after"], a.get("number", "")) for a in ss["hr_add"]],
    )


def check(spec: Spec, library: Library, params: list[Parameter]) -> tuple[str, list[Problem]]:
    """The spec's TOML and every problem of it (shape and content), as ``kb house-rules``."""
    text = dump_spec(spec)
    parsed, problems = parse_spec_text(text)
    if not any(p.place == "" for p in problems):
        problems += validate_spec(parsed, library, params)
    return text, problems


@st.cache_data(show_spinner=False, max_entries=16)
def _render(spec_text: str, fmt: str) -> bytes:
    """The document of a valid spec in one format (``pdf``, ``html``, ``markdown``, ``docx``)."""
    kb = knowledge()
    library, params = kb.library, kb.parameters
    return render(check_spec_text(spec_text, library, params), library, params, fmt)


def _deferred(spec_text: str, fmt: str) -> Callable[[], bytes]:
    """The document, rendered only when its download button is clicked."""

    def make() -> bytes:
        return _render(spec_text, fmt)

    return make


def page() -> None:
    kb = knowledge()
    library = kb.library
    st.title("Règlement maison")
    try:
        params = kb.parameters
        c.value_warnings(kb.value_warnings)
    except KBError as exc:  # inconsistent data files: say what is wrong
        st.error(f"Paramètres illisibles : {exc}")
        return
    by_id = {p.id: p for p in params}
    _init_state(kb.library)
    spec_from_address(kb.library)
    base_from_address(kb.library)
    st.caption(
        "Partez d'un règlement, changez quelques valeurs, adoptez un article d'un autre règlement : "
        "le document montre clairement ce qui diffère du règlement de base."
    )
    _upload(kb.library)

    # the problems of the form's state are shown next to the fields
    for pid in st.session_state["hr_params"]:
        if pid in by_id:
            ensure_default(by_id[pid], st.session_state["hr_base"])
    spec = current_spec(by_id)
    problems = [p for p in check(spec, library, params)[1] if after_input(p)]

    _base_and_event(library, problems)
    base = st.session_state["hr_base"]
    overrides_section(library, params, base, problems)

    st.subheader("3. Articles adoptés, supprimés, ajoutés")
    _adopt_editor(library, base, problems)
    _remove_editor(library, base, problems)
    _add_editor(library, base, problems)

    # the final state of the form
    spec = current_spec(by_id)
    spec_text, problems = check(spec, library, params)
    _document(spec_text, problems, by_id)
    keep_in_address(spec_text, dump_spec(Spec(base=spec.base)))


def spec_from_address(library: Library) -> None:
    """The spec of the address (``?spec=…``, a reload or a shared link) fills the builder
    when the address changes; an unreadable one is said, and the form keeps its values."""
    token = st.query_params.get(SPEC_PARAM, "")
    if not token or st.session_state.get("_hr_spec_from") == token:
        return
    st.session_state["_hr_spec_from"] = token
    try:
        spec, problems = parse_spec_text(decode(token))
    except KBError as exc:
        st.warning(f"Règlement maison du lien : {exc}.", icon=":material/link_off:")
        return
    if any(p.place == "" for p in problems):
        st.warning("Règlement maison du lien illisible : " + " ; ".join(c.text(p.message, limit=200) for p in problems),
                   icon=":material/link_off:")
        return
    st.session_state["_hr_notes"] = load_spec_into_state(spec, library)
    st.session_state["_hr_base_from"] = st.session_state["hr_base"]


def keep_in_address(spec_text: str, untouched: str) -> None:
    """The spec written into the address (nothing when it is still the untouched form's
    ``untouched``), so that a reload or a shared link restores it."""
    token = encode(spec_text) if spec_text != untouched else ""
    if token and st.query_params.get(SPEC_PARAM) != token:
        st.query_params[SPEC_PARAM] = token
    elif not token and SPEC_PARAM in st.query_params:
        del st.query_params[SPEC_PARAM]
    st.session_state["_hr_spec_from"] = token


def base_from_address(library: Library) -> None:
    """The base book named in the address (``/regles-maison?base=tda``) becomes the
    builder's base when the address changes (a shared link, a reload); an unknown book is
    said, with the books there are, never replaced silently."""
    wanted = st.query_params.get("base", "").strip().lower()
    if not wanted or st.session_state.get("_hr_base_from") == wanted:
        return
    st.session_state["_hr_base_from"] = wanted
    if wanted in library.books:
        st.session_state["hr_base"] = wanted
        return
    known = ", ".join(f"{library.books[b].meta.short} ({b})" for b in bases(library))
    st.warning(f"Règlement de base inconnu : « {c.text(wanted)} ». Les règlements : {known}.",
               icon=":material/search_off:")


def _base_and_event(library: Library, problems: list[Problem]) -> None:
    """Section 1: the base book, the event's title page and the document's options."""
    st.subheader("1. Base et événement")
    base = st.selectbox("Règlement de base", bases(library), key="hr_base", persist_state="session",
                        format_func=lambda b: library.books[b].meta.title)
    st.query_params["base"] = base  # the address names the base, so that a link restores it
    st.session_state["_hr_base_from"] = base
    errors_at(problems, "base")
    cols = st.columns(2)
    cols[0].text_input("Nom de l'événement (obligatoire)", key="hr_name", persist_state="session",
                       placeholder="ex. Tournoi du jeudi", on_change=touch, args=("event.name",))
    with cols[0]:
        errors_at(problems, "event.name", "event")
    cols[1].text_input("Organisateur", key="hr_organiser", persist_state="session", on_change=touch, args=("event.organiser",))
    cols3 = st.columns(3)
    cols3[0].text_input("Date", key="hr_date", persist_state="session", placeholder=f"ex. {_dt.date.today().isoformat()}",
                        on_change=touch, args=("event.date",))
    cols3[1].text_input("Lieu", key="hr_location", persist_state="session", on_change=touch, args=("event.location",))
    cols3[2].text_input("Contact", key="hr_contact", persist_state="session", on_change=touch, args=("event.contact",))
    for place in ("organiser", "date", "location", "contact"):
        errors_at(problems, f"event.{place}")
    cols = st.columns(2)
    cols[0].toggle("Tout le règlement (sinon seulement les articles modifiés)", key="hr_full_text", persist_state="session")
    cols[1].toggle("Reproduire les exemples chiffrés", key="hr_examples", persist_state="session")


# The documents offered for download, in this order (labels and types: the renderers' registry).
DOWNLOADS = ("pdf", "html", "markdown", "docx")


def _document(spec_text: str, problems: list[Problem], by_id: dict[str, Parameter]) -> None:
    """Section 4: the problems left, the spec's TOML, the documents and a preview."""
    st.subheader("4. Document")
    _left_to_do(problems, by_id)
    ss = st.session_state
    st.download_button(
        "Enregistrer ces choix (fichier à reprendre plus tard)", spec_text,
        file_name=download_name(ss["hr_name"], ss["hr_date"], "toml"), mime="application/toml",
        icon=":material/save:", on_click="ignore",
    )
    if problems:
        return
    dl_cols = st.columns(len(DOWNLOADS))
    for col, fmt in zip(dl_cols, DOWNLOADS, strict=True):
        renderer = RENDERERS[fmt]
        with col:
            st.download_button(
                renderer.label,
                _deferred(spec_text, fmt),
                file_name=download_name(ss["hr_name"], ss["hr_date"], renderer.extensions[0]),
                mime=renderer.media_type,
                key=f"hr_dl_{fmt}",
                icon=":material/download:",
                on_click="ignore",
            )
    st.markdown("**Aperçu**")
    # our own renderer's output (user text escaped by kb.houserules.html), in an iframe so that
    # its stylesheet does not leak into the app
    st.iframe(offline_html(_render(spec_text, "html").decode("utf-8")), height=700)


# The places a problem is shown next to (the others are said in the document's section).
FIELD_PLACES = re.compile(r"^(?:base|event(?:\.\w+)?|set\..+|(?:adopt|remove|add)\[\d+\].*)$")


def _left_to_do(problems: list[Problem], by_id: dict[str, Parameter]) -> None:
    """What stands between the form and the document, each problem said once: those shown
    next to their field named only, those of a field not yet typed in as what is left to
    fill, any other one with its message."""
    shown = [p for p in problems if after_input(p)]
    beside = list(dict.fromkeys(place_label(p.place, by_id) for p in shown if FIELD_PLACES.match(p.place)))
    if beside:
        st.error(f"À corriger ci-dessus avant de produire le document : {', '.join(beside)}.", icon=":material/error:")
    for p in shown:
        if not FIELD_PLACES.match(p.place):
            st.error(f"**{place_label(p.place, by_id)}** : {c.text(p.message, limit=400)}", icon=":material/error:")
    waiting = list(dict.fromkeys(place_label(p.place, by_id) for p in problems if not after_input(p)))
    if waiting:
        st.info(f"À remplir pour produire le document : {', '.join(waiting)}.", icon=":material/edit:")


def _upload(library: Library) -> None:
    with st.expander("Reprendre une spécification (fichier .toml)"):
        up = st.file_uploader("Fichier enregistré depuis cette page (.toml)", type=["toml"], key="hr_upload")
        notes = st.session_state.get("_hr_notes")
        if notes:
            st.warning("Repris avec des changements : " + " ; ".join(notes))
        if up is None:
            return
        marker = f"{up.name}:{up.size}"
        if st.session_state.get("_hr_loaded") == marker:
            return
        name = c.text(up.name, limit=80)
        try:
            text = up.getvalue().decode("utf-8")
        except UnicodeDecodeError:
            st.error(f"« {name} » n'est pas du texte UTF-8.")
            return
        spec, problems = parse_spec_text(text)
        if any(p.place == "" for p in problems):
            for p in problems:
                st.error(f"« {name} » : {c.text(p.message, limit=400)}")
            return
        st.session_state["_hr_notes"] = load_spec_into_state(spec, library)
        st.session_state["_hr_loaded"] = marker
        st.rerun()


def _article_choice(library: Library, ids: list[str]) -> dict[str, str]:
    return {i: c.article_label(library.articles[i], with_book=library) for i in ids}


def _adopt_editor(library: Library, base: str, problems: list[Problem]) -> None:
    ss = st.session_state
    st.markdown("**Adopter un article d'un autre règlement**")
    def label(aid: str | None) -> str:
        a = library.articles.get(aid or "")
        return c.article_label(a, with_book=library) if a else str(aid)

    for i, ad in enumerate(list(ss["hr_adopt"])):
        where = f"remplace {label(ad['replaces'])}" if ad.get("replaces") else f"après {label(ad.get('after'))}"
        cols = st.columns([5, 1])
        cols[0].markdown(f"**{c.text(label(ad['article']))}** — {c.text(where)}")
        if cols[1].button("Retirer", key=f"hr_adopt_del_{i}"):
            ss["hr_adopt"].pop(i)
            st.rerun()
        errors_at(problems, f"adopt[{i}]")
    others = [a.id for a in library.all_articles() if a.book != base and a.text.strip()]
    base_ids = [a.id for a in library.by_book(base)]
    labels = _article_choice(library, others + base_ids)
    with st.form("hr_adopt_form", clear_on_submit=True):
        art = st.selectbox("Article à adopter", others, format_func=lambda i: labels[i], index=None, placeholder="choisir")
        mode = st.radio("Place", ["remplace", "après"], horizontal=True)
        target = st.selectbox("Article du règlement de base", base_ids, format_func=lambda i: labels[i], index=None, placeholder="choisir")
        if st.form_submit_button("Adopter") and art and target:
            entry = {"article": art, "replaces": target if mode == "remplace" else None,
                     "after": target if mode == "après" else None}
            ss["hr_adopt"] = [*ss["hr_adopt"], entry]
            st.rerun()


def _remove_editor(library: Library, base: str, problems: list[Problem]) -> None:
    base_ids = [a.id for a in library.by_book(base)]
    ss = st.session_state
    ss["hr_remove"] = [r for r in ss["hr_remove"] if r in base_ids]
    st.multiselect("Supprimer des articles du règlement de base", base_ids, key="hr_remove", persist_state="session",
                   format_func=lambda i: c.article_label(library.articles[i]), placeholder="aucun")
    for i in range(len(ss["hr_remove"])):
        errors_at(problems, f"remove[{i}]")


def _add_editor(library: Library, base: str, problems: list[Problem]) -> None:
    ss = st.session_state
    st.markdown("**Ajouter un article maison**")
    for i, add in enumerate(list(ss["hr_add"])):
        cols = st.columns([5, 1])
        after_art = library.articles.get(add["after"])
        after_label = c.article_label(after_art) if after_art else add["after"]
        head = " ".join(filter(None, (add.get("number"), add["title"])))
        cols[0].markdown(f"**{c.text(head)}** — après {c.text(after_label)}")
        if cols[1].button("Retirer", key=f"hr_add_del_{i}"):
            ss["hr_add"].pop(i)
            st.rerun()
        errors_at(problems, f"add[{i}]")
    base_ids = [a.id for a in library.by_book(base)]
    with st.form("hr_add_form", clear_on_submit=True):
        title = st.text_input("Titre")
        number = st.text_input("Numéro (facultatif, ex. 1.3 bis)")
        after = st.selectbox("Placé après", base_ids, format_func=lambda i: c.article_label(library.articles[i]),
                             index=None, placeholder="choisir")
        text = st.text_area("Texte (Markdown)")
        if st.form_submit_button("Ajouter") and title.strip() and text.strip() and after:
            ss["hr_add"] = [*ss["hr_add"], {"title": title.strip(), "text": text.strip(), "after": after,
                                            "number": number.strip()}]
            st.rerun()
