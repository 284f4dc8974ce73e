"""PDF → text lines: ``pdftotext`` (poppler) in reading order, else pypdf; page
furniture removed and kept apart; the lines the PDF wrapped joined back into paragraphs.

Page furniture is what a page repeats and the text does not say: a line that is only a
page number (``12``, ``- 12 -``, ``Page 3 sur 12``) at the top or bottom of a page, and a
running header or footer — a line met at the top or bottom of at least half of the pages
(three pages at least), or of both pages of a two-page document, the page's own number
aside, and at the same height of those pages when the PDF says where its lines stand. Each
removed line is kept with its page in ``Extracted.removed``.
"""

from __future__ import annotations

import io
import logging
import re
import shutil
import subprocess
import unicodedata
from collections import Counter
from xml.etree import ElementTree

from kb.corpus.profile import DEFAULT_TOC
from kb.errors import KBError
from kb.formats.markup import label_places
from kb.formats.model import Extracted
from kb.formats.pdf_hanging import Indent
from kb.formats.pdf_page import ITEM, RULE_LIKE, PageText, capitals, page_text
from kb.formats.pdf_struck import PageStrokes, page_strokes
from kb.formats.pdf_words import FULL, SENTENCE_END, XHTML
from kb.formats.text import split_lines
from kb.text import fold

PAGE_NUMBER = re.compile(r"^(?:[Pp]age\s+)?[-–—]?\s*\d{1,4}\s*[-–—]?(?:\s*(?:/|sur|of)\s*\d{1,4})?$")
Place = tuple[float, float] | None  # a line's top and bottom on its page, in points; None: not known
# a running header stands at the same height on every page, to a few hundredths of a point
# (a scan's pages drift by a point or two); a rule's line one line higher or lower is a line away
SAME_PLACE = 0.5
EDGE = 2  # how many non-blank lines at the top and at the bottom of a page may be furniture
TIMEOUT = 120  # seconds for pdftotext on one file
# a line ending in a word split by a hyphen (« rele- »): left as it is, for the parser joins
# the word back where the book says whether it is « relevance » or « check-raise »
# (kb.corpus.hyphens) — joined here with a space, it would read « rele- vance »; so is a
# compound's hyphen after a struck word (« jetons ~~identiques~~- » then « multiples »)
SPLIT_WORD = re.compile("[^\\W\\d_](?:~~)?[-\u2010\u00ad]$")
# a list's item as a PDF draws it (« • », « ▪ », « ◦ » before the item): a Markdown « - », as
# a Word or OpenDocument file's bulleted list is read (the same list reads the same in both);
# not « ● » nor « ■ », which a text may type as characters of its own (ROPTA 9.5's « ● — »)
PRINTED_BULLET = re.compile("^[•▪◦‣⁃]\\s+(?=\\S)")
# a line ending in a number and its hyphen (« règle 13- » before « A) »): the number goes on
# at the next line's start, with no space
NUMBER_SPLIT = re.compile("(?<=\\S\\s)\\d+(?:-\\w+)*[-\u2010]$")
# a heading wrapped after its number's dash (« Article 10 – » then « Thème 10 » in a narrow
# column): the title is on the next line, however short the line
DANGLING_DASH = re.compile(r"\s[-–—]$")
TOC = re.compile(DEFAULT_TOC)
# a table of contents' line whose page number the PDF wrapped to the next line (« Article
# 6.7 : Les actions… ..... » then « 22 »): it goes on with that line, or it reads as a rule
LEADERS = re.compile(r"(?:\.{4,}|…{2,}|(?:\s?\.){4,}|_{4,})$")
WIDTH_SHOWN = 3  # lines as wide as the text at least, for a line ending a sentence to be read as wrapped
# a table of contents' entry inside a line: leaders, then the page number
CONTENTS_ENTRY = re.compile(r"(?:\.{4,}|…{2,}|(?:\s?\.){4,}|_{4,})\s*\d{1,4}(?=\s|$)")


