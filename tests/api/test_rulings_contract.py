"""api.md's contract for the dead-hand, settle, trick-winner and misdeal answers, checked the same way in every
game (forty-five, hearts, auction-hearts, california-jack) through HTTP."""

import random

import pytest
from conftest import post
from forty_five_deals import random_deal as forty_five_deal

from referee.cards import FULL_PACK

GAMES = ["forty-five", "hearts", "auction-hearts", "california-jack"]
DEALT = {"forty-five": 5, "hearts": 13, "auction-hearts": 13, "california-jack": 6}
# Where the rules know no dead hand, irregular seats are reported in `irregular` and `dead` stays empty.
HAS_DEAD_HAND = {"forty-five"}


def table(game: str) -> dict:
    return {} if game == "california-jack" else {"players": 4}


def seats(game: str) -> int:
    return 2 if game == "california-jack" else 4


def held_now(game: str, tricks_complete: int) -> int:
    """What a regular hand holds now: California Jack draws back to 6 while the stock lasts."""
    if game == "california-jack":
        return min(6, 26 - tricks_complete)
    return DEALT[game] - tricks_complete


def tricks_won(game: str, complete: int) -> list[int]:
    won = [0] * seats(game)
    won[0] = complete
    return won


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("complete", [0, 1, 3])
def test_dead_hand_sizes_are_what_each_seat_holds_now(client, game, complete):
    """<game>.dead-hand: hand_sizes are held now; a regular hand holds cards dealt less the tricks complete."""
    regular = held_now(game, complete)
    body = {**table(game), "hand_sizes": [regular] * seats(game), "tricks_won": tricks_won(game, complete)}
    status, answer = post(client, f"/v1/games/{game}/rulings/dead-hand", body)
    assert status == 200 and answer["dead"] == [] and answer.get("irregular", []) == [], answer
    body["hand_sizes"][1] = regular + 1
    status, answer = post(client, f"/v1/games/{game}/rulings/dead-hand", body)
    assert status == 200 and answer["rule"] == f"{game}.dead-hand"
    if game in HAS_DEAD_HAND:
        assert answer["dead"] == [1]
    else:
        assert answer["dead"] == [] and answer["irregular"] == [1] and answer["basis"] == "not-covered"


def test_forty_five_dead_hand_one_trick_four_hands_of_four_none_dead(client):
    status, answer = post(
        client,
        "/v1/games/forty-five/rulings/dead-hand",
        {"players": 4, "hand_sizes": [4, 4, 4, 4], "tricks_won": [1, 0, 0, 0]},
    )
    assert status == 200 and answer["dead"] == [] and "the others play on" not in answer["explanation"]


@pytest.mark.parametrize(
    "game, body",
    [
        ("hearts", {"totals": [1, 2]}),
        ("hearts", {"totals": [1, 2, 3, 4, 5, 6, 7]}),
        ("auction-hearts", {"players": 2, "bid": None, "bidder": None, "penalty_suit": "H", "taken": [13, 0]}),
        ("auction-hearts", {"players": 7, "bid": None, "bidder": None, "penalty_suit": "H", "taken": [13] + [0] * 6}),
    ],
)
def test_settle_refuses_a_table_the_game_is_not_played_at(client, game, body):
    status, problem = post(client, f"/v1/games/{game}/settle", body)
    assert status == 422 and problem["errors"][0]["pointer"] in ("/totals", "/players"), problem


def plays(*pairs) -> list[dict]:
    return [{"seat": seat, "card": card} for seat, card in pairs]


@pytest.mark.parametrize(
    "game, body, pointer",
    [
        (
            "forty-five",
            {"trump": "D", "players": 4, "plays": plays((1, "7D"), (3, "AH"), (2, "2C"), (0, "KD"))},
            "/plays/2/seat",
        ),
        # Seat 1 may follow seat 2 if seat 0 is dead (skipped, forty-five.i-pot); seat 0 playing after it shows it is not.
        ("forty-five", {"trump": "D", "players": 3, "plays": plays((2, "7D"), (1, "AH"), (0, "2C"))}, "/plays/2/seat"),
        ("hearts", {"players": 4, "plays": plays((1, "7D"), (3, "AD"), (2, "2D"), (0, "KD"))}, "/plays/1/seat"),
        ("auction-hearts", {"players": 3, "plays": plays((2, "7D"), (1, "AD"), (0, "2D"))}, "/plays/1/seat"),
        ("california-jack", {"trump": "D", "plays": plays((1, "7D"), (1, "AD"))}, "/plays/1/seat"),
    ],
)
def test_trick_winner_refuses_plays_that_do_not_go_clockwise(client, game, body, pointer):
    status, problem = post(client, f"/v1/games/{game}/trick-winner", body)
    assert status == 422 and pointer in [error["pointer"] for error in problem["errors"]], problem


def misdealt_record(game: str) -> dict:
    """A deal record with one hand a card long: a misdeal the record can describe."""
    rng = random.Random(11)
    if game == "forty-five":
        record, _, _, _ = forty_five_deal(rng, 4, 2)  # seat 2 dealt 4 or 6, and the deal played out
        return record
    pack = list(FULL_PACK)
    rng.shuffle(pack)
    if game == "california-jack":
        return {"dealer": 0, "hands": [pack[:7], pack[7:13]], "stock": pack[13:]}
    hands = [pack[0:14], pack[14:26], pack[26:39], pack[39:52]]
    record = {"players": 4, "dealer": 0, "hands": hands, "plays": []}
    return {**record, "bids": []} if game == "auction-hearts" else record


@pytest.mark.parametrize("game", GAMES)
def test_adjudicate_a_wrong_sized_hand_is_an_irregularity_not_a_422(client, game):
    status, answer = post(client, f"/v1/games/{game}/adjudicate", misdealt_record(game))
    assert status == 200, answer
    expected = "forty-five.dead-hand" if game == "forty-five" else f"{game}.misdeal"
    assert expected in [irregularity["rule"] for irregularity in answer["irregularities"]], answer


@pytest.mark.parametrize("game", GAMES)
def test_adjudicate_a_card_dealt_twice_is_still_a_422(client, game):
    record = misdealt_record(game)
    hands = [list(hand) for hand in record["hands"]]
    hands[1][0] = hands[0][0]
    status, problem = post(client, f"/v1/games/{game}/adjudicate", {**record, "hands": hands})
    assert status == 422 and problem["errors"][0]["pointer"] == "/hands/1/0", problem
