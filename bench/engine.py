"""Rules-engine speed: whole deals of every game of the registry validated through referee.adjudicate, each game's
against Hearts', and the same Hearts deals replayed by OpenSpiel with every action checked against
state.legal_actions() first.

    .venv/bin/python bench/engine.py [--deals 300] [--rounds 9] [--json out.json]
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
from deals import HEARTS_PARAMETERS, bench_deals, openspiel_action  # noqa: E402

import referee  # noqa: E402
from referee.games import GAMES  # noqa: E402

HEARTS = "hearts"
# Every game's deals/s against Hearts' (the bar), and Hearts' against OpenSpiel's.
GAME_GOAL, OPENSPIEL_GOAL = 0.6, 1.5


def referee_replayer(game: str, deals: list[dict]):
    for deal in deals:  # every deal must be valid, or the figure would measure early exits
        answer = referee.adjudicate(game, deal)
        if not answer["valid"]:
            raise SystemExit(f"{game}: a generated deal is invalid: {answer['violation']}")

    def replay_all():
        for deal in deals:
            referee.adjudicate(game, deal)

    return replay_all


def openspiel_replayer(deals: list[dict]):
    import pyspiel

    game = pyspiel.load_game("hearts", HEARTS_PARAMETERS)
    # The same deals as action sequences, converted before the clock starts.
    replays = []
    for deal in deals:
        dealt = [openspiel_action(deal["hands"][index % 4][index // 4]) for index in range(52)]
        replays.append((dealt, [openspiel_action(play["card"]) for play in deal["plays"]]))

    def replay_all():
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

    return replay_all


def rates(replayers: dict, deal_count: int, rounds: int) -> dict:
    """Deals per second for each replayer, from the median of ``rounds`` timed passes. The passes
    alternate between the replayers (A B A B ...), so a slow spell of this shared machine falls on
    all of them alike instead of on whichever happened to run then."""
    timings = {name: [] for name in replayers}
    for _ in range(rounds):
        for name, replay_all in replayers.items():
            started = time.perf_counter()
            replay_all()
            timings[name].append(time.perf_counter() - started)
    return {name: deal_count / statistics.median(times) for name, times in timings.items()}


def hearts_stages(deal: dict) -> dict:
    """Microseconds per stage of one Hearts adjudication: where the time goes (the profile, measured)."""
    from referee.engine.replay import replay
    from referee.games.hearts.deal import require_table
    from referee.games.hearts.play import RULES
    from referee.operations import OPERATIONS, load

    operation = OPERATIONS["hearts"]["adjudicate"]
    request = load(operation, deal)
    played, _ = replay(RULES, request)
    stages = {
        "whole adjudicate": lambda: referee.adjudicate("hearts", deal),
        "request validation (schema)": lambda: load(operation, deal),
        # As adjudicate checks a deal: the plays' own checks run only for a replay that stops early.
        "deal checks (pack, duplicates, seats)": lambda: require_table(request),
        "replay (the position, 52 legality checks, 13 tricks)": lambda: replay(RULES, request),
        "score with its explanation": lambda: RULES.score(played),
    }
    return {name: min(timeit.repeat(stage, number=2000, repeat=5)) / 2000 * 1e6 for name, stage in stages.items()}


def measure(deal_count: int, rounds: int) -> dict:
    deals = {game: bench_deals(game, deal_count, seed=45) for game in GAMES}
    # Every game and OpenSpiel in one alternation, so each game's ratio to Hearts is side by side, as is Hearts' to
    # OpenSpiel.
    replayers = {HEARTS: referee_replayer(HEARTS, deals[HEARTS]), "openspiel": openspiel_replayer(deals[HEARTS])}
    replayers.update((game, referee_replayer(game, deals[game])) for game in GAMES if game != HEARTS)
    figures = rates(replayers, deal_count, rounds)
    hearts = figures[HEARTS]
    return {
        "deals": deal_count,
        "rounds": rounds,
        "hearts_referee": hearts,
        "hearts_openspiel": figures["openspiel"],
        "hearts_ratio": hearts / figures["openspiel"],
        # game -> deals/s and its ratio to Hearts' (Hearts' own is 1)
        "games": {game: {"deals_per_s": figures[game], "to_hearts": figures[game] / hearts} for game in GAMES},
        "hearts_stages_us": hearts_stages(deals[HEARTS][0]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    result = measure(args.deals, args.rounds)
    print(
        f"Hearts deals/s: referee {result['hearts_referee']:.0f}, OpenSpiel {result['hearts_openspiel']:.0f}, "
        f"ratio {result['hearts_ratio']:.2f} (goal {OPENSPIEL_GOAL})"
    )
    for game, figures in result["games"].items():
        if game != HEARTS:
            print(
                f"{GAMES[game].name} deals/s: {figures['deals_per_s']:.0f}, {figures['to_hearts']:.2f} of Hearts' "
                f"(goal {GAME_GOAL})"
            )
    if args.json:
        args.json.write_text(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
