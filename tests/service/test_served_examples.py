"""The spec's error examples are the service's real answers as `make run` serves them: `referee serve`, nginx in
front of gunicorn. Every example every operation documents (the application's, and those the proxy answers itself:
a 413 over the limit, 414, 431, 502, 503, 504) is sent to the served stack with its request, in the state of the
service it names (every slot for expensive work taken, the spool gone, no room in the proxy's temporary
directory...), and must come back exactly as the spec shows it, with the headers the spec names.

Each state is made by hand, never waited for: files locked or moved in the launcher's own directories, gunicorn's
processes stopped; only nginx's own timer (its read timeout, 6 s here) is waited on, for the 504.
"""

import contextlib
import fcntl
import json
import os
import re
import signal
import socket
import sys
from pathlib import Path

import pytest

from referee import slots
from referee.api.app import create_app
from referee.api.batch import SUFFIX as BATCH_SUFFIX
from referee.api.batch import batch_path
from referee.api.documentation import (
    BATCHES_AT_ONCE,
    PROXY_EXAMPLES,
    PROXY_NO_ROOM,
    PROXY_RESPONSES,
    SLOTS_TAKEN,
    SPOOL_GONE,
    WORKERS_GONE,
    WORKERS_STALLED,
)
from referee.api.problems import PROBLEM_CONTENT_TYPE
from referee.batch import DEFAULT_LINE_LIMIT
from referee.games import GAMES
from referee.settings import DEFAULT_BATCH_BYTES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from live_server import served  # noqa: E402

pytestmark = pytest.mark.skipif(
    not (Path("/usr/sbin/nginx").exists() or os.environ.get("REFEREE_NGINX")),
    reason="nginx is not installed (make test installs it)",
)

EXPENSIVE_CONCURRENCY = 1
BATCH_CONNECTIONS = 2


def exchange(url: str, request: bytes, timeout: float = 60) -> tuple[int, dict, bytes]:
    """``request`` sent whole on a new connection (as urllib and requests send), then its answer read to the end."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as connection:
        connection.sendall(request)
        reply = b""
        while chunk := connection.recv(1 << 16):
            reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split(" ")[1]), headers, body


def request_of(path: str, example) -> bytes:
    if example.body is None:  # one byte over the endpoint's limit, under the service's defaults (what the spec shows)
        body = b" " * ((DEFAULT_BATCH_BYTES if path.endswith(BATCH_SUFFIX) else DEFAULT_LINE_LIMIT) + 1)
    else:
        body = example.body
    head = [f"{example.method} {path} HTTP/1.1", "Host: x", "Connection: close"]
    if example.method == "POST":
        head += [f"Content-Type: {example.content_type}", f"Content-Length: {len(body)}"]
    head += [f"{name}: {value}" for name, value in example.headers]
    return "\r\n".join(head).encode() + b"\r\n\r\n" + (body if example.method == "POST" else b"")


def spec_examples(spec: dict) -> dict:
    """Every error example the spec shows: (path, method, status, name) -> the example (summary and value)."""

    def resolved(item: dict) -> dict:
        while "$ref" in item:
            _, kind, name = item["$ref"].removeprefix("#/").split("/")
            item = spec["components"][kind][name]
        return item

    shown = {}
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            if method not in ("get", "post"):
                continue
            for status, response in operation["responses"].items():
                content = resolved(response).get("content", {}).get(PROBLEM_CONTENT_TYPE, {})
                for name, example in content.get("examples", {}).items():
                    shown[(path, method.upper(), int(status), name)] = resolved(example)
    return shown


def examples_with_requests() -> dict:
    """(spec path, method, status, name) -> (the path the request goes to, the example), for every example an
    operation of the application documents, the proxy's response components included."""
    app = create_app({"TESTING": True})
    first_game = next(iter(GAMES))
    proxy_responses = [PROXY_EXAMPLES[component] for component, _ in PROXY_RESPONSES.values()]
    cases = {}
    for rule in app.url_map.iter_rules():
        examples = getattr(app.view_functions[rule.endpoint], "problem_examples", ())
        if not examples:
            continue
        (method,) = rule.methods - {"HEAD", "OPTIONS"}
        spec_path = rule.rule.replace("<string:game>", "{game}")
        for example in [*examples, *proxy_responses]:
            path = example.path or rule.rule.replace("<string:game>", first_game)
            cases[(spec_path, method, example.status, example.name)] = (path, example)
    return cases


@pytest.fixture(scope="module")
def stack(tmp_path_factory):
    spool = tmp_path_factory.mktemp("served") / "spool"
    spool.mkdir()
    settings = {
        "REFEREE_SPOOL_DIR": str(spool),
        "REFEREE_EXPENSIVE_CONCURRENCY": str(EXPENSIVE_CONCURRENCY),
        "REFEREE_PROXY_BATCH_CONNECTIONS": str(BATCH_CONNECTIONS),
    }
    with served(workers=2, extra_env=settings) as server:
        serving = next(
            json.loads(line)
            for line in server.log_path.read_text().splitlines()
            if line.startswith("{") and json.loads(line).get("message") == "serving"
        )
        yield server, Path(serving["runtime_dir"]), spool, serving


