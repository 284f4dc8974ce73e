"""Commands on the corpus itself: ``kb articles``, ``kb show``, ``kb check``, ``kb build``."""

from __future__ import annotations

import argparse
import sys
import textwrap

from kb.commands import article_id, print_json
from kb.corpus.health import library_health
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import Article, Library
from kb.terminal import one_line
from kb.userlib.folder import stray_warnings

ARTICLE_KEYS = (
    "id", "book", "number", "numbered", "title", "parent", "kind", "text", "struck", "struck_title",
    "refs", "examples", "topics", "line_start", "line_end",
)


def article_json(a: Article) -> dict[str, object]:
    """The public JSON shape of an article (``refs``: resolved ids; ``examples``: label+text)."""
    d = a.to_dict()
    out = {k: d[k] for k in ARTICLE_KEYS}
    out["refs"] = [r.target for r in a.refs if r.target]
    out["unresolved_refs"] = [r.raw for r in a.refs if not r.target]
    out["examples"] = [{"label": e.label, "text": e.text, "line_start": e.line_start, "line_end": e.line_end} for e in a.examples]
    return out


def _check_book(library: Library, book: str | None) -> None:
    if book is not None and book not in library.books:  # --book "" too: not « every book »
        raise KBError(f"livre inconnu {book!r} (livres : {', '.join(library.books)})")


def cmd_articles(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    library = kb.library
    _check_book(library, args.book)
    articles = library.by_book(args.book) if args.book is not None else library.all_articles()
    if args.json:
        print_json([article_json(a) for a in articles])
        return 0
    for a in articles:
        title = a.title or (f"~~{a.struck_title}~~" if a.struck_title else "")
        indent = "  " if a.parent else ""
        print(f"{indent}{a.id:<28} {title}")
    return 0


def render_article(a: Article, library: Library, cited_by: list[str]) -> str:
    """An article as readable text for the terminal."""
    lines = [f"{a.id} — {a.title}" if a.title else f"{a.id}{' (titre supprimé)' if a.struck_title else ''}"]
    if a.struck_title:
        lines.append(f"  [titre supprimé : {a.struck_title}]")
    book = library.books[a.book].meta
    lines.append(f"  {book.short}, {book.version} · lignes {a.line_start}–{a.line_end} de {book.file}")
    if a.parent:
        parent = library.articles.get(a.parent)
        lines.append(f"  Dans : {a.parent}" + (f" — {parent.title}" if parent else ""))
    if a.topics:
        lines.append(f"  Sujets : {', '.join(a.topics)}")
    lines.append("")
    lines.append(a.text if a.text.strip() else "(aucun texte en vigueur)")
    if a.struck:
        lines.append("")
        lines.append("Texte supprimé (historique) :")
        for s in a.struck:
            lines.extend(textwrap.wrap(f"~~{s}~~", 100, initial_indent="  - ", subsequent_indent="    "))
    for ex in a.examples:
        lines.append("")
        lines.append(f"[{ex.label}] (lignes {ex.line_start}–{ex.line_end})")
        lines.append(ex.text)
    if a.refs:
        lines.append("")
        lines.append("Voir : " + ", ".join(r.target if r.target else f"{r.raw} (non résolu)" for r in a.refs))
    if cited_by:
        lines.append("Cité par : " + ", ".join(cited_by))
    return "\n".join(lines)


def cmd_show(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    library = kb.library
    a = library.get(article_id(library, args.id))
    if args.json:
        print_json(article_json(a))
    else:
        print(render_article(a, library, kb.cited_by(a.id)))
    return 0


def cmd_check(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    report = library_health(kb.library, kb.corpus)
    # A user's values file at fault is an error here (the other commands skip its values
    # with a warning); a folder of the library that is no book, a warning.
    values = kb.value_warnings
    strays = stray_warnings(kb.user_library)
    errors = sum(len(h.structural_errors) + len(values.get(h.book, [])) for h in report)
    if args.json:
        out = [
            {
                "book": h.book, "articles": h.articles, "source_lines": h.source_lines,
                "front_lines": h.front_lines, "covered_lines": h.covered_lines,
                "coverage": round(h.coverage, 4), "lost_lines": h.lost_lines,
                "duplicated_lines": h.duplicated_lines, "empty_articles": h.empty_articles,
                "unresolved_refs": [{"article": a, "raw": r, "line": n} for a, r, n in h.unresolved_refs],
                "structural_errors": h.structural_errors + values.get(h.book, []),
            }
            for h in report
        ]
        print_json(out)
        for sentence in strays:
            print(f"kb: avertissement : {one_line(sentence)}", file=sys.stderr)
        return 1 if errors else 0
    print(f"{'livre':<10} {'articles':>8} {'lignes':>7} {'préamb.':>7} {'couverture':>10} {'réf. non résolues':>18}")
    for h in report:
        print(f"{h.book:<10} {h.articles:>8} {h.source_lines:>7} {h.front_lines:>7} {h.coverage:>9.1%} {len(h.unresolved_refs):>18}")
    for h in report:
        for aid, raw, line in h.unresolved_refs:
            print(f"  référence non résolue : {aid} « {raw} » (ligne {line})")
        for aid in h.empty_articles:
            print(f"  sans texte en vigueur : {aid}")
        for err in h.structural_errors:
            print(f"  ERREUR {h.book} : {err}")
        for err in values.get(h.book, []):
            print(f"  ERREUR {h.book} : valeurs : {err}")
    for sentence in strays:
        print(f"  AVERTISSEMENT bibliothèque : {sentence}")
    print(f"{errors} erreur(s) structurelle(s).")
    return 1 if errors else 0


def cmd_build(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    report = kb.build(force=args.force, progress=lambda step, *_: print(f"… {step}", flush=True))
    if not report.rebuilt:
        print(f"À jour : {report.cache_dir}")
        return 0
    for name, seconds in report.steps:
        print(f"  {name:<16} {seconds:6.2f} s")
    print(f"Construit en {report.seconds:.2f} s : {report.cache_dir}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "articles", help="liste des articles (JSON avec --json)",
        epilog="exemples :\n  kb articles --book tda\n  kb articles --json > articles.json",
    )
    p.add_argument("--book", help="un livre : ropta, tda, aix, ciaffone, redcactus")
    p.add_argument("--json", action="store_true", help="tableau JSON des articles")
    p.set_defaults(func=cmd_articles)

    p = sub.add_parser(
        "show", help="affiche un article",
        epilog="exemples :\n  kb show ropta:9.6\n  kb show tda:PR-9 --json",
    )
    p.add_argument("id", help="identifiant d'article, ex. ropta:9.6, tda:47, aix:les-blinds")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_show)

    p = sub.add_parser(
        "check", help="bilan de santé du corpus (code de sortie non nul si erreur structurelle)",
        epilog="exemples :\n  kb check\n  kb check --json",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_check)

    p = sub.add_parser(
        "build", help="construit la base compilée et l'index (cache)",
        epilog="exemples :\n  kb build\n  kb build --force",
    )
    p.add_argument("--force", action="store_true", help="reconstruit même si le cache est à jour")
    p.set_defaults(func=cmd_build)
