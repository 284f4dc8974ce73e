"""The build's progress, for a progress bar: which step runs and, within a long step,
which phase of it.

``Progress`` is what the build calls: a label, the step's rank and the number of steps
(for « Étape 2 sur 8 »), and the share of the build done, reckoned from each step's usual
duration (``StepBar``), so that the bar moves as the wait goes. A step says where it is
with ``phase(label, done)`` without knowing who listens, nor whether anyone does: the
build listens (``listening``) while it runs the step; anywhere else ``phase`` does nothing.

The topics step is most of a cold build (spaCy's model loads, then every article is
parsed and classified: 6 of 7 s measured): without its phases the app's bar stood still
on « thèmes » for most of the wait.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from itertools import accumulate

# label, rank of the step (0-based), number of steps, share of the build done (0–1)
Progress = Callable[[str, int, int, float], None]

# label of the phase, fraction (0–1) of the step behind
PhaseListener = Callable[[str, float], None]

_LISTENER: ContextVar[PhaseListener | None] = ContextVar("kb_build_phase", default=None)


def phase(label: str, done: float) -> None:
    """Within a build step: the step is now at ``label``, ``done`` (0–1) of it behind."""
    listener = _LISTENER.get()
    if listener is not None:
        listener(label, min(max(done, 0.0), 1.0))


@contextmanager
def listening(listener: PhaseListener | None) -> Iterator[None]:
    """The phases reported while the block runs go to ``listener`` (None: nowhere)."""
    token = _LISTENER.set(listener)
    try:
        yield
    finally:
        _LISTENER.reset(token)


class StepBar:
    """Announces the steps of a build and their phases to ``progress`` (None: to no one).

    ``steps`` are the steps' labels with their usual durations in seconds: the share done
    when a step starts is the usual time of the steps before it over the whole, and a phase
    at ``done`` of its step adds that fraction of the step's own usual time.
    """

    def __init__(self, progress: Progress | None, steps: Sequence[tuple[str, float]]):
        self.progress = progress
        self.labels = [label for label, _ in steps]
        self.seconds = [max(seconds, 0.0) for _, seconds in steps]
        self.whole = sum(self.seconds) or 1.0
        self.before = [0.0, *accumulate(self.seconds)][:-1]

    def step(self, rank: int) -> None:
        """Step ``rank`` starts."""
        if self.progress is not None:
            self.progress(self.labels[rank], rank, len(self.labels), self.before[rank] / self.whole)

    def phases(self, rank: int) -> PhaseListener | None:
        """A listener for the phases of step ``rank`` (« thèmes : analyse de 368 articles »)."""
        progress = self.progress
        if progress is None:
            return None
        label, total = self.labels[rank], len(self.labels)
        start, seconds = self.before[rank], self.seconds[rank]
        return lambda phase, done: progress(f"{label} : {phase}", rank, total, (start + done * seconds) / self.whole)
