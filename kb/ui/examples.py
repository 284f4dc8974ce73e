"""Page « Exemples et simulateur ».

- Every worked example of the books, run by the engine under its book's rules, with its
  status (conforme / erratum du livre / désaccord), filterable by book and status. URL of
  one example: ``/exemples?example=tda-47-ex3a``.
- The simulator: blinds, antes, stacks, the actions so far and what the player did (chips
  and/or words) → the ruling under each book side by side, with the deciding article.
  The situation is kept in the URL (``?situation=…``) so that a ruling can be shared.
"""

from __future__ import annotations

from typing import Any

import streamlit as st

from kb.engine.chips import ACTION_FR
from kb.engine.examples import evaluate_situation
from kb.engine.rules import RuleSet
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.ui import components as c
from kb.ui.examples_view import STATUS_FR, render_example_result
from kb.ui.state import knowledge

ANTE_FORMATS = {"none": "pas d'ante", "bb": "ante grosse blinde (BBA)", "button": "ante au bouton", "classic": "ante classique (chacun)"}

PAGE_SIZE = 25  # examples rendered at a time

POKERKIT_FR = {"agree": "d'accord", "disagree": "en désaccord (différence connue)", "n/a": "non vérifié"}

DEFAULTS = {
    "sim_sb": 1000,
    "sim_bb": 2000,
    "sim_ante": 0,
    "sim_ante_fmt": "none",
    "sim_players": "SB:50000 BB:50000 A:50000 B:50000",
    "sim_chips": "",
    "sim_actions": "A raise 5000",
    "sim_player": "B",
    "sim_pushed": "5000 1000",
    "sim_says": "",
}


def situation_text(
    sb: int, bb: int, ante: int, ante_fmt: str, players: str, chips: str, actions: str, player: str, pushed: str, says: str
) -> str:
    """The situation in the engine's format (``kb.engine.situation``) from the form."""
    lines = [f"blinds {sb}/{bb}"]
    if ante and ante_fmt != "none":
        lines.append(f"ante {ante} {ante_fmt}")
    lines.append("players " + " ".join(players.split()))
    if chips.strip():
        lines.append("chips " + " ".join(chips.split()))
    lines += [ln.strip() for ln in actions.splitlines() if ln.strip()]
    question = f"? {player}"
    if pushed.strip():
        question += " chips " + " ".join(pushed.replace("+", " ").split())
    if says.strip():
        question += ' says "' + says.strip().replace('"', "") + '"'
    lines.append(question)
    return "\n".join(lines) + "\n"


# A form field restored from a shared situation never takes a number longer than this
# (the engine refuses such amounts anyway, with its own message under each book).
MAX_DIGITS = 12


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() and len(word) <= MAX_DIGITS else None


def fields_from_situation(raw: str) -> dict[str, Any]:
    r"""The simulator's form fields from a situation in the engine's format (a shared
    ``?situation=`` link): the inverse of ``situation_text`` for what it writes; a line
    it does not recognise stays an action line.

    >>> fields_from_situation("blinds 100/200\nplayers A:5000 B:5000\nA raise 600\n? B chips 1000\n")["sim_bb"]
    200
    """
    fields: dict[str, Any] = {"sim_chips": "", "sim_pushed": "", "sim_says": "", "sim_ante": 0, "sim_ante_fmt": "none"}
    actions: list[str] = []
    for line in raw.splitlines()[:200]:
        words = line.split()
        head = words[0].lower() if words else ""
        if head == "blinds" and len(words) == 2 and "/" in words[1]:
            sb, _, bb = words[1].partition("/")
            if _number(sb) is not None and _number(bb):
                fields["sim_sb"], fields["sim_bb"] = _number(sb), _number(bb)
        elif head == "ante" and len(words) >= 2 and _number(words[1]) is not None:
            fields["sim_ante"] = _number(words[1])
            fields["sim_ante_fmt"] = words[2] if len(words) > 2 and words[2] in ANTE_FORMATS else "classic"
        elif head in ("players", "chips"):
            fields[f"sim_{head}"] = " ".join(words[1:])
        elif head == "?" and len(words) >= 2:
            fields["sim_player"] = words[1]
            rest = line.split(None, 2)[2] if len(words) > 2 else ""
            chips, _, says = rest.partition("says")
            fields["sim_pushed"] = " ".join(chips.split()[1:]) if chips.split()[:1] == ["chips"] else ""
            fields["sim_says"] = says.strip().strip('"')
        elif words:
            actions.append(line.strip())
    fields["sim_actions"] = "\n".join(actions)
    return fields


