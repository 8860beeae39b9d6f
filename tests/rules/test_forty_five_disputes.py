"""Forty-Five on the dispute desk: the rectification of a revoke found after the fact names the revoker's side."""

import referee

TRICKS = [
    [{"seat": 1, "card": "7C"}, {"seat": 2, "card": "3C"}, {"seat": 3, "card": "9S"}, {"seat": 0, "card": "KC"}],
    [{"seat": 0, "card": "2H"}, {"seat": 1, "card": "4H"}, {"seat": 2, "card": "5H"}, {"seat": 3, "card": "6H"}],
    [{"seat": 3, "card": "4C"}, {"seat": 0, "card": "8S"}, {"seat": 1, "card": "TC"}, {"seat": 2, "card": "JC"}],
]


def test_forty_five_i_revoke_found_the_revoking_side_scores_nothing():
    answer = referee.run("forty-five", "rulings/revoke-proof", {"players": 4, "trump": "D", "tricks": TRICKS})
    rectification = answer["revokes"][0]["rectification"]
    assert (rectification["rule"], rectification["basis"]) == ("forty-five.i-revoke-found", "interpretation")
    assert "the side of seats 1 and 3 scores nothing" in rectification["explanation"]
    alone = referee.run(
        "forty-five",
        "rulings/revoke-proof",
        {"players": 4, "trump": "D", "sides": [[0], [1], [2], [3]], "tricks": TRICKS},
    )
    assert "seat 3 scores nothing" in alone["revokes"][0]["rectification"]["explanation"]


def test_forty_five_i_revoke_proof_bad_sides_are_a_422_even_without_a_revoke():
    try:
        referee.run(
            "forty-five", "rulings/revoke-proof", {"players": 4, "trump": "D", "sides": [[0, 1]], "tricks": TRICKS[:1]}
        )
    except referee.InvalidRecord as error:
        assert error.errors[0][0] == "/sides"
    else:
        raise AssertionError("sides that leave seats out were accepted")
