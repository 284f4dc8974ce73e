"""The gallery of real documents (``tests/data/gallery/``) measured as a new user meets it:
each rendering imported as ``kb import`` reads it, then compared with what the document
says (its ``expected.toml``, written from the document before any tuning):

- articles found: the expected numbers among the imported articles' numbers;
- phrases placed: a verbatim phrase of the current wording found in the right article
  (the most specific article holding it, or one of its ancestors);
- struck kept: a deleted passage found in the right article's struck wording, and never
  in any current wording (a deleted passage read as a rule is the worst outcome);
- floor questions: the expected article in the top 5 of a search of the imported book;
- editions: a new edition's diff with the older one (deleted, inserted, retitled,
  reworded, nothing else), and a same-document rendering in another format diffing as
  no change.

``python -m benchmarks.gallery --json FILE`` writes the figures (the first measurement is
kept in ``benchmarks/data/gallery_first.json`` and printed beside the current one).
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
import tempfile
import tomllib
import unicodedata
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kb.corpus import DEFAULT_CORPUS, load_library
from kb.editions import diff_editions, editions, plain
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import Article, Book
from kb.userlib.preview import add_book, preview

GALLERY = Path(__file__).resolve().parent.parent / "tests" / "data" / "gallery"
FIRST = Path(__file__).resolve().parent / "data" / "gallery_first.json"
_PREFIX = re.compile(r"^(?:article|art\.?|règle|regle|rule)\s+", re.IGNORECASE)
_DASHES = str.maketrans({"‐": "-", "‑": "-", "‒": "-", "–": "-", "—": "-", "―": "-"})


def number_key(number: str) -> str:
    """A number as both sides compare it: ``"Art. 1er"`` → ``"1"``, ``"2 bis"`` → ``"2bis"``,
    ``"5 – A"`` → ``"5-a"``, a code's ``"L. 131-1"`` → ``"l131-1"`` (as kb.corpus.profile.book_number
    writes it)."""
    n = _PREFIX.sub("", number.strip().translate(_DASHES)).lower()
    n = re.sub(r"^([lrd])\.?\s*(?=\d+-\d)", r"\1", n)
    n = re.sub(r"^(\d+)\s*(?:er|ère|ere)\b", r"\1", n)
    n = re.sub(r"^premier\b", "1", n)
    return re.sub(r"\s+", "", n).rstrip(".")


def words(text: str) -> str:
    """Text as phrases are looked up in it: markup, case, apostrophes, hyphenation and
    spacing left out."""
    text = unicodedata.normalize("NFC", plain(text)).replace("\u00ad", "")
    text = text.replace("’", "'").replace("‘", "'").replace("\u00a0", " ").replace("\u202f", " ")
    text = text.translate(_DASHES)
    return re.sub(r"\s+", " ", text).strip().casefold()


@dataclass
class FileFigures:
    """What one rendering of a document gave."""

    document: str
    path: str
    set: str
    redline: bool
    error: str = ""
    articles: int = 0  # imported
    expected_articles: int = 0
    found_articles: int = 0
    phrases: int = 0
    placed_phrases: int = 0
    struck: int = 0
    struck_kept: int = 0
    struck_in_current: int = 0
    misplaced: list[str] = field(default_factory=list)  # a few, to read


def _ancestors(article: Article, by_id: dict[str, Article]) -> list[Article]:
    chain = [article]
    while chain[-1].parent and chain[-1].parent in by_id and len(chain) < 20:
        chain.append(by_id[chain[-1].parent])
    return chain


def _current(article: Article) -> str:
    parts = [article.title, article.text, *(f"{ex.label} {ex.text}" for ex in article.examples)]
    return words("\n".join(p for p in parts if p))


def measure_book(book: Book, expected: dict[str, Any], figures: FileFigures, reference: str = "") -> None:
    """Fill ``figures`` from the imported ``book`` and the document's expectations;
    ``reference``: the document's current wording (deleted wording left out), normalised."""
    articles = book.articles
    by_id = {a.id: a for a in articles}
    numbers = {number_key(a.number) for a in articles}
    expected_articles = expected.get("article", [])
    figures.articles = len(articles)
    figures.expected_articles = len(expected_articles)
    figures.found_articles = sum(number_key(str(e["number"])) in numbers for e in expected_articles)
    current = {a.id: _current(a) for a in articles}
    imported = " ".join(words(a.text) for a in articles)
    for phrase in expected.get("phrase", []):
        figures.phrases += 1
        wanted, key = words(phrase["text"]), number_key(str(phrase["article"]))
        holders = sorted((a for a in articles if wanted in current[a.id]), key=lambda a: len(current[a.id]))
        if holders and any(number_key(x.number) == key for x in _ancestors(holders[0], by_id)):
            figures.placed_phrases += 1
        elif len(figures.misplaced) < 5:
            where = holders[0].number if holders else "nulle part"
            figures.misplaced.append(f"{phrase['article']} → {where}: {phrase['text'][:50]}")
    for passage in expected.get("struck", []):
        figures.struck += 1
        wanted, key = words(passage["text"]), number_key(str(passage["article"]))
        kept = [a for a in articles if any(wanted in words(s) for s in [*a.struck, a.struck_title])]
        if any(number_key(x.number) == key for a in kept for x in _ancestors(a, by_id)):
            figures.struck_kept += 1
        # Read as a rule: more often in the imported current wording than in the document's
        # (a deleted sentence may also stand, unchanged, in another rule).
        if reference and _count(imported, wanted) > _count(reference, wanted):
            figures.struck_in_current += 1


