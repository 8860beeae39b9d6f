"""Redocly's recommended ruleset over the committed spec: no error and no warning."""

import subprocess
from pathlib import Path

import pytest

# Redocly (Node) reads the committed file, the same under any build and Python (once, pyproject.toml).
pytestmark = pytest.mark.once

ROOT = Path(__file__).resolve().parents[2]
REDOCLY = ROOT / "node_modules" / ".bin" / "redocly"


def test_redocly_recommended_ruleset_finds_nothing():
    assert REDOCLY.exists(), "the npm tools are missing: run `npm ci` (make test does)"
    finished = subprocess.run(
        [str(REDOCLY), "lint", "openapi.yaml", "--extends=recommended", "--format=stylish"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = finished.stdout + finished.stderr
    assert finished.returncode == 0, report
    assert "Your API description is valid" in report and "warning" not in report.replace("Deprecation warning", ""), (
        report
    )
