"""What the house-rules builder says about a spec in the director's words: where a problem
is (the form's field, not the spec's key), the downloads' file names, and the policy of
the preview's iframe.
"""

from __future__ import annotations

import re

from kb.datafiles import place_key
from kb.parameters import Parameter
from kb.text import fold

EVENT_FIELDS = {"name": "Nom de l'événement", "organiser": "Organisateur", "date": "Date", "location": "Lieu", "contact": "Contact"}
LISTS = {"adopt": "Article adopté", "remove": "Article supprimé", "add": "Article ajouté"}


def place_label(place: str, by_id: dict[str, Parameter]) -> str:
    """Where a problem is, as the form says it: ``event.name`` → "Nom de l'événement",
    ``set."time.x"`` → the parameter's label, ``adopt[0]`` → "Article adopté n° 1"."""
    head, _, rest = place.partition(".")
    if not place:
        return "Fichier"
    if head == "base":
        return "Règlement de base"
    if head == "event":
        return EVENT_FIELDS.get(rest, "Événement")
    if head == "set":
        for pid, p in by_id.items():
            if rest == place_key(pid) or rest.startswith(place_key(pid) + "."):
                return p.label
        return "Valeur modifiée"
    m = re.match(r"(adopt|remove|add)\[(\d+)\]", place)
    if m:
        return f"{LISTS[m.group(1)]} n° {int(m.group(2)) + 1}"
    return "Options du document" if head == "options" else "Spécification"


def download_name(event: str, date: str, extension: str) -> str:
    """The file name of a download, after the event and its date, when given:
    ``("Open du Printemps", "2026-04-12", "pdf")`` → ``"open-du-printemps-2026-04-12.pdf"``,
    ``("Open du Printemps", "", "pdf")`` → ``"open-du-printemps.pdf"``, ``("", "", "md")`` →
    ``"reglement-maison.md"``."""
    slug = "-".join(re.findall(r"[a-z0-9]+", fold(f"{event} {date}")))[:80].strip("-")
    return f"{slug or 'reglement-maison'}.{extension}"


# The preview runs in an iframe: it may load nothing from another site (an uploaded spec's
# added article could hold a Markdown image pointing anywhere).
PREVIEW_POLICY = (
    '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
    "style-src 'unsafe-inline'; img-src data:; font-src data:\">"
)

_REMOTE_ATTR = re.compile(r"""\b(src|srcset|poster|data)\s*=\s*("|')\s*(?:[a-z][a-z0-9+.-]*:)?//[^"']*\2""", re.I)
_REMOTE_LINK = re.compile(r"""(<link\b[^>]*?\bhref\s*=\s*)("|')\s*(?:[a-z][a-z0-9+.-]*:)?//[^"']*\2""", re.I)
_REMOTE_CSS = re.compile(r"""url\(\s*["']?\s*(?:[a-z][a-z0-9+.-]*:)?//[^)]*\)""", re.I)


def offline_html(document: str) -> str:
    """The preview's HTML with nothing to fetch from another site: remote ``src``,
    stylesheet links and CSS ``url()`` become empty ``data:`` URLs (the Content-Security-
    Policy alone does not stop Chromium's preload scanner from asking), and the policy is
    put first in ``<head>``.

    >>> offline_html('<head></head><img alt="p" src="http://127.0.0.1:9/p.png">').endswith('src="data:,">')
    True
    """
    document = _REMOTE_ATTR.sub(r"\1=\2data:,\2", document)
    document = _REMOTE_LINK.sub(r"\1\2data:,\2", document)
    document = _REMOTE_CSS.sub("url(data:,)", document)
    head = document.find("<head>")
    at = head + len("<head>") if head >= 0 else 0
    return document[:at] + PREVIEW_POLICY + document[at:]
