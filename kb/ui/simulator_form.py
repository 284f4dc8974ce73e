"""The simulator's form as data: its fields, the situation text it builds, the form read
back from a shared situation, and an engine error mapped back to the field the user typed.

The form builds the engine's line format (``kb.engine.situation``) — a text the user never
typed: an error that says « ligne 5 » is turned into the field and the words he wrote
(« Actions déjà faites, 2ᵉ ligne « D relance 600 » : joueur inconnu 'D' »).

>>> text, origin = situation_text({**DEFAULTS, "sim_actions": "A relance 600\\nB suit"})
>>> origin[3], origin[4]
(('sim_actions', 1), ('sim_actions', 2))
"""

from __future__ import annotations

import re
from typing import Any

from kb.engine.words import engine_declaration, in_words

ANTE_FORMATS = {"none": "pas d'ante", "bb": "ante grosse blinde (BBA)", "button": "ante au bouton", "classic": "ante classique (chacun)"}

# What the director asks: the engine's question kinds, in the director's words.
QUESTIONS = {
    "ruling": "Que vaut son geste ? (jetons poussés, annonce)",
    "legal": "Que peut-il faire ? (options, minimum, maximum)",
    "pots": "Quels pots ? (pot principal, pots extérieurs)",
    "found": "Jetons retrouvés derrière son tapis, une fois payé ?",
    "correction": "Mise insuffisante découverte plus tard : que corriger ?",
    "showdown": "Abattage : qui montre d'abord ? qui peut voir quelle main ?",
    "split": "Partage du pot (égalités, jeton indivisible, hi/lo)",
    "misdeal": "Fausse donne ou non ?",
    "button": "Bouton et blindes du coup suivant (éliminations, tête-à-tête)",
    "balance": "Équilibrage : arrêter la table ? qui se déplace ?",
    "penalty": "Pénalité : combien de mains ?",
}

# The questions beyond the betting round (issue 36): the « Précision » each one takes, as
# the engine's words after « ? kind » (kb.engine.question), with its help.
TABLE_DETAILS = {
    "showdown": ("Joueur qui demande à voir (facultatif, ex. B)", "Vide : qui montre en premier. Un joueur : quelle main il peut exiger de voir."),
    "split": ("« hilo » pour un pot high-low (facultatif)", "Donnez les cartes dans les actions : « cards A Ah Kd », « board 2c 7d 9h Js Qd »."),
    "misdeal": ("Ce qui s'est passé (ex. exposed 2)", "exposed N, exposed-first, wrong-seat, empty-seat, dealt-out JOUEUR, cards JOUEUR N ; "
                "les actions déjà faites comptent pour l'action substantielle."),
    "button": ("(rien à préciser)", "Les joueurs éliminés sur ce coup dans les actions : « out SB »."),
    "balance": ("Joueurs de l'autre table (ex. 9)", "Les joueurs de cette table dans « Joueurs et tapis ». Le joueur déplacé part de la table la plus pleine."),
    "penalty": ("Tours de pénalité (ex. 1, ou « 3 hands » pour des mains)", "Une main manquée par joueur à la table, par tour (TDA 71)."),
}

# What happened around the gesture (issue 15), each the engine's question word: shown as
# boxes to tick under « Que vaut son geste ? ».
CIRCUMSTANCES = {
    "first chips": "Les jetons sont arrivés avant les mots",
    "unaware": "Il ignorait la dernière relance",
    "next-acted": "Le joueur suivant a déjà agi",
    "pulls-back": "Il a ramené sa mise précédente avant de pousser",
}

DEFAULTS: dict[str, Any] = {
    "sim_question": "ruling",
    "sim_sb": 1000,
    "sim_bb": 2000,
    "sim_ante": 0,
    "sim_ante_fmt": "none",
    "sim_players": "SB:50000 BB:50000 A:50000 B:50000",
    "sim_chips": "",
    "sim_actions": "A relance à 5000",
    "sim_player": "B",
    "sim_pushed": "5000 1000",
    "sim_says": "",
    "sim_then": "",
    "sim_then_stack": False,
    "sim_told": "",
    "sim_found": "",
    "sim_circumstances": [],
    "sim_detail": "",
}

# Each field's label, as the form shows it (an error names the field by it).
LABELS = {
    "sim_sb": "Petite blinde",
    "sim_bb": "Grosse blinde",
    "sim_ante": "Ante",
    "sim_players": "Joueurs et tapis",
    "sim_chips": "Valeurs des jetons",
    "sim_actions": "Actions déjà faites",
    "sim_player": "Joueur",
    "sim_pushed": "Jetons poussés",
    "sim_says": "Annonce",
    "sim_then": "Puis, poussés en un second temps",
    "sim_told": "Montant annoncé à tort par le croupier ou un joueur",
    "sim_found": "Jetons retrouvés",
    "sim_detail": "Précision",
}

