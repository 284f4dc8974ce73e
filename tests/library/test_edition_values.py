"""A club's accepted parameter values follow its book to a new edition when their quote
still stands word for word — in the article of the same number or in the one it was
renumbered to — and the import lists the others to review; the older edition keeps its
own values file (one build for the module)."""

from __future__ import annotations

import tomllib
from dataclasses import replace

import pytest

from kb.corpus import DEFAULT_CORPUS, load_manifest
from kb.model import Article, Book
from kb.userlib.carried import carry_values

from .conftest import Env

META = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")

OLD = """Règlement du club des Écureuils

Article 1 : Objet

Le présent règlement s'applique aux tournois du club des écureuils.

Article 2 : Temps de réflexion

Un joueur qui hésite peut se voir appeler le time : il dispose alors de 45 secondes pour agir.

Article 3 : Téléphones portables

Les téléphones portables sont interdits à la table pendant un coup.
"""

# Article 2 is new: the time moves to 3, the phones to 4 and change their wording.
NEW = """Règlement du club des Écureuils

Article 1 : Objet

Le présent règlement s'applique aux tournois du club des écureuils.

Article 2 : Inscriptions tardives

Les inscriptions tardives ferment à la fin du sixième niveau de blindes.

Article 3 : Temps de réflexion

Un joueur qui hésite peut se voir appeler le time : il dispose alors de 45 secondes pour agir.

Article 4 : Téléphones portables

Les téléphones portables sont tolérés à la table s'ils restent silencieux.
"""

VALUES = """# écrit à la main
["time.seconds_after_call"]
value = 45
article = "ecureuils:2"
quote = "il dispose alors de 45 secondes pour agir"
note = "à vérifier"

["phone.on_table_allowed"]
value = false
article = "ecureuils:3"
quote = "Les téléphones portables sont interdits à la table pendant un coup."
"""


def _book(book_id: str, articles: list[tuple[str, str]]) -> Book:
    return Book(replace(META, id=book_id, version=book_id.partition("@")[2] or "2026"),
                [Article(f"{book_id}:{n}", book_id, n, t, None, text, 1, 1) for n, (t, text) in enumerate(articles, 1)])


def test_value_follows_its_renumbered_article_not_the_same_number() -> None:
    """The quote of ``club:3`` (phones) is looked for in ``club:4``, where kb diff-editions
    says it went — not in the new ``club:3`` (the time); a changed quote is not carried."""
    old = _book("club@2025", [("Objet", "Le club."), ("Le time", "Le joueur dispose de 30 secondes."),
                              ("Les téléphones", "Les téléphones sont interdits à la table pendant un coup.")])
    new = _book("club", [("Objet", "Le club."), ("Les inscriptions", "Les inscriptions ferment au niveau 6."),
                         ("Le time", "Le joueur dispose de 45 secondes."),
                         ("Les téléphones", "Les téléphones sont interdits à la table pendant un coup.")])
    values = {
        "phone.on_table_allowed": {"value": False, "article": "club:3", "quote": "Les téléphones sont interdits"},
        "time.seconds_after_call": {"value": 30, "article": "club:2", "quote": "30 secondes", "note": "à vérifier"},
        "rebuys.allowed": {"value": True, "article": "club:1", "quote": "Le club."},
    }
    carried = carry_values(old, new, values)
    assert [(c.parameter, c.old_article, c.article) for c in carried.kept] == [
        ("phone.on_table_allowed", "club:3", "club:4"), ("rebuys.allowed", "club:1", "club:1")]
    assert [(c.parameter, c.reason) for c in carried.dropped] == [
        ("time.seconds_after_call", "citation absente ou modifiée dans club:3")]
    tables = tomllib.loads(carried.text)
    assert list(tables) == ["phone.on_table_allowed", "rebuys.allowed"]
    assert tables["phone.on_table_allowed"] == {"value": False, "article": "club:4", "quote": "Les téléphones sont interdits"}


