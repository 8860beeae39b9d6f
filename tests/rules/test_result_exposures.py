"""Exposures reported beside a result's record (api.md v1.3, ``reported``): each ruled by its game's exposure rule,
listed among the irregularities in the order they happened, with a rectification whose effect is data; a report the
deal as played cannot hold is a 422 naming its field."""

import pytest
from result_support import revokes_of, revoking_deal

import referee
from referee.rulings import InvalidRecord

NO_PENALTY = {"penalty": "none"}


def exposure(seat: int, card: str, trick: int) -> dict:
    return {"type": "exposure", "seat": seat, "card": card, "trick": trick}


def exposed(game: str, record: dict, *facts: dict) -> dict:
    return referee.result(game, {**record, "reported": list(facts)})


def card_of(game: str, record: dict, trick: int, seat: int) -> str:
    tricks = referee.result(game, record)["as_played"]["tricks"]
    return next(play["card"] for play in tricks[trick]["plays"] if play["seat"] == seat)


def exposures_of(answer: dict) -> list[dict]:
    return [irregularity for irregularity in answer["irregularities"] if irregularity["type"] == "exposure"]


def assert_no_penalty(game: str, record: dict, rule: str, trick: int = 1) -> None:
    """An exposure whose rule names no penalty: listed with that rule, put right by nothing, the score unchanged."""
    plain = referee.result(game, record)
    card = card_of(game, record, trick, 0)
    answer = exposed(game, record, exposure(0, card, trick))
    [found] = exposures_of(answer)
    assert (found["seat"], found["card"], found["trick"], found["rule"]) == (0, card, trick, rule)
    assert found["rectification"]["rule"] == rule
    assert found["rectification"]["effect"] == NO_PENALTY
    assert answer["settled"] is True
    assert answer["score"] == plain["score"]
    assert (answer["rule"], answer["explanation"]) == (plain["rule"], plain["explanation"])


def test_hearts_revoke_rule_says_an_exposure_carries_no_penalty():
    """hearts.revoke: the rules name no penalty for an exposed card."""
    assert_no_penalty("hearts", revoking_deal("hearts", 11, {}), "hearts.revoke")


def test_auction_hearts_revoke_rule_says_an_exposure_carries_no_penalty():
    """auction-hearts.revoke: the rules name no penalty for an exposed card."""
    assert_no_penalty("auction-hearts", revoking_deal("auction-hearts", 5, {}), "auction-hearts.revoke")


def test_california_jack_exposure_carries_no_penalty():
    """california-jack.exposure: the standard rules say nothing about exposed cards; no penalty."""
    assert_no_penalty("california-jack", revoking_deal("california-jack", 7, {}, players=2), "california-jack.exposure")


def test_auction_forty_fives_i_exposure_carries_no_penalty_even_after_two_tricks():
    """auction-forty-fives.i-exposure: no dead hand, even where Forty-Five's would apply (after two tricks)."""
    assert_no_penalty(
        "auction-forty-fives", revoking_deal("auction-forty-fives", 9, {}), "auction-forty-fives.i-exposure", trick=3
    )


def test_forty_five_i_early_exposure_before_any_player_has_won_two_tricks_carries_no_penalty():
    record = revoking_deal("forty-five", 4, {}, players=2)
    assert_no_penalty("forty-five", record, "forty-five.i-early-exposure", trick=1)


def forty_five_expected(answer: dict, seat: int, trick: int) -> list[int]:
    """forty-five.i-exposure-in-result restated for two players, standard scoring: the offender's tricks from the
    exposure's trick on count for no one; a seat with 3 tricks scores 5, with all 5, 10."""
    won = [0, 0]
    for index, each in enumerate(answer["as_played"]["tricks"]):
        if not (each["winner"] == seat and index >= trick):
            won[each["winner"]] += 1
    return [10 if count == 5 else 5 if count >= 3 else 0 for count in won]


@pytest.mark.parametrize("seed", range(12))
def test_forty_five_exposure_after_two_tricks_makes_the_hand_dead_and_i_exposure_in_result_voids_its_later_tricks(
    seed,
):
    """forty-five.exposure: after a player has won two tricks (three tricks played between two players: one has),
    the offender's hand is dead; forty-five.i-exposure-in-result: its tricks from then on count for no one."""
    record = revoking_deal("forty-five", seed, {}, players=2)
    plain = referee.result("forty-five", record)
    seat, trick = seed % 2, 3
    card = card_of("forty-five", record, trick, seat)
    answer = exposed("forty-five", record, exposure(seat, card, trick))
    [found] = exposures_of(answer)
    assert found["rule"] == "forty-five.exposure"
    fixed = found["rectification"]
    assert fixed["rule"] == "forty-five.i-exposure-in-result"
    void = [index for index in (3, 4) if plain["as_played"]["tricks"][index]["winner"] == seat]
    assert fixed["effect"] == {"dead_hand": seat, "from_trick": 3, "tricks_void": void}
    assert answer["settled"] is True
    assert answer["score"]["points"] == forty_five_expected(plain, seat, trick)
    assert answer["score"]["rule"] == answer["rule"] == "forty-five.i-exposure-in-result"
    assert answer["as_played"] == plain["as_played"]  # the cards as they fell, nothing put right there


