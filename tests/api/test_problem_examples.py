"""The error answers the spec shows (and the docs page with them) are the service's real answers: each example names
the request it answers, and that request, sent to the app, gets exactly the example (referee/api/documentation.py).
Examples that need a state of the service beyond their request (every slot taken, the proxy's own answers) are
sent to `referee serve` by tests/service/test_served_examples.py."""

import pytest

from referee.api.app import create_app
from referee.api.batch import SUFFIX as BATCH_SUFFIX
from referee.api.problems import PROBLEM_CONTENT_TYPE
from referee.batch import DEFAULT_LINE_LIMIT
from referee.games import GAMES
from referee.settings import DEFAULT_BATCH_BYTES

# Every status a problem documented on an operation may have: each is shown with a real answer wherever it is.
SHOWN_STATUSES = {"400", "404", "405", "413", "414", "415", "422", "431", "502", "503", "504"}

APP = create_app({"TESTING": True})
SPEC = APP.extensions["referee_api"].spec.to_dict()


def resolved(item: dict) -> dict:
    """``item`` itself, or the component its $ref names."""
    while "$ref" in item:
        _, kind, name = item["$ref"].removeprefix("#/").split("/")
        item = SPEC["components"][kind][name]
    return item


def documented_examples():
    first_game = next(iter(GAMES))
    for rule in APP.url_map.iter_rules():
        for example in getattr(APP.view_functions[rule.endpoint], "problem_examples", ()):
            spec_path = rule.rule.replace("<string:game>", "{game}")
            path = example.path or rule.rule.replace("<string:game>", first_game)
            yield pytest.param(spec_path, path, example, id=f"{path} {example.status} {example.name}")


def shown_example(spec_path: str, example) -> dict:
    (operation,) = [operation for method, operation in SPEC["paths"][spec_path].items() if method in ("get", "post")]
    content = resolved(operation["responses"][str(example.status)])["content"][PROBLEM_CONTENT_TYPE]
    return resolved(content["examples"][example.name])


def over_the_limit(path: str) -> bytes:
    """One byte more than the endpoint takes under the service's default limits, which the spec shows."""
    return b" " * ((DEFAULT_BATCH_BYTES if path.endswith(BATCH_SUFFIX) else DEFAULT_LINE_LIMIT) + 1)


@pytest.mark.parametrize(("spec_path", "path", "example"), list(documented_examples()))
def test_each_error_example_in_the_spec_is_the_live_answer_to_its_request(spec_path, path, example):
    assert shown_example(spec_path, example) == {"summary": example.summary, "value": example.answer}
    if example.situation is not None:
        pytest.skip(f"needs {example.situation}: tests/service/test_served_examples.py sends it to referee serve")
    body = over_the_limit(path) if example.body is None else example.body
    answer = APP.test_client().open(path, method=example.method, data=body, content_type=example.content_type)
    assert answer.status_code == example.status
    assert answer.content_type == PROBLEM_CONTENT_TYPE
    assert answer.get_json() == example.answer


def test_every_operation_shows_a_real_answer_for_each_mistake_it_documents():
    missing = [
        f"{method.upper()} {path} {status}"
        for path, operations in SPEC["paths"].items()
        for method, operation in operations.items()
        if method in ("get", "post")
        for status, response in operation["responses"].items()
        if status in SHOWN_STATUSES and not resolved(response)["content"][PROBLEM_CONTENT_TYPE].get("examples")
    ]
    assert missing == []


def test_every_problem_status_an_operation_documents_is_one_shown():
    statuses = {
        status
        for operations in SPEC["paths"].values()
        for method, operation in operations.items()
        if method in ("get", "post")
        for status, response in operation["responses"].items()
        if PROBLEM_CONTENT_TYPE in resolved(response)["content"]
    }
    assert statuses <= SHOWN_STATUSES


def test_a_missing_field_example_points_at_the_field_it_left_out():
    answers = SPEC["paths"]["/v1/games/hearts/legal-moves"]["post"]["responses"]
    example = answers["422"]["content"][PROBLEM_CONTENT_TYPE]["examples"]["missing-field"]
    field = example["summary"].split('"')[1]
    assert [error["pointer"] for error in example["value"]["errors"]] == [f"/{field}"]
