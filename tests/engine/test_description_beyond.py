"""Situations beyond the betting round told in French (``kb rule --text``, issue 36): the
question's kind, the seats and the facts read, in both registers."""

from __future__ import annotations

import pytest

from kb.engine.description import read_description
from kb.engine.description.beyond import find_kind
from kb.engine.description.beyond_table import table_seats

CASES = [
    ("Trois joueurs à la river : A checke, B mise 500, C paie et A se couche. Qui montre en premier ?",
     ["B bet 500", "C call", "A fold"], "? showdown"),
    ("À six joueurs, la petite blinde est éliminée sur ce coup. Où est le bouton au coup suivant ?",
     ["players SB:20000 BB:20000 UTG:20000 HJ:20000 CO:20000 BTN:20000", "out SB"], "? button"),
    ("SB et BB éliminées ensemble : blindes suivantes ?", ["out SB", "out BB"], "? button"),
    ("1 tour de pénalité, 8 à table : combien de mains ?", [], "? penalty 1"),
    ("6 joueurs vs 9 : on arrête ? qui bouge ?", [], "? balance 9"),
    ("Le donneur a oublié de donner des cartes à C ; personne n'a encore parlé. Fausse donne ?",
     ["players A:20000 B:20000 C:20000 D:20000"], "? misdeal dealt-out C"),
    ("board Ks Qd 7h 4c 2s, A AdJc, B AhJh, C 3c5d, pot 1025 en jetons de 25, river check x3 : partage, jeton impair ?",
     ["board Ks Qd 7h 4c 2s", "cards A Ad Jc", "cards B Ah Jh", "chips 25", "street river pot 1025"], "? split"),
    ("River checkée par les trois joueurs ; A jette ses cartes, B montre un brelan. B peut-il exiger de voir la main de C ?",
     ["mucks A", "shows B"], "? showdown B"),
    # Table shorthand: the count (« 6-max », « 4 handed », « HU »), « bust », no names.
    ("6-max, BTN bust, qui poste la BB ?", ["players SB:20000 BB:20000 UTG:20000 HJ:20000 CO:20000 BTN:20000", "out BTN"],
     "? button"),
    ("4 handed, SB out, bouton suivant ?", ["players SB:20000 BB:20000 UTG:20000 BTN:20000", "out SB"], "? button"),
    ("HU : qui est au bouton ?", ["players SB:20000 BB:20000"], "? button"),
    ("split 3 ways, 1 odd chip, qui le prend ?",
     ["players A:20000 B:20000 C:20000", "chips 25", "street river pot 3025", "board As Ks Qs Js Ts"], "? split"),
    ("showdown river check, qui montre ?", ["players A:20000 B:20000 C:20000", "A check", "C check"], "? showdown"),
    # « x x » before the first player named: the players named by letters before him check
    # (and « x. » is a check before a full stop, not an abbreviation).
    ("flop x x, C mise 300, A paie, B fold. River x x. Qui montre en premier ?",
     ["players A:20000 B:20000 C:20000", "B check", "C bet 300", "A call", "B fold", "river", "C check"], "? showdown"),
    # Seats told by number: the button where told, the eliminated by number; « 5 j. » counts.
    ("8 j. siège 4 au bouton, siège 5 SB. Le siège 6 saute. Bouton et blindes au coup suivant ?",
     ["players S5:20000 S6:20000 S7:20000 S8:20000 S1:20000 S2:20000 S3:20000 S4:20000", "out S6"], "? button"),
    # A split's caller of the largest all-in, his stack not told, holds what he calls.
    ("A fait tapis pour 1000, B fait tapis pour 3000, C paie. A AhAd, B KhKd, C QhQd, board 2s 7h 9c Jd 3s. Partage ?",
     ["players B:3000 C:3000 A:1000"], "? split"),
    # A river checked with places named: the table holds every place named.
    ("river pot 2025, jetons de 25 : SB x BB x BTN x, UTG fold. SB AhKc, BB AdKd, BTN 9s9c, board 2s 7h 8c Jd 3s. Jeton impair ?",
     ["players SB:20000 BB:20000 UTG:20000 BTN:20000", "UTG fold"], "? split"),
    # Who asks to see: after an aside, in his own quoted words, « demande la main de ».
    ("River checkée par A, B et C ; A montre, B jette, et C, qui n'a rien montré, veut voir la main de B. Peut-il ?",
     ["shows A", "mucks B"], "? showdown C"),
    ("river pot 3k, check/check/check. A table, B muck, C dit « je veux voir sa main ». C'est possible ?", ["A check", "C check"],
     "? showdown C"),
    ("river x x x. A montre, B muck, C demande la main de B.", ["mucks B"], "? showdown C"),
    # A board told by the royal flush it makes.
    ("River checkée entre A et B, quinte flush royale à cœur au tableau, pot 2100 en jetons de 100 : qui prend le jeton impair ?",
     ["board Ah Kh Qh Jh Th", "chips 100"], "? split"),
    # A place said after the action (« D paie au bouton »).
    ("À la river, A checke, B mise 400, C paie au bouton, A se couche. Qui montre en premier ?",
     ["players A:20000 B:20000 C:20000", "C call"], "? showdown"),
    # A player told by his place, his name in brackets (« SB (A) »).
    ("4 joueurs, C paie, D relance à 500, SB (A) sans cartes : fausse donne ?", ["D raise 500"], "? misdeal dealt-out A"),
    # Heads-up the button (A) speaks last after the flop.
    ("River checkée entre A et B, qui montre en premier ?", ["B check", "A check"], "? showdown"),
]


