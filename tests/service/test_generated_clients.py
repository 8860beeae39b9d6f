"""Clients generated from the committed openapi.yaml, the way client developers make them, run against
the live server: Python (openapi-python-client) and TypeScript (openapi-typescript types with
openapi-fetch, compiled by tsc --strict). Both must get exactly the answers the library gives.

The npm tools come from the project's package.json and lockfile (`make test` runs `npm ci`).
"""

import importlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import table_cases

import referee

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from live_server import live_server  # noqa: E402

BUILD = ROOT / "build" / "clients"  # under the project so node finds its node_modules
NPM_BIN = ROOT / "node_modules" / ".bin"

# One record of each game that replays cleanly and one that stops at a violation, from the table cases.
RECORD_CASES = {
    "forty-five": ("whole deal with a rob", "failure to follow stops the replay"),
    "hearts": ("4 players: a whole legal deal", "failure to follow stops the replay"),
    "auction-hearts": ("4 players: bid, name S, a whole deal", "bid phase violation"),
    "california-jack": ("draws after a trick, winner first", "failing to follow in a record"),
}


def records() -> dict:
    by_name = {(game, case["name"]): case["request"] for game, case in table_cases()}
    return {
        game: {"valid": by_name[game, valid], "violation": by_name[game, violation]}
        for game, (valid, violation) in RECORD_CASES.items()
    }


@pytest.fixture(scope="module")
def server():
    with live_server(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off"}) as running:
        yield running


def run(command: list, **kwargs) -> subprocess.CompletedProcess:
    finished = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300, **kwargs)
    assert finished.returncode == 0, f"{command[0]} failed:\n{finished.stdout}\n{finished.stderr}"
    return finished


def test_the_typescript_client_compiles_strictly_and_gets_the_library_answers(server, tmp_path):
    assert (NPM_BIN / "tsc").exists(), "the npm tools are missing: run `npm ci` (make test does)"
    build = BUILD / "typescript"
    shutil.rmtree(build, ignore_errors=True)
    build.mkdir(parents=True)
    for name in ("check.ts", "tsconfig.json"):
        shutil.copy(ROOT / "tests" / "clients" / name, build / name)
    (build / "package.json").write_text('{"type": "module"}')
    # A request field with a default may be left out: without this flag openapi-typescript makes it required.
    run(
        [
            str(NPM_BIN / "openapi-typescript"),
            str(ROOT / "openapi.yaml"),
            "--output",
            str(build / "schema.d.ts"),
            "--default-non-nullable",
            "false",
        ]
    )
    run([str(NPM_BIN / "tsc"), "--project", str(build / "tsconfig.json")])
    deals = tmp_path / "records.json"
    deals.write_text(json.dumps(records()))
    output = json.loads(run(["node", str(build / "check.js"), server.url, str(deals)]).stdout)
    results = output["results"]

    assert results["forty-five/legal-moves"] == referee.run(
        "forty-five",
        "legal-moves",
        {"trump": "D", "hand": ["AH", "4D", "KS"], "trick": [{"seat": 1, "card": "7D"}], "seat": 2},
    )
    assert output["firstLegal"] == "AH" and output["basis"] == "rule" and output["winner"] == 1
    for game, deals_of_game in records().items():
        for kind, record in deals_of_game.items():
            name = game if kind == "valid" else f"{game} violation"
            assert results[f"{name}/adjudicate"] == referee.adjudicate(game, record), name
            expected = referee.adjudicate(game, record)["violation"]
            assert results["violation indexes"].get(name) == (expected["index"] if expected else None), name
    assert results["422"] == {
        "status": 422,
        "pointer": "/hand/0",
        "detail": referee_problem("hearts", "legal-moves", {"hand": ["ZZ"]})["detail"],
    }
    assert results["getGame rules"] == len(referee.games.GAMES["hearts"].rules)


def referee_problem(game: str, operation: str, body: dict) -> dict:
    from referee.operations import invalid_record_problem

    with pytest.raises(referee.InvalidRecord) as refused:
        referee.run(game, operation, body)
    return invalid_record_problem(refused.value)


def test_the_python_client_parses_violations_and_problems(server, tmp_path, monkeypatch):
    generator = Path(sys.executable).with_name("openapi-python-client")
    package = tmp_path / "referee_client"
    # ruff (a dependency of the generator) formats the generated code; it is found on PATH.
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    run(
        [
            str(generator),
            "generate",
            "--path",
            str(ROOT / "openapi.yaml"),
            "--output-path",
            str(package),
            "--meta",
            "none",
        ],
        env=env,
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    client_module = importlib.import_module("referee_client")
    models = importlib.import_module("referee_client.models")
    client = client_module.Client(base_url=server.url, raise_on_unexpected_status=True)

    operations = {
        "forty-five": ("forty_five_adjudicate", "FortyFiveAdjudicateRequest"),
        "hearts": ("hearts_adjudicate", "HeartsDealRequest"),
        "auction-hearts": ("auction_hearts_adjudicate", "AuctionDealRequest"),
        "california-jack": ("california_jack_adjudicate", "CaliforniaJackAdjudicateRequest"),
    }
    for game, deals_of_game in records().items():
        module_name, request_model = operations[game]
        api = importlib.import_module(f"referee_client.api.{game.replace('-', '_')}.{module_name}")
        for kind, record in deals_of_game.items():
            answer = api.sync(client=client, body=getattr(models, request_model).from_dict(record))
            expected = referee.adjudicate(game, record)
            assert answer.to_dict() == expected, (game, kind)
            if expected["violation"] is None:
                assert answer.violation is None
            else:
                assert answer.violation.index == expected["violation"]["index"]
                assert answer.violation.rule == expected["violation"]["rule"]

    legal_moves = importlib.import_module("referee_client.api.hearts.hearts_legal_moves")
    problem = legal_moves.sync(client=client, body=models.HeartsSnapshotRequest.from_dict({"hand": ["ZZ"]}))
    assert isinstance(problem, models.Problem)
    assert problem.status == 422 and problem.errors[0].pointer == "/hand/0"

    check_move = importlib.import_module("referee_client.api.forty_five.forty_five_check_move")
    ruling = check_move.sync(
        client=client,
        body=models.FortyFiveCheckMoveRequest(
            trump="D", hand=["AH", "4D", "KS"], trick=[models.Play(seat=1, card="7D")], card="KS"
        ),
    )
    assert ruling.legal is False and ruling.basis == models.Basis.RULE
