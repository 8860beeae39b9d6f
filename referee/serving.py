"""gunicorn settings, read by gunicorn.conf.py and by `referee serve` alike."""

import os


def gunicorn_settings() -> dict:
    return {
        "bind": f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8000')}",
        # Sync workers: the work is CPU-bound and short; threads or gevent only add tail latency.
        "worker_class": "sync",
        "workers": int(os.environ.get("WEB_CONCURRENCY", os.cpu_count() or 1)),
        "timeout": int(os.environ.get("GUNICORN_TIMEOUT", "30")),
        "graceful_timeout": 20,
        "keepalive": 5,
        "accesslog": os.environ.get("ACCESS_LOG", "-"),
        "errorlog": "-",
    }
