"""POST /v1/games/{game}/analysis (api.md v1.3, each game's ``<game>.i-analysis``): every play valued by what the
seat to play could guarantee before and after it, with its best play against every other seat as one side (double
dummy, the paranoid assumption), checked against a brute-force minimax written here over the game's legality and
apply alone."""

import copy
import dataclasses
import json
import random

import pytest
from disputes_support import agree_where_both_decided

import referee
from referee.cli import main
from referee.disputes.analysis import analysis
from referee.engine.actions import PLAY
from referee.engine.game import play_action
from referee.engine.replay import opening, play_out
from referee.games import RULES, game_part
from referee.games.auction_hearts.examples import EXAMPLES as AUCTION_HEARTS_EXAMPLES
from referee.games.hearts.examples import EXAMPLES as HEARTS_EXAMPLES

GAMES = sorted(game for game, rules in RULES.items() if rules.disputes is not None)
# No clock can stop these: only the positions budget bounds the search in a test.
FOREVER = 10**6


def _whole_deal(game: str, seed: int) -> dict:
    rules = RULES[game]
    rng = random.Random(seed)
    dealt = rules.deal(rng, None)
    if "stock" in dealt and "bids" not in dealt:  # California Jack: scored at the hand's end, every deal ends
        dealt = {**dealt, "scoring": "end-of-hand"}
    record, _ = play_out(rules, rng, dealt=dealt)
    return record


def _positions(game: str, record: dict) -> list:
    """The position before each play of the record, by the game's own apply."""
    rules = RULES[game]
    position = opening(rules, record)
    before = []
    for action in rules.actions(record):
        if action.phase != PLAY:
            continue
        rules.to_act(position)
        before.append(position.copy())
        rules.apply(position, action)
    return before


def _penalty_cards(game: str, position) -> frozenset | None:
    """The cards counted against the seat that takes them, where the game counts them: written here from the rules
    (every card of the penalty suit, and the queen of spades where the house rules score it)."""
    if RULES[game].disputes.penalty_taken is None:
        return None
    fields = position.fields
    cards = {rank + fields.penalty_suit for rank in "23456789TJQKA"}
    if fields.variant.house.queen_of_spades:
        cards.add("QS")
    return frozenset(cards)


def _brute(game: str, position, side: frozenset, penalty: frozenset | None) -> int:
    """Plain minimax, every legal card tried: the side maximizes, every other seat minimizes."""
    rules = RULES[game]
    seat = rules.to_act(position)
    if seat is None:
        return 0
    values = [_brute_after(game, position, seat, card, side, penalty) for card in rules.legality(position).legal]
    return max(values) if seat in side else min(values)


def _brute_after(game: str, position, seat: int, card: str, side: frozenset, penalty: frozenset | None) -> int:
    rules = RULES[game]
    child = position.copy()
    rules.apply(child, play_action({"seat": seat, "card": card}))
    gained = 0
    if len(child.tricks) > len(position.tricks) and child.tricks[-1]["winner"] in side:
        won = [play["card"] for play in child.tricks[-1]["plays"]]
        gained = 1 if penalty is None else -sum(1 for card in won if card in penalty)
    return gained + _brute(game, child, side, penalty)


@pytest.mark.parametrize("game", GAMES)
def test_i_analysis_values_are_exact_on_the_last_tricks(game):
    """The last tricks of whole deals (3, or 2 with more than 4 players: brute force tries every card): every play
    decided, and before, after, cost and best as brute force finds them."""
    rules = RULES[game]
    checked = 0
    for seed in range(3):
        record = _whole_deal(game, seed)
        answer = analysis(rules, record, budget=100_000, seconds=FOREVER)
        positions = _positions(game, record)
        assert len(answer["plays"]) == len(positions)
        players = positions[0].players
        tricks = 3 if players <= 4 else 2
        for play, position in list(zip(answer["plays"], positions))[-tricks * players :]:
            assert play["decided"], play
            seat, side = play["seat"], rules.side(position, play["seat"])
            penalty = _penalty_cards(game, position)
            worth = {
                card: _brute_after(game, position, seat, card, side, penalty) for card in rules.legality(position).legal
            }
            best = max(worth.values())
            assert best == _brute(game, position, side, penalty)
            assert (play["before"], play["after"], play["cost"]) == (
                best,
                worth[play["card"]],
                best - worth[play["card"]],
            )
            assert sorted(play["best"]) == sorted(card for card, value in worth.items() if value == best)
            checked += 1
    assert checked


