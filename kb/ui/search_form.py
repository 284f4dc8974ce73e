"""The search page's form, in words: what the live page (``kb.ui.search``) draws with
Streamlit and its first paint (``kb.ui.first_paint``) draws in plain HTML before it, so the
two say the same thing. Imports nothing: the server reads it while it starts."""

HEADING = "Recherche dans les règlements"
QUESTION = "Votre question"
PLACEHOLDER = "ex. bouton mort, string bet, temps de réflexion, tapis…"
HELP = ("Mots français ou jargon anglais, fautes de frappe et accents tolérés. Les résultats "
        "s'affichent pendant la frappe (ou avec Entrée).")
FILTERS = "Filtres"
EXAMPLES_CAPTION = "Par exemple :"
EXAMPLES = ("bouton mort", "time", "all-in", "joueur absent", "string bet", "jeton unique")
