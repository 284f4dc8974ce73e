"""When the build may run part of its work in a forked copy of its process.

``fork`` gives the child the parent's memory as it is — a loaded NLP pipeline, the parsed
books — without loading or sending anything, which makes it the cheap way to use the
machine's second core. It is safe only in a process with a single thread: ``fork`` copies
the calling thread alone, so a lock another thread held would stay held in the child. The
app's server has many threads: it builds in a child process of its own
(:mod:`kb.build_process`), where this holds.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import sys
import threading


def can_fork() -> bool:
    """A second core, processes started by ``fork`` (not ``spawn``/``forkserver``, which
    would load everything again), and no other thread in this process."""
    return (
        sys.platform == "linux"
        and (os.cpu_count() or 1) >= 2
        and threading.active_count() == 1
        and multiprocessing.get_start_method() == "fork"
    )


def end_with_parent(parent: int, sig: int = signal.SIGTERM) -> None:
    """Linux: this process gets ``sig`` when its ``parent`` (its pid, read before the
    process started) ends, rather than finishing work nobody reads — or, for a forked copy
    writing its result to a pipe whose other end it holds too, waiting forever on a full
    pipe. Called first thing in the app's build process and in each copy the build forks.
    Elsewhere the process finishes on its own."""
    if sys.platform != "linux":
        return
    import ctypes  # (Linux only: prctl)

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, sig)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent ended before the line above
        os._exit(1)
