"""Every explanation a player reads, checked for the faults a careful reader would notice: a count and its
noun in disagreement ("1 tricks", "2 card"), a plural naming one card ("your trumps AH") or a singular naming
several, doubled spaces, an empty list left in the sentence, a sentence that does not begin and end as one.

The check runs over every table-driven case (tests/cases) and over the answers to random legal deals,
positions and rulings of every game, nested explanations (violation, irregularities, score, auction,
settlement) included.
"""

import random
import re

import pytest
from california_jack_support import random_game, shuffled_deck
from conftest import table_cases
from forty_five_deals import random_deal as forty_five_deal
from hearts_deals import deal as hearts_deal
from hearts_deals import play_deal
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.cards import FULL_PACK
from referee.games.hearts.rules import CARDS_EACH, SUIT_COUNTS

CARD = r"(?:[2-9TJQKA][SHDC])"
# Nouns a count is put before. Words that are also verbs after a seat number ("seat 1 plays", "draws",
# "bids", "scores") are left out: the pattern cannot tell them apart.
PLURALS = "tricks|cards|points|chips|trumps|hearts|spades|clubs|diamonds|players|seats|hands|sides|entries"
SINGULARS = "trick|card|point|chip|player|trump"
ADJECTIVE = r"(?:(?:penalty|more|other|game) )?"

FAULTS = [
    (re.compile(rf"(?<![\d./])\b1 {ADJECTIVE}(?:{PLURALS})\b"), "a plural noun after 1"),
    (
        re.compile(rf"(?<![\d./-])\b(?:0|[2-9]|\d\d+) {ADJECTIVE}(?:{SINGULARS})\b(?!-)"),
        "a singular noun after a number other than 1",
    ),
    (re.compile(rf"\b(?:trumps|cards),? {CARD}\b(?!,? (?:and|or) {CARD}|, {CARD})"), "a plural naming one card"),
    (re.compile(rf"\b(?:trump|card),? {CARD}(?:,| and| or) {CARD}"), "a singular naming several cards"),
    (re.compile(r"  "), "a doubled space"),
    (re.compile(r" [.,;:)]|\( "), "a space before punctuation"),
    (re.compile(r"\(\)|\[\]|[,;:]{2}|\.\.|[,;:] ?\."), "an empty list or doubled punctuation"),
    (re.compile(r"\bNone\b|\{'"), "a Python value in the text"),
]


def explanation_faults(text: str) -> list[str]:
    """What a careful reader would object to in ``text``; empty when it reads well."""
    found = [f"{why}: {match.group(0)!r}" for pattern, why in FAULTS for match in pattern.finditer(text)]
    if not text or text[0].islower():
        found.append("does not begin as a sentence")
    if not text.endswith((".", "!", "?")):
        found.append("does not end as a sentence")
    return found


def explanations(answer, path: str = ""):
    """(JSON Pointer, text) for every explanation in an answer, however deeply nested."""
    if isinstance(answer, dict):
        for key, value in answer.items():
            if key == "explanation" and isinstance(value, str):
                yield f"{path}/explanation", value
            else:
                yield from explanations(value, f"{path}/{key}")
    elif isinstance(answer, list):
        for index, item in enumerate(answer):
            yield from explanations(item, f"{path}/{index}")


def badly_worded(answer) -> list[str]:
    return [
        f"{where}: {fault} in {text!r}" for where, text in explanations(answer) for fault in explanation_faults(text)
    ]


def deal_over(game: str, operation: str, body: dict, answer: dict) -> bool | None:
    """Whether the hand the answer speaks of is over (None: the answer is not about a hand's end)."""
    if operation == "adjudicate":
        return answer["hand_over"] if game == "forty-five" else answer.get("complete", answer.get("game_over"))
    if game == "forty-five" and operation == "score":
        return sum(body["tricks"]) == 5
    return None


def untrue_claims(game: str, operation: str, body: dict, answer: dict) -> list[str]:
    """Sentences that say a deal is complete, or that nobody scores, of a hand still in progress."""
    over = deal_over(game, operation, body, answer)
    if over is None or over:
        return []
    return [
        f"{where}: {claim!r} of a hand still in progress in {text!r}"
        for where, text in explanations(answer)
        for claim in ("is complete", "nobody scores", "the game is over")
        if claim in text
    ]


