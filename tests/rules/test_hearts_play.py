"""Hearts play: the stripped packs, legality, the trick winner and the replay of a deal."""

import random

import pytest
from hearts_deals import deal, may_play, play_deal
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.games.hearts.rules import CARDS_EACH, PACKS, SUIT_COUNTS
from referee.rulings import InvalidRecord


def test_hearts_strip_every_table_size_has_equal_hands_of_the_whole_pack():
    assert {players: len(pack) for players, pack in PACKS.items()} == {3: 51, 4: 52, 5: 50, 6: 48}
    assert CARDS_EACH == {3: 17, 4: 13, 5: 10, 6: 8}
    assert "2C" not in PACKS[3] and not {"2C", "2D"} & PACKS[5] and not {"2C", "3C", "2D", "2S"} & PACKS[6]
    assert all(SUIT_COUNTS[players]["H"] == 13 for players in PACKS)


@pytest.mark.parametrize("players, card", [(3, "2C"), (5, "2D"), (6, "3C"), (6, "2S")])
def test_hearts_strip_a_stripped_card_is_a_422(players, card):
    with pytest.raises(InvalidRecord) as error:
        referee.run("hearts", "legal-moves", {"players": players, "hand": ["AS", card]})
    assert error.value.errors == [
        (
            "/hand/1",
            f"{card} is not in the {players}-player pack (without "
            + ", ".join({3: ["2C"], 5: ["2C", "2D"], 6: ["2C", "3C", "2D", "2S"]}[players])
            + ")",
        )
    ]


def test_hearts_play_follow_must_follow_suit_when_able():
    answer = referee.run(
        "hearts", "legal-moves", {"hand": ["AS", "4D", "KD", "2H"], "trick": [{"seat": 1, "card": "7D"}]}
    )
    assert answer["legal"] == ["4D", "KD"] and answer["rule"] == "hearts.play.follow" and answer["basis"] == "rule"
    assert "7D" in answer["explanation"] and "4D, KD" in answer["explanation"]


def test_hearts_play_follow_void_may_play_any_card():
    answer = referee.run("hearts", "legal-moves", {"hand": ["AS", "2H"], "trick": [{"seat": 1, "card": "7D"}]})
    assert answer["legal"] == ["AS", "2H"] and "no diamonds" in answer["explanation"]


def test_hearts_i_any_lead_hearts_may_be_led_at_once():
    answer = referee.run("hearts", "check-move", {"hand": ["AS", "2H"], "card": "2H"})
    assert answer["legal"] is True and answer["rule"] == "hearts.i-any-lead" and answer["basis"] == "interpretation"


def test_hearts_play_follow_check_move_explains_why_not():
    answer = referee.run(
        "hearts", "check-move", {"hand": ["AS", "4D"], "trick": [{"seat": 1, "card": "7D"}], "card": "AS"}
    )
    assert answer["legal"] is False and answer["rule"] == "hearts.play.follow"
    assert "AS is not a diamond" in answer["explanation"]


def test_hearts_i_not_held_check_move():
    answer = referee.run("hearts", "check-move", {"hand": ["AS"], "card": "KS"})
    assert answer == {
        "legal": False,
        "rule": "hearts.i-not-held",
        "basis": "interpretation",
        "explanation": "You do not hold KS: your hand is AS.",
    }


def test_hearts_i_out_of_turn_snapshot():
    body = {"players": 4, "seat": 3, "hand": ["AS"], "trick": [{"seat": 1, "card": "7D"}]}
    assert referee.run("hearts", "legal-moves", body)["legal"] == []
    answer = referee.run("hearts", "check-move", {**body, "card": "AS"})
    assert answer["legal"] is False and answer["rule"] == "hearts.i-out-of-turn"
    assert "seat 2 plays next" in answer["explanation"]


def test_hearts_i_game_over_empty_hand_has_no_legal_card():
    answer = referee.run("hearts", "legal-moves", {"hand": []})
    assert answer["legal"] == [] and answer["rule"] == "hearts.i-game-over"


@pytest.mark.parametrize(
    "plays, winner, card",
    [
        ([("7D", 0), ("AH", 1), ("3D", 2), ("KD", 3)], 3, "KD"),
        ([("7D", 2), ("AS", 0), ("AH", 1)], 2, "7D"),
        ([("2C", 4), ("3C", 5), ("AC", 0), ("KC", 1), ("AS", 2), ("QC", 3)], 0, "AC"),
    ],
)
def test_hearts_play_follow_highest_of_suit_led_wins_no_trumps(plays, winner, card):
    body = {"plays": [{"seat": seat, "card": c} for c, seat in plays]}
    answer = referee.run("hearts", "trick-winner", body)
    assert (answer["winner"], answer["card"], answer["rule"]) == (winner, card, "hearts.play.follow")


