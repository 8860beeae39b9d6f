"""Every Auction Hearts route over HTTP, including problem+json 422s pointing at the field."""

import pytest
from conftest import post

HANDS = [["2S", "AH"], ["3S", "KH"], ["4S", "QH"]]
ROUTES = {
    "legal-moves": {"hand": ["AS", "2H"], "trick": [{"seat": 0, "card": "3S"}]},
    "check-move": {"hand": ["AS", "2H"], "trick": [{"seat": 0, "card": "3S"}], "card": "2H"},
    "trick-winner": {"plays": [{"seat": 0, "card": "3S"}, {"seat": 1, "card": "AS"}, {"seat": 2, "card": "AH"}]},
    "score": {"players": 3, "captured": [["AH"], [], []], "penalty_suit": "H"},
    "adjudicate": {
        "players": 3,
        "dealer": 2,
        "hands": HANDS,
        "bids": [{"seat": 0, "bid": 1}, {"seat": 1, "bid": None}, {"seat": 2, "bid": None}],
        "penalty_suit": "S",
        "plays": [{"seat": 0, "card": "2S"}],
    },
    "check-bid": {"players": 3, "dealer": 0, "bids": [], "bid": 2},
    "settle": {"players": 3, "bid": 2, "bidder": 0, "penalty_suit": "H", "taken": [0, 6, 7]},
    "rulings/misdeal": {"players": 3, "dealer": 0, "cards_dealt": [17, 17, 17]},
    "rulings/dead-hand": {"players": 3, "hand_sizes": [17, 17, 17]},
    "rulings/revoke": {"players": 3, "offender": 0, "kind": "exposure"},
}


@pytest.mark.parametrize("route", ROUTES)
def test_every_auction_hearts_route_answers_with_a_ruling(client, route):
    status, answer = post(client, f"/v1/games/auction-hearts/{route}", ROUTES[route])
    assert status == 200 and answer["rule"].startswith("auction-hearts.") and answer["explanation"]


def test_auction_hearts_is_listed_with_its_option(client):
    games = client.get("/v1/games").get_json()
    assert {
        "id": "auction-hearts",
        "name": "Auction Hearts",
        "players": {"min": 3, "max": 6},
        "options": {"first_lead": "dealer-left", "no_points_first_trick": False, "hearts_broken": "not-required"},
    } in games


@pytest.mark.parametrize(
    "route, body, pointer",
    [
        ("check-bid", {"players": 3, "dealer": 0, "bid": "2"}, "/bid"),
        ("check-bid", {"players": 3, "dealer": 0, "bid": 2**53}, "/bid"),
        ("check-bid", {"players": 3, "dealer": 0, "bid": 2.5}, "/bid"),
        ("check-bid", {"players": 3, "dealer": 0}, "/bid"),
        ("check-bid", {"players": 3, "dealer": 0, "bid": 2, "bids": [{"seat": 1}]}, "/bids/0/bid"),
        ("check-bid", {"players": 3, "dealer": 0, "bid": 2, "bids": [{"seat": 5, "bid": 1}]}, "/bids/0/seat"),
        ("check-bid", {"players": 3, "dealer": 0, "bid": 2, "seat": 3}, "/seat"),
        ("adjudicate", {**ROUTES["adjudicate"], "first_lead": "bidder"}, "/first_lead"),
        ("adjudicate", {**ROUTES["adjudicate"], "previous_bidder": 4}, "/previous_bidder"),
        ("adjudicate", {**ROUTES["adjudicate"], "bids": [{"seat": 0, "bid": 1, "x": 1}]}, "/bids/0/x"),
        ("settle", {"players": 3, "bid": 2, "bidder": 0, "penalty_suit": "H", "taken": [0, 6, 6]}, "/taken"),
        ("settle", {"players": 3, "bid": 0, "bidder": 0, "penalty_suit": "H", "taken": [0, 6, 7]}, "/bid"),
        ("score", {"players": 3, "captured": [["AH"], [], []]}, "/penalty_suit"),
    ],
)
def test_auction_hearts_bad_input_is_a_422_naming_the_field(client, route, body, pointer):
    response = client.post(f"/v1/games/auction-hearts/{route}", json=body)
    assert response.status_code == 422 and response.content_type == "application/problem+json"
    assert pointer in {error["pointer"] for error in response.get_json()["errors"]}
