"""Hostile text in every string of every operation: lone surrogates, NUL and other control characters.

JSON escapes let a client send strings UTF-8 cannot carry ("\\ud800") or that a reader cannot see.
Whatever the referee echoes back (a bad card, a bad key, an unknown game) must still encode: every
answer is valid UTF-8 JSON whose strings are all printable, never a 500.
"""

import json
import re
import subprocess
import sys

import pytest
from conftest import table_cases
from hostile_support import POST_FIELDS, POST_PATHS

from referee.cli import main as cli_main
from referee.echo import printable, quote

HOSTILE_TEXT = {
    "lone-high-surrogate": "\ud800",
    "lone-low-surrogate": "\udfff",
    "reversed-surrogate-pair": "\udc00\ud800",
    "surrogate-inside-a-card": "A\udbffH",
    "nul": "\u0000",
    "nul-inside-a-card": "A\u0000H",
    "terminal-escape": "\u001b[2J",
    "delete": "\u007f",
    "c1-next-line": "\u0085",
    "right-to-left-override": "\u202eHA",
    "bell-tab-newline": "\u0007\t\n\r",
}

# Where a string can stand in a request: the field itself, an item, an item of an item, a play's card, a key.
SHAPES = {
    "value": lambda text: text,
    "item": lambda text: [text],
    "item-of-item": lambda text: [[text]],
    "play-card": lambda text: [{"seat": 0, "card": text}],
    "key": lambda text: {text: text},
}


@pytest.fixture(scope="module")
def client():
    from referee.api.app import create_app

    return create_app({"TESTING": True}).test_client()


