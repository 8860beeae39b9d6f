"""adjudicate/batch on a live gunicorn: a batch larger than the socket buffers from a client that writes its
whole body before reading (as urllib does) is answered, a chunked body too, and a body over
REFEREE_MAX_BATCH_BYTES is a 413 the client gets to read."""

import http.client
import json
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

import referee
from test_batch_cli import write_batch

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from live_server import live_server  # noqa: E402

BATCH_LIMIT = 4 * 1024 * 1024
PATH = "/v1/games/hearts/adjudicate/batch"


@pytest.fixture(scope="module")
def server():
    with live_server(workers=1, extra_env={"REFEREE_REQUEST_LOG": "off",
                                           "REFEREE_MAX_BATCH_BYTES": str(BATCH_LIMIT)}) as running:
        yield running


@pytest.fixture(scope="module")
def batch(tmp_path_factory) -> bytes:
    # About 3 MiB of records, with answers about twice that: far more than a socket's buffers hold.
    return write_batch(tmp_path_factory.mktemp("batch") / "deals.ndjson", "hearts", 2000, seed=21,
                       extra=["", "not json"]).read_bytes()


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
    pieces = (batch[start:start + 100_000] for start in range(0, len(batch), 100_000))
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
