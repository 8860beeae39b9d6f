"""One blueprint per game, each view a few lines: read JSON -> run the operation -> count it -> answer."""


from flask import Response, request
from flask_smorest import Blueprint
from marshmallow import Schema, fields

from referee.api.body import read_json_body
from referee.api.jsonio import to_json_bytes
from referee.api.observability import record_ruling
from referee.api.problems import PROBLEM_CONTENT_TYPE
from referee.api.schemas.common import Operation, Problem
from referee.games import GAMES
from referee.operations import OPERATIONS, find, require_game, run_operation

# The failures any POST can answer with, documented once for every operation.
POST_PROBLEMS = {
    400: "The body is not JSON",
    413: "The body is larger than the limit",
    415: "The body is not sent as application/json",
    422: "Valid JSON that cannot describe this game state; errors point into the body",
}


def json_answer(answer) -> Response:
    return Response(to_json_bytes(answer), 200, content_type="application/json")


def document_problems(blueprint: Blueprint, statuses: dict):
    def decorate(view):
        for status, description in statuses.items():
            view = blueprint.alt_response(
                status, schema=Problem, content_type=PROBLEM_CONTENT_TYPE, description=description
            )(view)
        return view

    return decorate


def _operation_view(blueprint: Blueprint, game_id: str, operation: Operation):
    def view():
        # The request behind Flask's context-local proxy, looked up once: every attribute read
        # through the proxy repeats that lookup (about 8,000 instructions a read, counted with callgrind).
        current = request._get_current_object()
        answer = run_operation(operation, read_json_body(current))
        record_ruling(current.environ, game_id, operation.path, answer)
        return json_answer(answer)

    view.__name__ = operation.path.replace("/", "_").replace("-", "_")
    documented = blueprint.alt_response(200, schema=operation.answer, success=True, description="The ruling")(view)
    documented = document_problems(blueprint, POST_PROBLEMS)(documented)
    documented = blueprint.doc(
        summary=operation.summary,
        operationId=f"{game_id}/{operation.path}",
        requestBody={"required": True, "content": {"application/json": {"schema": operation.request}}},
    )(documented)
    # flask-smorest's decorators only document here, yet each adds a call layer to every request;
    # the blueprint reads the documentation from `_apidoc`, so the bare view is registered with it.
    view._apidoc = documented._apidoc
    return view


def game_blueprint(game_id: str) -> Blueprint:
    info = GAMES[game_id]
    blueprint = Blueprint(game_id, __name__, url_prefix=f"/v1/games/{game_id}", description=f"Adjudicate {info.name}")
    for operation in OPERATIONS.get(game_id, {}).values():
        blueprint.route(f"/{operation.path}", methods=["POST"])(_operation_view(blueprint, game_id, operation))
    return blueprint


class Health(Schema):
    status = fields.String(required=True)


class PlayerRange(Schema):
    min = fields.Integer(required=True)
    max = fields.Integer(required=True)


class GameSummary(Schema):
    id = fields.String(required=True)
    name = fields.String(required=True)
    players = fields.Nested(PlayerRange, required=True)
    options = fields.Dict(required=True, metadata={"description": "option name -> default"})


class CatalogueRule(Schema):
    id = fields.String(required=True)
    basis = fields.String(required=True)
    text = fields.String(required=True)


class GameDetails(GameSummary):
    rank_tables = fields.Dict(required=True, metadata={"description": "rank orders, highest card first"})
    rules = fields.List(fields.Nested(CatalogueRule), required=True)


service = Blueprint("service", __name__, description="Games, rule catalogues and health")


@service.route("/healthz")
@service.alt_response(200, schema=Health, success=True, description="The service is up")
def healthz():
    return json_answer({"status": "ok"})


@service.route("/readyz")
@service.alt_response(200, schema=Health, success=True, description="This worker has loaded every game and can answer")
def readyz():
    return json_answer({"status": "ready"})


@service.route("/v1/games")
@service.alt_response(200, schema=GameSummary(many=True), success=True, description="The games refereed")
def list_games():
    return json_answer([info.summary() for info in GAMES.values()])


@service.route("/v1/games/<string:game>")
@service.alt_response(200, schema=GameDetails, success=True, description="Rank tables, rule catalogue, options")
@document_problems(service, {404: "No such game"})
def game_details(game):
    require_game(game)
    return json_answer(GAMES[game].details())