def test_what_was_assumed_is_said() -> None:
    d = read_description("split 3 ways, 1 odd chip, qui le prend ?")
    assert any("Mains égales" in u for u in d.understood) and any("Joueurs non nommés" in u for u in d.understood)


@pytest.mark.parametrize(("text", "lines", "question"), CASES)
def test_told_table_question(text: str, lines: list[str], question: str) -> None:
    d = read_description(text)
    assert d.situation, d.questions
    got = d.situation.splitlines()
    assert got[-1] == question
    for line in lines:
        assert any(g.startswith(line) for g in got), (line, got)


def test_a_betting_question_is_left_to_the_betting_reader() -> None:
    assert find_kind("Blindes 100/200. A relance à 600, B fait tapis pour 800. Que peut faire C ?") is None


def test_a_player_and_an_amount_after_a_street_are_his_bet() -> None:
    # « river A 1000 B call »: a director reads A's bet at once (no « tapis ou mise ? »)
    d = read_description("river A 1000 B call : B voit A ?")
    lines = d.situation.splitlines()
    assert lines[lines.index("A bet 1000") + 1] == "B call", d.questions


def test_a_player_and_an_amount_before_any_street_are_asked_back() -> None:
    d = read_description("150/300 A 900 B fold C ?")
    assert not d.situation and d.questions == ["« A 900 » : tapis ou mise ?"]


def test_seats_from_the_small_blind_to_the_button() -> None:
    assert table_seats(3) == ["SB", "BB", "BTN"]
    assert table_seats(9)[-3:] == ["HJ", "CO", "BTN"]


def test_a_split_told_by_who_wins_and_who_ties_gets_cards_that_rank_so() -> None:
    d = read_description("A fait tapis pour 1000, C fait tapis pour 5000, B paie. A a la meilleure main ; "
                         "B et C ont la même. Comment partager ?")
    lines = d.situation.splitlines()
    assert lines[-1] == "? split" and "cards A Ah Ad" in lines, (d.situation, d.questions)
    assert {"cards B Kc Qc", "cards C Kd Qh"} <= set(lines)
    assert any(u.startswith("Cartes non dites : A a la meilleure main, B et C ont des mains égales") for u in d.understood)


def test_the_all_in_of_a_showdown_without_amount_is_the_short_stack() -> None:
    d = read_description("A tapis préflop, B C paient, flop : on ouvre ?")
    assert "A:5000" in d.situation and "B:20000" in d.situation, d.situation


def test_a_card_turned_during_the_deal_is_a_misdeal_question_even_without_a_question_mark() -> None:
    for text in ("une carte de C retournée pendant la donne", "Une carte de C est retournée pendant la donne : fausse donne ?"):
        d = read_description(text)
        assert d.situation.splitlines()[-1] == "? misdeal exposed 1", (text, d.situation, d.questions)


def test_a_split_without_its_smallest_chip_assumes_the_data_files_when_the_pot_is_made_of_it() -> None:
    d = read_description("board Ks Qd 7h 4c 2s, A AdJc, B AhJh, C 3c5d, pot 1025 : partage, jeton impair ?")
    assert "chips 25" in d.situation.splitlines(), (d.situation, d.questions)
    assert any(u.startswith("Plus petit jeton non dit : 25") for u in d.understood)


def test_a_high_low_split_told_by_its_halves_gets_hands_that_win_them() -> None:
    d = read_description("PLO8 pot 1025, A high (couleur), B low : jeton impair ?")
    lines = d.situation.splitlines()
    assert lines[-1] == "? split hilo" and "street river pot 1025" in lines, (d.situation, d.questions)
    assert any(u.startswith("Cartes non dites : A gagne le haut, B le bas") for u in d.understood)


# The wider told-table set (tests/engine/situations/table_told_wide.toml, written blind to the
# reader): tellings ruled by every book as their line format. 60 of 150 when the set came;
# the floor is the figure reached since, so that no reading rule loses a telling unseen.
WIDE_FLOOR = 148


