import React from 'react';
import bandeauImage from '../images/bandeau.jpg';
import Header from '../Components/Header';
import Footer from '../Components/Footer';
import './DevenirEnseignant.css';  

const AssociationStatut = () => {
  return (
  <div>
    <Header/>
    <img src={bandeauImage} alt="Bandeau" />
    <div className="container">
  <h1>L'association et ses statuts</h1>

  <h1>Présentation de l'APIRP: Association des Professeurs d'Italien de la Région Parisienne</h1>
  <p> Le 9 mai 1977 était déclarée à la Préfecture de Police de Paris la création de « L'Amicale des professeurs d'italien de la région parisienne ». Rebaptisée « Association des professeurs d'italien de la région parisienne » (APIRP) en 1984, elle eut pour président(e)s successifs(ives) des professeurs de Collège et de Lycée de l’Éducation Nationale, Jean Constantin, Pierre Méthivier, Anne Mazire, Gabrielle Kerleroux, Ketty Zanforlini et depuis janvier 2017, Romina De Lucia. 

Quarante ans après  sa création, sa vocation originelle (« établir et développer des liens de solidarité et d'amitié entre les italianistes de la région parisienne ») reste toujours d'actualité. Mais l'APIRP a évolué avec le temps. De nouvelles actions sont en effet apparues nécessaires : tout d'abord, la collecte d'informations fiables au sujet des implantations de postes dans les trois académies; ensuite, la mise en commun d'informations culturelles, de ressources pédagogiques, d'idées pour les cours; et enfin, l'entre-aide en cas de mutation, de fragilisation de poste, etc. Pour ce faire, l'APIRP entretient un dialogue régulier et constructif avec l'Inspection d'italien, en toute indépendance.

 L'APIRP a élaboré une plaquette de promotion de la langue italienne à destination des parents et des élèves en situation de choix, publie un bulletin par an, réunit ses adhérents en assemblée générale au début et à la fin de chaque année scolaire et a également créé un site Internet et une page Facebook. 

Elle est présente lors de manifestations culturelles italo-françaises (Forum des association italiennes du XIIIè arrondissement, Festa del libro des Blancs Manteaux, réceptions au Centre culturel et à l'Ambassade d'Italie, entre autres). Elle représente aussi tous les professeurs d'italien de l'Ile de France au Congrès annuel de la FNAI (Fédération Nationale des Associations d'Italianistes).

Pour nous contacter : apirp.association@gmail.com </p>

<h1>STATUTS VOTES EN ASSEMBLÉE GÉNÉRALE EXTRAORDINAIRE DU 9 MAI 2007 ET MODIFIÉS LE 24 JANVIER 2014</h1>
<br/><br/>

<p><strong>Art .1 DÉNOMINATION</strong>
<br/><br/>
Il est fondé entre les adhérents aux présents statuts une association régie par la loi du 1er juillet 1901 et le décret du 16 août 1901, sous la dénomination de « Association des Professeurs d’Italien de la Région Parisienne » dite, en abrégé, « A.P.I.R.P. »</p>
 
 <br/><br/>

<p><strong>Art.2 OBJET</strong>
<br/><br/>
Cette association a pour objet d’établir et de développer des liens de solidarité et d’amitié entre les italianistes de la région parisienne, et de leur permettre, au cours de réunions périodiques, d’examiner les problèmes spécifiques à leur discipline .
<br/><br/>
Peuvent faire partie de l’Association tous les professeurs d’italien de la région parisienne en activité ou à la retraite, quel que soit l’ordre d’enseignement auquel ils appartiennent. Le bureau se réserve le droit d’examiner la candidature de toute autre personne désireuse d’adhérer à l’Association.</p>

<br/><br/>
<p><strong>Art.3. SIÈGE SOCIAL</strong>
<br/><br/>
Le siège social de l’association est fixé à PARIS (75). Le siège social sera transféré par simple décision du bureau.</p>

<br/><br/>
<p><strong>Art.4. COMPOSITION</strong>
<br/><br/>
L’association se compose :
<br/><br/>
1. de membres d’honneur. Ce titre honorifique peut être conféré par le Conseil d’Administration aux personnes n’ayant pas adhéré à l’association, qui ont rendu ou rendent des services notables à celle-ci. Ils peuvent assister aux assemblées générales avec voix consultative. Ils ne sont ni électeurs, ni éligibles.
<br/><br/>
2. de membres honoraires. Ce titre honorifique est conféré par le Conseil d’administration aux anciens dirigeants de l’association.
<br/><br/>
3. de membres bienfaiteurs. Ce sont les personnes, physiques ou morales, qui ont apporté une contribution financière importante à l’Association. Ils participent aux assemblées générales avec voix consultatives.
<br/><br/>
4. de membres actifs. Ils participent aux activités de l’Association et versent annuellement une cotisation dont le montant est fixé chaque année par le Conseil d’administration. Ils participent aux assemblées générales avec voix délibérative.</p>
<br/><br/>

<p><strong>Art.5. PERTE DE LA QUALITÉ DE MEMBRE</strong>
<br/><br/>
La qualité de membre de l’Association se perd :
<br/><br/>
par démission adressée par lettre
<br/><br/>
par non-paiement de la cotisation, après 3 rappels consécutifs
<br/><br/>
par radiation décidée par le Conseil d’Administration, pour motif grave, le membre intéressé ayant été invité au préalable à fournir des explications devant le Conseil d’Administration</p>

<br/><br/>
<p><strong>Art.6. RESSOURCES DE L’ASSOCIATION</strong>
<br/><br/>
Les ressources de l’Association se composent :
<br/><br/>
des cotisations versées par les membres qui en sont redevables
<br/><br/>
de toute autre ressource autorisée par la loi </p>

<br/><br/>
<p><strong>Art.7. CONSEIL D’ADMINISTRATION</strong>
<br/><br/>
L’Association est administrée par un Conseil d’Administration élus tous les 2 ans par l’Assemblée Générale, à la majorité des présents ou représentés. Le vote par procuration est autorisé sans limitation de mandat.
<br/><br/>
Le Conseil se renouvelle par moitié, tous les deux ans, les membres sortants sont rééligibles.
<br/><br/>
En cas de vacance, le conseil pourvoit au remplacement du ( ou des) membre(s).
<br/><br/>
Le nombre d’élus au Conseil d’Administration est décidé, lors des élections, par l’Assemblée Générale.</p>

<br/><br/>
<p><strong>Art.8. RÉUNIONS DU CONSEIL</strong>
<br/><br/>
Le Conseil d’Administration se réunit toutes les fois que cela est nécessaire, et au moins une fois tous les 6 mois, sur convocation du président, ou sur la demande du ¼ de ses membres.
<br/><br/>
Les décisions sont prises à la majorité simple des voix.
<br/><br/>
En cas de partage, la voix du président est prépondérante.
<br/><br/>
Les membres absents peuvent être représentés par un autre membre du conseil.
<br/><br/>
Tout membre qui, sans excuse, n’aura pas assisté à 3 réunions consécutives, pourra être considéré comme démissionnaire.</p>

  </div>
  <Footer/>
  </div>
  );
  
};

export default AssociationStatut;