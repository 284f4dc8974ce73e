"""Starting the app as a real server (for the browser tests and the benchmark).

``start_app`` runs ``streamlit run app.py`` on 127.0.0.1 and a free port, with the given
cache folder; ``wait_healthy`` polls ``/_stcore/health``; ``served`` does both and stops
the server when its block ends. The Debian Chromium used to drive
it is ``CHROMIUM`` with ``CHROMIUM_ARGS`` (Playwright's ``executable_path``; never
``playwright install``). ``settle`` and ``DRAWN`` say when a page has finished a run.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from kb.ui.streamlit_internals import marked

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def chromium_available() -> str | None:
    """Why the browser tests cannot run here (None when they can)."""
    if CHROMIUM.exists():
        return None
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        return None  # as root, `make test` installs it: a missing browser is a failure, not a skip
    return "/usr/bin/chromium is missing and not running as root (install Debian's chromium package)"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_app(
    cache_dir: str | Path, port: int | None = None, log: Path | None = None
) -> tuple[subprocess.Popen[bytes], str]:
    """Start ``streamlit run app.py`` on 127.0.0.1 on the built-in corpus (``KB_CORPUS`` is
    not passed on); returns the process and its URL."""
    port = port or free_port()
    env = dict(os.environ, KB_CACHE_DIR=str(cache_dir), PYTHONUNBUFFERED="1")
    env.pop("KB_CORPUS", None)
    streamlit = Path(sys.executable).with_name("streamlit")
    cmd = [
        str(streamlit), "run", str(ROOT / "app.py"),
        "--server.address", "127.0.0.1", "--server.port", str(port),
        "--server.headless", "true", "--browser.gatherUsageStats", "false",
        "--server.fileWatcherType", "none",
    ]
    out: IO[bytes] | int = open(log, "wb") if log else subprocess.DEVNULL  # noqa: SIM115 - owned by the process
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    return proc, f"http://127.0.0.1:{port}"


def wait_healthy(url: str, proc: subprocess.Popen[bytes] | None = None, timeout: float = 180.0) -> float:
    """Seconds until ``url/_stcore/health`` answers ok (raises on timeout or server exit)."""
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < timeout:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"streamlit exited with code {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
                if r.status == 200 and r.read().strip() == b"ok":
                    return time.perf_counter() - t0
        except OSError:
            pass
        time.sleep(0.05)
    raise TimeoutError(f"{url} not healthy after {timeout:.0f} s")


def stop_app(proc: subprocess.Popen[bytes]) -> None:
    proc.terminate()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


@contextmanager
def served(cache_dir: str | Path, log: Path | None = None) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """The app started on ``cache_dir`` and healthy: its process and URL, stopped when the
    block ends (``stop_app`` may also be called inside it: a server that goes away)."""
    proc, url = start_app(cache_dir, log=log)
    try:
        wait_healthy(url, proc)
        yield proc, url
    finally:
        stop_app(proc)


# Streamlit's run is over: its status widget is gone, or no longer says « Running »
# (« Exécution » once translated).
RUN_OVER = (
    f"() => !document.querySelector('{marked('stStatusWidget')}')"
    f" || !document.querySelector('{marked('stStatusWidget')}').innerText.match(/Running|Exécution/)"
)
# The run is over and drawn: no status widget, no element left from the previous run
# (Streamlit marks them data-stale until the run that replaces them has finished).
DRAWN = (f"() => !document.querySelector('{marked('stStatusWidget')}')"
         " && !document.querySelector('[data-stale=\"true\"]')")


# The page's own clock of a reader's action: when the browser stamped the last tap (click)
# or Enter. Timed from the test's side instead, a click also counts what Playwright does
# before it acts — it waits until the link has stood still over two frames and checks
# that nothing covers it: 50-100 ms on this machine, which no reader spends.
INPUT_CLOCK = """document.addEventListener('click', (e) => { window.__kbInputAt = e.timeStamp; }, true);
document.addEventListener('keydown', (e) => { if (e.key === 'Enter') window.__kbInputAt = e.timeStamp; }, true);"""


def since_input(page, condition: str, arg: object = None) -> float:  # type: ignore[no-untyped-def]
    """Seconds, on the page's clock (``INPUT_CLOCK`` added to its context), from the
    reader's last tap or Enter to the first frame where the JavaScript function
    ``condition`` (of ``arg``) holds and the run is drawn (``DRAWN``)."""
    check = (f"arg => {{ if (!(({condition})(arg) && ({DRAWN})())) return false;"
             " return [performance.now() - window.__kbInputAt]; }")
    (ms,) = page.wait_for_function(check, arg=arg).json_value()
    if not isinstance(ms, (int, float)) or ms != ms:  # NaN: no tap or Enter was seen
        raise RuntimeError("no tap or Enter seen by the page (INPUT_CLOCK not added to its context?)")
    return float(ms) / 1000


def settle(page, pause_ms: int = 400, timeout_ms: int = 60_000) -> None:  # type: ignore[no-untyped-def]
    """Wait in a Playwright ``page`` until Streamlit has finished running the script, then
    ``pause_ms`` more for the browser to draw what it sent."""
    page.wait_for_selector(marked("stApp"), timeout=timeout_ms)
    page.wait_for_function(RUN_OVER, timeout=timeout_ms)
    page.wait_for_timeout(pause_ms)

