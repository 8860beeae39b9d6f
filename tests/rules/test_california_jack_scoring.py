"""High, Low, Jack and Game from captured cards; the win at 10."""

import pytest
from california_jack_support import plain_total
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.cards import FULL_PACK, SUITS

GAME = "california-jack"


def score(trump, first, second):
    return referee.run(GAME, "score", {"trump": trump, "captured": [first, second]})


@pytest.mark.parametrize(
    "trump, pile, entry",
    [
        pytest.param("H", ["AH"], {"high": 1, "low": 0, "jack": 0, "game": 4}, id="california-jack.score-high"),
        pytest.param("H", ["2H"], {"high": 0, "low": 1, "jack": 0, "game": 0}, id="california-jack.score-low"),
        pytest.param("H", ["JH"], {"high": 0, "low": 0, "jack": 1, "game": 1}, id="california-jack.score-jack"),
        pytest.param(
            "S",
            ["AH", "2H", "JH"],
            {"high": 0, "low": 0, "jack": 0, "game": 5},
            id="california-jack.score-honours-only-in-trump",
        ),
        pytest.param(
            "C",
            ["TD", "AD", "KD", "QD", "JD", "9D", "2S"],
            {"high": 0, "low": 0, "jack": 0, "game": 20},
            id="california-jack.score-game-points",
        ),
    ],
)
def test_breakdown(trump, pile, entry):
    answer = score(trump, pile, [])
    assert answer["breakdown"][0] == entry
    assert answer["totals"][0] == sum(entry.values())
    assert answer["breakdown"][1] == {"high": 0, "low": 0, "jack": 0, "game": 0}


def test_california_jack_score_the_whole_pack_holds_83_points():
    for trump in SUITS:
        answer = score(trump, list(FULL_PACK), [])
        assert answer["totals"] == [83, 0]
        assert answer["breakdown"][0] == {"high": 1, "low": 1, "jack": 1, "game": 80}


def test_california_jack_score_nobody_at_ten():
    answer = score("H", ["9S", "2H"], ["AH", "KH"])
    assert answer["totals"] == [1, 8]
    assert answer["winner"] is None and answer["game_over"] is False
    assert answer["rule"] == "california-jack.score" and answer["basis"] == "rule"
    assert answer["explanation"] == (
        "Hearts are trump: seat 0 has 1 (Low (2H) and Game 0); seat 1 has 8 (High (AH) and Game 7). Nobody has 10 yet."
    )


def test_california_jack_win_at_exactly_ten():
    answer = score("D", ["KS", "QS", "AS", "3C"], ["JD", "2D"])
    assert answer["totals"] == [9, 3] and answer["winner"] is None
    answer = score("D", ["KS", "QS", "AS", "JD"], ["2D"])
    assert answer["totals"] == [11, 1] and answer["winner"] == 0 and answer["game_over"] is True
    assert answer["rule"] == "california-jack.win" and answer["basis"] == "rule"
    answer = score("D", ["2D"], ["KS", "QS", "AS", "JC"])
    assert answer["totals"] == [1, 10] and answer["winner"] == 1


def test_california_jack_i_both_ten_names_no_winner():
    answer = score("H", ["TS"], ["TC"])
    assert answer["totals"] == [10, 10] and answer["winner"] is None and answer["game_over"] is True
    assert answer["rule"] == "california-jack.i-both-ten" and answer["basis"] == "interpretation"


@settings(max_examples=100)
@given(cards=st.permutations(FULL_PACK), cut=st.integers(0, 52), split=st.integers(0, 52), trump=st.sampled_from(SUITS))
def test_score_agrees_with_a_plain_count(cards, cut, split, trump):
    taken = cards[:cut]
    first, second = taken[:split], taken[split:]
    answer = score(trump, first, second)
    assert answer["totals"] == [plain_total(first, trump), plain_total(second, trump)]
    assert sum(plain_total(pile, trump) for pile in (first, second)) <= 83
