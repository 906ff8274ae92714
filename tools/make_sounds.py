"""Synthesise the game's sound effects into assets/sounds/ (standard library only).

Run: python tools/make_sounds.py
Each effect is a few short tones with a soft attack and an exponential decay,
so nothing clicks; 16-bit mono at 22,050 Hz keeps the files small.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"

# (frequency Hz, start s, length s, loudness 0..1, decay per second)
Note = tuple[float, float, float, float, float]

EFFECTS: dict[str, list[Note]] = {
    # A soft wooden tick: a card laid on the waste.
    "play": [(880.0, 0.0, 0.08, 0.5, 45.0), (1320.0, 0.0, 0.05, 0.2, 60.0)],
    # A lower, breathier flip: a card turned from the stock.
    "draw": [(520.0, 0.0, 0.09, 0.45, 35.0), (780.0, 0.02, 0.06, 0.2, 50.0)],
    # Two low notes falling: "no".
    "illegal": [(220.0, 0.0, 0.12, 0.5, 12.0), (180.0, 0.1, 0.16, 0.5, 10.0)],
    # A rising major arpeggio: cleared.
    "win": [
        (523.25, 0.0, 0.25, 0.45, 6.0),
        (659.25, 0.1, 0.25, 0.45, 6.0),
        (783.99, 0.2, 0.3, 0.45, 5.0),
        (1046.5, 0.3, 0.5, 0.5, 4.0),
    ],
    # A falling minor third: stuck.
    "stuck": [(392.0, 0.0, 0.3, 0.45, 5.0), (329.63, 0.18, 0.45, 0.45, 4.0)],
}


def render(notes: list[Note]) -> list[float]:
    length = max(start + dur for _, start, dur, _, _ in notes) + 0.02
    samples = [0.0] * int(length * RATE)
    for freq, start, dur, loud, decay in notes:
        first = int(start * RATE)
        for i in range(int(dur * RATE)):
            t = i / RATE
            attack = min(1.0, t / 0.004)
            release = min(1.0, (dur - t) / 0.01)
            envelope = attack * release * math.exp(-decay * t)
            tone = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
            samples[first + i] += loud * envelope * tone
    peak = max(abs(s) for s in samples) or 1.0
    scale = min(1.0, 0.8 / peak)
    return [s * scale for s in samples]


def write_wav(path: Path, samples: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(s * 32767)) for s in samples))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, notes in EFFECTS.items():
        path = OUT / f"{name}.wav"
        write_wav(path, render(notes))
        print(f"wrote {path} ({path.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
