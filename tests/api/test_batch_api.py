"""POST /v1/games/{game}/adjudicate/batch: every line answered as POST .../adjudicate answers it alone,
the body's limits, the media type, hostile lines, and the metrics and log line of a batch."""

import json

import pytest
from conftest import table_cases
from hostile_support import RAW_BODIES, assert_problem
from result_support import LATE_REVOKE
from test_hostile_text import HOSTILE_TEXT, assert_clean_json

from referee.api.app import config_from_environment, create_app
from referee.operations import OPERATIONS

NDJSON = "application/x-ndjson"
GAMES = sorted(game for game, operations in OPERATIONS.items() if "adjudicate" in operations)


def post_batch(client, game: str, body: bytes | str, content_type: str = NDJSON):
    return client.post(f"/v1/games/{game}/adjudicate/batch", data=body, content_type=content_type)


def answer_lines(response) -> list[dict]:
    assert response.status_code == 200 and response.content_type == NDJSON, response.get_data()[:300]
    return [json.loads(line) for line in response.get_data().splitlines()]


def single_answer(client, game: str, raw: bytes) -> tuple[int, dict]:
    response = client.post(f"/v1/games/{game}/adjudicate", data=raw, content_type="application/json")
    return response.status_code, response.get_json(force=True)


@pytest.mark.parametrize("game", GAMES)
def test_each_line_answers_as_the_single_endpoint_answers_it_alone(client, game):
    """Every adjudicate case of the game (valid, violations, 422s) and every malformed body of the hostile
    suite that fits on a line, in one batch."""
    raws = [
        json.dumps(case["request"]).encode()
        for case_game, case in table_cases()
        if case_game == game and case["endpoint"] == "adjudicate"
    ]
    raws += [raw if isinstance(raw, bytes) else raw.encode() for raw, _ in RAW_BODIES.values() if raw]
    lines = answer_lines(post_batch(client, game, b"\n".join(raws)))
    assert len(lines) == len(raws) + 1
    for number, (line, raw) in enumerate(zip(lines, raws), 1):
        status, body = single_answer(client, game, raw)
        assert line == {"line": number, "status": status, "answer" if status == 200 else "problem": body}, raw[:80]
    statuses = [line["status"] for line in lines[:-1]]
    summary = lines[-1]["summary"]
    assert summary["records"] == len(raws) and summary["errors"] == sum(status != 200 for status in statuses)
    assert summary["valid"] + summary["invalid"] == statuses.count(200)
    assert {400, 422} <= set(statuses) and summary["valid"] > 0 and summary["invalid"] > 0


@pytest.mark.parametrize("content_type", ["application/json", "text/plain", "application/x-www-form-urlencoded", ""])
def test_a_batch_must_be_sent_as_ndjson(client, content_type):
    problem = assert_problem(post_batch(client, "hearts", "{}\n", content_type), 415)
    assert "application/x-ndjson" in problem["detail"]


def test_the_batch_limit_and_the_line_limit():
    client = create_app({"TESTING": True, "MAX_BATCH_LENGTH": 1000, "MAX_CONTENT_LENGTH": 100}).test_client()
    line = b"{}" + b" " * 98  # exactly the single-request limit: read, and refused for its missing fields
    under = b"\n".join([line] * 9) + b"\n" + b" " * (1000 - 9 * 101)
    assert len(under) == 1000
    lines = answer_lines(post_batch(client, "hearts", under))
    assert [entry["status"] for entry in lines[:-1]] == [422] * 9
    assert_problem(post_batch(client, "hearts", under + b" "), 413)
    lines = answer_lines(post_batch(client, "hearts", line + b" \n" + line))
    assert [entry["status"] for entry in lines[:-1]] == [413, 422]
    assert "limit of 100 bytes" in lines[0]["problem"]["detail"]


def test_a_body_over_the_single_request_limit_is_a_batch_under_its_own(client):
    records = [
        case["request"]
        for game, case in table_cases()
        if game == "hearts" and case["endpoint"] == "adjudicate" and case.get("status", 200) == 200
    ]
    body = "\n".join(json.dumps(record) for record in records * 40)
    assert len(body) > 64 * 1024
    lines = answer_lines(post_batch(client, "hearts", body))
    assert lines[-1]["summary"]["records"] == len(records) * 40 and lines[-1]["summary"]["errors"] == 0


def test_the_limit_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("REFEREE_MAX_BATCH_BYTES", "2048")
    assert config_from_environment()["MAX_BATCH_LENGTH"] == 2048
    assert create_app({"TESTING": True}).config["MAX_BATCH_LENGTH"] == 2048