def test_forty_five_i_exposure_in_result_a_dead_hand_that_won_a_later_trick_loses_it_from_the_score():
    """forty-five.i-exposure-in-result, a seed where the dead hand won after its exposure: the score changes."""
    for seed in range(40):
        record = revoking_deal("forty-five", seed, {}, players=2)
        plain = referee.result("forty-five", record)
        tricks = plain["as_played"]["tricks"]
        winner = tricks[4]["winner"]
        if sum(each["winner"] == winner for each in tricks) == 3:
            break
    card = card_of("forty-five", record, 3, winner)
    answer = exposed("forty-five", record, exposure(winner, card, 3))
    assert plain["score"]["points"][winner] == 5
    assert answer["score"]["points"][winner] == 0
    assert "counts for no one" in answer["explanation"] or "count for no one" in answer["explanation"]


def test_forty_five_exposure_and_a_revoke_of_the_same_hand_are_each_put_right():
    """forty-five.i-revoke-found and forty-five.i-exposure-in-result together: the revoking side scores nothing,
    whatever the dead hand's tricks."""
    record = revoking_deal("forty-five", 3, {1: 0}, players=2)
    plain = referee.result("forty-five", record)
    [revoke] = revokes_of(plain)
    card = card_of("forty-five", record, 3, 1)
    answer = exposed("forty-five", record, exposure(1, card, 3))
    assert [each["type"] for each in answer["irregularities"]] == ["revoke", "exposure"]
    assert answer["score"]["points"][0] == 0
    assert answer["score"]["rule"] == "forty-five.i-revoke-found"


def test_exposures_are_listed_in_the_order_they_happened_among_the_irregular_plays():
    record = revoking_deal("hearts", 3, {2: 1})
    [revoke] = revokes_of(referee.result("hearts", record))
    early, late = card_of("hearts", record, 0, 3), card_of("hearts", record, 12, 0)
    answer = exposed("hearts", record, exposure(0, late, 12), exposure(3, early, 0))
    assert [(each["type"], each["trick"]) for each in answer["irregularities"]] == [
        ("exposure", 0),
        ("revoke", revoke["trick"]),
        ("exposure", 12),
    ]
    assert [each["index"] for each in exposures_of(answer)] == [1, 0]  # each fact's place in ``reported``


@pytest.mark.parametrize(
    ("fact", "where"),
    [
        (exposure(4, "2C", 0), "/reported/0/seat"),  # a 4-player table has seats 0 to 3
        (exposure(0, "2C", 13), "/reported/0/trick"),  # the deal has 13 tricks, 0 to 12
        ({**exposure(0, "2C", 0), "type": "claim"}, "/reported/0/type"),
        ({**exposure(0, "2C", 0), "card": "1X"}, "/reported/0/card"),
        ({**exposure(0, "2C", 0), "seat": -1}, "/reported/0/seat"),
        ({"type": "exposure", "seat": 0, "trick": 0}, "/reported/0/card"),
    ],
)
def test_a_report_the_deal_cannot_hold_is_refused_naming_its_field(fact, where):
    record = revoking_deal("hearts", 11, {})
    with pytest.raises(InvalidRecord) as refused:
        exposed("hearts", record, fact)
    assert [pointer for pointer, _ in refused.value.errors] == [where]


def test_a_card_the_seat_no_longer_held_at_that_trick_is_refused():
    record = revoking_deal("hearts", 11, {})
    gone = card_of("hearts", record, 0, 2)  # played to the first trick, so not held during the second
    with pytest.raises(InvalidRecord) as refused:
        exposed("hearts", record, exposure(2, gone, 1))
    [(where, message)] = refused.value.errors
    assert where == "/reported/0/card"
    assert f"seat 2 did not hold {gone}" in message
    assert exposed("hearts", record, exposure(2, gone, 0))["settled"] is True


def test_the_endpoint_refuses_a_bad_report_with_a_422_naming_the_field(client):
    record = revoking_deal("hearts", 11, {})
    response = client.post("/v1/games/hearts/result", json={**record, "reported": [exposure(0, "ZZ", 0)]})
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    assert [error["pointer"] for error in response.get_json()["errors"]] == ["/reported/0/card"]
