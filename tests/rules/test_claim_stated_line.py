"""The stated-line standard of a claim (<game>.i-claim-stated-line, api.md v1.3): the claimer plays the first card of
its stated line still held that is legal, else the legal card worst for the claim, and every other seat plays to
defeat it; and the evidence every decided answer carries (<game>.i-claim): ``line`` when a claim holds under
best-play or stated-line, ``counter_line`` when it fails, each replayed here by the game's own legality to the
value the answer gives."""

import random

import pytest
from disputes_support import claim_request, gained_by, reference
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.engine.replay import play_out
from referee.games import RULES
from referee.rulings import InvalidRecord

GAMES = sorted(RULES)


def small_claim(game_id: str, rng: random.Random) -> dict:
    """A claim late in a random deal; in California Jack after the draws, said so with stock []."""
    request = claim_request(game_id, rng)
    return {**request, "stock": []} if game_id == "california-jack" else request


def loaded(game_id: str, request: dict) -> dict:
    return referee.operations.load(referee.operations.find(game_id, "rulings/claim"), request)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_i_claim_stated_line_agrees_with_a_brute_force_reference_and_its_lines_replay(game_id, seed):
    """<game>.i-claim-stated-line in every game with a dispute desk: the value is the brute-force one, and the
    answer's line (holds) or counter_line (fails) is legal play to the end of the hand worth exactly that value,
    the claimer playing by its line."""
    rng = random.Random(seed)
    game = RULES[game_id]
    request = small_claim(game_id, rng)
    hand = list(request["hands"][request["claim"]["seat"]])
    rng.shuffle(hand)
    if not hand:
        return
    line = hand[: rng.randint(1, len(hand))]
    request = {**request, "standard": "stated-line", "claim": {**request["claim"], "line": line}}
    answer = referee.run(game_id, "rulings/claim", request)
    position, claimers, _ = game.disputes.claim_start(loaded(game_id, request))
    penalty = "penalty_cards_at_most" in request["claim"]
    penalty_taken = game.disputes.penalty_taken if penalty else None
    expected = reference(game, position, claimers, penalty_taken, False, (request["claim"]["seat"], tuple(line)))
    value = -expected if penalty else expected
    holds = value <= request["claim"]["penalty_cards_at_most"] if penalty else value >= request["claim"]["tricks"]
    assert (answer["decided"], answer["value"], answer["holds"]) == (True, value, holds), answer
    assert answer["rule"] == f"{game_id}.i-claim-stated-line" == game.disputes.rule_ids["claim-stated-line"]
    assert answer["basis"] == "interpretation"
    evidence = answer["line"] if holds else answer["counter_line"]
    assert (answer["line"] is None) is not holds and (answer["counter_line"] is None) is holds
    assert gained_by(game, position, claimers, penalty, evidence) == expected
    # The claimer's cards in the evidence follow its stated line wherever a card of it was legal.
    assert f"with the line {', '.join(line)}" in answer["explanation"]


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_i_claim_a_best_play_claim_that_holds_carries_a_winning_line(game_id, seed):
    """<game>.i-claim: a claim that holds under best-play carries ``line``, legal play to the end of the hand worth
    the answer's value; under any-play a holding claim carries none (every line makes it)."""
    game = RULES[game_id]
    request = small_claim(game_id, random.Random(seed))
    position, claimers, _ = game.disputes.claim_start(loaded(game_id, request))
    penalty = "penalty_cards_at_most" in request["claim"]
    for standard in ("best-play", "any-play"):
        answer = referee.run(game_id, "rulings/claim", {**request, "standard": standard})
        assert answer["rule"] == f"{game_id}.i-claim"
        if not answer["holds"]:
            assert answer["line"] is None
            assert (
                gained_by(game, position, claimers, penalty, answer["counter_line"]) * (-1 if penalty else 1)
                == (answer["value"])
            )
        elif standard == "any-play":
            assert answer["line"] is None
        else:
            assert (
                gained_by(game, position, claimers, penalty, answer["line"]) * (-1 if penalty else 1)
                == (answer["value"])
            )


