"""gunicorn settings and hooks, read by gunicorn.conf.py and by `referee serve` alike."""

import os
import shutil
import tempfile


def _metrics_dir() -> str:
    # prometheus_client's multiprocess mode must know its directory before any worker imports it.
    directory = os.environ.get("PROMETHEUS_MULTIPROC_DIR") or tempfile.mkdtemp(prefix="referee-metrics-")
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = directory
    return directory


def on_starting(server):
    # Counts from an earlier run in the same directory would be added to this one's.
    directory = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory, exist_ok=True)


# The app's function that logs and counts the requests in hand as cut (referee/api/observability.py registers it
# in the Flask app's extensions: the HTTP shell's code stays there).
ABANDON_EXTENSION = "referee.abandon_requests"


def worker_abort(worker):
    # gunicorn's timeout stops this worker in the middle of a request (SIGABRT, then it exits): the request's
    # log line would never be written and its 200, for a stream, would pass for a success.
    abandon = getattr(worker.wsgi, "extensions", {}).get(ABANDON_EXTENSION)
    if abandon is not None:
        abandon("worker-timeout")


def checked_limits(environ) -> None:
    """Every limit of the expensive work (referee/limits.py) before a worker boots; a bad one stops the start
    with one line naming it. A deadline must end inside gunicorn's worker timeout, or the timeout ends it."""
    from referee.limits import BATCH_SECONDS, CLAIM_SECONDS, SettingError, limits_from

    try:
        limits = limits_from(environ)
    except SettingError as error:
        raise SystemExit(f"referee: {error}") from None
    timeout = int(environ.get("GUNICORN_TIMEOUT", "30"))
    for name, seconds in ((CLAIM_SECONDS, limits.claim_seconds), (BATCH_SECONDS, limits.batch_seconds)):
        if timeout and seconds >= timeout:
            raise SystemExit(f"referee: {name}={seconds:g}: it must be less than GUNICORN_TIMEOUT ({timeout} s), "
                             f"which would kill the worker first")


def child_exit(server, worker):
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def gunicorn_settings() -> dict:
    checked_limits(os.environ)
    _metrics_dir()
    return {
        "bind": f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8000')}",
        # Sync workers: the work is CPU-bound and short; threads or gevent only add tail latency.
        "worker_class": "sync",
        "workers": int(os.environ.get("WEB_CONCURRENCY", os.cpu_count() or 1)),
        "timeout": int(os.environ.get("GUNICORN_TIMEOUT", "30")),
        # SIGTERM is a graceful stop: workers finish the requests in hand within this many seconds.
        "graceful_timeout": int(os.environ.get("GUNICORN_GRACEFUL_TIMEOUT", "20")),
        "keepalive": 5,
        # The app logs one JSON line per request itself; gunicorn's access log would repeat it.
        "accesslog": os.environ.get("ACCESS_LOG") or None,
        "errorlog": "-",
        # gunicorn 25.1+ opens a control socket under $HOME for gunicornc; the image's user has no home
        # and Kubernetes runs it on a read-only root filesystem, and nothing here uses gunicornc.
        "control_socket_disable": True,
        "on_starting": on_starting,
        "child_exit": child_exit,
        "worker_abort": worker_abort,
    }
