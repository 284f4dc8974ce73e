"""Rules a book states that the engine once did not apply (issue 15), each with the
sentence of the book that decides it, checked verbatim in its article."""

from __future__ import annotations

import re
from typing import Any

import pytest

from kb.engine import director, examples
from kb.engine.director import rule_for_situation
from kb.engine.rules import RuleSet
from kb.engine.situation import parse_situation
from kb.errors import KBError
from kb.model import Library
from kb.quotes import find_quote


def ruling(text: str, book: str) -> dict[str, Any]:
    return rule_for_situation(text, books=[book])[0].to_dict()


def assert_quoted(library: Library, article: str, quote: str) -> None:
    """The quote stands in the article's current wording (text or worked examples), not struck."""
    assert find_quote(library.get(article), quote) in ("text", "examples"), (article, quote)


def test_ciaffone_1_11_b_j_heads_up_min_raise_is_the_blind(library: Library) -> None:
    """Ciaffone 1.11.b (j): « Dans un duel, les relances n'ont pas de minimum, si ce n'est
    le montant du blind. » — pre-flop and after, and once a third player has folded."""
    assert_quoted(library, "ciaffone:1.11.b", "Dans un duel, les relances n'ont pas de minimum, si ce n'est le montant du blind.")
    preflop = "blinds 100/200\nplayers A:10000 B:10000\nA raise 1000\n? B"
    r = ruling(preflop, "ciaffone")
    assert r["details"]["min_raise_to"] == 1200 and r["article"] == "ciaffone:1.11.b"
    assert "en duel" in str(r["reason"])
    assert ruling(preflop, "tda")["details"]["min_raise_to"] == 1800  # TDA 43: no heads-up exception
    flop = "blinds 100/200\nplayers A:10000 B:10000 C:10000\nC fold\nA call\nB check\nflop\nA bet 600\n? B"
    assert ruling(flop, "ciaffone")["details"]["min_raise_to"] == 800
    assert ruling(flop, "ropta")["details"]["min_raise_to"] == 1200
    multiway = "blinds 100/200\nplayers A:10000 B:10000 C:10000\nC raise 1000\n? A"
    assert ruling(multiway, "ciaffone")["details"]["min_raise_to"] == 1800  # (i): several players


@pytest.mark.parametrize("book", ["ropta", "tda", "aix", "redcactus"])
def test_heads_up_exception_is_ciaffone_only(book: str) -> None:
    assert not RuleSet.for_book(book).heads_up_min_is_blind  # ROPTA 9.6, TDA 43: no exception


UNDERCALL = "blinds 100/200\nplayers A:10000 B:10000 C:10000 D:10000\nC fold\nD raise 1000\nA raise 3000\n"


def test_ciaffone_1_17_forfeit_only_beyond_half_of_the_call(library: Library) -> None:
    """Ciaffone 1.17: « Le joueur non décafé qui verse au pot plus de la moitié de la somme
    requise pour suivre doit o soit compléter son enchère en versant les jetons manquants;
    o soit abandonner ses jetons au pot et quitter le coup. » — B has 200 in, 2800 to call."""
    assert_quoted(library, "ciaffone:1.17", "plus de la moitié de la somme requise pour suivre")
    assert_quoted(library, "ciaffone:1.17", "la parole revient au joueur fautif pour qu'il rectifie le montant de son enchère")
    quarter = ruling(UNDERCALL + "? B chips 500", "ciaffone")
    assert quarter["options"] == ["suivre à 3000", "se coucher en reprenant ses 500"]
    assert "ne dépasse pas 50 %" in str(quarter["reason"]) and quarter["article"] == "ciaffone:1.17"
    over_half = ruling(UNDERCALL + "? B chips 1500", "ciaffone")
    assert over_half["options"] == ["compléter à 3000", "abandonner les 1500 posés et se coucher"]


def test_ciaffone_1_17_a_unaware_of_the_raise(library: Library) -> None:
    """Ciaffone 1.17 (a): « Le joueur qui suit l'enchère précédant la dernière relance, car
    il n'était pas au courant de cette relance, peut récupérer ses jetons et passer. »"""
    assert_quoted(library, "ciaffone:1.17", "Le joueur qui suit l'enchère précédant la dernière relance, car il n'était pas au courant de cette relance, peut récupérer ses jetons et passer.")
    r = ruling(UNDERCALL + "? B chips 800 unaware", "ciaffone")
    assert r["options"] == ["compléter à 3000", "reprendre ses 800 et se coucher"] and r["article"] == "ciaffone:1.17"
    # The other books state no such exception: their own undercall rule stands.
    assert "reprendre" not in " ".join(map(str, ruling(UNDERCALL + "? B chips 800 unaware", "ropta")["options"]))


