"""A claim in a deal's result (api.md v1.3): "the rest are mine" ends the play. Conceded, or found to hold by the
claim search, the claimer's side takes every remaining trick; a claim that fails is scored as the search's counter
line plays it (doubtful points against the claimer, the principle of Law 70), each game's ``i-claim``. A claim by
the offending side, or one the table conceded, establishes a revoke (Law 63A3)."""

import random

import pytest
from result_support import revokes_of, revoking_deal

import referee
from referee.disputes import claims
from referee.engine.replay import play_out, replay
from referee.games import RULES
from referee.rulings import InvalidRecord
from referee.schemas import GAME_OPERATIONS

GAMES = sorted(RULES)


def _plays_key(record: dict) -> str:
    return "actions" if "actions" in record else "plays"


def _whole_deal(game: str, seed: int) -> dict:
    rules = RULES[game]
    rng = random.Random(seed)
    dealt = rules.deal(rng, None)
    # California Jack's running score can end a hand at 10 in its first tricks: played out and scored at its end,
    # every deal reaches the empty pile.
    if "stock" in dealt and "bids" not in dealt:
        dealt = {**dealt, "scoring": "end-of-hand"}
    record, _ = play_out(rules, rng, dealt=dealt)
    return record


def _cut(record: dict, left: int) -> dict:
    """The record less its last ``left`` plays."""
    key = _plays_key(record)
    return {**record, key: record[key][: len(record[key]) - left]}


def _continued(record: dict, plays: list) -> dict:
    key = _plays_key(record)
    if key == "actions":  # Forty-Five's record lists its plays among its other actions, each with its type
        plays = [{"type": "play", **play} for play in plays]
    return {**record, key: [*record[key], *plays]}


@pytest.mark.parametrize("game", GAMES)
def test_i_claim_a_decided_claim_is_scored_as_its_line_plays(game):
    """Whether the claim holds or fails, the settled score is the score of the record played on along the line the
    answer gives (its ``line``, or its ``counter_line``): adjudicate agrees, play by play."""
    checked = 0
    for seed in range(6):
        record = _whole_deal(game, seed)
        for left, seat, standard in ((3, 0, "any-play"), (5, 1, "best-play"), (7, 1, "any-play")):
            cut = _cut(record, left)
            answer = referee.result(game, {**cut, "claim": {"seat": seat, "standard": standard}})
            claim = answer["claim"]
            assert claim["rule"] == f"{game}.i-claim"
            assert claim["decided"] is True and answer["settled"] is True
            line = claim["line"] if claim["holds"] else claim["counter_line"]
            assert (claim["holds"], claim["value"] >= claim["tricks_left"]) in ((True, True), (False, False))
            played_on = referee.adjudicate(game, _continued(cut, line))
            assert played_on["valid"] is True
            assert played_on["score"] == answer["score"]
            if not claim["holds"]:
                [failed] = [entry for entry in answer["irregularities"] if entry["type"] == "claim"]
                assert failed["rectification"]["effect"]["counter_line"] == line
                assert failed["rectification"]["effect"]["tricks"] == claim["value"]
            checked += 1
    assert checked == 18


@pytest.mark.parametrize("game", GAMES)
def test_i_claim_a_conceded_claim_settles_with_no_search(game):
    cut = _cut(_whole_deal(game, 4), 6)
    answer = referee.result(game, {**cut, "claim": {"seat": 1, "conceded": True}})
    claim = answer["claim"]
    assert answer["settled"] is True and answer["score"] is not None
    assert (claim["holds"], claim["decided"], claim["positions"], claim["counter_line"]) == (True, True, 0, None)
    assert claim["value"] == claim["tricks_left"]
    # The concession's line is legal play to the end of the deal.
    assert referee.adjudicate(game, _continued(cut, claim["line"]))["valid"] is True


def test_hearts_i_claim_conceded_the_claimer_takes_every_heart_still_held():
    record = _whole_deal("hearts", 2)
    players = record["players"]
    cut = _cut(record, 2 * players)
    still_held = [play["card"] for play in record["plays"][len(cut["plays"]) :]]
    so_far = referee.adjudicate("hearts", cut)
    taken = [0] * players
    for trick in so_far["tricks"]:
        if trick["winner"] is not None:
            taken[trick["winner"]] += sum(1 for play in trick["plays"] if play["card"][1] == "H")
    expected = list(taken)
    expected[2] += sum(1 for card in still_held if card[1] == "H")
    assert max(expected) < 13  # no moon in this deal: the charge is the count itself
    answer = referee.result("hearts", {**cut, "claim": {"seat": 2, "conceded": True}})
    assert answer["score"]["points"] == expected


