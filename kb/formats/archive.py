"""Office archives (Word's .docx, OpenDocument's .odt): the guards both readers put on a
ZIP file before reading its XML parts — parts that unzip to more than their budget, all
together (a « zip bomb »: ``unzipped_mb`` of kb/data/limits.toml), XML with entities (a
« billion laughs »); ``OLE_MAGIC`` tells an encrypted Word file or an old binary one, which
each reader names in its own words.

>>> opened("essai.docx", b"PK\\x05\\x06" + bytes(18), "DOCX").namelist()
[]
"""

from __future__ import annotations

import io
import zipfile
import zlib
from collections.abc import Iterator

from lxml import etree

from kb.errors import KBError
from kb.formats.budget import Budget
from kb.limits import LIMITS

# An encrypted Office file is an OLE compound document, not a ZIP: so is an old ``.doc``.
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
# The parts of the archive once unzipped, all together: a rulebook's document.xml is a few
# megabytes; a few kilobytes of zeros can unzip to gigabytes (a « zip bomb »), and four
# header parts under a per-part limit took the import to 5.4 GB. zipfile stops at the size
# a part declares (a part that lies about it fails its CRC check): the declared sizes bound
# what is read.
# XML without entities or a DTD (an Office part has none): « billion laughs » expands
# nothing, no file or URL is read; libxml2's default limits (depth, node size) stay on.
# What reading a damaged archive raises: a broken directory, deflated data that does not
# inflate (``zlib.error``), data cut short, a compression zipfile does not know.
ARCHIVE_ERRORS = (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, ValueError, OSError, KeyError)
XML_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, huge_tree=False)


def damage(exc: Exception) -> str:
    """What is wrong with a damaged archive, in French, for the one error line."""
    if isinstance(exc, etree.LxmlError):
        return f"XML invalide : {exc}"
    if isinstance(exc, zipfile.BadZipFile):
        return "archive ZIP invalide ou incomplète"
    if isinstance(exc, zlib.error | EOFError):
        return "données compressées endommagées"
    if isinstance(exc, NotImplementedError):
        return "méthode de compression inconnue"
    return type(exc).__name__


def opened(filename: str, data: bytes, kind: str) -> zipfile.ZipFile:
    """The archive, checked: a KBError naming the file when its parts, all together, unzip
    to more than their budget; ``zipfile.BadZipFile`` for what is not a ZIP (the caller
    names it)."""
    archive = zipfile.ZipFile(io.BytesIO(data))
    total = sum(info.file_size for info in archive.infolist())
    if total > LIMITS.unzipped_mb.max_value:
        archive.close()
        big = max(archive.infolist(), key=lambda info: info.file_size)
        raise KBError(f"fichier {kind} refusé : {LIMITS.unzipped_mb.exceeded(total)}, dont {big.filename[:80]} "
                      f"{LIMITS.unzipped_mb.shown(big.file_size)}", path=filename)
    return archive


def xml_part(archive: zipfile.ZipFile, name: str) -> etree._Element | None:
    """A part of the archive parsed as XML (see ``XML_PARSER``); None when it is absent.
    Broken XML raises ``etree.XMLSyntaxError`` (the caller names the file)."""
    if name not in archive.namelist():
        return None
    root: etree._Element = etree.fromstring(archive.read(name), XML_PARSER)
    return root


def streamed(archive: zipfile.ZipFile, name: str | None, budget: Budget) -> Iterator[etree._Element]:
    """The children of a part's root element, each when its end is read, then dropped with
    what came before it (a part of millions of elements never stands whole in memory);
    nothing when the part is absent. Parsed as ``XML_PARSER`` parses (no entities, no DTD);
    its elements counted against ``budget``."""
    if name is None or name not in archive.namelist():
        return
    depth = 0
    with archive.open(name) as stream:
        for event, element in etree.iterparse(stream, events=("start", "end"), resolve_entities=False, no_network=True,
                                              load_dtd=False, huge_tree=False, remove_comments=True, remove_pis=True):
            depth += 1 if event == "start" else -1
            if event == "start":
                budget.element()
            elif depth == 1:
                yield element
                element.clear()
                parent = element.getparent()
                while parent is not None and element.getprevious() is not None:
                    del parent[0]


def counted(archive: zipfile.ZipFile, name: str, budget: Budget, paragraphs: set[str], nesting: set[str]) -> None:
    """Read a part as a stream, keeping nothing, to count what it holds against ``budget``:
    its elements, its ``paragraphs`` (local names: ``p``, ``h``), its characters, how deep its ``nesting``
    elements (lists, tables, sections) stand in each other. A reader that then builds the
    part's tree knows it is within its budgets (63 MB of empty paragraphs are refused at the
    limit's count, in a fraction of a second)."""
    if name not in archive.namelist():
        return
    depth = 0
    with archive.open(name) as stream:
        for event, element in etree.iterparse(stream, events=("start", "end"), resolve_entities=False, no_network=True,
                                              load_dtd=False, huge_tree=False, remove_comments=True, remove_pis=True):
            local = element.tag.rpartition("}")[2] if isinstance(element.tag, str) else ""
            if event == "start":
                budget.element()
                if local in nesting:
                    depth += 1
                    budget.depth(depth)
                continue
            depth -= local in nesting
            if local in paragraphs:
                budget.paragraph()
            budget.chars(len(element.text or "") + len(element.tail or ""))
            element.clear()
            parent = element.getparent()
            while parent is not None and element.getprevious() is not None:
                del parent[0]


__all__ = ["ARCHIVE_ERRORS", "OLE_MAGIC", "counted", "streamed", "XML_PARSER", "damage", "opened", "xml_part"]
