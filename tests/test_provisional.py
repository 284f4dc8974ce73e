"""The provisional knowledge base (kb.build.write_provisional): what an app's build writes
first, beside the topics step, so that the search and the articles are served seconds
before the whole build lands."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from kb import build
from kb.cache import is_built, provisional_dir
from kb.errors import DataError, KBError
from kb.knowledge import KnowledgeBase
from kb.model import Library
from kb.topics.index import NLP_CACHE_DIRNAME, references_index


@pytest.mark.slow
def test_written_before_the_topics_served_then_removed(
    kb: KnowledgeBase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The whole build of the five books, as the app runs it: once the topics step is over,
    the provisional knowledge base is complete — articles without topics, the search, the
    parameters, the examples' results —, still readable once the build has landed (a page
    may have opened it then), and pruned with that build by the next one."""
    kb.build()  # the session's build: its parsed texts are this build's too (no new parse)
    corpus, cache = kb.corpus, tmp_path / "cache"
    cache.mkdir()
    (cache / NLP_CACHE_DIRNAME).symlink_to(kb.cache_root / NLP_CACHE_DIRNAME)
    base = KnowledgeBase(corpus, cache)
    monkeypatch.setattr(build, "can_fork", lambda: True)
    seen: list[KnowledgeBase | None] = []

    def progress(step: str, rank: int, total: int, share: float) -> None:
        if step == "index de recherche" and not seen:  # after the topics (and the steps beside)
            seen.append(base.provisional_base(base.provisional_folder()))

    report = build.ensure_built(corpus, cache, progress=progress, provisional=True)
    early = seen[0]
    assert early is not None and early.provisional
    assert early.library.articles and all(a.topics == [] for a in early.library.all_articles())
    assert early.search("bouton mort", limit=3).hits  # the search works: its index and lexicon
    assert isinstance(early.parameters, list) and isinstance(early.example_results, list)
    assert early.quantity_spans == {}
    with pytest.raises(KBError, match="base provisoire"):
        early.build(force=True)  # it never builds: the whole build under way replaces it
    assert [name for name, _ in report.steps].count(build.PROVISIONAL) == 1
    assert is_built(report.cache_dir) and is_built(provisional_dir(report.cache_dir))
    assert not [p for p in cache.iterdir() if p.name.startswith(".") and "provisional" in p.name]
    # the same articles, with their topics, in the whole knowledge base
    assert set(base.library.articles) == set(early.library.articles)
    assert any(a.topics for a in base.library.all_articles())
    # a provisional base damaged since (a file garbled): not served, said
    (provisional_dir(report.cache_dir) / "parameters.json").write_text("{", encoding="utf-8")
    warned: list[str] = []
    assert KnowledgeBase(corpus, cache, warn=warned.append).provisional_base(provisional_dir(report.cache_dir)) is None
    assert warned == ["base provisoire endommagée (parameters.json) : la base complète est attendue."]
    tag = report.cache_dir.name.split("-", 1)[0]
    build._prune(cache, (f"{tag}-ffffffffffffffff",))  # a build of the sources changed lands
    assert not provisional_dir(report.cache_dir).exists() and not report.cache_dir.exists()


@pytest.mark.slow
def test_a_build_that_fails_takes_its_provisional_base_away(
    corpus_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A provisional knowledge base left after a failed build would be served at the next
    start over the same failure: it is removed with the build. The five books: the
    parameters' data names them all, so a smaller corpus writes no provisional base."""
    final = build.build_dir(corpus_dir, tmp_path / "cache")
    there: list[bool] = []

    def examples(library: Library, out: Path) -> None:
        (out / "examples.json").write_text('{"results": []}', encoding="utf-8")

    def topics(library: Library, out: Path) -> None:  # fails once the provisional base is there
        t0 = time.monotonic()
        while not is_built(provisional_dir(final)) and time.monotonic() - t0 < 120:
            time.sleep(0.05)
        there.append(is_built(provisional_dir(final)))
        raise DataError("thème inconnu", path="kb/data/topics.toml", line=7)

    monkeypatch.setattr(build, "topics_step", topics)
    monkeypatch.setattr(build, "STEPS", (("thèmes", topics), ("lexique", build.lexicon_step),
                                            ("exemples", examples)))
    monkeypatch.setattr(build, "can_fork", lambda: True)
    with pytest.raises(KBError, match="topics.toml:7: thème inconnu"):
        build.ensure_built(corpus_dir, tmp_path / "cache", provisional=True)
    assert there == [True], "the provisional base was never written: the test proves nothing"
    assert not provisional_dir(final).exists() and not is_built(final)


def test_a_provisional_base_that_cannot_be_written_does_not_stop_the_build(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Its failure is said on the standard error, and nothing is left: the app then waits
    for the whole build, as it did before there was one."""
    built = tmp_path / "tmp-build"
    built.mkdir()  # no lexicon, no examples' results: what it copies is missing
    target = tmp_path / "x-0123-provisional"
    build.write_provisional(Library([]), built, target)
    assert "base provisoire non écrite" in capsys.readouterr().err
    assert not target.exists() and [p.name for p in tmp_path.iterdir()] == ["tmp-build"]


def test_references_index_keeps_the_references_and_no_topic(kb) -> None:  # type: ignore[no-untyped-def]
    """The provisional topics.json: every article, no topic link, no article of the same
    subject, and the same « voir » / « cité par » as the whole index."""
    kb.build()
    whole = json.loads((kb.cache_dir / "topics.json").read_text(encoding="utf-8"))
    early = references_index(kb.library)
    assert early["topics"] == whole["topics"] and set(early["articles"]) == set(whole["articles"])
    assert all(not a["topics"] for a in early["articles"].values())
    assert all(not found for found in early["by_topic"].values())
    for aid, related in early["related"].items():
        assert related["same_topic"] == []
        assert (related["see"], related["cited_by"]) == (whole["related"][aid]["see"], whole["related"][aid]["cited_by"])
    assert sum(len(r["cited_by"]) for r in early["related"].values()) > 20
