"""Offline reading: the web-app manifest and the service worker's list of files.

The service worker (``assets/sw.js``) is written last, once every page and the Pagefind
bundle are on disk: it lists them all, the core (home, search page, assets, Pagefind's
scripts, its entry file and language metadata) to cache when it installs, the rest right
after. Its cache name is a hash of the site's content, so the same site gives the same
bytes and a changed site replaces the phones' old copy.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from kb.site.layout import THEME_COLOR

ASSETS = Path(__file__).with_name("assets")
SW_FILE = "sw.js"
MANIFEST_FILE = "manifest.webmanifest"
# Pagefind files every search needs, whatever the query (the index and fragment files are
# fetched per word and per result: they come in the second wave).
_PAGEFIND_CORE = ("pagefind/pagefind-ui.js", "pagefind/pagefind-ui.css", "pagefind/pagefind.js",
                  "pagefind/pagefind-entry.json")


def manifest(name: str) -> bytes:
    """The web-app manifest (installable site, opened full screen from the home screen)."""
    data = {
        "name": name,
        "short_name": "Règlements",
        "lang": "fr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME_COLOR,
        "icons": [{"src": "assets/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }
    return (json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n").encode("utf-8")


def _url(path: str) -> str:
    """A file's URL relative to the service worker: ``ropta/9.6/index.html`` → ``./ropta/9.6/``."""
    return "./" + (path[: -len("index.html")] if path.endswith("index.html") else path)


def is_core(path: str) -> bool:
    if path.startswith("pagefind/"):
        return path in _PAGEFIND_CORE or path.endswith((".pf_meta", ".pagefind")) or "/filter/" in path
    return path in ("index.html", "recherche/index.html", MANIFEST_FILE) or path.startswith("assets/")


def service_worker(site: Path) -> bytes:
    """``sw.js`` for the site in ``site`` (every file already written but this one)."""
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file() and not p.name.startswith("."))
    files = [f for f in files if f != SW_FILE]
    digest = hashlib.sha256()
    for f in files:
        digest.update(f.encode("utf-8") + b"\0" + (site / f).read_bytes() + b"\0")
    core = [_url(f) for f in files if is_core(f)]
    rest = [_url(f) for f in files if not is_core(f)]
    template = (ASSETS / SW_FILE).read_text(encoding="utf-8")
    text = (template.replace("__CACHE__", "kb-site-" + digest.hexdigest()[:16])
            .replace("__CORE__", json.dumps(core, ensure_ascii=False))
            .replace("__REST__", json.dumps(rest, ensure_ascii=False)))
    return text.encode("utf-8")
