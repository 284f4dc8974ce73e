"""Back returns to where the reader was in a list: the list's scroll position is kept per
address in the tab's ``sessionStorage`` and given back when the same address is shown again.

Streamlit scrolls its main block (``.stMain``), not the window, and draws a page again on
Back, so the browser's own scroll restoration finds a page at the top. The position is saved
when the reader follows a link (capture phase: before the page changes) and when the tab is
hidden, never from scroll events alone (the switch to the next page scrolls to the top first
and would overwrite it). It is given back once the list is drawn: the script runs when its
element mounts, which is after the elements above it.
"""

from __future__ import annotations

import streamlit as st

_SCRIPT = """
<script>
(() => {
  const main = () => document.querySelector('.stMain');
  const key = () => 'kb-scroll:' + location.pathname + location.search;
  if (!window.__kbScrollKept) {
    window.__kbScrollKept = true;
    const save = () => { const m = main(); if (m) sessionStorage.setItem(key(), String(m.scrollTop)); };
    document.addEventListener('click', (e) => { if (e.target.closest && e.target.closest('a')) save(); }, true);
    document.addEventListener('visibilitychange', () => { if (document.hidden) save(); });
    window.addEventListener('pagehide', save);
  }
  const y = Number(sessionStorage.getItem(key()) || 0);
  const m = main();
  if (!m || !y) return;
  let tries = 0;
  const restore = () => {  // the list may still be growing: try until it is tall enough
    m.scrollTop = y;
    if (Math.abs(m.scrollTop - y) > 2 && ++tries < 20) setTimeout(restore, 100);
  };
  requestAnimationFrame(restore);
})();
</script>
"""


def keep_scroll() -> None:
    """Put at the end of a list page: its scroll position survives a visit to a link and Back."""
    st.html(_SCRIPT, unsafe_allow_javascript=True)