def rulings(kb: KnowledgeBase, text: str, books: list[str]) -> dict[str, dict[str, Any] | str]:
    """The engine's answer under each book's rules, read from the built parameters (or the
    error message for that book)."""
    out: dict[str, dict[str, Any] | str] = {}
    names = kb.book_names()
    for b in books:
        try:
            out[b] = evaluate_situation(text, RuleSet.from_parameters(b, kb.parameters, name=names[b]))
        except KBError as exc:
            out[b] = str(exc)
    return out


def describe(result: dict[str, Any]) -> str:
    """A ruling (or the legal options) in French."""
    if "action" in result:
        what = ACTION_FR.get(result["action"], result["action"])
        if result["action"] in ("raise", "bet", "call"):
            what += f" — total {result['to']}"
        if result.get("all_in"):
            what += " (tapis)"
        if result.get("complete"):
            what += f" — compléter de {result['complete']}"
        if result.get("returned"):
            what += f" — {result['returned']} rendus"
        if result.get("discretion"):
            what += " — décision du directeur"
        return what
    if "to_call" in result:
        parts = [f"à suivre : {result['to_call']}" if result["to_call"] else "peut checker"]
        if result.get("can_raise"):
            parts.append(f"relance minimum à {result['min_raise_to']} (maximum {result['max_raise_to']})")
        else:
            parts.append("ne peut pas relancer")
        if result.get("reopen_blocked"):
            parts.append("les enchères ne sont pas rouvertes pour lui")
        return " · ".join(parts)
    if "pots" in result:
        return "pots : " + ", ".join(str(p) for p in result["pots"])
    return str(result)


def page() -> None:
    kb = knowledge()
    st.title("Exemples et simulateur")
    tab_sim, tab_ex = st.tabs(
        ["Simulateur", "Exemples des règlements"],
        default="Exemples des règlements" if st.query_params.get("example") else "Simulateur",
    )
    with tab_sim:
        _simulator(kb)
    with tab_ex:
        _examples(kb)


def _simulator(kb: KnowledgeBase) -> None:
    params = st.query_params
    shared = params.get("situation")
    if "sim_sb" not in st.session_state or (shared and shared != st.session_state.get("sim_raw")):
        # first visit, or a shared link: the form shows the link's situation, not the defaults
        st.session_state.update(DEFAULTS)
        if shared:
            st.session_state.update(fields_from_situation(shared))
            st.session_state["sim_raw"] = shared
    st.caption(
        "Décrivez le coup : blindes, tapis, actions déjà faites, puis ce que le joueur a fait "
        "(jetons poussés et/ou annonce). Le moteur donne la décision de chaque règlement."
    )
    raw = st.session_state.get("sim_raw")
    with st.form("simulator"):
        c1, c2, c3, c4 = st.columns(4)
        sb = c1.number_input("Petite blinde", min_value=0, step=25, key="sim_sb", persist_state="session")
        bb = c2.number_input("Grosse blinde", min_value=1, step=50, key="sim_bb", persist_state="session")
        ante = c3.number_input("Ante", min_value=0, step=25, key="sim_ante", persist_state="session")
        ante_fmt = c4.selectbox(
            "Format d'ante", list(ANTE_FORMATS), format_func=lambda f: ANTE_FORMATS[f], key="sim_ante_fmt", persist_state="session"
        )
        players = st.text_input(
            "Joueurs et tapis (dans l'ordre à partir de la petite blinde ; le dernier a le bouton)", key="sim_players", persist_state="session"
        )
        chips = st.text_input("Valeurs des jetons en jeu (facultatif, ex. 25 100 500 1000 5000)", key="sim_chips", persist_state="session")
        actions = st.text_area(
            "Actions déjà faites (une par ligne : A raise 5000, B call, C fold, flop, A bet 3000, B allin)",
            key="sim_actions", persist_state="session",
            height=100,
        )
        d1, d2, d3 = st.columns([1, 2, 2])
        player = d1.text_input("Joueur", key="sim_player", persist_state="session")
        pushed = d2.text_input("Jetons poussés (ex. 5000 1000 ou 1000x2)", key="sim_pushed", persist_state="session")
        says = d3.text_input("Annonce (ex. « call », « relance », « tapis », « 8000 »)", key="sim_says", persist_state="session")
        submitted = st.form_submit_button("Décider", type="primary")
    if submitted:
        raw = situation_text(
            int(sb), int(bb), int(ante), str(ante_fmt), players, chips, actions, player, pushed, says
        )
        st.session_state["sim_raw"] = raw
        params["situation"] = raw
    if not raw:
        return
    with st.expander("Situation (format du moteur, aussi utilisable avec `kb rule`)"):
        st.code(raw, language=None)
    _show_rulings(kb, raw)


