"""The line rules the books share (like markdown-it-py's ``rules_block``).

Each rule takes the parser state and consumes the current line (True) or leaves it to the
next rule (False); rules with settings are made by a factory (``numbered_heading(RULE_RE,
kind="rule")``). A book's preset lists them in order, with its own quirk rules in between
(see ``kb/corpus/tda.py`` …).
"""

from kb.corpus.rules.blank import blank_line
from kb.corpus.rules.body import body_line
from kb.corpus.rules.examples import example_line
from kb.corpus.rules.front import front_matter, furniture, leading_titles
from kb.corpus.rules.headings import current_part, numbered_heading, parent_number, unnumbered
from kb.corpus.rules.markdown import markdown_heading

__all__ = [
    "blank_line",
    "body_line",
    "current_part",
    "example_line",
    "front_matter",
    "furniture",
    "leading_titles",
    "markdown_heading",
    "numbered_heading",
    "parent_number",
    "unnumbered",
]