def test_quote_only_in_struck_wording_is_not_carried() -> None:
    old = _book("club@2025", [("Objet", "Les jeux sont ouverts.")])
    new = _book("club", [("Objet", "Les jeux sont fermés.")])
    new.articles[0].struck = ["Les jeux sont ouverts."]
    carried = carry_values(old, new, {"rebuys.allowed": {"value": True, "article": "club:1", "quote": "Les jeux sont ouverts."}})
    assert not carried.kept and carried.text == ""
    assert carried.dropped[0].reason == "citation absente ou modifiée dans club:1"


@pytest.mark.slow
def test_new_edition_keeps_the_values_that_still_hold(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    (env.files / "ecureuils-2025.md").write_text(OLD, encoding="utf-8")
    (env.files / "ecureuils-2026.md").write_text(NEW, encoding="utf-8")
    first = env.kb(capsys, "import", str(env.files / "ecureuils-2025.md"), "--id", "ecureuils", "--title", "Club des Écureuils",
                   "--edition", "2025")
    assert first.code == 0, first.err
    old_values = env.library / "ecureuils@2025" / "parametres.toml"
    old_values.write_text(VALUES, encoding="utf-8")  # as kb candidates --accept, or a hand, writes it

    run = env.kb(capsys, "import", str(env.files / "ecureuils-2026.md"), "--id", "ecureuils", "--edition", "2026")
    assert run.code == 0, run.err
    assert "reprises de l'édition 2025 (citation inchangée) (1) : time.seconds_after_call (ecureuils:2 → ecureuils:3)" in run.out
    assert "Valeurs à revoir, non reprises de l'édition 2025 (1) : phone.on_table_allowed" in run.out
    assert "kb candidates ecureuils" in run.out
    assert old_values.read_text(encoding="utf-8") == VALUES  # the older edition keeps its values
    new_values = tomllib.loads((env.library / "ecureuils@2026" / "parametres.toml").read_text(encoding="utf-8"))
    assert new_values == {"time.seconds_after_call": {
        "value": 45, "article": "ecureuils:3", "quote": "il dispose alors de 45 secondes pour agir", "note": "à vérifier"}}

    records = env.kb(capsys, "compare", "--json").json()
    assert isinstance(records, list)
    by_id = {r["id"]: r["values"]["ecureuils"] for r in records}
    assert by_id["time.seconds_after_call"]["value"] == 45
    assert by_id["time.seconds_after_call"]["article"] == "ecureuils:3"
    assert by_id["phone.on_table_allowed"]["text"] == "non renseigné"


def test_a_new_edition_over_an_unreadable_values_file_is_imported(env: Env, capsys: pytest.CaptureFixture[str]) -> None:
    """The edition in use has a values file saved in Latin-1 by hand: the new edition's
    import stopped on it (exit 2); now it goes on, says the values are not carried and why
    (the file and the line), and leaves the file where it is."""
    (env.files / "loutres-2025.md").write_text(OLD.replace("Écureuils", "Loutres"), encoding="utf-8")
    (env.files / "loutres-2026.md").write_text(NEW.replace("Écureuils", "Loutres"), encoding="utf-8")
    first = env.kb(capsys, "import", str(env.files / "loutres-2025.md"), "--id", "loutres", "--title", "Club des Loutres",
                   "--edition", "2025")
    assert first.code == 0, first.err
    old_values = env.library / "loutres@2025" / "parametres.toml"
    damaged = VALUES.replace("ecureuils", "loutres").encode("utf-8").replace("à vérifier".encode(), "à vérifier".encode("latin-1"))
    old_values.write_bytes(damaged)
    try:
        run = env.kb(capsys, "import", str(env.files / "loutres-2026.md"), "--id", "loutres", "--edition", "2026", "--dry-run")
        assert run.code == 0, run.err
        line = damaged.split(b"\n").index(b'note = "\xe0 v\xe9rifier"') + 1
        assert f"toutes (fichier de valeurs illisible : {old_values}:{line}: pas en UTF-8 valide" in run.out
        assert "kb candidates loutres" in run.out and old_values.read_bytes() == damaged
    finally:
        assert env.kb(capsys, "remove", "loutres").code == 0
