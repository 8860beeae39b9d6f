"""California Jack's rule catalogue (docs/rules.md lists it) and the numbers the rules fix."""

from dataclasses import dataclass

from referee.games.info import GameInfo
from referee.games.options import OptionSet, option
from referee.games.profiles import ProfileBook
from referee.games.wording import ANALYSIS as ANALYSIS_TEXT
from referee.games.wording import CLAIM_IN_RESULT
from referee.games.wording import CLAIM_STATED_LINE as CLAIM_STATED_LINE_TEXT
from referee.rulings import INTERPRETATION, NOT_COVERED, RULE, Rule, RuleCatalogue, fair_deal_rules, record_rules

GAME_ID = "california-jack"

PLAYERS = 2
HAND_SIZE = 6
PACK_SIZE = 52
STOCK_SIZE = PACK_SIZE - PLAYERS * HAND_SIZE  # 40 cards: 20 draw rounds
TRICKS_IN_GAME = PACK_SIZE // PLAYERS  # 26, though the game always ends long before
WINNING_TOTAL = 10

DEAL = f"{GAME_ID}.deal"
DEAL_ORDER = f"{GAME_ID}.i-deal-order"
TRUMP = f"{GAME_ID}.trump"
TRUMP_CARD = f"{GAME_ID}.i-trump-card"
RANK = f"{GAME_ID}.rank"
FIRST_LEAD = f"{GAME_ID}.i-first-lead"
FOLLOW = f"{GAME_ID}.play.follow"
MUST_TRUMP = f"{GAME_ID}.i-must-trump"
WINNER = f"{GAME_ID}.play.winner"
DRAW = f"{GAME_ID}.draw"
DRAW_ORDER = f"{GAME_ID}.i-draw-order"
SCORE = f"{GAME_ID}.score"
WIN = f"{GAME_ID}.win"
WIN_BEFORE_DRAW = f"{GAME_ID}.i-win-before-draw"
BOTH_TEN = f"{GAME_ID}.i-both-ten"
NOT_HELD = f"{GAME_ID}.i-not-held"
OUT_OF_TURN = f"{GAME_ID}.i-out-of-turn"
GAME_OVER = f"{GAME_ID}.i-game-over"
FAIR_DEAL = f"{GAME_ID}.i-fair-deal"
MISDEAL = f"{GAME_ID}.misdeal"
DEAD_HAND = f"{GAME_ID}.dead-hand"
REVOKE = f"{GAME_ID}.i-revoke"
REVOKE_PROOF = f"{GAME_ID}.i-revoke-proof"
REVOKE_FOUND = f"{GAME_ID}.i-revoke-found"
CONDONED = f"{GAME_ID}.i-out-of-turn-condoned"
CLAIM = f"{GAME_ID}.i-claim"
CLAIM_STATED_LINE = f"{GAME_ID}.i-claim-stated-line"
ANALYSIS = f"{GAME_ID}.i-analysis"
VIEW = f"{GAME_ID}.i-view"
CLAIM_DRAWING = f"{GAME_ID}.i-claim-drawing"
CLAIM_STOCK_UNKNOWN = f"{GAME_ID}.i-claim-stock-unknown"
EXPOSURE = f"{GAME_ID}.exposure"
# House rules (options) of the classic game, each from a published source.
FACE_UP = f"{GAME_ID}.classic.face-up"
FOLLOW_OR_TRUMP = f"{GAME_ID}.classic.follow-or-trump"
HAND_SCORE = f"{GAME_ID}.classic.score"
HAND_WIN = f"{GAME_ID}.classic.win"
HAND_GAME_TIE = f"{GAME_ID}.i-classic-game-tie"
HAND_IN_PROGRESS = f"{GAME_ID}.i-classic-in-progress"

BICYCLE = 'Bicycle\'s California Jack rules (bicyclecards.com, "California Jack")'
FOSTER = 'Foster\'s Complete Hoyle, "California Jack"'

