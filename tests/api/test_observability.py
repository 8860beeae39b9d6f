import io
import json
import re

import pytest

from referee.api.observability import request_log, verdict


@pytest.fixture()
def log_lines(monkeypatch):
    stream = io.StringIO()
    monkeypatch.setattr(request_log, "stream", stream)
    monkeypatch.setattr(request_log, "enabled", True)
    return lambda: [json.loads(line) for line in stream.getvalue().splitlines()]


def metric(client, name: str, labels: str) -> float:
    for line in client.get("/metrics").get_data(as_text=True).splitlines():
        if line.startswith(f"{name}{{") and all(part in line for part in labels.split(",")):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def test_a_valid_request_id_is_echoed(client):
    assert client.get("/healthz", headers={"X-Request-ID": "app-42.7:x"}).headers["X-Request-ID"] == "app-42.7:x"


@pytest.mark.parametrize("offered", ["", "has space", "x" * 129, "é"])
def test_an_unusable_request_id_is_replaced(client, offered):
    answered = client.get("/healthz", headers={"X-Request-ID": offered}).headers["X-Request-ID"]
    assert answered != offered and len(answered) == 32


def test_errors_carry_a_request_id_too(client):
    assert client.get("/nowhere").headers["X-Request-ID"]


def test_one_json_log_line_per_request(demo, log_lines):
    demo.post("/v1/games/demo/legal-moves", json={"hand": ["AH"]}, headers={"X-Request-ID": "trace-1"})
    lines = log_lines()
    assert len(lines) == 1
    line = lines[0]
    assert (line["request_id"], line["method"], line["path"], line["status"]) == (
        "trace-1",
        "POST",
        "/v1/games/demo/legal-moves",
        200,
    )
    assert (line["game"], line["operation"], line["message"]) == ("demo", "legal-moves", "request")
    assert line["duration_ms"] >= 0 and re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z", line["time"])


def test_an_invented_method_is_counted_as_other(client, log_lines):
    assert client.open("/healthz", method="BREW").status_code == 405
    assert log_lines()[-1]["method"] == "other"
    assert metric(client, "referee_requests_total", 'method="other",status="405"') >= 1


def test_readyz(client):
    response = client.get("/readyz")
    assert response.status_code == 200 and response.get_json() == {"status": "ready"}


def test_metrics_count_requests_by_endpoint_and_status(client):
    labels = 'endpoint="/healthz",method="GET",status="200"'
    before = metric(client, "referee_requests_total", labels)
    client.get("/healthz")
    client.get("/healthz")
    assert metric(client, "referee_requests_total", labels) == before + 2
    assert metric(client, "referee_request_duration_seconds_count", 'endpoint="/healthz"') >= 2


def test_metrics_count_rulings_by_game_and_verdict(demo):
    labels = 'game="demo",operation="legal-moves",verdict="answered"'
    before = metric(demo, "referee_rulings_total", labels)
    demo.post("/v1/games/demo/legal-moves", json={"hand": []})
    assert metric(demo, "referee_rulings_total", labels) == before + 1


@pytest.mark.parametrize(
    "answer, expected",
    [
        ({"legal": True}, "legal"),
        ({"legal": False}, "illegal"),
        ({"legal": ["AH"]}, "answered"),
        ({"valid": False}, "invalid"),
        ({"valid": True}, "valid"),
        ({"winner": 2}, "answered"),
    ],
)
def test_verdicts(answer, expected):
    assert verdict(answer) == expected


def test_a_log_line_stays_json_whatever_the_path(client, log_lines):
    path = '/nowhere/"quoted"\\back/slash/é'
    client.get(path, headers={"X-Request-ID": "trace-2"})
    line = log_lines()[-1]
    assert (line["path"], line["status"], line["game"], line["operation"]) == (path, 404, None, None)


def test_a_log_line_writes_a_path_seen_before_from_the_cache_and_escapes_one_that_would_not_show(client, log_lines):
    from referee.api.observability import logged_path

    client.get("/healthz")
    hits = logged_path.cache_info().hits
    client.get("/healthz")
    assert logged_path.cache_info().hits == hits + 1
    client.get("/nowhere\u200b")
    assert [line["path"] for line in log_lines()] == ["/healthz", "/healthz", "/nowhere\\u200b"]
