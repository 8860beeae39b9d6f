"""`referee serve` (referee/front.py): nginx in front of gunicorn, supervised by the launcher. nginx's own errors
are problem+json with the request id; the launcher stops both when either dies, and both on SIGTERM; gunicorn
alone (REFEREE_PROXY=none) still serves and answers its own errors as problem+json."""

import contextlib
import json
import os
import re
import select
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from referee.front import BATCH_SUFFIX
from referee.proxy_errors import HEADER_BUFFER

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from live_server import COUNTED, counted_at_least, free_port, reply_across_sigterm, requests_counted, served  # noqa: E402

STRACE = shutil.which("strace")

# The launcher and the stack around the app: no compiled module's code runs here that the in-process tests do not run
# in the same build (any_build, pyproject.toml).
pytestmark = [
    pytest.mark.skipif(
        not (Path("/usr/sbin/nginx").exists() or os.environ.get("REFEREE_NGINX")),
        reason="nginx is not installed (make test installs it)",
    ),
    pytest.mark.any_build,
]


def exchange(url: str, data: bytes, timeout: float = 15) -> tuple[int, dict, bytes]:
    """``data`` sent as is on a new connection; the answer's status, headers (lower-case names) and body."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as connection:
        connection.sendall(data)
        reply = b""
        while chunk := connection.recv(65536):
            reply += chunk
            head, _, body = reply.partition(b"\r\n\r\n")
            length = next(
                (
                    int(line.split(b":")[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length:")
                ),
                None,
            )
            if length is not None and len(body) >= length:
                break
    head, _, body = reply.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split(" ")[1]), headers, body


def launcher_line(server, message: str) -> dict:
    for line in server.log_path.read_text().splitlines():
        if line.startswith("{") and json.loads(line).get("message", "").startswith(message):
            return json.loads(line)
    raise AssertionError(f"no log line {message!r} in {server.log_path.read_text()[-2000:]}")


def wait_until(done, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if done():
            return True
        time.sleep(0.1)
    return False


def process_gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    stat = Path(f"/proc/{pid}/stat")
    # A zombie has exited and is only waiting for its parent to reap it.
    return stat.exists() and stat.read_text().split(") ")[1].startswith("Z")


def group_gone(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return True
    return False


def wait_gone(pid: int, timeout: float) -> bool:
    return wait_until(lambda: process_gone(pid), timeout)


def wait_gone_group(pgid: int, timeout: float) -> bool:
    return wait_until(lambda: group_gone(pgid), timeout)


@pytest.fixture(scope="module")
def server():
    with served(workers=1) as running:
        yield running


HUGE = b"a" * 10_000
NGINX_ERRORS = {
    "a 10 KB X-Request-ID header": (b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-ID: " + HUGE + b"\r\n\r\n", 431),
    "a 10 KB URL": (b"GET /" + HUGE + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
    "a malformed request line": (b"GARBAGE\r\n\r\n", 400),
    "a body over the limit": (
        b"POST /v1/games/hearts/legal-moves HTTP/1.1\r\nHost: x\r\nContent-Type: "
        b"application/json\r\nContent-Length: 100000\r\n\r\n" + b" " * 100_000,
        413,
    ),
    "an HTTP version past 1.x": (b"GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", 505),
    "a transfer coding nginx does not read": (
        b"POST /v1/games/hearts/legal-moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n",
        501,
    ),
}


@pytest.mark.parametrize("case", NGINX_ERRORS)
def test_nginx_answers_its_own_errors_as_problem_json_with_the_request_id(server, case):
    data, expected = NGINX_ERRORS[case]
    status, headers, body = exchange(server.url, data)
    assert status == expected
    assert headers["content-type"] == "application/problem+json"
    problem = json.loads(body)
    assert problem["status"] == expected and problem["title"] and problem["detail"] and problem["type"]
    # The members the spec's Problem has, and no other (it allows none); the request id is the header's.
    assert set(problem) == {"type", "title", "status", "detail", "errors"} and len(headers["x-request-id"]) == 32


# Methods nginx refuses itself (TRACE, CONNECT), the ones no path takes, and names only a client would invent.
UNTAKEN_METHODS = ["TRACE", "CONNECT", "PATCH", "PUT", "DELETE", "BREW", "M-SEARCH", "GET", "POST"]


def every_path():
    """One concrete path for every route of the application (its variables filled in)."""
    from referee.api.app import create_app

    app = create_app({"TESTING": True})
    filled = {"game": "hearts", "operation": "legal-moves", "filename": "swagger-ui.css", "name": "desk.js"}
    for rule in app.url_map.iter_rules():
        path = re.sub(r"<(?:\w+:)?(\w+)>", lambda match: filled[match.group(1)], rule.rule)
        yield app, path


def test_every_method_a_path_does_not_take_is_the_apps_405_problem_with_allow_through_nginx(server):
    """RFC 9110 15.5.6: a 405 names the methods the path allows. nginx refuses TRACE and CONNECT itself: the
    application answers them through it as it answers every other method a path does not take."""
    checked = 0
    for app, path in every_path():
        client = app.test_client()
        for method in UNTAKEN_METHODS:
            direct = client.open(path, method=method)
            if direct.status_code != 405:
                continue  # the path takes the method
            request = f"{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            status, headers, body = exchange(server.url, request.encode())
            assert (status, headers["content-type"]) == (405, "application/problem+json"), (method, path, body)
            allowed = {name.strip() for name in headers["allow"].split(",")}
            assert allowed == set(direct.allow), (method, path)
            assert json.loads(body)["status"] == 405 and headers["x-request-id"]
            checked += 1
    assert checked > 100


def test_a_client_that_stalls_is_disconnected_without_an_answer():
    """nginx never sends a 408 for its own timeouts: it closes the connection (a reset) with nothing written, which
    is what docs/operations.md says a client that stalls gets."""
    stalls = {
        "headers": b"GET /healthz HTTP/1.1\r\nHost: x\r\n",
        "body": b"POST /v1/games/hearts/legal-moves HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 100\r\n\r\n{",
    }
    with served(workers=1, extra_env={"REFEREE_CLIENT_TIMEOUT": "1"}) as server:
        host, port = server.url.removeprefix("http://").split(":")
        for part, data in stalls.items():
            with socket.create_connection((host, int(port)), timeout=30) as connection:
                connection.sendall(data)
                received = b""
                try:
                    while chunk := connection.recv(65536):  # returns when nginx closes: its timeout, not ours
                        received += chunk
                except ConnectionResetError:
                    pass
            assert received == b"", (part, received)


def test_an_http_0_9_request_is_answered_with_a_body_alone():
    """HTTP/0.9 (a request line without a version) has no status line and no headers: nginx answers GET with the
    body alone, anything else with the 400 problem's body alone (docs/operations.md says so)."""
    with served(workers=1) as server:
        host, port = server.url.removeprefix("http://").split(":")
        for request, expected in ((b"GET /healthz\r\n", {"status": "ok"}), (b"POST /healthz\r\n", None)):
            with socket.create_connection((host, int(port)), timeout=15) as connection:
                connection.sendall(request)
                reply = b""
                while chunk := connection.recv(65536):
                    reply += chunk
            answer = json.loads(reply)
            if expected is None:
                assert answer["status"] == 400 and answer["type"] == "about:blank"
            else:
                assert answer == expected


