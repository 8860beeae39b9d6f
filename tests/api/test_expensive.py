"""The bound on concurrent expensive work (referee/slots.py, referee/api/expensive.py): claims and batches hold a
flock slot while they run; past REFEREE_EXPENSIVE_CONCURRENCY they are answered 503 with Retry-After; a holder that
dies frees its slot; cheap operations never take one."""

import json
import os
import signal

import pytest
from prometheus_client import REGISTRY

from referee import slots
from referee.api.app import create_app
from referee.api.examples import example_request
from referee.api.expensive import RETRY_AFTER_SECONDS
from referee.operations import OPERATIONS
from referee.schemas.common import Operation

CLAIM = {
    "players": 4,
    "hands": [["AS"], ["KS"], ["QS"], ["JS"]],
    "trick": [],
    "leader": 0,
    "claim": {"seat": 0, "tricks": 1},
    "standard": "any-play",
}


@pytest.fixture
def bounded(tmp_path, monkeypatch):
    """An app whose expensive work has 1 slot in tmp_path, and a holder of that slot from outside the app."""
    monkeypatch.setenv(slots.DIRECTORY_VARIABLE, str(tmp_path))
    monkeypatch.setenv(slots.CONCURRENCY_VARIABLE, "1")
    return create_app().test_client(), slots.Slots(str(tmp_path), 1)


def test_the_claims_and_analyses_of_every_game_are_the_expensive_operations():
    expensive = {
        (game, path)
        for game, operations in OPERATIONS.items()
        for path, operation in operations.items()
        if operation.expensive
    }
    # i-analysis: a deal's analysis runs the claim search on every play, within the same limits.
    assert expensive == {(game, path) for game in OPERATIONS for path in ("rulings/claim", "analysis")}
    assert Operation.__dataclass_fields__["expensive"].default is False


def test_a_claim_past_the_bound_is_503_with_retry_after_and_counted(bounded):
    client, outside = bounded
    refusals_before = REGISTRY.get_sample_value(
        "referee_expensive_refused_total", {"game": "hearts", "operation": "rulings/claim"}
    )
    assert client.post("/v1/games/hearts/rulings/claim", json=CLAIM).status_code == 200
    held = outside.try_acquire()
    assert held is not None
    refused = client.post("/v1/games/hearts/rulings/claim", json=CLAIM)
    assert refused.status_code == 503 and refused.content_type == "application/problem+json"
    assert refused.headers["Retry-After"] == str(RETRY_AFTER_SECONDS) and refused.json["status"] == 503
    metrics = client.get("/metrics").get_data(as_text=True)
    counted = f'referee_expensive_refused_total{{game="hearts",operation="rulings/claim"}} {(refusals_before or 0) + 1}'
    assert counted in metrics
    # Cheap work is answered while every slot is held.
    assert client.post("/v1/games/hearts/legal-moves", json={"hand": ["AS", "2H"]}).status_code == 200
    held.release()
    assert client.post("/v1/games/hearts/rulings/claim", json=CLAIM).status_code == 200


def test_a_batch_past_the_bound_is_503_and_its_slot_is_held_until_its_last_line(bounded):
    client, outside = bounded
    held = outside.try_acquire()
    refused = client.post("/v1/games/hearts/adjudicate/batch", data=b"{}\n", content_type="application/x-ndjson")
    assert refused.status_code == 503 and refused.headers["Retry-After"] == str(RETRY_AFTER_SECONDS)
    held.release()
    answer = client.post(
        "/v1/games/hearts/adjudicate/batch", data=b"{}\n", content_type="application/x-ndjson", buffered=False
    )
    assert answer.status_code == 200 and outside.try_acquire() is None  # the stream holds the slot
    lines = b"".join(answer.response).splitlines()
    answer.close()
    assert "summary" in json.loads(lines[-1])
    assert outside.try_acquire() is not None


def test_a_killed_holder_frees_its_slot(tmp_path):
    bound = slots.Slots(str(tmp_path), 1)
    reader, writer = os.pipe()
    child = os.fork()
    if child == 0:  # holds the slot, says so, and waits to be killed
        os.close(reader)
        slots.Slots(str(tmp_path), 1).try_acquire()
        os.write(writer, b"held")
        signal.pause()
        os._exit(0)
    os.close(writer)
    try:
        assert os.read(reader, 4) == b"held"
        assert bound.try_acquire() is None
    finally:
        os.kill(child, signal.SIGKILL)
        os.waitpid(child, 0)
        os.close(reader)
    assert bound.try_acquire() is not None


def test_slots_taken_in_one_process_are_not_shared_with_a_forked_one(tmp_path):
    bound = slots.Slots(str(tmp_path), 1)
    assert bound.try_acquire() is not None  # opens the slot files in this process
    child = os.fork()
    if child == 0:  # the same Slots object after fork: it must open its own descriptors, and find the slot held
        os._exit(0 if bound.try_acquire() is None else 1)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0


@pytest.mark.parametrize("workers, expected", [(1, 1), (2, 1), (4, 3)])
def test_the_default_bound_leaves_one_worker_for_cheap_requests(workers, expected):
    assert slots.concurrency_from({}, workers) == expected


@pytest.mark.parametrize("raw", ["0", "x", " 2", "２", "1025", "-1"])
def test_a_bad_concurrency_setting_names_itself(raw):
    with pytest.raises(ValueError, match=slots.CONCURRENCY_VARIABLE):
        slots.concurrency_from({slots.CONCURRENCY_VARIABLE: raw}, 2)


# A whole 2-player Forty-Five deal in which seat 0's AS (index 4) cost it a trick: the analysis example (the
# spec's and docs/disputes.md's).
WHOLE_DEAL = example_request("forty-five", "analysis")


def test_a_picture_drawn_from_expensive_work_holds_its_slot(bounded):
    """The analysis view is an analysis, and the result view of a record with a claim to decide is a claim search:
    each takes the slot its operation would, and is a 503 while none is free; the other views stay cheap."""
    client, outside = bounded
    cut = {**WHOLE_DEAL, "actions": WHOLE_DEAL["actions"][:3], "claim": {"seat": 0, "standard": "best-play"}}
    held = outside.try_acquire()
    assert held is not None
    try:
        for view, body in (("analysis", WHOLE_DEAL), ("result", cut)):
            refused = client.post(f"/v1/games/forty-five/picture?view={view}", json=body)
            assert refused.status_code == 503 and refused.content_type == "application/problem+json", view
            assert refused.headers["Retry-After"] == str(RETRY_AFTER_SECONDS)
        for view in ("deal", "position", "result"):
            assert client.post(f"/v1/games/forty-five/picture?view={view}", json=WHOLE_DEAL).status_code == 200
    finally:
        held.release()
    for view, body in (("analysis", WHOLE_DEAL), ("result", cut)):
        assert client.post(f"/v1/games/forty-five/picture?view={view}", json=body).status_code == 200, view
