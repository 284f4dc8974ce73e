"""Page « Ajouter un règlement »: a rulebook (or a new edition of one) imported from a file.

The visitor uploads a Markdown, text, Word, OpenDocument, web page (HTML) or PDF file,
names the book, and sees what the import would give before anything is written: the
detected layout (editable: each heading level's pattern and fields, or the whole profile
as TOML), the articles found and the health report. « Ajouter » writes it into the user
library (``kb.userlib.add_book``, as ``kb import`` does), then the knowledge base is rebuilt
with it (progress bar) and every page shows it. A book the user imported can be removed
here too (« Retirer »).
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path, PurePath

import streamlit as st

from kb.corpus.profile import KINDS as LEVEL_KINDS
from kb.corpus.profile import LEVEL_ON, PARENTS, Profile, profile_from_dict
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.limits import LIMITS
from kb.model import Book
from kb.ui import components as c
from kb.ui.state import knowledge
from kb.userlib.admission import admit, admitted_preview
from kb.userlib.folder import folder_name, remove_book, user_books
from kb.userlib.health import ImportHealth
from kb.userlib.preview import ImportPreview, article_label, builtin_ids

TYPES = ["md", "txt", "docx", "odt", "html", "htm", "pdf"]
SHOWN = 12  # items of a long health list shown before « … »
ON_LABELS = {"line": "toute ligne du texte", "heading": "titre Markdown (#)"}
LEVEL_KIND_LABELS = {"rule": "règle", "section": "section", "procedure": "procédure", "part": "partie",
                     "intro": "introduction", "front": "page de garde (pas d'article)",
                     "annex": "annexe (exemples de l'article qu'elle nomme)"}
PARENT_LABELS = {"number": "d'après le numéro (9.6 → 9)", "outline": "d'après le niveau du titre",
                 "part": "la dernière partie", "none": "aucun"}


@dataclass(frozen=True)
class Upload:
    """The file as uploaded: its name and bytes."""

    name: str
    data: bytes

    @property
    def marker(self) -> str:
        return f"{self.name}:{len(self.data)}"


def suggested_id(filename: str) -> str:
    """A book id from a file name: ``"Règlement Club 2026.docx"`` → ``"reglement-club-2026"``."""
    stem = unicodedata.normalize("NFKD", PurePath(filename).stem).encode("ascii", "ignore").decode().lower()
    slug = re.sub(r"[^a-z0-9]+", "-", stem).strip("-")
    return slug if slug[:1].isalpha() else f"livre-{slug}".strip("-")


def _listed(items: list[str]) -> str:
    more = f" … (+{len(items) - SHOWN})" if len(items) > SHOWN else ""
    return " · ".join(c.text(i, limit=80) for i in items[:SHOWN]) + more


def health_rows(h: ImportHealth) -> list[tuple[str, list[str]]]:
    """The health report's findings, in French: (label, items) — an empty list is good news."""
    return [
        ("Trous dans la numérotation", h.numbering_gaps),
        ("Numéros en double", h.duplicates),
        ("Lignes laissées avant le premier article", [f"ligne {n} « {t[:50]} »" for n, t in h.front_lines]),
        ("Articles vides", h.empty_articles),
        ("Renvois non résolus", [f"{a} « {raw} » (ligne {n})" for a, raw, n in h.unresolved_refs]),
        ("Lignes perdues", [str(n) for n in h.lost_lines]),
        ("Lignes retirées (numéros de page, en-têtes, menus)", [f"p. {p} « {t[:40]} »" for p, t in h.removed_lines]),
        ("Notes de bas de page laissées en bas de leur page (appel introuvable)", [f"p. {p} « {t[:40]} »" for p, t in h.untied_notes]),
    ]


# -- the layout editor --------------------------------------------------------------------


def _seed_editors(profile: Profile) -> None:
    """Put ``profile`` into the editors' widgets (before they are drawn in this run)."""
    ss = st.session_state
    ss["ab_toml"] = profile.to_toml()
    ss["_ab_nlevels"] = len(profile.levels)
    for i, lv in enumerate(profile.levels):
        ss[f"ab_lv{i}_pattern"] = lv.pattern
        ss[f"ab_lv{i}_on"] = lv.on
        ss[f"ab_lv{i}_md"] = list(lv.markdown_levels)
        ss[f"ab_lv{i}_kind"] = lv.kind
        ss[f"ab_lv{i}_numbered"] = lv.numbered
        ss[f"ab_lv{i}_parent"] = lv.parent
    ss["_ab_seeded"] = profile.to_toml()


