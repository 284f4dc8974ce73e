"""Phrases and templates agree, so that a house value substituted into a book's sentence
reads as correct French.

The house-rules generator cuts a parameter's ``phrase`` out of the cited article and writes
the house value in its place, worded by ``Parameter.format`` (for a number it first tries
to keep the book's own words around the new number, see ``reword_number``). That only
reads well when the phrase covers exactly the words the template produces: a phrase that
stops short ("aura alors 60 secondes décomptée à voix haute") or runs over ("2 minutes
après l'attribution du pot après que le pot ait été attribué") breaks the sentence.

So for every parameter and book with a phrase:
(a) the phrase is inside the quote, and inside the cited article's text at word
    boundaries;
(b) ``Parameter.format(book value)`` is the phrase, modulo case, spaces, number words
    ("trois" = 3) and the space before "%" — or the pair is in ALLOWED below with its
    reason (each reason was checked by reading the substituted sentence).
"""

from __future__ import annotations

import re
import unicodedata

import pytest

from kb.houserules.wording import reword_number
from kb.parameters import load_parameters, verify_quotes
from kb.quotes import locate, normalize_quote

# (parameter, book) → (kind, the phrase as checked, reason). Changing a phrase needs its
# entry changed too, so every new wording is read again. Kinds:
#   "reword": a number whose phrase keeps the book's own words around it; the generator
#             rewrites the number in place (checked below: reword_number must succeed).
#   "label":  an enum; the phrase is the whole constituent (complement, predicate) that
#             each choice label fills, checked by reading the sentence with every label.
#   "words":  the book states the value in words the template does not produce; the
#             template's wording, substituted, still reads correctly.
ALLOWED: dict[tuple[str, str], tuple[str, str, str]] = {
    # "la moitié" = 50 %: "le joueur qui verse au moins 60 % de la somme requise".
    ("raise.fifty_percent_threshold", "ciaffone"): ("words", "la moitié", "« la moitié » pour 50 %"),
    # "égale à 60 % ou plus du nouveau plus petit jeton".
    ("chip_race.rounding_threshold_pct", "redcactus"): ("words", "la moitié", "« la moitié » pour 50 %"),
    # "la table Finale qui se joue à 8 joueurs".
    ("final_table.players_8max", "redcactus"): ("words", "7-max", "« 7-max » pour 7 joueurs par table"),
    # "découpé par tranche de 3 minutes".
    ("hand_for_hand.minutes_per_hand", "tda"): ("words", "2min", "abréviation « 2min »"),
    # TDA 29 / RedCactus 29: "le joueur aura alors 40 secondes pour agir" — the total is
    # written as a sum, so the whole sum (countdown included) is replaced.
    ("time.seconds_after_call", "tda"): (
        "words",
        "25 secondes plus 5 secondes décomptée à voix haute",
        "valeur écrite comme une somme (25 + 5)",
    ),
    ("time.seconds_after_call", "redcactus"): (
        "words",
        "25 secondes plus 5 secondes décomptée à voix haute",
        "valeur écrite comme une somme (25 + 5)",
    ),
    # The context around the number must stay: ROPTA 2.6 lists 8-max and 6-max side by side.
    ("final_table.players_8max", "ropta"): (
        "reword",
        "9 joueurs en tournoi à 8 maximum par table",
        "« 9 joueurs en tournoi à 8 maximum par table »",
    ),
    # "les 10 dernières secondes étant décomptées", "25 secondes plus 10 secondes décomptée à
    # voix haute" (a bare "5 secondes" would also match inside "25 secondes"),
    # "le compte à rebours de 20 à zéro".
    ("time.spoken_countdown_seconds", "ropta"): (
        "reword",
        "les 5 dernières secondes",
        "« les 5 dernières secondes »",
    ),
    ("time.spoken_countdown_seconds", "tda"): (
        "reword",
        "5 secondes décomptée à voix haute",
        "« 5 secondes décomptée à voix haute »",
    ),
    ("time.spoken_countdown_seconds", "redcactus"): (
        "reword",
        "5 secondes décomptée à voix haute",
        "« 5 secondes décomptée à voix haute »",
    ),
    ("time.spoken_countdown_seconds", "ciaffone"): ("reword", "de dix à zéro", "« de dix à zéro »"),
    # Text values: the phrase carries its article ("La langue officielle est le français");
    # a house value is written as a whole noun phrase ("l'anglais").
    ("language.official", "ropta"): ("words", "le français", "article défini dans la phrase"),
    ("language.official", "tda"): ("words", "le Français et l'Anglais", "article défini dans la phrase"),
    ("language.official", "redcactus"): ("words", "le français", "article défini dans la phrase"),
    # The value adds "(à défaut d'autre disposition)"; the phrase is the delay itself.
    ("late_registration.limit", "ropta"): (
        "words",
        "jusqu'à la fin du deuxième niveau",
        "la valeur précise que c'est une règle par défaut",
    ),
    # Enums: "Une main commence au premier mélange (riffle) du donneur."
    ("new_hand.start_event", "ropta"): (
        "label",
        "dès que le pot précédent est attribué",
        "complément de « commence »",
    ),
    ("new_hand.start_event", "tda"): ("label", "au premier Riffle du croupier", "complément de « commence »"),
    ("new_hand.start_event", "redcactus"): (
        "label",
        "au premier battement de cartes du dealer",
        "complément de « commence »",
    ),
    # "Les joueurs doivent être à leur siège à la distribution de la dernière carte pour…"
    ("presence.live_hand_deadline", "ropta"): (
        "label",
        "lorsque la première carte de la donne est distribuée",
        "complément de temps",
    ),
    ("presence.live_hand_deadline", "tda"): (
        "label",
        "lorsque que la Première carte de la donne initiale est distribuée",
        "complément de temps",
    ),
    ("presence.live_hand_deadline", "redcactus"): (
        "label",
        "lorsque que la dernière carte de la donne initiale est distribuée",
        "complément de temps",
    ),
    ("presence.live_hand_deadline", "aix"): (
        "label",
        "quand c'est à son tour de parler",
        "complément de temps",
    ),
    ("presence.live_hand_deadline", "ciaffone"): (
        "label",
        "au moment où il doit parler",
        "complément de temps",
    ),
    # "Si le joueur n'a toujours pas agi à la fin du décompte, il est réputé avoir checké."
    ("time.expiry_not_facing_bet", "ropta"): ("label", "sa main sera brûlée", "proposition principale"),
    ("time.expiry_not_facing_bet", "tda"): (
        "label",
        "on considère qu'il a fait « parole »",
        "proposition principale",
    ),
    ("time.expiry_not_facing_bet", "aix"): (
        "label",
        "sa main est brûlée immédiatement",
        "proposition principale",
    ),
    ("time.expiry_not_facing_bet", "ciaffone"): ("label", 'il doit dire "parole"', "proposition principale"),
    ("time.expiry_not_facing_bet", "redcactus"): ("label", 'sa main est "checkée"', "proposition principale"),
    # "le fait de placer un seul jeton de valeur supérieure est un call avant le flop…"
    ("chips.single_oversized_chip", "ropta"): ("label", "correspond à un call", "prédicat (est un call…)"),
    ("chips.single_oversized_chip", "ciaffone"): (
        "label",
        "est réputé avoir simplement suivi",
        "prédicat (est un call…)",
    ),
    # "…avec priorité à la grosse blinde"; RedCactus: "…, priorité à l'ante."
    ("ante.bb_ante_priority", "tda"): (
        "label",
        "priorité de l'ante sur la Grosse Blinde",
        "« priorité à … »",
    ),
    ("ante.bb_ante_priority", "redcactus"): (
        "label",
        "il devra en priorité payer la blind",
        "« priorité à … »",
    ),
    # "Checker le jeu max … est considéré automatiquement comme du softplay."
    ("ethics.check_nuts_river", "tda"): (
        "label",
        "n'est pas considéré automatiquement comme du Softplay",
        "prédicat (est / n'est pas considéré…)",
    ),
    # "Lors du partage d'un pot, le jeton indivisible va à la main qui a la carte la plus haute."
    ("pot.odd_chip", "ropta"): (
        "label",
        "au joueur en jeu le plus près à gauche du bouton",
        "complément « à … »",
    ),
    ("pot.odd_chip", "tda"): (
        "label",
        "au joueur situé au plus près de la gauche du bouton",
        "complément « à … »",
    ),
    ("pot.odd_chip", "ciaffone"): (
        "label",
        "à la main qui possède la carte la plus haute",
        "complément « à … »",
    ),
    ("pot.odd_chip", "redcactus"): (
        "label",
        "au joueur situé au plus près de la gauche du bouton",
        "complément « à … »",
    ),
}

