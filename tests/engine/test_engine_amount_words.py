"""The small words around an amount (« à 600 », « 400 de plus », « relance de 400 », « 2k »,
« hors de son tour »): one home, kb/data/actions.toml's [amount], read by the action lines,
the announcements and the told situations — each meaning the same way everywhere, but for
« de » after a raise, which the books rule on in an announcement only (ROPTA 9.1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kb.engine import words
from kb.engine.description.amounts import prepare
from kb.engine.description.vocabulary import load_vocabulary as story_vocabulary
from kb.engine.director import rule_for_situation
from kb.engine.moves import parse_declaration
from kb.engine.situation import parse_situation
from kb.engine.words import ACTIONS_FILE, load_vocabulary
from kb.errors import KBError
from kb.model import Library
from kb.quotes import find_quote

TABLE = "blinds 100/200\nplayers SB:10000 BB:10000 A:10000 B:800 C:10000\n"


def line(action: str) -> tuple[str | None, str, int | None]:
    """The one step an action line makes."""
    (step,) = parse_situation(TABLE + action + "\n? C\n").steps
    return step.player, step.kind, step.amount


def line_refused(action: str) -> str:
    with pytest.raises(KBError) as info:
        line(action)
    return str(info.value)


@pytest.mark.parametrize(
    ("meaning", "form", "story_label"),
    [
        ("total", "à", "word:total"),
        ("total", "jusqu'à", "word:total"),
        ("total", "de total", "word:total"),
        ("more", "de mieux", "word:more"),
        ("more", "by", "word:more"),
        ("by", "de", "word:by"),
        ("off_turn", "avant son tour", "word:out_of_turn"),
        ("off_turn", "oot", "word:out_of_turn"),
    ],
)
def test_each_amount_word_is_written_once_and_read_by_the_story(meaning: str, form: str, story_label: str) -> None:
    """The story reads the actions file's small words (description.toml has none left)."""
    assert form in load_vocabulary().amount_forms[meaning]
    assert story_vocabulary().phrases[form] == story_label


def test_the_story_keeps_a_for_has() -> None:
    """« à » without its accent is « a » for the action lines (accents aside), never a
    small word in a story, where « B a 800 » is what B has."""
    assert words.phrase("à") in load_vocabulary().small_words["total"]
    assert "a" not in story_vocabulary().phrases


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        ("A relance en tout 600", ("A", "raise", 600)),
        ("A relance soit 600", ("A", "raise", 600)),
        ("A mise de 500", ("A", "bet", 500)),
        ("B tapis de 800", ("B", "allin", None)),
        ("A avant son tour relance à 800", ("A", "oot:raise", 800)),
        ("A out of turn se couche", ("A", "oot:fold", None)),
    ],
)
def test_action_lines_read_the_total_words(action: str, expected: tuple[str, str, int | None]) -> None:
    assert line(action) == expected


@pytest.mark.parametrize("action", ["A relance 400 de plus", "A relance plus 400", "A relance de plus 400", "A raise by 400",
                                    "A mise 400 en plus"])
def test_an_action_line_says_the_total_not_the_increment(action: str) -> None:
    assert "dit le total du tour, pas le supplément" in line_refused(action)


def test_an_action_line_asks_what_relance_de_means() -> None:
    """« A relance de 400 »: the TDA itself tells « B relance de 1000 pour un total de 1600 »
    (the increment) — an account of the hand that says « de » is asked back."""
    message = line_refused("A relance de 400")
    assert "dire le total de la relance" in message and "« de » laisse un doute" in message


@pytest.mark.parametrize(
    ("said", "amount", "increment"),
    [("relance de 4000", 4000, False), ("relance jusqu'à 4000", 4000, False), ("mise de 500", 500, False),
     ("je relance a 800", 800, False), ("4000 supplementaires", 4000, True),
     ("relance 4000 de plus", 4000, True), ("raise by 4000", 4000, True), ("4000 de plus", 4000, True),
     ("plus 4000", 4000, True), ("4000 de mieux", 4000, True)],
)
def test_announcements_read_the_same_words(said: str, amount: int, increment: bool) -> None:
    d = parse_declaration(said)
    assert (d.amount, d.increment) == (amount, increment)


SAYS = 'blinds 100/200\nplayers A:20000 B:20000 C:20000\nC raise 2000\n? A says "{}"'


def ruling(text: str, book: str) -> dict[str, Any]:
    return rule_for_situation(text, books=[book])[0].to_dict()


@pytest.mark.parametrize("book", ["ropta", "tda", "redcactus", "aix", "ciaffone"])
def test_ropta_9_1_relance_de_4000_announced_is_the_total(book: str, library: Library) -> None:
    """An announcement is the player's own words, which the books rule on — unlike an action
    line: ROPTA 9.1 « « Plus 4 000 » ou « Relance de 4 000 » seront par exemple traduits en
    « Relance pour un montant total de 4 000 » »; TDA 43-B « annoncer une relance et un
    montant correspond au montant total de la mise » (RedCactus 47-B alike); Aix and
    Ciaffone are silent and follow them."""
    for article, quote in (("ropta:9.1", "« Relance de 4 000 » seront par exemple traduits en « Relance pour un montant total de 4 000 »"),
                           ("tda:43", "annoncer une relance et un montant correspond au montant total de la mise")):
        assert find_quote(library.get(article), quote) == "text", (article, quote)
    assert ruling(SAYS.format("relance de 4000"), book)["details"]["to"] == 4000


def test_story_thousands_come_from_the_actions_file() -> None:
    assert prepare("A relance à 2 mille, B à 3K").text == "A relance à 2000, B à 3000"


def test_readers_follow_the_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No small word of an amount is typed in Python: a vocabulary that says an increment
    « en sus » has the announcements read « relance 4000 en sus » as one and the action
    lines refuse it; one that drops « en tout » no longer reads it."""
    text = ACTIONS_FILE.read_text(encoding="utf-8")
    text = text.replace('"de plus", "en plus",', '"de plus", "en sus",').replace('"en tout", ', "")
    (tmp_path / "actions.toml").write_text(text, encoding="utf-8")
    voc = words.load_vocabulary(tmp_path / "actions.toml")
    monkeypatch.setattr(words, "vocabulary", lambda: voc)
    monkeypatch.setattr("kb.engine.situation.vocabulary", lambda: voc)
    assert parse_declaration("relance 4000 en sus").increment
    with pytest.raises(KBError, match="annonce non reconnue"):
        parse_declaration("relance 4000 en plus")
    assert "pas le supplément" in line_refused("A relance 400 en sus")
    assert "mot inattendu" in line_refused("A relance en tout 600")
