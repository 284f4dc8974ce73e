import {Header} from "../Header";

export const Statuts = () => {
    return (
        <>
            <Header />
            <div className={"w-full flex items-center justify-center pb-4"}>
                <div className={"break-words w-2/3 "}>
                    <h1 className={"font-zelda p-6 text-6xl w-full text-center"}>STATUTS TAVERNE DU TROLL</h1>
                    <h2 className={"text-4xl mb-4"}>Chapitre 1 – Fondation et but de l’Association</h2>
                    <h3 className={"text-2xl mb-3"}>Article 1: Forme et dénomination</h3>
                    <p className={"mb-1"}>Il est constitué, conformément à la loi du 1er Juillet 1901, entre tous ceux qui adhèrent aux présents statuts et seront régulièrement admis, une association ayant pour titre TAVERNE DU TROLL, ci-après désignée “Association”.</p>
                    <h3 className={"text-2xl mb-3"}>Article 2 : Objet de l’Association</h3>
                    <p className={"mb-1"}>L’Association a pour but d’organiser et de promouvoir des événements autour des jeux de rôles, des jeux de cartes, jeux de société et jeux de figurines au sein de Efrei Paris et à l’extérieur.</p>
                    <h3 className={"text-2xl mb-3"}>Article 3: Moyens d’action</h3>
                    <p className={"mb-1"}>Les moyens dont dispose l’Association sont :</p>
                    <ul className={"mb-1"}>
                        <li>des regroupements hebdomadaires</li>
                        <li>l’organisation d’événements ponctuels</li>
                        <li>la collaboration avec d’autres associations poursuivant des buts similaires ou complémentaires</li>
                        <li>Toute action permettant l’accomplissement de l’objet</li>
                    </ul>
                    <h3 className={"text-2xl mb-3"}>Article 4 : Siège social</h3>
                    <p className={"mb-1"}>
                        Le siège social de l’Association est fixé à Villejuif à l’adresse suivante :
                        30-32 Avenue de la République
                        94800 Villejuif,
                        France
                        Le siège social est situé au sein des locaux de Efrei Paris. À ce titre l’Association respecte le Règlement Intérieur du campus d’ Efrei Paris.
                    </p>
                    <h3 className={"text-2xl mb-3"}>Article 5 : Durée</h3>
                    <p className={"mb-1"}>La durée de l’Association est illimitée.</p>
                    <h2 className={"text-4xl mb-4"}>Chapitre 2 – Fonctionnement de l’Association</h2>
                    <h3 className={"text-2xl mb-3"}>Article 6 : Composition de l’Association</h3>
                    <p className={"mb-1"}>L’Association se compose de membres fondateurs, de membres adhérents, de membres d’honneur et de membres du bureau :</p>
                    <ul className={"mb-1"}>
                        <li>Les membres fondateurs sont membres de droit du Bureau issu de la création de l’Association. Ils sont membres d’honneur</li>
                        <li>Les membres adhérents sont des personnes physiques ou morales. Ils s’acquittent chaque année de la cotisation  d’un montant fixé annuellement par le Bureau  restreint. Ils sont membres de l’Assemblée Générale avec voix délibérative. Le membre adhérent renseigne et signe la fiche d’inscription validée et signée par un membre du Bureau restreint</li>
                        <li>Les membres d’honneur sont des membres adhérents ou du Bureau de l’association. Ils sont nommés membres d’honneur par le Bureau pour services rendus à l’Association. Cette décision est soumise au vote de l’Assemblée Générale ordinaire.  Ils sont dispensés de cotisation. Ils ne sont considérés que comme membre adhérent une fois la fiche d’inscription validée par le Bureau restreint. En tant que membre adhérents, ils peuvent participer aux Assemblées générales avec voix délibérative. Autrement, ils peuvent assister aux Assemblées Générales avec voix consultative. A l’exception des anciens présidents et trésoriers pour la durée de leur responsabilité pénale fixée par la loi 1901</li>
                        <li>Les membres du Bureau sont les membres du Bureau restreint et les responsables de pôles ou Bureau étendu de l’Association. Ce sont des personnes physiques, élues lors de l’Assemblée Générale suivant l’Article 17. Ils sont dispensés de cotisation et de remplir la fiche d’inscription jusqu’à la fin de leur mandat. Ils ne sont pas membres de l’Assemblée Générale. En cas de perte du statut de membre du Bureau lors de son mandat, la personne ne peut être considérée comme membre adhérent uniquement si sa fiche d’inscription et sa cotisation sont validées par le Bureau restreint. Il n’est pas possible de posséder plus de 15 membres du Bureau</li>
                        <li>
                            <p className={"mb-1"}>Le Bureau restreint est composé de :</p>
                            <ul className={"mb-1"}>
                                <li>Président : réunit et préside le Bureau. Il représente l’Association en justice et dans tous les actes de la vie civile, il veille aussi au bon déroulement de la vie de l’Association. Il peut être assisté d’un Vice-Président. Il peut déléguer ses pouvoirs à un autre membre du Bureau. Si aucune décision n’a été prise, la présidence revient au Vice-Président</li>
                                <li>Secrétaire: est chargé de la gestion administrative de l’Association ; de la correspondance statutaire à notamment l’envoi des convocations. Il rédige également les procès-verbaux des réunions du Bureau et en assure la transcription sur les registres prévus à cet effet. Il assure la bonne application des statuts et des règlements intérieurs. Il peut être assisté d’un Vice-Secrétaire.</li>
                                <li>Trésorier : est responsable face à la justice de la gestion des comptes bancaires, des finances de l’Association et de la création d’un budget validé par l’Assemblée générale ou le Bureau pour cette dernière. Il peut être assisté d’un Vice-Trésorier.</li>
                                <li>Vice-Président, Vice-Secrétaire et Vice-Trésorier : ces rôles ne sont pas obligatoires pour la composition du Bureau restreint.</li>
                                <li>Une même personne physique ne peut exercer deux postes du Bureau restreint. Un membre du Bureau restreint peut cumuler son poste avec celui de responsable d’un ou plusieurs pôles.</li>
                            </ul>
                        </li>
                        <li>Les responsables de pôles ont pour but la promotion et la gestion du pôle assigné. Ils ne sont pas membres du Bureau restreint mais du Bureau. Les différents postes peuvent être cumulés par une même personne physique</li>
                    </ul>
                    <h3 className={"text-2xl mb-3"}>Article 7 : Admission</h3>
                    <p className={"mb-1"}>L’admission des membres est prononcée par le Bureau restreint ou un de ses membres. Tout refus doit être prononcé par la majorité absolue du Bureau restreint. Le motif de refus doit être donné si demandé par la personne refusée.</p>
                    <h3 className={"text-2xl mb-3"}>Article 8 : Exclusion</h3>
                    <p className={"mb-1"}>En cas d’exclusion, aucun remboursement de cotisation ne sera effectué. La qualité de membre se perd par :</p>
                    <ul className={"mb-1"}>
                        <li>Décès</li>
                        <li>démission signée adressée par écrit au Président de l’Association</li>
                        <li>exclusion prononcée par le Bureau pour infraction aux présents statuts, au Règlement Intérieur ou pour tout autre motif portant préjudice aux intérêts moraux ou matériels de l’Association</li>
                        <li>exclusion de l’établissement Efrei Paris selon l’Article 4 des présents statuts</li>
                    </ul>
                    <p className={"mb-1"}>Avant la décision éventuelle de radiation ou d’exclusion, l’intéressé est invité à fournir des explications écrites et adressées au Président de l’Association.</p>
                    <h3 className={"text-2xl mb-3"}>Article 9 : Responsabilité des membres</h3>
                    <p className={"mb-1"}>Le Président du Bureau est seul responsable des engagements contractés par l’ensemble du Bureau. En matière de gestion, la responsabilité incombe, sous réserve d’appréciation souveraine des tribunaux, aux membres du Bureau.</p>
                    <h3 className={"text-2xl mb-3"}>Article 10 : Ressources</h3>
                    <p className={"mb-1"}>L’Association peut recevoir toute ressource de collectivités publiques ou d’établissements publics ainsi que d’associations ou autres personnes physiques ou morales dans les conditions légales. L’Association peut refuser tout type de dons sous la décision de la majorité du Bureau restreint. Le motif de refus doit être donné si demandé par la personne refusée.</p>
                    <h3 className={"text-2xl mb-3"}>Article 11 : Indemnités</h3>
                    <p className={"mb-1"}>
                        Les mandats des membres du Bureau ne sont pas rémunérés. Toutefois les frais et débours occasionnées par l’accomplissement de leur mandat peuvent leur être remboursés sur présentation d’un justificatif. L’Association remboursera les membres adhérents sous présentation d’un justificatif si ces derniers réalisent une dépense au nom ou en faveur de l’Association sous décision préalable, explicite et enregistrée par la majorité du Bureau restreint dont une personne responsable pénalement des comptes.
                        L’Association n’emploiera aucune personne physique ou morale en échange d’un salaire.
                        Le rapport financier présenté à l’Assemblée Générale doit faire mention des remboursements des frais de mission, de déplacement ou de représentation réglés aux membres.
                    </p>
                    <h2 className={"text-4xl mb-4"}>Chapitre 3 - Bureau</h2>
                    <h3 className={"text-2xl mb-3"}>Article 12 : Définition du Bureau restreint</h3>
                    <p className={"mb-1"}>L’Association est dirigée par le Bureau restreint du Bureau composé de 3 membres minimum (Président, Secrétaire et Trésorier), élus parmi les membres adhérents ou les membres du précédent Bureau. Ces membres sont rééligibles. Le Bureau est renouvelé tous les ans. Il a les pouvoirs les plus étendus pour gérer et administrer l’Association, à l’exception des pouvoirs attribués spécifiquement aux Assemblées Générales par l’Article 18.</p>
                    <h3 className={"text-2xl mb-3"}>Article 13 : Définition du Bureau</h3>
                    <p className={"mb-1"}>Le Bureau est composé par les membres du Bureau défini dans l’Article 6.</p>
                    <h3 className={"text-2xl mb-3"}>Article 14 : Réunion du Bureau</h3>
                    <p className={"mb-1"}>
                        Le Bureau se réunit au moins une fois tous les 2 mois. Toute convocation sera prononcée par le Président ou par le quart des membres dans un délai minimum de 72h ou sous ce délai si elle est prononcée par la majorité des membres du Bureau.
                        Les décisions sont prises à la majorité des voix. La voix du Président est prépondérante en cas de partage. Tout membre du Bureau qui, sans justificatif approuvé par les trois-quarts du Bureau  n’aura pas assisté à trois réunions du Bureau consécutives convoqués il y a plus de 72h pourra être considéré comme démissionnaire.
                    </p>
                    <h2 className={"text-4xl mb-4"}>Chapitre 4 – Assemblées Générales et Règlement</h2>
                    <h3 className={"text-2xl mb-3"}>Article 15 : Convocations</h3>
                    <p className={"mb-1"}>
                        Les membres de l’Association se réunissent chaque année en Assemblée Générale ordinaire sur convocation du Secrétaire au nom du Président.
                        En outre l’Assemblée Générale peut être convoquée extraordinairement toutes les fois que le Bureau le juge nécessaire. Elle peut être également convoquée extraordinairement sur la demande collective des 2/3 des membres adhérents adressés au Président par écrit. Cette demande comporte obligatoirement l’ordre du jour.
                        Les convocations doivent être faites par écrit quinze jours avant l’échéance indiquant l’ordre du jour.
                    </p>
                    <h3 className={"text-2xl mb-3"}>Article 16 : Composition</h3>
                    <p className={"mb-1"}>
                        L’Assemblée Générale comprend tous les membres adhérents de l’Association et peut valablement délibérer. Tout membre adhérent peut se faire représenter par un autre membre adhérent disposant d’un justificatif signé ainsi que d’une pièce d’identité ou de la carte d’étudiant du membre représenté ou d’une copie avec une limite par personne fixée par le Bureau.
                        Article 17 : Assemblée Générale Ordinaire
                        L’Assemblée Générale Ordinaire entend, puis approuve ou rejette le rapport qui lui est présenté par le Bureau, ainsi que les comptes du mandat en cours. Elle soumet également aux votes les membres d’honneur nommés par le Bureau et les membres du nouveau Bureau. Elle se doit enfin de statuer les membres radiés par le Bureau et généralement sur toutes les questions portées à l’ordre du jour. Lors d’une Assemblée Générale ordinaire, les questions et propositions faites par des personnes non-membres de l’Association peuvent être débattues ou ignorées selon le bon vouloir du Bureau. Si un membre adhérent demande le vote à bulletin secret, celui-ci sera accordé. Si un vote est rejeté, une nouvelle Assemblée Générale sera convoquée sous les mêmes-conditions et sous 2 mois.
                    </p>
                    <h3 className={"text-2xl mb-3"}>Article 18 : Assemblée Générale Extraordinaire</h3>
                    <p className={"mb-1"}>
                        L’Assemblée Générale Extraordinaire délibère exclusivement sur les questions portées à l’ordre du jour.
                        Elle peut en particulier modifier les statuts de l’Association, mais seulement sur proposition du Bureau. Si une première Assemblée Générale Extraordinaire ne réunit pas les conditions du quorum tel que précisé dans l’Article 19, une seconde Assemblée Générale Extraordinaire doit être convoquée dans un délai d’un mois. Les personnes physiques ou morales non-membres verront leurs questions acceptées, mais le Bureau n’a aucune obligation quant à leur réponse. Si un membre adhérent demande le vote à bulletin secret, celui-ci sera accordé.
                    </p>
                    <h3 className={"text-2xl mb-3"}>Article 19 : Condition du quorum</h3>
                    <p className={"mb-1"}>
                        Les décisions votées lors d’une Assemblée Générale Ordinaire ne pourront être prises en compte que si au moins le tiers des membres adhérents est présent ou représenté ainsi que le Président, Secrétaire et Trésorier de l’Association ou leur vices. Les décisions doivent être faites à la majorité des votes de l’Assemblée Générale. En cas de majorité de votes blancs, la décision doit être modifiée et soumise à un nouveau vote.
                        Les décisions votées lors d’une Assemblée Générale Extraordinaire ne pourront être prises en compte uniquement si au moins les deux-tiers des membres adhérents sont présents ou représentés ainsi que le Bureau restreint. Les décisions doivent être faites aux trois-quarts des votes de l’Assemblée Générale. En cas de majorité de votes blancs, la décision doit être modifiée et soumise à un nouveau vote. Si une première Assemblée Générale Extraordinaire ne réussit pas à réunir les deux-tiers des membres, une deuxième devra être convoquée et pourra délibérer sous les mêmes conditions dans un délais d’un mois.
                    </p>
                    <h3 className={"text-2xl mb-3"}>Article 20 : Règlement Intérieur</h3>
                    <p className={"mb-1"}>
                        Un Règlement Intérieur pourra être établi par le Bureau restreint et sera approuvé par l’Assemblée Générale. Ce Règlement est destiné à fixer divers points non prévus par les statuts, notamment ceux qui ont trait à l’administration interne de l’Association.
                        Toute violation du Règlement Intérieur sera sanctionnée.
                    </p>
                    <h2 className={"text-4xl mb-4"}>Chapitre 5 – Dissolution de l’Association</h2>
                    <h3 className={"text-2xl mb-3"}>Article 21 : Dissolution</h3>
                    <p className={"mb-1"}>
                        La dissolution de l’Association ne peut être votée que par une Assemblée Générale Extraordinaire délibérant dans les conditions de quorum et de majorité prévue par l’Article 19.
                        En cas de dissolution, le Bureau disposera de l’actif en faveur d’une Association sans but lucratif poursuivant des objectifs analogues.
                    </p>
                    <p className={"mb-1"}>
                        <em>Fait à Paris, le 22 / 10 / 2020</em><br/>
                        <strong>
                            Camille MATHIEU – Présidente<br/>
                            Jonathan WITT – Secrétaire
                        </strong>
                    </p>
                </div>
            </div>
        </>
    );
}