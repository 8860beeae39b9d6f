"""rulings/revoke-proof (referee/disputes/revoke_proof.py), checked against the real hands of random deals in all
four games: a revoke injected into a legal deal, after which the offender plays a card it withheld, is proved
at the right trick; every proved revoke really is one (the full hand refused the card and held the proof);
clean deals prove none. The game-specific subtleties have their own tests, each naming its rule."""

import random

import pytest
from disputes_support import play_with_revoke, positions_of, trick_index, tricks_of
from hypothesis import given, settings
from hypothesis import strategies as st

import referee
from referee.cards import bits_of
from referee.engine.position import Position
from referee.engine.replay import play_out
from referee.games import RULES

GAMES = list(RULES)


def holding_only(position: Position, seat: int, cards: list[str]) -> Position:
    """``position`` with ``seat`` holding just ``cards`` and the other hands empty."""
    hands = [cards if each == seat else [] for each in range(position.players)]
    other = position.copy()
    other.received, other.hands = hands, [bits_of(hand) for hand in hands]
    return other


def proof_request(game_id: str, record: dict, tricks: list) -> dict:
    """The revoke-proof request for a deal record: the tricks, and what the game's request names (options, the
    stock or turned card where the record has them)."""
    if game_id == "california-jack":
        return {"trump": record["stock"][-1][1], "stock": record["stock"], "tricks": tricks}
    request = {"players": record["players"], "tricks": tricks}
    if game_id == "forty-five":
        request.update(trump=record["turned"][1], turned=record["turned"])
    if game_id == "auction-forty-fives":
        request.update(trump=record["trump"])
    return request


def deal_plays(game_id: str, record: dict) -> list:
    if game_id == "forty-five":
        return [
            {"seat": action["seat"], "card": action["card"]} for action in record["actions"] if action["type"] == "play"
        ]
    return record["plays"]


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=25)
@given(seed=st.integers(0, 2**32))
def test_a_clean_deal_proves_no_revoke(game_id, seed):
    game = RULES[game_id]
    record, _ = play_out(game, random.Random(seed))
    plays = deal_plays(game_id, record)
    tricks = tricks_of(positions_of(game, record, plays), plays)
    answer = referee.run(game_id, "rulings/revoke-proof", proof_request(game_id, record, tricks))
    assert answer["revokes"] == [] and answer["rule"] == game.disputes.rule_ids["revoke-proof"]


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40)
@given(seed=st.integers(0, 2**32))
def test_an_injected_revoke_is_proved_at_its_trick_by_a_card_really_held(game_id, seed):
    game = RULES[game_id]
    made = play_with_revoke(game, random.Random(seed))
    if made is None:
        return
    record, plays, revoke, withheld = made
    positions = positions_of(game, record, plays)
    tricks = tricks_of(positions, plays)
    answer = referee.run(game_id, "rulings/revoke-proof", proof_request(game_id, record, tricks))
    offender, revoke_trick = plays[revoke]["seat"], trick_index(positions, revoke)
    # Soundness against the real hands: the only revoke in the deal, refused with the whole hand, proof held then.
    for found in answer["revokes"]:
        assert (found["seat"], found["trick"], found["card"]) == (offender, revoke_trick, plays[revoke]["card"])
        assert found["card"] not in game.legality(positions[revoke]).legal
        assert found["proof"]["card"] in positions[revoke].cards(offender)
        assert found["proof"]["trick"] > revoke_trick
    later = [index for index in range(revoke + 1, len(plays)) if plays[index] == {"seat": offender, "card": withheld}]
    withheld_held = withheld in positions[revoke].cards(offender)
    # Completeness: the withheld card was required instead (with it alone the card is refused) and played later.
    proves = game.legality(holding_only(positions[revoke], offender, [plays[revoke]["card"], withheld]))
    if later and withheld_held and plays[revoke]["card"] not in proves.legal:
        assert [found["trick"] for found in answer["revokes"]] == [revoke_trick], answer
        assert answer["revokes"][0]["proof"]["trick"] <= trick_index(positions, later[0])


HEARTS_TRICKS = [
    [{"seat": 0, "card": "7D"}, {"seat": 1, "card": "3D"}, {"seat": 2, "card": "3C"}, {"seat": 3, "card": "KD"}],
    [{"seat": 3, "card": "2S"}, {"seat": 0, "card": "4S"}, {"seat": 1, "card": "5S"}, {"seat": 2, "card": "9D"}],
]


@pytest.mark.parametrize("players, hearts", [(4, 13), (3, 13)])
def test_hearts_i_revoke_found_the_revoker_is_charged_with_every_heart(players, hearts):
    tricks = (
        [trick[:players] for trick in HEARTS_TRICKS]
        if players == 4
        else [
            [{"seat": 0, "card": "7D"}, {"seat": 1, "card": "3C"}, {"seat": 2, "card": "KD"}],
            [{"seat": 2, "card": "2S"}, {"seat": 0, "card": "4S"}, {"seat": 1, "card": "9D"}],
        ]
    )
    revoke = referee.run("hearts", "rulings/revoke-proof", {"players": players, "tricks": tricks})["revokes"][0]
    assert revoke["rectification"]["rule"] == "hearts.i-revoke-found"
    assert f"every heart of the hand ({hearts})" in revoke["rectification"]["explanation"]


def test_auction_hearts_i_revoke_found_the_revoker_also_pays_the_bid():
    revoke = referee.run(
        "auction-hearts",
        "rulings/revoke-proof",
        {
            "players": 5,
            "penalty_suit": "C",
            "tricks": [
                [
                    {"seat": 0, "card": "7D"},
                    {"seat": 1, "card": "3D"},
                    {"seat": 2, "card": "3C"},
                    {"seat": 3, "card": "KD"},
                    {"seat": 4, "card": "4D"},
                ],
                [
                    {"seat": 3, "card": "2S"},
                    {"seat": 4, "card": "3S"},
                    {"seat": 0, "card": "4S"},
                    {"seat": 1, "card": "5S"},
                    {"seat": 2, "card": "9D"},
                ],
            ],
        },
    )["revokes"][0]
    assert revoke["rectification"]["rule"] == "auction-hearts.i-revoke-found"
    # The 5-player pack has no 2C: 12 clubs.
    assert "every club of the hand (12)" in revoke["rectification"]["explanation"]
    assert "pays the amount of the bid" in revoke["rectification"]["explanation"]


@pytest.mark.parametrize("game_id, unknown", [("forty-five", "turned"), ("california-jack", "stock")])
@settings(max_examples=40)
@given(seed=st.integers(0, 2**32))
def test_without_the_turned_card_or_the_stock_every_proof_is_still_sound(game_id, unknown, seed):
    """Forty-Five without `turned` (the dealer's ace of trumps may have joined after trick 1) and California Jack
    without `stock` (any card may have been drawn since): fewer proofs, never a false one."""
    game = RULES[game_id]
    made = play_with_revoke(game, random.Random(seed))
    if made is None:
        return
    record, plays, revoke, _ = made
    positions = positions_of(game, record, plays)
    request = proof_request(game_id, record, tricks_of(positions, plays))
    del request[unknown]
    for found in referee.run(game_id, "rulings/revoke-proof", request)["revokes"]:
        at = next(
            index
            for index, play in enumerate(plays)
            if trick_index(positions, index) == found["trick"] and play["seat"] == found["seat"]
        )
        assert at == revoke and found["proof"]["card"] in positions[revoke].cards(found["seat"])
        if game_id == "california-jack":
            assert found["trick"] >= 20  # no draw can follow it: the 40-card stock lasts 20 tricks
