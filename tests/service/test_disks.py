"""Temporary files cannot kill the service: metric files allocated whole (no SIGBUS on a full disk), a dead worker's
archived (nothing piles up per restart, totals never fall), the directory the server made removed at exit, every
written directory checked by /readyz, and a spool without room a 503 after the body is read, never a 500."""

import errno
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from prometheus_client import CollectorRegistry
from prometheus_client.mmap_dict import MmapedDict, mmap_key
from prometheus_client.multiprocess import MultiProcessCollector

import referee.api.batch as batch_view
from referee import metric_files
from referee.api.app import create_app

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from live_server import COUNTED, counted_at_least, free_port, live_server, requests_counted, served  # noqa: E402


def totals(directory) -> dict:
    registry = CollectorRegistry()
    MultiProcessCollector(registry, path=str(directory))
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in registry.collect()
        for sample in family.samples
    }


def write_counts(directory, pid: int, counts: dict) -> None:
    files = MmapedDict(str(directory / f"counter_{pid}.db"))
    for endpoint, count in counts.items():
        files.write_value(mmap_key("requests", "requests_total", ["endpoint"], [endpoint], "help"), count, 0.0)
    files.close()


def test_a_workers_metric_files_are_allocated_whole_before_it_maps_them(tmp_path):
    metric_files.preallocate(str(tmp_path), 4242)
    for path in metric_files.worker_files(str(tmp_path), 4242):
        status = os.stat(path)
        assert status.st_size == metric_files.FILE_BYTES
        assert status.st_blocks * 512 >= metric_files.FILE_BYTES  # every page is there: none is left sparse


def test_a_dead_workers_counts_move_into_the_archive_and_its_files_go(tmp_path):
    write_counts(tmp_path, 1, {"/healthz": 3, "/readyz": 1})
    write_counts(tmp_path, 2, {"/healthz": 5})
    before = totals(tmp_path)
    metric_files.archive_dead_worker(str(tmp_path), 1)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["counter_2.db", "counter_archive.db"]
    assert totals(tmp_path) == before
    write_counts(tmp_path, 3, {"/healthz": 1})
    metric_files.archive_dead_worker(str(tmp_path), 2)
    metric_files.archive_dead_worker(str(tmp_path), 3)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["counter_archive.db"]
    assert totals(tmp_path)[("requests_total", (("endpoint", "/healthz"),))] == 9
    assert os.path.getsize(tmp_path / "counter_archive.db") <= 4096  # sized to its entries, not to the dead files


def test_archiving_without_room_leaves_every_file_as_it_was(tmp_path, monkeypatch):
    write_counts(tmp_path, 1, {"/healthz": 3})
    metric_files.archive_dead_worker(str(tmp_path), 1)
    write_counts(tmp_path, 2, {"/healthz": 4})
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}

    def full(descriptor, offset, length):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(metric_files.os, "posix_fallocate", full)
    with pytest.raises(OSError) as raised:
        metric_files.archive_dead_worker(str(tmp_path), 2)
    assert raised.value.errno == errno.ENOSPC
    assert {path.name: path.read_bytes() for path in tmp_path.iterdir()} == before


LABEL_SETS = """
import json, os, sys
from referee import metric_files
metric_files.preallocate(os.environ["PROMETHEUS_MULTIPROC_DIR"], os.getpid())
from referee.api.app import create_app
from referee.api.observability import KNOWN_METHODS
app = create_app({"TESTING": True})
client = app.test_client()
for rule in app.url_map.iter_rules():
    path = rule.rule.replace("<string:game>", "hearts").replace("<game>", "hearts")
    path = path.replace("<operation:operation>", "nothing").replace("<path:filename>", "index.html")
    for method in [*KNOWN_METHODS, "BREW"]:
        for body in (None, b"{", b"{}", b"x" * 70000):
            client.open(path, method=method, data=body, content_type="application/json")
        client.open(path, method=method, data=b"{}", content_type="text/plain")
sizes = {}
for path in metric_files.worker_files(os.environ["PROMETHEUS_MULTIPROC_DIR"], os.getpid()):
    from prometheus_client.mmap_dict import MmapedDict
    used = sum(len(key.encode()) + 28 for key, *_ in MmapedDict.read_all_values_from_file(path))
    sizes[os.path.basename(path).split("_")[0]] = {"size": os.path.getsize(path), "used": used}
print(json.dumps(sizes))
"""