def test_the_wider_told_set_is_ruled_as_its_line_format() -> None:
    from benchmarks.bench_table import WIDE, told_as_line

    texts, _, right, wrong = told_as_line(WIDE)
    assert texts >= 150 and right >= WIDE_FLOOR, (right, wrong)


# A second wider set (table_told_wide2.toml, written blind to the reader by another hand): 74
# of 120 when it came; the floor is the figure reached since.
WIDE2_FLOOR = 119


def test_the_second_wider_told_set_is_ruled_as_its_line_format() -> None:
    from benchmarks.bench_table import WIDE2, told_as_line

    texts, _, right, wrong = told_as_line(WIDE2)
    assert texts >= 120 and right >= WIDE2_FLOOR, (right, wrong)


# Questions beyond the betting round told mostly as terse table notes (table_told_notes.toml,
# written blind to the reader by another hand): 31 of 90 when it came; the floor is the figure
# reached since.
NOTES_FLOOR = 66


def test_the_table_notes_told_set_is_ruled_as_its_line_format() -> None:
    from benchmarks.bench_table import NOTES, told_as_line

    texts, _, right, wrong = told_as_line(NOTES)
    assert texts >= 90 and right >= NOTES_FLOOR, (right, wrong)


def test_cards_told_without_their_suits_get_suits_that_make_no_flush() -> None:
    # « As-As » is a pair of aces, not the ace of spades twice: with no three cards of a suit
    # on the board the suits change no hand, and are given away from the board's
    d = read_description("A fait tapis pour 2000, B paie. A a As-As, B Roi-Roi ; tableau 2s 7h 9c Jd 3s. Partage ?")
    lines = d.situation.splitlines()
    assert "cards A Ah Ad" in lines and "cards B Kh Kd" in lines, (d.situation, d.questions)
    assert any(u.startswith("Couleurs non dites") for u in d.understood)


def test_a_hand_told_by_its_ranks_and_one_suit_is_suited() -> None:
    d = read_description("Blindes 100/200. A fait tapis pour 2000, B paie. A a As-Roi de carreau, B 9-9 ; tableau Kh Qs 7c 4h 2s. Partage ?")
    lines = d.situation.splitlines()
    assert "cards A Ad Kd" in lines and "cards B 9d 9c" in lines, (d.situation, d.questions)


def test_cards_without_suits_are_asked_back_when_the_board_could_make_a_flush() -> None:
    d = read_description("A fait tapis pour 2000, B paie. A a As-As, B Roi-Roi ; tableau 2s 7s 9s Jd 3h. Partage ?")
    assert not d.situation and d.questions and "couleurs" in d.questions[0], (d.situation, d.questions)


def test_a_place_with_its_player_and_stack_in_brackets_seats_him_with_that_stack() -> None:
    d = read_description("200/400. CO (E, 30k) relance à 1200, BTN (F, 5k) paie. Quels sont les pots ?")
    assert "E:30000" in d.situation and "F:5000" in d.situation and "F call" in d.situation, (d.situation, d.questions)


def test_a_stack_in_big_blinds_alone_in_brackets_is_a_stack_a_small_count_a_raise() -> None:
    d = read_description("200/400. E relance à 1200, F (150bb) paie. Quels sont les pots ?")
    assert "F:60000" in d.situation, (d.situation, d.questions)


def test_a_bet_under_the_minimum_noticed_later_is_a_correction_its_bet_named_again_no_action() -> None:
    # « la mise de B » names B's bet told before; « on s'aperçoit » that it was too small asks the correction
    d = read_description("Blindes 50/100, pot de 800 à la river : B mise 60, C relance à 300, D paie, et là on "
                         "s'aperçoit que la mise de B était trop faible. Que fait-on ?")
    assert d.situation.splitlines()[-4:] == ["under B bet 60", "C raise 300", "D call", "? correction"], (d.situation, d.questions)


def test_a_short_correction_question_is_about_the_bets_not_the_sentence_before() -> None:
    # « voit » in the sentence before is no showdown question; « (moins que la BB !) » no player
    d = read_description("50/100, river, pot 800. A bet 60 (moins que la BB !), B call, C call, puis le croupier "
                         "voit que la mise de A était trop petite. Le floor rectifie comment ?")
    assert d.situation.splitlines()[-2:] == ["C call", "? correction"] and "under A bet 60" in d.situation, \
        (d.situation, d.questions)


def test_an_action_named_after_apres_is_no_new_one_and_chips_found_go_to_the_one_all_in() -> None:
    # « suite à son call » names E's call told before; « derrière son tapis »: the only player all in
    d = read_description("Blindes 200/400. D fait tapis pour 6000, E paie, F se couche. Suite à son call, on "
                         "retrouve 1000 cachés derrière son tapis. Que fait le floor ?")
    assert d.situation.splitlines()[-4:] == ["D allin", "E call", "F fold", "? D found 1000"], (d.situation, d.questions)


