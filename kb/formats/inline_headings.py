"""An article's heading printed inside the paragraph before it: a web page whose
« Article 17 : Assemblée Générale Ordinaire » sits in article 16's ``<p>`` between two
sentences (its source's line break is white space), and every print of that page. The
headings starting their lines skip the number (16, then 18); the label of the number
they skip, after a sentence's end and followed by a mark and a capital, is that heading:
its line is cut there, as the other headings stand.

>>> lines = ["## Article 1 : Objet", "Texte.", "## Article 2 : Membres",
...          "Sont membres. Article 3 : Assemblée Générale La Assemblée se réunit.", "## Article 4 : Fin"]
>>> split_inline_headings(lines)[3:]
['Sont membres.', '', '## Article 3 : Assemblée Générale', '', 'La Assemblée se réunit.', '## Article 4 : Fin']
>>> split_inline_headings(["Article 1 : A", "Voir l'Article 2. Article 2 : B", "Article 4 : C"])[1]
"Voir l'Article 2. Article 2 : B"
"""

from __future__ import annotations

import re

# A heading's label starting its line: « Article 16 : », « ### Article 16 : », « ARTICLE 16 - ».
_LEADING = re.compile(r"^(?P<prefix>#{1,6} +)?(?P<word>Article|ARTICLE|Art\.)\s+(?P<number>\d+)\b")
# The same label after a sentence's end, then a mark and a capital: « …par le Bureau. Article 17 : Assemblée ».
_INSIDE = r"(?<=[.!?»]) +(?P<label>{word}\s+{number}\s*[:–—-]\s+)(?=[A-ZÀ-ÖØ-Ý])"
# Where a title run into its text ends: a capitalised determiner opens the text (« … Ordinaire L’Assemblée … »).
_TEXT_START = re.compile(r"\s+(?=(?:L['’]|(?:Le|La|Les|Un|Une|The|An?)\s)\S)")


def split_inline_headings(lines: list[str]) -> list[str]:
    """``lines`` with each heading printed inside the paragraph before it (the label of the
    one number the line-starting headings skip, between its two neighbours) on a line of
    its own, like its neighbours (their Markdown mark), its title apart from its text."""
    starts: dict[int, re.Match[str]] = {}
    for line in lines:
        if (m := _LEADING.match(line)) is not None:
            starts.setdefault(int(m.group("number")), m)
    missing = [n for n in starts if n + 1 not in starts and n + 2 in starts]
    if not missing:
        return lines
    out = list(lines)
    for before in missing:
        m = starts[before]
        inside = re.compile(_INSIDE.format(word=re.escape(m.group("word")), number=before + 1))
        hits = [(i, h) for i, line in enumerate(out) if not _LEADING.match(line) and (h := inside.search(line))]
        if len(hits) != 1:
            continue
        i, h = hits[0]
        heading = out[i][h.start("label"):]
        cut = _TEXT_START.search(heading, h.end("label") - h.start("label"))
        title, text = (heading[:cut.start()], heading[cut.end():]) if cut else (heading, "")
        out[i:i + 1] = [out[i][:h.start()], "", (m.group("prefix") or "") + title, *(["", text] if text else [])]
    return out
