"""The operator's PIN: a salted hash, a lockout that outlives everything, and
no way back to the default when the PIN cannot be read.

``pin.json`` in the data folder holds the PIN as a scrypt hash with its own
salt (never the digits), the count of wrong tries in a row and, once they
pass :data:`FREE_TRIES`, the wall-clock time until which no PIN is taken.
Each further wrong try doubles the wait (30 s, 1 min, 2 min ... up to
:data:`MAX_LOCK_SECONDS`), and the state is saved at every try, so neither
Cancel, nor reopening the pad, nor the idle reset, nor a restart clears it.

Without a ``pin.json`` the PIN is the published default (:data:`DEFAULT_PIN`)
unless the old ``settings.json`` holds a ``kiosk_pin``: that one is hashed
into ``pin.json`` and removed from ``settings.json`` on first load. When the
PIN cannot be read (a damaged ``pin.json``, or a ``settings.json`` that may
hold a PIN but cannot be read), the guard is *closed*: no PIN opens the
operator exit until someone with shell access runs ``golf-game --set-pin``
(docs/KIOSK.md). A closed state found in ``settings.json`` is written to
``pin.json`` at once, so that setting the damaged file aside does not open it.
"""

from __future__ import annotations

import enum
import hashlib
import hmac
import logging
import math
import os
import time
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from ..lang import tr
from .audits import Audits, Event
from .limits import quote
from .storage import Unreadable, read_payload, save_payload, set_aside

log = logging.getLogger(__name__)

PIN_FILE = "pin.json"
SETTINGS_FILE = "settings.json"
KEY = "pin"
DEFAULT_PIN = "2468"
"""The PIN a kiosk ships with. While it is in use the pad, the operator menu
and the log at every start say so."""
PIN_LENGTHS = range(4, 13)
"""4 to 12 digits; 6 or more are encouraged."""
GOOD_LENGTH = 6
FREE_TRIES = 3
FIRST_LOCK_SECONDS = 30.0
MAX_LOCK_SECONDS = 3600.0
SCRYPT = {"n": 2**14, "r": 8, "p": 1}
"""About 16 MB and a few tens of milliseconds per try: cheap for the pad,
dear for anyone who copies the file and tries every PIN."""
RECOVERY = "run golf-game --set-pin (docs/KIOSK.md)"


class PinState(enum.Enum):
    DEFAULT = "default"
    SET = "set"
    CLOSED = "closed"


class Verdict(enum.Enum):
    RIGHT = "right"
    WRONG = "wrong"
    LOCKED = "locked"
    """Refused unread: the lockout runs."""
    CLOSED = "closed"
    """Refused unread: the PIN cannot be read."""


def pin_problem(pin: str) -> str | None:
    """Why ``pin`` cannot be the operator's PIN (in the current language), or ``None``."""
    if not (pin.isascii() and pin.isdigit()):
        return tr("a PIN is digits only")
    if len(pin) not in PIN_LENGTHS:
        return tr("a PIN has {low} to {high} digits", low=PIN_LENGTHS.start, high=PIN_LENGTHS[-1])
    if pin == DEFAULT_PIN:
        return tr("that is the published default PIN: choose another")
    return None


