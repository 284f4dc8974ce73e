"""Word diffs on real article pairs, and the automatic detection of derived texts."""

from __future__ import annotations

import pytest

from kb.compare import derived_pairs, diff_texts, sentence_changes, word_diff


@pytest.fixture(scope="module")
def pairs(library):
    return derived_pairs(library)


def test_diff_tda_30_redcactus_30_first_card_vs_last_card(library):
    d = word_diff(library, "tda:30", "redcactus:30")
    replaced = [(op.a, op.b) for op in d.changes if op.op == "replace"]
    assert ("Première", "dernière") in replaced
    first_vs_last = next(op for op in d.changes if (op.a, op.b) == ("Première", "dernière"))
    assert first_vs_last.numbers  # an ordinal: flagged as a changed number
    inserted = " ".join(op.b for op in d.changes if op.op == "insert")
    assert "à porter de bras" in inserted
    assert d.numbers_changed
    assert 0.5 < d.similarity < 0.9


def test_diff_tda_61_redcactus_61_changes_only_the_rule_number(library):
    d = word_diff(library, "tda:61", "redcactus:61")
    substantive = [op for op in d.changes if op.substantive]
    assert [(op.a, op.b) for op in substantive] == [("45", "50")]


def test_diff_of_identical_articles(library):
    d = word_diff(library, "tda:37", "redcactus:37")
    assert [op for op in d.changes if op.substantive] == []
    assert d.similarity > 0.95


def test_diff_ops_rebuild_both_texts():
    a = "Le joueur aura 25 secondes plus 5 secondes pour agir."
    b = "Le joueur aura une minute pour prendre sa décision."
    d = diff_texts(a, b)
    assert " ".join(op.a for op in d.ops if op.a).replace(" .", ".") == a
    assert " ".join(op.b for op in d.ops if op.b).replace(" .", ".") == b
    assert any(op.numbers for op in d.changes)


def test_derived_tda_30_redcactus_30(pairs):
    p = next(p for p in pairs if (p.a, p.b) == ("tda:30", "redcactus:30"))
    assert p.shared >= 0.6
    changed = [c for c in p.differences if c.kind == "changed"]
    assert any(("Première", "dernière") in [(op.a, op.b) for op in c.ops] for c in changed)
    assert "« Première » → « dernière »" in p.summary()


def test_derived_tda_71_redcactus_73_checking_the_nuts(pairs):
    p = next(p for p in pairs if (p.a, p.b) == ("tda:71", "redcactus:73"))
    nuts = [c for c in p.differences if "Checker le jeu max" in c.a or "Checker le jeu max" in c.b]
    assert nuts, "the sentence on checking the nuts must be reported as different"
    c = nuts[0]
    assert c.kind == "changed"
    assert "n'est pas considéré automatiquement" in c.a.replace("’", "'")
    assert "est considéré automatiquement comme du softplay" in c.b
    only_tda = [c.a for c in p.differences if c.kind == "only_a"]
    assert any("2 mains de pénalités" in s for s in only_tda)


def test_derived_pairs_are_across_books_and_mostly_tda_redcactus(pairs, library):
    assert len(pairs) >= 40
    for p in pairs:
        assert p.a.split(":")[0] != p.b.split(":")[0]
        assert p.shared >= 0.6
    tda_rc = [p for p in pairs if p.a.startswith("tda:") and p.b.startswith("redcactus:")]
    assert len(tda_rc) >= 0.9 * len(pairs)
    found = {(p.a, p.b) for p in pairs}
    # Renumbered rules are matched too.
    assert {("tda:44", "redcactus:49"), ("tda:47", "redcactus:48"), ("tda:53", "redcactus:44")} <= found
    # RedCactus 10 copies ROPTA 2.3's "règle primordiale" for players arriving at a table.
    assert ("ropta:2.3", "redcactus:10") in found


def test_short_article_inside_a_long_one_is_not_a_derived_pair(pairs):
    assert not any(p.a == "ciaffone:1.2" for p in pairs)


def test_sentence_changes_report_only_in_one_text():
    changes = sentence_changes("Le time dure 30 secondes. Il est demandé par un joueur.", "Le time dure 60 secondes.")
    kinds = [c.kind for c in changes]
    assert kinds == ["changed", "only_a"]
    assert changes[0].numbers

