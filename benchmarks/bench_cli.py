"""Time to first output of the CLI on a warm cache (a new process each time, as a director
typing the command would start it): `kb compare`, `kb show`, `kb search`; and a told situation
(`kb rule --text`, whole run, its CPU time, the start of its reader process, and the reader's
load phases in a new process) beside
`python -c pass`, the process start it cannot go under, each with the machine's load.

Before the renovation that made commands read the built knowledge base (parameters from
`parameters.json` instead of re-reading the TOML and re-verifying every quote), `kb compare
time_clock` took 0.44 s to run on an idle machine (whole run, measured 2026-11-24 on the previous
main; the same command after it: 0.49 s — the CLI registers more commands, and the cache's
checksums are verified, ~10 ms).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

from benchmarks.waits import process_start, report, whole_run, whole_run_cpu

ROOT = Path(__file__).resolve().parent.parent
KB = [sys.executable, "-m", "kb"]
COMMANDS = [
    ["compare", "time_clock"],
    ["compare", "--json"],
    ["show", "tda:47"],
    ["search", "bouton mort"],
]
RUNS = 5
TOLD = "Blindes 100/200. UTG relance à 600, le bouton fait tapis pour 2000. Que peut faire UTG ?"
TOLD_TARGET = 0.5  # seconds, process start included (issue 37)


def first_output(argv: list[str]) -> float:
    """Seconds from starting the process to its first line on stdout."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([*KB, *argv], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    proc.stdout.readline()
    elapsed = time.perf_counter() - t0
    proc.stdout.read()
    proc.wait()
    return elapsed


def run() -> None:
    subprocess.run([*KB, "build"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)  # warm cache
    for argv in COMMANDS:
        times = [first_output(argv) for _ in range(RUNS)]
        print(f"kb {' '.join(argv):<22} first output: median {statistics.median(times):.2f} s, "
              f"min {min(times):.2f} s ({RUNS} runs, warm cache)")
    print("reference before the renovation: kb compare time_clock 0.44 s (whole run)")
    start = process_start()
    report("python -c pass (process start)", start)
    whole_run([*KB, "rule", "--text", TOLD])  # its reader process started, if none ran
    runs = [whole_run_cpu([*KB, "rule", "--text", TOLD]) for _ in range(RUNS)]
    report(f"kb rule --text (whole run, median of {RUNS})", statistics.median(w for w, _ in runs), TOLD_TARGET, start)
    print(f"  its CPU time: median {statistics.median(c for _, c in runs):.2f} s "
          f"(python -c pass and import kb: {_import_kb_cpu():.2f} s)")
    report("reader process start (a session's first call)", _reader_start(), None, start)
    _told_load_phases()
    _told_in_process()


def _reader_start() -> float:
    """Seconds from starting a reader process of `kb rule --text` (under a name of its own:
    never one already running) to its first marks: what the first call of a session waits
    for on top of the others."""
    from kb.cache import default_cache_root
    from kb.engine.description.reader_process import _ask

    name = f"kb-reader-bench-{os.getpid()}"
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "kb.engine.description.reader_process", name, str(default_cache_root().resolve())],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while _ask(b"\0" + name.encode(), TOLD) is None and proc.poll() is None:
            time.sleep(0.01)
        return time.perf_counter() - t0
    finally:
        proc.kill()
        proc.wait()


def _import_kb_cpu() -> float:
    """CPU seconds of a process that only imports kb (what any command pays)."""
    return statistics.median(whole_run_cpu([sys.executable, "-c", "import kb.cli"])[1] for _ in range(3))


# Run in a new process (this one may have loaded spaCy for an earlier benchmark): the
# phases of the first told situation, CPU and wall seconds.
PHASES = """
import time
def now():
    return time.process_time(), time.perf_counter()
def since(t):
    c, w = now()
    return f"{c - t[0]:.2f} s CPU ({w - t[1]:.2f} s)"
t = now()
import kb.nlp
print("  import spaCy:", since(t)); t = now()
kb.nlp.get_nlp()
print("  load the French pipeline (kb.nlp.get_nlp):", since(t)); t = now()
from kb.engine.description import read_description
read_description(%r)
print("  first told situation read (its matcher, vocabulary):", since(t))
"""


def _told_load_phases() -> None:
    """Where the reader process (or the app's server) spends the time of its first told
    situation: spaCy's import, the pipeline's load, the first reading (the cache folders of
    the pipeline already written)."""
    print("told situation, reader's load in a new process (the reader process, the app):", flush=True)
    subprocess.run([sys.executable, "-c", PHASES % TOLD], cwd=ROOT, check=False)


def _told_in_process() -> None:
    """The simulator's text box once the server has loaded the pipeline (its warm-up reads a
    betting story): reading the text and ruling, in the same process."""
    from kb.engine.description import read_description
    from kb.engine.director import rule_for_situation

    t0 = time.perf_counter()
    read_description(TOLD)
    report("first told situation read in a process", time.perf_counter() - t0)
    times = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        got = read_description(TOLD)
        if got.situation is not None:
            rule_for_situation(got.situation)
        times.append(time.perf_counter() - t0)
    report(f"text box → ruling, pipeline loaded (median of {RUNS})", statistics.median(times), TOLD_TARGET)
