"""The California Jack endpoints over HTTP: the catalogue and 422s that point at the field."""

import pytest
from conftest import post

import referee
from referee.cards import FULL_PACK
from referee.games.california_jack.rules import CATALOGUE

GAME = "california-jack"
BASE = f"/v1/games/{GAME}"


def test_games_list_california_jack(client):
    games = client.get("/v1/games").get_json()
    assert {
        "id": GAME,
        "name": "California Jack",
        "players": {"min": 2, "max": 2},
        "options": {"void_must_trump": True, "follow": "follow-suit", "stock_face": "down", "scoring": "running"},
    } in games


def test_game_details_serve_catalogue_and_ranks(client):
    details = client.get(BASE).get_json()
    assert details["rules"] == CATALOGUE.as_list()
    assert details["rank_tables"]["every suit"][0] == "A" and details["rank_tables"]["every suit"][-1] == "2"
    assert details["rank_tables"]["game points"] == {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}
    ids = {rule["id"] for rule in details["rules"]}
    assert {"california-jack.i-not-held", "california-jack.i-out-of-turn", "california-jack.i-game-over"} <= ids


def test_every_route_answers(client):
    for path, body in [
        ("legal-moves", {"trump": "S", "hand": ["AS"]}),
        ("check-move", {"trump": "S", "hand": ["AS"], "card": "AS"}),
        ("trick-winner", {"trump": "S", "plays": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "2S"}]}),
        ("score", {"trump": "S", "captured": [[], []]}),
        ("adjudicate", {"dealer": 0, "deck": list(FULL_PACK)}),
        ("rulings/misdeal", {"dealer": 0}),
        ("rulings/dead-hand", {"hand_sizes": [6, 6]}),
        ("rulings/revoke", {"offender": 0, "kind": "exposure"}),
    ]:
        status, answer = post(client, f"{BASE}/{path}", body)
        assert status == 200 and answer["rule"] in CATALOGUE and answer["basis"] == CATALOGUE[answer["rule"]].basis, (
            path
        )


HANDS = [["AH", "KH", "TS", "2C", "3C", "4C"], ["QH", "5S", "6S", "7S", "8S", "9S"]]
STOCK = [card for card in FULL_PACK if card not in HANDS[0] + HANDS[1]]
DECK = list(FULL_PACK)


@pytest.mark.parametrize(
    "path, body, pointer",
    [
        ("legal-moves", {"trump": "S", "hand": ["AS"], "trick": [{"seat": 2, "card": "KS"}]}, "/trick/0/seat"),
        ("legal-moves", {"trump": "S", "hand": ["AS"], "seat": 2}, "/seat"),
        ("legal-moves", {"trump": "S", "hand": ["AS", "KS"], "trick": [{"seat": 0, "card": "KS"}]}, "/trick/0/card"),
        ("legal-moves", {"trump": "S", "hand": ["AS", "KS", "QS", "JS", "TS", "9S", "8S"]}, "/hand"),
        ("legal-moves", {"trump": "S", "hand": []}, "/hand"),
        (
            "legal-moves",
            {"trump": "S", "hand": ["AS"], "trick": [{"seat": 0, "card": "KS"}, {"seat": 1, "card": "QS"}]},
            "/trick",
        ),
        ("legal-moves", {"hand": ["AS"]}, "/trump"),
        ("legal-moves", {"trump": "S", "hand": ["AS"], "void_must_trump": "yes"}, "/void_must_trump"),
        ("check-move", {"trump": "S", "hand": ["AS"]}, "/card"),
        ("check-move", {"trump": "S", "hand": ["AS", "AS"], "card": "AS"}, "/hand/1"),
        (
            "trick-winner",
            {"trump": "S", "plays": [{"seat": 0, "card": "AS"}, {"seat": 0, "card": "2S"}]},
            "/plays/1/seat",
        ),
        (
            "trick-winner",
            {"trump": "S", "plays": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "AS"}]},
            "/plays/1/card",
        ),
        (
            "trick-winner",
            {"trump": "S", "plays": [{"seat": 3, "card": "AS"}, {"seat": 1, "card": "2S"}]},
            "/plays/0/seat",
        ),
        ("trick-winner", {"trump": "S", "plays": [{"seat": 0, "card": "AS"}]}, "/plays"),
        ("score", {"trump": "S", "captured": [["AS"], ["AS"]]}, "/captured/1/0"),
        ("score", {"trump": "S", "captured": [[], [], []]}, "/captured"),
        ("score", {"trump": "S", "captured": [["XS"], []]}, "/captured/0/0"),
        ("adjudicate", {"dealer": 0, "deck": DECK, "hands": HANDS, "stock": STOCK}, "/hands"),
        ("adjudicate", {"dealer": 0}, "/deck"),
        ("adjudicate", {"dealer": 0, "hands": HANDS}, "/stock"),
        ("adjudicate", {"dealer": 0, "stock": STOCK}, "/hands"),
        ("adjudicate", {"dealer": 0, "deck": DECK[:5] + ["2S"] + DECK[6:]}, "/deck/5"),
        ("adjudicate", {"dealer": 0, "deck": DECK[:51]}, "/deck"),
        ("adjudicate", {"dealer": 2, "deck": DECK}, "/dealer"),
        ("adjudicate", {"dealer": 0, "deck": DECK, "plays": [{"seat": 2, "card": "AS"}]}, "/plays/0/seat"),
        ("adjudicate", {"dealer": 0, "hands": HANDS, "stock": STOCK[:39] + ["AH"]}, "/stock/39"),
        ("adjudicate", {"dealer": 0, "hands": HANDS, "stock": []}, "/stock"),
        ("adjudicate", {"dealer": 0, "hands": [HANDS[0] + STOCK[:1], HANDS[1]], "stock": STOCK}, "/stock/0"),
        ("rulings/misdeal", {"dealer": 0, "players": 3}, "/players"),
        ("rulings/misdeal", {"dealer": 0, "cards_dealt": [6, 6, 6]}, "/cards_dealt"),
        ("rulings/dead-hand", {"hand_sizes": [6, 6], "hands": [[], []]}, "/hands"),
        ("rulings/dead-hand", {}, "/hand_sizes"),
        ("rulings/dead-hand", {"hand_sizes": [1, 1], "tricks_won": [20, 10]}, "/tricks_won"),
        ("rulings/dead-hand", {"hands": [["AS"], ["AS"]]}, "/hands/1/0"),
        ("rulings/revoke", {"offender": 0, "kind": "renege"}, "/kind"),
        ("rulings/revoke", {"offender": 2, "kind": "exposure"}, "/offender"),
    ],
)
def test_bad_input_is_a_422_pointing_at_the_field(client, path, body, pointer):
    response = client.post(f"{BASE}/{path}", json=body)
    assert response.status_code == 422 and response.content_type == "application/problem+json"
    assert pointer in [error["pointer"] for error in response.get_json()["errors"]]
    with pytest.raises(referee.InvalidRecord):
        referee.run(GAME, path, body)
