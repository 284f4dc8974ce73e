"""Parameters as data: schema checks (the data-file checker's French messages, each with
its file and place) and quote verification, on the project's data and on
small deliberately broken files."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from kb.errors import DataError
from kb.parameters import (
    NEW_BOOK_NOTE,
    TYPES,
    book_values,
    get_parameter,
    load_parameters,
    load_topic_ids,
    verify_quotes,
)

BOOKS = ["ropta", "tda", "aix", "ciaffone", "redcactus"]
TOPICS = {"time_clock", "misdeal"}

# The ids, types and enum values other tools rely on (fixed by the issue).
FIXED = {
    "time.seconds_after_call": ("number", None),
    "time.spoken_countdown_seconds": ("number", None),
    "time.expiry_not_facing_bet": ("enum", {"check", "hand_dead"}),
    "balance.stop_threshold_early": ("number", None),
    "balance.stop_threshold_late": ("number", None),
    "final_table.players_8max": ("number", None),
    "hand_for_hand.minutes_per_hand": ("number", None),
    "hand_for_hand.clock_paused": ("bool", None),
    "late_registration.limit": ("text", None),
    "presence.live_hand_deadline": ("enum", {"first_card", "last_card", "turn_to_act"}),
    "raise.min_raise_rule": ("enum", {"add_last_bet_or_raise", "double_previous_bet"}),
    "raise.fifty_percent_threshold": ("number", None),
    "raise.short_allin_reopens": ("enum", {"no", "if_half_raise"}),
    "chips.single_oversized_chip": ("enum", {"call", "call_preflop_raise_postflop"}),
    "ante.bb_ante_priority": ("enum", {"blind_first", "ante_first"}),
    "ante.heads_up": ("bool", None),
    "pot.odd_chip": ("enum", {"first_left_of_button", "highest_card"}),
    "showdown.order_no_river_bet": ("enum", {"first_left_of_button", "last_aggressor_previous_round"}),
    "contest.break_deadline_minutes": ("number", None),
    "chip_race.method": ("enum", {"card_race", "per_player_rounding"}),
    "chip_race.rounding_threshold_pct": ("number", None),
    "penalty.max_hands_stay_at_table": ("number", None),
    "ethics.check_nuts_river": ("enum", {"not_automatic", "automatic_softplay"}),
    "language.official": ("text", None),
    "phone.on_table_allowed": ("bool", None),
    "misdeal.absent_player_plays_redeal": ("bool", None),
    "new_hand.start_event": ("enum", {"pot_awarded", "first_riffle"}),
    "count.exact_count_requester": ("enum", {"any_opponent_in_hand", "player_facing_allin_at_turn"}),
    "rebuys.allowed": ("bool", None),
    "action.substantial_action": ("text", None),
    "bet.string_bet": ("text", None),
    "button.dead_button": ("bool", None),
}


@pytest.fixture(scope="module")
def params():
    return load_parameters()


def write(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "params.toml"
    path.write_text(textwrap.dedent(body), encoding="utf-8")
    return path


def silent_books(*books: str) -> str:
    return "".join(f"\n[parameter.values.{b}]\nunspecified = true\n" for b in books)


GOOD = """
[[parameter]]
id = "time.test"
topic = "time_clock"
label = "Temps"
type = "number"
unit = "secondes"
template = "{value} secondes"