_NUMBER_WORDS = {
    "un": "1",
    "une": "1",
    "deux": "2",
    "trois": "3",
    "quatre": "4",
    "cinq": "5",
    "six": "6",
    "sept": "7",
    "huit": "8",
    "neuf": "9",
    "dix": "10",
    "quinze": "15",
    "vingt": "20",
    "trente": "30",
}


def norm(text: str) -> str:
    """Case, spaces (including narrow no-break ones), apostrophes and number words folded."""
    t = unicodedata.normalize("NFC", normalize_quote(text)).lower()
    t = re.sub(r"\s+", " ", t.replace("\u202f", " ").replace("\u00a0", " ")).strip()
    t = re.sub(r"(\d) %", r"\1%", t)
    return re.sub(r"\b[a-z]+\b", lambda m: _NUMBER_WORDS.get(m.group(0), m.group(0)), t)


@pytest.fixture(scope="module")
def params(library):
    return verify_quotes(load_parameters(), library)


def with_phrase(params):
    return [(p, b, bv) for p in params for b, bv in p.values.items() if bv is not None and bv.phrase]


def test_norm_folds_what_it_should():
    assert norm("au moins TROIS  joueurs") == "au moins 3 joueurs"
    assert norm("50\u202f%") == norm("50%") == "50%"
    assert norm("une minute") == "1 minute"
    assert norm("unique") == "unique"  # words are matched whole