def test_hearts_trick_winner_checks_the_table_when_players_given():
    with pytest.raises(InvalidRecord) as error:
        referee.run(
            "hearts",
            "trick-winner",
            {"players": 4, "plays": [{"seat": 0, "card": "AS"}, {"seat": 1, "card": "KS"}, {"seat": 2, "card": "QS"}]},
        )
    assert error.value.errors[0][0] == "/plays"
    with pytest.raises(InvalidRecord) as error:
        referee.run(
            "hearts",
            "trick-winner",
            {"players": 3, "plays": [{"seat": 0, "card": "AS"}, {"seat": 2, "card": "KS"}, {"seat": 1, "card": "QS"}]},
        )
    assert error.value.errors[0][0] == "/plays/1/seat"


SMALL_HANDS = [["AS", "2H"], ["KS", "3H"], ["QS", "4H"], ["JS", "5D"]]


def record(plays, dealer=3, hands=SMALL_HANDS, players=4):
    return {
        "players": players,
        "dealer": dealer,
        "hands": hands,
        "plays": [{"seat": seat, "card": card} for seat, card in plays],
    }


def test_hearts_play_lead_dealer_left_leads_first():
    answer = referee.adjudicate("hearts", record([(1, "KS")]))
    assert answer["valid"] is False
    assert answer["violation"]["rule"] == "hearts.i-out-of-turn" and answer["violation"]["index"] == 0
    assert "seat 0, the dealer's left, makes the opening lead" in answer["violation"]["explanation"]


def test_hearts_i_next_lead_trick_winner_leads_next():
    plays = [(0, "2H"), (1, "3H"), (2, "4H"), (3, "5D"), (0, "AS")]
    answer = referee.adjudicate("hearts", record(plays))
    assert answer["violation"]["rule"] == "hearts.i-out-of-turn" and answer["violation"]["index"] == 4
    assert "seat 2 won the last trick and leads" in answer["violation"]["explanation"]
    assert answer["tricks"][0]["winner"] == 2 and answer["tricks"][0]["card"] == "4H"


def test_hearts_i_not_held_in_a_record():
    answer = referee.adjudicate("hearts", record([(0, "KS")]))
    assert answer["violation"] == {
        "index": 0,
        "seat": 0,
        "card": "KS",
        "rule": "hearts.i-not-held",
        "basis": "interpretation",
        "explanation": "Seat 0: You do not hold KS: your hand is AS, 2H.",
    }


def test_hearts_i_game_over_a_play_after_the_last_trick():
    plays = [(0, "AS"), (1, "KS"), (2, "QS"), (3, "JS"), (0, "2H"), (1, "3H"), (2, "4H"), (3, "5D"), (2, "4H")]
    answer = referee.adjudicate("hearts", record(plays))
    assert answer["violation"]["rule"] == "hearts.i-game-over" and answer["violation"]["index"] == 8
    assert answer["score"]["points"] == [0, 0, 3, 0] and len(answer["tricks"]) == 2


def test_hearts_i_game_over_a_53rd_play_after_a_whole_deal():
    rng = random.Random(7)
    hands = deal(4, rng)
    plays, _, _ = play_deal(hands, 0, rng)
    answer = referee.adjudicate("hearts", {"players": 4, "dealer": 0, "hands": hands, "plays": plays + [plays[0]]})
    assert answer["violation"]["index"] == 52 and answer["violation"]["rule"] == "hearts.i-game-over"
    assert len(answer["tricks"]) == 13 and sum(answer["score"]["points"]) == 13


def test_hearts_play_follow_revoke_in_a_record_stops_the_replay():
    answer = referee.adjudicate("hearts", record([(0, "AS"), (1, "3H")]))
    assert answer["violation"]["rule"] == "hearts.play.follow" and answer["violation"]["index"] == 1
    assert answer["tricks"] == [{"leader": 0, "plays": [{"seat": 0, "card": "AS"}], "winner": None, "card": None}]