def test_a_precondition_a_static_file_fails_is_a_412_problem(server):
    for path in ("/docs/assets/swagger-ui.css", "/favicon.ico", "/desk/assets/desk.js"):
        status, headers, body = exchange(
            server.url, f'GET {path} HTTP/1.1\r\nHost: x\r\nIf-Match: "stale"\r\nConnection: close\r\n\r\n'.encode()
        )
        assert (status, headers["content-type"]) == (412, "application/problem+json"), (path, body[:100])
        assert json.loads(body)["title"] == "Precondition Failed"


def test_the_request_line_and_headers_are_refused_by_nginx_below_gunicorns_limits():
    assert HEADER_BUFFER < 4094  # gunicorn's limit_request_line; limit_request_field_size is 8190


def test_a_plain_client_request_id_reaches_the_app_through_nginx(server):
    status, headers, body = exchange(
        server.url, b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-ID: trace-42\r\nConnection: close\r\n\r\n"
    )
    assert status == 200 and headers["x-request-id"] == "trace-42"
    assert '"request_id": "trace-42", "method": "GET", "path": "/healthz"' in server.log_path.read_text()
    # nginx's own error, once it has read the headers, names the client's id too.
    status, headers, body = exchange(
        server.url,
        NGINX_ERRORS["a body over the limit"][0].replace(b"Host: x\r\n", b"Host: x\r\nX-Request-ID: trace-43\r\n"),
    )
    assert status == 413 and headers["x-request-id"] == "trace-43"


