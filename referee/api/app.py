"""The Flask application: configuration, the spec and docs page, routes, problem handlers."""

import os
from pathlib import Path

import flask_swagger_ui
import yaml
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.ext.marshmallow import resolver as default_schema_name
from flask import Flask, Response, request, send_from_directory
from flask_smorest import Api

from referee.api.body import read_json_body
from referee.api.observability import install_observability
from referee.api.problems import register_problem_handlers
from referee.api.routes import game_blueprint, json_answer, service
from referee.api.schemas.common import Problem, custom_field_properties
from referee.games import GAMES
from referee.operations import find, run_operation

SWAGGER_UI_ASSETS = Path(flask_swagger_ui.__file__).parent / "dist"

DEFAULTS = {
    "MAX_CONTENT_LENGTH": 64 * 1024,
    "API_TITLE": "Referee",
    "API_VERSION": "1.0.0",
    "OPENAPI_VERSION": "3.0.3",
    "OPENAPI_URL_PREFIX": "/",
    "OPENAPI_JSON_PATH": "openapi.json",
    "OPENAPI_SWAGGER_UI_PATH": "docs",
    # Swagger UI's scripts come from the installed flask-swagger-ui package: the page works offline.
    "OPENAPI_SWAGGER_UI_URL": "/docs/assets/",
    "API_SPEC_OPTIONS": {
        "info": {
            "description": "Adjudicates trick-taking card games: legal moves, trick winners, scores and "
            "rulings on irregularities, each naming the rule it rests on. Errors are RFC 9457 "
            "application/problem+json with JSON Pointers into the request body."
        }
    },
}


def config_from_environment() -> dict:
    if "REFEREE_MAX_BODY_BYTES" in os.environ:
        return {"MAX_CONTENT_LENGTH": int(os.environ["REFEREE_MAX_BODY_BYTES"])}
    return {}


def schema_name(schema) -> str:
    """Spec component names: a game's schemas are named after the game (FortyFiveCheckMoveRequest),
    because each game module defines its own CheckMoveRequest and the spec needs one name per schema."""
    name = default_schema_name(schema)
    module = (schema if isinstance(schema, type) else type(schema)).__module__
    package, _, game = module.rpartition(".")
    if package != "referee.api.schemas" or game == "common":
        return name
    words = [word.title() for word in game.split("_")]
    return name if name.startswith(words[0]) else "".join(words) + name


class RefereeApi(Api):
    # Errors are documented per operation as problem+json; no generic "default" response.
    DEFAULT_ERROR_RESPONSE_NAME = None
    ERROR_SCHEMA = Problem


def spec_yaml(api: Api) -> str:
    """The spec as committed in openapi.yaml (the same dump as `flask openapi write --format=yaml`)."""
    return yaml.dump(api.spec.to_dict())


def create_app(config: dict | None = None) -> Flask:
    app = Flask("referee")
    app.config.update(DEFAULTS)
    app.config.update(config_from_environment())
    app.config.update(config or {})

    api = RefereeApi(app, spec_kwargs={"marshmallow_plugin": MarshmallowPlugin(schema_name_resolver=schema_name)})
    api.ma_plugin.converter.add_attribute_function(custom_field_properties)
    api.register_blueprint(service)
    for game_id in GAMES:
        api.register_blueprint(game_blueprint(game_id))

    @app.get("/openapi.yaml")
    def openapi_yaml():
        return Response(spec_yaml(api), content_type="application/yaml")

    @app.get("/docs/assets/<path:filename>")
    def swagger_ui_asset(filename):
        return send_from_directory(SWAGGER_UI_ASSETS, filename)

    @app.post("/v1/games/<game>/<path:operation>")
    def unknown_operation(game, operation):
        # Only reached for paths no game blueprint claims: answers 404 naming the games.
        return json_answer(run_operation(find(game, operation), read_json_body(request._get_current_object())))

    install_observability(app)
    register_problem_handlers(app)
    app.extensions["referee_api"] = api
    return app
