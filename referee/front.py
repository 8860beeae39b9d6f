"""`referee serve`: gunicorn's sync workers behind nginx, both started and supervised by this process.

gunicorn's sync workers assume a buffering proxy in front (gunicorn's own deployment guide): a worker is held
by its connection while the request arrives and the answer leaves, so clients that trickle bytes, or read a large
answer slowly, would hold every worker. So the launcher

- makes a private runtime directory (REFEREE_RUNTIME_DIR, default the system's temporary directory): nginx's
  configuration and pid file, gunicorn's unix socket, the expensive-work slots (referee.slots); nginx's temporary
  files (request bodies, answers) go in a directory of their own under REFEREE_PROXY_TEMP_DIR (default: the
  runtime directory), which an operator puts on a disk with room for them;
- renders referee/nginx.conf.template there, starts gunicorn bound to the socket, and nginx (in the foreground,
  unprivileged) listening on HOST:PORT once the socket answers;
- supervises both: if either exits, it stops the other and exits 1 with one JSON log line saying which and how;
  SIGTERM or SIGINT stops both gracefully (nginx first, which finishes the requests it has in hand, then
  gunicorn, whose workers finish theirs within GUNICORN_GRACEFUL_TIMEOUT), and the runtime directory is removed;
  directories left by a launcher killed outright are removed by the next one to start (launcher.pid says whose).

REFEREE_PROXY=none runs gunicorn alone on HOST:PORT, for an operator whose own buffering proxy is in front
(docs/operations.md says what that proxy must do).
"""

import ctypes
import grp
import json
import os
import pwd
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from referee.jsonio import to_json
from referee.logs import utc_time
from referee.settings import (
    ANY_ORIGIN,
    BATCH_LIMIT_VARIABLE,
    BODY_LIMIT_VARIABLE,
    CORS_EXPOSED_HEADERS,
    CORS_VARIABLE,
    DEFAULT_BATCH_BYTES,
    EXIT_BAD_SETTING,
    MAX_BATCH_BYTES,
    MAX_BODY_BYTES,
    NO_ROOM,
    PROXY_TEMP_IN_USE,
    PROXY_TEMP_VARIABLE,
    TOO_LARGE_TITLE,
    SettingError,
    choice_setting,
    cors_origins,
    graceful_timeout_setting,
    integer_setting,
    proxy_temp_directory,
    too_large_detail,
    worker_timeout_setting,
)

# Loopback unless HOST says otherwise: `make run` on a laptop serves only that machine. The container image
# and the Kubernetes manifests set HOST=0.0.0.0, where the network in front decides who reaches the port.
DEFAULT_HOST = "127.0.0.1"
PROXY_VARIABLE = "REFEREE_PROXY"
# Every batch endpoint's path ends so (referee/api/batch.py's PATH; tests/service/test_front.py checks): nginx
# gives those the batch's body limit. The launcher does not import the application to learn it: it stays small.
BATCH_SUFFIX = "/batch"
PROXIES = ("nginx", "none")
TEMPLATE = Path(__file__).with_name("nginx.conf.template")

# The request line and each header fit one buffer of this size: below gunicorn's limit_request_line (4094)
# and limit_request_field_size (8190), so nginx, not gunicorn, refuses them.
HEADER_BUFFER = 4000
DEFAULT_CLIENT_TIMEOUT = 10
DEFAULT_MAX_TEMP_FILE = 256 * 1024 * 1024
DEFAULT_BATCH_CONNECTIONS = 4
WORKER_CONNECTIONS = 1024
DEFAULT_MAX_BODY = 65536


def _whole(environ, name: str, default: int, low: int = 1, high: int = 2**40) -> int:
    return integer_setting(environ, name, default, low, high)


