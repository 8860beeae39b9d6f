"""The load mix: every table-driven case in tests/cases/*.json that expects an answer (not an
error), every metadata endpoint, and the health checks, as (method, path, body) lines for wrk."""

import json
from pathlib import Path

CASES = Path(__file__).resolve().parent.parent / "tests" / "cases"
PATH_KEYS = ("path", "endpoint", "operation")
BODY_KEYS = ("request", "body")


def _cases(node):
    """Every object in a cases file that names an operation and holds a request body."""
    if isinstance(node, dict):
        if any(key in node for key in PATH_KEYS) and any(isinstance(node.get(key), dict) for key in BODY_KEYS):
            yield node
        else:
            for value in node.values():
                yield from _cases(value)
    elif isinstance(node, list):
        for value in node:
            yield from _cases(value)


def _path(game: str, case: dict) -> str:
    where = next(case[key] for key in PATH_KEYS if key in case)
    return where if where.startswith("/") else f"/v1/games/{case.get('game', game)}/{where.strip('/')}"


def request_mix() -> list[tuple[str, str, str]]:
    lines = [("GET", "/healthz", ""), ("GET", "/v1/games", "")]
    for cases_file in sorted(CASES.glob("*.json")):
        game = cases_file.stem.replace("_", "-")
        lines.append(("GET", f"/v1/games/{game}", ""))
        for case in _cases(json.loads(cases_file.read_text(encoding="utf-8"))):
            if case.get("status", 200) != 200:
                continue
            body = next(case[key] for key in BODY_KEYS if isinstance(case.get(key), dict))
            lines.append(("POST", _path(game, case), json.dumps(body, ensure_ascii=False, separators=(",", ":"))))
    return lines
