"""The schema of each kind of data file, as data: which keys, of which type, required or
not, with which choices. The names known elsewhere (parsers, book ids, topic ids, kinds of
worked example) are ``Ref``s: the module reading a file passes their names to the checker.

| kind          | files                                   | read by                     |
|---------------|-----------------------------------------|-----------------------------|
| manifest      | ``corpus/manifest.toml``                | ``kb.corpus.load_manifest`` |
| parameters    | ``kb/data/parameters/*.toml``           | ``kb.parameters``           |
| topics        | ``kb/data/topics.toml``                 | ``kb.topics.taxonomy``      |
| glossary      | ``kb/data/glossary.toml``               | ``kb.search.glossary``      |
| examples      | ``kb/data/examples/<book>.toml``        | ``kb.engine.examples``      |
| house_rules   | a house-rules spec (``kb/data/house_rules/``) | ``kb.houserules``  |
| lemmas        | ``kb/data/lemmas.toml``                 | ``kb.nlp``                  |
| profile       | ``corpus/profiles/<book>.toml``, a manifest ``profile`` | ``kb.corpus.profile`` |
| questions     | ``kb/data/questions.toml``              | ``kb.search.understanding`` |
| description   | ``kb/data/description.toml``            | ``kb.engine.description``   |
| actions       | ``kb/data/actions.toml``                | ``kb.engine.words`` (for ``kb.engine.situation``, ``.moves``, ``.description``) |
| limits        | ``kb/data/limits.toml``                 | ``kb.limits``               |
| engine_messages | ``kb/data/engine_messages.toml``      | ``kb.engine.messages``      |
"""

from __future__ import annotations

from kb.datafiles.nodes import (
    Anything,
    Bool,
    Field,
    ListOf,
    Number,
    OneOf,
    Ref,
    Scalar,
    Table,
    TableList,
    Text,
)

BOOKS = Ref("books")
# The books every parameter must list: those of the manifest, unless the parameters loader
# says otherwise (a book just added to the manifest that no parameter file names yet).
LISTED_BOOKS = Ref("listed_books", fallback="books")
TOPICS = Ref("topics")  # kb.topics.taxonomy
PARSERS = Ref("parsers")  # kb.corpus.PARSERS
EXAMPLE_KINDS = Ref("example_kinds")  # kb.engine.examples.KINDS
CALCS = Ref("calcs")  # kb.engine.calcs.CALCS

BOOK_KINDS = ("tournament", "cash")
PARAMETER_TYPES = ("number", "bool", "enum", "text")
# Universal Dependencies parts of speech and verb forms, as spaCy's French model tags them.
UPOS = (
    "ADJ", "ADP", "ADV", "AUX", "CCONJ", "DET", "INTJ", "NOUN", "NUM", "PART", "PRON", "PROPN",
    "PUNCT", "SCONJ", "SYM", "VERB", "X",
)
VERB_FORMS = ("Conv", "Fin", "Gdv", "Ger", "Inf", "Part", "Sup", "Vnoun")

LOWER_ID = r"[a-z][a-z0-9_]*"
BOOK_ID = r"[a-z][a-z0-9_-]*"
ARTICLE_ID = BOOK_ID + r":\S+"

_REQUIRED_TEXT = Field(Text(nonempty=True), required=True)
_TEXT = Field(Text())
_ARTICLE = Text(pattern=ARTICLE_ID, pattern_hint="un identifiant d'article (livre:numéro, ex. tda:47)")


def _texts(required: bool = False, min_items: int = 0, lower: bool = False) -> Field:
    return Field(ListOf(Text(nonempty=True, lower=lower), min_items=min_items), required=required)


_PATTERN = Text(nonempty=True)
_PATTERNS = Field(ListOf(_PATTERN))
_COUNT = Field(Number(integer=True, minimum=0))

