"""Calling the API from a web page on another origin (REFEREE_CORS_ORIGINS, docs/api.md "Calling from a browser"):
the setting read strictly, the app's answers and preflights through flask-cors, nginx's own errors with the same
headers, and a real page in headless Chromium reading answers, exposed headers and errors, refused when its origin
is not listed."""

import functools
import json
import os
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from browser_drivers import run_driver
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

import referee
from referee.api.app import create_app
from referee.api.examples import example_request
from referee.api.observability import REQUEST_ID_HEADER
from referee.attest import HEADER as ATTESTATION_HEADER
from referee.front import Settings, nginx_problems, render_nginx_conf
from referee.settings import CORS_EXPOSED_HEADERS, CORS_REQUEST_HEADERS, SettingError, app_config, cors_origins

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from live_server import served  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PAGE = "http://127.0.0.1:5000"
LEGAL_MOVES = "/v1/games/forty-five/legal-moves"
BATCH = "/v1/games/forty-five/adjudicate/batch"


@pytest.mark.parametrize(
    ("raw", "origins"),
    [
        ("*", ("*",)),
        (" * ", ("*",)),
        ("https://cards.example", ("https://cards.example",)),
        ("HTTPS://Cards.Example:443, http://127.0.0.1:5000", ("https://cards.example", "http://127.0.0.1:5000")),
        ("http://[::1]:8080,http://[::1]:8080", ("http://[::1]:8080",)),
    ],
)
def test_cors_origins_setting_reads_a_star_or_origins_as_browsers_send_them(raw, origins):
    assert cors_origins("REFEREE_CORS_ORIGINS", raw) == origins


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        ("", "is set but empty"),
        ("*, https://cards.example", "mixes * with origins"),
        ("https://cards.example/", "is not an origin"),
        ("https://cards.example,", "is not an origin"),
        ("cards.example", "is not an origin"),
        ("ftp://cards.example", "is not an origin"),
        ("http://cards.example:99999", "is not an origin"),
    ],
)
def test_a_bad_cors_origins_setting_is_refused_naming_it(raw, said):
    with pytest.raises(SettingError, match="REFEREE_CORS_ORIGINS") as refused:
        app_config({"REFEREE_CORS_ORIGINS": raw})
    assert said in str(refused.value)


def test_the_exposed_and_allowed_headers_are_the_ones_the_service_sends_and_reads():
    assert {ATTESTATION_HEADER, REQUEST_ID_HEADER} <= set(CORS_EXPOSED_HEADERS)
    assert REQUEST_ID_HEADER in CORS_REQUEST_HEADERS


def cors_headers(response) -> dict:
    return {
        name: value for name, value in response.headers.items() if name.startswith("Access-Control-") or name == "Vary"
    }


@pytest.fixture(scope="module")
def listed():
    return create_app({"TESTING": True, "CORS_ORIGINS": (PAGE, "https://cards.example")}).test_client()


def test_no_cors_headers_are_sent_when_the_setting_is_unset(client):
    answer = client.post(LEGAL_MOVES, json=example_request("forty-five", "legal-moves"), headers={"Origin": PAGE})
    assert answer.status_code == 200 and cors_headers(answer) == {}


@pytest.mark.parametrize(("path", "media_type"), [(LEGAL_MOVES, "application/json"), (BATCH, "application/x-ndjson")])
def test_a_preflight_from_a_listed_origin_is_answered(listed, path, media_type):
    answer = listed.options(
        path,
        headers={
            "Origin": PAGE,
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "content-type,x-request-id",
        },
    )
    assert answer.status_code == 200
    headers = cors_headers(answer)
    assert headers["Access-Control-Allow-Origin"] == PAGE
    assert "POST" in headers["Access-Control-Allow-Methods"].split(", ")
    assert headers["Access-Control-Allow-Headers"] == "content-type, x-request-id"
    assert headers["Vary"] == "Origin"


def test_answers_and_problems_to_a_listed_origin_carry_the_cors_headers(listed):
    for body in (example_request("forty-five", "legal-moves"), {}):
        answer = listed.post(LEGAL_MOVES, json=body, headers={"Origin": PAGE})
        assert answer.status_code in (200, 422)
        assert answer.headers["Access-Control-Allow-Origin"] == PAGE
        assert set(answer.headers["Access-Control-Expose-Headers"].split(", ")) == set(CORS_EXPOSED_HEADERS)


@pytest.mark.parametrize("origin", ["http://127.0.0.1:5001", "http://127.0.0.1:5000.evil.example", "null"])
def test_an_origin_not_listed_gets_no_cors_headers(listed, origin):
    answer = listed.post(LEGAL_MOVES, json=example_request("forty-five", "legal-moves"), headers={"Origin": origin})
    preflight = listed.options(LEGAL_MOVES, headers={"Origin": origin, "Access-Control-Request-Method": "POST"})
    assert answer.status_code == 200 and cors_headers(answer) == {} and cors_headers(preflight) == {}