def test_i_analysis_marks_a_known_hearts_blunder_with_its_cost_and_best_cards():
    """hearts.i-analysis. Three tricks left, seat 1 to lead holding only 5C 8C QC; the others hold 9C, 2C and no
    other club, and the three hearts left (7H, 5H, 9H). Led low, the 5 or the 8 loses to the 9 and seat 1 never
    leads again: no heart. The queen wins, and so does every club after it, each trick taking the hearts thrown on
    it: all 3. The queen cost 3 hearts."""
    answer = analysis(RULES["hearts"], HEARTS_EXAMPLES["adjudicate"], budget=50_000, seconds=FOREVER)
    play = answer["plays"][40]
    assert (play["index"], play["seat"], play["card"]) == (40, 1, "QC")
    assert (play["before"], play["after"], play["cost"], play["best"]) == (0, -3, 3, ["5C", "8C"])
    assert answer["rule"] == "hearts.i-analysis" and answer["basis"] == "interpretation"
    assert "seat 1's QC (index 40) cost 3 hearts (best: 5C, 8C)" in answer["explanation"]
    # The last trick leaves no choice: nothing is lost.
    assert [play["cost"] for play in answer["plays"][48:]] == [0, 0, 0, 0]


def test_i_analysis_the_unit_names_what_the_values_count_singular_and_plural():
    """The answer's ``unit``: what before, after and cost count, as the game names it, so that a cost is written
    "1 trick" or "3 hearts" from the answer alone (the picture and the desk see nothing else): tricks in Forty-Five,
    the penalty suit's cards in Hearts, and in Auction Hearts the suit the auction named (clubs), with or without a
    play to value."""
    tricks = referee.analysis("forty-five", game_part("forty-five", "examples").EXAMPLES["analysis"])
    assert tricks["unit"] == {"singular": "trick", "plural": "tricks"}
    assert "seat 0's AS (index 4) cost 1 trick (best: 7S, QD)" in tricks["explanation"]
    hearts = analysis(RULES["hearts"], HEARTS_EXAMPLES["adjudicate"], budget=50_000, seconds=FOREVER)
    assert hearts["unit"] == {"singular": "heart", "plural": "hearts"}
    assert "seat 1's QC (index 40) cost 3 hearts" in hearts["explanation"]
    named = AUCTION_HEARTS_EXAMPLES["result"]
    assert named["penalty_suit"] == "C"
    for record in (named, {**named, "plays": []}):
        answer = analysis(RULES["auction-hearts"], record, budget=200, seconds=FOREVER)
        assert answer["unit"] == {"singular": "club", "plural": "clubs"}, len(record["plays"])


def test_i_analysis_an_auction_that_has_named_no_penalty_suit_counts_penalty_cards(client):
    """A record stopped before its auction named the penalty suit (no bid at all): no play to value, and the unit is
    "penalty card", the cards having no name yet (schemathesis found this a 500: the suit's name asked of None)."""
    record = {key: value for key, value in AUCTION_HEARTS_EXAMPLES["result"].items() if key != "penalty_suit"}
    record = {**record, "bids": [], "plays": []}
    response = client.post("/v1/games/auction-hearts/analysis", json=record)
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    assert answer["plays"] == [] and answer["unit"] == {"singular": "penalty card", "plural": "penalty cards"}


def test_i_analysis_penalty_cards_the_game_leaves_unnamed_are_penalty_cards():
    """A game that counts penalty cards without naming them (no ``penalty_name``): the unit is "penalty card"."""
    rules = copy.copy(RULES["hearts"])
    rules.disputes = dataclasses.replace(rules.disputes, penalty_name=None)
    answer = analysis(rules, HEARTS_EXAMPLES["adjudicate"], budget=50_000, seconds=FOREVER)
    assert answer["unit"] == {"singular": "penalty card", "plural": "penalty cards"}
    assert "seat 1's QC (index 40) cost 3 penalty cards" in answer["explanation"]


@pytest.mark.parametrize("game", GAMES)
def test_i_analysis_every_game_answers_its_example_deal(client, game):
    """The documented example of each game: its answer is the library's where both decided a play (each is bounded
    by the service's deadline), every decided play consistent."""
    record = game_part(game, "examples").EXAMPLES["analysis"]
    response = client.post(f"/v1/games/{game}/analysis", json=record)
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    assert answer["rule"] == f"{game}.i-analysis" and f"{game}.i-analysis" in RULES[game].catalogue
    assert answer["plays"] or answer["stopped_at"]
    for play in answer["plays"]:
        if play["decided"]:
            assert play["cost"] == play["before"] - play["after"] >= 0 and play["reason"] is None
        else:
            assert play["before"] is play["after"] is play["cost"] is play["best"] is None and play["reason"]
    agree_where_both_decided(answer, referee.analysis(game, record))


