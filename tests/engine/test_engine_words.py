"""The players' words in a situation's action lines (kb/data/actions.toml via kb.engine.words):
French verbs and their variants, names in any letter case, amounts as players write them; the
same vocabulary read by the announcements and the told situations, each form in its role."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.engine import words
from kb.engine.description.vocabulary import load_vocabulary as story_vocabulary
from kb.engine.moves import parse_declaration
from kb.engine.situation import parse_situation
from kb.engine.words import (
    ACTIONS_FILE,
    amount_words,
    engine_declaration,
    load_vocabulary,
    match_player,
    read_amount,
)
from kb.errors import KBError

TABLE = "blinds 100/200\nplayers SB:10000 BB:10000 A:10000 B:800 C:10000\n"


def steps(actions: str) -> list[tuple[str | None, str, int | None]]:
    sit = parse_situation(TABLE + actions + "\n? C\n")
    return [(s.player, s.kind, s.amount) for s in sit.steps]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("A relance 600", ("A", "raise", 600)),
        ("A relance à 600", ("A", "raise", 600)),
        ("A relance a 600", ("A", "raise", 600)),
        ("A sur-relance à 600", ("A", "raise", 600)),
        ("A ouvre 600", ("A", "bet", 600)),
        ("A ouvre à 1 200", ("A", "bet", 1200)),
        ("A mise 1,2k", ("A", "bet", 1200)),
        ("A mise 2k", ("A", "bet", 2000)),
        ("A raise 1.200", ("A", "raise", 1200)),
        ("A raise 2 mille", ("A", "raise", 2000)),
        ("a suit", ("A", "call", None)),
        ("A paye", ("A", "call", None)),
        ("A paie", ("A", "call", None)),
        ("A se couche", ("A", "fold", None)),
        ("A couché", ("A", "fold", None)),
        ("A passe", ("A", "fold", None)),
        ("A fold", ("A", "fold", None)),
        ("A tapis", ("A", "allin", None)),
        ("A fait tapis", ("A", "allin", None)),
        ("A all-in", ("A", "allin", None)),
        ("A shove", ("A", "allin", None)),
        ("A fait tapis pour 10000", ("A", "allin", None)),
        ("A oot relance à 800", ("A", "oot:raise", 800)),
        ("A hors tour se couche", ("A", "oot:fold", None)),
    ],
)
def test_french_action_words(line: str, expected: tuple[str, str, int | None]) -> None:
    assert steps(line) == [expected]


def test_check_words_on_the_flop() -> None:
    text = TABLE + "A suit\nB suit\nC suit\nSB suit\nBB parole\nflop\nSB check\nbb parole\n? A\n"
    sit = parse_situation(text)
    assert [(s.player, s.kind) for s in sit.steps][-2:] == [("SB", "check"), ("BB", "check")]


def test_question_names_any_letter_case() -> None:
    sit = parse_situation(TABLE + "A relance à 600\nb fait tapis\n? c\n")
    assert sit.question is not None and sit.question.player == "C"


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("A relance de 400", "dire le total de la relance"),
        ("A relance", "montant manquant après « A relance »"),
        ("A suit 600", "se dit sans montant"),
        ("A relance à 600 euros", "mot inattendu 'euros'"),
        ("A relance 1,5", "trouvé '1,5'"),
        ("B tapis 900", "le tapis de B est de 800"),
        ("D relance 600", "joueur inconnu 'D'"),
        ("A danse", "action inconnue 'danse'"),
    ],
)
def test_unreadable_actions_say_why_in_the_users_words(line: str, words: str) -> None:
    with pytest.raises(KBError) as info:
        steps(line)
    assert "ligne 3" in str(info.value) and words in str(info.value)


def test_amounts() -> None:
    assert [read_amount(t) for t in ("600", "1 200", "1\u202f200", "1,2k", "2K", "1.200.000", "1,5", "k")] == [
        "600", "1200", "1200", "1200", "2000", "1200000", None, None,
    ]
    assert amount_words(["1", "200", "says"]) == 2
    assert amount_words(["2", "k"]) == 2
    assert amount_words(["1200", "200"]) == 1


def test_player_names_case_and_accents() -> None:
    assert match_player("c", ["A", "C"]) == "C"
    assert match_player("zoe", ["Zoé", "B"]) == "Zoé"
    assert match_player("a", ["A", "a"]) == "a"  # an exact name wins
    assert match_player("D", ["A"]) is None


def test_vocabulary_lists_every_engine_action() -> None:
    voc = load_vocabulary()
    assert {w.kind for w in voc.actions.values()} == {"fold", "check", "call", "bet", "raise", "allin"}
    said = {(w.kind, w.form) for w in voc.actions.values()}
    assert ("raise", "relance") in said and ("fold", "se couche") in said


@pytest.mark.parametrize(
    ("said", "engine"),
    [("suit", "call"), ("se couche", "fold"), ("fait tapis", "allin"), ("parole", "check"), ("Relance à 1,2k", "raise 1200"),
     ("mise 500", "bet 500"), ("relance", None), ("5", None), ("plus 4000", None), ("tapis 800", None), ("suit 600", None)],
)
def test_announcements_in_the_players_words(said: str, engine: str | None) -> None:
    """What the vocabulary reads whole goes to the engine in its words; the rest (a bare
    « relance », an abbreviated « 5 », « plus 4000 ») is left to kb.engine.moves."""
    assert engine_declaration(said) == engine


@pytest.mark.parametrize(
    ("said", "kind", "amount"),
    [("suit", "call", None), ("se couche", "fold", None), ("fait tapis", "allin", None),
     ("relance à 1,2k", "raise", 1200), ("Je paie", "call", None)],
)
def test_an_announcement_in_the_players_words_is_read_by_the_engine(said: str, kind: str, amount: int | None) -> None:
    """`kb rule` reads « says "suit" » as the app's form does (the engine's own reader falls
    back on the players' vocabulary), keeping the words as said."""
    d = parse_declaration(said)
    assert (d.kind, d.amount, d.raw) == (kind, amount, said)


