"""gunicorn settings and hooks, read by gunicorn.conf.py and by `referee serve` alike.

Every setting is checked in the master before it starts a worker: a bad one ends the start with one line naming
it (exit status 2), where a worker failing on it would be a traceback, or a crash loop. The metrics directory is
made (or cleared) here, each worker's metric files are allocated whole before it serves, a dead worker's are
archived, and a directory made here is removed at exit (referee.metric_files says why).
"""

import atexit
import os
import shutil
import signal
import sys
import tempfile
import time

from gunicorn.arbiter import Arbiter
from gunicorn.errors import AppImportError
from gunicorn.glogging import Logger as GunicornLogger
from gunicorn.workers.sync import SyncWorker

from referee import slots
from referee.limits import limits_problems
from referee.logs import ABANDON_EXTENSION, VALID_REQUEST_ID, json_line, logging_config
from referee.settings import (
    DEFAULT_BATCH_BYTES,
    DEFAULT_HOST,
    EXIT_BAD_SETTING,
    METRICS_VARIABLE,
    SettingError,
    app_config_problems,
    directory_problems,
    graceful_timeout_setting,
    integer_setting,
    request_log_setting,
    text_setting,
    worker_timeout_setting,
    workers_setting,
    written_directories,
)

# A worker whose metric files find no room waits, trying again this often, rather than exiting into a respawn loop.
ROOM_RETRY_SECONDS = 5.0
# The metrics directory this process made itself (None: the operator named one): removed at exit.
_made_metrics_dir: list[str] = []


def stop(problems: list[str]) -> None:
    """Ends the start: one JSON log line a problem on standard error, like every other line, exit status 2."""
    for problem in problems:
        print(json_line("critical", f"cannot start: {problem}"), file=sys.stderr, flush=True)
    raise SystemExit(EXIT_BAD_SETTING)


def _metrics_dir() -> str:
    # prometheus_client's multiprocess mode must know its directory before any worker imports it.
    directory = text_setting(os.environ, METRICS_VARIABLE)
    if directory is not None and not os.path.lexists(directory):
        try:
            os.makedirs(directory)  # under a fresh tmpfs, say; one that cannot be made is reported by the check
        except OSError:
            pass
    if directory is None:
        try:
            directory = tempfile.mkdtemp(prefix="referee-metrics-")
        except OSError as error:
            raise SettingError(
                f"{METRICS_VARIABLE} is unset and the temporary directory {tempfile.gettempdir()} "
                f"cannot hold one for it: {error.strerror}"
            ) from None
        _made_metrics_dir.append(directory)
        os.environ[METRICS_VARIABLE] = directory
    return directory


def _slots_dir(workers: int) -> str:
    # The expensive-work slots (referee.slots) every worker shares; `referee serve` puts them in its runtime
    # directory, a bare gunicorn (gunicorn.conf.py) gets its own directory, removed when the master exits.
    concurrency = slots.concurrency_from(os.environ, workers)
    directory = os.environ.get(slots.DIRECTORY_VARIABLE)
    if not directory:
        directory = tempfile.mkdtemp(prefix="referee-slots-")
        master = os.getpid()
        # Workers are forked from this process and run its exit handlers too: only the master removes it.
        atexit.register(lambda: os.getpid() == master and shutil.rmtree(directory, ignore_errors=True))
    os.environ[slots.DIRECTORY_VARIABLE] = directory
    os.environ[slots.CONCURRENCY_VARIABLE] = str(concurrency)
    return directory


def check_start(environ, workers: int) -> list[str]:
    """Every setting the service reads, checked: one line for each that cannot be used (an empty list when all
    can). The directories are checked for room for what the service writes there; the metrics directory is made
    when none is named."""
    from referee.keyfiles import KeyFileError, load_keys

    def checked(check, *arguments):
        try:
            return check(*arguments)
        except (SettingError, KeyFileError) as error:
            problems.append(str(error))
            return None

    config, problems = app_config_problems(environ)
    # First: prometheus_client picks its multiprocess mode when it is imported, from this variable.
    metrics = checked(_metrics_dir)
    from referee.metric_files import room_for_workers

    checked(request_log_setting, environ)
    # A key variable that is itself bad is reported once, above, and left out here.
    checked(load_keys, config.get("REFEREE_SIGNING_KEY"), config.get("REFEREE_VERIFY_KEYS"))
    directories = written_directories(
        config.get("BATCH_SPOOL_DIR"),
        config.get("MAX_BATCH_LENGTH", DEFAULT_BATCH_BYTES),
        metrics,
        room_for_workers(workers),
    )
    return problems + [str(problem) for problem in directory_problems(directories)]