def test_an_id_the_app_would_not_echo_is_replaced_by_nginxs_own(server):
    status, headers, _ = exchange(
        server.url, b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-ID: not plain!\r\nConnection: close\r\n\r\n"
    )
    assert status == 200 and len(headers["x-request-id"]) == 32 and headers["x-request-id"] != "not plain!"


def test_killing_nginx_stops_gunicorn_and_the_launcher_exits_non_zero():
    with served(workers=1) as server:
        serving = launcher_line(server, "serving")
        runtime = Path(serving["runtime_dir"])
        os.kill(serving["nginx_pid"], signal.SIGKILL)
        assert server.process.wait(timeout=40) == 1
        assert wait_gone(serving["gunicorn_pid"], 5)
        # nginx's worker outlives its master's SIGKILL, holding the port: the launcher stops it too.
        assert wait_gone_group(serving["nginx_pid"], 5)
        failed = launcher_line(server, "nginx exited")
        assert failed["level"] == "error" and failed["process"] == "nginx" and "SIGKILL" in failed["message"]
        assert not runtime.exists()


def test_killing_gunicorn_stops_nginx_and_the_launcher_exits_non_zero():
    with served(workers=1) as server:
        serving = launcher_line(server, "serving")
        os.kill(serving["gunicorn_pid"], signal.SIGKILL)
        assert server.process.wait(timeout=40) == 1
        assert wait_gone(serving["nginx_pid"], 5)
        assert launcher_line(server, "gunicorn exited")["process"] == "gunicorn"


def test_sigterm_stops_nginx_and_gunicorn_and_removes_the_runtime_directory():
    with served(workers=1) as server:
        serving = launcher_line(server, "serving")
        server.process.send_signal(signal.SIGTERM)
        assert server.process.wait(timeout=60) == 0
        assert wait_gone(serving["nginx_pid"], 5) and wait_gone(serving["gunicorn_pid"], 5)
        assert not Path(serving["runtime_dir"]).exists()


def test_a_request_in_flight_finishes_after_sigterm():
    with served(workers=1) as server:
        reply = reply_across_sigterm(server, "/v1/games/hearts/legal-moves", json.dumps({"hand": ["AH"]}).encode(), 20)
        assert reply.startswith(b"HTTP/1.1 200"), reply[:300]
        assert server.process.wait(timeout=60) == 0