@dataclass(frozen=True)
class Settings:
    host: str
    port: int
    proxy: str
    nginx: str
    runtime_parent: str | None
    temp_parent: str | None
    client_timeout: int
    max_temp_file: int
    batch_connections: int
    max_body_bytes: int
    max_batch_bytes: int
    gunicorn_timeout: int
    graceful_timeout: int
    cors_origins: tuple[str, ...] = ()

    def largest_body(self) -> int:
        """The largest body nginx takes (a batch's): what its temporary directory must hold for one more."""
        return max(self.max_batch_bytes, self.max_body_bytes)

    @classmethod
    def from_environment(cls, environ, host: str | None = None, port: int | None = None) -> "Settings":
        proxy = choice_setting(environ, PROXY_VARIABLE, "nginx", PROXIES)
        nginx = environ.get("REFEREE_NGINX") or shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/sbin")
        if proxy == "nginx" and not nginx:
            raise SettingError(
                "nginx is not installed (Debian: apt-get install nginx); set REFEREE_NGINX to its path, "
                "or REFEREE_PROXY=none to serve with gunicorn alone behind a buffering proxy of your own"
            )
        return cls(
            host=host or environ.get("HOST") or DEFAULT_HOST,
            port=port or _whole(environ, "PORT", 8000, 1, 65535),
            proxy=proxy,
            nginx=nginx or "",
            runtime_parent=environ.get("REFEREE_RUNTIME_DIR") or None,
            temp_parent=environ.get("REFEREE_PROXY_TEMP_DIR") or None,
            client_timeout=_whole(environ, "REFEREE_CLIENT_TIMEOUT", DEFAULT_CLIENT_TIMEOUT, 1, 3600),
            max_temp_file=_whole(environ, "REFEREE_PROXY_MAX_TEMP_FILE_BYTES", DEFAULT_MAX_TEMP_FILE, 0),
            batch_connections=_whole(environ, "REFEREE_PROXY_BATCH_CONNECTIONS", DEFAULT_BATCH_CONNECTIONS, 1, 1024),
            # Read as the application reads them (referee.settings.APP_SETTINGS), within the same ranges.
            max_body_bytes=_whole(environ, BODY_LIMIT_VARIABLE, DEFAULT_MAX_BODY, 1, MAX_BODY_BYTES),
            max_batch_bytes=_whole(environ, BATCH_LIMIT_VARIABLE, DEFAULT_BATCH_BYTES, 1, MAX_BATCH_BYTES),
            gunicorn_timeout=worker_timeout_setting(environ),
            graceful_timeout=graceful_timeout_setting(environ),
            cors_origins=cors_origins(CORS_VARIABLE, environ[CORS_VARIABLE]) if CORS_VARIABLE in environ else (),
        )


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
    max_body_bytes: int = DEFAULT_MAX_BODY, max_batch_bytes: int = DEFAULT_BATCH_BYTES
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


# What nginx passes on with every request it sends to gunicorn.
PROXY_HEADERS = {
    "Connection": '""',
    "Host": "$http_host",
    "X-Request-ID": "$referee_request_id",
    "X-Forwarded-For": "$proxy_add_x_forwarded_for",
    "X-Forwarded-Proto": "$scheme",
}


def _lines(lines, indent: int) -> str:
    return "\n".join(" " * indent + line for line in lines)


def cors_map(origins: tuple[str, ...]) -> str:
    """nginx's $referee_cors_origin: what its own errors send as Access-Control-Allow-Origin to a request from an
    allowed origin (as the app's flask-cors answers do), else empty (nginx then sends no header); and
    $referee_cors_expose, the exposed headers beside it. Nothing when REFEREE_CORS_ORIGINS is unset."""
    if not origins:
        return ""
    if origins == (ANY_ORIGIN,):
        allowed = '        "" "";\n        default "*";\n'
    else:
        # An origin holds only a-z 0-9 . - : [ ] / (referee.settings.cors_origins): safe in double quotes.
        allowed = '        default "";\n' + "".join(f'        "{origin}" $http_origin;\n' for origin in origins)
    exposed = ", ".join(sorted(CORS_EXPOSED_HEADERS))  # in the order flask-cors writes them
    return (
        f"    map $http_origin $referee_cors_origin {{\n{allowed}    }}\n"
        f'    map $referee_cors_origin $referee_cors_expose {{\n        "" "";\n        default "{exposed}";\n    }}\n'
    )


