"""The gallery of real documents imported as a new user would (see benchmarks/gallery.py):
articles found, phrases placed, struck passages kept apart, floor questions, edition diffs —
per rendering and in aggregate, the first measurement beside the current one."""

from __future__ import annotations

import json

from benchmarks.gallery import FIRST, measure, report


def run() -> None:
    first = json.loads(FIRST.read_text(encoding="utf-8")) if FIRST.is_file() else None
    report(measure(), first)
