"""The only code that builds a game's scenes: its hole, the result over it,
the score card, and the way back to the menu.

:class:`Flow` is the game's :class:`~golf_game.play.game.Screens`: the
session and its :class:`~golf_game.play.game.Game` ask it for a screen and
never import a scene themselves. It also builds the hooks a hole scene
calls back (:class:`~golf_game.scenes.hole_hooks.HoleHooks`), so a hole with a
game around it and one without (the attract demo) are wired here alike.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Deal, Hole, Mode
from ..engine.round import SEED_MAX
from ..lang import N_
from ..play.analysis import HoleAnalysis
from ..play.game import Game, hole_started, stake
from ..play.winnable import pick_cached
from ..scene import Context, Scene
from ..view import kiosk_words, words
from ..view.layout import HOLE_BUTTONS, ROUND_BUTTONS
from .confirm import ask
from .hole import HoleScene
from .hole_hooks import HoleHooks, lone_hole_hooks


class Flow:
    """A game's scenes on ``context``'s stack, over the menu ``menu`` builds.

    ``animate`` False deals without the animation (screenshots)."""

    def __init__(self, context: Context, menu: Callable[[], Scene], animate: bool = True) -> None:
        self.context = context
        self.menu = menu
        self.animate = animate
        self.on_result: Callable[[Game], None] | None = None
        """Called once the result is on screen (the kiosk offers its high-score table)."""

    def show_hole(self, game: Game) -> None:
        hole = game.hole
        new_label = N_("New deal") if game.hole_count == 1 else N_("New round")
        hooks = HoleHooks(
            changed=lambda hole: game.save(),
            over=lambda hole: self.show_result(game),
            new=lambda: self.abandon(game, new_label, game.new_deal),
            card=lambda: self.show_card(game),
            menu=game.session.to_menu,
            assist=game.count_assist,
            restart=lambda: self.restart(game),
            new_label=new_label,
        )
        scene = HoleScene(
            self.context,
            hole,
            words.hole_title(game.round.mode, game.name, game.round.hole_number, game.hole_count),
            deal_animation=self.animate and not hole.moves_made,
            hooks=hooks,
            analysis=game.hole_analysis(),
            button_row=HOLE_BUTTONS if game.hole_count == 1 else ROUND_BUTTONS,
        )
        stack = self.context.stack
        while len(stack) > 1:
            stack.pop()
        stack.push(scene)
        if hole.is_over:
            self.show_result(game)

    def abandon(self, game: Game, label: str, then: Callable[[], None]) -> None:
        """``then`` throws ``game`` away: ask first if that loses anything."""
        at_stake = stake(game.round)
        ask(
            self.context,
            None if at_stake is None else words.abandon_question(at_stake),
            label,
            then,
        )

    def restart(self, game: Game) -> None:
        """The same deal from the start; ask first if moves would be lost."""
        at_stake = stake(game.round) if hole_started(game.hole) else None
        question = None if at_stake is None else words.restart_question(at_stake)
        ask(self.context, question, N_("Restart"), game.restart)

    def show_result(self, game: Game) -> None:
        # Imported on first use, as the score card below: together about 10 ms
        # of start-up (python -X importtime) before the menu's first frame.
        from .result import ResultScene

        self.context.stack.push(ResultScene(self.context, game))
        if self.on_result is not None:
            self.on_result(game)

    def show_card(self, game: Game) -> None:
        from .scorecard import ScorecardScene

        self.context.stack.push(ScorecardScene(self.context, game))

    def show_menu(self) -> None:
        stack = self.context.stack
        while len(stack) > 1:
            stack.pop()
        if not len(stack):
            stack.push(self.menu())


def demo_hole(context: Context, mode: Mode, rng: random.Random) -> HoleScene:
    """A hole with no game around it, for the kiosk's attract demo: a deal the
    shipped table proves winnable (a random one if the table is missing),
    with its analysis, whose par search finds the line the demo plays."""
    found = pick_cached(mode, rng)
    seed = found[0].seed if found else rng.randrange(SEED_MAX)
    hole = Hole(Deal.from_seed(seed), mode)
    par = found[0].par if found else None
    analysis = HoleAnalysis(context.tasks, hole.deal, mode.rules, known_par=par)
    title = kiosk_words.demo_title(mode)
    return HoleScene(context, hole, title, hooks=lone_hole_hooks(), analysis=analysis)
