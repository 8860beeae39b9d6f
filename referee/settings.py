"""The service's settings from the environment and the directories it writes, checked once, in one place.

A bad setting is a SettingError whose message is one line naming the variable, what it holds and what it must
be; the server checks every setting before it starts a worker (referee.serving) and exits with that line rather
than a traceback or a crash loop. Pure: no Flask, no gunicorn.
"""

import errno
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from functools import partial

# ASCII digits only: int() also takes " 7 ", "+7", "7_000" and "５００００", and str.isdigit() takes "²".
_WHOLE_NUMBER = re.compile(r"[0-9]+")
QUOTED_LIMIT = 40


class SettingError(ValueError):
    """A setting that cannot be used; its message is one line naming the setting."""


# A start stopped by a setting that cannot be used exits so (docs/operations.md, "Settings"): gunicorn's master,
# and `referee serve` whichever of its parts refused it.
EXIT_BAD_SETTING = 2


def shown(raw: str) -> str:
    """The value as an operator should see it: quoted, invisible or look-alike characters escaped, truncated."""
    text = ascii(raw[:QUOTED_LIMIT])
    return text + ("..." if len(raw) > QUOTED_LIMIT else "")


def whole_number(name: str, raw: str, minimum: int, maximum: int) -> int:
    """``raw`` (the value of the setting ``name``) as an integer from ``minimum`` to ``maximum``, written in ASCII
    digits only; SettingError naming the setting otherwise. Every integer setting is read by this one function."""
    bounds = f"a whole number from {minimum} to {maximum}, in the digits 0-9 only"
    if not _WHOLE_NUMBER.fullmatch(raw):
        problem = "is empty" if raw == "" else "is not written in the digits 0-9 alone"
        raise SettingError(f"{name}={shown(raw)} {problem}: it must be {bounds}")
    # Compared as text first: int() refuses strings of more than a few thousand digits.
    digits = raw.lstrip("0") or "0"
    if len(digits) > len(str(maximum)) or not minimum <= int(digits) <= maximum:
        raise SettingError(f"{name}={shown(raw)} is out of range: it must be {bounds}")
    return int(digits)


_SECONDS = re.compile(r"[0-9]+(\.[0-9]+)?")


def seconds_setting(environ, name: str, default: float, maximum: float) -> float:
    """The setting ``name``, a number of seconds above 0 and at most ``maximum`` in ASCII digits with an optional
    decimal part (2, 0.5), or ``default`` when it is not set; SettingError naming the setting otherwise."""
    raw = environ.get(name)
    if raw is None:
        return default
    bounds = f"a number of seconds above 0 and at most {maximum:g}, such as 2 or 0.5, in the digits 0-9 only"
    if not _SECONDS.fullmatch(raw):
        problem = "is empty" if raw == "" else "is not written in the digits 0-9 alone"
        raise SettingError(f"{name}={shown(raw)} {problem}: it must be {bounds}")
    if len(raw) > QUOTED_LIMIT or not 0 < float(raw) <= maximum:
        raise SettingError(f"{name}={shown(raw)} is out of range: it must be {bounds}")
    return float(raw)


def integer_setting(environ, name: str, default: int, minimum: int, maximum: int) -> int:
    """The integer setting ``name`` from ``environ``, or ``default`` when it is not set. Set but empty is an error:
    an operator who sets a variable means a value."""
    raw = environ.get(name)
    return default if raw is None else whole_number(name, raw, minimum, maximum)


def nonempty(name: str, raw: str) -> str:
    """A path or a list: set but empty is an error (an operator who sets REFEREE_SIGNING_KEY means to sign)."""
    if not raw.strip():
        raise SettingError(f"{name} is set but empty: unset it for the default, or give it a value")
    return raw


def text_setting(environ, name: str) -> str | None:
    """The setting ``name`` (a path, a list), or None when it is not set."""
    raw = environ.get(name)
    return None if raw is None else nonempty(name, raw)


def choice_setting(environ, name: str, default: str, choices: tuple[str, ...]) -> str:
    raw = environ.get(name)
    if raw is None:
        return default
    if raw.lower() not in choices:
        raise SettingError(f"{name}={shown(raw)} is not one of {', '.join(choices)}")
    return raw.lower()


def worker_timeout_setting(environ) -> int:
    """GUNICORN_TIMEOUT: seconds before a stuck worker is replaced."""
    return integer_setting(environ, "GUNICORN_TIMEOUT", 30, 1, 3600)


def graceful_timeout_setting(environ) -> int:
    """GUNICORN_GRACEFUL_TIMEOUT: seconds a stop waits for the requests in hand."""
    return integer_setting(environ, "GUNICORN_GRACEFUL_TIMEOUT", 20, 0, 3600)


def request_log_setting(environ) -> bool:
    """REFEREE_REQUEST_LOG: on (the default) writes one JSON line a request, off none."""
    return choice_setting(environ, "REFEREE_REQUEST_LOG", "on", ("on", "off")) == "on"


