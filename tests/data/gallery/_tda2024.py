"""Poker TDA Rules 2024 (English, rules 1–71): a PDF rendering of the plain text and the
expectations, read from the text itself (rule lines « N: Title », part headings between them)."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import _common as c

FOLDER = "tda-2024-en-rules"
SOURCE = "tda-2024-rules-en.txt"
RULE = re.compile(r"^(\d+): (.+)$")
SECTIONS = {"General Concepts", "Seating, Breaking and Balancing Tables", "Pots / Showdown",
            "General Procedures", "Player Present / Eligible for Hand", "Button / Blinds",
            "Dealing Rules", "Bets and Raises", "Other Play", "Etiquette and Penalties"}
QUESTIONS = [
    ("combien de temps quand on call the clock sur un joueur", "29"),
    ("joueur pose un gros jeton sans rien dire = call ou raise ?", "44"),
    ("relance mini en no limit, 50% de la relance precedente ?", "43"),
    ("string bet interdit ? il revient chercher des jetons dans son stack", "56"),
    ("all in moins qu'une relance complete, ca rouvre les enchères ?", "47"),
    ("telephone sur la table pendant une main", "5"),
]


def parse(text: str) -> list[tuple[str, str, list[str]]]:
    rules: list[tuple[str, str, list[str]]] = []
    for line in text.split("\n"):
        m = RULE.match(line)
        if m and (not rules or int(m.group(1)) == int(rules[-1][0]) + 1):
            rules.append((m.group(1), m.group(2), []))
        elif rules and line not in SECTIONS:
            rules[-1][2].append(line)
    return rules


def _phrase(body: list[str]) -> str | None:
    for line in body:
        words = re.sub(r"^[A-D][:.] ", "", line).split()
        if len(words) >= 8:
            return " ".join(words[:16])
    return None


def to_html(text: str) -> str:
    out = []
    for line in text.split("\n"):
        if line in SECTIONS:
            out.append(f"<h2>{html.escape(line)}</h2>")
        elif RULE.match(line):
            out.append(f"<h3>{html.escape(line)}</h3>")
        elif line.strip():
            out.append(f"<p>{html.escape(line)}</p>")
    return "\n".join(out)


def build(here: Path) -> None:
    folder = here / FOLDER
    text = (folder / SOURCE).read_text(encoding="utf-8")
    css = "h3{font-size:10.5pt;margin:8pt 0 2pt}p{margin:0}"
    c.html_to_pdf(c.page("Poker TDA Rules 2024", to_html(text), css), folder / "tda-2024-rules-en.pdf")
    rules = parse(text)
    phrases: list[dict[str, Any]] = []
    for number, _title, body in rules:
        found = _phrase(body)
        if found:
            phrases.append({"text": found, "article": number})
    c.write_expected(folder / "expected.toml", {
        "title": "Poker TDA Rules 2024 (Tournament Directors Association), rules 1 to 71, English",
        "origin": ("Public GitHub JavaScript file of a 2024 Poker TDA rules viewer (constant TDAITEMLIST; the "
                   "code index gives it the id 66685769208 but does not expose its repository or path). Its "
                   "English fields sectionen / number / titleen / bodyen for rules 1 to 71 reproduce the text "
                   "of the official Poker TDA Rules 2024 PDF with its line breaks; tda-2024-rules-en.txt lays "
                   "them out as that PDF reads in plain text (part heading, « N: Title », body lines), "
                   "transcribed unchanged (the stray « ` » after rule 22 is in the source). Recommended "
                   "Procedures and the Illustration Addendum are not included. The PDF is rendered from the "
                   "text by render.py (_tda2024.py)."),
        "kind": "tda", "language": "en", "set": "tuning"},
        {"file": [{"path": SOURCE, "format": "txt", "redline": False},
                  {"path": "tda-2024-rules-en.pdf", "format": "pdf", "redline": False}],
         "article": [{"number": n, "title": t} for n, t, _b in rules],
         "phrase": phrases,
         "question": [{"q": q, "article": a} for q, a in QUESTIONS]})
