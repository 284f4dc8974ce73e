"""Untrusted work in a child process of its own, under a memory and a wall-clock limit.

Reading a file a visitor uploads, and building the book it becomes, may take any memory
and any time a hostile file asks for; and Python keeps the memory it once took. So that
work runs in a plain child interpreter (``python -m kb.bounded``) whose address space is
limited (``RLIMIT_AS``, the limit « child_memory_mb » of ``kb/data/limits.toml``) and which
the parent kills past « child_seconds ». The parent never holds what the child read: only
the child's answer, bounded by the same limits. When the child dies on a limit the caller
gets one French line naming it; nothing the child was writing is kept (the work writes
into temporary folders only).

The question is pickled on the child's standard input — the function as
``"module:function"``, its arguments — and the answer on its standard output, with the
child's peak resident memory (its own and its forked workers'):

>>> run_bounded("kb.limits:grouped", 20000).value  # doctest: +SKIP
'20 000'

A plain child interpreter, not multiprocessing: its spawn runs the parent's ``__main__``
again (the app's script under Streamlit's tests), and fork is unsafe in a threaded server.
"""

from __future__ import annotations

import importlib
import os
import pickle
import resource
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from kb.errors import KBError
from kb.forking import end_with_parent
from kb.limits import LIMITS, MEGABYTE, Limit

_PROJECT = Path(__file__).resolve().parent.parent  # where ``-m kb.bounded`` finds the package
# What a child that ran out of its address space in C code says, or dies of (a C++
# library's std::bad_alloc aborts; a failed allocation may also be a segmentation fault).
_OUT_OF_MEMORY_SAID = (b"MemoryError", b"bad_alloc", b"Cannot allocate memory", b"out of memory")
_OUT_OF_MEMORY_SIGNALS = (-signal.SIGABRT, -signal.SIGSEGV, -signal.SIGBUS, -signal.SIGKILL)


@dataclass(frozen=True)
class Bounds:
    """The limits of one child: its address space in bytes, its processor and its
    wall-clock seconds."""

    memory_bytes: int
    seconds: float
    cpu_seconds: int = 0  # 0: the wall-clock limit only

    @classmethod
    def default(cls) -> Bounds:
        """The limits of ``kb/data/limits.toml``."""
        return cls(LIMITS.child_memory_mb.max_value, float(LIMITS.child_seconds.max_value),
                   LIMITS.child_cpu_seconds.max_value)

    def stopped(self, limit: Limit) -> str:
        """The French line of a child stopped on ``limit`` (« child_memory_mb »,
        « child_cpu_seconds » or « child_seconds »), with the value these bounds gave it."""
        given = {"child_memory_mb": self.memory_bytes // MEGABYTE, "child_cpu_seconds": self.cpu_seconds}
        return f"traitement arrêté, limite atteinte — {replace(limit, max=given.get(limit.name, round(self.seconds))).exceeded()}"


class BoundedError(KBError):
    """The work's own error, or a limit reached: one French line (a KBError), with the
    child's peak resident memory in bytes (None when it was killed before it could say)
    and its wall-clock seconds — what the hostile-files bench records."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 peak_bytes: int | None = None, seconds: float = 0.0):
        super().__init__(message, path=path, line=line)
        self.peak_bytes = peak_bytes
        self.seconds = seconds


@dataclass(frozen=True)
class Outcome:
    """What the child answered, its peak resident memory (bytes) and its wall-clock time."""

    value: Any
    peak_bytes: int
    seconds: float


def _peak_bytes() -> int:
    """The peak resident memory of this process (``VmHWM``: Linux keeps ``ru_maxrss``
    across ``exec``, so it would report the parent's size at the fork) and of the children
    it waited for (the build's forked parsers), in bytes."""
    own = 0
    try:
        status = Path("/proc/self/status").read_text(encoding="ascii")
        own = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM:"))
    except (OSError, StopIteration, ValueError):
        own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) * 1024


def run_bounded(target: str, *args: Any, bounds: Bounds | None = None, path: str | None = None,
                **kwargs: Any) -> Outcome:
    """``target(*args, **kwargs)`` (``"module:function"``) in a bounded child. A KBError the
    work raises is raised again with its message and place; a limit reached names the
    limit (and ``path``, the file at work); any other failure of the child says so in one
    line (its traceback is not shown) — each a :class:`BoundedError`."""
    limits = bounds or Bounds.default()
    env = {**os.environ, "MALLOC_ARENA_MAX": "2"}  # glibc reserves 64 MB of address space per thread otherwise
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, "-m", __name__], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, cwd=_PROJECT, env=env)
    question = pickle.dumps((target, args, kwargs, limits.memory_bytes, limits.cpu_seconds, os.getpid()))
    try:
        out, err = child.communicate(question, timeout=limits.seconds)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        raise BoundedError(limits.stopped(LIMITS.child_seconds), path=path, seconds=limits.seconds) from None
    except BaseException:  # the caller interrupted (Ctrl-C, a visitor leaving the page): the child too,
        _stop(child)      # given time to remove its temporary folders
        raise
    seconds = time.perf_counter() - started
    answer = _answer(out)
    if answer is None:
        raise BoundedError(_death(child.returncode, err, limits), path=path, seconds=seconds)
    kind, value, peak = answer
    if kind == "ok":
        return Outcome(value, peak, seconds)
    if kind == "error":
        message, where, line = value
        raise BoundedError(message, path=where, line=line, peak_bytes=peak, seconds=seconds)
    if kind == "memory":
        raise BoundedError(limits.stopped(LIMITS.child_memory_mb), path=path, peak_bytes=peak, seconds=seconds)
    raise BoundedError(f"le traitement s'est arrêté sur une erreur inattendue ({value})", path=path,
                       peak_bytes=peak, seconds=seconds)


