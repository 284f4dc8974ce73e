"""Regenerate the gallery's renderings and derived expectations, then check the gallery.

    /work/main/.venv/bin/python tests/data/gallery/render.py

Originals (the real documents) are never rewritten here; this script derives the
renderings (DOCX, PDF, HTML, TXT), the new editions, and the expected.toml of the
documents whose expectations are mechanical, then runs check_gallery.py.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parents[2] / "corpus"
sys.path.insert(0, str(HERE))

import _clubs  # noqa: E402
import _decret  # noqa: E402
import _numbered  # noqa: E402
import _ropta  # noqa: E402
import _tda  # noqa: E402
import _tda2024  # noqa: E402
import check_gallery  # noqa: E402


def main() -> int:
    _ropta.build(CORPUS, HERE)
    _tda.build(CORPUS, HERE)
    _decret.build(HERE)
    _numbered.build(HERE)
    _tda2024.build(HERE)
    _clubs.build(HERE)
    _clubs.build_usau(HERE)
    _clubs.build_statuts(HERE)
    _clubs.build_tennis(HERE)
    _clubs.build_loi_2010(HERE)
    return check_gallery.run(HERE)


if __name__ == "__main__":
    sys.exit(main())