def test_actions_alone_opening_the_question_are_its_choices_and_rajoute_is_a_gesture() -> None:
    d = read_description("Blindes 100/200. UTG relance à 600, le bouton se couche. La grosse blinde rajoute un jeton "
                         "de 1000 sans rien dire. Call, relance ?")
    assert d.situation.splitlines()[-1] == "? BB chips 1000", (d.situation, d.questions)


def test_players_told_together_with_ranks_each_hold_them_and_a_raise_to_600_counts_no_table() -> None:
    # « relance à 500, » is no table of 500; « E et F Roi-Dame »: each holds a king and a queen
    d = read_description("Blindes 100/200, D relance à 500, E fait tapis pour 3000, F fait tapis pour 3000 et D paie. "
                         "D a Valet-Valet, E et F Roi-Dame ; tableau 2s 7c 9d 4h 3c. Partage ?")
    lines = d.situation.splitlines()
    assert lines[1] == "players E:3000 F:3000 D:3000" and "cards E Ks Qh" in lines and "cards F Kh Qs" in lines, \
        (d.situation, d.questions)


def test_an_amount_before_the_action_is_a_bet_when_the_players_stack_is_told_apart() -> None:
    d = read_description("200/400 : E 1200, F tapis 5000, E call (30000). Quels sont les pots ?")
    assert "E:30000" in d.situation and d.situation.splitlines()[2:4] == ["E raise 1200", "F allin"], (d.situation, d.questions)


def test_a_player_saying_he_has_no_cards_is_dealt_out_and_one_card_alone_is_a_misdeal_question() -> None:
    d = read_description("Blindes 200/400, 5 joueurs. UTG se couche, le cutoff se couche et le bouton dit « je n'ai pas "
                         "de cartes ». Fausse donne ?")
    assert d.situation.splitlines()[-1] == "? misdeal dealt-out BTN", (d.situation, d.questions)
    d = read_description("Blindes 200/400, 5 joueurs. C se retrouve avec une seule carte avant toute action. On fait quoi ?")
    assert d.situation.splitlines()[-1] == "? misdeal cards C 1", (d.situation, d.questions)


def test_seats_listed_with_their_actions_in_brackets_act_so() -> None:
    d = read_description("100/200, 6 à table. Le siège 3 relance à 600, les sièges 4 (call), 5 (fold) et 6 (call). "
                         "Que peut faire le siège 1 ?")
    assert d.situation.splitlines()[2:6] == ["S3 raise 600", "S4 call", "S5 fold", "S6 call"], (d.situation, d.questions)


def test_a_player_who_thinks_has_not_acted_and_the_run_after_him_is_out_of_turn() -> None:
    d = read_description("100/200, 6 à table. Le siège 2 relance à 600, le siège 3 hésite, et les sièges 4 (call) et 5 "
                         "(fold) jouent tous hors de leur tour. Que peut faire le siège 3 ?")
    assert d.situation.splitlines()[2:] == ["S2 raise 600", "S4 oot call", "S5 oot fold", "? S3"], (d.situation, d.questions)


def test_a_seat_named_by_its_number_then_an_amount_is_no_thousands() -> None:
    # « S3 600 » is seat 3 putting in 600, not « 3 600 » (3600)
    d = read_description("S3 600, S4 oublié, S5 oot call, S6 oot fold : S4 ?")
    assert d.situation.splitlines()[2:] == ["S3 raise 600", "S5 oot call", "S6 oot fold", "? S4"], (d.situation, d.questions)


def test_a_balance_asks_about_the_other_tables_players_whichever_is_fuller() -> None:
    d = read_description("Ici table à 8, l'autre à 5 : qui se déplace ?")
    assert d.situation.splitlines()[-1] == "? balance 5" and d.situation.count(":20000") == 8, (d.situation, d.questions)
    d = read_description("Nous sommes 5 à cette table, la plus pleine en a 8 : qui bouge ?")
    assert d.situation.splitlines()[-1] == "? balance 8" and d.situation.count(":20000") == 5, (d.situation, d.questions)


def test_stopping_the_game_asks_a_balance() -> None:
    d = read_description("Nous sommes six, l'autre table en a huit. On doit arrêter la partie ?")
    assert d.situation.splitlines()[-1] == "? balance 8", (d.situation, d.questions)


def test_a_pair_told_by_its_ranks_is_no_blinds() -> None:
    d = read_description("River checkée, pot 1000. A a 7-2, B Valet-Valet ; tableau Kh Qs 7c 4h 2s. Partage ?")
    assert d.situation.startswith("blinds 100/200") and "cards A 7d 2d" in d.situation, (d.situation, d.questions)


