"""Start gunicorn on a free loopback port for a test or benchmark, and stop it by its PID.

with live_server(workers=2) as server:
    requests.get(server.url + "/healthz")

with served() as server:   # `referee serve` as `make run` starts it: nginx in front of gunicorn
    ...
"""

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Server:
    url: str
    process: subprocess.Popen
    log_path: Path

    @property
    def pid(self) -> int:
        return self.process.pid


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _wait_until_healthy(url: str, process: subprocess.Popen, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"gunicorn exited with {process.returncode} before serving")
        try:
            with urllib.request.urlopen(url + "/healthz", timeout=1) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"gunicorn did not answer /healthz within {timeout} s")


def _server_env(port: int, workers: int, extra_env: dict | None) -> dict:
    env = {**os.environ, "HOST": "127.0.0.1", "PORT": str(port), "WEB_CONCURRENCY": str(workers)}
    # A fresh metrics directory and slot directory per server, unless extra_env names one.
    env.pop("PROMETHEUS_MULTIPROC_DIR", None)
    env.pop("REFEREE_SLOTS_DIR", None)
    env.update(extra_env or {})
    return env


@contextlib.contextmanager
def _running(command: list[str], port: int, env: dict, log_prefix: str, timeout: float, stop_timeout: float):
    """``command`` serving on 127.0.0.1:``port`` until the block ends, then stopped with SIGTERM (killed after
    ``stop_timeout``); its output goes to server.log_path."""
    log = tempfile.NamedTemporaryFile(prefix=log_prefix, suffix=".log", delete=False)
    process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    server = Server(f"http://127.0.0.1:{port}", process, Path(log.name))
    try:
        _wait_until_healthy(server.url, process, timeout)
        yield server
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=stop_timeout)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        log.close()


def live_server(
    workers: int = 2, extra_env: dict | None = None, app: str = "referee.api.app:create_app()", timeout: float = 30.0
):
    """gunicorn alone (gunicorn.conf.py) on a free loopback port."""
    port = free_port()
    gunicorn = Path(sys.executable).with_name("gunicorn")
    return _running(
        [str(gunicorn), "-c", str(ROOT / "gunicorn.conf.py"), app],
        port,
        _server_env(port, workers, extra_env),
        "referee-gunicorn-",
        timeout,
        30,
    )


def served(workers: int = 2, extra_env: dict | None = None, timeout: float = 30.0, stop_timeout: float = 60.0):
    """`referee serve` on a free loopback port, as `make run` runs it (nginx in front unless extra_env sets
    REFEREE_PROXY=none), stopped with SIGTERM; its log (every process's stderr) is in server.log_path."""
    port = free_port()
    referee = Path(sys.executable).with_name("referee")
    return _running(
        [str(referee), "serve"], port, _server_env(port, workers, extra_env), "referee-serve-", timeout, stop_timeout
    )


def reply_across_sigterm(server: Server, path: str, body: bytes, timeout: float) -> bytes:
    """POSTs ``body`` to ``path`` in two parts with a SIGTERM to the server between them (the request is in
    flight when the stop begins), and returns the whole raw reply."""
    host, port = server.url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=timeout) as connection:
        connection.sendall(
            f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Connection: close\r\nContent-Length: {len(body)}\r\n\r\n".encode()
            + body[:5]
        )
        time.sleep(0.5)  # the request has been taken and waits for the rest of its body
        server.process.send_signal(signal.SIGTERM)
        time.sleep(0.5)
        connection.sendall(body[5:])
        reply = b""
        while chunk := connection.recv(65536):
            reply += chunk
    return reply


# An endpoint the readiness probe (_wait_until_healthy polls /healthz) never asks: a test that counts the requests a
# server has answered counts these, so no request of the server's start can be counted after its count before.
COUNTED = "/v1/games"


def requests_counted(url: str, endpoint: str = COUNTED) -> float:
    """The requests to ``endpoint`` the server's /metrics counts, every worker's added up."""
    # The timeout only stops a hang: a worker booting on a busy 2-core machine may keep the other waiting seconds.
    with urllib.request.urlopen(url + "/metrics", timeout=120) as response:
        body = response.read().decode()
    return sum(
        float(line.rsplit(" ", 1)[1])
        for line in body.splitlines()
        if line.startswith("referee_requests_total{") and f'endpoint="{endpoint}"' in line
    )


def counted_at_least(url: str, count: float, timeout: float = 30.0) -> float:
    """requests_counted, once it reaches ``count`` (a worker counts a request as its answer ends, which may be just
    after the client has read it) or the timeout passes."""
    deadline = time.monotonic() + timeout
    while (counted := requests_counted(url)) < count and time.monotonic() < deadline:
        time.sleep(0.05)
    return counted