# REFEREE_CORS_ORIGINS: the web origins whose pages may call the API (docs/api.md, "Calling from a browser"). The
# app's answers (flask-cors) and the proxy's own errors (referee/front.py) both carry the CORS headers, so a page
# reads a 413 from nginx as it reads a 422 from the app.
CORS_VARIABLE = "REFEREE_CORS_ORIGINS"
ANY_ORIGIN = "*"
# Lower case only: a browser's Origin header is always so, and nginx compares the strings as they are.
_ORIGIN = re.compile(r"(https?)://([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(:[0-9]{1,5})?")
# What a page may send beside the safelisted headers, and the answer headers it may read: the attestation, the
# request id and Retry-After (a 503's). The names are referee.attest.HEADER and referee.api.observability's
# REQUEST_ID_HEADER (tests/service/test_settings.py checks): the launcher that renders nginx's errors stays small.
CORS_REQUEST_HEADERS = ("Content-Type", "X-Request-ID")
CORS_EXPOSED_HEADERS = ("Referee-Attestation", "X-Request-ID", "Retry-After")
CORS_METHODS = ("GET", "HEAD", "POST")
CORS_MAX_AGE = 600  # seconds a browser may keep a preflight's answer


def cors_origins(name: str, raw: str) -> tuple[str, ...]:
    """``raw`` (the setting ``name``) as the origins it allows: ("*",) for any, else each origin as a browser sends
    it in Origin (scheme://host[:port], no path; a default port dropped). SettingError naming the setting otherwise."""
    items = [item.strip() for item in nonempty(name, raw).split(",")]
    if ANY_ORIGIN in items:
        if len(items) > 1:
            raise SettingError(f"{name}={shown(raw)} mixes * with origins: give * alone (any origin) or a list")
        return (ANY_ORIGIN,)
    origins = []
    for item in items:
        match = _ORIGIN.fullmatch(item.lower())
        if match is None or (match.group(3) and not 1 <= int(match.group(3)[1:]) <= 65535):
            raise SettingError(
                f"{name}={shown(raw)}: {shown(item)} is not an origin: each must be scheme://host[:port] with "
                "scheme http or https and no path (as a browser sends it in Origin), e.g. https://cards.example:8443"
            )
        scheme, host, port = match.groups()
        default_port = {"http": ":80", "https": ":443"}[scheme]
        origin = f"{scheme}://{host}{'' if port in (None, default_port) else port}"
        if origin not in origins:
            origins.append(origin)
    return tuple(origins)


# The Flask app's settings. A body is read into memory whole, so its limit stays at the size of body a worker can
# afford; a batch is spooled to REFEREE_SPOOL_DIR, and its limit is what that directory must hold for each worker.
MAX_BODY_BYTES = 16 * 1024 * 1024
DEFAULT_BATCH_BYTES = 16 * 1024 * 1024
MAX_BATCH_BYTES = 1024 * 1024 * 1024
BODY_LIMIT_VARIABLE = "REFEREE_MAX_BODY_BYTES"
BATCH_LIMIT_VARIABLE = "REFEREE_MAX_BATCH_BYTES"
# A body over its endpoint's limit, in the words nginx (referee/front.py) and the application alike answer it.
TOO_LARGE_TITLE = "Content Too Large"  # RFC 9110's name for 413


def too_large_detail(limit: int, variable: str) -> str:
    return f"The body is larger than this endpoint accepts: at most {limit} bytes ({variable})."


SPOOL_VARIABLE = "REFEREE_SPOOL_DIR"
# variable: (the app's config key, how its value is read)
APP_SETTINGS = {
    BODY_LIMIT_VARIABLE: ("MAX_CONTENT_LENGTH", partial(whole_number, minimum=1, maximum=MAX_BODY_BYTES)),
    BATCH_LIMIT_VARIABLE: ("MAX_BATCH_LENGTH", partial(whole_number, minimum=1, maximum=MAX_BATCH_BYTES)),
    SPOOL_VARIABLE: ("BATCH_SPOOL_DIR", nonempty),
    # Attestation keys: a PEM PKCS#8 Ed25519 private key file, and older public keys (comma-separated PEM files)
    # still published for verification.
    "REFEREE_SIGNING_KEY": ("REFEREE_SIGNING_KEY", nonempty),
    "REFEREE_VERIFY_KEYS": ("REFEREE_VERIFY_KEYS", nonempty),
    CORS_VARIABLE: ("CORS_ORIGINS", cors_origins),
}


def app_config_problems(environ) -> tuple[dict, list[str]]:
    """The app's config from the environment, and one line for each setting that cannot be used (left out)."""
    config, problems = {}, []
    for name, (key, parse) in APP_SETTINGS.items():
        if name in environ:
            try:
                config[key] = parse(name, environ[name])
            except SettingError as error:
                problems.append(str(error))
    return config, problems


def app_config(environ) -> dict:
    """The app's config from the environment; SettingError naming the first setting that cannot be used."""
    config, problems = app_config_problems(environ)
    if problems:
        raise SettingError(problems[0])
    return config


