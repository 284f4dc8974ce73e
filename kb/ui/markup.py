"""A user-supplied string made safe to show in a Streamlit message, which renders Markdown.

Every string a visitor or a user can choose (URL parameters, uploaded files, form fields,
a folder's name in the user library) goes through :func:`text` before it is interpolated
in a message: ``[x](http://…)`` would otherwise become a live link and ``![p](http://…)``
an image fetched from another site. Kept apart from :mod:`kb.ui.components` so that
:mod:`kb.ui.state`, which that module imports, can use it too.
"""

from __future__ import annotations

import re

# Longest user-supplied string quoted in a message (a 5 000-character URL value is cut).
QUOTE_LIMIT = 120
# ASCII punctuation means something to Markdown, HTML or Streamlit's own directives
# (``:red[…]``, ``$…$``): each becomes a character reference, which a Markdown parser shows
# as the character itself, never as markup.
_MARKUP = re.compile(r"[!-/:-@\\[-`{-~]")
# The GFM autolinks (``http://…``, ``www.…``, ``a@b.c``) are found in the text once the
# references are decoded: an invisible word joiner before ``:``, ``.`` and ``@`` breaks them.
_AUTOLINK = re.compile(r"&#(58|46|64);")
WORD_JOINER = "\u2060"


def text(value: object, limit: int = QUOTE_LIMIT) -> str:
    r"""A user-supplied string made safe to interpolate in a Markdown message: control
    characters dropped, cut at ``limit`` characters, punctuation as character references.

    >>> text("[x](http://a.b)")
    '&#91;x&#93;&#40;http\u2060&#58;&#47;&#47;a\u2060&#46;b&#41;'
    >>> text("Valérie\x00 2")
    'Valérie 2'
    """
    s = "".join(ch for ch in str(value) if ch.isprintable())
    if len(s) > limit:
        s = s[:limit] + "…"
    escaped = _MARKUP.sub(lambda m: f"&#{ord(m.group(0))};", s)
    return _AUTOLINK.sub(lambda m: WORD_JOINER + m.group(0), escaped)
