"""The installable clients the project ships (clients/python, clients/typescript, made by `make clients`), installed
from the committed files the way a user installs them, and a client generated from the committed openapi.yaml the
way a Go developer makes one, run against the live server: each must get exactly the answers the library gives;
requests built with the clients' constructors, under a profile and without, get curl's answer, profile hash included
(api.md, "Generated clients"). The committed clients are what `make clients` generates today, versioned with the
service, and each README's calls get the answers it shows.

The npm tools come from the project's package.json and lockfile (`make test` runs `npm ci`); openapi-generator
from the test extra; Go, its validator package and a Java runtime from Debian (`make test` installs them).
"""

import functools
import importlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
import yaml
from conftest import table_cases

import referee

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from generate_clients import generate, version  # noqa: E402
from live_server import live_server  # noqa: E402

pytestmark = pytest.mark.once

BUILD = ROOT / "build" / "clients"  # under the project so node finds its node_modules
CLIENTS = ROOT / "clients"
NPM_BIN = ROOT / "node_modules" / ".bin"

# One record of each game that replays cleanly and one that stops at a violation, from the table cases.
RECORD_CASES = {
    "forty-five": ("whole deal with a rob", "failure to follow stops the replay"),
    "hearts": ("4 players: a whole legal deal", "failure to follow stops the replay"),
    "auction-hearts": ("4 players: bid, name S, a whole deal", "bid phase violation"),
    "california-jack": ("draws after a trick, winner first", "failing to follow in a record"),
    "auction-forty-fives": (
        "a whole deal: auction with a hold, hearts trump, discards and draws, 30 made",
        "a passed player bids after the hold",
    ),
}


def records() -> dict:
    by_name = {(game, case["name"]): case["request"] for game, case in table_cases()}
    return {
        game: {"valid": by_name[game, valid], "violation": by_name[game, violation]}
        for game, (valid, violation) in RECORD_CASES.items()
    }


# Per game: a snapshot whose legal moves the profile changes (where the game has a profile besides its default), and
# the profile named. Each call is made without a profile and under it; each record of RECORD_CASES too.
SNAPSHOTS = {
    "forty-five": ({"trump": "D", "hand": ["AH", "4D", "KS"], "trick": [{"seat": 1, "card": "7D"}], "seat": 2}, "seed"),
    "hearts": ({"hand": ["2H", "3C"], "trick": [], "played": ["2C", "5C", "9C", "KC"]}, "black-lady"),
    "auction-hearts": (
        {"hand": ["2S", "3C"], "trick": [], "penalty_suit": "S", "played": ["2C", "5C", "9C", "KC"]},
        "hoyle",
    ),
    "california-jack": ({"trump": "H", "hand": ["AS", "2H", "3C"], "trick": [{"seat": 0, "card": "KC"}]}, "classic"),
    # No option of Auction Forty-Fives changes the play: the profile shows in the answer's hash alone.
    "auction-forty-fives": (
        {"trump": "H", "hand": ["AH", "4D", "KS"], "trick": [{"seat": 1, "card": "7D"}], "seat": 2},
        "fortyfives-net",
    ),
}
# Black Lady passes cards: a deal's number says which way (here a hold deal, and a number past 32 bits).
HAND_NUMBERS = {"hearts": 2**40 + 3}


def profile_calls() -> list[dict]:
    """Every call the constructor-built clients make: {name, game, operation, body}."""
    calls = []
    for game, (snapshot, profile) in SNAPSHOTS.items():
        for named in (None, profile):
            extra = {"profile": named} if named else {}
            calls.append(
                {
                    "name": f"{game} legal-moves {named}",
                    "game": game,
                    "operation": "legal-moves",
                    "body": snapshot | extra,
                }
            )
            for kind, record in records()[game].items():
                if game in HAND_NUMBERS:
                    extra = extra | {"hand_number": HAND_NUMBERS[game]}
                calls.append(
                    {
                        "name": f"{game} adjudicate {kind} {named}",
                        "game": game,
                        "operation": "adjudicate",
                        "body": record | extra,
                    }
                )
    return calls


