"""The user library: books imported by the user (``kb import``, the app's « Ajouter un
règlement » page), kept outside the repository and built with the corpus.

- :mod:`kb.userlib.folder`: where it lives, one folder per book, atomic write and removal;
- :mod:`kb.userlib.preview`: a file → a parsed book and its health report (nothing
  written), then :func:`add_book`;
- :mod:`kb.userlib.health`: the health report shown before anything is written.
"""

from kb.userlib.folder import LIBRARY_ENV, folder_name, remove_book, user_books, user_library_dir
from kb.userlib.health import ImportHealth
from kb.userlib.preview import ImportPreview, add_book, builtin_ids, check_id, preview

__all__ = [
    "LIBRARY_ENV",
    "ImportHealth",
    "ImportPreview",
    "add_book",
    "builtin_ids",
    "check_id",
    "folder_name",
    "preview",
    "remove_book",
    "user_books",
    "user_library_dir",
]
