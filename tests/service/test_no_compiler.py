"""Where no C compiler works (CC=false here), `make compile` runs the pure-Python sources and says so
in one line, leaving no extension of this interpreter that would be imported instead of a source;
REFEREE_COMPILE=required makes the same failure an error; `make run` serves the pure sources (on 127.0.0.1).

Each runs make in a copy of the project, so the suite's own build is left as it is, with the
virtualenv this suite runs in (make's install step taken as done)."""

import importlib.machinery
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from conftest import contains  # noqa: E402
from live_server import free_port  # noqa: E402

sys.path.insert(0, str(ROOT))
from setup import compiled_sources  # noqa: E402

sys.path.remove(str(ROOT))

PURE_LINE = "referee: running the pure-Python sources, not compiled: no working C compiler"
EXTENSION = importlib.machinery.EXTENSION_SUFFIXES[0]  # this interpreter's own, e.g. .cpython-313-x86_64-linux-gnu.so
# Extensions of an older build, as an earlier `make compile` would have left them: of a module setup.py lists,
# and of one it does not (an earlier, longer list's).
LISTED = compiled_sources(ROOT)
UNLISTED = next(
    source
    for source in sorted((ROOT / "referee").rglob("*.py"))
    if source not in LISTED and source.name != "__init__.py"
)
STALE = [str(source.relative_to(ROOT).with_suffix("")) for source in (LISTED[0], UNLISTED)]


@pytest.fixture()
def project(tmp_path) -> Path:
    copy = tmp_path / "project"
    copy.mkdir()
    for name in ("Makefile", "setup.py", "pyproject.toml", "constraints.txt", "gunicorn.conf.py"):
        shutil.copy2(ROOT / name, copy / name)
    shutil.copytree(ROOT / "referee", copy / "referee", ignore=shutil.ignore_patterns("*.so", "*.c", "__pycache__"))
    for stem in STALE:
        (copy / (stem + EXTENSION)).write_bytes(b"an extension built from an older source")
    (copy / "venv").mkdir()
    (copy / "venv" / ".installed").touch()
    return copy


def make_command(project: Path, target: str, *settings: str) -> list[str]:
    venv = project / "venv"
    # BIN: this suite's virtualenv; -o: never reinstall into it.
    return ["make", target, f"VENV={venv}", f"BIN={Path(sys.executable).parent}", "-o", f"{venv}/.installed", *settings]


def make_environment(**extra: str) -> dict:
    # The make running this suite passes its own command line down through MAKEFLAGS; CI may set
    # REFEREE_COMPILE for the suite's build. Neither belongs to the make run here.
    # HOST too: `make run` must choose its own address.
    inherited = {
        name: value
        for name, value in os.environ.items()
        if name not in {"MAKEFLAGS", "MFLAGS", "MAKELEVEL", "REFEREE_COMPILE", "REFEREE_BUILD", "HOST"}
    }
    return {**inherited, "CC": "false", **extra}


def extensions_left(project: Path) -> list[str]:
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return sorted(
        str(path.relative_to(project)) for path in (project / "referee").rglob("*") if path.name.endswith(suffixes)
    )


def test_make_compile_without_a_compiler_runs_pure_python_and_says_so_in_one_line(project):
    result = subprocess.run(
        make_command(project, "compile"),
        cwd=project,
        env=make_environment(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert len(result.stdout.splitlines()) == 1 and result.stdout.startswith(PURE_LINE), result.stdout
    assert result.stderr == ""
    assert extensions_left(project) == []
    assert (project / "venv" / "build-outcome").read_text().startswith("pure ")


def test_a_failed_compile_is_an_error_when_required(project):
    result = subprocess.run(
        make_command(project, "compile", "REFEREE_COMPILE=required"),
        cwd=project,
        env=make_environment(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode != 0
    assert "compiling the Cython modules failed (REFEREE_COMPILE=required" in result.stdout
    assert extensions_left(project) == []  # nothing built from an older source stays importable


def session_processes(session: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        try:
            stat = (entry / "stat").read_text()
        except (OSError, ValueError):
            continue
        # pid (comm) state ppid pgrp session ...: comm may hold spaces, so split after its ")".
        if entry.name.isdigit() and int(stat.rsplit(")", 1)[1].split()[3]) == session:
            found.append(int(entry.name))
    return found


def referee_extensions_mapped(pid: int) -> set[str]:
    try:
        maps = Path(f"/proc/{pid}/maps").read_text()
    except OSError:  # the process has exited
        return set()
    return {
        line.split()[-1]
        for line in maps.splitlines()
        if "/referee/" in line and line.split()[-1].endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
    }


def first_case(game: str) -> dict:
    cases = json.loads((ROOT / "tests" / "cases" / f"{game}.json").read_text())
    return next(case for case in cases if case["endpoint"] == "adjudicate" and case.get("status", 200) == 200)


def listening_addresses(port: int) -> set[str]:
    """The local addresses (IPv4, as /proc/net/tcp writes them: hex, little-endian) listening on ``port``."""
    found = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, local_port = local.split(":")
        if int(local_port, 16) == port and state == "0A":  # TCP_LISTEN
            found.add(".".join(str(byte) for byte in reversed(bytes.fromhex(address))))
    return found


def test_make_run_serves_the_pure_sources_on_loopback_where_no_compiler_works(project):
    port = free_port()
    output = project / "make-run.log"
    with output.open("w") as log:
        make = subprocess.Popen(
            make_command(project, "run", f"PORT={port}"),
            cwd=project,
            env=make_environment(WEB_CONCURRENCY="1"),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert make.poll() is None, f"make run exited with {make.returncode}:\n{output.read_text()}"
            assert time.monotonic() < deadline, f"no answer on {url}/healthz:\n{output.read_text()}"
            try:
                with urllib.request.urlopen(url + "/healthz", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                time.sleep(0.2)
        case = first_case("hearts")
        request = urllib.request.Request(
            url + "/v1/games/hearts/adjudicate",
            data=json.dumps(case["request"]).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            answer = json.loads(response.read())
        assert answer["rule"] == case["rule"] and contains(answer, case["expect"]), answer
        assert listening_addresses(port) == {"127.0.0.1"}  # no HOST: this machine only
        servers = session_processes(make.pid)
        assert len(servers) >= 3, servers  # make, gunicorn's master and its worker at least
        assert set().union(*map(referee_extensions_mapped, servers)) == set()
    finally:
        if make.poll() is None:
            os.killpg(make.pid, signal.SIGTERM)
            try:
                make.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(make.pid, signal.SIGKILL)
                make.wait()
    assert output.read_text().splitlines()[0].startswith(PURE_LINE), output.read_text()
    assert extensions_left(project) == []