HEARTS_SPADES = {
    "players": 4,
    "hands": [["AS", "KS", "2H"], ["QS", "3H", "4H"], ["JS", "5H", "6H"], ["TS", "7H", "8H"]],
    "leader": 0,
}


def test_hearts_i_claim_stated_line_holds_when_the_line_cashes_its_winners_first():
    answer = referee.run(
        "hearts",
        "rulings/claim",
        {**HEARTS_SPADES, "standard": "stated-line", "claim": {"seat": 0, "tricks": 2, "line": ["AS", "KS", "2H"]}},
    )
    assert (answer["rule"], answer["holds"], answer["value"], answer["counter_line"]) == (
        "hearts.i-claim-stated-line",
        True,
        2,
        None,
    )
    assert [play["card"] for play in answer["line"] if play["seat"] == 0] == ["AS", "KS", "2H"]
    assert answer["explanation"].startswith("Seat 0 claims at least 2 tricks of those still to play with the line AS")


def test_hearts_i_claim_stated_line_fails_when_the_line_gives_up_the_lead():
    """Best play makes 2 tricks; the stated line leads the heart first, and the defence then keeps the lead."""
    claim = {"seat": 0, "tricks": 2}
    best = referee.run("hearts", "rulings/claim", {**HEARTS_SPADES, "standard": "best-play", "claim": claim})
    assert best["holds"] is True
    stated = {**claim, "line": ["2H", "AS", "KS"]}
    answer = referee.run("hearts", "rulings/claim", {**HEARTS_SPADES, "standard": "stated-line", "claim": stated})
    assert (answer["rule"], answer["holds"], answer["value"], answer["line"]) == (
        "hearts.i-claim-stated-line",
        False,
        1,
        None,
    )
    assert answer["counter_line"][0] == {"seat": 0, "card": "2H"}


def test_hearts_i_claim_stated_line_a_penalty_claim():
    """Cashing AS then KS, seat 0 takes the 3 hearts the others, void in spades by then, throw on the king."""
    answer = referee.run(
        "hearts",
        "rulings/claim",
        {
            **HEARTS_SPADES,
            "standard": "stated-line",
            "claim": {"seat": 0, "penalty_cards_at_most": 2, "line": ["AS", "KS", "2H"]},
        },
    )
    assert (answer["rule"], answer["holds"], answer["value"]) == ("hearts.i-claim-stated-line", False, 3)
    assert answer["explanation"].startswith("Seat 0 claims to take at most 2 more hearts with the line AS, KS, 2H: ")
    assert "the most it can be made to take is 3, so the claim fails" in answer["explanation"]


def test_auction_hearts_i_claim_stated_line_of_its_penalty_suit():
    """Auction Hearts' penalty suit named spades: seat 0's line takes every spade still out (5), and no more."""
    request = {**HEARTS_SPADES, "penalty_suit": "S", "standard": "stated-line"}
    for limit, holds in ((5, True), (4, False)):
        claim = {"seat": 0, "penalty_cards_at_most": limit, "line": ["2H", "AS", "KS"]}
        answer = referee.run("auction-hearts", "rulings/claim", {**request, "claim": claim})
        assert (answer["rule"], answer["holds"], answer["value"]) == ("auction-hearts.i-claim-stated-line", holds, 5)
        assert "at most" in answer["explanation"] and "more spades with the line 2H, AS, KS" in answer["explanation"]


FORTY_FIVE = {
    "players": 2,
    "trump": "D",
    "hands": [["5D", "2C", "3C"], ["KD", "AC", "4S"]],
    "leader": 0,
}