def test_every_label_set_the_service_makes_fits_the_preallocated_files(tmp_path):
    """Every route answered under every method (and an unknown one) with no body, bad JSON, an empty object, a body
    over the limit and the wrong media type: the files never grow past their allocation (a growth would be sparse
    again), with room to spare."""
    run = subprocess.run(
        [sys.executable, "-c", LABEL_SETS],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path), "REFEREE_REQUEST_LOG": "off"},
    )
    assert run.returncode == 0, run.stderr[-3000:]
    sizes = json.loads(run.stdout.splitlines()[-1])
    assert set(sizes) == set(metric_files.FILE_KINDS)
    for kind, size in sizes.items():
        assert size["size"] == metric_files.FILE_BYTES, kind
        assert size["used"] <= metric_files.FILE_BYTES // 2, (kind, size)
    assert sorted(path.name.split("_")[0] for path in tmp_path.iterdir()) == sorted(metric_files.FILE_KINDS)


def worker_pids(master_pid: int) -> set[int]:
    return {int(pid) for pid in Path(f"/proc/{master_pid}/task/{master_pid}/children").read_text().split()}


def replace_a_worker(server) -> None:
    before = worker_pids(server.pid)
    victim = min(before)
    os.kill(victim, signal.SIGKILL)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        now = worker_pids(server.pid)
        if victim not in now and len(now) == len(before):
            return
        time.sleep(0.1)
    raise AssertionError("the killed worker was not replaced")


@pytest.mark.any_build
def test_replaced_workers_leave_no_files_behind_and_totals_never_fall(tmp_path):
    with live_server(workers=2, extra_env={"TMPDIR": str(tmp_path)}) as server:
        [directory] = tmp_path.glob("referee-metrics-*")
        counts = [requests_counted(server.url)]
        for _ in range(3):
            for _ in range(10):
                assert get(server.url + COUNTED)[0] == 200
            # Every request counted before its worker is killed: a total that fell would show a lost worker's count.
            counts.append(counted_at_least(server.url, counts[-1] + 10))
            replace_a_worker(server)
            assert requests_counted(server.url) == counts[-1]
        names = sorted(path.name for path in directory.iterdir())
        live = worker_pids(server.pid)
    assert [later - earlier for earlier, later in zip(counts, counts[1:])] == [10, 10, 10]
    assert names == sorted(
        ["counter_archive.db", "histogram_archive.db"]
        + [f"{kind}_{pid}.db" for pid in live for kind in metric_files.FILE_KINDS]
    )
    assert not directory.exists()  # the server made it, and removed it at exit


@pytest.fixture
def small_filesystem(tmp_path):
    """A tmpfs of 8 MiB, or a skip where this process may not mount one."""
    mount_point = tmp_path / "small"
    mount_point.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(mount_point)], capture_output=True, text=True
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs to fill (needs root): {mounted.stderr.strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)


def fill(directory: Path) -> Path:
    filler = directory / "filler"
    # Unbuffered: a buffered file would try again to write what did not fit when it is closed, and fail there.
    with open(filler, "wb", buffering=0) as file:
        try:
            while True:
                file.write(b"\0" * 65536)
        except OSError as error:
            assert error.errno == errno.ENOSPC
    return filler


def get(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=120) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