@pytest.mark.parametrize(
    "change, pointer",
    [
        (lambda record: record["plays"][3].update(card="ZZ"), "/plays/3/card"),
        (lambda record: record.pop("hands"), "/hands"),
        (lambda record: record.update(players=9), "/players"),
    ],
)
def test_i_analysis_a_record_it_cannot_read_is_a_422_naming_the_field(client, change, pointer):
    record = copy.deepcopy(HEARTS_EXAMPLES["adjudicate"])
    change(record)
    response = client.post("/v1/games/hearts/analysis", json=record)
    assert response.status_code == 422 and response.mimetype == "application/problem+json"
    assert pointer in [error["pointer"] for error in response.get_json()["errors"]]


def test_i_analysis_past_its_budget_the_earliest_plays_are_null_never_an_error():
    answer = analysis(RULES["hearts"], HEARTS_EXAMPLES["adjudicate"], budget=400, seconds=FOREVER)
    decided = [play["decided"] for play in answer["plays"]]
    assert not answer["decided"] and False in decided and True in decided
    # Searched from the last play back: the plays left undecided are the earliest.
    assert decided == sorted(decided)
    assert answer["positions"] <= 400
    first = answer["plays"][0]
    assert first["before"] is None and "budget of 400 positions" in first["reason"]
    assert "Not decided: the analysis's budget of 400 positions" in answer["explanation"]


def test_i_analysis_past_its_time_the_plays_left_are_null():
    ticks = iter(range(10**9))
    answer = analysis(
        RULES["hearts"], HEARTS_EXAMPLES["adjudicate"], budget=10**7, seconds=2, clock=lambda: next(ticks) / 4
    )
    assert not answer["decided"] and "time allowed for the analysis (2 seconds)" in answer["plays"][0]["reason"]


def test_i_analysis_stops_at_an_illegal_play_and_rules_it():
    record = copy.deepcopy(HEARTS_EXAMPLES["adjudicate"])
    record["plays"][1]["card"] = "2H"  # seat 1 holds clubs: it must follow the club led
    answer = referee.analysis("hearts", record)
    assert [play["card"] for play in answer["plays"]] == ["JC"]
    assert answer["stopped_at"]["index"] == 1 and answer["stopped_at"]["rule"].startswith("hearts.")
    assert "The analysis stops where the record breaks a rule" in answer["explanation"]


def test_i_analysis_a_play_while_cards_are_still_to_be_drawn_is_not_decided():
    record = _whole_deal("california-jack", 1)
    answer = analysis(RULES["california-jack"], record, budget=20_000, seconds=FOREVER)
    drawing = [play for play in answer["plays"] if play["reason"] and "draw pile" in play["reason"]]
    assert drawing and all(play["before"] is None for play in drawing)
    assert "california-jack.i-claim-drawing" in drawing[0]["reason"]
    assert answer["plays"][-1]["decided"]  # the pile is empty by the last trick


def test_i_analysis_the_command_prints_what_the_endpoint_answers(tmp_path, capsys):
    request = tmp_path / "deal.json"
    record = game_part("forty-five", "examples").EXAMPLES["analysis"]  # decided well inside the default limits
    request.write_text(json.dumps(record), encoding="utf-8")
    assert main(["analysis", "forty-five", str(request)]) == 0
    assert json.loads(capsys.readouterr().out) == referee.analysis("forty-five", record)


def _example_analysed(game: str) -> dict:
    """The game's documented analysis example: every decided play's cost is before less after, and a card costs
    nothing exactly when it is among the best."""
    answer = referee.analysis(game, game_part(game, "examples").EXAMPLES["analysis"])
    assert answer["rule"] == f"{game}.i-analysis"
    for play in answer["plays"]:
        if play["decided"]:
            assert play["cost"] == play["before"] - play["after"] >= 0
            assert (play["cost"] == 0) == (play["card"] in play["best"])
    return answer


def test_hearts_i_analysis_names_its_rule_on_its_example():
    assert _example_analysed("hearts")["basis"] == "interpretation"


def test_auction_hearts_i_analysis_names_its_rule_on_its_example():
    assert _example_analysed("auction-hearts")["basis"] == "interpretation"


def test_forty_five_i_analysis_decides_every_play_of_its_example():
    assert all(play["decided"] for play in _example_analysed("forty-five")["plays"])


def test_california_jack_i_analysis_decides_the_plays_after_the_pile_is_empty():
    plays = _example_analysed("california-jack")["plays"]
    assert any(play["decided"] for play in plays)
