"""House-rules spec: parsing, TOML round trip, and every validation problem listed at once
with its place in the spec."""

from __future__ import annotations

import tomllib

import pytest

from kb.houserules import example_specs, template_text
from kb.houserules.spec import (
    Addition,
    Adoption,
    Event,
    Options,
    Override,
    Removal,
    Spec,
    SpecError,
    check_spec_text,
    parse_spec_text,
    validate_spec,
)
from kb.parameters import BookValue, Parameter, load_parameters, verify_quotes


def fixture_params() -> list[Parameter]:
    """Small parameters of each type, citing real ROPTA/TDA wording."""
    silent = {b: None for b in ("ropta", "tda", "aix", "ciaffone", "redcactus")}
    return [
        Parameter(
            id="time.seconds_after_call", topic="t", label="Temps après le « time »", type="number",
            template="{value} secondes",
            values={**silent, "ropta": BookValue(30, "ropta:3.5", "Le joueur qui hésite se verra donner 30 secondes pour prendre une décision", "30 secondes")},
        ),
        Parameter(
            id="hand_for_hand.clock_paused", topic="t", label="Horloge arrêtée en main par main", type="bool",
            values={**silent, "ropta": BookValue(True, "ropta:2.7", "Il est conseillé d'arrêter le chronomètre")},
        ),
        Parameter(
            id="presence.live_hand_deadline", topic="t", label="Présence pour une main vivante", type="enum",
            choices={"first_card": "à la distribution de la première carte", "last_card": "à la distribution de la dernière carte"},
            values={**silent, "ropta": BookValue("first_card", "ropta:4.1", "lorsque la première carte de la donne est distribuée", "lorsque la première carte de la donne est distribuée")},
        ),
        Parameter(id="phone.policy", topic="t", label="Téléphones", type="text", values=dict(silent)),
    ]


@pytest.fixture(scope="module")
def params(library):
    return fixture_params()


GOOD = """
base = "ropta"
[event]
name = "Tournoi du jeudi"
organiser = "Club"
date = 2025-03-13
[options]
full_text = false
[set]
"time.seconds_after_call" = 40
"phone.policy" = { value = "Téléphones en mode silencieux", article = "ropta:1.3" }
[[adopt]]
article = "tda:28"
replaces = "ropta:3.6"
[[adopt]]
article = "tda:5"
after = "ropta:1.3"
[[remove]]
article = "ropta:3.7"
reason = "pas de racks"
[[add]]
title = "Bar"
text = "Pas de verre sur le tapis."
after = "ropta:1.3"
number = "1.3 bis"
"""


def test_spec_parses_every_section():
    spec = Spec.from_toml(GOOD)
    assert spec.base == "ropta"
    assert spec.event == Event(name="Tournoi du jeudi", organiser="Club", date="2025-03-13")
    assert spec.options == Options(full_text=False, examples=True)
    assert spec.set == [
        Override("time.seconds_after_call", 40),
        Override("phone.policy", "Téléphones en mode silencieux", "ropta:1.3"),
    ]
    assert spec.adopt == [Adoption("tda:28", replaces="ropta:3.6"), Adoption("tda:5", after="ropta:1.3")]
    assert spec.remove == [Removal("ropta:3.7", "pas de racks")]
    assert spec.add == [Addition("Bar", "Pas de verre sur le tapis.", "ropta:1.3", "1.3 bis")]


def test_spec_toml_round_trip():
    spec = Spec.from_toml(GOOD)
    spec.event.name = 'Tournoi "spécial" \\ <script>\nligne 2'
    again = Spec.from_toml(spec.to_toml())
    assert again == spec
    tomllib.loads(spec.to_toml())  # valid TOML


def test_spec_remove_accepts_a_plain_list():
    spec, problems = parse_spec_text('base = "ropta"\nremove = ["ropta:3.6"]\n[event]\nname = "x"\n')
    assert problems == []
    assert spec.remove == [Removal("ropta:3.6")]


def test_spec_valid_against_library(library, params):
    spec = Spec.from_toml(GOOD)
    assert validate_spec(spec, library, params) == []


def places(exc: SpecError) -> dict[str, str]:
    return {p.place: p.message for p in exc.problems}


def test_spec_all_problems_listed_at_once_with_their_place(library, params):
    bad = """
base = "ropta"
[event]
name = "Tournoi"
[set]
"time.seconds_after_call" = "quarante"
"presence.live_hand_deadline" = "turn_to_act"
"hand_for_hand.clock_paused" = 1
"time.unknown_thing" = 3
[[adopt]]
article = "tda:999"
replaces = "ropta:3.6"
[[remove]]
article = "ropta:42.1"
[[add]]
title = "Nouveau"
text = "Texte"
after = "tda:5"
"""
    with pytest.raises(SpecError) as info:
        check_spec_text(bad, library, params)
    got = places(info.value)
    assert 'set."time.seconds_after_call"' in got and "nombre" in got['set."time.seconds_after_call"']
    assert "valeur inconnue 'turn_to_act' (attendu : first_card, last_card)" in got['set."presence.live_hand_deadline"']
    assert "true ou false" in got['set."hand_for_hand.clock_paused"']
    assert "paramètre inconnu" in got['set."time.unknown_thing"']
    assert "time.seconds_after_call" in got['set."time.unknown_thing"']  # same-theme hint
    assert "inconnu" in got["adopt[0].article"]
    assert "inconnu" in got["remove[0].article"]
    assert "règlement de base" in got["add[0].after"]
    assert len(info.value.problems) == 7
    assert info.value.path is None