def test_phrases_are_inside_their_quote_at_word_boundaries(params, library):
    problems = []
    for p, book, bv in with_phrase(params):
        if normalize_quote(bv.phrase) not in normalize_quote(bv.quote):
            problems.append(f"{p.id} [{book}]: phrase not in the quote")
            continue
        text = library.get(bv.article).text
        span = locate(text, bv.quote)
        if span is None:  # historical quote: nothing is substituted
            continue
        inner = locate(text[span[0] : span[1]], bv.phrase)
        assert inner is not None
        s, e = span[0] + inner[0], span[0] + inner[1]
        if (s > 0 and text[s - 1].isalnum() and text[s].isalnum()) or (
            e < len(text) and text[e - 1].isalnum() and text[e].isalnum()
        ):
            problems.append(f"{p.id} [{book}]: phrase cuts a word: {text[max(0, s - 10) : e + 10]!r}")
    assert not problems, "\n".join(problems)


def test_format_of_the_book_value_is_the_phrase(params):
    """A phrase that does not say what the template says fails here (or goes to ALLOWED)."""
    problems = []
    for p, book, bv in with_phrase(params):
        allowed = ALLOWED.get((p.id, book))
        if allowed is not None and allowed[1] == bv.phrase:
            continue
        if norm(p.format(bv.value)) != norm(bv.phrase):
            problems.append(
                f"{p.id} [{book}]: format({bv.value!r}) = {p.format(bv.value)!r} ≠ phrase {bv.phrase!r}"
            )
    assert not problems, "\n".join(problems)


def test_allow_list_is_current_and_explained(params):
    by_id = {p.id: p for p in params}
    for (pid, book), (kind, _phrase, reason) in ALLOWED.items():
        assert kind in ("reword", "label", "words") and reason
        p = by_id[pid]
        bv = p.values[book]
        assert bv is not None and bv.phrase, f"{pid} [{book}] has no phrase any more: drop it from ALLOWED"
        if kind == "label":
            assert p.type == "enum", pid
        else:
            assert p.type in ("number", "text"), pid
        # An allowed pair must really differ from the template (else it needs no entry).
        assert norm(p.format(bv.value)) != norm(bv.phrase), (
            f"{pid} [{book}] matches its template: drop it from ALLOWED"
        )


@pytest.mark.parametrize(("pid", "book"), [k for k, v in ALLOWED.items() if v[0] == "reword"])
def test_reworded_numbers_keep_the_book_wording(params, pid, book):
    p = next(x for x in params if x.id == pid)
    bv = p.values[book]
    assert bv is not None
    new = bv.value + 5
    out = reword_number(bv.phrase, bv.value, new)
    assert out is not None and str(new) in out


def test_tda_29_whole_sum_is_replaced(params, library):
    """TDA 29: the phrase runs to "décomptée à voix haute", so "aura alors 40 secondes pour agir"."""
    p = next(x for x in params if x.id == "time.seconds_after_call")
    bv = p.values["tda"]
    assert bv is not None
    text = normalize_quote(library.get("tda:29").text)
    assert normalize_quote(f"aura alors {bv.phrase} pour agir") in text
    assert p.format(40) == "40 secondes" and p.format(1) == "1 seconde"


@pytest.mark.parametrize(
    ("pid", "book", "before", "after"),
    [
        (
            "presence.live_hand_deadline",
            "tda",
            "Les joueurs doivent être à leur siège",
            "pour avoir leur main vivante",
        ),
        (
            "contest.break_deadline_minutes",
            "tda",
            "sur cette main prend fin",
            "après que le pot ait été attribué",
        ),
        (
            "chips.stack_column_size",
            "tda",
            "La TDA recommande des colonnes de",
            "de même valeur comme standard",
        ),
        ("pot.odd_chip", "ciaffone", "l'attribution de ce jeton", ". En cas de coup"),
        ("showdown.order_no_river_bet", "ciaffone", 'aucune enchère ("parole" générale),', "abat le premier"),
    ],
)
def test_phrase_fits_between_the_book_words(params, library, pid, book, before, after):
    """The words right around the phrase, as the generator leaves them."""
    p = next(x for x in params if x.id == pid)
    bv = p.values[book]
    assert bv is not None and bv.phrase
    text = normalize_quote(library.get(bv.article).text)
    assert normalize_quote(f"{before} {bv.phrase} {after}").replace(" .", ".") in text.replace(" .", ".")
