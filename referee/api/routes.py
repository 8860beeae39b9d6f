"""One blueprint per game, each view a few lines: read JSON -> run the operation -> count it -> answer."""

import logging
import os
import re

from flask import Response, current_app, request
from flask_smorest import Blueprint
from marshmallow import Schema, fields, validate
from werkzeug.exceptions import BadRequest, ServiceUnavailable

from referee.api.batch import add_batch_route, batch_path
from referee.api.body import RECORD_TEXT, read_for, read_json_or_text
from referee.api.documentation import (
    PROXY_EXAMPLES,
    PROXY_RESPONSES,
    SPOOL_GONE,
    ProblemExample,
    bare_documented,
    busy_example,
    examples_by_status,
    no_such_game,
    operation_problems,
    wrong_method,
)
from referee.api.examples import example_request
from referee.api.expensive import release
from referee.api.notation import NOTATION_PATH, notation_view
from referee.api.observability import REQUEST_ID_HEADER, record_ruling
from referee.api.problems import PROBLEM_CONTENT_TYPE, http_problem
from referee.attest import engine_version, game_rules_digest
from referee.batch import BATCHED
from referee.echo import quote
from referee.games import GAMES
from referee.jsonio import to_json, to_json_bytes
from referee.metric_files import WORKER_BYTES
from referee.notation import write
from referee.notation.bodies import located
from referee.notation.layout import GAMES_WITH_RECORDS
from referee.operations import OPERATIONS, require_game, run_operation, takes_text
from referee.picture_views import ANALYSIS, DEAL, POSITION, RESULT, VIEW_CHOICES, VIEW_OPERATIONS, VIEWS
from referee.pictures import MEDIA_TYPE, picture
from referee.rulings import InvalidRecord
from referee.schemas import RANK_TABLE_FIELDS
from referee.schemas.common import BASIS_REF, RULE_ID_REF, Described, Operation, Problem, integer_format
from referee.schemas.options import listing_schema
from referee.settings import (
    METRICS_VARIABLE,
    SPOOL_VARIABLE,
    DirectoryProblem,
    directory_problems,
    proxy_temp_directories,
    written_directories,
)

# What the proxy in front of the workers answers a body it has no room for (referee.front), with every POST.
NO_ROOM = (
    "the proxy in front of the workers had no room to hold the body (its temporary directory is full): nothing was "
    "answered; send it again after Retry-After seconds"
)
# The failures any POST can answer with, documented once for every operation.
POST_PROBLEMS = {
    400: "The body is not JSON",
    405: "Only POST is allowed here (the Allow header says so)",
    413: "The body is larger than the limit",
    415: "The body is not sent as application/json",
    422: "Valid JSON that cannot describe this game state; errors point into the body",
    503: NO_ROOM[0].upper() + NO_ROOM[1:],
}

NOTATION_PROBLEMS = {
    **POST_PROBLEMS,
    400: "The body is not JSON, or its text is not a record (the error names the line and column), or to is not "
    "text or json",
    415: f"The body is sent neither as application/json nor as {RECORD_TEXT}",
    422: "A JSON value the notation cannot write; errors point into the body",
}
SERVICE_PROBLEMS = {405: "Only GET is allowed here (the Allow header says so)"}
SERVICE_EXAMPLES = [wrong_method("POST")]
GAME_PATH = "/v1/games/{game}"
GAME_EXAMPLES = [no_such_game(GAME_PATH), *SERVICE_EXAMPLES]

# Every answer, errors included, carries the request's id (the client's own X-Request-ID if it sent a
# plain one); the app adds these to the spec's components.
REQUEST_ID_HEADERS = {REQUEST_ID_HEADER: {"$ref": "#/components/headers/RequestId"}}
PROBLEM_HEADERS = {
    405: {**REQUEST_ID_HEADERS, "Allow": {"$ref": "#/components/headers/Allow"}},
    503: {
        **REQUEST_ID_HEADERS,
        "Retry-After": {
            "description": "seconds to wait before retrying",
            "schema": {"type": "integer", "format": integer_format()},
        },
    },
}
REQUEST_ID_PARAMETER = "RequestId"  # a component name: apispec writes the reference

