"""The build in a Python process of its own, as the app runs it.

The app's server has many threads, and the build is best done without them: its NLP pass
parses in two processes by forking the one that loaded spaCy (:func:`kb.nlp.parse_many`),
which is safe only in a process with a single thread; and the pipeline it loads (several
hundred megabytes) is not kept in the server once the knowledge base is written.
:func:`build_in_child` runs ``python -m kb.build_process`` and reads its progress, one
JSON object per line on the child's standard output:

- ``{"step": "thèmes", "rank": 1, "total": 7}`` before each step;
- ``{"done": "/cache/…", "rebuilt": true, "steps": [["thèmes", 4.2], …], "seconds": 7.3}`` at
  the end;
- ``{"error": "corpus/x.md:12: …"}`` for a problem the user can act on (exit code 2).

Anything else (a crash) ends the child with its traceback on its standard error, which
the parent raises as :class:`BuildCrashed` with the traceback's last lines.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from kb.cache import BuildReport
from kb.errors import KBError
from kb.forking import end_with_parent

if TYPE_CHECKING:
    from kb.progress import Progress


class BuildCrashed(RuntimeError):
    """The child process ended without a report (not an error in the user's input)."""


def build_in_child(
    corpus: Path,
    cache_root: Path,
    *,
    force: bool = False,
    progress: Progress | None = None,
    library: Path | None = None,
) -> BuildReport:
    """:func:`kb.build.ensure_built` in a child process, ``progress`` called as it goes;
    a problem in the user's input raises :class:`KBError` with the child's message. If the
    caller is interrupted (a visitor leaving the page), the child is stopped too."""
    cmd = [sys.executable, "-m", "kb.build_process", str(corpus), str(cache_root)]
    if library is not None:
        cmd += ["--library", str(library)]
    if force:
        cmd.append("--force")
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8", errors="replace"
    )
    report: BuildReport | None = None
    error: dict[str, object] | None = None
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            try:
                message = json.loads(line)
            except ValueError:  # a library printing on stdout: not ours
                continue
            if not isinstance(message, dict):
                continue
            if "step" in message and progress is not None:
                progress(message["step"], message["rank"], message["total"], message["share"])
            elif "done" in message:
                steps = [(name, float(seconds)) for name, seconds in message["steps"]]
                wall = message.get("seconds")
                report = BuildReport(Path(message["done"]), bool(message["rebuilt"]), steps,
                                     None if wall is None else float(wall))
            elif "error" in message:
                error = message
        stderr = proc.stderr.read() if proc.stderr else ""
        proc.wait()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    if error is not None:  # with its place: the app names a damaged library book by it
        where, at = error.get("path"), error.get("line")
        raise KBError(str(error["error"]), path=where if isinstance(where, str) else None,
                      line=at if isinstance(at, int) else None)
    if report is None:
        tail = "\n".join(stderr.strip().splitlines()[-5:])
        raise BuildCrashed(f"the build process ended with code {proc.returncode}: {tail}")
    return report


def _emit(message: dict[str, object]) -> None:
    print(json.dumps(message, ensure_ascii=False), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kb.build_process", description=__doc__)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("cache_root", type=Path)
    parser.add_argument("--library", type=Path)
    parser.add_argument("--force", action="store_true")
    args = parser.parse_args(argv)
    # the app's server ends (its thread no longer waits for this build): so does the build
    end_with_parent(os.getppid())
    from kb.build import ensure_built  # every step and its libraries: in the child only

    def progress(step: str, rank: int, total: int, share: float) -> None:
        _emit({"step": step, "rank": rank, "total": total, "share": share})

    try:
        report = ensure_built(args.corpus, args.cache_root, force=args.force, progress=progress,
                              library=args.library)
    except KBError as exc:
        _emit({"error": exc.message, "path": exc.path, "line": exc.line})
        return 2
    _emit({"done": str(report.cache_dir), "rebuilt": report.rebuilt, "steps": report.steps, "seconds": report.wall})
    return 0


if __name__ == "__main__":
    code = main()
    # The knowledge base is written and said: leave without tearing down the NLP pipeline
    # and the build's structures one object at a time (0.6 s the parent would wait for)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
