"""No broken internal link in the exported site, and every file the service worker
caches exists (a phone offline would otherwise miss it)."""

from __future__ import annotations

import json
from pathlib import Path

from sitecheck import broken_links, service_worker_lists


def test_no_broken_internal_link(site: Path) -> None:
    assert broken_links(site) == []


def test_no_broken_internal_link_in_the_club_site(club_site: Path) -> None:
    assert broken_links(club_site) == []


def test_the_link_checker_finds_a_broken_link(site: Path, tmp_path: Path) -> None:
    page = tmp_path / "index.html"
    page.write_text('<a href="ropta/99.99/">x</a><a href="#nowhere">y</a><a href="https://example.org/">z</a>')
    assert len(broken_links(tmp_path)) == 2


def test_the_service_worker_caches_every_file_once(site: Path) -> None:
    core, rest = service_worker_lists(site)
    urls = core + rest
    assert len(urls) == len(set(urls))
    for url in urls:
        path = site / url.removeprefix("./")
        assert (path / "index.html" if url.endswith("/") else path).is_file(), url
    files = {p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file() and not p.name.startswith(".")}
    cached = {u.removeprefix("./") + ("index.html" if u.endswith("/") else "") for u in urls}
    assert files - cached == {"sw.js"}


def test_the_search_index_is_cached_when_the_worker_installs(site: Path) -> None:
    core, _ = service_worker_lists(site)
    for needed in ("./", "./recherche/", "./pagefind/pagefind-ui.js", "./pagefind/pagefind-entry.json",
                   "./assets/vocabulaire.json", "./assets/site.js"):
        assert needed in core
    entry = json.loads((site / "pagefind" / "pagefind-entry.json").read_text(encoding="utf-8"))
    assert f"./pagefind/pagefind.{entry['languages']['fr']['hash']}.pf_meta" in core


def test_the_manifest_names_existing_files(site: Path) -> None:
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["lang"] == "fr" and manifest["start_url"] == "./"
    for icon in manifest["icons"]:
        assert (site / icon["src"]).is_file()
