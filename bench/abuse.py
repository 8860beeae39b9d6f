"""Availability under abuse (issue 27, goal 1): while expensive and hostile clients do their worst, do the cheap
requests still get answered, fast?

For ``seconds``, against a server on 127.0.0.1:
- 4 clients post budget-long claims back to back (a Hearts best-play claim with 12 tricks left, about 350 bytes,
  about 0.7 s of CPU at the default budget), not waiting when told to retry later;
- 10 connections trickle bytes, one a second: half a request's headers, half a body that never ends;
- 1 client posts hostile batches in turn: a 3 MiB batch of `{}` lines (each answered with an error line: a large
  answer for little input), and a valid 16 MiB batch whose answer it reads slowly and gives up on;
- meanwhile `/healthz` and a Hearts `legal-moves` are requested one after another, each timed.

run(url, seconds) returns the latencies of the two probes and the statuses every client saw; an answer that is a
500 or an HTML page, or no answer at all, is listed in `bad`. tests/service/test_availability.py and
`python bench/abuse.py` (which starts `referee serve` as `make run` does) both run it.

    .venv/bin/python bench/abuse.py [--seconds 40] [--json out.json]
"""

import argparse
import http.client
import json
import os
import random
import socket
import statistics
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "scripts"))

CLAIM_CLIENTS = 4
TRICKLERS = 10
TRICKLE_INTERVAL = 1.0
PROBE_TIMEOUT = 10.0
SLOW_READ_SECONDS = 8.0
P99_GOAL_MS = 250.0


@dataclass
class Outcome:
    latencies: dict = field(default_factory=lambda: {"healthz": [], "legal-moves": []})
    statuses: dict = field(default_factory=dict)  # client kind -> Counter of statuses ("error: ..." for none)
    bad: list = field(default_factory=list)  # (client kind, status, content type, first bytes)
    rss_kib: list = field(default_factory=list)  # the whole service's resident memory, sampled each second
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def saw(self, kind: str, status, content_type: str = "", head: bytes = b"") -> None:
        with self.lock:
            self.statuses.setdefault(kind, Counter())[status] += 1
            html = "html" in content_type.lower() or head.lstrip()[:1] == b"<"
            if not isinstance(status, int) or status >= 500 and status != 503 or html or (
                    isinstance(status, int) and status >= 400 and "json" not in content_type):
                self.bad.append((kind, status, content_type, head[:120]))

    def noted(self, kind: str, what: str) -> None:
        with self.lock:
            self.statuses.setdefault(kind, Counter())[what] += 1

    def summary(self) -> dict:
        def figures(samples: list) -> dict:
            ordered = sorted(samples)
            if not ordered:
                return {"requests": 0}
            return {"requests": len(ordered), "p50_ms": round(statistics.median(ordered) * 1000, 2),
                    "p99_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000, 2),
                    "max_ms": round(ordered[-1] * 1000, 2)}

        return {"probes": {name: figures(samples) for name, samples in self.latencies.items()},
                "statuses": {kind: {str(status): count for status, count in counter.items()}
                             for kind, counter in self.statuses.items()},
                "bad": [[kind, str(status), content_type, head.decode("latin-1")]
                        for kind, status, content_type, head in self.bad[:20]],
                "bad_count": len(self.bad),
                "rss_mib": {"idle": round(self.rss_kib[0] / 1024, 1) if self.rss_kib else None,
                            "peak": round(max(self.rss_kib) / 1024, 1) if self.rss_kib else None}}


def claim_body(seed: int) -> bytes:
    from disputes import claim_request

    return json.dumps(claim_request(random.Random(seed), 12, "best-play")).encode()


def legal_moves_body() -> bytes:
    from referee.api.examples import example_request

    return json.dumps(example_request("hearts", "legal-moves")).encode()


