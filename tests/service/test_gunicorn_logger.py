"""gunicorn's logger under the service's settings: the access log is built only where it is written."""

from types import SimpleNamespace

import gunicorn.glogging
import pytest
from gunicorn.config import Config

from referee.logs import logging_config


def served_logger(monkeypatch, **settings):
    """The logger gunicorn makes from the service's logging settings (gunicorn.conf.py's), plus ``settings``; the
    logging configuration itself is not applied to this test process."""
    monkeypatch.setattr(gunicorn.glogging, "dictConfig", lambda config: None)
    config = Config()
    config.set("logconfig_dict", logging_config())
    config.set("logger_class", "referee.serving.Logger")
    for name, value in settings.items():
        config.set(name, value)
    return config.logger_class(config)


def access(logger) -> None:
    response = SimpleNamespace(status="200 OK", headers=[("Content-Type", "application/json")], sent=2)
    request = SimpleNamespace(headers=[("HOST", "x")])
    environ = {"REQUEST_METHOD": "GET", "RAW_URI": "/healthz", "SERVER_PROTOCOL": "HTTP/1.1", "PATH_INFO": "/healthz"}
    logger.access(response, request, environ, SimpleNamespace(seconds=0, microseconds=120))


def test_no_access_log_fields_are_built_for_a_request_when_access_log_is_unset(monkeypatch):
    logger = served_logger(monkeypatch)

    def built(*arguments):
        pytest.fail("the access log's fields were built, for a log that goes nowhere")

    monkeypatch.setattr(logger, "atoms", built)
    access(logger)


def test_access_log_still_writes_a_line_a_request_when_set(monkeypatch, tmp_path):
    path = tmp_path / "access.log"
    logger = served_logger(monkeypatch, accesslog=str(path))
    access(logger)
    assert '"GET /healthz HTTP/1.1" 200' in path.read_text()
