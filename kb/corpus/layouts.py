"""The ways rulebooks write their headings, as layout detection (``kb.corpus.detect``)
tries them: numbered candidates (``Article N``, ``§ N``, ``1.1``, ``N:``, ``II.3``…), parts,
heads, lettered sub-headings, bare titles, and the marks of a PDF's pages.

>>> import re
>>> re.match(CANDIDATES[0].pattern, "Article 3 – Mises").group("number", "title")
('3', 'Mises')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from kb.corpus.common import content_key

# « Article 3 – Titre », « Art. 1er. – Titre » (a point, then a dash: both are the separator)
_SEP = r"\s*(?:[:.–—―−-]+(?:\s+[–—―−-])?\s*(?P<title>.*?))?\s*:?\s*"
# An article's label run into its text with no mark (« Art. L. 131-1 Les fédérations… », a
# code printed with its labels in bold, the bold lost): a capital after a space opens its
# text — its title when short (« Article 5 Mises »), kb.corpus.generic decides
_SEP_ARTICLE = r"\s*(?:[:.–—―−-]+(?:\s+[–—―−-])?\s*(?P<title>.*?)|\s(?=[A-ZÀ-ÖØ-Ý«])(?P<runin>.*?))?\s*:?\s*"
# « Article n° 3 », « Règle N°2 », « Article no 4 »: the sign between the word and the number
_NO = r"(?:[Nn](?:°|o\.?)\s*)?"
# The dashes of a legal text's paragraphs (« I. ― », « II. − »: a horizontal bar, a minus
# sign): after a Roman number, a paragraph of an article, never a part.
_NO_LEGAL = r"(?![―−])"
# A title in capitals Légifrance glues before an annex's first article (« RÈGLEMENT
# DISCIPLINAIRE TYPE DES FÉDÉRATIONS SPORTIVES. Article 1er »): the article's heading.
_GLUED = r"(?:[A-ZÀ-ÖØ-Ý][A-ZÀ-ÖØ-Ý0-9 ,'’()-]{8,}\.\s+(?=(?:ARTICLE|Article)\s))?"
# A code's article (« Article L. 320-1 », « Art. R321-4 », « Article D. 321-11 »): the law's,
# the regulation's part (id ``L320-1``, sorted L before R and D).
_CODE = r"(?:[LRD](?:\.\s?|\s)?(?=\d+-\d))?"
# « Article 12 bis », « ARTICLE 10 BIS », « Règle 4 ter », « 5-A: »: an article put in between
# (id ``12bis``, ``10bis``, ``5-A``)
_BIS = r"(?:\s?(?:bis|ter|quater|BIS|TER|QUATER)\b|-[A-Z]\b)?"


@dataclass(frozen=True)
class Candidate:
    """A way of writing numbered headings: its name, pattern and French description."""

    name: str
    pattern: str
    described: str
    least: int = 2  # headings in order it takes for the book to be read this way
    # the parser checks that each number is above the previous one (a stray line with a
    # number out of order is text); not for Roman parts, whose letters do not sort (IX < VIII)
    ordered: bool = True


CANDIDATES = (
    # « Article premier » is article 1 (kb.corpus.generic reads the word as the number); « Art.3 »
    # needs no space, « Art .1 » a stray one; « Article 1 er »: a PDF's superscript « er » set apart
    Candidate("article", rf"^{_GLUED}(?:(?:ARTICLE|Article|ART\.?|Art\.?)\s+|(?:ART|Art) ?\.){_NO}(?P<number>{_CODE}\d+(?:[.-]\d+)*{_BIS}[a-z]?|"
              rf"(?i:premier|première))(?:\s?(?:er|re|ère))?\b{_SEP_ARTICLE}$", "« Article N »"),
    Candidate("regle", rf"^(?:RÈGLE|REGLE|R[èée]gle|RULE|Rule)\s+{_NO}(?P<number>\d+(?:[.-]\d+)*{_BIS}[a-z]?)\b{_SEP}$",
              "« Règle N »"),
    # « R1 - Jetons », « R.2 Annonces », « R 3 : Téléphones », « R-4. Retards »: « R » for
    # « Règle », the rule's number is the number (id ``4``), a title after a mark or a space
    Candidate("r", r"^R(?:\.\s?|-|\s)?(?P<number>\d{1,3}(?:\.\d{1,3})*)(?:\s*[:.)–—―−-]+\s*|\s+|$)(?P<title>.*?)\s*:?\s*$",
              "« R1 », « R.1 », « R 1 » (règles)"),
    # « § 1 – Objet », « §2 Mises » (a German or Swiss club's paragraphs): the title after a
    # dash, a colon, a dot or a space
    Candidate("paragraphe", rf"^§\s*{_NO}(?P<number>\d+(?:\.\d+)*[a-z]?)\b(?:\s*[:.–—―−-]+)?\s*(?P<title>.*?)\s*:?\s*$",
              "« § N »"),
    # « 5A. MEETINGS HELD ONLINE: » (a section a new edition inserts after section 5): the
    # letter read after the number (kb.corpus.profile.INSERTED)
    Candidate("numbered", r"^(?P<number>\d+(?:\.\d+)+(?:\.[a-z])?|\d+(?=(?:-?[A-Z])?\.))\.?\s+(?P<title>\S.*?)\s*:?\s*$", "numérotés 1., 1.1, 1.2…"),
    Candidate("colon", rf"^(?P<number>\d+{_BIS}[a-z]?)(?:°\s?\)?|\s?[):])\s*(?P<title>\S.*?)\s*$",
              "numérotés « N: titre », « N) titre » ou « 1°) titre »"),
    Candidate("tiret", r"^(?P<number>\d+(?:\.\d+)*)\s+[-–—]\s+(?P<title>\S.*?)\s*:?\s*$", "numérotés « N - titre »"),
    Candidate("code", r"^(?P<number>[A-Z]{1,4}-\d+)\s*[.:)]\s*(?P<title>\S.*?)\s*$", "numérotés « PR-N. titre »"),
    # « 1- INSCRIPTIONS : », « 1-1 Les inscriptions… » (a Word list numbered with hyphens):
    # a hyphen after the number, or inside it — a bare « 12 joueurs » is not a heading
    Candidate("trait", r"^(?P<number>\d{1,3}(?:-\d{1,3})+|\d{1,3}(?=\s*-))\s*-?\s+(?P<title>\S.*?)\s*:?\s*$",
              "numérotés 1-, 1-1, 1-2…", least=3),
    # « 1/ Comportement »: a title, not a sentence — « 1/ Le bouton ne peut pas être… » is a
    # list in an article (the casino's) — and never a date (« 14/05/2007 »: no space after « / »)
    Candidate("barre", r"^(?P<number>\d{1,3})\s?/\s+(?P<title>[^\s.;!?][^.;!?]{0,78}?)\s*:?\s*$",
              "numérotés « 1/ titre »", least=3),
    # « A.1 Objet », « B.2 Bouton »: rules numbered within lettered parts (A.1 is under A)
    Candidate("lettre-point", r"^(?P<number>[A-Z]\.\d{1,3}(?:\.\d{1,3})*)\.?\s+(?P<title>\S.*?)\s*:?\s*$",
              "numérotés A.1, A.2, B.1…", least=3),
    # « A1 Le règlement… », « B2 Les blindes… » (a league's book: the letter of its part, the
    # rule's number, no point between)
    Candidate("lettre-chiffre", r"^(?P<number>[A-Z]\d{1,3})\.?\s+(?P<title>\S.*?)\s*:?\s*$",
              "numérotés A1, A2, B1…", least=3),
    # « I.1 Objet », « II.3 Le tapis », « IV – 2 Pénalités »: rules numbered within Roman
    # parts (II.3 is under II; « IV – 2 » is IV-2, under IV)
    Candidate("romain-point", r"^(?P<number>[IVXLC]{1,6}(?:\.|\s?[–—―−-]\s?)\d{1,3}(?:\.\d{1,3})*)\.?\s+(?P<title>\S.*?)\s*:?\s*$",
              "numérotés I.1, I.2, II.1… (ou I – 1, I – 2…)", least=3, ordered=False),
    # « Section 3 – Betting » (an English club's book): sections as the rules; last, so that
    # a book with as many articles as sections reads its sections as parts
    Candidate("section", rf"^(?:SECTION|Section)\s+{_NO}(?P<number>\d+(?:\.\d+)*)\b{_SEP}$", "« Section N »"),
    # the number alone on its line, the rule's text below (« 1/ », « 2. », « 3) »: no title)
    Candidate("seul", r"^(?P<number>\d{1,3}(?:\.\d{1,3})+|\d{1,3}(?=\s?[/.)]))\s?[/.)]?(?P<title>)\s*$",
              "numéros seuls sur leur ligne (« 1/ », « 2. »), sans titre", least=3),
)
# « ## 12 Scoring », « ## 3 Les mises » (a league's sections, a converted PDF's headings): the
# number, a space, a title with no mark between — read on Markdown headings only, where the
# heading says it is one (on a line, « 12 joueurs au plus » is a sentence).
SPACED = Candidate("espace", r"^(?P<number>\d{1,3})\s+(?P<title>[A-ZÀ-ÖØ-Ý«][^.;!?]{0,78}[^.;:,!?\s])\s*$",
                   "titres « N titre » (numéro, espace, titre)")
# Candidates distinctive enough to be a second numbering beside the main one (the TDA's
# procedures PR-N after its rules N:); bare numbers are not (a numbered list would do).
SECONDARY = ("article", "regle", "code")
# The TDA's recommended procedures (« PR-1: Two or More Unlocked Tables », « RP-3 »): one is
# enough to be a second numbering — the book names them so (``kb.corpus.refs`` reads « see PR-1 »).
PROCEDURE = r"^(?:PR|RP)-\d+$"
# Lettered parts (``A) Généralités``, ``B. Déroulement``) above numbered rules.
# A title, not a sentence: no sentence punctuation, 80 characters at most.
LETTERED = Candidate("lettre", r"^(?P<number>[A-Z])(?:[).]|\s[–—―−-])\s+(?P<title>[^.;!?]{0,78}[^.;:,!?\s])\s*$",
                     "parties « A) titre », « A – titre »")
# Lettered headings under a numbered rule (``a. Le chip race`` under ``4. Les étapes``): a
# title, not a sentence, followed by text rather than by the next letter (a list of
# ``a) …`` items inside a rule stays its text).
# The same letter alone on its line, the part's title on the next (``A.`` then ``LE JEU``).
# Roman parts above rules numbered within them (``II. LE JEU`` above ``II.1``): numbered parts.
ROMAN = Candidate("romain", rf"^(?P<number>[IVXLC]{{1,6}})(?:[).]|\s[–—-])\s+{_NO_LEGAL}(?!\d)(?P<title>[^.;!?]{{0,78}}[^.;:,!?\s])\s*$",
                  "parties « I. titre » (numéros I.1, I.2… dessous)")
# The same Roman numerals as the rules themselves (« VII. Dissolution », « Article IV - Finance »,
# an English club's bylaws): read so only when no other numbering runs through the headings
# (above numbered rules they are parts). A note's asterisk may stand before the number
# (« *VII. »); after the word « Article », a colon may end the number (« Article II: Meetings »);
# « Article VI-A » is one a new edition inserted after VI.
ROMAN_RULE = Candidate("romain-article", r"^\*?(?:(?:ARTICLE|Article|ART\.?|Art\.?)\s+(?=[IVXLC]+(?:-[A-Z])?(?:[).:]|\s[–—-])))?"
                       + ROMAN.pattern.removeprefix("^").replace(r"(?:[).]|", r"(?:[).:]|", 1)
                       .replace("[IVXLC]{1,6})", "[IVXLC]{1,6}(?:(?<=[IVXLC])-[A-Z])?)", 1),
                       "articles « I. titre », « Article II – titre »…", least=3, ordered=False)
LETTER_ALONE = Candidate("lettre-seule", r"^(?P<number>[A-Z])[).](?P<title>)$", "parties « A. » (titre à la ligne suivante)")
SUB_LETTERED = Candidate("sous-lettre", r"^(?P<number>[a-z])[.)]\s+(?P<title>[^.;!?]{0,78}[^.;:,!?\s])\s*:?$",
                         "sous-titres « a. titre » sous les articles numérotés")


def sub_lettered(texts: list[str]) -> str:
    """``SUB_LETTERED``'s pattern for a book; one that numbers with « ii. » as well reads
    « i. », « v. », « x. » as Roman numbers (« c. Conditions » over « i. Bénévoles », « ii. … »),
    not as letters after « c. »."""
    roman = any(re.match(r"ii[.)]\s", t) for t in texts)
    return SUB_LETTERED.pattern.replace("^", r"^(?![ivx][.)])", 1) if roman else SUB_LETTERED.pattern

# Lettered sub-articles under their article's number (« 2.a Réservation » under « Article 2 –
# Inscriptions »): ids ``2.a``, parent ``2``. A title, not a list's item (« 2.a un avertissement ; »).
SUB_NUMBERED = Candidate("sous-article", r"^(?P<number>\d{1,3}(?:\.\d{1,3})*\.[a-z])[.)]?\s+"
                         r"(?P<title>[A-ZÀ-ÖØ-Ý«][^.;!?]{0,78}[^.;:,!?\s])\s*:?$",
                         "sous-articles « 2.a titre » sous leur article")
# The history Légifrance prints under an article's number (« Modifié par Arrêté du 9 mars 2010
# - art. 2 », « Création Décret n°2010-723 du 29 juin 2010 »): the article's text, not its title.
LEGAL_HISTORY = r"(?:Modifié|Modifiée|Créé|Créée|Création|Abrogé|Abrogée|Transféré|Transférée)\s+(?:par\s+)?(?:[Ll]oi|[Dd]écret|[Aa]rrêté|[Oo]rdonnance|LOI|DÉCRET|ARRÊTÉ)\b"
# A heading's title, not a sentence: a capital first, 80 characters at most, no sentence
# punctuation inside or at its end (the generic parser's title below a number, a list's
# last item told from a rule, the heads below).
TITLE = r"[A-ZÀ-ÖØ-Ý«][^.;!?]{0,78}[^.;:,!?\s]"
# The head of the rules numbered under it (« Section 2 – Betting », « ARTICLE 2 – LES MISES »,
# « 2 Betting » above « 2.1 », « 2.2 »): a word or nothing, the number, a title — not a sentence.
HEAD = Candidate("tete", r"^(?:(?:SECTION|Section|CHAPITRE|Chapitre|CHAPTER|Chapter|PARTIE|Partie|PART|Part|TITRE|Titre|"
                 r"ARTICLE|Article|ART\.?|Art\.?|RÈGLE|R[èe]gle|RULE|Rule)\s+)?"
                 rf"(?P<number>\d{{1,3}})(?:\s*[:.–—―−-]+\s*|\s+)(?P<title>{TITLE})\s*:?$",
                 "têtes « 2 titre », « Section 2 – titre », « ARTICLE 2 – TITRE » au-dessus des règles 2.1, 2.2…")
# The articles a legal text's part holds, as Légifrance prints them after its title
# (« Titre Ier : Dispositions générales (Articles 1 à 14) »): not part of the title.
ARTICLE_RANGE = r"(?:\s*\((?i:articles?|art\.)\s[^()]*\))?"
# Parts named by a word and a number, or by a Roman numeral: slug ids from the whole line.
PART_PATTERNS = (
    (r"^(?P<title>(?:CHAPITRE|Chapitre|TITRE|Titre|PARTIE|Partie|SECTION|Section|CHAPTER|Chapter|PART|Part|LIVRE|Livre)\s+"
     rf"(?:[IVXLC]+|\d+)(?:er|re|ER|RE)?\b.*?){ARTICLE_RANGE}$",
     "lignes « Chapitre / Titre / Partie N » : parties"),
    # not a paragraph of a legal article (« I. ― Les horaires… », « II. − Le casino déclare… : »):
    # no legal dash, no sentence
    (rf"^(?P<title>[IVXLC]+(?:[.)]|\s[–—-])\s+{_NO_LEGAL}(?!\d)(?!.*[.;:]$)\S.*)$", "lignes « I. », « II. »… : parties"),
)
# A part's heading with no title (« CHAPITRE Ier », a décret's way: the title on the next line).
BARE_PART = re.compile(r"^(?:CHAPITRE|Chapitre|TITRE|Titre|PARTIE|Partie|SECTION|Section|CHAPTER|Chapter|PART|Part|"
                       r"LIVRE|Livre|SOUS-SECTION|Sous-section)\s+(?:[IVXLC]+|\d+)(?:er|re|ER|RE)?\.?$")
# The words of those parts, the larger first: a book that uses two of them nests its parts
# (« TITRE I » holds « Chapitre 1 », which holds « Section 1 », an association's rules).
PART_WORDS = ("PARTIE|Partie|PART|Part", "LIVRE|Livre", "TITRE|Titre", "CHAPITRE|Chapitre|CHAPTER|Chapter", "SECTION|Section")
# The same parts over rules numbered again from 1 in each (« CHAPITRE 1 – RÈGLES GÉNÉRALES »,
# « SECTION 2 - HOLD'EM », Robert's Rules of Poker): numbered by their own number (id ``1``),
# the rules under them read as ``1.3`` or under their sub-headings.
CHAPTER = Candidate("chapitre", r"^(?:CHAPITRE|Chapitre|TITRE|Titre|PARTIE|Partie|SECTION|Section|CHAPTER|Chapter|PART|Part)"
                    r"\s+(?P<number>[IVXLC]+|\d+)(?:er|re|ER|RE)?\b(?:\s*[:.–—―−-]+\s*|\s+|$)(?P<title>.*?)\s*$",
                    "lignes « Chapitre N – titre » : parties numérotées")
# A table of contents set under its own heading: front matter, with what follows it.
CONTENTS = r"^(?i:sommaire|table des mati[eè]res|table of contents)\s*:?$"
# The unnumbered text before the first article (« PRÉAMBULE », « Avant-propos », « Généralités »):
# an article.
PREAMBLE = (r"^(?P<title>(?i:pr[ée]ambule|preamble|avant-propos|foreword|preface|introduction|dispositions? pr[ée]liminaires?"
            r"|g[ée]n[ée]ralit[ée]s|dispositions? g[ée]n[ée]rales?|principes? g[ée]n[ée]raux|general provisions))\s*:?$")
# An annex after the last article (« ANNEXE 1 – STRUCTURE DES BLINDES », « Appendix B »): an
# article named by its heading, not the text of the last rule. A title, not a sentence.
ANNEX = (r"^(?P<title>(?:ANNEXES?|Annexes?|ANNEX|Annex|APPENDIX|Appendix|APPENDICES?|Appendices?)"
         r"(?:\s+(?:[IVXLC]{1,4}|\d{1,2}|[A-Z]))?(?:\s*[:.–—―−-]+\s*[A-ZÀ-ÖØ-Ý0-9«][^.;!?]{0,78})?)\s*:?$")


def annexes_said(count: int, first: str) -> str:
    """What the detection report says of the annexes it found after the last article."""
    return f"annexes après le dernier article ({count}, ex. « {first} ») : des articles"


# A contents entry's page number, after dot leaders or a space (« Objet ........ 3 »).
_PAGE_AFTER = re.compile(r"[\s.…]*\d{1,3}$")


@lru_cache(maxsize=2)
def _repeated_later(texts: tuple[str, ...]) -> tuple[bool, ...]:
    """For each line, is its wording — case, accents, marks and a page number aside — a
    line further on? (« Article premier – Objet » before « ARTICLE PREMIER – OBJET »)
    Computed once per book: detection and the parser ask for each contents list and for
    the one under no heading (68 ms for 3 400 lines)."""
    keys = [content_key(t) for t in texts]
    last = {k: i for i, k in enumerate(keys)}  # the last line with that wording

    def later(i: int, t: str) -> bool:
        return any(last.get(w, -1) > i for w in {content_key(t), content_key(_PAGE_AFTER.sub("", t))} - {""})

    # a line holding two entries a PDF's extraction joined (« ▪ Article 2: … ▪ Article 3: … »)
    # is repeated when each of them is
    return tuple(bool(k) and (later(i, t) or (len(pieces := _ENTRIES.split(t)) > 1 and all(later(i, e) for e in pieces if e.strip())))
                 for i, (k, t) in enumerate(zip(keys, texts, strict=True)))


# Two contents entries on one line: each after a list's bullet.
_ENTRIES = re.compile(r"(?<=\S)\s+[•▪◦‣]\s+")


def contents_entries(texts: list[str], start: int) -> int:
    """Where the table of contents that starts at ``start`` (the line after its « Sommaire »)
    ends: its entries are the lines, blank ones aside, repeated further on (case, accents,
    marks and a page number aside), even when they read as headings.

    >>> contents_entries(["Objet", "", "Les mises 3", "Texte.", "OBJET", "LES MISES"], 0)
    3
    """
    repeated = _repeated_later(tuple(texts))
    end = start
    for i in range(start, len(texts)):
        if texts[i].strip() and not repeated[i]:
            break
        end = i + 1 if texts[i].strip() else end
    return end


def leading_contents(texts: list[str]) -> range:
    """A table of contents under no heading: the first run of 3 lines or more, one after
    the other, each repeated further on (:func:`contents_entries`), before the book's first
    sentence (a line ending with a point, a colon…) — else an empty range.

    >>> leading_contents(["Règlement", "", "Objet", "Les mises", "Le tapis", "", "OBJET", "Texte.", "LES MISES", "LE TAPIS"])
    range(2, 5)
    """
    repeated = _repeated_later(tuple(texts))
    run = 0
    for i, t in enumerate(texts):
        if not t.strip():
            run = 0
            continue
        if re.search(r"[.:;!?]$", t.strip()):  # a sentence, repeated or not (a book telling a rule twice)
            break
        if not repeated[i]:
            run = 0
            continue
        run += 1
        if run >= 3 and (i + 1 == len(texts) or not texts[i + 1].strip() or not repeated[i + 1]):
            return range(i + 1 - run, i + 1)
    return range(0)

# A bare section title: a short line in capitals first, no sentence punctuation.
SECTION_TITLE = r"^(?P<title>[A-ZÀ-ÖØ-Ý][^.!?;]{0,78}[^.!?;:,])$"
BOLD = r"^(?:\*\*|__)(?P<title>[^*_]+?)(?:\*\*|__)\s*:?$"
# A heading in capitals on its own line (a PDF's headings once its blank lines are gone).
CAPITALS = r"^(?P<title>(?=.*[A-ZÀ-ÖØ-Ý]{3})[A-ZÀ-ÖØ-Ý0-9][A-ZÀ-ÖØ-Ý0-9 '’,&/()«»:-]{2,68}[A-ZÀ-ÖØ-Ý0-9)»])$"
ISOLATED = r"^(?P<title>[A-ZÀ-ÖØ-Ý«][^=•]{0,58}[^.;,!?:=\s]):?$"
# A page numbered in so many words (« Page 2 sur 5 », « - 2 - », « 2/5 »): a PDF's text
# without its page breaks still shows its pages (a bare « 2 » could be a table's cell).
PAGE_MARK = r"^(?:[Pp]age\s+\d{1,4}(?:\s*(?:/|sur|of)\s*\d{1,4})?|[-–—]\s*\d{1,4}\s*[-–—]|\d{1,4}\s*/\s*\d{1,4})$"
# A web page's furniture in its copied text (menus and footer: « Partager : », « Facebook »,
# « © 2026 Poker Club – Tous droits réservés », « Mentions légales »): no text of a rule.
SITE_CHROME = (r"^(?:©.*|.*\b(?i:tous droits réservés)\b.*|(?i:partager(?: sur)?|imprimer|facebook|twitter|instagram|"
               r"linkedin|whatsapp|youtube|retour en haut|haut de page|mentions légales|politique de confidentialité|"
               r"gestion des cookies|plan du site)\s*:?)$")
# A title and the text after it on the heading's line (« Les mises : une mise se fait en un
# seul geste. », « Objet. Le règlement s'applique… », « Objet – Le règlement… »): a short
# title, a colon, a point or a spaced dash, then the text, three words at least.
TITLE_SPLIT = r"^(?P<title>[^.:;!?]{2,50}?)(?:\s?[.:]|\s[–—―−-])\s+(?P<rest>\S+\s+\S+\s+\S.*)$"
# A run-in heading: a bold lead and the article's text after it on the same line
# (« **Article 2 – Mises.** Une mise se fait… », a Word document's usual way).
# A list's bullet before a heading: a web page's rules in a list (« - **Règle 1 :** les
# jetons… », « • Règle 2 : … »), each item a rule.
BULLET = r"(?:[-•▪◦‣*]\s+)"
RUN_IN = re.compile(rf"^{BULLET}?(?P<mark>\*\*|__)(?P<head>[^*_]+?)(?P=mark)\s*(?P<rest>[^\s*_].*)$")


def run_in(line: str) -> tuple[str, str]:
    """A line's heading part and the text after it — ``("**2: Mises.**", "Une mise…")``
    for ``"**2: Mises.** Une mise…"`` or ``"- **2: Mises.** Une mise…"`` (the bullet left
    out) — else ``(line, "")``."""
    m = RUN_IN.match(line)
    return (line[m.start("mark"):m.start("rest")].rstrip(), m.group("rest")) if m else (line, "")
