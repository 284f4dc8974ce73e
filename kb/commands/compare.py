"""Comparing the books: ``kb compare``, ``kb diff``, ``kb derived``."""

from __future__ import annotations

import argparse
import shutil
import sys
import textwrap
from typing import Any

from kb.commands import article_id, print_json
from kb.compare import (
    STATUS_LABELS,
    Divergence,
    WordDiff,
    aligned_articles,
    compare_records,
    derived_pairs,
    divergence,
    topic_summary,
    word_diff,
)
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import Library
from kb.parameters import Parameter
from kb.quotes import in_previous_edition, previous_edition_note
from kb.terminal import use_colour

STATUS_MARKS = {"diverge": "≠", "partial": "~", "agree": "=", "unspecified": "·"}


def _topic_labels(kb: KnowledgeBase) -> dict[str, str]:
    return {tid: topic.label for tid, topic in kb.topics.topics.items()}


def _select(params: list[Parameter], what: str | None) -> list[Parameter]:
    if not what:
        return params
    chosen = [p for p in params if p.topic == what or p.id == what or p.id.startswith(what + ".")]
    if not chosen:
        topics = sorted({p.topic for p in params})
        raise KBError(
            f"aucun paramètre pour {what!r} : donner un thème ({', '.join(topics)}) ou un identifiant de paramètre"
        )
    return chosen


def _cited(library: Library, article: str) -> str:
    """An article id as cited, or the older edition's article when the edition in use has
    none (``ropta@2025-02:9.6, de l'édition précédente (2025-02), absent de …``)."""
    older = in_previous_edition(library, article)
    return f"{older.id}, {previous_edition_note(library, older)}" if older else article


def _number(library: Library, article: str | None) -> str:
    if not article:
        return "—"
    older = in_previous_edition(library, article)
    number = article.split(":", 1)[1]
    return f"{number} (édition {library.books[older.book].meta.version})" if older else number