Origin = tuple[str, int]  # (field key, line of that field, from 1)
# The lines of a shared situation the form reads (and says an engine message under)
LINK_LINES = 200


def situation_text(f: dict[str, Any]) -> tuple[str, dict[int, Origin]]:
    """The situation in the engine's format from the form's fields, and for each line of it
    the field (and line of that field) it comes from."""
    lines: list[tuple[str, Origin]] = [(f"blinds {int(f['sim_sb'])}/{int(f['sim_bb'])}", ("sim_bb", 1))]
    if f.get("sim_ante") and f.get("sim_ante_fmt", "none") != "none":
        lines.append((f"ante {int(f['sim_ante'])} {f['sim_ante_fmt']}", ("sim_ante", 1)))
    lines.append(("players " + " ".join(str(f["sim_players"]).split()), ("sim_players", 1)))
    if str(f.get("sim_chips", "")).strip():
        lines.append(("chips " + " ".join(str(f["sim_chips"]).split()), ("sim_chips", 1)))
    for i, ln in enumerate(str(f.get("sim_actions", "")).splitlines(), 1):
        if ln.strip():
            lines.append((ln.strip(), ("sim_actions", i)))
    lines.append((_question_line(f), ("sim_player", 1)))
    text = "\n".join(t for t, _ in lines) + "\n"
    return text, {no: origin for no, (_, origin) in enumerate(lines, 1)}


def _question_line(f: dict[str, Any]) -> str:
    kind = f.get("sim_question", "ruling")
    if kind in ("pots", "correction"):
        return f"? {kind}"
    if kind in TABLE_DETAILS:
        return " ".join(["?", kind, *str(f.get("sim_detail", "")).split()])
    question = f"? {str(f.get('sim_player', '')).strip()}"
    if kind == "legal":
        return question
    if kind == "found":
        return f"{question} found {' '.join(str(f.get('sim_found', '')).split())}".rstrip()
    ticked = [c for c in CIRCUMSTANCES if c in (f.get("sim_circumstances") or [])]
    if "pulls-back" in ticked:
        question += " pulls-back"
    pushed, says = str(f.get("sim_pushed", "")), str(f.get("sim_says", ""))
    if pushed.strip():
        question += " chips " + " ".join(pushed.replace("+", " ").split())
    then = " ".join(str(f.get("sim_then", "")).replace("+", " ").split())
    if then:
        question += (" then-stack " if f.get("sim_then_stack") else " then ") + then
    told = " ".join(str(f.get("sim_told", "")).split())
    if told:
        question += f" told {told}"
    question += "".join(f" {c}" for c in ticked if c != "pulls-back")
    if says.strip():
        # « suit », « se couche », « relance à 1,2k »: the players' words read here, the
        # engine's own reader takes the rest (« paye », « 5 », « plus 4000 »)
        said = engine_declaration(says.strip()) or says.strip()
        question += ' says "' + said.replace('"', "") + '"'
    return question


# A form field restored from a shared situation never takes a number longer than this
# (the engine refuses such amounts anyway, with its own message under each book).
MAX_DIGITS = 12


def _number(word: str) -> int | None:
    return int(word) if word.isdigit() and len(word) <= MAX_DIGITS else None


def fields_from_situation(raw: str) -> dict[str, Any]:
    r"""The form's fields from a situation in the engine's format (a shared ``?situation=``
    link, or a description read into it): the inverse of ``situation_text`` for what it
    writes; a line it does not recognise stays an action line; the engine's verbs are
    written in the players' words (« A raise 600 » → « A relance à 600 »).

    >>> fields_from_situation("blinds 100/200\nplayers A:5000 B:5000\nA raise 600\n? B\n")["sim_question"]
    'legal'
    """
    fields: dict[str, Any] = {"sim_chips": "", "sim_pushed": "", "sim_says": "", "sim_ante": 0, "sim_ante_fmt": "none",
                              "sim_then": "", "sim_then_stack": False, "sim_told": "", "sim_found": "", "sim_circumstances": []}
    actions: list[str] = []
    for line in raw.splitlines()[:LINK_LINES]:
        words = line.split()
        key = _line_field(words)
        if key == "sim_bb":
            sb, _, bb = words[1].partition("/")
            if _number(sb) is not None and _number(bb):
                fields["sim_sb"], fields["sim_bb"] = _number(sb), _number(bb)
        elif key == "sim_ante":
            fields["sim_ante"] = _number(words[1])
            fields["sim_ante_fmt"] = words[2] if len(words) > 2 and words[2] in ANTE_FORMATS else "classic"
        elif key in ("sim_players", "sim_chips"):
            fields[key] = " ".join(words[1:])
        elif key == "sim_player":
            fields.update(_question_fields(line, words))
        elif key == "sim_actions":
            actions.append(in_words(line.strip()))
    fields["sim_actions"] = "\n".join(actions)
    return fields


