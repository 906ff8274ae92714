"""Every screen of the game, each a :class:`~golf_game.scene.Scene`: the menu
and its pages, the hole with its overlays (pause, result, score card, best
line), the kiosk's attract mode, PIN pad and out-of-order screen.
:mod:`.flow` is the only module that builds a game's scenes."""
