"""Editions that line up (issue 34, item 3): a new edition of a built-in book, made here
from the corpus file, is read with the layout that gave the older edition and with the
detected one — the reading that lines up best wins and the report says so — and its diff
says exactly what changed: a rule deleted, one inserted as « 5-A », one retitled, three
reworded; nothing shifted, nothing else. The same ROPTA edition as a Word file (struck runs)
diffs as no change. The « Éditions » page shows the same diff."""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path

import docx
import pytest
from streamlit.testing.v1 import AppTest

from kb.commands.library import report_lines
from kb.corpus import DEFAULT_CORPUS, load_library, load_manifest
from kb.corpus.agreement import book_profile
from kb.corpus.generic import parse
from kb.corpus.source import Source
from kb.editions import EditionDiff, diff_editions
from kb.model import Library
from kb.userlib.preview import ImportPreview, import_file

from .documents import _blocks

TDA = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "tda")
ROPTA = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")
TDA_TEXT = (DEFAULT_CORPUS / TDA.file).read_text(encoding="utf-8")
OLD = "tda@2019-v1-0"

DELETED = "26: Changements de Cartes"
INSERTED = ("{n}: Montres Connectées\nLes montres connectées doivent être mises en mode avion pendant toute la "
            "durée du tournoi. Un joueur qui consulte sa montre avec une main vivante peut voir sa main déclarée morte.\n")
RETITLED = ("\n20: Attribution des jetons “indivisibles” / Partage de pot et jeton “impair”",
            "\n20: Jetons indivisibles et partage du pot")
REWORDED = [
    ("sont simples et clairs et n’amènent", "sont simples, clairs et universels et n’amènent"),  # 3
    ("le joueur aura alors 25 secondes plus 5 secondes", "le joueur aura alors 30 secondes plus 10 secondes"),  # 29
    ("B : avancer des jetons équivalant", "B : avancer en une seule fois des jetons équivalant"),  # 41
]


def new_tda(inserted: str = "5-A") -> str:
    """The TDA's next edition: rule 26 deleted, ``inserted`` after rule 5, rule 20
    retitled, rules 3, 29 and 41 reworded; every other line as the built-in file has it."""
    lines = TDA_TEXT.split("\n")
    at = lines.index(DELETED)
    del lines[at:at + 2]  # the rule and its one paragraph
    text = "\n".join(lines)
    for old, new in [RETITLED, *REWORDED]:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text.replace("\n6: Langue Officielle", "\n" + INSERTED.format(n=inserted) + "6: Langue Officielle")


@pytest.fixture(scope="module")
def tda_edition(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ImportPreview, Library]]:
    root = tmp_path_factory.mktemp("tda-edition")
    (root / "tda-2026.txt").write_text(new_tda(), encoding="utf-8")
    p, _ = import_file(root / "tda-2026.txt", "tda", "", corpus=DEFAULT_CORPUS, library=root / "library", edition="2026-01")
    yield p, load_library(DEFAULT_CORPUS, root / "library")


def _exactly_the_changes(diff: EditionDiff) -> None:
    assert diff.added == ["tda:5-A"]
    assert diff.removed == [f"{OLD}:26"]
    assert diff.renumbered == []
    assert diff.retitled == [(f"{OLD}:20", "tda:20")]
    assert [c.new for c in diff.changed] == ["tda:3", "tda:29", "tda:41"]
    assert diff.struck_changed == []
    assert diff.unchanged == 97 - 5


def test_tda_new_edition_diffs_exactly_its_changes(tda_edition: tuple[ImportPreview, Library]) -> None:
    _, library = tda_edition
    diff = diff_editions(library, OLD, "tda", DEFAULT_CORPUS)
    _exactly_the_changes(diff)
    (timed,) = [c for c in diff.changed if c.new == "tda:29"]
    assert [(op.a, op.b) for op in timed.diff.changes] == [("25 secondes plus 5", "30 secondes plus 10")]


