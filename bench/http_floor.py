"""HTTP cost per request against the floor: the referee and bench/floor.py under identical gunicorn
settings, the same request bodies, the same answer sizes, measured in alternating rounds.

    .venv/bin/python bench/http_floor.py [--rounds 3] [--seconds 4] [--connections 16] [--json out.json]
"""

import argparse
import json
import sys
import tempfile
import urllib.request
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent / "scripts")]
from live_server import live_server  # noqa: E402
from wrk import side_by_side, write_mix  # noqa: E402

TARGETS_FILE = BENCH / "targets.json"
WORKERS = 2  # one per core on the benchmark box, the same for both servers


def load_targets() -> list[dict]:
    """Each target: name, path, body, and the minimum ratio of the floor's requests per second."""
    return json.loads(TARGETS_FILE.read_text(encoding="utf-8"))


def slug(name: str) -> str:
    return "-".join(name.split())


def post(url: str, body: dict) -> tuple[int, bytes]:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.status, response.read()


def record_answers(referee_url: str, targets: list[dict]) -> dict:
    answers = {}
    for target in targets:
        status, raw = post(referee_url + target["path"], target["body"])
        if status != 200:
            raise SystemExit(f"{target['name']}: the referee answered {status}")
        answers[slug(target["name"])] = json.loads(raw)
    return answers


def measure(rounds: int, seconds: float, connections: int, only: str = "") -> list[dict]:
    targets = [target for target in load_targets() if only in target["name"]]
    rows = []
    with live_server(workers=WORKERS) as referee:
        answers = record_answers(referee.url, targets)
        answers_file = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
        with answers_file:
            json.dump(answers, answers_file)
        with live_server(
            workers=WORKERS, app="bench.floor:app", extra_env={"FLOOR_ANSWER_FILE": answers_file.name}
        ) as floor:
            for target in targets:
                body = json.dumps(target["body"], separators=(",", ":"))
                medians = side_by_side(
                    target["name"],
                    {
                        "floor": (floor.url, write_mix([("POST", f"/floor/{slug(target['name'])}", body)])),
                        "referee": (referee.url, write_mix([("POST", target["path"], body)])),
                    },
                    rounds=rounds,
                    seconds=seconds,
                    connections=connections,
                )
                rps = {side: figures["rps"] for side, figures in medians.items()}
                p99 = {side: figures["p99_ms"] for side, figures in medians.items()}
                rows.append(
                    {
                        "name": target["name"],
                        "floor_rps": rps["floor"],
                        "referee_rps": rps["referee"],
                        "ratio": rps["referee"] / rps["floor"],
                        "target_ratio": target["min_ratio"],
                        "floor_p99_ms": p99["floor"],
                        "referee_p99_ms": p99["referee"],
                        "p99_ratio": p99["referee"] / p99["floor"],
                        "answer_bytes": len(json.dumps(answers[slug(target["name"])], ensure_ascii=False).encode()),
                    }
                )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=4)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--only", default="", help="just the targets whose name contains this")
    parser.add_argument("--json", type=Path, help="write the rows here as JSON")
    args = parser.parse_args()
    rows = measure(args.rounds, args.seconds, args.connections, args.only)
    print(f"{'target':34} {'floor rps':>10} {'referee rps':>12} {'ratio':>6} {'goal':>5} {'p99 ratio':>9}")
    for row in rows:
        print(
            f"{row['name']:34} {row['floor_rps']:10.0f} {row['referee_rps']:12.0f} {row['ratio']:6.2f} "
            f"{row['target_ratio']:5.2f} {row['p99_ratio']:9.2f}"
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
