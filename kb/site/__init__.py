"""The knowledge base as a static website (``kb export site OUT/``): HTML, CSS and a little
JavaScript that any web host serves, searchable in the browser and readable offline.

- :mod:`.context` — what the site shows, read once from the opened knowledge base;
- :mod:`.urls` — where each page lives (``ropta/9.6/``) and relative links;
- :mod:`.layout` — the frame every page shares;
- :mod:`.articles`, :mod:`.themes`, :mod:`.comparison`, :mod:`.home`, :mod:`.house` — the
  pages by kind (books and articles, topics, parameters, home / search / glossary, the
  club's house rules);
- :mod:`.pagefind` — the search index; :mod:`.offline` — manifest and service worker;
- :mod:`.export` — the writer (temporary folder, then swapped in).
"""

from __future__ import annotations

from kb.site.export import SiteReport, export_site

__all__ = ["SiteReport", "export_site"]
