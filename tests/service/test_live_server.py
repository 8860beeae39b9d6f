"""The service under gunicorn: metrics across workers, graceful shutdown, a killed worker replaced."""

import json
import os
import signal
import sys
import time
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from live_server import COUNTED, counted_at_least, live_server, reply_across_sigterm, requests_counted  # noqa: E402

# gunicorn's processes, signals and logging around the app (any_build, pyproject.toml).
pytestmark = pytest.mark.any_build


def get(url: str) -> tuple[int, bytes]:
    with urllib.request.urlopen(url, timeout=120) as response:
        return response.status, response.read()


def worker_pids(master_pid: int) -> set[int]:
    children = Path(f"/proc/{master_pid}/task/{master_pid}/children").read_text().split()
    return {int(pid) for pid in children}


def test_metrics_add_up_across_workers():
    with live_server(workers=2) as server:
        before = requests_counted(server.url)
        for _ in range(20):
            status, _ = get(server.url + COUNTED)
            assert status == 200
        assert counted_at_least(server.url, before + 20) == before + 20


def test_sigterm_lets_a_request_in_flight_finish():
    with live_server(workers=1) as server:
        reply = reply_across_sigterm(server, "/v1/games/nothing/legal-moves", json.dumps({"hand": ["AH"]}).encode(), 10)
        assert reply.startswith(b"HTTP/1.1 404"), reply[:200]
        assert json.loads(reply.split(b"\r\n\r\n", 1)[1])["status"] == 404
        assert server.process.wait(timeout=30) == 0


def test_a_killed_worker_is_replaced_and_no_request_fails():
    with live_server(workers=2) as server:
        before = worker_pids(server.pid)
        victim = min(before)
        failures = 0
        os.kill(victim, signal.SIGKILL)
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            try:
                status, _ = get(server.url + "/healthz")
                failures += status != 200
            except OSError:
                failures += 1
        after = worker_pids(server.pid)
        assert victim not in after and len(after) == 2
        assert failures == 0


def test_each_request_writes_one_json_line_to_the_workers_stderr():
    ids = [f"log-check-{n}" for n in range(3)]
    with live_server(workers=2) as server:
        for request_id in ids:
            urllib.request.urlopen(
                urllib.request.Request(server.url + "/healthz", headers={"X-Request-ID": request_id})
            )
    lines = [json.loads(line) for line in server.log_path.read_text().splitlines()]
    assert [
        (line["request_id"], line["path"], line["status"])
        for line in lines
        if line["message"] == "request" and line["request_id"].startswith("log-check-")
    ] == [(request_id, "/healthz", 200) for request_id in ids]


def test_a_plain_client_reads_the_413_for_an_oversized_body_every_time():
    """urllib sends the whole body before reading (no Expect: 100-continue): the server must not close
    on the unread body, or the client sees a reset instead of the problem."""
    import urllib.error

    body = b'{"hand": "' + b"x" * 2_000_000 + b'"}'
    with live_server(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        for attempt in range(60):
            request = urllib.request.Request(
                server.url + "/v1/games/hearts/legal-moves", data=body, headers={"Content-Type": "application/json"}
            )
            try:
                urllib.request.urlopen(request, timeout=10)
            except urllib.error.HTTPError as refused:
                assert refused.code == 413, attempt
                assert refused.headers["Content-Type"] == "application/problem+json"
                assert json.loads(refused.read())["status"] == 413
            else:
                raise AssertionError("a 2 MB body was accepted")


def test_without_host_the_service_binds_loopback_only(monkeypatch):
    from referee.serving import gunicorn_settings

    monkeypatch.delenv("HOST", raising=False)
    monkeypatch.setenv("PORT", "8123")
    assert gunicorn_settings()["bind"] == "127.0.0.1:8123"
    monkeypatch.setenv("HOST", "0.0.0.0")
    assert gunicorn_settings()["bind"] == "0.0.0.0:8123"


def test_every_line_gunicorn_writes_from_start_to_stop_is_json():
    """gunicorn's own lines (start, workers booted, a worker killed and replaced, the stop) as the request lines
    are: one JSON object a line, with the time, the level and the message."""
    with live_server(workers=2) as server:
        get(server.url + "/healthz")
        victim = min(worker_pids(server.pid))
        os.kill(victim, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while len(worker_pids(server.pid) - {victim}) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
    assert server.process.returncode == 0
    lines = server.log_path.read_text().splitlines()
    logged = [json.loads(line) for line in lines]  # every line, not only those that look like JSON
    messages = [line["message"] for line in logged if line.get("logger") == "gunicorn.error"]
    for expected in (
        "Starting gunicorn",
        "Listening at: http://127.0.0.1:",
        "Booting worker with pid",
        f"Worker (pid:{victim}) was sent SIGKILL",
        "Handling signal: term",
        "Shutting down: Master",
    ):
        assert any(message.startswith(expected) for message in messages), (expected, messages)
    assert all(
        line["time"].endswith("Z") and line["level"] in ("info", "warning", "error", "critical")
        for line in logged
        if line.get("logger")
    ), logged


def test_an_error_with_a_traceback_is_one_json_line():
    """A worker whose app fails to start (an app factory called wrongly): gunicorn logs the exception, its traceback
    inside the one line."""
    import subprocess

    from live_server import ROOT, free_port

    gunicorn = Path(sys.executable).with_name("gunicorn")
    env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(free_port()), "WEB_CONCURRENCY": "1"}
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    finished = subprocess.run(
        [
            str(gunicorn),
            "-c",
            str(ROOT / "gunicorn.conf.py"),
            "referee.api.app:create_app('/nonexistent/app-factory-argument')",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert finished.returncode != 0
    logged = [json.loads(line) for line in (finished.stdout + finished.stderr).splitlines()]
    [failed] = [line for line in logged if line["message"] == "Exception in worker process"]
    assert failed["level"] == "error" and failed["exception"].startswith("Traceback")
    assert "/nonexistent/app-factory-argument" in failed["exception"] or "create_app" in failed["exception"]
