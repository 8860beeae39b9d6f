"""Each game's rule of visibility (its i-view interpretation), one fact at a time, on real deals of the conformance
suite and the documented examples: what a seat sees, what it does not, and what the public play proves."""

import json
from pathlib import Path

import pytest

import referee
from referee.api.examples import example_request
from referee.games import game_part

SUITE = Path(__file__).resolve().parents[2] / "conformance"


def first_line(game: str, name: str) -> dict:
    with (SUITE / game / f"{name}.jsonl").open(encoding="utf-8") as lines:
        return json.loads(next(lines))


def cut(game: str, record: dict, step: int) -> dict:
    return game_part(game, "conformance").prefix(record, step)


def test_hearts_i_view_a_seat_sees_the_cards_passed_to_it_and_no_other_pass():
    """hearts.i-view: passing left on hand 0, seat 1 sees the 3 cards seat 0 passed it, in seat 0's hand as dealt and
    in the passes; the other seats' passes to each other are nulls; a spectator sees no pass at all."""
    record = first_line("hearts", "omnibus")["record"]
    passes = record["passes"]
    passed = cut("hearts", record, len(passes))  # every seat has passed, no card played yet
    view = referee.view("hearts", passed, 1)
    seen = view["record"]
    assert seen["passes"][0] == passes[0] and seen["passes"][1] == passes[1]
    assert all(seen["passes"][seat] == [None, None, None] for seat in range(2, len(passes)))
    assert {card for card in seen["hands"][0] if card is not None} == set(passes[0])
    assert seen["hands"][1] == record["hands"][1]
    assert view["known"]["holds"][2] == passes[1] and view["known"]["holds"][0] == []
    spectator = referee.view("hearts", passed, None)["record"]
    assert all(card is None for each in spectator["passes"] for card in each)
    assert all(card is None for hand in spectator["hands"] for card in hand)


def test_hearts_i_view_a_discard_on_a_lead_proves_a_void():
    """hearts.i-view (hearts.play.follow): a seat that does not follow the suit led holds none of it; one that follows
    proves nothing."""
    record = {
        "players": 4,
        "dealer": 3,
        "hands": [
            ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"],
            ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "JD", "QD", "KD", "AD"],
            ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
            ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH", "KH", "AH"],
        ],
        "plays": [{"seat": 0, "card": "2C"}, {"seat": 1, "card": "2D"}],
    }
    view = referee.view("hearts", record, 3)
    assert view["known"]["voids"] == [[], ["C"], [], []]
    assert "seat 1 holds no clubs" in view["explanation"]


def test_forty_five_i_view_the_robbers_discard_is_its_own_and_the_rob_shows_the_ace():
    """forty-five.i-view: seat 0 robs 7D giving up 2C; only seat 0 sees the 2C, in its hand and in the rob; robbing
    shows that seat 0 holds AD, the ace of trumps, to everyone; the turned card is public."""
    record = example_request("forty-five", "state")
    robber = referee.view("forty-five", record, 0)["record"]
    assert robber["actions"][0]["discard"] == "2C" and robber["hands"][0] == record["hands"][0]
    for seat in (1, 2, 3, None):
        view = referee.view("forty-five", record, seat)
        seen = view["record"]
        assert seen["actions"][0]["discard"] is None and seen["turned"] == "7D"
        assert seen["hands"][0] == ["AD", None, None, None, "9D"]  # 9D was played, AD robbed with
        assert "AD" in view["known"]["holds"][0]


def test_forty_five_i_view_a_turned_ace_robbed_by_the_dealer_is_seen_joining_its_hand():
    """forty-five.i-view with forty-five.rob.turned-ace: the dealer robs the turned AD, giving up 7C; the others see
    the ace (turned face up) join the dealer's hand once trick 1 is complete, never the 7C."""
    record = {
        "players": 3,
        "dealer": 2,
        "hands": [["KS", "QS", "2C", "3H", "9D"], ["5D", "QH", "4C", "TH", "8D"], ["7D", "AS", "7C", "JH", "6D"]],
        "turned": "AD",
        "actions": [
            {"type": "dealer-rob", "seat": 2, "discard": "7C"},
            {"type": "play", "seat": 0, "card": "KS"},
            {"type": "play", "seat": 1, "card": "QH"},
            {"type": "play", "seat": 2, "card": "AS"},
        ],
    }
    assert referee.adjudicate("forty-five", record)["valid"]
    for seat in (0, 1, None):
        view = referee.view("forty-five", record, seat)
        assert view["record"]["actions"][0]["discard"] is None and "7C" not in json.dumps(view)
        assert view["known"]["holds"][2] == ["AD"]
    assert referee.view("forty-five", record, 2)["record"]["actions"][0]["discard"] == "7C"