# A book's layout profile (kb/corpus/profile.py documents each field; docs/profiles.md too).
PROFILE = Table({
    "name": _TEXT,
    "description": _TEXT,
    "level": Field(TableList(Table({
        "name": Field(Text(nonempty=True)),
        "pattern": Field(_PATTERN),
        "on": Field(Text(choices=("line", "heading"))),
        "markdown_levels": Field(ListOf(Number(integer=True, minimum=1))),
        "kind": Field(Text(choices=("rule", "section", "procedure", "part", "intro", "front", "annex"))),
        "numbered": Field(Bool()),
        "number_format": Field(Text(pattern=r".*\{number\}.*", pattern_hint="un modèle contenant {number} (ex. PR-{number})")),
        "slug_prefix": _TEXT,
        "parent": Field(Text(choices=("number", "outline", "part", "none"))),
        "root_depth": _COUNT,
        "rank": _COUNT,
        "order": Field(Text(choices=("any", "increasing", "next"))),
        "per_part": Field(Bool()),
        "isolated": Field(Bool()),
        "max_length": _COUNT,
        "next_line": _TEXT,
        "before": _TEXT,
        "within": _TEXT,
        "restart_in": _TEXT,
        "title_below": Field(Bool()),
        "title_split": _TEXT,
    }), name="name", label="{key}[{index}] ({name})")),
    "body_headings": _PATTERNS,
    "front_matter_end": _TEXT,
    "toc_line": _TEXT,
    "furniture": _PATTERNS,
    "page_numbers": Field(Bool()),
    "repeated_lines": _COUNT,
    "examples": _PATTERNS,
    "struck_markup": Field(ListOf(Text(nonempty=True), min_items=2)),
    "duplicates": Field(Text(choices=("suffix", "error"))),
})

MANIFEST = Table({
    "book": Field(TableList(Table({
        "id": Field(Text(pattern=BOOK_ID, pattern_hint="un identifiant en minuscules (ex. ropta)"), required=True),
        "title": _REQUIRED_TEXT,
        "short": _REQUIRED_TEXT,
        "publisher": Field(Text(), required=True),
        "version": Field(Text(), required=True),
        "date": Field(Text(), required=True),
        "kind": Field(Text(choices=BOOK_KINDS), required=True),
        "language": _REQUIRED_TEXT,
        "file": _REQUIRED_TEXT,
        "parser": Field(Text(choices=PARSERS), required=True),
        "format": _REQUIRED_TEXT,
        "description": _TEXT,
        "color": Field(Text(pattern=r"#[0-9a-fA-F]{6}", pattern_hint="une couleur #rrggbb (ex. #1f5fa8)")),
        # An imported book (kb import): its original file (DOCX, PDF…), kept byte for byte
        # beside the extracted text that ``file`` names.
        "original": _TEXT,
        # The layout profile of a book read by the generic parser: a file beside the source,
        # or the profile itself as an inline table.
        "profile": Field(OneOf((Text(nonempty=True), PROFILE),
                               hint="un nom de fichier de profil (ex. club.toml) ou une table de profil")),
    }), min_items=1, name="id", unique="id"), required=True),
})

_BOOK_VALUE = Table({
    "value": Field(Scalar()),
    "article": Field(_ARTICLE),
    "quote": Field(Text(nonempty=True)),
    "phrase": Field(Text(nonempty=True)),
    "note": _TEXT,
    "unspecified": Field(Bool()),
})

PARAMETERS = Table({
    "parameter": Field(TableList(Table({
        "id": Field(Text(pattern=LOWER_ID + r"(\." + r"[a-z0-9_]+)+",
                         pattern_hint="un identifiant thème.nom en minuscules (ex. time.seconds_after_call)"),
                    required=True),
        "topic": Field(Text(choices=TOPICS), required=True),
        "label": _REQUIRED_TEXT,
        "type": Field(Text(choices=PARAMETER_TYPES), required=True),
        "unit": _TEXT,
        "choices": Field(Table(other=Text(nonempty=True))),
        "template": _TEXT,
        "note": _TEXT,
        "default": Field(Scalar()),
        # The range of a number (both ends allowed): a value outside it is refused in the
        # data, in a house-rules spec and in a --set override.
        "min": Field(Number()),
        "max": Field(Number()),
        "values": Field(Table(
            other=OneOf((Text(choices=("unspecified",)), _BOOK_VALUE),
                        hint='une table (value, article, quote…) ou "unspecified"'),
            other_keys=BOOKS,
            other_label="livre {key}",
            required_others=LISTED_BOOKS,
            missing_other="livre manquant (écrire unspecified = true si le livre n'en dit rien)",
        ), required=True, in_place=False),
    }), min_items=1, name="id", label="parameter {name}", prose=True, unique="id"), required=True),
})

