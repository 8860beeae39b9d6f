"""Where the referee's extra time per request goes: one request of each target called in-process
through each layer, the floor's and ours, with no server or network in between (the profile
behind the HTTP table; wrk measures the whole, this splits it).

    .venv/bin/python bench/http_layers.py

Runs in a process of its own: Prometheus metrics are written to multiprocess files, as under
gunicorn, only if PROMETHEUS_MULTIPROC_DIR is set before prometheus_client is first imported.
"""

import io
import json
import os
import subprocess
import sys
import tempfile
import timeit
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
CALLS, REPEATS = 2000, 7


def _per_call_micros(call) -> float:
    return min(timeit.repeat(call, number=CALLS, repeat=REPEATS)) / CALLS * 1e6


def _wsgi_caller(app, path: str, body: bytes):
    from werkzeug.test import EnvironBuilder

    environ = EnvironBuilder(path=path, method="POST", data=body, content_type="application/json").get_environ()

    def call():
        fresh = dict(environ, **{"wsgi.input": io.BytesIO(body)})
        return b"".join(app(fresh, lambda status, headers, exc_info=None: None))

    return call


def measure_here() -> list[dict]:
    sys.path[:0] = [str(ROOT), str(BENCH)]
    from http_floor import load_targets, slug

    from referee.api.app import create_app
    from referee.api.observability import ObservedApp, request_log
    from referee.operations import run

    request_log.stream = open(os.devnull, "w", encoding="utf-8")  # the line is still built and written
    referee = create_app()
    targets = load_targets()
    answers = {
        slug(t["name"]): json.loads(_wsgi_caller(referee, t["path"], json.dumps(t["body"]).encode())()) for t in targets
    }
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as answers_file:
        json.dump(answers, answers_file)
    os.environ["FLOOR_ANSWER_FILE"] = answers_file.name
    from floor import app as floor

    def bare(environ, start_response):
        start_response("200 OK", [("Content-Type", "application/json")])
        return [b"{}"]

    observed = ObservedApp(bare)
    empty = {"REQUEST_METHOD": "POST", "PATH_INFO": "/v1/games/hearts/check-move"}
    middleware = _per_call_micros(lambda: observed(dict(empty), lambda *args: None)) - _per_call_micros(
        lambda: bare(dict(empty), lambda *args: None)
    )
    rows = []
    for target in targets:
        body = json.dumps(target["body"]).encode()
        game, operation = target["path"].split("/", 4)[3:]
        rows.append(
            {
                "name": target["name"],
                "floor_us": _per_call_micros(_wsgi_caller(floor, f"/floor/{slug(target['name'])}", body)),
                "referee_us": _per_call_micros(_wsgi_caller(referee, target["path"], body)),
                "operation_us": _per_call_micros(lambda: run(game, operation, target["body"])),
                "observability_us": middleware,
            }
        )
    return rows


def measure() -> list[dict]:
    """measure_here() in a fresh process whose metrics go to multiprocess files, as in the servers."""
    with tempfile.TemporaryDirectory(prefix="referee-bench-metrics-") as metrics:
        finished = subprocess.run(
            [sys.executable, __file__, "--json"],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PROMETHEUS_MULTIPROC_DIR": metrics},
        )
    return json.loads(finished.stdout)


if __name__ == "__main__":
    if "--json" in sys.argv:
        print(json.dumps(measure_here()))
    else:
        for row in measure():
            print(
                f"{row['name']:40s} floor {row['floor_us']:6.1f} µs  referee {row['referee_us']:6.1f} µs  "
                f"operation {row['operation_us']:5.1f} µs  observability {row['observability_us']:4.1f} µs"
            )
