"""Numbered headings that are their rule's sentence, not its title.

A club's book often writes a whole rule on its numbered line (« 1.1 Le présent règlement
s'applique à tous les tournois du club. »). A reader sees a sentence, not a title: the
article keeps the sentence as its text and has no title, as ROPTA 11.4 has none. A title
of the built-in books is a noun phrase without a final point (« Relance minimum », « LE
BOUTON PEUT RECEVOIR SA DEUXIEME CARTE… »); the one that ends with a point (Ciaffone
1.11.a « Les relances au poker à enchères limitées. ») has no verb and text below.

>>> is_sentence("Le présent règlement s'applique à tous les tournois du club.", has_text=True)
True
>>> is_sentence("Les relances au poker à enchères limitées.", has_text=True)
False
>>> is_sentence("Les niveaux durent 20 minutes.", has_text=False)
True
>>> is_sentence("Déroulement des parties.", has_text=False)
False
>>> is_sentence("LE JOUEUR DOIT ÊTRE PRÉSENT À LA TABLE.", has_text=True)
False
>>> is_sentence("Tout joueur en retard de plus de trente minutes perd sa place, et son droit d'entrée "
...             "lui est rendu s'il a prévenu le directeur avant le début (voir la charte)", has_text=True)
True
"""

from __future__ import annotations

import re

from kb.corpus.common import strip_md_emphasis
from kb.corpus.parser_state import Draft, Line

# A sentence's last mark: a point (not an ellipsis), a semicolon, or a colon that opens
# the list of what the sentence announces.
_POINT = re.compile(r"(?<![.…])[.;]$")
_COLON = re.compile(r"\s?:$")
# The marks of a clause in French rules: an auxiliary or modal verb, a reflexive or a
# negation, a subject or relative pronoun (« Le joueur doit… », « Il est interdit… », « On
# ne peut… », « Le joueur qui arrive en retard garde sa place. »).
_CLAUSE = re.compile(
    r"(?i)(?:^|\s)(?:est|sont|doit|doivent|peut|peuvent|a|ont|sera|seront|se|ne|il|ils|elle|elles|on|qui|que|dont)(?=\s)"
    r"|(?:^|\s)(?:[snSN]|[qQ]u)['’]\w"
)
# An amount (« 20 000 jetons », « 20 minutes »): what a rule states, not what a title names.
_AMOUNT = re.compile(r"\d")
# A colon after these words announces a list: the line is the sentence that opens it.
_ANNOUNCES = re.compile(r"(?i)(?:suivante?s?|ci-dessous|ci-après|comme suit)\s?:$")
# A line that continues the sentence above: lower case first, not a list's letter (« a) »).
_CONTINUES = re.compile(r"^[a-zà-ÿ](?![).]\s)")
# Fewer words than this is a title (« Objet. », « Dispositions générales. »).
_LEAST_WORDS = 4
# A final point and this many words is a sentence: no title of the built-in books that ends
# with a point is so long (Ciaffone 1.11.a: 7 words).
_SENTENCE_WORDS = 8
# A colon at its end and this many words: the sentence that opens a list, clause or not.
_COLON_WORDS = 12
# This many words is a rule's paragraph whatever its last mark (« …du championnat (voir la
# charte) », a Word file saved as text): the longest title of the built-in books has 14
# (RedCactus 38).
_PARAGRAPH_WORDS = 20


def is_sentence(wording: str, *, has_text: bool, continued: bool = False) -> bool:
    """Is a numbered heading's wording (after its number) the rule's sentence? A point at
    its end and a clause or an amount in it, eight words or nothing under it (its article
    would be empty); a colon at its end after a clause, words that announce a list or twelve
    words; a line the next one ``continued`` in lower case (a sentence cut by the line's end,
    as a PDF copied by hand writes it); or twenty words and more, whatever its end."""
    wording = wording.strip()
    if len(wording.split()) < _LEAST_WORDS or wording.isupper():  # capitals: a heading's style
        return False
    if continued or len(wording.split()) >= _PARAGRAPH_WORDS:
        return True
    if _POINT.search(wording):
        return (bool(_CLAUSE.search(wording) or _AMOUNT.search(wording)) or not has_text
                or len(wording.split()) >= _SENTENCE_WORDS)
    if _COLON.search(wording):  # « Pour l'application de l'article 3, la proportion … aux joueurs : »
        return bool(_CLAUSE.search(wording) or _ANNOUNCES.search(wording)) or len(wording.split()) >= _COLON_WORDS
    return False


