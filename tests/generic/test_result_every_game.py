"""result for every game under test, on deals with revokes put in at random (tests/result_support.py): every record
is answered (never a 500), a play out of turn the table followed stands under the game's own rule, an established
revoke of a settled deal carries its game's rectification, once per seat,
with its effect as data, and the settled score is in adjudicate's shape. A game added to the registry gets this
with nothing more than its Rules.rectify."""

import pytest
from games_under_test import games_under_test
from result_support import revokes_of, revoking_deal

import referee

SEEDS = range(12)


@pytest.mark.parametrize("game", games_under_test())
def test_every_revoking_deal_has_a_result_and_each_established_revoke_its_rectification(game):
    revoked = 0
    for seed in SEEDS:
        record = revoking_deal(game, seed, {seed % 3: seed % 4, 1 + seed % 4: (seed + 1) % 4}, strict=False)
        answer = referee.result(game, record)
        found = revokes_of(answer)
        revoked += bool(found)
        if not answer["settled"]:
            continue
        paid = set()
        for irregularity in found:
            assert irregularity["established"], irregularity
            rectification = irregularity["rectification"]
            assert rectification is not None and rectification["rule"].startswith(f"{game}."), irregularity
            if irregularity["seat"] in paid:
                assert rectification["effect"] is None  # a seat pays for its revokes once a deal
            else:
                effect = rectification["effect"]
                assert isinstance(effect, dict) and effect["seat"] == irregularity["seat"]
                paid.add(irregularity["seat"])
        assert answer["score"] is not None and answer["rule"].startswith(f"{game}.")
    assert revoked, f"no deal of {game} drew a revoke in {len(SEEDS)} seeds"


@pytest.mark.parametrize("game", games_under_test())
def test_a_play_out_of_turn_the_table_followed_stands_under_the_games_own_rule(game):
    """Every game's i-out-of-turn-condoned (Rules.condoned_rule): a lead out of turn that the rest of the table
    played after is condoned, with no penalty, and the deal settles."""
    for seed in range(3):
        answer = referee.result(game, revoking_deal(game, seed, {}, early_leads=(1,)))
        [condoned] = answer["irregularities"]
        assert (condoned["type"], condoned["trick"], condoned["established"]) == ("out-of-turn", 1, True)
        assert condoned["rectification"]["rule"] == f"{game}.i-out-of-turn-condoned"
        assert condoned["rectification"]["effect"] == {"condoned": True}
        assert answer["settled"] is True
