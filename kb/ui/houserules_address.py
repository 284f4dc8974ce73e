"""The house-rules spec in the page's address (``/reglement-maison?base=tda&spec=…``): the
whole spec — base, event, options, overrides, adopted, removed and added articles — as its
TOML (the file « Enregistrer ces choix » writes, read back by the same checker), compressed
(raw DEFLATE) and written in URL-safe base64, so that a reload or a shared link restores
the builder. A spec of a few changes is a few hundred characters.

>>> token = encode('base = "tda"\\n\\n[event]\\nname = "Open"\\n')
>>> decode(token)
'base = "tda"\\n[event]\\nname = "Open"\\n'
"""

from __future__ import annotations

import base64
import binascii
import zlib

from kb.errors import KBError
from kb.houserules.specfile import MAX_SPEC_BYTES

SPEC_PARAM = "spec"
_WBITS = -15  # raw DEFLATE: no header nor checksum (the TOML checker reads what comes out)


def encode(spec_text: str) -> str:
    """The spec's TOML as an address value (comments and blank lines left out)."""
    lines = [line for line in spec_text.splitlines() if line.strip() and not line.startswith("#")]
    packer = zlib.compressobj(9, zlib.DEFLATED, _WBITS)
    packed = packer.compress(("\n".join(lines) + "\n").encode("utf-8")) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode(token: str) -> str:
    """The spec's TOML from an address value; a KBError in French when the value is not one
    (cut short when copied, typed by hand, larger than a spec may be)."""
    unreadable = KBError("lien illisible (coupé lors de la copie ?) : le formulaire garde ses valeurs")
    try:
        packed = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        unpacker = zlib.decompressobj(_WBITS)
        data = unpacker.decompress(packed, MAX_SPEC_BYTES)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise unreadable
        return data.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise unreadable from None