def gunicorn_values(environ) -> dict:
    """gunicorn's own settings from the environment; SettingError naming the first that cannot be used."""
    host = text_setting(environ, "HOST") or DEFAULT_HOST
    return {
        "bind": f"{host}:{integer_setting(environ, 'PORT', 8000, 1, 65535)}",
        # Sync workers: the work is CPU-bound and short; threads or gevent only add tail latency.
        "worker_class": "referee.serving.Worker",
        "workers": workers_setting(environ),
        "timeout": worker_timeout_setting(environ),
        # SIGTERM is a graceful stop: workers finish the requests in hand within this many seconds.
        "graceful_timeout": graceful_timeout_setting(environ),
    }


def on_starting(server):
    # Counts from an earlier run in the same directory would be added to this one's; cleared before the room
    # they took is measured. Only prometheus_client's files: the directory may be shared.
    directory = os.environ.get(METRICS_VARIABLE)
    if directory and os.path.isdir(directory):
        for entry in os.scandir(directory):
            if entry.name.endswith(".db") and entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
    problems = check_start(os.environ, server.cfg.workers)
    if problems:
        remove_made_metrics_dir()
        stop(problems)


def post_fork(server, worker):
    """In the new worker, before it loads the app: its metric files, allocated whole. A filesystem without room is
    waited out (one line when it starts, one when it ends), the worker kept alive meanwhile."""
    from referee.metric_files import preallocate
    from referee.settings import NO_ROOM

    directory = os.environ[METRICS_VARIABLE]
    waiting_since = None
    while True:
        try:
            preallocate(directory, worker.pid)
            break
        except OSError as error:
            if error.errno not in NO_ROOM:
                raise
            if waiting_since is None:
                waiting_since = time.monotonic()
                # The master's handlers do not run in a worker that has not started: a stop must still stop it.
                for stop_signal in (signal.SIGTERM, signal.SIGINT, signal.SIGQUIT):
                    signal.signal(stop_signal, signal.SIG_DFL)
                server.log.error(
                    "%s=%s is full: worker %s waits for room for its metric files (%s), trying every %s s",
                    METRICS_VARIABLE,
                    directory,
                    worker.pid,
                    error.strerror,
                    ROOM_RETRY_SECONDS,
                )
            worker.tmp.notify()  # alive: the master must not kill it as stuck
            time.sleep(ROOM_RETRY_SECONDS)
    if waiting_since is not None:
        server.log.info(
            "worker %s found room for its metric files after %.0f s", worker.pid, time.monotonic() - waiting_since
        )


def worker_abort(worker):
    # gunicorn's timeout stops this worker in the middle of a request (SIGABRT, then it exits): the request's
    # log line would never be written and its 200, for a stream, would pass for a success.
    abandon = getattr(worker.wsgi, "extensions", {}).get(ABANDON_EXTENSION)
    if abandon is not None:
        abandon("worker-timeout")


def child_exit(server, worker):
    from referee.metric_files import archive_dead_worker

    try:
        archive_dead_worker(os.environ[METRICS_VARIABLE], worker.pid)
    except OSError as error:
        server.log.warning(
            "the metric files of worker %s stay as they are until the next worker exits: %s", worker.pid, error.strerror
        )


def remove_made_metrics_dir() -> None:
    while _made_metrics_dir:
        shutil.rmtree(_made_metrics_dir.pop(), ignore_errors=True)


def on_exit(server):
    remove_made_metrics_dir()


class Worker(SyncWorker):
    """gunicorn's sync worker, whose failure to start is only logged (one JSON line, the traceback in it):
    gunicorn's own handler also prints the exception's text bare on stderr, the one line a log reader could
    not parse. Otherwise as gunicorn's: the same log message, the same exit status for the master to read."""

    def init_process(self):
        try:
            super().init_process()
        except SystemExit:
            raise
        except AppImportError:
            self.log.exception("Exception while loading the application")
            sys.exit(Arbiter.APP_LOAD_ERROR)
        except Exception:
            self.log.exception("Exception in worker process")
            sys.exit(-1 if self.booted else Arbiter.WORKER_BOOT_ERROR)

    def handle_request(self, listener, req, client, addr):
        # gunicorn writes an answer's head and its body in two writes; a worker killed outright between them (or in
        # the second) left nginx a head it had already passed on, and the client a 200 cut short. Held together,
        # they go in one write, which a kill cannot split while the socket has room for it (a fresh connection's
        # send buffer: some 210 KB); nginx then has the answer whole, or nothing and answers its 502 problem.
        connection = _HeadWithBody(client)
        super().handle_request(listener, req, connection, addr)
        connection.send_held()  # an answer without a body (HEAD, 304): its head alone

    def handle_error(self, req, client, addr, exc):
        # gunicorn's own answers to a request it could not parse (400, 414, 431...) are HTML; gunicorn logs
        # and classifies them as ever, and writes them through this stand-in, which answers the same status as
        # problem+json with a request id instead. Behind `referee serve`'s nginx these are never reached.
        super().handle_error(req, _ProblemWriter(client, _request_id(req or getattr(exc, "req", None)), exc), addr, exc)


