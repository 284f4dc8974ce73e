"""``kb search --stdin`` on hostile input (issue 11 item 5 and the property tests): a line
that is not UTF-8 is reported with its number and skipped, every other line gets its JSON
object, the exit code is 0."""

from __future__ import annotations

import io
import json
import sys
from contextlib import redirect_stderr, redirect_stdout
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kb.cli import main, make_parser


class Stdin(io.TextIOWrapper):
    """Standard input with bytes underneath, as a pipe gives them."""

    def __init__(self, data: bytes):
        super().__init__(io.BytesIO(data), encoding="utf-8")


def test_invalid_byte_is_reported_and_the_other_lines_searched_issue11(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", Stdin(b"tapis\ncaf\xe9 cr\xe8me\nstring bet\n"))
    assert main(["search", "--stdin", "--json", "--limit", "2"]) == 0
    out, err = capsys.readouterr()
    assert [json.loads(line)["query"] for line in out.splitlines()] == ["tapis", "string bet"]
    assert err == "kb: erreur : <stdin>:2: pas en UTF-8 (octet 0xe9 à la position 3 de la ligne) : ligne ignorée\n"


def test_readable_stdin_with_a_bad_line(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", Stdin(b"\xff\xfe\nbouton mort\n"))
    assert main(["search", "--stdin", "--limit", "1"]) == 0
    out, err = capsys.readouterr()
    assert "« bouton mort »" in out and err.startswith("kb: erreur : <stdin>:1: pas en UTF-8")


LINE = st.one_of(
    st.binary(max_size=40),
    st.text(max_size=40).map(lambda s: s.encode("utf-8", "surrogatepass")),
    st.sampled_from([b"tapis", b'"fausse donne', b"AND OR NOT (", b"*?~^", b"\x00", b"\xc3", b"x" * 500]),
)


STDIN_JSON = make_parser().parse_args(["search", "--stdin", "--json", "--limit", "2"])


@pytest.mark.slow
@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                     HealthCheck.too_slow])
@given(lines=st.lists(LINE, max_size=4))
def test_stdin_any_bytes_one_json_object_per_valid_line(kb, lines):
    data = b"\n".join(lines)
    args = STDIN_JSON
    out, err = io.StringIO(), io.StringIO()
    with mock.patch.object(sys, "stdin", Stdin(data)), redirect_stdout(out), redirect_stderr(err):
        assert args.func(args, kb) == 0
    pieces = io.BytesIO(data).readlines()
    valid = sum(1 for piece in pieces if _is_utf8(piece))
    objects = [json.loads(line) for line in out.getvalue().splitlines()]
    assert len(objects) == valid and all(isinstance(o["hits"], list) for o in objects)
    # (a cache warning may come first, if another test rebuilt the cache meanwhile)
    reported = [line for line in err.getvalue().splitlines() if line.startswith("kb: erreur : <stdin>:")]
    assert len(reported) == len(pieces) - valid


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
