"""GET /desk: the dispute desk, a page for people who do not write JSON (api.md v1.2). The page is static: its
script calls the public API from the browser, so this module only serves the page and its two assets."""

from pathlib import Path

from flask import Blueprint, Response, render_template
from werkzeug.exceptions import NotFound

from referee import __version__
from referee.api.problems import send_static_file

DESK_ASSETS = Path(__file__).with_name("desk_assets")

# Served by name from this table only: a path that is not one of these is a 404, so nothing outside the folder
# (and nothing added to it by mistake) can be reached.
ASSET_TYPES = {"desk.css": "text/css", "desk.js": "text/javascript"}

# The page links its assets with ?v=<version>, so a new release is fetched at once and an asset may be kept a day.
ASSET_MAX_AGE = 86400

# The page runs only its own script and style and calls only its own origin; pictures come as blob: URLs when
# downloaded. No inline script or style, so nothing injected into the page could run.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self'; "
    "form-action 'none'; base-uri 'none'; frame-ancestors 'none'"
)

desk = Blueprint("desk", __name__)


@desk.get("/desk")
def desk_page() -> Response:
    response = Response(render_template("desk.html", version=__version__), content_type="text/html; charset=utf-8")
    # Revalidated on every visit: the page names the assets' version.
    response.headers["Cache-Control"] = "no-cache"
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


@desk.get("/desk/assets/<name>")
def desk_asset(name: str) -> Response:
    if name not in ASSET_TYPES:
        raise NotFound(f"The desk has no asset {name!r}.")
    response = send_static_file(DESK_ASSETS, name, mimetype=ASSET_TYPES[name], max_age=ASSET_MAX_AGE)
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
