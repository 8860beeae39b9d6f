"""The service's log lines that go through the logging module (gunicorn's own: "Starting gunicorn",
"Booting worker", "Worker timeout"...; an unhandled error's traceback) as JSON, one object a line, like
the request lines of referee.api.observability, so a log reader parses every line of stderr alike."""

import json
import logging
import os
import re
import time

# A request id a client offers (X-Request-ID) is kept when it matches this, and logged with the request: short, and
# no character that could disguise a log line or a header.
VALID_REQUEST_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")

# The app's function that logs and counts the requests in hand as cut (referee/api/observability.py registers it
# in the Flask app's extensions, gunicorn's worker_abort in referee/serving.py calls it: the HTTP shell's code
# stays in the app).
ABANDON_EXTENSION = "referee.abandon_requests"

# The request lines' time format (ISO 8601 UTC to the millisecond), shared so the two kinds of line sort alike.
SECOND_FORMAT = "%Y-%m-%dT%H:%M:%S"

# ASCII only: a message may quote what a client sent, and no byte of it may disguise the line or fail to encode.
_encode = json.JSONEncoder(ensure_ascii=True).encode


def utc_time(seconds: float) -> str:
    return f"{time.strftime(SECOND_FORMAT, time.gmtime(seconds))}.{int((seconds % 1) * 1000):03d}Z"


def json_line(level: str, message: str, logger: str = "referee", seconds: float | None = None, **more) -> str:
    """One log line, as every line the service writes: {"time", "level", "logger", "pid", "message", ...}."""
    return _encode(
        {
            "time": utc_time(time.time() if seconds is None else seconds),
            "level": level,
            "logger": logger,
            "pid": os.getpid(),
            "message": message,
            **more,
        }
    )


class JsonLines(logging.Formatter):
    """A log record as {"time", "level", "logger", "pid", "message"[, "exception"]} on one line."""

    def format(self, record: logging.LogRecord) -> str:
        more = {}
        if record.exc_info:
            more["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            more["exception"] = record.exc_text
        if record.stack_info:
            more["stack"] = self.formatStack(record.stack_info)
        return _encode(
            {
                "time": utc_time(record.created),
                "level": record.levelname.lower(),
                "logger": record.name,
                "pid": record.process,
                "message": record.getMessage(),
                **more,
            }
        )


def logging_config(level: str = "INFO") -> dict:
    """A logging.config.dictConfig for gunicorn's logconfig_dict: gunicorn's error log and every other logger
    (the app's "referee" among them) as JSON lines on stderr. gunicorn's access log keeps its own setup: off
    unless ACCESS_LOG asks for it, since the app writes its own line per request."""
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": JsonLines}},
        "handlers": {"stderr": {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}},
        "loggers": {"gunicorn.error": {"level": level, "handlers": ["stderr"], "propagate": False}},
        "root": {"level": level, "handlers": ["stderr"]},
    }
