"""Kinds of expensive work take turns for the slots (referee/slots.py): a flood of claims whose clients retry at once
cannot starve batches whose clients come back when told to. Every test drives the clock itself: nothing here waits."""

import json

import pytest

from referee import slots
from referee.api.app import create_app

CLAIM, BATCH = "rulings/claim", "adjudicate/batch"


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


def worker(tmp_path, clock, count=1) -> slots.Slots:
    """One worker process's view of the server's slots (each Slots opens its own descriptors, as a process does)."""
    return slots.Slots(str(tmp_path), count, clock=clock)


def test_a_kind_refused_while_another_ran_has_the_next_turn(tmp_path, clock):
    claims, batches = worker(tmp_path, clock), worker(tmp_path, clock)
    running = claims.try_acquire(CLAIM)
    assert running is not None
    assert batches.try_acquire(BATCH) is None  # refused: the claim holds the slot
    running.release()
    clock.now += 0.1
    assert claims.try_acquire(CLAIM) is None, "a claim given way to the batch refused a moment ago"
    batch = batches.try_acquire(BATCH)
    assert batch is not None
    assert claims.try_acquire(CLAIM) is None  # the batch runs
    batch.release()
    clock.now += 0.1
    assert batches.try_acquire(BATCH) is None, "the next batch gives way to the claims refused while it ran"
    assert claims.try_acquire(CLAIM) is not None


def test_a_turn_not_taken_within_turn_seconds_lapses(tmp_path, clock):
    claims, batches = worker(tmp_path, clock), worker(tmp_path, clock)
    running = claims.try_acquire(CLAIM)
    assert batches.try_acquire(BATCH) is None
    running.release()
    clock.now += slots.TURN_SECONDS + 0.01  # the batch's client never came back
    assert claims.try_acquire(CLAIM) is not None


def test_a_kind_alone_is_never_held_back(tmp_path, clock):
    claims, more_claims = worker(tmp_path, clock), worker(tmp_path, clock)
    for _ in range(5):
        held = claims.try_acquire(CLAIM)
        assert held is not None and more_claims.try_acquire(CLAIM) is None
        held.release()
        clock.now += 0.01


def test_a_waiting_kind_holds_back_only_the_slots_it_needs(tmp_path, clock):
    claims, batches = worker(tmp_path, clock, 2), worker(tmp_path, clock, 2)
    other_claims = worker(tmp_path, clock, 2)
    first, second = claims.try_acquire(CLAIM), other_claims.try_acquire(CLAIM)
    assert first is not None and second is not None
    assert batches.try_acquire(BATCH) is None
    first.release()
    second.release()
    # Two slots free, one kind waiting: a claim takes one and leaves the other for the batch.
    assert claims.try_acquire(CLAIM) is not None
    assert other_claims.try_acquire(CLAIM) is None
    assert batches.try_acquire(BATCH) is not None


def test_turns_cut_short_by_a_killed_worker_start_again(tmp_path, clock):
    claims = worker(tmp_path, clock)
    assert claims.try_acquire(CLAIM) is not None
    (tmp_path / slots.TURNS_FILE).write_bytes(b'{"rulings/cl')
    assert worker(tmp_path, clock).try_acquire(BATCH) is None  # the slot is still held; the turns are read anew
    assert json.loads((tmp_path / slots.TURNS_FILE).read_bytes())[BATCH]["refused"] == clock.now


def test_over_http_a_batch_refused_behind_a_claim_runs_before_the_next_claim(tmp_path, monkeypatch):
    monkeypatch.setenv(slots.DIRECTORY_VARIABLE, str(tmp_path))
    monkeypatch.setenv(slots.CONCURRENCY_VARIABLE, "1")
    client = create_app().test_client()
    claim_running = slots.Slots(str(tmp_path), 1).try_acquire(CLAIM)  # a claim in another worker
    batch = {"data": b"{}\n", "content_type": "application/x-ndjson"}
    assert client.post("/v1/games/hearts/adjudicate/batch", **batch).status_code == 503
    claim_running.release()
    claim = {"players": 4, "hands": [["AS"], ["KS"], ["QS"], ["JS"]], "trick": [], "leader": 0}
    claim["claim"] = {"seat": 0, "tricks": 1}
    refused = client.post("/v1/games/hearts/rulings/claim", json=claim)
    assert refused.status_code == 503 and "another kind of it has the next turn" in refused.json["detail"]
    assert client.post("/v1/games/hearts/adjudicate/batch", **batch).status_code == 200
    assert client.post("/v1/games/hearts/rulings/claim", json=claim).status_code == 200