def test_a_player_who_hesitates_then_acts_has_acted() -> None:
    d = read_description("Blindes 100/200. A relance à 600, B hésite puis paie, C réfléchit longtemps et se couche. "
                         "Que peut faire la grosse blinde ?")
    assert d.situation.splitlines()[2:5] == ["A raise 600", "B call", "C fold"], (d.situation, d.questions)


def test_low_blinds_with_a_hyphen_stay_blinds_beside_hands_told_by_ranks() -> None:
    d = read_description("Blindes 5-10. A fait tapis pour 200, B paie. A a Roi-Dame, B 9-9 ; tableau Kh Qs 7c 4h 2s. Partage ?")
    assert d.situation.startswith("blinds 5/10") and "cards B 9d 9c" in d.situation, (d.situation, d.questions)


def test_seats_told_as_j4_or_p1_are_seat_numbers() -> None:
    from kb.engine.description.amounts import seat_names

    assert seat_names("J1 SB, P2 BB, bouton J6") == "S1 SB, S2 BB, bouton S6"
    assert seat_names("J5 relance 1.2k, Jh 5c") == "S5 relance 1.2k, Jh 5c"


def test_the_smallest_chip_said_as_a_minimum_or_with_an_equal_sign() -> None:
    from kb.engine.description.beyond_table import chip_told

    assert chip_told("100/200, jeton min 100. board …") == "100"
    assert chip_told("O8 100-200, jeton mini 100.") == "100"
    assert chip_told("3-handed, plus petit jeton = 100. River …") == "100"


def test_five_cards_right_after_river_or_sur_are_the_board() -> None:
    from kb.engine.description.beyond_cards import card_lines

    lines = card_lines("pot de 2 300 à la river sur Ks 9h 5c 3d 2s : la petite blinde (Ah Kc)", ["SB", "BB", "BTN"])
    assert lines[0] == "board Ks 9h 5c 3d 2s" and "cards SB Ah Kc" in lines
    assert card_lines("River 3s 5c 8h Jd Jc, pot 4200. SB Ah2dKcKs", ["SB", "BB", "BTN"])[0] == "board 3s 5c 8h Jd Jc"
    assert card_lines("SB 2c 3d, BB 4h 4c sur le flop", ["SB", "BB"]) == ["cards SB 2c 3d", "cards BB 4h 4c"]


def test_the_places_named_are_the_table_when_they_are_as_many_as_the_players() -> None:
    d = read_description("100/200, 4 j (sb bb co btn). sb + btn out -> HU bb vs co. bouton ? bb ?")
    assert d.situation.splitlines()[1:] == ["players SB:20000 BB:20000 CO:20000 BTN:20000", "out SB", "out BTN", "? button"]
    d = read_description("100/200, 4 j, jeton min 50. pot 3150, check x4. SB 9c9d BB AhQc CO 5s5h BTN AcQd. chop BB/BTN ?")
    assert "players SB:20000 BB:20000 CO:20000 BTN:20000" in d.situation.splitlines(), (d.situation, d.questions)


def test_a_stack_said_in_an_aside_is_his_stack() -> None:
    d = read_description("Tête-à-tête en 200/400 : au turn, avec 6 000 au pot, la grosse blinde mise 3 000, le bouton, "
                         "à qui il ne reste que 9 000, part à tapis et la grosse blinde paie. Qui montre ?")
    assert "players BTN:9000 BB:40000" in d.situation.splitlines(), (d.situation, d.questions)


def test_a_player_dealt_out_at_utg_plus_one_is_not_utg() -> None:
    for told in ("100-200, 7 j. UTG+1 pas de cartes, vu avant toute action. maldonne ?",
                 "À 100/200, sept joueurs : le croupier a sauté le joueur sous le gun +1, qui n'a reçu aucune carte. Maldonne ?",
                 "7-max, 100/200. Le dealer oublie complètement le joueur UTG+1 a la distrib. On redistribue ?"):
        assert read_description(told).situation.splitlines()[-1] == "? misdeal dealt-out UTG1", told


def test_a_card_exposed_that_was_not_the_first() -> None:
    d = read_description("8-handed, 100/200. Le croupier retourne une carte de J5 par erreur (c'etait pas la premiere carte). Misdeal ?")
    assert d.situation.splitlines()[-1] == "? misdeal exposed 1", (d.situation, d.questions)


def test_penalty_said_pen_and_balance_said_casser_la_table() -> None:
    assert read_description("Table de 8, 100-200. Bruno se prend 2 tours de pen. Il est out combien de mains ?"
                            ).situation.splitlines()[-1] == "? penalty 2"
    assert read_description("2 tables : 4 chez nous, 5 en face (100/200). On casse la table ou on joue comme ca ?"
                            ).situation.splitlines()[-1] == "? balance 5"


