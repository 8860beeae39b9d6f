"""Hypothesis: random legal deals replay as valid; any one illegal play is reported at its index with its rule.

The deals are played by an oracle written from the rule text (tests/forty_five_deals.py), independent of the
engine's tables.
"""

import random

from forty_five_deals import is_trump, oracle_legal, random_deal
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.cards import FULL_PACK

deals = st.builds(
    lambda seed, players, with_dead: (seed, players, with_dead and players >= 3),
    st.integers(0, 2**32),
    st.integers(2, 10),
    st.booleans(),
).filter(lambda t: t[1] * 5 + 2 <= 52)


@settings(max_examples=120)
@given(deals)
def test_forty_five_random_legal_deals_adjudicate_as_valid(params):
    seed, players, with_dead = params
    rng = random.Random(seed)
    dead_seat = rng.randrange(players) if with_dead else None
    record, tricks_won, demoted, _ = random_deal(rng, players, dead_seat)
    answer = referee.adjudicate("forty-five", record)
    assert answer["valid"], answer["violation"]
    assert answer["hand_over"] and len(answer["tricks"]) == 5
    assert answer["tricks_won"] == tricks_won and sum(answer["tricks_won"]) == 5
    assert answer["ace_demoted"] == demoted
    live = players - (dead_seat is not None)
    assert all(len(t["plays"]) == live for t in answer["tricks"])
    played = [p["card"] for t in answer["tricks"] for p in t["plays"]]
    dealt = {c for h in record["hands"] for c in h} | {record["turned"]}
    assert len(played) == len(set(played)) and set(played) <= dealt
    if dead_seat is not None:
        assert ("forty-five.dead-hand", dead_seat) in [(i["rule"], i["seat"]) for i in answer["irregularities"]]
        assert tricks_won[dead_seat] == 0
    score = referee.run(
        "forty-five",
        "score",
        {"players": players, "tricks": answer["tricks_won"], "sides": record["sides"], "scoring": record["scoring"]},
    )
    assert answer["score"] == score


RENEGE_RULES = {"forty-five.play.renege", "forty-five.i-renege-led", "forty-five.i-demoted-ace"}


@settings(max_examples=150)
@given(st.integers(0, 2**32), st.integers(2, 10), st.sampled_from(["illegal", "not-held", "out-of-turn"]))
def test_forty_five_single_illegal_play_reported_at_its_index(seed, players, kind):
    rng = random.Random(seed)
    record, _, _, snapshots = random_deal(rng, players, None)
    trump = record["turned"][1]
    if kind == "illegal":
        options = [
            (i, seat, sorted(set(hand) - set(oracle_legal(hand, trick, trump, demoted))), trick)
            for i, seat, hand, trick, demoted in snapshots
        ]
        options = [option for option in options if option[2]]
        if not options:
            return
        index, seat, cards, trick = rng.choice(options)
        card = rng.choice(cards)
        expected = {"forty-five.play.follow-or-trump"} if not is_trump(trick[0]["card"], trump) else RENEGE_RULES
    elif kind == "not-held":
        index, seat, hand, _, _ = rng.choice(snapshots)
        card = rng.choice([c for c in FULL_PACK if c not in hand])
        expected = {"forty-five.i-not-held"}
    else:
        index, right_seat, _, _, _ = rng.choice(snapshots)
        seat = rng.choice([s for s in range(players) if s != right_seat])
        card = record["hands"][seat][0]
        expected = {"forty-five.i-out-of-turn"}
    record["actions"][index] = {"type": "play", "seat": seat, "card": card}
    answer = referee.adjudicate("forty-five", record)
    assert not answer["valid"]
    violation = answer["violation"]
    assert (violation["index"], violation["seat"], violation["card"]) == (index, seat, card)
    assert violation["rule"] in expected, violation
    assert sum(len(t["plays"]) for t in answer["tricks"]) == sum(a["type"] == "play" for a in record["actions"][:index])