def test_a_large_body_is_spooled_in_the_configured_directory(monkeypatch, tmp_path):
    import referee.api.batch as batch_view

    directories = []
    spooled = batch_view.tempfile.SpooledTemporaryFile

    def recording(**kwargs):
        directories.append(kwargs.get("dir"))
        return spooled(**kwargs)

    monkeypatch.setattr(batch_view.tempfile, "SpooledTemporaryFile", recording)
    monkeypatch.setenv("REFEREE_SPOOL_DIR", str(tmp_path))
    client = create_app({"TESTING": True}).test_client()
    # Past the MiB kept in memory, within the default record cap (REFEREE_BATCH_MAX_RECORDS).
    lines = answer_lines(post_batch(client, "hearts", "not json          \n" * 100_000))
    assert lines[-1]["summary"]["errors"] == 100_000 and directories == [str(tmp_path)]
    assert lines[-1]["summary"]["complete"] is True


def test_the_default_batch_limit_is_16_mib(client):
    assert create_app({"TESTING": True}).config["MAX_BATCH_LENGTH"] == 16 * 1024 * 1024


@pytest.mark.parametrize("kind", HOSTILE_TEXT)
def test_hostile_text_in_a_line_comes_back_clean(client, kind):
    text = HOSTILE_TEXT[kind]
    bodies = [{"players": text}, {text: 1}, {"hands": [[text]]}, {"plays": [{"seat": 0, "card": text}]}]
    raw = "\n".join(json.dumps(body) for body in bodies) + "\n" + json.dumps(text)
    response = post_batch(client, "hearts", raw)
    assert response.status_code == 200
    for line in response.get_data().splitlines():
        parsed = assert_clean_json(line, kind)
        assert "summary" in parsed or parsed["status"] == 422


def test_get_is_405_with_allow(client):
    response = client.get("/v1/games/hearts/adjudicate/batch")
    assert response.status_code == 405 and "POST" in response.headers["Allow"]


def metric(client, name: str, labels: str) -> float:
    for line in client.get("/metrics").get_data(as_text=True).splitlines():
        if line.startswith(f"{name}{{") and all(part in line for part in labels.split(",")):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def test_records_are_counted_by_outcome_and_the_log_line_names_the_batch(client, monkeypatch):
    import io

    from referee.api.observability import request_log

    stream = io.StringIO()
    monkeypatch.setattr(request_log, "stream", stream)
    monkeypatch.setattr(request_log, "enabled", True)
    valid, invalid = (
        next(
            case["request"]
            for game, case in table_cases()
            if game == "hearts" and case["endpoint"] == "adjudicate" and case.get("rule") == rule
        )
        for rule in ("hearts.score", "hearts.play.follow")
    )
    before = {
        outcome: metric(client, "referee_batch_records_total", f'game="hearts",outcome="{outcome}"')
        for outcome in ("valid", "invalid", "error")
    }
    response = post_batch(client, "hearts", "\n".join([json.dumps(valid)] * 3 + [json.dumps(invalid), "x"]))
    assert answer_lines(response)[-1]["summary"]["records"] == 5
    response.close()  # the WSGI server closes the answer once written: the request is observed then
    after = {
        outcome: metric(client, "referee_batch_records_total", f'game="hearts",outcome="{outcome}"')
        for outcome in before
    }
    assert {outcome: after[outcome] - before[outcome] for outcome in before} == {"valid": 3, "invalid": 1, "error": 1}
    logged = [json.loads(line) for line in stream.getvalue().splitlines()]
    batch = [line for line in logged if line["path"] == "/v1/games/hearts/adjudicate/batch"]
    assert [(line["status"], line["game"], line["operation"]) for line in batch] == [
        (200, "hearts", "adjudicate/batch")
    ]


@pytest.fixture()
def request_lines(monkeypatch):
    import io

    from referee.api.observability import request_log

    stream = io.StringIO()
    monkeypatch.setattr(request_log, "stream", stream)
    monkeypatch.setattr(request_log, "enabled", True)
    return lambda: [
        json.loads(line)
        for line in stream.getvalue().splitlines()
        if json.loads(line)["path"].endswith("/adjudicate/batch")
    ]


def test_a_batch_stopped_at_its_record_cap_says_so_and_is_logged_incomplete(request_lines):
    from referee.limits import Limits

    client = create_app({"TESTING": True, "REFEREE_LIMITS": Limits(batch_max_records=2)}).test_client()
    response = post_batch(client, "hearts", "{}\n\n{}\n{}\n")
    lines = answer_lines(response)
    response.close()
    assert [line["line"] for line in lines[:-1]] == [1, 3]
    assert lines[-1]["summary"] | {"violations": {}} == {
        "records": 2,
        "valid": 0,
        "invalid": 0,
        "errors": 2,
        "violations": {},
        "complete": False,
        "last_line": 3,
        "stopped": "records",
    }
    assert [(line["status"], line["outcome"]) for line in request_lines()] == [(200, "incomplete")]