def test_a_hand_told_in_the_first_person() -> None:
    d = read_description("HU 100/200, river pot 3k. Vilain (BB) lead 1k, je raise a 3k, il call. Je montre, il muck. "
                         "Je peux demander a voir sa main ?")
    assert d.situation.splitlines()[-5:] == ["BTN raise 3000", "BB call", "shows BTN", "mucks BB", "? showdown BTN"], \
        (d.situation, d.questions)
    assert d.understood[0] == "« je » : le bouton."
    d = read_description("100-200, river 3 way pot 2400. SB bet 2000, BB call, moi BTN call. SB retourne, la BB muck. Je peux demander a voir ?")
    assert d.situation.splitlines()[-4:] == ["BTN call", "shows SB", "mucks BB", "? showdown BTN"], (d.situation, d.questions)


def test_a_place_said_beside_a_name_is_his_place() -> None:
    from kb.engine.description.amounts import prepare

    told = "Sofiane, en petite blinde, mise 1000, Léa, en grosse blinde, fait tapis, Lucas à l'UTG paie. S1 Marc (btn) paye"
    assert prepare(told).text.startswith("Sofiane (petite blinde) mise 1000, Léa (grosse blinde) fait tapis, Lucas (UTG) paie. Marc (btn)")


def test_cards_thrown_right_after_a_bet_are_a_fold_and_the_pots_said_after_are_no_action() -> None:
    d = read_description("100-200. UTG tapis 3000, BTN call, SB couche, BB call. flop : BB x BTN x. turn : BB mise 1500, BTN jette. "
                         "abattage, qui commence ?")
    assert d.situation.splitlines()[-2:] == ["BTN fold", "? showdown"], (d.situation, d.questions)
    d = read_description("100/200, 3 way au flop (pot 1.2k). SB bet 1k, BB shove 4k, BTN call, SB call. Turn check check, river SB bet 3k, "
                         "BTN call. Side pot entre SB et BTN, main pot avec la BB a tapis. Reste SB vs BTN. Qui montre le premier ?")
    assert d.situation.splitlines()[-3:] == ["SB bet 3000", "BTN call", "? showdown"], (d.situation, d.questions)


def test_pot_announced_without_quotes() -> None:
    d = read_description("PLO 100/200 5 j. UTG dit pot, met 2 x 500 = 1000. relance max ? surplus ?")
    assert d.situation.splitlines()[-1] == '? UTG chips 500x2 says "pot"', (d.situation, d.questions)


def test_a_raise_that_skips_a_player_is_out_of_turn() -> None:
    for told in ("À 100/200 à sept joueurs, l'UTG paie 200, l'UTG+1 se couche, puis le cutoff relance à 1 000 en sautant le hijack, "
                 "qui n'avait pas parlé, et le bouton paie aussi hors de son tour. Que peut faire le hijack ?",
                 "7 a table, 100/200. UTG limp, UTG+1 fold, le CO raise a 1k sans voir que le HJ a pas parlé, le BTN call derriere. "
                 "Le HJ peut relancer ou juste call/fold ?"):
        d = read_description(told)
        assert d.situation.splitlines()[-3:] == ["CO oot raise 1000", "BTN oot call", "? HJ"], (told, d.situation, d.questions)


def test_a_bet_pushed_in_two_movements_is_a_string_bet_question() -> None:
    for told, line in (("Blindes 100/200. A mise 600, B pousse 500 sans rien dire puis ajoute encore 500. Que vaut sa mise ?",
                        "? B chips 500 then 500"),
                       ("HU 100/200 turn pot 2000. BB mise 800. BTN pousse 1000 sans annonce, puis revient au tapis +1000. string bet ?",
                        "? BTN chips 1000 then-stack 1000"),
                       ("HU 100-200, turn pot 2k. BB bet 800, le BTN met 1k en silence puis repart chercher 1k dans son stack. "
                        "String bet ?", "? BTN chips 1000 then-stack 1000")):
        d = read_description(told)
        assert d.situation.splitlines()[-1] == line, (told, d.situation, d.questions)
    assert read_description("Blindes 100/200. A mise 600, B pousse 500 sans rien dire. Que vaut sa mise ?"
                            ).situation.splitlines()[-1] == "? B amount 500"


def test_a_question_between_a_call_and_a_raise_and_a_blind_posted_with_a_plaque() -> None:
    d = read_description("Au niveau 300/600, quatre joueurs : la grosse blinde a posé sa blinde avec une plaque de 5 000 laissée devant "
                         "elle ; le cutoff relance à 1 800, le bouton paie, la petite blinde se couche, et la grosse blinde ajoute un "
                         "jeton de 1 000 sans rien dire. Est-ce un call ou une relance, et de combien ?")
    assert d.situation.splitlines()[-1] == "? BB front 5000 chips 1000", (d.situation, d.questions)


