"""The hostile files of issue 39, generated when they are needed (small on disk: the
zipped ones are a few hundred kilobytes, the text ones are written at test time), each
with what the import must say of it.

    python -m tests.hostile.generate DIR     # writes every case into DIR

Each :class:`Case` names the limits of ``kb/data/limits.toml`` that may refuse it — the
import's French line names the limit as « name » — or the words of the reader's own
refusal; a case with no refusal must be imported.
"""

from __future__ import annotations

import sys
import zipfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

MB = 1024 * 1024

_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/word/document.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
    "{overrides}</Types>"
)
_HEADER_TYPE = ('<Override PartName="/word/header{n}.xml" '
                'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>')
_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
    'Target="word/document.xml"/></Relationships>'
)
_DOC_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{rels}</Relationships>'
)
_HEADER_REL = ('<Relationship Id="rIdH{n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" '
               'Target="header{n}.xml"/>')
W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
_PARAGRAPH = "<w:p><w:r><w:t>{}</w:t></w:r></w:p>"
_RULES = "".join(_PARAGRAPH.format(f"Article {n} : le joueur qui relance annonce son montant.") for n in range(1, 6))


def _streamed(archive: zipfile.ZipFile, name: str, head: str, chunk: str, size: int, tail: str) -> None:
    """A part of ``size`` bytes or so, ``chunk`` repeated, written without holding it."""
    with archive.open(name, "w", force_zip64=True) as part:
        part.write(head.encode())
        block = (chunk * max(1, (1 * MB) // len(chunk))).encode()
        for _ in range(max(1, size // len(block))):
            part.write(block)
        part.write(tail.encode())


def docx(path: Path, *, headers: int = 0, header_bytes: int = 0, empty_paragraphs_bytes: int = 0) -> None:
    """A Word file: a few rules, ``headers`` header parts of ``header_bytes`` each once
    unzipped, and ``empty_paragraphs_bytes`` of empty paragraphs in the body."""
    overrides = "".join(_HEADER_TYPE.format(n=n) for n in range(1, headers + 1))
    rels = "".join(_HEADER_REL.format(n=n) for n in range(1, headers + 1))
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        archive.writestr("[Content_Types].xml", _CONTENT_TYPES.format(overrides=overrides))
        archive.writestr("_rels/.rels", _ROOT_RELS)
        archive.writestr("word/_rels/document.xml.rels", _DOC_RELS.format(rels=rels))
        head = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document {W}><w:body>{_RULES}'
        if empty_paragraphs_bytes:
            _streamed(archive, "word/document.xml", head, "<w:p/>", empty_paragraphs_bytes, "</w:body></w:document>")
        else:
            archive.writestr("word/document.xml", head + "</w:body></w:document>")
        for n in range(1, headers + 1):
            _streamed(archive, f"word/header{n}.xml", f'<?xml version="1.0"?><w:hdr {W}>',
                      _PARAGRAPH.format("en-tête de page"), header_bytes, "</w:hdr>")


def pdf(path: Path, pages: int) -> None:
    """A PDF of ``pages`` pages sharing one content stream (« Article n » on each): a few
    hundred bytes a page."""
    stream = b"BT /F1 12 Tf 72 720 Td (Article 1 : le joueur qui relance annonce son montant.) Tj ET"
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % (5 + i) for i in range(pages)) + b"] /Count %d >>" % pages,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
    ]
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>"
    objects += [page] * pages
    with path.open("wb") as out:
        out.write(b"%PDF-1.4\n")
        offsets = []
        for number, body in enumerate(objects, start=1):
            offsets.append(out.tell())
            out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
        xref = out.tell()
        out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
        out.write(b"".join(b"%010d 00000 n \n" % offset for offset in offsets))
        out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref))


SENTENCE = "Le joueur qui relance doit annoncer son montant avant de pousser ses jetons vers le centre. "