def test_stacks_written_with_a_space_for_thousands() -> None:
    sit = parse_situation("blinds 100/200\nplayers SB:5000 BB:10 000 A:1 200 000 B:5000\n? B")
    assert sit.setup.players == [("SB", 5000), ("BB", 10000), ("A", 1200000), ("B", 5000)]


# -- one vocabulary, three readers -----------------------------------------------------

@pytest.mark.parametrize(
    ("form", "line", "announcement", "story"),
    [
        # a form without a role: read alike everywhere
        ("relance", "raise", "raise", "act:raise"),
        ("limpe", "call", "call", "act:call"),
        # roles.lines: not in a story, where « jette » is a gesture, « dit » is « says »
        ("jette", "fold", "fold", "word:gesture"),
        ("dit parole", "check", "check", None),
        ("suis", "call", "call", None),
        # roles.context: fold in a line or an announcement, check or fold in a story
        ("passe", "fold", "fold", "act:pass"),
        # roles.notes: a story's hand notes only, right after a player
        ("x", None, None, None),
    ],
)
def test_one_vocabulary_read_by_each_reader_in_its_role(form: str, line: str | None, announcement: str | None,
                                                        story: str | None) -> None:
    """kb/data/actions.toml is the one home of the action words: the action lines, the
    announcements and the told situations all read it, each form in its role."""
    word = load_vocabulary().actions.get(tuple(form.split()))
    assert (word.kind if word else None) == line
    try:
        said: str | None = parse_declaration(form).kind
    except KBError:
        said = None
    assert said == announcement
    assert story_vocabulary().phrases.get(form) == story


def test_story_notes_come_from_the_actions_file() -> None:
    notes = {w.form: f"act:{w.kind}" for w in load_vocabulary().words if w.role == "notes"}
    assert notes and story_vocabulary().shorthand == notes


def test_announcements_take_their_verbs_from_the_vocabulary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No verb of kb.engine.moves is typed in Python: a vocabulary where raising is said
    « rehausse » reads « rehausse à 800 » and no longer « relance 800 »; the grammar around
    the verb (« pour tes 2000 et 5000 de plus », « mise le pot ») stays."""
    text = ACTIONS_FILE.read_text(encoding="utf-8").replace('"relance", ', '"rehausse", ')
    (tmp_path / "actions.toml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(words, "vocabulary", lambda: words.load_vocabulary(tmp_path / "actions.toml"))
    assert (parse_declaration("rehausse à 800").kind, parse_declaration("rehausse à 800").amount) == ("raise", 800)
    assert parse_declaration("je rehausse pour tes 2000 et 5000 de plus").kind == "raise_two_steps"
    assert parse_declaration("mise le pot").kind == "pot"
    with pytest.raises(KBError, match="annonce non reconnue"):
        parse_declaration("relance 800")