def test_ciaffone_1_15_announced_amount_corrected_to_the_chips_put_in(library: Library) -> None:
    """Ciaffone 1.15: « Le joueur qui annonce une ouverture ou une relance d'un certain
    montant, en versant au pot une quantité différente, voit son annonce rectifiée au
    montant qu'il a versé si le joueur suivant n'a pas encore parlé. »"""
    assert_quoted(library, "ciaffone:1.15", "voit son annonce rectifiée au montant qu'il a versé si le joueur suivant n'a pas encore parlé")
    text = 'blinds 100/200\nplayers A:10000 B:10000 C:10000\nC raise 600\n? A chips 1000x2 says "relance 3000"'
    r = ruling(text, "ciaffone")
    assert (r["details"]["action"], r["details"]["to"], r["article"]) == ("raise", 2100, "ciaffone:1.15")
    assert "rectifiée au montant versé" in str(r["reason"])
    assert ruling(text, "ropta")["details"]["to"] == 3000  # ROPTA 9.1: the words decide


SHORT_BB = "blinds 500/1000 ante 1000 bb\nplayers SB:20000 A:800 UTG:20000 BTN:20000\nUTG fold\nBTN call\nSB call\n? pots"


def test_ropta_4_2_cas_a_short_bb_exception_is_ropta_only(library: Library) -> None:
    """ROPTA 4.2 cas A (800 in the big blind, 1 000 of ante): « le joueur A ne pourra gagner
    que 800 par joueur dans le coup » — no ante in play, a short big blind. TDA PR-11 states
    no exception: « avec priorité de l'ante sur la Grosse Blinde », his 800 are the ante."""
    assert_quoted(library, "ropta:4.2", "le joueur A ne pourra gagner que 800 par joueur dans le coup")
    assert_quoted(library, "tda:PR-11", "avec priorité de l'ante sur la Grosse Blinde")
    pots = {b: [p["amount"] for p in ruling(SHORT_BB, b)["details"]["pots"]] for b in ("ropta", "tda")}
    assert pots == {"ropta": [2400, 400], "tda": [800, 2000]}


PLUS = 'blinds 100/200\nplayers A:20000 B:20000 C:20000\nC raise 2000\n? A says "{}"'


@pytest.mark.parametrize("words", ["plus 4000", "+4000", "4000 de mieux"])
def test_plus_4000_total_in_ropta_9_1_increment_in_redcactus_47_b(words: str, library: Library) -> None:
    """ROPTA 9.1: « (« Plus 4 000 » ou « Relance de 4 000 » seront par exemple traduits en
    « Relance pour un montant total de 4 000 ») » ; RedCactus 47-B: « les annonces de type
    "XXXX de mieux " ou " plus XXXX " sont acceptées » — read as an amount over the bet."""
    assert_quoted(library, "ropta:9.1", "« Plus 4 000 » ou « Relance de 4 000 » seront par exemple traduits en « Relance pour un montant total de 4 000 »")
    assert_quoted(library, "redcactus:47", 'les annonces de type "XXXX de mieux " ou " plus XXXX " sont acceptées')
    text = PLUS.format(words)
    assert ruling(text, "ropta")["details"]["to"] == 4000
    assert ruling(text, "tda")["details"]["to"] == 4000  # TDA 43-B: the total, nothing on « plus »
    red = ruling(text, "redcactus")
    assert (red["details"]["to"], red["article"]) == (6000, "redcactus:47")


@pytest.mark.parametrize(
    ("text", "book", "article", "quote"),
    [
        ("blinds 100/200\nplayers A:10000 B:10000 C:10000 D:10000\nC raise 600\n? D chips 500 100x3", "ciaffone", "ciaffone:1.19",
         "Le joueur qui verse au moins la moitié de la somme requise pour relancer est traité comme un relanceur à part entière."),
        ("blinds 100/200\nplayers A:10000 B:10000 C:10000\nC call\nA call\nB check\nflop\n? A chips 1000", "ropta", "ropta:9.2",
         "Sans annonce, la mise est considérée comme totale"),
        ("blinds 100/200\nplayers A:10000 B:10000 C:10000\nC call\nA call\nB check\nflop\n? A chips 1000", "tda", "tda:44",
         "Sans faire face à une mise, envoyer un jeton de plus grosse valeur silencieusement (sans déclaration) est une mise de la valeur du jeton."),
        ("blinds 100/200\nplayers A:10000 B:10000 C:10000\nC call\nA call\nB check\nflop\n? A chips 1000", "redcactus", "redcactus:49",
         "Sans faire face à une mise, envoyer un jeton de plus grosse valeur silencieusement (sans déclaration) est une mise de la valeur du jeton."),
        (SHORT_BB, "ropta", "ropta:4.2", "le joueur A ne pourra gagner que 800 par joueur dans le coup"),
        (SHORT_BB, "tda", "tda:PR-11", "avec priorité de l'ante sur la Grosse Blinde"),
        (SHORT_BB, "redcactus", "redcactus:intro-big-blind-ante", "il devra en priorité payer la blind"),
    ],
)
def test_the_ruling_cites_the_deciding_article(text: str, book: str, article: str, quote: str, library: Library) -> None:
    """Issue 15: the article whose text decides, not the nearest one."""
    assert ruling(text, book)["article"] == article
    assert_quoted(library, article, quote)


