"""`referee adjudicate GAME FILE.ndjson --jobs 2` against `--jobs 1` by the batch's size, and what the box gives two
processes, in alternating rounds, medians reported:

1. `--jobs 1` and `--jobs 2` on each file (10,000 and 100,000 records by default), wall clock as a user runs it;
2. the box's ceiling: two `--jobs 1` runs at once, one on each half of the file, in this session, and again with each
   run in a session of its own (Linux's autogroup scheduling shares the cores between sessions, not processes);
3. each process of a `--jobs 2` run: the time it ran, the time it was ready to run but waited for a core, and the time
   it was blocked (neither: waiting on the other process, on a pipe or on a file), from /proc/PID/schedstat.

    .venv/bin/python bench/batch_sizes.py [--deals 5000] [--sizes 10000 100000] [--rounds 5] [--json F] [--write]

The file's records are --deals random legal Hearts deals from the engine's play_out(), repeated.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
import sections  # noqa: E402
from batch import cli_command, deal_records, ndjson, write_shards  # noqa: E402

AUTOGROUP_SETTING = Path("/proc/sys/kernel/sched_autogroup_enabled")
SAMPLE_SECONDS = 0.05


def scheduled(pid: int) -> tuple[float, float]:
    """(seconds ``pid`` has run on a core, seconds it has waited ready for one) since it started."""
    ran, waited, _ = Path(f"/proc/{pid}/schedstat").read_text().split()
    return int(ran) / 1e9, int(waited) / 1e9


def children(pid: int) -> list[int]:
    try:
        return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def session_group(pid: int) -> str | None:
    try:
        return Path(f"/proc/{pid}/autogroup").read_text().split()[0]
    except (OSError, IndexError):
        return None


def busy_sessions(own: str | None) -> int:
    """Other sessions (autogroups) with a process running or ready to run, now."""
    busy = set()
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            state = Path(entry.path, "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if state == "R" and (group := session_group(int(entry.name))) not in (None, own):
            busy.add(group)
    return len(busy)


class Sampler(threading.Thread):
    """Samples what the box is doing while a run lasts: the other busy sessions and, for a ``--jobs 2`` run (the
    process ``watched``), each of its processes' schedstat."""

    def __init__(self, watched: int | None = None):
        super().__init__(daemon=True)
        self.watched, self.own = watched, session_group(os.getpid())
        self.busy: list[int] = []
        self.seen: dict[int, tuple[float, float, float]] = {}  # pid: (first seen, ran, waited)
        self.stopped = threading.Event()

    def run(self):
        while not self.stopped.wait(SAMPLE_SECONDS):
            self.busy.append(busy_sessions(self.own))
            if self.watched is None:
                continue
            for pid in [self.watched, *children(self.watched)]:
                try:
                    ran, waited = scheduled(pid)
                except OSError:
                    continue
                first = self.seen.get(pid, (time.perf_counter(), 0, 0))[0]
                self.seen[pid] = (first, ran, waited)

    def stop(self, ended: float) -> dict:
        self.stopped.set()
        self.join()
        processes = [
            {"ran": ran, "waited": waited, "blocked": max(0.0, ended - first - ran - waited)}
            for first, ran, waited in self.seen.values()
        ]
        return {"busy_sessions": statistics.median(self.busy) if self.busy else 0, "processes": processes}


def timed(commands: list[list[str]], separate_sessions: bool = False, watch: bool = False) -> tuple[float, dict]:
    """Wall seconds of ``commands`` run at once, and what the Sampler saw meanwhile."""
    started = time.perf_counter()
    runs = [
        subprocess.Popen(command, stderr=subprocess.PIPE, start_new_session=separate_sessions) for command in commands
    ]
    sampler = Sampler(runs[0].pid if watch else None)
    sampler.start()
    for run in runs:
        _, errors = run.communicate(timeout=3600)
        assert run.returncode == 0, errors
    ended = time.perf_counter()
    return ended - started, sampler.stop(ended)


KINDS = ("jobs_1", "jobs_2", "halves", "halves_sessions")
MEASURES = ("ran", "waited", "blocked")


def one_round(path: Path, count: int) -> dict:
    """Each kind of run once on the file at ``path`` (``count`` records, its halves beside it): records a second, the
    other busy sessions meanwhile, and for --jobs 2 each process's schedstat (whichever ran longer first)."""
    halves = [path.with_name(f"{path.stem}-{half}.ndjson") for half in ("first", "second")]
    commands = {
        "jobs_1": ([cli_command(path, 1)], False),
        "jobs_2": ([cli_command(path, 2)], False),
        "halves": ([cli_command(half, 1) for half in halves], False),
        "halves_sessions": ([cli_command(half, 1) for half in halves], True),
    }
    found = {}
    for kind in KINDS:
        seconds, sampled = timed(*commands[kind], watch=kind == "jobs_2")
        processes = sorted(sampled["processes"], key=lambda process: -process["ran"])
        found[kind] = {"rate": count / seconds, "busy_sessions": sampled["busy_sessions"], "processes": processes}
    return found


def summary(count: int, rounds: list[dict]) -> dict:
    """One size's rounds: medians, and each round's records a second."""
    jobs_2 = [found["jobs_2"]["processes"] for found in rounds]
    return {
        "records": count,
        "rates": {kind: statistics.median(found[kind]["rate"] for found in rounds) for kind in KINDS},
        "rounds": {kind: [found[kind]["rate"] for found in rounds] for kind in KINDS},
        "busy_sessions": {kind: statistics.median(found[kind]["busy_sessions"] for found in rounds) for kind in KINDS},
        "jobs_2_processes": [
            {key: statistics.median(processes[index][key] for processes in jobs_2) for key in MEASURES}
            for index in range(min(map(len, jobs_2)))
        ],
    }


