"""GET /desk: the dispute desk, a page for people who do not write JSON (api.md v1.2). The page is static: its
script calls the public API from the browser, so this module only serves the page and its two assets."""

from pathlib import Path

from flask import Blueprint, Response, render_template

from referee import __version__
from referee.api.pages import CONTENT_SECURITY_POLICY, page, send_asset

DESK_ASSETS = Path(__file__).with_name("desk_assets")

# Served by name from this table only.
ASSET_TYPES = {"desk.css": "text/css", "desk.js": "text/javascript"}

__all__ = ["ASSET_TYPES", "CONTENT_SECURITY_POLICY", "desk"]

desk = Blueprint("desk", __name__)


@desk.get("/desk")
@page
def desk_page() -> Response:
    response = Response(render_template("desk.html", version=__version__), content_type="text/html; charset=utf-8")
    # Revalidated on every visit: the page names the assets' version.
    response.headers["Cache-Control"] = "no-cache"
    return response


@desk.get("/desk/assets/<name>")
def desk_asset(name: str) -> Response:
    return send_asset(DESK_ASSETS, ASSET_TYPES, name, "desk")
