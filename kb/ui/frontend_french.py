"""Streamlit's own words in French: what its frontend writes in English, and the script of
the page shell (``kb.ui.web``) that rewrites each where it is drawn.

The frontend is a React bundle: its words (the skip link, a list's « Select all », the file
uploader's « Drag and drop a file here », « Press Enter to apply », a button's
« aria-label »…) are not settings. The shell's script watches the page from before its first
render and rewrites, in the same task as React writes them (a reader, a screen reader
included, never meets the English):

- a text node whose whole value is a key of ``TEXTS``;
- an ``aria-label``, ``title`` or ``placeholder`` whose whole value is a key of
  ``ATTRIBUTES`` or ``TEXTS`` (« Search » is a button's label and its tooltip's text);
- either one whose whole value a regular expression of ``PATTERNS`` matches, for the words
  Streamlit builds from a value (« 20MB per file »), and an attribute one of
  ``ATTRIBUTE_PATTERNS`` matches (« Help for Votre question »).

The app's own Markdown in the page (a rulebook's text, which may quote English) is left as
written, but for a button's or a list option's label.

Each English key is written exactly as Streamlit's installed bundle writes it, and each
pattern's fixed texts are found in it (tests/ui/test_ui_web.py): an update of Streamlit that
rewords one fails there, not silently at the table.
"""

from __future__ import annotations

import json

from kb.ui.streamlit_internals import marked

# The whole value of a text node (or of an attribute) → French
TEXTS = {
    # the skip link: the first thing a keyboard or a screen reader meets
    "Skip to main content": "Aller au contenu principal",
    # the run status, and what a phone shows when the table's Wi-Fi drops
    "Running...": "Exécution…",
    "Stop": "Arrêter",
    "Rerun": "Relancer",
    "Please wait...": "Patientez…",
    "Connecting": "Connexion…",
    "Connecting to Streamlit server": "Connexion au serveur…",
    "Unable to connect to Streamlit server": "Impossible de joindre le serveur",
    "Connection error": "Connexion perdue",
    "Connection timed out.": "La connexion a expiré.",
    "Streamlit server is not responding. Are you connected to the internet?":
        "Le serveur ne répond pas. L'appareil est-il connecté à Internet ? La page se reconnecte d'elle-même.",
    "Is Streamlit still running? If you accidentally stopped Streamlit, just restart it in your terminal:":
        "Le serveur de l'application ne répond plus. S'il a été arrêté, le relancer :",
    "Connection lost. Please wait for the app to reconnect, then try again.":
        "Connexion perdue : attendez que l'application se reconnecte, puis réessayez.",
    # the lists of the select boxes
    "Select all": "Tout sélectionner",
    "No results": "Aucun résultat",
    # the file uploader (house rules, a rulebook to add)
    "Drag and drop a file here": "Déposez un fichier ici",
    "Drag and drop files here": "Déposez des fichiers ici",
    "Upload": "Choisir un fichier",
    "Error: ": "Erreur : ",
    "Only one file is allowed.": "Un seul fichier à la fois.",
    "Upload failed": "L'envoi a échoué",
    "Unexpected error. Please try again.": "Erreur inattendue : réessayez.",
    # the tables (« À propos », a rulebook's preview): the toolbar, its search, a column's menu
    "Download as CSV": "Télécharger (CSV)",
    "Search": "Rechercher",
    "Fullscreen": "Plein écran",
    "Close fullscreen": "Quitter le plein écran",
    "Show/hide columns": "Afficher ou masquer des colonnes",
    "Type to search": "Tapez pour chercher",
    "Sort ascending": "Trier par ordre croissant",
    "Sort descending": "Trier par ordre décroissant",
    "Autosize": "Largeur automatique",
    "Pin column": "Épingler la colonne",
    "Unpin column": "Désépingler la colonne",
    "Hide column": "Masquer la colonne",
    "Statistics": "Statistiques",
    "Automatic": "Automatique",
    "Localized": "Localisé",
    "Plain": "Brut",
    "Scientific": "Scientifique",
    "Percent": "Pourcentage",
    "Accounting": "Comptable",
    "Duration": "Durée",
    "Values": "Valeurs",
    "Empty": "Vides",
    "Distinct": "Distinctes",
    "Average": "Moyenne",
    "Median": "Médiane",
    "Sum": "Somme",
    "Standard deviation": "Écart type",
    "25th percentile": "1er quartile",
    "75th percentile": "3e quartile",
}

