"""A library book's own parameter values: ``parametres.toml`` in the book's folder of the
user library, beside its text — so that a club's book takes its place in ``kb compare``
and the app's comparisons without touching ``kb/data/``.

One table per parameter, named by its id, as ``kb candidates club --accept ID…`` writes
them (or a rules expert by hand)::

    ["time.seconds_after_call"]
    value = 45
    article = "club:3"
    quote = "Un joueur dispose de 45 secondes après l'appel du time."
    note = "proposé par kb candidates — à vérifier"

Read by the build (:func:`merge_library_values`, before every quote is verified): each
entry is checked — a known parameter the data files leave unfilled for this book, a
value of its type, an article of this book, a quote found word for word in it. An entry
at fault (or a file that cannot be read) is left out, not raised: the book still loads and
is searched, and the problem — one French line naming the file, the line and the table —
is kept by the build for the commands and pages that show values, and for ``kb check``.
The built-in ``kb/data`` files stay strict (kb.parameters.load).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from kb.atomic import write_text_atomic
from kb.datafiles.reading import parse_toml, read_utf8
from kb.errors import DataError
from kb.model import BookMeta, Library
from kb.parameters.candidates import Candidate
from kb.parameters.model import BookValue, Parameter
from kb.quotes import find_quote

VALUES_FILE = "parametres.toml"
KEYS = frozenset({"value", "article", "quote", "note"})
ACCEPTED_NOTE = "proposé par kb candidates — à vérifier"
# A table's header line: ``["time.x"]``, ``['time.x']`` or ``[time]`` (a bare dotted key).
_HEADER = re.compile(r"""^\s*\[\s*(?:"(?P<quoted>[^"]*)"|'(?P<single>[^']*)'|(?P<bare>[A-Za-z0-9_.-]+))\s*\]""")
HEADER = ("# Valeurs des paramètres de ce règlement, une table par paramètre (kb candidates "
          "<livre> --accept <paramètre>…, ou à la main).\n")


def values_file(meta: BookMeta) -> Path | None:
    """The values file of a book of the user library (its text's folder); None for a book
    of the built-in corpus (its values are in ``kb/data/parameters/``)."""
    if not meta.file or not Path(meta.file).is_absolute():
        return None
    return Path(meta.file).parent / VALUES_FILE


def read_values(file: Path) -> tuple[str, dict[str, Any]]:
    """The values file's text and its tables; a file that cannot be read raises one French
    DataError naming it (and its line)."""
    text = read_utf8(file)
    return text, parse_toml(text, file)


def _entry_problem(p: Parameter | None, raw: Any, book: str, library: Library) -> str | None:
    """What is wrong with one table of a values file (None when it can be taken)."""
    if p is None:
        return "paramètre inconnu"
    if not isinstance(raw, dict):
        return "une table est attendue (value, article, quote)"
    unknown = sorted(set(raw) - KEYS)
    if unknown:
        return f"champ(s) inconnu(s) : {', '.join(unknown)} (attendus : value, article, quote, note)"
    missing = [k for k in ("value", "article", "quote") if k not in raw]
    if missing:
        return f"champ(s) manquant(s) : {', '.join(missing)}"
    wrong = p.check_value(raw["value"])
    if wrong:
        return f"value : {wrong}"
    article = library.articles.get(raw["article"]) if isinstance(raw["article"], str) else None
    if article is None or article.book != book:
        return f"article : {raw['article']!r} n'est pas un article de {book}"
    if not isinstance(raw["quote"], str) or find_quote(article, raw["quote"]) is None:
        return f"quote : citation introuvable mot pour mot dans {article.id}"
    if not isinstance(raw.get("note", ""), str):
        return "note : du texte est attendu"
    if not p.is_unfilled(book):
        return f"déjà renseigné pour {book} par {p.source}"
    return None


