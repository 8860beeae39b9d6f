"""Hearts' house rules (api.md, Profiles): each option's rule, through the one legality check, the replay
and the score. Every test names the rule id it checks."""

import random

import pytest

import referee
from referee.engine.game import play_action
from referee.engine.replay import opening
from referee.games import RULES
from referee.rulings import InvalidRecord

BLACK_LADY = {
    "passing": "left-right-across-hold",
    "opening_lead": "two-of-clubs",
    "no_points_first_trick": True,
    "hearts_broken": "required-qs-breaks",
    "queen_of_spades": 13,
    "moon": "add-to-others",
    "game_to": 100,
}


def legal(body: dict) -> dict:
    return referee.run("hearts", "legal-moves", body)


def four_hands() -> list[list[str]]:
    """A 4-player deal by rank: seat 0 holds every 2, 6, T and A ... so each seat has every suit."""
    ranks = "23456789TJQKA"
    return [
        [rank + suit for index, rank in enumerate(ranks) if index % 4 == seat for suit in "SHDC"][:13]
        for seat in range(4)
    ]


def dealt(seed: int, players: int = 4) -> dict:
    return RULES["hearts"].deal(random.Random(seed), players)


def test_hearts_lead_two_of_clubs_the_holder_of_2c_must_lead_it():
    answer = legal({"hand": ["2C", "AH", "KS"], "trick": [], "played": [], "opening_lead": "two-of-clubs"})
    assert (answer["legal"], answer["rule"]) == (["2C"], "hearts.lead.two-of-clubs")
    other = referee.run(
        "hearts",
        "check-move",
        {"hand": ["3C", "AH"], "trick": [], "played": [], "card": "3C", "opening_lead": "two-of-clubs"},
    )
    assert (other["legal"], other["rule"]) == (False, "hearts.i-out-of-turn")
    later = legal(
        {"hand": ["3C", "AH"], "trick": [], "played": ["2C", "4C", "5C", "6C"], "opening_lead": "two-of-clubs"}
    )
    assert later["legal"] == ["3C", "AH"]


def test_hearts_i_lowest_club_leads_when_2c_is_stripped():
    answer = legal(
        {"players": 3, "hand": ["3C", "4C", "AH"], "trick": [], "played": [], "opening_lead": "two-of-clubs"}
    )
    assert (answer["legal"], answer["rule"]) == (["3C"], "hearts.i-lowest-club")


def test_hearts_lead_two_of_clubs_in_adjudicate_the_holder_leads_and_anyone_else_is_out_of_turn():
    record = dealt(1)
    holder = next(seat for seat, hand in enumerate(record["hands"]) if "2C" in hand)
    someone = (holder + 1) % 4
    bad = referee.adjudicate(
        "hearts",
        {**record, "opening_lead": "two-of-clubs", "plays": [{"seat": someone, "card": record["hands"][someone][0]}]},
    )
    assert bad["violation"]["rule"] == "hearts.i-out-of-turn"
    assert f"seat {holder} holds 2C" in bad["violation"]["explanation"]
    good = referee.adjudicate(
        "hearts", {**record, "opening_lead": "two-of-clubs", "plays": [{"seat": holder, "card": "2C"}]}
    )
    assert good["valid"]


def test_hearts_first_trick_no_heart_or_queen_when_void():
    answer = legal(
        {
            "hand": ["AH", "QS", "3D"],
            "trick": [{"seat": 0, "card": "2C"}],
            "played": [],
            "no_points_first_trick": True,
            "queen_of_spades": 13,
        }
    )
    assert (answer["legal"], answer["rule"]) == (["3D"], "hearts.first-trick")
    only_points = legal(
        {
            "hand": ["AH", "QS"],
            "trick": [{"seat": 0, "card": "2C"}],
            "played": [],
            "no_points_first_trick": True,
            "queen_of_spades": 13,
        }
    )
    assert (only_points["legal"], only_points["rule"]) == (["AH", "QS"], "hearts.first-trick")
    second_trick = legal(
        {
            "hand": ["AH", "QS", "3D"],
            "trick": [{"seat": 0, "card": "2C"}],
            "played": ["3C", "4C", "5C", "6C"],
            "no_points_first_trick": True,
            "queen_of_spades": 13,
        }
    )
    assert second_trick["legal"] == ["AH", "QS", "3D"]


