"""The situation format as shown to directors (``kb rule --help``, the app's simulator page)."""

from __future__ import annotations

from kb.engine.limits import LIMITS_HELP

FORMAT_HELP = f"""\
Format de la situation (une instruction par ligne, « # » commente) :

  blinds 100/200 [ante 200 bb|button|classic]   blindes (et ante)
  players SB:5000 BB:5000 A:3000 BTN:12000      sièges dans l'ordre, à partir de la
                                                petite blinde ; le dernier a le bouton
                                                (tête-à-tête : le premier)
  chips 25 100 500 1000                          (facultatif) valeurs des jetons en jeu
  game limit [flop|turn]                         (facultatif) no-limit (défaut), pot-limit
                                                ou limit (mise = grosse blinde, doublée
                                                à partir du turn, ou du flop)
  street flop pot 1200                           (facultatif) la situation commence au flop
  A relance à 600                                actions dans l'ordre, avec les mots de la table :
  B fait tapis                                   se couche, parole, suit, mise N, relance à N
                                                 (N = total du tour), tapis (ou fold, check, call,
                                                 bet, raise, allin) ; noms sans casse (c = C),
                                                 montants 1200, 1 200, 1,2k
  C oot raise 800                                C annonce une relance à 800 hors de son tour
  under B raise 1000                             relance (ou mise) insuffisante passée
                                                inaperçue, jouée telle quelle
  flop                                           tour d'enchères suivant
  ? B chips 1000x2 says "raise"                  LA QUESTION (dernière ligne)

Questions possibles :
  ? JOUEUR                      ce qu'il peut faire (à suivre, relance minimale, relance rouverte ?)
  ? JOUEUR chips 1000 500       ce que valent les jetons poussés sans rien dire
  ? JOUEUR amount 1400          un montant poussé sans détail des jetons
  ? JOUEUR says "call"          une annonce (call, check, fold, relance, relance 8000,
                                8000, 5, tapis, pot) ; combinable avec chips
  ? JOUEUR chips 500 unaware    il ignorait la dernière relance (Ciaffone 1.17 a)
  ? JOUEUR … next-acted         le joueur suivant avait déjà parlé quand on s'en aperçoit
                                (Ciaffone 1.15 : l'annonce n'est plus rectifiée)
  ? JOUEUR chips 500 then 500   mise en plusieurs fois (string bet) : 500, puis 500 de la même
                                poignée ; « then-stack 500 » : repris à son tapis (ROPTA 9.2,
                                TDA 56, RedCactus 56, Aix, Ciaffone 1.19)
  ? JOUEUR chips 1000 says "call" first chips
                                les jetons sont venus avant les mots (« first says » :
                                les mots d'abord, comme sans « first ») — TDA 40-A
  ? JOUEUR pulls-back           face à une relance, il ramène sa mise précédente (TDA 46-B) ;
                                « pulls-back [N] chips … » : il en ramène tout (ou N) puis
                                pousse des jetons (TDA 46-C)
  ? JOUEUR front 1000 chips 500  sa blinde a été posée avec un jeton de 1000 laissé devant lui :
                                il compte avec les jetons ajoutés (TDA 46, situation 2)
  ? JOUEUR says "call" told 3000
                                on lui a donné à tort 3000 à suivre (TDA 49, ROPTA 9.20)
  ? JOUEUR says "plus 4000"     « plus N », « N de mieux », « relance N de plus » : total ou
                                supplément selon le livre ; « relance de N » : le total
                                (ROPTA 9.1 ; dans une ligne d'action, « de » est refusé)
  ? JOUEUR says "je relance pour tes 2000 et 5000 de plus"
                                relance annoncée en deux temps (ROPTA 9.1)
  ? pots                        pots principal et extérieurs, jetons rendus
  ? correction                  la mise insuffisante « under » est découverte maintenant :
                                ce que chaque livre corrige (ROPTA 9.10, TDA 52-A,
                                RedCactus 43, Ciaffone 1.17)
  ? JOUEUR found 500            jetons retrouvés derrière son tapis, une fois payé
                                (ROPTA 9.23, TDA 62)

Au-delà des enchères (cartes et table) :
  cards A Ah Kd                 cartes privatives (2, ou 4 en omaha ; couleurs s h d c, 10 = T)
  board 2c 7d 9h Js Qd          le tableau
  shows B / mucks C             à l'abattage : B montre ses cartes, C les jette face cachée
  out SB                        SB est éliminé sur ce coup
  ? showdown                    qui montre en premier (ou : cartes retournées dès maintenant
                                si un joueur est à tapis) — TDA 16-17, ROPTA 10.4-10.5
  ? showdown B                  quelle main B peut exiger de voir (TDA 18, ROPTA 10.5)
  ? split [hilo]                partage des pots, égalités, jeton indivisible selon le livre
                                (TDA 20-21, ROPTA 10.7-10.8, Ciaffone 1.30)
  ? misdeal exposed 2           fausse donne ou non : exposed N, exposed-first, wrong-seat,
                                empty-seat, dealt-out JOUEUR, cards JOUEUR N ; les actions
                                jouées avant comptent pour l'action substantielle (TDA 35-36)
  ? button                      bouton et blindes du coup suivant (bouton mort, tête-à-tête)
  ? balance 9                   l'autre table a 9 joueurs : arrêter celle-ci ? qui se déplace,
                                d'où ? (TDA 11, ROPTA 2.3)
  ? penalty 1 [hands]           mains manquées pour 1 tour de pénalité (TDA 71, ROPTA 11.1)

{LIMITS_HELP}

Exemples :
  kb rule -s 'blinds 250/500
  players SB:50000 BB:50000 UTG:50000 UTG1:50000 BTN:50000
  UTG raise 1100
  ? UTG1 chips 1000 100x5'

  kb rule situation.txt --book tda --json
  kb rule situation.txt --set raise.min_raise_rule=double_previous_bet
  echo 'blinds 2000/4000
  players SB:100000 BB:100000 A:100000 B:100000 C:7500
  A call
  B fold
  C allin
  SB fold
  BB call
  ? A' | kb rule -
"""
