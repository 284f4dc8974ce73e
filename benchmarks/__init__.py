"""Benchmarks: `make bench` runs every `benchmarks/bench_*.py` module's `run()`, which
prints figures (speed, memory, relevance). Targets are printed next to the figures; they
are never timed assertions in the test suite."""
