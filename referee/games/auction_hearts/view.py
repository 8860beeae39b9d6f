"""What an Auction Hearts seat may see (auction-hearts.i-view): the bids and the suit named are not cards, so the
record shows them to everyone; of the cards, only those played are public. The play follows Hearts' rule."""

from referee.engine.visibility import Visibility
from referee.games.auction_hearts.rules import VIEW
from referee.games.hearts.view import may_play, played

VISIBILITY = Visibility(VIEW, played, may_play)
