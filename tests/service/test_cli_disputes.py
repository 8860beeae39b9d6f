"""`referee claim GAME FILE` and `referee revoke-proof GAME FILE` print exactly what the endpoints answer, from a
file or standard input; a request the endpoint refuses is the same problem on standard error."""

import io
import json
import sys

import pytest
from conftest import table_cases
from result_support import revoking_deal

import referee
from referee.cli import main

COMMANDS = {"rulings/claim": "claim", "rulings/revoke-proof": "revoke-proof"}
CASES = [(game, case) for game, case in table_cases() if case["endpoint"] in COMMANDS]


@pytest.mark.parametrize("game, case", [pytest.param(game, case, id=f"{game}: {case['name']}") for game, case in CASES])
def test_the_command_prints_the_endpoints_answer(tmp_path, capsys, game, case):
    request = tmp_path / "request.json"
    request.write_text(json.dumps(case["request"]), encoding="utf-8")
    status = main([COMMANDS[case["endpoint"]], game, str(request)])
    out, err = capsys.readouterr()
    if case.get("status") == 422:
        assert status == 2 and json.loads(err)["status"] == 422
        assert case["expect"]["pointer"] in {error["pointer"] for error in json.loads(err)["errors"]}
    else:
        assert status == 0 and json.loads(out) == referee.run(game, case["endpoint"], case["request"])


def test_claim_reads_standard_input(monkeypatch, capsys):
    body = {
        "hands": [["AS", "KS"], ["2S", "3S"], ["4C", "5C"], ["6H", "7H"]],
        "leader": 0,
        "claim": {"seat": 0, "tricks": 2},
    }
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(json.dumps(body).encode())))
    assert main(["claim", "hearts", "-"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert (answer["holds"], answer["rule"]) == (True, "hearts.i-claim")


def test_revoke_proof_of_an_unknown_game_is_a_404_problem(tmp_path, capsys):
    request = tmp_path / "request.json"
    request.write_text("{}")
    assert main(["revoke-proof", "chess", str(request)]) == 2
    assert json.loads(capsys.readouterr().err)["status"] == 404


def test_result_prints_what_the_endpoint_answers_for_a_deal_with_a_late_revoke(tmp_path, capsys):
    record = revoking_deal("hearts", 3, {2: 1})
    request = tmp_path / "deal.json"
    request.write_text(json.dumps(record), encoding="utf-8")
    assert main(["result", "hearts", str(request)]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer == referee.result("hearts", record)
    assert answer["rule"] == "hearts.i-revoke-found"


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_result_answers_a_batch_as_result_batch_does_and_exits_1_when_a_deal_is_not_settled(tmp_path, capsys, jobs):
    settled = [revoking_deal("hearts", seed, {1: 2}, strict=False) for seed in range(4)]
    unsettled = {**settled[0], "plays": settled[0]["plays"][:7]}  # cut inside the second trick: no result yet
    records = [*settled, unsettled]
    batch = tmp_path / "deals.ndjson"
    batch.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    assert main(["result", "hearts", str(batch), "--jobs", jobs]) == 1
    out, err = capsys.readouterr()
    lines = [json.loads(line) for line in out.splitlines()]
    assert [line["answer"] for line in lines[:-1]] == [referee.result("hearts", record) for record in records]
    summary = lines[-1]["summary"]
    assert summary["records"] == 5 and summary["unsettled"] >= 1 and summary["settled"] + summary["unsettled"] == 5
    assert "settled" in err and "unsettled" in err
    every = tmp_path / "settled.ndjson"
    every.write_text("".join(json.dumps(record) + "\n" for record in settled), encoding="utf-8")
    assert all(referee.result("hearts", record)["settled"] for record in settled)
    assert main(["result", "hearts", str(every)]) == 0


def test_the_command_lines_record_commands_are_the_batched_operations_with_their_verdicts():
    # The CLI names them without importing the engine; they must be referee.batch's.
    from referee.batch import VERDICTS
    from referee.cli import RECORD_COMMANDS

    assert RECORD_COMMANDS == {operation: verdict.field for operation, verdict in VERDICTS.items()}