def test_a_batch_past_its_time_stops_before_its_first_record():
    """The deadline runs from the start of the request (reading the body counts): a microsecond is over before
    the first record."""
    from referee.limits import Limits

    client = create_app({"TESTING": True, "REFEREE_LIMITS": Limits(batch_seconds=1e-6)}).test_client()
    lines = answer_lines(post_batch(client, "hearts", "{}\n{}\n"))
    assert lines == [
        {
            "summary": {
                "records": 0,
                "valid": 0,
                "invalid": 0,
                "errors": 0,
                "violations": {},
                "complete": False,
                "last_line": 0,
                "stopped": "time",
            }
        }
    ]


def test_a_complete_batch_is_logged_complete(client, request_lines):
    response = post_batch(client, "hearts", "{}\n")
    assert answer_lines(response)[-1]["summary"]["complete"] is True
    response.close()
    assert [(line["status"], line["outcome"]) for line in request_lines()] == [(200, "complete")]


def test_a_batch_the_client_leaves_is_logged_and_counted_as_cut_not_200(client, request_lines):
    """{} lines answer with about 120 times their size: 30 KB of them answer in several 1 MiB pieces, and the client
    reads the first alone."""
    before = metric(client, "referee_requests_cut_total", 'cause="client-gone"')
    response = client.post(
        "/v1/games/hearts/adjudicate/batch",
        data=b"{}\n" * 10_000,
        content_type=NDJSON,
        buffered=False,
        headers={"X-Request-ID": "left-early"},
    )
    assert response.status_code == 200
    pieces = iter(response.response)
    assert b'"summary"' not in next(pieces)
    response.close()
    assert [(line["request_id"], line["status"], line["outcome"], line["cause"]) for line in request_lines()] == [
        ("left-early", 499, "cut", "client-gone")
    ]
    assert metric(client, "referee_requests_cut_total", 'cause="client-gone"') == before + 1
    assert metric(client, "referee_requests_total", 'endpoint="/v1/games/hearts/adjudicate/batch",status="499"') >= 1


RESULT_GAMES = sorted(game for game, operations in OPERATIONS.items() if "result" in operations)


@pytest.mark.parametrize("game", RESULT_GAMES)
def test_result_batch_answers_each_line_as_result_alone_and_counts_settled_records(client, game):
    # result/batch is adjudicate/batch's twin: every line as POST .../result answers it, the summary counting the
    # records settled and not, and every irregularity by its rule id.
    raws = [
        json.dumps(case["request"]).encode()
        for case_game, case in table_cases()
        if case_game == game and case["endpoint"] == "adjudicate"
    ]
    raws.append(b"not a record")
    response = client.post(f"/v1/games/{game}/result/batch", data=b"\n".join(raws), content_type=NDJSON)
    lines = answer_lines(response)
    answers = []
    for number, (line, raw) in enumerate(zip(lines, raws), 1):
        single = client.post(f"/v1/games/{game}/result", data=raw, content_type="application/json")
        body = single.get_json(force=True)
        assert line == {
            "line": number,
            "status": single.status_code,
            "answer" if single.status_code == 200 else "problem": body,
        }
        if single.status_code == 200:
            answers.append(body)
    summary = lines[-1]["summary"]
    assert summary["settled"] == sum(answer["settled"] for answer in answers)
    assert summary["unsettled"] == len(answers) - summary["settled"] and summary["errors"] >= 1
    counted = {}
    for answer in answers:
        for irregularity in answer["irregularities"]:
            counted[irregularity["rule"]] = counted.get(irregularity["rule"], 0) + 1
    assert summary["irregularities"] == dict(sorted(counted.items()))
    assert "valid" not in summary and "violations" not in summary


def test_result_batch_records_are_counted_as_settled_or_not(client):
    settled = LATE_REVOKE
    unsettled = {**settled, "plays": settled["plays"][:5]}
    outcomes = ("settled", "unsettled", "error")
    before = {
        outcome: metric(client, "referee_batch_records_total", f'game="hearts",outcome="{outcome}"')
        for outcome in outcomes
    }
    body = "\n".join([json.dumps(settled)] * 2 + [json.dumps(unsettled), "x"])
    response = client.post("/v1/games/hearts/result/batch", data=body, content_type=NDJSON)
    assert answer_lines(response)[-1]["summary"] == {
        "records": 4,
        "settled": 2,
        "unsettled": 1,
        "errors": 1,
        "irregularities": {"hearts.play.follow": 3},
        "complete": True,
        "last_line": 4,
    }
    response.close()
    after = {
        outcome: metric(client, "referee_batch_records_total", f'game="hearts",outcome="{outcome}"')
        for outcome in outcomes
    }
    assert {outcome: after[outcome] - before[outcome] for outcome in outcomes} == {
        "settled": 2,
        "unsettled": 1,
        "error": 1,
    }
