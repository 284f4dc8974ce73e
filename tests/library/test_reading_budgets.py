"""Budgets enforced while reading (kb/data/limits.toml): hostile files, small on disk,
generated here — a Word file whose header parts unzip to 4 × 60 MB, a Word file and an
OpenDocument text of 63 MB of empty paragraphs, a 20 000-page PDF — are refused by
``kb import`` early: one French line naming the limit and the value, exit 2, nothing
written. Each import runs in a child process whose peak memory is measured (``ru_maxrss``
of its own child); the figures are printed, and the memory held to the issue's bar."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from kb.errors import KBError
from kb.formats import extract

from .conftest import tree
from .documents import markdown_to_docx, odt, pdf_of_objects

ROOT = Path(__file__).resolve().parents[2]
MEGABYTE = 1024 * 1024
PEAK_MB = 500  # the bar for any hostile file (time is printed, never asserted)

# Run in the wrapper child: the import in its own child, then that child's peak memory.
MEASURE = """
import json, resource, subprocess, sys, time
start = time.monotonic()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
print(json.dumps({"code": done.returncode, "err": done.stderr, "out": done.stdout,
                  "peak_kb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,
                  "seconds": time.monotonic() - start}))
"""


@dataclass
class Measured:
    code: int
    err: str
    peak_mb: float
    seconds: float


def import_measured(path: Path, library: Path, cache: Path) -> Measured:
    """``kb import`` of ``path`` in a child process (this worktree's ``kb``), its peak
    resident memory and its time."""
    env = {**os.environ, "KB_LIBRARY": str(library), "KB_CACHE_DIR": str(cache)}
    command = [sys.executable, "-m", "kb", "import", str(path), "--id", "club", "--title", "Club"]
    done = subprocess.run([sys.executable, "-c", MEASURE, *command], capture_output=True, text=True, cwd=ROOT, env=env,
                          check=True)
    report = json.loads(done.stdout)
    return Measured(report["code"], report["err"], report["peak_kb"] / 1024, report["seconds"])


def _zip(parts: dict[str, bytes], streamed: dict[str, tuple[bytes, bytes, bytes, int]]) -> bytes:
    """An archive of ``parts`` (bytes as given) and of ``streamed`` parts written in pieces
    (head, a piece repeated ``count`` times, tail): no part stands whole in memory."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in parts.items():
            archive.writestr(name, data, zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED)
        for name, (head, piece, tail, count) in streamed.items():
            with archive.open(name, "w") as f:
                f.write(head)
                block = piece * max(1, MEGABYTE // len(piece))
                for _ in range(count * len(piece) // len(block)):
                    f.write(block)
                f.write(tail)
    return out.getvalue()


def _docx_parts() -> dict[str, bytes]:
    data = markdown_to_docx("## Article 1 : Objet\n\nLe texte.\n\n## Article 2 : Blindes\n\nVingt minutes.\n")
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


W = b'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def docx_with_big_headers() -> bytes:
    """A Word file whose four header parts each unzip to 60 MB (each under 64 MB)."""
    headers = {f"word/header{n}.xml": (b"<w:hdr " + W + b">", b" ", b"</w:hdr>", 60 * MEGABYTE) for n in range(1, 5)}
    return _zip(_docx_parts(), headers)


def docx_of_empty_paragraphs() -> bytes:
    """A Word file whose body is 63 MB of empty paragraphs (about 11 million)."""
    parts = _docx_parts()
    document = parts.pop("word/document.xml")
    head, _, tail = document.partition(b"<w:body>")
    body = (head + b"<w:body>", b"<w:p/>", b"</w:body>" + tail.partition(b"</w:body>")[2], 63 * MEGABYTE // 6)
    return _zip(parts, {"word/document.xml": body})


def odt_of_empty_paragraphs() -> bytes:
    """An OpenDocument text whose content.xml holds 63 MB of empty paragraphs."""
    whole = odt("<text:p>MARK</text:p>")
    with zipfile.ZipFile(io.BytesIO(whole)) as archive:
        parts = {name: archive.read(name) for name in archive.namelist()}
    head, _, tail = parts.pop("content.xml").partition(b"<text:p>MARK</text:p>")
    return _zip(parts, {"content.xml": (head, b"<text:p/>", tail, 63 * MEGABYTE // 9)})


def odt_of_empty_styles() -> bytes:
    """An OpenDocument text whose styles.xml holds 62 MB of empty styles (4.6 million)."""
    whole = odt("<text:h text:outline-level='2'>Article 1 : Objet</text:h><text:p>Le texte.</text:p>")
    with zipfile.ZipFile(io.BytesIO(whole)) as archive:
        parts = {name: archive.read(name) for name in archive.namelist()}
    head, _, tail = parts.pop("styles.xml").partition(b"<office:styles>")
    return _zip(parts, {"styles.xml": (head + b"<office:styles>", b"<style:style/>", tail, 62 * MEGABYTE // 14)})


def docx_of_empty_runs() -> bytes:
    """A Word file whose one paragraph holds 62 MB of empty runs (10 million)."""
    parts = _docx_parts()
    head, _, tail = parts.pop("word/document.xml").partition(b"<w:body>")
    body = (head + b"<w:body><w:p>", b"<w:r/>", b"</w:p>" + tail, 62 * MEGABYTE // 6)
    return _zip(parts, {"word/document.xml": body})


def pdf_of_pages(count: int) -> bytes:
    """A PDF of ``count`` empty A4 pages, written object by object (about 70 bytes a page)."""
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>",
               b"<< /Type /Pages /Count %d /Kids [" % count + b" ".join(b"%d 0 R" % (n + 3) for n in range(count)) + b"] >>"]
    objects += [b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"] * count
    return pdf_of_objects(objects)

HOSTILE = {
    "docx_four_headers_of_60_mb": ("entetes.docx", docx_with_big_headers,
                                   "taille du contenu décompressé : 241 Mo, au plus 64 Mo (limite « unzipped_mb »"),
    "docx_63_mb_of_empty_paragraphs": ("vide.docx", docx_of_empty_paragraphs,
                                       "nombre de paragraphes : plus de 100 000 paragraphes (limite « paragraphs »"),
    "odt_63_mb_of_empty_paragraphs": ("vide.odt", odt_of_empty_paragraphs,
                                      "nombre de paragraphes : plus de 100 000 paragraphes (limite « paragraphs »"),
    "odt_62_mb_of_empty_styles": ("styles.odt", odt_of_empty_styles, "éléments XML : plus de 1 000 000 (10 par paragraphe"),
    "docx_62_mb_of_empty_runs": ("runs.docx", docx_of_empty_runs, "éléments XML : plus de 1 000 000 (10 par paragraphe"),
    "pdf_of_20000_pages": ("pages.pdf", lambda: pdf_of_pages(20_000),
                           "nombre de pages : 20 000 pages, au plus 1 000 pages (limite « pages »"),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_file_refused_while_read_one_french_line_exit_2_nothing_written(case: str, tmp_path: Path) -> None:
    name, make, message = HOSTILE[case]
    path = tmp_path / name
    path.write_bytes(make())
    library, cache = tmp_path / "library", tmp_path / "cache"
    measured = import_measured(path, library, cache)
    print(f"{case}: {path.stat().st_size // 1024} Ko on disk, exit {measured.code}, peak {measured.peak_mb:.0f} MB, "
          f"{measured.seconds:.1f} s — {measured.err.strip()}")
    assert measured.code == 2, measured.err
    assert measured.err.startswith("kb: erreur :") and measured.err.strip().count("\n") == 0, measured.err
    assert message in measured.err
    assert tree(library) == []
    assert measured.peak_mb <= PEAK_MB


def test_hostile_files_are_small_on_disk() -> None:
    """The generated files are what a visitor could upload: a few hundred kilobytes to a few megabytes."""
    sizes = {case: len(make()) for case, (_, make, _) in HOSTILE.items() if case != "docx_63_mb_of_empty_paragraphs"}
    assert sizes["docx_four_headers_of_60_mb"] < 600 * 1024
    assert sizes["pdf_of_20000_pages"] < 3 * MEGABYTE


def test_a_word_file_within_its_budgets_is_read_as_before() -> None:
    """1 000 paragraphs and a table in a table: far within the budgets."""
    paragraphs = "\n\n".join(f"Paragraphe {n}." for n in range(1000))
    lines = [line for line in extract(markdown_to_docx(f"## Article 1 : Objet\n\n{paragraphs}\n"), "club.docx").lines if line]
    assert len(lines) == 1001 and lines[-1] == "Paragraphe 999."


@pytest.mark.parametrize(("name", "data"), [
    ("vide.html", b"<html><body>" + b"<p></p>" * 200_000 + b"</body></html>"),
    ("vide.md", b"## Article 1 : Objet\n" + b"x\n" * 200_000),
])
def test_web_page_and_text_of_too_many_paragraphs_refused_before_they_are_read(name: str, data: bytes) -> None:
    with pytest.raises(KBError, match=rf"^{name.replace('.', '[.]')}: nombre de paragraphes : plus de 100 000 paragraphes"):
        extract(data, name)


def test_word_tables_nested_past_the_budget_refused() -> None:
    """Tables in tables, 25 deep (real books nest 2 or 3): the nesting budget (20)."""
    parts = _docx_parts()
    cell = b"<w:p><w:r><w:t>Texte</w:t></w:r></w:p>"
    for _ in range(25):
        cell = b"<w:tbl><w:tr><w:tc>" + cell + b"</w:tc></w:tr></w:tbl><w:p/>"
    parts["word/document.xml"] = parts["word/document.xml"].replace(b"<w:body>", b"<w:body>" + cell, 1)
    with pytest.raises(KBError, match=r"^tables\.docx: profondeur d'imbrication \(citations, listes\) : 21 niveaux, au plus 20"):
        extract(_zip(parts, {}), "tables.docx")