def curl(url: str, call: dict) -> dict:
    """The answer to the call's body posted as it is."""
    request = urllib.request.Request(
        f"{url}/v1/games/{call['game']}/{call['operation']}",
        data=json.dumps(call["body"]).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


@functools.cache
def committed_spec() -> dict:
    return yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))


def spec_defaults(game: str, operation: str) -> dict:
    """The defaults the spec gives the request body of an operation: all a constructor may add to a body."""
    spec = committed_spec()
    body = spec["paths"][f"/v1/games/{game}/{operation}"]["post"]["requestBody"]["content"]["application/json"]
    schema = spec["components"]["schemas"][body["schema"]["$ref"].rsplit("/", 1)[1]]
    return {name: prop["default"] for name, prop in schema["properties"].items() if "default" in prop}


def assert_curls_answers(url: str, results: dict):
    """Each call got curl's answer, profile hash included, and sent nothing but its body and harmless defaults."""
    assert {call["game"] for call in profile_calls()} == set(referee.games.GAMES), "a game without client calls"
    hashes = {
        game: {profile["id"]: profile["hash"] for profile in info.profiles.listing()}
        for game, info in referee.games.GAMES.items()
    }
    for call in profile_calls():
        got, expected = results[call["name"]], curl(url, call)
        assert got["answer"] == expected, call["name"]
        named = call["body"].get("profile")
        assert expected.get("profile") == (hashes[call["game"]][named] if named else None), call["name"]
        added = {key: value for key, value in got["sent"].items() if key not in call["body"]}
        defaults = spec_defaults(call["game"], call["operation"])
        assert added.items() <= defaults.items(), f"{call['name']}: the client added {added}"
        assert {key: got["sent"][key] for key in call["body"]} == call["body"], call["name"]


@pytest.fixture(scope="module")
def server():
    with live_server(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off"}) as running:
        yield running


def run(command: list, cwd: Path = ROOT, **kwargs) -> subprocess.CompletedProcess:
    finished = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=300, **kwargs)
    assert finished.returncode == 0, f"{command[0]} failed:\n{finished.stdout}\n{finished.stderr}"
    return finished


@pytest.fixture(scope="module")
def typescript_build() -> Path:
    """A folder with the committed clients/typescript installed as npm packs it (node_modules/referee-client)."""
    assert (NPM_BIN / "tsc").exists(), "the npm tools are missing: run `npm ci` (make test does)"
    build = BUILD / "typescript"
    shutil.rmtree(build, ignore_errors=True)
    installed = build / "node_modules" / "referee-client"
    installed.mkdir(parents=True)
    (build / "package.json").write_text('{"type": "module"}')
    packed = json.loads(run(["npm", "pack", CLIENTS / "typescript", "--pack-destination", build, "--json"]).stdout)
    run(["tar", "-xzf", build / packed[0]["filename"], "-C", installed, "--strip-components=1"])
    return build


def test_the_typescript_client_compiles_strictly_and_gets_the_library_answers(server, typescript_build, tmp_path):
    build = typescript_build
    for name in ("check.ts", "tsconfig.json"):
        shutil.copy(ROOT / "tests" / "clients" / name, build / name)
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


def test_the_typescript_client_with_literal_bodies_gets_curls_answers_under_a_profile_and_without(
    server, typescript_build
):
    # TypeScript builds a request as an object literal: each call's body is written into the program as one, checked
    # by tsc --strict against the operation's request type (no cast), and what the client put on the wire is read
    # back from its fetch.
    lines = [
        'import createRefereeClient from "referee-client";',
        "let sent: unknown;",
        "const client = createRefereeClient({",
        f"  baseUrl: {json.dumps(server.url)},",
        "  fetch: async (request: Request) => {",
        "    sent = JSON.parse(await request.clone().text());",
        "    return fetch(request);",
        "  },",
        "});",
        "const results: Record<string, { sent: unknown; answer: unknown }> = {};",
    ]
    for call in profile_calls():
        path = json.dumps(f"/v1/games/{call['game']}/{call['operation']}")
        lines += [
            f"{{ const got = await client.POST({path}, {{ body: {json.dumps(call['body'])} }});",
            "  if (got.data === undefined) throw new Error(JSON.stringify(got.error));",
            f"  results[{json.dumps(call['name'])}] = {{ sent, answer: got.data }}; }}",
        ]
    lines.append("console.log(JSON.stringify(results));")
    program = typescript_build / "profile-calls.ts"
    program.write_text("\n".join(lines) + "\n")
    compiler = ["--strict", "--target", "ES2022", "--module", "NodeNext", "--moduleResolution", "NodeNext"]
    run([NPM_BIN / "tsc", *compiler, "--types", "node", "--noEmitOnError", program])
    assert_curls_answers(server.url, json.loads(run(["node", program.with_suffix(".js")]).stdout))


