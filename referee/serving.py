"""gunicorn settings and hooks, read by gunicorn.conf.py and by `referee serve` alike."""

import atexit
import os
import shutil
import sys
import tempfile

from gunicorn.arbiter import Arbiter
from gunicorn.errors import AppImportError
from gunicorn.workers.sync import SyncWorker

from referee import slots
from referee.front import DEFAULT_HOST
from referee.logs import logging_config


def _metrics_dir() -> str:
    # prometheus_client's multiprocess mode must know its directory before any worker imports it.
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR") or tempfile.mkdtemp(prefix="referee-metrics-")
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = directory
    return directory


def worker_count() -> int:
    return int(os.environ.get("WEB_CONCURRENCY", os.cpu_count() or 1))


def _slots_dir(workers: int) -> str:
    # The expensive-work slots (referee.slots) every worker shares; `referee serve` puts them in its runtime
    # directory, a bare gunicorn (gunicorn.conf.py) gets its own directory, removed when the master exits.
    concurrency = slots.concurrency_from(os.environ, workers)  # a bad value stops the start, named
    directory = os.environ.get(slots.DIRECTORY_VARIABLE)
    if not directory:
        directory = tempfile.mkdtemp(prefix="referee-slots-")
        master = os.getpid()
        # Workers are forked from this process and run its exit handlers too: only the master removes it.
        atexit.register(lambda: os.getpid() == master and shutil.rmtree(directory, ignore_errors=True))
    os.environ[slots.DIRECTORY_VARIABLE] = directory
    os.environ[slots.CONCURRENCY_VARIABLE] = str(concurrency)
    return directory


def on_starting(server):
    # Counts from an earlier run in the same directory would be added to this one's.
    directory = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory, exist_ok=True)


def child_exit(server, worker):
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


class Worker(SyncWorker):
    """gunicorn's sync worker, whose failure to start is only logged (one JSON line, the traceback in it):
    gunicorn's own handler also prints the exception's text bare on stderr, the one line a log reader could
    not parse. Otherwise as gunicorn's: the same log message, the same exit status for the master to read."""

    def init_process(self):
        try:
            super().init_process()
        except SystemExit:
            raise
        except AppImportError:
            self.log.exception("Exception while loading the application")
            sys.exit(Arbiter.APP_LOAD_ERROR)
        except Exception:
            self.log.exception("Exception in worker process")
            sys.exit(-1 if self.booted else Arbiter.WORKER_BOOT_ERROR)

    def handle_error(self, req, client, addr, exc):
        # gunicorn's own answers to a request it could not parse (400, 414, 431...) are HTML; gunicorn logs
        # and classifies them as ever, and writes them through this stand-in, which answers the same status as
        # problem+json with a request id instead. Behind `referee serve`'s nginx these are never reached.
        super().handle_error(req, _ProblemWriter(client, _request_id(req or getattr(exc, "req", None)), exc),
                             addr, exc)


def _request_id(req) -> str:
    from referee.api.observability import VALID_REQUEST_ID

    for name, value in getattr(req, "headers", None) or ():
        if name == "X-REQUEST-ID" and VALID_REQUEST_ID.fullmatch(value):
            return value
    return os.urandom(16).hex()


class _ProblemWriter:
    """What gunicorn's error writer (gunicorn.util.write_error) sees as the client socket: it reads the
    status from gunicorn's status line and sends a problem+json answer with that status to the client."""

    def __init__(self, client, request_id: str, exc):
        self._client = client
        self._request_id = request_id
        self._exc = exc

    def __getattr__(self, name):
        return getattr(self._client, name)  # gettimeout, setblocking: the writer sets the socket's mode

    def sendall(self, data: bytes) -> None:
        from referee.echo import printable
        from referee.jsonio import to_json_bytes

        status_line = data.split(b"\r\n", 1)[0].decode("latin-1").split(" ", 2)
        status, title = int(status_line[1]), status_line[2] if len(status_line) > 2 else ""
        # gunicorn's message quotes what the client sent: made printable and cut short, as the logs are.
        detail = printable(str(self._exc)[:300]) if status < 500 else "The server failed on this request; the error has been logged."
        body = to_json_bytes({"type": "about:blank", "title": title, "status": status,
                              "detail": detail or title, "errors": [], "request_id": self._request_id})
        head = (f"HTTP/1.1 {status} {title}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
                f"X-Request-ID: {self._request_id}\r\nContent-Length: {len(body)}\r\n\r\n")
        self._client.sendall(head.encode("latin-1") + body)


def gunicorn_settings() -> dict:
    _metrics_dir()
    workers = worker_count()
    _slots_dir(workers)
    return {
        "bind": f"{os.environ.get('HOST') or DEFAULT_HOST}:{os.environ.get('PORT', '8000')}",
        # Sync workers: the work is CPU-bound and short; threads or gevent only add tail latency.
        "worker_class": "referee.serving.Worker",
        "workers": workers,
        "timeout": int(os.environ.get("GUNICORN_TIMEOUT", "30")),
        # SIGTERM is a graceful stop: workers finish the requests in hand within this many seconds.
        "graceful_timeout": int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "20")),
        "keepalive": 5,
        # The app logs one JSON line per request itself; gunicorn's access log would repeat it.
        "accesslog": os.environ.get("ACCESS_LOG") or None,
        "errorlog": "-",
        # gunicorn's own lines as JSON, like the request lines (referee.logs).
        "logconfig_dict": logging_config(),
        # gunicorn 25.1+ opens a control socket under $HOME for gunicornc; the image's user has no home
        # and Kubernetes runs it on a read-only root filesystem, and nothing here uses gunicornc.
        "control_socket_disable": True,
        "on_starting": on_starting,
        "child_exit": child_exit,
    }