def _pages_pdftotext(data: bytes, filename: str, strokes: list[PageStrokes]) -> list[PageText] | None:
    """Each page read by pdftotext (its text, the footnotes no call tied, the lines in its
    margins); None when pdftotext is not installed.

    Read from pdftotext's ``-bbox-layout`` output (its words, in lines, blocks and flows, in
    its reading order), not its plain text: the plain text joins a line ending with a
    hyphen to the next one without it, and a compound word a line end splits at its own
    hyphen comes out glued (« add- » / « on » read « addon », « au- » / « delà » « audelà »).
    Here the line keeps its hyphen and the parser decides, from the book's own words,
    whether it is « add-on » or a hyphenated « rele-vance » (kb.corpus.hyphens). Each page
    is read by kb.formats.pdf_page (blocks, table rows, footnotes; struck wording from
    ``strokes``, kb.formats.pdf_struck). Should that output not parse, the plain text is read."""
    exe = shutil.which("pdftotext")
    if exe is None:
        return None
    # characters XML does not allow, which a PDF's broken font encoding may give
    xml = re.sub(rb"[\x00-\x08\x0b\x0c\x0e-\x1f]", b"", _pdftotext(exe, ["-bbox-layout"], data, filename))
    try:
        root = ElementTree.fromstring(xml)
    except ElementTree.ParseError:
        return [PageText(page) for page in _pdftotext(exe, [], data, filename).decode("utf-8", "replace").split("\f")]
    indents: list[Indent] = []  # a hanging indent's places, met on one page, tell it on the next ones
    return [page_text(page, strokes[n] if n < len(strokes) else None, indents)
            for n, page in enumerate(root.iter(f"{XHTML}page"))]


