"""The French analyzer, checked on words of the books."""

from __future__ import annotations

import pytest
from whoosh.lang import stemmer_for_language

from kb.search.analysis import STOP_WORDS, analyze, fold, normalize_word, sequence_terms

_STEM = stemmer_for_language("fr")

# Pairs (or groups) of spellings found in the books, or typed without accents by a user,
# that must give the same term.
SAME_TERM = [
    ("relance", "relancé", "relancer", "relances"),  # ROPTA 9.5 / 9.6, TDA 42
    ("égalité", "egalite"),  # ROPTA 3.2 « En cas d'égalité de cartes »
    ("pénalité", "penalite", "pénalités"),  # TDA 71
    ("équilibrage", "equilibrage", "Equilibrage"),  # ROPTA 2.3, TDA 11 (title without accent)
    ("blinde", "blindes"),  # ROPTA 4.3
    ("misé", "mise", "miser", "mises"),  # ROPTA 9.2, 8.2
    ("retournée", "retourné", "retournées", "retourner"),  # ROPTA 6.3
    ("brûlée", "brulee", "brûler", "brûlé"),  # ROPTA 7
    ("payé", "payer", "paye"),  # ROPTA 1.6 « payé/suivi (call) »
    ("défausse", "defausse"),  # TDA 13
    ("insécable", "insecable"),  # Ciaffone 1.30
]


@pytest.mark.parametrize("group", SAME_TERM, ids=lambda g: g[0])
def test_spellings_share_a_term(group: tuple[str, ...]) -> None:
    terms = {normalize_word(w.lower()) for w in group}
    assert len(terms) == 1, dict(zip(group, [normalize_word(w.lower()) for w in group], strict=True))


def test_fold_then_stem_is_needed_for_unaccented_typing() -> None:
    """Stemming first, then folding, splits "égalité" (stem "égal") from "egalite" (stem
    "egalit"): the stemmer cuts the accented suffix -ité only. Our order does not."""
    stem_then_fold = {fold(_STEM(w)) for w in ("égalité", "egalite")}
    assert len(stem_then_fold) == 2
    assert normalize_word("égalité") == normalize_word("egalite")
    stem_then_fold = {fold(_STEM(w)) for w in ("pénalité", "penalite")}
    assert len(stem_then_fold) == 2


def test_plain_fold_then_stem_loses_feminine_participles() -> None:
    """Folding alone turns "retournée" into "retournee", which the stemmer does not cut like
    "retourné": the -ee repair keeps them together."""
    assert _STEM(fold("retournée")) != _STEM(fold("retourné"))
    assert normalize_word("retournée") == normalize_word("retourné")


def test_markdown_bold_is_not_glued_to_tokens() -> None:
    # ROPTA 4.1: "**lorsque la première carte de la donne est distribuée pour pouvoir jouer la main**"
    terms = analyze("**lorsque la première carte de la donne est distribuée**")
    assert all("*" not in t for t in terms)
    assert terms[0] == normalize_word("lorsque")
    assert analyze("~~l'ante la big blinde~~") == analyze("l'ante la big blinde")


@pytest.mark.parametrize("apostrophe", ["'", "’"])
def test_elision_with_both_apostrophes(apostrophe: str) -> None:
    # ROPTA 4.2 « l'ante », TDA 3 « d’action », « qu’il », « n'a », « s'il », « j'ai », « c'est »
    for elided, word in [("l", "ante"), ("d", "action"), ("qu", "il"), ("n", "a"), ("s", "il"), ("j", "ai"), ("c", "est")]:
        got = analyze(f"{elided}{apostrophe}{word}")
        expected = analyze(word)
        assert got == expected, (elided, word, got)
    assert analyze(f"l{apostrophe}ante") == [normalize_word("ante")]


def test_own_stop_list_keeps_the_ace_and_english_jargon() -> None:
    assert "as" not in STOP_WORDS  # the ace: « deux as distribués » (ROPTA 3.2)
    assert "as" in analyze("deux as distribués")
    for word in ("all", "in", "check", "call", "fold", "bet", "raise", "pas", "plus", "passe", "tour", "parole"):
        assert word not in STOP_WORDS, word
    assert analyze("le la les de du des et à au") == []


def test_all_in_is_searchable_in_every_spelling() -> None:
    # TDA PR-1: « Les boutons “All-in” … un bouton “Allin” »
    hyphen = set(analyze("All-in"))
    assert {"all", "in", "allin"} <= hyphen
    assert "allin" in analyze("Allin")
    assert sequence_terms("all-in") == ("all", "in") == tuple(analyze("all in"))


def test_hyphen_with_a_stop_word_keeps_the_joined_form() -> None:
    # ROPTA 9.6 « la sur relance », TDA 47 « sur-relancer »: "sur" is a stop word
    assert sequence_terms("sur-relance") == (normalize_word("surrelance"),)
    assert sequence_terms("tête-à-tête") == (normalize_word("teteatete"),)


def test_grouped_numbers_are_one_token() -> None:
    # ROPTA 9.7 « Blindes 5 000/10 000 »
    assert analyze("5 000/10 000") == ["5000", "10000"]
    assert analyze("30 secondes")[0] == "30"


def test_phrase_positions_skip_stop_words() -> None:
    from kb.search.analysis import WORD_RE, positioned_terms

    got = positioned_terms([WORD_RE.findall(t) for t in ("hors de son tour", "", "le bouton all-in ici")])
    terms = [got.names[i] for i in got.ids.tolist()]
    assert list(zip(terms, got.positions.tolist(), strict=True)) == [
        (normalize_word("hors"), 0), (normalize_word("tour"), 1),  # a phrase skips the stop words
        (normalize_word("bouton"), 0), ("all", 1), ("in", 2), ("allin", 1), ("ici", 3)]  # the joined form at the first part's
    assert got.counts.tolist() == [2, 0, 5]


def test_hyphenated_function_words_give_no_term() -> None:
    # « a-t-on le droit… », « peut-on demander… », « est-ce que… » in floor questions
    for w in ("a-t-on", "peut-on", "peut-il", "est-ce"):
        assert analyze(w) == [] and sequence_terms(w) == (), w


def test_english_function_words_are_not_searched_but_poker_words_are() -> None:
    """A question asked of a rulebook in English keeps its content words only; the small
    words of English poker jargon (« all in », « at your seat ») stay."""
    assert analyze("Who gets the club's money if it winds up?") == ["get", "club", "money", "wind", "up"]
    assert analyze("all in at your seat") == ["all", "in", "at", "your", "seat"]
    assert analyze("il a 17 ans") == ["17", "an"]  # « an » stays: the stem of « ans »
