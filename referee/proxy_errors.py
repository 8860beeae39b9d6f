"""The errors nginx answers itself in front of the workers (`referee serve`, referee.front), as problem+json:
what the proxy's configuration renders and what the spec documents (referee.api.documentation) are both read from
here, so the two cannot differ. Neither side imports the other."""

from dataclasses import dataclass

from referee.settings import (
    BATCH_LIMIT_VARIABLE,
    BODY_LIMIT_VARIABLE,
    DEFAULT_BATCH_BYTES,
    DEFAULT_BODY_BYTES,
    TOO_LARGE_TITLE,
    too_large_detail,
)

# The request line and each header fit one buffer of this size: below gunicorn's limit_request_line (4094)
# and limit_request_field_size (8190), so nginx, not gunicorn, refuses them.
HEADER_BUFFER = 4000

# A 503 for a body nginx found no room for waits this long: the room comes back as other bodies are passed on.
PROXY_ROOM_RETRY_AFTER = 10
# A 503 for a batch past REFEREE_PROXY_BATCH_CONNECTIONS waits this long.
BATCH_RETRY_AFTER = 1


@dataclass(frozen=True)
class NginxProblem:
    """An error nginx answers itself, as the problem+json its location /_problem/NAME returns."""

    status: int
    title: str
    detail: str
    catches: int | None = None  # the status nginx gives the error, which error_page catches (None: ``status``)
    name: str | None = None  # the location's name (None: the status)
    retry_after: int | None = None
    batch: bool | None = None  # True: a batch endpoint's only; False: every other endpoint's; None: every one's

    @property
    def location(self) -> str:
        return f"/_problem/{self.name or self.status}"

    def error_page(self) -> str:
        caught = self.catches or self.status
        return f"error_page {caught} {'' if caught == self.status else f'={self.status} '}{self.location};"

    def body(self) -> dict:
        """The problem, as the application's are (the request id is in the X-Request-ID header)."""
        return {"type": "about:blank", "title": self.title, "status": self.status, "detail": self.detail, "errors": []}


def nginx_problems(
    max_body_bytes: int = DEFAULT_BODY_BYTES, max_batch_bytes: int = DEFAULT_BATCH_BYTES
) -> list[NginxProblem]:
    """nginx's own errors with the body limits it is given (by default, the service's defaults: what the spec
    shows, referee.api.documentation)."""
    return [
        NginxProblem(400, "Bad Request", "The request is not valid HTTP: its request line or a header is malformed."),
        # As the application words its own 413s (referee.api.body), so either answers alike.
        NginxProblem(413, TOO_LARGE_TITLE, too_large_detail(max_body_bytes, BODY_LIMIT_VARIABLE), batch=False),
        NginxProblem(
            413,
            TOO_LARGE_TITLE,
            too_large_detail(max(max_batch_bytes, max_body_bytes), BATCH_LIMIT_VARIABLE),
            name="413-batch",
            batch=True,
        ),
        NginxProblem(414, "URI Too Long", f"The request line is longer than {HEADER_BUFFER} bytes."),
        NginxProblem(
            431,
            "Request Header Fields Too Large",
            f"A request header is longer than {HEADER_BUFFER} bytes, or the "
            f"headers together are longer than {4 * HEADER_BUFFER}.",
            catches=494,
        ),
        # nginx's own 500s are its temporary files failing (a body past 16 KiB it could not write: a full disk),
        # the service's trouble and passing, not a bug of the request's.
        NginxProblem(
            503,
            "Service Unavailable",
            "The proxy in front of the referee had no room to hold this request (its temporary directory, "
            "REFEREE_PROXY_TEMP_DIR, is full or cannot be written). Nothing was answered; send it again after "
            "Retry-After seconds.",
            catches=500,
            name="503-room",
            retry_after=PROXY_ROOM_RETRY_AFTER,
        ),
        NginxProblem(
            501,
            "Not Implemented",
            "The request's Transfer-Encoding is not one the service reads: send the body with a Content-Length, "
            "or chunked.",
        ),
        NginxProblem(
            502,
            "Bad Gateway",
            "The referee's workers did not answer this request (a worker may have been restarted); it was not retried.",
        ),
        NginxProblem(
            503,
            "Service Unavailable",
            "Too many batches are being sent or answered at once "
            "(REFEREE_PROXY_BATCH_CONNECTIONS); retry after Retry-After seconds.",
            retry_after=BATCH_RETRY_AFTER,
        ),
        NginxProblem(504, "Gateway Timeout", "The referee's workers did not answer this request in time."),
        NginxProblem(505, "HTTP Version Not Supported", "The service speaks HTTP/1.0 and HTTP/1.1."),
    ]