log = logging.getLogger("referee")


def json_answer(answer) -> Response:
    return Response(to_json_bytes(answer), 200, content_type="application/json")


def document_problems(blueprint: Blueprint, statuses: dict, examples: list[ProblemExample] = ()):
    """Documents each status of ``statuses`` as problem+json, with the real answers of ``examples`` (also kept on
    the view as ``problem_examples``, where the tests that send their requests find them), and the statuses the proxy
    in front answers on any request (referee.api.documentation.PROXY_RESPONSES, each a response component)."""
    shown = examples_by_status(examples)

    def decorate(view):
        for status, description in statuses.items():
            view = blueprint.alt_response(
                status,
                schema=Problem,
                content_type=PROBLEM_CONTENT_TYPE,
                description=description,
                headers=PROBLEM_HEADERS.get(status, REQUEST_ID_HEADERS),
                examples=shown.get(status),
            )(view)
        for status, (component, _description) in PROXY_RESPONSES.items():
            view = blueprint.alt_response(status, component)(view)
        view.problem_examples = [*getattr(view, "problem_examples", ()), *examples]
        return view

    return decorate


def posted_problems(operation: Operation, example: dict) -> list[ProblemExample]:
    """The real answers of a JSON operation to its example gone wrong (documentation.operation_problems), to a body
    the proxy had no room for, and, for expensive work, to a request while every slot is taken."""
    problems = [*operation_problems(operation, example), PROXY_EXAMPLES["ProxyNoRoom"]]
    if operation.expensive:
        problems.append(busy_example(to_json(example).encode()))
    return problems


def operation_id(game_id: str, path: str) -> str:
    """fortyFiveLegalMoves, heartsRulingsMisdeal: one identifier every client generator can use as is."""
    first, *rest = re.split(r"[-/]", f"{game_id}/{path}")
    return first + "".join(word.title() for word in rest)


# A 200 answer of a game operation also carries the attestation when the service signs (referee/api/trust.py).
ATTESTED_HEADERS = {**REQUEST_ID_HEADERS, "Referee-Attestation": {"$ref": "#/components/headers/RefereeAttestation"}}


BUSY_PROBLEM = {
    503: "Every slot for expensive work is taken (REFEREE_EXPENSIVE_CONCURRENCY), or " + NO_ROOM,
}


def problems_list(statuses: dict) -> str:
    """The statuses an operation documents, with the proxy's own (PROXY_RESPONSES), one line each (markdown)."""
    every = {**statuses, **{status: text for status, (_component, text) in PROXY_RESPONSES.items()}}
    return "\n".join(f"- {status}: {text}" for status, text in sorted(every.items()))


def operation_description(game_id: str, operation: Operation) -> str:
    """The game's own words on the operation, then what every operation shares: how to send, what a ruling says,
    how errors come back (markdown, for the docs page)."""
    errors = {**POST_PROBLEMS, **(BUSY_PROBLEM if operation.expensive else {})}
    return (
        f"{operation.description}\n\n"
        '**Send** a JSON object with `Content-Type: application/json`, like the example ("Try it out" sends it)'
        + (
            f", or the record as text in the notation (`docs/notation.md`) with `Content-Type: {RECORD_TEXT}`. "
            if takes_text(operation)
            else ". "
        )
        + f"House rules: a `profile` (`GET /v1/games/{game_id}/profiles`) or the option fields. Cards are rank then "
        "suit (`TH`, `AS`); seats are 0 to players - 1, clockwise.\n\n"
        f"**Answers** 200: a ruling names the rule it rests on (`rule`, from `GET /v1/games/{game_id}`) and says "
        "why in `explanation`.\n\n"
        "**Errors** come as `application/problem+json` (`detail` says what is wrong; in a 422, `errors` gives each "
        "problem with a JSON Pointer into the body; the examples below are real answers):\n" + problems_list(errors)
    )


