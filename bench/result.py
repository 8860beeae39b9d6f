"""What `result` costs beside `adjudicate`, every game of the registry, through referee.run (validation included):

- clean deals (bench/deals.py's, every play legal): `result` replays the record as `adjudicate` does and adds the
  result's fields; the goal is at most 2 times `adjudicate`'s time;
- deals with a revoke put in at random (tests/result_support.py's, the same as the result's tests play): `result`
  walks on past the revoke and puts it right, where `adjudicate` stops at it; reported against `adjudicate` of the
  same records, and against `adjudicate` of the clean deals, which play to their end.

Rounds alternate (adjudicate, result, on clean deals, then on revoking ones), medians taken.

    .venv/bin/python bench/result.py [--deals 300] [--rounds 7] [--json out.json]
"""

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "tests"))
from deals import bench_deals  # noqa: E402
from result_support import revoking_deal  # noqa: E402

import referee  # noqa: E402
from referee.games import RULES  # noqa: E402

CLEAN_GOAL = 2.0  # result's time over adjudicate's on clean deals, at most


def revoking_deals(game: str, count: int) -> list[dict]:
    """``count`` deals of ``game``, each with one seat made to revoke at a trick drawn from its seed (where its
    cards allow one: a deal in which they never do is left out)."""
    deals, seed = [], 0
    while len(deals) < count and seed < 20 * count:
        record = revoking_deal(game, seed, {seed % 4: (seed // 4) % 4}, strict=False)
        seed += 1
        if any(entry["type"] == "revoke" for entry in referee.result(game, record)["irregularities"]):
            deals.append(record)
    return deals


def timed(operation: str, game: str, deals: list[dict]) -> float:
    started = time.perf_counter()
    for deal in deals:
        referee.run(game, operation, deal)
    return time.perf_counter() - started


def measure(deal_count: int, rounds: int, games: list[str]) -> dict:
    figures = {}
    for game in games:
        clean = bench_deals(game, deal_count, seed=45)
        revoking = revoking_deals(game, deal_count)
        passes = {
            ("adjudicate", "clean"): (clean, []),
            ("result", "clean"): (clean, []),
            ("adjudicate", "revoking"): (revoking, []),
            ("result", "revoking"): (revoking, []),
        }
        for _ in range(rounds):
            for (operation, _kind), (deals, times) in passes.items():
                if deals:
                    times.append(timed(operation, game, deals) / len(deals))
        us = {
            f"{operation} {kind}": statistics.median(times) * 1e6
            for (operation, kind), (_, times) in passes.items()
            if times
        }
        clean_ratio = us["result clean"] / us["adjudicate clean"]
        figures[game] = {
            "us_a_deal": us,
            "revoking_deals": len(revoking),
            "clean_ratio": clean_ratio,
            "clean_goal_met": clean_ratio <= CLEAN_GOAL,
            "revoking_to_clean_adjudicate": us["result revoking"] / us["adjudicate clean"] if revoking else None,
        }
    return {"deals": deal_count, "rounds": rounds, "games": figures}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--game", action="append", choices=list(RULES), help="only these games (default: every game)")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    figures = measure(args.deals, args.rounds, args.game or list(RULES))
    for game, row in figures["games"].items():
        us = row["us_a_deal"]
        line = (
            f"{game}: clean deals, adjudicate {us['adjudicate clean']:.0f} µs, result {us['result clean']:.0f} µs, "
            f"{row['clean_ratio']:.2f}x (goal ≤ {CLEAN_GOAL:g})"
        )
        if row["revoking_deals"]:
            line += (
                f"; {row['revoking_deals']} deals with a revoke, result {us['result revoking']:.0f} µs "
                f"({row['revoking_to_clean_adjudicate']:.2f}x adjudicate of a clean deal; adjudicate stops at the "
                f"revoke in {us['adjudicate revoking']:.0f} µs)"
            )
        else:
            line += "; no deal with a revoke drawn"
        print(line)
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")


if __name__ == "__main__":
    main()
