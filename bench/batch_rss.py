"""A gunicorn worker's memory across a 16 MiB adjudicate/batch: its RSS sampled every few milliseconds
before, during and after the request, for two requests in a row (the second shows whether anything
is kept).

    .venv/bin/python bench/batch_rss.py [--json out.json]
"""

import argparse
import http.client
import json
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "scripts"))
from batch import GAME, deal_records, gunicorn_worker, ndjson  # noqa: E402
from live_server import live_server  # noqa: E402

BATCH_BYTES = 16 * 1024 * 1024  # the default REFEREE_MAX_BATCH_BYTES
SAMPLE_SECONDS = 0.005
# What the worker may grow by across a batch and still be called flat: allocator and cache noise.
FLAT_KIB = 4096


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for {pid}")


def batch_of(size: int) -> tuple[bytes, int]:
    """Random legal deals, as many as fit in ``size`` bytes (repeated from a few thousand distinct ones)."""
    distinct = ndjson(deal_records(2000)).splitlines(keepends=True)
    lines, total = [], 0
    while total + len(distinct[len(lines) % len(distinct)]) <= size:
        line = distinct[len(lines) % len(distinct)]
        lines.append(line)
        total += len(line)
    return b"".join(lines), len(lines)


def post(url: str, body: bytes) -> tuple[int, int]:
    """(status, answer bytes) of one batch."""
    address = urlsplit(url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=600)
    connection.request("POST", f"/v1/games/{GAME}/adjudicate/batch", body=body,
                       headers={"Content-Type": "application/x-ndjson"})
    response = connection.getresponse()
    answered = 0
    while chunk := response.read(1 << 20):
        answered += len(chunk)
    connection.close()
    return response.status, answered


def sampled(pid: int, action) -> tuple[list[int], object]:
    samples, done = [], threading.Event()

    def sample():
        while not done.is_set():
            samples.append(rss_kib(pid))
            time.sleep(SAMPLE_SECONDS)

    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        result = action()
    finally:
        done.set()
        sampler.join()
    return samples, result


def measure() -> dict:
    body, records = batch_of(BATCH_BYTES)
    small, _ = batch_of(64 * 1024)
    with live_server(workers=1, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        worker = gunicorn_worker(server.pid)
        post(server.url, small)  # warm: every module loaded, every answer path run once
        runs = []
        for _ in range(2):
            before = rss_kib(worker)
            started = time.perf_counter()
            samples, (status, answered) = sampled(worker, lambda: post(server.url, body))
            elapsed = time.perf_counter() - started
            time.sleep(0.2)
            runs.append({"status": status, "before_kib": before, "peak_kib": max(samples), "after_kib": rss_kib(worker),
                         "samples": len(samples), "seconds": elapsed, "answer_bytes": answered})
    return {"body_bytes": len(body), "records": records, "runs": runs}


def rss_section(report: dict) -> str:
    lines = [f"Memory: one gunicorn worker answering a batch of {report['body_bytes'] / 2**20:.2f} MiB "
             f"({report['records']} Hearts deals; the default REFEREE_MAX_BATCH_BYTES is 16 MiB), its RSS sampled "
             f"every {SAMPLE_SECONDS * 1000:.0f} ms (`bench/batch_rss.py`), two batches in a row:",
             "",
             "| batch | RSS before (KiB) | peak during | after | peak − before | answer | seconds | flat (≤ "
             f"{FLAT_KIB} KiB) |",
             "|---|---|---|---|---|---|---|---|"]
    for number, run in enumerate(report["runs"], 1):
        growth = run["peak_kib"] - run["before_kib"]
        lines.append(f"| {number} | {run['before_kib']} | {run['peak_kib']} | {run['after_kib']} | {growth} "
                     f"| {run['answer_bytes'] / 2**20:.1f} MiB | {run['seconds']:.2f} "
                     f"| {'met' if growth <= FLAT_KIB else 'NOT met'} |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the figures here")
    args = parser.parse_args()
    report = measure()
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2), encoding="utf-8")
    print(json.dumps(report, indent=2))
    print(rss_section(report))


if __name__ == "__main__":
    main()
