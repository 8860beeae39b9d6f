"""Batch throughput, each figure measured side by side with the one it is compared with, in alternating
rounds, medians reported:

1. POST adjudicate/batch to one gunicorn worker against referee.adjudicate in-process, on the same
   core (the worker and the in-process rounds pinned to CPU 0, the HTTP client on CPU 1);
2. `referee adjudicate GAME FILE.ndjson --jobs 2` against `--jobs 1` (wall clock, process start
   included, as a user runs it);
3. a Dask LocalCluster of two workers over the same records in shards against the CLI's --jobs 2.

    .venv/bin/python bench/batch.py [--deals 3000] [--http-repeat 3] [--repeat 20] [--rounds 7] [--write]

Deals are random legal Hearts deals from the engine's play_out(); the HTTP body repeats them
``--http-repeat`` times and the file ``--repeat`` times (the referee keeps nothing between records, so a
repeat costs what a new deal does).
"""

import argparse
import http.client
import io
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent / "scripts"))
import sections  # noqa: E402
from live_server import live_server  # noqa: E402

import referee  # noqa: E402
from referee.batch import Tally, answer_stream, batch_operation  # noqa: E402
from referee.engine.replay import play_out  # noqa: E402
from referee.games import RULES  # noqa: E402

GAME = "hearts"
REFEREE = str(Path(sys.executable).with_name("referee"))
HTTP_GOAL = 0.8
JOBS_GOAL = 1.7


def deal_records(count: int, seed: int = 21) -> list[dict]:
    rng = random.Random(seed)
    return [play_out(RULES[GAME], rng)[0] for _ in range(count)]


def ndjson(records: list[dict]) -> bytes:
    return b"".join(json.dumps(record).encode() + b"\n" for record in records)


def pin(cpu: int | None) -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {cpu} if cpu is not None else set(range(os.cpu_count() or 1)))


def in_process_seconds(records: list[dict]) -> tuple[float, float]:
    """(wall, CPU) seconds of referee.adjudicate over every record."""
    started, cpu = time.perf_counter(), time.process_time()
    for record in records:
        referee.adjudicate(GAME, record)
    return time.perf_counter() - started, time.process_time() - cpu


def in_process_batch_seconds(body: bytes) -> tuple[float, float]:
    """The batch path without HTTP: the same lines parsed, answered and encoded by referee.batch."""
    started, cpu = time.perf_counter(), time.process_time()
    for _ in answer_stream(batch_operation(GAME), io.BytesIO(body).read, Tally()):
        pass
    return time.perf_counter() - started, time.process_time() - cpu


