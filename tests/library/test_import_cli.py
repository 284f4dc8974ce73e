"""``kb import`` end to end, with ONE build of the knowledge base for the whole module: an
unseen Markdown rulebook (no profile: its layout detected), then two editions of Ciaffone
(an unchanged copy, then a copy with known changes). The imported books are searchable,
listed, classified into topics, usable as a house-rules base, in ``kb compare`` (« non
renseigné », candidate values « à vérifier », quotes « à revoir »), and their editions are
diffed exactly."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kb.cli import main
from kb.corpus import DEFAULT_CORPUS

from .conftest import CIAFFONE, Env

CLUB = """Règlement intérieur du Poker Club des Marmottes — saison 2026

Article 1 : Objet

Le présent règlement s'applique aux tournois hebdomadaires du club des marmottes.

Article 2 : Inscriptions tardives

Les inscriptions tardives restent ouvertes jusqu'à la fin du sixième niveau de blindes.

Article 3 : Temps de réflexion

Un joueur qui hésite trop longtemps peut se voir appeler le time : il dispose alors de 45 secondes pour agir.

Article 4 : Téléphones portables

Les téléphones portables sont interdits à la table pendant un coup ; voir l'article 3.
"""

# The changes made to Ciaffone's text for its "2026" edition, and what the diff must say.
EDITS = [
    ("### **1.2. Le sens du jeu**", "### **1.2. Le sens de rotation du jeu**"),  # retitled
    ("Le joueur qui verse au moins la moitié de la somme", "Le joueur qui verse au moins les deux tiers de la somme"),  # changed, a number
    ("### **1.37. La quinte blanche**", "### **1.38. La quinte blanche**"),  # renumbered
]
REMOVED = "### **1.3. La cave**"
ADDED = "\n\n### **1.39. Les téléphones**\n\nLes téléphones portables sont interdits à la table.\n"


def _edited() -> str:
    text = CIAFFONE
    for old, new in EDITS:
        assert text.count(old) == 1
        text = text.replace(old, new)
    start = text.index(REMOVED)
    text = text[:start] + text[text.index("### **1.4.", start):]
    return text.rstrip("\n") + ADDED


@pytest.fixture(scope="module")
def imported(env: Env) -> dict[str, Any]:
    """The three imports, by the CLI (each prints its report; nothing is built yet)."""
    (env.files / "marmottes.md").write_text(CLUB, encoding="utf-8")
    (env.files / "ciaffone-1997.md").write_text(CIAFFONE, encoding="utf-8")
    (env.files / "ciaffone-2026.md").write_text(_edited(), encoding="utf-8")
    codes = {
        "club": main(["import", str(env.files / "marmottes.md"), "--id", "marmottes", "--title", "Club des Marmottes", "--json"]),
        "1997": main(["import", str(env.files / "ciaffone-1997.md"), "--id", "ciaffone", "--edition", "1997"]),
        "2026": main(["import", str(env.files / "ciaffone-2026.md"), "--id", "ciaffone", "--edition", "2026"]),
    }
    return codes


def test_imports_written_to_the_user_library(imported: dict[str, Any], env: Env) -> None:
    assert imported == {"club": 0, "1997": 0, "2026": 0}
    assert sorted(p.name for p in env.library.iterdir()) == ["ciaffone@1997", "ciaffone@2026", "marmottes@non-datee"]
    folder = env.library / "marmottes@non-datee"
    assert (folder / "original.md").read_text(encoding="utf-8") == CLUB  # byte for byte
    assert sorted(p.name for p in folder.iterdir()) == ["manifest.toml", "original.md", "profil.toml", "retire.txt", "texte.md"]
    assert not (DEFAULT_CORPUS / "texte.md").exists()


@pytest.mark.slow
def test_unseen_markdown_articles_listed(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    articles = env.kb(capsys, "articles", "--book", "marmottes", "--json").json()
    assert isinstance(articles, list)
    assert [(a["id"], a["title"]) for a in articles] == [
        ("marmottes:1", "Objet"),
        ("marmottes:2", "Inscriptions tardives"),
        ("marmottes:3", "Temps de réflexion"),
        ("marmottes:4", "Téléphones portables"),
    ]
    assert articles[3]["topics"]  # classified by the build


@pytest.mark.slow
def test_unseen_markdown_found_by_search(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    result = env.kb(capsys, "search", "marmottes sixième niveau", "--json").json()
    assert isinstance(result, dict)
    ids = [hit["id"] for hit in result["hits"]]
    assert "marmottes:2" in ids[:3]
    only = env.kb(capsys, "search", "téléphones portables", "--book", "marmottes", "--json").json()
    assert isinstance(only, dict)
    assert {hit["id"] for hit in only["hits"]} <= {f"marmottes:{n}" for n in range(1, 5)}
    assert only["hits"]


def test_related_links_the_new_book_to_the_others(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    related = env.kb(capsys, "related", "marmottes:4", "--json").json()
    assert isinstance(related, dict)
    books = {item["article"].split(":")[0] for item in related["same_topic"]}
    assert books - {"marmottes"}


def test_editions_listed(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    rows = env.kb(capsys, "editions", "ciaffone", "--json").json()
    assert isinstance(rows, list)
    assert [(r["id"], r["version"], r["current"]) for r in rows] == [
        ("ciaffone", "2026", True),
        ("ciaffone@1997", "1997", False),
        ("ciaffone@1996", "1996", False),
    ]


def test_diff_editions_reports_exactly_the_changes(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    diff = env.kb(capsys, "diff-editions", "ciaffone@1997", "ciaffone", "--json").json()
    assert isinstance(diff, dict)
    assert diff["added"] == ["ciaffone:1.39"]
    assert diff["removed"] == ["ciaffone@1997:1.3"]
    assert diff["renumbered"] == [["ciaffone@1997:1.37", "ciaffone:1.38"]]
    assert diff["retitled"] == [["ciaffone@1997:1.2", "ciaffone:1.2"]]
    assert [(c["old"], c["new"]) for c in diff["changed"]] == [("ciaffone@1997:1.19", "ciaffone:1.19")]
    (change,) = diff["changed"][0]["changes"]
    assert (change["a"], change["b"], change["numbers"]) == ("la moitié", "les deux tiers", True)
    assert diff["unchanged"] == 39 - 4
    same = env.kb(capsys, "diff-editions", "ciaffone@1997", "ciaffone@1997", "--json").json()
    assert isinstance(same, dict) and same["unchanged"] == 39 and not same["changed"]


def test_compare_new_book_unfilled_and_old_quote_to_review(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    records = env.kb(capsys, "compare", "--json").json()
    assert isinstance(records, list)
    by_id = {r["id"]: r for r in records}
    assert all(r["values"]["marmottes"]["text"] == "non renseigné" for r in records)
    assert not any(EDITION in book for r in records for book in r["values"] for EDITION in "@")
    half = [r for r in records if r["values"]["ciaffone"] and r["values"]["ciaffone"].get("article") == "ciaffone:1.19"]
    assert half
    for r in half:
        value = r["values"]["ciaffone"]
        moved = "la moitié" in value["quote"]
        assert value.get("review", False) is moved
        if moved:
            assert value["note"].startswith("à revoir")
    assert "time.seconds_after_call" in by_id


def test_candidates_proposed_for_the_new_book(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    found = env.kb(capsys, "candidates", "marmottes", "--json").json()
    assert isinstance(found, list)
    time = [c for c in found if c["parameter"] == "time.seconds_after_call"]
    assert time and time[0]["value"] == 45 and time[0]["article"] == "marmottes:3"
    assert time[0]["status"] == "à vérifier"
    assert "45 secondes" in time[0]["sentence"]
    text = env.kb(capsys, "candidates", "marmottes")
    assert '[parameter.values.marmottes]' in text.out and 'value = 45' in text.out


def test_new_book_as_house_rules_base(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    spec = env.files / "maison.toml"
    spec.write_text('base = "marmottes"\n\n[event]\nname = "Tournoi"\n\n[[adopt]]\narticle = "tda:5"\nafter = "marmottes:4"\n', encoding="utf-8")
    run = env.kb(capsys, "house-rules", str(spec))
    assert run.code == 0, run.err
    assert "Téléphones portables" in run.out and "Tournoi" in run.out


def test_rule_with_older_editions_in_the_library(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """Only the edition in use of each book rules: ciaffone@1997 and ciaffone@1996 have no
    parameters (``kb rule`` stopped on « livre inconnu : 'ciaffone@1997' »)."""
    run = env.kb(capsys, "rule", "--json", "-s", "blinds 100/200\nplayers A:1000 B:1000\nA raise 600\n? B")
    rulings = run.json()
    assert isinstance(rulings, list)
    assert [r["book"] for r in rulings] == ["ropta", "tda", "aix", "ciaffone", "redcactus", "marmottes"]


def test_app_simulator_with_older_editions_in_the_library(imported: dict[str, Any], env: Env) -> None:
    """The app's simulator asks the same books as ``kb rule``: the edition in use of each
    (it asked every book of the library and stopped on the older editions, as kb rule did)."""
    from kb.corpus import DEFAULT_CORPUS
    from kb.knowledge import KnowledgeBase
    from kb.ui.simulator import rulings

    kb = KnowledgeBase(DEFAULT_CORPUS, env.cache, library=env.library)
    found = rulings(kb, "blinds 100/200\nplayers A:1000 B:1000\nA raise 600\n? B")
    assert [r.book for r in found] == ["ropta", "tda", "aix", "ciaffone", "redcactus", "marmottes"]


@pytest.mark.slow
def test_accepted_candidates_take_the_books_place_in_compare(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """``kb candidates --accept`` writes the book's own values file; the next build takes
    it, and the club's values stand beside the five books (it rebuilds the knowledge base)."""
    run = env.kb(capsys, "candidates", "marmottes", "--accept", "time.seconds_after_call")
    assert run.code == 0, run.err
    values = env.library / "marmottes@non-datee" / "parametres.toml"
    text = values.read_text(encoding="utf-8")
    assert '["time.seconds_after_call"]' in text and "value = 45" in text and "à vérifier" in text
    shown = env.kb(capsys, "compare", "time.seconds_after_call", "--json").json()
    assert shown[0]["values"]["marmottes"]["value"] == 45
    assert shown[0]["values"]["marmottes"]["article"] == "marmottes:3"
    again = env.kb(capsys, "candidates", "marmottes", "--accept", "time.seconds_after_call")
    assert again.code == 2 and "aucun candidat pour time.seconds_after_call" in again.err

    # a hand edit gone wrong: its entries are left out with a warning naming the file, the
    # line and the table, the club's other value kept (it stopped every command until fixed)
    values.write_text(text + '\n["bet.nothing"]\nvalue = 3\n\n["time.spoken_countdown_seconds"]\nvalue = "dix"\n'
                      'article = "marmottes:3"\nquote = "45 secondes"\n', encoding="utf-8")
    lines = values.read_text(encoding="utf-8").split("\n")
    nothing, countdown = lines.index('["bet.nothing"]') + 1, lines.index('["time.spoken_countdown_seconds"]') + 1
    shown = env.kb(capsys, "compare", "time.seconds_after_call", "--json")
    assert shown.json()[0]["values"]["marmottes"]["value"] == 45
    assert f'{values}:{nothing}: ["bet.nothing"] paramètre inconnu ; valeur ignorée' in shown.err
    assert f'{values}:{countdown}: ["time.spoken_countdown_seconds"] value' in shown.err
    assert shown.err.count("kb: avertissement") == 2, shown.err
    check = env.kb(capsys, "check")
    assert check.code == 1 and f"ERREUR marmottes : valeurs : {values}:{nothing}:" in check.out

    # a file that cannot be read: the book still loads and is searched, its values skipped
    latin1 = text.encode("utf-8") + b'\n["time.x"]\nnote = "r\xe8gle"\n'  # saved in Latin-1
    values.write_bytes(latin1)
    found = env.kb(capsys, "search", "marmottes hebdomadaires", "--json")
    assert found.code == 0 and "marmottes:1" in found.out
    shown = env.kb(capsys, "compare", "time.seconds_after_call", "--json")
    assert shown.json()[0]["values"]["marmottes"]["value"] is None
    bad = latin1.split(b"\n").index(b'note = "r\xe8gle"') + 1
    assert f"{values}:{bad}: pas en UTF-8 valide" in shown.err and "valeurs de marmottes ignorées" in shown.err
    check = env.kb(capsys, "check", "--json")
    assert check.code == 1
    (book,) = [b for b in json.loads(check.out) if b["book"] == "marmottes"]
    assert any("pas en UTF-8 valide" in e for e in book["structural_errors"])
    values.write_text(text, encoding="utf-8")


def test_remove_user_books_last(imported: dict[str, Any], env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    run = env.kb(capsys, "remove", "ciaffone@2026")
    assert run.code == 0 and "ciaffone@2026" in run.out
    run = env.kb(capsys, "remove", "marmottes")
    assert run.code == 0
    assert sorted(p.name for p in env.library.iterdir()) == ["ciaffone@1997"]
    assert (DEFAULT_CORPUS / "ciaffone-1996.md").exists()

