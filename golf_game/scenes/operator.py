"""The kiosk operator's menu, behind the PIN: every choice of
:class:`~golf_game.saved.kiosk_config.KioskConfig`, the audits, the PIN and
the exit to the desktop.

Big buttons only (numbers with - and + steppers), so a finger does it all.
Each change goes to the kiosk at once (:meth:`OperatorDesk.change` saves it
atomically and puts it to use); resets ask twice. The menu is a page of the
kiosk like any other: the idle reset closes it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..engine import Mode
from ..lang import N_, NAMES, moment_text, number, tr
from ..saved.audits import Audits, Event, Seconds, Tally, average_hole_seconds
from ..saved.kiosk_config import DEFAULT_MESSAGE, ClosedScreen, KioskConfig, OpeningHours
from ..saved.pin import PinGuard
from ..saved.settings import CardSize
from ..view import words
from ..view.theme import WARN
from .panel import Metrics, PanelScene, Widget, text_line
from .pin import NewPinScene
from .settings import CARD_SIZES

if TYPE_CHECKING:
    from ..scene import Context

MAX_WIDTH_MM = 150
SECONDS_STEPS = (10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600, 900, 1800, 3600, 7200)
HOUR_STEP = 30
"""Opening hours move by half an hour."""
MESSAGES = (DEFAULT_MESSAGE, N_("Closed for maintenance"), N_("Back soon"), N_("Closed today"))
"""The out-of-order messages to pick from (in English: each screen shows its language's)."""
DEFAULT_PIN_WARNING = N_("The default PIN is in use: change it now (Change PIN)")
ASK_AGAIN = (N_("Sure? {action}"), N_("Really? {action}"))
"""A reset asks twice: the button's label says these before it acts."""


class OperatorDesk(Protocol):
    """What the operator menu works on (the kiosk, :class:`golf_game.kiosk.Kiosk`)."""

    config: KioskConfig
    pin: PinGuard
    audits: Audits
    languages: tuple[str, ...]

    def change(self, config: KioskConfig) -> str | None:
        """Use ``config`` at once and save it: ``None`` or a message."""

    def export_audits(self) -> str:
        """Write the audits' CSV; says where (or why not)."""

    @property
    def has_high_scores(self) -> bool:
        """There is a high-score table to reset (else its page is left out)."""

    def reset_scores(self, everything: bool) -> str | None:
        """Reset today's (or all) high scores: ``None`` or a message."""

    def exit_to_desktop(self) -> None: ...


def _step(value: int, steps: tuple[int, ...], up: bool) -> int:
    if up:
        return next((step for step in steps if step > value), steps[-1])
    return next((step for step in reversed(steps) if step < value), steps[0])


def _on_off(value: bool) -> str:
    return tr("On") if value else tr("Off")


def _duration(seconds: float) -> str:
    seconds = round(seconds)
    if seconds < 120:
        return tr("{n} s", n=seconds)
    if seconds < 7200:
        return tr("{n} min", n=seconds // 60)
    return tr("{n} h", n=number(seconds / 3600, 1))


def _cycle(options: tuple[Any, ...], value: Any) -> Any:
    index = options.index(value) if value in options else -1
    return options[(index + 1) % len(options)]


AUDIT_LINES: tuple[tuple[str, Callable[[Tally], str]], ...] = (
    (N_("Holes started"), lambda t: number(int(t[Event.HOLE_STARTED.value]))),
    (N_("Holes finished"), lambda t: number(int(t[Event.HOLE_FINISHED.value]))),
    (N_("Holes won"), lambda t: number(int(t[Event.HOLE_WON.value]))),
    (N_("Holes abandoned"), lambda t: number(int(t[Event.HOLE_ABANDONED.value]))),
    (N_("Average hole"), lambda t: _duration(average_hole_seconds(t) or 0)),
    (N_("Time in use"), lambda t: _duration(t[Seconds.IN_USE.value])),
    (N_("Idle resets"), lambda t: number(int(t[Event.IDLE_RESET.value]))),
    (N_("Attract starts"), lambda t: number(int(t[Event.ATTRACT_START.value]))),
    (N_("Crashes recovered"), lambda t: number(int(t[Event.CRASH_RECOVERED.value]))),
    (N_("Wrong / right PINs"), lambda t: f"{number(t['pin_wrong'])} / {number(t['pin_right'])}"),
)


class OperatorScene(PanelScene):
    """The operator menu; :attr:`page` is main, play, screen, audits or scores."""

    def __init__(self, context: Context, desk: OperatorDesk) -> None:
        self.desk = desk
        self.page = "main"
        self.armed: tuple[str, int] | None = None
        """A reset pressed once or twice: (its name, presses so far)."""
        super().__init__(context)

    @property
    def config(self) -> KioskConfig:
        return self.desk.config

    # --- actions -------------------------------------------------------------------

    def open(self, page: str) -> None:
        self.page, self.armed = page, None
        self.say("")
        self.refresh()

    def back(self) -> None:
        if self.page == "main":
            self.context.stack.pop()
        else:
            self.open("main")

    def set(self, **changes: Any) -> None:
        """Change the config: in use and saved at once."""
        self.armed = None
        problem = self.desk.change(dataclasses.replace(self.config, **changes))
        self.say(problem or tr("Saved"), WARN if problem else self.message_colour)
        self.refresh()

    def step_seconds(self, name: str, up: bool) -> None:
        self.set(**{name: _step(getattr(self.config, name), SECONDS_STEPS, up)})

    def step_hours(self, opens: bool, up: bool) -> None:
        hours = self.config.hours
        minute = hours.opens if opens else hours.closes
        minute = (minute + (HOUR_STEP if up else -HOUR_STEP)) % (24 * 60)
        if opens:
            self.set(hours=OpeningHours(minute, hours.closes))
        else:
            self.set(hours=OpeningHours(hours.opens, minute))

    def toggle_mode(self, mode: Mode) -> None:
        modes = set(self.config.modes) ^ {mode}
        if not modes:
            self.say(tr("Visitors need at least one mode"), WARN)
            return
        allowed = tuple(m for m in Mode if m in modes)
        default = self.config.default_mode
        self.set(modes=allowed, default_mode=default if default in allowed else allowed[0])

    def toggle_language(self, code: str) -> None:
        """Offer the language ``code`` to visitors, or stop offering it."""
        codes = set(self.config.languages) ^ {code}
        if not codes:
            self.say(tr("Visitors need at least one language"), WARN)
            return
        offered = tuple(c for c in self.desk.languages if c in codes)
        default = self.config.language
        self.set(languages=offered, language=default if default in offered else offered[0])

    def cycle_language(self) -> None:
        """The operator's default language: the next one visitors are offered."""
        c = self.config
        self.set(language=_cycle(c.languages, c.language))

    def twice(self, name: str, action: Callable[[], str | None]) -> None:
        """Act on the third press in a row of the same button."""
        presses = self.armed[1] + 1 if self.armed and self.armed[0] == name else 1
        if presses <= len(ASK_AGAIN):
            self.armed = (name, presses)
            self.say(tr("Press again to confirm: {action}", action=tr(name)), WARN)
        else:
            self.armed = None
            self.say(action() or tr("Done"))
        self.refresh()

    def change_pin(self) -> None:
        self.armed = None
        self.context.stack.push(NewPinScene(self.context, self.desk.pin, self._pin_changed))

    def _pin_changed(self, text: str) -> None:
        self.say(text)
        self.refresh()

    def export(self) -> None:
        self.armed = None
        self.say(self.desk.export_audits())
        self.refresh()

    def reset_audits(self) -> str:
        self.desk.audits.reset()
        return tr("Audits reset (the lifetime totals stay)")

    # --- pages ---------------------------------------------------------------------

    def _armed_label(self, name: str) -> str:
        if self.armed is not None and self.armed[0] == name:
            return tr(ASK_AGAIN[self.armed[1] - 1], action=tr(name))
        return tr(name)

    def _danger(self, name: str, action: Callable[[], str | None]) -> Widget:
        return Widget(self._armed_label(name), partial(self.twice, name, action))

    def _stepper(
        self, label: str, value: str, down: Callable[[], None], up: Callable[[], None]
    ) -> list[Widget]:
        """A number with - and + buttons beside it (no keyboard needed)."""
        return [
            Widget(tr(label), value=value),
            Widget(f"{tr(label)} -", down),
            Widget(f"{tr(label)} +", up),
        ]

    def _switch(self, label: str, name: str) -> Widget:
        """An on/off choice of the config: a press turns it over."""
        on = bool(getattr(self.config, name))
        return Widget(tr(label), partial(self.set, **{name: not on}), value=_on_off(on))

    def rows(self) -> list[list[Widget]]:
        pages: dict[str, Callable[[], list[list[Widget]]]] = {
            "main": self._main_rows,
            "play": self._play_rows,
            "screen": self._screen_rows,
            "audits": self._audits_rows,
            "scores": self._scores_rows,
        }
        return pages[self.page]()

    def _main_rows(self) -> list[list[Widget]]:
        scores = [[Widget(tr("High scores"), partial(self.open, "scores"))]]
        return [
            [Widget(tr("Times and modes"), partial(self.open, "play"))],
            [Widget(tr("Screen and hours"), partial(self.open, "screen"))],
            [Widget(tr("Audits"), partial(self.open, "audits"))],
            *(scores if self.desk.has_high_scores else []),
            [Widget(tr("Change PIN"), self.change_pin)],
            [Widget(tr("Exit to desktop"), self.desk.exit_to_desktop)],
            [Widget(tr("Back to the game"), self.back, primary=True)],
        ]

    def _play_rows(self) -> list[list[Widget]]:
        c = self.config
        return [
            self._stepper(
                N_("Idle time"),
                _duration(c.idle_seconds),
                partial(self.step_seconds, "idle_seconds", False),
                partial(self.step_seconds, "idle_seconds", True),
            ),
            self._stepper(
                N_("Attract after"),
                _duration(c.attract_seconds),
                partial(self.step_seconds, "attract_seconds", False),
                partial(self.step_seconds, "attract_seconds", True),
            ),
            [
                Widget(
                    words.mode_title(mode), partial(self.toggle_mode, mode), chosen=mode in c.modes
                )
                for mode in Mode
            ],
            [
                Widget(
                    tr("Default mode"),
                    lambda: self.set(default_mode=_cycle(c.modes, c.default_mode)),
                    value=words.mode_title(c.default_mode),
                )
            ],
            [self._switch(N_("Winnable deals only"), "winnable_only")],
            [
                self._switch(N_("Sound"), "sound"),
                self._switch(N_("Attract sound"), "attract_sound"),
            ],
            [
                Widget(
                    tr("Card size"),
                    lambda: self.set(card_size=_cycle(tuple(CardSize), c.card_size)),
                    value=tr(CARD_SIZES[c.card_size]),
                ),
                Widget(tr("Language"), self.cycle_language, value=NAMES[c.language]),
            ],
            [text_line(tr("Languages visitors may pick"), pygame.Rect(0, 0, 0, 0), 0.9)],
            [
                Widget(NAMES[code], partial(self.toggle_language, code), chosen=code in c.languages)
                for code in self.desk.languages
            ],
            [Widget(tr("Back"), self.back, primary=True)],
        ]

    def _screen_rows(self) -> list[list[Widget]]:
        c = self.config
        hours = c.hours
        opens, closes = hours.to_text().partition("-")[::2] if not hours.always else ("", "")
        return [
            self._stepper(
                N_("Opens"),
                opens or tr("always"),
                partial(self.step_hours, True, False),
                partial(self.step_hours, True, True),
            ),
            self._stepper(
                N_("Closes"),
                closes or tr("always"),
                partial(self.step_hours, False, False),
                partial(self.step_hours, False, True),
            ),
            [
                Widget(
                    tr("Open all day"), lambda: self.set(hours=OpeningHours()), chosen=hours.always
                ),
                Widget(
                    tr("When closed"),
                    lambda: self.set(closed_screen=_cycle(tuple(ClosedScreen), c.closed_screen)),
                    value=tr("Card") if c.closed_screen is ClosedScreen.CARD else tr("Blank"),
                ),
            ],
            [self._switch(N_("Out of order"), "out_of_order")],
            [
                Widget(
                    tr("Message"),
                    lambda: self.set(
                        out_of_order_message=_cycle(
                            tuple(dict.fromkeys((*MESSAGES, c.out_of_order_message))),
                            c.out_of_order_message,
                        )
                    ),
                    detail=tr(c.out_of_order_message),
                )
            ],
            [Widget(tr("Back"), self.back, primary=True)],
        ]

    def _audits_rows(self) -> list[list[Widget]]:
        audits = self.desk.audits
        tallies = (audits.today(), audits.total, audits.lifetime)
        scale = 0.9
        lines = [
            [text_line("", pygame.Rect(0, 0, 0, 0), scale, align="left")]
            + [text_line(tr(name), pygame.Rect(0, 0, 0, 0), scale, bold=True) for name in COLUMNS]
        ]
        for label, show in AUDIT_LINES:
            cells = [text_line(show(tally), pygame.Rect(0, 0, 0, 0), scale) for tally in tallies]
            lines.append(
                [text_line(tr(label), pygame.Rect(0, 0, 0, 0), scale, align="left"), *cells]
            )
        since = moment_text(audits.audits_reset) if audits.audits_reset else tr("never")
        scores = moment_text(audits.scores_reset) if audits.scores_reset else tr("never")
        since_line = tr("Audits last reset: {when}", when=since)
        scores_line = tr("Scores last reset: {when}", when=scores)
        lines.append([text_line(since_line, pygame.Rect(0, 0, 0, 0), scale)])
        lines.append([text_line(scores_line, pygame.Rect(0, 0, 0, 0), scale)])
        return [
            *lines,
            [
                Widget(tr("Export CSV"), self.export),
                self._danger(N_("Reset audits"), self.reset_audits),
            ],
            [Widget(tr("Back"), self.back, primary=True)],
        ]

    def _scores_rows(self) -> list[list[Widget]]:
        rows: list[list[Widget]] = [
            [self._danger(N_("Reset today's high scores"), partial(self.desk.reset_scores, False))],
            [self._danger(N_("Reset all high scores"), partial(self.desk.reset_scores, True))],
            [Widget(tr("Back"), self.back, primary=True)],
        ]
        return rows

    # --- layout --------------------------------------------------------------------

    def build(self, m: Metrics) -> None:
        w, h = m.size
        rows = self.rows()
        title = {
            "main": tr("Operator menu"),
            "play": tr("Times and modes"),
            "screen": tr("Screen and hours"),
            "audits": tr("Audits"),
            "scores": tr("High scores"),
        }[self.page]
        width = min(round(MAX_WIDTH_MM * m.ppm), w - 4 * m.margin)
        title_h = round(m.title_px * 1.5)
        warn_h = m.text_px * 2 if self.desk.pin.is_default else 0
        line_h = round(m.text_px * 1.6)
        heights = [m.button_h if any(x.plate for x in row) else line_h for row in rows]
        body_h = sum(heights) + m.gap * (len(rows) - 1)
        top = max(m.margin, (h - title_h - warn_h - body_h - m.gap) // 2)
        left = (w - width) // 2
        self.widgets.append(
            text_line(title, pygame.Rect(left, top, width, title_h), scale=1.6, bold=True)
        )
        if warn_h:
            self.widgets.append(
                text_line(
                    tr(DEFAULT_PIN_WARNING),
                    pygame.Rect(left, top + title_h, width, warn_h),
                    colour=WARN,
                    bold=True,
                )
            )
        body = pygame.Rect(left, top + title_h + warn_h + m.gap, width, body_h)
        self.place_rows(rows, body, heights)
        self.finish_panel()


COLUMNS = (N_("Today"), N_("Total"), N_("Lifetime"))
