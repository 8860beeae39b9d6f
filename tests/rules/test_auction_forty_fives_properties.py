"""Thousands of random Auction Forty-Fives deals, played by an independent player written from the rules page
(tests/auction_forty_fives_deals.py: its own ranks, legality, trick winner, auction, draw and score, nothing of the
engine's), agree with adjudicate: every legal deal is valid with the same auction, draws, tricks and score, and a
fault injected into any phase (a bid, a discard, a play) is the violation adjudicate reports, in that phase, at
that index."""

import random

import pytest
from auction_forty_fives_deals import Auction, legal, random_deal

import referee

GAME = "auction-forty-fives"
DEALS = 3000
FAULTS = 3000
PLAY_RULES = {"forty-five.play.follow-or-trump", "forty-five.play.renege", "forty-five.i-renege-led"}


def test_auction_forty_fives_random_legal_deals_agree_with_the_independent_player():
    for seed in range(DEALS):
        rng = random.Random(seed)
        deal = random_deal(rng, rng.choice((4, 6)))
        answer = referee.adjudicate(GAME, deal["record"])
        assert answer["valid"], (seed, answer["violation"])
        assert answer["auction"] == deal["auction"], seed
        assert answer["hands_after_draw"] == deal["after_draw"], seed
        assert [trick["plays"] for trick in answer["tricks"]] == deal["tricks"], seed
        expected = {key: value for key, value in answer["score"].items() if key not in ("rule", "basis", "explanation")}
        assert expected == deal["score"], seed


def illegal_bid(auction: Auction, seat: int, rng: random.Random):
    """A bid the independent auction refuses for ``seat`` now, or None when every candidate is allowed."""
    refused = [value for value in (5, 10, 15, 17, 20, 25, 30, 35, "hold") if value not in auction.allowed(seat)]
    return rng.choice(refused) if refused else None


def fault(deal: dict, rng: random.Random, kind: str) -> tuple[dict, str, int] | None:
    """The deal's record with one fault of ``kind`` injected and nothing after it: (record, phase, index)."""
    record = dict(deal["record"])
    players, dealer = record["players"], record["dealer"]
    if kind == "bid":
        at = rng.randrange(len(record["bids"]))
        auction = Auction(players, dealer, record["min_bid"], record["all_pass"], record["scores_before"])
        for entry in record["bids"][:at]:
            auction.bid(entry["seat"], entry["bid"])
        seat = auction.turn if rng.random() < 0.8 else rng.randrange(players)
        value = illegal_bid(auction, seat, rng) if seat == auction.turn else rng.choice((20, None))
        if seat == auction.turn and value is None:
            return None
        bids = [*record["bids"][:at], {"seat": seat, "bid": value}]
        return {**record, "bids": bids, "trump": None, "discards": [], "plays": []}, "bid", at
    if kind in ("discard-not-held", "discard-out-of-turn"):
        at = rng.randrange(players)
        discards = list(record["discards"][:at])
        seat = record["discards"][at]["seat"]
        if kind == "discard-not-held":
            held = set(deal["record"]["hands"][seat])  # nothing has been drawn for it yet
            stranger = rng.choice([card for card in deal["record"]["stock"][-5:] if card not in held])
            entry = {"seat": seat, "cards": [stranger]}
        else:
            entry = {"seat": (seat + 1 + rng.randrange(players - 1)) % players, "cards": []}
        return {**record, "discards": [*discards, entry], "plays": []}, "discard", at
    positions = deal["positions"]
    if kind == "play-illegal":
        choices = [at for at, (_, hand, _, allowed) in enumerate(positions) if len(allowed) < len(hand)]
        if not choices:
            return None
        at = rng.choice(choices)
        seat, hand, trick, allowed = positions[at]
        play = {"seat": seat, "card": rng.choice([card for card in hand if card not in allowed])}
        return {**record, "plays": [*record["plays"][:at], play]}, "play", at
    at = rng.randrange(len(positions))
    seat, hand, trick, allowed = positions[at]
    if kind == "play-not-held":
        # A card another seat plays later: not in this seat's hand now.
        others = [other["card"] for other in deal["record"]["plays"][at + 1 :] if other["seat"] != seat]
        if not others:
            return None
        play = {"seat": seat, "card": rng.choice(others)}
    else:
        # Another seat plays (the turn is judged before the card, so which card does not matter).
        others = [other for other in range(players) if other != seat]
        play = {"seat": rng.choice(others), "card": hand[0]}
    return {**record, "plays": [*record["plays"][:at], play]}, "play", at


@pytest.mark.parametrize(
    "kind", ["bid", "discard-not-held", "discard-out-of-turn", "play-illegal", "play-not-held", "play-out-of-turn"]
)
def test_auction_forty_fives_injected_faults_are_found_in_their_phase_at_their_index(kind):
    found = 0
    for seed in range(FAULTS // 6):
        rng = random.Random(f"{kind}/{seed}")
        deal = random_deal(rng, rng.choice((4, 6)))
        injected = fault(deal, rng, kind)
        if injected is None:
            continue
        record, phase, index = injected
        answer = referee.adjudicate(GAME, record)
        violation = answer["violation"]
        assert not answer["valid"] and (violation["phase"], violation["index"]) == (phase, index), (seed, violation)
        if kind == "play-illegal":
            assert violation["rule"] in PLAY_RULES, violation
        if kind == "play-not-held":
            assert violation["rule"] == "auction-forty-fives.i-not-held"
        if kind.endswith("out-of-turn"):
            assert violation["rule"] == "auction-forty-fives.i-out-of-turn"
        found += 1
    assert found > FAULTS // 12, found


def test_auction_forty_fives_legal_moves_agree_with_the_independent_legality():
    for seed in range(300):
        rng = random.Random(seed)
        deal = random_deal(rng, 4)
        trump = deal["record"]["trump"]
        for seat, hand, trick, allowed in deal["positions"]:
            answer = referee.run(GAME, "legal-moves", {"trump": trump, "hand": hand, "trick": trick, "seat": seat})
            assert sorted(answer["legal"]) == sorted(allowed), (seed, hand, trick)
            assert sorted(legal(hand, trick, trump)) == sorted(allowed)
