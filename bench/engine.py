"""Rules-engine speed: whole deals validated through referee.adjudicate, and the same Hearts deals
replayed by OpenSpiel with every action checked against state.legal_actions() first.

    .venv/bin/python bench/engine.py [--deals 300] [--rounds 5] [--json out.json]
"""

import argparse
import json
import statistics
import sys
import time
import timeit
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
from deals import (HEARTS_PARAMETERS, california_jack_deals, forty_five_deals, hearts_deals,  # noqa: E402
                   openspiel_action)

import referee  # noqa: E402


def referee_rate(game: str, deals: list[dict], rounds: int) -> float:
    for deal in deals:  # every deal must be valid, or the figure would measure early exits
        answer = referee.adjudicate(game, deal)
        if not answer["valid"]:
            raise SystemExit(f"{game}: a generated deal is invalid: {answer['violation']}")
    timings = []
    for _ in range(rounds):
        started = time.perf_counter()
        for deal in deals:
            referee.adjudicate(game, deal)
        timings.append(time.perf_counter() - started)
    return len(deals) / statistics.median(timings)


def openspiel_hearts_rate(deals: list[dict], rounds: int) -> float:
    import pyspiel

    game = pyspiel.load_game("hearts", HEARTS_PARAMETERS)
    # The same deals as action sequences, converted before the clock starts.
    replays = []
    for deal in deals:
        dealt = [openspiel_action(deal["hands"][index % 4][index // 4]) for index in range(52)]
        replays.append((dealt, [openspiel_action(play["card"]) for play in deal["plays"]]))
    timings = []
    for _ in range(rounds):
        started = time.perf_counter()
        for dealt, plays in replays:
            state = game.new_initial_state()
            state.apply_action(0)
            for action in dealt:
                state.apply_action(action)
            for action in plays:
                if action not in state.legal_actions():
                    raise SystemExit(f"OpenSpiel refuses a play of a generated deal: {action}")
                state.apply_action(action)
            state.returns()
        timings.append(time.perf_counter() - started)
    return len(replays) / statistics.median(timings)


def hearts_stages(deal: dict) -> dict:
    """Microseconds per stage of one Hearts adjudication: where the time goes (the profile, measured)."""
    from referee.games.hearts.deal import require_deal, score_answer
    from referee.games.hearts.play import replay
    from referee.games.hearts.rules import CATALOGUE, HEARTS_RULES
    from referee.operations import OPERATIONS, load

    operation = OPERATIONS["hearts"]["adjudicate"]
    request = load(operation, deal)
    leader = (request["dealer"] + 1) % request["players"]
    played = replay(request["hands"], request["plays"], leader, HEARTS_RULES, CATALOGUE)
    stages = {
        "whole adjudicate": lambda: referee.adjudicate("hearts", deal),
        "request validation (schema)": lambda: load(operation, deal),
        "deal checks (pack, duplicates, seats)": lambda: require_deal(request),
        "replay (52 legality checks, 13 tricks)": lambda: replay(request["hands"], request["plays"], leader,
                                                                 HEARTS_RULES, CATALOGUE),
        "score with its explanation": lambda: score_answer(played.captured, "H", HEARTS_RULES, CATALOGUE),
    }
    return {name: min(timeit.repeat(stage, number=2000, repeat=5)) / 2000 * 1e6 for name, stage in stages.items()}


def measure(deal_count: int, rounds: int) -> dict:
    hearts = hearts_deals(deal_count, seed=45)
    rates = {
        "hearts_referee": referee_rate("hearts", hearts, rounds),
        "hearts_openspiel": openspiel_hearts_rate(hearts, rounds),
        "forty_five_referee": referee_rate("forty-five", forty_five_deals(deal_count, seed=45), rounds),
        "california_jack_referee": referee_rate("california-jack", california_jack_deals(deal_count, seed=45), rounds),
    }
    rates["hearts_ratio"] = rates["hearts_referee"] / rates["hearts_openspiel"]
    return {"deals": deal_count, "rounds": rounds, **rates, "hearts_stages_us": hearts_stages(hearts[0])}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    result = measure(args.deals, args.rounds)
    print(f"Hearts deals/s: referee {result['hearts_referee']:.0f}, OpenSpiel {result['hearts_openspiel']:.0f}, "
          f"ratio {result['hearts_ratio']:.2f} (goal 1.5)")
    print(f"Forty-Five deals/s: {result['forty_five_referee']:.0f}; "
          f"California Jack games/s: {result['california_jack_referee']:.0f}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
