"""The installable clients the project ships (clients/python, clients/typescript, clients/go, made by `make clients`),
installed from the committed files the way their docs tell a user to, outside the checkout, with nothing but what they
declare, and run against the live server: each must get exactly the answers the library gives; requests built with
the clients' constructors, under a profile and without, get curl's answer, profile hash included (api.md, "Generated
clients"). The committed clients are what `make clients` generates today, versioned with the service, and each
README's calls get the answers it shows.

The npm tools come from the project's package.json and lockfile (`make test` runs `npm ci`, which also warms npm's
cache with openapi-fetch); openapi-generator from the test extra; Go, its validator package and a Java runtime from
Debian (`make test` installs them).
"""

import email.parser
import functools
import importlib
import importlib.metadata
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import urllib.request
import zipfile
from pathlib import Path

import pytest
import yaml
from conftest import table_cases
from packaging.requirements import Requirement

import referee

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from generate_clients import generate, version  # noqa: E402
from live_server import live_server  # noqa: E402

pytestmark = pytest.mark.once

CLIENTS = ROOT / "clients"
NPM_BIN = ROOT / "node_modules" / ".bin"
# How the TypeScript programs are compiled, as the client's README says it compiles.
STRICT = ["--strict", "--target", "ES2022", "--module", "NodeNext", "--moduleResolution", "NodeNext"]
# The TypeScript programs compile against Node's types from the project's npm tools (the clients need none).
NODE_TYPES = ["--types", "node", "--typeRoots", str(ROOT / "node_modules" / "@types")]
# Where the docs write a checkout of the referee, in the commands they show.
DOCS_CHECKOUT = "/path/to/referee"
# The project's own npm files (its tools), which installing a client must not touch.
NPM_FILES = ("package.json", "package-lock.json")

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


def install_commands() -> list[str]:
    """The first sh block of docs/clients.md: the commands that install the clients into a user's project."""
    text = (ROOT / "docs" / "clients.md").read_text(encoding="utf-8")
    return re.search(r"```sh\n(.*?)```", text, re.S).group(1).splitlines()


def documented_install(tool: str, project: Path) -> tuple[Path, list[str]]:
    """Where docs/clients.md runs `tool install` and with what words, the checkout in place of /path/to/referee: in
    `project` once the block has changed to the user's project (`cd`), in the checkout before."""
    folder = ROOT
    for line in install_commands():
        words = shlex.split(line, comments=True)
        if words[:1] == ["cd"]:
            folder = project
        if words[:2] == [tool, "install"]:
            return folder, [word.replace(DOCS_CHECKOUT, str(ROOT)) for word in words]
    raise AssertionError(f"docs/clients.md shows no `{tool} install`")


def checkout_state() -> dict:
    """What installing a client must leave as it was: git's status of the project's npm files and of clients/ (one
    line a changed or new file), and the npm files' contents."""
    command = ["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=all", "--"]
    status = subprocess.run(
        [*command, *NPM_FILES, "clients"], capture_output=True, text=True, timeout=60, check=True
    ).stdout
    return {"status": set(status.splitlines()), **{name: (ROOT / name).read_bytes() for name in NPM_FILES}}


@pytest.fixture(scope="module")
def typescript_install(tmp_path_factory) -> dict:
    """A new npm project outside the checkout with the committed clients/typescript installed by docs/clients.md's one
    command, and the checkout's state before and after: {project, before, after}. npm's cache (warm from `npm ci`)
    serves openapi-fetch; with --prefer-offline the registry the project uses is asked only for what it lacks."""
    assert (NPM_BIN / "tsc").exists(), "the npm tools are missing: run `npm ci` (make test does)"
    project = tmp_path_factory.mktemp("your-project")
    (project / "package.json").write_text('{"name": "your-project", "private": true, "type": "module"}')
    before = checkout_state()
    folder, command = documented_install("npm", project)
    run([*command, "--prefer-offline", "--no-audit", "--no-fund"], cwd=folder)
    return {"project": project, "before": before, "after": checkout_state()}


@pytest.fixture(scope="module")
def typescript_build(typescript_install) -> Path:
    """The npm project the TypeScript client is installed in: its programs import referee-client."""
    return typescript_install["project"]


