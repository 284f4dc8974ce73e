"""A list's labels by their place, not their style: Markdown says nothing of an inner list's
style (the Markdown reader prints « a. », « b. » under numbers, a web page's nested ``<ol>``
prints « 1. », « 2. », a Word list prints what its level says), so two renderings of the same
list tell the same wording when their items are the first, the second… of their list.

>>> list_ordinals("Sanctions :\\na. Avertissement.\\nb. Défaite.\\n\\n(voir a.)")
'Sanctions :\\n1. Avertissement.\\n2. Défaite.\\n\\n(voir a.)'
>>> list_ordinals("  i) un\\n  ii) deux\\n  iii) trois")
'  1) un\\n  2) deux\\n  3) trois'

A lone letter at a line's start (a line cut before « e) », a name's initial) is no list's
item: only runs of two items and more from « a » or « i » on, one after the other, count; an
item may stand after a space, where a PDF's reading ran it into the line above.

>>> list_ordinals("a. un\\nb. deux, voir 4.3.a c. trois\\nd. quatre")
'1. un\\n2. deux, voir 4.3.a 3. trois\\n4. quatre'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from kb.formats.markup import label_places

# a label: a letter or a Roman number, at a line's start (a Markdown quote's marks before it)
# or after a space (an item a PDF's reading ran into the line above: « …4.3.a c. intending »)
_LABEL = re.compile(r"(?:(?P<start>^[ \t]*(?:>[ \t]*)*)|(?<=[ \t]))(?P<label>[a-zA-Z]|[ivxIVX]{2,5})(?=[.)][ \t])",
                    re.MULTILINE)


def list_ordinals(text: str) -> str:
    """The text with each list labelled by letters or Roman numbers (two items at least, from
    the first on, in order) labelled by decimal numbers. A list may hold another: its next
    item comes after the inner list's last (« iv. … : » then « a. » … « d. » then « v. »).

    >>> list_ordinals("iii. x :\\na. un\\nb. deux\\niv. y")
    'iii. x :\\n1. un\\n2. deux\\niv. y'
    >>> list_ordinals("i. x :\\na. un\\nb. deux\\nii. y")
    '1. x :\\n1. un\\n2. deux\\n2. y'
    """
    runs: list[list[tuple[re.Match[str], int]]] = []
    open_runs: list[tuple[str, list[tuple[re.Match[str], int]]]] = []  # (kind, items), the innermost last
    for m in _LABEL.finditer(text):
        kinds = label_places(m.group("label"))
        outer = next((k for k in range(len(open_runs) - 1, -1, -1)
                      if kinds.get(open_runs[k][0]) == open_runs[k][1][-1][1] + 1), None)
        if outer is not None:
            del open_runs[outer + 1:]  # the lists inside it ended
            kind, items = open_runs[outer]
            items.append((m, kinds[kind]))
            continue
        first = [k for k, n in kinds.items() if n == 1 and m.group("start") is not None]
        if first:
            items = [(m, 1)]
            runs.append(items)
            open_runs.append((first[0], items))
    out, end = [], 0
    for m, n in sorted((item for run in runs if len(run) >= 2 for item in run), key=lambda item: item[0].start()):
        out += [text[end:m.start("label")], str(n)]
        end = m.end("label")
    return "".join(out) + text[end:]


# a decimal list item's label: a number and its stop at a line's start (a Markdown quote's
# marks before it), or after a sentence's end where a PDF's reading ran the item into the
# line above, before a word
_DECIMAL = re.compile(r"(?:(?<=^)|(?<=[.:;!?][ \t])|(?<=\n))(?P<lead>[ \t]*(?:>[ \t]*)*)(?P<n>\d{1,3})[.)°](?=[ \t]+[^\W\d])",
                      re.MULTILINE)


def labelled_alike(a: str, b: str, same: Callable[[str, str], bool]) -> bool:
    """Do two wordings read the same (``same``) but for their lists' labels? Lettered and
    Roman lists by their items' places (:func:`list_ordinals`); decimal lists by their
    numbering, each side numbered as lists are: a Word list may run its numbers on from the
    article's previous list (« 7. » … « 11. ») where a PDF printed from the same text starts
    again at « 1. », and a Markdown list may print « 1. » for every item — both layout. A
    side's number counts as a list's only where it is 1 or follows a number the side printed
    before, so a value changed alone (« joueurs : 9. » → « 10. ») stays a change.

    >>> same = lambda x, y: " ".join(x.split()) == " ".join(y.split())
    >>> labelled_alike("Rôles :\\na. A.\\nb. B.", "Rôles :\\n1. A.\\n2. B.", same)
    True
    >>> labelled_alike("Rôles :\\n1. A.\\n2. B.\\nTexte.\\n3. C.\\n4. D.", "Rôles :\\n1. A.\\n2. B.\\nTexte.\\n1. C.\\n2. D.", same)
    True
    >>> labelled_alike("Quorum : 9. Les membres.", "Quorum : 10. Les membres.", same)
    False
    """
    a, b = list_ordinals(a), list_ordinals(b)
    if same(a, b):
        return True
    (ta, na), (tb, nb) = _numbers(a), _numbers(b)
    return _numbering(na) and _numbering(nb) and same(ta, tb)


def _numbers(text: str) -> tuple[str, list[int]]:
    """The text with each decimal list label as « # », and the labels' numbers in order."""
    numbers = [int(m.group("n")) for m in _DECIMAL.finditer(text)]
    return _DECIMAL.sub(r"\g<lead>#", text), numbers


def _numbering(numbers: list[int]) -> bool:
    """Is each number 1 or the next of one printed before (lists inside lists included)?"""
    seen: set[int] = set()
    for n in numbers:
        if n != 1 and n - 1 not in seen:
            return False
        seen.add(n)
    return True
