"""What an extractor returns: the text lines of an imported file and what it dropped."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Extracted:
    """The text of an imported file, one string per line (NFC, no line ends).

    ``removed`` holds the lines an extractor dropped as page furniture (a PDF's page
    numbers and running headers), each with its page (1-based), so that nothing of the
    original is lost without a trace.
    """

    lines: list[str]
    removed: list[tuple[int, str]] = field(default_factory=list)

    def text(self) -> str:
        """The lines as a file's content, ending with a newline."""
        return "\n".join(self.lines) + "\n"