def test_taking_back_ones_chip_is_no_odd_chip() -> None:
    d = read_description("À la river, en 100/200 à trois joueurs, 3 000 au pot : la petite blinde mise 2 000 et la grosse blinde pousse "
                         "seulement un jeton de 500 sans rien dire. Elle doit compléter ou elle peut reprendre son jeton ?")
    assert d.situation.splitlines()[-1] == "? BB chips 500", (d.situation, d.questions)


def test_the_minimum_said_beside_a_raise_and_an_open_before_a_three_bet() -> None:
    d = read_description("Au flop, en 200/400 à trois joueurs, 1 200 au pot : Alice mise 1 000, Bob relance à 1 500 alors que le "
                         "minimum était 2 000, personne ne le remarque et Chloé paie 1 500 ; on s'en rend compte juste après. "
                         "Comment corrige-t-on ?")
    assert d.situation.splitlines()[-3:] == ["under Bob raise 1500", "Chloé call", "? correction"], (d.situation, d.questions)
    d = read_description("100/200, 5 j. UTG 500, CO 3bet 1400. BTN min raise ?")
    assert d.situation.splitlines()[-3:] == ["UTG raise 500", "CO raise 1400", "? BTN"], (d.situation, d.questions)
    d = read_description("100/200, 5 j. UTG 500, CO relance 1400. BTN min raise ?")
    assert d.questions == ["« UTG 500 » : tapis ou mise ?"], (d.situation, d.questions)


def test_a_remark_on_the_rules_in_the_story_is_no_action() -> None:
    d = read_description("Blinds 100/200, flop (2k au pot). SB bet 1k, BB all in 1.4k, BTN call. Le SB veut re-raise, le BTN dit que "
                         "le tapis de la BB est trop court pour rouvrir. Qui a raison ?")
    assert d.situation.splitlines()[-1] == "? SB", (d.situation, d.questions)
    d = read_description("100-200, flop 4 way (2k). SB bet 1k, BB shove 1500, UTG shove 2100, BTN call. Aucun des 2 tapis n'est une "
                         "relance complete mais a eux deux ca fait +1100... la SB peut re-raise ?")
    assert d.situation.splitlines()[-1] == "? SB", (d.situation, d.questions)


def test_the_teller_declared_alone_and_seats_written_s4() -> None:
    d = read_description("NL 100/200. Je suis au bouton, j'ouvre a 600, la SB paye, la BB fait tapis pour 2k. Je peux relancer ?")
    assert d.situation.splitlines()[-4:] == ["BTN raise 600", "SB call", "BB allin", "? BTN"], (d.situation, d.questions)
    d = read_description("Blindes 100/200. Moi UTG, je relance a 500, le CO relance a 1500, le BTN fold, SB fold, BB fold. "
                         "Je peux relancer a combien minimum ?")
    assert d.situation.splitlines()[-1] == "? UTG", (d.situation, d.questions)
    d = read_description("NL 150-300, UTG open 900, s4 call, s5 shove 4k5. UTG ?")
    assert "S4 call" in d.situation.splitlines() and "S5 allin" in d.situation.splitlines(), (d.situation, d.questions)


def test_blinds_in_thousands_a_coupure_and_a_without_its_accent() -> None:
    d = read_description("HU 1k/2k, river pot 20k, BB check, BTN check. Qui doit abattre ?")
    assert d.situation.splitlines()[0] == "blinds 1000/2000", (d.situation, d.questions)
    d = read_description("100/200, 3 joueurs, plus petite coupure 25. board As Ks Qs Js Ts, pot 1025, check x3. Comment on partage ?")
    assert "chips 25" in d.situation.splitlines(), (d.situation, d.questions)
    d = read_description("A 200/400, 9 joueurs, le croupier a retourne la premiere carte. Maldonne ?")
    assert d.situation.splitlines()[1].startswith("players SB:20000 BB:20000 UTG:20000"), (d.situation, d.questions)


def test_cards_thrown_after_a_raise_across_a_semicolon_are_a_fold() -> None:
    d = read_description("À la river, la petite blinde checke, la grosse blinde mise 1000, le cutoff passe, le bouton relance à 3000 ; "
                         "la petite blinde jette et la grosse blinde paie. Qui abat le premier ?")
    assert d.situation.splitlines()[-3:] == ["SB fold", "BB call", "? showdown"], (d.situation, d.questions)