def test_hearts_misdeal_short_hands_are_a_finding_not_an_error():
    answer = referee.adjudicate("hearts", record([]))
    assert answer["valid"] is True and answer["irregularities"][0]["rule"] == "hearts.misdeal"
    assert answer["irregularities"][0]["basis"] == "not-covered" and answer["irregularities"][0]["seats"] == [
        0,
        1,
        2,
        3,
    ]


def test_hearts_misdeal_a_deal_is_complete_only_when_every_hand_is_empty():
    """hearts.misdeal: after a misdeal one hand can run out while others still hold cards; that deal is not
    complete, and the answer does not say it is."""
    hands = [["AS", "2H", "9C"], ["KS", "3H"], ["QS", "4H"], ["JS", "5D"]]
    plays = [(0, "AS"), (1, "KS"), (2, "QS"), (3, "JS"), (0, "2H"), (1, "3H"), (2, "4H"), (3, "5D")]
    answer = referee.adjudicate("hearts", record(plays, hands=hands))
    assert answer["valid"] and not answer["complete"]
    assert "complete" not in answer["explanation"] and "2 tricks won so far" in answer["explanation"]
    answer = referee.adjudicate("hearts", record(plays))
    assert answer["complete"] and "The deal is complete." in answer["explanation"]
    answer = referee.adjudicate("hearts", record(plays[:5]))
    assert "1 trick won so far" in answer["explanation"]  # the second trick is still being played


def test_hearts_strip_a_card_dealt_twice_is_a_422():
    hands = [["AS", "2H"], ["AS", "3H"], ["QS", "4H"], ["JS", "5D"]]
    with pytest.raises(InvalidRecord) as error:
        referee.adjudicate("hearts", record([], hands=hands))
    assert error.value.errors[0][0] == "/hands/1/0"


DEALS = st.tuples(st.integers(3, 6), st.integers(0, 5), st.randoms(use_true_random=False))


@settings(max_examples=25)
@given(DEALS)
def test_hearts_random_legal_deals_adjudicate_as_valid(table):
    players, dealer, rng = table
    dealer %= players
    hands = deal(players, rng)
    plays, points, _ = play_deal(hands, dealer, rng)
    answer = referee.adjudicate("hearts", {"players": players, "dealer": dealer, "hands": hands, "plays": plays})
    assert answer["valid"] and answer["complete"] and answer["irregularities"] == []
    assert sorted(p["card"] for t in answer["tricks"] for p in t["plays"]) == sorted(PACKS[players])
    assert answer["score"]["points"] == points and sum(points) == 13
    settlement = referee.run("hearts", "settle", {"totals": points})
    assert sum(e["pays_value"] - e["collects_value"] for e in settlement["entries"]) == pytest.approx(0)


def _illegal_variant(kind, hands, plays, states, index, rng):
    holding, trick, to_act = states[index]
    if kind == "out-of-turn":
        wrong = (to_act + 1) % len(hands)
        return {
            "seat": wrong,
            "card": rng.choice(holding[wrong]) if holding[wrong] else plays[index]["card"],
        }, "hearts.i-out-of-turn"
    if kind == "not-held":
        elsewhere = [card for seat, hand in enumerate(holding) if seat != to_act for card in hand]
        return {"seat": to_act, "card": rng.choice(elsewhere)}, "hearts.i-not-held"
    refused = [card for card in holding[to_act] if card not in may_play(holding[to_act], trick)]
    if not refused:
        return None, None
    return {"seat": to_act, "card": rng.choice(refused)}, "hearts.play.follow"


@settings(max_examples=30)
@given(DEALS, st.sampled_from(["out-of-turn", "not-held", "revoke"]), st.integers(0, 50))
def test_hearts_a_single_illegal_play_is_caught_at_its_index(table, kind, where):
    players, dealer, rng = table
    dealer %= players
    hands = deal(players, rng)
    plays, _, states = play_deal(hands, dealer, rng)
    index = where % (len(plays) - 1)  # not the last play: someone else still holds a card
    bad, rule = _illegal_variant(kind, hands, plays, states, index, rng)
    if bad is None:
        return
    answer = referee.adjudicate(
        "hearts",
        {"players": players, "dealer": dealer, "hands": hands, "plays": plays[:index] + [bad] + plays[index + 1 :]},
    )
    assert answer["valid"] is False and not answer["complete"]
    assert (answer["violation"]["index"], answer["violation"]["rule"]) == (index, rule)
    assert sum(len(t["plays"]) for t in answer["tricks"]) == index