def test_hearts_first_trick_following_suit_with_a_card_that_scores_is_allowed():
    """api.md v1.2: no_points_first_trick forbids discarding or leading a heart or the scoring queen on the
    first trick, never following suit with one."""
    spade_led = legal(
        {
            "hand": ["AH", "QS", "3S"],
            "trick": [{"seat": 0, "card": "KS"}],
            "played": [],
            "no_points_first_trick": True,
            "queen_of_spades": 13,
        }
    )
    assert (spade_led["legal"], spade_led["rule"]) == (["QS", "3S"], "hearts.play.follow")
    heart_led = legal(
        {
            "hand": ["AH", "2H", "3S"],
            "trick": [{"seat": 0, "card": "KH"}],
            "played": [],
            "no_points_first_trick": True,
            "queen_of_spades": 13,
        }
    )
    assert heart_led["legal"] == ["AH", "2H"]


def test_hearts_first_trick_no_heart_or_queen_led_unless_nothing_else_is_held():
    lead = legal(
        {"hand": ["AH", "QS", "3D"], "trick": [], "played": [], "no_points_first_trick": True, "queen_of_spades": 13}
    )
    assert (lead["legal"], lead["rule"]) == (["3D"], "hearts.first-trick")
    nothing_else = legal(
        {"hand": ["AH", "QS"], "trick": [], "played": [], "no_points_first_trick": True, "queen_of_spades": 13}
    )
    assert nothing_else["legal"] == ["AH", "QS"]


def test_hearts_i_first_trick_points_the_queen_is_kept_off_only_when_it_scores():
    answer = legal(
        {"hand": ["AH", "QS", "3D"], "trick": [{"seat": 0, "card": "2C"}], "played": [], "no_points_first_trick": True}
    )
    assert answer["legal"] == ["QS", "3D"]


def test_hearts_hearts_broken_no_heart_lead_until_a_heart_is_played():
    body = {"hand": ["AH", "KH", "3D"], "trick": [], "hearts_broken": "required"}
    unbroken = legal({**body, "played": ["2C", "3C", "4C", "5C"]})
    assert (unbroken["legal"], unbroken["rule"]) == (["3D"], "hearts.hearts-broken")
    broken = legal({**body, "played": ["2C", "3C", "4C", "5H"]})
    assert (broken["legal"], broken["rule"]) == (["AH", "KH", "3D"], "hearts.hearts-broken")
    only_hearts = legal({**body, "hand": ["AH", "KH"], "played": ["2C", "3C", "4C", "5C"]})
    assert (only_hearts["legal"], only_hearts["rule"]) == (["AH", "KH"], "hearts.hearts-broken")


def test_hearts_i_queen_breaks_only_under_required_qs_breaks():
    body = {"hand": ["AH", "3D"], "trick": [], "played": ["2C", "3C", "QS", "5C"]}
    assert legal({**body, "hearts_broken": "required"})["legal"] == ["3D"]
    answer = legal({**body, "hearts_broken": "required-qs-breaks"})
    assert (answer["legal"], answer["rule"]) == (["AH", "3D"], "hearts.i-queen-breaks")


def test_hearts_i_only_hearts_a_leader_with_the_queen_and_hearts_leads_the_queen():
    answer = legal({"hand": ["AH", "QS"], "trick": [], "played": ["2C", "3C", "4C", "5C"], "hearts_broken": "required"})
    assert (answer["legal"], answer["rule"]) == (["QS"], "hearts.i-only-hearts")


def test_hearts_i_played_is_needed_by_the_rules_that_depend_on_the_deal_so_far():
    with pytest.raises(InvalidRecord) as error:
        legal({"hand": ["AH"], "trick": [], "profile": "black-lady"})
    assert error.value.errors[0][0] == "/played"
    with pytest.raises(InvalidRecord) as error:
        legal({"players": 4, "hand": ["AH"], "trick": [], "played": ["2C", "3C"], "hearts_broken": "required"})
    assert error.value.errors[0][0] == "/played"
    assert legal({"hand": ["AH", "3D"], "trick": []})["legal"] == ["AH", "3D"]  # the seed needs no history


