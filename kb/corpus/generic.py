"""The generic parser: any book, read with its layout profile (``kb.corpus.profile``).

The parser assembles a preset of line rules (``kb.corpus.parser_state``) from the profile:
blank lines; page furniture and table-of-contents lines (front matter wherever they
stand); the front matter up to ``front_matter_end``; the profile's heading levels, tried in
order; worked-example lines; body lines. It gives the guarantees of the books' own parsers:
every non-blank line lands in exactly one article or in the front matter, each article
keeps its line span, ``numbered`` says whether its id is the book's number or a slug.
References are extracted by ``kb.corpus.parse_book`` as for every book. With no profile,
the layout is guessed from the text (``kb.corpus.detect``). The state the rules read, with
the profile compiled, is ``kb.corpus.generic_state``'s.
"""

from __future__ import annotations

import re

from kb.corpus.common import strip_md_emphasis
from kb.corpus.detect import detect_profile
from kb.corpus.generic_state import CompiledLevel, GenericState, HeadingMatch
from kb.corpus.layouts import BARE_PART, contents_entries, run_in
from kb.corpus.lists import list_item, nested_items, titled_rules
from kb.corpus.markdown import render_inline
from kb.corpus.parser_state import Draft, Heading, Line, Preset, run
from kb.corpus.profile import Level, Profile, book_number, number_key
from kb.corpus.rules import blank_line, body_line, front_matter, leading_titles, parent_number, unnumbered
from kb.corpus.rules.body import plain_text
from kb.corpus.rules.marked import split_marked
from kb.corpus.sentences import sentences_as_text
from kb.corpus.sequence import gap, inserted_after
from kb.corpus.source import Source
from kb.corpus.timelimit import TooLong, time_limit
from kb.corpus.titles_below import captions_as_titles, heading_below, title_below
from kb.model import Article, Book, BookMeta, Example

# Fewer words than this after a label run into its wording with no mark is a title.
_SHORT_TITLE = 5


def _groups(m: re.Match[str], numbered: bool) -> tuple[str, str]:
    """(number, title) of a heading match: the named groups, else group 1 and the last."""
    names = m.re.groupindex
    number = m.group("number") if "number" in names else (m.group(1) if numbered and m.re.groups else "")
    number = book_number(number or "")
    if "title" in names:
        title = m.group("title")
    elif m.re.groups >= (2 if numbered else 1):
        title = m.group(m.re.groups)
    else:
        title = m.group(0)
    return (number or "").strip(), strip_md_emphasis(title or "").strip()


def run_in_wording(m: re.Match[str], title: str) -> tuple[str, str]:
    r"""(title, text run in) of a heading whose label runs into its wording with no mark
    (group ``runin``: « Art. L. 131-1 Les fédérations sportives ont pour objet… »): a
    short wording with no sentence's last mark is the title (« Article 5 Mises »), else the
    article's first text.

    >>> pattern = re.compile(r"^Art\. (?P<number>\d+)(?: (?P<runin>.*))?$")
    >>> run_in_wording(pattern.match("Art. 5 Mises"), "")
    ('Mises', '')
    >>> run_in_wording(pattern.match("Art. 6 Les joueurs sont assis."), "")
    ('', 'Les joueurs sont assis.')
    >>> run_in_wording(re.match(r"^Art\. (?P<number>\d+) (?P<runin>.*?)\s*:?$", "Art. 7 Le joueur peut alors choisir :"), "")
    ('', 'Le joueur peut alors choisir :')
    """
    ran = (m.group("runin") or "") if "runin" in m.re.groupindex else ""
    if not ran or title:
        return title, ""
    if len(ran.split()) < _SHORT_TITLE and not ran.endswith((".", ";", ":", ",")):
        return strip_md_emphasis(ran).strip(), ""
    # the text keeps the colon the pattern left out of its group (« …dans les limites suivantes : »)
    return title, re.sub(r"\s*(?:\*\*|__)?\s*$", "", m.string[m.start("runin"):])


