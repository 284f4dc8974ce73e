"""The user library: books imported by the user (``kb import``, the app's « Ajouter un
règlement » page), kept outside the repository and built with the corpus.

- :mod:`kb.userlib.folder`: where it lives, one folder per book, atomic write and removal;
- :mod:`kb.userlib.preview`: a file → a parsed book and its health report (nothing
  written), then :func:`add_book`; :func:`import_file` does both, as ``kb import`` does;
- :mod:`kb.userlib.health`: the health report shown before anything is written;
- :mod:`kb.userlib.trial`: a few files imported into a library of their own and built with
  the corpus (the measures and tests of imported books).

The package imports none of them (import from the submodules): finding the library's folder,
which every CLI start does, must not load the DOCX and PDF readers.
"""
