"""Teaches schemathesis the batch endpoints' NDJSON bodies (POST /v1/games/{game}/adjudicate/batch).

Loaded by the in-process fuzz (tests/api/test_schemathesis.py imports it) and by the live fuzz
(scripts/fuzz names it in SCHEMATHESIS_HOOKS). The spec can only say that the body is a string; a
random string would rarely be a line worth answering, so the bodies are made of lines of every kind a
batch meets: real deal records (the spec's adjudicate examples, of every game), JSON objects with
any keys and values, JSON that is not an object, text that is not JSON, lines with a lone surrogate
escape or control characters, and blank lines.
"""

import json
import re

import schemathesis
from hypothesis import strategies as st

from referee.api.examples import example_request
from referee.games import GAMES
from referee.notation import write

NDJSON = "application/x-ndjson"

RECORDS = [record for game in GAMES if (record := example_request(game, "adjudicate")) is not None]
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(), children, max_size=4),
    max_leaves=12,
)

LINES = st.one_of(
    st.sampled_from(RECORDS).map(json.dumps),
    st.dictionaries(
        st.sampled_from(["players", "dealer", "hands", "plays", "actions", "deck", "turned"]) | st.text(),
        JSON_VALUES,
        max_size=6,
    ).map(json.dumps),
    JSON_VALUES.map(json.dumps),
    st.text().map(lambda text: text.replace("\n", " ")),
    st.sampled_from(['{"hands": ["\\ud800"]}', '{"\\u0000": 1}', '{"plays": [{"seat": 0, "card": "A\\u202eH"}]}']),
    st.just(""),
)
NDJSON_BODIES = st.lists(LINES, max_size=6).map(lambda lines: "\n".join(lines).encode("utf-8", "surrogatepass"))

schemathesis.openapi.media_type(NDJSON, NDJSON_BODIES)


@schemathesis.serializer(NDJSON)
def ndjson_bytes(context, value):
    return value if isinstance(value, bytes) else str(value).encode("utf-8", "surrogatepass")


# A record's text (text/x-referee-record): the spec can only say it is a string, and a random string is no record
# (a 400 naming its line and column, which the notation's own fuzz tests: tests/notation). The text bodies are each
# game's example record written as text, cut after any number of plays, re-spaced, in lower case, commented, with
# tags for people: texts a director or an app would send, which the endpoint must answer as it answers their JSON.
RECORD_TEXT = "text/x-referee-record"
_GAME_PATH = re.compile(r"^/v1/games/([^/]+)/")


def _texts(game: str) -> list[str]:
    record = example_request(game, "adjudicate")
    if record is None:
        return []
    moves = "actions" if "actions" in record else "plays"
    cuts = [{**record, moves: record[moves][:cut]} for cut in range(0, len(record[moves]) + 1, 3)]
    texts = [write(game, cut) for cut in cuts]
    texts += [write(game, record, {"Event": "Club night", "Names": "Ann, Bob", "X-Table": "3"})]
    texts += [text.lower().replace('[game "', '[Game "') for text in texts[:3]]
    texts += [" ".join(text.split()) for text in texts[:3]]
    texts += [text.replace("\n", " ; a comment\n") for text in texts[:2]]
    return texts


TEXTS = {game: _texts(game) for game in GAMES}


@schemathesis.hook
def flatmap_case(context, case):
    if case.media_type != RECORD_TEXT or not isinstance(case.body, str):
        return st.just(case)  # a body that is not even a string: the negative case schemathesis meant
    game = _GAME_PATH.match(case.operation.path).group(1)

    def with_text(text: str):
        case.body = text
        return case

    return st.sampled_from(TEXTS[game]).map(with_text)
