"""Checks over an exported site: its internal links, the service worker's file lists."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class _Links(HTMLParser):
    """The links (href / src) and the ids of one page."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if value is None:
                continue
            if name in ("href", "src") or (tag == "form" and name == "action"):
                self.links.append(value)
            elif name == "id":
                self.ids.add(value)


def page_links(path: Path) -> _Links:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def resolve(site: Path, page: Path, link: str) -> tuple[Path, str] | None:
    """The file an internal link leads to and its fragment; None for an external link."""
    parts = urlsplit(link)
    if parts.scheme or parts.netloc:
        return None
    if not parts.path:
        return page, unquote(parts.fragment)
    target = (page.parent / unquote(parts.path)).resolve()
    if link.split("#")[0].split("?")[0].endswith("/") or target.is_dir():
        target = target / "index.html"
    return target, unquote(parts.fragment)


def broken_links(site: Path) -> list[str]:
    """Every internal link of every page that leads nowhere: a missing file, a path out of
    the site, or a fragment naming no id of its page."""
    site = site.resolve()
    ids: dict[Path, set[str]] = {}
    problems: list[str] = []
    pages = sorted(site.rglob("*.html"))
    parsed = {p: page_links(p) for p in pages}
    for p, links in parsed.items():
        ids[p] = links.ids
    for p, links in parsed.items():
        for link in links.links:
            found = resolve(site, p, link)
            if found is None:
                continue
            target, fragment = found
            where = f"{p.relative_to(site)} → {link}"
            if site not in target.parents or not target.is_file():
                problems.append(f"{where}: no such file")
            elif fragment and target in ids and fragment not in ids[target]:
                problems.append(f"{where}: no id {fragment!r}")
    return problems


def service_worker_lists(site: Path) -> tuple[list[str], list[str]]:
    """The URLs the service worker caches when it installs (CORE) and right after (REST)."""
    text = (site / "sw.js").read_text(encoding="utf-8")
    lists = []
    for name in ("CORE", "REST"):
        m = re.search(rf"var {name} = (\[.*?\]);", text)
        assert m, f"sw.js has no {name} list"
        lists.append(json.loads(m.group(1)))
    return lists[0], lists[1]
