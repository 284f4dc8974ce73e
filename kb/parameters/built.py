"""The parameters of a built knowledge base: ``parameters.json``, written by the build
once every quote is verified, and read back as it is (no TOML, no second verification)."""

from __future__ import annotations

import json
from pathlib import Path

from kb.errors import DataError
from kb.model import Library
from kb.parameters.library_values import merge_library_values
from kb.parameters.load import load_parameters
from kb.parameters.model import Parameter
from kb.parameters.verify import verify_quotes

PARAMETERS_FILE = "parameters.json"
# What the build left out of the user library's values files (kb.parameters.library_values):
# one French line each, said by the commands and pages that show values, and by kb check.
VALUE_WARNINGS_FILE = "value_warnings.json"


def write_built(params: list[Parameter], path: Path) -> None:
    """Write ``params`` as JSON; :func:`load_built` reads them back equal."""
    data = [p.to_dict() for p in params]
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


def load_built(path: Path) -> list[Parameter]:
    """The verified parameters of a build: ``path`` is the ``parameters.json`` file (or
    the build folder holding it). A file that is not a list of parameters raises
    DataError (or the JSON/OS error of a damaged file)."""
    file = path / PARAMETERS_FILE if path.is_dir() else path
    data = json.loads(file.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise DataError("not a list of parameters", path=str(file))
    return [Parameter.from_dict(d) for d in data]


def load_value_warnings(path: Path) -> dict[str, list[str]]:
    """Book id → the lines of ``value_warnings.json`` (a file that is not that raises
    DataError, or the JSON/OS error of a damaged file)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not all(isinstance(w, list) and all(isinstance(x, str) for x in w) for w in data.values()):
        raise DataError("not a table of warnings", path=str(path))
    return data


def build_step(library: Library, out_dir: Path) -> None:
    """Build step: load and check the parameters for the books of ``library``, verify
    every quote against them (the build stops with a DataError on the first bad file or
    citation), and write ``out_dir/parameters.json``. Only the current edition of each book
    has values (an older one, ``ropta@2024-09``, is where « à revoir » quotes are found); a
    book of the user library may have its own (``parametres.toml``, kb.parameters.library_values):
    what it cannot take is left out and written to ``out_dir/value_warnings.json``."""
    current = [bid for bid, book in library.books.items() if not book.meta.edition_of]
    merged, warnings = merge_library_values(load_parameters(books=current), library)
    write_built(verify_quotes(merged, library), out_dir / PARAMETERS_FILE)
    (out_dir / VALUE_WARNINGS_FILE).write_text(json.dumps(warnings, ensure_ascii=False), encoding="utf-8")
