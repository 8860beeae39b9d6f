"""Reading a request body as JSON, strictly: the right media type, real JSON, bounded size."""

from flask import Request
from werkzeug.exceptions import BadRequest, UnsupportedMediaType

from referee.api.jsonio import from_json
from referee.rulings import InvalidRecord


def _is_json_media_type(mimetype: str) -> bool:
    return mimetype == "application/json" or (mimetype.startswith("application/") and mimetype.endswith("+json"))


def read_json_body(request: Request):
    """The body of ``request`` (the request object itself, not Flask's proxy) as JSON."""
    # The usual Content-Type is taken as it is; anything else is parsed (parameters, case) to judge it.
    if request.environ.get("CONTENT_TYPE") != "application/json" and not _is_json_media_type(request.mimetype):
        raise UnsupportedMediaType(
            f'Send the body as JSON with "Content-Type: application/json" (got "{request.mimetype or "none"}").'
        )
    raw = request.get_data(cache=False)  # raises 413 past MAX_CONTENT_LENGTH before reading it all
    try:
        return from_json(raw)
    except RecursionError:
        raise InvalidRecord.at("", "the body nests arrays or objects too deeply for any game record") from None
    except (ValueError, UnicodeDecodeError) as error:
        raise BadRequest(f"The body is not valid JSON: {error}") from None
