"""California Jack on the dispute desk: the rectification of a revoke found after the fact (Seven-up's law)."""

import referee
from referee.cards import FULL_PACK

REST = [card for card in FULL_PACK if card not in {"5H", "2C", "7D", "9H", "2S"}]


def test_california_jack_i_revoke_found_the_opponent_scores_two():
    request = {"trump": "S", "stock": REST[:39] + ["2S"],
               "tricks": [[{"seat": 1, "card": "5H"}, {"seat": 0, "card": "2C"}],
                          [{"seat": 1, "card": "7D"}, {"seat": 0, "card": "9H"}]]}
    rectification = referee.run("california-jack", "rulings/revoke-proof", request)["revokes"][0]["rectification"]
    assert (rectification["rule"], rectification["basis"]) == ("california-jack.i-revoke-found", "interpretation")
    assert "seat 1 scores 2 points" in rectification["explanation"]
