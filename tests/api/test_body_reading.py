"""How a game operation reads its body (referee/api/body.py): exactly Content-Length bytes when that is within
MAX_CONTENT_LENGTH, werkzeug's reading otherwise (no length: a chunked body; a length over the limit: the 413)."""

import io
import json

from werkzeug.test import EnvironBuilder

from referee import run
from referee.api.app import create_app

PATH = "/v1/games/hearts/legal-moves"
BODY = {"hand": ["AS", "4D", "KD", "2H"], "trick": [{"seat": 1, "card": "7D"}], "seat": 2}
RAW = json.dumps(BODY).encode()


def answer(app, environ: dict) -> tuple[str, bytes]:
    status = []
    body = b"".join(app(environ, lambda line, headers, exc_info=None: status.append(line)))
    return status[0], body


def environ_for(raw: bytes, **changes) -> dict:
    environ = EnvironBuilder(path=PATH, method="POST", data=raw, content_type="application/json").get_environ()
    environ.update(changes)
    return environ


def test_a_body_exactly_at_the_limit_is_answered_and_one_byte_over_is_413():
    at_limit = create_app({"TESTING": True, "MAX_CONTENT_LENGTH": len(RAW)})
    status, body = answer(at_limit, environ_for(RAW))
    assert status.startswith("200")
    assert json.loads(body) == run("hearts", "legal-moves", BODY)
    below = create_app({"TESTING": True, "MAX_CONTENT_LENGTH": len(RAW) - 1})
    status, body = answer(below, environ_for(RAW))
    assert status.startswith("413")
    assert json.loads(body)["status"] == 413


def test_no_more_than_content_length_bytes_are_read():
    # A server that hands the application more than the body (PEP 3333 says it should not): the rest is not read.
    stream = io.BytesIO(RAW + b"GET / HTTP/1.1\r\n")
    status, body = answer(create_app({"TESTING": True}), environ_for(RAW, **{"wsgi.input": stream}))
    assert status.startswith("200")
    assert json.loads(body) == run("hearts", "legal-moves", BODY)
    assert stream.tell() == len(RAW)


def test_a_body_without_content_length_is_read_to_its_end():
    environ = environ_for(RAW, **{"wsgi.input": io.BytesIO(RAW), "wsgi.input_terminated": True})
    del environ["CONTENT_LENGTH"]
    status, body = answer(create_app({"TESTING": True}), environ)
    assert status.startswith("200")
    assert json.loads(body) == run("hearts", "legal-moves", BODY)


def test_a_body_without_content_length_past_the_limit_is_413():
    environ = environ_for(RAW, **{"wsgi.input": io.BytesIO(RAW), "wsgi.input_terminated": True})
    del environ["CONTENT_LENGTH"]
    status, body = answer(create_app({"TESTING": True, "MAX_CONTENT_LENGTH": 10}), environ)
    assert status.startswith("413")
    assert json.loads(body)["status"] == 413


def test_a_limit_changed_on_the_app_after_it_was_made_is_the_one_applied():
    app = create_app({"TESTING": True})
    app.config["MAX_CONTENT_LENGTH"] = 10
    status, _ = answer(app, environ_for(RAW))
    assert status.startswith("413")


def test_a_body_without_content_length_exactly_at_the_limit_is_answered():
    environ = environ_for(RAW, **{"wsgi.input": io.BytesIO(RAW), "wsgi.input_terminated": True})
    del environ["CONTENT_LENGTH"]
    status, _ = answer(create_app({"TESTING": True, "MAX_CONTENT_LENGTH": len(RAW)}), environ)
    assert status.startswith("200")
