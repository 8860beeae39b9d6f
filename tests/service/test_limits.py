"""The limits of the expensive work (referee/limits.py): ASCII digits only, each bad setting refused when the
service starts in one line naming it, and deadlines that end inside gunicorn's worker timeout."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from referee.limits import (
    BATCH_MAX_ANSWER_BYTES,
    BATCH_MAX_RECORDS,
    BATCH_SECONDS,
    CLAIM_BUDGET,
    CLAIM_SECONDS,
    SOLVER_BUDGET,
    Limits,
    limits_from,
    limits_problems,
)
from referee.settings import SettingError

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "environ, expected",
    [
        ({}, Limits()),
        ({CLAIM_BUDGET: "5000", CLAIM_SECONDS: "0.5"}, Limits(claim_budget=5000, claim_seconds=0.5)),
        ({SOLVER_BUDGET: "250000"}, Limits(solver_budget=250_000)),
        (
            {BATCH_SECONDS: "12", BATCH_MAX_RECORDS: "500", BATCH_MAX_ANSWER_BYTES: "1048576"},
            Limits(batch_seconds=12.0, batch_max_records=500, batch_max_answer_bytes=1048576),
        ),
    ],
)
def test_limits_come_from_the_environment(environ, expected):
    assert limits_from(environ) == expected


BAD = ["５００００", " 7 ", "7 ", "+7", "0", "-5", "1e6", "7.0", "lots", "100000000000", "٣", ""]


@pytest.mark.parametrize("name", [CLAIM_BUDGET, SOLVER_BUDGET, BATCH_MAX_RECORDS, BATCH_MAX_ANSWER_BYTES])
@pytest.mark.parametrize("raw", BAD)
def test_a_whole_number_setting_takes_ascii_digits_alone(name, raw):
    with pytest.raises(SettingError) as error:
        limits_from({name: raw})
    message = str(error.value)
    assert message.startswith(f"{name}") and "\n" not in message


@pytest.mark.parametrize("name", [CLAIM_SECONDS, BATCH_SECONDS])
@pytest.mark.parametrize("raw", ["２", " 2", "2 ", "0", "0.0", "-1", "1e1", ".5", "5.", "61", "inf", "nan", ""])
def test_a_seconds_setting_takes_ascii_digits_alone(name, raw):
    with pytest.raises(SettingError, match=f"^{name}"):
        limits_from({name: raw})


def test_the_largest_claim_budget_is_refused_past_its_memory():
    from referee.limits import MAX_CLAIM_BUDGET

    assert limits_from({CLAIM_BUDGET: str(MAX_CLAIM_BUDGET)}).claim_budget == MAX_CLAIM_BUDGET
    with pytest.raises(SettingError, match=CLAIM_BUDGET):
        limits_from({CLAIM_BUDGET: str(MAX_CLAIM_BUDGET + 1)})


@pytest.mark.parametrize("name", [CLAIM_SECONDS, BATCH_SECONDS])
def test_a_deadline_must_end_inside_the_worker_timeout(name):
    assert limits_problems({name: "29.5"}, 30) == []
    [problem] = limits_problems({name: "30"}, 30)
    assert problem.startswith(f"{name}=30 is not less than GUNICORN_TIMEOUT (30 s)")


@pytest.mark.parametrize("name, raw", [(CLAIM_BUDGET, "５００００"), (BATCH_MAX_RECORDS, " 7 "), (BATCH_SECONDS, "45")])
def test_gunicorn_refuses_to_start_with_a_bad_limit_in_one_line(name, raw):
    gunicorn = Path(sys.executable).with_name("gunicorn")
    run = subprocess.run(
        [str(gunicorn), "-c", str(ROOT / "gunicorn.conf.py"), "--check-config", "referee.api.app:create_app()"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", name: raw},
    )
    assert run.returncode == 2
    [line] = run.stderr.strip().splitlines()
    assert json.loads(line)["message"].startswith(f"cannot start: {name}="), run.stderr
