"""Auction Forty-Fives' rules (docs/auction-forty-fives.md restates its sources): the catalogue, each rule id spelled once as a
constant and checked at import, and the options, each with its default stated once.

The play is Forty-Five's and keeps its rule ids (the rules page: "Play is Forty-Five's, with its rule ids'
meaning"), so the catalogue lists those rules of Forty-Five's beside this game's own; its opening lead, which the
high bidder's left makes, is this game's rule."""

from dataclasses import dataclass

from referee.games.forty_five import rules as forty_five
from referee.games.info import GameInfo
from referee.games.options import OptionSet, option
from referee.games.profiles import ProfileBook
from referee.games.wording import ANALYSIS as ANALYSIS_TEXT
from referee.games.wording import CLAIM_IN_RESULT
from referee.games.wording import CLAIM_STATED_LINE as CLAIM_STATED_LINE_TEXT
from referee.rulings import INTERPRETATION, RULE, Rule, RuleCatalogue, fair_deal_rules, record_rules

GAME_ID = "auction-forty-fives"

# Two sides of 2 or of 3, partners alternate (auction-forty-fives.players).
PLAYER_COUNTS = (4, 6)
MIN_PLAYERS, MAX_PLAYERS = 4, 6
HAND_SIZE = forty_five.HAND_SIZE
TRICKS_PER_HAND = forty_five.TRICKS_PER_HAND
BID_STEP, HIGHEST_BID = 5, 30
POINTS_PER_TRICK = 5
HIGH_TRUMP_BONUS = 5
HOLD = "hold"

NOT_HELD = f"{GAME_ID}.i-not-held"
OUT_OF_TURN = f"{GAME_ID}.i-out-of-turn"
GAME_OVER = f"{GAME_ID}.i-game-over"
FAIR_DEAL = f"{GAME_ID}.i-fair-deal"

PLAYERS = "auction-forty-fives.players"
DEAL = "auction-forty-fives.deal"
MISDEAL_RECORD = "auction-forty-fives.i-misdeal-record"
BID = "auction-forty-fives.bid"
BID_VALUE = "auction-forty-fives.bid.value"
BID_HOLD = "auction-forty-fives.bid.hold"
BID_PASSED = "auction-forty-fives.bid.passed"
BID_HUNDRED = "auction-forty-fives.bid.hundred"
ALL_PASS = "auction-forty-fives.i-all-pass"
BAGGED = "auction-forty-fives.bid.bagged"
AUCTION_FIRST = "auction-forty-fives.i-auction-first"
TRUMP = "auction-forty-fives.trump"
DRAW = "auction-forty-fives.draw"
ROB_PACK = "auction-forty-fives.draw.rob-pack"
DRAW_SHORT = "auction-forty-fives.i-draw-short"
DRAW_FIRST = "auction-forty-fives.i-draw-first"
LEAD = "auction-forty-fives.play.lead"
SCORE_TRICKS = "auction-forty-fives.score.tricks"
NO_TRUMP_PLAYED = "auction-forty-fives.i-no-trump-played"
SCORE_MADE = "auction-forty-fives.score.made"
SCORE_SET = "auction-forty-fives.score.set"
SCORE_THIRTY = "auction-forty-fives.score.thirty"
BID_OUT = "auction-forty-fives.score.bid-out"
GAME = "auction-forty-fives.score.game"
GAME_BOTH = "auction-forty-fives.score.game-both"
REVOKE = "auction-forty-fives.i-revoke"
REVOKE_PROOF = "auction-forty-fives.i-revoke-proof"
RENEGE_FOUND = "auction-forty-fives.i-renege-found"
CLAIM = "auction-forty-fives.i-claim"
CLAIM_STATED_LINE = "auction-forty-fives.i-claim-stated-line"
ANALYSIS = "auction-forty-fives.i-analysis"
VIEW = "auction-forty-fives.i-view"
CONDONED = "auction-forty-fives.i-out-of-turn-condoned"
EXPOSURE = "auction-forty-fives.i-exposure"

# The sources, named once (the rules page's list); each rule's text cites those it rests on.
BICYCLE = 'Bicycle, "Auction Forty-Fives" (bicyclecards.com)'
BARKER = 'D. Barker\'s "Auction Forty-Fives" page (archived 2002)'
FORTYFIVES_NET = "fortyfives.net (Zinkelburger/fortyfives.net, lib/website_45s_v3/game/rules.ex)"
STORLOGIC = 'Storlogic\'s "Auction 45 Rules", Nova Scotia edition'

REDEAL, DEALER_BAGGED = "redeal", "dealer-bagged"


