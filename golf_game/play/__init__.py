"""What outlives a scene: the session, a game's path through its holes, and
the background searches behind them (par, winnable deals).

Never imports pygame or a scene (tests/test_layering.py), so tools can drive
a session without a display.
"""
