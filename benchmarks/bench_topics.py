"""Topics: quality of the classifier against the hand-made reference, and speed of the
NLP pass over the whole corpus (target: under 3 s on this machine)."""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"
REFERENCE = DATA / "topics_reference.toml"
HOLDOUT = DATA / "topics_holdout.toml"  # topics not used to tune the taxonomy at first
# Club books written for this measure, with the topics a director expects for each article:
# one the tuning set (its errors listed), one held out (aggregate only).
CLUBS = DATA.parent / "topics" / "fixtures"


def measure() -> dict[str, object]:
    """Classify the corpus; return the index, the scores and the timings."""
    from kb.corpus import load_library
    from kb.nlp import get_nlp
    from kb.topics import article_segments, compute_index, evaluate, load_reference, needs_topic

    library = load_library()
    t0 = time.perf_counter()
    nlp = get_nlp()
    load_seconds = time.perf_counter() - t0
    texts = [text for a in library.all_articles() for _, text in article_segments(a)]
    t0, c0 = time.perf_counter(), time.process_time()
    for _ in nlp.pipe(texts, batch_size=256):
        pass
    cold, cold_cpu = time.perf_counter() - t0, time.process_time() - c0
    t0, c0 = time.perf_counter(), time.process_time()
    n_tokens = sum(len(doc) for doc in nlp.pipe(texts, batch_size=256))
    warm, warm_cpu = time.perf_counter() - t0, time.process_time() - c0
    with tempfile.TemporaryDirectory() as tmp:
        compute_index(library, nlp_cache=Path(tmp))  # fills the cache of parsed texts
        t0 = time.perf_counter()
        data = compute_index(library, nlp_cache=Path(tmp))
        index_seconds = time.perf_counter() - t0
    headings = [a.id for a in library.all_articles() if not needs_topic(a)]
    scores = evaluate(data, load_reference(REFERENCE), ignore=headings)
    holdout = evaluate(data, load_reference(HOLDOUT), ignore=headings)
    return {
        "library": library,
        "data": data,
        "scores": scores,
        "holdout": holdout,
        "load_seconds": load_seconds,
        "nlp_cold": cold,
        "nlp_warm": warm,
        "nlp_cold_cpu": cold_cpu,
        "nlp_warm_cpu": warm_cpu,
        "tokens": n_tokens,
        "chars": sum(len(t) for t in texts),
        "index_seconds": index_seconds,
    }


def print_scores(title: str, scores: dict[str, Any]) -> None:
    """One line per topic (precision, recall, wrong and missed articles), then the total."""
    from kb.topics import Score

    print(title)
    print(f"{'thème':<24} {'précision':>9} {'rappel':>7}  erreurs")
    total = Score()
    for topic, s in scores.items():
        total.add(s)
        errors = [f"+{a}" for a in s.false_positives] + [f"-{a}" for a in s.missed]
        print(f"{topic:<24} {s.precision:>9.2f} {s.recall:>7.2f}  {' '.join(errors)}")
    print(f"{'GLOBAL':<24} {total.precision:>9.2f} {total.recall:>7.2f}  ({len(scores)} thèmes, {total.tp + total.fn} articles attendus)")
    print()


def imported_scores(folder: Path = CLUBS) -> list[tuple[Any, Any]]:
    """Each club book of ``folder`` read as ``kb import`` reads it, classified, scored
    against its expected primary topics: ``[(ExpectedBook, Score)]``."""
    from kb.corpus import DEFAULT_CORPUS
    from kb.topics import classify, load_expected_book, load_taxonomy, score_articles
    from kb.userlib.preview import import_file

    known = [t.id for t in load_taxonomy()]
    results = []
    with tempfile.TemporaryDirectory(prefix="kb-topics-clubs-") as tmp:
        for path in sorted(folder.glob("*.toml")):
            expected = load_expected_book(path, known)
            source = path.with_suffix(".md")
            book = import_file(source, expected.book, expected.title, corpus=DEFAULT_CORPUS, library=Path(tmp),
                               dry_run=True)[0].book
            links = classify(book.articles).links
            primary = {aid: [link.topic for link in found if link.role == "primary"] for aid, found in links.items()}
            results.append((expected, score_articles(expected.articles, primary)))
    return results


def print_imported() -> None:
    """Primary topics of our club books, imported: the tuning book's errors are listed,
    the held-out book's are not (a listed error is one that gets tuned on)."""
    print("Thèmes — livres de club importés (tests/topics/fixtures/)")
    for expected, s in imported_scores():
        print(f"{expected.book:<10} {expected.role:<8} précision {s.precision:.2f}  rappel {s.recall:.2f}  "
              f"({s.tp + s.fn} thèmes attendus, {s.tp + s.fp} trouvés, {len(expected.articles)} articles)")
        if expected.role == "tuning":
            for error in s.false_positives + s.missed:
                print(f"    {error}")
    print()


def run() -> None:
    print_imported()
    m = measure()
    print_scores("Thèmes — articles principaux contre la référence faite à la main", m["scores"])  # type: ignore[arg-type]
    print_scores("Thèmes — référence de contrôle (topics_holdout.toml)", m["holdout"])  # type: ignore[arg-type]
    print(f"Chargement de spaCy : {m['load_seconds']:.2f} s")
    print(
        f"Passe NLP sur tout le corpus ({m['chars']} caractères, {m['tokens']} mots) : "
        f"{m['nlp_cold']:.2f} s à froid, {m['nlp_warm']:.2f} s à chaud (objectif < 3 s) ; "
        f"temps CPU {m['nlp_cold_cpu']:.2f} s / {m['nlp_warm_cpu']:.2f} s "
        f"(charge de la machine : {os.getloadavg()[0]:.1f})"
    )
    print(f"Étape « thèmes » de la construction, textes déjà analysés en cache : {m['index_seconds']:.2f} s")


if __name__ == "__main__":
    run()