@dataclass(frozen=True)
class Options(OptionSet):
    """The options of an Auction Forty-Fives request; the defaults are Bicycle's rules."""

    min_bid: int = option(15, f"the least bid: 15 (Bicycle) or 20 ({BID_VALUE})", choices=(15, 20))
    all_pass: str = option(
        REDEAL,
        f"when every player passes: redeal (nobody scores, the deal passes to the left: {ALL_PASS}) or "
        f"dealer-bagged (the dealer may not pass when the others all have: {BAGGED})",
        choices=(REDEAL, DEALER_BAGGED),
    )
    dealer_robs_pack: bool = option(
        False, f"the dealer, drawing last, may take any cards of the stock instead of its top cards ({ROB_PACK})"
    )
    thirty_scores: int = option(60, f"what a bid of 30 made scores: 60 or 30 ({SCORE_THIRTY})", choices=(60, 30))
    bid_out_from: int | None = option(
        None,
        f"null, or a score at or above which a side scores only on a hand it bid ({BID_OUT})",
        between=(5, 1000),
    )
    game_to: int = option(120, f"the score that wins the game: 120 or 125 ({GAME})", choices=(120, 125))


_FORTY_FIVE_PLAY = (
    forty_five.RANK,
    forty_five.FOLLOW_OR_TRUMP,
    forty_five.RENEGE,
    forty_five.RENEGE_LED,
    forty_five.WINNER,
    forty_five.MISDEAL,
    forty_five.MISDEAL_COUNT,
    forty_five.MISDEAL_EXPOSED,
    forty_five.MISDEAL_UNCUT,
    forty_five.MISDEAL_COUNTED,
)

