"""The Auction Hearts rule catalogue (docs/rules.md lists it), each rule id spelled once, and the
variant under which it runs Hearts' play, scoring and rulings."""

from dataclasses import dataclass

from referee.games.hearts.rules import MAX_PLAYERS, MIN_PLAYERS, RANK_TABLES, Variant, family_rules
from referee.games.hearts.rules import Options as HeartsOptions
from referee.games.info import GameInfo
from referee.games.options import OptionSet, option, reuse
from referee.games.profiles import ProfileBook
from referee.rulings import INTERPRETATION, NOT_COVERED, RULE, Rule, RuleCatalogue, fair_deal_rules, record_rules

GAME_ID = "auction-hearts"
# The most chips a bid may be (auction-hearts.i-bid-limit).
MOST_BID = 1_000_000

STRIP = "auction-hearts.i-strip"
BID = "auction-hearts.bid"
BID_OR_PASS = "auction-hearts.i-bid"
BID_LIMIT = "auction-hearts.i-bid-limit"
AUCTION_FIRST = "auction-hearts.i-auction-first"
NAME = "auction-hearts.name"
ALL_PASS = "auction-hearts.i-all-pass"
PLAY = "auction-hearts.play"
FIRST_LEAD = "auction-hearts.i-first-lead"
FIRST_LEAD_NAMER = "auction-hearts.i-first-lead-namer"
SETTLE = "auction-hearts.settle"
ODD_CHIP = "auction-hearts.i-odd-chip"
JACKPOT = "auction-hearts.jackpot"
ALL_TAKEN = "auction-hearts.i-all-taken"
NONE_CLEAR = "auction-hearts.i-none-clear"
RENAME = "auction-hearts.i-rename"
JACKPOT_NO_NAMER = "auction-hearts.i-jackpot-no-namer"
MISDEAL = "auction-hearts.misdeal"
DEAD_HAND = "auction-hearts.dead-hand"
REVOKE = "auction-hearts.revoke"
FIRST_TRICK = "auction-hearts.first-trick"
FIRST_TRICK_POINTS = "auction-hearts.i-first-trick-points"
PENALTY_BROKEN = "auction-hearts.penalty-broken"
PLAYED_SO_FAR = "auction-hearts.i-played"
REVOKE_PROOF = "auction-hearts.i-revoke-proof"
REVOKE_FOUND = "auction-hearts.i-revoke-found"
CONDONED = "auction-hearts.i-out-of-turn-condoned"
CLAIM = "auction-hearts.i-claim"
CLAIM_STATED_LINE = "auction-hearts.i-claim-stated-line"
ANALYSIS = "auction-hearts.i-analysis"
VIEW = "auction-hearts.i-view"
NOT_HELD = f"{GAME_ID}.i-not-held"
OUT_OF_TURN = f"{GAME_ID}.i-out-of-turn"
GAME_OVER = f"{GAME_ID}.i-game-over"
FAIR_DEAL = f"{GAME_ID}.i-fair-deal"

