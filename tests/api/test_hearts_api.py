"""Every Hearts route over HTTP, including problem+json 422s pointing at the field."""

import pytest
from conftest import post

ROUTES = {
    "legal-moves": {"hand": ["AS", "2H"], "trick": [{"seat": 0, "card": "3S"}]},
    "check-move": {"hand": ["AS", "2H"], "trick": [{"seat": 0, "card": "3S"}], "card": "2H"},
    "trick-winner": {"plays": [{"seat": 0, "card": "3S"}, {"seat": 1, "card": "AS"}, {"seat": 2, "card": "AH"}]},
    "score": {"players": 3, "captured": [["AH"], [], []]},
    "adjudicate": {
        "players": 3,
        "dealer": 0,
        "hands": [["AS"], ["KS"], ["QS"]],
        "plays": [{"seat": 1, "card": "KS"}, {"seat": 2, "card": "QS"}, {"seat": 0, "card": "AS"}],
    },
    "settle": {"totals": [1, 2, 3]},
    "rulings/misdeal": {"players": 3, "dealer": 0, "cards_dealt": [17, 17, 17]},
    "rulings/dead-hand": {"players": 3, "hand_sizes": [17, 17, 17]},
    "rulings/revoke": {"players": 3, "offender": 0, "kind": "exposure"},
}


@pytest.mark.parametrize("route", ROUTES)
def test_every_hearts_route_answers_with_a_ruling(client, route):
    status, answer = post(client, f"/v1/games/hearts/{route}", ROUTES[route])
    assert status == 200 and answer["rule"].startswith("hearts.") and answer["basis"] and answer["explanation"]


def test_hearts_is_listed_with_its_catalogue(client):
    games = client.get("/v1/games").get_json()
    assert {
        "id": "hearts",
        "name": "Hearts",
        "players": {"min": 3, "max": 6},
        "options": {
            "passing": "none",
            "opening_lead": "dealer-left",
            "no_points_first_trick": False,
            "hearts_broken": "not-required",
            "queen_of_spades": 0,
            "jack_of_diamonds": 0,
            "moon": "none",
            "game_to": None,
        },
    } in games
    details = client.get("/v1/games/hearts").get_json()
    ids = {rule["id"] for rule in details["rules"]}
    assert {"hearts.strip", "hearts.play.follow", "hearts.i-exact", "hearts.misdeal"} <= ids
    assert details["rank_tables"]["stripped"]["6"] == ["2C", "3C", "2D", "2S"]


@pytest.mark.parametrize(
    "route, body, pointer",
    [
        ("legal-moves", {"hand": ["AS", "ZZ"]}, "/hand/1"),
        ("legal-moves", {"hand": ["AS"], "players": 7}, "/players"),
        ("legal-moves", {"hand": ["AS"], "trick": [{"seat": 0, "card": "AS"}]}, "/trick/0/card"),
        (
            "legal-moves",
            {
                "hand": ["AS"],
                "players": 3,
                "trick": [{"seat": 0, "card": "2S"}, {"seat": 1, "card": "3S"}, {"seat": 2, "card": "4S"}],
            },
            "/trick",
        ),
        ("legal-moves", {"hand": ["AS"], "players": 3, "trick": [{"seat": 3, "card": "2S"}]}, "/trick/0/seat"),
        ("legal-moves", {"hand": ["AS"] * 18}, "/hand"),
        ("check-move", {"hand": ["AS"], "trick": [{"seat": 0, "card": "KS"}], "card": "KS"}, "/card"),
        ("check-move", {"hand": ["AS"], "players": 3, "card": "2C"}, "/card"),
        (
            "trick-winner",
            {"plays": [{"seat": 0, "card": "3S"}, {"seat": 1, "card": "3S"}, {"seat": 2, "card": "AH"}]},
            "/plays/1/card",
        ),
        (
            "trick-winner",
            {"plays": [{"seat": 0, "card": "3S"}, {"seat": 0, "card": "4S"}, {"seat": 2, "card": "AH"}]},
            "/plays/1/seat",
        ),
        ("score", {"players": 4, "captured": [["AH"], [], []]}, "/captured"),
        (
            "adjudicate",
            {"players": 3, "dealer": 0, "hands": [["AS"], ["KS"], ["QS"]], "plays": [{"seat": 5, "card": "KS"}]},
            "/plays/0/seat",
        ),
        ("adjudicate", {"players": 3, "dealer": 0, "hands": [["AS"], ["KS"], ["2C"]]}, "/hands/2/0"),
        ("adjudicate", {"players": 3, "dealer": 0, "hands": [["AS"], ["KS"]]}, "/hands"),
        ("settle", {"totals": []}, "/totals"),
        ("settle", {"totals": [1, -1, 0]}, "/totals/1"),
        ("rulings/misdeal", {"players": 3, "dealer": 3, "cards_dealt": [17, 17, 17]}, "/dealer"),
        ("rulings/dead-hand", {"players": 3, "hand_sizes": [1, 1, 1], "tricks_won": [9, 9, 0]}, "/tricks_won"),
        ("rulings/revoke", {"players": 3, "offender": 4, "kind": "exposure"}, "/offender"),
        ("rulings/revoke", {"players": 3, "offender": 0, "kind": "lead"}, "/kind"),
    ],
)
def test_hearts_bad_input_is_a_422_naming_the_field(client, route, body, pointer):
    response = client.post(f"/v1/games/hearts/{route}", json=body)
    assert response.status_code == 422 and response.content_type == "application/problem+json"
    assert pointer in {error["pointer"] for error in response.get_json()["errors"]}
