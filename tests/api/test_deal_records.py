"""A deal under a profile or with options (api.md v1.2): its record carries the profile, the hand number and the
house rules, so the record posted to adjudicate as it is, with the play appended, is judged under the rules it was
dealt under and names the same profile hash. California Jack's classic deal names the trump its top stock card
makes, as every endpoint judging that deal under classic does (california-jack.classic.face-up)."""

import random

import pytest
from conftest import post

from referee.engine.replay import play_out
from referee.games import GAMES, RULES
from referee.operations import OPERATIONS, load

SEEDS = {"server_seed": "5eed" * 8, "client_seeds": ["c0ffee"]}
PROFILES = [(game, profile.id) for game, info in GAMES.items() for profile in info.profiles.profiles.values()]
# House rules set without a profile, each away from its default.
OPTIONS = {
    "forty-five": {"scoring": "differential"},
    "hearts": {"passing": "left-right-across-hold", "queen_of_spades": 13, "game_to": 100},
    "auction-hearts": {"no_points_first_trick": True, "hearts_broken": "required"},
    "california-jack": {"stock_face": "up", "scoring": "end-of-hand"},
}


def deal_body(game: str, hand_number: int, **rules) -> dict:
    body = {"dealer": 1, "hand_number": hand_number, **SEEDS, **rules}
    if GAMES[game].min_players != GAMES[game].max_players:
        body["players"] = 4
    return body


def with_play(game: str, record: dict, seed: int) -> dict:
    """The record with a legal play to the end appended (and whatever comes before it: robbing, an auction, the
    pass), chosen by the game's own rules as the record's profile and options make them."""
    operation = OPERATIONS[game]["adjudicate"]
    filled = GAMES[game].profiles.apply(record, operation.accepted)[0] if "profile" in record else record
    loaded = load(operation, filled)
    dealt = dict(loaded)
    # At 4 seats deal n passes left, right, across, or holds for n mod 4 (hearts.i-pass-rotation); any three cards
    # of the hand may be passed (hearts.pass).
    if loaded.get("passing") == "left-right-across-hold" and loaded["hand_number"] % 4 != 3:
        dealt["passes"] = [hand[:3] for hand in loaded["hands"]]
    played, last = play_out(RULES[game], random.Random(seed), dealt=dealt)
    assert RULES[game].to_act(last) is None
    return {**record, **{name: value for name, value in played.items() if name not in loaded or value != loaded[name]}}


@pytest.mark.parametrize("game, profile", PROFILES)
def test_a_deal_under_a_profile_records_it_and_adjudicates_under_it(client, game, profile):
    # Hand numbers 0 to 3: under hearts passing, a pass left, right, across, and a hold deal (hearts.i-pass-rotation).
    for hand_number in range(4):
        status, deal = post(client, f"/v1/games/{game}/deal", deal_body(game, hand_number, profile=profile))
        assert status == 200
        record = deal["record"]
        assert record["profile"] == profile and record["hand_number"] == hand_number
        status, played = post(client, f"/v1/games/{game}/adjudicate", with_play(game, record, hand_number))
        assert status == 200 and played["valid"] and played.get("complete", True), played["explanation"]
        assert played["profile"] == deal["profile"]
    status, untouched = post(client, f"/v1/games/{game}/adjudicate", record)  # the hold deal: no pass to append
    assert status == 200 and untouched["valid"] and untouched["profile"] == deal["profile"], untouched


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_a_deal_with_options_records_each_and_adjudicates_under_them(client, game):
    options = OPTIONS[game]
    status, deal = post(client, f"/v1/games/{game}/deal", deal_body(game, 0, **options))
    assert status == 200 and "profile" not in deal
    record = deal["record"]
    assert {name: record.get(name) for name in options} == options and record["hand_number"] == 0
    assert "profile" not in record
    played = with_play(game, record, 1)
    status, answer = post(client, f"/v1/games/{game}/adjudicate", played)
    assert status == 200 and answer["valid"] and answer.get("complete", True), answer["explanation"]


def test_a_deal_under_a_profile_with_an_override_records_both_and_names_the_overriding_hash(client):
    status, deal = post(client, "/v1/games/hearts/deal", deal_body("hearts", 3, profile="black-lady", moon="subtract"))
    assert status == 200 and deal["record"]["moon"] == "subtract" and deal["record"]["profile"] == "black-lady"
    listed = {item["id"]: item["hash"] for item in client.get("/v1/games/hearts/profiles").get_json()}
    assert deal["profile"].startswith("hearts@black-lady#") and deal["profile"] != listed["black-lady"]
    status, answer = post(client, "/v1/games/hearts/adjudicate", deal["record"])
    assert status == 200 and answer["profile"] == deal["profile"]


def test_a_deal_option_is_checked_as_the_record_checks_it(client):
    status, problem = post(client, "/v1/games/hearts/deal", deal_body("hearts", 0, passing="sideways"))
    assert status == 422 and [error["pointer"] for error in problem["errors"]] == ["/passing"]
    record_errors = post(client, "/v1/games/hearts/adjudicate", {"passing": "sideways"})[1]["errors"]
    assert problem["errors"][0] in record_errors


@pytest.mark.parametrize("rules", [{"profile": "classic"}, {"stock_face": "up"}], ids=["classic", "stock face up"])
def test_california_jack_classic_face_up_deal_names_the_trump_of_the_stocks_top_card(client, rules):
    for hand_number in range(8):
        status, deal = post(
            client, "/v1/games/california-jack/deal", deal_body("california-jack", hand_number, **rules)
        )
        assert status == 200
        stock = deal["stock"]
        assert (deal["trump_card"], deal["trump"]) == (stock[0], stock[0][1])
        assert f"The top card of the stock, {stock[0]}, makes" in deal["explanation"]
        status, judged = post(client, "/v1/games/california-jack/adjudicate", deal["record"])
        assert status == 200 and (judged["trump_card"], judged["trump"]) == (deal["trump_card"], deal["trump"])
        status, proof = post(
            client,
            "/v1/games/california-jack/rulings/revoke-proof",
            {**rules, "trump": deal["trump"], "stock": stock, "tricks": []},
        )
        assert status == 200, proof


def test_california_jack_seed_deal_names_the_trump_of_the_stocks_last_card(client):
    # california-jack.trump: the face-down stock's bottom card
    for hand_number in range(8):
        status, deal = post(client, "/v1/games/california-jack/deal", deal_body("california-jack", hand_number))
        stock = deal["stock"]
        assert (deal["trump_card"], deal["trump"]) == (stock[-1], stock[-1][1])
        assert f"The last card of the stock, {stock[-1]}, makes" in deal["explanation"]
        judged = post(client, "/v1/games/california-jack/adjudicate", deal["record"])[1]
        assert (judged["trump_card"], judged["trump"]) == (deal["trump_card"], deal["trump"])
