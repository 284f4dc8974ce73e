"""Values of a sample of parameters, checked against the books: the expected value, the
cited article, and words of that article that state it (read independently of the quote
in the data file)."""

from __future__ import annotations

import pytest

from kb.parameters import load_parameters
from kb.quotes import locate, normalize_quote

# (parameter, book, expected value, cited article, words the article's text must contain)
CASES = [
    ("time.seconds_after_call", "ropta", 30, "ropta:3.5", "se verra donner 30 secondes"),
    ("time.seconds_after_call", "tda", 30, "tda:29", "25 secondes plus 5 secondes"),
    ("time.seconds_after_call", "redcactus", 30, "redcactus:29", "25 secondes plus 5 secondes"),
    ("time.seconds_after_call", "aix", 70, "aix:recommandations-au-joueur", "compte à rebours de 10 secondes"),
    ("time.seconds_after_call", "ciaffone", None, "ciaffone:1.35", "temps de réflexion maximum"),
    ("time.spoken_countdown_seconds", "ciaffone", 10, "ciaffone:1.35", "compte à rebours de dix à zéro"),
    ("time.expiry_not_facing_bet", "tda", "check", "tda:29", "on considère qu'il a fait « parole »"),
    ("time.expiry_not_facing_bet", "ropta", "hand_dead", "ropta:3.5", "sa main sera brûlée"),
    ("balance.stop_threshold_early", "ropta", 3, "ropta:2.3", "au moins trois joueurs de moins"),
    ("balance.stop_threshold_early", "tda", 3, "tda:11", "il manquera 3 joueurs ou plus"),
    ("balance.stop_threshold_early", "redcactus", 4, "redcactus:10", "il manquera 4 joueurs ou plus"),
    ("balance.stop_threshold_late", "ropta", 2, "ropta:2.3", "une différence de deux joueurs"),
    ("final_table.players_8max", "ropta", 9, "ropta:2.6", "9 joueurs en tournoi à 8 maximum"),
    ("final_table.players_8max", "tda", 9, "tda:PR-9", "une table finale de 9 joueurs"),
    ("final_table.players_8max", "redcactus", 7, "redcactus:11", "table Finale qui se joue à 7-max"),
    ("hand_for_hand.minutes_per_hand", "ropta", 2, "ropta:2.7", "2 minutes à la fin de chaque main"),
    ("hand_for_hand.clock_paused", "tda", False, "tda:PR-8", "la clock n'est pas mise en pause"),
    ("hand_for_hand.clock_paused", "ropta", True, "ropta:2.7", "arrêter le chronomètre"),
    ("presence.live_hand_deadline", "ropta", "first_card", "ropta:4.1", "lorsque la première carte de la donne"),
    ("presence.live_hand_deadline", "tda", "first_card", "tda:30", "la Première carte de la donne initiale"),
    ("presence.live_hand_deadline", "redcactus", "last_card", "redcactus:30", "la dernière carte de la donne initiale"),
    ("presence.live_hand_deadline", "ciaffone", "turn_to_act", "ciaffone:1.9", "au moment où il doit parler"),
    ("raise.min_raise_rule", "redcactus", "double_previous_bet", "redcactus:47", "au minimum du double de la plus grosse mise"),
    ("raise.min_raise_rule", "aix", "double_previous_bet", "aix:les-encheres", "au minimum du double de l'enchère pleine"),
    ("raise.min_raise_rule", "ropta", "add_last_bet_or_raise", "ropta:9.6", "ajouter au moins le même montant"),
    ("raise.short_allin_reopens", "ciaffone", "if_half_raise", "ciaffone:1.11", "égale à la moitié si c'est une relance de décave"),
    ("chips.single_oversized_chip", "aix", "call_preflop_raise_postflop", "aix:les-encheres", "Au Flop c'est considéré comme une relance"),
    ("ante.bb_ante_priority", "tda", "ante_first", "tda:PR-11", "priorité de l'ante sur la Grosse Blinde"),
    ("ante.bb_ante_priority", "redcactus", "blind_first", "redcactus:intro-big-blind-ante", "en priorité payer la blind"),
    ("ante.bb_ante_priority", "ropta", "ante_first", "ropta:4.2", "doit mettre 1000 même si la BB n'est que de 400"),
    ("ante.heads_up", "ropta", True, "ropta:4.4", "l'ante est due"),
    ("pot.odd_chip", "ciaffone", "highest_card", "ciaffone:1.30", "la main qui possède la carte la plus haute"),
    ("pot.odd_chip", "ropta", "first_left_of_button", "ropta:10.8", "le plus près à gauche du bouton"),
    ("showdown.order_no_river_bet", "ciaffone", "last_aggressor_previous_round", "ciaffone:1.26", "le dernier relanceur du tour précédent abat le premier"),
    ("contest.break_deadline_minutes", "tda", 1, "tda:22", "prend fin 1 minute après"),
    ("chip_race.method", "redcactus", "per_player_rounding", "redcactus:24", "la moitié ou plus du nouveau plus petit jeton"),
    ("chip_race.method", "tda", "card_race", "tda:24", "une carte ouverte sera distribuée pour chaque jeton"),
    ("chip_race.rounding_threshold_pct", "ropta", 50, "ropta:3.2", "arrondi au-dessus dès 50%"),
    ("penalty.max_hands_stay_at_table", "tda", 2, "tda:71", "2 mains de pénalités ou moins peut rester à la table"),
    ("ethics.check_nuts_river", "redcactus", "automatic_softplay", "redcactus:73", "est considéré automatiquement comme du softplay"),
    ("ethics.check_nuts_river", "tda", "not_automatic", "tda:71", "n'est pas considéré automatiquement comme du Softplay"),
    ("language.official", "tda", "français et anglais", "tda:6", "le Français et l'Anglais"),
    ("phone.on_table_allowed", "tda", True, "tda:PR-3", "un Cover card et leur téléphone"),
    ("misdeal.absent_player_plays_redeal", "tda", False, "tda:35", "immédiatement ramassées et brulées après la redistribution"),
    ("misdeal.absent_player_plays_redeal", "ropta", True, "ropta:5.3", "recevra des cartes et pourra jouer normalement"),
    ("new_hand.start_event", "ropta", "pot_awarded", "ropta:3.1", "dès que le pot précédent est attribué"),
    ("new_hand.start_event", "tda", "first_riffle", "tda:23", "au premier Riffle du croupier"),
    ("count.exact_count_requester", "ropta", "any_opponent_in_hand", "ropta:9.15", "sur la demande d'un adversaire encore en lice"),
    ("rebuys.allowed", "redcactus", False, "redcactus:27", "Il n'y a ni recave, ni rebuy"),
    ("button.dead_button", "tda", True, "tda:32", "règle du bouton mort"),
]


