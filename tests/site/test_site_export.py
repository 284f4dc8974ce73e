"""`kb export site`: the same input gives the same bytes; the site is swapped in only when
complete; a folder that is not an exported site is never replaced; user text is escaped."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from kb.cli import main
from kb.errors import KBError
from kb.houserules import build_document, check_spec_text
from kb.site import SiteReport, export_site
from kb.site.export import MARKER


def digests(folder: Path) -> dict[str, str]:
    return {
        p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_two_exports_are_identical_byte_for_byte(kb, site: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    again = export_site(kb, tmp_path / "again").folder
    first, second = digests(site), digests(again)
    assert sorted(first) == sorted(second)
    assert [name for name in first if first[name] != second[name]] == []


def test_report_counts_what_was_written(site_report: SiteReport) -> None:
    files = [p for p in site_report.folder.rglob("*") if p.is_file()]
    assert site_report.files == len(files)
    assert site_report.bytes == sum(p.stat().st_size for p in files)
    assert site_report.pages == len([p for p in files if p.name == "index.html"])
    assert 0 < site_report.index_bytes < site_report.bytes


def test_an_existing_site_is_replaced_only_on_success(kb, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "out"
    out.mkdir()
    (out / MARKER).write_text("")
    (out / "old.html").write_text("ancien site")
    with pytest.raises(KBError, match="inconnu"):
        export_site(kb, out, books=["nope"])
    assert (out / "old.html").read_text() == "ancien site"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]  # no temporary folder left behind
    export_site(kb, out, books=["tda"])
    assert not (out / "old.html").exists() and (out / "tda" / "47" / "index.html").is_file()
    assert not (out / "ropta").exists()


def test_a_folder_that_is_not_a_site_is_never_replaced(kb, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "documents"
    out.mkdir()
    (out / "notes.txt").write_text("à garder")
    with pytest.raises(KBError, match="ni vide ni un site"):
        export_site(kb, out)
    assert (out / "notes.txt").read_text() == "à garder"


def test_the_spec_text_is_escaped(kb, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    text = (
        'base = "tda"\n[event]\nname = "<script>alert(1)</script> Club"\n'
        '[[add]]\ntitle = "<img src=x onerror=alert(2)>"\nnumber = "99"\nafter = "tda:47"\ntext = "<b>gras</b> et <script>x</script>"\n'
    )
    spec = check_spec_text(text, kb.library, kb.parameters)
    house = build_document(spec, kb.library, kb.parameters)
    out = export_site(kb, tmp_path / "club", books=["tda"], house=house).folder
    for page in out.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert "<script>alert" not in html and "<img src=x" not in html and "<script>x" not in html, page
    assert "&lt;script&gt;alert(1)&lt;/script&gt; Club" in (out / "index.html").read_text(encoding="utf-8")


def test_cli_reports_a_bad_spec_and_writes_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    spec = tmp_path / "bad.toml"
    spec.write_text('base = "ropta"\n[set]\n"time.nope" = 3\n', encoding="utf-8")
    code = main(["export", "site", str(tmp_path / "out"), "--house-rules", str(spec), "-q"])
    assert code == 2
    assert "time.nope" in capsys.readouterr().err
    assert not (tmp_path / "out").exists()


def test_cli_rejects_an_unknown_book(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "site", str(tmp_path / "out"), "--books", "wsop", "-q"]) == 2
    assert "wsop" in capsys.readouterr().err
