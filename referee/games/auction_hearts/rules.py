"""The Auction Hearts rule catalogue (rules.md, section Auction Hearts) and the ids its play cites."""

from referee.games.hearts.rules import RuleIds
from referee.rulings import INTERPRETATION, NOT_COVERED, RULE, Rule, RuleCatalogue, record_rules

GAME_ID = "auction-hearts"

CATALOGUE = RuleCatalogue([
    Rule("auction-hearts.i-strip", INTERPRETATION,
         "The table sizes, stripped packs and deal are as in Hearts (hearts.strip): 3 to 6 players, the whole "
         "stripped pack dealt in equal hands."),
    Rule("auction-hearts.bid", RULE,
         "After the deal, starting at the dealer's left, each player may bid once (a number of chips), each bid "
         "higher than the preceding one."),
    Rule("auction-hearts.i-bid", INTERPRETATION, "A player may pass; a bid is a whole number of at least 1."),
    Rule("auction-hearts.i-auction-first", INTERPRETATION,
         "Play begins only when every player has bid or passed once; a play recorded before the auction is complete "
         "is a violation at that play."),
    Rule("auction-hearts.name", RULE,
         "The highest bidder puts the bid into the pot and names the penalty suit (\"trump\", with no trump "
         "privileges)."),
    Rule("auction-hearts.i-all-pass", INTERPRETATION,
         "If all pass, hearts is the penalty suit and nothing is paid."),
    Rule("auction-hearts.play", RULE,
         "Play as in Hearts, avoiding the penalty suit: follow suit if able, otherwise any card; any card may be "
         "led; the highest card of the suit led wins and its winner leads next."),
    Rule("auction-hearts.i-first-lead", INTERPRETATION,
         "The dealer's left leads first (option first_lead: \"high-bidder\" for the common house rule that the "
         "high bidder leads)."),
    Rule("auction-hearts.i-first-lead-namer", INTERPRETATION,
         "Under first_lead \"high-bidder\", a jackpot deal (no bidding) is led by the player who names the suit, and "
         "a deal with nobody to name it (all passed) by the dealer's left."),
    Rule("auction-hearts.settle", RULE,
         "Each player puts one chip into the pot per penalty card taken. The one player who took none wins the whole "
         "pot; two such players divide it."),
    Rule("auction-hearts.i-odd-chip", INTERPRETATION,
         "When two players divide the pot, an odd chip stays in the pot for the next deal."),
    Rule("auction-hearts.jackpot", RULE,
         "If more than two players took no penalty card, or one player took every penalty card in play, the pot stays "
         "whole for the next deal: no bidding then, and the previous successful bidder names the suit again."),
    Rule("auction-hearts.i-all-taken", INTERPRETATION,
         "\"All 13\" means all the penalty cards of that suit in the stripped pack in use; this check comes before "
         "the split."),
    Rule("auction-hearts.i-none-clear", INTERPRETATION, "If nobody took zero penalty cards, the pot is a jackpot too."),
    Rule("auction-hearts.i-rename", INTERPRETATION,
         "On a jackpot deal the previous successful bidder may name any suit (the same or another) and pays nothing."),
    Rule("auction-hearts.i-jackpot-no-namer", INTERPRETATION,
         "A jackpot when nobody has yet bid successfully leaves no one to name the suit: the next deal has no bidding "
         "and hearts is the penalty suit again."),
    *record_rules(GAME_ID),
    Rule("auction-hearts.misdeal", NOT_COVERED,
         "The rules give no misdeal procedure. The referee reports a misdeal when any seat was dealt a different "
         "number of cards than auction-hearts.i-strip requires, names those seats, and reports the same dealer as "
         "next_dealer (the deal is simply made again)."),
    Rule("auction-hearts.dead-hand", NOT_COVERED,
         "The rules make no hand dead. The referee reports as irregular every hand whose size differs from the cards "
         "each player is dealt less the tricks already played (the sum of tricks_won), declares no hand dead and "
         "awards no pot."),
    Rule("auction-hearts.revoke", NOT_COVERED,
         "The rules require following suit (auction-hearts.play) but name no penalty for a revoke or an exposed card. "
         "The referee reports whether a given record proves the revoke; a failure to follow is answered play-rejected "
         "(the play is not legal and is taken back), an exposure none; the offender still pays for penalty cards "
         "taken."),
])

AUCTION_RULES = RuleIds(
    strip="auction-hearts.i-strip", opening_lead="auction-hearts.i-first-lead", next_lead="auction-hearts.play",
    lead_any="auction-hearts.play", follow="auction-hearts.play", score="auction-hearts.settle",
    not_held="auction-hearts.i-not-held", out_of_turn="auction-hearts.i-out-of-turn",
    game_over="auction-hearts.i-game-over", misdeal="auction-hearts.misdeal", dead_hand="auction-hearts.dead-hand",
    revoke="auction-hearts.revoke",
)