CATALOGUE = RuleCatalogue(
    [
        *record_rules(GAME_ID),
        *fair_deal_rules(GAME_ID),
        Rule(
            PLAYERS,
            RULE,
            f"4 players in two sides of 2, or 6 in two sides of 3, partners seated alternately: side 0 is the even "
            f"seats, side 1 the odd seats. A 52-card pack ranked as in Forty-Five (forty-five.rank). ({BICYCLE}; "
            f"{BARKER}.)",
        ),
        *(forty_five.CATALOGUE[rule_id] for rule_id in _FORTY_FIVE_PLAY),
        Rule(
            DEAL,
            RULE,
            f"Five cards each, 3 then 2 (or 2 then 3) to each seat in turn from the dealer's left; the rest is the "
            f"stock, face down. No card is turned. A misdeal passes the deal to the left, as in Forty-Five "
            f"(forty-five.misdeal). ({BICYCLE}; {BARKER}.)",
        ),
        Rule(
            MISDEAL_RECORD,
            INTERPRETATION,
            "A record whose hands are not 5 cards each, or whose hands and stock together are not the whole pack, "
            "describes a misdeal (forty-five.misdeal.count): nothing is played or scored and the deal passes to "
            "the dealer's left.",
        ),
        Rule(
            BID,
            RULE,
            f"From the dealer's left, clockwise, each player bids or passes; no suit is named with a bid. Without a "
            f"hold the auction goes round once and the highest bid wins; after the dealer holds, each player who has "
            f"not passed may bid again, and the dealer may hold again, until all but one have passed. The last "
            f"bidder, or the holding dealer, is the high bidder. ({BICYCLE}; {BARKER}.)",
        ),
        Rule(
            BID_VALUE,
            RULE,
            f"A bid is a multiple of 5 from the least bid (15, or 20 under min_bid 20) up to 30, and higher than the "
            f"bid before it. ({BICYCLE}: multiples of 5, 30 the highest; {FORTYFIVES_NET}: 15, 20, 25 or 30.)",
        ),
        Rule(
            BID_HOLD,
            RULE,
            f'The dealer, and only the dealer, may "hold": take the last bid at the same value. ({BICYCLE}; {BARKER}.)',
        ),
        Rule(
            BID_PASSED,
            RULE,
            f"A player who has passed stays out of the auction. ({BARKER}: after the hold, each player who has not "
            f"passed may bid again; {BICYCLE}: each player who did not previously pass gets another turn.)",
        ),
        Rule(BID_HUNDRED, RULE, f"A side with 100 points or more may not bid less than 20. ({BICYCLE}.)"),
        Rule(
            ALL_PASS,
            INTERPRETATION,
            "When every player passes, nobody bid: nobody scores and the deal passes to the left (all_pass "
            f"redeal). {BICYCLE} and {BARKER} are silent on an auction nobody bids in; {FORTYFIVES_NET} bags the "
            f"dealer instead (all_pass dealer-bagged, {BAGGED}); a redeal is what a misdeal does in Forty-Five "
            f"(forty-five.misdeal).",
        ),
        Rule(
            BAGGED,
            RULE,
            f"Under all_pass dealer-bagged, when the others have all passed the dealer may not pass: the dealer bids "
            f"at least the least bid (20 for a side with 100 or more). ({FORTYFIVES_NET}: valid_bid? refuses the "
            f"bagged dealer's pass.)",
        ),
        Rule(
            AUCTION_FIRST,
            INTERPRETATION,
            "Trump is named, cards are discarded and play begins only when the auction is over; a discard or a "
            "play recorded before then is a violation at that entry.",
        ),
        Rule(TRUMP, RULE, f"The high bidder names the trump suit. ({BICYCLE}; {BARKER}.)"),
        Rule(
            DRAW,
            RULE,
            f"After trump is named, each player in turn from the dealer's left, the dealer last, discards any number "
            f"of cards (none to all five) face down, and the dealer gives replacements from the top of the stock in "
            f"that order. ({BICYCLE}; {BARKER}.)",
        ),
        Rule(
            ROB_PACK,
            RULE,
            f'Under dealer_robs_pack, the dealer, last, may "rob the pack": take any cards of the stock left in place '
            f"of the top cards, as many as discarded. ({BARKER}, as a variant.)",
        ),
        Rule(
            DRAW_SHORT,
            INTERPRETATION,
            f"A player may not discard more cards than the stock can still replace: with 6 players the stock is 22 "
            f"cards and can run out. Every source is silent ({BICYCLE}, {BARKER} and {FORTYFIVES_NET} all assume "
            f"the stock suffices; fortyfives.net plays 4 only); keeping every hand at 5 cards keeps the play "
            f"Forty-Five's five tricks.",
        ),
        Rule(
            DRAW_FIRST,
            INTERPRETATION,
            "The opening lead comes after every player has discarded and drawn; a play recorded before then is a "
            "violation at that play.",
        ),
        Rule(
            LEAD,
            RULE,
            f"The player to the left of the high bidder leads the first trick, any card; each trick's winner leads "
            f"the next. ({BICYCLE}; {BARKER}.)",
        ),
        Rule(
            SCORE_TRICKS,
            RULE,
            f"Each trick is worth 5 points to the side that takes it; the trick holding the highest trump played in "
            f"the hand is worth 5 more: 30 points in a hand. ({BICYCLE}; {BARKER}.)",
        ),
        Rule(
            NO_TRUMP_PLAYED,
            INTERPRETATION,
            f"If no trump is played in the hand nobody scores the extra 5 (the hand is worth 25). {BICYCLE} and "
            f"{BARKER} give the 5 to the highest trump in play and say nothing of a hand without one.",
        ),
        Rule(
            SCORE_MADE,
            RULE,
            f"The bidding side makes its bid when its points reach the bid: it then scores all it took. The other "
            f"side always scores what it took. ({BICYCLE}; {FORTYFIVES_NET}: score_round.)",
        ),
        Rule(
            SCORE_SET,
            RULE,
            f"A bidding side that does not reach its bid loses the amount of the bid; scores may go below zero. "
            f"({BICYCLE}; {FORTYFIVES_NET}: score_round.)",
        ),
        Rule(
            SCORE_THIRTY,
            RULE,
            f"A bid of 30 made scores 60 (thirty_scores 60, {BICYCLE}), or the 30 it took (thirty_scores 30, "
            f"{FORTYFIVES_NET}: a made bid scores the points taken); failed, it loses 30.",
        ),
        Rule(
            BID_OUT,
            RULE,
            "Under bid_out_from (a score such as 100), a side at or above that score before the hand scores only "
            "on a hand it bid: as the other side it scores nothing. (The rules page's sources differ; null, the "
            "default, turns it off.)",
        ),
        Rule(
            GAME,
            RULE,
            f"The first side to reach the game score (120, game_to; 125 in {STORLOGIC}) at the end of a hand wins "
            f"the game. ({BICYCLE}; {FORTYFIVES_NET}: winning score 120.)",
        ),
        Rule(
            GAME_BOTH,
            RULE,
            f"If both sides reach the game score on the same hand, the bidding side wins. (The rules page, after "
            f"{BICYCLE}'s game to 120.)",
        ),
        Rule(
            REVOKE,
            INTERPRETATION,
            "A renege (failing to follow suit, or to play a trump to a trump lead, when required) found when it is "
            "made is an illegal play: the referee rejects it and a legal card must be played.",
        ),
        Rule(
            RENEGE_FOUND,
            INTERPRETATION,
            f"A renege found after the fact: the offending side scores nothing for the hand and, if it bid, is set "
            f"back by its bid; the other side scores what it took. The rules page names this the most common "
            f"practice; {BICYCLE} and {BARKER} name no penalty, and {FORTYFIVES_NET} refuses a renege as it is "
            f"played (legal_moves) and so never meets one after the fact. Forty-Five's own rectification "
            f"(forty-five.i-revoke-found: the revoking side scores nothing) is the same where nobody bid. The other "
            f"side's hand is scored as usual: a bid it made, or was set on, counts as the cards fell. Each "
            f"reneging seat is put right as if alone in error and once a deal; a side with two offenders pays once.",
        ),
        Rule(
            CONDONED,
            INTERPRETATION,
            f"{BICYCLE} and {BARKER} name no procedure for a card played out of turn (auction-forty-fives.i-out-of-turn "
            f"rejects one found at once). As in the Laws of Whist, where a false lead to which all have played cannot "
            f"be rectified, and the Laws of Duplicate Bridge, Law 53A, where a lead out of turn accepted by play "
            f"stands, a card played out of turn stands with no penalty once every other player has played to its "
            f"trick: the trick is won as the cards fell, and its winner leads the next. Until then the card can be "
            f"taken back and the right player plays.",
        ),
        Rule(
            REVOKE_PROOF,
            INTERPRETATION,
            "A renege is proved from the tricks alone when the offender, after failing to play as Forty-Five's play "
            "required (forty-five.play.follow-or-trump, forty-five.play.renege), later plays a card it held at that "
            "moment which the rules would have required instead. After the draw every hand is complete, so every "
            "card played was held from the opening lead.",
        ),
        Rule(
            CLAIM,
            INTERPRETATION,
            "A claim is decided by an exact search of every legal continuation of the remaining play, as in "
            "Forty-Five (forty-five.i-claim): under 'any-play' (the default) it holds only if it holds however "
            "everyone plays, the claimer's side included; under 'best-play' if the claimer's side can make it "
            "against any defence. The claim is the claimer's side's (auction-forty-fives.players); after the draw "
            "every card is known." + CLAIM_IN_RESULT,
        ),
        Rule(CLAIM_STATED_LINE, INTERPRETATION, CLAIM_STATED_LINE_TEXT),
        Rule(ANALYSIS, INTERPRETATION, ANALYSIS_TEXT),
        Rule(
            EXPOSURE,
            INTERPRETATION,
            f"An exposed card carries no penalty: {BICYCLE} and {BARKER} name none, and Forty-Five's dead hand "
            f"(forty-five.exposure) is a penalty of its pot, which this game does not have.",
        ),
        Rule(
            VIEW,
            INTERPRETATION,
            "What a seat may see (a view): its own cards as dealt and drawn, the cards it discards, every bid, the "
            "trump named and every card played. Every other card is hidden: the stock, what another seat discards and "
            "draws (only how many), and what it still holds. A play that neither follows suit nor trumps proves that "
            "its seat holds none of the suit led; a failure to follow a trump lead proves nothing while a trump that "
            "may renege against it has not been played. A spectator sees the bids, the trump and the cards played.",
        ),
    ]
)

