"""The search index of the static site, built by Pagefind (PyPI ``pagefind[extended]``,
which ships the binary: ``pagefind_bin_extended``).

Pagefind reads the written pages: only the ``data-pagefind-body`` parts (the articles) are
indexed, in French (``<html lang="fr">``: French stemming), with the filters ``livre`` and
``thème`` and the title from ``data-pagefind-meta``. Its bundle goes to ``pagefind/``,
then its filter files are rewritten in a fixed order (:func:`make_deterministic`).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import subprocess
from pathlib import Path
from typing import Any

from kb.errors import KBError
from kb.site import cbor

BUNDLE_DIR = "pagefind"
SIGNATURE = b"pagefind_dcd"


def index_site(site: Path, parents: list[str]) -> None:
    """Write ``site/pagefind/`` (the index, its fragments and Pagefind's scripts), reading
    only the pages one level under the folders ``parents`` (``["club/", "ropta/"]``: where
    the indexed pages are; the others have nothing to index). No folder: every page."""
    only = ["--glob", "{" + ",".join(f.rstrip("/") for f in parents) + "}/*/index.html"] if parents else []
    try:
        # the binary itself: ``python -m pagefind`` starts an interpreter only to exec it
        from pagefind_bin_extended import get_executable

        cmd = [str(get_executable()), "--site", str(site), *only, "--output-subdir", BUNDLE_DIR, "--silent"]
        done = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=600)
    except (ImportError, OSError, subprocess.TimeoutExpired) as exc:
        raise KBError(f"indexation Pagefind impossible : {exc} (installer pagefind[extended] : pip install -e .)") from None
    if done.returncode != 0 or not (site / BUNDLE_DIR / "pagefind.js").exists():
        detail = (done.stderr or done.stdout).strip().splitlines()
        raise KBError("indexation Pagefind en échec : " + (detail[-1] if detail else f"code {done.returncode}")
                      + " (installer pagefind[extended] : pip install -e .)")
    try:
        make_deterministic(site / BUNDLE_DIR)
    except (OSError, ValueError, KeyError, IndexError, TypeError) as exc:
        raise KBError(f"sortie de Pagefind non reconnue ({type(exc).__name__}: {exc})") from None


def _read_dcd(path: Path) -> Any:
    data = gzip.decompress(path.read_bytes())
    if not data.startswith(SIGNATURE):
        raise ValueError(f"{path.name}: not a Pagefind data file")
    return cbor.decode(data[len(SIGNATURE):])


def _write_dcd(folder: Path, prefix: str, suffix: str, value: Any, digits: int) -> str:
    """Write ``value`` as a Pagefind data file named after its content; return its hash."""
    data = SIGNATURE + cbor.encode(value)
    name = f"{prefix}{hashlib.sha256(data).hexdigest()[:digits]}"
    (folder / f"{name}{suffix}").write_bytes(gzip.compress(data, mtime=0))
    return name


def make_deterministic(bundle: Path) -> None:
    """Pagefind writes its filter files in a random order (a Rust hash map), so two runs on
    the same pages differ. Sort each filter's values, name the files after their content
    and point the language's metadata file, and the entry file, at them."""
    entry_path = bundle / "pagefind-entry.json"
    entry = json.loads(entry_path.read_text(encoding="utf-8"))
    for lang, info in entry["languages"].items():
        meta_path = bundle / f"pagefind.{info['hash']}.pf_meta"
        meta = _read_dcd(meta_path)
        filters: list[list[str]] = meta[3]
        for pair in filters:
            old = bundle / "filter" / f"{pair[1]}.pf_filter"
            name, values = _read_dcd(old)
            old.unlink()
            pair[1] = _write_dcd(bundle / "filter", f"{lang}_", ".pf_filter", [name, sorted(values)], 7)
        filters.sort()
        meta_path.unlink()
        info["hash"] = _write_dcd(bundle, f"pagefind.{lang}_", ".pf_meta", meta, 10).removeprefix("pagefind.")
    entry_path.write_text(json.dumps(entry, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
