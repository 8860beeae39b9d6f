"""Which modules to compile: the referee's modules ranked by the time spent in their own code, under the pure-Python
sources, over the workloads bench/engine.py and bench/http_layers.py time (whole deals of every game through
referee.adjudicate; one request of each HTTP target called through the WSGI app). A
module's share of that time bounds what compiling it can save; setup.py's COMPILED list is chosen from the top of
this table, and bench/engine.py on the compiled build checks the choice.

    .venv/bin/python bench/hot_modules.py [--deals 200] [--calls 300] [--top 20]

It copies the package's sources (no extension module) to a temporary directory and profiles them there, so the
table is of the pure sources whatever build the checkout holds. cProfile's cost per call inflates modules made of
many small calls: read the shares as a ranking, not as the compiled build's savings.
"""

import argparse
import cProfile
import io
import json
import os
import pstats
import shutil
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent


def profile_here(deal_count: int, calls: int) -> dict:
    """Runs in a process whose sys.path starts with the pure copy; returns seconds of own time per file."""
    sys.path[:0] = [str(BENCH)]
    from deals import bench_deals
    from http_floor import load_targets

    import referee
    from referee.api.app import create_app
    from referee.api.observability import request_log

    assert not any(
        Path(module.__file__).suffix != ".py"
        for name, module in list(sys.modules.items())
        if name.startswith("referee") and getattr(module, "__file__", None)
    ), "an extension was imported"
    request_log.stream = open(os.devnull, "w", encoding="utf-8")
    from referee.games import GAMES

    workloads = {game: bench_deals(game, deal_count, seed=45) for game in GAMES}
    app = create_app()
    requests = []
    for target in load_targets():
        body = json.dumps(target["body"]).encode()
        requests.append((target["path"], body))

    def call(path, body):
        from werkzeug.test import EnvironBuilder

        environ = EnvironBuilder(path=path, method="POST", data=body, content_type="application/json").get_environ()
        b"".join(app(environ, lambda status, headers, exc_info=None: None))

    tables = {}
    runs = {
        game: (lambda game=game, deals=deals: [referee.adjudicate(game, deal) for deal in deals])
        for game, deals in workloads.items()
    }
    runs["http targets"] = lambda: [call(path, body) for _ in range(calls) for path, body in requests]
    for name, run in runs.items():
        run()  # warm: first-use imports are not the steady state
        profiler = cProfile.Profile()
        profiler.runcall(run)
        stats = pstats.Stats(profiler, stream=io.StringIO())
        own = defaultdict(float)
        for (filename, _, _), (_, _, tottime, _, _) in stats.stats.items():
            own[filename] += tottime
        tables[name] = dict(own)
    return tables


def module_of(filename: str, copy: Path) -> str | None:
    try:
        relative = Path(filename).resolve().relative_to(copy)
    except ValueError:
        return None
    return relative.as_posix()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--calls", type=int, default=300, help="passes over the HTTP targets")
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(profile_here(args.deals, args.calls)))
        return
    with tempfile.TemporaryDirectory(prefix="referee-hot-") as work:
        copy = Path(work).resolve()
        shutil.copytree(
            ROOT / "referee", copy / "referee", ignore=shutil.ignore_patterns("*.so", "*.c", "*.pyd", "__pycache__")
        )
        output = subprocess.run(
            [sys.executable, __file__, "--deals", str(args.deals), "--calls", str(args.calls), "--child", "yes"],
            env={**os.environ, "PYTHONPATH": str(copy)},
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        tables = json.loads(output)
        for name, own in tables.items():
            total = sum(own.values())
            ours = {
                module_of(filename, copy): seconds for filename, seconds in own.items() if module_of(filename, copy)
            }
            print(f"\n{name}: {total:.2f} s profiled, {sum(ours.values()) / total:.0%} of it in referee's own code")
            print(f"{'module':48} {'share':>6} {'cumulative':>10}")
            cumulative = 0.0
            for module, seconds in sorted(ours.items(), key=lambda item: -item[1])[: args.top]:
                cumulative += seconds
                print(f"{module:48} {seconds / total:6.1%} {cumulative / total:10.1%}")


if __name__ == "__main__":
    main()
