"""The live fuzz (scripts/fuzz) as one test, so `make test` is a single pytest run with one summary.

`referee serve` (nginx in front of gunicorn, as `make run` serves) on a free loopback port, schemathesis' CLI with
every check over the committed openapi.yaml: the proxy's own answers are checked with the application's (its 405s
to TRACE and CONNECT, with Allow, among them); REFEREE_FUZZ_EXAMPLES sets the examples per operation (`make fuzz`
runs more).
"""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# The application under fuzzing is the in-process fuzz's (tests/api/test_schemathesis.py, in every run); what this
# adds, nginx's and gunicorn's answers on the wire, no build or Python version changes (once, pyproject.toml).
pytestmark = pytest.mark.once


def test_live_service_survives_schemathesis_with_every_check():
    examples = os.environ.get("REFEREE_FUZZ_EXAMPLES", "25")
    run = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "fuzz"), "--max-examples", examples],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    report = run.stdout + run.stderr
    assert run.returncode == 0, report[-6000:]
    # Exit status 0 alone would also pass a run that selected no operation or generated no case.
    assert re.search(r"Operations: +(\d+) selected / \1 total", report), report[-3000:]
    assert re.search(r"([1-9]\d*) generated, \1 passed", report), report[-3000:]
