"""What a director waits for, printed with the machine's load beside it: a wait measured on
a loaded machine (other processes on the same cores) reads differently from an idle one.

>>> "load" in load_figure()
True
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load_figure() -> str:
    """The 1- and 5-minute load averages and the cores they share."""
    one, five, _ = os.getloadavg()
    return f"load {one:.1f}/{five:.1f} on {os.cpu_count()} cores"


def whole_run(argv: Sequence[str]) -> float:
    """Seconds of one new process, start to exit (its output discarded)."""
    t0 = time.perf_counter()
    subprocess.run(list(argv), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - t0


def whole_run_cpu(argv: Sequence[str]) -> tuple[float, float]:
    """Seconds of one new process, start to exit, and the CPU seconds it used (user and
    system): on a loaded machine the wall time grows with the load, the CPU time little."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = whole_run(argv)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def process_start(runs: int = 3) -> float:
    """The reference: the fastest of ``runs`` ``python -c pass`` (the interpreter's own start)."""
    return min(whole_run([sys.executable, "-c", "pass"]) for _ in range(runs))


def cpu_seconds() -> float:
    """CPU seconds used so far (user and system) by this process and its waited-for
    children (Pagefind's binary, a child interpreter)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def report(what: str, seconds: float, target: float | None = None, reference: float | None = None,
           cpu: float | None = None) -> None:
    """One line: the wait, its CPU seconds, its target, its ratio to the reference run, the load."""
    parts = [f"{what:<44} {seconds:6.2f} s" + (f" ({cpu:.2f} s CPU)" if cpu is not None else "")]
    if target is not None:
        parts.append(f"target ≤ {target:g} s {'met' if seconds <= target else 'NOT met'}")
    if reference:
        parts.append(f"{seconds / reference:.0f}× python -c pass")
    parts.append(load_figure())
    print(" — ".join(parts), flush=True)
