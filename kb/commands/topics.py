"""Topic commands: ``kb topics`` (the map of topics over the five books) and ``kb related``
(the cross-links of one article). Both read the compiled ``topics.json``; spaCy never runs
here unless the build cache has to be rebuilt."""

from __future__ import annotations

import argparse
import difflib

from kb.commands import article_id, print_json
from kb.errors import KBError
from kb.knowledge import KnowledgeBase
from kb.model import Library
from kb.topics import RelatedArticle, TopicIndex, TopicLink


def topic_id(index: TopicIndex, raw: str) -> str:
    """The topic id for ``raw`` (an id, or an unambiguous piece of an id or label)."""
    if raw in index.topics:
        return raw
    key = raw.lower().replace("-", "_").strip()
    if key in index.topics:
        return key
    hits = [t for t in index.topics.values() if key in t.id or raw.lower() in t.label.lower()]
    if len(hits) == 1:
        return hits[0].id
    close = hits or [index.topics[t] for t in difflib.get_close_matches(key, list(index.topics), n=5)]
    hint = f" ; voulez-vous dire : {', '.join(t.id for t in close)} ?" if close else ""
    raise KBError(f"thème inconnu : {raw!r}{hint} (liste : kb topics)")


def _line(library: Library, article_id: str) -> str:
    a = library.articles.get(article_id)
    title = (a.title or (a.struck_title and f"~~{a.struck_title}~~") or "") if a else ""
    return f"{article_id:<34} {title}"


def cmd_topics(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    index = kb.topics
    if args.topic is None:
        if args.json:
            print_json(index.summary())
            return 0
        print(f"{len(index.topics)} thèmes (kb topics THEME pour les articles d'un thème)\n")
        for tid, topic in index.topics.items():
            links = index.articles_for(tid)
            primary = sum(1 for link in links if link.role == "primary")
            print(f"{tid:<30} {topic.label}  ({primary} principaux, {len(links) - primary} secondaires)")
        return 0
    tid = topic_id(index, args.topic)
    links = index.articles_for(tid)
    if not args.all:
        links = [link for link in links if link.role == "primary"] or links
    if args.json:
        topic = index.topics[tid]
        out = {
            "id": tid,
            "label": topic.label,
            "description": topic.description,
            "articles": [link.to_dict() for link in links],
        }
        print_json(out)
        return 0
    library = kb.library
    topic = index.topics[tid]
    print(f"{topic.label} [{tid}]")
    print(f"{topic.description}\n")
    by_book: dict[str, list[TopicLink]] = {b: [] for b in library.books}
    for link in links:
        by_book.setdefault(library.articles[link.article].book if link.article in library else "?", []).append(link)
    for book, found in by_book.items():
        short = library.books[book].meta.short if book in library.books else book
        print(f"{short} :")
        if not found:
            print("  (rien sur ce thème)")
        order = {a.id: i for i, a in enumerate(library.by_book(book))} if book in library.books else {}
        for link in sorted(found, key=lambda lk: (lk.role != "primary", order.get(lk.article, 0))):
            mark = "" if link.role == "primary" else "  (secondaire)"
            print(f"  {_line(library, link.article)}{mark}")
        print()
    if not args.all:
        print("(articles principaux ; --all pour les mentions secondaires)")
    return 0


def cmd_related(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    library = kb.library
    aid = article_id(library, args.id)
    index = kb.topics
    related = index.related(aid)
    topics = index.topics_of(aid)
    if args.json:
        out = related.to_dict()
        out["topics"] = [link.to_dict() for link in topics]
        print_json(out)
        return 0
    a = library.get(aid)
    print(f"{aid} — {a.title}" if a.title else aid)
    if topics:
        names = [f"{index.topics[t.topic].label}{'' if t.role == 'primary' else ' (secondaire)'}" for t in topics]
        print("Thèmes : " + " ; ".join(names))
    print("\nMême sujet dans les autres règlements :")
    if not related.same_topic:
        print("  (aucun)")
    by_book: dict[str, list[RelatedArticle]] = {}
    for r in related.same_topic:  # best first; books in the order of their best article
        by_book.setdefault(r.book, []).append(r)
    for book, found in by_book.items():
        print(f"  {library.books[book].meta.short if book in library.books else book} :")
        for r in found:
            labels = ", ".join(index.topics[t].label for t in r.shared_topics[:2] if t in index.topics)
            print(f"    {_line(library, r.article)}  [{labels}]")
    print("\nVoir (références de cet article) :")
    for target in related.see or []:
        print(f"  {_line(library, target)}")
    if not related.see:
        print("  (aucune)")
    print("\nCité par :")
    for source in related.cited_by or []:
        print(f"  {_line(library, source)}")
    if not related.cited_by:
        print("  (aucun article)")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "topics",
        help="thèmes communs aux cinq règlements et leurs articles",
        description="Sans argument : la liste des thèmes. Avec un THEME : ses articles, livre par livre.",
        epilog="exemples :\n  kb topics\n  kb topics time_clock\n  kb topics time_clock --all\n  kb topics --json",
    )
    p.add_argument("topic", nargs="?", help="identifiant du thème, ex. time_clock, dead_button, side_pots")
    p.add_argument("--all", action="store_true", help="inclut les articles qui n'en parlent qu'en passant")
    p.add_argument("--json", action="store_true", help='JSON : {thème: {"label": …, "articles": [ids, principaux d\'abord]}}')
    p.set_defaults(func=cmd_topics)

    p = sub.add_parser(
        "related",
        help="liens d'un article : même sujet dans les autres livres, « voir » et « cité par »",
        epilog="exemples :\n  kb related tda:30\n  kb related ropta:3.5 --json",
    )
    p.add_argument("id", help="identifiant d'article, ex. tda:29, ropta:9.6")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_related)