CATALOGUE = RuleCatalogue(
    [
        Rule(DEAL, RULE, "Exactly 2 players, a standard 52-card pack, 6 cards each."),
        Rule(
            DEAL_ORDER,
            INTERPRETATION,
            "The 12 cards are dealt one at a time alternately from the top of the deck, the non-dealer first.",
        ),
        Rule(TRUMP, RULE, "The bottom card of the undealt deck is turned face up; its suit is trump."),
        Rule(
            TRUMP_CARD,
            INTERPRETATION,
            "The turned trump card stays at the bottom of the face-down draw pile and is the last card drawn "
            "(40 cards, 20 draw rounds).",
        ),
        Rule(RANK, RULE, "Cards rank 2 low, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K, A high, in every suit."),
        Rule(FIRST_LEAD, INTERPRETATION, "The non-dealer leads the first trick; each trick's winner leads the next."),
        Rule(
            FOLLOW,
            RULE,
            "The leader may play any card. The follower must follow suit if able; with no card of the suit led "
            "and no trump, any card.",
        ),
        Rule(
            MUST_TRUMP,
            INTERPRETATION,
            "A follower void in the suit led who holds a trump must play a trump (option void_must_trump, default "
            'true); with void_must_trump false, the lenient reading of the standard rules\' "may play a trump": any card.',
        ),
        Rule(
            WINNER,
            RULE,
            "The highest trump wins the trick; with no trump in it, the highest card of the suit led. The winner "
            "takes both cards and leads next.",
        ),
        Rule(DRAW, RULE, "After each trick, while the deck is not empty, each player draws one card from its top."),
        Rule(DRAW_ORDER, INTERPRETATION, "The trick's winner draws first, then the loser."),
        Rule(
            SCORE,
            RULE,
            "A player's total = High (captured the A of trump: 1) + Low (the 2 of trump: 1) + Jack (the J of "
            "trump: 1) + Game points of all captured cards (T 10, A 4, K 3, Q 2, J 1, others 0). Recomputed after "
            "every trick.",
        ),
        Rule(WIN, RULE, "As soon as a player's total is 10 or more, that player wins and the game ends."),
        Rule(
            WIN_BEFORE_DRAW,
            INTERPRETATION,
            "Totals are checked as soon as the trick's cards are captured: a trick that brings its winner to 10 or "
            "more ends the game at once, before anyone draws.",
        ),
        Rule(
            BOTH_TEN,
            INTERPRETATION,
            "Captured piles in which both players total 10 or more cannot come from one game, which ends at the "
            "trick that first brings a total to 10 (only the trick's winner scores on a trick). The referee reports "
            "both totals, names no winner (who reached 10 first is unknown) and says the game is over.",
        ),
        *record_rules(GAME_ID),
        *fair_deal_rules(GAME_ID),
        Rule(
            MISDEAL,
            NOT_COVERED,
            "The standard rules have no misdeal rule. The referee reports whether the deal broke california-jack.deal "
            "(a hand other than 6 cards; a deck that is not the 52 distinct cards of a standard pack, naming the "
            "cards repeated and missing) and calls that a misdeal with no penalty; the same dealer deals again, "
            "since the rules never pass the deal. A deal record given as hands and stock that breaks it (a hand "
            "other than 6 cards, cards missing) still describes a deal: adjudicate reports the misdeal among its "
            "irregularities and replays the record as dealt.",
        ),
        Rule(
            DEAD_HAND,
            NOT_COVERED,
            "The standard rules have no dead-hand rule. The referee reports as irregular the seats that hold a number "
            "of cards other than the deal and the draws leave once the tricks won are complete (6 while the stock "
            "lasts, then one fewer per trick: min(6, 26 - tricks complete)); it declares no hand dead (dead is "
            "always empty), names no penalty, and there is no pot (wins_pot is null).",
        ),
        Rule(
            REVOKE,
            INTERPRETATION,
            "Failing to follow suit when able (or, under void_must_trump, to trump when void and able) is an "
            "illegal play: the referee rejects it and the player must play a legal card. The standard rules name no "
            "further penalty.",
        ),
        Rule(
            EXPOSURE,
            NOT_COVERED,
            "The standard rules say nothing about exposed cards. The referee names no penalty: the offender keeps the "
            "card, goes on drawing and plays on; there are no stakes to pay.",
        ),
        Rule(
            FACE_UP,
            RULE,
            f"House rule (option stock_face up; {BICYCLE}; {FOSTER}): the undealt cards lie face up as the stock, so "
            "every card is seen before it is drawn; the top card names trump and is the first card drawn (by the "
            "winner of the first trick). Shasta Sam is the game with the stock face down.",
        ),
        Rule(
            FOLLOW_OR_TRUMP,
            RULE,
            f"House rule (option follow follow-or-trump; {BICYCLE}): the follower must follow suit or trump, if "
            "possible: a trump may be played even when holding the suit led; holding neither, any card.",
        ),
        Rule(
            HAND_SCORE,
            RULE,
            f"House rule (option scoring end-of-hand; {BICYCLE}; {FOSTER}): the hand is played out (every card of the "
            "stock drawn, the last six tricks without drawing) and scored at its end: one point each for High (the "
            "ace of trumps), Low (the 2 of trumps: it counts to the player winning it), Jack (the jack of trumps), "
            "taken in tricks, and Game (the more game points among the captured cards: T 10, A 4, K 3, Q 2, J 1). "
            "Totals carry over deals (scores_before).",
        ),
        Rule(
            HAND_WIN,
            RULE,
            f"House rule (scoring end-of-hand; {BICYCLE}): the first player whose total reaches 10 at the end of a "
            "hand wins; if both reach 10 in the same hand, the points count in order High, Low, Jack, Game.",
        ),
        Rule(
            HAND_GAME_TIE,
            INTERPRETATION,
            "Under scoring end-of-hand, equal game points score the Game point to nobody.",
        ),
        Rule(
            HAND_IN_PROGRESS,
            INTERPRETATION,
            "Under scoring end-of-hand, a hand in progress scores nothing yet: the answer shows each player's game "
            "points and honours so far, and totals move only when the hand is complete.",
        ),
        Rule(
            REVOKE_PROOF,
            INTERPRETATION,
            "A revoke is proved from the tricks alone when the offender, after failing to play as the rules required, later plays a card it already held at that moment which the rules would have required instead; the earliest such later play is the proof. Hands are never guessed: a card that may have joined the hand since proves nothing: cards are drawn after every trick, so with the stock given the draws are known and a card drawn after the revoke proves nothing, and without it only a card that cannot have been drawn since (the draw pile was already empty) is proof. Under void_must_trump a player void in the suit led who held a trump had to trump.",
        ),
        Rule(
            REVOKE_FOUND,
            INTERPRETATION,
            "The rules name no penalty for a revoke found after the fact. California Jack is a variety of Seven-up "
            "(Foster's Complete Hoyle), whose laws make the adversary score two points for a revoke when the jack of "
            "trumps is in play (one otherwise), added to their own score or taken from the revoker's, and bar the "
            "revoker from scoring Jack or Game in that hand. With the whole pack in play the jack of trumps always "
            "is, so the opponent scores 2 points and the revoker's Jack and Game do not count for this hand; the "
            "play is not undone (the principle of the Laws of Duplicate Bridge, Law 64). The 2 points count before "
            "any other (the Laws of Whist: a revoke's penalty takes precedence of every other score), so at the end "
            "of a hand they are the first counted toward 10. In the seed's count, where a total of 10 ends the game "
            "at once, the game is decided on the corrected totals: the revoker's opponent wins at 10 or more; "
            "otherwise nobody has won and another hand is dealt.",
        ),
        Rule(
            CONDONED,
            INTERPRETATION,
            "The rules name no procedure for a card played out of turn. As in the Laws of Whist, where a false lead "
            "to which all have played cannot be rectified, and the Laws of Duplicate Bridge, Law 53A, where a lead "
            "out of turn accepted by play stands, a card played out of turn stands with no penalty once the other "
            "player has played to its trick: the trick is won as the cards fell, its winner draws first and leads "
            "the next. Until then the card can be taken back and the right player plays.",
        ),
        Rule(
            CLAIM,
            INTERPRETATION,
            "A claim is decided by an exact search of every legal continuation of the remaining play. Under 'any-play' (the default) it holds only if it holds however every player plays, the claimer's own side included, so that doubtful points go against the claimer (the principle of the Laws of Duplicate Bridge, Law 70); under 'best-play' it holds if the claimer's side can make it against any defence (double dummy). A search that runs past its position budget or its time leaves the claim undecided and not upheld. A claim is decided once the draw pile is empty and the tricks are those played until the "
            "game ends." + CLAIM_IN_RESULT,
        ),
        Rule(CLAIM_STATED_LINE, INTERPRETATION, CLAIM_STATED_LINE_TEXT),
        Rule(ANALYSIS, INTERPRETATION, ANALYSIS_TEXT),
        Rule(
            CLAIM_DRAWING,
            NOT_COVERED,
            "The rules cover no claim while cards are still to be drawn: the cards to come are unknown. The "
            "referee says so and does not uphold the claim.",
        ),
        Rule(
            CLAIM_STOCK_UNKNOWN,
            NOT_COVERED,
            "A claim made without the draw pile (stock) while each hand holds 6 cards (a card played to the trick in "
            "progress counted with its hand): the hands hold 6 after every draw, the last one included, so they do not "
            "show whether cards remain to be drawn, and the rules cover no claim while any do "
            "(california-jack.i-claim-drawing). The referee does not decide the claim and does not uphold it. A hand "
            "of fewer than 6 cards shows the pile empty, and so does stock: [].",
        ),
        Rule(
            VIEW,
            INTERPRETATION,
            "What a seat may see (a view): its own cards as dealt and drawn, the turned trump card and every card "
            "played. With the stock face down (the standard rules) the cards the other player draws are hidden, "
            "except the turned trump card, drawn last; with it face up (california-jack.classic.face-up) its top card "
            "and every card drawn from it are seen by both. A play that the duty to follow would have forbidden proves "
            "that its seat holds none of the suit it failed to play, until it draws a card that may be of that suit.",
        ),
    ]
)

