"""Terminal output (issue 11 item 13): no escape codes under NO_COLOR or TERM=dumb, an
ASCII terminal gets ASCII instead of a UnicodeEncodeError, a full disk on stdout is one
line and exit 2."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kb.cli import main
from kb.terminal import one_line, safe_stream, use_colour

ROOT = Path(__file__).resolve().parents[2]


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(("env", "colour"), [({}, True), ({"NO_COLOR": "1"}, False), ({"TERM": "dumb"}, False),
                                             ({"NO_COLOR": ""}, True)])
def test_use_colour_follows_no_color_and_term(monkeypatch, env, colour):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm-256color")
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert use_colour(Tty()) is colour
    assert use_colour(io.StringIO()) is False  # a pipe or a file: never


@pytest.mark.parametrize("env", [{"NO_COLOR": "1"}, {"TERM": "dumb"}])
def test_search_writes_no_escape_codes_when_colour_is_off_issue11(monkeypatch, env):
    out = Tty()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setenv("TERM", "xterm")
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert main(["search", "string bet", "--limit", "2"]) == 0
    text = out.getvalue()
    assert "string" in text.lower() and "\x1b[" not in text


def test_search_bold_on_a_colour_terminal(monkeypatch):
    out = Tty()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert main(["search", "string bet", "--limit", "2"]) == 0
    assert "\x1b[1m" in out.getvalue()


def test_diff_writes_no_colour_under_no_color(monkeypatch):
    out = Tty()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setenv("NO_COLOR", "1")
    assert main(["diff", "tda:47", "redcactus:47"]) in (0, 2)
    assert "\x1b[" not in out.getvalue()


def test_safe_stream_spells_french_in_ascii():
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    safe_stream(stream)
    stream.write("« Égalité » — 30 secondes… 😀\n")
    stream.flush()
    assert raw.getvalue() == b'" Egalite " - 30 secondes... ?\n'


def test_one_line_escapes_control_characters():
    assert one_line("a\nb\x1b[2Jc\x00") == "a ⏎ b\\x1b[2Jc\\x00"


def _kb(args: list[str], **env: str) -> subprocess.CompletedProcess[bytes]:
    full = {**os.environ, **env}
    return subprocess.run([sys.executable, "-m", "kb", *args], cwd=ROOT, env=full, capture_output=True, timeout=300)


def test_ascii_terminal_gets_ascii_not_unicode_error_issue11():
    done = _kb(["show", "tda:47"], PYTHONIOENCODING="ascii")
    assert done.returncode == 0, done.stderr.decode(errors="replace")
    assert b"Traceback" not in done.stderr and b"UnicodeEncodeError" not in done.stderr
    assert b"tda:47 - Droit a la Surrelance" in done.stdout


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_full_disk_on_stdout_is_one_line_exit_2_issue11():
    spec = ROOT / "kb/data/house_rules/club-hebdo-ropta.toml"
    with open("/dev/full", "wb") as full:
        done = subprocess.run([sys.executable, "-m", "kb", "house-rules", str(spec)], cwd=ROOT, stdout=full,
                              stderr=subprocess.PIPE, timeout=300)
    err = done.stderr.decode()
    assert done.returncode == 2, err
    assert err == "kb: erreur : sortie standard : écriture impossible (disque plein)\n"