TWO_STEPS = 'blinds 500/1000\nplayers A:50000 B:50000 C:50000\nstreet flop pot 3000\nA bet 2000\n? B says "je relance pour tes 2000 et 5000 de plus"'


def test_ropta_9_1_raise_in_two_steps(library: Library) -> None:
    """ROPTA 9.1: « Relancer en deux temps n'est pas autorisé […] ce sera donc une relance
    à 4 000 » ; TDA 40: an unclear announcement is the TD's decision."""
    assert_quoted(library, "ropta:9.1", "Relancer en deux temps n'est pas autorisé")
    assert_quoted(library, "tda:40", "le TD déterminera la mise en se basant sur les circonstances de jeu et la Règle 1")
    ropta = ruling(TWO_STEPS, "ropta")
    assert (ropta["details"]["to"], ropta["article"]) == (4000, "ropta:9.1")
    tda = ruling(TWO_STEPS, "tda")
    assert tda["article"] == "tda:40" and tda["options"] == ["relance à 7000", "autre décision du directeur"]


@pytest.mark.parametrize("words", ["relance pour 2000 et", "je relance pour tes et 5000 de plus"])
def test_a_broken_two_step_announcement_is_refused_in_french(words: str) -> None:
    with pytest.raises(KBError, match="ligne 5 : annonce non reconnue"):
        parse_situation(TWO_STEPS.replace("je relance pour tes 2000 et 5000 de plus", words))


FIRST = 'blinds 100/200\nplayers A:20000 B:20000 C:20000\nstreet flop pot 600\nA bet 400\n? B chips 500x2 says "call"{}'


@pytest.mark.parametrize(
    ("book", "article", "quote"),
    [
        ("tda", "tda:40", "Si un joueur fait les deux, la première des deux actions définit l’action du joueur."),
        ("ropta", "ropta:9.4", "Si elles sont faites avant ou en même temps que le mouvement des jetons, les annonces verbales prévalent"),
        ("redcactus", "redcactus:40", "Si un joueur fait les deux, la première des deux annonces définit le montant de la mise"),
    ],
)
def test_chips_before_words_decide(book: str, article: str, quote: str, library: Library) -> None:
    assert_quoted(library, article, quote)
    assert ruling(FIRST.format(""), book)["details"]["action"] == "call"  # words first (or together)
    assert ruling(FIRST.format(" first says"), book)["details"]["action"] == "call"
    chips_first = ruling(FIRST.format(" first chips"), book)
    assert (chips_first["details"]["action"], chips_first["details"]["to"]) == ("raise", 1000)
    assert "ils décident" in chips_first["reason"] and chips_first["article"] == article
    assert ruling(FIRST.format(" first chips"), "ciaffone")["details"]["action"] == "call"  # silent: words prevail


def test_first_needs_chips_or_says() -> None:
    with pytest.raises(KBError, match="ligne 5 : « first chips » ou « first says » attendu"):
        parse_situation(FIRST.format(" first"))


PULLED = "blinds 100/200\nplayers A:20000 B:20000 C:20000\nstreet flop pot 600\nA bet 400\nB call\nC raise 1600\n? A pulls-back"


@pytest.mark.parametrize(
    ("book", "article", "quote"),
    [
        ("tda", "tda:46", "il sera dès lors obligé de payer (call) ou relancer (raise). Il n’est pas permis de retirer les jetons et se coucher."),
        ("redcactus", "redcactus:51", "le joueur sera dès lors obligé de call ou raise. Il ne peut pas retirer les jetons et se coucher."),
    ],
)
def test_earlier_bet_pulled_back_must_call_or_raise(book: str, article: str, quote: str, library: Library) -> None:
    """TDA 46-B, RedCactus 51-B: facing a raise, the earlier bet pulled back: call or raise."""
    assert_quoted(library, article, quote)
    r = ruling(PULLED, book)
    assert r["article"] == article and not any("coucher" in o for o in r["options"])
    silent = ruling(PULLED, "ropta")
    assert silent["details"]["discretion"] and silent["options"][-1] == "se coucher (les 400 restent au pot)"


