"""The load mix: every table-driven case in tests/cases/*.json that expects an answer (not an
error), every metadata endpoint, and the health checks, as (method, path, body) lines for wrk."""

import json
from pathlib import Path

CASES = Path(__file__).resolve().parent.parent / "tests" / "cases"


def request_mix() -> list[tuple[str, str, str]]:
    lines = [("GET", "/healthz", ""), ("GET", "/v1/games", "")]
    for cases_file in sorted(CASES.glob("*.json")):
        game = cases_file.stem.replace("_", "-")
        lines.append(("GET", f"/v1/games/{game}", ""))
        for case in json.loads(cases_file.read_text(encoding="utf-8")):
            if case.get("status", 200) == 200:
                body = json.dumps(case["request"], ensure_ascii=False, separators=(",", ":"))
                lines.append(("POST", f"/v1/games/{game}/{case['endpoint']}", body))
    return lines