def spool_directory(configured: str | None) -> tuple[str, str]:
    """Where adjudicate/batch spools a body, and how to name it in a message."""
    if configured is not None:
        return f"{SPOOL_VARIABLE}={configured}", configured
    path = tempfile.gettempdir()
    return f"{SPOOL_VARIABLE} (unset: the temporary directory {path})", path


def megabytes(size: int) -> str:
    return f"{size / 1024 / 1024:.1f} MiB"


# What the directory's filesystem must refuse for the service to call it full: these errors from a write mean
# "no room", not a bug, and are answered 503 rather than 500.
NO_ROOM = frozenset({errno.ENOSPC, errno.EDQUOT})


def directory_problem(path: str, room: int) -> str | None:
    """Why the service cannot write its files in ``path``, in a few words (missing, not a directory, not writable,
    less than ``room`` bytes free), or None when it can."""
    if not os.path.isdir(path):
        return "does not exist" if not os.path.lexists(path) else "is not a directory"
    try:
        # A real file, not os.access: a read-only mount, a full inode table or a foreign owner all show here, and
        # O_TMPFILE leaves nothing behind.
        with tempfile.TemporaryFile(dir=path):
            pass
    except OSError as error:
        if error.errno in NO_ROOM:
            return "is full (no room for a new file)"
        return f"is not writable: {error.strerror}"
    free = shutil.disk_usage(path).free
    if free < room:
        return f"is full: {megabytes(free)} free, less than the {megabytes(room)} the service needs there"
    return None


@dataclass(frozen=True)
class DirectoryProblem:
    """A directory the service writes that cannot take what it writes there: the setting that names it, its path,
    what is wrong (a few words from directory_problem), and what the directory is when the setting is unset
    (``default``; None when the setting names it)."""

    setting: str
    path: str
    problem: str
    default: str | None = None

    def __str__(self) -> str:
        """For the operator (the start's line, the log): the path named."""
        where = f"={self.path}" if self.default is None else f" (unset: {self.default} {self.path})"
        return f"{self.setting}{where} {self.problem}"

    def public(self) -> str:
        """For any client (/readyz): the setting and the problem, never a path on the server."""
        where = "" if self.default is None else f" (unset: {self.default})"
        return f"{self.setting}{where} {self.problem}"


@dataclass(frozen=True)
class WrittenDirectory:
    """A directory the service writes, the setting that names it, and the room (bytes) it must have; ``default``
    says what ``path`` is when the setting is unset (None when the setting names it)."""

    setting: str
    path: str
    room: int
    default: str | None = None

    @classmethod
    def named(cls, setting: str, configured: str | None, room: int) -> "WrittenDirectory":
        """The directory the setting names, or the system's temporary directory when it is unset (None)."""
        if configured is not None:
            return cls(setting, configured, room)
        return cls(setting, tempfile.gettempdir(), room, "the temporary directory")

    def problem(self) -> DirectoryProblem | None:
        problem = directory_problem(self.path, self.room)
        return None if problem is None else DirectoryProblem(self.setting, self.path, problem, self.default)


METRICS_VARIABLE = "PROMETHEUS_MULTIPROC_DIR"


def written_directories(
    spool: str | None, batch_bytes: int, metrics: str | None, metrics_bytes: int
) -> list[WrittenDirectory]:
    """The directories the service writes: the batch spool (``spool``, None for the temporary directory), which
    must take one more batch of ``batch_bytes``, and the metrics directory (``metrics``, None when metrics stay in
    memory) ``metrics_bytes``."""
    directories = [WrittenDirectory.named(SPOOL_VARIABLE, spool, batch_bytes)]
    if metrics is not None:
        directories.append(WrittenDirectory(METRICS_VARIABLE, metrics, metrics_bytes))
    return directories


PROXY_TEMP_VARIABLE = "REFEREE_PROXY_TEMP_DIR"
# Set by `referee serve` for its gunicorn: the directory its nginx writes request bodies and answers in (made under
# REFEREE_PROXY_TEMP_DIR, or the runtime directory when that is unset), which /readyz checks as it checks the spool.
PROXY_TEMP_IN_USE = "REFEREE_PROXY_TEMP"


def proxy_temp_directory(environ, path: str, body_bytes: int) -> WrittenDirectory:
    """nginx's temporary directory ``path``, which must take one more body of ``body_bytes`` (the batch limit)."""
    default = None if environ.get(PROXY_TEMP_VARIABLE) else "the runtime directory"
    return WrittenDirectory(PROXY_TEMP_VARIABLE, path, body_bytes, default)


def proxy_temp_directories(environ, body_bytes: int) -> list[WrittenDirectory]:
    """nginx's temporary directory when `referee serve` runs nginx in front of this process; none otherwise."""
    path = environ.get(PROXY_TEMP_IN_USE)
    return [proxy_temp_directory(environ, path, body_bytes)] if path else []


def directory_problems(directories: list[WrittenDirectory]) -> list[DirectoryProblem]:
    """One problem for each of ``directories`` that cannot take what the service writes there."""
    return [problem for problem in (directory.problem() for directory in directories) if problem is not None]
