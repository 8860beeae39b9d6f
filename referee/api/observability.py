"""Request ids, one JSON log line per request, and Prometheus metrics.

Under gunicorn each worker is a separate process, so metrics use prometheus_client's
multiprocess mode when PROMETHEUS_MULTIPROC_DIR is set (gunicorn.conf.py sets it):
every worker writes its own files and /metrics, answered by any worker, adds them up.
"""

import json
import logging
import os
import re
import sys
import time
import uuid

from flask import Flask, Response, g, request
from prometheus_client import (CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest,
                               multiprocess)

REQUEST_ID_HEADER = "X-Request-ID"
# A client's id is echoed only if it is short and plain: it ends up in logs and headers.
VALID_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")

REQUESTS = Counter("referee_requests_total", "HTTP requests answered", ["endpoint", "method", "status"])
LATENCY = Histogram(
    "referee_request_duration_seconds", "Time to answer a request", ["endpoint"],
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0),
)
RULINGS = Counter("referee_rulings_total", "Adjudication answers by game, operation and verdict",
                  ["game", "operation", "verdict"])

request_log = logging.getLogger("referee.requests")


class JsonLineFormatter(logging.Formatter):
    """One JSON object per line: the time, the level, the message and the record's `fields`.

    Written for the one line per request: a general JSON formatter cost several times more per line.
    """

    def format(self, record: logging.LogRecord) -> str:
        line = {"time": self.formatTime(record), "level": record.levelname, "message": record.getMessage()}
        line.update(getattr(record, "fields", {}))
        return json.dumps(line, ensure_ascii=False, default=str)


def _configure_request_log() -> None:
    if not request_log.handlers:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(JsonLineFormatter())
        request_log.addHandler(handler)
        request_log.setLevel(logging.INFO)
        request_log.propagate = False


def verdict(answer: dict) -> str:
    """How an answer came out, for the rulings metric."""
    for key, yes, no in (("legal", "legal", "illegal"), ("valid", "valid", "invalid")):
        if type(answer.get(key)) is bool:
            return yes if answer[key] else no
    return "answered"


def record_ruling(game: str, operation: str, answer: dict) -> None:
    RULINGS.labels(game, operation, verdict(answer)).inc()
    g.ruling = (game, operation)


def _start_request() -> None:
    g.started = time.perf_counter()
    offered = request.headers.get(REQUEST_ID_HEADER, "")
    g.request_id = offered if VALID_REQUEST_ID.fullmatch(offered) else uuid.uuid4().hex


def _finish_request(response: Response) -> Response:
    elapsed = time.perf_counter() - g.get("started", time.perf_counter())
    endpoint = request.url_rule.rule if request.url_rule else "unmatched"
    REQUESTS.labels(endpoint, request.method, str(response.status_code)).inc()
    LATENCY.labels(endpoint).observe(elapsed)
    request_id = g.get("request_id") or uuid.uuid4().hex
    response.headers[REQUEST_ID_HEADER] = request_id
    game, operation = g.get("ruling", (None, None))
    request_log.info("request", extra={"fields": {
        "request_id": request_id, "method": request.method, "path": request.path,
        "status": response.status_code, "duration_ms": round(elapsed * 1000, 3),
        "game": game, "operation": operation,
    }})
    return response


def metrics_view() -> Response:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        body = generate_latest(registry)
    else:
        body = generate_latest()
    return Response(body, content_type=CONTENT_TYPE_LATEST)


def install_observability(app: Flask) -> None:
    _configure_request_log()
    app.before_request(_start_request)
    app.after_request(_finish_request)
    app.add_url_rule("/metrics", "metrics", metrics_view)