@pytest.mark.any_build
def test_a_full_metrics_filesystem_makes_a_new_worker_wait_never_sigbus(small_filesystem):
    metrics = small_filesystem / "metrics"
    metrics.mkdir()
    with live_server(workers=2, extra_env={"PROMETHEUS_MULTIPROC_DIR": str(metrics)}) as server:
        filler = fill(small_filesystem)
        status, body = get(server.url + "/readyz")
        assert status == 503 and "PROMETHEUS_MULTIPROC_DIR is full" in json.loads(body)["detail"]
        victim = min(worker_pids(server.pid))
        os.kill(victim, signal.SIGKILL)
        time.sleep(1)
        # The other worker answers everything meanwhile; the new one waits without crashing.
        assert all(get(server.url + "/v1/games")[0] == 200 for _ in range(30))
        filler.unlink()
        # The waiting worker looks again every ROOM_RETRY_SECONDS; on a loaded machine its boot after that takes a
        # while, so the test waits for the line rather than for a fixed time.
        deadline = time.monotonic() + metric_files_retry() + 30
        while "found room for its metric files" not in server.log_path.read_text() and time.monotonic() < deadline:
            time.sleep(0.2)
        log = server.log_path.read_text()
        assert "waits for room for its metric files" in log and "found room for its metric files" in log
        assert get(server.url + "/readyz")[0] == 200
    assert "SIGBUS" not in log and "signal 7" not in log and log.count("Booting worker") == 3


def metric_files_retry() -> float:
    from referee.serving import ROOM_RETRY_SECONDS

    return ROOM_RETRY_SECONDS


@pytest.mark.any_build
def test_the_server_will_not_start_on_a_metrics_directory_without_room(small_filesystem):
    fill(small_filesystem)
    with pytest.raises(RuntimeError, match="exited with 2"):
        with live_server(workers=2, extra_env={"PROMETHEUS_MULTIPROC_DIR": str(small_filesystem)}, timeout=20):
            pass


def raw_post(url: str, path: str, body: bytes, content_type: str) -> bytes:
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=30) as connection:
        # The whole body first, as urllib and requests do, then the answer: unread, it would be a reset.
        connection.sendall(
            f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: {content_type}\r\nConnection: close\r\n"
            f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body
        )
        reply = b""
        while chunk := connection.recv(65536):
            reply += chunk
    return reply


@pytest.mark.any_build
def test_a_batch_the_full_spool_cannot_hold_is_a_503_after_its_body_is_read(small_filesystem):
    spool = small_filesystem / "spool"
    spool.mkdir()
    with live_server(
        workers=1, extra_env={"REFEREE_SPOOL_DIR": str(spool), "REFEREE_MAX_BATCH_BYTES": str(3 * 1024 * 1024)}
    ) as server:
        fill(small_filesystem)
        reply = raw_post(server.url, "/v1/games/hearts/adjudicate/batch", b"{}\n" * 700_000, "application/x-ndjson")
        head, _, body = reply.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 503"), reply[:300]
        assert b"Retry-After: " in head and b"application/problem+json" in head
        assert "spool directory is full" in json.loads(body)["detail"]
        status, ready = get(server.url + "/readyz")
        assert status == 503 and "REFEREE_SPOOL_DIR is full" in json.loads(ready)["detail"]
        log = server.log_path.read_text()
    assert "Traceback" not in log and '"status": 500' not in log


class FullAfterAMegabyte:
    """A spool whose disk fills once the body passes the in-memory part."""

    def __init__(self, **kwargs):
        self.written = 0

    def write(self, data):
        self.written += len(data)
        if self.written > batch_view.SPOOL_IN_MEMORY:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def close(self):
        pass


def test_a_spool_write_without_room_is_a_503_problem_not_a_500(monkeypatch):
    monkeypatch.setattr(batch_view.tempfile, "SpooledTemporaryFile", FullAfterAMegabyte)
    client = create_app({"TESTING": True}).test_client()
    answer = client.post(
        "/v1/games/hearts/adjudicate/batch", data=b"{}\n" * 700_000, headers={"Content-Type": "application/x-ndjson"}
    )
    assert answer.status_code == 503 and answer.headers["Retry-After"] == str(batch_view.SPOOL_RETRY_AFTER)
    assert answer.mimetype == "application/problem+json" and answer.get_json()["status"] == 503


