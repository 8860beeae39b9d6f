"""An oversized body is read and dropped before the 413 goes out, within bounds (referee/api/body.py)."""

import io

from referee.api.app import create_app
from referee.api.body import DISCARD_LIMIT, discard_unread_body


def environ_with(body: bytes, length: int | None, terminated: bool = False) -> dict:
    environ = {"wsgi.input": io.BytesIO(body), "wsgi.input_terminated": terminated}
    if length is not None:
        environ["CONTENT_LENGTH"] = str(length)
    return environ


def test_the_rest_of_a_body_within_the_bound_is_read():
    environ = environ_with(b"x" * 300_000, 300_000)
    discard_unread_body(environ)
    assert environ["wsgi.input"].tell() == 300_000


def test_reading_stops_at_the_content_length_even_if_more_bytes_follow():
    environ = environ_with(b"x" * 1000 + b"NEXT REQUEST", 1000)
    discard_unread_body(environ)
    assert environ["wsgi.input"].tell() == 1000


def test_a_body_larger_than_the_bound_is_left_alone():
    environ = environ_with(b"", DISCARD_LIMIT + 1)
    discard_unread_body(environ)
    assert environ["wsgi.input"].tell() == 0


def test_a_body_without_length_is_read_only_from_a_stream_that_ends():
    open_ended = environ_with(b"x" * 5000, None, terminated=False)
    discard_unread_body(open_ended)
    assert open_ended["wsgi.input"].tell() == 0
    chunked = environ_with(b"x" * 5000, None, terminated=True)
    discard_unread_body(chunked)
    assert chunked["wsgi.input"].tell() == 5000


def test_a_bad_content_length_is_ignored():
    environ = environ_with(b"x" * 10, None)
    environ["CONTENT_LENGTH"] = "ten"
    discard_unread_body(environ)
    assert environ["wsgi.input"].tell() == 0


def test_the_413_answer_has_read_the_whole_body_first():
    stream = io.BytesIO(b'{"hand": "' + b"x" * 200_000 + b'"}')
    size = len(stream.getvalue())
    client = create_app({"TESTING": True}).test_client()
    response = client.post(
        "/v1/games/hearts/legal-moves", input_stream=stream, content_length=size, content_type="application/json"
    )
    assert response.status_code == 413 and response.content_type == "application/problem+json"
    assert stream.tell() == size