# The whole value of an aria-label, title or placeholder → French (names a screen reader
# reads: icon-only buttons, regions, an empty select box's placeholder)
ATTRIBUTES = {
    "App pages": "Pages de l'application",
    "Sidebar": "Navigation",
    # the phone's icon-only navigation button, drawn « Menu » by the app's stylesheet
    "Expand sidebar": "Menu",
    "Collapse sidebar": "Fermer le menu",
    "Link to heading": "Lien vers ce titre",
    "Help": "Aide",
    "Open": "Ouvrir la liste",
    "Clear value": "Effacer",
    "Clear all": "Tout effacer",
    "Selected values": "Valeurs choisies",
    "Dismiss": "Fermer",
    "Choose an option": "Choisir",
    "Choose options": "Choisir",
    "Clear entry": "Effacer",
    "Increment": "Augmenter",
    "Decrement": "Diminuer",
    "file upload": "Choisir un fichier",
    "Add files": "Choisir un fichier",
    "Click to retry upload": "Toucher pour réessayer l'envoi",
    "Copy to clipboard": "Copier",
    "Copied": "Copié",
    "st.iframe": "Aperçu",
    "progress": "Progression",
    "Close Search": "Fermer la recherche",
    "Next Result": "Résultat suivant",
    "Previous Result": "Résultat précédent",
    "Dataframe column menu": "Menu de la colonne",
    "Copy column name": "Copier le nom de la colonne",
    "Vega visualization": "Graphique",
}

# (regular expression, replacement): the whole value of a text node or attribute, in
# JavaScript's syntax and Python's alike; « $1 » is the first group. The first that
# matches is applied. A group of plain words (« (?:apply) ») and a run of plain characters
# are the fixed texts looked for in Streamlit's bundle; a byte unit's letter is a class
# (« [B] »): Streamlit writes the unit's name upper-cased (`mb` → « MB »), not that text.
PATTERNS = [
    (r"^Select (\d+) matches$", "Sélectionner les $1 résultats"),
    (r"^Press Enter to (?:apply)$", "Appuyez sur Entrée pour valider"),
    (r"^Press Enter to (?:submit form)$", "Appuyez sur Entrée pour envoyer"),
    (r"^Press (Ctrl|⌘)\+Enter to (?:apply)$", "Appuyez sur $1+Entrée pour valider"),
    (r"^Press (Ctrl|⌘)\+Enter to (?:submit form)$", "Appuyez sur $1+Entrée pour envoyer"),
    (r"^(\d+)([KMG]?)[B] per file$", "$1 $2o max. par fichier"),
    (r"^File must be (\d+)\.(\d)([KMG]?)[B] or smaller\.$", "Le fichier doit faire au plus $1,$2 $3o."),
    (r"^([\w.+-]+/[\w.+-]+) files are not allowed\.$", "Type de fichier refusé ($1)."),
    (r"^(?:This type of) files are not allowed\.$", "Type de fichier refusé."),
    # the name of an icon-only button (« :material/add: »): the uploader's « + » after a file
    (r"^(?:add) icon$", "Ajouter un fichier"),
    (r"^([01]) result(?:s)?$", "$1 résultat"),
    (r"^(\d+) result(?:s)$", "$1 résultats"),
]