def section(report: dict) -> str:
    measured = report["measured"]
    rows, processes = [], []
    for size in report["sizes"]:
        rates, count = size["rates"], size["records"]
        rows.append(
            f"| {count:,} | {rates['jobs_1']:,.0f} | {rates['jobs_2']:,.0f} | {rates['jobs_2'] / rates['jobs_1']:.2f} "
            f"| {rates['halves']:,.0f} | {rates['halves'] / rates['jobs_1']:.2f} | {rates['halves_sessions']:,.0f} "
            f"| {rates['halves_sessions'] / rates['jobs_1']:.2f} | {size['busy_sessions']['jobs_1']:.0f} |"
        )
        for process in size["jobs_2_processes"]:
            total = process["ran"] + process["waited"] + process["blocked"]
            processes.append(
                f"| {count:,} | {process['ran']:.1f} | {process['waited']:.1f} ({process['waited'] / total:.0%}) "
                f"| {process['blocked']:.1f} ({process['blocked'] / total:.0%}) |"
            )
    loads = ", ".join(f"{load:.1f}" for load in report["loads"])
    largest = max(report["sizes"], key=lambda size: size["records"])
    shares = [
        {key: process[key] / sum(process[measure] for measure in MEASURES) for key in MEASURES}
        for process in largest["jobs_2_processes"]
    ]
    return "\n".join(
        [
            SECTION.start,
            "## Batches by size: --jobs 2 against --jobs 1, and what the box gives two processes",
            "",
            f"{measured['date']}, commit `{measured['commit']}`, {measured['cores']} cores, Python "
            f"{measured['python']}; `bench/batch_sizes.py`, {report['rounds']} alternating rounds, medians. Random "
            f"legal Hearts deals (4 players, {report['deals']:,} distinct, repeated), every one valid; records a "
            "second of wall clock, the process start included. Linux's autogroup scheduling is "
            f"{'on' if report['autogroup'] else 'off'} here: the cores are shared fairly between sessions, and a "
            "command's processes are one session.",
            "",
            "| records | --jobs 1 | --jobs 2 | ratio | two --jobs 1 at once on the halves | ratio | the same, each in a "
            "session of its own | ratio | other busy sessions (median) |",
            "|---|---|---|---|---|---|---|---|---|",
            *rows,
            "",
            "Each process of `--jobs 2` (the main process and its worker, in either order), seconds: ran on a core, "
            "ready but waiting for one, blocked (neither: waiting on the other process, a pipe or a file).",
            "",
            "| records | ran | waited for a core | blocked |",
            "|---|---|---|---|",
            *processes,
            "",
            f"At {largest['records']:,} records each process of --jobs 2 was blocked "
            f"{max(share['blocked'] for share in shares):.0%} of its time at most and waited for a core "
            f"{min(share['waited'] for share in shares):.0%} at least, with "
            f"{largest['busy_sessions']['jobs_2']:.0f} other sessions busy (median of the samples).",
            "",
            f"The box is shared: its load average was {loads} at the start of each round and "
            f"{report['load_after']:.1f} at the end. A process that is neither running nor blocked is waiting for a "
            "core another session holds; two processes of one session share that session's part of the cores, so "
            "where other sessions keep the cores busy a second process of the same command adds no core, however "
            "little it blocks: compare --jobs 2 with the halves run in one session (the box's ceiling for one "
            "command) and in two (what two sessions get).",
            SECTION.end,
            "",
        ]
    )


SECTION = sections.Section("bench/batch_sizes.py")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=5000, help="distinct random deals, repeated to each size")
    parser.add_argument("--sizes", type=int, nargs="+", default=[10000, 100000], help="records a file")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", help="also write the figures here, each round's included")
    parser.add_argument("--write", action="store_true", help="write the section into bench/RESULTS.md")
    parser.add_argument("--render", help="measure nothing: the section again from this run's --json")
    args = parser.parse_args()
    if args.render:
        report = json.loads(Path(args.render).read_text(encoding="utf-8"))
    else:
        report = run(args)
        if args.json:
            Path(args.json).write_text(json.dumps(report, indent=2), encoding="utf-8")
    text = section(report)
    print(text)
    if args.write:
        SECTION.write(BENCH / "RESULTS.md", text)


def run(args) -> dict:
    from run_all import commit

    lines = ndjson(deal_records(args.deals)).splitlines(keepends=True)
    report = {
        "measured": {
            "date": time.strftime("%Y-%m-%d"),
            "commit": commit(),
            "cores": os.cpu_count(),
            "python": sys.version.split()[0],
        },
        "autogroup": AUTOGROUP_SETTING.exists() and AUTOGROUP_SETTING.read_text().strip() == "1",
        "deals": args.deals,
        "rounds": args.rounds,
        "loads": [],
        "sizes": [],
    }
    with tempfile.TemporaryDirectory(prefix="referee-bench-sizes-") as directory:
        files = {}
        for size in args.sizes:
            path = files[size] = Path(directory) / f"{size}.ndjson"
            path.write_bytes(b"".join(lines[index % len(lines)] for index in range(size)))
            write_shards(path.read_bytes(), [path.with_name(f"{size}-{half}.ndjson") for half in ("first", "second")])
        rounds = {size: [] for size in args.sizes}
        for number in range(args.rounds):
            report["loads"].append(os.getloadavg()[0])
            print(f"round {number + 1}, load {report['loads'][-1]:.1f} ...", flush=True)
            for size, path in files.items():
                rounds[size].append(one_round(path, size))
        report["sizes"] = [summary(size, found) for size, found in rounds.items()]
    report["load_after"] = os.getloadavg()[0]
    return report


if __name__ == "__main__":
    main()
