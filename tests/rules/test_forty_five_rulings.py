"""rulings/misdeal, rulings/dead-hand, rulings/revoke."""

import pytest

import referee
from referee import InvalidRecord


def ruling(path, **body):
    return referee.run("forty-five", f"rulings/{path}", body)


@pytest.mark.parametrize(
    "extra, grounds",
    [
        pytest.param({"cards_dealt": [5, 5, 6, 5]}, ["forty-five.misdeal.count"], id="forty-five.misdeal.count"),
        pytest.param({"dealer_exposed_card": True}, ["forty-five.misdeal.exposed"], id="forty-five.misdeal.exposed"),
        pytest.param(
            {"pack_uncut": True, "new_deal_demanded_before_completion": True},
            ["forty-five.misdeal.uncut"],
            id="forty-five.misdeal.uncut",
        ),
        pytest.param({"dealer_counted_cards": True}, ["forty-five.misdeal.counted"], id="forty-five.misdeal.counted"),
        pytest.param(
            {"cards_dealt": [4, 5, 5, 5], "dealer_counted_cards": True},
            ["forty-five.misdeal.count", "forty-five.misdeal.counted"],
            id="forty-five.misdeal-two-grounds",
        ),
    ],
)
def test_forty_five_misdeal_grounds_pass_the_deal_left(extra, grounds):
    answer = ruling("misdeal", players=4, dealer=3, **extra)
    assert answer["misdeal"] and answer["grounds"] == grounds and answer["next_dealer"] == 0
    assert answer["rule"] == "forty-five.misdeal" and answer["basis"] == "rule"


def test_forty_five_misdeal_uncut_pack_without_demand_is_no_misdeal():
    answer = ruling("misdeal", players=4, dealer=1, pack_uncut=True, cards_dealt=[5, 5, 5, 5])
    assert not answer["misdeal"] and answer["grounds"] == [] and answer["next_dealer"] == 1
    assert "demanded" in answer["explanation"]


def test_forty_five_dead_hand_from_sizes_and_hands():
    answer = ruling("dead-hand", players=4, hand_sizes=[5, 4, 5, 6])
    assert answer["dead"] == [1, 3] and answer["wins_pot"] is None and answer["rule"] == "forty-five.dead-hand"
    answer = ruling("dead-hand", players=2, hands=[["AH", "KS", "2C", "3C"], ["5D", "6D", "7D", "8D", "9D"]])
    assert answer["dead"] == [0]


def test_forty_five_dead_hand_judges_the_sizes_held_now():
    """forty-five.dead-hand: hand_sizes are what each seat holds now, so a regular hand holds 5 less the
    tricks complete (the sum of tricks_won); four 4-card hands after one trick are all regular."""
    answer = ruling("dead-hand", players=4, hand_sizes=[4, 4, 4, 4], tricks_won=[1, 0, 0, 0])
    assert answer["dead"] == [] and answer["wins_pot"] is None and answer["expected_size"] == 4
    assert answer["explanation"] == (
        "With 1 trick complete a regular hand holds 4 cards, and every hand does, so no hand is dead."
    )
    answer = ruling("dead-hand", players=4, hand_sizes=[4, 5, 4, 4], tricks_won=[1, 0, 0, 0])
    assert answer["dead"] == [1] and answer["rule"] == "forty-five.dead-hand"
    assert answer["explanation"].endswith("but seat 1 holds 5, so that hand is dead: the others play on.")
    answer = ruling("dead-hand", players=2, hands=[["AH", "KS"], ["5D", "6D"]], tricks_won=[2, 1])
    assert answer["dead"] == [] and answer["expected_size"] == 2


def test_forty_five_i_dead_hand_found_a_ruling_with_fewer_than_two_live_hands():
    """forty-five.i-dead-hand-found: "the others play on" needs others; with fewer than two live hands play stops."""
    answer = ruling("dead-hand", players=3, hand_sizes=[5, 5, 4], tricks_won=[1, 0, 0])
    assert answer["dead"] == [0, 1] and answer["rule"] == "forty-five.i-dead-hand-found"
    assert "the others play on" not in answer["explanation"]
    assert "fewer than two live hands remain, so play stops" in answer["explanation"]


