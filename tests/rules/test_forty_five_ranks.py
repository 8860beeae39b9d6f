"""Every rank-table row of forty-five.rank, checked through the trick winner, plus the demoted ace."""

import pytest

from referee.games.forty_five.play import trick_winner
from referee.games.forty_five.rules import rank_tables

TRUMP_ROWS = {
    "S": "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S TS",
    "C": "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC",
    "D": "5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D",
    "H": "5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H",
}
PLAIN_ROWS = {
    "S": "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S TS",
    "C": "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C TC",
    "D": "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD",
    "H": "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
}
OTHER_TRUMP = {"S": "D", "C": "H", "D": "S", "H": "C"}


def beats(higher, lower, trump, demoted=False):
    """``higher`` wins whether it is led or played second."""
    for plays in ([higher, lower], [lower, higher]):
        answer = trick_winner([{"seat": i, "card": card} for i, card in enumerate(plays)], trump, demoted)
        if answer["card"] != higher:
            return False
    return True


@pytest.mark.parametrize("trump", TRUMP_ROWS, ids=[f"forty-five.rank-trump-{s}" for s in TRUMP_ROWS])
def test_forty_five_rank_trump_row(trump):
    order = TRUMP_ROWS[trump].split()
    assert len(order) == (13 if trump == "H" else 14)
    assert rank_tables()["trump"][trump] == order
    for higher, lower in zip(order, order[1:]):
        assert beats(higher, lower, trump), (higher, lower)


@pytest.mark.parametrize("suit", PLAIN_ROWS, ids=[f"forty-five.rank-plain-{s}" for s in PLAIN_ROWS])
def test_forty_five_rank_plain_row(suit):
    order = PLAIN_ROWS[suit].split()
    assert rank_tables()["plain"][suit] == order
    for trump in "SHDC":
        if trump == suit:
            continue
        # The plain hearts row never holds AH: it is a trump whatever the trump suit.
        for higher, lower in zip(order, order[1:]):
            assert beats(higher, lower, trump), (trump, higher, lower)


def test_forty_five_rank_ah_is_always_a_trump():
    for trump in "SDC":
        assert beats("AH", "KH", trump) and beats("2" + trump, "KH", trump)


@pytest.mark.parametrize("trump", TRUMP_ROWS, ids=[f"forty-five.i-demoted-ace-{s}" for s in TRUMP_ROWS])
def test_forty_five_i_demoted_ace_ranks_below_every_trump(trump):
    ace = "A" + trump
    order = [card for card in TRUMP_ROWS[trump].split() if card != ace] + [ace]
    assert rank_tables()["trump_with_demoted_ace"][trump] == order
    lowest = order[-2]
    assert beats(lowest, ace, trump, demoted=True)
    # Still a trump: it beats any plain card.
    assert beats(ace, "K" + OTHER_TRUMP[trump], trump, demoted=True)
