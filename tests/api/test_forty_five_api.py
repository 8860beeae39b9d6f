"""Every Forty-Five route over HTTP, the game's metadata, and problem+json for bad input."""

import pytest

from referee.games.forty_five.rules import CATALOGUE

PROBLEM = "application/problem+json"
BASE = "/v1/games/forty-five"


def test_games_list_forty_five(client):
    games = client.get("/v1/games").get_json()
    assert {
        "id": "forty-five",
        "name": "Forty-Five",
        "players": {"min": 2, "max": 10},
        "options": {"trump_ace_demoted": False, "scoring": "standard"},
    } in games


def test_details_serve_catalogue_and_rank_tables(client):
    details = client.get(BASE).get_json()
    ids = [rule["id"] for rule in details["rules"]]
    assert ids == [rule.id for rule in CATALOGUE]
    for shared in ("forty-five.i-not-held", "forty-five.i-out-of-turn", "forty-five.i-game-over"):
        assert shared in ids
    assert details["rank_tables"]["trump"]["H"][:3] == ["5H", "JH", "AH"]
    assert details["rank_tables"]["plain"]["D"][-1] == "AD"


@pytest.mark.parametrize(
    "path, body, field, value",
    [
        (
            "legal-moves",
            {"trump": "♦", "hand": ["ah", "4D", "KS"], "trick": [{"seat": 1, "card": "7♦"}]},
            "legal",
            ["AH", "4D"],
        ),
        (
            "check-move",
            {"trump": "D", "hand": ["AH", "4D", "KS"], "trick": [{"seat": 1, "card": "7D"}], "card": "10S"},
            "legal",
            False,
        ),
        ("trick-winner", {"trump": "D", "plays": [{"seat": 1, "card": "7D"}, {"seat": 2, "card": "AH"}]}, "winner", 2),
        ("score", {"players": 2, "tricks": [3, 2]}, "points", [5, 0]),
        (
            "adjudicate",
            {
                "players": 2,
                "dealer": 1,
                "hands": [["AH", "KS", "QS", "JS", "2S"], ["3S", "4S", "5S", "6S", "7S"]],
                "turned": "8C",
                "actions": [{"type": "play", "seat": 0, "card": "KS"}],
            },
            "valid",
            True,
        ),
        ("rulings/misdeal", {"players": 4, "dealer": 0, "dealer_exposed_card": True}, "next_dealer", 1),
        ("rulings/dead-hand", {"players": 2, "hand_sizes": [5, 4]}, "dead", [1]),
        ("rulings/revoke", {"players": 2, "offender": 0, "kind": "failure-to-follow"}, "penalty", "play-rejected"),
    ],
)
def test_every_route_answers_with_a_ruling(client, path, body, field, value):
    response = client.post(f"{BASE}/{path}", json=body)
    assert response.status_code == 200
    answer = response.get_json()
    assert answer[field] == value
    assert answer["rule"] in CATALOGUE and answer["basis"] == CATALOGUE[answer["rule"]].basis and answer["explanation"]


