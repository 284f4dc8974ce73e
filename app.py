"""Streamlit entry point: `streamlit run app.py` (or `make app`). The pages live in kb/ui/.

Streamlit reads this file twice. The server imports it first, outside any visitor's run:
it finds ``app``, an ``st.App`` with the app's web server (``kb.ui.web``: the page sent in
French, the first page prepared at start). Then each visitor's run executes it as the
app's script: the navigation and its pages (``kb.ui.main``). Streamlit's test harness
(``AppTest.from_file("app.py")``) runs the script part only.
"""

import streamlit as st

from kb.ui.streamlit_internals import in_a_run, skip_component_scan

if not in_a_run():
    from kb.ui.web import MIDDLEWARE, lifespan

    skip_component_scan()
    app = st.App(__file__, middleware=MIDDLEWARE, lifespan=lifespan)
else:
    from kb.ui.main import run

    run()