def test_forty_five_i_claim_conceded_the_claimers_side_takes_every_remaining_trick():
    record = _whole_deal("forty-five", 2)
    cut = _cut(record, 2 * record["players"])
    answer = referee.result("forty-five", {**cut, "claim": {"seat": 1, "conceded": True}})
    won = [0] * len(answer["score"]["sides"])
    for trick in referee.adjudicate("forty-five", cut)["tricks"]:
        if trick["winner"] is not None:
            won[next(at for at, side in enumerate(answer["score"]["sides"]) if trick["winner"] in side)] += 1
    claimers = next(at for at, side in enumerate(answer["score"]["sides"]) if 1 in side)
    won[claimers] += answer["claim"]["tricks_left"]
    assert answer["score"]["tricks_by_side"] == won


def test_hearts_i_claim_the_last_trick_holds_for_its_winner_and_fails_for_another():
    record = _whole_deal("hearts", 5)
    players = record["players"]
    cut = _cut(record, players)  # one trick left, every card known: any line is the only line
    winner = referee.adjudicate("hearts", record)["tricks"][-1]["winner"]
    holds = referee.result("hearts", {**cut, "claim": {"seat": winner}})
    assert holds["claim"]["holds"] is True and holds["claim"]["tricks_left"] == 1
    assert holds["score"] == referee.adjudicate("hearts", record)["score"]
    other = (winner + 1) % players
    fails = referee.result("hearts", {**cut, "claim": {"seat": other}})
    assert (fails["claim"]["holds"], fails["claim"]["value"]) == (False, 0)
    assert fails["settled"] is True and fails["score"] == holds["score"]
    assert [entry["type"] for entry in fails["irregularities"]] == ["claim"]
    assert fails["irregularities"][0]["rectification"]["rule"] == "hearts.i-claim"
    assert f"Seat {other} claimed the last trick" in fails["explanation"]


def _pending_revoke(game: str) -> tuple[dict, dict]:
    """A Hearts-family record cut right after a revoke, inside its trick: (the record, the revoke)."""
    record = revoking_deal(game, 3, {2: 1})
    revoke = revokes_of(referee.result(game, record))[0]
    return {**record, "plays": record["plays"][: revoke["index"] + 1]}, revoke


def test_hearts_i_claim_a_claim_by_the_offending_side_establishes_its_revoke_law_63a3():
    cut, revoke = _pending_revoke("hearts")
    assert referee.result("hearts", cut)["settled"] is False
    answer = referee.result("hearts", {**cut, "claim": {"seat": revoke["seat"]}})
    [established] = revokes_of(answer)
    assert established["established"] is True
    assert established["rectification"]["rule"] == "hearts.i-revoke-found"
    assert answer["settled"] is True
    assert answer["score"]["points"][revoke["seat"]] == 13


def test_hearts_i_claim_a_contested_claim_by_the_other_side_leaves_the_revoke_to_correct():
    cut, revoke = _pending_revoke("hearts")
    other = (revoke["seat"] + 1) % cut["players"]
    contested = referee.result("hearts", {**cut, "claim": {"seat": other}})
    assert contested["settled"] is False and contested["claim"] is None
    assert f"takes back {revoke['card']}" in contested["explanation"]
    assert contested["explanation"].endswith(
        f"The claim by seat {other} is not decided: the revoke is put right first."
    )
    conceded = referee.result("hearts", {**cut, "claim": {"seat": other, "conceded": True}})
    assert conceded["settled"] is True and revokes_of(conceded)[0]["established"] is True


def test_california_jack_i_claim_drawing_a_claim_before_the_pile_is_empty_does_not_settle():
    record = _whole_deal("california-jack", 1)
    cut = {**record, "plays": record["plays"][:10]}
    answer = referee.result("california-jack", {**cut, "claim": {"seat": 0}})
    assert answer["settled"] is False and answer["score"] is None
    assert answer["claim"]["rule"] == "california-jack.i-claim-drawing"
    assert answer["claim"]["decided"] is False
    assert answer["rule"] == "california-jack.i-claim-drawing"


