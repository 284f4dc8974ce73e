"""The build's progress, for a progress bar: which step runs and, within a long step,
which phase of it.

``Progress`` is what the build calls: a label, how many steps are done (with a fraction
while a step reports its phases) and how many steps there are. A step says where it is
with ``phase(label, done)`` without knowing who listens, nor whether anyone does: the
build listens (``listening``) while it runs the step; anywhere else ``phase`` does nothing.

The topics step is most of a cold build (spaCy's model loads, then every article is
parsed and classified: 6 of 7 s measured): without its phases the app's bar stood still
on « thèmes » for most of the wait.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

# label, steps done (a fraction within a step), number of steps
Progress = Callable[[str, float, int], None]

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


def step_phases(progress: Progress | None, step: str, rank: int, total: int) -> PhaseListener | None:
    """A listener that reports a phase of build step ``step`` (number ``rank``) to
    ``progress`` as « step : phase », between that step and the next."""
    if progress is None:
        return None
    return lambda label, done: progress(f"{step} : {label}", rank + done, total)
