"""The static site exported once per test session (the built-in corpus) and the club's site
with its house rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.corpus import PROJECT_ROOT
from kb.houserules import build_document, check_spec_text
from kb.site import SiteReport, export_site

CLUB_SPEC = PROJECT_ROOT / "kb" / "data" / "house_rules" / "club-hebdo-ropta.toml"


@pytest.fixture(scope="session")
def site_report(kb, tmp_path_factory: pytest.TempPathFactory) -> SiteReport:  # type: ignore[no-untyped-def]
    return export_site(kb, tmp_path_factory.mktemp("site") / "site")


@pytest.fixture(scope="session")
def site(site_report: SiteReport) -> Path:
    return site_report.folder


@pytest.fixture(scope="session")
def club_site(kb, tmp_path_factory: pytest.TempPathFactory) -> Path:  # type: ignore[no-untyped-def]
    spec = check_spec_text(CLUB_SPEC.read_text(encoding="utf-8"), kb.library, kb.parameters, path=str(CLUB_SPEC))
    house = build_document(spec, kb.library, kb.parameters)
    return export_site(kb, tmp_path_factory.mktemp("club") / "site", house=house).folder
