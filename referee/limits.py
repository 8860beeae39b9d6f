"""How much the expensive operations may do: the settings that bound a claim search and an adjudicate/batch body.

Each is read from the environment once, by referee.settings' parsers (ASCII digits only); a bad value is a
SettingError whose one line names the variable, reported when the service starts (referee/serving.py checks them
in gunicorn's master, before any worker boots) rather than on some later request.
"""

from collections.abc import Mapping
from dataclasses import dataclass

from referee.settings import SettingError, integer_setting, seconds_setting

CLAIM_BUDGET = "REFEREE_CLAIM_BUDGET"
CLAIM_SECONDS = "REFEREE_CLAIM_SECONDS"
SOLVER_BUDGET = "REFEREE_SOLVER_BUDGET"
BATCH_SECONDS = "REFEREE_BATCH_SECONDS"
BATCH_MAX_RECORDS = "REFEREE_BATCH_MAX_RECORDS"
BATCH_MAX_ANSWER_BYTES = "REFEREE_BATCH_MAX_ANSWER_BYTES"

# A claim's memo keeps at most one entry per position counted against the budget, the counter line's included,
# and an entry takes at most about 0.8 KiB (8-player Forty-Five; 4-player Hearts about 0.6 KiB: docs/operations.md):
# at 1 KiB a position, the largest budget stays within CLAIM_MEMORY_MIB of one worker's memory
# (docs/operations.md: a master and two such workers fit the Kubernetes limit).
CLAIM_MEMORY_MIB = 64
DEFAULT_CLAIM_BUDGET = 50_000
MAX_CLAIM_BUDGET = CLAIM_MEMORY_MIB * 1024
# The claim solver (referee/disputes/solver.py) keeps a memo entry only at the end of a trick, and never more than
# SOLVER_MEMO_ENTRIES of them (at most SOLVER_ENTRY_BYTES each, 10-player Forty-Five's whole pack in play: a test
# measures it), so its positions cost time, not memory: its budget is the deadline's backstop, and far larger.
SOLVER_ENTRY_BYTES = 512
SOLVER_MEMO_ENTRIES = CLAIM_MEMORY_MIB * 1024 * 1024 // SOLVER_ENTRY_BYTES
DEFAULT_SOLVER_BUDGET = 5_000_000
MAX_SOLVER_BUDGET = 1_000_000_000
# Seconds are whole or decimal (0.5), never past a minute: a deadline is there to end well inside gunicorn's
# worker timeout (GUNICORN_TIMEOUT), which serving.py also checks.
DEFAULT_CLAIM_SECONDS = 2.0
DEFAULT_BATCH_SECONDS = 20.0
MAX_SECONDS = 60.0
DEFAULT_BATCH_MAX_RECORDS = 100_000
MAX_BATCH_MAX_RECORDS = 10_000_000
DEFAULT_BATCH_MAX_ANSWER_BYTES = 64 * 1024 * 1024
MAX_BATCH_MAX_ANSWER_BYTES = 1024 * 1024 * 1024


@dataclass(frozen=True)
class Limits:
    claim_budget: int = DEFAULT_CLAIM_BUDGET
    claim_seconds: float = DEFAULT_CLAIM_SECONDS
    solver_budget: int = DEFAULT_SOLVER_BUDGET
    batch_seconds: float = DEFAULT_BATCH_SECONDS
    batch_max_records: int = DEFAULT_BATCH_MAX_RECORDS
    batch_max_answer_bytes: int = DEFAULT_BATCH_MAX_ANSWER_BYTES


def limits_from(environ: Mapping[str, str]) -> Limits:
    """Every limit the environment sets; the first bad one is a SettingError (referee.settings reads them)."""
    return Limits(
        claim_budget=integer_setting(environ, CLAIM_BUDGET, DEFAULT_CLAIM_BUDGET, 1, MAX_CLAIM_BUDGET),
        claim_seconds=seconds_setting(environ, CLAIM_SECONDS, DEFAULT_CLAIM_SECONDS, MAX_SECONDS),
        solver_budget=integer_setting(environ, SOLVER_BUDGET, DEFAULT_SOLVER_BUDGET, 1, MAX_SOLVER_BUDGET),
        batch_seconds=seconds_setting(environ, BATCH_SECONDS, DEFAULT_BATCH_SECONDS, MAX_SECONDS),
        batch_max_records=integer_setting(
            environ, BATCH_MAX_RECORDS, DEFAULT_BATCH_MAX_RECORDS, 1, MAX_BATCH_MAX_RECORDS
        ),
        batch_max_answer_bytes=integer_setting(
            environ, BATCH_MAX_ANSWER_BYTES, DEFAULT_BATCH_MAX_ANSWER_BYTES, 1, MAX_BATCH_MAX_ANSWER_BYTES
        ),
    )


def limits_problems(environ: Mapping[str, str], worker_timeout: int | None) -> list[str]:
    """One line for each limit the service cannot start with: a bad value, or a deadline that gunicorn's worker
    timeout would end first (the worker killed, its answer cut, rather than a "not decided" or an incomplete
    batch)."""
    try:
        limits = limits_from(environ)
    except SettingError as error:
        return [str(error)]
    return [
        f"{name}={seconds:g} is not less than GUNICORN_TIMEOUT ({worker_timeout} s), which would kill the worker first"
        for name, seconds in ((CLAIM_SECONDS, limits.claim_seconds), (BATCH_SECONDS, limits.batch_seconds))
        if worker_timeout is not None and seconds >= worker_timeout
    ]
