"""A book's wording (Markdown with a little raw HTML) rendered to HTML that cannot run.

The five books carry a few bare tags (RedCactus: ``<b>``, ``<i>``, ``<br>``, ``<sup>``);
an imported book may carry anything (``<script>``, ``<img onerror=…>``). Raw HTML is kept
only as tags without attributes from a short list of text and table tags; every other tag
is shown as text. Markdown links already refuse ``javascript:`` (markdown-it-py's
``validateLink``). An image (« ![logo](https://…) ») is a link to it, never fetched: a
page read at the table, or offline, does not call another site.

>>> render_book_markdown("Un <b>tapis</b> <img src=x onerror=alert(1)>")
'<p>Un <b>tapis</b> &lt;img src=x onerror=alert(1)&gt;</p>\\n'
"""

from __future__ import annotations

import re
from html import escape
from typing import Any

from markdown_it import MarkdownIt

# Tags that only shape text or tables: harmless without attributes.
ALLOWED_TAGS = frozenset(
    "b i em strong u s del ins sup sub small br p span code pre blockquote ul ol li hr "
    "table caption thead tbody tfoot tr th td".split()
)
_TAG = re.compile(r"<[^<>]*>")
# A Markdown image's opening, « ![alt] » before its « (url) » or « [reference] »
_IMAGE = re.compile(r"!\[([^\[\]]*)\](?=\s?[(\[])")
_BARE_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)\s*/?>")


def clean_html(raw: str) -> str:
    """Raw HTML with only bare tags of :data:`ALLOWED_TAGS` kept, the rest shown as text.

    >>> clean_html('<B>x</B><br/><script>alert(1)</script>')
    '<b>x</b><br>&lt;script&gt;alert(1)&lt;/script&gt;'
    >>> clean_html('<a href="javascript:alert(1)">x</a> < 3')
    '&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt; &lt; 3'
    """
    out: list[str] = []
    end = 0
    for m in _TAG.finditer(raw):
        out.append(_text(raw[end : m.start()]))
        bare = _BARE_TAG.fullmatch(m.group())
        if bare and bare.group(2).lower() in ALLOWED_TAGS:
            out.append(f"<{bare.group(1)}{bare.group(2).lower()}>")
        else:
            out.append(escape(m.group()))
        end = m.end()
    out.append(_text(raw[end:]))
    return "".join(out)


def allowed_tag_at(text: str, pos: int) -> bool:
    """Whether a bare tag of :data:`ALLOWED_TAGS` starts at ``text[pos]``.

    >>> allowed_tag_at("a <sup>e</sup>", 2), allowed_tag_at("<img src=x>", 0)
    (True, False)
    """
    m = _BARE_TAG.match(text, pos)
    return m is not None and m.group(2).lower() in ALLOWED_TAGS


def _text(text: str) -> str:
    # Entities (« &amp; », « &nbsp; ») stay as the book wrote them; a lone « < » or « > »
    # could open a tag with what follows.
    return text.replace("<", "&lt;").replace(">", "&gt;")


def _html_rule(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    return clean_html(tokens[idx].content)


def _image_rule(self: Any, tokens: Any, idx: int, options: Any, env: Any) -> str:
    token = tokens[idx]
    alt = self.renderInlineAsText(token.children or [], options, env)
    return f'<a href="{escape(str(token.attrGet("src") or ""))}">{escape(image_label(alt))}</a>'


def image_label(alt: str) -> str:
    """What an image of a book's wording is shown as: a link named after it."""
    return f"Image : {alt}" if alt.strip() else "Image"


def book_markdown() -> MarkdownIt:
    """The Markdown parser of book wording: CommonMark, tables, strikethrough, raw HTML
    cleaned by :func:`clean_html`, images as links (:func:`image_label`)."""
    md = MarkdownIt("commonmark", {"html": True}).enable(["strikethrough", "table"])
    md.add_render_rule("html_inline", _html_rule)
    md.add_render_rule("html_block", _html_rule)
    md.add_render_rule("image", _image_rule)
    return md


_MD = book_markdown()


def user_markdown() -> MarkdownIt:
    """The Markdown parser of a director's own text (a house rule's added article): as
    :func:`book_markdown`, but raw HTML shown as text, never kept; an image is a link to
    it, never fetched (a page would load it from anywhere when opened)."""
    md = MarkdownIt("commonmark", {"html": False}).enable(["strikethrough", "table"])
    md.add_render_rule("image", _image_rule)
    return md


_MD_USER = user_markdown()


def render_book_markdown(text: str) -> str:
    """Book wording → HTML (see the module's example)."""
    return _MD.render(text)


def render_user_markdown(text: str) -> str:
    """A director's own text → HTML: no raw HTML, images as links.

    >>> render_user_markdown('![logo](https://x.y/l.png) <b>a</b>')
    '<p><a href="https://x.y/l.png">Image : logo</a> &lt;b&gt;a&lt;/b&gt;</p>\\n'
    """
    return _MD_USER.render(text)


def clean_markdown(text: str, keep: tuple[str, ...] = ()) -> str:
    """Book wording kept as Markdown, its raw HTML made harmless for a renderer that lets
    HTML through (the app's ``st.markdown(…, unsafe_allow_html=True)``): a « < » that does
    not open a bare tag of :data:`ALLOWED_TAGS`, or one of the ``keep`` strings (the app's
    own highlights), is written « &lt; » — shown, never parsed; an image is a link to it.

    >>> clean_markdown('Un <b>tapis</b> <img src=x onerror=alert(1)> > 3')
    'Un <b>tapis</b> &lt;img src=x onerror=alert(1)> > 3'
    >>> clean_markdown('Le logo ![du club](https://x.y/l.png).')
    'Le logo [Image : du club](https://x.y/l.png).'
    """
    text = _IMAGE.sub(lambda m: f"[{image_label(m.group(1))}]", text)
    out: list[str] = []
    end = 0
    for m in re.finditer("<", text):
        pos = m.start()
        if allowed_tag_at(text, pos) or any(text.startswith(k, pos) for k in keep):
            continue
        out.append(text[end:pos] + "&lt;")
        end = pos + 1
    out.append(text[end:])
    return "".join(out)
