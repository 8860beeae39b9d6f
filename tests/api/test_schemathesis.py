"""Every operation in the spec, fuzzed in-process: no 5xx, every answer matches the spec."""

import sys
from pathlib import Path

import schemathesis
from hypothesis import settings

from referee.api.app import create_app

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import fuzz_hooks  # noqa: E402,F401  (registers the batch endpoints' NDJSON bodies)

schema = schemathesis.openapi.from_wsgi("/openapi.json", create_app({"TESTING": True}))


@schema.parametrize()
@settings(max_examples=40, deadline=None)
def test_every_operation_conforms_to_the_spec(case):
    case.call_and_validate()