class Logger(GunicornLogger):
    """gunicorn's logger, whose access log is built only where it goes somewhere: ACCESS_LOG, or syslog. gunicorn
    takes any logging configuration (logconfig_dict: the JSON lines) for an access log and builds every request's
    fields and log record, which gunicorn.access, with no handler, then drops: about a tenth of a worker's time for a
    short request."""

    def access(self, resp, req, environ, request_time):
        if self.cfg.accesslog is not None or (self.cfg.syslog and not self.cfg.disable_redirect_access_to_syslog):
            super().access(resp, req, environ, request_time)


class _HeadWithBody:
    """The worker's connection as gunicorn writes an answer through it: the first write (gunicorn's status line
    and headers) is held and sent with the next, the body's first piece, in one sendall."""

    def __init__(self, connection):
        self._connection = connection
        self._held: bytes | None = None
        self._first = True

    def __getattr__(self, name):
        return getattr(self._connection, name)  # shutdown, close, fileno...

    def sendall(self, data) -> None:
        if self._first:
            self._first = False
            self._held = bytes(data)
            return
        if self._held is not None:
            data, self._held = self._held + data, None
        self._connection.sendall(data)

    def sendfile(self, file, offset=0, count=None):
        # A static file goes by sendfile(2) straight from its descriptor: the head first, as gunicorn meant.
        self.send_held()
        return self._connection.sendfile(file, offset, count)

    def send_held(self) -> None:
        if self._held is not None:
            held, self._held = self._held, None
            self._connection.sendall(held)


def _request_id(req) -> str:

    for name, value in getattr(req, "headers", None) or ():
        if name == "X-REQUEST-ID" and VALID_REQUEST_ID.fullmatch(value):
            return value
    return os.urandom(16).hex()


class _ProblemWriter:
    """What gunicorn's error writer (gunicorn.util.write_error) sees as the client socket: it reads the
    status from gunicorn's status line and sends a problem+json answer with that status to the client."""

    def __init__(self, client, request_id: str, exc):
        self._client = client
        self._request_id = request_id
        self._exc = exc

    def __getattr__(self, name):
        return getattr(self._client, name)  # gettimeout, setblocking: the writer sets the socket's mode

    def sendall(self, data: bytes) -> None:
        from referee.echo import printable
        from referee.jsonio import to_json_bytes

        status_line = data.split(b"\r\n", 1)[0].decode("latin-1").split(" ", 2)
        status, title = int(status_line[1]), status_line[2] if len(status_line) > 2 else ""
        # gunicorn's message quotes what the client sent: made printable and cut short, as the logs are.
        detail = (
            printable(str(self._exc)[:300])
            if status < 500
            else "The server failed on this request; the error has been logged."
        )
        body = to_json_bytes(
            {
                "type": "about:blank",
                "title": title,
                "status": status,
                "detail": detail or title,
                "errors": [],
            }
        )
        head = (
            f"HTTP/1.1 {status} {title}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n"
            f"X-Request-ID: {self._request_id}\r\nContent-Length: {len(body)}\r\n\r\n"
        )
        self._client.sendall(head.encode("latin-1") + body)


def gunicorn_settings() -> dict:
    problems, values = [], {}
    try:
        values = gunicorn_values(os.environ)
    except SettingError as error:
        problems.append(str(error))
    problems += limits_problems(os.environ, values.get("timeout"))
    if values:
        try:
            _slots_dir(values["workers"])
        except SettingError as error:
            problems.append(str(error))
    if problems:
        stop(problems)
    return {
        **values,
        "keepalive": 5,
        # The app logs one JSON line per request itself; gunicorn's access log would repeat it.
        "accesslog": os.environ.get("ACCESS_LOG") or None,
        "errorlog": "-",
        # gunicorn's own lines as JSON, like the request lines (referee.logs).
        "logconfig_dict": logging_config(),
        "logger_class": "referee.serving.Logger",
        # gunicorn 25.1+ opens a control socket under $HOME for gunicornc; the image's user has no home
        # and Kubernetes runs it on a read-only root filesystem, and nothing here uses gunicornc.
        "control_socket_disable": True,
        "on_starting": on_starting,
        "post_fork": post_fork,
        "child_exit": child_exit,
        "on_exit": on_exit,
        "worker_abort": worker_abort,
    }
