"""Load and soak: every endpoint in a realistic mix against gunicorn at concurrency 32.

Reports requests, errors (any status but the expected 200, any socket error), p50/p99 latency and
each worker's RSS before and after the soak; then kills a worker mid-run and counts what failed.

    .venv/bin/python bench/load.py [--requests 1000000] [--connections 32] [--json out.json]
"""

import argparse
import json
import os
import signal
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path[:0] = [str(BENCH), str(BENCH.parent / "scripts")]
from live_server import live_server  # noqa: E402
from mix import request_mix  # noqa: E402
from wrk import run_wrk, write_mix  # noqa: E402

WORKERS = 2


def worker_pids(master_pid: int) -> list[int]:
    children = Path(f"/proc/{master_pid}/task/{master_pid}/children").read_text().split()
    return sorted(int(pid) for pid in children)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


def errors_in(result: dict) -> int:
    return sum(count for status, count in result["statuses"].items() if status != 200) + result["socket_errors"]


def merge(results: list[dict]) -> dict:
    statuses: dict[int, int] = {}
    for result in results:
        for status, count in result["statuses"].items():
            statuses[status] = statuses.get(status, 0) + count
    return {
        "requests": sum(r["requests"] for r in results),
        "statuses": statuses,
        "socket_errors": sum(r["socket_errors"] for r in results),
        "duration_s": sum(r["duration_s"] for r in results),
    }


def soak(server, mix, total_requests: int, connections: int, chunk_seconds: float) -> dict:
    warm = run_wrk(server.url, mix, connections=connections, seconds=5)
    pids = worker_pids(server.pid)
    rss_before = {pid: rss_kib(pid) for pid in pids}
    chunks, rss_series = [], []
    while sum(chunk["requests"] for chunk in chunks) < total_requests:
        chunks.append(run_wrk(server.url, mix, connections=connections, seconds=chunk_seconds))
        rss_series.append({pid: rss_kib(pid) for pid in pids})
        done = sum(chunk["requests"] for chunk in chunks)
        print(
            f"  {done:>9} requests, errors {sum(errors_in(c) for c in chunks)}, "
            f"RSS KiB {list(rss_series[-1].values())}",
            flush=True,
        )
    if worker_pids(server.pid) != pids:
        raise SystemExit("a worker was replaced during the soak: see the gunicorn log " + str(server.log_path))
    total = merge(chunks)
    latencies = sorted(chunk["latency_ms"]["p50"] for chunk in chunks), sorted(c["latency_ms"]["p99"] for c in chunks)
    return {
        "warm_up_requests": warm["requests"],
        **total,
        "errors": sum(errors_in(c) for c in chunks),
        "rps": total["requests"] / total["duration_s"],
        # wrk reports percentiles per run; the median chunk's figures stand for the soak.
        "latency_ms": {
            "p50": latencies[0][len(chunks) // 2],
            "p99": latencies[1][len(chunks) // 2],
            "worst_chunk_p99": latencies[1][-1],
        },
        "rss_kib_before": list(rss_before.values()),
        "rss_kib_after": list(rss_series[-1].values()),
        "rss_kib_series": [list(sample.values()) for sample in rss_series],
    }


def kill_a_worker(server, mix, connections: int, seconds: float = 12) -> dict:
    before = worker_pids(server.pid)
    victim = before[0]

    def kill_midway():
        time.sleep(seconds / 2)
        os.kill(victim, signal.SIGKILL)

    killer = threading.Thread(target=kill_midway)
    killer.start()
    result = run_wrk(server.url, mix, connections=connections, seconds=seconds)
    killer.join()
    after = worker_pids(server.pid)
    return {
        "requests": result["requests"],
        "statuses": result["statuses"],
        "socket_errors": result["socket_errors"],
        "failed": errors_in(result),
        "killed": victim,
        "workers_before": before,
        "workers_after": after,
        "replaced": victim not in after and len(after) == len(before),
        # A sync worker holds one request at a time: that one is all a SIGKILL may cost.
        "allowed_failures": 1,
    }


def answered_200(base_url: str, lines: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The mix lines the server answers 200: the soak counts any other status as an error."""
    kept = []
    for method, path, body in lines:
        request = urllib.request.Request(
            base_url + path,
            body.encode() if body else None,
            {"Content-Type": "application/json"} if body else {},
            method=method,
        )
        try:
            with urllib.request.urlopen(request, timeout=10):
                kept.append((method, path, body))
        except urllib.error.HTTPError as error:
            print(f"  left out of the mix ({error.code}): {method} {path} {body[:80]}")
    return kept


def run(total_requests: int, connections: int, chunk_seconds: float = 20) -> dict:
    with live_server(workers=WORKERS) as server:
        lines = answered_200(server.url, request_mix())
        mix = write_mix(lines)
        endpoints = sorted({path for _, path, _ in lines})
        print(f"mix: {len(lines)} requests over {len(endpoints)} endpoints", flush=True)
        soaked = soak(server, mix, total_requests, connections, chunk_seconds)
        killed = kill_a_worker(server, mix, connections)
    return {
        "connections": connections,
        "workers": WORKERS,
        "mix_requests": len(lines),
        "endpoints": endpoints,
        "soak": soaked,
        "worker_kill": killed,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=1_000_000)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--chunk-seconds", type=float, default=20, help="RSS is sampled after each chunk")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    report = run(args.requests, args.connections, args.chunk_seconds)
    print(json.dumps(report, indent=2))
    if args.json:
        args.json.write_text(json.dumps(report, indent=2))
    soaked, killed = report["soak"], report["worker_kill"]
    if soaked["errors"] or killed["failed"] > killed["allowed_failures"] or not killed["replaced"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