def test_forty_five_i_claim_stated_line_holds_and_fails():
    """Seat 0 holds the five of trumps: leading it first draws the king and wins 1 trick whatever seat 1 does;
    leading a club first lets the ace of clubs win and keeps seat 0's five for the last trick only."""
    holds = referee.run(
        "forty-five",
        "rulings/claim",
        {**FORTY_FIVE, "standard": "stated-line", "claim": {"seat": 0, "tricks": 1, "line": ["5D", "2C", "3C"]}},
    )
    assert (holds["rule"], holds["holds"], holds["value"]) == ("forty-five.i-claim-stated-line", True, 1)
    position, claimers, _ = RULES["forty-five"].disputes.claim_start(
        loaded("forty-five", {**FORTY_FIVE, "claim": {"seat": 0, "tricks": 2}})
    )
    assert gained_by(RULES["forty-five"], position, claimers, False, holds["line"]) == 1
    fails = referee.run(
        "forty-five",
        "rulings/claim",
        {**FORTY_FIVE, "standard": "stated-line", "claim": {"seat": 0, "tricks": 2, "line": ["2C", "3C", "5D"]}},
    )
    assert (fails["rule"], fails["holds"], fails["line"]) == ("forty-five.i-claim-stated-line", False, None)
    assert gained_by(RULES["forty-five"], position, claimers, False, fails["counter_line"]) == fails["value"] < 2


# Scored at the hand's end: a running score could end the game at 10 before the last trick.
CALIFORNIA_JACK = {
    "trump": "S",
    "scoring": "end-of-hand",
    "hands": [["AS", "AH", "KH"], ["2S", "QH", "3C"]],
    "leader": 0,
    "stock": [],
}


def test_california_jack_i_claim_stated_line_with_the_pile_empty():
    """With the draw pile empty (stock []): drawing seat 1's trump first wins all 3 tricks; the hearts first let
    seat 1 trump the king."""
    game = RULES["california-jack"]
    all_three = referee.run(
        "california-jack",
        "rulings/claim",
        {**CALIFORNIA_JACK, "standard": "stated-line", "claim": {"seat": 0, "tricks": 3, "line": ["AS", "AH", "KH"]}},
    )
    assert (all_three["rule"], all_three["holds"], all_three["value"]) == (
        "california-jack.i-claim-stated-line",
        True,
        3,
    )
    request = loaded("california-jack", {**CALIFORNIA_JACK, "claim": {"seat": 0, "tricks": 3}})
    position, claimers, to_draw = game.disputes.claim_start(request)
    assert to_draw == 0
    assert gained_by(game, position, claimers, False, all_three["line"]) == 3
    two = referee.run(
        "california-jack",
        "rulings/claim",
        {**CALIFORNIA_JACK, "standard": "stated-line", "claim": {"seat": 0, "tricks": 3, "line": ["AH", "KH", "AS"]}},
    )
    assert (two["holds"], two["value"]) == (False, 2)
    assert gained_by(game, position, claimers, False, two["counter_line"]) == 2


def test_hearts_i_claim_stated_line_a_line_card_not_legal_gives_way_to_the_worst_legal_card():
    """Seat 1's line names only AS, which it may not play to a heart led: it plays the heart worst for its claim
    (2H, not KH), loses the trick, and the claim of 1 trick fails, where best play (KH first) makes 3."""
    request = {
        "players": 3,
        "hands": [["3C", "4C"], ["KH", "2H", "AS"], ["3H", "4D", "5D"]],
        "trick": [{"seat": 0, "card": "5H"}],
        "claim": {"seat": 1, "tricks": 1},
    }
    assert referee.run("hearts", "rulings/claim", {**request, "standard": "best-play"})["value"] == 3
    answer = referee.run(
        "hearts",
        "rulings/claim",
        {**request, "standard": "stated-line", "claim": {**request["claim"], "line": ["AS"]}},
    )
    assert (answer["rule"], answer["holds"], answer["value"]) == ("hearts.i-claim-stated-line", False, 0)
    assert [play["card"] for play in answer["counter_line"] if play["seat"] == 1] == ["2H", "AS", "KH"]