TOPICS_FILE = Table({
    "topic": Field(TableList(Table({
        "id": Field(Text(pattern=LOWER_ID, pattern_hint="un identifiant en minuscules (lettres, chiffres, _)"),
                    required=True),
        "label": _REQUIRED_TEXT,
        "description": _REQUIRED_TEXT,
        "patterns": _texts(required=True, min_items=1),
        "weak": _texts(),
        "titles": _texts(),
        "unless": _texts(),
        "broad": Field(Bool()),
        "umbrella": Field(Bool()),
    }), min_items=1, name="id", label="topic {name}", unique="id"), required=True),
})

GLOSSARY = Table({
    "negations": _texts(),
    "entry": Field(TableList(Table({
        "id": Field(Text(pattern=r"[a-z0-9][a-z0-9-]*", pattern_hint="un identifiant en minuscules (lettres, chiffres, -)"),
                    required=True),
        "term": _REQUIRED_TEXT,
        "variants": _texts(),
        "english": _texts(),
        "definition": _REQUIRED_TEXT,
        "opposite_same_articles": Field(Bool()),
        "not_forms": _texts(),
    }), min_items=1, name="id", unique="id"), required=True),
})

_FREE_TABLE = Table(other=Anything())

# The article that decides a kind of ruling, with its deciding sentence (kb.engine.citations).
_CITATION = Table({"article": Field(_ARTICLE, required=True), "quote": _REQUIRED_TEXT})

EXAMPLES = Table({
    "articles": Field(Table(other=_CITATION)),
    "example": Field(TableList(Table({
        "id": _REQUIRED_TEXT,
        "article": Field(_ARTICLE, required=True),
        "label": _REQUIRED_TEXT,
        "kind": Field(Text(choices=EXAMPLE_KINDS), required=True),
        "quote": _REQUIRED_TEXT,
        "expected": Field(Table(other=Anything(), min_keys=1), required=True),
        "situation": Field(Text(nonempty=True)),
        "calc": Field(Text(choices=CALCS)),
        "inputs": Field(_FREE_TABLE),
        "erratum": Field(Text(nonempty=True)),
        "book_says": Field(_FREE_TABLE),
        "note": _TEXT,
    }), name="id", unique="id")),
})

HOUSE_RULES = Table({
    "base": _REQUIRED_TEXT,
    "event": Field(Table({
        "name": _REQUIRED_TEXT,
        "organiser": _TEXT,
        "date": Field(Text(dates=True)),
        "contact": _TEXT,
        "location": _TEXT,
    }), required=True),
    "options": Field(Table({"full_text": Field(Bool()), "examples": Field(Bool())})),
    "set": Field(Table(other=OneOf(
        (Scalar(), Table({"value": Field(Scalar(), required=True), "article": Field(Text(nonempty=True))})),
        hint='une valeur (nombre, true/false, texte) ou une table { value = …, article = "…" }',
    ))),
    "adopt": Field(TableList(Table({"article": _REQUIRED_TEXT, "replaces": _TEXT, "after": _TEXT}))),
    "remove": Field(ListOf(OneOf(
        (Text(nonempty=True), Table({"article": _REQUIRED_TEXT, "reason": _TEXT})),
        hint='un identifiant d\'article ou une table { article = "…", reason = "…" }',
    ))),
    "add": Field(TableList(Table({
        "title": _REQUIRED_TEXT, "text": _REQUIRED_TEXT, "after": _REQUIRED_TEXT, "number": _TEXT,
    }))),
})

_FORMS = _texts(required=True, min_items=1, lower=True)

