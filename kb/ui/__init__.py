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
``web`` is the web server ``st.App`` runs (the page sent in French).
"""

# The app's name: the browser tab's title, alone on the home page, after the page's own
# subject elsewhere (« TDA 47 · Règlements de poker »)
TITLE = "Règlements de poker"