def table_line(text: str, parameter: str) -> int | None:
    """The line of the table ``parameter`` in a values file's text (None if not found).

    >>> table_line('# mes valeurs\\n\\n["time.x"]  # 45 s\\nvalue = 45\\n', "time.x")
    3
    """
    for no, line in enumerate(text.split("\n"), 1):
        m = _HEADER.match(line)
        if not m:
            continue
        quoted = m.group("quoted") if m.group("quoted") is not None else m.group("single")
        # (a bare dotted key, [time.x], is a table « time » holding a table « x »)
        if (quoted if quoted is not None else m.group("bare").split(".")[0]) == parameter:
            return no
    return None


def merge_library_values(params: list[Parameter], library: Library) -> tuple[list[Parameter], dict[str, list[str]]]:
    """``params`` with the values of every current library book's ``parametres.toml``
    filled in, and what could not be taken: book id → one French line per problem, naming
    the file and the line. A club's values file edited by hand must not stop every command: an
    entry at fault is left out (a file that cannot be read, all of it) and said."""
    by_id = {p.id: p for p in params}
    found: dict[str, list[str]] = {}
    for book in library.books.values():
        file = values_file(book.meta)
        if book.meta.edition_of or file is None or not file.is_file():
            continue
        problems = found.setdefault(book.id, [])
        try:
            text, data = read_values(file)
        except DataError as exc:
            problems.append(f"{exc} ; valeurs de {book.id} ignorées")
            continue
        for pid, raw in data.items():
            p = by_id.get(pid)
            problem = _entry_problem(p, raw, book.id, library)
            if problem:
                line = table_line(text, pid)
                where = f"{file}:{line}:" if line else f"{file} :"
                problems.append(f"{where} [{json.dumps(pid, ensure_ascii=False)}] {problem} ; valeur ignorée")
                continue
            assert p is not None
            p.values[book.id] = BookValue(raw["value"], raw["article"], raw["quote"], note=raw.get("note", ""))
            p.silent_notes.pop(book.id, None)
    return params, {book: problems for book, problems in found.items() if problems}


def table_text(parameter: str, comment: str, entry: dict[str, Any]) -> str:
    """One table of a values file, after a blank line (``entry``: value, article, quote,
    note; a JSON scalar or list is a TOML one).

    >>> print(table_text("time.x", "Temps : 45 s", {"value": 45, "article": "club:3", "quote": "45 s"}), end="")
    <BLANKLINE>
    ["time.x"]  # Temps : 45 s
    value = 45
    article = "club:3"
    quote = "45 s"
    """
    lines = [f"\n[{json.dumps(parameter)}]  # {comment}"]
    lines += [f"{key} = {json.dumps(entry[key], ensure_ascii=False)}" for key in ("value", "article", "quote", "note") if key in entry]
    return "\n".join(lines) + "\n"


def accept(meta: BookMeta, accepted: Iterable[Candidate]) -> tuple[Path, list[str]]:
    """Append the ``accepted`` candidates to the book's values file (created if need be,
    its other tables and comments kept); returns the file and the parameters written. A
    parameter the file already has is an error (edit it by hand)."""
    file = values_file(meta)
    if file is None:
        raise DataError(f"{meta.id} est un livre intégré : ses valeurs sont dans kb/data/parameters/")
    with _locked(file.parent):
        return file, _append(file, accepted)


@contextlib.contextmanager
def _locked(folder: Path) -> Iterator[None]:
    """The book's folder locked (``flock`` on the folder itself: a lock file would change
    the library's build key) while its values file is read, appended to and written: two
    ``kb candidates --accept`` at once each read the file, and the last write lost the
    other's values."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # (closing releases the lock)


def _append(file: Path, accepted: Iterable[Candidate]) -> list[str]:
    text, tables = read_values(file) if file.is_file() else (HEADER, {})
    present = set(tables)
    written: list[str] = []
    for c in accepted:
        if c.parameter in present:
            raise DataError(f"{c.parameter} y a déjà une valeur (modifiez-la dans le fichier)", path=str(file))
        table = table_text(c.parameter, f"{c.label} : {c.shown}",
                           {"value": c.value, "article": c.article, "quote": c.sentence, "note": ACCEPTED_NOTE})
        text = text.rstrip("\n") + "\n" + table
        present.add(c.parameter)
        written.append(c.parameter)
    write_text_atomic(file, text)
    return written
