"""The Streamlit app (``app.py``): one module per page, the navigation in ``main``.

Every page takes the opened knowledge base from ``state.knowledge()``; shared rendering
lives in ``components`` (badges, links, labels) and ``examples_view`` (the worked
examples' results). Pages never import ``main`` or each other.

Pages and their URLs (each restores its screen when opened in a new tab):

- ``search`` — Recherche, the home page: ``/?q=bouton+mort&books=tda&in_topic=dead_button``;
  the root URL also dispatches ``?article=``, ``?topic=``, ``?example=`` and ``?situation=``;
- ``article`` — ``/article?article=tda:47``;
- ``compare`` — Comparer: ``/comparer?topic=time_clock``, ``/comparer?a=tda:47&b=redcactus:48``;
- ``examples`` — Exemples et simulateur: ``/exemples?example=…``, ``/exemples?situation=…``;
- ``houserules`` — Règlement maison: ``/reglement-maison``;
- ``books`` — Règlements: ``/reglements?book=ropta``;
- ``glossary`` — Glossaire: ``/glossaire?terme=tapis``;
- ``about`` — À propos: ``/a-propos``.

``server`` starts the app as a real server for the browser tests and the benchmark;
``web`` is the web server ``st.App`` runs (the page sent in French), with ``first_paint``,
the opening of the search page and of an article drawn by the server before Streamlit's
frontend draws the live page.
"""

from functools import cache
from pathlib import Path

from streamlit import config

# The app's name: the browser tab's title, alone on the home page, after the page's own
# subject elsewhere (« TDA 47 · Règlements de poker »)
TITLE = "Règlements de poker"

# The app's pages in the menu's order: (module of kb/ui/, title, icon, address); read by the
# navigation (``main``) and by the server's first paint (``first_paint``, which does not
# import the pages)
MENU = [
    ("search", "Recherche", ":material/search:", "recherche"),
    ("article", "Article", ":material/article:", "article"),
    ("compare", "Comparer", ":material/balance:", "comparer"),
    ("examples", "Exemples et simulateur", ":material/calculate:", "exemples"),
    ("houserules", "Règlement maison", ":material/edit_document:", "reglement-maison"),
    ("books", "Règlements", ":material/menu_book:", "reglements"),
    ("addbook", "Ajouter un règlement", ":material/library_add:", "ajouter"),
    ("editions", "Éditions", ":material/history:", "editions"),
    ("glossary", "Glossaire", ":material/translate:", "glossaire"),
    ("about", "À propos", ":material/info:", "a-propos"),
]


@cache
def stylesheet() -> str:
    """The app's own styles (``assets/app.css``): in the page shell's ``<head>``
    (``web.page_shell``), sent once with the page rather than by every run."""
    return (Path(__file__).parent / "assets" / "app.css").read_text(encoding="utf-8")


def own_shell() -> bool:
    """Whether the pages are sent in the app's page shell (``web.PageShell``: French, the
    first paint, the styles): not under a ``server.baseUrlPath``, where Streamlit's own
    shell is sent and a run brings the styles itself."""
    return not config.get_option("server.baseUrlPath")