def test_following_docs_clients_md_installs_the_typescript_client_with_its_dependency_outside_the_checkout(
    typescript_install,
):
    project = typescript_install["project"]
    installed = project / "node_modules" / "referee-client"
    # A link would find openapi-fetch only in the checkout's own node_modules, which a user's checkout need not have.
    assert installed.is_dir() and not installed.is_symlink(), "npm linked the client's folder instead of installing it"
    declared = json.loads((installed / "package.json").read_text(encoding="utf-8"))["dependencies"]
    tested = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["devDependencies"]["openapi-fetch"]
    assert declared == {"openapi-fetch": f"^{tested}"}, "the client declares another openapi-fetch than the one tested"
    fetch = json.loads((project / "node_modules" / "openapi-fetch" / "package.json").read_text(encoding="utf-8"))
    assert fetch["version"].split(".")[:2] == tested.split(".")[:2]
    manifest = json.loads((project / "package.json").read_text(encoding="utf-8"))
    assert set(manifest["dependencies"]) == {"referee-client"}


def test_following_docs_clients_md_leaves_the_checkouts_npm_files_and_clients_as_git_has_them(typescript_install):
    before, after = typescript_install["before"], typescript_install["after"]
    assert after["status"] == before["status"], f"git status changed: {sorted(after['status'] ^ before['status'])}"
    assert [name for name in NPM_FILES if after[name] != before[name]] == []


def test_the_typescript_client_compiles_strictly_and_gets_the_library_answers(server, typescript_build, tmp_path):
    build = typescript_build
    for name in ("check.ts", "tsconfig.json"):
        shutil.copy(ROOT / "tests" / "clients" / name, build / name)
    run([str(NPM_BIN / "tsc"), "--project", str(build / "tsconfig.json"), *NODE_TYPES[2:]])
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
    run([NPM_BIN / "tsc", *STRICT, *NODE_TYPES, "--noEmitOnError", program])
    assert_curls_answers(server.url, json.loads(run(["node", program.with_suffix(".js")]).stdout))


# Each line of a program and the error tsc --strict must find on it (None: none). What the TypeScript client's README
# says is a compile error; a field a body's type does not have is not one (openapi-fetch), and the README says so.
TYPE_ERRORS = [
    ('import createRefereeClient from "referee-client";', None),
    ('const referee = createRefereeClient({ baseUrl: "http://localhost:8000" });', None),
    ('const moves = await referee.POST("/v1/games/hearts/legal-moves", { body: { hand: ["2H"] } });', None),
    ("console.log(moves.data?.legal);", None),
    # A path the spec does not have.
    ('await referee.POST("/v1/games/hearts/legal-movez", { body: { hand: ["2H"] } });', "TS2345"),
    # An answer field the spec does not have.
    ("console.log(moves.data?.colour);", "TS2339"),
    # A request field of the wrong type, a required one missing.
    ('await referee.POST("/v1/games/hearts/legal-moves", { body: { hand: "2H" } });', "TS2322"),
    ('await referee.POST("/v1/games/hearts/legal-moves", { body: { hand: ["2H"], players: "4" } });', "TS2322"),
    ('await referee.POST("/v1/games/hearts/legal-moves", { body: { trick: [] } });', "TS2322"),
]


def test_the_typescript_client_makes_a_wrong_path_answer_field_or_request_field_a_compile_error(typescript_build):
    program = typescript_build / "type-errors.ts"
    program.write_text("".join(line + "\n" for line, _ in TYPE_ERRORS))
    finished = subprocess.run(
        [NPM_BIN / "tsc", *STRICT, "--noEmit", "--pretty", "false", program],
        cwd=typescript_build,
        capture_output=True,
        text=True,
        timeout=300,
    )
    found = set(re.findall(r"^type-errors\.ts\((\d+),\d+\): error (TS\d+):", finished.stdout, re.M))
    expected = {(str(number), error) for number, (_, error) in enumerate(TYPE_ERRORS, 1) if error}
    assert found == expected, finished.stdout


def referee_problem(game: str, operation: str, body: dict) -> dict:
    from referee.operations import invalid_record_problem

    with pytest.raises(referee.InvalidRecord) as refused:
        referee.run(game, operation, body)
    return invalid_record_problem(refused.value)


def requirements(declared: list[str]) -> list[importlib.metadata.Distribution]:
    """The distributions of this environment that the requirements ``declared`` name, with theirs, recursively."""
    found, pending = {}, [Requirement(line) for line in declared]
    while pending:
        requirement = pending.pop()
        name = requirement.name.lower().replace("_", "-")
        if name in found or (requirement.marker and not requirement.marker.evaluate({"extra": ""})):
            continue
        found[name] = importlib.metadata.distribution(name)
        pending += [Requirement(line) for line in found[name].requires or ()]
    return list(found.values())