def test_forty_five_i_view_trumping_proves_nothing_and_a_discard_proves_a_void():
    """forty-five.i-view (forty-five.play.follow-or-trump): a trump on a plain lead proves nothing, a card of a third
    suit proves the seat holds none of the suit led."""
    view = referee.view("forty-five", example_request("forty-five", "adjudicate"), 1)
    # Trick 3: KS led, seat 1 4C, seat 2 AS, seat 3 9C; seat 3's club on the spade lead proves it has no spades.
    assert view["known"]["voids"][3] == ["S"] and view["known"]["voids"][1] == []
    trumped = {
        "players": 2,
        "dealer": 1,
        "hands": [["KS", "2S", "3S", "4S", "5C"], ["2D", "3H", "4H", "6H", "7H"]],
        "turned": "8D",
        "actions": [{"type": "play", "seat": 0, "card": "KS"}, {"type": "play", "seat": 1, "card": "2D"}],
    }
    assert referee.view("forty-five", trumped, 0)["known"]["voids"] == [[], []]


def test_forty_five_i_view_failing_to_follow_a_trump_lead_proves_nothing_while_a_trump_may_renege():
    """forty-five.i-view (forty-five.play.renege): on the 2 of trumps led, a seat that plays a plain card may hold the
    5, the jack or AH, each of which may renege against it: no void is proved."""
    record = {
        "players": 2,
        "dealer": 1,
        "hands": [["2D", "3S", "4S", "6S", "7S"], ["3H", "4H", "6H", "7H", "8H"]],
        "turned": "9D",
        "actions": [{"type": "play", "seat": 0, "card": "2D"}, {"type": "play", "seat": 1, "card": "3H"}],
    }
    assert referee.view("forty-five", record, 0)["known"]["voids"] == [[], []]


def test_auction_hearts_i_view_the_auction_and_the_named_suit_are_public():
    """auction-hearts.i-view: every bid and the penalty suit named reach a spectator; no card still held does."""
    record = example_request("auction-hearts", "state")
    seen = referee.view("auction-hearts", record, None)["record"]
    assert seen["bids"] == record["bids"]
    assert all(card is None for hand in seen["hands"] for card in hand)


@pytest.mark.parametrize("face", ["down", "up"])
def test_california_jack_i_view_draws_are_seen_only_from_a_face_up_stock(face):
    """california-jack.i-view: with the stock face down, seat 1 does not see what seat 0 draws, only the turned trump
    card at the bottom; face up (california-jack.classic.face-up), both draws and the new top card are public."""
    record = {**example_request("california-jack", "state"), "stock_face": face}
    view = referee.view("california-jack", record, 1)
    seen, stock = view["record"], record["stock"]
    answer = referee.state("california-jack", record)
    (draws,) = [trick["draws"] for trick in answer["tricks"]]
    theirs = next(draw["card"] for draw in draws if draw["seat"] == 0)
    mine = next(draw["card"] for draw in draws if draw["seat"] == 1)
    assert mine in seen["stock"]
    if face == "down":
        assert theirs not in seen["stock"] and seen["stock"][-1] == stock[-1]
        assert view["known"]["holds"][0] == []
    else:
        assert theirs in seen["stock"] and stock[len(draws)] in seen["stock"]
        assert view["known"]["holds"][0] == [theirs]


@pytest.mark.parametrize(("face", "voids"), [("down", []), ("up", ["C"])])
def test_california_jack_i_view_a_void_lasts_until_an_unseen_draw(face, voids):
    """california-jack.i-view (california-jack.play.follow): seat 1's spade on the club lead proves it holds no club.
    From a face-down stock it then draws a card seat 0 cannot see, which may be a club: nothing is proved any more.
    From a face-up stock the card it draws is a spade, seen by both: the void stands."""
    record = {**example_request("california-jack", "state"), "stock_face": face}
    assert [play["card"] for play in record["plays"]] == ["2C", "5S"]
    (trick,) = referee.state("california-jack", record)["tricks"]
    assert not any(draw["card"].endswith("C") for draw in trick["draws"])
    assert referee.view("california-jack", record, 0)["known"]["voids"] == [[], voids]