def _pdftotext(exe: str, options: list[str], data: bytes, filename: str) -> bytes:
    """pdftotext's output for ``data`` with ``options``; a KBError when it fails."""
    try:
        done = subprocess.run([exe, *options, "-enc", "UTF-8", "-", "-"], input=data, capture_output=True,
                              timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        raise KBError(f"PDF illisible (pdftotext n'a pas fini en {TIMEOUT} s)", path=filename) from None
    if done.returncode != 0:
        err = done.stderr.decode("utf-8", "replace").strip().splitlines()
        reason = err[-1] if err else f"code {done.returncode}"
        if "password" in reason.lower() or "encrypt" in reason.lower():
            raise KBError("PDF protégé par un mot de passe", path=filename)
        raise KBError(f"PDF illisible ({reason})", path=filename)
    return done.stdout


def _pages_pypdf(data: bytes, filename: str) -> list[str]:
    # pypdf takes ~80 ms to import: loaded only when a PDF is read without poppler
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    # pypdf logs what it repairs (« EOF marker not found ») as warnings, which Python prints
    # on stderr when nothing else is set up: the user gets the one error line, not those.
    log = logging.getLogger("pypdf")
    level = log.level
    log.setLevel(logging.ERROR)
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise KBError("PDF protégé par un mot de passe", path=filename)
        return [page.extract_text() or "" for page in reader.pages]
    except KBError:
        raise
    except (PdfReadError, ValueError, OSError) as exc:
        raise KBError(f"PDF illisible ({exc})", path=filename) from None
    except Exception as exc:  # noqa: BLE001 - pypdf on a hostile file raises anything (KeyError, RecursionError…)
        raise KBError(f"PDF illisible ({type(exc).__name__})", path=filename) from None
    finally:
        log.setLevel(level)


def _edges(lines: list[str]) -> list[int]:
    """Indices of the first and last ``EDGE`` non-blank lines of a page."""
    nonblank = [i for i, line in enumerate(lines) if line.strip()]
    return sorted(set(nonblank[:EDGE] + nonblank[-EDGE:]))


def _keys(line: str, page: int) -> set[str]:
    """A line compared across pages with the page's number masked (``_key``), and as it is:
    « sections 5 et 6 » on page 5 is the running header of pages 1 to 4 too."""
    return {_key(line, page), " ".join(line.split())}


def _key(line: str, page: int) -> str:
    """A line compared across pages: spaces squashed, the page's own number masked
    (``Règlement, page 3`` on page 3 ~ ``Règlement, page 4`` on page 4)."""
    return re.sub(rf"(?<!\d){page}(?!\d)", "#", " ".join(line.split()))


def remove_furniture(pages: list[list[str]], margins: list[set[str]] | None = None,
                     places: list[list[Place]] | None = None, headers: list[set[str]] | None = None) -> Extracted:
    """The pages' lines joined, without page numbers and running headers (kept apart).
    A one-page document repeats no line: there, a running header or footer is a line at
    the page's top or bottom that ``margins`` (the page's lines set in its margins, by
    kb.formats.pdf_page) holds, or a line met at both its top and its bottom.

    ``places``: each page's non-blank lines' places (top, bottom), when the PDF gave them.
    A running header or footer is printed at the same place on every page; a rule's line
    that ends two pages is not, but for pages filled to the same height — on a page only
    half full (a book's last page, a chapter's end) it stands higher. Met at the edge of
    enough pages but never twice at the same place, the line is the text's: « Tenue
    correcte exigée. », the one line of two articles, each ending a page of a two-page
    leaflet, was removed from both.

    ``headers``: each page's lines set in its margins but worded like a heading (kb.formats.
    pdf_page): a chapter's running header (« Chapitre 2 – Le jeu » over each of its pages),
    whose wording changes with the chapter, so that no line is met on half of the pages. At
    a page's edge, one is removed when the document says it elsewhere too — its chapter's
    heading, or the header of the chapter's next page; said once, it is the text's. So is one
    printed on the line of a removed header (« CODE DU SPORT » on the left, « Section 1 :
    Dispositions générales » on the right of a two-column page), wherever the reading order
    of the columns put it.

    A table that goes on over a page break repeats its header row at the next page's top
    (Word, LibreOffice and browsers do): that row is removed there too."""
    said = Counter(_loose(line) for lines in pages for line in lines if line.strip())
    seen: dict[str, dict[int, list[Place]]] = {}
    where = [_places(lines, places[page] if places and page < len(places) else []) for page, lines in enumerate(pages)]
    for page, lines in enumerate(pages, start=1):
        for i in _edges(lines):
            for key in _keys(lines[i], page):
                seen.setdefault(key, {}).setdefault(page, []).append(where[page - 1].get(i))

    def repeated(line: str, page: int, place: Place) -> bool:
        counts = [sum(1 for others in seen.get(key, {}).values() if any(_same_place(place, other) for other in others))
                  for key in _keys(line, page)]
        return (len(pages) >= 3 and max(counts) * 2 >= len(pages)) or (len(pages) == 2 and max(counts) == 2)

    one_page = _one_page_furniture(pages[0], margins[0] if margins else set()) if len(pages) == 1 else set()
    out = Extracted([])
    for page, lines in enumerate(pages, start=1):
        header = headers[page - 1] if headers and page <= len(headers) else set()
        edges = _edges(lines)
        outer = edges[:1] + edges[-1:]  # where a header stands: above or below all the rest
        drop = {i for i in edges if PAGE_NUMBER.match(lines[i].strip()) or _key(lines[i], page) in one_page
                or repeated(lines[i], page, where[page - 1].get(i))
                or (i in outer and lines[i].strip() in header and said[_loose(lines[i])] >= 2)}
        drop |= _repeated_header(pages[page - 2], lines) if page > 1 else set()
        drop |= {i for i in _beside(drop, where[page - 1]) if lines[i].strip() in header and said[_loose(lines[i])] >= 2}
        for i, line in enumerate(lines):
            if i in drop:
                out.removed.append((page, line.strip()))
            else:
                out.lines.append(line.rstrip())
    while out.lines and not out.lines[-1].strip():
        out.lines.pop()
    return out


def _beside(drop: set[int], places: dict[int, Place]) -> set[int]:
    """The lines at the height of a line in ``drop`` (their places known), not in it.

    >>> sorted(_beside({0}, {0: (20.0, 30.0), 5: (20.5, 30.5), 6: (40.0, 50.0)}))
    [5]
    """
    heights = [place for i in drop if (place := places.get(i)) is not None]
    return {i for i, place in places.items() if i not in drop and place is not None
            and any(_same_place(place, other) for other in heights)}


def _repeated_header(before: list[str], lines: list[str]) -> set[int]:
    """The index of the first line of ``lines`` when it repeats the header row of the table
    that ends the page ``before`` (its last line but page numbers; a table's rows are
    ``| … |`` lines of one block), as a set."""
    last = [line.strip() for line in before if line.strip() and not PAGE_NUMBER.match(line.strip())]
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if not last or first is None or not last[-1].startswith("| "):
        return set()
    end = max(i for i, line in enumerate(before) if line.strip() == last[-1])
    start = end
    while start > 0 and before[start - 1].strip().startswith("| "):
        start -= 1
    return {first} if start < end and lines[first].strip() == before[start].strip() else set()


def _loose(line: str) -> str:
    """A line's words, in lower case and without accents or punctuation: « Chapitre 1 : Les
    mises » and « CHAPITRE 1 – LES MISES » say the same."""
    return " ".join(re.findall(r"\w+", fold(line)))


def _places(lines: list[str], places: list[Place]) -> dict[int, Place]:
    """Each non-blank line's place by its index in ``lines``; none when the places do not
    match the lines one for one (a page read without boxes)."""
    nonblank = [i for i, line in enumerate(lines) if line.strip()]
    return dict(zip(nonblank, places, strict=True)) if len(places) == len(nonblank) else {}


def _same_place(place: Place, other: Place) -> bool:
    """Do two lines stand at the same height of their pages (within ``SAME_PLACE`` of the
    line's height)? Unknown places match. ``_same_place((40.0, 50.0), (42.0, 52.0))`` → True."""
    if place is None or other is None:
        return True
    return abs(place[0] - other[0]) <= SAME_PLACE * (place[1] - place[0])


def _one_page_furniture(lines: list[str], margins: set[str]) -> set[str]:
    """The running header and footer of a one-page document (keys as ``_key`` makes them):
    its edge lines set in its margins, and a line met at both its top and its bottom."""
    nonblank = [i for i, line in enumerate(lines) if line.strip()]
    top = {_key(lines[i], 1) for i in nonblank[:EDGE]}
    bottom = {_key(lines[i], 1) for i in nonblank[-EDGE:]}
    both = top & bottom if len(nonblank) > 2 * EDGE else set()
    return both | {k for k in top | bottom if k in {_key(m, 1) for m in margins}}


def unwrap(lines: list[str]) -> list[str]:
    """Join the lines a PDF wrapped back into their paragraph: a line as wide as the text
    (at least ``FULL`` of the usual width) that does not end a sentence goes on with the
    next line. Without this, a wrapped line that starts with a number (``2 joueurs…``)
    would read as a numbered heading; headings are short lines and stay apart. Such a line
    at the foot of a page or of a column goes on with the next one in lower case over the
    blank lines between them (a rule cut by the page break read as two paragraphs, and a
    word its hyphen split there stayed split). A line ending with a spaced dash goes on
    with the next one, whatever its length (``DANGLING_DASH``). A table of contents' line
    (``Article 3 ........ 4``) and a table's row (``| 5 à 8 | 20 min |``) end their line,
    and count in no width: a contents' leaders made the usual width so wide that the
    text's wrapped lines stayed apart, and a long row took the next row in."""
    widths = sorted(len(line.strip()) for line in lines if line.strip() and not _ends_itself(line.strip()))
    if not widths:
        return lines
    usual = widths[int(len(widths) * 0.9)] if len(widths) > 1 else widths[0]
    # the text's width shown by several lines as wide (a few lines: the widest is « wide »)
    shown = sum(1 for width in widths if width >= FULL * usual) >= WIDTH_SHOWN
    out: list[str] = []
    joining = carried = contents = False
    for i, line in enumerate(lines):
        text = line.strip()
        if not text and ((carried and _continues(lines, i)) or (contents and _contents_follow(lines, i))):
            continue  # a blank line inside a paragraph a page or column break cut
        if joining and text and not PRINTED_BULLET.match(text):  # a bullet starts the next item
            out[-1] = _joined(out[-1], _squashed(text))
        else:
            out.append(_squashed(line.rstrip()))
        if not text:
            carried = joining = contents = False
            continue
        whole = out[-1].strip()
        # a table of contents printed as one paragraph: its entries run on over the lines,
        # one cut anywhere (« … 6 Article 2.2 : » then « Le minimum de joueurs… 9 »); the line
        # goes on until an entry's page number ends it — cut there, each line is a contents'
        # line, whereas « Article 2.2 : » starting a line read as the article's heading
        contents = bool(CONTENTS_ENTRY.search(whole)) and not TOC.match(whole)
        wide = len(text) >= FULL * usual and not _ends_itself(text)
        following = lines[i + 1].strip() if i + 1 < len(lines) else ""
        # a heading in capitals (LibreOffice's and Word's bold headings, in the text's type)
        # ends where the capitals do, however wide; wrapped, it goes on with its capitals
        heading_end = capitals(text) and bool(following) and not capitals(following)
        heading_goes_on = (bool(RULE_LIKE.match(whole)) and capitals(whole) and capitals(following)
                           and not RULE_LIKE.match(following) and not _ends_itself(following))
        # a list's next item starts a line of its own (« …des règles), » then « • Arbitrage… »)
        carried = (wide and not text.removesuffix("~~").endswith(SENTENCE_END) and not heading_end
                   and not ITEM.match(following.removeprefix("~~")) and not next_item(whole, next((n.strip() for n in lines[i + 1:] if n.strip()), "")))
        # a word split at the line's end, struck or not (« sanc‐~~ »): left for the parser
        split = bool(SPLIT_WORD.search(text.removesuffix("~~")))
        joining = (((carried or heading_goes_on or _struck_goes_on(text, wide and shown, lines, i)) and not split) or contents
                   or bool(DANGLING_DASH.search(text) or LEADERS.search(text)))
    return out


_LABEL = re.compile(r"^(?P<label>\d{1,3}|[a-zA-Z]|[ivxlc]{1,6}|[IVXLC]{1,6})[.)]\s")


def next_item(line: str, following: str) -> bool:
    """Does ``following`` open the item after the one ``line`` opens (« a. … team » then
    « b. Attend… », « ii. » then « iii. », « 3) » then « 4) »)? A list's item with no stop
    at its end does not go on with the next item.

    >>> next_item("a. Demonstrate commitment", "b. Attend"), next_item("ii. x", "iii. y"), next_item("a. x", "c. y")
    (True, True, False)
    """
    a, b = _LABEL.match(line), _LABEL.match(following)
    if a is None or b is None:
        return False
    after = label_places(b["label"])
    return any(after.get(kind) == place + 1 for kind, place in label_places(a["label"]).items())


def _struck_goes_on(text: str, wide: bool, lines: list[str], i: int) -> bool:
    """Does a wide line ending struck go on with the next line, struck from its start? A
    struck paragraph whose line happens to end with a sentence is one deleted passage
    (« …l'erreur sera corrigée.~~ » then « ~~Cependant, si… »), not two. ``wide``: as wide
    as the text, whose width ``WIDTH_SHOWN`` lines show (in a few lines, the widest one
    is no wrapped line)."""
    return wide and text.endswith("~~") and i + 1 < len(lines) and lines[i + 1].strip().startswith("~~")


def _contents_follow(lines: list[str], i: int) -> bool:
    """Does the first non-blank line from ``i`` on hold a table of contents' entry?"""
    following = next((line.strip() for line in lines[i:] if line.strip()), "")
    return bool(CONTENTS_ENTRY.search(following))


def _joined(line: str, following: str) -> str:
    """A wrapped line and the next one as one line: struck wording that goes on from one
    to the next is one struck passage. ``_joined("a ~~b~~", "~~c~~ d")`` → ``"a ~~b c~~ d"``."""
    if line.endswith("~~") and following.startswith("~~"):
        return f"{line[:-2]} {following[2:]}"
    if NUMBER_SPLIT.search(line) and following[:1].isalnum():
        return line + following  # « la règle 13- » then « A) »: « 13-A) », one number
    return f"{line} {following}"


def _ends_itself(text: str) -> bool:
    """Is the line one a PDF does not wrap: a table of contents' line or a table's row
    (kb.formats.pdf_page writes a row's cells ``| … | … |``)?"""
    return bool(TOC.match(text)) or (text.startswith("| ") and text.endswith(" |"))


def _squashed(line: str) -> str:
    """The wide spaces of a justified line (kb.formats.pdf_page) one space again."""
    return re.sub(r"(?<=\S) {2,}(?=\S)", " ", line)


def _continues(lines: list[str], i: int) -> bool:
    """Does the first non-blank line from ``i`` on start in lower case (a paragraph going on)?"""
    following = next((line.strip().removeprefix("~~") for line in lines[i:] if line.strip()), "")
    return bool(following) and following[0].islower()


def extract_pdf(data: bytes, filename: str) -> Extracted:
    """A PDF's text lines, page furniture removed (see the module docstring)."""
    if not data.startswith(b"%PDF"):
        raise KBError("ce fichier n'est pas un PDF", path=filename)
    strokes = page_strokes(data, filename)  # the pages counted first: a PDF over the budget is not read
    pages = _pages_pdftotext(data, filename, strokes or [])
    if pages is None:
        pages = [PageText(page) for page in _pages_pypdf(data, filename)]
    if pages and not pages[-1].text.strip():
        pages.pop()  # pdftotext's plain text ends the last page with a form feed too
    extracted = remove_furniture([split_lines(unicodedata.normalize("NFC", page.text)) for page in pages],
                                 [{unicodedata.normalize("NFC", line) for line in page.margins} for page in pages],
                                 [list(page.places) for page in pages],
                                 [{unicodedata.normalize("NFC", line).strip() for line in page.headers} for page in pages])
    extracted.lines = [PRINTED_BULLET.sub("- ", line) for line in unwrap(extracted.lines)]
    extracted.notes = [(n, unicodedata.normalize("NFC", note)) for n, page in enumerate(pages, start=1) for note in page.notes]
    return extracted
