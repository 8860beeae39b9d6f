"""California Jack on the dispute desk: the rectification of a revoke found after the fact (Seven-up's law), and
claims whose request does not show whether the draw pile is empty."""

import referee
from referee.cards import FULL_PACK

REST = [card for card in FULL_PACK if card not in {"5H", "2C", "7D", "9H", "2S"}]


def test_california_jack_i_revoke_found_the_opponent_scores_two():
    request = {
        "trump": "S",
        "stock": REST[:39] + ["2S"],
        "tricks": [
            [{"seat": 1, "card": "5H"}, {"seat": 0, "card": "2C"}],
            [{"seat": 1, "card": "7D"}, {"seat": 0, "card": "9H"}],
        ],
    }
    rectification = referee.run("california-jack", "rulings/revoke-proof", request)["revokes"][0]["rectification"]
    assert (rectification["rule"], rectification["basis"]) == ("california-jack.i-revoke-found", "interpretation")
    assert "seat 1 scores 2 points" in rectification["explanation"]


SIX_EACH = {
    "trump": "S",
    "hands": [["KS", "QS", "JS", "TS", "9S"], ["2H", "3H", "4H", "5H", "6H", "7H"]],
    "trick": [{"seat": 0, "card": "AS"}],
    "claim": {"seat": 0, "tricks": 1},
}


def test_california_jack_i_claim_stock_unknown_hands_of_6_without_stock_are_not_covered():
    """Hands of 6 (the led AS counted with its hand) follow every draw, the last one too: without stock nothing
    shows the draw pile empty, so the claim is not decided."""
    answer = referee.run("california-jack", "rulings/claim", SIX_EACH)
    assert (answer["rule"], answer["basis"]) == ("california-jack.i-claim-stock-unknown", "not-covered")
    assert (answer["decided"], answer["holds"], answer["value"], answer["counter_line"]) == (False, False, None, None)
    assert "seat 0's claim is not decided" in answer["explanation"] and "[]" in answer["explanation"]


def test_california_jack_i_claim_stock_unknown_an_empty_stock_or_a_short_hand_shows_the_pile_empty():
    empty = referee.run("california-jack", "rulings/claim", {**SIX_EACH, "stock": []})
    assert (empty["rule"], empty["decided"], empty["holds"]) == ("california-jack.i-claim", True, True)
    short = referee.run(
        "california-jack",
        "rulings/claim",
        {**SIX_EACH, "hands": [["KS", "QS", "JS", "TS"], ["2H", "3H", "4H", "5H", "6H"]]},
    )
    assert (short["rule"], short["decided"], short["holds"]) == ("california-jack.i-claim", True, True)