def _operation_view(blueprint: Blueprint, game_id: str, operation: Operation, config, attest=None, expensive=None):
    """attest: called with (response, game, operation path, body, answer) to sign a 200 answer, or None;
    expensive: the server's referee.api.expensive.ExpensiveWork, which an expensive operation runs under;
    config: the app's config (game_blueprint)."""

    def view():
        # Each read through Flask's request and current_app proxies costs a lookup: the environ is read once, and
        # the size limit from the app's own config (no operation sets one of its own, as a batch does).
        environ = request.environ
        body, loaded, text = read_for(operation, request, environ, config["MAX_CONTENT_LENGTH"])
        costly = expensive is not None and operation.is_expensive(body)
        slot = expensive.acquire(game_id, operation.path) if costly else None
        try:
            answer = operation.run(loaded) if loaded is not None else run_operation(operation, body)
        except InvalidRecord as error:
            raise (located(error, game_id, text) if text is not None else error) from None
        finally:
            release(slot)
        record_ruling(environ, game_id, operation.path, answer)
        response = json_answer(answer)
        if attest is not None:
            attest(response, game_id, operation.path, body, answer)
        return response

    view.__name__ = operation.path.replace("/", "_").replace("-", "_")
    example = example_request(game_id, operation.path)
    request_body = {"schema": operation.request}
    answer_example = {}
    problems = []
    if example is not None:
        request_body["example"] = example
        answer_example["example"] = run_operation(operation, example)
        problems = posted_problems(operation, example)
    documented = blueprint.alt_response(
        200, schema=operation.answer, success=True, description="The ruling", headers=ATTESTED_HEADERS, **answer_example
    )(view)
    errors = {**POST_PROBLEMS, **(BUSY_PROBLEM if operation.expensive else {})}
    documented = document_problems(blueprint, errors, problems)(documented)
    documented = blueprint.doc(
        summary=operation.summary,
        description=operation_description(game_id, operation),
        operationId=operation_id(game_id, operation.path),
        parameters=[REQUEST_ID_PARAMETER],
        requestBody={"required": True, "content": record_content(game_id, operation, request_body)},
    )(documented)
    return bare_documented(view, documented)


def record_content(game_id: str, operation: Operation, request_body: dict) -> dict:
    """The media types ``operation`` reads its body in: JSON, and for a record the record's text, its example the
    JSON example written in the notation."""
    content = {"application/json": request_body}
    if takes_text(operation):
        text = {"schema": {"type": "string", "description": "the record in the notation (docs/notation.md)"}}
        if "example" in request_body:
            text["example"] = write(game_id, request_body["example"])
        content[RECORD_TEXT] = text
    return content


PICTURE_PATH = "picture"
STATE = "state"
VIEW_PARAMETER = {
    "in": "query",
    "name": "view",
    "required": False,
    "description": f"`{DEAL}` (the default): the whole deal and its ruling; `{POSITION}`: only the position reached, "
    f"the seat to act and its legal cards marked; `{RESULT}`: the deal as it was played, each irregularity marked on "
    "its card with how it was put right, and the score as the cards fell and once put right (what `result` answers); "
    f"`{ANALYSIS}`: the deal as played with each card that cost its side something marked, and what it cost (what "
    "`analysis` answers; expensive work, as `analysis` is)",
    "schema": {"type": "string", "enum": list(VIEWS), "default": DEAL},
}


def chosen_view(request) -> str:
    view = request.args.get("view", DEAL)
    if view not in VIEWS:
        raise BadRequest(f"The query parameter view must be {VIEW_CHOICES}, not {quote(view)}.")
    return view