def _heading_wording(state: GenericState, c: CompiledLevel) -> tuple[str, str, int, int] | None:
    """(current wording, struck wording, last line, Markdown level) of what ``c`` reads at
    the current line: a Markdown heading, or the line itself."""
    line = state.line
    if c.level.on == "line":
        current, struck = split_marked(run_in(line.text)[0], state.profile.struck_markup)
        return current, " ".join(struck), line.n, 0
    block = state.headings.get(line.n)
    if block is None or (c.level.markdown_levels and block.level not in c.level.markdown_levels):
        return None
    current, struck = render_inline(block.inline)
    return strip_md_emphasis(current), strip_md_emphasis(" ".join(struck)), block.end, block.level


def _accepts(state: GenericState, c: CompiledLevel, number: str, title: str = "") -> bool:
    """The level's conditions beyond its pattern: isolation, length, the next line, the
    order of the numbers (an item of a list in the article's text is no heading), ``before``."""
    lv, line = c.level, state.line
    if lv.isolated and not (line.gap_before and line.gap_after):
        return False
    if lv.max_length and len(run_in(line.text)[0]) > lv.max_length:
        return False
    if lv.before and lv.before in state.seen_levels:
        return False
    if lv.next_line:
        following = state.next_nonblank()
        if following is None:
            return False
        if lv.next_line.startswith("@"):
            if lv.kind == "part" and state.bare_rule():
                return False
            if not any(_follows(state, name, following, lv.kind == "part") for name in lv.next_line[1:].split("|")):
                return False
        elif c.next_line is not None and not c.next_line.match(following.text):
            return False
    # While the headings may be a table of contents, the numbers start again after it (_table_of_contents).
    if lv.numbered and lv.order != "any" and not _contents_so_far(state):
        key, last = number_key(number), state.last_number.get(_order_key(state, lv))
        if lv.order == "next":
            expected = (last[0] + 1,) if last else (1,)
            return ((key[:1] == expected or inserted_after(number, key, last) or gap(key, expected, line.n, state.numbers[lv.name]))
                    and not (last and _in_list(state, c, key, last, title)))
        return last is None or (key > last and not _in_list(state, c, key, last, title))
    return True


def _in_list(state: GenericState, c: CompiledLevel, key: tuple[int, ...], last: tuple[int, ...], title: str) -> bool:
    """Is the line the next item of a numbered list in the current article's text (``kb.corpus.lists``)?"""
    if state.current is None or c.level.on != "line":
        return False
    before = [number_key(_groups(m, True)[0]) for ln in state.current.body if (m := c.pattern.match(ln.text))]
    # a part's heading just below the list's previous item, the list running from its first:
    # the next item (« F. Felix » under « E. Eva », a list of names A. to H. in part E) — a
    # part holds text; a rule may be a sentence under the items of a list (« 3. Les recaves… »)
    previous = next((ln for ln in reversed(state.current.body) if not ln.blank), None)
    if (c.level.kind == "part" and before and previous is not None and (m := c.pattern.match(previous.text)) and key[-1] > 1
            and number_key(_groups(m, True)[0]) == (*key[:-1], key[-1] - 1) and (*key[:-1], 1) in before):
        return True
    later = (number_key(_groups(m, True)[0]) for ln in state.lines[state.pos + 1:] if (m := c.pattern.match(ln.text)))
    titled = lambda: titled_rules([_groups(m, True)[1] for ln in state.lines if (m := c.pattern.match(ln.text))])  # noqa: E731
    return list_item(key, title, last, before, later, titled)


def _order_key(state: GenericState, level: Level) -> str:
    """Where a level's numbers run in order: the book, the current part (``per_part``) or
    the heading they are read under (``within``)."""
    if level.within:
        above = state.last_of.get(level.within)
        return f"{level.name}@{above.article.id if above else ''}"
    if level.per_part and state.new_part:
        return f"{level.name}@+"  # the part about to open: no number read in it yet
    part = _numbering_part(state, level) if level.per_part else None
    return f"{level.name}@{part.article.id if part is not None else ''}"


def _numbering_part(state: GenericState, level: Level) -> Draft | None:
    """The part a ``per_part`` level's numbers start again in: the last of ``restart_in``
    (« Chapitre 2 », over its sections), else the current part."""
    return state.last_of.get(level.restart_in) if level.restart_in else state.part