def valid_batch(size: int) -> bytes:
    from referee.api.examples import example_request

    line = json.dumps(example_request("hearts", "adjudicate")).encode() + b"\n"
    return line * (size // len(line))


def service_rss_kib(root_pid: int) -> int:
    """The memory of ``root_pid`` and every process under it (the launcher, nginx, gunicorn): the sum of their
    proportional set sizes, so pages the workers share with the master after fork() are counted once."""
    total, pending = 0, [root_pid]
    while pending:
        pid = pending.pop()
        try:
            rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
            total += int(next(line.split()[1] for line in rollup.splitlines() if line.startswith("Pss:")))
            for task in Path(f"/proc/{pid}/task").iterdir():
                pending += [int(child) for child in (task / "children").read_text().split()]
        except (OSError, StopIteration, ValueError):
            continue
    return total


class Run:
    def __init__(self, url: str, seconds: float, root_pid: int | None):
        parts = urlsplit(url)
        self.host, self.port = parts.hostname, parts.port
        assert self.host == "127.0.0.1", "the abuse is sent to this machine only"
        self.deadline = time.monotonic() + seconds
        self.stop = threading.Event()
        self.outcome = Outcome()
        self.root_pid = root_pid

    def running(self) -> bool:
        return not self.stop.is_set() and time.monotonic() < self.deadline

    def connection(self, timeout: float) -> http.client.HTTPConnection:
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)

    def request(self, kind: str, method: str, path: str, body: bytes | None = None, headers: dict | None = None,
                timeout: float = PROBE_TIMEOUT, read=None) -> tuple[int | None, float]:
        """One request on a new connection; the status (None when there was no answer) and the seconds taken."""
        started = time.perf_counter()
        connection = self.connection(timeout)
        try:
            connection.request(method, path, body=body, headers=headers or {})
            response = connection.getresponse()
        except (OSError, http.client.HTTPException) as error:
            connection.close()
            self.outcome.saw(kind, f"error: {type(error).__name__}")
            return None, time.perf_counter() - started
        try:
            content_type = response.getheader("Content-Type", "")
            head = response.read(512) if read is None else read(response)
            self.outcome.saw(kind, response.status, content_type, head)
            if read is None:
                while response.read(1024 * 1024):
                    pass
            return response.status, time.perf_counter() - started
        except (OSError, http.client.HTTPException):
            # The answer began and was cut (a batch stopped by a worker's timeout): counted, not a failure to
            # answer; docs/batches.md tells a client how to see it.
            self.outcome.noted(kind, "answer cut")
            return response.status, time.perf_counter() - started
        finally:
            connection.close()

    # The clients, each a thread, each stopping at the deadline.

    def probe(self, name: str, method: str, path: str, body: bytes | None) -> None:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        for _ in range(1_000_000):
            if not self.running():
                return
            status, seconds = self.request(name, method, path, body, headers)
            with self.outcome.lock:
                self.outcome.latencies[name].append(seconds if status == 200 else float("inf"))
            time.sleep(0.01)

    def claimer(self, seed: int) -> None:
        body = claim_body(seed)
        for _ in range(1_000_000):
            if not self.running():
                return
            self.request("claim", "POST", "/v1/games/hearts/rulings/claim", body,
                         {"Content-Type": "application/json"}, timeout=60)

    def trickler(self, index: int) -> None:
        # Even: the headers, a byte at a time, never finished. Odd: complete headers, then a body a byte at a time.
        for _ in range(10_000):
            if not self.running():
                return
            try:
                with socket.create_connection((self.host, self.port), timeout=5) as connection:
                    if index % 2:
                        connection.sendall(b"POST /v1/games/hearts/legal-moves HTTP/1.1\r\nHost: x\r\n"
                                           b"Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
                        pending = b"{" + b" " * 99_999
                    else:
                        pending = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 10_000
                    for byte in pending:
                        if not self.running():
                            return
                        connection.sendall(bytes([byte]))
                        time.sleep(TRICKLE_INTERVAL)
            except OSError:
                self.outcome.noted("trickle", "cut off")  # what nginx does to it: the connection is closed
                time.sleep(0.2)

    def batcher(self) -> None:
        empties = b"{}\n" * (3 * 1024 * 1024 // 3)
        valid = valid_batch(16 * 1024 * 1024)
        headers = {"Content-Type": "application/x-ndjson"}

        def read_slowly(response):
            head, started = response.read(512), time.monotonic()
            while time.monotonic() - started < SLOW_READ_SECONDS and self.running():
                if not response.read(16 * 1024):
                    break
                time.sleep(0.25)
            return head  # then gives up: the connection is closed unread

        for turn in range(100_000):
            if not self.running():
                return
            if turn % 2 == 0:
                self.request("batch", "POST", "/v1/games/hearts/adjudicate/batch", empties, headers, timeout=120)
            else:
                self.request("batch", "POST", "/v1/games/hearts/adjudicate/batch", valid, headers, timeout=120,
                             read=read_slowly)

    def sampler(self) -> None:
        while self.running():
            self.outcome.rss_kib.append(service_rss_kib(self.root_pid))
            self.stop.wait(1.0)

    def go(self) -> Outcome:
        threads = [threading.Thread(target=self.probe, args=("healthz", "GET", "/healthz", None)),
                   threading.Thread(target=self.probe, args=("legal-moves", "POST", "/v1/games/hearts/legal-moves",
                                                             legal_moves_body())),
                   *(threading.Thread(target=self.claimer, args=(seed,)) for seed in range(CLAIM_CLIENTS)),
                   *(threading.Thread(target=self.trickler, args=(index,)) for index in range(TRICKLERS)),
                   threading.Thread(target=self.batcher)]
        if self.root_pid is not None:
            threads.append(threading.Thread(target=self.sampler))
        for thread in threads:
            thread.daemon = True
            thread.start()
        try:
            for thread in threads:
                thread.join(timeout=max(0.0, self.deadline - time.monotonic()) + 130)
        finally:
            self.stop.set()
        return self.outcome


def run(url: str, seconds: float = 40.0, root_pid: int | None = None) -> Outcome:
    """The abuse above against ``url`` (127.0.0.1 only) for ``seconds``; root_pid: the server's process, whose
    tree's memory is sampled each second."""
    return Run(url, seconds, root_pid).go()


def main() -> None:
    from live_server import served

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--json", help="write the figures here too")
    args = parser.parse_args()
    with served(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off"}) as server:
        time.sleep(1)
        idle = service_rss_kib(server.pid)
        outcome = run(server.url, args.seconds, server.pid)
    report = {"seconds": args.seconds, "idle_rss_mib": round(idle / 1024, 1), "load": os.getloadavg(),
              **outcome.summary()}
    print(json.dumps(report, indent=2))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
