"""The small part of CBOR (RFC 8949) that Pagefind's metadata and filter files use:
unsigned and negative integers, byte and text strings, arrays, maps, booleans and null,
always in the shortest encoding (as Pagefind writes them).

>>> encode(["livre", [1, 300]]).hex()
'82656c69767265820119012c'
>>> decode(encode({"a": [True, None, -2]}))
{'a': [True, None, -2]}
"""

from __future__ import annotations

import struct
from typing import Any

_SIMPLE = {20: False, 21: True, 22: None}


def _head(major: int, n: int) -> bytes:
    if n < 24:
        return bytes([major << 5 | n])
    for extra, fmt in ((24, ">B"), (25, ">H"), (26, ">I"), (27, ">Q")):
        size = struct.calcsize(fmt)
        if n < 1 << (8 * size):
            return bytes([major << 5 | extra]) + struct.pack(fmt, n)
    raise ValueError(f"CBOR: integer too large: {n}")


def encode(value: Any) -> bytes:
    """``value`` (int, str, bytes, list, dict, bool, None) in CBOR."""
    if value is None or isinstance(value, bool):
        return bytes([0xF6 if value is None else 0xF5 if value else 0xF4])
    if isinstance(value, int):
        return _head(0, value) if value >= 0 else _head(1, -1 - value)
    if isinstance(value, bytes):
        return _head(2, len(value)) + value
    if isinstance(value, str):
        data = value.encode("utf-8")
        return _head(3, len(data)) + data
    if isinstance(value, list):
        return _head(4, len(value)) + b"".join(encode(v) for v in value)
    if isinstance(value, dict):
        return _head(5, len(value)) + b"".join(encode(k) + encode(v) for k, v in value.items())
    raise ValueError(f"CBOR: unsupported type {type(value).__name__}")


def _read(data: bytes, pos: int) -> tuple[Any, int]:
    first = data[pos]
    major, info = first >> 5, first & 31
    pos += 1
    if major == 7:
        if info not in _SIMPLE:
            raise ValueError(f"CBOR: unsupported simple value {info} at byte {pos - 1}")
        return _SIMPLE[info], pos
    if info < 24:
        n = info
    elif info <= 27:
        size = 1 << (info - 24)
        n = int.from_bytes(data[pos:pos + size], "big")
        pos += size
    else:
        raise ValueError(f"CBOR: indefinite length at byte {pos - 1}")
    if major == 0:
        return n, pos
    if major == 1:
        return -1 - n, pos
    if major in (2, 3):
        raw = data[pos:pos + n]
        return (raw if major == 2 else raw.decode("utf-8")), pos + n
    if major == 4:
        items = []
        for _ in range(n):
            item, pos = _read(data, pos)
            items.append(item)
        return items, pos
    if major == 5:
        out = {}
        for _ in range(n):
            key, pos = _read(data, pos)
            out[key], pos = _read(data, pos)
        return out, pos
    raise ValueError(f"CBOR: unsupported major type {major} at byte {pos - 1}")


def decode(data: bytes) -> Any:
    """The value encoded in ``data`` (one item, nothing after it)."""
    value, end = _read(data, 0)
    if end != len(data):
        raise ValueError(f"CBOR: {len(data) - end} bytes after the value")
    return value