def _count(text: str, passage: str) -> int:
    """Occurrences of ``passage`` in ``text`` as whole words."""
    return len(re.findall(rf"(?<!\w){re.escape(passage)}(?!\w)", text))


def reference_text(folder: Path, expected: dict[str, Any]) -> str:
    """The document's current wording, deleted wording left out, as the gallery's own check
    reads it from the first rendering that tells deleted wording apart (not a PDF)."""
    spec = importlib.util.spec_from_file_location("gallery_check", GALLERY / "check_gallery.py")
    if spec is None or spec.loader is None:
        return ""
    check = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(check)
    for entry in expected.get("file", []):
        if not entry["path"].lower().endswith(".pdf"):
            return words(check.visible_text(folder / entry["path"], current=True))
    return ""


def documents(include_blind: bool = True) -> list[tuple[Path, dict[str, Any]]]:
    """The gallery's documents: (folder, expectations), in name order."""
    found = []
    for path in sorted(GALLERY.glob("*/expected.toml")):
        expected = tomllib.loads(path.read_text(encoding="utf-8"))
        if include_blind or expected.get("set") != "blind":
            found.append((path.parent, expected))
    return found


def _book_id(folder: Path) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", folder.name.lower()).strip("-")
    return ("g-" + slug)[:40].rstrip("-")


def measure_file(folder: Path, expected: dict[str, Any], entry: dict[str, Any], library: Path,
                 reference: str = "") -> tuple[FileFigures, Book | None]:
    figures = FileFigures(folder.name, entry["path"], expected.get("set", "tuning"), bool(entry.get("redline")))
    path = folder / entry["path"]
    try:
        p = preview(path.read_bytes(), path.name, _book_id(folder), expected.get("title", folder.name)[:200],
                    corpus=DEFAULT_CORPUS, library=library)
    except KBError as exc:
        figures.error = str(exc)[:200]
        return figures, None
    measure_book(p.book, expected, figures, reference)
    return figures, p.book


@dataclass
class EditionFigures:
    """A diff between two editions and how far it is from the expected one."""

    document: str
    against: str
    error: str = ""
    expected_changes: int = 0
    found_changes: int = 0  # expected changes the diff shows
    extra_changes: list[str] = field(default_factory=list)  # changes the diff shows that did not happen


def _diff_keys(diff: Any, numbers: dict[str, str]) -> dict[str, set[str]]:
    """The diff as sets of normalised numbers per kind of change."""
    def key(article_id: str) -> str:
        return number_key(numbers.get(article_id, article_id.split(":", 1)[-1]))
    return {
        "deleted": {key(i) for i in diff.removed},
        "inserted": {key(i) for i in diff.added},
        "retitled": {key(new) for _, new in diff.retitled},
        "reworded": {key(c.new) for c in diff.changed},
        "renumbered": {f"{key(a)}→{key(b)}" for a, b in diff.renumbered},
    }


def _import(path: Path, book_id: str, title: str, edition: str, library: Path) -> None:
    p = preview(path.read_bytes(), path.name, book_id, title, corpus=DEFAULT_CORPUS, library=library, edition=edition)
    add_book(p, library, DEFAULT_CORPUS)


