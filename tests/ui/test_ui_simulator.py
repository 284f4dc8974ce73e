"""The simulator of « Exemples et simulateur » (Streamlit AppTest): French verbs in the form,
« Que peut-il faire ? » with the deciding article of each book, an error said once under the
field it comes from, a shared link restoring the form, a description filling the form."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")
TIMEOUT = 300
NNBSP = "&#8239;"  # the thousands separator as the page writes it


def _examples_app() -> None:
    from kb.ui.main import run

    run(default="examples")


def open_simulator(**params: str) -> AppTest:
    at = AppTest.from_function(_examples_app, default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def decide(at: AppTest) -> AppTest:
    (button,) = [b for b in at.button if b.label == "Statuer"]
    button.click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def describe(text: str) -> AppTest:
    """The simulator with ``text`` told in « Décrivez la situation » and « Lire et trancher »
    clicked."""
    at = open_simulator()
    at.text_area(key="sim_text").set_value(text)
    (button,) = [b for b in at.button if b.label == "Lire et trancher"]
    button.click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def rulings(at: AppTest) -> list[str]:
    return [m.value.replace(NNBSP, " ") for m in at.markdown if m.value.startswith(("**Options", "**Décision", "**Pots"))]


def test_default_form_gives_a_sentence_and_article_per_book() -> None:
    at = decide(open_simulator())
    assert "Décision de chaque règlement" in [s.value for s in at.subheader]
    shown = rulings(at)
    assert len(shown) == 5, shown
    # ROPTA 9.13 / TDA 45: removing the smallest chip leaves the call: it is a call
    assert sum(r.startswith("**Décision \u2060&#58; suivre à 5 000&#44; 1 000 rendus — ") for r in shown) == 5, shown
    assert "situation" in at.query_params


def test_french_verbs_and_what_may_c_do_with_articles() -> None:
    at = open_simulator()
    at.radio(key="sim_question").set_value("legal").run()  # outside the form: the form follows it
    at.text_input(key="sim_players").set_value("SB:10000 BB:10000 A:10000 B:800 C:10000")
    at.number_input(key="sim_sb").set_value(100)
    at.number_input(key="sim_bb").set_value(200)
    at.text_area(key="sim_actions").set_value("a relance à 600\nB fait tapis")
    at.text_input(key="sim_player").set_value("c")
    decide(at)
    text = "\n".join(rulings(at))
    assert "Relance minimum \u2060&#58; 1 200 au total — TDA 43" in text
    assert "Relance minimum \u2060&#58; 1 200 au total — ROPTA 9\u2060&#46;6" in text
    assert "Relance minimum \u2060&#58; 1 600 au total — RedCactus 47" in text
    assert text.count("Relance maximum \u2060&#58; 10 000 au total") == 5
    assert at.query_params["situation"].endswith("a relance à 600\nB fait tapis\n? c\n")


def test_an_error_is_said_once_under_its_field_in_the_users_words() -> None:
    at = open_simulator()
    at.text_area(key="sim_actions").set_value("A relance à 5000\nD relance 6000")
    decide(at)
    errors = [e.value for e in at.error]
    assert len(errors) == 1, errors
    assert "Actions déjà faites" in errors[0] and "2e ligne" in errors[0] and "D relance 6000" in errors[0]
    assert "joueur inconnu" in errors[0] and "ligne 4" not in errors[0]
    assert "Décision de chaque règlement" not in [s.value for s in at.subheader]


def test_an_impossible_hand_is_said_once_not_per_book() -> None:
    at = open_simulator()
    at.text_area(key="sim_actions").set_value("B relance à 5000")  # A speaks first
    decide(at)
    errors = [e.value for e in at.error]
    assert len(errors) == 1 and "1re ligne" in errors[0], errors


def test_shared_link_fills_the_form_and_shows_the_decision() -> None:
    situation = "blinds 100/200\nplayers SB:10000 BB:10000 A:10000 B:10000\nA relance à 600\n? B chips 1000\n"
    at = open_simulator(situation=situation)
    assert at.number_input(key="sim_bb").value == 200
    assert at.text_area(key="sim_actions").value == "A relance à 600"
    assert at.text_input(key="sim_pushed").value == "1000"
    assert at.radio(key="sim_question").value == "ruling"
    # a single oversized chip without a word is a call under every book
    assert sum("suivre à 600&#44; 400 rendus" in r for r in rulings(at)) == 5


def test_a_shared_link_errs_under_the_field_its_own_line_fills() -> None:
    """A link whose situation the engine refuses: the message names the field the link's
    line went to (its line numbers are the link's, not those of the form's text, whose
    first line is the blinds: « Grosse blinde : joueur inconnu 'cercle' » before)."""
    import html

    def said(at: AppTest) -> list[str]:  # as read on screen (the page escapes Markdown)
        return [html.unescape(e.value).replace("\u2060", "") for e in at.error]

    at = open_simulator(situation="cercle")
    errors = said(at)
    assert len(errors) == 1, errors
    assert errors[0].startswith("Actions déjà faites, 1re ligne (« cercle ») : joueur inconnu"), errors
    at = open_simulator(situation="blinds 100/200\nplayers A:5000 B:5000\nA relance à 600\nD suit\n? B")
    errors = said(at)
    assert len(errors) == 1 and "Actions déjà faites, 2e ligne (« D suit »)" in errors[0], errors


def test_description_fills_the_form() -> None:
    at = describe("Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire C ?")
    assert at.number_input(key="sim_bb").value == 200
    assert "A relance à 600" in at.text_area(key="sim_actions").value  # the engine's verbs in French
    assert at.radio(key="sim_question").value == "legal"
    assert any("Compris" in i.value for i in at.info)
    assert any(r.startswith("**Options") for r in rulings(at))


def test_pots_question_names_each_books_article() -> None:
    at = open_simulator()
    at.radio(key="sim_question").set_value("pots").run()
    at.text_input(key="sim_players").set_value("SB:50000 BB:50000 A:50000 B:3000")
    at.text_area(key="sim_actions").set_value("A relance à 5000\nB tapis\nSB se couche\nBB se couche")
    decide(at)
    shown = rulings(at)
    assert len(shown) == 5 and all(r.startswith("**Pots \u2060&#58; pot principal 9 000 &#40;A&#44; B&#41;") for r in shown), shown
    assert at.query_params["situation"].endswith("? pots\n")


def test_description_asks_back_instead_of_guessing() -> None:
    at = describe("100-200, A raise 800, B relance 1000, C ?")
    asked = " ".join(w.value for w in at.warning)
    assert "À préciser" in asked and "total ou en plus" in asked
    assert at.number_input(key="sim_bb").value == 2000  # the form is left as it was
    assert "situation" not in at.query_params


def test_announcement_in_the_players_words() -> None:
    at = open_simulator()
    at.text_input(key="sim_pushed").set_value("")
    at.text_input(key="sim_says").set_value("suit")
    decide(at)
    assert at.query_params["situation"].endswith('? B says "call"\n')
    assert sum(r.startswith("**Décision \u2060&#58; suivre à 5 000") for r in rulings(at)) == 5
    assert at.text_input(key="sim_says").value == "suit"  # the form keeps the director's word


def test_string_bet_and_circumstances_from_the_form_and_back_from_a_link() -> None:
    """Issue 15's forms in the app: a bet pushed in two movements (ROPTA 9.2 counts the
    whole handful, TDA 56 makes it a call); the circumstances come back from a shared link."""
    at = open_simulator()
    at.number_input(key="sim_sb").set_value(100)
    at.number_input(key="sim_bb").set_value(200)
    at.text_input(key="sim_players").set_value("SB:10000 BB:10000 A:10000 B:10000")
    at.text_area(key="sim_actions").set_value("A relance à 600")
    at.text_input(key="sim_pushed").set_value("500 500")
    at.text_input(key="sim_then").set_value("1000")
    decide(at)
    shown = "\n".join(rulings(at))
    assert "relance à 2 000 — ROPTA 9\u2060&#46;2" in shown and "— TDA 56" in shown, shown
    situation = at.query_params["situation"]
    assert situation.endswith("? B chips 500 500 then 1000\n")
    at = open_simulator(situation=situation.replace("then 1000", "then-stack 1000 unaware"))
    assert at.text_input(key="sim_then").value == "1000" and at.checkbox(key="sim_then_stack").value
    assert at.text_input(key="sim_pushed").value == "500 500"


def test_under_raise_found_later_and_chips_found_questions() -> None:
    at = open_simulator()
    at.radio(key="sim_question").set_value("correction").run()
    at.number_input(key="sim_sb").set_value(100)
    at.number_input(key="sim_bb").set_value(200)
    at.text_input(key="sim_players").set_value("SB:10000 BB:10000 A:10000 B:10000")
    at.text_area(key="sim_actions").set_value("under A relance à 300\nB suit")
    decide(at)
    shown = "\n".join(rulings(at))
    assert "— ROPTA 9\u2060&#46;10" in shown and "— Ciaffone 1\u2060&#46;17" in shown, shown
    assert at.query_params["situation"].endswith("? correction\n")
    at.radio(key="sim_question").set_value("found").run()
    at.text_input(key="sim_players").set_value("SB:10000 BB:10000 A:1000 B:10000")
    at.text_area(key="sim_actions").set_value("A tapis\nB suit")
    at.text_input(key="sim_player").set_value("A")
    at.text_input(key="sim_found").set_value("500")
    decide(at)
    assert sum("500 retrouvés derrière le tapis de A" in r for r in rulings(at)) == 5


def test_questions_beyond_the_betting_round_from_a_link_and_the_form() -> None:
    """Issue 36: the button after an elimination asked by a shared link (the form shows the
    question and the eliminated player), then a penalty asked from the form."""
    at = open_simulator(situation="blinds 100/200\nplayers SB:10000 BB:10000 UTG:10000 BTN:10000\nout SB\n? button")
    assert at.radio(key="sim_question").value == "button"
    assert "out SB" in at.text_area(key="sim_actions").value
    shown = rulings(at)
    assert len(shown) == 5 and any("bouton mort" in r for r in shown), shown
    assert any("TDA 32" in r for r in shown), shown
    at.radio(key="sim_question").set_value("penalty").run()
    at.text_input(key="sim_detail").set_value("2")
    shown = rulings(decide(at))
    assert any("8 mains manquées" in r for r in shown), shown
