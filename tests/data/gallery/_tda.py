"""A NEW EDITION of the built-in TDA book (corpus/tda-2019-fivebet.txt), same plain-text format.

Exactly: rule 28 deleted (numbering gap 27 → 29), rule « 5-A » inserted after rule 5,
rule 26 retitled, rules 6, 29 and 56 reworded (one sentence each). Everything else is
byte for byte the built-in file (no final newline, like the original).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import _common as c

RULE = re.compile(r"^(\d+(?:-A)?): (.*)$")
PR = re.compile(r"^(PR-\d+)[.:] (.*)$")
SENTENCE = re.compile(r"(?<=[.!?…])\s+")

DELETE = "28"
INSERT_AFTER = "5"
INSERTED = [
    "5-A: Montres Connectées et Écouteurs",
    "Les montres connectées doivent rester en mode avion pendant toute la durée du tournoi. "
    "Un joueur ayant une main vivante ne peut pas porter d’écouteurs ou d’oreillettes, "
    "même sans son. Le Floor peut exiger qu’un appareil soit retiré de la table.",
]
RETITLE = ("26: Changements de Cartes", "26: Remplacement du Jeu de Cartes")
REWORDS = [
    ("6", "Le croupier et la table doivent être en mesure de comprendre tout ce qui se dit pendant un coup.",
     "Le croupier, le Floor et l’ensemble de la table doivent être en mesure de comprendre tout ce qui se "
     "dit pendant un coup."),
    ("29", "le joueur aura alors 25 secondes plus 5 secondes décomptée à voix haute pour agir.",
     "le joueur aura alors 30 secondes plus un décompte de 10 secondes à voix haute pour agir."),
    ("56", "Tout string-bet ou string-raise sera dès lors considéré comme un simple call.",
     "Tout string-bet ou string-raise sera dès lors ramené aux seuls jetons avancés lors du premier geste."),
]
QUESTIONS = [
    ("montre connectee autorisee a la table pendant le tournoi ?", "5-A"),
    ("combien de secondes il a quand on appelle le clock / time", "29"),
    ("string raise en deux fois, la relance compte ou pas", "56"),
    ("un joueur parle en espagnol avec son pote a table c'est permis", "6"),
    ("le joueur peut il exiger un nouveau paquet de cartes", "26"),
]


def edit(lines: list[str]) -> list[str]:
    out: list[str] = []
    skipping = False
    for line in lines:
        m = RULE.match(line)
        if m:
            skipping = m.group(1) == DELETE
        elif PR.match(line):
            skipping = False
        if skipping:
            continue
        if line == RETITLE[0]:
            line = RETITLE[1]
        out.append(line)
    return _insert(out)


def _insert(lines: list[str]) -> list[str]:
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{INSERT_AFTER}: "))
    end = next(i for i in range(start + 1, len(lines)) if RULE.match(lines[i]))
    return lines[:end] + INSERTED + lines[end:]


def reword(text: str) -> str:
    for _number, old, new in REWORDS:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def _first_phrase(body: list[str], prefer: str | None) -> str | None:
    for line in body:
        for sentence in SENTENCE.split(line):
            if prefer and prefer not in sentence:
                continue
            words = sentence.split()
            if len(words) >= 8:
                return " ".join(words[:22])
    return None


def expectations(text: str) -> dict[str, list[dict[str, Any]]]:
    arts: list[dict[str, Any]] = []
    bodies: dict[str, list[str]] = {}
    current = None
    for line in text.split("\n"):
        in_annex = bool(arts) and arts[-1]["number"].startswith("PR-")
        m = PR.match(line) or (None if in_annex else RULE.match(line))
        if m:
            current = m.group(1)
            arts.append({"number": current, "title": m.group(2).strip()})
            bodies[current] = []
        elif current:
            bodies[current].append(line)
    new_wording = {n: new for n, _o, new in REWORDS}
    phrases = []
    for a in arts:
        found = _first_phrase(bodies[a["number"]], None)
        if a["number"] in new_wording:  # the reworded sentence, in its new wording
            found = " ".join(new_wording[a["number"]].split()[:22])
        if found:
            phrases.append({"text": found, "article": a["number"]})
    return {"article": arts, "phrase": phrases}


def build(corpus: Path, here: Path) -> None:
    original = (corpus / "tda-2019-fivebet.txt").read_text(encoding="utf-8")
    text = reword("\n".join(edit(original.split("\n"))))
    folder = here / "tda-fivebet-edition-2"
    folder.mkdir(exist_ok=True)
    (folder / "tda-fivebet-edition-2.txt").write_text(text, encoding="utf-8")
    exp = expectations(text)
    c.write_expected(
        folder / "expected.toml",
        {"title": "Règles du Poker TDA 2019, version Fivebet — nouvelle édition (2e)",
         "origin": "Derived from the built-in corpus/tda-2019-fivebet.txt (Poker TDA 2019 v1.0, French "
                   "translation applied by Fivebet) by tests/data/gallery/render.py (_tda.py): a drafted new "
                   "edition with one rule deleted, one inserted, one retitled and three reworded.",
         "kind": "tda", "language": "fr", "set": "tuning"},
        {"file": [{"path": "tda-fivebet-edition-2.txt", "format": "txt", "redline": False}],
         **exp, "question": [{"q": q, "article": a} for q, a in QUESTIONS]},
        {"of": "builtin:tda", "deleted": [DELETE], "inserted": ["5-A"], "retitled": ["26"],
         "reworded": [n for n, _o, _n in REWORDS]},
    )
