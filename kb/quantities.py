"""Quantities in French rule text: "30 secondes", "trois joueurs", "une minute", "50 %".

Built on the spaCy tokenizer of :func:`kb.nlp.get_nlp` (token offsets, ``like_num``), with
the French number words spaCy does not read as numbers ("vingt-cinq", "la moitié") and
the compact forms of the books ("2min", "7-max"). Each quantity is a number followed by a
unit, possibly with a few adjectives in between ("les 5 dernières secondes").

Used as a check on the parameters (does the cited quote state the value?) and by the app
to highlight quantities in an article's text (``start``/``end`` are character offsets).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kb.bookcache import book_cache
from kb.model import Library
from kb.text import fold

# Canonical units (the vocabulary of the parameters' ``unit`` field).
UNITS: dict[str, str] = {}
for _unit, _forms in {
    "secondes": ("seconde", "secondes", "sec", "s"),
    "minutes": ("minute", "minutes", "min", "mn"),
    "heures": ("heure", "heures", "h"),
    "joueurs": ("joueur", "joueurs"),
    "niveaux": ("niveau", "niveaux", "level", "levels", "round", "rounds"),
    "mains": ("main", "mains", "coup", "coups"),
    "tours": ("tour", "tours"),
    "jetons": ("jeton", "jetons"),
    "%": ("%", "pourcent", "pour-cent"),
}.items():
    for _form in _forms:
        UNITS[_form] = _unit

# Abbreviated units only count right after a digit ("2 min", "90 s"), never after a word.
SHORT_UNITS = {"s", "sec", "h", "min", "mn"}

NUMBER_WORDS: dict[str, int] = {
    "zero": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
    "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15,
    "seize": 16, "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60, "cent": 100,
    "mille": 1000,
}
INDEFINITE = {"un", "une"}
TIME_UNITS = {"secondes", "minutes", "heures"}

# Words allowed between a number and its unit ("les 5 dernières secondes").
FILLERS = {
    "dernier", "derniere", "derniers", "dernieres", "premier", "premiere", "premiers", "premieres",
    "petit", "petits", "petite", "petites", "grosse", "grosses", "gros", "supplementaire", "supplementaires",
    "complet", "complets", "complete", "completes", "entier", "entiers", "entiere", "entieres", "autre", "autres",
    "de", "d'", "plus",
}
# « 30 secondes, les dix dernières décomptées » : an ordinal adjective with no unit after
# it counts in the unit of the quantity just before it in the sentence
ELIDED = {"dernier", "derniere", "derniers", "dernieres", "premier", "premiere", "premiers", "premieres"}
ELIDED_REACH = 60  # characters from that quantity, without a sentence end between
# « la table finale se joue à 7 »: a table or a game played « à N », the number ending its
# clause with no unit, is played by N players
PLAYED = re.compile(r"^jou(?:e|es|ent|er|era|eront|ee|ees)$")
CLAUSE_END = {".", ",", ";", ":", "!", "?", ")", "et", "ou", "puis"}
# Units that need no filler check: "X joueurs de moins", "X mains de pénalité".

_COMPACT = re.compile(r"^(\d+(?:[.,]\d+)?)(min|mn|s|sec|h|%)$", re.IGNORECASE)
_MAX = re.compile(r"^(\d+)-max$", re.IGNORECASE)
_DIGITS = re.compile(r"^\d+(?:[.,]\d+)?$")
_EMPHASIS = re.compile(r"\*\*|__|(?<!\w)\*(?=\S)|(?<=\S)\*(?!\w)")


@dataclass(frozen=True)
class Quantity:
    """A number with its unit, found at ``text[start:end]``."""

    start: int
    end: int
    value: float
    unit: str
    text: str

    @property
    def number(self) -> int | float:
        return int(self.value) if float(self.value).is_integer() else self.value

    def to_dict(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "value": self.number, "unit": self.unit, "text": self.text}


def word_number(word: str) -> int | None:
    """Value of a French number word: "trois" → 3, "vingt-cinq" → 25, "quatre-vingts" → 80."""
    w = fold(word).replace("’", "'")
    if w in NUMBER_WORDS:
        return NUMBER_WORDS[w]
    parts = [p for p in re.split(r"[-\s]+", w) if p and p != "et"]
    if len(parts) < 2:
        return None
    total = 0
    current = 0
    for part in parts:
        part = part.rstrip("s") if part not in ("trois", "six") else part
        if part == "vingt" and current:
            current *= 20
            continue
        if part not in NUMBER_WORDS:
            return None
        n = NUMBER_WORDS[part]
        if n == 100:
            current = max(current, 1) * 100
        elif n == 1000:
            total += max(current, 1) * 1000
            current = 0
        else:
            current += n
    return total + current


def _number(token: Any) -> float | None:
    text = token.text
    if _DIGITS.match(text):
        return float(text.replace(",", "."))
    if token.like_num or "-" in text:
        n = word_number(text)
        return float(n) if n is not None else None
    return None


def _tokenizer(nlp: Any | None) -> Any:
    if nlp is None:
        from kb.nlp import get_nlp  # spaCy is imported only when text is analysed

        nlp = get_nlp()
    return nlp.tokenizer


def extract(text: str, nlp: Any | None = None) -> list[Quantity]:
    """The quantities of ``text``, in order. Sums written "25 secondes plus 5 secondes" are
    also reported as one quantity (30 secondes) spanning both."""
    # Markdown emphasis ("**une minute**") is blanked out, offsets unchanged.
    doc = _tokenizer(nlp)(_EMPHASIS.sub(lambda m: " " * len(m.group()), text))
    tokens = list(doc)
    found: list[Quantity] = []
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        low = fold(tok.text)
        m = _COMPACT.match(tok.text)
        if m:
            compact = float(m.group(1).replace(",", "."))
            found.append(Quantity(tok.idx, tok.idx + len(tok.text), compact, UNITS[m.group(2).lower()], tok.text))
            i += 1
            continue
        m = _MAX.match(tok.text)
        if m:
            found.append(Quantity(tok.idx, tok.idx + len(tok.text), float(m.group(1)), "joueurs", tok.text))
            i += 1
            continue
        if low == "moitie" and i > 0 and fold(tokens[i - 1].text) in ("la", "une", "de", "d'"):
            start = tokens[i - 1].idx
            found.append(Quantity(start, tok.idx + len(tok.text), 50.0, "%", text[start : tok.idx + len(tok.text)]))
            i += 1
            continue
        value = _number(tok)
        if value is None:
            i += 1
            continue
        start = tok.idx
        j = i + 1
        # "quarante-cinq": the tokenizer splits the compounds it does not list ("trente-deux"
        # stays whole); join "quarante" "-" "cinq" back when they touch.
        while (
            j + 1 < len(tokens) and tokens[j].text == "-" and tokens[j].idx == tokens[j - 1].idx + len(tokens[j - 1].text)
            and tokens[j + 1].idx == tokens[j].idx + 1
            and (joined := word_number(text[start : tokens[j + 1].idx + len(tokens[j + 1].text)])) is not None
        ):
            value = float(joined)
            j += 2
        # "1 000": a group of three digits right after a number is its thousands part.
        while j < len(tokens) and re.fullmatch(r"\d{3}", tokens[j].text) and _DIGITS.match(tokens[j - 1].text):
            value = value * 1000 + float(tokens[j].text)
            j += 1
        digits = bool(_DIGITS.match(tok.text))
        k = j
        skipped = 0
        unit = None
        while k < len(tokens) and skipped <= 2:
            form = fold(tokens[k].text)
            if form in UNITS and (form not in SHORT_UNITS or (digits and k == j)):
                unit = UNITS[form]
                break
            if form == "pour" and k + 1 < len(tokens) and fold(tokens[k + 1].text) == "cent":
                unit = "%"
                k += 1
                break
            if form in FILLERS and form not in ("de", "d'", "plus"):
                skipped += 1
                k += 1
                continue
            break
        if unit is None and (elided := _elided_unit(tokens, j, value, found, text)) is not None:
            unit, k = elided
        if unit is None and _played_by(tokens, i, j):
            unit, k = "joueurs", j - 1
        if unit is None or (fold(tok.text) in INDEFINITE and unit not in TIME_UNITS):
            # "un joueur", "une main" are articles, not counts; "une minute" is a duration.
            i = j
            continue
        end = tokens[k].idx + len(tokens[k].text)
        found.append(Quantity(start, end, value, unit, text[start:end]))
        i = k + 1
    return _with_sums(found, text)


def _elided_unit(tokens: list[Any], j: int, value: float, found: list[Quantity], text: str) -> tuple[str, int] | None:
    """The unit a number at ``tokens[j - 1]`` leaves out (« il dispose de 30 secondes, les
    dix dernières décomptées à voix haute ») and the index of its ordinal adjective: the
    previous quantity's, when it is near, in the same sentence, and the number is smaller
    (the last ones of those)."""
    if j >= len(tokens) or fold(tokens[j].text) not in ELIDED or not found or value >= found[-1].value:
        return None
    before = found[-1]
    between = text[before.end:tokens[j - 1].idx]
    if len(between) > ELIDED_REACH or re.search(r"[.!?]", between):
        return None
    return before.unit, j


def _played_by(tokens: list[Any], i: int, j: int) -> bool:
    """Whether the number ``tokens[i:j]`` is the players of a game « joué à N », its unit
    left out: « la table finale se joue à 7. » (not « se joue à 2 tables »)."""
    if i < 2 or fold(tokens[i - 1].text) != "a" or not PLAYED.match(fold(tokens[i - 2].text)):
        return False
    return j >= len(tokens) or fold(tokens[j].text) in CLAUSE_END


def _with_sums(found: list[Quantity], text: str) -> list[Quantity]:
    out: list[Quantity] = []
    for i, q in enumerate(found):
        out.append(q)
        if i + 1 < len(found):
            nxt = found[i + 1]
            between = text[q.end : nxt.start].strip().lower()
            if between in ("plus", "+", "et") and nxt.unit == q.unit:
                out.append(Quantity(q.start, nxt.end, q.value + nxt.value, q.unit, text[q.start : nxt.end]))
    return out


def find_value(text: str, value: float, unit: str, nlp: Any | None = None) -> Quantity | None:
    """The first quantity of ``text`` with this value and unit (None if there is none)."""
    for q in extract(text, nlp):
        if q.unit == unit and abs(q.value - float(value)) < 1e-9:
            return q
    return None


def recovery(
    params: Iterable[Any], nlp: Any | None = None, library: Any | None = None
) -> tuple[int, int, list[str]]:
    """How many numeric parameter values (with a unit) the extractor recovers with the same
    number and unit: from their quotes, or, given ``library``, from the whole cited article
    (text and worked examples). Returns ``(recovered, total, misses)``."""
    recovered = total = 0
    misses: list[str] = []
    for p in params:
        if p.type != "number" or not p.unit:
            continue
        for book, bv in p.values.items():
            if bv is None or bv.value is None:
                continue
            total += 1
            text = bv.quote
            if library is not None:
                art = library.get(bv.article)
                text = "\n\n".join([art.text, *(e.text for e in art.examples)])
            if find_value(text, bv.value, p.unit, nlp) is not None:
                recovered += 1
            else:
                misses.append(f"{p.id} [{book}] {bv.value} {p.unit}")
    return recovered, total, misses


def spans(text: str, nlp: Any | None = None) -> list[tuple[int, int]]:
    """Character spans of the quantities of ``text``, in order, without overlaps: a sum and
    its parts are one span, the outermost."""
    out: list[tuple[int, int]] = []
    for q in sorted(extract(text, nlp), key=lambda q: (q.start, -q.end)):
        if out and q.start < out[-1][1]:
            continue
        out.append((q.start, q.end))
    return out


def highlight(
    text: str,
    before: str = "<mark>",
    after: str = "</mark>",
    nlp: Any | None = None,
    found: list[tuple[int, int]] | None = None,
) -> str:
    """``text`` with every quantity wrapped in ``before``/``after`` (for the app: the default
    HTML ``<mark>`` survives Markdown emphasis around it). ``found`` gives spans computed
    earlier (the build stores them), so that spaCy need not be loaded."""
    out: list[str] = []
    pos = 0
    for start, end in spans(text, nlp) if found is None else found:
        if start < pos:
            continue
        out += [text[pos:start], before, text[start:end], after]
        pos = end
    out.append(text[pos:])
    return "".join(out)


QUANTITIES_FILE = "quantities.json"


def build_step(library: Library, out_dir: Path) -> None:
    """Build step: the quantity spans of every article's current text, so that the app
    highlights them without loading spaCy (``out_dir/quantities.json``: id → spans)."""
    books = book_cache(out_dir)  # each book's spans kept under its own key (kb.bookcache)
    found: dict[str, list[list[int]]] = {}
    met: dict[str, list[list[int]]] = {}  # a text → its spans, in the books read
    missing = []
    for book in library.books.values():
        texts = [(a.id, a.text) for a in book.articles if a.text.strip()]
        content = ["quantities", [text for _, text in texts]]  # (not the ids: an older edition is renamed)
        cached = books.get("quantities", content) if texts else []
        if not isinstance(cached, list) or len(cached) != len(texts):
            missing.append((texts, content))
            continue
        found.update(zip((aid for aid, _ in texts), cached, strict=True))
        met.update(zip(content[1], cached, strict=True))
    for texts, content in missing:  # a text a book read has (a new edition's unchanged ones): its spans
        if any(text not in met for _, text in texts):
            from kb.nlp import get_nlp  # spaCy is heavy: loaded only when a text is new

            met.update((text, [list(span) for span in spans(text, get_nlp())]) for _, text in texts if text not in met)
        books.put("quantities", content, [met[text] for _, text in texts])
        found.update((aid, met[text]) for aid, text in texts)
    data = {a.id: found[a.id] for a in library.all_articles() if a.text.strip()}
    (out_dir / QUANTITIES_FILE).write_text(json.dumps(data), encoding="utf-8")


def load_spans(path: Path) -> dict[str, list[tuple[int, int]]]:
    """The quantity spans of every article's text, as written by ``build_step``."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    return {aid: [(int(s), int(e)) for s, e in found] for aid, found in raw.items()}
