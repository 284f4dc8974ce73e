"""The CLI's commands, one module each (see kb.cli); what several of them read the same
way lives here."""

from __future__ import annotations

import json
import sys
from typing import Any

from kb.errors import KBError
from kb.model import Library


def article_id(library: Library, raw: str) -> str:
    """The article an id typed on the command line names, read the same way by every
    command: as written, else in lower case with a space for the colon (« TDA 47 ») and
    compatibility characters folded (a full-width « ： » from a phone's keyboard).

    Unknown: a KBError with the id as typed."""
    found = library.find(raw)
    if found is not None:
        return found
    raise KBError(f"article inconnu {raw!r} (les identifiants ressemblent à ropta:9.6, tda:47, aix:les-blinds)")


def print_json(data: Any, **options: Any) -> None:
    """``data`` as indented JSON on stdout (accents kept), then a newline."""
    json.dump(data, sys.stdout, ensure_ascii=False, indent=1, **options)
    print()