LEMMAS = Table({
    "token": Field(TableList(Table({"forms": _FORMS}))),
    "fix": Field(TableList(Table({
        "forms": _FORMS,
        "lemma": _REQUIRED_TEXT,
        "pos": Field(Text(choices=UPOS)),
        "when_pos": Field(ListOf(Text(choices=UPOS))),
        "when_verbform": Field(ListOf(Text(choices=VERB_FORMS))),
        "after": _texts(lower=True),
    }), name="lemma")),
})

_QUESTION_ID = Field(Text(pattern=r"[a-z0-9][a-z0-9_-]*", pattern_hint="un identifiant en minuscules (lettres, chiffres, - ou _)"),
                     required=True)

QUESTIONS = Table({
    "frame": Field(TableList(Table({"forms": _texts(required=True, min_items=1)}))),
    "incidental": Field(Table({"words": _texts(required=True, min_items=1)})),
    "group": Field(TableList(Table({
        "id": _QUESTION_ID,
        "kind": Field(Text(choices=("actor", "act", "object", "circumstance")), required=True),
        "words": _texts(required=True, min_items=1),
        "claims": Field(Bool()),
    }), name="id", unique="id")),
    "situation": Field(TableList(Table({
        "id": _QUESTION_ID,
        "label": _REQUIRED_TEXT,
        "when": _texts(required=True, min_items=1),
        "means": _texts(required=True, min_items=1),
    }), name="id", unique="id")),
    "value": Field(Table({"cues": _texts(required=True, min_items=1)})),
    "answer": Field(TableList(Table({
        "parameter": Field(Text(pattern=LOWER_ID + r"(\." + r"[a-z0-9_]+)+", pattern_hint="un identifiant de paramètre (ex. time.seconds_after_call)"),
                           required=True),
        "asks": Field(ListOf(ListOf(Text(nonempty=True), min_items=1), min_items=1), required=True),
    }), name="parameter", unique="parameter")),
})

# The players' words for a hand's actions: the one vocabulary of the line format, the
# announcements and the told situations; ``roles`` holds the forms its readers read differently.
ACTION_KINDS = Ref("action_kinds")  # kb.engine.words.ACTION_KINDS
ACTION_ROLES = Ref("action_roles")  # kb.engine.words.ROLES
AMOUNT_MEANINGS = Ref("amount_meanings")  # kb.engine.words.AMOUNT_MEANINGS

ACTIONS_FILE = Table({
    "action": Field(TableList(Table({
        "kind": Field(Text(choices=ACTION_KINDS), required=True),
        "amount": Field(Text(choices=("required", "none", "optional")), required=True),
        "say": Field(Text(nonempty=True, lower=True)),
        "forms": _FORMS,
        "roles": Field(Table(other=ListOf(Text(nonempty=True, lower=True), min_items=1), other_keys=ACTION_ROLES)),
    }), name="kind", unique="kind"), required=True),
    # the small words around an amount, one table per meaning (« à » total, « de plus »…)
    "amount": Field(Table(other=Table({"forms": _FORMS}), other_keys=AMOUNT_MEANINGS,
                          required_others=AMOUNT_MEANINGS), required=True),
})