def measure_edition(name: str, old: tuple[Path, str] | str, new: Path, want: dict[str, list[str]]) -> EditionFigures:
    """Import ``old`` (a file, or ``builtin:<book>``) then ``new`` as its newer edition in a
    library of their own, and compare the diff with ``want`` (kind → numbers)."""
    figures = EditionFigures(name, old if isinstance(old, str) else old[0].name)
    with tempfile.TemporaryDirectory(prefix="kb-gallery-") as tmp:
        library = Path(tmp)
        try:
            if isinstance(old, str):
                book_id = old.split(":", 1)[1]
            else:
                book_id = "g-edition"
                _import(old[0], book_id, old[1][:200] or "Ancienne édition", "1900-01", library)
            _import(new, book_id, "", "2999-01", library)
            lib = load_library(DEFAULT_CORPUS, library)
            current, *older = editions(lib, book_id)
            diff = diff_editions(lib, older[0].id, current.id, DEFAULT_CORPUS)  # as `kb diff-editions`
        except (KBError, IndexError) as exc:
            figures.error = str(exc)[:200]
            return figures
    numbers = {a.id: a.number for b in (current, older[0]) for a in b.articles}
    got = _diff_keys(diff, numbers)
    for kind in ("deleted", "inserted", "retitled", "reworded"):
        expected = {number_key(str(n)) for n in want.get(kind, [])}
        figures.expected_changes += len(expected)
        figures.found_changes += len(expected & got[kind])
        figures.extra_changes += [f"{kind} {n}" for n in sorted(got[kind] - expected)]
    figures.extra_changes += [f"renumbered {n}" for n in sorted(got["renumbered"])]
    return figures


def questions(books: list[tuple[Path, dict[str, Any], Path]]) -> dict[str, tuple[int, int]]:
    """Floor questions per document: (in the top 5, asked), searched in the imported book
    only, all the documents imported in one trial library and built once."""
    out: dict[str, tuple[int, int]] = {}
    with tempfile.TemporaryDirectory(prefix="kb-gallery-") as tmp:
        library = Path(tmp) / "library"
        library.mkdir()
        imported = []
        for folder, expected, path in books:
            try:
                p = preview(path.read_bytes(), path.name, _book_id(folder), expected.get("title", folder.name)[:200],
                            corpus=DEFAULT_CORPUS, library=library)
                add_book(p, library, DEFAULT_CORPUS)
                imported.append((folder, expected))
            except KBError:
                out[folder.name] = (0, len(expected.get("question", [])))
        kb = KnowledgeBase(DEFAULT_CORPUS, cache_root=Path(tmp) / "cache", library=library)
        kb.build()
        by_id = {a.id: a for a in kb.library.all_articles()}
        for folder, expected in imported:
            hits = 0
            for q in expected.get("question", []):
                key = number_key(str(q["article"]))
                found = kb.search(q["q"], books=[_book_id(folder)], limit=5).hits
                chains = [_ancestors(by_id[h.id], by_id) if h.id in by_id else [] for h in found]
                hits += any(number_key(x.number) == key for chain in chains for x in chain)
            out[folder.name] = (hits, len(expected.get("question", [])))
    return out


def measure(include_blind: bool = True, with_questions: bool = True) -> dict[str, Any]:
    """Every figure of the gallery, as a JSON-ready dict."""
    files: list[FileFigures] = []
    first_files: list[tuple[Path, dict[str, Any], Path]] = []
    edition_figures: list[EditionFigures] = []
    for folder, expected in documents(include_blind):
        entries = expected.get("file", [])
        reference = reference_text(folder, expected) if expected.get("struck") else ""
        with tempfile.TemporaryDirectory(prefix="kb-gallery-") as tmp:
            for entry in entries:
                figures, _ = measure_file(folder, expected, entry, Path(tmp), reference)
                files.append(figures)
        if entries:
            first_files.append((folder, expected, folder / entries[0]["path"]))
        edition = expected.get("edition")
        if edition and entries:
            of = str(edition["of"])
            if of.startswith("builtin:"):
                old: tuple[Path, str] | str = of
            else:
                base = GALLERY / of / "expected.toml"
                base_expected = tomllib.loads(base.read_text(encoding="utf-8"))
                old = (base.parent / base_expected["file"][0]["path"], base_expected.get("title", of))
            edition_figures.append(measure_edition(folder.name, old, folder / entries[0]["path"], edition))
        for entry in entries[1:]:  # the same document in another format: no change
            if expected.get("edition"):
                continue
            first = folder / entries[0]["path"]
            if entry.get("redline") != entries[0].get("redline"):
                continue
            edition_figures.append(measure_edition(f"{folder.name} ({entry['path']})",
                                                   (first, expected.get("title", "")), folder / entry["path"], {}))
    asked = questions(first_files) if with_questions else {}
    return {"files": [asdict(f) for f in files], "editions": [asdict(e) for e in edition_figures],
            "questions": {k: list(v) for k, v in asked.items()}}