def cors_headers(origins: tuple[str, ...]) -> str:
    """The add_header lines that put cors_map's values on an answer of nginx's own."""
    if not origins:
        return ""
    lines = [
        "add_header Access-Control-Allow-Origin $referee_cors_origin always;",
        "add_header Access-Control-Expose-Headers $referee_cors_expose always;",
    ]
    if origins != (ANY_ORIGIN,):
        lines.append("add_header Vary Origin always;")  # the answer differs by Origin: a cache must keep them apart
    return "".join(f"                {line}\n" for line in lines)


def _problem_location(problem: NginxProblem, extra_headers: str = "") -> str:
    # An nginx single-quoted string, where a quote or a backslash is escaped; it names no variable ($).
    body = to_json(problem.body()).replace("\\", "\\\\").replace("'", "\\'")
    assert "$" not in body
    # Every add_header here, as a location's add_header replaces all of its parents'.
    headers = "                add_header X-Request-ID $referee_request_id always;\n" + extra_headers
    if problem.retry_after is not None:
        headers += f"                add_header Retry-After {problem.retry_after} always;\n"
    return (
        f"            location = {problem.location} {{\n{headers}                return 200 '{body}';\n            }}\n"
    )


def nginx_user() -> str:
    """The `user` directive: nginx's workers run as the launcher's own user. nginx names one only when started as
    root, whose workers it would otherwise switch to nobody: the socket and the private directories would then have
    to be open to every process of nobody's, and any of them could reach gunicorn without the proxy."""
    if os.geteuid() != 0:
        return ""
    return f"user {pwd.getpwuid(os.geteuid()).pw_name} {grp.getgrgid(os.getegid()).gr_name};\n"


def render_nginx_conf(settings: Settings, runtime: str, temp: str, socket_path: str) -> str:
    problems = nginx_problems(settings.max_body_bytes, settings.max_batch_bytes)
    proxy_headers = [f"proxy_set_header {name} {value};" for name, value in PROXY_HEADERS.items()]
    host = settings.host
    listen = f"[{host}]:{settings.port}" if ":" in host else f"{host}:{settings.port}"
    values = {
        "user": nginx_user(),
        "runtime": runtime,
        "temp": temp,
        "socket": socket_path,
        "listen": listen,
        "worker_connections": str(WORKER_CONNECTIONS),
        "client_timeout": str(settings.client_timeout),
        "header_buffer": str(HEADER_BUFFER),
        "max_body_bytes": str(settings.max_body_bytes),
        "max_batch_bytes": str(settings.largest_body()),
        "max_temp_file": str(settings.max_temp_file),
        "batch_connections": str(settings.batch_connections),
        "batch_suffix": re.escape(BATCH_SUFFIX),
        # Longer than gunicorn's worker timeout: whatever a worker is still answering, nginx waits for.
        "read_timeout": str(settings.gunicorn_timeout + 5),
        "problems": "".join(
            _problem_location(problem, cors_headers(settings.cors_origins)) for problem in problems
        ).rstrip("\n"),
        "error_pages": _lines((problem.error_page() for problem in problems if problem.batch is not True), 8),
        # A location's error_page replaces all of its server's: a batch endpoint's are every one but the 413.
        "batch_error_pages": _lines((problem.error_page() for problem in problems if problem.batch is not False), 12),
        "proxy_headers": _lines(proxy_headers, 8),
        # A location that sets a header of its own sets them all: an array directive is inherited only whole.
        "location_proxy_headers": _lines(proxy_headers, 12),
        "cors_map": cors_map(settings.cors_origins),
    }
    return re.sub(r"\{\{(\w+)\}\}", lambda match: values[match.group(1)], TEMPLATE.read_text())


def log(level: str, message: str, **fields) -> None:
    """One JSON line on stderr, shaped like gunicorn's own lines (referee.logs)."""
    line = {
        "time": utc_time(time.time()),
        "level": level,
        "logger": "referee.front",
        "pid": os.getpid(),
        "message": message,
        **fields,
    }
    os.write(2, (json.dumps(line, ensure_ascii=True) + "\n").encode())


def _die_with_parent() -> None:
    # Runs in each child before exec: if the launcher itself is killed (SIGKILL leaves it no time to stop its
    # children), the kernel sends the child SIGTERM, so no gunicorn or nginx outlives it. Linux only.
    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass


