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

    .venv/bin/python bench/abuse.py [--seconds 40] [--rounds 1] [--json out.json] [--write] [--render out.json]

`--write` puts its section into bench/RESULTS.md: the same abuse against `referee serve` as `make run` runs it and
against gunicorn alone (REFEREE_PROXY=none, as the service was served before), side by side.
"""

import argparse
import http.client
import json
import os
import random
import socket
import statistics
import subprocess
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
import sections  # noqa: E402

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
            if (
                not isinstance(status, int)
                or status >= 500
                and status != 503
                or html
                or (isinstance(status, int) and status >= 400 and "json" not in content_type)
            ):
                self.bad.append((kind, status, content_type, head[:120]))

    def noted(self, kind: str, what: str) -> None:
        with self.lock:
            self.statuses.setdefault(kind, Counter())[what] += 1

    def summary(self) -> dict:
        def figures(samples: list) -> dict:
            ordered = sorted(samples)
            if not ordered:
                return {"requests": 0}
            return {
                "requests": len(ordered),
                "p50_ms": round(statistics.median(ordered) * 1000, 2),
                "p99_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] * 1000, 2),
                "max_ms": round(ordered[-1] * 1000, 2),
            }

        return {
            "probes": {name: figures(samples) for name, samples in self.latencies.items()},
            "statuses": {
                kind: {str(status): count for status, count in counter.items()}
                for kind, counter in self.statuses.items()
            },
            "bad": [
                [kind, str(status), content_type, head.decode("latin-1")]
                for kind, status, content_type, head in self.bad[:20]
            ],
            "bad_count": len(self.bad),
            "rss_mib": {
                "idle": round(self.rss_kib[0] / 1024, 1) if self.rss_kib else None,
                "peak": round(max(self.rss_kib) / 1024, 1) if self.rss_kib else None,
            },
        }


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

    def request(
        self,
        kind: str,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict | None = None,
        timeout: float = PROBE_TIMEOUT,
        read=None,
    ) -> tuple[int | None, float]:
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
            self.request(
                "claim",
                "POST",
                "/v1/games/hearts/rulings/claim",
                body,
                {"Content-Type": "application/json"},
                timeout=60,
            )

    def trickler(self, index: int) -> None:
        # Even: the headers, a byte at a time, never finished. Odd: complete headers, then a body a byte at a time.
        for _ in range(10_000):
            if not self.running():
                return
            try:
                with socket.create_connection((self.host, self.port), timeout=5) as connection:
                    if index % 2:
                        connection.sendall(
                            b"POST /v1/games/hearts/legal-moves HTTP/1.1\r\nHost: x\r\n"
                            b"Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n"
                        )
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
                self.request(
                    "batch", "POST", "/v1/games/hearts/adjudicate/batch", valid, headers, timeout=120, read=read_slowly
                )

    def sampler(self) -> None:
        while self.running():
            self.outcome.rss_kib.append(service_rss_kib(self.root_pid))
            self.stop.wait(1.0)

    def go(self) -> Outcome:
        threads = [
            threading.Thread(target=self.probe, args=("healthz", "GET", "/healthz", None)),
            threading.Thread(
                target=self.probe, args=("legal-moves", "POST", "/v1/games/hearts/legal-moves", legal_moves_body())
            ),
            *(threading.Thread(target=self.claimer, args=(seed,)) for seed in range(CLAIM_CLIENTS)),
            *(threading.Thread(target=self.trickler, args=(index,)) for index in range(TRICKLERS)),
            threading.Thread(target=self.batcher),
        ]
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


SECTION = sections.Section("bench/abuse.py")
# The same abuse against the two ways of serving: `referee serve` as `make run` runs it (nginx in front), and
# gunicorn alone as the service was served before (REFEREE_PROXY=none), in alternating rounds.
SETUPS = {"nginx in front (make run)": {}, "gunicorn alone (REFEREE_PROXY=none)": {"REFEREE_PROXY": "none"}}


def measure(seconds: float, rounds: int) -> dict:
    """Each setup ``rounds`` times, alternating (ABBA...), each round a fresh server; every round's figures kept."""
    from live_server import served

    order = [name for index in range(rounds) for name in (list(SETUPS) if index % 2 == 0 else list(SETUPS)[::-1])]
    runs: dict = {name: [] for name in SETUPS}
    for name in order:
        with served(workers=2, extra_env={"REFEREE_REQUEST_LOG": "off", **SETUPS[name]}) as server:
            time.sleep(1)
            idle = service_rss_kib(server.pid)
            load_before = os.getloadavg()[0]
            outcome = run(server.url, seconds, server.pid)
        runs[name].append(
            {
                "idle_rss_mib": round(idle / 1024, 1),
                "load_before": load_before,
                "load_after": os.getloadavg()[0],
                **outcome.summary(),
            }
        )
        print(f"{name}: {json.dumps(runs[name][-1]['probes'])}", flush=True)
    return {
        "seconds": seconds,
        "rounds": rounds,
        "runs": runs,
        "measured": {
            "date": time.strftime("%Y-%m-%d"),
            "cores": os.cpu_count(),
            "python": sys.version.split()[0],
            "commit": subprocess.run(
                ["git", "describe", "--always", "--dirty"], cwd=BENCH.parent, capture_output=True, text=True
            ).stdout.strip()
            or "unknown",
        },
    }