def assert_well_worded(game: str, operation: str, body: dict) -> dict:
    answer = referee.run(game, operation, body)
    faults = badly_worded(answer) + untrue_claims(game, operation, body, answer)
    assert not faults, (game, operation, body, faults)
    return answer


# The check itself: it must catch what it is for, and pass what reads well.


@pytest.mark.parametrize(
    "text",
    [
        "Seat 0 has won 1 tricks.",
        "Seat 0 holds 1 cards, an irregular hand.",
        "After 1 tricks each hand should hold 12 cards.",
        "Seat 2 took 1 penalty cards.",
        "The pot holds 1 chips.",
        "Seat 1 was dealt 2 card, not 6.",
        "After 0 trick a regular hand holds 5 cards.",
        "Diamonds are trump and 7D was led; your trumps AH need not be played, so KS may be played.",
        "Your only trumps, AH, rank above 7D.",
        "You hold the trump 4D and 9D, so you must play a trump.",
        "Seat 1 holds 5,  so that hand is dead.",
        "No period at the end",
        "seat 1 leads.",
        "Seat 0 does not hold KS: their hand is .",
        "Seat 0 does not hold KS: their hand is ().",
        "Sides [] tie for most tricks.",
        "The winner is None.",
        "",
    ],
)
def test_the_check_flags_a_badly_worded_explanation(text):
    assert explanation_faults(text), text


@pytest.mark.parametrize(
    "text",
    [
        "Seat 1 won 1 trick and seat 2 won 0 tricks.",
        "With 1 trick complete a regular hand holds 4 cards, and every hand does, so no hand is dead.",
        "Seat 1 plays next, then seat 1 draws 2S.",
        "Diamonds are trump and 7D was led; your trumps AH and JD need not be played, so KS may be played.",
        "Diamonds are trump and 7D was led; your trump AH need not be played to a lower trump, so KS may be played.",
        "Your only trumps, AH and JD, rank above 7D and need not be played.",
        "7D was led and you hold no clubs but hold the trumps 4D and 9D (diamonds are trump), so you must play a trump.",
        "With 4 players each hand must hold 13 cards (hearts.strip), but seat 0 has 2 and seat 1 has 1: a misdeal.",
        "The totals make 28, so the average over 3 players is 28/3: seat 1 pays 1/3 into the pot.",
        "Seat 0 wins: 3S was led and AS is the highest card of that suit played (no trumps, ace high).",
        "The pot holds 1 chip (0 carried, 0 bid, 1 for penalty cards), all won by seat 2.",
        "Side 0 took the most tricks (3) and the fewest taken is 2, so it scores 5 x 1 = 5.",
    ],
)
def test_the_check_passes_a_well_worded_explanation(text):
    assert explanation_faults(text) == [], text


def test_the_check_reaches_nested_explanations():
    answer = {
        "explanation": "Fine.",
        "violation": {"explanation": "Seat 0 holds 1 cards."},
        "irregularities": [{"explanation": "Fine."}, {"explanation": "after 1 tricks."}],
    }
    faults = badly_worded(answer)
    assert [fault.split(":")[0] for fault in faults] == [
        "/violation/explanation",
        "/irregularities/1/explanation",
        "/irregularities/1/explanation",
    ]


def test_the_check_flags_a_hand_in_progress_called_complete_or_scoreless():
    in_progress = {
        "valid": True,
        "complete": False,
        "explanation": "Every play follows the rules. The deal is complete. One point per heart taken.",
    }
    assert untrue_claims("hearts", "adjudicate", {}, in_progress)
    assert untrue_claims("hearts", "adjudicate", {}, {**in_progress, "complete": True}) == []
    scoreless = {"explanation": "No side has taken three tricks (tricks by side [1, 0]), so nobody scores."}
    assert untrue_claims("forty-five", "score", {"tricks": [1, 0]}, scoreless)
    assert untrue_claims("forty-five", "score", {"tricks": [2, 3]}, scoreless) == []
    assert untrue_claims("forty-five", "adjudicate", {}, {**scoreless, "hand_over": False})