def referee_problem(game: str, operation: str, body: dict) -> dict:
    from referee.operations import invalid_record_problem

    with pytest.raises(referee.InvalidRecord) as refused:
        referee.run(game, operation, body)
    return invalid_record_problem(refused.value)


@pytest.fixture(scope="module")
def python_site(tmp_path_factory) -> Path:
    """A folder the committed clients/python is installed into by pip, offline, as a user installs it."""
    folder = tmp_path_factory.mktemp("python-client")
    # pip builds the package where it lies: a copy keeps its build/ and .egg-info out of clients/.
    shutil.copytree(CLIENTS / "python", folder / "source")
    install = [sys.executable, "-m", "pip", "install", "--quiet", "--no-index", "--no-deps", "--no-build-isolation"]
    run([*install, "--target", folder / "site", folder / "source"])
    return folder / "site"


@pytest.fixture(scope="module")
def python_client(python_site):
    """The installed package, imported: (the package, its models)."""
    sys.path.insert(0, str(python_site))
    try:
        yield importlib.import_module("referee_client"), importlib.import_module("referee_client.models")
    finally:
        sys.path.remove(str(python_site))


def test_the_python_client_parses_violations_and_problems(server, python_client):
    client_module, models = python_client
    client = client_module.Client(base_url=server.url, raise_on_unexpected_status=True)

    operations = {
        "forty-five": ("forty_five_adjudicate", "FortyFiveAdjudicateRequest"),
        "hearts": ("hearts_adjudicate", "HeartsDealRequest"),
        "auction-hearts": ("auction_hearts_adjudicate", "AuctionDealRequest"),
        "california-jack": ("california_jack_adjudicate", "CaliforniaJackAdjudicateRequest"),
        "auction-forty-fives": ("auction_forty_fives_adjudicate", "AuctionFortyFivesAdjudicateRequest"),
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


def test_the_python_client_answers_a_picture_as_the_svg_text_and_its_refusal_as_a_problem(server, python_client):
    """The one answer that is not JSON: image/svg+xml, which the client reads as text (scripts/generate_clients.py)."""
    client_module, models = python_client
    client = client_module.Client(base_url=server.url, raise_on_unexpected_status=True)
    picture = importlib.import_module("referee_client.api.hearts.hearts_picture")
    record = records()["hearts"]["violation"]
    drawn = picture.sync(client=client, body=models.HeartsDealRequest.from_dict(record))
    assert drawn == referee.picture("hearts", record)
    position = picture.sync(
        client=client, body=models.HeartsDealRequest.from_dict(record), view=models.HeartsPictureView.POSITION
    )
    assert position == referee.picture("hearts", record, view="position")
    refused = picture.sync(client=client, body=models.HeartsDealRequest.from_dict({**record, "players": 2}))
    assert isinstance(refused, models.Problem) and refused.status == 422


PYTHON_REQUESTS = {
    ("forty-five", "legal-moves"): "FortyFiveSnapshotRequest",
    ("hearts", "legal-moves"): "HeartsSnapshotRequest",
    ("auction-hearts", "legal-moves"): "AuctionLegalMovesRequest",
    ("california-jack", "legal-moves"): "CaliforniaJackLegalMovesRequest",
    ("forty-five", "adjudicate"): "FortyFiveAdjudicateRequest",
    ("hearts", "adjudicate"): "HeartsDealRequest",
    ("auction-hearts", "adjudicate"): "AuctionDealRequest",
    ("california-jack", "adjudicate"): "CaliforniaJackAdjudicateRequest",
    ("auction-forty-fives", "legal-moves"): "AuctionFortyFivesSnapshotRequest",
    ("auction-forty-fives", "adjudicate"): "AuctionFortyFivesAdjudicateRequest",
}


def constructed(models, name: str, body: dict):
    """The request model ``name`` built with its constructor (keyword arguments, nested models built the same way)."""

    def action(entry: dict):
        kind = "".join(word.title() for word in entry["type"].split("-"))
        model, kind_type = getattr(models, f"FortyFive{kind}Action"), getattr(models, f"FortyFive{kind}ActionType")
        return model(type_=kind_type(entry["type"]), **{key: value for key, value in entry.items() if key != "type"})

    def auction_bid(entry: dict):
        bid = entry["bid"]
        value = models.AuctionFortyFivesBidValueType1(bid) if isinstance(bid, str) else bid
        return models.AuctionFortyFivesBid(seat=entry["seat"], bid=value)

    def discard(entry: dict):
        return models.AuctionFortyFivesDiscard(**entry)

    auction_forty_fives = name.startswith("AuctionFortyFives")
    nested = {
        "trick": lambda plays: [models.Play(seat=play["seat"], card=play["card"]) for play in plays],
        "plays": lambda plays: [models.Play(seat=play["seat"], card=play["card"]) for play in plays],
        "bids": lambda bids: [
            auction_bid(bid) if auction_forty_fives else models.Bid(seat=bid["seat"], bid=bid["bid"]) for bid in bids
        ],
        "discards": lambda discards: [discard(entry) for entry in discards],
        "actions": lambda actions: [action(entry) for entry in actions],
    }
    return getattr(models, name)(**{key: nested.get(key, lambda value: value)(value) for key, value in body.items()})


def test_the_python_client_built_with_constructors_gets_curls_answers_under_a_profile_and_without(
    server, python_client
):
    client_module, models = python_client
    client = client_module.Client(base_url=server.url, raise_on_unexpected_status=True)
    results = {}
    for call in profile_calls():
        game, operation = call["game"], call["operation"]
        request = constructed(models, PYTHON_REQUESTS[game, operation], call["body"])
        module = f"{game.replace('-', '_')}_{operation.replace('-', '_')}"
        api = importlib.import_module(f"referee_client.api.{game.replace('-', '_')}.{module}")
        results[call["name"]] = {"sent": request.to_dict(), "answer": api.sync(client=client, body=request).to_dict()}
    assert_curls_answers(server.url, results)


# Debian's golang-gopkg-validator.v2-dev puts the one package the Go client imports here (GOPATH layout).
GOCODE = Path("/usr/share/gocode")


def test_the_go_client_built_with_constructors_gets_curls_answers_under_a_profile_and_without(server, tmp_path):
    generator = Path(sys.executable).with_name("openapi-generator-cli")
    go = shutil.which("go")
    assert generator.exists(), "openapi-generator-cli is missing: install the test extra (make test does)"
    assert go and (GOCODE / "src" / "gopkg.in" / "validator.v2").is_dir(), (
        "Go is missing: apt-get install golang-go golang-gopkg-validator.v2-dev (make test does)"
    )
    gopath = BUILD / "go"
    shutil.rmtree(gopath, ignore_errors=True)
    package = gopath / "src" / "referee"
    # The go generator's default flags: what a Go developer gets without knowing any (docs/clients.md).
    run(
        [
            str(generator),
            "generate",
            "-i",
            str(ROOT / "openapi.yaml"),
            "-g",
            "go",
            "-o",
            str(package),
            "--package-name",
            "referee",
            "--global-property",
            "apiTests=false,modelTests=false,apiDocs=false,modelDocs=false",
        ]
    )
    # Built offline in GOPATH mode against Debian's validator package, so go.mod (which would fetch it) goes.
    (package / "go.mod").unlink()
    program = gopath / "src" / "check"
    program.mkdir()
    shutil.copy(ROOT / "tests" / "clients" / "go" / "main.go", program / "main.go")
    env = {**os.environ, "GO111MODULE": "off", "GOPATH": f"{gopath}{os.pathsep}{GOCODE}", "GOFLAGS": ""}
    run([go, "build", "-o", str(gopath / "check"), "."], cwd=program, env=env)
    calls = tmp_path / "calls.json"
    calls.write_text(json.dumps(profile_calls()))
    assert_curls_answers(server.url, json.loads(run([str(gopath / "check"), server.url, str(calls)]).stdout))


# What installing or importing a client leaves beside it, which the project's .gitignore keeps out of the repository.
NOT_GENERATED = re.compile(r"(^|/)(__pycache__|build|node_modules|[^/]+\.egg-info)(/|$)")


def files(folder: Path) -> dict[str, bytes]:
    return {
        path.relative_to(folder).as_posix(): path.read_bytes()
        for path in folder.rglob("*")
        if path.is_file() and not NOT_GENERATED.search(path.relative_to(folder).as_posix())
    }


def test_the_committed_clients_are_what_make_clients_generates(tmp_path):
    generate(tmp_path)
    fresh, committed = files(tmp_path), files(CLIENTS)
    stale = sorted(name for name in fresh.keys() | committed.keys() if fresh.get(name) != committed.get(name))
    assert not stale, f"clients/ is stale ({', '.join(stale[:5])}{', …' if len(stale) > 5 else ''}): run `make clients`"


def test_the_clients_are_versioned_with_the_service(python_site):
    installed = {
        dist.metadata["Name"]: dist.version for dist in importlib.metadata.distributions(path=[str(python_site)])
    }
    assert installed == {"referee-client": version()}
    package = json.loads((CLIENTS / "typescript" / "package.json").read_text(encoding="utf-8"))
    assert (package["name"], package["version"]) == ("referee-client", version())


# Each README's calls are run as one program, in order, against the live server; each block of code followed by a
# `text` block must print exactly that, the others nothing.
README_URL = "http://localhost:8000"
SEPARATOR = "--- end of an example ---"


def readme_examples(language: str) -> list[tuple[str, str]]:
    """(code, what the README shows it prints) for each block of `language` in the client's README."""
    text = (CLIENTS / language / "README.md").read_text(encoding="utf-8")
    fence = {"python": "python", "typescript": "ts"}[language]
    examples = re.findall(rf"```{fence}\n(.*?)```(?:\s*```text\n(.*?)```)?", text, re.S)
    assert sum(1 for _, shown in examples if shown) >= 3, f"the {language} README shows fewer than three answers"
    assert README_URL in examples[0][0], f"the {language} README's first example makes no client for {README_URL}"
    return examples


def printed_by_each(output: str) -> list[str]:
    assert output.endswith(SEPARATOR + "\n"), output
    return output.split(SEPARATOR + "\n")[:-1]


def test_the_python_clients_readme_calls_get_the_answers_it_shows(server, python_site, tmp_path):
    examples = readme_examples("python")
    program = tmp_path / "readme.py"
    program.write_text("".join(f"{code}print({SEPARATOR!r})\n" for code, _ in examples).replace(README_URL, server.url))
    output = run([sys.executable, program], env={**os.environ, "PYTHONPATH": str(python_site)}).stdout
    assert printed_by_each(output) == [shown for _, shown in examples]


def test_the_typescript_clients_readme_calls_compile_strictly_and_get_the_answers_it_shows(server, typescript_build):
    examples = readme_examples("typescript")
    program = typescript_build / "readme.ts"
    program.write_text(
        "".join(f"{code}console.log({json.dumps(SEPARATOR)});\n" for code, _ in examples).replace(
            README_URL, server.url
        )
    )
    compiler = ["--strict", "--target", "ES2022", "--module", "NodeNext", "--moduleResolution", "NodeNext"]
    run([NPM_BIN / "tsc", *compiler, "--types", "node", "--noEmitOnError", program])
    output = run(["node", program.with_suffix(".js")]).stdout
    assert printed_by_each(output) == [shown for _, shown in examples]
