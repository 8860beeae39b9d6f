"""The docs page in a real browser: headless Chromium (Debian's chromium package) opens /docs and runs "Try it out" on
every operation, batches included, with what the page prefills, and again with the record's text (the media type
text/x-referee-record chosen for the request body) on every operation that takes one: each answers 200, the answer
the library gives to the request the page sent, shown on the page as it is (a batch's NDJSON as text, a picture's
SVG as its text, a record's text as text), with no console error (a Content-Security-Policy violation included),
failed request or 4xx on the way, and the favicon found. The intro's link to the notation opens a notation operation.

And every page the service sends (/, /docs, /desk) carries the same security headers (referee.api.pages), from
gunicorn and through nginx alike.

Needs /usr/bin/chromium (or $CHROMIUM): `make test` installs Debian's chromium when it is missing.
"""

import http.client
import io
import json
import os
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from browser_drivers import run_driver

import referee
from referee.api.app import DOCS_PAGE_ASSET_TYPES
from referee.api.batch import NDJSON, batch_example
from referee.api.pages import PAGE_HEADERS
from referee.batch import Tally, answer_stream, batch_operation
from referee.notation import MEDIA_TYPE, read_one, write
from referee.operations import OPERATIONS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from live_server import live_server, served  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SPEC_METHODS = {"get", "post"}


def batch_answer(game: str, operation: str, body: str) -> str:
    lines = answer_stream(batch_operation(game, operation), io.BytesIO(body.encode()).read, Tally(operation))
    return b"".join(lines).decode()