# (regular expression, replacement) as above, for attributes only: a button's name built
# from a widget's label or a file's name
ATTRIBUTE_PATTERNS = [
    (r"^Help for (.+)$", "Aide : $1"),
    (r"^Remove (.+)$", "Retirer $1"),
    (r"^Cancel upload of (.+)$", "Annuler l'envoi de $1"),
]

# (CSS selector, regular expression, replacement) as PATTERNS, but only inside an element the
# selector matches (the element itself included, for its attributes): a value with no word of
# Streamlit's own, which elsewhere could be the app's text — a file's size in the uploader's
# chip (« 6.0KB », written by Streamlit's byte formatter) and the chip's name for a screen
# reader (« club.docx, 6.0KB »)
SCOPED_PATTERNS = [
    (marked("stFileChip"), r"^(\d+)\.(\d)([KMG]?)[B]$", "$1,$2 $3o"),
    (marked("stFileChip"), r"^(.+), (\d+)\.(\d)([KMG]?)[B]$", "$1, $2,$3 $4o"),
]

# Patterns are tried on text nodes up to this length only (the longest they match is « Press
# Ctrl+Enter to submit form »): a results page has thousands of longer ones
_PATTERN_TEXT_MAX = 80

_SCRIPT = """<script>(() => {
  const texts = new Map(Object.entries(%(texts)s)), attrs = new Map(Object.entries(%(attrs)s));
  const compile = list => list.map(([re, to]) => [new RegExp(re), to]);
  const patterns = compile(%(patterns)s), attrPatterns = patterns.concat(compile(%(attr_patterns)s));
  const scoped = %(scoped)s.map(([sel, re, to]) => [sel, new RegExp(re), to]);
  const names = ["aria-label", "title", "placeholder"];
  const match = (list, v) => { for (const [re, to] of list) if (re.test(v)) return v.replace(re, to); };
  const inScope = (e, v) => { if (e) for (const [sel, re, to] of scoped) if (re.test(v) && e.closest(sel)) return v.replace(re, to); };
  const own = p => p && p.closest('%(markdown)s') && p.closest('%(main)s')
    && !p.closest('button, [role="option"]');
  const text = n => { const v = n.nodeValue;
    const t = texts.get(v) ?? (v.length <= %(max)d ? match(patterns, v) ?? inScope(n.parentElement, v) : undefined);
    if (t !== undefined && t !== v && !own(n.parentElement)) n.nodeValue = t; };
  const attr = (e, a) => { const v = e.getAttribute(a);
    const t = v && (attrs.get(v) ?? texts.get(v) ?? match(attrPatterns, v) ?? inScope(e, v));
    if (t && t !== v) e.setAttribute(a, t); };
  const element = e => { names.forEach(a => attr(e, a));
    e.querySelectorAll("[aria-label],[title],[placeholder]").forEach(c => names.forEach(a => attr(c, a)));
    const w = document.createTreeWalker(e, NodeFilter.SHOW_TEXT); while (w.nextNode()) text(w.currentNode); };
  new MutationObserver(ms => ms.forEach(m => m.type === "characterData" ? text(m.target)
    : m.type === "attributes" ? attr(m.target, m.attributeName)
    : m.addedNodes.forEach(n => n.nodeType === Node.TEXT_NODE ? text(n) : n.nodeType === Node.ELEMENT_NODE && element(n))))
    .observe(document.documentElement, {childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: names});
})();</script>"""


def script() -> str:
    """The page shell's ``<script>`` that rewrites Streamlit's words in French (safe inside
    HTML: no « </ » in its data)."""

    def data(value: object) -> str:
        return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")

    return _SCRIPT % {"texts": data(TEXTS), "attrs": data(ATTRIBUTES), "patterns": data(PATTERNS),
                      "attr_patterns": data(ATTRIBUTE_PATTERNS), "scoped": data(SCOPED_PATTERNS),
                      "max": _PATTERN_TEXT_MAX, "markdown": marked("stMarkdownContainer"), "main": marked("stMain")}
