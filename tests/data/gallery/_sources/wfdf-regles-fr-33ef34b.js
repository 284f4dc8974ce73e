export default {
  '1.L’Esprit du Jeu': {
    '1.1.':
      'L’Ultimate est un sport sans contact et auto-arbitré. Tous les joueurs sont responsables de l’application et de l’adhésion aux règles. L’Ultimate repose sur l’Esprit du jeu qui place la responsabilité du fair-play en chaque joueur.',
    '1.2.':
      "Il est convenu qu’aucun joueur n'enfreindra intentionnellement les règles; de fait il n’y a pas de pénalité sévère pour des infractions involontaires mais plutôt une méthode pour reprendre le jeu d’une manière qui simule ce qui se serait probablement passé si aucune infraction ne s’était produite.",
    '1.2.1.':
      "En cas de transgression délibérée ou flagrante des règles ou de l'Esprit du jeu, les capitaines devraient en discuter et déterminer une conséquence appropriée, même si cette conséquence n'est pas conforme à une règle spécifique.",
    '1.3.':
      'Les joueurs doivent avoir à l’esprit qu’ils ont un rôle d’arbitre en toutes situations d’arbitrage entre équipes. Les joueurs doivent:',
    '1.3.1.': 'connaître les règles;',
    '1.3.2.': 'être impartial et objectif;',
    '1.3.3.': 'dire la vérité;',
    '1.3.4.': 'expliquer leur point de vue clairement et brièvement;',
    '1.3.5.': 'laisser aux adversaires l’opportunité de parler;',
    '1.3.6.': 'tenir compte du point de vue de leur adversaire;',
    '1.3.7.':
      'utiliser des mots et un langage corporel respectueux en tenant compte des différences culturelles potentielles;',
    '1.3.8.': 'résoudre les disputes aussi vite que possible;',
    '1.3.9.': "faire des appels à la faute (« call ») d'une manière cohérente au long d'un match, et",
    '1.3.10.':
      "faire un appel à une faute uniquement si une infraction est assez significative pour changer le résultat d'une action.",
    '1.4.':
      'La haute compétition est encouragée mais jamais au détriment du respect mutuel entre joueurs, de l’adhérence aux règles du jeu, de la sécurité des joueurs ou du simple plaisir de jouer.',
    '1.5.': 'Les actions suivantes sont des exemples de bon Esprit:',
    '1.5.1.': 'se rétracter après un appel d’une faute dont on se rend compte qu’il n’était pas correct;',
    '1.5.2.': 'vérifier avec un adversaire sur la ligne de touche après une interaction litigieuse;',
    '1.5.3.': 'complimenter un adversaire pour une belle action ou un bon Esprit;',
    '1.5.4.': 'se présenter à son adversaire; et',
    '1.5.5.': 'réagir calmement aux désaccords et provocations.',
    '1.6.': 'Les actions suivantes sont des violations évidentes de l’Esprit du jeu et doivent être évitées:',
    '1.6.1.': 'le jeu dangereux et un comportement agressif;',
    '1.6.2.': 'les fautes intentionnelles ou autre transgression intentionnelle des règles;',
    '1.6.3.': 'provoquer ou intimider un joueur adverse;',
    '1.6.4.': 'célébrer un point de façon irrespectueuse;',
    '1.6.5.': 'appeler une faute en réponse à un appel d’un adversaire;',
    '1.6.6.': 'demander une passe à un joueur adverse; et',
    '1.6.7.': 'tout autre comportement pour gagner-à-tout-prix.',
    '1.7.': "Les équipes sont les garants de l'Esprit du jeu, et doivent:",
    '1.7.1.': "prendre la responsabilité d'enseigner à leurs joueurs les règles et le bon Esprit;",
    '1.7.2.': 'discipliner les coéquipiers qui montrent un mauvais Esprit du jeu;',
    '1.7.3.':
      'fournir un retour constructif aux autres équipes sur ce qu’elles font bien et/ou la façon d’améliorer leur Esprit du jeu; et',
    '1.7.4.':
      'appeler une interruption « Spirit Stoppage » pour résoudre les problèmes d’Esprit du jeu, le cas échéant.',
    '1.8.':
      'Dans le cas où un joueur débutant est impliqué dans une transgression des règles et ne connait pas les règles, les joueurs expérimentés devraient aider à expliquer la transgression.',
    '1.9.':
      "Un joueur expérimenté, qui offre des conseils sur les règles et guide l'arbitrage sur le terrain, peut superviser des matchs avec des débutants ou des jeunes joueurs.",
    '1.10.':
      'Les appels doivent être discutés par les joueurs directement impliqués dans l’action de jeu et par les joueurs qui ont eu la meilleure perspective sur l’action.',
    '1.10.1.':
      'Si un joueur qui n’était pas directement impliqué croit qu’un coéquipier a fait un appel incorrect ou a causé une faute ou une violation, il  devrait informer son coéquipier.',
    '1.10.2.':
      "Les non-joueurs, indépendamment des capitaines, doivent s’abstenir d’intervenir. Cependant les joueurs peuvent prendre l’avis d’autres personnes pour clarifier les règles et aider les joueurs à faire l'appel approprié.",
    '1.11.': 'Les joueurs et les capitaines sont seuls responsables pour faire et résoudre tous les appels.',
    '1.12.': 'Si, après une discussion, les joueurs ne trouvent pas d’accord ou que ce n’est pas clair et évident:',
    '1.12.1.': "ce qui s'est produit lors d'une action de jeu, ou",
    '1.12.2.':
      "ce qui se serait le plus probablement passé lors d'une action de jeu, le disque doit être retourné au lanceur précédent.",
  },
  '2.Aire de Jeu': {
    '2.1.':
      "L’aire de jeu est une zone rectangulaire telle que montré sur la Figure 1 et doit être essentiellement plat, libre d'obstacles et offrir une sécurité raisonnable aux joueurs",
    '2.2.':
      'Les lignes de périmètre entourent l’aire de jeu et se composent des deux (2) lignes de touche sur la longueur et des deux (2) lignes de fond sur la largeur.',
    '2.3.': 'Les lignes de périmètre ne font pas partie de l’aire de jeu.',
    '2.4.':
      'Les lignes de but sont les lignes qui séparent la zone centrale des zones d’en-but et font partie de la zone centrale.',
    '2.5.':
      "Les marques de « brick » sont l'intersection de deux (2) lignes de un (1) mètre dans la zone centrale positionnées depuis chaque ligne d’en-but à une distance égale à la profondeur de l’en-but à mi-chemin entre les lignes de touche.",
    '2.6.':
      'Huit objets flexibles de couleur voyante (tels que des cônes en plastique) marquent les coins de la zone centrale et des zones d’en-but.',
    '2.7.':
      "Les environs immédiats de l’aire de jeu seront gardés dégagés d’objets mobiles. Si le jeu est obstrué par des non-joueurs ou des objets à moins de trois (3) mètres des lignes de périmètre, n'importe quel joueur ou lanceur en possession qui est gêné peut appeler une « violation ».",
  },
  '3.Équipement': {
    '3.1.': "N'importe quel disque volant accepté par les deux capitaines peut être employé.",
    '3.2.': 'La WFDF peut maintenir une liste de disques approuvés et recommandés.',
    '3.3.': 'Chaque joueur doit porter une tenue qui distingue son équipe.',
    '3.4.':
      "Aucun joueur ne peut porter de vêtement ou d'équipement qui pourrait nuire à son porteur ou d'autres joueurs, ou empêcher la capacité d'un adversaire à jouer.",
  },
  '4.Point et Jeu': {
    '4.1.': "Un match se compose d'un nombre de points.",
    '4.2.': 'Un match est fini et gagné par la première équipe à marquer quinze (15) points.',
    '4.3.':
      'Un match est séparé en deux (2) périodes de jeu appelées mi-temps. La mi-temps intervient quand une première équipe marque huit (8) points.',
    '4.4.': 'Le premier point de chaque mi-temps commence quand la mi-temps commence.',
    '4.5.': "Après qu'un point est marqué, que le match n'a pas été gagné et que la mi-temps n'a pas été atteinte:",
    '4.5.1.': 'le point suivant commence immédiatement,',
    '4.5.2.': "les équipes échangent la zone d’en-but qu'elles défendent; et",
    '4.5.3.': "l'équipe qui a marqué passe en défense et fait le « pull » (engagement) suivant.",
  },
  '5.Équipes': {
    '5.1.':
      'Chaque équipe alignera sur le terrain un maximum de sept (7) joueurs et un minimum de cinq (5) joueurs pour chaque point.',
    '5.2.': "Chaque équipe doit désigner un capitaine et un capitaine spirit pour représenter l'équipe.",
    '5.3.':
      "Une équipe peut faire des remplacements illimités après qu'un point est marqué et avant qu’elle ne signale être prête pour le « pull ».",
  },
  '6.Commencer un Match': {
    '6.1.': 'Des représentants des deux équipes décident honnêtement quelle équipe choisit:',
    '6.1.1.': 'soit de recevoir ou de lancer le « pull » initial',
    '6.1.2.': 'soit la zone d’en-but qu’elle défendra initialement.',
    '6.2.': "L'autre équipe a le choix restant.",
    '6.3.': 'Au début de la deuxième mi-temps, ces choix initiaux sont inversés.',
  },
  '7.Le « Pull » (Engagement)': {
    '7.1.':
      'Au début du match, après la mi-temps ou après un point, le jeu débute avec un lancer de la défense appelé « pull ».',
    '7.1.1.': 'Les équipes doivent se préparer au « pull » dans un délai raisonnable.',
    '7.2.':
      "Le « pull » ne peut avoir lieu qu'après que les deux équipes ont signalé être prête en ayant le « puller » et un attaquant qui lèvent une main au-dessus de leur tête.",
    '7.3.':
      "Après avoir signalé être prêts tous les joueurs attaquants doivent se tenir avec un pied sur leur ligne de but sans changer de position avec un autre joueur jusqu'au moment du « pull ».",
    '7.4.':
      "Après avoir signalé être prêts tous les joueurs défensifs doivent garder leurs pieds entièrement à l’intérieur du plan vertical de leur ligne d’en-but jusqu'au moment du « pull ».",
    '7.5.':
      "Si une équipe enfreint 7.3 ou 7.4 l’équipe adverse peut appeler une violation (« offside »). Ceci doit être appelé avant que l'attaque ne touche le disque (7.8 s’applique toujours).",
    '7.5.1.':
      "Si la défense choisit d'appeler « offside », le lanceur doit établir un point pivot selon 7.9, 7.10, 7.11 ou 7.12 et ensuite le jeu reprend dès que possible comme si un temps-mort avait été annoncé à cet endroit.",
    '7.5.2.':
      "Si l’attaque choisit d'appeler « offside », elle doit laisser le disque toucher le sol puis reprend le jeu comme si un « brick » avait été appelé (aucun « check » n'est requis).",
    '7.6.': "Aussi tôt que le disque est lancé, tous les joueurs peuvent se déplacer dans n'importe quelle direction.",
    '7.7.':
      "Aucun joueur de l'équipe défensive ne peut toucher le disque après le « pull » avant qu'un membre de l'équipe attaquante ne touche le disque ou que le disque ne touche le sol.",
    '7.8.':
      "Si un attaquant, à l’intérieur ou à l’extérieur de l’aire de jeu, touche le disque avant qu'il ne touche le sol et que l’équipe attaquante ne parvient pas à établir la possession conséquemment, il y a « turnover » (un « dropped pull »).",
    '7.9.':
      "Si un attaquant attrape le « pull » et établit conséquemment la possession il doit établir un point pivot dans l'aire de jeu à l’endroit le plus proche d’où la possession a été établie, même si ce point pivot est à l'intérieur de sa propre zone d'en-but.",
    '7.10.':
      "Si le disque entre en contact avec l’aire de jeu et ne sort jamais, le lanceur doit établir un point pivot où le disque s'arrête, même si ce point pivot est à l'intérieur de sa propre zone d'en-but.",
    '7.11.':
      "Si le disque entre en contact avec l’aire de jeu et sort sans contact avec un attaquant, le lanceur doit établir un point pivot là où le disque a d'abord traversé la ligne de périmètre ou à l’endroit le plus proche de la zone centrale si cet endroit est situé dans sa propre zone d'en-but.",
    '7.11.1.':
      "Si le disque est touché par un attaquant avant de sortir de l'aire de jeu, le lanceur doit établir un point pivot où le disque a d'abord traversé la ligne de périmètre même si ce point pivot est situé dans sa propre zone d'en-but.",
    '7.12.':
      "Si le disque touche la zone hors de l’aire de jeu sans d'abord toucher l’aire de jeu ou un attaquant, le lanceur peut établir un point pivot soit sur la marque de « brick » la plus proche de sa zone d’en-but défensive, soit à l’endroit de la zone centrale le plus proche d'où le disque est sorti (section 11.8). L'option engageante du « brick » doit être signalée par n'importe quel attaquant en levant un bras au-dessus de sa tête et en appelant « brick » avant que le disque ne soit ramassé.",
  },
  '8.Etat du Jeu': {
    '8.1.': 'Le jeu est « mort », sans « turnover » possible:',
    '8.1.1.': 'Après le début d’un point, jusqu’à ce que le « pull » soit effectué;',
    '8.1.2.':
      'Quand le disque doit être amené à l’endroit où le pivot doit être établi après le « pull » ou un « turnover », jusqu’à ce qu’un point pivot soit établi;',
    '8.1.3.':
      'Après un « call » qui arrête le jeu ou n’importe quelle autre interruption jusqu’à ce que le disque soit « checké »; ou',
    '8.1.4.': 'Après que le disque touche le sol jusqu’à ce que la possession soit établie par l’équipe appropriée.',
    '8.1.5.': 'Les joueurs sont autorisés à se déplacer pendant le jeu « mort » (sauf indication contraire).',
    '8.2.': 'Un jeu qui n’est pas « mort » est « vivant ».',
    '8.3.': 'Le lanceur ne peut pas transmettre la possession du disque pendant un jeu « mort » à un autre joueur.',
    '8.4.': 'N’importe quel joueur peut essayer d’arrêter un disque qui roule ou glisse après qu’il a touché le sol',
    '8.4.1.':
      'Si, en essayant d’arrêter le disque, un joueur modifie significativement la position du disque, l’équipe adverse peut demander que le point pivot soit établi à l’endroit où le disque a été touché.',
    '8.5.':
      'Après un « turnover » et après le « pull », un attaquant doit se diriger au pas ou plus vite directement vers le disque et établir un point pivot.',
    '8.5.1.':
      "En plus de 8.5, après un « turnover » l'attaque doit mettre le disque en jeu dans les limites de temps suivantes, si le disque n'est pas sorti et que la position du disque est:",
    '8.5.1.1.': "dans la zone centrale – sous dix (10) secondes après l'arrêt du disque.",
    '8.5.1.2.': "dans une zone d'en-but – sous vingt (20) secondes après l'arrêt du disque.",
    '8.5.2.':
      "Si l'attaque enfreint 8.5 ou 8.5.1, la défense peut adresser un avertissement verbal (« delay of game » ou utiliser un pré-compte) ou appeler une « violation ».",
    '8.5.3.':
      "Si, après un avertissement, l’attaque continue à enfreindre 8.5 ou 8.5.1, alors 9.3.1 ne s'applique pas et le marqueur peut commencer le compte.",
  },
  '9.« Stall Count » (Le Compte)': {
    '9.1.':
      'Le marqueur débute un compte sur le lanceur en annonçant « stalling » (« compté ») puis compte de un (1) à dix (10). L’intervalle entre le début de chaque nombre du compte doit être d’au moins une (1) seconde.',
    '9.2.': 'Le compte doit être clairement communiqué au lanceur.',
    '9.3.': 'Le marqueur ne peut commencer et continuer un compte que:',
    '9.3.1.': 'lorsque le jeu est « vivant » ou après qu’un pivot est établi après un « turnover »;',
    '9.3.2.':
      'Il est à une distance de moins de trois (3) mètres du point pivot du lanceur, ou de l’endroit du pivot si le lanceur n’est pas à cet endroit; et',
    '9.3.3.': 'tous les défenseurs sont légalement positionnés (Section 18.1).',
    '9.4.':
      'Si le marqueur se déplace au-delà du rayon approprié de trois (3) mètres ou qu’un joueur différent devient le marqueur, le compte doit redémarrer à « stalling one (1) ».',
    '9.5.': 'Après un arrêt de jeu, le compte reprend de la façon suivante:',
    '9.5.1.':
      'Après une transgression acceptée par la défense le compte reprend à « stalling one (1) » (« compté un (1) »).',
    '9.5.2.': 'Après une transgression acceptée par l’attaque le compte reprend à un maximum de neuf (9).',
    '9.5.3.': 'Après un « stall-out » contesté le compte reprend à « stalling eight (8) » (« compté huit (8) »).',
    '9.5.4.': 'Après tout autre appel, incluant « pick », le compte reprend à un maximum de six (6). Cependant:',
    '9.5.4.1.':
      "S'il y a un appel impliquant le lanceur, et une faute de réception séparée, et que le disque est retourné au lanceur, le compte est repris en fonction du résultat de l'appel impliquant le lanceur.",
    '9.5.4.2.':
      'S’il y a une violation appelée liée au « check » (Section 10.), le compte reprend au même nombre que celui déterminé avant cette violation.',
    '9.6.': 'Redémarrer un compte « à un maximum de n » où « n » est déterminé par 9.5.2, 9.5.4 ou 20.3.6 signifie:',
    '9.6.1.':
      'si « x » est le dernier nombre convenu entièrement énoncé avant le « call » alors le compte reprend à « stalling (x plus un) » ou « stalling n », en prenant le plus petit de ces deux nombres.',
  },
  '10.Le « Check »': {
    '10.1.':
      'Quand le jeu s’arrête pendant un point pour une faute, une violation, un « turnover » contesté, un « turnover » appelé, un point contesté, une interruption, une discussion ou à l’issue d’un temps-mort le jeu doit reprendre aussi vite que possible avec un « check ». Le « check » ne peut être retardé que par une discussion concernant un appel.',
    '10.2.':
      'Positionnement des joueurs après un « call » (excepté dans le cas d’un temps-mort et sauf indication contraire):',
    '10.2.1.':
      "si le jeu s'arrête avant qu'une passe ne soit lancée, tous les joueurs doivent reprendre la position qu’ils occupaient quand le « call » a été fait.",
    '10.2.2.': "si le jeu s'arrête après qu'une passe est lancée, alors:",
    '10.2.2.1.':
      'si le disque est retourné au lanceur, tous les joueurs doivent reprendre la position qu’ils occupaient quand le disque a été relâché par le lanceur, ou au moment du « call », considérant l’événement arrivé en premier.',
    '10.2.2.2.':
      "si le résultat de l'action est maintenu, tous les joueurs doivent reprendre la position qu'ils occupaient soit quand un joueur a établi la possession soit quand le disque a touché le sol.",
    '10.2.2.3.':
      "si un joueur autre que le lanceur obtient la possession en résultat d'une transgression acceptée, tous les joueurs doivent reprendre la position qu'ils occupaient quand l'infraction a été commise.",
    '10.2.3.': 'Tous les joueurs doivent rester immobiles à leur place jusqu’à ce que le disque soit « checké ».',
    '10.3.':
      'N’importe quel joueur peut brièvement prolonger un arrêt de jeu pour réparer un équipement incorrect (« equipment ») mais le jeu ne peut être arrêté pour cette raison.',
    '10.4.':
      'Avant le « check », la personne effectuant le « check » et l’adversaire le plus proche doivent dans un premier temps vérifier que leurs coéquipiers sont prêts et positionnés selon 10.2.',
    '10.5.':
      "S'il y a un retard non nécessaire pour « checker » le disque, l'adversaire peut adresser un avertissement (« delay of game »). Si le retard continue, l’équipe qui a donné l’avertissement peut « checker » le disque en appelant « disc in » sans vérification des adversaires, mais seulement si toute l'équipe qui « checke » le disque est immobile et positionnée selon 10.2.",
    '10.6.': 'Pour reprendre le jeu avec un « check »:',
    '10.6.1.': 'quand le lanceur a le disque;',
    '10.6.1.1.': "si le disque est à la portée d'un défenseur, le défenseur doit toucher le disque.",
    '10.6.1.2.':
      "si le disque n’est pas à la portée d'un défenseur, le lanceur doit toucher le sol avec le disque et peut appeler « disc in ».",
    '10.6.2.': 'Quand le disque est au sol, le défenseur le plus prêt du disque doit appeler « disc in ».',
    '10.7.': 'Un joueur peut appeler une violation concernant le « check » si un adversaire:',
    '10.7.1.': 'tente une passe sans un « check » approprié selon 10.6; ou',
    '10.7.2.': 'redémarre le jeu sans vérification avec son joueur adverse le plus proche; ou',
    '10.7.3.': 'bouge immédiatement avant le « check »; ou',
    '10.7.4.': "n'était pas dans la bonne position.",
    '10.7.5.':
      "Après cet appel de violation, la passe ne compte pas indépendamment du fait qu’elle soit réceptionnée ou non et la possession retourne au lanceur (sauf si 16.3 s'applique).",
  },
  '11.« Out » (Hors-limites)': {
    '11.1.':
      'Toute l’aire de jeu est considérée comme en-jeu (« in »). Les lignes de périmètre ne font pas partie de l’aire de jeu et sont hors-limites. Tous les non-joueurs sont hors-limites.',
    '11.2.':
      "Le secteur à l’extérieur de l’aire de jeu comprend le sol qui n'est pas dans l’aire de jeu et tout ce qui entre en contact avec celui-ci, excepté les défenseurs, qui sont toujours considérés « en-jeu ».",
    '11.3.': "Un attaquant qui n'est pas hors-limites est en-jeu.",
    '11.3.1.':
      "Un joueur en l’air garde son statut en-jeu/hors-limites jusqu'à ce qu’il entre en contact avec l’aire de jeu ou l’extérieur de l’aire de jeu.",
    '11.3.2.':
      'Un joueur qui a attrapé le disque, qui entre en contact avec l’aire de jeu puis en sort est toujours considéré dans l’aire de jeu, tant qu’il maintient sa prise jusqu’à ce qu’il établisse sa possession.',
    '11.3.2.1.':
      'S’il sort de l’aire de jeu, il doit y établir un point pivot à l’endroit le plus proche d’où il est sorti(à moins que 14.3 ne s’applique).',
    '11.3.3.': "Un lanceur qui touche une zone hors-limites est considéré en-jeu jusqu'à ce qu'il fasse une passe.",
    '11.3.4.': "Le contact entre joueurs ne transmet pas à l’un ou l’autre le statut d'être en-jeu ou hors-limites.",
    '11.4.': 'Sont considérés comme « turnover » hors-limites et la réception n’a pas eu lieu:',
    '11.4.1.': 'une partie du réceptionneur attaquant est hors-limites quand il entre en contact avec le disque; ou',
    '11.4.2.':
      'après avoir attrapé le disque alors que le joueur est en l’air le premier appui du réceptionneur attaquant est hors-limites alors qu’il est toujours en contact avec le disque',
    '11.5.': 'Un disque est en-jeu une fois que le jeu est « vivant » ou quand le jeu commence ou reprend.',
    '11.6.':
      "Un disque devient hors-limites lorsqu’il touche l’extérieur de l’aire de jeu ou un attaquant hors-limites. Un disque qui a été attrapé par un attaquant a le même statut en-jeu/hors-limites que ce joueur. Si le disque est simultanément attrapé par plus d'un attaquant et que l'un d'entre eux est hors-limites, le disque est considéré comme hors-limites.",
    '11.7.':
      'Le disque peut voler en dehors du périmètre et retourner dans l’aire de jeu et les joueurs peuvent aller en dehors de l’aire de jeu pour jouer le disque.',
    '11.8.':
      "L'endroit où le disque est sorti de l'aire de jeu est l’endroit où, avant d'entrer en contact avec l'extérieur de l'aire de jeu ou un joueur hors-limites, le disque était le plus récemment:",
    '11.8.1.': 'partiellement ou complètement au-dessus de l’aire de jeu; ou',
    '11.8.2.': 'en contact avec un joueur en-jeu.',
    '11.9.':
      'Si le disque est hors-limites et à plus de trois (3) mètres de l’endroit du pivot, des non joueurs peuvent aller chercher le disque. Le lanceur doit porter le disque sur les trois (3) derniers mètres jusqu’à l’aire de jeu.',
  },
  '12.Réceptionneur et Positionnement': {
    '12.1.':
      "Un « catch » (attraper) se produit lorsqu'un joueur a un disque sans rotation coincé entre au moins deux parties du corps. Un « catch » peut permettre à un joueur d'établir la possession du disque.",
    '12.1.1.':
      'Si le joueur ne parvient pas à maintenir son « catch » en raison d’un contact avec le sol ou d’un contact avec un coéquipier ou un joueur adverse légitimement placé, la possession est considérée comme n’ayant pas eu lieu.',
    '12.2.': 'Après avoir établi la possession, ce joueur devient le lanceur.',
    '12.3.': "Si un attaquant et un défenseur attrapent le disque simultanément, l'attaquant conserve la possession.",
    '12.4.':
      'Un joueur qui a établi sa position est autorisé à garder cette position et ne doit pas être bousculé par un joueur adverse.',
    '12.5.':
      "Chaque joueur est autorisé à occuper n'importe quelle position dans l’aire de jeu non occupée par un joueur adverse à condition qu’il n'initie pas de contact en prenant une telle position et ne se déplace pas de manière imprudente ou dangereusement agressive.",
    '12.5.1.':
      "Cependant quand le disque est en l'air, un joueur ne peut pas se déplacer de manière à uniquement empêcher un adversaire de prendre une trajectoire inoccupée pour jouer le disque.",
    '12.6.':
      "Tous les joueurs doivent essayer d'éviter le contact avec d'autres joueurs et il n'y a aucune situation où un joueur peut justifier d’initier un contact. Cela inclut d’éviter d’initier un contact avec un adversaire stationnaire, ou la position attendue d’un adversaire en fonction de sa vitesse et de sa direction. « Faire action de jeu sur le disque » n'est pas une excuse valide pour créer un contact avec d'autres joueurs.",
    '12.6.1.':
      "Si un joueur n'est pas raisonnablement certain de pouvoir effectuer une action légale sur le disque avant un adversaire qui se déplace de manière légale, il doit ajuster ses mouvements pour éviter d'initier le contact. Si cet ajustement est effectué, le résultat de l’action est valable.",
    '12.7.': 'Le joueur qui initie le contact est considéré être le joueur qui:',
    '12.7.1.':
      'est arrivé au point du contact après que l’adversaire a établi une possession légitime en ce point (que l’adversaire soit stationnaire ou en mouvement), ou',
    '12.7.2.':
      'a ajusté ses mouvements de manière à créer un contact inévitable avec un adversaire se déplaçant de manière légale, en prenant en compte la position, la vitesse et la direction de tous les joueurs.',
    '12.8.':
      'Un contact mineur peut arriver quand deux joueurs ou plus se déplacent vers un même point simultanément. Les contacts mineurs devraient être évités mais ne sont pas considérés comme une faute.',
    '12.9.': "Les joueurs ne doivent pas utiliser leurs bras ou jambes pour entraver le mouvement d'adversaires.",
    '12.10.':
      "Aucun joueur ne peut aider physiquement le mouvement d'un autre joueur, ou utiliser un équipement ou objet pour faciliter le contact avec le disque.",
  },
  '13.« Turnovers »': {
    '13.1.': "Un « turnover » qui transfère la possession du disque d'une équipe à l'autre se produit quand:",
    '13.1.1.': "le disque touche le sol alors qu'il n'est pas en la possession d'un attaquant (« down »);",
    '13.1.1.1.':
      "cependant, il n'est pas « down » si un receveur attrape une passe avant que le disque n'entre en contact avec le sol, et maintient la prise pendant que le disque est en contact avec le sol.",
    '13.1.2.': 'un défenseur établit possession d’une passe (« interception »);',
    '13.1.3.': 'le disque tombe en dehors des limites de l’aire de jeu (« out »); ou',
    '13.1.4.':
      "durant le « pull », l’attaque touche le disque avant qu'il n'entre en contact avec le sol, et conséquemment n’établit pas la possession du disque (« dropped pull »).",
    '13.2.':
      "Un « turnover » qui transfère la possession du disque d'une équipe à l'autre et arrête le jeu se produit quand:",
    '13.2.1.': 'il y a une faute offensive acceptée sur une réception;',
    '13.2.2.':
      "le lanceur n'a pas lancé le disque avant que le marqueur n’ait commencé à prononcer le mot « dix » lors du compte (« stall-out »);",
    '13.2.3.':
      "le disque est intentionnellement passé d'un attaquant à un autre sans jamais être complètement relâché par les deux joueurs (« handover »);",
    '13.2.4.':
      'le lanceur fait intentionnellement rebondir une passe sur un autre joueur pour lui-même (« deflection »);',
    '13.2.5.':
      'en tentant une passe, le lanceur attrape le disque après l’avoir lancé et avant que celui-ci n’ait été touché par un autre joueur (« self-catch »);',
    '13.2.6.': "un attaquant aide intentionnellement le mouvement d'un coéquipier pour attraper le disque, ou",
    '13.2.7.': 'un attaquant utilise un équipement ou un objet pour aider à attraper une passe.',
    '13.3.':
      "Si un joueur pense qu'un « turnover » a eu lieu il doit immédiatement faire l'appel approprié. Si l'équipe adverse est en désaccord elle peut appeler « contest » et le jeu doit s’arrêter. Si, après discussion, les joueurs ne peuvent se mettre d'accord ou que les choses ne sont pas claires concernant l'action le disque doit être rendu au dernier lanceur non contesté.",
    '13.4.': 'Après un appel de « stall-out »:',
    '13.4.1.':
      "Si le lanceur a toujours la possession du disque mais pense qu’un « fast count » (compte rapide) s’est produit alors qu’il n'a pas eu une opportunité raisonnable d'appeler « fast count » avant le « stall-out », l’action est traitée soit comme une transgression acceptée par la défense (9.5.1) ou soit comme un « stall-out » contesté (9.5.3).",
    '13.4.2.':
      'Si le lanceur a effectué une passe réceptionnée, le lanceur peut contester s’il croit qu’il n’y avait pas de « stall-out » ou qu’il y avait un « fast-count » juste avant le « stall-out ».',
    '13.4.3.':
      'Si le lanceur conteste le « stall-out » mais tente tout de même une passe et que celle-ci n’est pas rattrapée, alors le « turnover » est maintenu et le jeu reprend par un « check ».',
    '13.5.': "N'importe quel attaquant peut prendre possession du disque après un « turnover » sauf :",
    '13.5.1.':
      "Après une interception et dans ce cas le joueur qui a fait l'interception doit maintenir la possession ; et",
    '13.5.2.':
      'Après une faute de réception offensive et dans ce cas le joueur ayant subi la faute doit prendre possession.',
    '13.6.':
      'Si le joueur en possession après un « turnover » ou après un « pull » ayant déjà touché le sol laisse tomber intentionnellement le disque, le place sur le sol ou transfère la possession du disque il doit rétablir la possession et le jeu reprend par un « check ».',
    '13.7.': "Après un « turnover », l'endroit du « turnover » est l’endroit où:",
    '13.7.1.': 'le disque s’est arrêté ou est ramassé par un attaquant; ou',
    '13.7.2.': 'le joueur qui intercepte s’arrête; ou',
    '13.7.3.': 'le lanceur se trouvait au moment de l’appel dans les cas 13.2.2, 13.2.3, 13.2.4, 13.2.5; ou',
    '13.7.4.': "l'attaquant se trouvait dans les cas 13.2.6 et 13.2.7 ; ou",
    '13.7.5.': 'se produit la faute offensive acceptée sur une réception.',
    '13.8.':
      "Si l'endroit du « turnover » est hors de l'aire de jeu ou que le disque touche la zone hors de l'aire de jeu après le « turnover » le lanceur doit établir un point pivot à l’endroit de la zone centrale le plus proche d'où le disque est sorti (11.8).",
    '13.8.1.': "Si 13.8 ne s'applique pas, un point pivot doit être établi selon 13.9, 13.10 ou 13.11.",
    '13.9.':
      "Si l'endroit du « turnover » est dans la zone centrale, le lanceur doit établir un point pivot à cet endroit.",
    '13.10.':
      "Si l'endroit du « turnover » est dans la zone d’en-but attaquée, le lanceur doit établir un point pivot à l’endroit le plus proche sur la ligne de but.",
    '13.11.':
      "Si l'endroit du « turnover » est dans la zone d’en-but défendue, le lanceur peut choisir d’établir un point pivot:",
    '13.11.1.': "à l’endroit du « turnover », en restant à l'endroit du turnover ou en feintant une passe; ou",
    '13.11.2.':
      "à l’endroit le plus proche du « turnover » sur la ligne de but, en se déplaçant depuis l'endroit du « turnover ».",
    '13.11.2.1.':
      "Le futur lanceur, avant de prendre le disque, peut indiquer l'option de la ligne de but en étendant complètement un bras au-dessus de sa tête.",
    '13.11.3.':
      'le mouvement immédiat, rester à l’endroit du « turnover », feinter une passe ou indiquer la ligne de but détermine l’endroit où établir un point pivot et ne peut pas être modifié.',
    '13.12.':
      " Si, après un « turnover » accepté, le jeu a continué sans connaissance du « turnover », le jeu s'arrête et le disque est retourné à l'endroit du « turnover », les joueurs reprennent leurs positions lors du « turnover » et le jeu reprend avec un « check ».",
  },
  '14.Marquer un point': {
    '14.1.': 'Un point est marqué si un joueur en-jeu attrape une passe légale et:',
    '14.1.1.':
      'que tous les points de contact avec le sol sont entièrement dans la zone d’en-but, ou pour un joueur en l’air, que tous ses premiers points de contact simultanés avec le sol après avoir attrapé le disque sont entièrement dans la zone d’en-but et',
    '14.1.2.':
      'qu’il établit par la suite la possession du disque et maintient la prise tout au long du contact avec le sol (12.1, 12.2).',
    '14.2.':
      "Si un joueur pense qu'un point a été marqué il peut appeler « goal » et le jeu s'arrête. Si l'appel est contesté ou rétracté le jeu doit reprendre par un « check » et l'appel est considéré avoir été fait au moment où le joueur a établi possession.",
    '14.3.':
      'Si un joueur en possession du disque finit avec son point pivot derrière la ligne de but sans marquer un point selon 14.1, le joueur doit établir un point pivot à l’endroit le plus proche sur la ligne de but.',
    '14.4.': 'Le moment où un point est considéré avoir été marqué est quand le joueur établit possession.',
  },
  '15.Appeler les Fautes, Infractions et Violations': {
    '15.1.':
      'Une transgression des règles due au contact non mineur entre deux ou plusieurs adversaires est une faute.',
    '15.1.1.':
      'Un joueur qui initie intentionnellement un contact mineur constitue toujours une transgression desrègles mais doit être traité comme une violation et non comme une faute.',
    '15.2.':
      "Une transgression des règles concernant le marquage ou un « travel » (marché) est une infraction. Les infractions n'arrêtent pas le jeu.",
    '15.3.': 'Toute autre transgression des règles est une violation.',
    '15.4.': 'Seul le joueur qui subit une faute peut l’appeler en appelant « foul » (« faute »).',
    '15.5.':
      'En général seul le lanceur peut réclamer une infraction de marquage, en appelant le nom spécifique de l’infraction.',
    '15.5.1.':
      "Cependant n'importe quel attaquant peut appeler « double team » et n’importe quel défenseur peut appeler une infraction de type « travel ».",
    '15.6.':
      "N'importe quel joueur adverse peut réclamer une violation, en appelant le nom spécifique de la violation ou « violation », sauf indication contraire par la règle particulière.",
    '15.7.':
      "Quand un appel à la faute ou violation est fait ceci arrête le jeu, les joueurs doivent arrêter le jeu en communiquant l’interruption visuellement ou audiblement aussitôt qu'ils sont conscients de l'appel et tous les joueurs devraient relayer les appels sur le terrain. Si le jeu s'est arrêté pour une discussion sans qu'un « call » n'ait été fait, un « call » est considéré avoir eu lieu quand la discussion a commencé.",
    '15.8.': 'Les appels doivent être faits immédiatement après que la transgression aux règles est reconnue.',
    '15.9.':
      "Après qu'un joueur arrête le jeu de manière incorrecte incluant une mauvaise compréhension d'un appel, une mauvaise connaissance des règles ou en ne faisant pas l'appel immédiatement:",
    '15.9.1.': "Si l'équipe adverse gagne ou maintient la possession, les actions ayant suivies sont maintenues",
    '15.9.2.':
      "Si l'équipe adverse perd ou ne maintient pas la possession, le disque doit être retourné au dernier lanceur non contesté, sauf si 16.3 s'applique. Le compte reprend comme si une transgressionacceptée avait été causée par le joueur qui a incorrectement initié l'arrêt.",
    '15.10.':
      "Si le joueur contre qui la faute, l'infraction ou la violation est appelée est en désaccord avec celle-ci, ou ne pense pas que c’est l’appel correct, il peut appeler « contest ».",
    '15.11.':
      'Si un joueur fait un appel puis détermine ensuite que son appel était incorrect, il peut se rétracter en appelant « retracted ». Le compte reprend comme si une trasngression acceptée avait été causée par ce joueur.',
    '15.12.':
      "Si plusieurs trasngressions se produisent sur la même action ou avant que le jeu ne s'arrête, la résolution doit avoir lieu dans l'ordre inverse de la séquence (la transgression plus récente en premier, la plus ancienne en dernier).",
    '15.13.':
      'Les joueurs sont encouragés à utiliser les gestes (« Hand Signals ») de la WFDF pour communiquer tous les appels.',
  },
  '16.Continuité après un appel': {
    '16.1.':
      "Chaque fois qu'une faute ou violation est appelée, ou qu’un joueur essaye d’arrêter le jeu de quelque manière que ce soit, le jeu s'arrête immédiatement et aucun « turnover » n’est possible (sauf dans les situations spécifiées en 15.9, 16.2 et 16.3).",
    '16.2.': 'Si une faute ou violation:',
    '16.2.1.': 'est appelée contre le lanceur et que le lanceur tente une passe, ou',
    '16.2.2.': 'est appelée par le lanceur pendant qu’il exécute un mouvement de lancer, ou',
    '16.2.3.':
      "est appelée ou se produit quand le disque est en l’air,alors le jeu continue jusqu'à ce que la possession ait été établie.",
    '16.2.4.': 'Une fois la possession établie:',
    '16.2.4.1.':
      "si l'équipe qui a appelé la faute ou la violation gagne ou maintient la possession après la passe, le résultat de l’action est maintenu. Le jeu peut continuer sans arrêt de jeu si le joueur qui a fait l’appel annonce « play on » dès que possible.",
    '16.2.4.2.':
      "Si l'équipe qui a appelé la faute ou la violation ne gagne pas ou ne maintient pas la possession après la passe, le jeu doit être arrêté.",
    '16.2.4.2.1.':
      "Si l'équipe qui a appelé la faute ou la violation pense que la possession a été affectée par la faute ou la violation, le disque sera retourné au lanceur pour un « check » (sauf si la règle spécifique indique autre chose).",
    '16.3.':
      "Quel que soit le moment de l'appel, si les joueurs impliqués des deux équipes s'accordent sur le fait que l’incident n'a pas affecté le résultat de l'action, ce résultat est maintenu. Cette règle ne peut être supplantée par aucune autre.",
    '16.3.1.': 'Si le résultat était un point marqué, le point est valable.',
    '16.3.2.':
      "Si le résultat n'était pas un point marqué, les joueurs affectés peuvent réajuster leurs placements désavantageux provoqués par l’incident et le jeu reprend par un « check ».",
  },
  '17.Fautes': {
    '17.1.': 'Jeu Dangereux:',
    '17.1.1.':
      "Les actions montrant un mépris imprudent pour la sécurité des autres joueurs, ou posant un risque important de blessure pour les autres joueurs, ou d'autres comportements dangereusement agressifs, sont considérées comme un jeu dangereux et doivent être traitées comme une faute, qu’un contact se produise ou non. Cette règle n'est remplacée par aucune autre règle de faute. Si l'appel de jeu dangereux est accepté, cela doit être traité comme la faute la plus pertinente de la section 17.",
    '17.2.': 'Fautes de Réception:',
    '17.2.1.':
      "Une faute de réception se produit quand un joueur initie un contact non mineur avec un adversaire avant, pendant, ou directement après que l'un ou l'autre des joueurs fasse une action sur le disque.",
    '17.2.1.1.':
      "Le contact avec les bras ou les mains d'un adversaire, qui survient après que le disque a été attrapé, ou après que l'adversaire ne peut plus jouer le disque, n'est pas une condition suffisante pour une faute, mais devrait être évité (à l'exclusion du contact lié à la section 17.1et 17.3).",
    '17.2.2.':
      "Après une faute de réception acceptée le joueur ayant subi la faute gagne la possession à l’endroit de la transgression même si cet endroit est dans une zone d’en-but, et le jeu reprend par un « check ». Si, après le « check » 14.3 s'applique, le compte ne peut pas démarrer tant qu'un point pivot n’est pas établi à l’endroit le plus proche sur la ligne de but. Si la faute est contestée, le disque est retourné au lanceur.",
    '17.3.': 'Fautes « Strip » (arrachage):',
    '17.3.1.':
      'Un « strip » se produit lorsqu’un adversaire commet une faute sur un joueur et que cela a pour conséquence que ce joueur laisse tomber le disque qu’il a attrapé ou qu’il en perde la possession.',
    '17.3.2.':
      'Dans le cas où la réception aurait entraîné un point, et que la faute est acceptée, un point est attribué.',
    '17.4.': 'Fautes de Blocage:',
    '17.4.1.':
      "Une faute de blocage se produit quand un joueur prend une position qu’un adversaire se déplaçant de manière légale ne pourra éviter et résulte en un contact non mineur, en tenant compte de la position attendue de l'adversaire en fonction de sa vitesse et de sa direction. Cela doit être traité comme une faute de réception ou une faute indirecte, selon le cas applicable.",
    '17.5.': 'Fautes « Force-out » (expulsion):',
    '17.5.1.':
      'Une faute d’expulsion se produit quand un réceptionneur est en train d’établir la possession du disque et subit une faute d’un défenseur avant d’établir la possession et le contact a fait que le réceptionneur:',
    '17.5.1.1.': 'est devenu hors-limites au lieu de en-jeu; ou',
    '17.5.1.2.': 'a attrapé le disque dans la zone centrale au lieu de l’intérieur de l’en-but attaqué.',
    '17.5.2.':
      'Dans le cas où le réceptionneur aurait attrapé le disque à l’intérieur de l’en-but attaqué, il y a point;',
    '17.5.3.':
      'Si la faute d’expulsion est contestée, le disque est retourné au lanceur si le réceptionneur est devenu hors-limites, sinon le disque est conservé par le réceptionneur.',
    '17.6.': 'Fautes de Lancer Défensives (marquage):',
    '17.6.1.': 'Une faute de lancer défensive se produit quand:',
    '17.6.1.1.':
      'un défenseur est illégalement placé (Section 18.1) et qu’il y a contact non mineur entre le défenseur positionné illégalement et le lanceur; ou',
    '17.6.1.2.':
      "un défenseur initie un contact non mineur avec le lanceur ou qu'un contact non mineur résulte du lanceur et du défenseur essayant tout deux d'occuper une position libre, avant que le disque ne soit relâché.",
    '17.6.1.3.':
      "Si une faute de lancer défensive se produit avant que le lanceur relâche le disque et non pendant le mouvement du lancer, le lanceur peut choisir d'appeler une infraction de contact, en appelant « contact ». Après une infraction de contact non contestée, le jeu ne s'arrête pas et le marqueur doit reprendre le compte à un (1).",
    '17.7.': 'Fautes de Lancer Offensives (lanceur):',
    '17.7.1.':
      'Une faute de lancer offensive se produit quand le lanceur est seul responsable de l’initiation d’un contact non mineur avec un défenseur en position légitime.',
    '17.7.2.':
      "Un contact se produisant dans la continuité du lancer n'est pas une condition suffisante pour appeler une faute, mais devrait être évité.",
    '17.8.': 'Fautes Indirectes:',
    '17.8.1.':
      "Une faute indirecte se produit quand il y a contact non mineur entre un réceptionneur et un défenseur qui n'affecte pas directement une tentative d'action sur le disque.",
    '17.8.2.':
      'Si la faute est acceptée, le joueur ayant subi la faute peut se repositionner s’il a été désavantagé par la faute.',
    '17.9.': 'Fautes Simultanées:',
    '17.9.1.':
      'Si des fautes acceptées sont appelées par un attaquant et un défenseur sur la même action celles-ci sont des fautes simultanées (« Offsetting Fouls ») et le disque doit être retourné au dernier lanceur incontesté.',
    '17.9.2.':
      'Si un contact non mineur est causé par deux ou plusieurs adversaires se déplaçant simultanément vers un même point, cela doit être traité comme des fautes simultanées.',
    '17.9.2.1.':
      "Cependant, si cela se produit après que le disque a été attrapé, ou après que le ou les joueurs concernés ne peuvent plus jouer le disque, cela doit être traité comme une faute indirecte (à l'exclusion du contact lié à la section 17.1).",
  },
  '18.Infractions et Violations': {
    '18.1.': 'Infractions de marquage:',
    '18.1.1.': 'Les infractions de marquage incluent:',
    '18.1.1.1.': '« Fast Count » (compte rapide) – le marqueur:',
    '18.1.1.1.1.': 'commence ou continue le compte illégalement,',
    '18.1.1.1.2.': 'ne commence pas ou ne recommence pas le compte avec « stalling » (« compté »),',
    '18.1.1.1.3.': 'compte à des intervalles de moins d’une seconde,',
    '18.1.1.1.4.': 'ne soustrait pas correctement ou ne recommence pas le compte quand nécessaire; ou',
    '18.1.1.1.5.': 'ne commence pas le compte au chiffre correct.',
    '18.1.1.2.':
      "« Straddle » (chevauchement) – une ligne entre les pieds d'un défenseur si situe à moins d’un diamètre de disque du point pivot du lanceur.",
    '18.1.1.3.':
      "« Disc Space » (distance) – n'importe quelle partie d'un défenseur est à moins d'un diamètre de disque du torse du lanceur. Cependant, si cette situation est causée uniquement par le mouvement du lanceur, ce n'est pas une infraction.",
    '18.1.1.4.':
      "« Wrapping » (encerclement) – une ligne entre les mains ou bras du défenseur si situe à moins d’un diamètre de disque du torse du lanceur ou qu'une partie du corps du défenseur est au-dessus du point pivot du lanceur. Cependant, si cette situation est causée uniquement par le mouvement du lanceur, ce n'est pas une infraction.",
    '18.1.1.5.':
      "« Double Team » (double marquage)- un défenseur autre que le marqueur est à moins de trois (3) mètres du point pivot du lanceur sans être au marquage d'un autre attaquant. Cependant une simple course dans cette zone n'est pas un « double team ».",
    '18.1.1.6.':
      '« Vision » - un défenseur utilise intentionnellement une partie de son corps pour obstruer la vision du lanceur.',
    '18.1.2.': "Une infraction de marquage peut être contestée par la défense, dans ce cas le jeu s'arrête.",
    '18.1.2.1.':
      'Si une passe a été réceptionnée, une infraction de marquage contestée ou rétractée doit être traitée comme une violation par l’attaque, et le disque doit être retourné au lanceur.',
    '18.1.3.':
      "Après toute infraction de marquage listée en 18.1.1 et non contestée, le marqueur doit reprendre le au compte au dernier nombre entièrement prononcé avant l'appel moins un (1).",
    '18.1.4.':
      'Le marqueur ne peut pas reprendre le compte tant qu’il n’a pas repris une position légitime. Dans le cas contraire c’est une nouvelle infraction de marquage.',
    '18.1.5.':
      "Au lieu d'appeler une infraction de marquage, le lanceur peut appeler une violation de marquage et stopper le jeu si:",
    '18.1.5.1.': "le compte n'est pas corrigé,",
    '18.1.5.2.': "il n'y a pas de compte",
    '18.1.5.3.': 'il y a une infraction de marquage atroce, ou',
    '18.1.5.4.': "Il y a une répétition systématique d'infractions de marquage",
    '18.1.6.':
      "Si une infraction de marquage ou une violation de marquage est appelée et que le lanceur tente une passe avant pendant ou après le « call », l'appel n'a aucune conséquence (sauf si 18.1.2.1 s’applique)et si la passe n'est pas attrapée le « turnover » est maintenu.",
    '18.2.': 'Infractions de type « Travel » (marché):',
    '18.2.1.':
      'Le lanceur peut faire une passe à tout moment tant qu’il est entièrement dans l’aire de jeu ou a établi un point pivot dans l’aire de jeu.',
    '18.2.2.':
      "Après avoir attrapé le disque le lanceur doit réduire sa vitesse aussi rapidement que possible, sans changer de direction, jusqu'à ce qu'il ait établi un point pivot.",
    '18.2.2.1.':
      'Cependant, si un joueur attrape le disque en courant ou en sautant, le joueur peut faire une passe sans réduire sa vitesse et sans établir de point pivot, à condition:',
    '18.2.2.1.1.': "qu’il ne change pas de direction ou n'augmente pas sa vitesse jusqu'à ce qu'il lâche le disque; et",
    '18.2.2.1.2.':
      "qu’un maximum de deux points de contact avec le sol supplémentaires soient établis après le « catch » et avant qu'il ne lâche le disque.",
    '18.2.3.':
      'Le lanceur peut bouger dans toutes les directions (« pivoter ») uniquement en établissant un « point pivot », qui est un point précis du sol avec lequel une partie de son corps demeure en contact permanent jusqu’à ce que le disque soit lancé.',
    '18.2.4.':
      "Un lanceur qui n'est pas debout peut utiliser n'importe quelle partie de son corps comme point de pivot.",
    '18.2.4.1.':
      "S’il se lève il ne s'agit pas d'un « travel », du moment qu'il établit un point pivot au même endroit.",
    '18.2.5.': 'Une infraction de « travel » se produit si:',
    '18.2.5.1.':
      'le lanceur établit un point pivot à un endroit incorrect y compris en ne réduisant pas sa vitesse le plus rapidement possible après un « catch » ou en changeant de direction après un « catch »;',
    '18.2.5.2.': 'le lanceur fait une passe en infraction avec 18.2.2.1;',
    '18.2.5.3.':
      "quand le lanceur doit se déplacer vers un endroit spécifié, le lanceur n'établit pas de point pivot avant la préparation ou de le début l’acte de lancer;",
    '18.2.5.4.': 'le lanceur ne maintient pas son point pivot établi jusqu’à ce que le disque soit relâché;',
    '18.2.5.5.':
      'un joueur fait exprès de mal attraper le disque ou met du temps à bien le maîtriser dans le seul but de se déplacer dans une direction spécifique.',
    '18.2.6.': 'Après qu’une infraction de « travel » acceptée est appelée, le jeu ne s’arrête pas.',
    '18.2.6.1.':
      "Le lanceur établit un point pivot à l’endroit correct, comme indiqué par le joueur qui a appelé le « travel ». Ceci doit se produire sans délai de la part de l'un et l'autre des joueurs impliqués.",
    '18.2.6.2.':
      'Le compte est suspendu et le lanceur ne peut pas lancer le disque tant qu’un point pivot n’est pas établi à l’endroit correct.',
    '18.2.6.3.': 'Le marqueur n’a pas besoin de dire « stalling » avant de reprendre le compte.',
    '18.2.7.':
      "Si, après une infraction de « travel » mais avant la correction du point pivot, le lanceur fait une passe réceptionnée, l'équipe défensive peut appeler une violation de « travel ». Le jeu s'arrête et le disque est retourné au lanceur. Le lanceur doit retourner à l'endroit occupé au moment de l'infraction. Le jeu doit reprendre avec un « check ».",
    '18.2.8.': 'Si, après une infraction de « travel », le lanceur fait une passe non réceptionnée, le jeu continue.',
    '18.2.9.': "Après une infraction de « travel » contestée où le lanceur n'a pas lancé le disque, le jeu est arrêté.",
    '18.3.': 'Violations de type « Pick »:',
    '18.3.1.':
      "Si un défenseur garde un attaquant et qu’il est gêné dans son mouvement vers/avec ce joueur par un autre joueur, le défenseur peut appeler « pick ». Cependant ce n'est pas un « pick » si le joueur défendu et le joueur bloquant font tous deux une action sur le disque.",
    '18.3.1.1.':
      "Avant de faire un appel de « pick », le défenseur peut retarder son appel jusqu'à deux (2) secondes pour voir si l'obstruction va affecter le jeu.",
    '18.3.2.':
      "Si le jeu est arrêté, le joueur gêné peut se déplacer à la position convenue qu’il aurait occupée si l'obstruction n’avait pas eu lieu sauf indication contraire.",
    '18.3.3.': 'Tous les joueurs doivent faire des efforts raisonnables pour éviter les « picks ».',
    '18.3.3.1.':
      "Durant n'importe quel arrêt de jeu des adversaires peuvent s'accorder pour légèrement modifier leur position afin d'éviter des « picks » potentiels.",
  },
  '19.Interruptions de sécurité': {
    '19.1.': 'Interruption pour Blessure (« Injury »)',
    '19.1.1.':
      "Une interruption pour blessure, « injury », peut être appelée par le joueur blessé ou tout autre joueur de l'équipe du blessé.",
    '19.1.2.':
      "Si la blessure n’a pas été causée par un adversaire, le joueur doit choisir d'être remplacé ou de faire prendre un temps-mort à sa propre équipe.",
    '19.1.3.': "Si la blessure a été causée par un adversaire, le joueur peut choisir de rester ou d'être remplacé",
    '19.1.4.':
      "Si le joueur blessé avait établi la possession du disque et qu’il l'a laissé tomber à cause de la blessure, ce joueur garde la possession du disque.",
    '19.1.5.':
      "L'interruption pour blessure est considérée avoir été appelé au moment de la blessure, sauf si le joueur blessé choisi de continuer de jouer avant que l'interruption soit appelée.",
    '19.1.6.':
      "Si le disque était en l’air quand l'interruption a été appelée, le jeu continue jusqu'à ce qu’un joueur établisse la possession ou que le disque touche le sol. Si la blessure n'est pas la conséquence d'une faute par un adversaire, la complétion ou le « turnover » est maintenu et le jeu reprend à cet endroit après l’interruption.",
    '19.2.': 'Interruption Technique (« Technical »)',
    '19.2.1.':
      "Tout joueur qui identifie une condition qui met en danger les joueurs, y compris si un joueur a une blessure ouverte ou saignante, doit appeler une interruption technique en appelant « technical » ou « stop ». Le jeu doit s'arrêter immédiatement.",
    '19.2.1.1.':
      'Un coéquipier, un entraîneur ou un officiel désigné doit alerter activement les joueurs de toute circonstance qui met en danger les joueurs.',
    '19.2.1.2.':
      "Un joueur qui a un problème concernant une blessure ouverte ou saignante a soixante-dix (70) secondes pour résoudre efficacement le problème. S'il a besoin de plus de temps pour résoudre le problème, il doit choisir soit d'être remplacé, soit de faire perdre un temps-mort à sa propre équipe.",
    '19.2.2.':
      'Le lanceur peut appeler une interruption technique pendant le jeu pour remplacer un disque sévèrement endommagé.',
    '19.2.3.':
      "Après un appel d'interruption technique alors que le disque est en l’air, ou si le jeu s’est poursuivisans en avoir pris connaissance:",
    '19.2.3.1.':
      "si l'appel ou le problème technique n'ont pas affecté le jeu, la passe réceptionnée ou le « turnover » est maintenu et le jeu reprend à cet endroit,",
    '19.2.3.2.': "si l'appel ou le problème technique ont affecté le jeu, le disque est retourné au lanceur.",
    '19.3.':
      "Si un joueur est remplacé après une blessure ou à cause d’un équipement illégal ou défectueux, l'équipe adverse peut également choisir de remplacer un joueur.",
    '19.3.1.':
      "Les remplaçants reprennent l'état complet (position, possession, compte, etc...) des joueurs qu'ils remplacent.",
  },
  '20.Temps-Morts (« Time-Outs »)': {
    '20.1.':
      'Le joueur qui appelle un temps-mort doit former un « T » avec ses mains ou avec une main et le disque, et appeler « time-out » (« temps-mort ») vers les joueurs adversaires.',
    '20.2.':
      "Après le début d'un point et avant que les deux équipes aient signalé être prête, un joueur de l'une ou l'autre des équipes peut appeler un temps-mort. Le temps-mort prolonge le temps entre le début du point et le « pull » suivant de soixante-quinze (75) secondes.",
    '20.3.':
      "Après le « pull », seul un lanceur ayant la possession d'un disque peut appeler un temps-mort. Le temps-mort commence quand le « T » est formé et dure soixante-quinze (75) secondes. Après ce type de temps-mort:",
    '20.3.1.': 'Les remplacements ne sont pas autorisés, à part pour blessure.',
    '20.3.2.': 'Le jeu reprend à l’endroit du pivot.',
    '20.3.3.': 'Le lanceur doit rester le même.',
    '20.3.4.': 'Tous les autres attaquants doivent établir une position immobile à l’endroit de leur choix.',
    '20.3.5.':
      'Une fois que les attaquants ont choisi leur position, les défenseurs doivent établir une position immobile à l’endroit de leur choix.',
    '20.3.6.':
      'Le compte reprend à un maximum de neuf (9). Cependant si le marqueur a changé, le compte reprend à « stalling one (1) ».',
    '20.4.':
      "Si le lanceur appelle un temps-mort quand le jeu est vivant alors que son équipe n'en dispose plus, le jeu est arrêté. Le marqueur doit ajouter deux (2) secondes au compte qu'il aurait prononcé, avant de reprendre le jeu avec un « check ». Si ceci a comme conséquence un compte à dix (10) ou plus, c'est un « turnover » de type « stall-out ».",
  },
};
