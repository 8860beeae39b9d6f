"""The draw after each trick (california-jack.draw, i-draw-order, i-win-before-draw), stated once: adjudicate's
replay, the Game protocol's apply and the dispute desk's replay of recorded tricks all ask it, so none of them can
draw a card the others do not."""

from referee.games.california_jack.rules import Options, other
from referee.games.california_jack.scoring import ends_game


def draws(stock: list, drawn: int, winner: int, points: int, house: Options) -> tuple | None:
    """The cards drawn after a trick that ``winner`` took, bringing its total to ``points``: None when that total
    ends the game, before anyone draws (california-jack.win, i-win-before-draw); else (seat, card) pairs, the winner
    first, from the top of ``stock`` once ``drawn`` of its cards are gone. A misdealt stock of odd size runs out
    between the two draws, and an empty one gives nothing."""
    if ends_game(points, house):
        return None
    left = len(stock) - drawn
    if left >= 2:
        return (winner, stock[drawn]), (other(winner), stock[drawn + 1])
    return ((winner, stock[drawn]),) if left == 1 else ()