def _picture_view(blueprint: Blueprint, game_id: str, state: Operation, expensive=None):
    """POST {game}/picture: the record state takes, drawn (referee.pictures). A picture costs two replays of the
    record and a few milliseconds of drawing, and takes no slot for expensive work, but for a view drawn from an
    operation's answer that is expensive work for this body (an analysis, a result with a claim to decide): that
    view holds the operation's own slot, as the operation would."""

    def view():
        body, text = read_json_or_text(game_id, request)
        chosen = chosen_view(request)
        operation = OPERATIONS.get(game_id, {}).get(VIEW_OPERATIONS.get(chosen, STATE))
        if operation is None:
            raise BadRequest(f"{GAMES[game_id].name} draws no {chosen} view: it has no {quote(chosen)} operation.")
        costly = expensive is not None and operation.is_expensive(body)
        slot = expensive.acquire(game_id, operation.path) if costly else None
        try:
            drawn = picture(game_id, body, chosen)
        except InvalidRecord as error:
            raise (located(error, game_id, text) if text is not None else error) from None
        finally:
            release(slot)
        record_ruling(request.environ, game_id, PICTURE_PATH, {})
        return Response(drawn.encode(), 200, content_type=f"{MEDIA_TYPE}; charset=utf-8")

    view.__name__ = PICTURE_PATH
    example = example_request(game_id, STATE)
    request_body = {"schema": state.request}
    problems = []
    if example is not None:
        request_body["example"] = example
        problems = [*operation_problems(state, example), PROXY_EXAMPLES["ProxyNoRoom"]]
    documented = blueprint.alt_response(
        200,
        schema={"type": "string"},
        content_type=MEDIA_TYPE,
        success=True,
        description="One self-contained SVG: no external font, image, link or script",
        headers=REQUEST_ID_HEADERS,
    )(view)
    documented = document_problems(
        blueprint,
        {
            **POST_PROBLEMS,
            400: POST_PROBLEMS[400] + f", or view is not {VIEW_CHOICES}",
            503: BUSY_PROBLEM[503] + " (a view that is expensive work: analysis, a result with a claim to decide)",
        },
        problems,
    )(documented)
    documented = blueprint.doc(
        summary="The record drawn: hands, tricks, the violation marked, the score (SVG)",
        description=(
            "Draws a deal record as one SVG: the hands as dealt and as held now, what came before the play (a pass, "
            "an auction, robbing, discards and draws), each trick in order with its leader and its winning card "
            "marked, the violation marked on its card with the explanation beside it, and the score. Every card is "
            "text (rank and suit glyph, red or black) with a `<title>` naming it. `?view=position` draws only the "
            "position reached: the seat to act and its legal cards marked; `?view=result` draws what `result` answers: "
            "every trick as the cards fell, each irregularity marked with how it was put right, and the settled score; "
            "`?view=analysis` draws what `analysis` answers: each card that cost its side something framed where it "
            "lies, with what its seat could guarantee before and after it and the cards that kept the value."
            "\n\n"
            "**Send** the same body as `state`: the deal record as adjudicate takes it, any prefix of it. With "
            "`for_seat` (a seat, or null for a spectator) the deal and position views draw only what that seat may "
            "know, as `view` and `state` with `for_seat` answer it: each card it may not know face down (a card back, "
            "its hand keeping its length), every sentence that names one withheld. The result and analysis views "
            "review the whole deal and refuse `for_seat` (a 422 naming `/for_seat`).\n\n"
            "**Errors** come as `application/problem+json`, as `state` answers them:\n" + problems_list(POST_PROBLEMS)
        ),
        operationId=operation_id(game_id, PICTURE_PATH),
        parameters=[REQUEST_ID_PARAMETER, VIEW_PARAMETER],
        requestBody={"required": True, "content": record_content(game_id, state, request_body)},
    )(documented)
    return bare_documented(view, documented)


def game_blueprint(game_id: str, config, attest=None, expensive=None) -> Blueprint:
    """config: the app's config (the mapping current_app.config is), where its operations read MAX_CONTENT_LENGTH."""
    info = GAMES[game_id]
    blueprint = Blueprint(game_id, __name__, url_prefix=f"/v1/games/{game_id}", description=f"Adjudicate {info.name}")
    for operation in OPERATIONS.get(game_id, {}).values():
        blueprint.route(f"/{operation.path}", methods=["POST"])(
            _operation_view(blueprint, game_id, operation, config, attest, expensive)
        )
    if game_id in GAMES_WITH_RECORDS:
        blueprint.route(f"/{NOTATION_PATH}", methods=["POST"])(
            notation_view(blueprint, game_id, document_problems, NOTATION_PROBLEMS, problems_list, REQUEST_ID_HEADERS)
        )
    state = OPERATIONS.get(game_id, {}).get(STATE)
    if state is not None:
        blueprint.route(f"/{PICTURE_PATH}", methods=["POST"])(_picture_view(blueprint, game_id, state, expensive))
    for batched in BATCHED:
        if batched not in OPERATIONS.get(game_id, {}):
            continue
        add_batch_route(
            blueprint,
            game_id,
            batched,
            operation_id(game_id, batch_path(batched)),
            document_problems,
            problems_list,
            REQUEST_ID_HEADERS,
            attest,
            expensive,
        )
    return blueprint


