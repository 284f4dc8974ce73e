"""The marks of a told situation: its words, read by spaCy's French pipeline and a matcher
built from the vocabulary (:mod:`.vocabulary`: ``kb/data/actions.toml``, ``kb/data/description.toml``).

A mark is what one word or phrase is for the reader: a player's name, an action, an amount,
a street, a small word that changes a meaning (``word:total`` for « à », « pour »), a
quoted declaration, or the end of a clause:

>>> [m.label for m in read_marks("UTG relance à 600, B fait tapis pour 800")]  # doctest: +SKIP
['name', 'act:raise', 'word:total', 'amount', 'sep', 'name', 'act:allin', 'word:total', 'amount']
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from kb.engine.description.vocabulary import Vocabulary, load_vocabulary
from kb.text import fold

# A name the reader accepts for a player besides the positions: one capital letter, maybe
# followed by digits (A, B, J3), or a capitalised first name followed by an action.
_LETTER = re.compile(r"[A-Z]\d{0,2}")
_FIRST_NAME = re.compile(r"[A-ZÉÈ][a-zéèêëïîôûç]{2,}")
_SEPARATORS = {",", ";", ":", ".", "!", "?", "…", "(", ")", "/", "|", "\n"}
_CHIPS_TOKEN = re.compile(r"CHIPS(\d+)X(\d+)")
_QUOTE_TOKEN = re.compile(r"QUOTE(\d+)")
_TIMES_TOKEN = re.compile(r"TIMES(\d+)")  # « relance x3 » (kb.engine.description.multipliers)


@dataclass
class Mark:
    """One thing the reader sees: ``label`` (name, amount, act:raise, word:total, sep,
    question, quote, chips…), its ``value`` and its place in the text."""

    label: str
    value: str
    start: int  # character offset in the prepared text
    text: str


def _fold_token(token: Any) -> str:
    return fold(token.text)


@functools.cache
def _pipeline() -> tuple[Any, Any]:
    """The French pipeline and the matcher of the vocabulary (loaded once: ~2 s)."""
    # spaCy is heavy to import and its model slow to load: only a told situation needs them.
    from spacy.matcher import Matcher
    from spacy.tokens import Token

    from kb.nlp import get_nlp  # late: loads spaCy, which `kb rule -s` never needs

    nlp = get_nlp()
    if not Token.has_extension("kb_fold"):
        Token.set_extension("kb_fold", getter=_fold_token)
    # validate=False: the patterns are built below from checked data, always of one shape;
    # spaCy's validation runs a pydantic schema over each of the ~500 patterns (0.15 s).
    matcher = Matcher(nlp.vocab, validate=False)
    voc: Vocabulary = load_vocabulary()
    for phrase, label in voc.phrases.items():
        words = [t.text for t in nlp.make_doc(phrase)]
        # Short words are matched as written: « à » (total) is not « a » (has).
        pattern = [{"LOWER": w} if len(w) <= 2 else {"_": {"kb_fold": fold(w)}} for w in words]
        matcher.add(label, [pattern])
        if len(words) == 1 and label.startswith("act:") and len(phrase) > 2:
            # A conjugated verb is found by its lemma (« relancent » → relancer).
            matcher.add(label, [[{"NORM": fold(phrase), "POS": {"IN": ["VERB", "AUX", "NOUN"]}}]])
    return nlp, matcher


def _token_mark(token: Any, next_label: str | None, prev_label: str | None = None) -> Mark | None:
    """A token no phrase matched: a number, a name, a separator, a quote, chips."""
    text = token.text
    if text.isdecimal():  # what int() reads: « ²600 » is isdigit() but not a number
        return Mark("amount", text, token.idx, text)
    if m := _CHIPS_TOKEN.fullmatch(text):
        return Mark("chips", f"{m.group(1)}x{m.group(2)}", token.idx, text)
    if m := _QUOTE_TOKEN.fullmatch(text):
        return Mark("quote", m.group(1), token.idx, text)
    if m := _TIMES_TOKEN.fullmatch(text):
        return Mark("times", m.group(1), token.idx, text)
    if text == "?":
        return Mark("question", "?", token.idx, text)
    if text in _SEPARATORS or token.is_sent_start and token.i > 0 and text.strip() in _SEPARATORS:
        return Mark("sep", text, token.idx, text)
    if _LETTER.fullmatch(text):
        return Mark("name", text, token.idx, text)
    after_name = prev_label == "name" or (prev_label or "").startswith("pos:")
    if after_name and text in load_vocabulary().shorthand:
        label = load_vocabulary().shorthand[text]  # « A x », « B r 1200 »: a hand-history note
        return Mark(label, label.split(":")[1], token.idx, text)
    if len(text) == 1 and text.isalpha() and (text not in "aàyô" or text == "a" and not after_name and (next_label or "").startswith("act:")):
        # a lower-case letter is a player too (« c ? min »), « a » only before an action
        # (« a raise 600 ») and not after a name (« A a relancé »: has)
        return Mark("name", text.upper(), token.idx, text)
    if _FIRST_NAME.fullmatch(text):
        # A capitalised word opening a sentence is a name only if an action follows (« Paul
        # relance ») — the model tags « Tournoi, … » as a proper noun too.
        if token.pos_ == "PROPN" and not token.is_sent_start or (next_label or "").startswith(("act:", "word:stack")):
            return Mark("name", text, token.idx, text)
        return Mark("capital", text, token.idx, text)  # a name if a place follows (« Marie (petite blinde) »)
    if fold(text) in ("et", "puis", "ensuite"):
        return Mark("and", fold(text), token.idx, text)
    if token.norm_ in ("avoir", "posseder", "rester") or fold(text) in ("a", "avec"):
        return Mark("has", fold(text), token.idx, text)
    return None


def read_marks(text: str) -> list[Mark]:
    """The marks of ``text`` (prepared: plain amounts, quotes replaced), in order."""
    from spacy.util import filter_spans  # late: spaCy is loaded only for a told situation

    nlp, matcher = _pipeline()
    doc = nlp(text)
    spans = filter_spans(matcher(doc, as_spans=True))
    by_start = {span.start: span for span in spans}
    marks: list[Mark] = []
    i = 0
    while i < len(doc):
        if i in by_start:
            span = by_start[i]
            label = span.label_
            marks.append(Mark(label, label.split(":", 1)[1], span.start_char, span.text))
            i = span.end
            continue
        token = doc[i]
        if token.is_sent_start and i > 0 and (not marks or marks[-1].label != "sep"):
            marks.append(Mark("sep", ".", token.idx, ""))
        nxt = by_start.get(i + 1)
        mark = _token_mark(token, nxt.label_ if nxt is not None else None, marks[-1].label if marks else None)
        if mark is not None:
            marks.append(mark)
        i += 1
    return _names_again(marks)


def _names_again(marks: list[Mark]) -> list[Mark]:
    """A capitalised word is a name where it is one elsewhere in the text (« Que peut faire
    Paul ? » after « Paul relance ») or when « a » (has) follows it (« Paul a 5000 »)."""
    names = {m.value for m in marks if m.label == "name"}
    out = []
    for k, m in enumerate(marks):
        nxt = marks[k + 1].label if k + 1 < len(marks) else ""
        if m.label == "capital" and (m.value in names or nxt == "has"):
            m = Mark("name", m.value, m.start, m.text)
        out.append(m)
    return out
