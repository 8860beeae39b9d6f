"""A bound on how many expensive requests (those whose operation says `expensive`) run at once, across every
worker process of one server.

Each slot is a file in a directory the server owns; a worker holds a slot while it holds an exclusive
flock(2) on the file. The kernel drops the lock when the holder's descriptor is closed, and so when the
process dies for any reason (SIGKILL, gunicorn's worker timeout, the OOM killer): a dead worker cannot
leak a slot, which a counter or a multiprocessing semaphore in shared memory would.

With 2 workers the default bound is 1: whatever expensive work arrives, one worker is always free for
the cheap requests (move validation, health checks) that make up nearly all the traffic.

Kinds of expensive work (claims, batches: each an operation's path) take turns. A kind refused a slot has a claim
on the next one for TURN_SECONDS: while it waits, a kind that was given a slot more recently gives way, even with a
slot free, so clients that retry at once and never wait (the claims of a flood) cannot starve a kind whose clients
come back when told to (a batch). Which kind waits, and when each was last given a slot, is kept in a file beside the
slots, read and written under its own lock, so every worker process sees the same turns.
"""

import fcntl
import json
import os
import time

from referee.settings import integer_setting

DIRECTORY_VARIABLE = "REFEREE_SLOTS_DIR"
CONCURRENCY_VARIABLE = "REFEREE_EXPENSIVE_CONCURRENCY"
MAX_CONCURRENCY = 1024
# How long a refused kind keeps its claim on the next free slot: the Retry-After a client is given (1 s), with
# room for a client on a busy machine to come back.
TURN_SECONDS = 3.0
TURNS_FILE = "turns"


def default_concurrency(workers: int) -> int:
    """Every worker but one: that one stays free for cheap requests (a single worker still runs them)."""
    return max(1, workers - 1)


def concurrency_from(environ, workers: int) -> int:
    """REFEREE_EXPENSIVE_CONCURRENCY, or the default for ``workers``; a bad value is a SettingError, named."""
    return integer_setting(environ, CONCURRENCY_VARIABLE, default_concurrency(workers), 1, MAX_CONCURRENCY)


class Slot:
    """A held slot; release() (or the process's death) frees it."""

    __slots__ = ("_descriptor",)

    def __init__(self, descriptor: int):
        self._descriptor = descriptor

    def release(self) -> None:
        if self._descriptor is not None:
            fcntl.flock(self._descriptor, fcntl.LOCK_UN)
            self._descriptor = None


class Slots:
    """``count`` slot files in ``directory``. Descriptors are opened in the process that takes a slot: a
    flock belongs to the open file description, which a descriptor inherited over fork() shares with the
    parent, so one opened before the fork would let every worker hold the same lock at once."""

    def __init__(self, directory: str, count: int, clock=time.monotonic):
        self.directory = directory
        self.count = count
        self.clock = clock  # CLOCK_MONOTONIC: one clock for every process of the machine
        self._owner = None
        self._descriptors: list[int] = []
        self._turns = -1

    def _opened(self) -> list[int]:
        if self._owner != os.getpid():
            self._descriptors = [
                os.open(os.path.join(self.directory, f"slot-{index}"), os.O_RDWR | os.O_CREAT, 0o600)
                for index in range(self.count)
            ]
            self._turns = os.open(os.path.join(self.directory, TURNS_FILE), os.O_RDWR | os.O_CREAT, 0o600)
            self._owner = os.getpid()
        return self._descriptors

    def _free(self) -> list[Slot]:
        """Every slot free now, each held: the caller keeps the ones it takes and releases the rest."""
        taken = []
        for descriptor in self._opened():
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue
            taken.append(Slot(descriptor))
        return taken

    def try_acquire(self, kind: str = "") -> Slot | None:
        """A free slot for work of ``kind``, or None when every slot is held or as many kinds given a slot less
        recently are waiting as there are slots free; never waits (the turns' lock is held only while they are
        read and written, and every acquisition takes it first, so none sees another's slots as held)."""
        self._opened()
        fcntl.flock(self._turns, fcntl.LOCK_EX)
        try:
            free, turns, now = self._free(), self._read_turns(), self.clock()
            mine = turns.get(kind, {})
            waiting_ahead = sum(
                1
                for other, theirs in turns.items()
                if other != kind and _waiting(theirs, now) and _served(theirs) < _served(mine)
            )
            admitted = len(free) > waiting_ahead
            turns[kind] = {"served": now} if admitted else {**mine, "refused": now}
            self._write_turns(turns)
        finally:
            fcntl.flock(self._turns, fcntl.LOCK_UN)
        kept = free[0] if admitted else None
        for slot in free:
            if slot is not kept:
                slot.release()
        return kept

    def _read_turns(self) -> dict:
        """kind -> {"served": when it was last given a slot, "refused": when it was last refused one since}."""
        os.lseek(self._turns, 0, os.SEEK_SET)
        raw = os.read(self._turns, 1 << 16)
        try:
            turns = json.loads(raw) if raw else {}
        except ValueError:
            return {}  # a file cut short by a worker killed mid-write: the turns start again
        return turns if isinstance(turns, dict) else {}

    def _write_turns(self, turns: dict) -> None:
        raw = json.dumps(turns).encode()
        os.lseek(self._turns, 0, os.SEEK_SET)
        os.write(self._turns, raw)
        os.ftruncate(self._turns, len(raw))


def _served(turn: dict) -> float:
    served = turn.get("served")
    return float("-inf") if served is None else served


def _waiting(turn: dict, now: float) -> bool:
    """Whether the kind was refused a slot, has not been given one since, and may still come back for it."""
    refused = turn.get("refused")
    return refused is not None and now - refused < TURN_SECONDS


def slots_from(environ, workers: int) -> Slots | None:
    """The server's slots, when it made a slot directory (referee.serving does); None outside a server (an
    app in a test, the library), where nothing is shared to bound."""
    directory = environ.get(DIRECTORY_VARIABLE)
    if not directory:
        return None
    return Slots(directory, concurrency_from(environ, workers))