def test_spec_missing_base_and_event(library, params):
    with pytest.raises(SpecError) as info:
        check_spec_text('[set]\n"time.seconds_after_call" = 40\n', library, params)
    got = places(info.value)
    assert "manquant" in got["base"]
    assert "event" in got


def test_spec_unknown_base(library, params):
    with pytest.raises(SpecError) as info:
        check_spec_text('base = "fivebet"\n[event]\nname = "x"\n', library, params)
    assert "règlement inconnu" in places(info.value)["base"]


def test_spec_unknown_keys_and_wrong_types(library, params):
    text = 'base = "ropta"\nbasee = 1\n[event]\nname = 3\nnom = "x"\n[options]\nfull_text = "oui"\n'
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, params)
    got = places(info.value)
    assert set(got) == {"basee", "event.name", "event.nom", "options.full_text"}


def test_spec_toml_syntax_error(library, params):
    with pytest.raises(SpecError) as info:
        check_spec_text('base = "ropta\n', library, params)
    assert "TOML invalide" in info.value.problems[0].message


@pytest.mark.parametrize(
    ("adopt", "place", "words"),
    [
        ('article = "ropta:3.5"\nreplaces = "ropta:3.6"', "adopt[0].article", "déjà au règlement de base"),
        ('article = "tda:28"\nreplaces = "tda:29"', "adopt[0].replaces", "n'est pas un article du règlement de base"),
        ('article = "tda:28"\nreplaces = "ropta:99.9"', "adopt[0].replaces", "inconnu"),
        ('article = "tda:28"\nreplaces = "ropta:3"', "adopt[0].replaces", "partie"),
        ('article = "tda:28"\nreplaces = "ropta:3.7"', "adopt[0].replaces", "aussi supprimé"),
        ('article = "tda:28"\nreplaces = "ropta:3.6"\nafter = "ropta:3.5"', "adopt[0]", "pas les deux"),
        ('article = "tda:28"', "adopt[0]", "replaces"),
    ],
)
def test_spec_adopt_conflicts(library, params, adopt, place, words):
    text = f'base = "ropta"\n[event]\nname = "x"\n[[remove]]\narticle = "ropta:3.7"\n[[adopt]]\n{adopt}\n'
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, params)
    got = places(info.value)
    assert place in got and words in got[place], got


def test_spec_same_article_adopted_or_replaced_twice(library, params):
    text = """base = "ropta"
[event]
name = "x"
[[adopt]]
article = "tda:28"
replaces = "ropta:3.6"
[[adopt]]
article = "tda:28"
after = "ropta:3.5"
[[adopt]]
article = "tda:29"
replaces = "ropta:3.6"
"""
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, params)
    got = places(info.value)
    assert "adopté deux fois" in got["adopt[1].article"]
    assert "déjà remplacé" in got["adopt[2].replaces"]


def test_spec_value_equal_to_base_is_reported(library, params):
    text = 'base = "ropta"\n[event]\nname = "x"\n[set]\n"time.seconds_after_call" = 30\n'
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, params)
    assert "identique" in places(info.value)['set."time.seconds_after_call"']


def test_spec_added_number_already_in_base(library, params):
    text = 'base = "ropta"\n[event]\nname = "x"\n[[add]]\ntitle = "t"\ntext = "x"\nafter = "ropta:3.5"\nnumber = "3.6"\n'
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, params)
    assert "existe déjà" in places(info.value)["add[0].number"]


def test_spec_two_additions_with_one_number(library, params):
    add = '[[add]]\ntitle = "t"\ntext = "x"\nafter = "ropta:3.5"\nnumber = "3.5 bis"\n'
    text = 'base = "ropta"\n[event]\nname = "x"\n' + add + add
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, params)
    got = places(info.value)
    assert "add[0].number" not in got and "déjà celui de add[0]" in got["add[1].number"]


def test_spec_error_message_names_every_place(library, params):
    text = 'base = "ropta"\n[event]\nname = ""\n[set]\n"time.seconds_after_call" = -1\n'
    with pytest.raises(SpecError) as info:
        check_spec_text(text, library, params, path="club.toml")
    msg = str(info.value)
    assert msg.startswith("club.toml: spécification invalide (2 problèmes)")
    assert "event.name" in msg and 'set."time.seconds_after_call"' in msg


def real_params(library):
    return verify_quotes(load_parameters(), library)


def test_spec_template_and_examples_are_valid(library):
    params = real_params(library)
    texts = [("template", template_text())] + [(p.name, p.read_text(encoding="utf-8")) for p in example_specs()]
    assert len(texts) >= 3
    for name, text in texts:
        spec = check_spec_text(text, library, params, path=name)
        assert spec.set, name
        assert Spec.from_toml(spec.to_toml()) == spec


def test_spec_added_text_nested_too_deep_is_named_issue39(library, params):
    """Issue 39: 5 000 nested quotes in an added article made the app's Markdown renderer
    fail with an English « RangeError »; the spec is refused with its place instead."""
    spec = Spec.from_toml(GOOD)
    spec.add[0].text = ">" * 5_000 + " citation"
    problems = validate_spec(spec, library, params)
    assert [p.place for p in problems] == ["add[0].text"]
    assert "profondeur d'imbrication" in problems[0].message and "« nesting_depth »" in problems[0].message
