"""What every page the service sends carries (/docs, /desk, and the redirect from / to /docs): one policy, so no
page is weaker than another, and the assets the pages load by name."""

import functools

from flask import Response, make_response
from werkzeug.exceptions import NotFound

from referee.api.problems import send_static_file

# A page runs only the service's own scripts and styles and calls only its own origin; pictures come as blob: URLs
# when downloaded, Swagger UI's icons as data: URLs. No inline script or style, so nothing injected into a page
# could run, and no other site may frame a page.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self'; "
    "form-action 'none'; base-uri 'none'; frame-ancestors 'none'"
)

PAGE_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}

# A page links its assets with ?v=<version>, so a new release is fetched at once and an asset may be kept a day.
ASSET_MAX_AGE = 86400


def page(view):
    """``view``, its answer carrying PAGE_HEADERS."""

    @functools.wraps(view)
    def page_view(*args, **kwargs) -> Response:
        response = make_response(view(*args, **kwargs))
        response.headers.update(PAGE_HEADERS)
        return response

    return page_view


def send_asset(directory, types: dict[str, str], name: str, page_name: str) -> Response:
    """``name`` from ``directory`` if ``types`` lists it (a path that is not one of these is a 404, so nothing outside
    the folder, and nothing added to it by mistake, can be reached), kept a day."""
    if name not in types:
        raise NotFound(f"The {page_name} has no asset {name!r}.")
    return send_static_file(directory, name, mimetype=types[name], max_age=ASSET_MAX_AGE)
