"""A bound on how many expensive requests (those whose operation says `expensive`) run at once, across every
worker process of one server.

Each slot is a file in a directory the server owns; a worker holds a slot while it holds an exclusive
flock(2) on the file. The kernel drops the lock when the holder's descriptor is closed, and so when the
process dies for any reason (SIGKILL, gunicorn's worker timeout, the OOM killer): a dead worker cannot
leak a slot, which a counter or a multiprocessing semaphore in shared memory would.

With 2 workers the default bound is 1: whatever expensive work arrives, one worker is always free for
the cheap requests (move validation, health checks) that make up nearly all the traffic.
"""

import fcntl
import os

from referee.settings import integer_setting

DIRECTORY_VARIABLE = "REFEREE_SLOTS_DIR"
CONCURRENCY_VARIABLE = "REFEREE_EXPENSIVE_CONCURRENCY"
MAX_CONCURRENCY = 1024


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

    def __init__(self, directory: str, count: int):
        self.directory = directory
        self.count = count
        self._owner = None
        self._descriptors: list[int] = []

    def _opened(self) -> list[int]:
        if self._owner != os.getpid():
            self._descriptors = [
                os.open(os.path.join(self.directory, f"slot-{index}"), os.O_RDWR | os.O_CREAT, 0o600)
                for index in range(self.count)
            ]
            self._owner = os.getpid()
        return self._descriptors

    def try_acquire(self) -> Slot | None:
        """A free slot, or None when every slot is held; never waits."""
        for descriptor in self._opened():
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                continue
            return Slot(descriptor)
        return None


def slots_from(environ, workers: int) -> Slots | None:
    """The server's slots, when it made a slot directory (referee.serving does); None outside a server (an
    app in a test, the library), where nothing is shared to bound."""
    directory = environ.get(DIRECTORY_VARIABLE)
    if not directory:
        return None
    return Slots(directory, concurrency_from(environ, workers))
