"""Start-up wiring, in one place: the command line, the screenshot tool, the
tools and the tests all start the game through :func:`build`.

It makes the :class:`~golf_game.play.session.Session` on the app's context,
hands the app what it calls back (the home scene after a crash, the kiosk's
timers, the saved data's messages, the save to write at exit) in one
:meth:`App.install <golf_game.app.App.install>` call, puts the menu at the
bottom of the stack and, if the options name a deal, that game over it.
"""

from __future__ import annotations

import logging
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .app import App
from .engine import Deal, Mode
from .play.session import Session, Start
from .saved.audits import AUDITS_FILE, Audits
from .saved.kiosk_config import CONFIG_FILE, ConfigFile, KioskConfig
from .saved.pin import PinGuard
from .saved.storage import Storage
from .scene import Scene
from .scenes.flow import Flow, demo_hole
from .scenes.hole import HoleScene
from .scenes.menu import MenuScene
from .tasks import SWITCH_INTERVAL

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LaunchOptions:
    """What the game starts with: the command line's choices, typed.

    ``mode`` and ``holes`` (``None``: the ones chosen last time) preset the
    menu; ``seed``, ``deal`` or ``daily`` start that game over it at once.
    ``persist`` False keeps everything in memory (screenshots); ``animate``
    False deals without animation; ``rng`` fixes the random deals (tests).
    ``config`` is a kiosk's config file (default: ``kiosk.json`` in the data folder).
    """

    mode: Mode | None = None
    holes: int | None = None
    seed: int | None = None
    deal: Deal | None = None
    daily: bool = False
    persist: bool = True
    animate: bool = True
    rng: random.Random | None = None
    config: Path | None = None


def prepare_process() -> None:
    """Process-wide settings the game needs before its worker thread starts.

    The worker's jobs are pure-Python searches that hold the GIL; each time
    the frame loop lets go of it (pygame does, around SDL calls) it waits up
    to the switch interval to get it back. At Python's default 5 ms a frame
    during a par search took up to 40-110 ms; at 0.5 ms, 15-20 ms (measured
    in docs/SCREENS.md)."""
    sys.setswitchinterval(SWITCH_INTERVAL)


def build(
    app: App,
    storage: Storage,
    options: LaunchOptions = LaunchOptions(),
    pin: PinGuard | None = None,
) -> Session:
    """Wire ``app`` to a session on ``storage`` and open the menu (and the
    game the options name). Called once per app. A kiosk's ``pin`` should be
    loaded before ``storage`` (:meth:`PinGuard.load` says why); without one
    it is loaded here."""
    prepare_process()
    context = app.context
    config_file, config, audits = None, KioskConfig(), None
    if context.kiosk:
        if options.config is not None:
            config_file = ConfigFile(options.config)
        else:
            old = storage.folder / "settings.json"
            config_file = ConfigFile(storage.folder / CONFIG_FILE, old_settings=old)
        config, warnings = config_file.load()
        audits = Audits(storage.folder / AUDITS_FILE if options.persist else None)
        warnings += audits.load()
        for warning in warnings:
            # To the log only: the screen is public.
            log.warning("kiosk: %s", warning)
    flow = Flow(context, menu=lambda: MenuScene(context, session), animate=options.animate)
    session = Session(
        storage,
        context.tasks,
        context.settings,
        screens=flow,
        apply_settings=app.apply_settings,
        kiosk=context.kiosk,
        persist=options.persist,
        rng=options.rng,
        audits=audits,
    )
    if context.kiosk:
        visitor = config.visitor_settings(context.settings)
        session.use_operator_settings(visitor, config.modes, config.languages)
    app.apply_settings(context.settings)

    def menu() -> MenuScene:
        game = session.game
        if game is not None:
            # Leaving keeps an unfinished hole for Continue (it was saved after
            # its last move). If the crash came from the game itself, leaving
            # may fail too: drop it, and the menu still comes up.
            try:
                game.leave()
            except Exception:
                log.exception("could not leave the game cleanly")
                session.game = None
        session.restore_operator_settings()
        return MenuScene(context, session)

    def demo() -> HoleScene:
        return demo_hole(context, context.settings.mode, session.rng)

    home: Callable[[], Scene] = menu
    kiosk = None
    if context.kiosk:
        # Only a kiosk imports it: its PIN scene's hmac loads OpenSSL (~7 ms).
        from .kiosk import Kiosk
        from .saved.highscores import SCORES_FILE, HighScoreFile, HighScores

        scores = HighScores(
            HighScoreFile(storage.folder / SCORES_FILE if options.persist else None)
        )
        for warning in scores.warnings:
            log.warning("kiosk: %s", warning)

        def use_config(changed: KioskConfig) -> None:
            settings = changed.visitor_settings(session.operator_settings)
            session.use_operator_settings(settings, changed.modes, changed.languages)

        kiosk = Kiosk(
            app,
            home=menu,
            demo=demo,
            config=config,
            config_file=config_file if options.persist else None,
            on_config=use_config,
            pin=pin or PinGuard.load(storage.folder),
            audits=audits,
            high_scores=scores,
        )
        flow.on_result = kiosk.offer_high_score
        home = kiosk.make_home
    app.install(
        home=home,
        kiosk=kiosk,
        # Failures of the saved data (a full disk) show over any scene, at once.
        messages=session.take_messages,
        change_settings=session.change_settings,
        on_exit=session.flush,
    )
    first = menu() if kiosk is None else kiosk.make_home()
    if not isinstance(first, MenuScene):
        # A kiosk its operator switched out of order: that screen, and no game.
        app.stack.push(first)
        return session
    if options.mode is not None:
        first.mode = options.mode
    if options.holes is not None:
        first.holes = options.holes
    app.stack.push(first)
    if options.seed is not None:
        session.new_game(Start(first.mode, first.holes, seed=options.seed))
    elif options.deal is not None:
        session.new_game(Start(first.mode, 1, deal=options.deal))
    elif options.daily:
        session.new_game(Start.daily_deal(first.mode, first.holes))
    return session
