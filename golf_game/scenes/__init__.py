"""The scenes on the stack: the hole, and overlays over it (pause)."""