@contextlib.contextmanager
def moved_aside(path: Path, replacement: str | None = None):
    """``path`` renamed while the block runs (a regular file left in its place when ``replacement`` says so)."""
    aside = path.with_name(path.name + "-aside")
    path.rename(aside)
    if replacement is not None:
        path.write_text(replacement)
    try:
        yield
    finally:
        if replacement is not None:
            path.unlink()
        aside.rename(path)


@contextlib.contextmanager
def slots_taken(runtime: Path):
    descriptors = [
        os.open(runtime / "slots" / f"slot-{index}", os.O_RDWR | os.O_CREAT, 0o600)
        for index in range(EXPENSIVE_CONCURRENCY)
    ]
    try:
        for descriptor in descriptors:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        yield
    finally:
        for descriptor in descriptors:
            os.close(descriptor)
        forget_the_turns(runtime)


def forget_the_turns(runtime: Path):
    """Every kind refused while the slots were held has a claim on the next slot for slots.TURN_SECONDS (a batch
    after a refused claim would be refused too, however free the slots): the next situation starts with no kind
    waiting, as the service's turns file is written, under its lock."""
    descriptor = os.open(runtime / "slots" / slots.TURNS_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        os.ftruncate(descriptor, 0)
    finally:
        os.close(descriptor)


@contextlib.contextmanager
def batches_at_once(url: str):
    """REFEREE_PROXY_BATCH_CONNECTIONS batches held by nginx: each has been told 100 Continue, so nginx is reading
    its body, the connection counted."""
    host, port = url.removeprefix("http://").split(":")
    held = []
    try:
        for _ in range(BATCH_CONNECTIONS):
            connection = socket.create_connection((host, int(port)), timeout=60)
            held.append(connection)
            connection.sendall(
                f"POST /v1/games/hearts/{batch_path('adjudicate')} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-ndjson\r\n"
                "Content-Length: 10\r\nExpect: 100-continue\r\n\r\n".encode()
            )
            reply = b""
            while b"\r\n\r\n" not in reply:
                reply += connection.recv(1024)
            assert reply.startswith(b"HTTP/1.1 100 Continue"), reply
        yield
    finally:
        for connection in held:
            connection.close()


def check(url: str, path: str, example, reply: tuple[int, dict, bytes]) -> None:
    status, headers, body = reply
    where = f"{example.method} {path} {example.name}"
    assert (status, headers.get("content-type")) == (example.status, PROBLEM_CONTENT_TYPE), (where, body[:300])
    assert json.loads(body) == example.answer, where
    assert headers["x-request-id"], where
    if status == 503:
        assert re.fullmatch(r"[0-9]+", headers["retry-after"]), where
    if status == 405:
        assert headers["allow"], where


def test_every_error_example_the_spec_shows_is_the_served_stacks_answer(stack):
    server, runtime, spool, _ = stack
    status, _, body = exchange(server.url, b"GET /openapi.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    assert status == 200
    shown = spec_examples(json.loads(body))
    cases = examples_with_requests()
    # Every example the served spec shows has a request here, and shows what that request's example says.
    assert shown.keys() == cases.keys()
    for key, (_path, example) in cases.items():
        assert shown[key] == {"summary": example.summary, "value": example.answer}, key

    states = {
        None: contextlib.nullcontext,
        SLOTS_TAKEN: lambda: slots_taken(runtime),
        PROXY_NO_ROOM: lambda: moved_aside(runtime / "client_body", replacement="not a directory"),
        SPOOL_GONE: lambda: moved_aside(spool),
        WORKERS_GONE: lambda: moved_aside(runtime / "gunicorn.sock"),
        BATCHES_AT_ONCE: lambda: batches_at_once(server.url),
    }
    sent = 0
    for situation, make in states.items():
        # The same request with the same answer is sent once (the proxy's 414 is every operation's).
        requests = {
            (path, request_of(path, example)): example
            for path, example in cases.values()
            if example.situation == situation
        }
        with make():
            for (path, request), example in requests.items():
                check(server.url, path, example, exchange(server.url, request))
                sent += 1
    assert sent > 400
    stalled = [example for _, example in cases.values() if example.situation == WORKERS_STALLED]
    assert stalled and not {example.situation for _, example in cases.values()} - {*states, WORKERS_STALLED}


@pytest.mark.once
def test_the_gateway_timeout_example_is_the_served_stacks_answer_when_gunicorn_does_not_answer():
    """gunicorn stopped whole (master and workers, its own process group): nginx waits its read timeout
    (GUNICORN_TIMEOUT + 5 = 6 s here) and answers the 504 the spec shows. No Python of the service runs while it
    is stopped: nginx's answer is the same under any build and Python (once, pyproject.toml)."""
    [example] = {
        example.name: example
        for _, example in examples_with_requests().values()
        if example.situation == WORKERS_STALLED
    }.values()
    settings = {"GUNICORN_TIMEOUT": "1", "REFEREE_CLAIM_SECONDS": "0.5", "REFEREE_BATCH_SECONDS": "0.5"}
    with served(workers=1, extra_env=settings) as server:
        serving = next(
            json.loads(line)
            for line in server.log_path.read_text().splitlines()
            if line.startswith("{") and json.loads(line).get("message") == "serving"
        )
        os.killpg(serving["gunicorn_pid"], signal.SIGSTOP)
        try:
            reply = exchange(server.url, request_of(example.path, example))
        finally:
            os.killpg(serving["gunicorn_pid"], signal.SIGCONT)
    check(server.url, example.path, example, reply)