class Health(Schema):
    status = fields.String(required=True, metadata={"examples": ["ok"]})


class PlayerRange(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)


# Every option a game takes, with its default; a game lists only its own.
GameOptions = listing_schema(GAMES.values(), "GameOptions")


class ProfileAnswer(Schema):
    id = fields.String(required=True, metadata={"examples": ["black-lady"]})
    name = fields.String(required=True)
    hash = fields.String(
        required=True,
        metadata={
            "description": "game@profile#hash: the first 12 hex of the SHA-256 of the JCS form of options",
            "examples": ["hearts@black-lady#0123456789ab"],
        },
    )
    options = fields.Nested(GameOptions, required=True, metadata={"description": "every house rule of the game"})
    source = fields.String(required=True, metadata={"description": "where these rules are published"})


class GameSummary(Schema):
    id = fields.String(required=True, validate=validate.OneOf(list(GAMES)))
    name = fields.String(required=True)
    players = fields.Nested(PlayerRange, required=True)
    options = fields.Nested(GameOptions, required=True, metadata={"description": "option name: default"})


# The rank orders a game uses, highest first; each game gives the tables it has (its schema module documents them).
RankTables = Schema.from_dict(RANK_TABLE_FIELDS, name="RankTables")


class CatalogueRule(Schema):
    id = Described(RULE_ID_REF, required=True)
    basis = Described(BASIS_REF, required=True)
    text = fields.String(required=True)


class GameDetails(GameSummary):
    rank_tables = fields.Nested(RankTables, required=True)
    rules = fields.List(fields.Nested(CatalogueRule), required=True)
    engine = fields.String(required=True, metadata={"description": "the engine's version, as attestations sign it"})
    rules_digest = fields.String(
        required=True,
        validate=validate.Regexp(r"^[0-9a-f]{64}$"),
        metadata={"description": "hex SHA-256 of the RFC 8785 form of rules: what attestations sign as rules"},
    )


service = Blueprint("service", __name__, description="Games, rule catalogues and health")
GAME_PARAMETER = {
    "in": "path",
    "name": "game",
    "required": True,
    "description": "the game",
    "schema": {"type": "string", "enum": list(GAMES)},
}


@service.route("/healthz", parameters=[REQUEST_ID_PARAMETER])
@service.doc(
    operationId="healthz",
    summary="Liveness: the process answers",
    description='Answers 200 `{"status": "ok"}` while the process serves: a liveness probe. Send nothing.',
)
@service.alt_response(200, schema=Health, success=True, description="The service is up", headers=REQUEST_ID_HEADERS)
@document_problems(service, SERVICE_PROBLEMS, SERVICE_EXAMPLES)
def healthz():
    return json_answer({"status": "ok"})


# A 503 of /readyz says when to look again, as every 503 the spec documents does: room comes back as batches end.
READY_RETRY_AFTER = 10


def not_ready(problems: list[DirectoryProblem]) -> ServiceUnavailable:
    return ServiceUnavailable(
        "Not ready: " + "; ".join(problem.public() for problem in problems) + ".", retry_after=READY_RETRY_AFTER
    )


READYZ_EXAMPLES = [
    *SERVICE_EXAMPLES,
    ProblemExample(
        503,
        "not-ready",
        "While the batch spool's directory (REFEREE_SPOOL_DIR) is gone",
        http_problem(not_ready([DirectoryProblem(SPOOL_VARIABLE, "", "does not exist")])),
        method="GET",
        situation=SPOOL_GONE,
    ),
]


