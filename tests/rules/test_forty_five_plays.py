"""Forty-Five's play in the replay's loop (play.FortyFivePlays): the turn, the lead's duty and the best card so far
kept between plays, and read again from the position whenever something other than a play changes it."""

import copy

import pytest
from forty_five_deals import HANDS

import referee
from referee.engine.replay import replay
from referee.games.forty_five import play
from referee.games.forty_five.play import RULES


def record(actions: list, turned: str) -> dict:
    return {"players": 4, "dealer": 3, "hands": copy.deepcopy(HANDS), "turned": turned, "actions": actions}


def plays(*cards) -> list:
    return [{"type": "play", "seat": seat, "card": card} for seat, card in cards]


def test_forty_five_play_winner_the_replay_keeps_the_turn_and_the_trick_winner_between_plays(monkeypatch):
    if not play.__file__.endswith(".py"):
        pytest.skip("the compiled build calls these as C functions, which no patch reaches")
    asked = {"seat_to_act": 0, "winning_seat": 0}
    for name in asked:
        original = getattr(play, name)

        def counted(*args, name=name, original=original):
            asked[name] += 1
            return original(*args)

        monkeypatch.setattr(play, name, counted)
    tricks = [
        [(0, "9D"), (1, "8D"), (2, "6D"), (3, "3D")],
        [(0, "AD"), (1, "QS"), (2, "7C"), (3, "2S")],
        [(0, "KS"), (1, "4C"), (2, "AS"), (3, "9C")],
        [(0, "3H"), (1, "TH"), (2, "JH"), (3, "QH")],
        [(3, "AH"), (0, "2C"), (1, "5D"), (2, "JD")],
    ]
    position, violation = replay(RULES, record([{"type": "announce", "seat": 0}, *plays(*sum(tricks, []))], "7D"))
    assert violation is None and len(position.tricks) == 5 and position.over
    # Only the replay's finish asks the turn; no trick's winner is worked out again from its plays.
    assert asked == {"seat_to_act": 1, "winning_seat": 0}


def test_forty_five_rob_announce_an_ace_forfeited_mid_trick_is_the_lowest_trump_for_that_trick():
    # Spades are trump and seat 2 holds AS unannounced: playing it to KS led demotes it below KS, so KS wins.
    trick = plays((0, "KS"), (1, "QS"), (2, "AS"), (3, "2S"))
    answer = referee.adjudicate("forty-five", record(trick, "7S"))
    assert answer["valid"] and answer["ace_demoted"]
    assert answer["tricks"][0]["winner"] == 0 and answer["tricks"][0]["card"] == "KS"
    assert [note["rule"] for note in answer["irregularities"]] == ["forty-five.rob.announce"]


def test_forty_five_i_demoted_ace_an_ace_forfeited_mid_trick_loses_its_privilege_for_that_trick():
    # Hearts are trump and AH is seat 3's only trump, unannounced: to 3H led it would be privileged, but playing 9C
    # demotes it first, so it must answer the trump lead.
    deal = record(plays((0, "3H"), (1, "TH"), (2, "JH"), (3, "9C")), "5H")
    deal["hands"][3] = ["AH", "2S", "9C", "QC", "3D"]
    answer = referee.adjudicate("forty-five", deal)
    assert not answer["valid"] and answer["ace_demoted"]
    assert (answer["violation"]["rule"], answer["violation"]["card"]) == ("forty-five.i-demoted-ace", "9C")