@pytest.fixture(scope="module")
def by_id():
    return {p.id: p for p in load_parameters()}


@pytest.mark.parametrize("pid, book, expected, article, evidence", CASES, ids=[f"{c[1]}-{c[0]}" for c in CASES])
def test_value_against_the_book(by_id, library, pid, book, expected, article, evidence):
    bv = by_id[pid].values[book]
    assert bv is not None
    assert bv.value == expected
    assert type(bv.value) is type(expected)
    assert bv.article == article
    art = library.get(article)
    wording = normalize_quote(art.text + "\n" + "\n".join(e.text for e in art.examples))
    assert normalize_quote(evidence) in wording


def test_silent_books_are_none(by_id):
    assert by_id["contest.break_deadline_minutes"].values["ropta"] is None
    assert by_id["balance.stop_threshold_early"].values["aix"] is None
    assert by_id["ante.bb_ante_priority"].values["ciaffone"] is None


def test_phrases_point_into_the_article_text(by_id, library):
    # The house-rules generator substitutes a new value at the phrase: it must be found in
    # the article's own current wording.
    for p in by_id.values():
        for bv in p.values.values():
            if bv is None or not bv.phrase:
                continue
            span = locate(library.get(bv.article).text, bv.quote)
            assert span is not None, (p.id, bv.article)
            quoted = library.get(bv.article).text[span[0] : span[1]]
            assert locate(quoted, bv.phrase) is not None, (p.id, bv.article, bv.phrase)


def test_ropta_notes_record_struck_changes(by_id):
    # Values changed by the 2025-02 strike-outs carry a note that says so.
    assert "barré" in by_id["misdeal.absent_player_plays_redeal"].values["ropta"].note
    assert "barré" in by_id["penalty.max_hands_stay_at_table"].values["ropta"].note
    assert "Fivebet" in by_id["ante.heads_up"].values["tda"].note
    assert "minute" in by_id["time.seconds_after_call"].values["aix"].note