def test_i_view_state_for_a_seat_shows_its_own_hand_and_counts_of_the_others():
    """hearts.i-view in state: for_seat 0 shows seat 0's hand, the others as nulls of their length, and what the
    seat to act may play only to that seat."""
    record = example_request("hearts", "state")
    full = referee.state("hearts", record)
    acting = full["to_act"]
    other = (acting + 1) % 4
    mine = referee.state("hearts", {**record, "for_seat": acting})
    theirs = referee.state("hearts", {**record, "for_seat": other})
    assert mine["legal"] == full["legal"] and mine["hands"][acting] == full["hands"][acting]
    assert theirs["legal"] == [] and theirs["hands"][acting] == [None] * len(full["hands"][acting])
    assert theirs["rule"] == "hearts.i-view" and f"Seat {acting} is to play" in theirs["explanation"]


def test_forty_five_i_view_state_shows_the_robbing_choices_only_to_the_seat_choosing():
    """forty-five.i-view in state: the rob phase's choices list the chooser's cards, so another seat gets none."""
    record = {**example_request("forty-five", "state"), "actions": []}
    full = referee.state("forty-five", record)
    assert full["phase"] == "rob" and full["choices"]
    other = (full["to_act"] + 1) % 4
    told = referee.state("forty-five", {**record, "for_seat": other})
    assert "choices" not in told and told["legal"] == []


def test_forty_five_i_view_the_ace_holders_pending_choice_is_its_own_secret():
    """forty-five.i-view with forty-five.i-rob-timing: seat 2 holds AD, the ace of trumps, and may rob until it plays;
    the others see only that the opening lead is due from seat 0, who may lead any card; seat 2 sees its choice."""
    record = {
        "players": 4,
        "dealer": 3,
        "hands": [
            ["KS", "QS", "2C", "3H", "9D"],
            ["5D", "QH", "4C", "TH", "8D"],
            ["AD", "AS", "7C", "JH", "6D"],
            ["AH", "2S", "9C", "JS", "3D"],
        ],
        "turned": "7D",
        "actions": [],
    }
    assert (referee.state("forty-five", record)["phase"], referee.state("forty-five", record)["to_act"]) == ("rob", 2)
    holder = referee.state("forty-five", {**record, "for_seat": 2})
    assert (holder["phase"], holder["to_act"]) == ("rob", 2) and holder["choices"]
    leader = referee.state("forty-five", {**record, "for_seat": 0})
    assert (leader["phase"], leader["to_act"], leader["legal"]) == ("play", 0, record["hands"][0])
    for seat in (1, 3, None):
        other = referee.state("forty-five", {**record, "for_seat": seat})
        assert (other["phase"], other["to_act"], other["legal"]) == ("play", 0, [])
        assert other["hands"][2] == [None] * 5 and "choices" not in other and "AD" not in json.dumps(other)


@pytest.mark.parametrize(
    ("body", "pointer"),
    [({"seat": 4}, "/seat"), ({"seat": "north"}, "/seat"), ({}, "/seat"), ({"seat": -1}, "/seat")],
)
def test_i_view_a_seat_that_is_not_at_the_table_is_a_422_naming_it(client, body, pointer):
    """hearts.i-view: the view of a seat the deal does not have is refused, naming the field."""
    answer = client.post("/v1/games/hearts/view", json={**example_request("hearts", "state"), **body})
    assert answer.status_code == 422 and answer.content_type == "application/problem+json"
    assert pointer in [error["pointer"] for error in answer.get_json()["errors"]]


def test_i_view_the_endpoint_answers_the_library(client):
    """hearts.i-view over HTTP: POST /v1/games/hearts/view answers what referee.view does."""
    record = example_request("hearts", "state")
    answer = client.post("/v1/games/hearts/view", json={**record, "seat": 2})
    assert answer.status_code == 200
    assert answer.get_json() == referee.view("hearts", record, 2)
    told = client.post("/v1/games/hearts/state", json={**record, "for_seat": 9})
    assert told.status_code == 422 and told.get_json()["errors"][0]["pointer"] == "/for_seat"