# The vocabulary of a situation told in words (kb/engine/description), but for the action
# words and the small words of amounts (total, more, by, out of turn): those are in the
# actions file.
DESCRIPTION_ROLES = (
    "stack", "everyone", "pot", "ante", "blinds", "chips", "silent", "says", "gesture",
    "unaware", "told", "found", "pulls_back", "then", "legal", "pots", "intent", "pronoun", "everyone_folds",
    "heads_up", "valid", "nobody", "except", "everyone_checks", "min_raise", "same", "correction",
    "since", "thinks", "from_stack",
)
# The kinds of question beyond the betting round, in kb.engine.question's words.
BEYOND_KINDS = ("misdeal", "penalty", "balance", "button", "split", "showdown")
DESCRIPTION = Table({
    "defaults": Field(Table({
        "stack_bb": Field(Number(integer=True, minimum=1), required=True),
        "stack_over_largest": Field(Number(integer=True, minimum=1), required=True),
    }), required=True),
    "position": Field(TableList(Table({
        "name": Field(Text(pattern=r"[A-Z][A-Z0-9]*", pattern_hint="un nom de place en majuscules (ex. BTN)"), required=True),
        "rank": Field(Number(integer=True, minimum=0), required=True),
        "forms": _FORMS,
        "label": _TEXT,
    }), name="name", unique="name"), required=True),
    "street": Field(TableList(Table({
        "street": Field(Text(choices=("flop", "turn", "river")), required=True), "forms": _FORMS,
    }), name="street", unique="street"), required=True),
    "word": Field(TableList(Table({
        "role": Field(Text(choices=DESCRIPTION_ROLES), required=True), "forms": _FORMS,
    }), name="role", unique="role"), required=True),
    "number": Field(TableList(Table({
        "value": Field(Number(integer=True, minimum=1), required=True), "forms": _FORMS,
    }))),
    # a raise said as a multiple of the bet to call (« relance x3 »): « # » is the number
    "multiplier": Field(TableList(Table({
        "value": Field(Number(minimum=1)), "raise": Field(Bool()), "forms": _FORMS,
        "plus": Field(Number(minimum=0)),  # added to the number said: « # fois et demie » is # + 0.5
    }))),
    # questions beyond the betting round (kb/engine/description/beyond.py); patterns are
    # checked to compile by the rule ``beyond_patterns``
    "seats": Field(Table({
        "counts": Field(ListOf(_PATTERN, min_items=1), required=True),
    })),
    # the game when it is not no-limit (« pot-limit », « PLO »): the engine's ``game`` line
    "game": Field(Table(other=ListOf(_PATTERN, min_items=1), other_keys=("pot-limit", "limit"))),
    "beyond": Field(Table({
        "players": Field(Number(integer=True, minimum=2), required=True),
        "blinds": Field(Text(pattern=r"\d+/\d+", pattern_hint="deux montants « petite/grosse » (ex. 100/200)"),
                        required=True),
        "showdown_players": Field(Number(integer=True, minimum=2), required=True),
        "counts": Field(ListOf(_PATTERN, min_items=1), required=True),
        "count": Field(Table(other=ListOf(_PATTERN, min_items=1), other_keys=tuple(str(n) for n in range(2, 11))), required=True),
        "eliminated": Field(ListOf(_PATTERN, min_items=1), required=True),
        # lists of patterns: penalty (« # » the number, « @ » the unit: tours, mains); chip (the
        # smallest chip said, « # » its value) and odd_chip (asking who gets the odd chip);
        # remaining (« il reste # joueurs »); eliminated_of (« l'élimination du bouton »: the words
        # before a place eliminated); hilo (a high-low game, « ? split hilo »); story_asides (words
        # of a showdown's or a split's story that are no action); skipped (a player skipped in his
        # turn); front (one chip left in front for a blind, « # » its value); royal_board (a board
        # told as a royal flush, « @ » the suit); betting_asked (a short question about the bets,
        # never about the sentence before it)
        **{key: Field(ListOf(_PATTERN, min_items=1)) for key in (
            "penalty", "chip", "odd_chip", "remaining", "eliminated_of", "hilo", "story_asides", "skipped",
            "front", "royal_board", "betting_asked")},
        # what happened at the deal; « @ » is a player, « # » a number
        "misdeal": Field(Table({
            key: Field(ListOf(_PATTERN, min_items=1))
            for key in ("exposed", "exposed_first", "wrong_seat", "empty_seat", "dealt_out", "cards", "someone")
        })),
        "outcome": Field(Table({
            "best": Field(ListOf(_PATTERN, min_items=1), required=True),
            "tied": Field(ListOf(_PATTERN, min_items=1), required=True),
            "board": Field(Text(pattern=r"(?:[2-9TJQKA][shdc] ){4}[2-9TJQKA][shdc]",
                                pattern_hint="cinq cartes (ex. 2s 7h 9c Jd 3s)"), required=True),
            "best_hole": Field(Text(pattern=r"[2-9TJQKA][shdc] [2-9TJQKA][shdc]", pattern_hint="deux cartes (ex. Ah Ad)"),
                               required=True),
            "tied_holes": Field(ListOf(Text(pattern=r"[2-9TJQKA][shdc] [2-9TJQKA][shdc]", pattern_hint="deux cartes"),
                                       min_items=2), required=True),
            "other_holes": Field(ListOf(Text(pattern=r"[2-9TJQKA][shdc] [2-9TJQKA][shdc]", pattern_hint="deux cartes"),
                                        min_items=1), required=True),
            "high": Field(ListOf(_PATTERN, min_items=1)),
            "low": Field(ListOf(_PATTERN, min_items=1)),
            "hilo_board": Field(Text(pattern=r"(?:[2-9TJQKA][shdc] ){4}[2-9TJQKA][shdc]", pattern_hint="cinq cartes")),
            "high_hole": Field(Text(pattern=r"(?:[2-9TJQKA][shdc] ){3}[2-9TJQKA][shdc]", pattern_hint="quatre cartes (Omaha)")),
            "low_hole": Field(Text(pattern=r"(?:[2-9TJQKA][shdc] ){3}[2-9TJQKA][shdc]", pattern_hint="quatre cartes (Omaha)")),
        })),
        "tie": Field(Table({
            "board": Field(Text(pattern=r"(?:[2-9TJQKA][shdc] ){4}[2-9TJQKA][shdc]",
                                pattern_hint="cinq cartes (ex. As Ks Qs Js Ts)"), required=True),
            "chip": Field(Number(integer=True, minimum=1), required=True),
            "share": Field(Number(integer=True, minimum=1), required=True),
        }), required=True),
        "question": Field(TableList(Table({
            "kind": Field(Text(choices=BEYOND_KINDS), required=True),
            "say": _REQUIRED_TEXT,
            "anywhere": Field(Bool()),
            "patterns": Field(ListOf(_PATTERN, min_items=1), required=True),
            # words that say this kind anywhere in the text, even without a question mark
            "anywhere_patterns": Field(ListOf(_PATTERN, min_items=1)),
        }), name="kind", unique="kind", min_items=1), required=True),
        "rank": Field(Table(other=Text(choices=tuple("23456789TJQKA"))), required=True),
        "suit": Field(Table(other=Text(choices=tuple("shdc"))), required=True),
        "place": Field(Table(other=Text(pattern=r"[A-Z][A-Z0-9]*", pattern_hint="un nom de place en majuscules (ex. BTN)")),
                       required=True),
    })),
})