STOP_SECONDS = 10.0  # how long a child asked to stop has to remove its temporary folders


def _stop(child: subprocess.Popen[bytes]) -> None:
    """Stop ``child``: SIGTERM first (it unwinds, its ``finally`` blocks run), SIGKILL if
    it has not ended after :data:`STOP_SECONDS`."""
    child.terminate()
    try:
        child.communicate(timeout=STOP_SECONDS)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()


def _answer(out: bytes) -> tuple[str, Any, int] | None:
    if not out:
        return None
    try:
        kind, value, peak = pickle.loads(out)  # noqa: S301 (our own child's answer)
    except Exception:  # noqa: BLE001 - a child cut short: said by its exit code
        return None
    return str(kind), value, int(peak)


def _death(code: int, err: bytes, limits: Bounds) -> str:
    """Why a child ended without an answer, in French."""
    if code == -signal.SIGXCPU:
        return limits.stopped(LIMITS.child_cpu_seconds)
    if code in _OUT_OF_MEMORY_SIGNALS or any(said in err for said in _OUT_OF_MEMORY_SAID):
        return limits.stopped(LIMITS.child_memory_mb)
    last = err.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
    return f"le traitement s'est arrêté (code de sortie {code}{' : ' + last[0][:200] if last[0] else ''})"


def _work(target: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, Any]:
    """The child's work, its answer: ("ok", value), ("error", (message, path, line)),
    ("memory", None) or ("crash", "Type: message")."""
    module, _, name = target.partition(":")
    try:
        return "ok", getattr(importlib.import_module(module), name)(*args, **kwargs)
    except KBError as exc:
        return "error", (exc.message, exc.path, exc.line)
    except MemoryError:
        return "memory", None
    except RecursionError:
        return "crash", "imbrication trop profonde"
    except Exception as exc:  # noqa: BLE001 - said to the parent in one line
        return "crash", f"{type(exc).__name__}: {str(exc)[:300]}"


class Stopped(BaseException):
    """SIGTERM in the child (its parent stopped, or gone): the work unwinds, its temporary
    folders removed by their ``finally`` blocks, and the child ends without an answer."""


def _stopped(signum: int, frame: object) -> None:
    raise Stopped


def main() -> None:
    target, args, kwargs, memory, cpu, parent = pickle.loads(sys.stdin.buffer.read())  # noqa: S301 (our parent's)
    signal.signal(signal.SIGTERM, _stopped)
    end_with_parent(parent)  # the server gone, nobody reads the answer: SIGTERM, as above
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    if cpu:  # SIGXCPU at the limit (it ends the process), SIGKILL a few seconds later if caught
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
    kind, value = _work(target, args, kwargs)
    try:
        answer = pickle.dumps((kind, value, _peak_bytes()))
    except MemoryError:
        answer = pickle.dumps(("memory", None, _peak_bytes()))
    sys.stdout.buffer.write(answer)
    sys.stdout.flush()


if __name__ == "__main__":
    try:
        main()
    except Stopped:
        sys.exit(143)  # (not os._exit: the temporary folders' finalizers run at exit)
    # Leave without tearing down what the work loaded (a language model, parsed books)
    os._exit(0)
