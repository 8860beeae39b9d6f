"""A newcomer's wait: a fresh clone's `make run` until its first answer. Clones the repository at each ref into a
temporary directory, runs `make run PORT=<free port>` there (a new .venv from pip's cache, as warm as it is on
this machine; the compile setup.py lists), and times from make's start until a POST of a whole Hearts deal to
/v1/games/hearts/adjudicate answers 200; then stops it. With several refs and rounds the runs alternate
(A B A B ...), so a busy spell of a shared machine falls on every ref alike.

    .venv/bin/python bench/first_answer.py [--rounds 2] [--json out.json] REF [REF ...]

Prints one line a run: the seconds, the build `make compile` chose, the load average before and after.
"""

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(ROOT / "scripts"))
import sections  # noqa: E402
from live_server import free_port  # noqa: E402

# Its figures and the compile's, with the choice of the modules, written by hand from runs of this script,
# bench/hot_modules.py and bench/engine.py; bench/run_all.py keeps the section as it is.
SECTION = sections.Section("bench/first_answer.py")

TIMEOUT = 900  # seconds: past this the run is a failure, not a figure


def hearts_deal() -> bytes:
    targets = json.loads((BENCH / "targets.json").read_text())
    return json.dumps(next(t["body"] for t in targets if t["path"].endswith("/hearts/adjudicate"))).encode()


def answered(url: str, body: bytes) -> bool:
    request = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status == 200
    except (OSError, urllib.error.HTTPError):
        return False


def load_average() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def first_answer(ref: str) -> dict:
    body = hearts_deal()
    with tempfile.TemporaryDirectory(prefix="referee-first-answer-") as work:
        clone = Path(work, "clone")
        subprocess.run(["git", "clone", "--quiet", "--no-checkout", str(ROOT), str(clone)], check=True)
        commit = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{ref}^{{commit}}"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.strip()  # HEAD is this checkout's, not the clone's
        subprocess.run(["git", "-C", str(clone), "checkout", "--quiet", "--detach", commit], check=True)
        port = free_port()
        # The make running this script (if any) passes its own command line down; a newcomer's make has none.
        environment = {
            name: value
            for name, value in os.environ.items()
            if name not in {"MAKEFLAGS", "MFLAGS", "MAKELEVEL", "REFEREE_COMPILE", "VIRTUAL_ENV", "HOST"}
        }
        log_path = Path(work, "make-run.log")
        before = load_average()
        started = time.monotonic()
        with log_path.open("w") as log:
            make = subprocess.Popen(
                ["make", "run", f"PORT={port}"],
                cwd=clone,
                env=environment,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        url = f"http://127.0.0.1:{port}/v1/games/hearts/adjudicate"
        try:
            while not answered(url, body):
                if make.poll() is not None:
                    raise SystemExit(f"{ref}: make run exited with {make.returncode}:\n{log_path.read_text()}")
                if time.monotonic() - started > TIMEOUT:
                    raise SystemExit(f"{ref}: no answer within {TIMEOUT} s:\n{log_path.read_text()}")
                time.sleep(0.25)
            seconds = time.monotonic() - started
        finally:
            if make.poll() is None:
                os.killpg(make.pid, signal.SIGTERM)
                try:
                    make.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    os.killpg(make.pid, signal.SIGKILL)
                    make.wait()
        outcome = Path(clone, ".venv", "build-outcome").read_text().split()[0]
        return {
            "ref": ref,
            "commit": commit[:7],
            "seconds": round(seconds, 1),
            "build": outcome,
            "load_before": before,
            "load_after": load_average(),
        }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("refs", nargs="+", help="commits or branches of this repository")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    runs = []
    for _ in range(args.rounds):
        for ref in args.refs:
            run = first_answer(ref)
            runs.append(run)
            print(
                f"{run['ref']} ({run['commit']}): first answer after {run['seconds']} s, {run['build']} build; "
                f"load average {run['load_before']} before, {run['load_after']} after",
                flush=True,
            )
    if args.json:
        args.json.write_text(json.dumps(runs, indent=2))


if __name__ == "__main__":
    main()