@pytest.mark.parametrize(
    ("standard", "line", "pointer", "said"),
    [
        ("stated-line", None, "/claim/line", "the standard is stated-line"),
        ("best-play", ["AS"], "/claim/line", "only under the standard stated-line, not best-play"),
        ("any-play", ["AS"], "/claim/line", "only under the standard stated-line, not any-play"),
        ("stated-line", ["AS", "QS"], "/claim/line/1", "seat 0 does not hold QS"),
        ("stated-line", ["AS", "KS", "as"], "/claim/line/2", "AS is already in the line at /claim/line/0"),
        ("stated-line", [], "/claim/line", "must hold 1 to"),
        ("stated-line", ["XX"], "/claim/line/0", "XX"),
    ],
)
def test_hearts_i_claim_stated_line_a_bad_line_is_a_422_naming_it(client, standard, line, pointer, said):
    claim = {"seat": 0, "tricks": 2, **({} if line is None else {"line": line})}
    response = client.post(
        "/v1/games/hearts/rulings/claim", json={**HEARTS_SPADES, "standard": standard, "claim": claim}
    )
    assert response.status_code == 422, response.get_json()
    assert response.mimetype == "application/problem+json"
    errors = {error["pointer"]: error for error in response.get_json()["errors"]}
    assert pointer in errors and said in str(errors[pointer]), response.get_json()


def _whole_hearts_deal(seed: int) -> dict:
    rng = random.Random(seed)
    record, _ = play_out(RULES["hearts"], rng, dealt=RULES["hearts"].deal(rng, None))
    return record


@pytest.mark.parametrize("seed", range(4))
def test_hearts_i_claim_stated_line_in_a_deals_result_is_scored_as_its_line_plays(seed):
    """result's claim takes stated-line with its line: the settled score is the record played on along the answer's
    line or counter line (adjudicate agrees)."""
    record = _whole_hearts_deal(seed)
    players = record["players"]
    cut = {**record, "plays": record["plays"][: len(record["plays"]) - 2 * players]}
    seat = record["plays"][len(cut["plays"])]["seat"]
    held = [play["card"] for play in record["plays"][len(cut["plays"]) :] if play["seat"] == seat]
    answer = referee.result("hearts", {**cut, "claim": {"seat": seat, "standard": "stated-line", "line": held}})
    claim = answer["claim"]
    assert (claim["rule"], claim["standard"], claim["decided"]) == ("hearts.i-claim-stated-line", "stated-line", True)
    line = claim["line"] if claim["holds"] else claim["counter_line"]
    played_on = referee.adjudicate("hearts", {**cut, "plays": [*cut["plays"], *line]})
    assert played_on["valid"] is True and played_on["score"] == answer["score"]


@pytest.mark.parametrize(
    ("claim", "pointer", "said"),
    [
        ({"standard": "stated-line"}, "/claim/line", "the standard is stated-line"),
        ({"standard": "best-play", "line": "held"}, "/claim/line", "not best-play"),
        ({"standard": "stated-line", "line": "not held"}, "/claim/line/0", "does not hold"),
    ],
)
def test_hearts_i_claim_stated_line_a_bad_line_in_a_result_is_a_422_naming_it(claim, pointer, said):
    record = _whole_hearts_deal(1)
    cut = {**record, "plays": record["plays"][:-8]}
    seat = record["plays"][len(cut["plays"])]["seat"]
    held = [play["card"] for play in record["plays"][len(cut["plays"]) :] if play["seat"] == seat]
    elsewhere = next(play["card"] for play in record["plays"][len(cut["plays"]) :] if play["seat"] != seat)
    lines = {"held": held, "not held": [elsewhere]}
    claim = {"seat": seat, **claim, **({"line": lines[claim["line"]]} if "line" in claim else {})}
    with pytest.raises(InvalidRecord) as raised:
        referee.result("hearts", {**cut, "claim": claim})
    assert raised.value.errors[0][0] == pointer and said in raised.value.errors[0][1]