def test_readyz_names_the_setting_of_a_directory_that_cannot_be_written_never_its_path(tmp_path, monkeypatch, caplog):
    client = create_app({"TESTING": True, "BATCH_SPOOL_DIR": str(tmp_path)}).test_client()
    assert client.get("/readyz").status_code == 200
    gone = create_app({"TESTING": True, "BATCH_SPOOL_DIR": str(tmp_path / "gone")}).test_client().get("/readyz")
    assert gone.status_code == 503 and gone.mimetype == "application/problem+json"
    assert gone.get_json()["detail"] == "Not ready: REFEREE_SPOOL_DIR does not exist."
    (tmp_path / "file").write_text("")
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path / "file"))
    answer = client.get("/readyz")
    assert answer.status_code == 503
    assert answer.get_json()["detail"] == "Not ready: PROMETHEUS_MULTIPROC_DIR is not a directory."
    # The operator's log has the paths.
    assert f"PROMETHEUS_MULTIPROC_DIR={tmp_path / 'file'} is not a directory" in caplog.text
    assert f"REFEREE_SPOOL_DIR={tmp_path / 'gone'} does not exist" in caplog.text


def test_readyz_names_an_unset_spool_as_the_temporary_directory_without_its_path(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "gone"))
    answer = create_app({"TESTING": True}).test_client().get("/readyz")
    detail = answer.get_json()["detail"]
    assert detail == "Not ready: REFEREE_SPOOL_DIR (unset: the temporary directory) does not exist."
    assert str(tmp_path) not in detail


def problem_answer(reply: bytes) -> tuple[int, dict, dict]:
    head, _, body = reply.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, _, value in (line.partition(":") for line in lines[1:])}
    return int(lines[0].split(" ")[1]), headers, json.loads(body)


@pytest.mark.any_build
def test_a_full_proxy_temp_directory_is_a_503_with_retry_after_from_nginx_and_readyz_names_it(small_filesystem):
    temp = small_filesystem / "proxy"
    temp.mkdir()
    settings = {"REFEREE_PROXY_TEMP_DIR": str(temp), "REFEREE_MAX_BATCH_BYTES": str(4 * 1024 * 1024)}
    legal_moves = json.dumps({"hand": ["AH"], "padding": "a" * 30 * 1024}).encode()  # past nginx's 16 KiB in memory
    with served(workers=1, extra_env=settings) as server:
        filler = fill(small_filesystem)
        status, ready = get(server.url + "/readyz")
        detail = json.loads(ready)["detail"]
        assert (
            status == 503 and detail.startswith("Not ready: REFEREE_PROXY_TEMP_DIR is full") and str(temp) not in detail
        )
        for path, body, content_type in (
            ("/v1/games/hearts/legal-moves", legal_moves, "application/json"),
            ("/v1/games/hearts/adjudicate/batch", b"{}\n" * 170_000, "application/x-ndjson"),  # 500 KB
            ("/v1/games/hearts/adjudicate/batch", b"{}\n" * 1_050_000, "application/x-ndjson"),  # 3 MiB
        ):
            status, headers, problem = problem_answer(raw_post(server.url, path, body, content_type))
            assert (status, headers["content-type"], problem["status"]) == (503, "application/problem+json", 503)
            assert headers["retry-after"] == "10" and "REFEREE_PROXY_TEMP_DIR" in problem["detail"], (path, problem)
        filler.unlink()
        assert get(server.url + "/readyz")[0] == 200
        status, _, problem = problem_answer(
            raw_post(server.url, "/v1/games/hearts/legal-moves", legal_moves, "application/json")
        )
        assert status == 422 and problem["errors"]  # the padding is a field the operation does not take: answered
        log = server.log_path.read_text()
    assert f"REFEREE_PROXY_TEMP_DIR={temp}/referee-proxy-" in log  # the operator's log names the path
    assert "Traceback" not in log


@pytest.mark.any_build
def test_referee_serve_will_not_start_on_a_full_proxy_temp_directory(small_filesystem):
    temp = small_filesystem / "proxy"
    temp.mkdir()
    fill(small_filesystem)
    env = {**os.environ, "PORT": str(free_port()), "REFEREE_PROXY_TEMP_DIR": str(temp)}
    run = subprocess.run(
        [str(Path(sys.executable).with_name("referee")), "serve"], env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 2, run.stderr[-2000:]
    [line] = [json.loads(line) for line in run.stderr.splitlines()]
    assert line["message"].startswith(f"cannot start: REFEREE_PROXY_TEMP_DIR={temp}")
    assert "is full" in line["message"] and list(temp.iterdir()) == []  # its own directory is removed
