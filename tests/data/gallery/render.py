"""Regenerate the gallery's renderings and derived expectations, then check the gallery.

    /work/main/.venv/bin/python tests/data/gallery/render.py           # every builder
    /work/main/.venv/bin/python tests/data/gallery/render.py blind2    # only the named ones

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

import _blind2  # noqa: E402
import _blind3  # noqa: E402
import _blind4  # noqa: E402
import _blind5  # noqa: E402
import _blind6  # noqa: E402
import _blind7  # noqa: E402
import _blind8  # noqa: E402
import _blind9  # noqa: E402
import _blind10  # noqa: E402
import _blind11  # noqa: E402
import _blind12  # noqa: E402
import _blind13  # noqa: E402
import _clubs  # noqa: E402
import _decret  # noqa: E402
import _numbered  # noqa: E402
import _ropta  # noqa: E402
import _tda  # noqa: E402
import _tda2024  # noqa: E402
import check_gallery  # noqa: E402

BUILDERS = {
    "ropta": lambda: _ropta.build(CORPUS, HERE),
    "tda": lambda: _tda.build(CORPUS, HERE),
    "decret": lambda: _decret.build(HERE),
    "numbered": lambda: _numbered.build(HERE),
    "tda2024": lambda: _tda2024.build(HERE),
    "clubs": lambda: _clubs.build(HERE),
    "usau": lambda: _clubs.build_usau(HERE),
    "statuts": lambda: _clubs.build_statuts(HERE),
    "tennis": lambda: _clubs.build_tennis(HERE),
    "loi2010": lambda: _clubs.build_loi_2010(HERE),
    "blind2": lambda: _blind2.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind3": lambda: _blind3.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind4": lambda: _blind4.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind5": lambda: _blind5.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind6": lambda: _blind6.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind7": lambda: _blind7.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind8": lambda: _blind8.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind9": lambda: _blind9.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind10": lambda: _blind10.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind11": lambda: _blind11.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind12": lambda: _blind12.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
    "blind13": lambda: _blind13.build(HERE),  # WeasyPrint and python-docx only, no LibreOffice
}


def main(names: list[str]) -> int:
    """Run the named builders (all of them when none is named), then check the gallery."""
    unknown = [n for n in names if n not in BUILDERS]
    if unknown:
        print(f"unknown builder(s): {', '.join(unknown)}; known: {', '.join(BUILDERS)}")
        return 2
    for name in names or list(BUILDERS):
        BUILDERS[name]()
    return check_gallery.run(HERE)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
