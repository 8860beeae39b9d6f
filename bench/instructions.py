"""Instructions per deal of referee.adjudicate, every game of the registry, counted by callgrind: a figure that does
not depend on the box's load, unlike bench/engine.py's deals per second, so two builds can be compared on a busy
shared box. The deals are bench/engine.py's (the same generators and seed); each game's are adjudicated once to warm
up, then twice more with callgrind collecting between two markers (callgrind's own client request, built into a tiny
C library with callgrind.h), the garbage collector off, PYTHONHASHSEED=0 and address randomisation off (setarch -R).

    .venv/bin/python bench/instructions.py [--deals 300] [--game hearts ...] [--json out.json]

Needs valgrind with its headers, a C compiler and setarch (util-linux).
"""

import argparse
import ctypes
import gc
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent
PASSES = 2


def count_here(deals_file: Path, game: str) -> None:
    """Runs under callgrind: the game's deals adjudicated PASSES times between the markers, the only part collected."""
    import referee

    marker = ctypes.CDLL(os.environ["REFEREE_CALLGRIND_MARKER"])

    deals = json.loads(deals_file.read_text())[game]
    for deal in deals:
        referee.adjudicate(game, deal)
    gc.collect()
    gc.disable()
    adjudicate = referee.adjudicate
    marker.toggle()
    for _ in range(PASSES):
        for deal in deals:
            adjudicate(game, deal)
    marker.toggle()


MARKER_SOURCE = "#include <valgrind/callgrind.h>\nvoid toggle(void) { CALLGRIND_TOGGLE_COLLECT; }\n"


def build_marker(work: Path) -> Path:
    source, library = work / "marker.c", work / "marker.so"
    source.write_text(MARKER_SOURCE)
    subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-o", str(library), str(source)], check=True)
    return library


def instructions(deals_file: Path, game: str, work: Path, marker: Path) -> int:
    out = work / f"callgrind.{game}.out"
    subprocess.run(
        [
            "setarch",
            "-R",
            "valgrind",
            "--tool=callgrind",
            "--collect-atstart=no",
            f"--callgrind-out-file={out}",
            sys.executable,
            __file__,
            "--child",
            str(deals_file),
            "--game",
            game,
        ],
        env={**os.environ, "PYTHONHASHSEED": "0", "REFEREE_CALLGRIND_MARKER": str(marker)},
        check=True,
        capture_output=True,
    )
    return int(re.search(r"^summary: (\d+)", out.read_text(), re.MULTILINE).group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--game", action="append", help="only these games (default: every game of the registry)")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        count_here(args.child, args.game[0])
        return
    sys.path.insert(0, str(BENCH))
    from deals import bench_deals

    from referee.games import GAMES

    games = args.game or list(GAMES)
    result = {}
    with tempfile.TemporaryDirectory(prefix="referee-instructions-") as work:
        marker = build_marker(Path(work))
        deals_file = Path(work, "deals.json")
        deals_file.write_text(json.dumps({game: bench_deals(game, args.deals, seed=45) for game in games}))
        for game in games:
            result[game] = instructions(deals_file, game, Path(work), marker) / (PASSES * args.deals)
            print(f"{game}: {result[game] / 1000:.1f} k instructions a deal")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
