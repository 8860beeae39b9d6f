"""The docs page in a real browser: headless Chromium (Debian's chromium package) opens /docs, runs
"Try it out" on Forty-Five's legal-moves with the prefilled example and gets 200, with no console
error, failed request or 4xx on the way (the favicon included).

Needs /usr/bin/chromium (or $CHROMIUM): `make test` installs Debian's chromium when it is missing.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import referee

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from live_server import live_server  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def test_try_it_out_answers_200_in_chromium_with_no_console_errors():
    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium (make test does)"
    assert (ROOT / "node_modules" / "playwright-core").exists(), "run `npm ci` (make test does)"
    with live_server(workers=1, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        finished = subprocess.run(
            ["node", str(ROOT / "tests" / "clients" / "docs-page.mjs"), server.url, CHROMIUM],
            capture_output=True,
            text=True,
            timeout=180,
        )
    assert finished.returncode == 0, finished.stderr
    seen = json.loads(finished.stdout)
    assert seen["problems"] == []
    assert seen["status"] == "200"
    assert seen["answer"] == referee.run("forty-five", "legal-moves", seen["prefilled"])


def test_the_favicon_is_served(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200 and response.content_type == "image/png" and response.data[:4] == b"\x89PNG"


def test_the_root_redirects_to_the_docs_page(client):
    response = client.get("/")
    assert response.status_code == 302 and response.headers["Location"] == "/docs"
    assert client.get(response.headers["Location"]).status_code == 200
