"""Golf Solitaire: a pygame-ce game over a pure rules engine and exact solver."""

__version__ = "0.1.0"