# Every table-driven case.


@pytest.mark.parametrize("game", sorted({game for game, _ in table_cases()}))
def test_every_table_driven_answer_is_well_worded(game):
    faults = []
    for case_game, case in table_cases():
        if case_game != game or case.get("status", 200) != 200:
            continue
        answer = referee.run(game, case["endpoint"], case["request"])
        faults += [
            f"{case['name']}: {fault}"
            for fault in badly_worded(answer) + untrue_claims(game, case["endpoint"], case["request"], answer)
        ]
    assert not faults, "\n".join(faults)


# Answers to random legal deals, positions and rulings.


def random_split(rng: random.Random, total: int, parts: int) -> list[int]:
    counts = [0] * parts
    for _ in range(total):
        counts[rng.randrange(parts)] += 1
    return counts


def trick_plays(answer: dict) -> list[list[dict]]:
    return [trick["plays"] for trick in answer["tricks"] if trick["winner"] is not None]


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.integers(2, 10), st.booleans())
def test_forty_five_generated_answers_are_well_worded(seed, players, with_dead):
    game = "forty-five"
    rng = random.Random(seed)
    dead_seat = rng.randrange(players) if with_dead and players >= 3 else None
    record, tricks_won, demoted, snapshots = forty_five_deal(rng, players, dead_seat)
    answer = assert_well_worded(game, "adjudicate", record)
    assert_well_worded(
        game, "adjudicate", {**record, "actions": record["actions"][: rng.randrange(len(record["actions"]) + 1)]}
    )
    index, seat, hand, trick, _ = rng.choice(snapshots)
    wrong = rng.choice([card for card in FULL_PACK if card not in hand and card != record["turned"]])
    assert_well_worded(
        game,
        "adjudicate",
        {**record, "actions": [*record["actions"][:index], {"type": "play", "seat": seat, "card": wrong}]},
    )
    trump = record["turned"][1]
    for _index, seat, hand, trick, snapshot_demoted in rng.sample(snapshots, min(4, len(snapshots))):
        table = {} if dead_seat is not None else {"players": players, "seat": seat}
        position = {"trump": trump, "hand": hand, "trick": trick, "trump_ace_demoted": snapshot_demoted, **table}
        assert_well_worded(game, "legal-moves", position)
        assert_well_worded(game, "check-move", {**position, "card": rng.choice(hand)})
    for plays in trick_plays(answer):
        table = {} if dead_seat is not None else {"players": players}
        assert_well_worded(
            game, "trick-winner", {"trump": trump, "plays": plays, "trump_ace_demoted": demoted, **table}
        )
    scoring = {"sides": record["sides"], "scoring": record["scoring"]}
    assert_well_worded(game, "score", {"players": players, "tricks": tricks_won, **scoring})
    assert_well_worded(
        game,
        "score",
        {
            "players": players,
            "tricks": random_split(rng, rng.randrange(6), players),
            **scoring,
            "scores_before": [rng.randrange(45) for _ in record["sides"]],
        },
    )
    complete = rng.randrange(6)
    assert_well_worded(
        game,
        "rulings/dead-hand",
        {
            "players": players,
            "tricks_won": random_split(rng, complete, players),
            "hand_sizes": [rng.choice([5 - complete, 5 - complete, rng.randrange(8)]) for _ in range(players)],
        },
    )
    assert_well_worded(
        game,
        "rulings/misdeal",
        {
            "players": players,
            "dealer": rng.randrange(players),
            "cards_dealt": [rng.choice([5, 5, rng.randrange(8)]) for _ in range(players)],
            **{
                flag: rng.random() < 0.2
                for flag in (
                    "dealer_exposed_card",
                    "pack_uncut",
                    "new_deal_demanded_before_completion",
                    "dealer_counted_cards",
                )
            },
        },
    )
    assert_well_worded(
        game,
        "rulings/revoke",
        {
            "players": players,
            "offender": rng.randrange(players),
            "kind": rng.choice(["exposure", "failure-to-follow"]),
            "tricks_won": random_split(rng, rng.randrange(6), players),
        },
    )


