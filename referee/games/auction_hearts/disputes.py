"""What the dispute desk asks of Auction Hearts: Hearts' (referee/games/hearts/disputes.py) under Auction Hearts'
rule ids, the revoker paying the bid too (auction-hearts.i-revoke-found)."""

from referee.games.auction_hearts import rules
from referee.games.auction_hearts.rules import AUCTION
from referee.games.hearts.disputes import DisputeRules, disputes

DISPUTES = disputes(
    AUCTION,
    DisputeRules(
        revoke_proof=rules.REVOKE_PROOF,
        revoke_found=rules.REVOKE_FOUND,
        claim=rules.CLAIM,
        claim_stated_line=rules.CLAIM_STATED_LINE,
        analysis=rules.ANALYSIS,
        condoned=rules.CONDONED,
        exposure=rules.REVOKE,
        pays_bid=True,
    ),
)