# Each directory the launcher makes holds this file: its pid and the start time the kernel gives it (field 22 of
# /proc/PID/stat), so a later launcher can tell a directory whose launcher is gone, even if the pid is reused.
LAUNCHER_FILE = "launcher.pid"
RUNTIME_PREFIX = "referee-"
PROXY_TEMP_PREFIX = "referee-proxy-"


def _start_time(pid: int) -> str | None:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rpartition(")")[2].split()[19]  # fields after the command's name, which may hold spaces


def _launcher_mark() -> str:
    return f"{os.getpid()} {_start_time(os.getpid())}\n"


def _left_by_a_dead_launcher(directory: Path) -> bool:
    """Whether ``directory`` is one a launcher made (its pid file is there) and that launcher no longer runs."""
    try:
        if directory.is_symlink() or not directory.is_dir() or directory.stat().st_uid != os.geteuid():
            return False
        pid, started = (directory / LAUNCHER_FILE).read_text().split()
    except (OSError, ValueError):
        return False  # not a launcher's, or one still being made: left alone
    return not pid.isdigit() or _start_time(int(pid)) != started


def remove_stale_directories(parent: str | None, prefix: str) -> None:
    """Removes the directories under ``parent`` (None: the system's temporary directory) that launchers killed
    outright left behind: SIGKILL gives a launcher no time to remove its own."""
    parent_path = Path(parent if parent is not None else tempfile.gettempdir())
    try:
        candidates = [path for path in parent_path.iterdir() if path.name.startswith(prefix)]
    except OSError:
        return  # a parent that cannot be read is reported when the launcher makes its own directory there
    for directory in candidates:
        if _left_by_a_dead_launcher(directory):
            shutil.rmtree(directory, ignore_errors=True)
            log("info", "removed a directory left by a launcher no longer running", directory=str(directory))


def _launcher_directory(setting: str, parent: str | None, prefix: str) -> str:
    """A new directory of this launcher's under ``parent`` (the setting's value; None: the temporary directory),
    marked as its own; SettingError naming the setting when it cannot be made."""
    remove_stale_directories(parent, prefix)
    directory = None
    try:
        directory = tempfile.mkdtemp(prefix=prefix, dir=parent)
        Path(directory, LAUNCHER_FILE).write_text(_launcher_mark())
    except OSError as error:
        if directory is not None:
            shutil.rmtree(directory, ignore_errors=True)
        where = (
            f"{setting}={parent}" if parent else f"{setting} (unset: the temporary directory {tempfile.gettempdir()})"
        )
        problem = "is full (no room for a new file)" if error.errno in NO_ROOM else f"is not writable: {error.strerror}"
        raise SettingError(f"{where} {problem}: the launcher makes its directory there") from None
    return directory


def _runtime_directories(settings: Settings) -> tuple[str, str]:
    runtime = _launcher_directory("REFEREE_RUNTIME_DIR", settings.runtime_parent, RUNTIME_PREFIX)
    if settings.temp_parent is None:
        return runtime, runtime
    try:
        return runtime, _launcher_directory(PROXY_TEMP_VARIABLE, settings.temp_parent, PROXY_TEMP_PREFIX)
    except SettingError:
        shutil.rmtree(runtime, ignore_errors=True)
        raise


NGINX_LOG_LINE = re.compile(rb"^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d \[(\w+)\] (\d+)#\d+: (?:\*\d+ )?(.*)$")


def _relay_nginx_log(stream) -> None:
    """nginx's error log (plain text) as JSON lines like every other line on stderr."""
    for raw in stream:
        match = NGINX_LOG_LINE.match(raw.rstrip(b"\n"))
        level, pid, message = match.groups() if match else (b"error", b"0", raw.rstrip(b"\n"))
        line = {
            "time": utc_time(time.time()),
            "level": level.decode("ascii", "replace"),
            "logger": "nginx",
            "pid": int(pid),
            "message": message.decode("utf-8", "backslashreplace"),
        }
        os.write(2, (json.dumps(line, ensure_ascii=True) + "\n").encode())


