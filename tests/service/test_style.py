"""The code is kept with ruff (pyproject.toml, [tool.ruff]): no lint finding, and nothing the formatter would change."""

import subprocess
import sys
from pathlib import Path

import pytest

# ruff reads the files as text, the same under any build and Python (once, pyproject.toml).
pytestmark = pytest.mark.once

ROOT = Path(__file__).resolve().parents[2]
CHECKED = ["referee", "tests", "bench", "scripts", "setup.py", "gunicorn.conf.py"]


def ruff(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "ruff", *arguments, *CHECKED], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_ruff_finds_nothing():
    finished = ruff("check", "--no-cache")
    assert finished.returncode == 0, finished.stdout + finished.stderr


def test_ruff_format_would_change_nothing():
    finished = ruff("format", "--check", "--no-cache")
    assert finished.returncode == 0, finished.stdout + finished.stderr