@settings(max_examples=30)
@given(st.integers(0, 2**32), st.integers(3, 6))
def test_hearts_generated_answers_are_well_worded(seed, players):
    game = "hearts"
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    hands = hearts_deal(players, rng)
    plays, _, states = play_deal(hands, dealer, rng)
    record = {"players": players, "dealer": dealer, "hands": hands, "plays": plays}
    answer = assert_well_worded(game, "adjudicate", record)
    assert_well_worded(game, "adjudicate", {**record, "plays": plays[: rng.randrange(len(plays) + 1)]})
    giver, taker = rng.sample(range(players), 2)
    misdealt = [list(hand) for hand in hands]
    misdealt[taker].append(misdealt[giver].pop())
    assert_well_worded(
        game, "adjudicate", {**record, "hands": misdealt, "plays": plays[: rng.randrange(len(plays) + 1)]}
    )
    for holding, trick, seat in rng.sample(states, 4):
        position = {"hand": holding[seat], "trick": trick, "players": players, "seat": seat}
        assert_well_worded(game, "legal-moves", position)
        assert_well_worded(game, "check-move", {**position, "card": rng.choice(holding[seat])})
    captured = [[] for _ in range(players)]
    for trick in answer["tricks"]:
        captured[trick["winner"]] += [play["card"] for play in trick["plays"]]
        assert_well_worded(game, "trick-winner", {"plays": trick["plays"], "players": players})
    assert_well_worded(game, "score", {"players": players, "captured": captured})
    assert_well_worded(game, "settle", {"totals": [rng.randrange(30) for _ in range(players)]})
    complete = rng.randrange(CARDS_EACH[players] + 1)
    expected = CARDS_EACH[players] - complete
    assert_well_worded(
        game,
        "rulings/dead-hand",
        {
            "players": players,
            "tricks_won": random_split(rng, complete, players),
            "hand_sizes": [rng.choice([expected, expected, rng.randrange(20)]) for _ in range(players)],
        },
    )
    assert_well_worded(
        game,
        "rulings/misdeal",
        {
            "players": players,
            "dealer": dealer,
            "cards_dealt": [rng.choice([CARDS_EACH[players], rng.randrange(20)]) for _ in range(players)],
        },
    )
    assert_well_worded(
        game,
        "rulings/revoke",
        {**record, "offender": rng.randrange(players), "kind": rng.choice(["exposure", "failure-to-follow"])},
    )


def auction(rng: random.Random, players: int, dealer: int) -> tuple[list[dict], int | None]:
    bids, high, bidder = [], 0, None
    for turn in range(players):
        seat = (dealer + 1 + turn) % players
        if rng.random() < 0.5:
            bids.append({"seat": seat, "bid": None})
        else:
            high += rng.randrange(1, 4)
            bids.append({"seat": seat, "bid": high})
            bidder = seat
    return bids, bidder


