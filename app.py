"""Streamlit entry point: `streamlit run app.py` (or `make app`). The pages live in kb/ui/."""

from kb.ui.main import run

run()