def strings_in(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def assert_clean_json(raw: bytes, context) -> dict:
    """Valid UTF-8 JSON whose every string (keys too) encodes again and shows every character."""
    parsed = json.loads(raw.decode("utf-8"))
    for text in strings_in(parsed):
        text.encode("utf-8")  # a "\\ud800" escape in the JSON parses to a lone surrogate: this raises
        assert text.isprintable(), (context, text)
    return parsed


def post_raw(client, path: str, body):
    # json.dumps escapes the surrogates (the only way JSON can carry them); the bytes are plain ASCII.
    return client.post(path, data=json.dumps(body), content_type="application/json")


def assert_clean_answer(response, context):
    assert response.status_code < 500, (context, response.get_data()[:300])
    parsed = assert_clean_json(response.get_data(), context)
    if response.status_code >= 400:
        assert response.content_type == "application/problem+json", context
        assert parsed["status"] == response.status_code and parsed["detail"], context
    return parsed


def test_the_reported_request_answers_a_named_422(client):
    response = post_raw(client, "/v1/games/forty-five/legal-moves", {"trump": "D", "hand": ["\ud800"], "trick": []})
    problem = assert_clean_answer(response, "issue example")
    assert response.status_code == 422
    assert problem["errors"] == [{"pointer": "/hand/0", "message": problem["errors"][0]["message"]}]
    assert problem["errors"][0]["message"].startswith('"\\ud800" is not a card')


@pytest.mark.parametrize("path, name", POST_FIELDS)
def test_hostile_text_in_any_field_is_answered_in_clean_json(client, path, name):
    for label, text in HOSTILE_TEXT.items():
        for shape, build in SHAPES.items():
            assert_clean_answer(post_raw(client, path, {name: build(text)}), (path, name, label, shape))


@pytest.mark.parametrize("path", POST_PATHS)
def test_a_hostile_key_is_named_in_clean_json(client, path):
    for label, text in HOSTILE_TEXT.items():
        problem = assert_clean_answer(post_raw(client, path, {text: 1}), (path, label))
        assert response_names(problem, "/" + printable(text).replace("~", "~0").replace("/", "~1"))


def response_names(problem: dict, pointer: str) -> bool:
    return any(error["pointer"] == pointer for error in problem["errors"])


def string_places(value, path=()):
    """(path, kind) of every string in a request: "value" for a string, "key" for an object key."""
    if isinstance(value, str):
        yield path, "value"
    elif isinstance(value, dict):
        for key, item in value.items():
            yield (*path, key), "key"
            yield from string_places(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from string_places(item, (*path, index))


def replaced(value, path, kind, text):
    """A copy of ``value`` with the string (or key) at ``path`` replaced by ``text``."""
    if not path:
        return text
    head, rest = path[0], path[1:]
    if isinstance(value, list):
        return [replaced(item, rest, kind, text) if index == head else item for index, item in enumerate(value)]
    if not rest and kind == "key":
        return {(text if key == head else key): item for key, item in value.items()}
    return {key: (replaced(item, rest, kind, text) if key == head else item) for key, item in value.items()}


def one_place_per_field(request: dict):
    """The first string of each field and nesting pattern (list indexes folded), keys included."""
    seen = set()
    for path, kind in string_places(request):
        pattern = (kind, tuple("#" if isinstance(part, int) else part for part in path))
        if pattern not in seen:
            seen.add(pattern)
            yield path, kind


CASES = [
    pytest.param(game, case, id=f"{game}/{case['endpoint']}/{number}")
    for number, (game, case) in enumerate(table_cases())
]


@pytest.mark.parametrize("game, case", CASES)
def test_hostile_text_in_every_string_of_a_real_request(client, game, case):
    """Each table-driven request, otherwise valid, with one string (a card, a suit, an option, a key) replaced."""
    path = f"/v1/games/{game}/{case['endpoint']}"
    places = list(one_place_per_field(case["request"]))
    assert places, "a table-driven request with no string in it"
    for where, kind in places:
        for label, text in HOSTILE_TEXT.items():
            body = replaced(case["request"], where, kind, text)
            response = post_raw(client, path, body)
            assert_clean_answer(response, (path, where, kind, label))
            assert response.status_code == 422, (path, where, kind, label, response.get_data()[:200])


def test_an_unknown_game_or_operation_in_the_path_is_echoed_printably(client):
    for path in ("/v1/games/%00%ED%A0%80%1B/score", "/v1/games/hearts/%00%7F"):
        response = client.post(path, json={})
        assert response.status_code == 404
        assert_clean_answer(response, path)


def test_the_request_log_line_of_a_hostile_path_is_clean_json(capfd):
    """The log line goes to the process's stderr (one write), so it is read back from file descriptor 2."""
    from referee.api.observability import RequestLog

    RequestLog().write("id", "POST", "/v1/games/\u0000\ud800\u001b/score", 404, 0.1, None, None)
    line = capfd.readouterr().err.strip().splitlines()[-1]
    assert json.loads(line)["path"] == "/v1/games/\\u0000\\ud800\\u001b/score"


@pytest.mark.parametrize("label", HOSTILE_TEXT)
def test_the_cli_writes_clean_json_for_hostile_records(tmp_path, label):
    """A real process, so its real standard streams encode what it writes."""
    text = HOSTILE_TEXT[label]
    record = tmp_path / "record.json"
    record.write_text(json.dumps({"players": 4, "dealer": 0, "hands": [[text]], text: 1}), encoding="ascii")
    finished = subprocess.run(
        [sys.executable, "-m", "referee.cli", "adjudicate", "hearts", str(record)], capture_output=True, timeout=60
    )
    assert finished.returncode == 2, finished.stderr
    assert finished.stdout == b""
    problem = assert_clean_json(finished.stderr, label)
    assert problem["status"] == 422


@pytest.mark.parametrize("label", HOSTILE_TEXT)
def test_the_cli_names_a_hostile_game_printably(tmp_path, capsys, label):
    # In process: a command line cannot carry most of these characters.
    record = tmp_path / "record.json"
    record.write_text("{}")
    assert cli_main(["adjudicate", HOSTILE_TEXT[label], str(record)]) == 2
    assert assert_clean_json(capsys.readouterr().err.encode("utf-8"), label)["status"] == 404


def test_the_cli_names_an_unreadable_file_printably(capsys):
    assert cli_main(["adjudicate", "hearts", "/nonexistent/\udcff\u0001.json"]) == 2
    line = capsys.readouterr().err
    line.encode("utf-8")
    assert line == "referee: cannot read /nonexistent/\\udcff\\u0001.json: No such file or directory\n"


@pytest.mark.parametrize("label", HOSTILE_TEXT)
def test_quote_shows_every_character_and_always_encodes(label):
    text = HOSTILE_TEXT[label]
    quoted = quote(text)
    quoted.encode("utf-8")
    assert quoted.isprintable() and quoted.startswith('"') and quoted.endswith('"')
    # Each escape names the code point that was sent, so the client can find it.
    for char in text:
        if not char.isprintable():
            assert f"\\u{ord(char):04x}" in quoted


def test_quote_leaves_printable_text_alone():
    assert quote("ZZ") == '"ZZ"' and quote("10♥") == '"10♥"' and quote(12) == "12"
    assert re.fullmatch(r'"x{24}…"', quote("x" * 100))
