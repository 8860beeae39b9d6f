"""How much the expensive operations may do: the settings that bound a claim search and an adjudicate/batch body.

Each is read from the environment once; a bad value is a SettingError whose one line names the variable, raised
when the service starts (referee/serving.py checks them in gunicorn's master, before any worker boots) rather
than on some later request. Only ASCII digits count: str.isdigit() and int() also take "５００００" and " 7 ",
which a careful operator would not expect to be a number of anything.
"""

import re
from dataclasses import dataclass
from typing import Mapping

CLAIM_BUDGET = "REFEREE_CLAIM_BUDGET"
CLAIM_SECONDS = "REFEREE_CLAIM_SECONDS"
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
# Seconds are whole or decimal (0.5), never past a minute: a deadline is there to end well inside gunicorn's
# worker timeout (GUNICORN_TIMEOUT), which serving.py also checks.
DEFAULT_CLAIM_SECONDS = 2.0
DEFAULT_BATCH_SECONDS = 20.0
MAX_SECONDS = 60.0
DEFAULT_BATCH_MAX_RECORDS = 100_000
MAX_BATCH_MAX_RECORDS = 10_000_000
DEFAULT_BATCH_MAX_ANSWER_BYTES = 64 * 1024 * 1024
MAX_BATCH_MAX_ANSWER_BYTES = 1024 * 1024 * 1024

_WHOLE = re.compile(r"[0-9]+")
_DECIMAL = re.compile(r"[0-9]+(\.[0-9]+)?")


class SettingError(ValueError):
    """A setting the service cannot start with; its message is one line and names the variable."""


def _raw(environ: Mapping[str, str], name: str) -> str | None:
    raw = environ.get(name)
    return None if raw is None or raw == "" else raw


def whole_number(environ: Mapping[str, str], name: str, default: int, highest: int, unit: str) -> int:
    """A whole number from 1 to ``highest`` written in ASCII digits alone; ``default`` when unset or empty."""
    raw = _raw(environ, name)
    if raw is None:
        return default
    if not _WHOLE.fullmatch(raw) or not 1 <= int(raw) <= highest:
        raise SettingError(f"{name}={raw[:40]!r}: it must be a whole number of {unit} from 1 to {highest}, "
                           f"in the digits 0-9 alone")
    return int(raw)


def seconds(environ: Mapping[str, str], name: str, default: float, highest: float = MAX_SECONDS) -> float:
    """A number of seconds above 0 and at most ``highest``, as ASCII digits with an optional decimal part."""
    raw = _raw(environ, name)
    if raw is None:
        return default
    if not _DECIMAL.fullmatch(raw) or not 0 < float(raw) <= highest:
        raise SettingError(f"{name}={raw[:40]!r}: it must be a number of seconds above 0 and at most "
                           f"{highest:g}, such as 2 or 0.5, in the digits 0-9 alone")
    return float(raw)


@dataclass(frozen=True)
class Limits:
    claim_budget: int = DEFAULT_CLAIM_BUDGET
    claim_seconds: float = DEFAULT_CLAIM_SECONDS
    batch_seconds: float = DEFAULT_BATCH_SECONDS
    batch_max_records: int = DEFAULT_BATCH_MAX_RECORDS
    batch_max_answer_bytes: int = DEFAULT_BATCH_MAX_ANSWER_BYTES


def limits_from(environ: Mapping[str, str]) -> Limits:
    """Every limit the environment sets; the first bad one is a SettingError."""
    return Limits(
        claim_budget=whole_number(environ, CLAIM_BUDGET, DEFAULT_CLAIM_BUDGET, MAX_CLAIM_BUDGET, "positions"),
        claim_seconds=seconds(environ, CLAIM_SECONDS, DEFAULT_CLAIM_SECONDS),
        batch_seconds=seconds(environ, BATCH_SECONDS, DEFAULT_BATCH_SECONDS),
        batch_max_records=whole_number(environ, BATCH_MAX_RECORDS, DEFAULT_BATCH_MAX_RECORDS,
                                       MAX_BATCH_MAX_RECORDS, "records"),
        batch_max_answer_bytes=whole_number(environ, BATCH_MAX_ANSWER_BYTES, DEFAULT_BATCH_MAX_ANSWER_BYTES,
                                            MAX_BATCH_MAX_ANSWER_BYTES, "bytes"),
    )
