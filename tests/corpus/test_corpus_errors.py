"""Bad corpus input: one clear message naming the file (and line), exit code 2, no traceback."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from kb.cli import main
from kb.corpus import DEFAULT_CORPUS, load_library, load_manifest
from kb.errors import CorpusError


def _copy_corpus(tmp_path: Path) -> Path:
    dest = tmp_path / "corpus"
    shutil.copytree(DEFAULT_CORPUS, dest)
    for f in dest.iterdir():
        f.chmod(0o644)
    return dest


def _run_check(corpus: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["--corpus", str(corpus), "check"])
    err = capsys.readouterr().err
    return code, err


def test_missing_corpus_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = _copy_corpus(tmp_path)
    (corpus / "ciaffone-1996.md").unlink()
    code, err = _run_check(corpus, capsys)
    assert code == 2
    assert "ciaffone-1996.md" in err and "introuvable" in err
    assert "Traceback" not in err


def test_empty_corpus_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = _copy_corpus(tmp_path)
    (corpus / "redcactus.md").write_text("  \n\n", encoding="utf-8")
    code, err = _run_check(corpus, capsys)
    assert code == 2
    assert "redcactus.md" in err and "vide" in err


def test_non_utf8_corpus_file_names_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = _copy_corpus(tmp_path)
    path = corpus / "tda-2019-fivebet.txt"
    data = path.read_bytes().split(b"\n")
    data[4] = data[4] + b" \xe9t\xe9 latin-1"
    path.write_bytes(b"\n".join(data))
    code, err = _run_check(corpus, capsys)
    assert code == 2
    assert "tda-2019-fivebet.txt:5:" in err and "UTF-8" in err


def test_unknown_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = _copy_corpus(tmp_path)
    manifest = corpus / "manifest.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace('parser = "aix"', 'parser = "pdf"'), encoding="utf-8")
    code, err = _run_check(corpus, capsys)
    assert code == 2
    assert "manifest.toml: book[2] (aix).parser : valeur inconnue 'pdf'" in err and "ropta, tda, aix" in err


def test_broken_manifest_names_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = _copy_corpus(tmp_path)
    manifest = corpus / "manifest.toml"
    lines = manifest.read_text(encoding="utf-8").split("\n")
    lines[5] = 'title = "unterminated'
    manifest.write_text("\n".join(lines), encoding="utf-8")
    code, err = _run_check(corpus, capsys)
    assert code == 2
    assert "manifest.toml:6:" in err and "TOML" in err


def test_manifest_missing_field(tmp_path: Path) -> None:
    corpus = _copy_corpus(tmp_path)
    manifest = corpus / "manifest.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace('file = "redcactus.md"\n', ""), encoding="utf-8")
    with pytest.raises(CorpusError, match=r"book\[4\] \(redcactus\)\.file : champ obligatoire manquant"):
        load_manifest(corpus)


def test_missing_manifest(tmp_path: Path) -> None:
    with pytest.raises(CorpusError, match=r"manifest\.toml: fichier introuvable"):
        load_library(tmp_path)


def test_crlf_and_bom_are_read_like_the_original(tmp_path: Path) -> None:
    """A file saved with Windows line ends and a BOM parses to the same articles."""
    corpus = _copy_corpus(tmp_path)
    path = corpus / "ciaffone-1996.md"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes().replace(b"\n", b"\r\n"))
    original = load_library(DEFAULT_CORPUS).books["ciaffone"]
    converted = load_library(corpus).books["ciaffone"]
    assert [(a.id, a.title, a.text) for a in converted.articles] == [(a.id, a.title, a.text) for a in original.articles]


def test_parse_lines_with_a_book_parser() -> None:
    from kb.corpus import parse_lines

    book = parse_lines("ciaffone", '"Titre"\n\n### **1.1. La place**\n\nTexte de la règle.')
    assert [a.id for a in book.articles] == ["ciaffone:1.1"]
    with pytest.raises(CorpusError, match="unknown book 'poker'"):
        parse_lines("poker", "x")
