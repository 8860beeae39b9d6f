"""Claims decided at every depth: a corpus of claim positions searched three ways, one search at a time, the three
taking turns position by position, each on the service's default limits (referee/limits.py: its budget of
positions, 2 s): the claim as rulings/claim decides it with the claim solver (referee/disputes/solver.py; its
first test the claim's own threshold), the exact value alone by the same solver (what an analysis asks), and the
exact value by the general search (claims.Search, the search before the solver). Per game and tricks left: the
share decided, the median and p99 time, the median positions.

The corpus: 4-player Hearts deals played at random to 4, 6, 8, 10 and 13 tricks left, cycling through tricks and
penalty cards under any-play and best-play, the claim the one made at the table ("the rest are mine": every trick
left, or no more penalty card); Forty-Five and Auction Forty-Fives whole deals (5 tricks, 2 to 10 and 4 or 6
players) claimed in tricks; California Jack endings once the draw pile is empty (6 cards each, a random trump and
leader) claimed in tricks, which the general search answers every way (a total of 10 ends the game mid-hand, which
the solver's TrickRules do not state). Each position is made from its seed, so a run is repeatable.

    .venv/bin/python bench/claims.py [--per-depth 12] [--json out.json]
"""

import argparse
import json
import random
import statistics
import time

from referee.cards import FULL_PACK
from referee.disputes.claims import CLAIM_BUDGET, CLAIM_SECONDS, SOLVER_BUDGET, OutOfBudget, Search, searcher
from referee.engine.game import play_action
from referee.engine.replay import opening
from referee.games import RULES

KINDS = ((False, True), (False, False), (True, True), (True, False))  # (penalty, best play)


def position_at(game: str, seed: int, tricks_left: int | None, players: int | None):
    """A random deal of ``game`` played at random until ``tricks_left`` tricks remain (None: the whole deal)."""
    rules = RULES[game]
    rng = random.Random(seed)
    position = opening(rules, rules.deal(rng, players))
    while tricks_left is not None and max(len(position.cards(seat)) for seat in range(position.players)) > tricks_left:
        play = {"seat": rules.to_act(position), "card": rng.choice(rules.legality(position).legal)}
        rules.apply(position, play_action(play))
    return position, rules.side(position, rng.randrange(position.players))


def ending_after_the_pile(seed: int):
    """A California Jack ending once the pile is empty: 6 random cards to each player, a random trump and leader."""
    rng = random.Random(seed)
    pack = list(FULL_PACK)
    rng.shuffle(pack)
    request = {
        "trump": rng.choice("CDHS"),
        "hands": [pack[:6], pack[6:12]],
        "trick": [],
        "leader": rng.randrange(2),
        "claim": {"seat": rng.randrange(2), "tricks": 6},
    }
    position, claimers, _to_draw = RULES["california-jack"].disputes.claim_start(request)
    return position, claimers


def corpus(per_depth: int) -> list[dict]:
    cases = []
    for tricks_left in (4, 6, 8, 10, 13):
        for index in range(per_depth):
            penalty, best_play = KINDS[index % len(KINDS)]
            cases.append(
                {
                    "game": "hearts",
                    "depth": tricks_left,
                    "seed": 1000 * tricks_left + index,
                    "players": 4,
                    "penalty": penalty,
                    "best_play": best_play,
                }
            )
    for game, counts in (("forty-five", (2, 3, 4, 6, 8, 10)), ("auction-forty-fives", (4, 6))):
        for index in range(per_depth):
            players = counts[index % len(counts)]
            cases.append(
                {
                    "game": game,
                    "depth": 5,
                    "seed": 7000 + index,
                    "players": players,
                    "penalty": False,
                    "best_play": index % 2 == 0,
                    "whole_deal": True,
                }
            )
    for index in range(per_depth):
        cases.append(
            {
                "game": "california-jack",
                "depth": 6,
                "seed": 9000 + index,
                "players": 2,
                "penalty": False,
                "best_play": index % 2 == 0,
                "after_the_pile": True,
            }
        )
    return cases


def timed(way: str, case: dict) -> tuple[float, bool, int]:
    rules = RULES[case["game"]]
    if case.get("after_the_pile"):
        position, claimers = ending_after_the_pile(case["seed"])
    else:
        position, claimers = position_at(
            case["game"], case["seed"], None if case.get("whole_deal") else case["depth"], case["players"]
        )
    tricks_left = max(len(position.cards(seat)) for seat in range(position.players))
    threshold = 0 if case["penalty"] else tricks_left  # "the rest are mine"
    started = time.perf_counter()
    deadline = time.monotonic() + CLAIM_SECONDS
    if way == "general":
        search = Search(rules, position, claimers, case["penalty"], case["best_play"], CLAIM_BUDGET, deadline)
    else:
        search = searcher(rules, position, claimers, case["penalty"], case["best_play"], None, deadline)
    try:
        search.exact(position, threshold if way == "claim" else None)
        decided = True
    except OutOfBudget:
        decided = False
    return time.perf_counter() - started, decided, search.positions


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]


def measure(per_depth: int) -> dict:
    cases = corpus(per_depth)
    ways = ("claim", "value", "general")
    results = {way: [] for way in ways}
    for number, case in enumerate(cases):
        for name in ways[number % 3 :] + ways[: number % 3]:
            elapsed, decided, positions = timed(name, case)
            results[name].append({**case, "seconds": elapsed, "decided": decided, "positions": positions})
    table = {}
    for name, rows in results.items():
        for row in rows:
            table.setdefault((row["game"], row["depth"]), {}).setdefault(name, []).append(row)
    summary = []
    for (game, depth), by_search in table.items():
        line = {"game": game, "tricks_left": depth}
        for name, rows in by_search.items():
            times = [row["seconds"] * 1000 for row in rows]
            line[name] = {
                "decided": sum(row["decided"] for row in rows) / len(rows),
                "median_ms": statistics.median(times),
                "p99_ms": p99(times),
                "median_positions": statistics.median(row["positions"] for row in rows),
            }
        summary.append(line)
    return {
        "solver_budget": SOLVER_BUDGET,
        "budget": CLAIM_BUDGET,
        "seconds": CLAIM_SECONDS,
        "per_depth": per_depth,
        "rows": summary,
    }


def markdown(figures: dict) -> str:
    lines = [
        "| game | tricks left | claim decided | median ms | p99 ms | positions | value decided | median ms | p99 ms "
        "| general decided | median ms | p99 ms |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for row in figures["rows"]:
        cells = [row["game"], str(row["tricks_left"])]
        for way in ("claim", "value", "general"):
            figure = row[way]
            cells += [f"{figure['decided']:.0%}", f"{figure['median_ms']:.1f}", f"{figure['p99_ms']:.0f}"]
            if way == "claim":
                cells.append(f"{figure['median_positions']:.0f}")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-depth", type=int, default=12)
    parser.add_argument("--json", help="write the figures here too")
    options = parser.parse_args()
    figures = measure(options.per_depth)
    print(markdown(figures))
    if options.json:
        with open(options.json, "w") as out:
            json.dump(figures, out, indent=2)


if __name__ == "__main__":
    main()
