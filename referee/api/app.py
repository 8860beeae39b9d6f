"""The Flask application: configuration, the spec and docs page, routes, problem handlers."""

import os
import re
from pathlib import Path

import flask_swagger_ui
import yaml
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.ext.marshmallow import resolver as default_schema_name
from flask import Flask, Response, redirect, request
from flask_cors import CORS
from flask_smorest import Api
from flask_smorest.pagination import PaginationMetadataSchema
from werkzeug.routing import PathConverter

from referee import __version__
from referee.api.batch import register_line_schemas
from referee.api.body import read_json_body
from referee.api.desk import desk
from referee.api.documentation import add_proxy_components
from referee.api.expensive import ExpensiveWork
from referee.api.observability import REQUEST_ID_HEADER, install_observability
from referee.api.pages import page, send_asset
from referee.api.problems import register_problem_handlers, send_static_file
from referee.api.routes import REQUEST_ID_HEADERS, game_blueprint, json_answer, service
from referee.api.trust import ATTESTATION_HEADER_SPEC, KEYS_EXTENSION, attestor_for, keys_from_config, trust
from referee.batch import BATCHED, DEFAULT_LINE_LIMIT
from referee.games import GAMES
from referee.logs import VALID_REQUEST_ID
from referee.operations import OPERATIONS, find, run_operation
from referee.schemas.common import (
    SHARED_SCHEMAS,
    Problem,
    client_defaults,
    custom_field_properties,
    integer_formats,
)
from referee.settings import (
    ANY_ORIGIN,
    APP_SETTINGS,
    CORS_EXPOSED_HEADERS,
    CORS_MAX_AGE,
    CORS_METHODS,
    CORS_REQUEST_HEADERS,
    DEFAULT_BATCH_BYTES,
    app_config,
)

SWAGGER_UI_ASSETS = Path(flask_swagger_ui.__file__).parent / "dist"
# The docs page's own script and style (templates/swagger_ui.html), served by name from this table only.
DOCS_PAGE_ASSETS = Path(__file__).with_name("docs_assets")
DOCS_PAGE_ASSET_TYPES = {"docs.css": "text/css", "docs.js": "text/javascript"}

DEFAULTS = {
    "MAX_CONTENT_LENGTH": DEFAULT_LINE_LIMIT,
    # adjudicate/batch: the whole NDJSON body (each line still obeys MAX_CONTENT_LENGTH), and where a body
    # larger than a MiB is spooled (None: the system's temporary directory).
    "MAX_BATCH_LENGTH": DEFAULT_BATCH_BYTES,
    "BATCH_SPOOL_DIR": None,
    "API_TITLE": "Referee",
    "API_VERSION": __version__,
    "OPENAPI_VERSION": "3.1.0",
    "OPENAPI_URL_PREFIX": "/",
    "OPENAPI_JSON_PATH": "openapi.json",
    "OPENAPI_SWAGGER_UI_PATH": "docs",
    # Swagger UI's scripts come from the installed flask-swagger-ui package: the page works offline.
    "OPENAPI_SWAGGER_UI_URL": "/docs/assets/",
    "API_SPEC_OPTIONS": {
        "info": {
            "description": "Adjudicates trick-taking card games: legal moves, trick winners, scores and "
            "rulings on irregularities, each naming the rule it rests on. Errors are RFC 9457 "
            "application/problem+json with JSON Pointers into the request body.",
            "license": {"name": "MIT", "identifier": "MIT"},
        },
        # Relative: the spec describes whichever server serves it (and Swagger's "Try it out" calls it).
        "servers": [{"url": "/", "description": "the server that serves this document"}],
        # No operation needs credentials.
        "security": [],
    },
}


# The variables the app reads and how (referee.settings: the server checks them all before it starts a worker).
ENVIRONMENT = APP_SETTINGS


def config_from_environment() -> dict:
    return app_config(os.environ)