def test_forty_five_dead_hand_after_the_fifth_trick_ends_nothing_more():
    answer = ruling("dead-hand", players=2, hand_sizes=[0, 1], tricks_won=[2, 3])
    assert answer["dead"] == [1] and answer["wins_pot"] == 1
    answer = ruling("dead-hand", players=3, hand_sizes=[0, 1, 0], tricks_won=[2, 1, 2])
    assert answer["dead"] == [1] and answer["wins_pot"] is None and answer["rule"] == "forty-five.dead-hand"
    assert answer["explanation"].endswith("so that hand is dead: the hand is over, and the tricks taken stand.")


def test_forty_five_dead_hand_wins_the_pot_with_three_tricks():
    """forty-five.dead-hand, forty-five.i-pot: judged against 5 - sum(tricks_won), here 1 card after 4 tricks."""
    answer = ruling("dead-hand", players=4, hand_sizes=[1, 2, 1, 1], tricks_won=[0, 3, 1, 0])
    assert answer["dead"] == [1] and answer["wins_pot"] == 1 and "pot" in answer["explanation"]
    answer = ruling("dead-hand", players=4, hand_sizes=[5, 6, 5, 5], tricks_won=[0, 3, 1, 0])
    assert answer["dead"] == [0, 1, 2, 3] and answer["wins_pot"] == 1


def test_no_dead_hand():
    answer = ruling("dead-hand", players=3, hand_sizes=[5, 5, 5])
    assert answer["dead"] == [] and answer["wins_pot"] is None


@pytest.mark.parametrize(
    "body, where",
    [
        ({"players": 4}, ""),
        ({"players": 4, "hand_sizes": [5, 5, 5, 5], "hands": [[], [], [], []]}, ""),
        ({"players": 4, "hand_sizes": [5, 5, 5]}, "/hand_sizes"),
        ({"players": 2, "hands": [["AH"], ["ah"]]}, "/hands/1/0"),
        ({"players": 2, "hand_sizes": [5, 5], "tricks_won": [3, 3]}, "/tricks_won"),
    ],
)
def test_impossible_dead_hand_requests(body, where):
    with pytest.raises(InvalidRecord) as error:
        ruling("dead-hand", **body)
    assert where in [pointer for pointer, _ in error.value.errors]


def test_forty_five_exposure_after_two_tricks_kills_the_hand():
    answer = ruling("revoke", players=4, offender=2, kind="exposure", tricks_won=[0, 2, 0, 1])
    assert answer == {
        "penalty": "dead-hand",
        "receives_cards": False,
        "must_still_pay": True,
        "rule": "forty-five.exposure",
        "basis": "rule",
        "explanation": answer["explanation"],
    }


def test_forty_five_i_early_exposure_no_penalty():
    answer = ruling("revoke", players=4, offender=2, kind="exposure", tricks_won=[1, 1, 0, 0])
    assert answer["penalty"] == "none" and answer["receives_cards"] and answer["basis"] == "interpretation"
    assert answer["rule"] == "forty-five.i-early-exposure"


def test_forty_five_i_revoke_failure_to_follow_is_rejected():
    answer = ruling("revoke", players=4, offender=1, kind="failure-to-follow")
    assert answer["penalty"] == "play-rejected" and answer["rule"] == "forty-five.i-revoke"


def test_exposure_needs_tricks_won():
    with pytest.raises(InvalidRecord) as error:
        ruling("revoke", players=4, offender=1, kind="exposure")
    assert error.value.errors[0][0] == "/tricks_won"
    with pytest.raises(InvalidRecord) as error:
        ruling("revoke", players=4, offender=4, kind="failure-to-follow")
    assert error.value.errors[0][0] == "/offender"