def heading_wording(line: str, title: str) -> str:
    """The heading's wording from its title on, as the line writes it (the final colon the
    title lost kept): ``("2. Le directeur peut : ", "Le directeur peut")`` →
    ``"Le directeur peut :"``, read without its emphasis marks; the title itself when the
    line does not hold it.

    >>> heading_wording("3. **Cheating is banned**, this includes:", "Cheating is banned, this includes")
    'Cheating is banned, this includes:'
    """
    line = strip_md_emphasis(line)
    at = line.find(title) if title else -1
    if at < 0:
        return title
    return line[at:].strip()


def _run_in(d: Draft) -> bool:
    """The rule's text starts on its heading's line (« **3) Do not watch other games.** Trying… »)."""
    return bool(d.body) and d.body[0].n == d.heading.n


def _eligible(d: Draft) -> bool:
    """A numbered rule with a title."""
    a = d.article
    return a.numbered and a.kind != "part" and bool(a.title)


def _lead(line: str, d: Draft) -> str:
    """The heading's wording (``heading_wording``), a run-in heading's without the text after it."""
    at = line.find(d.article.title) if d.article.title else -1
    if _run_in(d) and at >= 0 and line.endswith(rest := d.body[0].text):
        return strip_md_emphasis(line[at: len(line) - len(rest)]).strip()
    return heading_wording(line, d.article.title)


def _cut(wording: str) -> bool:
    """A long line with no last mark: a sentence the line's end cut (« 4) Behave in a polite
    and respectful manner towards your opponent and the » over « Judges. Foul… »)."""
    return len(wording.split()) >= _SENTENCE_WORDS and not re.search(r"[.;:!?]$", wording)


def _short_rules(drafts: list[Draft], wordings: dict[int, str], whole: set[int], parents: set[str | None]) -> set[int]:
    """The rules that a careful reader takes for sentences among siblings mostly written whole
    on their line (``whole``: their indices): an empty one with a final point (« 1.3 Tenue
    correcte exigée. »), one whose text runs on from its heading's line (« **7) Beginning the
    game:** Shuffle… ») or from the next line, the heading cut by the line's end (``_cut``) —
    in such a book the heading starts the rule, where « Objet. » over its text, or over
    nothing among titled rules, is a title."""
    siblings: dict[str | None, list[int]] = {}
    for i, d in enumerate(drafts):
        siblings.setdefault(d.article.parent, []).append(i)
    found: set[int] = set()
    for i, wording in wordings.items():
        d = drafts[i]
        runs_on = _run_in(d) or (bool(d.body) and d.body[0].n == d.heading.n + 1 and _cut(wording))
        if i in whole or d.article.id in parents or wording.isupper():
            continue
        if not (runs_on if d.body else _POINT.search(wording)):
            continue
        others = [j for j in siblings[d.article.parent] if j != i]
        if len(others) >= 2 and 2 * sum(j in whole for j in others) > len(others):
            found.add(i)
    return found


def sentences_as_text(drafts: list[Draft], lines: list[Line]) -> None:
    """Give each numbered rule whose heading is its sentence (``is_sentence``, or one among
    such rules: ``_short_rules``) that sentence as the first line of its text, and no title
    (a run-in heading's sentence joined to the text after it). ``lines``: the book's lines."""
    parents = {d.article.parent for d in drafts}
    wordings = {i: _lead(lines[d.heading.n - 1].text, d) for i, d in enumerate(drafts) if _eligible(d)}
    whole: set[int] = set()
    for i, wording in wordings.items():
        d = drafts[i]
        following = d.body[0].text if d.body and d.body[0].n <= d.heading.n + 1 else ""
        continued = bool(_CONTINUES.match(following) or (_run_in(d) and following[:1] in ".,;"))
        if is_sentence(wording, has_text=bool(d.body) or d.article.id in parents, continued=continued):
            whole.add(i)
    for i in whole | _short_rules(drafts, wordings, whole, parents):
        d = drafts[i]
        if _run_in(d):
            rest = d.body.pop(0).text
            wording = wordings[i] + ("" if rest[:1] in ".,;:" else " ") + rest
        else:
            wording = wordings[i]
        d.body.insert(0, Line(d.heading.n, wording, wording, False, d.heading.gap_after))
        d.article.title = ""
