"""The project's TOML data files (manifest, parameters, topics, glossary, examples,
house-rules specs, lemma fixes): read one way, checked one way.

- ``read_toml`` / ``parse_toml``: read a file, a syntax error names the file and the line;
"""

from __future__ import annotations

from kb.datafiles.reading import parse_toml, read_toml, toml_error_line

__all__ = ["parse_toml", "read_toml", "toml_error_line"]
