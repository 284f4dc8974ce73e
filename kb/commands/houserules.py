"""``kb house-rules``: a house-rules spec (TOML) → a document in Markdown, HTML, PDF or DOCX.

The spec is read and checked in full before anything is written: every problem is
printed with its place in the spec (``set."time.seconds_after_call"``) and the command
exits with code 2 without creating the output file.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from kb.atomic import write_output
from kb.errors import KBError
from kb.houserules import FORMATS, RENDERERS, format_for, render, template_text
from kb.houserules.spec import SpecError, check_spec_text
from kb.houserules.specfile import read_spec_file
from kb.knowledge import KnowledgeBase
from kb.terminal import one_line

EPILOG = """\
exemples :
  kb house-rules --template > mon-tournoi.toml
  kb house-rules mon-tournoi.toml -o reglement.pdf
  kb house-rules kb/data/house_rules/club-hebdo-ropta.toml -o reglement.docx
  kb house-rules mon-tournoi.toml --format html -o reglement.html
  kb house-rules mon-tournoi.toml --check
  kb house-rules mon-tournoi.toml --format json     # les modifications, en JSON

La spécification (TOML) indique le règlement de base (base = "ropta"), l'événement
([event]), les paramètres modifiés ([set]), les articles adoptés d'un autre règlement
([[adopt]]), supprimés ([[remove]]) ou ajoutés ([[add]]) et les options ([options]) ;
`kb house-rules --template` imprime un modèle commenté.
"""


def _not_the_spec(out: Path, spec_path: Path) -> None:
    """The document never replaces its own spec: « --format md -o mon-tournoi.toml »
    wrote the document over the director's spec, which was lost."""
    try:
        same = out.exists() and os.path.samefile(out, spec_path)
    except (OSError, ValueError):  # unreadable either way: the write says why
        same = False
    if same:
        raise KBError("le document remplacerait la spécification elle-même : choisir un autre fichier de sortie", path=str(out))


def _write_template(output: str | None) -> int:
    """``--template``: the commented spec on stdout, or into ``-o FICHIER`` — a new file
    only, so that a director's spec is never replaced by the blank model."""
    if not output:
        sys.stdout.write(template_text())
        return 0
    out = Path(output)
    if out.exists() or out.is_symlink():
        raise KBError("existe déjà : le modèle ne remplace aucun fichier, choisir un autre nom", path=str(out))
    write_output(out, template_text().encode("utf-8"))
    print(f"{out} (modèle de spécification)", file=sys.stderr)
    return 0


def cmd_house_rules(args: argparse.Namespace, kb: KnowledgeBase) -> int:
    if args.template:
        return _write_template(args.output)
    if not args.spec:
        raise KBError("indiquer le fichier de spécification (ou --template pour en obtenir un modèle)")
    spec_path = Path(args.spec)
    text = read_spec_file(spec_path)
    if args.output:
        fmt = format_for(args.output, args.format)
        _not_the_spec(Path(args.output), spec_path)
    else:
        fmt = format_for("", args.format or "md")
        if RENDERERS[fmt].binary and not args.check:
            raise KBError(f"le format {fmt} s'écrit dans un fichier : ajouter -o FICHIER")
    library, params = kb.library, kb.parameters
    try:
        spec = check_spec_text(text, library, params, path=str(spec_path))
    except SpecError as exc:
        n = len(exc.problems)
        print(f"kb: erreur : {spec_path}: {n} problème{'s' if n > 1 else ''} dans la spécification :", file=sys.stderr)
        for p in exc.problems:
            print(f"  {one_line(str(p))}", file=sys.stderr)
        return 2
    if args.check:
        print(f"{spec_path} : spécification valide ({len(spec.set)} paramètre(s), {len(spec.adopt)} adoption(s), "
              f"{len(spec.remove)} suppression(s), {len(spec.add)} ajout(s)).")
        return 0
    data = render(spec, library, params, fmt)  # rendered in memory: nothing is written on error
    if not args.output:
        sys.stdout.write(data.decode("utf-8"))
        return 0
    out = Path(args.output)
    write_output(out, data)  # atomic: on any failure an existing file stays as it was
    print(f"{out} ({fmt}, {len(data) // 1024} Ko)", file=sys.stderr)
    return 0


def register(sub: Any) -> None:
    p = sub.add_parser(
        "house-rules",
        help="règlement maison : règlement de base + modifications → PDF, HTML, Markdown, DOCX",
        description="Produit un règlement maison à partir d'un règlement de base et d'une spécification TOML.",
        epilog=EPILOG,
    )
    p.add_argument("spec", nargs="?", help="fichier de spécification TOML")
    p.add_argument("-o", "--output", metavar="FICHIER", help="fichier produit (.md, .html, .pdf, .docx, .json) ; Markdown sur la sortie standard sinon")
    p.add_argument("--format", choices=sorted(set(FORMATS)), help="format, si l'extension ne suffit pas")
    p.add_argument("--template", action="store_true", help="imprime un modèle de spécification commenté (avec -o : l'écrit dans un fichier neuf)")
    p.add_argument("--check", action="store_true", help="vérifie la spécification sans rien produire")
    p.set_defaults(func=cmd_house_rules)