@pytest.mark.parametrize(
    "path, body, pointer",
    [
        ("legal-moves", {"trump": "D", "hand": ["AH", "AH"]}, "/hand/1"),
        ("legal-moves", {"trump": "D", "hand": ["AH"], "trick": [{"seat": 1, "card": "AH"}]}, "/hand/0"),
        ("legal-moves", {"trump": "D", "hand": []}, "/hand"),
        (
            "legal-moves",
            {
                "trump": "D",
                "hand": ["AH"],
                "players": 2,
                "trick": [{"seat": 0, "card": "2C"}, {"seat": 1, "card": "3C"}],
            },
            "/trick",
        ),
        (
            "legal-moves",
            {"trump": "D", "hand": ["AH"], "players": 3, "trick": [{"seat": 4, "card": "2C"}]},
            "/trick/0/seat",
        ),
        (
            "legal-moves",
            {"trump": "D", "hand": ["AH"], "trick": [{"seat": 1, "card": "2C"}, {"seat": 1, "card": "3C"}]},
            "/trick/1/seat",
        ),
        ("legal-moves", {"hand": ["AH"]}, "/trump"),
        ("check-move", {"trump": "D", "hand": ["AH"]}, "/card"),
        ("check-move", {"trump": "D", "hand": ["AH"], "card": "1H"}, "/card"),
        ("trick-winner", {"trump": "D", "plays": [{"seat": 1, "card": "2C"}]}, "/plays"),
        (
            "trick-winner",
            {"trump": "D", "plays": [{"seat": 1, "card": "2C"}, {"seat": 2, "card": "2c"}]},
            "/plays/1/card",
        ),
        (
            "trick-winner",
            {
                "trump": "D",
                "players": 2,
                "plays": [{"seat": 0, "card": "2C"}, {"seat": 1, "card": "3C"}, {"seat": 2, "card": "4C"}],
            },
            "/plays",
        ),
        ("score", {"players": 11, "tricks": [5, 0]}, "/players"),
        ("score", {"players": 2, "tricks": [5, 0], "scoring": "fancy"}, "/scoring"),
        ("score", {"players": 2, "tricks": [5, 0], "sides": [[0], [9]]}, "/sides/1/0"),
        (
            "adjudicate",
            {"players": 2, "dealer": 0, "hands": [["AH"], ["KS"]], "turned": "AH", "actions": []},
            "/turned",
        ),
        (
            "adjudicate",
            {"players": 2, "dealer": 0, "hands": [["AH"], ["KS"]], "turned": "2C", "actions": [{"type": "shuffle"}]},
            "/actions/0/type",
        ),
        (
            "adjudicate",
            {
                "players": 2,
                "dealer": 0,
                "hands": [["AH"], ["KS"]],
                "turned": "2C",
                "actions": [{"type": "rob", "seat": 0}],
            },
            "/actions/0/discard",
        ),
        (
            "adjudicate",
            {
                "players": 2,
                "dealer": 0,
                "hands": [["AH"], ["KS"]],
                "turned": "2C",
                "actions": [{"type": "announce", "seat": 0, "card": "AH"}],
            },
            "/actions/0/card",
        ),
        (
            "adjudicate",
            {
                "players": 2,
                "dealer": 0,
                "hands": [["AH"], ["KS"]],
                "turned": "2C",
                "actions": [{"type": "play", "seat": 0, "card": "XX"}],
            },
            "/actions/0/card",
        ),
        (
            "adjudicate",
            {"players": 2, "dealer": 0, "hands": [["AH"], ["KS"]], "turned": "2C", "actions": ["play"]},
            "/actions/0",
        ),
        ("adjudicate", {"players": 3, "dealer": 0, "hands": [["AH"], ["KS"]], "turned": "2C", "actions": []}, "/hands"),
        ("rulings/misdeal", {"players": 4, "dealer": 5}, "/dealer"),
        ("rulings/misdeal", {"players": 4, "dealer": 0, "cards_dealt": [5, 5]}, "/cards_dealt"),
        ("rulings/misdeal", {"players": 4, "dealer": 0, "pack_uncut": 1}, "/pack_uncut"),
        ("rulings/dead-hand", {"players": 2}, ""),
        ("rulings/revoke", {"players": 2, "offender": 0, "kind": "renege"}, "/kind"),
        ("rulings/revoke", {"players": 2, "offender": 0, "kind": "exposure"}, "/tricks_won"),
    ],
)
def test_bad_input_is_a_422_naming_the_field(client, path, body, pointer):
    response = client.post(f"{BASE}/{path}", json=body)
    assert response.status_code == 422 and response.content_type == PROBLEM
    assert pointer in [error["pointer"] for error in response.get_json()["errors"]], response.get_json()


def test_wrong_method_and_unknown_operation(client):
    assert client.get(f"{BASE}/legal-moves").status_code == 405
    assert client.post(f"{BASE}/settle", json={}).status_code == 404