def schema_name(schema) -> str | None:
    """Spec component names: a game's schemas are named after the game (FortyFiveCheckMoveRequest),
    because each game module defines its own CheckMoveRequest and the spec needs one name per schema.

    None for flask-smorest's pagination metadata: Api documents its header as it starts, and the schema a resolver
    names becomes a component at once, unused here (nothing pages); one it does not name is written inline into the
    header, which is registered lazily and so never written."""
    kind = schema if isinstance(schema, type) else type(schema)
    if issubclass(kind, PaginationMetadataSchema):
        return None
    name = default_schema_name(schema)
    module = kind.__module__
    package, _, last = module.rpartition(".")
    if last == "schema" and package.startswith("referee.games."):
        prefix = package.rpartition(".")[2]  # the game's package: referee.games.<game>.schema
    elif package == "referee.schemas" and last != "common":
        prefix = last  # a shared schema module's own name
    else:
        return name
    words = [word.title() for word in prefix.split("_")]
    return name if name.startswith(words[0]) else "".join(words) + name


class RefereePlugin(MarshmallowPlugin):
    """apispec's marshmallow plugin with the project's attribute functions, in place before the first schema is
    documented (Api itself documents ERROR_SCHEMA as it starts)."""

    def init_spec(self, spec):
        super().init_spec(spec)
        # After apispec's own; the last two read what custom_field_properties leaves: a reference states its own
        # format and takes no default.
        for function in (custom_field_properties, client_defaults, integer_formats):
            self.converter.add_attribute_function(function)


class RefereeApi(Api):
    # Errors are documented per operation as problem+json; no generic "default" response.
    DEFAULT_ERROR_RESPONSE_NAME = None
    ERROR_SCHEMA = Problem


SPEC_HEADERS = {
    "RequestId": {
        "description": "The request's id: the client's own X-Request-ID if it sent a plain one "
        "(1 to 128 of A-Z a-z 0-9 . _ : -), else a new one; also in the log line.",
        "schema": {"type": "string", "pattern": VALID_REQUEST_ID.pattern},
    },
    "Allow": {"description": "The methods the path answers", "schema": {"type": "string", "examples": ["POST"]}},
    "RefereeAttestation": ATTESTATION_HEADER_SPEC,
}
SPEC_PARAMETERS = {
    "RequestId": {
        "in": "header",
        "name": REQUEST_ID_HEADER,
        "required": False,
        "description": "An id to trace this request by; echoed in the answer and the log line when plain "
        "(1 to 128 of A-Z a-z 0-9 . _ : -), else replaced by a new one.",
        "schema": {"type": "string"},
    },
}


def add_shared_components(api: Api) -> None:
    components = api.spec.components
    for name, schema in SHARED_SCHEMAS.items():
        components.schema(name, schema)
    for name, header in SPEC_HEADERS.items():
        components.header(name, header)
    for name, parameter in SPEC_PARAMETERS.items():
        components.parameter(name, parameter["in"], {key: value for key, value in parameter.items() if key != "in"})
    add_proxy_components(api.spec, {"$ref": "#/components/schemas/Problem"}, REQUEST_ID_HEADERS)


class _PlainYamlDumper(yaml.SafeDumper):
    # The spec reuses one Python dict for every reference to a shared schema; PyYAML would write
    # those as anchors and aliases, which some tools refuse past a count (snakeyaml, in
    # openapi-generator, stops at 50). Each is written out in full instead.
    def ignore_aliases(self, data):
        return True


def spec_yaml(api: Api) -> str:
    """The spec as committed in openapi.yaml (`make openapi`, `referee openapi`)."""
    return yaml.dump(api.spec.to_dict(), Dumper=_PlainYamlDumper)


class OperationPath(PathConverter):
    """Any path under a game but the GET-only ones (profiles), so their Allow header names no POST."""

    regex = r"(?!profiles$)[^/].*?"