def passes_for(record: dict, direction_seed: int = 0) -> list[list[str]]:
    rng = random.Random(direction_seed)
    return [rng.sample(hand, 3) for hand in record["hands"]]


def test_hearts_pass_play_is_judged_from_the_hands_after_the_pass():
    record = dealt(2)
    passes = passes_for(record)
    answer = referee.adjudicate("hearts", {**record, "pass_direction": "left", "passes": passes})
    assert answer["valid"] and answer["pass"]["direction"] == "left"
    for seat in range(4):
        giver = (seat - 1) % 4
        assert sorted(answer["pass"]["hands"][seat]) == sorted(
            [card for card in record["hands"][seat] if card not in passes[seat]] + passes[giver]
        )
    leader = (record["dealer"] + 1) % 4
    gone = passes[leader][0]
    refused = referee.adjudicate(
        "hearts", {**record, "pass_direction": "left", "passes": passes, "plays": [{"seat": leader, "card": gone}]}
    )
    assert refused["violation"]["rule"] == "hearts.i-not-held"


@pytest.mark.parametrize(
    "players, numbers",
    [
        (4, ["left", "right", "across", "hold", "left"]),
        (6, ["left", "right", "across", "hold", "left"]),
        (3, ["left", "right", "hold", "left", "right"]),
        (5, ["left", "right", "hold", "left", "right"]),
    ],
)
def test_hearts_i_pass_rotation_by_hand_number(players, numbers):
    record = dealt(3, players)
    for hand_number, expected in enumerate(numbers):
        passes = [[] for _ in range(players)] if expected == "hold" else passes_for(record)
        answer = referee.adjudicate(
            "hearts", {**record, "passing": "left-right-across-hold", "hand_number": hand_number, "passes": passes}
        )
        assert answer["valid"] and answer["pass"]["direction"] == expected


def test_hearts_i_pass_rotation_needs_a_hand_number_and_has_no_across_at_an_odd_table():
    with pytest.raises(InvalidRecord) as error:
        referee.adjudicate("hearts", {**dealt(4), "passing": "left-right-across-hold"})
    assert error.value.errors[0][0] == "/hand_number"
    with pytest.raises(InvalidRecord) as error:
        referee.adjudicate("hearts", {**dealt(4, 3), "pass_direction": "across", "passes": [[], [], []]})
    assert error.value.errors[0][0] == "/pass_direction"


def test_hearts_i_pass_record_a_bad_pass_is_a_violation_at_the_passing_seat():
    record = dealt(5)
    passes = passes_for(record)
    short = [passes[0], passes[1][:2], passes[2], passes[3]]
    answer = referee.adjudicate("hearts", {**record, "pass_direction": "right", "passes": short})
    assert answer["violation"] | {} == {
        **answer["violation"],
        "phase": "pass",
        "index": 1,
        "seat": 1,
        "rule": "hearts.i-pass-record",
    }
    foreign = [passes[0], passes[1], [record["hands"][0][0], *passes[2][:2]], passes[3]]
    foreign[0] = [card for card in record["hands"][0] if card != record["hands"][0][0]][:3]
    answer = referee.adjudicate("hearts", {**record, "pass_direction": "right", "passes": foreign})
    assert (answer["violation"]["rule"], answer["violation"]["index"]) == ("hearts.i-not-held", 2)
    hold = referee.adjudicate("hearts", {**record, "pass_direction": "hold", "passes": passes})
    assert (hold["violation"]["rule"], hold["violation"]["phase"]) == ("hearts.i-pass-record", "pass")
    with pytest.raises(InvalidRecord) as error:
        referee.adjudicate("hearts", {**record, "pass_direction": "left"})
    assert error.value.errors[0][0] == "/passes"


def score(captured: list[list[str]], **options) -> dict:
    return referee.run("hearts", "score", {"players": 4, "captured": captured, **options})


def test_hearts_score_queen_counts_13():
    answer = score([["QS", "2H"], ["3H"], [], []], queen_of_spades=13)
    assert (answer["points"], answer["rule"]) == ([14, 1, 0, 0], "hearts.score.queen")
    assert "the queen of spades 13" in answer["explanation"]


def test_hearts_score_jack_counts_minus_10():
    answer = score([["JD", "2H"], ["3H"], [], []], jack_of_diamonds=-10)
    assert (answer["points"], answer["rule"]) == ([-9, 1, 0, 0], "hearts.score.jack")