def test_the_player_before_qui_is_the_subject_and_jusqu_a_without_its_apostrophe() -> None:
    for told in ("blindes 100/200, la BB a mis une plaque de 1000 pour sa blinde. UTG relance a 500, tout le monde se couche jusqu'à la BB, "
                 "qui pousse un jeton de 500 sans parler. Que vaut son geste ?",
                 "blindes 100/200, la BB a mis une plaque de 1000 pour sa blinde. UTG relance a 500, tout le monde fold jusqu a la BB qui "
                 "pousse un jeton de 500 sans parler. ?"):
        d = read_description(told)
        assert d.situation.splitlines()[-1] == "? BB front 1000 chips 500", (told, d.situation, d.questions)


def test_a_stack_said_after_qui_a_at_the_start_of_the_story() -> None:
    d = read_description("Blindes 100/200. Bob, qui a 5000, relance a 600, Alice fait tapis pour 800. Bob peut relancer ?")
    assert d.situation.splitlines()[1] == "players SB:20000 BB:20000 Bob:5000 Alice:800", (d.situation, d.questions)


def test_heads_up_without_accents_and_a_count_before_en() -> None:
    d = read_description("Tete a tete 100/200, turn pot 2000 : BB mise 800 ; BTN pose 1000 sans rien dire puis retourne chercher 1000 "
                         "dans son tapis. Sa mise vaut quoi ?")
    assert d.situation.splitlines()[1:] == ["players BTN:20000 BB:20000", "street turn pot 2000", "BB bet 800",
                                            "? BTN chips 1000 then-stack 1000"], (d.situation, d.questions)
    d = read_description("5 joueurs en 100/200. UTG relance 500, CO paie, puis on voit qu'une main a ete donnee a un siege vide. Maldonne ?")
    assert d.situation.splitlines()[1].startswith("players SB:20000 BB:20000 UTG:20000"), (d.situation, d.questions)


def test_a_notes_glued_bets_chk_showdown_nl_glued_blinds_and_a_pot_limit_split() -> None:
    d = read_description("Stakes 150/300, 4-handed. River (4,8k) : SB chk, BB b2000, CO f, BTN r5000, SB f, BB c. Showdown, qui en 1er ?")
    assert d.situation.splitlines()[-4:] == ["BTN raise 5000", "SB fold", "BB call", "? showdown"], (d.situation, d.questions)
    d = read_description("NL100/200 5max : UTG open 500, CO 3-bet 1400, BTN veut 4-bet, min ?")
    assert d.situation.splitlines()[0] == "blinds 100/200", (d.situation, d.questions)
    d = read_description("HU 100/200, river 3k au pot. BB bet 1000, BTN raise 3000, BB call. BTN retourne, BB muck. "
                         "Le BTN a-t-il le droit de voir la main muckee ?")
    assert d.situation.splitlines()[-1] == "? showdown BTN", (d.situation, d.questions)
    d = read_description("HU 100/200, turn pot 2k. BB 800. BTN pousse 1000 sans parler puis reprend 1000 dans son tapis. Valide ?")
    assert d.situation.splitlines()[-1] == "? BTN chips 1000 then-stack 1000", (d.situation, d.questions)
    d = read_description("PLO 100/200. SB 2000, BB 6000, BTN 20000. BTN relance 600, SB tapis, BB tapis, BTN paye. SB AsKdQh3c / "
                         "BB QdQcJd3s / BTN AdKc6h8h. board Ac 9s 7h 4d 2c. qui prend quoi ?")
    assert d.situation.splitlines()[:3] == ["blinds 100/200", "game pot-limit", "players SB:2000 BB:6000 BTN:20000"], \
        (d.situation, d.questions)


def test_a_fold_recalled_in_an_aside_is_no_action() -> None:
    d = read_description("100/200, 3 joueurs au turn (pot 2000). Nadia (SB) mise 800, Paul (BB) suit, Hugo (BTN) se couche. River : "
                         "Nadia mise 2000, Paul suit. Nadia montre, Paul jette. Hugo, couche au turn, peut-il voir la main de Paul ?")
    assert d.situation.splitlines()[-1] == "? showdown Hugo", (d.situation, d.questions)


def test_a_showdown_note_without_commas_and_typos_of_abattre_and_changer_de_table() -> None:
    d = read_description("100/200 river 3 joueurs pot 2400 sb mise 2000 bb call btn call sb montre bb muck btn veut voir une main "
                         "c'est possible?")
    assert d.situation.splitlines()[-3:] == ["shows SB", "mucks BB", "? showdown BTN"], (d.situation, d.questions)
    d = read_description("150/300 4 joueurs river 4800 au pot: SB check BB mise 2k CO fold BTN relance 5k SB fold BB call. "
                         "Qui abbat en premier?")
    assert d.situation.splitlines()[-1] == "? showdown", (d.situation, d.questions)
    d = read_description("9 joueurs a notre table, 7 a l'autre (100/200). Qui change de table ?")
    assert d.situation.splitlines()[-1] == "? balance 7", (d.situation, d.questions)
