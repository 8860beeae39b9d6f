"""What the hostile-input tests share (tests/generic/test_hostile.py, tests/api/test_hostile_text.py,
tests/api/test_batch_api.py): every POST operation of the games under test, the malformed bodies, and the check
that an answer is a clean problem+json."""

import pytest
from games_under_test import games_under_test

from referee.operations import OPERATIONS

PROBLEM = "application/problem+json"

POST_PATHS = [
    pytest.param(f"/v1/games/{game}/{path}", id=f"{game}/{path}")
    for game, operations in OPERATIONS.items()
    if game in games_under_test()
    for path in operations
]
POST_FIELDS = [
    pytest.param(f"/v1/games/{game}/{path}", name, id=f"{game}/{path}:{name}")
    for game, operations in OPERATIONS.items()
    if game in games_under_test()
    for path, operation in operations.items()
    for name in operation.request.fields
]


def assert_problem(response, *statuses):
    assert response.status_code in statuses, (response.status_code, response.get_data()[:300])
    assert response.content_type == PROBLEM
    body = response.get_json(force=True)
    assert body["status"] == response.status_code and body["detail"]
    assert b"Traceback" not in response.get_data() and b"<html" not in response.get_data().lower()
    return body


RAW_BODIES = {
    "empty": ("", 400),
    "truncated": ('{"hand": ["AH"', 400),
    "not-json": ("hand=AH", 400),
    "nan": ('{"players": NaN}', 400),
    "infinity": ('{"players": Infinity}', 400),
    "bad-utf8": (b'{"hand": ["\xff\xfe"]}', 400),
    "array": ("[1, 2, 3]", 422),
    "string": ('"AH"', 422),
    "number": ("42", 422),
    "null": ("null", 422),
    "deep-array": ("[" * 10_000 + "]" * 10_000, 422),
    "deep-object": ('{"a":' * 10_000 + "1" + "}" * 10_000, 422),
    "duplicate-name": ('{"hand": ["AS", "2H"], "hand": ["KD"]}', 400),
}
