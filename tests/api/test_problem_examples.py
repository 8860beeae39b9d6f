"""The error answers the spec shows (and the docs page with them) are the service's real answers: each example names
the request it answers, and that request, sent to the app, gets exactly the example (referee/api/documentation.py)."""

import pytest

from referee.api.app import create_app
from referee.api.problems import PROBLEM_CONTENT_TYPE
from referee.games import GAMES

# Every status a request's own mistake gets: each is shown with a real answer wherever an operation documents it.
SHOWN_STATUSES = {"400", "404", "405", "413", "415", "422"}
LIMIT = 256

APP = create_app({"TESTING": True})
# The same app with small limits, for the 413s.
SMALL = create_app({"TESTING": True, "MAX_CONTENT_LENGTH": LIMIT, "MAX_BATCH_LENGTH": LIMIT})
SPEC = APP.extensions["referee_api"].spec.to_dict()


def documented_examples():
    first_game = next(iter(GAMES))
    for rule in APP.url_map.iter_rules():
        for example in getattr(APP.view_functions[rule.endpoint], "problem_examples", ()):
            spec_path = rule.rule.replace("<string:game>", "{game}")
            path = example.path or rule.rule.replace("<string:game>", first_game)
            yield pytest.param(spec_path, path, example, id=f"{path} {example.status} {example.name}")


def shown_example(spec_path: str, example) -> dict:
    (operation,) = [operation for method, operation in SPEC["paths"][spec_path].items() if method in ("get", "post")]
    content = operation["responses"][str(example.status)]["content"][PROBLEM_CONTENT_TYPE]
    return content["examples"][example.name]


@pytest.mark.parametrize(("spec_path", "path", "example"), list(documented_examples()))
def test_each_error_example_in_the_spec_is_the_live_answer_to_its_request(spec_path, path, example):
    assert shown_example(spec_path, example) == {"summary": example.summary, "value": example.answer}
    app = SMALL if example.body is None else APP
    body = b" " * (LIMIT + 1) if example.body is None else example.body
    answer = app.test_client().open(path, method=example.method, data=body, content_type=example.content_type)
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
        if status in SHOWN_STATUSES and not response["content"][PROBLEM_CONTENT_TYPE].get("examples")
    ]
    assert missing == []


def test_a_missing_field_example_points_at_the_field_it_left_out():
    answers = SPEC["paths"]["/v1/games/hearts/legal-moves"]["post"]["responses"]
    example = answers["422"]["content"][PROBLEM_CONTENT_TYPE]["examples"]["missing-field"]
    field = example["summary"].split('"')[1]
    assert [error["pointer"] for error in example["value"]["errors"]] == [f"/{field}"]
