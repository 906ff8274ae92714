"""A game process for tests/test_power_cut.py: the game's own session,
storage and worker thread (no window), on the folder given as argv[1].

``finish``: start a 1-hole game on a fixed deal, play a move, End it, wait
for the save, print "ready", then leave the finished hole (the recording
and the clear of the saved game). ``GOLF_KILL_AT=n`` makes the process
SIGKILL itself at the n-th disk step (fsync, replace, unlink) after "ready",
before that step is made: a power cut at that moment.

``again``: start the game as a player would after the power cut: a new game
over whatever was saved (the saved hole is recorded unless it already was),
then leave cleanly.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from golf_game.engine import Mode
from golf_game.play.game import Game
from golf_game.play.session import Session, Start
from golf_game.saved import storage as storage_module
from golf_game.saved.settings import Settings
from golf_game.saved.storage import Storage
from golf_game.tasks import TaskRunner


class NoScreens:
    def show_hole(self, game: Game) -> None:
        return None

    def show_result(self, game: Game) -> None:
        return None

    def show_card(self, game: Game) -> None:
        return None

    def show_menu(self) -> None:
        return None


def cut_power_at(step: int) -> None:
    """SIGKILL this process just before its ``step``-th disk step."""
    count = 0

    def counted(real: Callable[..., Any]) -> Callable[..., Any]:
        def step_on_disk(*args: Any, **kwargs: Any) -> Any:
            nonlocal count
            count += 1
            if count == step:
                os.kill(os.getpid(), signal.SIGKILL)
            return real(*args, **kwargs)

        return step_on_disk

    fake_os = type(sys)("os_with_power_cuts")
    fake_os.__dict__.update(os.__dict__)
    fake_os.fsync = counted(os.fsync)  # type: ignore[attr-defined]
    fake_os.replace = counted(os.replace)  # type: ignore[attr-defined]
    storage_module.os = fake_os  # type: ignore[attr-defined]
    real_unlink = Path.unlink
    Path.unlink = counted(real_unlink)  # type: ignore[method-assign]


def main() -> int:
    folder, what = Path(sys.argv[1]), sys.argv[2]
    tasks = TaskRunner()
    session = Session(
        Storage(folder),
        tasks,
        Settings(sound=False),
        screens=NoScreens(),
        apply_settings=lambda settings: None,
    )
    if what == "finish":
        game = session.new_game(Start(Mode.EASY, 1, seed=3))
        game.hole.draw()
        game.hole.end()
        game.save()
        session.flush()
        print("ready", flush=True)
        kill_at = int(os.environ.get("GOLF_KILL_AT", "0"))
        if kill_at:
            cut_power_at(kill_at)
        game.leave()
    else:
        session.new_game(Start(Mode.EASY, 1, seed=4)).leave()
    session.flush()
    tasks.shutdown()
    print("done", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