def cpu_seconds_of(pid: int) -> float:
    """User and system CPU time a process has used (on a box shared with other work, a figure that
    waiting for a core does not inflate)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def http_seconds(url: str, body: bytes, expected_records: int, worker: int | None = None) -> tuple[float, float]:
    """(wall, worker CPU) seconds of one batch, from the first byte sent to the last byte of the answer."""
    address = urlsplit(url)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=600)
    cpu = cpu_seconds_of(worker) if worker else 0.0
    started = time.perf_counter()
    connection.request(
        "POST", f"/v1/games/{GAME}/adjudicate/batch", body=body, headers={"Content-Type": "application/x-ndjson"}
    )
    response = connection.getresponse()
    answer = response.read()
    elapsed = time.perf_counter() - started
    connection.close()
    time.sleep(0.05)  # the worker's CPU time is written to /proc at the next tick
    used = cpu_seconds_of(worker) - cpu if worker else 0.0
    summary = json.loads(answer[answer.rindex(b"\n", 0, len(answer) - 1) + 1 :])["summary"]
    assert response.status == 200 and summary["records"] == summary["valid"] == expected_records, summary
    return elapsed, used


def gunicorn_worker(master_pid: int) -> int:
    children = Path(f"/proc/{master_pid}/task/{master_pid}/children").read_text().split()
    assert len(children) == 1, children
    return int(children[0])


def measure_http(body: bytes, rounds: int) -> dict:
    """Deals/s (wall clock and per CPU second): one gunicorn worker answering the batch, and
    referee.adjudicate in-process over the same records (parsed before the clock starts), both on CPU 0."""
    records = [json.loads(line) for line in body.splitlines()]
    count = len(records)
    figures = {name: [] for name in ("in_process", "in_process_batch", "http")}
    cpu_figures = {name: [] for name in figures}

    def note(name, seconds):
        figures[name].append(count / seconds[0])
        cpu_figures[name].append(count / seconds[1])

    with live_server(
        workers=1, extra_env={"REFEREE_REQUEST_LOG": "off", "REFEREE_MAX_BATCH_BYTES": str(len(body) + 1)}
    ) as server:
        worker = gunicorn_worker(server.pid)
        os.sched_setaffinity(worker, {0})
        pin(1)
        http_seconds(server.url, body, count)  # warm-up
        for _ in range(rounds):
            pin(0)
            note("in_process", in_process_seconds(records))
            note("in_process_batch", in_process_batch_seconds(body))
            pin(1)
            note("http", http_seconds(server.url, body, count, worker))
    pin(None)
    medians = {name: statistics.median(rates) for name, rates in figures.items()}
    return {
        "deals": count,
        "body_bytes": len(body),
        **medians,
        "cpu": {name: statistics.median(rates) for name, rates in cpu_figures.items()},
        "rounds": figures,
        "cpu_rounds": cpu_figures,
    }


def children_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def cli_command(path: Path, jobs: int) -> list[str]:
    return [REFEREE, "adjudicate", GAME, str(path), "--jobs", str(jobs), "--output", os.devnull]


def cli_seconds(path: Path, jobs: int, cpu: list | None = None) -> float:
    """Wall seconds of one CLI run; ``cpu`` gets the CPU seconds it and its workers used."""
    started, used = time.perf_counter(), children_cpu_seconds()
    finished = subprocess.run(cli_command(path, jobs), stderr=subprocess.PIPE, timeout=1200)
    elapsed = time.perf_counter() - started
    assert finished.returncode == 0, finished.stderr
    if cpu is not None:
        cpu.append(children_cpu_seconds() - used)  # the workers are the CLI's children, waited for by it
    return elapsed


def halves_seconds(halves: list[Path]) -> float:
    """Wall seconds of two `--jobs 1` runs at once, one on each half of the file: what the box gives two
    processes that share nothing (no coordination at all), the ceiling for --jobs 2."""
    started = time.perf_counter()
    runs = [subprocess.Popen(cli_command(half, 1), stderr=subprocess.PIPE) for half in halves]
    for run in runs:
        _, errors = run.communicate(timeout=1200)
        assert run.returncode == 0, errors
    return time.perf_counter() - started


def write_shards(body: bytes, paths: list[Path]) -> None:
    """The lines of ``body`` in order, cut into one run of whole lines a file (as even as the count allows)."""
    lines = body.splitlines(keepends=True)
    size = -(-len(lines) // len(paths))
    for index, path in enumerate(paths):
        path.write_bytes(b"".join(lines[index * size : (index + 1) * size]))


def measure_jobs(path: Path, count: int, rounds: int) -> dict:
    empty = path.with_name("empty.ndjson")
    empty.write_bytes(b"")
    halves = [path.with_name("first-half.ndjson"), path.with_name("second-half.ndjson")]
    write_shards(path.read_bytes(), halves)
    starts = {jobs: statistics.median(cli_seconds(empty, jobs) for _ in range(3)) for jobs in (1, 2)}
    one, two, apart, cpu_one, cpu_two = [], [], [], [], []
    for _ in range(rounds):
        one.append(count / cli_seconds(path, 1, cpu_one))
        two.append(count / cli_seconds(path, 2, cpu_two))
        apart.append(count / halves_seconds(halves))
    after_start = {
        jobs: count / (count / statistics.median(rates) - starts[jobs]) for jobs, rates in ((1, one), (2, two))
    }
    return {
        "deals": count,
        "jobs_1": statistics.median(one),
        "jobs_2": statistics.median(two),
        "halves": statistics.median(apart),
        "jobs_1_rounds": one,
        "jobs_2_rounds": two,
        "halves_rounds": apart,
        "start_seconds": starts[2],
        "start_seconds_1": starts[1],
        "jobs_1_after_start": after_start[1],
        "jobs_2_after_start": after_start[2],
        "cpu_micros_1": statistics.median(cpu_one) / count * 1e6,
        "cpu_micros_2": statistics.median(cpu_two) / count * 1e6,
    }


def measure_dask(path: Path, body: bytes, count: int, shards: int, rounds: int) -> dict:
    from distributed import Client, LocalCluster

    from referee.dask_corpus import adjudicate_corpus

    corpus = path.parent / "corpus"
    corpus.mkdir(exist_ok=True)
    write_shards(body, [corpus / f"shard-{index:03d}.ndjson" for index in range(shards)])
    dask_rates, cli_rates = [], []
    with (
        LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0") as cluster,
        Client(cluster) as client,
    ):
        adjudicate_corpus(GAME, [str(corpus / "*.ndjson")], str(path.parent / "answers"), scheduler=client)  # warm-up
        for _ in range(rounds):
            started = time.perf_counter()
            tally = adjudicate_corpus(GAME, [str(corpus / "*.ndjson")], str(path.parent / "answers"), scheduler=client)
            dask_rates.append(count / (time.perf_counter() - started))
            assert tally.records == tally.yes == count
            cli_rates.append(count / cli_seconds(path, 2))
    return {
        "deals": count,
        "shards": shards,
        "dask": statistics.median(dask_rates),
        "cli_jobs_2": statistics.median(cli_rates),
        "dask_rounds": dask_rates,
        "cli_rounds": cli_rates,
    }


def met(ratio: float, goal: float) -> str:
    return f"≥ {goal} {'met' if ratio >= goal else 'NOT met'}"


def section(report: dict) -> str:
    """The batch section of bench/RESULTS.md."""
    http_part, jobs, dask = report["http"], report["jobs"], report["dask"]
    http_ratio = http_part["http"] / http_part["in_process_batch"]
    cpu = http_part["cpu"]
    jobs_ratio = jobs["jobs_2"] / jobs["jobs_1"]
    after_start_ratio = jobs["jobs_2_after_start"] / jobs["jobs_1_after_start"]
    measured = report["measured"]
    jobs_reading = (
        f"CPU time says what two idle cores would give: --jobs 1 spends {jobs['cpu_micros_1']:.0f} µs of CPU a deal, "
        f"--jobs 2 {jobs['cpu_micros_2']:.0f} µs (the main process, which answers parts itself, counts the newlines "
        f"of the file and writes every answer, and one worker, which reads its parts of the file and leaves its "
        f"answers in temporary files), so two idle cores would give at most "
        f"{2 * jobs['cpu_micros_1'] / jobs['cpu_micros_2']:.2f}x."
    )
    return "\n".join(
        [
            SECTION.start,
            "## Batches: adjudicate/batch, the CLI's --jobs, a corpus on Dask",
            "",
            f"{measured['date']}, commit `{measured['commit']}`, {measured['cores']} cores, Python {measured['python']}; "
            f"`bench/batch.py`, {report['rounds']} alternating rounds a comparison, medians. Random legal Hearts deals "
            "(4 players) from the engine's play_out(), every one valid.",
            "",
            "| comparison | deals/s | against | deals/s | ratio | goal |",
            "|---|---|---|---|---|---|",
            f"| POST adjudicate/batch, one gunicorn worker on CPU 0 ({http_part['deals']} deals, "
            f"{http_part['body_bytes'] / 2**20:.1f} MiB a request) | {http_part['http']:.0f} "
            f"| the same NDJSON answered in-process by referee.batch on CPU 0 (lines in, lines out, no HTTP) "
            f"| {http_part['in_process_batch']:.0f} | {http_ratio:.2f} | {met(http_ratio, HTTP_GOAL)} |",
            f"| the same, per CPU second of the worker | {cpu['http']:.0f} | per CPU second in-process "
            f"| {cpu['in_process_batch']:.0f} | {cpu['http'] / cpu['in_process_batch']:.2f} | (a check on the box's noise) |",
            f"| POST adjudicate/batch, as above | {http_part['http']:.0f} | referee.adjudicate in-process on CPU 0, "
            f"the records already parsed (no JSON read or written) | {http_part['in_process']:.0f} "
            f"| {http_part['http'] / http_part['in_process']:.2f} | (for reference) |",
            f"| the in-process batch | {http_part['in_process_batch']:.0f} | referee.adjudicate on parsed records "
            f"| {http_part['in_process']:.0f} | {http_part['in_process_batch'] / http_part['in_process']:.2f} "
            "| (what reading and writing JSON costs) |",
            f"| `referee adjudicate hearts FILE.ndjson --jobs 2` ({jobs['deals']} deals), wall clock with the "
            f"process start | {jobs['jobs_2']:.0f} | `--jobs 1` | {jobs['jobs_1']:.0f} | {jobs_ratio:.2f} "
            f"| {met(jobs_ratio, JOBS_GOAL)} |",
            f"| the same, the process start taken out (each run less an empty file's) | {jobs['jobs_2_after_start']:.0f} "
            f"| `--jobs 1`, likewise | {jobs['jobs_1_after_start']:.0f} | {after_start_ratio:.2f} "
            f"| {met(after_start_ratio, JOBS_GOAL)} |",
            f"| two `--jobs 1` runs at once, one on each half of the file (no coordination: the box's ceiling) "
            f"| {jobs['halves']:.0f} | `--jobs 1` on the whole file | {jobs['jobs_1']:.0f} "
            f"| {jobs['halves'] / jobs['jobs_1']:.2f} | (what two processes get here) |",
            f"| Dask LocalCluster, 2 worker processes, {dask['shards']} shards ({dask['deals']} deals) "
            f"| {dask['dask']:.0f} | the CLI, `--jobs 2`, one file | {dask['cli_jobs_2']:.0f} "
            f"| {dask['dask'] / dask['cli_jobs_2']:.2f} | beside the CLI |",
            "",
            "The HTTP goal is read as the cost of the HTTP shell: the batch over HTTP against the same batch answered "
            "in-process, both reading the same NDJSON lines and writing the same answer lines on one core. Against "
            "referee.adjudicate on records already parsed (the reference row) a batch in any form also pays for "
            "reading each record's JSON and writing its answer's: "
            f"{1e6 / http_part['in_process_batch'] - 1e6 / http_part['in_process']:.1f} µs a deal here against "
            f"{1e6 / http_part['in_process']:.1f} µs for the rules and their validation. Each line is read by orjson "
            "(the standard library's parser, twice as slow, only for the lines whose fields do not all check out on "
            "orjson's reading: referee.operations.run_raw) and each answer written by orjson.",
            "",
            f"The box is shared: its load average was {measured['load'][0]:.1f} when this run began and "
            f"{report['load_after']:.1f} when it ended, on {measured['cores']} cores. {jobs_reading}",
            "",
            f"The CLI figures are wall clock as a user sees them, the process start included (an empty file takes "
            f"{jobs['start_seconds_1']:.2f} s with --jobs 1 and {jobs['start_seconds']:.2f} s with --jobs 2: the "
            "imports, once, before any record). That start cannot be shared between cores, so it weighs on the ratio "
            "of the first row and less the larger the file; the second row takes it out. The third row is the box's "
            "own ceiling for two processes: two runs that share nothing, each on half the file, at once. Read as a "
            f"throughput (deals a second once running, which is what an archive's size makes of any batch), --jobs 2 "
            f"gives {after_start_ratio:.2f}x --jobs 1; as the wall clock of this {jobs['deals']}-deal file, start "
            f"included, {jobs_ratio:.2f}x. The Dask figure is adjudicate_corpus() on a cluster already running (its "
            "start is not counted).",
            "",
            report.get("rss_section", ""),
            SECTION.end,
            "",
        ]
    )


SECTION = sections.Section("bench/batch.py")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000, help="distinct random deals")
    parser.add_argument("--http-repeat", type=int, default=3, help="the HTTP batch holds the deals this often")
    parser.add_argument("--repeat", type=int, default=20, help="the CLI's and Dask's file holds the deals this often")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--shards", type=int, default=8)
    parser.add_argument("--json", help="also write the figures here")
    parser.add_argument("--rss", help="bench/batch_rss.py's JSON, to add its table")
    parser.add_argument("--write", action="store_true", help="write the section into bench/RESULTS.md")
    parser.add_argument("--render", help="measure nothing: the section again from this run's --json")
    args = parser.parse_args()
    if args.render:
        text = section(json.loads(Path(args.render).read_text(encoding="utf-8")))
        print(text)
        if args.write:
            SECTION.write(BENCH / "RESULTS.md", text)
        return
    from run_all import commit

    records = deal_records(args.deals)
    report = {
        "measured": {
            "date": time.strftime("%Y-%m-%d"),
            "commit": commit(),
            "cores": os.cpu_count(),
            "python": sys.version.split()[0],
            "load": os.getloadavg(),
        },
        "rounds": args.rounds,
    }
    print("HTTP batch against in-process ...", flush=True)
    report["http"] = measure_http(ndjson(records) * args.http_repeat, args.rounds)
    with tempfile.TemporaryDirectory(prefix="referee-bench-batch-") as directory:
        path = Path(directory) / "deals.ndjson"
        body = ndjson(records) * args.repeat
        path.write_bytes(body)
        count = len(records) * args.repeat
        print("--jobs 1 against --jobs 2 ...", flush=True)
        report["jobs"] = measure_jobs(path, count, args.rounds)
        print("Dask against the CLI ...", flush=True)
        report["dask"] = measure_dask(path, body, count, args.shards, args.rounds)
    report["load_after"] = os.getloadavg()[0]
    if args.rss:
        from batch_rss import rss_section

        report["rss_section"] = rss_section(json.loads(Path(args.rss).read_text(encoding="utf-8")))
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2), encoding="utf-8")
    text = section(report)
    print(text)
    if args.write:
        SECTION.write(BENCH / "RESULTS.md", text)


if __name__ == "__main__":
    main()