def median_of(rounds: list, *path) -> float | None:
    values = []
    for figures in rounds:
        for key in path:
            figures = figures.get(key, {}) if isinstance(figures, dict) else {}
        if isinstance(figures, (int, float)):
            values.append(figures)
    return statistics.median(values) if values else None


def cell(value, unit: str = "") -> str:
    if value is None:
        return "none"
    if value == float("inf"):
        return f"> {PROBE_TIMEOUT * 1000:,.0f} (no answer)"
    return f"{value:,.0f}{unit}" if value >= 100 else f"{value:.1f}{unit}"


def section(report: dict) -> str:
    """The abuse section of bench/RESULTS.md."""
    measured, runs = report["measured"], report["runs"]
    lines = [
        SECTION.start,
        "## Availability under abuse: cheap requests while claims, slow clients and hostile batches arrive",
        "",
        f"{measured['date']}, commit `{measured['commit']}`, {measured['cores']} cores, Python "
        f"{measured['python']}; `bench/abuse.py` (`make bench`, or `make bench-abuse` alone), {report['rounds']} "
        f"round(s) of {report['seconds']:.0f} s a setup, alternating, medians over the rounds (counts: a round's). 2 sync workers, "
        f"the default settings. For the whole round: {CLAIM_CLIENTS} clients post budget-long claims back to back "
        f"(a Hearts best-play claim with 12 tricks left), {TRICKLERS} connections trickle a byte a second, one "
        "client posts hostile batches (3 MiB of `{}` lines; a valid 16 MiB batch read slowly and abandoned); "
        "meanwhile `/healthz` and a Hearts `legal-moves` are asked one after another, each timed "
        f"({PROBE_TIMEOUT:.0f} s at most). Goal: every probe answered, p99 at most {P99_GOAL_MS:.0f} ms, no "
        "500 and no HTML page.",
        "",
        "| setup | probe | answered 200 / asked | p50 ms | p99 ms | max ms | goal | bad answers | memory idle / peak MiB "
        "| load before / after |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for name, rounds in runs.items():
        for probe in ("healthz", "legal-moves"):
            asked = median_of(rounds, "probes", probe, "requests")
            answered = median_of(rounds, "statuses", probe, "200") or 0
            p99 = median_of(rounds, "probes", probe, "p99_ms")
            ok = p99 is not None and p99 <= P99_GOAL_MS and answered == asked
            lines.append(
                f"| {name} | {probe} | {answered:,.0f} / {asked:,.0f} | {cell(median_of(rounds, 'probes', probe, 'p50_ms'))} "
                f"| {cell(p99)} | {cell(median_of(rounds, 'probes', probe, 'max_ms'))} "
                f"| ≤ {P99_GOAL_MS:.0f}: {'met' if ok else 'NOT met'} "
                f"| {sum(figures['bad_count'] for figures in rounds)} "
                f"| {cell(median_of(rounds, 'idle_rss_mib'))} / {cell(median_of(rounds, 'rss_mib', 'peak'))} "
                f"| {cell(median_of(rounds, 'load_before'))} / {cell(median_of(rounds, 'load_after'))} |"
            )
    lines += [
        "",
        "What the abusive clients got (all rounds summed; a status, or what happened to the connection):",
        "",
        "| setup | client | answers |",
        "|---|---|---|",
    ]
    for name, rounds in runs.items():
        kinds = sorted({kind for figures in rounds for kind in figures["statuses"]} - {"healthz", "legal-moves"})
        for kind in kinds:
            total: Counter = Counter()
            for figures in rounds:
                total.update(figures["statuses"].get(kind, {}))
            lines.append(
                f"| {name} | {kind} | {', '.join(f'{status}: {count:,}' for status, count in sorted(total.items()))} |"
            )
    lines += [
        "",
        "Claims and batches take turns for the one slot of expensive work (referee/slots.py): a kind refused a slot "
        "has the next free one, so the claims' clients, which retry at once, do not starve the batches. A turn is "
        "one admission, whatever it takes: a batch holds the slot for seconds, a claim for under one.",
        "",
        "Memory is the proportional set size of every process of the service (launcher, nginx, gunicorn's "
        "master and workers), so shared pages count once.",
        SECTION.end,
    ]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--rounds", type=int, default=1, help="rounds of each setup, alternating")
    parser.add_argument("--json", help="write the figures here too")
    parser.add_argument("--write", action="store_true", help="write the section into bench/RESULTS.md")
    parser.add_argument("--render", help="measure nothing: the section from this JSON of an earlier run")
    args = parser.parse_args()
    report = json.loads(Path(args.render).read_text()) if args.render else measure(args.seconds, args.rounds)
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2))
    text = section(report)
    print(text)
    if args.write:
        SECTION.write(BENCH / "RESULTS.md", text)


if __name__ == "__main__":
    main()