def _follows(state: GenericState, name: str, following: Line, new_part: bool = False) -> bool:
    """Does ``following`` open a heading of the level ``name``? Under a part heading
    (``new_part``), numbers that start again in each part start again there: « La donne »
    then « 1. » after rule 3 of the part before opens rule 1 of its own."""
    saved = state.pos, state.new_part
    state.pos, state.new_part = following.n - 1, new_part
    try:
        return _match(state, only=name) is not None
    finally:
        state.pos, state.new_part = saved


def _match(state: GenericState, only: str | None = None) -> HeadingMatch | None:
    """The first level that reads a heading at the current line, with what it read."""
    for c in state.levels:
        if only is not None and c.level.name != only:
            continue
        wording = _heading_wording(state, c)
        if wording is None:
            continue
        current, struck, end, md_level = wording
        whole_struck = not current and bool(struck)
        m = c.pattern.match(struck if whole_struck else current)
        if m is None:
            continue
        number, title = _groups(m, c.level.numbered)
        if c.level.numbered and not number:
            continue
        above = state.last_of.get(c.level.within) if c.level.within else None
        if c.level.within and above is None:
            continue  # a letter before any heading it could be read under: text
        if not _accepts(state, c, number, title):
            continue
        shown = c.level.number_format.replace("{number}", number) if c.level.numbered else number
        if c.level.numbered and c.level.per_part and (part := _numbering_part(state, c.level)) is not None:
            shown = f"{part.article.number}.{shown}"
        if above is not None:
            shown = f"{above.article.number}.{shown}"
        depth = c.level.rank or md_level or 1
        title, ran = run_in_wording(m, title)
        bare = not (title or ran) or (not c.level.numbered and BARE_PART.match(title))  # « CHAPITRE Ier » alone
        below = title_below(state, not c.level.numbered) if c.level.title_below and bare and c.level.on == "line" else None
        if below is not None:
            title, end = " – ".join(filter(None, (title, strip_md_emphasis(below.text).rstrip(".")))), below.n
        elif bare and not c.level.numbered and c.level.on == "heading" and (title_heading := heading_below(state, md_level)):
            title, end = f"{title} – {title_heading[0]}", title_heading[1]
        if whole_struck:  # a heading struck as a whole: a struck article with no current wording
            return HeadingMatch(c, shown, "", title, (struck,), end, depth, number)
        rest = run_in(state.line.text)[1] if c.level.on == "line" else ""
        rest = " ".join(filter(None, (ran, rest)))
        if c.level.title_split and not rest and (split := re.match(c.level.title_split, title)):
            title, rest = split.group("title").strip(), split.group("rest")
        return HeadingMatch(c, shown, title.rstrip(" .:–—-") if rest else title, struck, (), end, depth, number, rest)
    return None


def _parent(state: GenericState, m: HeadingMatch, number: str) -> str | None:
    """The parent id, by the level's ``parent`` rule (a number whose parent is missing
    climbs up: ``9.6.1`` → ``9.6`` → ``9``)."""
    rule = m.compiled.level.parent
    if m.compiled.level.within:
        above = state.last_of.get(m.compiled.level.within)
        return above.article.id if above else None
    if rule == "number" and m.compiled.level.numbered:
        p = parent_number(number, m.compiled.level.root_depth)
        while p and f"{state.book_id}:{p}" not in state.by_id:
            p = parent_number(p, m.compiled.level.root_depth)
        return f"{state.book_id}:{p}" if p else None
    if rule == "outline":
        return next((d.article.id for d in reversed(state.drafts) if state.depth[d.article.id] < m.depth), None)
    if rule == "part":
        return state.part.article.id if state.part else None
    return None


def _unique(state: GenericState, number: str) -> str:
    """``number``, or ``number-2``, ``number-3``… when the id is taken (profile
    ``duplicates = "suffix"``); a CorpusError with ``duplicates = "error"``."""
    if f"{state.book_id}:{number}" not in state.by_id:
        return number
    if state.profile.duplicates == "error":
        first = state.by_id[f"{state.book_id}:{number}"].article.line_start
        raise state.error(f"article {number} en double (déjà ligne {first})", line=state.line.n)
    k = 2
    while f"{state.book_id}:{number}-{k}" in state.by_id:
        k += 1
    return f"{number}-{k}"