RANKS_LOW_TO_HIGH = "23456789TJQKA"
RANK_ORDER = {rank: strength for strength, rank in enumerate(RANKS_LOW_TO_HIGH)}
GAME_POINTS_BY_RANK = {"T": 10, "A": 4, "K": 3, "Q": 2, "J": 1}
HONOURS = (("high", "A"), ("low", "2"), ("jack", "J"))

RANK_TABLES = {
    "every suit": list(reversed(RANKS_LOW_TO_HIGH)),
    "game points": dict(GAME_POINTS_BY_RANK),
    "honours": {name: rank for name, rank in HONOURS},
}

FOLLOW_CHOICES = ("follow-suit", "follow-or-trump")
STOCK_FACES = ("down", "up")
SCORING_CHOICES = ("running", "end-of-hand")


@dataclass(frozen=True)
class Options(OptionSet):
    """The house rules a game is played under; the defaults are the seed's."""

    void_must_trump: bool = option(
        True, f"true: a follower void in the suit led who holds a trump must trump ({MUST_TRUMP})"
    )
    follow: str = option(
        "follow-suit", f"house rule ({FOLLOW_OR_TRUMP}): follow-or-trump, follow suit or trump", choices=FOLLOW_CHOICES
    )
    stock_face: str = option(
        "down", f"house rule ({FACE_UP}): up, the stock lies face up and its top card names trump", choices=STOCK_FACES
    )
    scoring: str = option(
        "running",
        f"house rule ({HAND_SCORE}): end-of-hand, the hand is played out and scored at its end",
        choices=SCORING_CHOICES,
    )

    @property
    def face_up(self) -> bool:
        return self.stock_face == "up"

    @property
    def at_hand_end(self) -> bool:
        return self.scoring == "end-of-hand"


# The standard rules' options, where a function's default needs one.
STANDARD_OPTIONS = Options()

PROFILES = ProfileBook(
    GAME_ID,
    Options.house_rule_defaults(),
    [
        (
            "seed",
            "California Jack by its standard rules",
            {},
            "The standard rules of California Jack: the stock face down with its bottom card trump, follow suit (a void "
            "player holding a trump must trump), totals after every trick and the first to 10 wins at once.",
        ),
        (
            "classic",
            "Classic California Jack",
            {"follow": "follow-or-trump", "stock_face": "up", "scoring": "end-of-hand"},
            f"{BICYCLE}; {FOSTER}: the stock face up, its top card naming trump; follow suit or trump; the hand played "
            "out and scored at its end, one point each for High, Low, Jack and Game; first to 10 at the end of a hand.",
        ),
    ],
)

CATALOGUE.require_cited(globals(), GAME_ID)


def other(seat: int) -> int:
    """The other player of the two."""
    return 1 - seat


INFO = GameInfo(GAME_ID, "California Jack", PLAYERS, PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=4)
