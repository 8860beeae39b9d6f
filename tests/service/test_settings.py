"""Configuration fails loudly: every integer setting in ASCII digits only, read by one parser; an empty variable is
an error; each bad setting stops the server before any worker with one line naming it, never a traceback."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from referee.api.app import create_app
from referee.settings import SettingError, integer_setting, whole_number

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
from live_server import free_port  # noqa: E402


@pytest.mark.parametrize("raw", ["５００００", " 7 ", "+7", "7_000", "7.0", "-1", "1e3", "", "٧", "²", "0x10"])
def test_an_integer_setting_takes_ascii_digits_only(raw):
    with pytest.raises(SettingError, match=r"^REFEREE_MAX_BODY_BYTES=.*digits 0-9"):
        whole_number("REFEREE_MAX_BODY_BYTES", raw, 1, 1000)


def test_an_integer_setting_outside_its_range_names_the_range():
    assert whole_number("PORT", "0080", 1, 65535) == 80
    for raw in ("0", "65536", "9" * 5000):
        with pytest.raises(SettingError, match=r"^PORT=.* is out of range: .*from 1 to 65535"):
            whole_number("PORT", raw, 1, 65535)
    assert integer_setting({}, "PORT", 8000, 1, 65535) == 8000


def test_the_apps_byte_limits_are_read_by_the_same_parser(monkeypatch):
    monkeypatch.setenv("REFEREE_MAX_BATCH_BYTES", "５００００")
    with pytest.raises(SettingError, match="^REFEREE_MAX_BATCH_BYTES="):
        create_app({"TESTING": True})


def start(environment: dict, tmp_path) -> subprocess.CompletedProcess:
    gunicorn = Path(sys.executable).with_name("gunicorn")
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "TMPDIR": str(tmp_path),
        "HOST": "127.0.0.1",
        "PORT": str(free_port()),
        "WEB_CONCURRENCY": "1",
        **environment,
    }
    return subprocess.run(
        [str(gunicorn), "-c", str(ROOT / "gunicorn.conf.py"), "referee.api.app:create_app()"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def cannot_start(stderr: str) -> list[str]:
    """The messages of the lines that stop a start: JSON log lines, like every line the service writes."""
    lines = [json.loads(line) for line in stderr.splitlines()]
    assert all(line["level"] and line["logger"] for line in lines)
    return [line["message"] for line in lines if line["message"].startswith("cannot start:")]


BAD_SETTINGS = [
    ("PORT", " 7 "),
    ("WEB_CONCURRENCY", "+2"),
    ("GUNICORN_TIMEOUT", "3_0"),
    ("GUNICORN_GRACEFUL_TIMEOUT", "２０"),
    ("REFEREE_MAX_BODY_BYTES", "５００００"),
    ("REFEREE_MAX_BATCH_BYTES", "0"),
    ("REFEREE_SIGNING_KEY", ""),
    ("REFEREE_SIGNING_KEY", "/nonexistent/signing.pem"),
    ("REFEREE_VERIFY_KEYS", "/nonexistent/old.pem"),
    ("REFEREE_SPOOL_DIR", "/nonexistent/spool"),
    ("REFEREE_SPOOL_DIR", ""),
    ("REFEREE_REQUEST_LOG", "of"),
    ("PROMETHEUS_MULTIPROC_DIR", ""),
    ("PROMETHEUS_MULTIPROC_DIR", "/proc/metrics"),
    ("HOST", " "),
]


@pytest.mark.parametrize("name, value", BAD_SETTINGS)
def test_a_bad_setting_stops_the_server_with_one_line_naming_it(name, value, tmp_path):
    run = start({name: value}, tmp_path)
    assert run.returncode == 2, run.stderr[-2000:]
    lines = [line for line in cannot_start(run.stderr)]
    assert len(lines) == 1 and lines[0].startswith(f"cannot start: {name}"), run.stderr[-2000:]
    assert "Traceback" not in run.stderr and "Booting worker" not in run.stderr
    assert not list(tmp_path.glob("referee-metrics-*"))  # a directory made for the metrics is removed


def test_every_bad_setting_is_named_at_once(tmp_path):
    run = start(
        {"REFEREE_MAX_BODY_BYTES": "+1", "REFEREE_SIGNING_KEY": "", "REFEREE_SPOOL_DIR": "/nonexistent"}, tmp_path
    )
    named = [line.split()[2].split("=")[0] for line in cannot_start(run.stderr)]
    assert run.returncode == 2 and named == ["REFEREE_MAX_BODY_BYTES", "REFEREE_SIGNING_KEY", "REFEREE_SPOOL_DIR"]
