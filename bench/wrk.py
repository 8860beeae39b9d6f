"""Drive a server with wrk (bench/mix.lua) and read back its tallies.

wrk is an event-loop load generator written in C: one wrk thread keeps 16-32 connections busy
for a small fraction of one core, leaving the 2-core box to the servers being compared (a Python
load generator would take most of a core and measure itself). Debian: `apt-get install wrk`.
"""

import json
import os
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path

MIX_SCRIPT = Path(__file__).with_name("mix.lua")


def require_wrk() -> str:
    wrk = shutil.which("wrk")
    if wrk is None:
        raise SystemExit("the benchmarks need wrk on the PATH: apt-get install wrk")
    return wrk


def write_mix(requests: list[tuple[str, str, str]]) -> Path:
    """requests: (method, path, body); one line each, as bench/mix.lua reads them."""
    mix = tempfile.NamedTemporaryFile("w", prefix="referee-mix-", suffix=".tsv", delete=False, encoding="utf-8")
    with mix:
        for method, path, body in requests:
            if "\t" in body or "\n" in body:
                raise ValueError(f"a mix body must be one line without tabs: {path}")
            mix.write(f"{method}\t{path}\t{body}\n")
    return Path(mix.name)


def run_wrk(
    base_url: str, mix: Path, *, connections: int, seconds: float, threads: int = 1, timeout_s: int = 10
) -> dict:
    """One wrk run; returns requests, duration_s, statuses {code: count}, socket_errors, latency_ms, rps."""
    command = [
        require_wrk(),
        f"-t{threads}",
        f"-c{connections}",
        f"-d{max(1, round(seconds))}s",
        f"--timeout={timeout_s}s",
        "-s",
        str(MIX_SCRIPT),
        base_url,
    ]
    finished = subprocess.run(command, capture_output=True, text=True, env={**os.environ, "MIX_FILE": str(mix)})
    if finished.returncode != 0:
        raise RuntimeError(f"wrk failed ({finished.returncode}): {finished.stderr or finished.stdout}")
    for line in finished.stdout.splitlines():
        if line.startswith("WRK_RESULT "):
            result = json.loads(line.removeprefix("WRK_RESULT "))
            result["statuses"] = {int(code): count for code, count in result["statuses"].items()}
            result["rps"] = result["requests"] / result["duration_s"]
            return result
    raise RuntimeError(f"wrk printed no result:\n{finished.stdout}\n{finished.stderr}")


def side_by_side(
    name: str, sides: dict[str, tuple[str, Path]], *, rounds: int, seconds: float, connections: int
) -> dict[str, dict]:
    """Two servers compared on one mix each ({side: (base URL, mix)}): both warmed up, then ``rounds`` rounds
    in ABBA order, so that a slow drift of the box's load favours neither side. Every answer must be a 200.
    Returns, for each side, the median requests per second and p99 latency (ms) over the rounds."""
    for url, mix in sides.values():  # first requests pay for imports and caches
        run_wrk(url, mix, connections=connections, seconds=1)
    results = {side: [] for side in sides}
    order = list(sides)
    for round_number in range(rounds):
        for side in order if round_number % 2 == 0 else order[::-1]:
            url, mix = sides[side]
            result = run_wrk(url, mix, connections=connections, seconds=seconds)
            if set(result["statuses"]) != {200} or result["socket_errors"]:
                raise SystemExit(f"{name} {side}: {result}")
            results[side].append(result)
    return {
        side: {
            "rps": statistics.median(r["rps"] for r in runs),
            "p99_ms": statistics.median(r["latency_ms"]["p99"] for r in runs),
        }
        for side, runs in results.items()
    }