def cmd_compare(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    params, library = kb.parameters, kb.library
    chosen = _select(params, args.what)
    if args.summary:
        summary = topic_summary(chosen)
        if args.json:
            print_json([s.to_dict() for s in summary.values()])
        else:
            print(render_summary(chosen, _topic_labels(kb)))
        return 0
    if args.json:
        print_json(compare_records(chosen))
        return 0
    if not args.what:
        print(render_summary(params, _topic_labels(kb)))
        return 0
    aligned = None
    if args.aligned:
        topics = {p.topic for p in chosen}
        aligned = [aligned_articles(t, library, index=kb.topics) for t in sorted(topics)]
    print(render_topic(chosen, library, _topic_labels(kb), aligned))
    return 0


def render_summary(params: list[Parameter], labels: dict[str, str]) -> str:
    """One line per topic: how many parameters agree, diverge, are partly specified."""
    lines = ["Paramètres comparés par thème (≠ divergence, ~ partiellement précisé, = accord)", ""]
    summary = topic_summary(params)
    for topic in sorted(summary, key=lambda t: (-len(summary[t].diverging), t)):
        s = summary[topic]
        counts = " ".join(f"{STATUS_MARKS[k]}{s.counts[k]}" for k in ("diverge", "partial", "agree") if s.counts[k])
        lines.append(f"{topic:<22} {labels.get(topic, '')[:44]:<44} {counts}")
        for pid in s.diverging:
            lines.append(f"{'':<22}   ≠ {pid}")
    total = sum(len(s.diverging) for s in summary.values())
    lines += ["", f"{len(params)} paramètres, {total} en divergence. Détail : kb compare THÈME"]
    return "\n".join(lines)


def _table(rows: list[list[str]], widths: list[int]) -> list[str]:
    out: list[str] = []
    for row in rows:
        cells = [textwrap.wrap(c, w) or [""] for c, w in zip(row, widths, strict=True)]
        for i in range(max(len(c) for c in cells)):
            out.append("  ".join((c[i] if i < len(c) else "").ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip())
    return out


def _cell(p: Parameter, book: str) -> str:
    bv = p.values.get(book)
    if bv is None:
        return "—"
    if bv.value is None:
        return "non fixé"
    return p.format(bv.value)


def render_topic(
    params: list[Parameter], library: Library, labels: dict[str, str], aligned: list[Any] | None = None
) -> str:
    """The side-by-side table of a topic's parameters, then each value with its quote."""
    names = library.book_names(in_use=True)  # an older edition has no values
    books = list(names)
    width = max(100, min(160, shutil.get_terminal_size((120, 20)).columns))
    col = max(12, (width - 34) // len(books) - 2)
    topics = sorted({p.topic for p in params})
    lines = [" · ".join(f"Thème {t} — {labels.get(t, t)}" for t in topics), ""]
    cited = [aligned_articles(t, library, params=params) for t in topics]
    for al in cited:
        arts = " · ".join(f"{names[b]} {_number(library, a)}" for b, a in al.articles.items() if b in names)
        lines.append(f"Articles cités ({al.topic}) : {arts}")
    if aligned:
        for al in aligned:
            arts = " · ".join(f"{names[b]} {a.split(':', 1)[1] if a else '—'}" for b, a in al.articles.items())
            lines.append(f"Articles alignés ({al.topic}) : {arts}")
    lines.append("")
    rows = [["", "Paramètre", *[names[b] for b in books]]]
    divs: list[Divergence] = [divergence(p) for p in params]
    for p, d in zip(params, divs, strict=True):
        rows.append([STATUS_MARKS[d.status], p.label, *[_cell(p, b) for b in books]])
    lines += _table(rows, [1, 30, *[col] * len(books)])
    lines += ["", "≠ divergence · ~ partiellement précisé · = accord · — non précisé · non fixé : laissé à l'organisateur", ""]
    for p, d in zip(params, divs, strict=True):
        lines.append(f"■ {p.label} [{p.id}] — {STATUS_LABELS[d.status]}")
        if p.note:
            lines.extend(textwrap.wrap(p.note, width - 4, initial_indent="  ", subsequent_indent="  "))
        for book in books:
            bv = p.values.get(book)
            head = f"  {names[book]:<13}"
            if bv is None:
                note = p.silent_notes.get(book, "")
                lines.append(f"{head}non précisé" + (f" — {note}" if note else ""))
                continue
            value = "non fixé" if bv.value is None else p.format(bv.value)
            hist = " (texte barré, historique)" if bv.historical else ""
            lines.append(f"{head}{value} — {_cited(library, bv.article)}{hist}")
            pad = " " * 15
            lines.extend(textwrap.wrap(f"« {bv.quote} »", width - 15, initial_indent=pad, subsequent_indent=pad))
            if bv.note:
                lines.extend(textwrap.wrap(f"Note : {bv.note}", width - 15, initial_indent=pad, subsequent_indent=pad))
        lines.append("")
    return "\n".join(lines).rstrip()


def render_diff(d: WordDiff, color: bool = False) -> str:
    """The diff as running text: [-deleted-] {+inserted+}; number changes listed after."""
    red, green, bold, reset = ("\033[31m", "\033[32m", "\033[1m", "\033[0m") if color else ("", "", "", "")
    parts: list[str] = []
    for op in d.ops:
        if op.op == "equal":
            parts.append(op.a)
            continue
        mark = bold if op.numbers else ""
        if op.a:
            parts.append(f"{red}{mark}[-{op.a}-]{reset}")
        if op.b:
            parts.append(f"{green}{mark}{{+{op.b}+}}{reset}")
    body = textwrap.fill(" ".join(parts), 100)
    head = (
        f"{d.a} ↔ {d.b} — similarité {d.similarity:.0%}, texte commun {d.shared:.0%}, "
        f"{len(d.changes)} différence(s)"
    )
    lines = [head, "[-…-] seulement dans " + d.a + " · {+…+} seulement dans " + d.b, "", body]
    numbers = [op for op in d.changes if op.numbers]
    if numbers:
        lines += ["", "Nombres modifiés :"]
        lines += [f"  {op.describe()}" for op in numbers]
    return "\n".join(lines)


def cmd_diff(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    library = kb.library
    d = word_diff(library, article_id(library, args.a), article_id(library, args.b))
    if args.json:
        print_json(d.to_dict())
        return 0
    print(render_diff(d, color=use_colour(sys.stdout)))
    return 0


def cmd_derived(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    library = kb.library
    books = None
    if args.books:
        books = [b.strip() for b in args.books.split(",") if b.strip()]
        unknown = [b for b in books if b not in library.books]
        if unknown:
            raise KBError(f"livre inconnu : {', '.join(unknown)} (livres : {', '.join(library.books)})")
    if not 0 < args.min_shared <= 1:
        raise KBError("--min-shared doit être compris entre 0 et 1")
    if args.limit < 0:  # (a slice [:-5] hid the last five differences and counted them as more)
        raise KBError(f"--limit {args.limit} : au moins 0")
    pairs = derived_pairs(library, books=books, min_shared=args.min_shared)
    if args.article:
        wanted = article_id(library, args.article)
        pairs = [p for p in pairs if wanted in (p.a, p.b)]
    if args.json:
        print_json([p.to_dict() for p in pairs])
        return 0
    print(f"{len(pairs)} paires d'articles au texte largement commun (≥ {args.min_shared:.0%} du plus court)")
    for p in pairs:
        print(f"\n{p.a} ≈ {p.b} — {p.shared:.0%} commun, similarité {p.similarity:.0%}")
        items = p.ranked()
        if not items:
            print("  texte identique (à la ponctuation près)")
        for c in items[: args.limit]:
            print(textwrap.fill(c.describe(), 100, initial_indent="  • ", subsequent_indent="    "))
        if len(items) > args.limit:
            print(f"    … et {len(items) - args.limit} autre(s) différence(s) : kb diff {p.a} {p.b}")
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser(
        "compare",
        help="comparer les valeurs des règles entre les cinq règlements",
        description=(
            "Valeurs des paramètres de règles dans chaque règlement, avec la citation exacte qui\n"
            "les fonde ; les divergences sont marquées (≠). Sans argument : résumé par thème."
        ),
        epilog=(
            "exemples :\n"
            "  kb compare                     résumé des divergences par thème\n"
            "  kb compare time_clock          tableau comparatif du « time », avec les citations\n"
            "  kb compare time.seconds_after_call --json\n"
            "  kb compare --json              tous les paramètres en JSON\n"
            "  kb compare --summary --json    accords et divergences par thème, en JSON"
        ),
    )
    p.add_argument("what", nargs="?", metavar="THÈME", help="thème (time_clock…) ou identifiant de paramètre")
    p.add_argument("--json", action="store_true", help="sortie JSON")
    p.add_argument("--summary", action="store_true", help="résumé par thème (avec --json : en JSON)")
    p.add_argument("--aligned", action="store_true", help="montrer aussi l'article le plus pertinent de chaque livre")
    p.set_defaults(func=cmd_compare)

    d = sub.add_parser(
        "diff",
        help="différences mot à mot entre deux articles",
        description="Diff mot à mot de deux articles : insertions, suppressions, nombres modifiés.",
        epilog="exemples :\n  kb diff tda:30 redcactus:30\n  kb diff tda:71 redcactus:73 --json",
    )
    d.add_argument("a", metavar="ID1", help="premier article (ex. tda:30)")
    d.add_argument("b", metavar="ID2", help="second article (ex. redcactus:30)")
    d.add_argument("--json", action="store_true", help="sortie JSON")
    d.set_defaults(func=cmd_diff)

    r = sub.add_parser(
        "derived",
        help="articles recopiés d'un règlement à l'autre, avec ce qui diffère",
        description=(
            "Paires d'articles de deux règlements dont le texte est largement commun (RedCactus\n"
            "reprend le TDA), avec la liste de ce qui diffère."
        ),
        epilog="exemples :\n  kb derived\n  kb derived --article tda:30\n  kb derived --books tda,redcactus --json",
    )
    r.add_argument("--json", action="store_true", help="sortie JSON")
    r.add_argument("--books", help="limiter à ces livres, séparés par des virgules")
    r.add_argument("--article", help="seulement les paires contenant cet article")
    r.add_argument("--min-shared", type=float, default=0.6, help="part minimale de texte commun (défaut 0.6)")
    r.add_argument("--limit", type=int, default=5, help="nombre de différences montrées par paire (défaut 5)")
    r.set_defaults(func=cmd_derived)
