"""The simulator of « Exemples et simulateur »: a situation told in words or in the form,
then the decision of every book side by side, each sentence with its deciding article.

The form's state lives in the address (``?situation=…``, the engine's line format): a
shared link opens the form filled and the decision shown. An error the engine finds is
shown once, under the field the user typed it in, in his words (``kb.ui.simulator_form``).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

import streamlit as st

from kb.engine.director import BookRuling, rule_for_situation
from kb.engine.phrasing import NNBSP, article_citation, sentences
from kb.engine.phrasing import quote as deciding_quote
from kb.engine.situation import parse_situation
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.quotes import in_previous_edition
from kb.ui import components as c
from kb.ui.simulator_form import (
    ANTE_FORMATS,
    CIRCUMSTANCES,
    DEFAULTS,
    LABELS,
    QUESTIONS,
    TABLE_DETAILS,
    field_error,
    fields_from_situation,
    situation_origin,
    situation_text,
)
from kb.ui.state import knowledge

ACTIONS_HELP = (
    "Une action par ligne, avec les mots de la table : « A relance à 600 », « B suit », « C se couche », "
    "« A mise 1 200 », « B fait tapis », « A parole » ; « flop », « turn », « river » pour passer au tour suivant. "
    "Montant = total du joueur dans le tour (« 1 200 », « 1,2k »)."
)


def rulings(kb: KnowledgeBase, text: str) -> list[BookRuling]:
    """The answer of every book of the library to the situation — the edition in use of
    each (KBError: impossible under every book, the same error once)."""
    return rule_for_situation(text, rulesets=kb.rulesets())


def _fields() -> dict[str, Any]:
    return {k: st.session_state.get(k, v) for k, v in DEFAULTS.items()}


def _decide() -> None:
    """« Statuer »: the situation from the form, checked once before any book is asked."""
    typed = _fields()
    text, origin = situation_text(typed)
    st.session_state["sim_errors"] = {}
    try:
        parse_situation(text)
        rulings(knowledge(), text)  # impossible under every book: said once, under its field
    except KBError as exc:
        key, message = field_error(str(exc), origin, typed)
        st.session_state["sim_errors"] = {key or "form": message}
        return
    st.session_state["sim_raw"] = text
    st.session_state["sim_origin"] = origin
    st.session_state["sim_decisions"] = st.session_state.get("sim_decisions", 0) + 1
    st.session_state["sim_scroll"] = True
    st.query_params["situation"] = text


def _fill_from_description() -> None:
    """« Lire et trancher »: the description read into a situation (spaCy's French
    pipeline), what was understood and the questions asked back."""
    # kb.engine.description loads spaCy (1-4 s): only when the director asks for it
    from kb.engine.description import read_description

    text = st.session_state.get("sim_text", "")
    st.session_state["sim_read"] = {"understood": [], "questions": [], "error": ""}
    try:
        got = read_description(text)
    except KBError as exc:
        st.session_state["sim_read"]["error"] = str(exc)
        return
    st.session_state["sim_read"] = {"understood": list(got.understood), "questions": list(got.questions), "error": ""}
    if got.situation:
        st.session_state.update(DEFAULTS)
        st.session_state.update(fields_from_situation(got.situation))
        st.session_state["sim_errors"] = {}
        _decide()


def _restore_from_address() -> None:
    shared = st.query_params.get("situation")
    if "sim_sb" not in st.session_state or (shared and shared != st.session_state.get("sim_raw")):
        # first visit, or a shared link: the form shows the link's situation, not the defaults
        st.session_state.update(DEFAULTS)
        st.session_state["sim_errors"] = {}
        if shared:
            st.session_state.update(fields_from_situation(shared))
            st.session_state["sim_raw"] = shared
            # an engine message names a line of the link, not of the form's text
            st.session_state["sim_origin"] = situation_origin(shared)


def _error_under(key: str) -> None:
    message = st.session_state.get("sim_errors", {}).get(key)
    if message:
        st.error(c.text(message, limit=600), icon=":material/error:")


def simulator(kb: KnowledgeBase) -> None:
    _restore_from_address()
    _describe_box()
    st.radio("Question", list(QUESTIONS), format_func=QUESTIONS.__getitem__, key="sim_question", persist_state="session", horizontal=True)
    _form()
    raw = st.session_state.get("sim_raw")
    if raw and not st.session_state.get("sim_errors"):
        _show_rulings(kb, raw)


def _describe_box() -> None:
    # a form: the text goes with the click, one run (a text box alone runs the page once
    # more when it loses focus, before the click is seen)
    with st.form("sim_describe", border=False):
        st.text_area(
            "Décrivez la situation",
            key="sim_text", height=80,
            placeholder="Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire C ?",
            help="En phrases ou en notes de table (« 100-200, UTG raise 600, B shove 800, C ? min ») : "
            "le formulaire ci-dessous est rempli avec ce qui a été compris.",
        )
        st.form_submit_button("Lire et trancher", on_click=_fill_from_description, icon=":material/edit_note:")
    read = st.session_state.get("sim_read")
    if not read:
        return
    if read["error"]:
        st.error(c.text(read["error"], limit=600))
    if read["understood"]:
        st.info("**Compris :**\n\n" + "\n".join(f"- {_md(u)}" for u in read["understood"]))
    if read["questions"]:
        st.warning("**À préciser avant de statuer :**\n\n" + "\n".join(f"- {_md(q)}" for q in read["questions"]))


def _form() -> None:
    asked = st.session_state.get("sim_question", "ruling")
    with st.form("simulator"):
        c1, c2, c3, c4 = st.columns(4)
        c1.number_input(LABELS["sim_sb"], min_value=0, step=25, key="sim_sb", persist_state="session")
        c2.number_input(LABELS["sim_bb"], min_value=1, step=50, key="sim_bb", persist_state="session")
        c3.number_input(LABELS["sim_ante"], min_value=0, step=25, key="sim_ante", persist_state="session")
        c4.selectbox("Format d'ante", list(ANTE_FORMATS), format_func=ANTE_FORMATS.__getitem__, key="sim_ante_fmt", persist_state="session")
        _error_under("sim_bb")
        _error_under("sim_ante")
        st.text_input(f"{LABELS['sim_players']} (dans l'ordre à partir de la petite blinde ; le dernier a le bouton)",
                      key="sim_players", persist_state="session", help="Ex. « SB:5000 BB:5000 A:3000 B:12000 » : nom:tapis, séparés par des espaces.")
        _error_under("sim_players")
        st.text_input(f"{LABELS['sim_chips']} en jeu (facultatif, ex. 25 100 500 1000 5000)", key="sim_chips", persist_state="session")
        _error_under("sim_chips")
        st.text_area(f"{LABELS['sim_actions']} (une par ligne : A relance à 600, B suit, C se couche, flop, A mise 1 200)",
                     key="sim_actions", persist_state="session", height=110, help=ACTIONS_HELP)
        _error_under("sim_actions")
        if asked == "pots":
            st.caption("Les pots une fois les actions terminées (les jetons non suivis sont rendus).")
        elif asked == "correction":
            st.caption("Écrivez la mise insuffisante dans les actions avec « under » (ex. « under B relance à 1000 ») : "
                       "chaque règlement dit s'il faut la corriger, maintenant que toute la table l'a vue.")
        elif asked in TABLE_DETAILS:
            label, helped = TABLE_DETAILS[asked]
            st.text_input(f"{LABELS['sim_detail']} : {label}", key="sim_detail", persist_state="session", help=helped)
            st.caption(helped)
            _error_under("sim_player")
        else:
            _question_fields(asked)
        _error_under("form")
        st.form_submit_button("Statuer", type="primary", on_click=_decide, icon=":material/gavel:")


def _question_fields(asked: str) -> None:
    """The player the question is about, and what he did (« Que vaut son geste ? ») or the
    chips found behind his all-in."""
    d1, d2, d3 = st.columns([1, 2, 2]) if asked in ("ruling", "found") else (st.container(), None, None)
    d1.text_input(LABELS["sim_player"], key="sim_player", persist_state="session", help="Le joueur dont on parle (majuscules indifférentes).")
    if asked == "found" and d2 is not None:
        d2.text_input(f"{LABELS['sim_found']} (ex. 500)", key="sim_found", persist_state="session")
    elif d2 is not None and d3 is not None:
        d2.text_input(f"{LABELS['sim_pushed']} (ex. 5000 1000 ou 1000x2)", key="sim_pushed", persist_state="session")
        d3.text_input(f"{LABELS['sim_says']} (ex. « suit », « se couche », « relance à 1 200 », « tapis », « 8000 »)", key="sim_says", persist_state="session")
        with st.expander("Circonstances (facultatif)", expanded=_has_circumstances()):
            e1, e2, e3 = st.columns([2, 1, 2])
            e1.text_input(f"{LABELS['sim_then']} (ex. 1000)", key="sim_then", persist_state="session",
                          help="Une mise poussée en plusieurs fois (string bet).")
            e2.checkbox("repris de son tapis", key="sim_then_stack", persist_state="session",
                        help="Sinon : de la même poignée de jetons.")
            e3.text_input(f"{LABELS['sim_told']} (ex. 3000)", key="sim_told", persist_state="session")
            st.pills("Ce qui s'est passé", list(CIRCUMSTANCES), format_func=CIRCUMSTANCES.__getitem__,
                     selection_mode="multi", key="sim_circumstances", persist_state="session")
    _error_under("sim_player")


def _has_circumstances() -> bool:
    ss = st.session_state
    return bool(ss.get("sim_then") or ss.get("sim_told") or ss.get("sim_circumstances"))


def _show_rulings(kb: KnowledgeBase, raw: str) -> None:
    """The answer of every book of the library, side by side, each sentence with its article."""
    library = kb.library
    try:
        results = rulings(kb, raw)
    except KBError as exc:  # impossible under every book: one message, under the field at fault
        origin = st.session_state.get("sim_origin") or situation_text(_fields())[1]
        st.error(c.text(field_error(str(exc), origin, _fields())[1], limit=600))
        return
    # the margin keeps the heading below the app's top bar once scrolled to
    st.markdown('<div id="kb-decision" style="scroll-margin-top:4rem"></div>', unsafe_allow_html=True)
    st.subheader("Décision de chaque règlement")
    c.copy_link("./exemples?situation=" + quote(raw, safe=""))
    cells = c.grid(len(results))
    for cell, r in zip(cells, results, strict=True):
        with cell, st.container(border=True):
            st.markdown(c.badge_html(library, r.book), unsafe_allow_html=True)
            _one_ruling(kb, r)
    with st.expander("Situation (format du moteur, aussi utilisable avec « kb rule »)"):
        st.code(raw, language=None)
    _scroll_to_decision()


def _one_ruling(kb: KnowledgeBase, r: BookRuling) -> None:
    library = kb.library
    if r.kind == "error":
        origin = st.session_state.get("sim_origin") or situation_text(_fields())[1]
        st.error(c.text(field_error(r.error or r.summary, origin, _fields())[1], limit=400))
        return
    lines = [_md(s.render(lambda a: article_citation(library, a))) for s in sentences(r)]
    st.markdown(f"**{lines[0]}**" + "".join(f"  \n{x}" for x in lines[1:]))
    q = deciding_quote(r)
    if q:
        st.caption(f"« {c.text(q, limit=600)} »")
    # an article only an older edition holds (a new edition with fewer articles) is read there
    older = in_previous_edition(library, r.article) if r.article else None
    target = older.id if older else r.article
    if target and target in library.articles:
        c.link_article(library, target, icon=":material/article:")


def _md(line: str) -> str:
    """An engine sentence made safe for Markdown, its thousands separators kept
    (``c.text`` drops the narrow no-break space as unprintable)."""
    return "&#8239;".join(c.text(part, limit=600) for part in line.split(NNBSP))


def _scroll_to_decision() -> None:
    """After « Statuer », the page goes to the decision (it lands below the form, off screen
    on a phone). The counter makes the script new at each decision, so it runs again."""
    if not st.session_state.pop("sim_scroll", False):
        return
    n = st.session_state.get("sim_decisions", 0)
    st.html(
        f"<script>/* decision {n} */ setTimeout(() => document.getElementById('kb-decision')"
        "?.scrollIntoView({behavior: 'smooth', block: 'start'}), 50);</script>",
        unsafe_allow_javascript=True,
    )