@settings(max_examples=30)
@given(st.integers(0, 2**32), st.integers(3, 6))
def test_auction_hearts_generated_answers_are_well_worded(seed, players):
    game = "auction-hearts"
    rng = random.Random(seed)
    dealer = rng.randrange(players)
    hands = hearts_deal(players, rng)
    bids, bidder = auction(rng, players, dealer)
    suit = rng.choice("SHDC") if bidder is not None else "H"
    plays, taken, states = play_deal(hands, dealer, rng, suit)
    record = {
        "players": players,
        "dealer": dealer,
        "hands": hands,
        "bids": bids,
        "penalty_suit": suit,
        "plays": plays,
        "pot_before": rng.randrange(10),
    }
    assert_well_worded(game, "adjudicate", record)
    assert_well_worded(game, "adjudicate", {**record, "plays": plays[: rng.randrange(len(plays) + 1)]})
    assert_well_worded(game, "adjudicate", {**record, "bids": bids[: rng.randrange(len(bids) + 1)], "plays": []})
    holding, trick, seat = rng.choice(states)
    assert_well_worded(game, "legal-moves", {"hand": holding[seat], "trick": trick, "players": players})
    high = max((entry["bid"] for entry in bids if entry["bid"] is not None), default=None)
    assert_well_worded(
        game,
        "settle",
        {
            "players": players,
            "bid": high,
            "bidder": bidder,
            "penalty_suit": suit,
            "taken": taken,
            "pot_before": rng.randrange(10),
        },
    )
    assert sum(taken) == SUIT_COUNTS[players][suit]
    cut = rng.randrange(len(bids) + 1)
    assert_well_worded(
        game,
        "check-bid",
        {"players": players, "dealer": dealer, "bids": bids[:cut], "bid": rng.choice([None, rng.randrange(1, 12)])},
    )
    complete = rng.randrange(CARDS_EACH[players] + 1)
    assert_well_worded(
        game,
        "rulings/dead-hand",
        {
            "players": players,
            "tricks_won": random_split(rng, complete, players),
            "hand_sizes": [rng.randrange(18) for _ in range(players)],
        },
    )


@settings(max_examples=30)
@given(st.integers(0, 2**32), st.integers(0, 1), st.booleans())
def test_california_jack_generated_answers_are_well_worded(seed, dealer, void_must_trump):
    game = "california-jack"
    rng = random.Random(seed)
    deck = shuffled_deck(seed)
    plays, states, _, _, _ = random_game(deck, dealer, rng, void_must_trump)
    record = {"dealer": dealer, "deck": deck, "plays": plays, "void_must_trump": void_must_trump}
    answer = assert_well_worded(game, "adjudicate", record)
    assert_well_worded(game, "adjudicate", {**record, "plays": plays[: rng.randrange(len(plays) + 1)]})
    cut = rng.randrange(len(plays))
    wrong = rng.choice(FULL_PACK)
    assert_well_worded(game, "adjudicate", {**record, "plays": [*plays[:cut], {**plays[cut], "card": wrong}]})
    sizes = [rng.choice([6, 6, rng.randrange(1, 9)]) for _ in range(2)]
    hands = [deck[: sizes[0]], deck[sizes[0] : sizes[0] + sizes[1]]]
    stock = deck[sum(sizes) : len(deck) - rng.choice([0, 0, rng.randrange(3)])]
    assert_well_worded(
        game, "adjudicate", {"dealer": dealer, "hands": hands, "stock": stock, "plays": plays[: rng.randrange(4)]}
    )
    trump = deck[-1][1]
    for hands_now, seat, led in rng.sample(states, min(4, len(states))):
        trick = [] if led is None else [{"seat": 1 - seat, "card": led}]
        position = {"trump": trump, "hand": hands_now[seat], "trick": trick, "void_must_trump": void_must_trump}
        assert_well_worded(game, "legal-moves", position)
        assert_well_worded(game, "check-move", {**position, "card": rng.choice(FULL_PACK)})
    for trick in trick_plays(answer):
        assert_well_worded(game, "trick-winner", {"trump": trump, "plays": trick})
    shuffled = rng.sample(FULL_PACK, rng.randrange(1, 30))
    split = rng.randrange(len(shuffled) + 1)
    assert_well_worded(game, "score", {"trump": trump, "captured": [shuffled[:split], shuffled[split:]]})
    complete = rng.randrange(27)
    assert_well_worded(
        game,
        "rulings/dead-hand",
        {"tricks_won": random_split(rng, complete, 2), "hand_sizes": [rng.randrange(8) for _ in range(2)]},
    )
    assert_well_worded(
        game,
        "rulings/misdeal",
        {
            "dealer": dealer,
            "cards_dealt": [rng.randrange(8) for _ in range(2)],
            "deck": rng.sample(FULL_PACK, rng.randrange(40, 52)) + rng.sample(FULL_PACK, rng.randrange(3)),
            "pack_uncut": rng.random() < 0.3,
        },
    )
    assert_well_worded(
        game, "rulings/revoke", {"offender": rng.randrange(2), "kind": rng.choice(["exposure", "failure-to-follow"])}
    )