def test_i_claim_a_search_past_its_budget_leaves_the_deal_unsettled(monkeypatch):
    monkeypatch.setattr(claims, "SOLVER_BUDGET", 1)
    monkeypatch.setattr(claims, "CLAIM_BUDGET", 1)
    cut = _cut(_whole_deal("hearts", 3), 20)
    answer = referee.result("hearts", {**cut, "claim": {"seat": 0}})
    assert answer["settled"] is False and answer["score"] is None
    assert (answer["claim"]["decided"], answer["claim"]["holds"]) == (False, None)
    assert "(the budget)" in answer["explanation"]


@pytest.mark.parametrize(
    ("claim", "pointer"),
    [({"seat": 9}, "/claim/seat")],
)
def test_a_claim_by_no_seat_of_the_deal_is_a_422_naming_it(claim, pointer):
    cut = _cut(_whole_deal("hearts", 3), 8)
    with pytest.raises(InvalidRecord) as raised:
        referee.result("hearts", {**cut, "claim": claim})
    assert raised.value.errors[0][0] == pointer


def test_a_claim_after_the_deal_is_over_is_a_422_naming_it():
    record = _whole_deal("forty-five", 3)
    with pytest.raises(InvalidRecord) as raised:
        referee.result("forty-five", {**record, "claim": {"seat": 0}})
    assert raised.value.errors[0][0] == "/claim"


def test_a_claim_before_the_play_is_a_422_naming_it():
    record = _whole_deal("auction-forty-fives", 3)
    before_play = {**record, "plays": [], "discards": [], "trump": None, "bids": record["bids"][:1]}
    with pytest.raises(InvalidRecord) as raised:
        referee.result("auction-forty-fives", {**before_play, "claim": {"seat": 0}})
    assert raised.value.errors[0][0] == "/claim"


def test_only_a_claim_to_search_takes_a_slot_for_expensive_work():
    [operation] = [operation for operation in GAME_OPERATIONS["hearts"] if operation.path == "result"]
    assert operation.expensive_when is not None and not operation.expensive
    assert operation.is_expensive({"claim": {"seat": 0}}) is True
    assert operation.is_expensive({"claim": {"seat": 0, "conceded": True}}) is False
    assert operation.is_expensive({"plays": []}) is False
    assert operation.is_expensive([1]) is False


def test_auction_hearts_i_auction_first_a_record_with_plays_and_no_auction_is_refused_not_played_on():
    """Found by the live fuzz: a whole deal of plays with no bids reached the revoke charge with no penalty suit."""
    record = _whole_deal("auction-hearts", 1)
    no_auction = {key: value for key, value in record.items() if key not in ("bids", "penalty_suit")}
    answer = referee.result("auction-hearts", no_auction)
    assert answer["settled"] is False
    assert answer["rule"] == "auction-hearts.i-auction-first"
    assert [entry["type"] for entry in answer["irregularities"]] == ["refused"]


def test_i_claim_as_played_holds_only_the_tricks_before_the_claim():
    record = _whole_deal("hearts", 5)
    cut = _cut(record, 2 * record["players"])
    before = referee.adjudicate("hearts", cut)["tricks"]
    answer = referee.result("hearts", {**cut, "claim": {"seat": 0}})
    assert answer["as_played"]["tricks"] == before


def test_i_claim_a_claim_after_a_card_not_held_is_said_to_be_undecided():
    record = _cut(_whole_deal("hearts", 5), 10)
    rules = RULES["hearts"]
    position = replay(rules, record)[0]
    seat = rules.to_act(position)
    foreign = next(card for card in position.cards((seat + 1) % record["players"]))
    answer = referee.result("hearts", {**_continued(record, [{"seat": seat, "card": foreign}]), "claim": {"seat": 0}})
    assert answer["settled"] is False and answer["claim"] is None
    assert answer["irregularities"][-1]["type"] == "not-held"
    assert answer["explanation"].endswith("The claim by seat 0 is not decided: the deal as recorded stops before it.")
