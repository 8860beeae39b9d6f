"""The result of Hearts deals checked against a second referee written from the contract alone (api.md v1.3 and the
seed's Hearts: the dealer's left leads, follow suit if able, the highest card of the suit led wins, one point a
heart; a revoke established by a later play of the offender, hearts.i-revoke-found charging the revoker every
heart). It shares no code with the engine: it reads the records as a player would."""

import random

from result_support import revoking_deal

import referee

RANKS = "23456789TJQKA"


def contract_result(record: dict) -> dict:
    players = record["players"]
    hands = [set(hand) for hand in record["hands"]]
    leader = (record["dealer"] + 1) % players
    trick, tricks, revokes, last = [], [], [], {}
    for play in record["plays"]:
        seat, card = play["seat"], play["card"]
        assert seat == (leader + len(trick)) % players, "these records have no play out of turn"
        if trick:
            led = trick[0][1][1]
            if card[1] != led and any(held[1] == led for held in hands[seat]):
                revokes.append((seat, len(tricks), card))
        hands[seat].remove(card)
        last[seat] = len(tricks)
        trick.append((seat, card))
        if len(trick) == players:
            led = trick[0][1][1]
            winner = max((entry for entry in trick if entry[1][1] == led), key=lambda entry: RANKS.index(entry[1][0]))
            tricks.append((trick, winner[0]))
            leader, trick = winner[0], []
    established = [last.get(seat, -1) > number for seat, number, _ in revokes]
    taken = [0] * players
    for cards, winner in tricks:
        taken[winner] += sum(1 for _, card in cards if card[1] == "H")
    complete = not trick and not any(hands)
    settled = complete and all(established)
    revokers = sorted({seat for seat, _, _ in revokes})
    hearts = sum(1 for hand in record["hands"] for card in hand if card[1] == "H")
    score = [hearts if seat in revokers else 0 for seat in range(players)] if revokers else taken
    return {
        "revokes": [(seat, number, card) for seat, number, card in revokes],
        "established": established,
        "as_played": taken,
        "settled": settled,
        "score": score if settled else None,
    }


def test_hearts_i_revoke_found_agrees_with_a_referee_written_from_the_contract_on_2000_deals():
    rng = random.Random(41)
    for number in range(2000):
        players = rng.choice((3, 4, 5, 6))
        tricks = {3: 17, 4: 13, 5: 10, 6: 8}[players]
        revokes = {rng.randrange(tricks - 1): rng.randrange(players) for _ in range(rng.choice((0, 1, 1, 2, 3)))}
        record = revoking_deal("hearts", number, revokes, players=players, strict=False)
        if rng.random() < 0.3:
            record = {**record, "plays": record["plays"][: rng.randrange(len(record["plays"]) + 1)]}
        expected = contract_result(record)
        answer = referee.result("hearts", record)
        found = [item for item in answer["irregularities"] if item["type"] == "revoke"]
        assert [(item["seat"], item["trick"], item["card"]) for item in found] == expected["revokes"], number
        assert [item["established"] for item in found] == expected["established"], number
        assert answer["as_played"]["score"]["points"] == expected["as_played"], number
        assert answer["settled"] is expected["settled"], number
        assert (answer["score"] and answer["score"]["points"]) == expected["score"], number