HEARTS_AND_QUEEN = [rank + "H" for rank in "23456789TJQKA"] + ["QS"]
REST = [card for card in (rank + suit for suit in "SDC" for rank in "23456789TJQKA") if card != "QS"]


def test_hearts_moon_add_to_others_and_subtract():
    captured = [HEARTS_AND_QUEEN + REST[:10], REST[10:20], REST[20:30], REST[30:]]
    added = score(captured, queen_of_spades=13, moon="add-to-others")
    assert (added["points"], added["moon"], added["rule"]) == ([0, 26, 26, 26], 0, "hearts.moon")
    subtracted = score(captured, queen_of_spades=13, moon="subtract")
    assert subtracted["points"] == [-26, 0, 0, 0]
    hearts_only = score(
        [HEARTS_AND_QUEEN[:13] + REST[:10], ["QS"] + REST[10:20], REST[20:30], REST[30:]], moon="add-to-others"
    )
    assert (hearts_only["points"], hearts_only["moon"]) == ([0, 13, 13, 13], 0)
    nobody = score(
        [HEARTS_AND_QUEEN[1:] + REST[:10], [HEARTS_AND_QUEEN[0]] + REST[10:20], REST[20:30], REST[30:]],
        queen_of_spades=13,
        moon="add-to-others",
    )
    assert nobody["moon"] is None and nobody["points"] == [25, 1, 0, 0]


def test_hearts_i_moon_cards_the_jack_of_diamonds_stays_with_its_taker():
    rest = [card for card in REST if card != "JD"]
    captured = [HEARTS_AND_QUEEN + rest[:10], ["JD"] + rest[10:19], rest[19:29], rest[29:]]
    answer = score(captured, queen_of_spades=13, jack_of_diamonds=-10, moon="add-to-others")
    assert answer["points"] == [0, 16, 26, 26]


def test_hearts_game_ends_at_game_to_and_the_lowest_total_wins():
    captured = [
        ["2H"] + REST[:12],
        ["3H", "QS"] + REST[12:23],
        [c + "H" for c in "456789TJQKA"] + REST[23:25],
        REST[25:],
    ]
    answer = score(captured, queen_of_spades=13, game_to=100, scores_before=[50, 80, 90, 60])
    assert answer["totals"] == [51, 94, 101, 60]
    assert (answer["game_over"], answer["winner"], answer["rule"]) == (True, 0, "hearts.game")
    going_on = score(captured, queen_of_spades=13, game_to=100, scores_before=[0, 0, 0, 0])
    assert (going_on["game_over"], going_on["winner"]) == (False, None)
    unfinished = score([["2H"], [], [], []], queen_of_spades=13, game_to=100, scores_before=[99, 99, 99, 99])
    assert unfinished["game_over"] is False and "still in progress" in unfinished["explanation"]


def test_hearts_i_score_final_the_game_ends_once_every_card_that_scores_is_taken():
    """api.md v1.2: the other 38 cards need not be listed; once no card that scores is outside captured, the
    score is final and can end the game."""
    captured = [HEARTS_AND_QUEEN[:10], HEARTS_AND_QUEEN[10:], [], []]
    answer = score(captured, profile="black-lady", scores_before=[95, 30, 50, 60])
    assert answer["totals"] == [105, 46, 50, 60]
    assert (answer["game_over"], answer["winner"], answer["rule"]) == (True, 1, "hearts.game")
    without_queen = score(
        [HEARTS_AND_QUEEN[:10], HEARTS_AND_QUEEN[10:13], [], []], profile="black-lady", scores_before=[95, 40, 50, 60]
    )
    assert without_queen["game_over"] is False and "still in progress" in without_queen["explanation"]


def test_hearts_i_score_final_counts_the_jack_of_diamonds_where_it_scores():
    hearts_and_queen = [HEARTS_AND_QUEEN[:10], HEARTS_AND_QUEEN[10:], [], []]
    waiting_for_the_jack = score(hearts_and_queen, profile="omnibus", scores_before=[95, 40, 50, 60])
    assert waiting_for_the_jack["game_over"] is False
    with_the_jack = score(
        [HEARTS_AND_QUEEN[:10], HEARTS_AND_QUEEN[10:], ["JD"], []], profile="omnibus", scores_before=[95, 40, 50, 60]
    )
    assert (with_the_jack["totals"], with_the_jack["game_over"], with_the_jack["winner"]) == (
        [105, 56, 40, 60],
        True,
        2,
    )


