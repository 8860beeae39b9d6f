"""A gunicorn worker's memory across adjudicate/batch requests of 4, 16 (twice) and 64 MiB: its RSS sampled
every few milliseconds before, during and after each request. Flat means the peak does not grow with the
batch (64 MiB holds no more than 4 MiB) and the next batch starts where the last began.

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

MIB = 1024 * 1024
# 16 MiB is the default REFEREE_MAX_BATCH_BYTES; this server allows 64 MiB so that a batch four times as large shows
# whether anything grows with the batch.
BATCH_SIZES = (4 * MIB, 16 * MIB, 16 * MIB, 64 * MIB)
SAMPLE_SECONDS = 0.005
# What the worker may grow by during a batch of any size and still be called flat: the pieces in hand (a 1 MiB
# read from the socket and gunicorn's copies of it, a 1 MiB piece of answers), allocator and cache noise.
FLAT_KIB = 8192


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
    connection.request(
        "POST", f"/v1/games/{GAME}/adjudicate/batch", body=body, headers={"Content-Type": "application/x-ndjson"}
    )
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
    bodies = {size: batch_of(size) for size in set(BATCH_SIZES)}
    small, _ = batch_of(64 * 1024)
    with live_server(
        workers=1, extra_env={"REFEREE_REQUEST_LOG": "off", "REFEREE_MAX_BATCH_BYTES": str(max(BATCH_SIZES))}
    ) as server:
        worker = gunicorn_worker(server.pid)
        post(server.url, small)  # warm: every module loaded, every answer path run once
        runs = []
        for size in BATCH_SIZES:
            body, records = bodies[size]
            before = rss_kib(worker)
            started = time.perf_counter()
            samples, (status, answered) = sampled(worker, lambda: post(server.url, body))
            elapsed = time.perf_counter() - started
            time.sleep(0.2)
            runs.append(
                {
                    "status": status,
                    "body_bytes": len(body),
                    "records": records,
                    "before_kib": before,
                    "peak_kib": max(samples),
                    "after_kib": rss_kib(worker),
                    "samples": len(samples),
                    "seconds": elapsed,
                    "answer_bytes": answered,
                }
            )
    return {"runs": runs}


def rss_section(report: dict) -> str:
    lines = [
        f"Memory: one gunicorn worker answering batches of 4, 16 (twice) and 64 MiB in a row (Hearts deals; the "
        f"default REFEREE_MAX_BATCH_BYTES is 16 MiB, raised for this server), its RSS sampled every "
        f"{SAMPLE_SECONDS * 1000:.0f} ms (`bench/batch_rss.py`):",
        "",
        f"| batch | deals | RSS before (KiB) | peak during | after | peak − before | answer | seconds "
        f"| flat (≤ {FLAT_KIB} KiB) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for run in report["runs"]:
        growth = run["peak_kib"] - run["before_kib"]
        lines.append(
            f"| {run['body_bytes'] / MIB:.0f} MiB | {run['records']} | {run['before_kib']} | {run['peak_kib']} "
            f"| {run['after_kib']} | {growth} | {run['answer_bytes'] / MIB:.1f} MiB | {run['seconds']:.2f} "
            f"| {'met' if growth <= FLAT_KIB else 'NOT met'} |"
        )
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
