"""Drawing: layout from the window size, card faces, the table, tweens, sound."""
