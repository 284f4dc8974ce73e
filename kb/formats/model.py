"""What an extractor returns: the text lines of an imported file and what it dropped."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Extracted:
    """The text of an imported file, one string per line (NFC, no line ends).

    ``removed`` holds the lines an extractor dropped as page furniture (a PDF's page
    numbers and running headers, a web page's menus, header and footer), each with its
    page (1-based; a web page is one page), so that nothing of the original is lost
    without a trace. ``notes`` holds the footnotes of a PDF no call tied to a paragraph,
    each with its page: they stay in the text at their page's foot, and are listed so that
    the reader places them by hand.
    """

    lines: list[str]
    removed: list[tuple[int, str]] = field(default_factory=list)
    notes: list[tuple[int, str]] = field(default_factory=list)

    def text(self) -> str:
        """The lines as a file's content, ending with a newline."""
        return "\n".join(self.lines) + "\n"
