"""Hearts points and settlement."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.rulings import InvalidRecord


def test_hearts_score_one_point_per_heart():
    answer = referee.run("hearts", "score", {"players": 4, "captured": [["2H", "AS"], ["KH", "QH", "2C"], [], []]})
    assert answer["points"] == [1, 2, 0, 0] and answer["rule"] == "hearts.score" and answer["in_play"] == 13
    assert "seat 1 took 2 (KH, QH)" in answer["explanation"]


def test_hearts_score_rejects_captured_cards_in_two_places():
    with pytest.raises(InvalidRecord) as error:
        referee.run("hearts", "score", {"players": 3, "captured": [["2H"], ["2H"], []]})
    assert error.value.errors[0][0] == "/captured/1/0"


def test_hearts_score_needs_one_list_per_seat():
    with pytest.raises(InvalidRecord) as error:
        referee.run("hearts", "score", {"players": 3, "captured": [["2H"], []]})
    assert error.value.errors == [("/captured", "must hold one entry per seat: 3 players, not 2")]


def test_hearts_settle_the_example_5_3_0_5():
    answer = referee.run("hearts", "settle", {"totals": [5, 3, 0, 5]})
    assert answer["average"] == "13/4" and answer["average_value"] == 3.25 and answer["rule"] == "hearts.settle"
    assert [(e["pays"], e["collects"]) for e in answer["entries"]] == [
        ("7/4", "0"),
        ("0", "1/4"),
        ("0", "13/4"),
        ("7/4", "0"),
    ]
    assert answer["pot"] == "7/2"


def test_hearts_i_exact_amounts_are_fractions_not_rounded():
    answer = referee.run("hearts", "settle", {"totals": [26, 0, 0]})
    assert answer["average"] == "26/3" and answer["entries"][0]["pays"] == "52/3"
    assert answer["entries"][1]["collects"] == "26/3" and answer["entries"][1]["collects_value"] == pytest.approx(
        26 / 3
    )


def test_hearts_settle_all_equal_nobody_pays():
    answer = referee.run("hearts", "settle", {"totals": [4, 4, 4]})
    assert answer["pot"] == "0" and "nobody pays" in answer["explanation"]


@pytest.mark.parametrize("players", [1, 2, 7, 10])
def test_hearts_settle_takes_3_to_6_players_only(client, players):
    """hearts.strip: 3 to 6 play, so a settlement of any other number of totals describes no game."""
    with pytest.raises(InvalidRecord) as error:
        referee.run("hearts", "settle", {"totals": [1] * players})
    assert [pointer for pointer, _ in error.value.errors] == ["/totals"]
    response = client.post("/v1/games/hearts/settle", json={"totals": [1] * players})
    assert response.status_code == 422 and response.get_json()["errors"][0]["pointer"] == "/totals"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_hearts_settle_every_table_size(players):
    answer = referee.run("hearts", "settle", {"totals": list(range(players))})
    assert len(answer["entries"]) == players and answer["rule"] == "hearts.settle"


def test_hearts_settle_engine_refuses_a_table_the_schema_would_refuse():
    from referee.games.hearts import scoring
    from referee.games.hearts.rules import HEARTS

    with pytest.raises(InvalidRecord) as error:
        scoring.settle({"totals": [3, 4]}, HEARTS)
    assert error.value.errors == [
        ("/totals", "must hold one total per player: Hearts is played by 3 to 6 (hearts.strip), not 2")
    ]


@settings(max_examples=60)
@given(st.lists(st.integers(0, 1_000_000), min_size=3, max_size=6))
def test_hearts_settle_payments_always_equal_collections(totals):
    answer = referee.run("hearts", "settle", {"totals": totals})
    paid = sum(Fraction(e["pays"]) for e in answer["entries"])
    collected = sum(Fraction(e["collects"]) for e in answer["entries"])
    assert paid == collected == Fraction(answer["pot"])
    assert Fraction(answer["average"]) == Fraction(sum(totals), len(totals))
    assert all(Fraction(e["pays"]) == 0 or Fraction(e["collects"]) == 0 for e in answer["entries"])
