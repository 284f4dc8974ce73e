"""Office archives (Word's .docx, OpenDocument's .odt): the guards both readers put on a
ZIP file before reading its XML parts — a part that unzips to more than ``MAX_PART`` bytes
(a « zip bomb »), XML with entities (a « billion laughs »); ``OLE_MAGIC`` tells an
encrypted Word file or an old binary one, which each reader names in its own words.

>>> opened("essai.docx", b"PK\\x05\\x06" + bytes(18), "DOCX").namelist()
[]
"""

from __future__ import annotations

import io
import zipfile
import zlib

from lxml import etree

from kb.errors import KBError

# An encrypted Office file is an OLE compound document, not a ZIP: so is an old ``.doc``.
OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
# The largest part of the archive once unzipped: a rulebook's document.xml is a few
# megabytes; a few kilobytes of zeros can unzip to gigabytes (a « zip bomb »). zipfile
# stops at the size a part declares (a part that lies about it fails its CRC check).
MAX_PART = 64 * 1024 * 1024
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
    """The archive, checked: a KBError naming the file for a part too big once unzipped;
    ``zipfile.BadZipFile`` for what is not a ZIP (the caller names it)."""
    archive = zipfile.ZipFile(io.BytesIO(data))
    big = next((i for i in archive.infolist() if i.file_size > MAX_PART), None)
    if big is not None:
        archive.close()
        raise KBError(f"fichier {kind} illisible : {big.filename} fait {big.file_size // (1024 * 1024)} Mo une fois "
                      f"décompressé (au plus {MAX_PART // (1024 * 1024)} Mo)", path=filename)
    return archive


def xml_part(archive: zipfile.ZipFile, name: str) -> etree._Element | None:
    """A part of the archive parsed as XML (see ``XML_PARSER``); None when it is absent.
    Broken XML raises ``etree.XMLSyntaxError`` (the caller names the file)."""
    if name not in archive.namelist():
        return None
    root: etree._Element = etree.fromstring(archive.read(name), XML_PARSER)
    return root


__all__ = ["ARCHIVE_ERRORS", "MAX_PART", "OLE_MAGIC", "XML_PARSER", "damage", "opened", "xml_part"]