[parameter.values.ropta]
value = 30
article = "ropta:3.5"
quote = "Le joueur qui hésite se verra donner 30 secondes pour prendre une décision"
phrase = "30 secondes"
""" + silent_books("tda", "aix", "ciaffone", "redcactus")


def load(path: Path):
    return load_parameters(path, books=BOOKS, topics=TOPICS)


# -- the project's data -------------------------------------------------------------------


def test_at_least_forty_parameters_with_fixed_ids_types_and_enums(params):
    assert len(params) >= 40
    by_id = {p.id: p for p in params}
    for pid, (ptype, choices) in FIXED.items():
        assert pid in by_id, pid
        assert by_id[pid].type == ptype, pid
        if choices is not None:
            assert set(by_id[pid].choices) == choices, pid


def test_every_parameter_lists_all_books_and_a_known_topic(params):
    topics = load_topic_ids()
    assert topics is not None
    for p in params:
        assert list(p.values) == BOOKS, p.id
        assert p.topic in topics, p.id
        assert p.type in TYPES
        assert p.label and p.label[0].isupper()


def test_every_stated_value_has_a_verified_quote(params, library):
    verify_quotes(params, library)
    stated = [(p.id, b) for p in params for b, bv in p.values.items() if bv is not None and bv.value is not None]
    assert len(stated) >= 150
    for p in params:
        for bv in p.values.values():
            if bv is not None:
                assert bv.quote.strip() and bv.article.startswith(bv.book + ":")


def test_each_parameter_is_stated_by_one_book_and_cited_by_two(params):
    # A comparison needs at least two books speaking of the point (a value, or a citation
    # saying the book leaves it open) and at least one value.
    for p in params:
        stated = [b for b, bv in p.values.items() if bv is not None and bv.value is not None]
        cited = [b for b, bv in p.values.items() if bv is not None]
        assert stated and len(cited) >= 2, p.id


# -- schema errors --------------------------------------------------------------------------


def test_good_file_loads(tmp_path):
    [p] = load(write(tmp_path, GOOD))
    assert p.values["ropta"].value == 30
    assert p.default is None
    [p] = load(write(tmp_path, GOOD.replace('unit = "secondes"', 'unit = "secondes"\ndefault = 30')))
    assert p.default == 30
    assert p.values["tda"] is None
    assert p.format(30) == "30 secondes"


@pytest.mark.parametrize(
    "old, new, expected",
    [
        ('topic = "time_clock"', 'topic = "no_such_topic"', "topic : valeur inconnue 'no_such_topic' (attendu : misdeal, time_clock)"),
        ('type = "number"', 'type = "integer"', "type : valeur inconnue 'integer' (attendu : number, bool, enum, text)"),
        ("value = 30", 'value = "trente"', "livre ropta, value : doit être un nombre, pas un texte"),
        ('label = "Temps"\n', "", "label : champ obligatoire manquant"),
        ('article = "ropta:3.5"', 'article = "tda:29"', "livre ropta, article : l'article 'tda:29' n'est pas du livre ropta (ropta:…)"),
        ('phrase = "30 secondes"', 'phrase = "25 secondes"', "livre ropta, phrase : '25 secondes' ne figure pas dans la citation (quote)"),
        ('unit = "secondes"', 'unit = "secondes"\ncolour = "red"', "colour : clé inconnue (clés possibles : id, topic, label, type,"),
        ('template = "{value} secondes"', 'template = "secondes"', "template : doit contenir {value}"),
        ('unit = "secondes"', 'unit = "secondes"\ndefault = "long"', "default : doit être un nombre, pas un texte"),
        ('unit = "secondes"', 'unit = "secondes"\ndefault = 25', "default : la valeur par défaut 25 n'est la valeur d'aucun livre"),
        ('quote = "Le joueur qui hésite se verra donner 30 secondes pour prendre une décision"\nphrase = "30 secondes"',
         'quote = " "', "livre ropta, quote : ne doit pas être vide"),
    ],
)
def test_schema_errors_name_file_parameter_and_problem(tmp_path, old, new, expected):
    # One problem, in French, after its file and its place (the data-file checker's words).
    assert old in GOOD
    path = write(tmp_path, GOOD.replace(old, new, 1))
    with pytest.raises(DataError) as err:
        load(path)
    assert str(err.value).startswith(f"{path}: parameter time.test, {expected}")


def test_enum_value_outside_its_list(tmp_path):
    body = """
    [[parameter]]
    id = "time.expiry"
    topic = "time_clock"
    label = "Expiration"
    type = "enum"
    choices = { check = "parole", hand_dead = "main morte" }

    [parameter.values.tda]
    value = "fold"
    article = "tda:29"
    quote = "S'il ne fait pas face à une mise, on considère qu'il a fait « parole »."
    """ + silent_books("ropta", "aix", "ciaffone", "redcactus")
    with pytest.raises(DataError, match=r"parameter time\.expiry, livre tda, value : valeur inconnue 'fold' \(attendu : check, hand_dead\)"):
        load(write(tmp_path, body))


def test_a_book_left_out_is_an_error(tmp_path):
    # aix is named by another parameter of the files, so leaving it out here is an omission
    # (a book that no parameter names at all is a newly added book: see test_compare_new_book).
    other = GOOD.replace('id = "time.test"', 'id = "time.other"')
    body = GOOD.replace("\n[parameter.values.aix]\nunspecified = true\n", "") + other
    with pytest.raises(DataError, match=r"parameter time\.test, livre aix : livre manquant \(écrire unspecified = true"):
        load(write(tmp_path, body))


def test_unknown_book(tmp_path):
    body = GOOD + "\n[parameter.values.wsop]\nunspecified = true\n"
    with pytest.raises(DataError, match=r"parameter time\.test, livre wsop : clé inconnue \(attendu : ropta, tda, aix, ciaffone, redcactus\)"):
        load(write(tmp_path, body))


def test_duplicate_parameter_across_files(tmp_path):
    (tmp_path / "a.toml").write_text(textwrap.dedent(GOOD), encoding="utf-8")
    (tmp_path / "b.toml").write_text(textwrap.dedent(GOOD), encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_parameters(tmp_path, books=BOOKS, topics=TOPICS)
    assert str(err.value) == (
        f"{tmp_path / 'b.toml'}: parameter time.test, id : identifiant en double 'time.test' "
        f"(déjà défini dans {tmp_path / 'a.toml'})"
    )


def test_every_problem_of_every_file_is_listed_at_once(tmp_path):
    (tmp_path / "a.toml").write_text(textwrap.dedent(GOOD.replace("value = 30", 'value = "trente"')), encoding="utf-8")
    (tmp_path / "b.toml").write_text(
        textwrap.dedent(GOOD.replace('id = "time.test"', 'id = "time.other"').replace('type = "number"', 'type = "integer"')),
        encoding="utf-8",
    )
    (tmp_path / "c.toml").write_text("[[parameter]\n", encoding="utf-8")
    with pytest.raises(DataError) as err:
        load_parameters(tmp_path, books=BOOKS, topics=TOPICS)
    message = str(err.value)
    assert message.startswith("3 problèmes : ")
    assert f"{tmp_path / 'a.toml'}: parameter time.test, livre ropta, value : doit être un nombre" in message
    assert f"{tmp_path / 'b.toml'}: parameter time.other, type : valeur inconnue 'integer'" in message
    assert f"{tmp_path / 'c.toml'}:1: TOML invalide" in message


def test_a_new_book_named_in_no_file_is_unspecified_not_missing(tmp_path):
    [p] = load_parameters(write(tmp_path, GOOD), books=[*BOOKS, "marmottes"], topics=TOPICS)
    assert list(p.values) == [*BOOKS, "marmottes"]
    assert p.is_unfilled("marmottes") and p.silent_notes["marmottes"] == NEW_BOOK_NOTE


def test_invalid_toml_names_the_file_and_line(tmp_path):
    path = write(tmp_path, GOOD + "\n[[parameter]\n")
    with pytest.raises(DataError, match="TOML invalide") as err:
        load(path)
    assert str(path) in str(err.value) and err.value.line is not None


def test_missing_file_and_empty_folder(tmp_path):
    with pytest.raises(DataError, match=r"none\.toml: fichier introuvable"):
        load(tmp_path / "none.toml")
    with pytest.raises(DataError, match=r"aucun fichier de paramètres \(\*\.toml\) dans ce dossier"):
        load_parameters(tmp_path, books=BOOKS, topics=TOPICS)


# -- quote verification ---------------------------------------------------------------------


def test_wrong_quote_is_reported_with_parameter_book_and_article(tmp_path, library):
    # ROPTA 3.5 speaks of "le joueur qui hésite"; a reworded quote is not in the book.
    path = write(tmp_path, GOOD.replace("qui hésite se verra", "qui réfléchit se verra"))
    params = load(path)
    with pytest.raises(DataError) as err:
        verify_quotes(params, library)
    message = str(err.value)
    assert "paramètre time.test, livre ropta" in message
    assert "citation introuvable mot pour mot dans ropta:3.5" in message
    assert "qui réfléchit se verra" in message
    assert str(path) in message


def test_citation_of_a_missing_article(tmp_path, library):
    path = write(tmp_path, GOOD.replace('"ropta:3.5"', '"ropta:3.99"'))
    with pytest.raises(DataError, match=r"paramètre time.test, livre ropta : article cité ropta:3.99 introuvable"):
        verify_quotes(load(path), library)


def test_every_problem_is_listed_at_once(tmp_path, library):
    body = GOOD.replace("qui hésite se verra", "qui réfléchit se verra").replace(
        "\n[parameter.values.tda]\nunspecified = true\n",
        '\n[parameter.values.tda]\nvalue = 30\narticle = "tda:999"\nquote = "x"\n',
    )
    with pytest.raises(DataError) as err:
        verify_quotes(load(write(tmp_path, body)), library)
    assert "2 citation(s) à corriger" in str(err.value)


def test_quote_found_only_in_struck_wording_is_historical(tmp_path, library):
    # ROPTA 10.9: "Le droit de réclamer un pot prend fin lorsque la main suivante commence."
    # is struck in the 2025-02 version.
    body = GOOD.replace('"ropta:3.5"', '"ropta:10.9"').replace(
        "Le joueur qui hésite se verra donner 30 secondes pour prendre une décision",
        "Le droit de réclamer un pot prend fin lorsque la main suivante commence.",
    ).replace('phrase = "30 secondes"\n', "")
    params = verify_quotes(load(write(tmp_path, body)), library)
    assert params[0].values["ropta"].historical is True


def test_tolerated_differences_markdown_apostrophes_spaces(library, tmp_path):
    # ROPTA 4.1 has the deadline in bold; the quote is written without the markers, with a
    # straight apostrophe and a line break.
    body = GOOD.replace('"ropta:3.5"', '"ropta:4.1"').replace(
        "Le joueur qui hésite se verra donner 30 secondes pour prendre une décision",
        "debout à portée de son jeu lorsque la première carte\\nde la donne est distribuée",
    ).replace('phrase = "30 secondes"\n', "")
    params = verify_quotes(load(write(tmp_path, body)), library)
    assert params[0].values["ropta"].historical is False


# -- per-book values --------------------------------------------------------------------------


def test_book_values_and_overrides(params):
    tda = book_values("tda", params=params)
    assert tda["time.seconds_after_call"] == 30
    assert tda["presence.live_hand_deadline"] == "first_card"
    assert tda["contest.break_deadline_minutes"] == 1
    ropta = book_values("ropta", {"time.seconds_after_call": 45}, params=params)
    assert ropta["time.seconds_after_call"] == 45
    assert ropta["contest.break_deadline_minutes"] is None  # ROPTA is silent
    with pytest.raises(DataError, match="paramètre inconnu"):
        book_values("ropta", {"time.nope": 1}, params=params)
    with pytest.raises(DataError, match=r"time\.seconds_after_call : doit être un nombre, pas un texte"):
        book_values("ropta", {"time.seconds_after_call": "long"}, params=params)
    with pytest.raises(DataError, match=r"pot\.odd_chip : valeur inconnue 'dealer' \(attendu : first_left_of_button, highest_card\)"):
        book_values("ropta", {"pot.odd_chip": "dealer"}, params=params)
    with pytest.raises(DataError, match="livre inconnu : 'wsop'"):
        book_values("wsop", params=params)


def test_format_in_french(params):
    assert get_parameter("time.seconds_after_call", params).format(30) == "30 secondes"
    assert get_parameter("time.min_wait_before_call", params).format(1) == "1 minute"
    assert get_parameter("hand_for_hand.clock_paused", params).format(True) == "oui"
    assert get_parameter("hand_for_hand.clock_paused", params).format(False) == "non"
    assert get_parameter("pot.odd_chip", params).format("highest_card") == "à la main qui a la carte la plus haute"
    assert get_parameter("raise.fifty_percent_threshold", params).format(50) == "50 %"
    assert get_parameter("time.seconds_after_call", params).format(None) == "non précisé"
