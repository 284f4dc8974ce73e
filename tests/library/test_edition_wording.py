"""``kb diff-editions`` compares the wording in force, and the struck wording apart (issue
34, item 3): « unchanged » only when the current text reads the same once white space is
normalised; the same edition imported again in another layout diffs as 0 changed."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from kb.corpus import DEFAULT_CORPUS, load_manifest, load_metas, parse_book
from kb.editions import diff_books, diff_editions, source_wordings
from kb.model import Article, Book, Library
from kb.userlib.preview import import_file

ROPTA = next(m for m in load_manifest(DEFAULT_CORPUS) if m.id == "ropta")


def _book(book_id: str, text: str, struck: list[str]) -> Book:
    article = Article(f"{book_id}:4.2", book_id, "4.2", "Les blindes", None, text, 1, 1, struck=struck)
    return Book(replace(ROPTA, id=book_id), [article])


def test_ropta_4_2_struck_wording_read_into_the_text_is_a_change() -> None:
    # What a Word file whose deleted runs were not kept apart gave: the struck words in the text.
    old = _book("ropta@1", "L'ante est prioritaire sur la big blinde.", ["la big blinde", "l'ante"])
    new = _book("ropta", "L'ante la big blinde est prioritaire sur la big blinde l'ante.", [])
    diff = diff_books(old, new)
    assert [c.new for c in diff.changed] == ["ropta:4.2"]
    assert [c.new for c in diff.struck_changed] == ["ropta:4.2"]
    assert diff.unchanged == 0


def test_html_table_of_a_markdown_file_reads_as_the_same_table_in_rows() -> None:
    """A Markdown file keeping a table in HTML (Légifrance's), the same text as a Word file
    (``| … |`` rows): no change; a value changed in a cell: a change."""
    html = ("Avances :\n\n<table>\n<tbody>\n<tr>\n<td colspan=\"2\">\n<p align=\"center\">MONTANT</p>\n</td>\n</tr>\n"
            "<tr><td><p>Roulette <br/>anglaise</p></td><td>Boule</td></tr>\n<tr><td>15 000</td><td>4 000</td></tr>\n"
            "</tbody>\n</table>\n\nFin.")
    old = _book("ropta@1", html, [])
    rows = _book("ropta", "Avances :\n\n| MONTANT |  |\n| Roulette anglaise | Boule |\n| 15 000 | 4 000 |\n\nFin.", [])
    assert diff_books(old, rows).unchanged == 1
    changed = _book("ropta", "Avances :\n\n| MONTANT |  |\n| Roulette anglaise | Boule |\n| 15 000 | 5 000 |\n\nFin.", [])
    assert [c.new for c in diff_books(old, changed).changed] == ["ropta:4.2"]


def test_white_space_is_no_change_punctuation_is() -> None:
    old = _book("ropta@1", "Le joueur dispose de 30 secondes .", [])
    spaced = _book("ropta", "Le  joueur\ndispose\u00a0de 30 secondes.", [])
    assert diff_books(old, spaced).unchanged == 1
    comma = _book("ropta", "Le joueur dispose, de 30 secondes.", [])
    assert [c.new for c in diff_books(old, comma).changed] == ["ropta:4.2"]


def test_inner_list_labelled_by_letters_or_numbers_is_no_change_a_label_moved_is() -> None:
    """A Markdown inner list printed « a. », « b. », its web page's nested ``<ol>`` « 1. »,
    « 2. », with a reference link and its definition: no change; another order: a change."""
    old = _book("ropta@1", "Sanctions sur [le site][1] :\na. Avertissement.\nb. Défaite.\n\n[1]: https://x.org", [])
    new = _book("ropta", "Sanctions sur le site :\n\n1. Avertissement.\n\n2. Défaite.", [])
    assert diff_books(old, new).unchanged == 1
    swapped = _book("ropta", "Sanctions sur le site :\n\n1. Défaite.\n\n2. Avertissement.", [])
    assert [c.new for c in diff_books(old, swapped).changed] == ["ropta:4.2"]


def test_struck_wording_alone_changed_is_listed_apart() -> None:
    old = _book("ropta@1", "L'ante est prioritaire.", ["la big blinde"])
    new = _book("ropta", "L'ante est prioritaire.", ["la petite blinde"])
    diff = diff_books(old, new)
    assert diff.changed == [] and diff.unchanged == 1
    assert [(c.old, c.new) for c in diff.struck_changed] == [("ropta@1:4.2", "ropta:4.2")]


def test_source_wordings_take_the_struck_spans_out() -> None:
    article = Article("x:1", "x", "1", "T", None, "", 1, 3, lines=[1, 2, 3])
    w = source_wordings({"x": ["1. T", "L'ante ~~la big blinde~~ est", "prioritaire ~~sur la big blinde~~."]})
    assert w.current(article) == "L'ante est\nprioritaire."
    assert w.struck(article) == "la big blinde\nsur la big blinde"


def test_ropta_same_edition_as_plain_markdown_diffs_as_no_change(tmp_path: Path) -> None:
    library = tmp_path / "library"
    source = DEFAULT_CORPUS / ROPTA.file
    p, _ = import_file(source, "ropta", "", corpus=DEFAULT_CORPUS, library=library, edition="2025-02 (copie)")
    assert p.reading is not None and p.reading.winner.label == "mise en page de l'édition 2025-02 (profil « ROPTA 2025-02 »)"
    metas = {m.id: m for m in load_metas(DEFAULT_CORPUS, library) if m.id.startswith("ropta")}
    books = Library([parse_book(m, DEFAULT_CORPUS) for m in metas.values()])
    diff = diff_editions(books, "ropta@2025-02", "ropta", DEFAULT_CORPUS)
    assert diff.changed == [] and diff.struck_changed == []
    assert (diff.added, diff.removed, diff.renumbered, diff.retitled) == ([], [], [], [])
    assert diff.unchanged == len(books.books["ropta@2025-02"].articles)


def test_run_in_heading_text_is_wording_a_title_is_not() -> None:
    # « Art. 6. – Ne constituent pas… » (a décret's article written on its heading line) and
    # « # Article 6 » over the same sentence: the same wording in force.
    run_in = Article("d:6", "d", "6", "", None, "Ne constituent pas une somme engagée par le joueur.", 1, 1, lines=[1])
    heading = Article("m:6", "m", "6", "", None, "Ne constituent pas une somme engagée par le joueur.", 1, 2, lines=[1, 2])
    w = source_wordings({"d": ["Art. 6. – Ne constituent pas une somme engagée par le joueur."],
                         "m": ["# Article 6", "Ne constituent pas une somme engagée par le joueur."]})
    assert w.current(run_in) == w.current(heading) == "Ne constituent pas une somme engagée par le joueur."
    titled = Article("x:2", "x", "2", "Mises", None, "Mises et relances se font à voix haute.", 1, 2, lines=[1, 2])
    w = source_wordings({"x": ["2: Mises", "Mises et relances se font à voix haute."]})
    assert w.current(titled) == "Mises et relances se font à voix haute."


def test_a_word_a_line_end_split_reads_as_the_other_edition_writes_it() -> None:
    # A PDF wraps « re-shuffled » at its hyphen where the plain text does not: the words of
    # both editions say it is one hyphenated word, not « re- shuffled » nor « reshuffled ».
    text = Article("t:39", "t", "39", "", None, "", 1, 2, lines=[1, 2])
    pdf = Article("p:39", "p", "39", "", None, "", 1, 3, lines=[1, 2, 3])
    w = source_wordings({"t": ["39", "The stub must be re-shuffled face down."],
                         "p": ["39", "The stub must be re-", "shuffled face down."]})
    assert w.current(pdf).split() == w.current(text).split()
    split = source_wordings({"p": ["39", "The stub must be re-", "shuffled face down."]})
    assert split.current(pdf).split() != w.current(text).split()  # no evidence: « reshuffled »


def test_a_name_split_at_the_end_of_a_run_in_heading_line_is_joined() -> None:
    # « Art. 5. – … applicables à la Nouvelle- » then « Calédonie. » (a PDF in Journal officiel
    # layout): the words on the heading's line and the next line's are one wording.
    text = "La loi est applicable à la Nouvelle-Calédonie."  # as the parser read both
    pdf = Article("p:5", "p", "5", "", None, text, 1, 2, lines=[1, 2])
    md = Article("m:5", "m", "5", "", None, text, 1, 2, lines=[1, 2])
    w = source_wordings({"p": ["Art. 5. – La loi est applicable à la Nouvelle-", "Calédonie."],
                         "m": ["## Article 5", "La loi est applicable à la Nouvelle-Calédonie."]})
    assert w.current(pdf) == w.current(md) == text


def test_a_list_numbered_on_from_the_one_before_reads_as_one_numbered_again() -> None:
    # Word runs a list's numbers on from the article's previous list (« 3. », « 4. ») where
    # the PDF printed from the same text starts again at « 1. »: the same wording. A number
    # changed alone after a colon is a change.
    word = _book("w", "Rôles :\n1. Président.\n2. Trésorier.\nTâches :\n3. Tenir les comptes.\n4. Payer.", [])
    pdf = _book("w", "Rôles :\n1. Président.\n2. Trésorier.\nTâches :\n1. Tenir les comptes.\n2. Payer.", [])
    assert diff_books(replace(word, meta=replace(word.meta, id="w@1")), pdf).changed == []
    quorum = _book("q@1", "Quorum : 9. Les membres présents votent.", [])
    changed = _book("q", "Quorum : 10. Les membres présents votent.", [])
    assert [c.new for c in diff_books(quorum, changed).changed] == ["q:4.2"]


def test_markdown_lists_numbered_as_printed_diff_as_no_change(tmp_path: Path) -> None:
    # The same rules as a Markdown file that leaves its numbering to the renderer (« 1. »
    # for every item, nested lists numbered from 1) and as the text its print gives.
    md = tmp_path / "regles.md"
    md.write_text("## Article 1 : Les mises\n\n1. Une mise se fait en un geste.\n1. Le croupier annonce :\n"
                  "   1. la mise ;\n   2. la relance.\n1. Une relance double la mise.\n\n"
                  "## Article 2 : Le tapis\n\n1. Un joueur à tapis ne mise plus.\n1. Il montre ses cartes.\n", encoding="utf-8")
    txt = tmp_path / "regles-imprime.md"
    txt.write_text("## Article 1 : Les mises\n\n1. Une mise se fait en un geste.\n2. Le croupier annonce :\n"
                   "a. la mise ;\nb. la relance.\n3. Une relance double la mise.\n\n"
                   "## Article 2 : Le tapis\n\n1. Un joueur à tapis ne mise plus.\n2. Il montre ses cartes.\n", encoding="utf-8")
    library = tmp_path / "library"
    import_file(md, "club", "Club", corpus=DEFAULT_CORPUS, library=library, edition="2024")
    import_file(txt, "club", "Club", corpus=DEFAULT_CORPUS, library=library, edition="2025")
    metas = list(load_metas(DEFAULT_CORPUS, library))
    books = Library([parse_book(m, DEFAULT_CORPUS) for m in metas if m.id.startswith("club")])
    diff = diff_editions(books, "club@2024", "club", DEFAULT_CORPUS)
    assert diff.changed == [] and (diff.added, diff.removed, diff.retitled) == ([], [], [])
    assert diff.unchanged == 2


def test_an_image_is_no_wording() -> None:
    # A Markdown file's picture (« ![Fou](images/fou.png) ») is not shown by the same
    # document's PDF: no change, but the words around it still compared.
    old = _book("ropta@1", "Le fou se déplace en diagonale. ![Déplacements du fou](images/fou.png) La tour aussi.", [])
    assert diff_books(old, _book("ropta", "Le fou se déplace en diagonale. La tour aussi.", [])).unchanged == 1
    assert diff_books(old, _book("ropta", "Le fou se déplace en ligne. La tour aussi.", [])).unchanged == 0


def test_an_article_struck_through_as_a_whole_is_deleted() -> None:
    # A redline edition prints its deleted article struck: no wording in force, the old
    # wording struck — deleted, not « reworded » to nothing.
    old = _book("ropta@1", "L'ante est prioritaire sur la big blinde.", [])
    new = _book("ropta", "", ["L'ante est prioritaire sur la big blinde."])
    diff = diff_books(old, new)
    assert (diff.removed, diff.added, diff.changed) == (["ropta@1:4.2"], [], [])
    back = diff_books(_book("ropta@1", "", ["L'ante est prioritaire."]), _book("ropta", "L'ante est prioritaire.", []))
    assert (back.removed, back.added, back.changed) == ([], ["ropta:4.2"], [])
    both = diff_books(_book("ropta@1", "", ["L'ante est prioritaire."]), new)
    assert both.unchanged == 1 and both.removed == []


def test_a_tables_layout_is_no_wording_its_cells_are() -> None:
    """A Markdown table (padded columns, delimiter row, an image's cell) and the same table
    as a Word file or a PDF writes it (``| a | b |`` rows) read the same; a value moved to
    another column, or two cells read as one, is a change."""
    old = _book("ropta@1", "Tarifs :\n\n| Cours   |  Année  | Trimestre |\n|:--------|:-------:|----------:|\n"
                "| Karaté  |  200 €  |   100 €   |\n| Judo | 150 € | ![logo](judo.png)", [])
    same = _book("ropta", "Tarifs :\n\n| Cours | Année | Trimestre |\n| Karaté | 200 € | 100 € |\n| Judo | 150 € |", [])
    assert diff_books(old, same).unchanged == 1
    moved = _book("ropta", "Tarifs :\n\n| Cours | Année | Trimestre |\n| Karaté | | 200 € | 100 € |\n| Judo | 150 € |", [])
    merged = _book("ropta", "Tarifs :\n\n| Cours | Année Trimestre |\n| Karaté | 200 € | 100 € |\n| Judo | 150 € |", [])
    assert [c.new for c in diff_books(old, moved).changed] == ["ropta:4.2"]
    assert [c.new for c in diff_books(old, merged).changed] == ["ropta:4.2"]


def test_a_part_s_title_below_its_heading_is_no_wording_and_its_typesetting_no_retitling() -> None:
    """« TITRE Ier » over « Organisation des jeux. » (the Journal officiel's part, its title
    on the line below) and « # Titre Ier : Organisation des jeux » (the same part in Markdown):
    no wording of its own, the same title — no change."""
    below = Article("j:t1", "j", "titre-ier-organisation-des-jeux", "TITRE Ier – Organisation des jeux", None, "", 1, 2,
                    lines=[1, 2], kind="part")
    w = source_wordings({"j": ["TITRE Ier", "Organisation des jeux."]})
    assert w.current(below) == ""
    old = Book(replace(ROPTA, id="j@1"), [replace(below, id="j@1:t1", book="j@1", title="Titre Ier : Organisation des jeux")])
    diff = diff_books(old, Book(replace(ROPTA, id="j"), [below]))
    assert (diff.added, diff.removed, diff.retitled, diff.changed) == ([], [], [], [])


def test_a_markdown_quote_s_marks_are_no_wording() -> None:
    """« > 1. President… » (a list quoted in Markdown) and « 1. President… » (the same list on
    a web page, set off by its indent): the same wording in force."""
    article = Article("q:5", "q", "5", "Board", None, "", 1, 3, lines=[1, 2, 3])
    quoted = source_wordings({"q": ["## 5. Board", "> 1. President - to preside.", "> > a. Once a year."]})
    shown = source_wordings({"q": ["## 5. Board", "1. President - to preside.", "a. Once a year."]})
    assert quoted.current(article) == shown.current(article)


def test_a_typographic_apostrophe_is_no_change() -> None:
    """« l’association » (a Word file's autocorrected apostrophe) and « l'association » (the
    same sentence typed in Markdown): unchanged."""
    old = _book("ropta@1", "Le siège de l'association est à Toulouse.", [])
    new = _book("ropta", "Le siège de l’association est à Toulouse.", [])
    diff = diff_books(old, new)
    assert diff.changed == [] and diff.unchanged == 1