def _contents_so_far(state: GenericState) -> bool:
    """May the articles read so far be a table of contents? None has text, and none is a
    sentence (« 2. Le directeur peut prononcer : » is a rule written on one line, as a
    book whose rules are one sentence each writes them all)."""
    return not any(d.body or d.heading.text.endswith((".", ";", ":")) for d in state.drafts)


def _table_of_contents(state: GenericState, number: str) -> bool:
    """A number met again while no article read so far has text: the articles so far were
    a table of contents. They go to the front matter and the book starts again here."""
    if f"{state.book_id}:{number}" not in state.by_id or not _contents_so_far(state):
        return False
    state.drafts_to_front(len(state.drafts))
    state.depth.clear()
    state.last_of.clear()
    state.seen_levels.clear()
    state.last_number.clear()
    state.current = state.part = None
    return True


def heading(state: GenericState) -> bool:
    """A line (or Markdown heading) one of the profile's levels reads opens an article;
    a heading matching ``body_headings`` stays in the current article's text."""
    block = state.headings.get(state.line.n)
    if block is not None and state.current is not None:
        text = strip_md_emphasis(render_inline(block.inline)[0])
        if any(p.match(text) for p in state.body_headings):
            return False
    m = _match(state)
    if m is None:
        return False
    lv = m.compiled.level
    if lv.kind == "front":
        return _front_section(state, m.end)
    state.annex = None
    if lv.kind == "annex" and (target := state.by_id.get(f"{state.book_id}:{m.number}")) is not None:
        return _annex(state, target, m.end)
    _table_of_contents(state, m.number)
    if lv.numbered:
        head = Heading(_unique(state, m.number), m.title, kind=lv.kind, parent=_parent(state, m, m.number))
    else:
        slug = unnumbered(m.title or m.struck_title, kind=lv.kind, prefix=lv.slug_prefix)
        head = Heading(_unique(state, slug.number or "section"), m.title, kind=lv.kind,
                       parent=_parent(state, m, slug.number), numbered=False)
    head = Heading(head.number, head.title, kind=head.kind, parent=head.parent, numbered=head.numbered,
                   struck_title=m.struck_title, struck=m.struck)
    draft = state.open(head)
    state.depth[draft.article.id] = m.depth
    state.last_of[lv.name] = draft
    state.seen_levels.add(lv.name)
    if lv.numbered:
        state.last_number[_order_key(state, lv)] = number_key(m.read)
    state.through(m.end)
    if m.rest:  # the text of a run-in heading starts on the heading's own line
        draft.body.append(Line(draft.heading.n, m.rest, m.rest, False, draft.heading.gap_after))
    return True


def _front_section(state: GenericState, end: int) -> bool:
    """A heading of kind ``front`` (a "Sommaire"): it and the text under it, up to the
    next heading, are front matter — and the table of contents' entries that read as
    headings (``contents_entries``: « Article 2 – Inscriptions » before « ARTICLE 2 –
    INSCRIPTIONS »)."""
    last = contents_entries([ln.text for ln in state.lines], end)  # lines are numbered from 1: index end is below
    while not state.done and state.pos < last:
        if state.line.blank:
            state.advance()
        else:
            state.to_front()
    state.current = state.annex = None
    return True


def _annex(state: GenericState, target: Draft, end: int) -> bool:
    """A heading of kind ``annex`` naming an article read earlier (an addendum's « Rule 16:
    Face Up for All-ins »): an example of that article, which the lines below continue —
    an example label among them (« Example 2: ») starts the next one."""
    line = state.line
    target.article.examples.append(Example(strip_md_emphasis(line.text), line.text, line.n, end))
    state.current = state.annex = target
    state.through(end)
    return True


def annex_line(state: GenericState) -> bool:
    """A line of an addendum block (see ``_annex``) continues its article's last example."""
    if state.annex is None:
        return False
    examples = state.annex.article.examples
    line = state.advance()
    last = examples[-1]
    current, struck = split_marked(line.text, state.profile.struck_markup)
    examples[-1] = Example(last.label, f"{last.text}\n{current}", last.line_start, line.n)
    state.annex.article.struck.extend(struck)
    state.annex.article.lines.append(line.n)
    return True


def furniture_line(state: GenericState) -> bool:
    """Page furniture and table-of-contents lines go to the front matter."""
    if state.line.n not in state.furniture_lines:
        return False
    state.to_front()
    return True