def markdown(path: Path, *, articles: int = 3, article_chars: int = 200, long_article_chars: int = 0,
             nesting: int = 0) -> None:
    """A Markdown rulebook: ``articles`` articles of about ``article_chars`` characters;
    the first of ``long_article_chars`` when given; a line of ``nesting`` nested quotes."""
    body = (SENTENCE * (article_chars // len(SENTENCE) + 1))[:article_chars]
    with path.open("w", encoding="utf-8") as out:
        out.write("# Règlement du club\n\n")
        for n in range(1, articles + 1):
            out.write(f"## Article {n} : Règle {n}\n\n")
            if n == 1 and long_article_chars:
                paragraph = SENTENCE * 10 + "\n\n"
                for _ in range(long_article_chars // len(paragraph) + 1):
                    out.write(paragraph)
            if n == 1 and nesting:
                out.write(">" * nesting + " citation\n\n")
            out.write(body + "\n\n")


def headings(path: Path, count: int) -> None:
    """A Markdown file of ``count`` headings, nothing else."""
    path.write_text("".join(f"## {n}\n" for n in range(1, count + 1)), encoding="utf-8")


@dataclass(frozen=True)
class Case:
    """One hostile file: its name, how to write it, what may refuse it (a limit's name,
    said as « name », or the words of the reader's refusal); ``()``: it is imported."""

    name: str
    filename: str
    write: Callable[[Path], None]
    refused_by: tuple[str, ...]
    words: tuple[str, ...] = ()  # a reader's own refusal, when it does not name a limit
    reader: bool = False  # refused by a file reader's budget (kb/formats), before any text exists

    def said_right(self, message: str) -> bool:
        """Whether ``message`` is a refusal this case expects."""
        return any(f"« {name} »" in message for name in self.refused_by) or any(w in message for w in self.words)


# The child's own limits (memory, time) stop it whatever it reads: the last resort, never
# the expected refusal of a case a budget can refuse first (kept out of the lists on purpose).
CASES: tuple[Case, ...] = (
    Case("quatre en-têtes de 60 Mo", "entetes.docx", lambda p: docx(p, headers=4, header_bytes=60 * MB),
         ("unzipped_mb",), ("décompressé",), reader=True),
    Case("63 Mo de paragraphes vides", "paragraphes.docx", lambda p: docx(p, empty_paragraphs_bytes=63 * MB),
         ("paragraphs", "unzipped_mb"), ("décompressé",), reader=True),
    Case("PDF de 20 000 pages", "pages.pdf", lambda p: pdf(p, 20_000), ("pages",), reader=True),
    Case("livre de 4,9 millions de caractères", "livre.md",
         lambda p: markdown(p, articles=4_750, article_chars=1_000), ("book_chars",)),
    Case("5 000 citations imbriquées", "citations.md", lambda p: markdown(p, nesting=5_000), ("nesting_depth",)),
    Case("article de 3 millions de caractères", "article3m.md",
         lambda p: markdown(p, long_article_chars=3_000_000), ("book_chars",)),
    Case("article de 1,2 million de caractères", "article1m.md",
         lambda p: markdown(p, long_article_chars=1_200_000), ("book_chars",)),
    Case("100 000 titres", "titres.md", lambda p: headings(p, 100_000), ("articles", "book_words", "headings")),
    Case("règlement ordinaire", "club.md", lambda p: markdown(p, articles=40, article_chars=600), ()),
)

# Heavier cases, for the bench only (benchmarks/bench_hostile.py).
BENCH_CASES: tuple[Case, ...] = (
    Case("douze en-têtes de 60 Mo", "entetes12.docx", lambda p: docx(p, headers=12, header_bytes=60 * MB),
         ("unzipped_mb",), ("décompressé",), reader=True),
    Case("plus long livre accepté", "plus-long.md", lambda p: markdown(p, articles=1_500, article_chars=600), ()),
)


def written(cases: tuple[Case, ...], folder: Path) -> Iterator[tuple[Case, Path]]:
    """Each case written into ``folder``, with its file."""
    for case in cases:
        path = folder / case.filename
        if not path.exists():
            case.write(path)
        yield case, path


if __name__ == "__main__":
    target = Path(sys.argv[1])
    target.mkdir(parents=True, exist_ok=True)
    for case, path in written(CASES + BENCH_CASES, target):
        print(f"{path} ({path.stat().st_size / MB:.1f} Mo) : {case.name}")
