"""The game's bundled files, installed as the package ``golf_game.bundled``.

Nothing to import here: ``golf_game/assets.py`` finds the files through
``importlib.resources``. This file makes the folder a regular package, which
the wheel, the editable install and PyInstaller all handle the same way.
"""