def test_tda_new_edition_report_names_the_winning_reading(tda_edition: tuple[ImportPreview, Library]) -> None:
    p, _ = tda_edition
    assert p.reading is not None
    assert p.reading.winner.label == "mise en page de l'édition 2019 v1.0 (profil « TDA 2019 (Fivebet) »)"
    best, detected = p.reading.ranked
    assert (best.found, best.same_number, best.older) == (96, 96, 97)  # all but the deleted rule
    assert detected.reading.label == "mise en page détectée"
    layout = next(line for line in report_lines(p) if line.startswith("Mise en page"))
    assert "mise en page de l'édition 2019 v1.0" in layout and "retenue parce qu'elle s'aligne le mieux" in layout
    assert p.to_dict()["reading"]["winner"] == p.reading.winner.label


@pytest.mark.parametrize("layout", ["profile", "detected"])
@pytest.mark.parametrize(("written", "number"), [("5-A", "5-A"), ("5 A", "5A"), ("5A", "5A"), ("5bis", "5bis")])
def test_tda_reads_an_inserted_rule_and_the_rules_after_a_gap(written: str, number: str, layout: str) -> None:
    text = new_tda(written)
    profile = book_profile("tda") if layout == "profile" else None
    book = parse(Source(Path("tda-2026.txt"), text.split("\n"), ""), TDA, profile)
    numbers = [a.number for a in book.articles if a.kind == "rule" and not a.number.startswith("PR-")]
    expected = [str(n) for n in range(1, 72) if n != 26]
    assert numbers == expected[:5] + [number] + expected[5:]
    inserted = book.articles[[a.number for a in book.articles].index(number)]
    assert inserted.title == "Montres Connectées" and "mode avion" in inserted.text
    assert "montres connectées" not in book.articles[[a.number for a in book.articles].index("5")].text


def _ropta_docx() -> bytes:
    """The ROPTA's Markdown as a Word file whose deleted wording is struck (``w:strike``)."""
    document = docx.Document()
    marks = re.compile(r"(\*\*.+?\*\*|~~.+?~~)")
    for level, text in _blocks((DEFAULT_CORPUS / ROPTA.file).read_text(encoding="utf-8")):
        paragraph = document.add_heading("", level=level) if level else document.add_paragraph()
        for part in marks.split(text.replace("\\*", "*")):
            if part.startswith("~~"):
                paragraph.add_run(part[2:-2]).font.strike = True
            elif part.startswith("**"):
                paragraph.add_run(part[2:-2]).bold = True
            elif part:
                paragraph.add_run(part)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def test_ropta_same_edition_as_word_with_struck_runs_diffs_as_no_change(tmp_path: Path) -> None:
    (tmp_path / "ropta.docx").write_bytes(_ropta_docx())
    p, _ = import_file(tmp_path / "ropta.docx", "ropta", "", corpus=DEFAULT_CORPUS, library=tmp_path / "library",
                       edition="2025-02 (Word)")
    assert p.reading is not None and p.reading.winner.label.startswith("mise en page de l'édition 2025-02")
    library = load_library(DEFAULT_CORPUS, tmp_path / "library")
    diff = diff_editions(library, "ropta@2025-02", "ropta", DEFAULT_CORPUS)
    assert (diff.added, diff.removed, diff.renumbered, diff.retitled) == ([], [], [], [])
    assert diff.changed == [] and diff.struck_changed == []
    assert diff.unchanged == len(library.books["ropta@2025-02"].articles)


def _editions_page() -> None:
    from kb.ui.main import run

    run(default="editions")


def test_editions_page_shows_the_same_diff(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = tmp_path / "library"
    monkeypatch.setenv("KB_LIBRARY", str(library))
    (tmp_path / "tda-2026.txt").write_text(new_tda(), encoding="utf-8")
    import_file(tmp_path / "tda-2026.txt", "tda", "", corpus=DEFAULT_CORPUS, library=library, edition="2026-01")
    at = AppTest.from_function(_editions_page, default_timeout=600)
    at.query_params.update({"book": "tda", "old": OLD, "new": "tda"})
    at.run()  # the knowledge base built with the new edition: the page diffs the built library
    assert not at.exception, [e.value for e in at.exception]
    assert (at.selectbox(key="ed_old").value, at.selectbox(key="ed_new").value) == (OLD, "tda")
    metrics = {m.label: m.value for m in at.metric}
    assert metrics == {"Ajoutés": "1", "Supprimés": "1", "Renumérotés": "0", "Retitrés": "1",
                       "Modifiés": "3", "Inchangés": "92"}
    labels = [e.label for e in at.expander]
    assert len(labels) == 3 and sum("des nombres changent" in label for label in labels) == 1
