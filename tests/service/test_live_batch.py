"""adjudicate/batch on a live gunicorn: a batch larger than the socket buffers from a client that writes its
whole body before reading (as urllib does) is answered, a chunked body too, and a body over
REFEREE_MAX_BATCH_BYTES is a 413 the client gets to read; a batch past REFEREE_BATCH_SECONDS ends with an
incomplete summary, and one cut by gunicorn's worker timeout is logged and counted as cut."""

import http.client
import json
import socket
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from test_batch_cli import write_batch

import referee

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from live_server import live_server  # noqa: E402

BATCH_LIMIT = 4 * 1024 * 1024
PATH = "/v1/games/hearts/adjudicate/batch"


@pytest.fixture(scope="module")
def server():
    with live_server(
        workers=1, extra_env={"REFEREE_REQUEST_LOG": "off", "REFEREE_MAX_BATCH_BYTES": str(BATCH_LIMIT)}
    ) as running:
        yield running


@pytest.fixture(scope="module")
def batch(tmp_path_factory) -> bytes:
    # About 3 MiB of records, with answers about twice that: far more than a socket's buffers hold.
    return write_batch(
        tmp_path_factory.mktemp("batch") / "deals.ndjson", "hearts", 2000, seed=21, extra=["", "not json"]
    ).read_bytes()


def post(server, body, headers: dict) -> http.client.HTTPResponse:
    address = urlsplit(server.url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=120)
    # http.client sends the whole body before it reads a byte of the answer.
    connection.request("POST", PATH, body=body, headers=headers, encode_chunked="Content-Length" not in headers)
    return connection.getresponse()


def test_a_large_batch_from_a_client_that_writes_before_it_reads(server, batch):
    response = post(server, batch, {"Content-Type": "application/x-ndjson", "Content-Length": str(len(batch))})
    assert response.status == 200 and response.getheader("Content-Type") == "application/x-ndjson"
    lines = [json.loads(line) for line in response.read().splitlines()]
    records = [json.loads(line) for line in batch.splitlines()[:2000]]
    assert len(lines) == 2002 and lines[-1]["summary"]["records"] == 2001
    for line, record in zip(lines[::97], records[::97]):
        assert line["answer"] == referee.adjudicate("hearts", record)
    assert lines[-2] == {"line": 2002, "status": 400, "problem": lines[-2]["problem"]}


def test_a_chunked_batch(server, batch):
    pieces = (batch[start : start + 100_000] for start in range(0, len(batch), 100_000))
    response = post(server, pieces, {"Content-Type": "application/x-ndjson"})
    assert response.status == 200
    assert json.loads(response.read().splitlines()[-1])["summary"]["records"] == 2001


@pytest.mark.parametrize("chunked", [False, True], ids=["content-length", "chunked"])
def test_a_batch_over_the_limit_is_a_413_the_client_reads(server, batch, chunked):
    body = batch + batch[: BATCH_LIMIT - len(batch) + 1]
    assert len(body) == BATCH_LIMIT + 1
    headers = {"Content-Type": "application/x-ndjson"}
    if not chunked:
        headers["Content-Length"] = str(len(body))
    response = post(server, iter([body]) if chunked else body, headers)
    assert response.status == 413 and response.getheader("Content-Type") == "application/problem+json"
    assert json.loads(response.read())["status"] == 413


@pytest.fixture(scope="module")
def hurried_server():
    """One worker that gunicorn kills after 3 s stuck on a request, and batches stopped after 1 s."""
    with live_server(
        workers=1,
        extra_env={
            "REFEREE_REQUEST_LOG": "on",
            "GUNICORN_TIMEOUT": "3",
            "REFEREE_BATCH_SECONDS": "1",
            "REFEREE_BATCH_MAX_RECORDS": "10000000",
        },
    ) as running:
        yield running


def test_a_live_batch_past_its_time_ends_with_an_incomplete_summary_inside_the_worker_timeout(hurried_server):
    body = b"{}\n" * 1_000_000  # 3 MiB of lines answered 422: about 30 s of work at 30 us a line
    response = post(
        hurried_server,
        body,
        {"Content-Type": "application/x-ndjson", "Content-Length": str(len(body)), "X-Request-ID": "hurried-1"},
    )
    lines = response.read().splitlines()
    summary = json.loads(lines[-1])["summary"]
    assert (summary["complete"], summary["stopped"]) == (False, "time")
    assert summary["last_line"] == json.loads(lines[-2])["line"] == summary["records"] == len(lines) - 1 < 1_000_000
    logged = [
        json.loads(line)
        for line in hurried_server.log_path.read_text().splitlines()
        if '"request_id": "hurried-1"' in line
    ]
    assert [(line["status"], line["outcome"]) for line in logged] == [(200, "incomplete")]
    assert logged[0]["duration_ms"] < 3000


def metric_value(server, name: str, labels: str) -> float:
    with urllib.request.urlopen(server.url + "/metrics", timeout=30) as response:
        for line in response.read().decode().splitlines():
            if line.startswith(f"{name}{{") and labels in line:
                return float(line.rsplit(" ", 1)[1])
    return 0.0


def test_a_worker_killed_mid_batch_logs_and_counts_the_request_as_cut(hurried_server, batch):
    """A client that never reads: the answer fills the socket buffers, the worker blocks writing it past any
    deadline of its own, and gunicorn's timeout kills it. worker_abort still logs the request, with its id, as
    cut (500, not the 200 that went out), and counts it."""
    body = batch * 3  # about 9 MiB, answered with about 20 MB: more than the socket buffers hold
    address = urlsplit(hurried_server.url)
    client = socket.socket()
    client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    client.connect((address.hostname, address.port))
    try:
        client.sendall(
            b"POST " + PATH.encode() + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson\r\n"
            b"X-Request-ID: killed-1\r\nContent-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body
        )
        deadline = time.monotonic() + 30
        logged = []
        while not logged and time.monotonic() < deadline:
            time.sleep(0.5)
            logged = [
                json.loads(line)
                for line in hurried_server.log_path.read_text().splitlines()
                if '"request_id": "killed-1"' in line
            ]
    finally:
        client.close()
    assert [(line["status"], line["outcome"], line["cause"]) for line in logged] == [(500, "cut", "worker-timeout")]
    assert "WORKER TIMEOUT" in hurried_server.log_path.read_text()
    assert metric_value(hurried_server, "referee_requests_cut_total", 'cause="worker-timeout"') == 1