CATALOGUE = RuleCatalogue(
    [
        Rule(
            STRIP,
            INTERPRETATION,
            "The table sizes, stripped packs and deal are as in Hearts (hearts.strip): 3 to 6 players, the whole "
            "stripped pack dealt in equal hands.",
        ),
        Rule(
            BID,
            RULE,
            "After the deal, starting at the dealer's left, each player may bid once (a number of chips), each bid "
            "higher than the preceding one.",
        ),
        Rule(BID_OR_PASS, INTERPRETATION, "A player may pass; a bid is a whole number of at least 1."),
        Rule(
            BID_LIMIT,
            INTERPRETATION,
            f"The rules set no most a player may bid; the referee takes bids of up to {MOST_BID:,} chips, so that every "
            "pot it reports stays a number each client reads exactly. A larger bid is not a legal bid.",
        ),
        Rule(
            AUCTION_FIRST,
            INTERPRETATION,
            "Play begins only when every player has bid or passed once; a play recorded before the auction is complete "
            "is a violation at that play.",
        ),
        Rule(
            NAME,
            RULE,
            'The highest bidder puts the bid into the pot and names the penalty suit ("trump", with no trump '
            "privileges).",
        ),
        Rule(ALL_PASS, INTERPRETATION, "If all pass, hearts is the penalty suit and nothing is paid."),
        Rule(
            PLAY,
            RULE,
            "Play as in Hearts, avoiding the penalty suit: follow suit if able, otherwise any card; any card may be "
            "led; the highest card of the suit led wins and its winner leads next.",
        ),
        Rule(
            FIRST_LEAD,
            INTERPRETATION,
            'The dealer\'s left leads first (option first_lead: "high-bidder" for the common house rule that the '
            "high bidder leads).",
        ),
        Rule(
            FIRST_LEAD_NAMER,
            INTERPRETATION,
            'Under first_lead "high-bidder", a jackpot deal (no bidding) is led by the player who names the suit, and '
            "a deal with nobody to name it (all passed) by the dealer's left.",
        ),
        Rule(
            SETTLE,
            RULE,
            "Each player puts one chip into the pot per penalty card taken. The one player who took none wins the whole "
            "pot; two such players divide it.",
        ),
        Rule(
            ODD_CHIP, INTERPRETATION, "When two players divide the pot, an odd chip stays in the pot for the next deal."
        ),
        Rule(
            JACKPOT,
            RULE,
            "If more than two players took no penalty card, or one player took every penalty card in play, the pot stays "
            "whole for the next deal: no bidding then, and the previous successful bidder names the suit again.",
        ),
        Rule(
            ALL_TAKEN,
            INTERPRETATION,
            '"All 13" means all the penalty cards of that suit in the stripped pack in use; this check comes before '
            "the split.",
        ),
        Rule(NONE_CLEAR, INTERPRETATION, "If nobody took zero penalty cards, the pot is a jackpot too."),
        Rule(
            RENAME,
            INTERPRETATION,
            "On a jackpot deal the previous successful bidder may name any suit (the same or another) and pays nothing.",
        ),
        Rule(
            JACKPOT_NO_NAMER,
            INTERPRETATION,
            "A jackpot when nobody has yet bid successfully leaves no one to name the suit: the next deal has no bidding "
            "and hearts is the penalty suit again.",
        ),
        *record_rules(GAME_ID),
        *fair_deal_rules(GAME_ID),
        *family_rules(
            GAME_ID,
            STRIP,
            "penalty card",
            True,
            MISDEAL,
            DEAD_HAND,
            REVOKE_PROOF,
            CLAIM,
            ANALYSIS,
            CONDONED,
            CLAIM_STATED_LINE,
        ),
        Rule(
            REVOKE,
            NOT_COVERED,
            "The rules require following suit (auction-hearts.play) but name no penalty for a revoke or an exposed card. "
            "The referee reports whether a given record proves the revoke; a failure to follow is answered play-rejected "
            "(the play is not legal and is taken back), an exposure none; the offender still pays for penalty cards "
            "taken.",
        ),
        # House rules borrowed from Hearts, for the penalty suit named in the auction.
        Rule(
            FIRST_TRICK,
            RULE,
            "House rule (option no_points_first_trick, as in Hearts: hearts.first-trick, from Bicycle's Hearts "
            "rules): no card of the penalty suit may be played to the first trick, unless the player holds nothing "
            "else.",
        ),
        Rule(
            FIRST_TRICK_POINTS,
            INTERPRETATION,
            "The cards kept off the first trick are those that cost chips: the penalty suit named in the auction.",
        ),
        Rule(
            PENALTY_BROKEN,
            RULE,
            'House rule (option hearts_broken "required", as in Hearts: hearts.hearts-broken, from Bicycle\'s Hearts '
            "rules): a card of the penalty suit may not be led until one has been played to an earlier trick, unless "
            "the leader holds only that suit.",
        ),
        Rule(
            PLAYED_SO_FAR,
            INTERPRETATION,
            "A snapshot (legal-moves, check-move) under either house rule gives played, the cards of the completed "
            "tricks (none: the first trick), and penalty_suit.",
        ),
        Rule(
            REVOKE_FOUND,
            INTERPRETATION,
            "A revoke not corrected before its trick is turned stands, and once found after the fact the hand is not "
            "replayed (the principle of the Laws of Duplicate Bridge, Law 64). Foster's Complete Hoyle, Laws of Hearts "
            "23 and 24: the revoking player pays the entire losses of the hand as if alone in error, and in Auction "
            "Hearts must pay the amount of the bid in addition. So the revoker is charged with every card of the "
            "penalty suit in the stripped pack in use and pays the bid too; the others are charged with none."
            " Each revoker pays as if alone in error, and a seat pays for its revokes once a deal. Under house rules "
            "that restrict the play (the first trick, leading the penalty suit before it is broken), a card they "
            "forbid is a revoke too (Laws of Hearts 27: failing to comply with a lawful requirement makes a player "
            "liable to the penalties for a revoke); under house rules that score other cards, the revoker is "
            "charged with every card that counts against a player, nobody shoots the moon on a charge, and a card "
            "that counts for its taker counts for nobody.",
        ),
        Rule(
            VIEW,
            INTERPRETATION,
            "What a seat may see (a view): its own cards as dealt, every bid, the penalty suit named and every card "
            "played. Every other card is hidden: what another seat still holds. A play that does not follow the suit "
            "led proves that its seat holds none of that suit. A spectator sees the bids, the suit named and the cards "
            "played.",
        ),
    ]
)