# The budgets of untrusted work (kb/data/limits.toml, read by kb.limits): one table per
# limit, every limit named there given once.
LIMIT_NAMES = Ref("limit_names")  # kb.limits.NAMES
LIMITS_FILE = Table({
    "limit": Field(Table(other=Table({
        "label": _REQUIRED_TEXT,
        "max": Field(Number(integer=True, minimum=1), required=True),
        "unit": _REQUIRED_TEXT,
    }), other_keys=LIMIT_NAMES, required_others=LIMIT_NAMES), required=True),
})

# The engine's and PokerKit's words in French (kb/data/engine_messages.toml, read by
# kb.engine.messages): the outcome keys' names, PokerKit's refusals (pattern → wording).
ENGINE_MESSAGES = Table({
    "outcome": Field(Table(other=Text()), required=True),
    "pokerkit": Field(TableList(Table({"en": _REQUIRED_TEXT, "fr": _REQUIRED_TEXT}), min_items=1), required=True),
})

# The registry of kinds: the only list of them.
SCHEMAS: dict[str, Table] = {
    "manifest": MANIFEST,
    "parameters": PARAMETERS,
    "topics": TOPICS_FILE,
    "glossary": GLOSSARY,
    "examples": EXAMPLES,
    "house_rules": HOUSE_RULES,
    "lemmas": LEMMAS,
    "questions": QUESTIONS,
    "profile": PROFILE,
    "actions": ACTIONS_FILE,
    "description": DESCRIPTION,
    "limits": LIMITS_FILE,
    "engine_messages": ENGINE_MESSAGES,
}