def allow_cross_origin_calls(app: Flask, origins: tuple[str, ...]) -> None:
    """CORS headers on every answer to a page of ``origins`` (REFEREE_CORS_ORIGINS): errors and preflights included,
    so a page reads a problem's detail as it reads a ruling. A request without Origin (curl, a server) gets none."""
    CORS(
        app,
        # Each origin whole: flask-cors takes a string with brackets (an IPv6 host) for a regular expression, and
        # matches a pattern at the start of the Origin only.
        origins=ANY_ORIGIN
        if origins == (ANY_ORIGIN,)
        else [re.compile(re.escape(origin) + r"\Z", re.IGNORECASE) for origin in origins],
        send_wildcard=True,
        always_send=False,
        methods=list(CORS_METHODS),
        allow_headers=list(CORS_REQUEST_HEADERS),
        expose_headers=list(CORS_EXPOSED_HEADERS),
        max_age=CORS_MAX_AGE,
        # Its after_request hook sees every answer, the problem handlers' included.
        intercept_exceptions=False,
    )


def create_app(config: dict | None = None) -> Flask:
    # templates/swagger_ui.html: the docs page, in place of flask-smorest's template of that name.
    app = Flask("referee", template_folder=str(Path(__file__).with_name("templates")))
    app.config.update(DEFAULTS)
    app.config.update(config_from_environment())
    app.config.update(config or {})

    api = RefereeApi(app, spec_kwargs={"marshmallow_plugin": RefereePlugin(schema_name_resolver=schema_name)})
    add_shared_components(api)
    keys = keys_from_config(app)
    app.extensions[KEYS_EXTENSION] = keys
    attest = attestor_for(keys)
    expensive = ExpensiveWork.from_environment()
    api.register_blueprint(service)
    api.register_blueprint(trust)
    # The desk is a page, not an operation: a plain Flask blueprint, outside the spec.
    app.register_blueprint(desk)
    for game_id in GAMES:
        api.register_blueprint(game_blueprint(game_id, app.config, attest, expensive))
    register_line_schemas(
        api.spec,
        [(game_id, batched) for game_id in GAMES for batched in BATCHED if batched in OPERATIONS.get(game_id, {})],
    )

    @app.get("/openapi.yaml")
    def openapi_yaml():
        return Response(spec_yaml(api), content_type="application/yaml")

    # The docs page is flask-smorest's view: it carries every page's headers as the desk does.
    docs_endpoint, _ = app.url_map.bind("localhost").match("/docs")
    app.view_functions[docs_endpoint] = page(app.view_functions[docs_endpoint])

    @app.get("/docs/assets/<path:filename>")
    def swagger_ui_asset(filename):
        return send_static_file(SWAGGER_UI_ASSETS, filename)

    @app.get("/docs/page/<name>")
    def docs_page_asset(name):
        return send_asset(DOCS_PAGE_ASSETS, DOCS_PAGE_ASSET_TYPES, name, "docs page")

    @app.get("/favicon.ico")
    def favicon():
        # Browsers ask for it on every page; Swagger UI's own icon answers rather than a 404.
        return send_static_file(SWAGGER_UI_ASSETS, "favicon-32x32.png", mimetype="image/png", max_age=86400)

    @app.get("/")
    @page
    def home():
        # The docs page is where a newcomer starts; relative, so it holds behind any proxy.
        return redirect("/docs")

    app.url_map.converters["operation"] = OperationPath

    @app.post("/v1/games/<game>/<operation:operation>")
    def unknown_operation(game, operation):
        # Only reached for paths no game blueprint claims: answers 404 naming the games.
        return json_answer(run_operation(find(game, operation), read_json_body(request)))

    if app.config.get("CORS_ORIGINS"):
        allow_cross_origin_calls(app, app.config["CORS_ORIGINS"])
    install_observability(app)
    register_problem_handlers(app)
    app.extensions["referee_api"] = api
    return app