def test_gunicorn_alone_serves_when_the_proxy_is_none():
    with served(workers=1, extra_env={"REFEREE_PROXY": "none"}) as server:
        status, headers, body = exchange(server.url, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert status == 200 and json.loads(body) == {"status": "ok"} and headers["server"] == "gunicorn"
        children = Path(f"/proc/{server.pid}/task/{server.pid}/children").read_text().split()
        assert not any("nginx" in Path(f"/proc/{child}/cmdline").read_text() for child in children)


@pytest.mark.parametrize(
    "data, expected",
    [
        (b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-ID: " + b"a" * 9000 + b"\r\n\r\n", 431),
        (b"GET /" + b"a" * 5000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        (b"GARBAGE\r\n\r\n", 400),
    ],
)
def test_gunicorn_alone_answers_its_own_errors_as_problem_json_with_a_request_id(data, expected):
    with served(workers=1, extra_env={"REFEREE_PROXY": "none"}) as server:
        status, headers, body = exchange(server.url, data)
    assert status == expected and headers["content-type"] == "application/problem+json"
    problem = json.loads(body)
    assert problem["status"] == expected and set(problem) == {"type", "title", "status", "detail", "errors"}
    assert len(headers["x-request-id"]) == 32
    assert b"<" not in body


def test_a_bad_proxy_setting_stops_the_start_in_one_line(monkeypatch, capfd):
    from referee.front import serve

    monkeypatch.setenv("REFEREE_PROXY", "apache")
    assert serve() == 2
    line = json.loads(capfd.readouterr().err)
    assert line["level"] == "error" and "REFEREE_PROXY='apache'" in line["message"]


def test_every_batch_route_ends_with_the_suffix_nginx_gives_the_batch_limit():
    from referee.api.app import create_app

    rules = [rule.rule for rule in create_app().url_map.iter_rules()]
    batch = [rule for rule in rules if rule.endswith(BATCH_SUFFIX)]
    assert batch and all(rule.startswith("/v1/games/") for rule in batch)
    from referee.api.batch import SUFFIX, batch_path
    from referee.batch import BATCHED

    assert SUFFIX == BATCH_SUFFIX
    assert {rule.rsplit("/", 2)[-2] for rule in batch} == set(BATCHED)
    assert all(rule.endswith(tuple(batch_path(operation) for operation in BATCHED)) for rule in batch)


@pytest.mark.parametrize("proxy", ["nginx", "none"])
def test_metrics_add_up_every_workers_requests_when_the_launcher_makes_the_metrics_directory(proxy):
    # served() unsets PROMETHEUS_MULTIPROC_DIR, as `make run` and a plain `docker run` leave it: the launcher's
    # gunicorn makes the directory, and every worker must count in it from its first request.
    with served(workers=2, extra_env={"REFEREE_PROXY": proxy}) as server:
        before = requests_counted(server.url)
        request = f"GET {COUNTED} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()
        for _ in range(10):
            status, _, _ = exchange(server.url, request)
            assert status == 200
        # Whichever worker answered each, /metrics adds them all up, once each.
        assert counted_at_least(server.url, before + 10) - before == 10


def serve_refusing(environment: dict, tmp_path) -> subprocess.CompletedProcess:
    """`referee serve` (nginx in front) started with ``environment`` added, run to its end."""
    env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(free_port()), "WEB_CONCURRENCY": "1", "TMPDIR": str(tmp_path)}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    env.update(environment)
    referee = Path(sys.executable).with_name("referee")
    return subprocess.run([str(referee), "serve"], env=env, capture_output=True, text=True, timeout=120)


def documented_range(name: str) -> tuple[int, int]:
    """The range docs/operations.md's table of settings gives ``name``."""
    table = (Path(__file__).resolve().parents[2] / "docs" / "operations.md").read_text()
    row = next(line for line in table.splitlines() if line.startswith(f"| `{name}` |"))
    low, high = re.fullmatch(r"([0-9]+)-([0-9]+)(?: s)?", row.split("|")[3].strip()).groups()
    return int(low), int(high)


@pytest.mark.parametrize(
    "name, value",
    [
        ("REFEREE_SPOOL_DIR", "/nonexistent/spool"),  # a disk setting, refused by gunicorn's check
        ("WEB_CONCURRENCY", "0"),  # a range gunicorn's settings check
        ("REFEREE_MAX_BODY_BYTES", "99999999"),  # within the launcher's old range, outside the application's
        ("REFEREE_SIGNING_KEY", "/nonexistent/signing.pem"),
    ],
)
def test_referee_serve_exits_2_on_a_setting_any_of_its_parts_refuses(name, value, tmp_path):
    run = serve_refusing({name: value}, tmp_path)
    assert run.returncode == 2, run.stderr[-2000:]
    messages = [json.loads(line)["message"] for line in run.stderr.splitlines()]
    assert any(name in message for message in messages), messages
    assert "Traceback" not in run.stderr


LAUNCHER_INTEGERS = [
    "PORT",
    "GUNICORN_TIMEOUT",
    "GUNICORN_GRACEFUL_TIMEOUT",
    "REFEREE_MAX_BODY_BYTES",
    "REFEREE_MAX_BATCH_BYTES",
    "REFEREE_PROXY_MAX_TEMP_FILE_BYTES",
    "REFEREE_PROXY_BATCH_CONNECTIONS",
    "REFEREE_CLIENT_TIMEOUT",
]


@pytest.mark.parametrize("name", LAUNCHER_INTEGERS)
def test_referee_serve_names_the_documented_range_of_an_integer_setting(name, tmp_path):
    low, high = documented_range(name)
    run = serve_refusing({name: str(high + 1)}, tmp_path)
    assert run.returncode == 2, run.stderr[-2000:]
    [line] = [json.loads(line) for line in run.stderr.splitlines() if name in line]
    assert f"it must be a whole number from {low} to {high}," in line["message"]


@pytest.mark.parametrize(
    "path, content_type",
    [
        ("/v1/games/hearts/legal-moves", "application/json"),
        ("/v1/games/hearts/adjudicate/batch", "application/x-ndjson"),
    ],
)
def test_gunicorn_alone_answers_a_chunk_size_that_is_not_hexadecimal_400_problem_json_never_500(path, content_type):
    with served(workers=1, extra_env={"REFEREE_PROXY": "none"}) as server:
        status, headers, body = exchange(
            server.url,
            f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: {content_type}\r\nTransfer-Encoding: chunked\r\n"
            "Connection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n".encode(),
        )
        log = server.log_path.read_text()
    assert status == 400 and headers["content-type"] == "application/problem+json", body
    problem = json.loads(body)
    assert problem["detail"] == "The body could not be read as sent: Invalid chunk size: b'zz'."
    assert "Traceback" not in log and '"status": 500' not in log


CONNECT_AS_ANOTHER_USER = """
import socket, sys
with socket.socket(socket.AF_UNIX) as probe:
    try:
        probe.connect(sys.argv[1])
    except PermissionError:
        print("refused")
    else:
        print("connected")
"""


@pytest.mark.skipif(os.geteuid() != 0, reason="acting as another user (nobody) needs root")
def test_only_the_services_own_user_reaches_gunicorns_socket():
    import pwd

    nobody = pwd.getpwnam("nobody")
    with served(workers=1) as server:
        runtime = Path(launcher_line(server, "serving")["runtime_dir"])
        socket_path = runtime / "gunicorn.sock"
        tried = subprocess.run(
            ["/usr/bin/python3", "-c", CONNECT_AS_ANOTHER_USER, str(socket_path)],
            user=nobody.pw_uid,
            group=nobody.pw_gid,
            extra_groups=[],
            capture_output=True,
            text=True,
            timeout=30,
            cwd="/",
        )
        assert tried.stdout.strip() == "refused", tried.stderr
        assert runtime.stat().st_mode & 0o777 == 0o700 and socket_path.stat().st_mode & 0o777 == 0o600
        # nginx, run as the launcher's user, still reaches it.
        status, _, _ = exchange(server.url, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        assert status == 200


def test_a_launcher_removes_the_directories_a_launcher_killed_outright_left_behind(tmp_path):
    runtime_parent, temp_parent = tmp_path / "runtime", tmp_path / "temp"
    runtime_parent.mkdir()
    temp_parent.mkdir()
    parents = {"REFEREE_RUNTIME_DIR": str(runtime_parent), "REFEREE_PROXY_TEMP_DIR": str(temp_parent)}
    not_a_launchers = runtime_parent / "referee-metrics-kept"  # no pid file: not a launcher's, left alone
    not_a_launchers.mkdir()
    with served(workers=1, extra_env=parents) as killed:
        first = launcher_line(killed, "serving")
        [first_temp] = temp_parent.iterdir()
        killed.process.kill()  # SIGKILL: the launcher cannot remove anything
        killed.process.wait()
        # Its children are told to stop by the kernel (gunicorn finishes gracefully): none writes there any more.
        assert wait_gone(first["nginx_pid"], 30) and wait_gone(first["gunicorn_pid"], 60)
        assert Path(first["runtime_dir"]).is_dir() and first_temp.is_dir()
        with served(workers=1, extra_env=parents) as running:
            second = launcher_line(running, "serving")
            with served(workers=1, extra_env=parents) as third:
                # A running launcher's directories are never another's to remove.
                assert Path(second["runtime_dir"]).is_dir()
                assert len(list(temp_parent.iterdir())) == 2
                launcher_line(third, "serving")
            removed = [
                json.loads(line)["directory"]
                for line in running.log_path.read_text().splitlines()
                if "left by a launcher no longer running" in line
            ]
    assert sorted(removed) == sorted([first["runtime_dir"], str(first_temp)])
    assert not Path(first["runtime_dir"]).exists() and not first_temp.exists()
    assert not_a_launchers.is_dir()
    assert sorted(path.name for path in runtime_parent.iterdir()) == ["referee-metrics-kept"]
    assert list(temp_parent.iterdir()) == []


def only_worker(master: int, other_than: int | None = None) -> int:
    """The one worker of gunicorn's ``master`` (a new one, once ``other_than`` is gone)."""
    found = []

    def one():
        children = [int(pid) for pid in Path(f"/proc/{master}/task/{master}/children").read_text().split()]
        found[:] = children
        return len(children) == 1 and children[0] != other_than

    assert wait_until(one, 60), found
    return found[0]


@contextlib.contextmanager
def killed_at_write(pid: int, write: int):
    """strace attached to the process ``pid``, which it kills (SIGKILL) as its ``write``-th sendto begins."""
    tracer = subprocess.Popen(
        [
            STRACE,
            "-p",
            str(pid),
            "-e",
            "trace=sendto",
            "-e",
            f"inject=sendto:signal=SIGKILL:when={write}",
            "-o",
            "/dev/null",
        ],
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        ready, _, _ = select.select([tracer.stderr], [], [], 60)
        said = tracer.stderr.readline() if ready else "nothing within 60 s"
        if "attached" not in said:
            pytest.skip(f"strace cannot trace the worker here: {said.strip()}")
        yield
    finally:
        tracer.terminate()
        tracer.wait()


@pytest.mark.skipif(STRACE is None, reason="strace is not installed (make test installs it as root)")
def test_a_worker_killed_while_it_writes_an_answer_leaves_the_client_all_of_it_or_a_502_problem():
    """gunicorn wrote an answer's head and its body in two writes: a worker killed between them left the client a 200
    and none of its body. Each answer now goes in one write: killed as it begins, nginx has nothing and answers its
    502 problem; there is no second write to be killed at, and the answer arrives whole."""
    request = b"GET /v1/games/hearts HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    with served(workers=1) as server:
        master = launcher_line(server, "serving")["gunicorn_pid"]
        status, _, whole = exchange(server.url, request)
        assert status == 200 and len(whole) > 10_000
        worker = only_worker(master)
        with killed_at_write(worker, 1):
            status, headers, body = exchange(server.url, request)
        assert (status, headers["content-type"], json.loads(body)["status"]) == (502, "application/problem+json", 502)
        worker = only_worker(master, other_than=worker)  # gunicorn replaced the killed worker
        with killed_at_write(worker, 2):
            status, headers, body = exchange(server.url, request)
        assert (status, int(headers["content-length"]), body) == (200, len(whole), whole)
        assert only_worker(master) == worker  # it lived: it had no second write to be killed at
