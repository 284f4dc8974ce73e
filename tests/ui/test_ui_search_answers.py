"""The search page's answer card and pre-filled simulator link (Streamlit AppTest)."""

from __future__ import annotations

import random
import string
from pathlib import Path
from urllib.parse import parse_qs

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 300  # the first run may build the knowledge base


def open_app(**params: str) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def links(at: AppTest) -> list[tuple[str, str]]:
    return [(pl.proto.label, pl.proto.query_string) for pl in at.get("page_link")]


def test_ui_search_time_question_shows_the_answer_card() -> None:
    at = open_app(q="combien de temps a un joueur quand on demande le time ?")
    card = "\n".join(h.proto.body for h in at.get("html") if "kb-answer" in h.proto.body)
    assert "Réponse : Temps accordé au joueur" in card
    assert card.count("<strong>30 secondes</strong>") == 3 and "<strong>70 secondes</strong> ≠" in card and "non fixé" in card
    assert "divergent" in card and "Le club a le droit de décréter un temps de réflexion maximum" in card
    targets = [q for _, q in links(at)]
    assert "article=ropta%3A3.5" in targets and "article=ciaffone%3A1.35" in targets


def test_ui_search_betting_story_links_the_simulator() -> None:
    at = open_app(q="blindes 100/200, A relance à 600, B pousse un jeton de 1000 sans rien dire")
    md = "\n".join(m.value for m in at.markdown)
    assert "Situation de jeu comprise" in md and "A relance à 600" in md
    (query,) = [q for label, q in links(at) if label == "Trancher avec le simulateur"]
    assert parse_qs(query)["situation"] == ["blinds 100/200\nplayers SB:20000 BB:20000 A:20000 B:20000\nA raise 600\n? B chips 1000"]
    assert any(code.value.startswith("kb rule -s ") for code in at.code)


def test_ui_search_keyword_query_has_no_card() -> None:
    at = open_app(q="bouton mort")
    md = "\n".join([m.value for m in at.markdown] + [h.proto.body for h in at.get("html")])
    assert "Réponse :" not in md and "Situation de jeu comprise" not in md


def test_ui_search_random_characters_say_no_result() -> None:
    rng = random.Random(4)
    at = open_app(q="".join(rng.choice(string.printable) for _ in range(5000)))
    assert any(i.value.startswith("Aucun résultat") for i in at.info)
    assert not [h for h in at.get("html") if "kb-result" in h.proto.body] and "trouvé" not in "".join(c.value for c in at.caption)


def test_ui_search_markup_says_no_result_and_suggests_its_words() -> None:
    at = open_app(q="<p>boutn mort</p>")
    assert any(i.value.startswith("Aucun résultat") for i in at.info)
    assert not [h for h in at.get("html") if "kb-result" in h.proto.body]
    assert "Vouliez-vous dire **bouton mort** ?" in [m.value for m in at.markdown]


def test_ui_search_a_word_typed_halfway_is_offered_its_endings() -> None:
    """The search runs as one types: « rel » finds no article, and is offered « relance »…
    as links, not « Aucun article ne correspond »."""
    at = open_app(q="rel")
    assert not any(i.value.startswith("Aucun article") for i in at.info)
    offered = [label for label, _ in links(at)]
    assert "relance" in offered