@pytest.mark.once
def test_try_it_out_answers_200_on_every_operation_in_chromium_with_no_console_errors(client):
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    assert (ROOT / "node_modules" / "playwright-core").exists(), "run `npm ci` (make test does)"
    with live_server(workers=1, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        finished = run_driver("docs-page.mjs", server.url, CHROMIUM)
    assert finished.returncode == 0, finished.stderr
    seen = json.loads(finished.stdout)
    # The page works under its own policy: a violation would be a console error among the problems.
    assert {name.lower(): value for name, value in PAGE_HEADERS.items()}.items() <= seen["headers"].items()
    assert seen["problems"] == []
    assert seen["favicon"] == {"status": 200, "type": "image/png"}
    spec = client.get("/openapi.json").get_json()
    documented = {
        op["operationId"] for path in spec["paths"].values() for method, op in path.items() if method in SPEC_METHODS
    }
    tried = {operation["id"].rsplit("-", 1)[1] for operation in seen["operations"]}
    assert tried == documented
    # The intro's link to the notation opened a notation operation, in view.
    (opened,) = seen["notation"]["opened"]
    assert opened.endswith("Notation") and seen["notation"]["in_view"], seen["notation"]
    # Every operation that takes a record's text was tried with it too.
    taking_text = {
        op["operationId"]
        for path in spec["paths"].values()
        for method, op in path.items()
        if method == "post" and MEDIA_TYPE in op.get("requestBody", {}).get("content", {})
    }
    texts = [operation for operation in seen["operations"] if operation.get("media") == "text"]
    assert {operation["id"].rsplit("-", 1)[1] for operation in texts} == taking_text and taking_text
    for operation in texts:
        assert_text_tried(server.url, operation, spec)
    for operation in seen["operations"]:
        if operation.get("media") == "text":
            continue
        assert (operation["status"], operation["shown"]) == (200, "200"), operation
        url = urlsplit(operation["url"].removeprefix(server.url))
        path = url.path
        # The page shows the answer as it is: a batch's NDJSON lines as text (Swagger UI had printed "can't parse
        # JSON" above them), a picture as its SVG's text (Swagger UI indents XML), any other answer as the JSON it is.
        if path.endswith("/batch") or path.endswith("/notation"):
            # A record's text (notation's answer, by default) is shown as the text it is.
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
            batched = operation_path.removesuffix("/batch")
            assert operation["sent"] == batch_example(game, batched)
            assert operation["answer"] == batch_answer(game, batched, operation["sent"])
            continue
        sent = json.loads(operation["sent"])
        assert sent == json.loads(operation["prefilled"])
        if operation_path == "notation":
            assert operation["answer_type"] == f"{MEDIA_TYPE}; charset=utf-8", operation["id"]
            assert operation["answer"] == write(game, sent), operation["id"]
            continue
        if not OPERATIONS[game][operation_path].expensive:  # a search's answer may depend on the time it had
            assert json.loads(operation["answer"]) == referee.run(game, operation_path, sent), operation["id"]


def assert_text_tried(server_url: str, operation: dict, spec: dict) -> None:
    """A "Try it out" with the record's text: the spec's text example as the page prefilled it, sent as the text it
    is with its media type; the answer, 200, is the library's to that text (a picture's SVG, notation's text, any other
    operation's JSON), shown as it is."""
    url = urlsplit(operation["url"].removeprefix(server_url))
    game, _, operation_path = url.path.removeprefix("/v1/games/").partition("/")
    example = spec["paths"][url.path]["post"]["requestBody"]["content"][MEDIA_TYPE]["example"]
    assert (operation["status"], operation["shown"]) == (200, "200"), operation
    assert operation["content_type"].split(";")[0] == MEDIA_TYPE, operation["id"]
    assert operation["sent"] == operation["prefilled"] == example, operation["id"]
    assert read_one(example, game).game == game
    if operation_path == "notation":
        assert operation["answer"] == write(game, read_one(example, game).record) == example, operation["id"]
        assert operation["shown_body"].strip() == operation["answer"].strip(), operation["id"]
    elif operation_path == "picture":
        view = parse_qs(url.query).get("view", ["deal"])[0]
        assert operation["answer"] == referee.picture(game, example, view), operation["id"]
        assert ET.fromstring(operation["shown_body"]).tag == "{http://www.w3.org/2000/svg}svg", operation["id"]
    else:
        assert json.loads(operation["shown_body"]) == json.loads(operation["answer"]), operation["id"]
        if not OPERATIONS[game][operation_path].expensive:
            assert json.loads(operation["answer"]) == referee.run(game, operation_path, example), operation["id"]


def test_the_docs_page_introduces_records_as_text_with_a_link_to_the_notation(client):
    page = client.get("/docs").get_data(as_text=True)
    intro = page[page.index('data-test="notation-intro"') :]
    intro = intro[: intro.index("</p>")]
    assert "Records as text (the notation)" in intro and "docs/notation.md" in intro
    assert f"Content-Type: {MEDIA_TYPE}" in intro and 'data-test="notation-link"' in intro


def test_the_favicon_is_served(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200 and response.content_type == "image/png" and response.data[:4] == b"\x89PNG"


def test_the_root_redirects_to_the_docs_page(client):
    response = client.get("/")
    assert response.status_code == 302 and response.headers["Location"] == "/docs"
    assert client.get(response.headers["Location"]).status_code == 200


# ---- every page's security headers --------------------------------------------------------------------------------

INLINE_CODE = re.compile(r"<script(?![^>]*\bsrc=)|<style|\sstyle=|\son[a-z]+=", re.IGNORECASE)


def html_pages(app, client) -> dict[str, object]:
    """The answer of every GET path without parameters whose answer is HTML, by path."""
    paths = sorted(rule.rule for rule in app.url_map.iter_rules() if "GET" in rule.methods and not rule.arguments)
    answers = {path: client.get(path) for path in paths}
    return {path: answer for path, answer in answers.items() if answer.mimetype == "text/html"}


def test_every_page_the_service_sends_carries_the_same_security_headers(app, client):
    pages = html_pages(app, client)
    assert {"/", "/docs", "/desk"} <= pages.keys()
    for path, answer in pages.items():
        assert {name: answer.headers.get(name) for name in PAGE_HEADERS} == PAGE_HEADERS, path
    policy = PAGE_HEADERS["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in policy and "script-src 'self'" in policy and "unsafe-" not in policy


def test_no_page_holds_inline_script_or_style_its_policy_would_refuse(app, client):
    for path, answer in html_pages(app, client).items():
        assert INLINE_CODE.search(answer.get_data(as_text=True)) is None, path


@pytest.mark.parametrize("name", sorted(DOCS_PAGE_ASSET_TYPES))
def test_the_docs_pages_own_assets_are_served_with_their_type_kept_a_day_and_never_sniffed(client, name):
    page = client.get("/docs").get_data(as_text=True)
    assert f'/docs/page/{name}?v={referee.__version__}"' in page
    response = client.get(f"/docs/page/{name}")
    assert response.status_code == 200 and response.mimetype == DOCS_PAGE_ASSET_TYPES[name]
    assert "max-age=86400" in response.headers["Cache-Control"]
    assert response.headers["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("path", ["/docs/page/docs.html", "/docs/page/..%2Fapp.py", "/docs/page/DOCS.JS"])
def test_nothing_but_the_docs_pages_listed_assets_is_served(client, path):
    response = client.get(path)
    assert response.status_code == 404 and response.mimetype == "application/problem+json"


def test_swagger_uis_files_are_never_sniffed(client):
    for name in ("swagger-ui-bundle.js", "swagger-ui.css"):
        assert client.get(f"/docs/assets/{name}").headers["X-Content-Type-Options"] == "nosniff", name


@pytest.mark.once
def test_every_page_carries_the_same_security_headers_through_nginx():
    with served(workers=1, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        for path in ("/", "/docs", "/desk"):
            # http.client follows no redirect: the answer to / is checked itself.
            connection = http.client.HTTPConnection(urlsplit(server.url).netloc, timeout=60)
            try:
                connection.request("GET", path)
                answer = connection.getresponse()
                answer.read()
            finally:
                connection.close()
            assert answer.status in (200, 302) and answer.getheader("Content-Type").startswith("text/html"), path
            for name, value in PAGE_HEADERS.items():
                assert answer.headers.get_all(name) == [value], (path, name)
