"""A card may not be in two places in any request, the stock of rulings/claim and rulings/revoke-proof included
(api.md v1.2): a stock card twice in the stock, also in a hand, in the trick or in a captured pile is a 422 whose
pointer names the second place. The check is the dispute desk's own (referee/disputes), for every game whose
dispute requests take a stock."""

import pytest
from conftest import post

from referee.operations import OPERATIONS

WITH_STOCK = sorted(
    (game, path)
    for game, operations in OPERATIONS.items()
    for path in ("rulings/claim", "rulings/revoke-proof")
    if "stock" in operations[path].accepted
)

CLAIM = {
    "trump": "S",
    "hands": [["AS", "KH"], ["2H", "3C"]],
    "leader": 0,
    "stock": ["3D", "4D"],
    "captured": [["5C", "6C"], ["7C", "8C"]],
    "claim": {"seat": 0, "tricks": 1},
}
# Seat 1 leads 5H, seat 0 trumps it with 2S and draws 3C first; seat 0 then leads 9H.
REVOKE_PROOF = {
    "trump": "S",
    "stock": ["3C", "4C", "5C", "6S"],
    "tricks": [
        [{"seat": 1, "card": "5H"}, {"seat": 0, "card": "2S"}],
        [{"seat": 0, "card": "9H"}, {"seat": 1, "card": "3D"}],
    ],
}


def test_california_jack_is_the_game_whose_disputes_take_a_stock():
    assert WITH_STOCK == [("california-jack", "rulings/claim"), ("california-jack", "rulings/revoke-proof")]


def test_the_requests_below_are_answered_as_they_stand(client):
    assert post(client, "/v1/games/california-jack/rulings/claim", CLAIM)[0] == 200
    assert post(client, "/v1/games/california-jack/rulings/revoke-proof", REVOKE_PROOF)[0] == 200


@pytest.mark.parametrize(
    "change, where",
    [
        ({"stock": ["3D", "3D"]}, "/stock/1"),
        ({"stock": ["3D", "KH"]}, "/stock/1"),
        ({"hands": [["KH"], ["2H", "3C"]], "trick": [{"seat": 0, "card": "AS"}], "stock": ["AS", "4D"]}, "/stock/0"),
        ({"stock": ["3D", "4D", "8C"]}, "/stock/2"),
    ],
    ids=["twice in the stock", "also in a hand", "also in the trick", "also captured"],
)
def test_california_jack_claim_a_stock_card_in_two_places_is_a_422_at_its_pointer(client, change, where):
    status, problem = post(client, "/v1/games/california-jack/rulings/claim", {**CLAIM, **change})
    assert status == 422
    assert [error["pointer"] for error in problem["errors"]] == [where]
    assert "cannot be in two places" in problem["errors"][0]["message"]


def test_california_jack_claim_a_captured_card_also_held_is_a_422_at_its_pointer(client):
    status, problem = post(
        client, "/v1/games/california-jack/rulings/claim", {**CLAIM, "captured": [["AS", "6C"], ["7C", "8C"]]}
    )
    assert status == 422 and [error["pointer"] for error in problem["errors"]] == ["/captured/0/0"]


def test_california_jack_revoke_proof_a_card_twice_in_the_stock_is_a_422_at_its_pointer(client):
    status, problem = post(
        client, "/v1/games/california-jack/rulings/revoke-proof", {**REVOKE_PROOF, "stock": ["3C", "4C", "3C", "6S"]}
    )
    assert status == 422
    assert [error["pointer"] for error in problem["errors"]] == ["/stock/2"]
    assert "cannot be in two places" in problem["errors"][0]["message"]