def test_pulls_back_needs_an_earlier_bet() -> None:
    with pytest.raises(KBError, match="pas de mise précédente à ramener"):
        rule_for_situation("blinds 100/200\nplayers A:20000 B:20000 C:20000\n? C pulls-back", books=["tda"])


FOUND = "blinds 100/200\nplayers A:5000 B:20000 C:20000\nstreet flop pot 600\nA allin\nB call\nC fold\n? A found 1000"


@pytest.mark.parametrize(
    ("book", "article", "quote"),
    [
        ("ropta", "ropta:9.23", "le TD sera seul juge de leur intégration au tapis"),
        ("tda", "tda:62", "le TD devra déterminer si le(s) jeton(s) caché(s) font partie du tapis du joueur A dû à une action acceptée (règle 49)"),
    ],
)
def test_chips_found_behind_an_allin(book: str, article: str, quote: str, library: Library) -> None:
    """ROPTA 9.23, TDA 62: the director judges; not part of the all-in, they are not paid if
    he wins and lost if he loses."""
    assert_quoted(library, article, quote)
    r = ruling(FOUND, book)
    assert r["article"] == article and r["details"]["found"] == 1000 and r["details"]["discretion"]
    assert r["options"][1] == "non intégrés : si A gagne, ils ne lui sont pas payés ; s'il perd, ils vont au gagnant"


@pytest.mark.parametrize(
    ("question", "message"),
    [("? A found", "« ? JOUEUR found N » attendu"), ("? A found 0", "jetons retrouvés non positifs"),
     ("? A found lots", "jetons retrouvés attendu (nombre entier)")],
)
def test_found_misuse_is_refused_in_french(question: str, message: str) -> None:
    with pytest.raises(KBError, match=re.escape(message)):
        parse_situation(FOUND.replace("? A found 1000", question))


def test_found_needs_an_allin_player() -> None:
    with pytest.raises(KBError, match="B n'est pas à tapis"):
        rule_for_situation(FOUND.replace("? A found", "? B found"), books=["tda"])


TOLD = "blinds 100/200\nplayers A:30000 B:30000 C:30000\nstreet river pot 4000\nA bet 4500\n? B chips 1000x3 told 3000"


@pytest.mark.parametrize(
    ("book", "article", "quote"),
    [
        ("tda", "tda:49", "Si le joueur qui suit demande un compte et reçoit une mauvaise information d’un joueur ou du croupier et engage un montant insuffisant dans le pot (ou annonce « payé »), il doit compléter la différence."),
        ("ropta", "ropta:9.20", "Toute erreur sur un comptage de la part du donneur ou d'un joueur initial n'enlève en rien les responsabilités des joueurs suivants."),
    ],
)
def test_wrong_count_the_caller_completes(book: str, article: str, quote: str, library: Library) -> None:
    """TDA 49, ROPTA 9.20: a wrong count given by the dealer or a player does not excuse
    the caller: he completes the difference (fairness rule in rare cases)."""
    assert_quoted(library, article, quote)
    r = ruling(TOLD, book)
    assert (r["details"]["action"], r["details"]["to"], r["article"]) == ("call", 4500, article)
    assert r["options"][0] == "compléter à 4500"


@pytest.mark.parametrize(("question", "message"), [("told 5000", "n'est pas inférieur à la mise à suivre (4500)"), ("told", "montant manquant après told")])
def test_told_misuse_is_refused_in_french(question: str, message: str) -> None:
    with pytest.raises(KBError, match=re.escape(message)):
        rule_for_situation(TOLD.replace("told 3000", question), books=["tda"])


def test_every_question_kind_is_answered_by_the_director_and_the_app() -> None:
    """The app's simulator answers through kb.engine.examples: a new kind of question
    (found) must be answered there too, not end in a KeyError."""
    assert set(director.ANSWERS) == set(examples.ANSWERS) == {
        "legal", "ruling", "pots", "found", "correction", "showdown", "split", "misdeal", "button", "balance", "penalty"}
    found = examples.evaluate_situation(FOUND, RuleSet.for_book("ropta"))
    assert (found["action"], found["found"], found["article"]) == ("found", 1000, "ropta:9.23")
