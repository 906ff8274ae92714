"""Build the spoken-play clips in assets/voice/ with espeak-ng and sox.

    python tools/make_voice.py [--folder assets/voice]

One short clip per phrase of golf_game.view.speech.voice_clips() (ranks,
suits, numbers, a few dozen phrases and button names), mono at 16 kHz with
the silence at both ends cut, so that the game can string clips together
without gaps. All clips go into one OGG file, voice.ogg, and voice.json says
where each starts and ends (in samples): one file, because an OGG's own
headers take 4 KB, as much as a clip. Needs the Debian packages espeak-ng
and sox (with its OGG format: libsox-fmt-all or libsox-fmt-vorbis). Prints
each clip's length and the total size.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import tempfile
import wave
from pathlib import Path

from golf_game.assets import VOICE_DIR
from golf_game.view.speech import voice_clips

VOICE = "en-gb"
SPEED = 165  # words a minute: clear, not slow
RATE = 16000


def make_clip(words: str, target: Path, work: Path) -> None:
    """``words`` spoken into the WAV file ``target``: mono, RATE, no silence round it."""
    raw = work / "raw.wav"
    subprocess.run(["espeak-ng", "-v", VOICE, "-s", str(SPEED), "-w", str(raw), words], check=True)
    trim = ["silence", "1", "0.01", "0.5%", "reverse", "silence", "1", "0.01", "0.5%", "reverse"]
    subprocess.run(
        ["sox", str(raw), "-r", str(RATE), "-c", "1", "-b", "16", str(target), *trim], check=True
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--folder", type=Path, default=VOICE_DIR)
    args = parser.parse_args(argv)
    for tool in ("espeak-ng", "sox"):
        if shutil.which(tool) is None:
            print(f"{tool} is not installed (apt-get install espeak-ng sox libsox-fmt-all)")
            return 1
    args.folder.mkdir(parents=True, exist_ok=True)
    index: dict[str, list[int]] = {}
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        files = []
        start = 0
        for number, (name, words) in enumerate(sorted(voice_clips().items())):
            clip = work / f"{number:03d}.wav"
            make_clip(words, clip, work)
            with wave.open(str(clip)) as reader:
                frames = reader.getnframes()
            index[name] = [start, start + frames]
            start += frames
            files.append(str(clip))
            print(f"{name:28} {frames / RATE:5.2f} s  {words}")
        ogg = args.folder / "voice.ogg"
        subprocess.run(["sox", *files, "-C", "0", str(ogg)], check=True)
    meta = {"rate": RATE, "clips": index}
    (args.folder / "voice.json").write_text(json.dumps(meta, indent=0, sort_keys=True) + "\n")
    size = ogg.stat().st_size + (args.folder / "voice.json").stat().st_size
    print(f"{len(index)} clips, {start / RATE:.1f} s, {size / 1024:.0f} KB in {args.folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