CATALOGUE.require_cited(globals(), GAME_ID)


def side_of(seat: int) -> int:
    """Partners alternate: side 0 is the even seats, side 1 the odd seats (auction-forty-fives.players)."""
    return seat % 2


def sides(players: int) -> list[list[int]]:
    return [list(range(0, players, 2)), list(range(1, players, 2))]


PROFILES = ProfileBook(
    GAME_ID,
    Options.house_rule_defaults(),
    [
        (
            "bicycle",
            "Auction Forty-Fives as Bicycle gives it",
            {},
            f"{BICYCLE}: bids from 15 to 30 in fives, the dealer may hold, a side on 100 or more bids 20 at least, "
            f"5 a trick and 5 for the highest trump, a bid of 30 made scores 60, game at 120. Where it is silent "
            f"(nobody bids) the deal passes to the left.",
        ),
        (
            "fortyfives-net",
            "Auction Forty-Fives as fortyfives.net plays it",
            {"all_pass": "dealer-bagged", "thirty_scores": 30},
            f"{FORTYFIVES_NET}: bids 15, 20, 25 or 30 (min_bid 15); when everyone else passes the dealer is bagged "
            f"and may not pass (valid_bid?: all_pass dealer-bagged); a made bid scores the points taken, so 30 made "
            f"scores 30 (score_round: thirty_scores 30); the winning score is 120 (game_to 120).",
        ),
    ],
)

INFO = GameInfo(
    GAME_ID,
    "Auction Forty-Fives",
    MIN_PLAYERS,
    MAX_PLAYERS,
    CATALOGUE,
    Options,
    {name: table for name, table in forty_five.rank_tables().items() if name != "trump_with_demoted_ace"},
    PROFILES,
    listed=5,
    table_sizes=PLAYER_COUNTS,
)