def example(state: GenericState) -> bool:
    """A line starting with one of the profile's example labels is a worked example of
    the current article (``Exemple 2 : …``, ``Cas A : …``)."""
    if state.current is None:
        return False
    line = state.line
    m = next((m for p in state.examples if (m := p.match(line.text))), None)
    if m is None:
        return False
    label = m.group("label") if "label" in m.re.groupindex and m.group("label") else m.group(0).rstrip(" :")
    # its struck wording is the article's deleted wording, not the example's (« Cas A : … à
    # tapis ~~d'ante~~ pour 800 », a redline printed without its list's bullets)
    current, struck = split_marked(line.text, state.profile.struck_markup)
    state.current.article.examples.append(Example(strip_md_emphasis(label), current, line.n, line.n))
    state.current.article.struck.extend(struck)
    state.current.article.lines.append(line.n)
    state.advance()
    return True


def _front_ends(state: GenericState) -> bool:
    """The body starts at the line ``front_matter_end`` matches (without it, at once: the
    lines before the first heading are front matter all the same)."""
    return state.front_end is None or bool(state.front_end.match(state.line.text))


PRESET: Preset[GenericState] = Preset(
    "generic",
    [
        ("blank", blank_line),
        ("furniture", furniture_line),
        ("front_matter", front_matter(until=_front_ends)),
        ("heading", heading),
        ("example", example),
        ("annex", annex_line),
        ("body", body_line()),  # before the first heading: front matter
    ],
    duplicate=None,  # the heading rule makes ids unique itself (profile ``duplicates``)
)


# The closing formula of a text (« Fait à Paris, le 29 juin 2010. », « _Approuvé à Genas, le
# 16 juillet 2025._ »), on a line of its own.
_CLOSING = re.compile(r"^[\s*_>]*(?:Fait|Approuvée?|Adoptée?|Délibérée?)s?\s+(?:à|en)\s+[^.;:!?]{1,60}?,?\s+le\s+"
                      r"[^.;:!?]{4,40}?[\s*_.]*$")


def back_matter(state: GenericState) -> None:
    """What follows the closing formula in the last article — the signatures, the
    publisher's name and address — is the book's back matter, not the rule's text: a PDF
    prints it as a footer, a Markdown file as signature boxes; the formula itself stays
    the article's last line."""
    last = state.drafts[-1] if state.drafts else None
    if last is None:
        return
    at = next((k for k, ln in enumerate(last.body) if _CLOSING.match(ln.text)), None)
    if at is None or at + 1 == len(last.body):
        return
    gone = last.body[at + 1:]
    del last.body[at + 1:]
    numbers = {ln.n for ln in gone}
    last.article.lines = [n for n in last.article.lines if n not in numbers or n == last.article.line_start]
    state.front.extend(gone)


# A profile's regular expressions are the user's (see kb.corpus.timelimit): the reading
# stops after this long with an error naming the book.
PARSE_SECONDS = 60.0


def parse(source: Source, meta: BookMeta, profile: Profile | None = None) -> Book:
    """Parse a book with ``profile`` (None: the layout detected from the text)."""
    try:
        with time_limit(PARSE_SECONDS):
            return _parse(source, meta, profile)
    except TooLong:
        raise source.error(f"lecture arrêtée après {PARSE_SECONDS:.0f} s : une expression régulière du profil de "
                           "mise en page revient-elle en arrière sans fin ? (ex. « ^(a+)+$ » : la simplifier)") from None


def _parse(source: Source, meta: BookMeta, profile: Profile | None) -> Book:
    if profile is None:
        profile = detect_profile(source.lines).profile
    state = GenericState(source, meta, profile)
    if not state.nonblank():
        raise source.error("aucun texte")
    run(state, PRESET)
    back_matter(state)
    leading_titles(state)
    nested_items(state.drafts, state.lines)
    sentences_as_text(state.drafts, state.lines)
    captions_as_titles(state.drafts)
    articles: list[Article] = [d.finish(plain_text(d, state.lines, state.words, state.profile.struck_markup))
                               for d in state.drafts]
    if not articles:
        raise source.error("aucun titre d'article reconnu : vérifier le profil de mise en page")
    return state.book(articles, "\n".join(ln.text for ln in state.front_lines()))