@service.route("/readyz", parameters=[REQUEST_ID_PARAMETER])
@service.doc(
    operationId="readyz",
    summary="Readiness: this worker has loaded every game and has room to write",
    description='Answers 200 `{"status": "ready"}` once this worker has loaded every game and the directories '
    "it writes (the batch spool, the metrics, the proxy's temporary files) have room; 503 naming the setting of one "
    "that has not (never its "
    "path): a readiness probe. Send nothing.",
)
@service.alt_response(
    200,
    schema=Health,
    success=True,
    description="This worker has loaded every game and can answer",
    headers=REQUEST_ID_HEADERS,
)
@document_problems(
    service,
    {
        **SERVICE_PROBLEMS,
        503: "A directory the service writes (the batch spool, the metrics "
        "directory, the proxy's temporary files) is missing, not writable or full; the detail names "
        "its setting",
    },
    READYZ_EXAMPLES,
)
def readyz():
    config = current_app.config
    largest_body = max(config["MAX_BATCH_LENGTH"], config["MAX_CONTENT_LENGTH"])
    problems = directory_problems(
        written_directories(
            config["BATCH_SPOOL_DIR"], config["MAX_BATCH_LENGTH"], os.environ.get(METRICS_VARIABLE), WORKER_BYTES
        )
        + proxy_temp_directories(os.environ, largest_body)
    )
    if problems:
        # The paths are for the operator's log; a client is told which setting, never where the server's files are.
        log.warning("not ready: %s", "; ".join(str(problem) for problem in problems))
        raise not_ready(problems)
    return json_answer({"status": "ready"})


@service.route("/v1/games", parameters=[REQUEST_ID_PARAMETER])
@service.doc(
    operationId="listGames",
    summary="The games refereed, their player counts and options",
    description="Start here: every game refereed, with its `id` (the `{game}` of every path below), its name, "
    "how many players it takes and the options (house rules) it knows, each with its default.",
)
@service.alt_response(
    200, schema=GameSummary(many=True), success=True, description="The games refereed", headers=REQUEST_ID_HEADERS
)
@document_problems(service, SERVICE_PROBLEMS, SERVICE_EXAMPLES)
def list_games():
    return json_answer([info.summary() for info in GAMES.values()])


@service.route("/v1/games/<string:game>", parameters=[GAME_PARAMETER, REQUEST_ID_PARAMETER])
@service.doc(
    operationId="getGame",
    summary="A game's rank tables, rule catalogue and options",
    description="Everything a ruling of the game can refer to: the rule catalogue (every `rule` id an answer can "
    "name, its text, and whether it is the rules' own or a named interpretation, `.i-`), the rank tables, the "
    "options with their defaults, and the engine version and rules digest that attestations sign.",
)
@service.alt_response(
    200,
    schema=GameDetails,
    success=True,
    description="Rank tables, rule catalogue, options",
    headers=REQUEST_ID_HEADERS,
)
@document_problems(service, {404: "No such game", **SERVICE_PROBLEMS}, GAME_EXAMPLES)
def game_details(game):
    require_game(game)
    return json_answer({**GAMES[game].details(), "engine": engine_version(), "rules_digest": game_rules_digest(game)})


@service.route("/v1/games/<string:game>/profiles", parameters=[GAME_PARAMETER, REQUEST_ID_PARAMETER])
@service.doc(
    operationId="listProfiles",
    summary="A game's profiles: named sets of house rules, with their hashes",
    description="A game's profiles: named sets of house rules, the game's standard rules first. Send "
    '`"profile": "<id>"` in any request of the game to play under one; its options and its hash (which an '
    "answer under it repeats) are listed here.",
)
@service.alt_response(
    200,
    schema=ProfileAnswer(many=True),
    success=True,
    headers=REQUEST_ID_HEADERS,
    description="The profiles, the default (the game's standard rules) first",
)
@document_problems(
    service, {404: "No such game", **SERVICE_PROBLEMS}, [no_such_game(GAME_PATH + "/profiles"), *SERVICE_EXAMPLES]
)
def game_profiles(game):
    require_game(game)
    return json_answer(GAMES[game].profiles.listing())