def _show_rulings(kb: KnowledgeBase, raw: str) -> None:
    """The ruling of every book of the library, side by side, with its deciding article."""
    library = kb.library
    books = list(library.books)
    results = rulings(kb, raw, books)
    st.subheader("Décision de chaque règlement")
    cells = c.grid(len(books))
    for cell, b in zip(cells, books, strict=True):
        res = results[b]
        with cell, st.container(border=True):
            st.markdown(c.badge_html(library, b), unsafe_allow_html=True)
            if isinstance(res, str):  # the engine's message quotes the user's words: as text
                st.error(c.text(res, limit=400))
                continue
            st.markdown(f"**{describe(res)}**")
            if res.get("reason"):
                st.caption(c.text(res["reason"], limit=600))
            art = res.get("article")
            if art and art in library.articles:
                c.link_article(library, art, icon=":material/article:")
            elif "action" in res:
                st.caption("article décisif non renseigné pour ce règlement")


def _examples(kb: KnowledgeBase) -> None:
    library = kb.library
    try:
        results = kb.example_results
    except KBError as exc:  # a results file that cannot be rebuilt: say what is wrong
        st.error(f"Exemples illisibles : {exc}")
        return
    wanted = st.query_params.get("example")
    if wanted:
        chosen = [r for r in results if r.id == wanted]
        if chosen:
            st.query_params["example"] = wanted  # a link to this same page may leave the address without it
            st.subheader("Exemple demandé")
            with st.container(border=True):
                render_example_result(library, chosen[0], show_article=True)
        else:
            st.warning(f"Exemple inconnu : « {c.text(wanted)} ». Voici la liste des exemples des règlements.")
    counts = {s: sum(1 for r in results if r.status == s) for s in STATUS_FR}
    st.caption(" · ".join(f"{STATUS_FR[s]} : {n}" for s, n in counts.items()) + f" · total {len(results)}")
    f1, f2, f3 = st.columns(3)
    books = f1.multiselect(
        "Règlements", sorted({r.book for r in results}), format_func=lambda b: c.book_short(library, b), placeholder="tous"
    )
    statuses = f2.multiselect("Statut", list(STATUS_FR), format_func=lambda s: STATUS_FR[s], placeholder="tous")
    oracle = f3.multiselect("PokerKit", list(POKERKIT_FR), format_func=lambda s: POKERKIT_FR[s], placeholder="tous")
    shown = [
        r for r in results
        if (not books or r.book in books) and (not statuses or r.status in statuses)
        and (not oracle or r.pokerkit in oracle)
    ]
    st.caption(f"{len(shown)} exemple(s)")
    # a page of examples at a time: rendering all of them made every rerun of the page slow
    limit = st.session_state.get("ex_limit", PAGE_SIZE)
    for r in shown[:limit]:
        with st.container(border=True):
            render_example_result(library, r, show_article=True)
            c.link_page("examples", "Lien vers cet exemple", icon=":material/link:", example=r.id)
    if len(shown) > limit and st.button(f"Afficher {min(PAGE_SIZE, len(shown) - limit)} exemples de plus", key="ex_more"):
        st.session_state["ex_limit"] = limit + PAGE_SIZE
        st.rerun()
