"""The docs page in a real browser: headless Chromium (Debian's chromium package) opens /docs and runs "Try it out" on
every operation, batches included, with what the page prefills: each answers 200, the answer the library gives to
the request the page sent, shown on the page as it is (a batch's NDJSON as text, a picture's SVG as its text), with
no console error, failed request or 4xx on the way, and the favicon found.

Needs /usr/bin/chromium (or $CHROMIUM): `make test` installs Debian's chromium when it is missing.
"""

import io
import json
import os
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from browser_drivers import run_driver

import referee
from referee.api.batch import NDJSON, batch_example
from referee.batch import Tally, answer_stream, batch_operation
from referee.operations import OPERATIONS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from live_server import live_server  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SPEC_METHODS = {"get", "post"}


def batch_answer(game: str, body: str) -> str:
    return b"".join(answer_stream(batch_operation(game), io.BytesIO(body.encode()).read, Tally())).decode()


@pytest.mark.once
def test_try_it_out_answers_200_on_every_operation_in_chromium_with_no_console_errors(client):
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    assert (ROOT / "node_modules" / "playwright-core").exists(), "run `npm ci` (make test does)"
    with live_server(workers=1, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        finished = run_driver("docs-page.mjs", server.url, CHROMIUM)
    assert finished.returncode == 0, finished.stderr
    seen = json.loads(finished.stdout)
    assert seen["problems"] == []
    assert seen["favicon"] == {"status": 200, "type": "image/png"}
    spec = client.get("/openapi.json").get_json()
    documented = {
        op["operationId"] for path in spec["paths"].values() for method, op in path.items() if method in SPEC_METHODS
    }
    tried = {operation["id"].rsplit("-", 1)[1] for operation in seen["operations"]}
    assert tried == documented
    for operation in seen["operations"]:
        assert (operation["status"], operation["shown"]) == (200, "200"), operation
        url = urlsplit(operation["url"].removeprefix(server.url))
        path = url.path
        # The page shows the answer as it is: a batch's NDJSON lines as text (Swagger UI had printed "can't parse
        # JSON" above them), a picture as its SVG's text (Swagger UI indents XML), any other answer as the JSON it is.
        if path.endswith("/batch"):
            assert operation["shown_body"].strip() == operation["answer"].strip(), operation["id"]
        elif path.endswith("/picture"):
            assert ET.fromstring(operation["shown_body"]).tag == "{http://www.w3.org/2000/svg}svg", operation["id"]
            game = path.removeprefix("/v1/games/").partition("/")[0]
            view = parse_qs(url.query).get("view", ["deal"])[0]
            assert operation["answer"] == referee.picture(game, json.loads(operation["sent"]), view), operation["id"]
            continue
        else:
            assert json.loads(operation["shown_body"]) == json.loads(operation["answer"]), operation["id"]
        if not path.startswith("/v1/games/") or operation["method"] != "POST":
            continue
        game, _, operation_path = path.removeprefix("/v1/games/").partition("/")
        if operation_path.endswith("/batch"):
            # The NDJSON example as the text it is: one record a line, not a quoted JSON string.
            assert operation["content_type"] == NDJSON and operation["sent"] == operation["prefilled"]
            assert operation["sent"] == batch_example(game)
            assert operation["answer"] == batch_answer(game, operation["sent"])
            continue
        sent = json.loads(operation["sent"])
        assert sent == json.loads(operation["prefilled"])
        if not OPERATIONS[game][operation_path].expensive:  # a search's answer may depend on the time it had
            assert json.loads(operation["answer"]) == referee.run(game, operation_path, sent), operation["id"]


def test_the_favicon_is_served(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200 and response.content_type == "image/png" and response.data[:4] == b"\x89PNG"


def test_the_root_redirects_to_the_docs_page(client):
    response = client.get("/")
    assert response.status_code == 302 and response.headers["Location"] == "/docs"
    assert client.get(response.headers["Location"]).status_code == 200