def checked_profile(text: str) -> Profile:
    """A profile from its TOML text, checked as ``kb import --profile`` checks a file; a
    KBError in French otherwise."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise KBError(f"profil TOML illisible : {exc}") from exc
    return profile_from_dict(data, "profil de mise en page")


def _use_profile(make: Callable[[], Profile]) -> None:
    """Callback body: the profile ``make()`` returns becomes the one used, or its error is said."""
    ss = st.session_state
    try:
        ss["_ab_profile"] = make().to_toml()
        ss["_ab_profile_error"] = ""
    except KBError as exc:
        ss["_ab_profile_error"] = str(exc)


def _apply_levels() -> None:
    ss = st.session_state

    def edited() -> Profile:
        base = checked_profile(ss["_ab_seeded"])
        levels = tuple(
            replace(lv, pattern=ss[f"ab_lv{i}_pattern"], on=ss[f"ab_lv{i}_on"],
                    markdown_levels=tuple(ss[f"ab_lv{i}_md"]), kind=ss[f"ab_lv{i}_kind"],
                    numbered=ss[f"ab_lv{i}_numbered"], parent=ss[f"ab_lv{i}_parent"])
            for i, lv in enumerate(base.levels)
        )
        return checked_profile(replace(base, levels=levels, name="corrigé").to_toml())

    _use_profile(edited)


def _apply_toml() -> None:
    _use_profile(lambda: checked_profile(st.session_state["ab_toml"]))


def _back_to_detected() -> None:
    st.session_state["_ab_profile"] = None
    st.session_state["_ab_profile_error"] = ""


def _level_fields(i: int, name: str) -> None:
    st.markdown(f"**Niveau {i + 1} : {c.text(name, limit=40)}**")
    st.text_input("Expression régulière du titre (groupes « number » et « title »)", key=f"ab_lv{i}_pattern")
    cols = st.columns(3)
    cols[0].selectbox("Lu sur", LEVEL_ON, format_func=ON_LABELS.__getitem__, key=f"ab_lv{i}_on")
    cols[1].multiselect("Niveaux Markdown (vide : tous)", [1, 2, 3, 4, 5, 6], key=f"ab_lv{i}_md")
    cols[2].selectbox("Sorte d'article", LEVEL_KINDS, format_func=LEVEL_KIND_LABELS.__getitem__, key=f"ab_lv{i}_kind")
    left, right = st.columns(2)
    left.selectbox("Article parent", PARENTS, format_func=PARENT_LABELS.__getitem__, key=f"ab_lv{i}_parent")
    right.checkbox("Numéroté (sinon : identifiant tiré du titre)", key=f"ab_lv{i}_numbered")


def _layout_editor(p: ImportPreview) -> None:
    """The layout used, explained, and its two editors (fields per level; the whole TOML)."""
    ss = st.session_state
    if ss.get("_ab_seeded") != p.profile.to_toml():
        _seed_editors(p.profile)
    st.subheader("Mise en page")
    if ss.get("_ab_profile"):
        st.info("Mise en page corrigée par vous.", icon=":material/edit:")
        st.button("Revenir à la mise en page détectée", on_click=_back_to_detected, key="ab_detected")
    elif p.reading is not None:  # a new edition: read with the older one's layout and by detection
        st.markdown(f"Nouvelle édition, lue de deux façons — {c.text(p.health.explanation, limit=900)}")
    else:
        st.markdown(f"Mise en page détectée : {c.text(p.health.explanation, limit=400)}")
    if ss.get("_ab_profile_error"):
        st.error(f"Mise en page refusée : {c.text(ss['_ab_profile_error'], limit=400)}")
    with st.expander("Corriger la mise en page (titres qui ouvrent un article)"):
        with st.form("ab_levels_form", border=False):
            for i, lv in enumerate(p.profile.levels):
                _level_fields(i, lv.name)
            st.form_submit_button("Appliquer la mise en page", on_click=_apply_levels)
    with st.expander("Profil complet (TOML, pour les experts)"):
        with st.form("ab_toml_form", border=False):
            st.text_area("Profil de mise en page (voir docs/profiles.md)", key="ab_toml", height=320)
            st.form_submit_button("Appliquer le profil", on_click=_apply_toml)


# -- preview and add ------------------------------------------------------------------------


def _preview(kb: KnowledgeBase, library: Path, up: Upload, fields: dict[str, str | None]) -> ImportPreview | None:
    """The previewed import (kept for the session while nothing changes), or None with the
    reason said in French."""
    ss = st.session_state
    profile_text = ss.get("_ab_profile")
    key = (up.marker, tuple(sorted(fields.items())), profile_text)
    cached = ss.get("_ab_preview")
    if cached is None or cached[0] != key:
        try:
            # Read in a child process under memory and time limits (kb.userlib.admission): the
            # server never holds what a hostile file makes the reading take.
            result: ImportPreview | str = admitted_preview(
                up.data, up.name, fields["id"] or "", fields["title"] or "", corpus=kb.corpus, library=library,
                cache_root=kb.cache_root, edition=fields["edition"], kind=fields["kind"],
                profile=checked_profile(profile_text) if profile_text else None, build=False)
        except KBError as exc:
            result = str(exc)
        ss["_ab_preview"] = cached = (key, result)
    if isinstance(cached[1], str):
        st.error(f"Ce fichier ne peut pas être ajouté tel quel : {c.text(cached[1], limit=400)}",
                 icon=":material/error:")
        return None
    found: ImportPreview = cached[1]
    return found


def _show_preview(p: ImportPreview) -> None:
    st.subheader(f"Articles trouvés : {len(p.book.articles)}")
    rows = [{"Identifiant": a.id, "Numéro": a.number if a.numbered else "", "Titre": article_label(a),
             "Lignes": f"{a.line_start}–{a.line_end}"} for a in p.book.articles]
    st.dataframe(rows, hide_index=True, width="stretch", height=min(420, 38 + 35 * max(1, len(rows))))
    st.subheader("Bilan")
    for label, items in health_rows(p.health):
        if items:
            st.markdown(f":material/warning: **{label} ({len(items)})** : {_listed(items)}")
        else:
            st.markdown(f":material/check: {label} : aucun")
    if p.health.struck_passages:  # what the formatting said: not a fault, shown apart
        struck = [f"{aid} ({n})" for aid, n in p.health.struck_passages]
        st.markdown(f":material/format_strikethrough: **Articles ayant des passages barrés, gardés à part comme ancienne "
                    f"rédaction ({len(struck)})** : {_listed(struck)}")
    if p.carried is not None:
        st.subheader("Valeurs des paramètres du livre")
        for label, items in p.carried.rows():
            if items:
                st.markdown(f"**{c.text(label, limit=120)} ({len(items)})** : {_listed(items)}")
        if p.carried.advice(p.meta.id):
            st.info(c.text(p.carried.advice(p.meta.id), limit=400), icon=":material/rate_review:")


def _add(kb: KnowledgeBase, library: Path, p: ImportPreview, base: Book | None) -> None:
    label = f"Ajouter comme nouvelle édition de « {c.text(base.meta.title, limit=60)} »" if base else "Ajouter"
    if not st.button(label, type="primary", key="ab_add", icon=":material/library_add:"):
        return
    try:
        with st.spinner("Essai de la bibliothèque avec ce livre (chaque étape de la construction)…"):
            folder = admit(p, corpus=kb.corpus, library=library, cache_root=kb.cache_root)
    except KBError as exc:
        st.error(f"Le livre n'a pas été ajouté : {c.text(exc, limit=400)}", icon=":material/error:")
        return
    kb.reload()
    ss = st.session_state
    ss["_ab_added"] = {"id": p.meta.id, "title": p.meta.title, "folder": folder.name,
                       "articles": len(p.book.articles), "first": p.book.articles[0].id if p.book.articles else ""}
    ss["_ab_upload_n"] = ss.get("_ab_upload_n", 0) + 1  # a fresh, empty uploader
    for key in ("_ab_preview", "_ab_profile", "_ab_seeded", "ab_id"):
        ss.pop(key, None)
    st.rerun()


def _added() -> None:
    """What the last « Ajouter » did, with links to the new book."""
    done = st.session_state.get("_ab_added")
    if not done:
        return
    st.success(f"« {c.text(done['title'], limit=80)} » ajouté à la bibliothèque ({done['articles']} articles) : "
               "il apparaît maintenant dans toutes les pages.", icon=":material/check_circle:")
    c.link_page("books", f"Lire « {c.text(done['title'], limit=60)} »", icon=":material/menu_book:", book=done["id"])
    if done["first"]:
        c.link_page("article", "Son premier article", icon=":material/article:", article=done["first"])


def _fields(kb: KnowledgeBase, up: Upload) -> tuple[dict[str, str | None], Book | None]:
    """The book's id, title, edition and kind; the book it is a new edition of, if any."""
    ss = st.session_state
    if ss.get("_ab_for") != up.marker:
        ss["ab_id"] = suggested_id(up.name)
        ss["_ab_for"] = up.marker
        ss["_ab_profile"] = None
        ss["_ab_profile_error"] = ""
    current = {b.id: b for b in kb.library.books.values() if not b.meta.edition_of}
    cols = st.columns(2)
    book_id = cols[0].text_input("Identifiant (minuscules, ex. club)", key="ab_id").strip()
    base = current.get(book_id)
    title = cols[1].text_input("Titre" + (" (vide : celui du livre)" if base else ""), key="ab_title")
    cols = st.columns(2)
    edition = cols[0].text_input("Édition (ex. 2026-01)" + (" — obligatoire : ce livre existe déjà" if base else ""),
                                 key="ab_edition").strip()
    kind = cols[1].selectbox("Genre", list(c.KINDS), format_func=c.KINDS.__getitem__, key="ab_kind",
                             index=None, placeholder="tournoi (par défaut)" if not base else "celui du livre")
    return {"id": book_id, "title": title, "edition": edition or None, "kind": kind}, base


