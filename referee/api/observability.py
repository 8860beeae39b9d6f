"""Request ids, one JSON log line per request, and Prometheus metrics.

Under gunicorn each worker is a separate process, so metrics use prometheus_client's
multiprocess mode when PROMETHEUS_MULTIPROC_DIR is set (gunicorn.conf.py sets it):
every worker writes its own files and /metrics, answered by any worker, adds them up.
"""

import os
import time
from functools import lru_cache

from flask import Flask, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest, multiprocess
from werkzeug.wsgi import ClosingIterator

from referee.echo import printable
from referee.jsonio import to_json
from referee.logs import ABANDON_EXTENSION, SECOND_FORMAT, VALID_REQUEST_ID
from referee.settings import request_log_setting

REQUEST_ID_HEADER = "X-Request-ID"
# Any other method token a client invents is counted as "other": labels must stay a bounded set.
KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "CONNECT"})

REQUESTS = Counter("referee_requests_total", "HTTP requests answered", ["endpoint", "method", "status"])
LATENCY = Histogram(
    "referee_request_duration_seconds",
    "Time to answer a request",
    ["endpoint"],
    buckets=(0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0),
)
RULINGS = Counter(
    "referee_rulings_total", "Adjudication answers by game, operation and verdict", ["game", "operation", "verdict"]
)
BATCH_RECORDS = Counter(
    "referee_batch_records_total",
    "Records answered in batch bodies by game and outcome (adjudicate/batch: valid, invalid; result/batch: settled, "
    "unsettled; either: error)",
    ["game", "outcome"],
)
REQUESTS_CUT = Counter(
    "referee_requests_cut_total",
    "Requests whose answer ended before its end (a stream without its "
    "last line) by endpoint and cause (client-gone, error, worker-timeout)",
    ["endpoint", "cause"],
)

# labels() takes a lock and builds a key on every call; the label sets are few, so keep each child.
requests_counted = lru_cache(maxsize=None)(lambda endpoint, method, status: REQUESTS.labels(endpoint, method, status))
latency_of = lru_cache(maxsize=None)(lambda endpoint: LATENCY.labels(endpoint))
rulings_counted = lru_cache(maxsize=None)(lambda game, operation, outcome: RULINGS.labels(game, operation, outcome))


_second_formatted = [0, ""]
_MILLISECONDS = tuple(f".{millisecond:03d}Z" for millisecond in range(1000))


def utc_timestamp() -> str:
    """ISO 8601 UTC to the millisecond; the part up to the second is formatted once a second."""
    now = time.time()
    second = int(now)
    if _second_formatted[0] != second:
        _second_formatted[:] = [second, time.strftime(SECOND_FORMAT, time.gmtime(second))]
    return _second_formatted[1] + _MILLISECONDS[int((now - second) * 1000)]


# The JSON texts a log line repeats request after request: the path (whatever would not show written as escapes), the
# game and the operation (null for none). Bounded: a client may send any number of paths.
logged_path = lru_cache(maxsize=256)(lambda path: to_json(printable(path)))
logged_name = lru_cache(maxsize=256)(to_json)


class RequestLog:
    """One JSON line per request, written straight to a stream (stderr by default).

    Not through the logging module: a LogRecord and its handler chain would be built for every
    request only to format one fixed line. REFEREE_REQUEST_LOG=off turns the lines off.
    """

    def __init__(self, stream=None, enabled: bool = True):
        self.stream = stream
        self.enabled = enabled

    def write(
        self,
        request_id: str,
        method: str,
        path: str,
        status: int,
        duration_ms: float,
        game: str | None,
        operation: str | None,
        outcome: str | None = None,
        cause: str | None = None,
    ) -> None:
        if not self.enabled:
            return
        # A fixed template rather than a dict to encode: only the values a client controls (the path,
        # whatever would not show or not encode written as escapes) or that may be null are
        # JSON-encoded. The request id and the method are plain already (checked, generated, or
        # one of KNOWN_METHODS).
        line = (
            f'{{"time": "{utc_timestamp()}", "message": "request", "request_id": "{request_id}", '
            f'"method": "{method}", "path": {logged_path(path)}, "status": {status}, '
            f'"duration_ms": {duration_ms}, "game": {logged_name(game)}, "operation": {logged_name(operation)}'
            + ("" if outcome is None else f', "outcome": "{outcome}"')
            + ("" if cause is None else f', "cause": "{cause}"')
            + "}\n"
        )
        if self.stream is None:
            # One write(2) of the whole line: no text layer to flush, and lines from the workers
            # sharing stderr never interleave.
            os.write(2, line.encode())
        else:
            self.stream.write(line)
            self.stream.flush()


request_log = RequestLog(enabled=request_log_setting(os.environ))


def verdict(answer: dict) -> str:
    """How an answer came out, for the rulings metric."""
    for key, yes, no in (("legal", "legal", "illegal"), ("valid", "valid", "invalid")):
        if type(answer.get(key)) is bool:
            return yes if answer[key] else no
    return "answered"


RULING_KEY = "referee.ruling"  # set in the WSGI environ by a game view: (game, operation)


def record_ruling(environ: dict, game: str, operation: str, answer: dict) -> None:
    """Counts the answer and leaves (game, operation) in the WSGI environ for the log line."""
    rulings_counted(game, operation, verdict(answer)).inc()
    environ[RULING_KEY] = (game, operation)


