"""What the game keeps on disk: settings, records and the unfinished game.

Pure data and file handling; never imports pygame (tests/test_layering.py).
"""
