"""gunicorn settings and hooks, read by gunicorn.conf.py and by `referee serve` alike."""

import os
import shutil
import sys
import tempfile

from gunicorn.arbiter import Arbiter
from gunicorn.errors import AppImportError
from gunicorn.workers.sync import SyncWorker

from referee.logs import logging_config

# Loopback unless HOST says otherwise: `make run` on a laptop serves only that machine. The container image
# and the Kubernetes manifests set HOST=0.0.0.0, where the network in front decides who reaches the port.
DEFAULT_HOST = "127.0.0.1"


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


def gunicorn_settings() -> dict:
    _metrics_dir()
    return {
        "bind": f"{os.environ.get('HOST') or DEFAULT_HOST}:{os.environ.get('PORT', '8000')}",
        # Sync workers: the work is CPU-bound and short; threads or gevent only add tail latency.
        "worker_class": "referee.serving.Worker",
        "workers": int(os.environ.get("WEB_CONCURRENCY", os.cpu_count() or 1)),
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
