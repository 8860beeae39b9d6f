"""The bound on concurrent expensive work (referee.slots) as the HTTP API applies it: an operation that declares
itself expensive, and every adjudicate/batch, runs only while it holds a slot; past the bound it is answered
503 problem+json with Retry-After at once, its body drained, and counted."""

import os

from prometheus_client import Counter
from werkzeug.exceptions import ServiceUnavailable

from referee import slots
from referee.settings import workers_setting

# A client told to come back waits this long: about what a claim at the default budget takes.
RETRY_AFTER_SECONDS = 1

REFUSED = Counter(
    "referee_expensive_refused_total",
    "Expensive requests answered 503 because every slot for expensive work was held",
    ["game", "operation"],
)


class Busy(ServiceUnavailable):
    def __init__(self):
        super().__init__(
            "Every slot for expensive work (claims, batches) is taken, or another kind of it has the next turn; "
            "retry after the number of seconds in Retry-After. Cheap requests are answered meanwhile.",
            retry_after=RETRY_AFTER_SECONDS,
        )


class ExpensiveWork:
    """Hands out the server's slots, or none at all (None: no bound) where no server made them."""

    def __init__(self, bound: slots.Slots | None):
        self.bound = bound

    @classmethod
    def from_environment(cls) -> "ExpensiveWork":
        return cls(slots.slots_from(os.environ, workers_setting(os.environ)))

    def acquire(self, game: str, operation: str) -> slots.Slot | None:
        """A slot to release when the work is done (None where nothing is bounded); Busy when none is free, or
        when another kind of expensive work has the turn (referee.slots: each operation's path is a kind)."""
        if self.bound is None:
            return None
        slot = self.bound.try_acquire(operation)
        if slot is None:
            REFUSED.labels(game, operation).inc()
            raise Busy()
        return slot


def release(slot: slots.Slot | None) -> None:
    if slot is not None:
        slot.release()