def _wait_for_socket(path: str, gunicorn: subprocess.Popen, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and gunicorn.poll() is None:
        try:
            with socket.socket(socket.AF_UNIX) as probe:
                probe.connect(path)
            return True
        except OSError:
            time.sleep(0.05)
    return False


def _wait_for_pid_file(path: str, nginx: subprocess.Popen, timeout: float) -> bool:
    # nginx writes its pid file once it has opened its listening sockets (a port another process holds makes
    # it exit instead): the file says this nginx listens, where a connection might reach some other server.
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and nginx.poll() is None:
        if os.path.exists(path):
            return True
        time.sleep(0.05)
    return False


def _kill_group(child: subprocess.Popen) -> None:
    # Each child leads its own process group (process_group=0), its workers in it. nginx's workers outlive a
    # master killed with SIGKILL, still holding the listening socket: whatever is left of the group goes too.
    try:
        os.killpg(child.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _how(returncode: int) -> str:
    return f"killed by signal {signal.Signals(-returncode).name}" if returncode < 0 else f"exit status {returncode}"


def _remove(runtime: str, temp: str) -> None:
    shutil.rmtree(runtime, ignore_errors=True)
    if temp != runtime:
        shutil.rmtree(temp, ignore_errors=True)


class Supervisor:
    def __init__(self, settings: Settings):
        self.settings = settings
        self.stopping = False

    def _stop_requested(self, signum, frame):
        self.stopping = True

    def run(self) -> int:
        settings = self.settings
        try:
            runtime, temp = _runtime_directories(settings)
        except SettingError as error:
            log("critical", f"cannot start: {error}")
            return EXIT_BAD_SETTING
        problem = proxy_temp_directory(os.environ, temp, settings.largest_body()).problem()
        if problem is not None:
            log("critical", f"cannot start: {problem}")
            _remove(runtime, temp)
            return EXIT_BAD_SETTING
        children: dict[str, subprocess.Popen] = {}
        # Each child in its own process group: a terminal's Ctrl-C reaches the launcher only, which stops them in order.
        previous = {signum: signal.signal(signum, self._stop_requested) for signum in (signal.SIGTERM, signal.SIGINT)}
        try:
            socket_path = os.path.join(runtime, "gunicorn.sock")
            slots_dir = os.path.join(runtime, "slots")
            os.mkdir(slots_dir, 0o700)
            conf = os.path.join(runtime, "nginx.conf")
            Path(conf).write_text(render_nginx_conf(settings, runtime, temp, socket_path))
            environ = {**os.environ, "REFEREE_SLOTS_DIR": slots_dir, PROXY_TEMP_IN_USE: temp}
            children["gunicorn"] = subprocess.Popen(
                [sys.executable, "-m", "referee.front", "gunicorn", f"unix:{socket_path}"],
                env=environ,
                preexec_fn=_die_with_parent,
                process_group=0,
            )
            if not _wait_for_socket(socket_path, children["gunicorn"], settings.gunicorn_timeout + 30):
                if children["gunicorn"].poll() == EXIT_BAD_SETTING:
                    # gunicorn's line above names the setting: the start ends as a bad setting's does.
                    self._failed("gunicorn", children, "gunicorn refused a setting (the line above names it)")
                    return EXIT_BAD_SETTING
                return self._failed("gunicorn", children, "gunicorn did not start listening")
            children["nginx"] = subprocess.Popen(
                [settings.nginx, "-e", "stderr", "-p", runtime, "-c", conf, "-g", "daemon off;"],
                env=environ,
                stdin=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                preexec_fn=_die_with_parent,
                process_group=0,
            )
            threading.Thread(target=_relay_nginx_log, args=(children["nginx"].stderr,), daemon=True).start()
            if not _wait_for_pid_file(os.path.join(runtime, "nginx.pid"), children["nginx"], 30):
                return self._failed("nginx", children, "nginx did not start listening")
            log(
                "info",
                "serving",
                listen=f"http://{settings.host}:{settings.port}",
                proxy="nginx",
                runtime_dir=runtime,
                nginx_pid=children["nginx"].pid,
                gunicorn_pid=children["gunicorn"].pid,
            )
            while not self.stopping:
                for name, child in children.items():
                    if child.poll() is not None:
                        return self._failed(name, children, f"{name} exited ({_how(child.returncode)})")
                time.sleep(0.1)
            log("info", "stopping: nginx finishes the requests in hand, then gunicorn")
            self._stop(children)
            return 0
        finally:
            for child in children.values():
                if child.poll() is None:
                    child.kill()
                    child.wait()
                _kill_group(child)
            for signum, handler in previous.items():
                signal.signal(signum, handler)
            _remove(runtime, temp)

    def _failed(self, name: str, children: dict, message: str) -> int:
        others = [other for other in children if other != name]
        log(
            "error",
            f"{message}; stopping {' and '.join(others) or 'nothing else'}",
            process=name,
            **({"returncode": children[name].returncode} if children[name].poll() is not None else {}),
        )
        self._stop(children)
        return 1

    def _stop(self, children: dict) -> None:
        grace = self.settings.graceful_timeout
        # At most stop_seconds(grace) in all: each of the two is given grace + 5 s.
        # nginx first (SIGQUIT: graceful, as `nginx -s quit`): it stops accepting and finishes what it has in
        # hand, which needs gunicorn's workers; then gunicorn (SIGTERM: graceful), whose workers then have
        # nothing or only what nginx gave up on in hand.
        for name, signum in (("nginx", signal.SIGQUIT), ("gunicorn", signal.SIGTERM)):
            child = children.get(name)
            if child is None or child.poll() is not None:
                continue
            child.send_signal(signum)
            try:
                child.wait(timeout=grace + 5)
            except subprocess.TimeoutExpired:
                log("warning", f"{name} did not stop within {grace + 5} s; killing it")
                child.kill()
                child.wait()


def stop_seconds(graceful_timeout: int) -> int:
    """The longest a graceful stop of `referee serve` takes: nginx, then gunicorn, each graceful_timeout + 5 s."""
    return 2 * (graceful_timeout + 5)


def run_gunicorn(bind: str | None = None, host: str | None = None, port: int | None = None) -> int:
    """gunicorn with referee.serving's settings, in this process, bound to ``bind`` (a unix socket) or to
    host:port (HOST and PORT by default)."""
    from gunicorn.app.base import BaseApplication

    from referee.serving import gunicorn_settings

    try:
        settings = gunicorn_settings()
    except ValueError as error:  # a bad setting (REFEREE_EXPENSIVE_CONCURRENCY...): one line naming it
        log("error", f"referee serve: {error}")
        return EXIT_BAD_SETTING

    class Server(BaseApplication):
        def load_config(self):
            if bind is not None:
                settings["bind"] = bind
                # The socket (in the launcher's private directory, 0700) is the launcher's user's alone: only nginx,
                # run as that user, connects to it; no other local user can reach gunicorn past the proxy.
                settings["umask"] = 0o177
                # Behind the launcher's nginx, which bounds the headers' size (4 buffers of HEADER_BUFFER): their
                # count is bounded by that, and gunicorn's own limit (100) would answer its own 431.
                settings["limit_request_fields"] = 32768
            else:
                default_host, default_port = settings["bind"].rsplit(":", 1)
                settings["bind"] = f"{host or default_host}:{port or default_port}"
            for key, value in settings.items():
                self.cfg.set(key, value)

        def load(self):
            # Imported here, in each worker, as gunicorn imports an app named "module:app": prometheus_client picks
            # its multiprocess mode when imported, from the PROMETHEUS_MULTIPROC_DIR the master's on_starting makes.
            from referee.api.app import create_app

            return create_app()

    Server().run()
    return 0


def serve(host: str | None = None, port: int | None = None) -> int:
    """`referee serve`: nginx in front of gunicorn (REFEREE_PROXY=nginx, the default), or gunicorn alone."""
    try:
        settings = Settings.from_environment(os.environ, host, port)
    except ValueError as error:
        log("error", f"referee serve: {error}")
        return EXIT_BAD_SETTING
    if settings.proxy == "none":
        return run_gunicorn(host=settings.host, port=settings.port)
    return Supervisor(settings).run()


if __name__ == "__main__" and sys.argv[1:2] == ["gunicorn"]:
    sys.exit(run_gunicorn(bind=sys.argv[2]))
