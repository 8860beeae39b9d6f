"""Instructions per request in a gunicorn worker, the referee's against the floor's (bench/floor.py answering the
same bytes), counted by callgrind: bench/http_floor.py's comparison in a figure the box's load does not move.

Each server runs as bench/http_floor.py runs it (gunicorn.conf.py, through bench/gunicorn_counted.py), with one
worker, under callgrind, which collects from the request after the warm ones to the one after those counted (a
pre_request hook toggles it by callgrind's client request). The requests go one after another, each on a fresh
connection, as a sync worker serves wrk's. PYTHONHASHSEED=0 and address randomisation off (setarch -R).

    .venv/bin/python bench/http_instructions.py [--only legal-moves] [--warm 200] [--requests 300] [--json out.json]

Needs valgrind with its headers, a C compiler and setarch (as bench/instructions.py).
"""

import argparse
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path[:0] = [str(BENCH), str(ROOT / "scripts")]
from http_floor import load_targets, record_answers, slug  # noqa: E402
from instructions import build_marker  # noqa: E402
from live_server import free_port, live_server  # noqa: E402


def post_each(port: int, path: str, body: bytes, count: int) -> None:
    request = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode() + body
    for _ in range(count):
        with socket.create_connection(("127.0.0.1", port), timeout=600) as connection:
            connection.sendall(request)
            reply = b""
            while chunk := connection.recv(65536):
                reply += chunk
        if not reply.startswith(b"HTTP/1.1 200"):
            raise SystemExit(f"{path}: {reply[:300]!r}")


def answered(port: int, process: subprocess.Popen) -> None:
    """Waits for the worker under callgrind to answer (its start takes a minute or more)."""
    while process.poll() is None:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=600) as connection:
                connection.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
                if connection.recv(12).startswith(b"HTTP/1.1 200"):
                    return
        except OSError:
            time.sleep(1)  # not listening yet
    raise SystemExit(f"gunicorn exited with {process.returncode} before serving")


def count(app: str, path: str, body: bytes, warm: int, requests: int, work: Path, marker: Path, env: dict) -> float:
    """Instructions per request of the worker serving ``app``."""
    port = free_port()
    out = work / f"callgrind.{port}"
    process = subprocess.Popen(
        [
            "setarch",
            "-R",
            "valgrind",
            "--tool=callgrind",
            "--collect-atstart=no",
            "--vgdb=no",
            f"--callgrind-out-file={out}.%p",
            str(Path(sys.executable).with_name("gunicorn")),
            "-c",
            str(BENCH / "gunicorn_counted.py"),
            app,
        ],
        cwd=ROOT,
        env={
            **{name: value for name, value in os.environ.items() if name != "PROMETHEUS_MULTIPROC_DIR"},
            **env,
            "HOST": "127.0.0.1",
            "PORT": str(port),
            "WEB_CONCURRENCY": "1",
            "GUNICORN_TIMEOUT": "3600",
            "PYTHONHASHSEED": "0",
            "REFEREE_CALLGRIND_MARKER": str(marker),
            "REFEREE_COUNT_PATH": path,
            "REFEREE_COUNT_WARM": str(warm),
            "REFEREE_COUNT_REQUESTS": str(requests),
        },
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        answered(port, process)
        post_each(port, path, body, warm + requests + 1)
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=600)
    worker = [file for file in work.glob(f"callgrind.{port}.*") if file.name != f"{out.name}.{process.pid}"]
    totals = re.search(r"^(?:summary|totals): (\d+)", worker[0].read_text(), re.MULTILINE)
    return int(totals.group(1)) / requests


def measure(only: str = "", warm: int = 200, requests: int = 300) -> list[dict]:
    targets = [target for target in load_targets() if only in target["name"]]
    with live_server(workers=1) as referee:
        answers = record_answers(referee.url, targets)
    rows = []
    with tempfile.TemporaryDirectory(prefix="referee-http-instructions-") as work:
        work = Path(work)
        marker = build_marker(work)
        answers_file = work / "answers.json"
        answers_file.write_text(json.dumps(answers))
        for target in targets:
            body = json.dumps(target["body"], separators=(",", ":")).encode()
            floor = count(
                "bench.floor:app",
                f"/floor/{slug(target['name'])}",
                body,
                warm,
                requests,
                work,
                marker,
                {"FLOOR_ANSWER_FILE": str(answers_file)},
            )
            referee = count("referee.api.app:create_app()", target["path"], body, warm, requests, work, marker, {})
            rows.append(
                {
                    "name": target["name"],
                    "floor_instructions": floor,
                    "referee_instructions": referee,
                    "ratio": floor / referee,
                    "target_ratio": target["min_ratio"],
                }
            )
            print(
                f"{target['name']:34} {floor / 1000:8.1f} k {referee / 1000:8.1f} k {floor / referee:6.3f}", flush=True
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="", help="just the targets whose name contains this")
    parser.add_argument("--warm", type=int, default=200)
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    print(f"{'target':34} {'floor':>10} {'referee':>10} {'ratio':>6}   (instructions a request in the worker)")
    rows = measure(args.only, args.warm, args.requests)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
