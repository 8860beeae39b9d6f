"""Classic California Jack (api.md, Profiles: the `classic` profile): the face-up stock whose top card names
trump, follow suit or trump, and the hand played out and scored at its end. Each test names its rule id."""

import random

import pytest

import referee
from referee.engine import replay
from referee.games import RULES

CLASSIC = {"follow": "follow-or-trump", "stock_face": "up", "scoring": "end-of-hand"}


def play_out(seed: int, options: dict) -> tuple[dict, object]:
    """A random legal hand under ``options``: the record and the last position."""
    rules, rng = RULES["california-jack"], random.Random(seed)
    return replay.play_out(rules, rng, dealt={**rules.deal(rng), **options})


def test_california_jack_classic_face_up_the_top_card_names_trump_and_is_drawn_first():
    record, _ = play_out(1, CLASSIC)
    answer = referee.adjudicate("california-jack", record)
    top = record["stock"][0]
    assert (answer["trump_card"], answer["trump"]) == (top, top[1])
    first = answer["tricks"][0]
    assert first["draws"][0] == {"seat": first["winner"], "card": top}
    seed_answer = referee.adjudicate("california-jack", {**record, "stock_face": "down", "plays": []})
    assert seed_answer["trump_card"] == record["stock"][-1]


def test_california_jack_classic_follow_or_trump_a_trump_may_be_played_holding_the_suit_led():
    body = {"trump": "H", "hand": ["2S", "9S", "3H", "4D"], "trick": [{"seat": 0, "card": "KS"}]}
    classic = referee.run("california-jack", "legal-moves", {**body, "follow": "follow-or-trump"})
    assert (classic["legal"], classic["rule"]) == (["2S", "9S", "3H"], "california-jack.classic.follow-or-trump")
    seed = referee.run("california-jack", "legal-moves", body)
    assert (seed["legal"], seed["rule"]) == (["2S", "9S"], "california-jack.play.follow")
    profiled = referee.run("california-jack", "check-move", {**body, "card": "3H", "profile": "classic"})
    assert profiled["legal"] is True and profiled["profile"].startswith("california-jack@classic#")


def test_california_jack_classic_score_the_hand_is_played_out_and_scores_high_low_jack_game():
    for seed in range(30):
        record, position = play_out(seed, CLASSIC)
        answer = referee.adjudicate("california-jack", record)
        assert answer["valid"] and answer["game_over"], answer["violation"]
        assert len(answer["tricks"]) == 26 and not any(answer["hands"])
        score = answer["score"]
        assert sum(score["points"]) == (4 if score["game_point"] is not None else 3)
        assert score["totals"] == score["points"]
        assert score["rule"] in ("california-jack.classic.score", "california-jack.i-classic-game-tie")
        assert RULES["california-jack"].score(position)["totals"] == score["totals"]


def suits(*names: str) -> list[str]:
    return [rank + suit for suit in names for rank in "23456789TJQKA"]


def classic_score(captured: list[list[str]], scores_before: list[int] | None = None) -> dict:
    body = {"trump": "H", "captured": captured, "scoring": "end-of-hand"}
    return referee.run("california-jack", "score", body | ({"scores_before": scores_before} if scores_before else {}))


def test_california_jack_classic_win_first_to_10_counting_high_low_jack_game_in_order():
    # Seat 0 takes every heart (High AH, Low 2H, Jack JH) and the spades but TS and AS; seat 1 the rest and Game.
    seat0 = [card for card in suits("H", "S") if card not in ("TS", "AS")]
    piles = [seat0, suits("D", "C") + ["TS", "AS"]]
    both = classic_score(piles, [8, 9])
    assert (both["points"], both["game_point"], both["totals"]) == ([3, 1], 1, [11, 10])
    assert (both["winner"], both["rule"]) == (0, "california-jack.classic.win")
    assert "High, Low, Jack, Game in order" in both["explanation"]
    one = classic_score(piles, [6, 9])
    assert (one["totals"], one["winner"], one["game_over"]) == ([9, 10], 1, True)


