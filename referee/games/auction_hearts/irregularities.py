"""Misdeal, dead hand and revoke: Hearts' rulings (referee/games/hearts/irregularities.py) under Auction Hearts'
rule ids; a revoke proved from the record replays the play alone (play.PLAY_RULES: the record has no auction)."""

from functools import partial

from referee.games.auction_hearts.play import PLAY_RULES
from referee.games.auction_hearts.rules import AUCTION
from referee.games.hearts import irregularities

misdeal = partial(irregularities.misdeal, variant=AUCTION)
dead_hand = partial(irregularities.dead_hand, variant=AUCTION)
revoke = partial(irregularities.revoke, rules=PLAY_RULES)