CATALOGUE.require_cited(globals(), GAME_ID)

# Play as in Hearts (auction-hearts.play), citing Auction Hearts' own rules.
AUCTION = Variant(
    catalogue=CATALOGUE,
    strip=STRIP,
    opening_lead=FIRST_LEAD,
    next_lead=PLAY,
    lead_any=PLAY,
    follow=PLAY,
    score=SETTLE,
    not_held=NOT_HELD,
    out_of_turn=OUT_OF_TURN,
    game_over=GAME_OVER,
    misdeal=MISDEAL,
    dead_hand=DEAD_HAND,
    revoke=REVOKE,
    first_trick=FIRST_TRICK,
    first_trick_points=FIRST_TRICK_POINTS,
    hearts_broken=PENALTY_BROKEN,
    played_so_far=PLAYED_SO_FAR,
)


@dataclass(frozen=True)
class Options(OptionSet):
    """The house rules of Auction Hearts, the seed's by default: Hearts' own where they are the same option, under
    Auction Hearts' rule ids."""

    first_lead: str = option(
        "dealer-left",
        f"house rule ({FIRST_LEAD}): high-bidder, the seat that bid highest (or names the suit) leads first",
        choices=("dealer-left", "high-bidder"),
    )
    no_points_first_trick: bool = reuse(
        HeartsOptions,
        "no_points_first_trick",
        description=(f"house rule ({FIRST_TRICK}): no penalty card on the first trick"),
    )
    hearts_broken: str = reuse(
        HeartsOptions,
        "hearts_broken",
        choices=("not-required", "required"),
        description=(f"house rule ({PENALTY_BROKEN}): required, the penalty suit may not be led until broken"),
    )


PROFILES = ProfileBook(
    GAME_ID,
    Options.house_rule_defaults(),
    [
        (
            "hoyle",
            "Auction Hearts by its standard rules",
            {},
            "The standard rules of Auction Hearts, after Hoyle: Hearts' play avoiding the named penalty suit.",
        ),
    ],
)

INFO = GameInfo(
    GAME_ID, "Auction Hearts", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=3
)