def situation_origin(raw: str) -> dict[int, Origin]:
    r"""For each line of a situation in the engine's format (a shared ``?situation=`` link),
    the form's field ``fields_from_situation`` puts it in: what an engine message about
    « ligne 3 » of the link is said under. (The form's own text numbers its lines
    otherwise: ``situation_text``.)

    >>> situation_origin("blinds 100/200\nplayers A:5000 B:5000\nA raise 600\nB call\n? B")
    {1: ('sim_bb', 1), 2: ('sim_players', 1), 3: ('sim_actions', 1), 4: ('sim_actions', 2), 5: ('sim_player', 1)}
    """
    origin: dict[int, Origin] = {}
    actions = 0
    for no, line in enumerate(raw.splitlines()[:LINK_LINES], 1):
        key = _line_field(line.split())
        if key == "sim_actions":
            actions += 1
            origin[no] = (key, actions)
        elif key:
            origin[no] = (key, 1)
    return origin


def _line_field(words: list[str]) -> str:
    """The form's field a line of the engine's format fills ("" for an empty line)."""
    head = words[0].lower() if words else ""
    if head in ("blinds", "blindes") and len(words) == 2 and "/" in words[1]:
        return "sim_bb"
    if head == "ante" and len(words) >= 2 and _number(words[1]) is not None:
        return "sim_ante"
    if head in ("players", "joueurs"):
        return "sim_players"
    if head in ("chips", "jetons"):
        return "sim_chips"
    if head == "?" and len(words) >= 2:
        return "sim_player"
    return "sim_actions" if words else ""


def _question_fields(line: str, words: list[str]) -> dict[str, Any]:
    if words[1].lower() in ("pots", "correction"):
        return {"sim_question": words[1].lower()}
    if words[1].lower() in TABLE_DETAILS:
        return {"sim_question": words[1].lower(), "sim_detail": " ".join(words[2:])}
    out: dict[str, Any] = {"sim_player": words[1], "sim_question": "legal" if len(words) == 2 else "ruling"}
    if len(words) == 4 and words[2].lower() == "found":
        return {**out, "sim_question": "found", "sim_found": words[3]}
    rest = line.split(None, 2)[2] if len(words) > 2 else ""
    said = re.search(r'\bsays\s+"([^"]*)"', rest)
    rest = rest[:said.start()] + rest[said.end():] if said else rest
    out["sim_says"] = in_words("? " + said.group(1)).removeprefix("? ") if said else ""
    ticked = [c for c in CIRCUMSTANCES if re.search(rf"(?<!\S){re.escape(c)}(?!\S)", rest)]
    for c in ticked:
        rest = re.sub(rf"(?<!\S){re.escape(c)}(?!\S)", " ", rest)
    out["sim_circumstances"] = ticked
    told = re.search(r"\btold\s+(\S+)", rest)
    out["sim_told"] = told.group(1) if told else ""
    rest = rest[:told.start()] + rest[told.end():] if told else rest
    then = re.search(r"(?<!\S)(then-stack|then)\s+(.*)$", rest)
    chips = rest[:then.start()] if then else rest
    out["sim_then_stack"] = then is not None and then.group(1) == "then-stack"
    out["sim_then"] = " ".join(then.group(2).split()) if then else ""
    out["sim_pushed"] = " ".join(chips.split()[1:]) if chips.split()[:1] == ["chips"] else ""
    return out


_LINE = re.compile(r"^(?:[\w ]+: )?ligne (\d+) : ")
_ORDINAL = {1: "1re"}


def field_error(message: str, origin: dict[int, Origin], typed: dict[str, Any]) -> tuple[str | None, str]:
    """The field an engine message is about (None: the whole form) and the message in the
    user's words: the line of the text he never saw replaced by his field and his words.

    >>> field_error("situation: ligne 4 : joueur inconnu 'D'", {4: ("sim_actions", 2)}, {"sim_actions": "A relance 600\\nD suit"})
    ('sim_actions', "Actions déjà faites, 2e ligne (« D suit ») : joueur inconnu 'D'")
    """
    m = _LINE.match(message)
    if m is None:
        body = re.sub(r"^[\w ]+: ", "", message)
        return _guess_field(body), body
    body = message[m.end():]
    key, line = origin.get(int(m.group(1)), (None, 0))
    if key is None:
        return None, body
    if key == "sim_actions":
        lines = str(typed.get(key, "")).splitlines()
        said = lines[line - 1].strip() if 0 < line <= len(lines) else ""
        return key, f"{LABELS[key]}, {_ORDINAL.get(line, f'{line}e')} ligne (« {said} ») : {body}"
    return key, f"{LABELS[key]} : {body}"


def _guess_field(body: str) -> str | None:
    """The field a message without a line is about: blinds, players, or the whole form."""
    low = body.lower()
    if "blinde" in low:
        return "sim_bb"
    if "joueur" in low or "tapis" in low:
        return "sim_players"
    return None
