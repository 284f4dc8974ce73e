"""A time limit on a block of code, for readings that run the user's regular expressions.

A profile's regular expressions are the user's: one that backtracks without end
(« ^(a+)+$ » on a line of « a » ending otherwise) would hang the reading. Python's regular
expressions heed signals, so in the main thread (kb import, kb build, the app's build
process) a timer stops the block; elsewhere there is no limit.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class TooLong(Exception):
    """The block ran longer than its limit."""


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise TooLong in the block after ``seconds`` (main thread only, and only when no
    other timer runs — a caller's own is never replaced; elsewhere, no limit)."""
    if (threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer")
            or signal.getitimer(signal.ITIMER_REAL)[0] > 0):
        yield
        return

    def stop(_signum: int, _frame: object) -> None:
        raise TooLong

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