def _hash(pin: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(pin.encode(), salt=salt, n=n, r=r, p=p, dklen=32)


def make_hash(pin: str) -> dict[str, Any]:
    salt = os.urandom(16)
    key = _hash(pin, salt, **SCRYPT)
    return {"algorithm": "scrypt", **SCRYPT, "salt": salt.hex(), "key": key.hex()}


def _check_hash(data: object) -> dict[str, Any]:
    """``data`` if it is a hash :func:`make_hash` could have made; raises ``ValueError``."""
    if not isinstance(data, Mapping) or data.get("algorithm") != "scrypt":
        raise ValueError("the PIN hash is not a scrypt hash")
    n, r, p = (data.get(name) for name in ("n", "r", "p"))
    for value, top in ((n, 2**20), (r, 32), (p, 4)):
        if type(value) is not int or not 1 <= value <= top:
            raise ValueError("the PIN hash has bad parameters")
    assert isinstance(n, int)
    if n & (n - 1):
        raise ValueError("the PIN hash has bad parameters")
    for name, length in (("salt", 16), ("key", 32)):
        value = data.get(name)
        try:
            ok = isinstance(value, str) and len(bytes.fromhex(value)) == length
        except ValueError:
            ok = False
        if not ok:
            raise ValueError(f"the PIN hash's {name} is damaged")
    return dict(data)


class PinGuard:
    """The one PIN check of a kiosk: every pad asks it.

    ``wall`` is the wall clock (seconds since the epoch): the lockout must
    survive a restart, which the game's monotonic clock does not.
    """

    def __init__(
        self,
        folder: Path,
        wall: Callable[[], float] = time.time,
        audits: Audits | None = None,
    ) -> None:
        self.folder = folder
        self.path = folder / PIN_FILE
        self.wall = wall
        self.audits = audits
        self.state = PinState.DEFAULT
        self.reason = ""
        """Why the guard is closed (for the log and the pad)."""
        self.failures = 0
        self.locked_until = 0.0
        self.last_failure: str | None = None
        """Why the last save failed (``None``: it worked)."""
        self._hash: dict[str, Any] | None = None

    # --- loading -------------------------------------------------------------------

    @classmethod
    def load(cls, folder: Path, wall: Callable[[], float] = time.time) -> PinGuard:
        """The guard for ``folder`` (never raises). Call it before the game's
        Storage reads settings.json, which may set a damaged one aside."""
        guard = cls(folder, wall)
        try:
            found = read_payload(guard.path, KEY)
        except Unreadable as error:
            guard._close(f"{PIN_FILE} {error}", save=False)
            return guard
        if found is None:
            guard._migrate()
        else:
            guard._read(found[0])
        return guard

    def _read(self, data: object) -> None:
        try:
            if not isinstance(data, Mapping):
                raise ValueError("it is not a table")
            closed = data.get("closed")
            if closed is not None:
                self._close(str(closed)[:200], save=False)
                return
            failures, until = data.get("failures", 0), data.get("locked_until", 0.0)
            if type(failures) is not int or not 0 <= failures < 10**9:
                raise ValueError(f"failures={quote(failures)}")
            if not isinstance(until, (int, float)) or not math.isfinite(until):
                raise ValueError(f"locked_until={quote(until)}")
            raw_hash = data.get("hash")
            self._hash = None if raw_hash is None else _check_hash(raw_hash)
        except ValueError as error:
            self._close(f"{PIN_FILE} is damaged ({error})", save=False)
            return
        self.state = PinState.DEFAULT if self._hash is None else PinState.SET
        self.failures, self.locked_until = failures, float(until)

    def _migrate(self) -> None:
        """Move a clear ``kiosk_pin`` out of settings.json into a hash."""
        settings_path = self.folder / SETTINGS_FILE
        try:
            found = read_payload(settings_path, "settings")
        except Unreadable as error:
            self._close(f"{SETTINGS_FILE} {error}, and it may hold the PIN")
            return
        settings = None if found is None else found[0]
        if not isinstance(settings, Mapping):
            if settings is not None:
                self._close(f"{SETTINGS_FILE} is damaged, and it may hold the PIN")
            return
        if "kiosk_pin" not in settings:
            return
        pin = settings["kiosk_pin"]
        valid = isinstance(pin, str) and pin.isascii() and pin.isdigit()
        if not valid or len(pin) not in PIN_LENGTHS:
            self._close(f"the kiosk_pin in {SETTINGS_FILE} is not 4 to 12 digits")
            return
        if pin != DEFAULT_PIN:
            self._hash = make_hash(pin)
            self.state = PinState.SET
        if self._save() is None:
            rest = {key: value for key, value in settings.items() if key != "kiosk_pin"}
            problem = save_payload(settings_path, "settings", rest)
            if problem is not None:
                log.error("kiosk: the PIN is hashed, but %s", problem)
            log.info("kiosk: the operator PIN moved from settings.json to pin.json (hashed)")

    def _close(self, reason: str, *, save: bool = True) -> None:
        self.state = PinState.CLOSED
        self.reason = reason
        self._hash = None
        log.error("kiosk: the operator exit is closed: %s; %s", reason, RECOVERY)
        if save:
            self._save()

    def _save(self) -> str | None:
        payload: dict[str, Any] = {
            "hash": self._hash,
            "failures": self.failures,
            "locked_until": self.locked_until,
        }
        if self.state is PinState.CLOSED:
            payload = {"closed": self.reason}
        self.last_failure = save_payload(self.path, KEY, payload)
        if self.last_failure is not None:
            log.error("kiosk: %s", self.last_failure)
        return self.last_failure

    # --- trying --------------------------------------------------------------------

    @property
    def is_default(self) -> bool:
        return self.state is PinState.DEFAULT

    @property
    def closed(self) -> bool:
        return self.state is PinState.CLOSED

    def lock_length(self) -> float:
        """How long the current lockout lasts (0 before :data:`FREE_TRIES`)."""
        if self.failures < FREE_TRIES:
            return 0.0
        doublings = min(self.failures - FREE_TRIES, 20)
        return min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * float(2**doublings))

    def locked_for(self) -> float:
        """Seconds until a PIN is taken again (0: now)."""
        left = self.locked_until - self.wall()
        if left <= 0:
            return 0.0
        length = self.lock_length()
        if left > length:
            # The clock went back: wait the lockout from now, not for hours,
            # and never not at all.
            self.locked_until = self.wall() + length
            self._save()
            return length
        return left

    def attempt(self, pin: str) -> Verdict:
        """Try ``pin``; logged, counted in the audits and saved."""
        if self.closed:
            log.warning("kiosk: a PIN was entered while the operator exit is closed")
            return Verdict.CLOSED
        if self.locked_for() > 0:
            return Verdict.LOCKED
        if self._matches(pin):
            self.failures, self.locked_until = 0, 0.0
            self._save()
            self._count(Event.PIN_RIGHT)
            log.warning("kiosk: right operator PIN entered at %s", self._stamp())
            return Verdict.RIGHT
        self.failures += 1
        length = self.lock_length()
        if length:
            self.locked_until = self.wall() + length
        self._save()
        self._count(Event.PIN_WRONG)
        log.warning(
            "kiosk: wrong operator PIN at %s (%d in a row; locked for %.0f s)",
            self._stamp(),
            self.failures,
            length,
        )
        return Verdict.WRONG

    def _matches(self, pin: str) -> bool:
        stored = self._hash
        if stored is None:
            return hmac.compare_digest(pin.encode(), DEFAULT_PIN.encode())
        if not (pin.isascii() and pin.isdigit()):
            return False
        params = {name: stored[name] for name in ("n", "r", "p")}
        key = _hash(pin, bytes.fromhex(stored["salt"]), **params)
        return hmac.compare_digest(key, bytes.fromhex(stored["key"]))

    def _count(self, event: Event) -> None:
        if self.audits is not None:
            self.audits.count(event)

    def _stamp(self) -> str:
        return datetime.fromtimestamp(self.wall()).isoformat(timespec="seconds")

    # --- changing ------------------------------------------------------------------

    def set_pin(self, pin: str) -> str | None:
        """Make ``pin`` the PIN: ``None``, or why not. Also the recovery of a
        closed guard (a damaged pin.json is renamed aside first)."""
        problem = pin_problem(pin)
        if problem is not None:
            return problem
        if self.closed and self.path.exists():
            try:
                aside = set_aside(self.path, datetime.fromtimestamp(self.wall()))
            except OSError as error:
                return f"could not set the old {PIN_FILE} aside: {error.strerror}"
            log.warning("kiosk: the unreadable %s is kept as %s", PIN_FILE, aside.name)
        self._hash = make_hash(pin)
        self.state, self.reason = PinState.SET, ""
        self.failures, self.locked_until = 0, 0.0
        return self._save()