def test_california_jack_i_classic_game_tie_equal_game_points_score_no_game():
    answer = classic_score([suits("S", "H"), suits("D", "C")])  # 40 game points each
    assert (answer["game_point"], answer["points"], answer["winner"]) == (None, [3, 0], None)
    assert answer["rule"] == "california-jack.i-classic-game-tie" and "nobody scores Game" in answer["explanation"]


def test_california_jack_i_classic_in_progress_totals_move_only_at_the_end_of_the_hand():
    record, _ = play_out(3, CLASSIC)
    partial = {**record, "plays": record["plays"][:20], "scores_before": [4, 5]}
    answer = referee.adjudicate("california-jack", partial)
    assert answer["valid"] and not answer["game_over"]
    assert answer["score"]["totals"] == [4, 5]
    assert answer["score"]["rule"] == "california-jack.i-classic-in-progress"


# Every endpoint that replays tricks plays the classic hand on past 10 (api.md, v1.2 contract clarifications).
# Seat 0 wins trick 1 with TH and AH (14 game points), draws 3S (the face-up stock's top card names trump); on
# trick 2 seat 1, void of nothing, plays 2C to 9D, and on trick 3 follows 7D with 8D: it held a diamond.
PAST_TEN = [
    [{"seat": 1, "card": "TH"}, {"seat": 0, "card": "AH"}],
    [{"seat": 0, "card": "9D"}, {"seat": 1, "card": "2C"}],
    [{"seat": 0, "card": "7D"}, {"seat": 1, "card": "8D"}],
]


def test_california_jack_classic_score_revoke_proof_plays_the_hand_on_past_10():
    body = {"trump": "S", "tricks": PAST_TEN, "stock": ["3S", "4C", "5C", "6C"]}
    classic = referee.run("california-jack", "rulings/revoke-proof", {**body, "profile": "classic"})
    assert [
        (revoke["seat"], revoke["trick"], revoke["required"], revoke["proof"]) for revoke in classic["revokes"]
    ] == [(1, 1, "follow-or-trump", {"trick": 2, "card": "8D"})]
    # The seed's running total ends the game at trick 1: the later tricks describe no game.
    with pytest.raises(referee.InvalidRecord) as error:
        referee.run("california-jack", "rulings/revoke-proof", {**body, "stock": ["4C", "5C", "6C", "3S"]})
    assert error.value.errors[0] == ("/tricks/1/0", "the deal was over before 9D was played")


def test_california_jack_classic_win_a_claim_is_decided_at_the_end_of_the_hand_not_at_10():
    # Seat 0 has 14 game points captured; seat 1 still takes both tricks left with its trumps.
    body = {
        "trump": "S",
        "hands": [["2H", "3H"], ["AS", "KS"]],
        "leader": 0,
        "captured": [["TH", "AH"], []],
        "claim": {"seat": 1, "tricks": 2},
    }
    classic = referee.run("california-jack", "rulings/claim", {**body, "profile": "classic"})
    assert (classic["decided"], classic["holds"], classic["value"]) == (True, True, 2)
    assert classic["rule"] == "california-jack.i-claim"
    seed = referee.run("california-jack", "rulings/claim", body)
    assert (seed["decided"], seed["holds"], seed["value"]) == (True, False, 0)


def test_california_jack_classic_score_every_replay_of_a_classic_hand_agrees_on_when_it_ends():
    """adjudicate, the Game protocol and the revoke prover replay one classic hand to its end, all alike."""
    game = RULES["california-jack"]
    for seed in range(5):
        record, position = play_out(seed, CLASSIC)
        answer = referee.adjudicate("california-jack", {**record, "profile": "classic"})
        tricks = [trick["plays"] for trick in answer["tricks"]]
        assert len(tricks) == 26 and game.to_act(position) is None
        proof = referee.run(
            "california-jack",
            "rulings/revoke-proof",
            {"profile": "classic", "trump": answer["trump"], "stock": record["stock"], "tricks": tricks},
        )
        assert proof["revokes"] == []