def purelib(python: Path) -> Path:
    script = "import sysconfig; print(sysconfig.get_path('purelib'))"
    return Path(run([python, "-c", script]).stdout.strip())


@pytest.fixture(scope="module")
def python_venv(tmp_path_factory) -> Path:
    """A new virtualenv with the committed clients/python installed by pip with its dependencies (docs/clients.md's
    `pip install`), offline: the venv's python. Besides the standard library it sees only the client and what the
    client declares: pip is offered no index, and the declared requirements (with theirs) are taken from this
    environment and put on the venv's path, so a dependency the client uses and does not declare is missing there."""
    folder = tmp_path_factory.mktemp("python-client")
    _, command = documented_install("pip", folder)
    assert command[2:] == [str(CLIENTS / "python")], command
    # pip builds the package where it lies: a copy keeps its build/ and .egg-info out of clients/.
    shutil.copytree(CLIENTS / "python", folder / "source")
    pip = [sys.executable, "-m", "pip"]
    run([*pip, "wheel", "--quiet", "--no-index", "--no-deps", "--no-build-isolation", "-w", folder, folder / "source"])
    (wheel,) = folder.glob("referee_client-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        (metadata,) = [name for name in archive.namelist() if name.endswith(".dist-info/METADATA")]
        declared = email.parser.Parser().parsestr(archive.read(metadata).decode()).get_all("Requires-Dist") or []
    dependencies = folder / "dependencies"
    dependencies.mkdir()
    for distribution in requirements(declared):
        # Each top-level package, module and .dist-info; not the scripts (in ../bin) nor the shared __pycache__.
        for top in {path.parts[0] for path in distribution.files} - {"..", "__pycache__"}:
            (dependencies / top).symlink_to(distribution.locate_file(top))
    run([sys.executable, "-m", "venv", "--without-pip", folder / "venv"])
    python = folder / "venv" / "bin" / "python"
    (purelib(python) / "dependencies.pth").write_text(f"{dependencies}\n")
    run([*pip, "--python", python, "install", "--quiet", "--no-index", wheel])
    return python


@pytest.fixture(scope="module")
def python_site(python_venv) -> Path:
    """Where the client lies in the new virtualenv: its site-packages (the dependencies are elsewhere)."""
    return purelib(python_venv)


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


def go_readme_commands() -> list[str]:
    """The Go client's README's build commands (its first sh block) but the apt-get that installs Go."""
    text = (CLIENTS / "go" / "README.md").read_text(encoding="utf-8")
    commands = re.search(r"```sh\n(.*?)```", text, re.S).group(1).splitlines()
    return [command for command in commands if not command.startswith("apt-get ")]


@pytest.fixture(scope="module")
def go_programs(server, tmp_path_factory) -> dict[str, Path]:
    """The Go README's program and tests/clients/go/main.go, built with the committed clients/go as the README says:
    offline, in GOPATH mode with Debian's Go and validator package, the client under its module path
    (referee/clients/go) in a GOPATH folder of a new HOME. {"readme": the README's program, "check": main.go's}."""
    go = shutil.which("go")
    assert go and (GOCODE / "src" / "gopkg.in" / "validator.v2").is_dir(), (
        "Go is missing: apt-get install golang-go golang-gopkg-validator.v2-dev (make test does)"
    )
    home = tmp_path_factory.mktemp("go-home")
    programs = {"readme": home / "your-program", "check": home / "check"}
    for folder in programs.values():
        folder.mkdir()
    code, _ = readme_examples("go")[0]
    (programs["readme"] / "main.go").write_text(code.replace(README_URL, server.url))
    shutil.copy(ROOT / "tests" / "clients" / "go" / "main.go", programs["check"] / "main.go")
    # The go command's build cache stays where it is (a warm one saves compiling the client again); no proxy.
    cache = run([go, "env", "GOCACHE"]).stdout.strip()
    env = {**os.environ, "HOME": str(home), "GOCACHE": cache, "GOFLAGS": "", "GOPROXY": "off"}
    commands = [command.replace(DOCS_CHECKOUT, str(ROOT)) for command in go_readme_commands()]
    run(["bash", "-euc", "\n".join(commands)], cwd=home, env=env)
    # main.go built the same way: the README's last command (go build), in its folder.
    run(["bash", "-euc", commands[-1]], cwd=programs["check"], env=env)
    return {name: folder / "your-program" for name, folder in programs.items()}


def test_the_go_client_built_with_constructors_gets_curls_answers_under_a_profile_and_without(
    server, go_programs, tmp_path
):
    calls = tmp_path / "calls.json"
    calls.write_text(json.dumps(profile_calls()))
    assert_curls_answers(server.url, json.loads(run([str(go_programs["check"]), server.url, str(calls)]).stdout))


def test_the_go_client_has_its_module_path_and_declares_the_validator():
    go_mod = (CLIENTS / "go" / "go.mod").read_text(encoding="utf-8")
    assert re.search(r"^module referee/clients/go$", go_mod, re.M), go_mod
    assert re.search(r"^\s*gopkg\.in/validator\.v2 v", go_mod, re.M), go_mod
    assert "GIT_USER_ID" not in "".join(path.read_text(encoding="utf-8") for path in (CLIENTS / "go").iterdir())


# What installing or importing a client leaves beside it, which the project's .gitignore keeps out of the repository.
# clients/notation is written by hand, not generated: tests/clients/test_notation_typescript.py holds it to the code.
NOT_GENERATED = re.compile(r"^notation/|(^|/)(__pycache__|build|node_modules|[^/]+\.egg-info)(/|$)")


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
    assert not stale, (
        f"clients/ is stale ({', '.join(stale[:5])}{', …' if len(stale) > 5 else ''}): run `make artifacts`"
    )


def test_the_clients_are_versioned_with_the_service(python_site):
    installed = {
        dist.metadata["Name"]: dist.version for dist in importlib.metadata.distributions(path=[str(python_site)])
    }
    assert installed == {"referee-client": version()}
    package = json.loads((CLIENTS / "typescript" / "package.json").read_text(encoding="utf-8"))
    assert (package["name"], package["version"]) == ("referee-client", version())
    # Go versions a module by its repository's tags; the generator writes the version into the client's User-Agent.
    configuration = (CLIENTS / "go" / "configuration.go").read_text(encoding="utf-8")
    assert re.search(rf'UserAgent: +"OpenAPI-Generator/{re.escape(version())}/go"', configuration), "no version"


# Each README's calls are run as one program, in order, against the live server; each block of code followed by a
# `text` block must print exactly that, the others nothing.
README_URL = "http://localhost:8000"
SEPARATOR = "--- end of an example ---"


def readme_examples(language: str) -> list[tuple[str, str]]:
    """(code, what the README shows it prints) for each block of `language` in the client's README."""
    text = (CLIENTS / language / "README.md").read_text(encoding="utf-8")
    fence = {"python": "python", "typescript": "ts", "go": "go"}[language]
    examples = re.findall(rf"```{fence}\n(.*?)```(?:\s*```text\n(.*?)```)?", text, re.S)
    # Go's README is one whole program, making the three calls.
    shown = 1 if language == "go" else 3
    assert sum(1 for _, output in examples if output) >= shown, (
        f"the {language} README shows fewer than {shown} answers"
    )
    assert README_URL in examples[0][0], f"the {language} README's first example makes no client for {README_URL}"
    return examples


def printed_by_each(output: str) -> list[str]:
    assert output.endswith(SEPARATOR + "\n"), output
    return output.split(SEPARATOR + "\n")[:-1]


def test_the_python_clients_readme_calls_get_the_answers_it_shows_from_a_new_virtualenv(server, python_venv, tmp_path):
    examples = readme_examples("python")
    program = tmp_path / "readme.py"
    program.write_text("".join(f"{code}print({SEPARATOR!r})\n" for code, _ in examples).replace(README_URL, server.url))
    output = run([python_venv, program]).stdout
    assert printed_by_each(output) == [shown for _, shown in examples]


def test_the_typescript_clients_readme_calls_compile_strictly_and_get_the_answers_it_shows(server, typescript_build):
    examples = readme_examples("typescript")
    program = typescript_build / "readme.ts"
    program.write_text(
        "".join(f"{code}console.log({json.dumps(SEPARATOR)});\n" for code, _ in examples).replace(
            README_URL, server.url
        )
    )
    run([NPM_BIN / "tsc", *STRICT, *NODE_TYPES, "--noEmitOnError", program])
    output = run(["node", program.with_suffix(".js")]).stdout
    assert printed_by_each(output) == [shown for _, shown in examples]


def test_the_go_clients_readme_program_builds_offline_as_it_says_and_prints_what_it_shows(go_programs):
    ((_, shown),) = readme_examples("go")
    assert run([str(go_programs["readme"])]).stdout == shown