def record_batch(environ: dict, game: str, operation: str, tally) -> None:
    """Counts a batch's records by outcome (a referee.batch.Tally) once its last line is written."""
    counted = tally.verdict
    for outcome, count in ((counted.yes, tally.yes), (counted.no, tally.no), ("error", tally.errors)):
        if count:
            BATCH_RECORDS.labels(game, outcome).inc(count)
    environ[RULING_KEY] = (game, operation)


# Set in the WSGI environ by a view whose answer streams: its request is observed (duration, log line)
# when the last of the answer has been written, not when the view returns.
STREAMED_KEY = "referee.streamed"
# Set by a streamed view: "complete" or "incomplete" once its last line is written (a batch stopped at a limit
# is incomplete: its summary says so), CUT_BY_CLIENT when the client went away before. Left unset, the stream
# was cut by an error.
OUTCOME_KEY = "referee.outcome"
COMPLETE, INCOMPLETE, CUT = "complete", "incomplete", "cut"
CUT_BY_CLIENT = "client-gone"
# A cut answer is not a success, though its 200 header went out: it is logged and counted with nginx's 499
# when the client went away, 500 when the server did not finish.
CUT_STATUS = {CUT_BY_CLIENT: 499, "error": 500, "worker-timeout": 500}

REQUEST_KEY = "referee.request"


class ObservedRequest(Request):
    """Flask's request, also left in the environ under our own key: Flask clears werkzeug's
    reference when the request ends, before the middleware reads the matched route from it."""

    def __init__(self, environ, *args, **kwargs):
        super().__init__(environ, *args, **kwargs)
        environ[REQUEST_KEY] = self


class ObservedApp:
    """WSGI middleware around the Flask app: the request id, the request metrics and the log line.

    A middleware rather than Flask's before/after_request hooks: it sees every response, errors
    included, and needs no context-local proxy or response object, only a few dictionary reads.
    """

    def __init__(self, wsgi_app):
        self.wsgi_app = wsgi_app

    def __call__(self, environ, start_response):
        started = time.perf_counter()
        offered = environ.get("HTTP_X_REQUEST_ID", "")
        request_id = offered if offered and VALID_REQUEST_ID.fullmatch(offered) else os.urandom(16).hex()
        statuses = []
        key = id(environ)

        def start_response_with_id(status, headers, exc_info=None):
            statuses.append(status)
            headers.append((REQUEST_ID_HEADER, request_id))
            return start_response(status, headers, exc_info)

        def observe():
            if IN_FLIGHT.pop(key, None) is None:
                return  # logged already: the worker was stopped in the middle of it (abandon_requests)
            status = int(statuses[-1][:3]) if statuses else 500
            outcome = cause = None
            if streamed:
                outcome = environ.get(OUTCOME_KEY, "error")
                if outcome not in (COMPLETE, INCOMPLETE):
                    outcome, cause = CUT, outcome
                    status = CUT_STATUS[cause]
            self._observe(environ, request_id, status, time.perf_counter() - started, outcome, cause)

        IN_FLIGHT[key] = (environ, request_id, started)
        streamed = False
        try:
            answer = self.wsgi_app(environ, start_response_with_id)
            streamed = environ.get(STREAMED_KEY, False)
            return ClosingIterator(answer, observe) if streamed else answer
        finally:
            if not streamed:
                observe()

    @staticmethod
    def _observe(
        environ, request_id: str, status: int, elapsed: float, outcome: str | None = None, cause: str | None = None
    ) -> None:
        # Popped, not read: the request refers to the environ, and the cycle would outlive the request.
        matched = environ.pop(REQUEST_KEY, None)
        rule = getattr(matched, "url_rule", None)
        endpoint = rule.rule if rule is not None else "unmatched"
        method = environ.get("REQUEST_METHOD", "")
        method = method if method in KNOWN_METHODS else "other"
        requests_counted(endpoint, method, str(status)).inc()
        latency_of(endpoint).observe(elapsed)
        if cause is not None:
            REQUESTS_CUT.labels(endpoint, cause).inc()
        game, operation = environ.get(RULING_KEY, (None, None))
        request_log.write(
            request_id,
            method,
            matched.path if matched is not None else environ.get("PATH_INFO", ""),
            status,
            round(elapsed * 1000, 3),
            game,
            operation,
            outcome,
            cause,
        )


# The requests this process is answering (a sync worker: one at a time), by id(environ): should the worker be
# stopped in the middle of one, abandon_requests still logs and counts it.
IN_FLIGHT: dict = {}


def abandon_requests(cause: str) -> None:
    """Logs and counts each request in hand as cut by ``cause``, as the process is about to exit without
    finishing it (gunicorn's worker timeout: serving.worker_abort)."""
    for key, (environ, request_id, started) in list(IN_FLIGHT.items()):
        if IN_FLIGHT.pop(key, None) is not None:
            ObservedApp._observe(environ, request_id, CUT_STATUS[cause], time.perf_counter() - started, CUT, cause)


def metrics_view() -> Response:
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        body = generate_latest(registry)
    else:
        body = generate_latest()
    return Response(body, content_type=CONTENT_TYPE_LATEST)


def install_observability(app: Flask) -> None:
    app.request_class = ObservedRequest
    app.wsgi_app = ObservedApp(app.wsgi_app)
    app.extensions[ABANDON_EXTENSION] = abandon_requests  # gunicorn's worker_abort calls it (referee/serving.py)
    app.add_url_rule("/metrics", "metrics", metrics_view)
