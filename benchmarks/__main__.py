"""Run all benchmarks (or those named on the command line: `python -m benchmarks search`)."""

from __future__ import annotations

import importlib
import pkgutil
import sys
import time
from pathlib import Path


def main(argv: list[str]) -> int:
    here = Path(__file__).parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    if argv:
        names = [n for n in names if any(a in n for a in argv)]
    for name in names:
        module = importlib.import_module(f"benchmarks.{name}")
        print(f"\n=== {name[len('bench_'):]} ===", flush=True)
        t0 = time.perf_counter()
        module.run()
        print(f"({name} took {time.perf_counter() - t0:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