def test_a_star_lets_any_origin_call_and_sends_a_wildcard():
    client = create_app({"TESTING": True, "CORS_ORIGINS": ("*",)}).test_client()
    answer = client.post(LEGAL_MOVES, json={}, headers={"Origin": "https://anywhere.example"})
    assert answer.status_code == 422 and answer.headers["Access-Control-Allow-Origin"] == "*"
    assert "Access-Control-Allow-Origin" not in client.post(LEGAL_MOVES, json={}).headers


def test_nginx_conf_names_no_cors_when_the_setting_is_unset():
    conf = render_nginx_conf(Settings.from_environment({}), "/run", "/tmp", "/run/socket")
    assert "Access-Control" not in conf and "referee_cors" not in conf


def test_nginx_errors_carry_the_cors_headers_of_a_star():
    conf = render_nginx_conf(Settings.from_environment({"REFEREE_CORS_ORIGINS": "*"}), "/run", "/tmp", "/run/socket")
    assert 'default "*";' in conf and "Vary" not in conf
    assert conf.count("add_header Access-Control-Allow-Origin $referee_cors_origin always;") == conf.count(
        "location = /_problem/"
    )


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture
def page_origins(tmp_path):
    """Two origins serving the same page: one the service lists, one it does not."""
    page = tmp_path / "page"
    page.mkdir()
    (page / "index.html").write_text((ROOT / "tests" / "clients" / "cross-origin.html").read_text())
    record = example_request("forty-five", "adjudicate")
    calls = {
        "legal-moves": {
            "path": LEGAL_MOVES,
            "type": "application/json",
            "body": json.dumps(example_request("forty-five", "legal-moves")),
        },
        "batch": {"path": BATCH, "type": "application/x-ndjson", "body": json.dumps(record) + "\n"},
        "unprocessable": {"path": LEGAL_MOVES, "type": "application/json", "body": "{}"},
        # Over REFEREE_MAX_BODY_BYTES below: nginx answers it, the app never sees it.
        "too-large": {"path": LEGAL_MOVES, "type": "application/json", "body": " " * 8192 + "{}"},
    }
    (page / "calls.json").write_text(json.dumps(calls))
    servers = [
        ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(page))) for _ in range(2)
    ]
    for server in servers:
        threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield [f"http://127.0.0.1:{server.server_address[1]}" for server in servers]
    finally:
        for server in servers:
            server.shutdown()
            server.server_close()


@pytest.mark.skipif(
    not (Path("/usr/sbin/nginx").exists() or os.environ.get("REFEREE_NGINX")),
    reason="nginx is not installed (make test installs it)",
)
@pytest.mark.once
def test_a_page_on_a_listed_origin_reads_answers_headers_and_errors_through_nginx_in_chromium(tmp_path, page_origins):
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    assert (ROOT / "node_modules" / "playwright-core").exists(), "run `npm ci` (make test does)"
    key = tmp_path / "signing.pem"
    key.write_bytes(
        Ed25519PrivateKey.generate().private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    listed, unlisted = page_origins
    env = {
        "REFEREE_CORS_ORIGINS": listed,
        "REFEREE_SIGNING_KEY": str(key),
        "REFEREE_MAX_BODY_BYTES": "4096",
        "REFEREE_REQUEST_LOG": "off",
    }
    screenshots = Path(os.environ.get("REFEREE_SCREENSHOTS") or tmp_path)
    with served(workers=1, extra_env=env) as server:
        finished = run_driver(
            "cross-origin.mjs",
            CHROMIUM,
            f"{listed}/index.html?api={server.url}",
            f"{unlisted}/index.html?api={server.url}",
            env={**os.environ, "SCREENSHOTS": str(screenshots)},
        )
    assert finished.returncode == 0, finished.stderr
    seen_listed, seen_unlisted = json.loads(finished.stdout)
    results = seen_listed["results"]

    legal = results["legal-moves"]
    assert legal["status"] == 200
    assert json.loads(legal["body"]) == referee.run(
        "forty-five", "legal-moves", example_request("forty-five", "legal-moves")
    )
    assert legal["attestation"] and legal["request_id"] == "legal-moves"

    batch = results["batch"]
    lines = [json.loads(line) for line in batch["body"].splitlines()]
    assert batch["status"] == 200 and batch["request_id"] == "batch"
    assert lines[0]["answer"] == referee.run("forty-five", "adjudicate", example_request("forty-five", "adjudicate"))
    assert lines[-1]["summary"]["complete"] is True

    unprocessable = results["unprocessable"]
    assert unprocessable["status"] == 422 and unprocessable["request_id"] == "unprocessable"
    assert json.loads(unprocessable["body"])["errors"]

    too_large = results["too-large"]
    assert too_large["status"] == 413 and too_large["request_id"] == "too-large"
    settings = Settings.from_environment(env)
    (nginx_413,) = [
        problem.detail
        for problem in nginx_problems(settings.max_body_bytes, settings.max_batch_bytes)
        if problem.status == 413 and not problem.batch
    ]
    assert json.loads(too_large["body"])["detail"] == nginx_413

    # The browser refuses every answer to the page of an origin the service does not list.
    assert all(result.get("refused", "").startswith("TypeError") for result in seen_unlisted["results"].values())
    assert seen_unlisted["results"].keys() == results.keys()