def _upload() -> Upload | None:
    key = f"ab_file_{st.session_state.get('_ab_upload_n', 0)}"
    limit = LIMITS.upload_mb  # kb/data/limits.toml, as `kb import`'s limits
    up = st.file_uploader(f"Le fichier du règlement : Markdown, texte, Word (.docx), OpenDocument (.odt), page web (.html) "
                          f"ou PDF, {limit.shown(limit.max_value)} au plus",
                          type=TYPES, key=key, max_upload_size=limit.max)
    if up is None:
        return None
    if up.size > limit.max_value:
        st.error(f"{up.name} : {limit.exceeded(up.size)}")
        return None
    return Upload(up.name, up.getvalue())


def _removal(kb: KnowledgeBase, library: Path) -> None:
    """« Retirer »: a book (or one edition) the user imported; never a built-in one."""
    ss = st.session_state
    if ss.get("_ab_removed"):
        st.success(f"Retiré : {c.text(ss.pop('_ab_removed'), limit=120)}.", icon=":material/delete:")
    books = user_books(library)
    with st.expander(f"Retirer un livre importé ({len(books)})"):
        if not books:
            st.caption("Aucun livre importé pour l'instant : les règlements intégrés ne peuvent pas être retirés.")
            return
        labels = {folder_name(m): f"{m.title} — {m.id}, édition {m.version}" for _, m in books}
        choice = st.selectbox("Livre ou édition à retirer", list(labels), format_func=labels.__getitem__,
                              key="ab_remove_pick")
        sure = st.checkbox("Je confirme le retrait (le fichier importé est supprimé de la bibliothèque)",
                           key="ab_remove_sure")
        if st.button("Retirer", disabled=not sure, key="ab_remove", icon=":material/delete:"):
            try:
                remove_book(library, choice, builtin_ids(kb.corpus))
            except KBError as exc:
                st.error(f"Rien n'a été retiré : {c.text(exc, limit=400)}")
                return
            kb.reload()
            ss["_ab_removed"] = labels[choice]
            for key in ("ab_remove_sure", "_ab_added", "_ab_preview"):  # their book may be gone
                ss.pop(key, None)
            st.rerun()


def page() -> None:
    kb = knowledge()  # after « Ajouter », this rebuilds the knowledge base with a progress bar
    st.title("Ajouter un règlement")
    st.caption("Un règlement de votre club, de votre casino, ou la nouvelle édition d'un livre : il est lu, "
               "ses articles sont repérés, puis il devient un livre comme les autres (recherche, thèmes, comparaison).")
    library = kb.user_library
    if library is None:
        st.error("Aucune bibliothèque de l'utilisateur n'est configurée (variable KB_LIBRARY).")
        return
    _added()
    up = _upload()
    if up is not None:
        fields, base = _fields(kb, up)
        if base is not None and not fields["edition"]:
            st.warning(f"Le livre « {c.text(fields['id'])} » existe déjà : indiquez une édition pour l'ajouter comme "
                       "nouvelle édition, ou choisissez un autre identifiant.", icon=":material/info:")
        elif base is None and not (fields["title"] or "").strip():
            st.info("Indiquez le titre du règlement (ex. Règlement du club) pour voir ses articles.",
                    icon=":material/info:")
        else:
            p = _preview(kb, library, up, fields)
            if p is not None:
                _layout_editor(p)
                _show_preview(p)
                _add(kb, library, p, base)
    _removal(kb, library)
