"""Both scoring systems, sides, scores_before and the game at 45."""

import pytest

import referee
from referee import InvalidRecord


def score(**body):
    return referee.run("forty-five", "score", body)


@pytest.mark.parametrize(
    "tricks, points, rule",
    [
        pytest.param([2, 1, 1, 1], [5, 0], "forty-five.score.standard", id="forty-five.score.standard-three"),
        pytest.param([2, 1, 2, 0], [5, 0], "forty-five.score.standard", id="forty-five.score.standard-four"),
        pytest.param([3, 0, 2, 0], [10, 0], "forty-five.score.standard", id="forty-five.score.standard-five"),
        pytest.param([0, 2, 0, 1], [0, 5], "forty-five.score.standard", id="forty-five.score.standard-other-side"),
    ],
)
def test_standard_partnership(tricks, points, rule):
    answer = score(players=4, tricks=tricks)
    assert answer["sides"] == [[0, 2], [1, 3]] and answer["points"] == points and answer["rule"] == rule


@pytest.mark.parametrize(
    "tricks, points",
    [
        pytest.param([2, 1, 1, 1], [5, 0], id="forty-five.score.differential-3-2"),
        pytest.param([2, 1, 2, 0], [15, 0], id="forty-five.score.differential-4-1"),
        pytest.param([3, 0, 2, 0], [25, 0], id="forty-five.score.differential-5-0"),
    ],
)
def test_differential(tricks, points):
    answer = score(players=4, tricks=tricks, scoring="differential")
    assert answer["points"] == points and answer["rule"] == "forty-five.score.differential"


def test_forty_five_i_players_default_sides():
    assert score(players=6, tricks=[1, 1, 1, 1, 1, 0])["sides"] == [[0, 2, 4], [1, 3, 5]]
    assert score(players=3, tricks=[3, 1, 1])["sides"] == [[0], [1], [2]]
    assert score(players=3, tricks=[3, 1, 1], sides=[[0, 1], [2]])["tricks_by_side"] == [4, 1]


def test_forty_five_i_no_majority_standard_spoilt_hand():
    answer = score(players=3, tricks=[2, 2, 1])
    assert answer["points"] == [0, 0, 0] and answer["rule"] == "forty-five.i-no-majority"


def test_forty_five_i_no_majority_differential_tie_for_most():
    answer = score(players=5, tricks=[2, 2, 1, 0, 0], scoring="differential")
    assert answer["points"] == [0] * 5 and answer["rule"] == "forty-five.i-no-majority"


@pytest.mark.parametrize(
    "body",
    [
        {"players": 3, "tricks": [1, 0, 1]},
        {"players": 4, "tricks": [1, 0, 0, 0]},
        {"players": 4, "tricks": [1, 1, 0, 0], "scoring": "differential"},
        {"players": 5, "tricks": [1, 1, 0, 0, 0], "scoring": "differential"},
    ],
)
def test_forty_five_score_standard_a_hand_in_progress_is_not_said_to_score_nothing(body):
    """forty-five.score.standard / .differential: fewer than 5 tricks is a hand still in progress, so the answer
    says nobody has scored yet, never that nobody scores (and never that the hand is spoilt)."""
    answer = score(**body)
    assert answer["rule"] != "forty-five.i-no-majority"
    assert "nobody scores" not in answer["explanation"] and "nobody has scored yet" in answer["explanation"]


def test_differential_with_many_sides_counts_from_the_fewest():
    answer = score(players=3, tricks=[3, 2, 0], scoring="differential")
    assert answer["points"] == [15, 0, 0]


def test_forty_five_score_game_at_45_differential():
    answer = score(players=2, tricks=[4, 1], scoring="differential", scores_before=[30, 40])
    assert answer["totals"] == [45, 40] and answer["game_over"] and answer["winner"] == 0
    assert answer["rule"] == "forty-five.score.game"


def test_forty_five_i_game_both_systems_standard_reaches_45():
    answer = score(players=4, tricks=[1, 2, 1, 1], scores_before=[40, 40])
    assert answer["totals"] == [40, 45] and answer["winner"] == 1 and answer["rule"] == "forty-five.i-game-both-systems"


def test_no_game_below_45():
    answer = score(players=4, tricks=[1, 2, 1, 1], scores_before=[40, 35])
    assert answer["totals"] == [40, 40] and not answer["game_over"] and answer["winner"] is None


@pytest.mark.parametrize(
    "body, where",
    [
        ({"players": 4, "tricks": [2, 1, 1]}, "/tricks"),
        ({"players": 4, "tricks": [2, 2, 1, 1]}, "/tricks"),
        ({"players": 4, "tricks": [2, 1, 1, 1], "sides": [[0, 1], [1, 2, 3]]}, "/sides/1/0"),
        ({"players": 4, "tricks": [2, 1, 1, 1], "sides": [[0, 1], [2]]}, "/sides"),
        ({"players": 4, "tricks": [2, 1, 1, 1], "sides": [[0, 1], [2, 7]]}, "/sides/1/1"),
        ({"players": 4, "tricks": [2, 1, 1, 1], "scores_before": [1, 2, 3]}, "/scores_before"),
        ({"players": 4, "tricks": [2, 1, 1, 1], "scores_before": [45, 0]}, "/scores_before/0"),
    ],
)
def test_impossible_score_requests_point_at_the_field(body, where):
    with pytest.raises(InvalidRecord) as error:
        score(**body)
    assert where in [pointer for pointer, _ in error.value.errors]