def _ratio(a: int, b: int) -> str:
    return f"{a}/{b} ({a / b:.0%})" if b else "—"


def summary(figures: dict[str, Any], sets: dict[str, str] | None = None) -> dict[str, dict[str, tuple[int, int]]]:
    """Aggregates per set (tuning, blind, all): (numerator, denominator) per figure. ``sets``
    (document → set) overrides the sets recorded in ``figures``: the first measurement is
    summed with today's sets, a document examined while tuning counted as tuning in both."""
    out: dict[str, dict[str, tuple[int, int]]] = {}
    sets = {**{f["document"]: f["set"] for f in figures["files"]}, **(sets or {})}
    for name in ("tuning", "blind", "all"):
        fs = [f for f in figures["files"] if name == "all" or sets[f["document"]] == name]
        agg = {
            "articles": (sum(f["found_articles"] for f in fs), sum(f["expected_articles"] for f in fs)),
            "phrases": (sum(f["placed_phrases"] for f in fs), sum(f["phrases"] for f in fs)),
            "struck kept": (sum(f["struck_kept"] for f in fs), sum(f["struck"] for f in fs)),
            "struck read as current": (sum(f["struck_in_current"] for f in fs), sum(f["struck"] for f in fs)),
            "import errors": (sum(bool(f["error"]) for f in fs), len(fs)),
        }
        qs = [v for k, v in figures["questions"].items() if name == "all" or sets.get(k) == name]
        agg["questions Hit@5"] = (sum(q[0] for q in qs), sum(q[1] for q in qs))
        es = [e for e in figures["editions"] if name == "all" or sets.get(e["document"].split(" ")[0]) == name]
        agg["edition changes found"] = (sum(e["found_changes"] for e in es), sum(e["expected_changes"] for e in es))
        agg["edition diffs exact"] = (sum(not e["extra_changes"] and not e["error"]
                                          and e["found_changes"] == e["expected_changes"] for e in es), len(es))
        out[name] = agg
    return out


def report(figures: dict[str, Any], first: dict[str, Any] | None = None) -> None:
    """Print per rendering and the aggregates, the first measurement beside the current."""
    asked = figures["questions"]
    print(f"{'document / rendering':<52} {'set':<7} {'articles':>14} {'phrases':>14} {'struck kept':>13} {'in text':>7}")
    for f in figures["files"]:
        name = f"{f['document']}/{f['path']}"[:52]
        if f["error"]:
            print(f"{name:<52} {f['set']:<7} ERROR {f['error'][:80]}")
            continue
        struck = _ratio(f["struck_kept"], f["struck"]) if f["struck"] else "—"
        print(f"{name:<52} {f['set']:<7} {_ratio(f['found_articles'], f['expected_articles']):>14} "
              f"{_ratio(f['placed_phrases'], f['phrases']):>14} {struck:>13} {f['struck_in_current'] if f['struck'] else '—':>7}")
    for doc, (hits, total) in asked.items():
        print(f"questions {doc:<42} Hit@5 {_ratio(hits, total)}")
    for e in figures["editions"]:
        state = e["error"] or (f"{e['found_changes']}/{e['expected_changes']} expected changes; "
                               f"extra: {', '.join(e['extra_changes'][:8]) or 'none'}"
                               + (f" (+{len(e['extra_changes']) - 8})" if len(e["extra_changes"]) > 8 else ""))
        print(f"edition {e['document']:<44} {state}")
    now = summary(figures)
    before = summary(first, {f["document"]: f["set"] for f in figures["files"]}) if first else None
    print("aggregate (first measurement → now):")
    for name, agg in now.items():
        for label, (a, b) in agg.items():
            was = f"{_ratio(*before[name][label]):>16} → " if before and label in before.get(name, {}) else ""
            print(f"  {name:<7} {label:<24} {was}{_ratio(a, b)}")


def main(argv: list[str]) -> int:
    figures = measure(with_questions="--no-questions" not in argv)
    if "--json" in argv:
        Path(argv[argv.index("--json") + 1]).write_text(json.dumps(figures, ensure_ascii=False, indent=1), encoding="utf-8")
    first = json.loads(FIRST.read_text(encoding="utf-8")) if FIRST.is_file() else None
    report(figures, first)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