def test_hearts_i_game_tie_the_lowest_totals_share_the_win():
    captured = [
        ["2H"] + REST[:12],
        ["3H", "QS"] + REST[12:23],
        [c + "H" for c in "456789TJQKA"] + REST[23:25],
        REST[25:],
    ]
    answer = score(captured, queen_of_spades=13, game_to=100, scores_before=[59, 80, 90, 60])
    assert (answer["winner"], answer["winners"], answer["rule"]) == (None, [0, 3], "hearts.i-game-tie")


def test_answers_without_options_do_not_change():
    answer = score([["QS", "2H"], ["3H"], [], []])
    assert set(answer) == {"points", "penalty_suit", "in_play", "total", "rule", "basis", "explanation"}
    assert answer["points"] == [1, 1, 0, 0]


def test_random_black_lady_deals_played_by_the_protocol_adjudicate_as_valid():
    """Deals played to their end through the Game protocol under Black Lady (passing included) replay as valid
    with the protocol's own score: the legality check and the replay are one."""
    game = RULES["hearts"]
    for seed in range(40):
        rng = random.Random(seed)
        record = {**game.deal(rng, 4), **BLACK_LADY, "hand_number": seed}
        direction = ["left", "right", "across", "hold"][seed % 4]
        record["passes"] = (
            [[] for _ in range(4)] if direction == "hold" else [rng.sample(h, 3) for h in record["hands"]]
        )
        position, plays = opening(game, record), []
        while (seat := game.to_act(position)) is not None:
            play = {"seat": seat, "card": rng.choice(game.legality(position).legal)}
            plays.append(play)
            game.apply(position, play_action(play))
        answer = referee.adjudicate("hearts", {**record, "plays": plays})
        assert answer["valid"] and answer["complete"], answer["violation"]
        assert answer["score"]["points"] == game.score(position)["points"]
        assert sum(answer["score"]["points"]) in (26, 78)  # 26 points, or the moon's 3 x 26


def test_hearts_revoke_is_proved_from_a_record_played_under_house_rules():
    """hearts.revoke under Black Lady: the record is replayed from the hands after the pass, from the holder of
    2C, so a revoke there is found where it happened."""
    game = RULES["hearts"]
    rng = random.Random(7)
    record = {**game.deal(rng, 4), **BLACK_LADY, "hand_number": 3, "passes": [[], [], [], []]}
    position, plays = opening(game, record), []
    while (seat := game.to_act(position)) is not None:
        allowed = game.legality(position)
        hand = position.cards(seat)
        refused = [card for card in hand if card not in allowed.legal]
        if position.trick and refused and allowed.rule == "hearts.play.follow":
            plays.append({"seat": seat, "card": refused[0]})
            break
        play = {"seat": seat, "card": rng.choice(allowed.legal)}
        plays.append(play)
        game.apply(position, play_action(play))
    offender = plays[-1]["seat"]
    ruling = referee.run(
        "hearts", "rulings/revoke", {**record, "offender": offender, "kind": "failure-to-follow", "plays": plays}
    )
    assert (ruling["proven"], ruling["index"], ruling["card"]) == (True, len(plays) - 1, plays[-1]["card"])


def test_explanations_under_black_lady_read_well():
    from test_explanations import explanation_faults

    game = RULES["hearts"]
    for seed in range(15):
        rng = random.Random(seed)
        record = {**game.deal(rng, 4), **BLACK_LADY, "hand_number": 3, "passes": [[], [], [], []]}
        position = opening(game, record)
        while (seat := game.to_act(position)) is not None:
            allowed = game.legality(position)
            assert not explanation_faults(allowed.explanation), allowed.explanation
            for card in position.cards(seat):
                _, _, why = game.judge(position, card)
                assert not explanation_faults(why), why
            game.apply(position, play_action({"seat": seat, "card": rng.choice(allowed.legal)}))
        score = game.score(position)
        assert not explanation_faults(score["explanation"]), score["explanation"]
