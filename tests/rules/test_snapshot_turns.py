"""A seat asking out of turn in a snapshot (legal-moves, check-move): every game answers it alike, with its own
<game>.i-out-of-turn ruling from the one shared check (referee/games/turns.py), never a 422."""

import pytest

import referee
from referee.games import GAMES

# A snapshot of each game in which seat 0 has led 3H; the hand is the asking seat's. Each game's own fields only.
LED = {"hand": ["2H", "4S"], "trick": [{"seat": 0, "card": "3H"}]}
SNAPSHOTS = {
    "forty-five": {**LED, "trump": "D", "players": 4},
    "hearts": {**LED, "players": 4},
    "auction-hearts": {**LED, "players": 4},
    "california-jack": {**LED, "trump": "D"},
    "auction-forty-fives": {**LED, "trump": "D", "players": 4},
}


def test_every_game_has_an_out_of_turn_snapshot_here():
    assert set(SNAPSHOTS) == set(GAMES)


def assert_out_of_turn(game_id: str, seat: int, explanation: str) -> None:
    """legal-moves and check-move for ``seat`` both answer the game's out-of-turn ruling, worded alike."""
    body = {**SNAPSHOTS[game_id], "seat": seat}
    ruling = {"rule": f"{game_id}.i-out-of-turn", "basis": "interpretation", "explanation": explanation}
    assert referee.run(game_id, "legal-moves", body) == {"legal": [], **ruling}
    assert referee.run(game_id, "check-move", {**body, "card": "2H"}) == {"legal": False, **ruling}


@pytest.mark.parametrize("game_id", sorted(SNAPSHOTS))
def test_i_out_of_turn_a_seat_that_already_played_gets_the_same_ruling_in_every_game(game_id):
    assert_out_of_turn(game_id, 0, "Seat 0 has already played to this trick, so it is not its turn.")


@pytest.mark.parametrize("game_id", sorted(game for game, body in SNAPSHOTS.items() if "players" in body))
def test_i_out_of_turn_a_seat_that_does_not_come_next_gets_the_same_ruling_in_every_game(game_id):
    assert_out_of_turn(game_id, 2, "Seat 0 played 3H, so seat 1 plays next, not seat 2.")


@pytest.mark.parametrize("game_id", sorted(SNAPSHOTS))
def test_the_seat_to_play_is_judged_by_the_legality_check(game_id):
    body = {**SNAPSHOTS[game_id], "seat": 1}
    answer = referee.run(game_id, "check-move", {**body, "card": "4S"})
    assert answer["legal"] is False and answer["rule"] != f"{game_id}.i-out-of-turn"  # 2H follows suit
