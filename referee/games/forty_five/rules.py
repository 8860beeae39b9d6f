"""Forty-Five's rules: the catalogue (every rule id and the interpretations this referee adds,
each spelled once as a constant and checked against the catalogue at import) and the rank tables
(forty-five.rank) as data, with the lookup tables built from them once: ``TRICK_STRENGTH[trump,
led_suit, demoted]`` gives every card one number (any trump beats any card of the suit led, which beats
any other card, 0); the trick winner and the renege privilege both read these numbers."""

from dataclasses import dataclass

from referee.cards import CARD_BITS, SUITS, suit_of
from referee.games.info import GameInfo
from referee.games.options import OptionSet, option
from referee.games.profiles import ProfileBook
from referee.games.wording import ANALYSIS as ANALYSIS_TEXT
from referee.games.wording import CLAIM_IN_RESULT
from referee.games.wording import CLAIM_STATED_LINE as CLAIM_STATED_LINE_TEXT
from referee.rulings import INTERPRETATION, RULE, Rule, RuleCatalogue, fair_deal_rules, record_rules

GAME_ID = "forty-five"

# The table (forty-five.i-players, forty-five.deal).
MIN_PLAYERS, MAX_PLAYERS = 2, 10
HAND_SIZE = 5
TRICKS_PER_HAND = 5

NOT_HELD = f"{GAME_ID}.i-not-held"
OUT_OF_TURN = f"{GAME_ID}.i-out-of-turn"
GAME_OVER = f"{GAME_ID}.i-game-over"
FAIR_DEAL = f"{GAME_ID}.i-fair-deal"

RANK = "forty-five.rank"
PLAYERS = "forty-five.i-players"
DEAL = "forty-five.deal"
ROB_ACE = "forty-five.rob.ace"
ROB_ANNOUNCE = "forty-five.rob.announce"
ROB_TIMING = "forty-five.i-rob-timing"
ROB_ONCE = "forty-five.i-rob-once"
DEMOTED_ACE = "forty-five.i-demoted-ace"
TURNED_ACE = "forty-five.rob.turned-ace"
TURNED_ACE_PLAY = "forty-five.i-turned-ace"
TURNED_ACE_DEFAULT = "forty-five.i-turned-ace-default"
LEAD = "forty-five.play.lead"
FOLLOW_OR_TRUMP = "forty-five.play.follow-or-trump"
RENEGE = "forty-five.play.renege"
RENEGE_LED = "forty-five.i-renege-led"
WINNER = "forty-five.play.winner"
SCORE_STANDARD = "forty-five.score.standard"
SCORE_DIFFERENTIAL = "forty-five.score.differential"
SCORE_GAME = "forty-five.score.game"
GAME_BOTH_SYSTEMS = "forty-five.i-game-both-systems"
NO_MAJORITY = "forty-five.i-no-majority"
MISDEAL = "forty-five.misdeal"
MISDEAL_COUNT = "forty-five.misdeal.count"
MISDEAL_EXPOSED = "forty-five.misdeal.exposed"
MISDEAL_UNCUT = "forty-five.misdeal.uncut"
MISDEAL_COUNTED = "forty-five.misdeal.counted"
DEAD_HAND = "forty-five.dead-hand"
DEAD_HAND_FOUND = "forty-five.i-dead-hand-found"
POT = "forty-five.i-pot"
EXPOSURE = "forty-five.exposure"
EARLY_EXPOSURE = "forty-five.i-early-exposure"
EXPOSURE_IN_RESULT = "forty-five.i-exposure-in-result"
REVOKE = "forty-five.i-revoke"
REVOKE_PROOF = "forty-five.i-revoke-proof"
REVOKE_FOUND = "forty-five.i-revoke-found"
CLAIM = "forty-five.i-claim"
CLAIM_STATED_LINE = "forty-five.i-claim-stated-line"
ANALYSIS = "forty-five.i-analysis"
VIEW = "forty-five.i-view"
CONDONED = "forty-five.i-out-of-turn-condoned"

# The scoring systems (forty-five.score.standard, forty-five.score.differential).
STANDARD = "standard"
DIFFERENTIAL = "differential"
SCORING_SYSTEMS = (STANDARD, DIFFERENTIAL)


@dataclass(frozen=True)
class Options(OptionSet):
    """The options of a Forty-Five request; the defaults are the standard rules."""

    # A fact of the position a snapshot describes, not a house rule: no profile sets it.
    trump_ace_demoted: bool = option(False, f"the ace of trumps lost its rank ({DEMOTED_ACE})", house_rule=False)
    scoring: str = option(
        STANDARD,
        f"house rule: standard ({SCORE_STANDARD}) or differential ({SCORE_DIFFERENTIAL}) scoring",
        choices=SCORING_SYSTEMS,
    )


CATALOGUE = RuleCatalogue(
    [
        *record_rules(GAME_ID),
        *fair_deal_rules(GAME_ID),
        Rule(
            RANK,
            RULE,
            "AH is always a trump, never a heart. Trumps, highest first: spades or clubs 5, J, AH, A, K, Q, 2, 3, 4, "
            "6, 7, 8, 9, T; diamonds 5, J, AH, AD, K, Q, T, 9, 8, 7, 6, 4, 3, 2; hearts 5, J, AH, K, Q, T, 9, 8, 7, 6, "
            "4, 3, 2. Plain suits: spades and clubs K, Q, J, A, 2 ... T; diamonds K, Q, J, T ... 2, A; hearts K, Q, J, "
            "T ... 2.",
        ),
        Rule(
            PLAYERS,
            INTERPRETATION,
            "2 to 10 players, 5 cards each. Default sides: 4 players {0,2} v {1,3}; 6 players {0,2,4} v {1,3,5}; any "
            "other count, every player is a side. A request may give sides explicitly, every seat in exactly one side.",
        ),
        Rule(
            DEAL,
            RULE,
            "Five cards each, clockwise from the dealer's left, in packets of 3 then 2 (or 2 then 3). The next card is "
            "turned; its suit is trump.",
        ),
        Rule(
            ROB_ACE,
            RULE,
            "The holder of the ace of the trump suit may exchange any card of their hand for the turned card.",
        ),
        Rule(
            ROB_ANNOUNCE,
            RULE,
            "If the ace holder does not rob, they must ask the dealer to turn the trump card down, announcing the ace; "
            "otherwise their ace becomes the lowest trump, even AH.",
        ),
        Rule(
            ROB_TIMING,
            INTERPRETATION,
            "Robbing or announcing must happen before that player plays their first card. Once they have played "
            "without doing either, their ace is demoted.",
        ),
        Rule(
            ROB_ONCE,
            INTERPRETATION,
            "Robbing, announcing and the dealer's choice on a turned ace are each made once: the ace holder robs or "
            "announces, not both and not twice, and the dealer chooses once; a second such action is a violation.",
        ),
        Rule(
            DEMOTED_ACE, INTERPRETATION, "A demoted ace ranks below every other trump and loses the renege privilege."
        ),
        Rule(
            TURNED_ACE,
            RULE,
            "If the turned card is an ace, the dealer either discards a card at once and takes the ace into hand after "
            "the first trick, or plays the original hand, announcing it. The choice is made before the opening lead; "
            "only the dealer may take a turned ace.",
        ),
        Rule(
            TURNED_ACE_PLAY,
            INTERPRETATION,
            "A dealer who robs a turned ace plays trick 1 from four cards; the ace joins the hand when trick 1 is complete.",
        ),
        Rule(
            TURNED_ACE_DEFAULT,
            INTERPRETATION,
            "If a record reaches the opening lead with an ace turned and no dealer's choice, the dealer is taken to "
            "have kept the original hand: the turned ace stays out of play.",
        ),
        Rule(LEAD, RULE, "The dealer's left leads the first trick, any card; each trick's winner leads the next."),
        Rule(
            FOLLOW_OR_TRUMP,
            RULE,
            "A plain suit led: a player holding that suit must play that suit or a trump (trumping is always allowed). "
            "Void in it: any card.",
        ),
        Rule(
            RENEGE,
            RULE,
            "Trump led: a player must play a trump, except that the 5 and J of trumps and AH need not be played when "
            "the card led is a lower trump. Holding at least one trump that must be played: legal = all the player's "
            "trumps. Holding only privileged trumps, or no trump: legal = the whole hand.",
        ),
        Rule(
            RENEGE_LED, INTERPRETATION, '"Lower" is judged against the card led, not the highest trump played so far.'
        ),
        Rule(
            WINNER,
            RULE,
            "A trick containing a trump is won by the highest trump; otherwise by the highest card of the suit led.",
        ),
        Rule(SCORE_STANDARD, RULE, "The side taking 3 or 4 tricks scores 5; all 5 tricks, 10."),
        Rule(
            SCORE_DIFFERENTIAL,
            RULE,
            "Each trick counts 5; the side with the most tricks scores the difference to the side with the fewest: "
            "3-2 gives 5, 4-1 gives 15, 5-0 gives 25.",
        ),
        Rule(SCORE_GAME, RULE, "45 points is game; the first side to reach 45 wins."),
        Rule(GAME_BOTH_SYSTEMS, INTERPRETATION, "45 is game under standard scoring too."),
        Rule(
            NO_MAJORITY,
            INTERPRETATION,
            "With more than two sides, if no side takes 3 tricks (standard) or several sides tie for most "
            "(differential), nobody scores: the hand is spoilt.",
        ),
        Rule(
            MISDEAL,
            RULE,
            "A misdeal if too many or too few cards are dealt, if the dealer exposes a card in dealing, if the deal "
            "began with an uncut pack and a new deal was demanded before the deal was complete, or if the dealer "
            "counts the cards on the table or in the pack. The deal passes to the original dealer's left.",
        ),
        Rule(
            MISDEAL_COUNT, RULE, "Ground for a misdeal: too many or too few cards are dealt (a hand of other than 5)."
        ),
        Rule(MISDEAL_EXPOSED, RULE, "Ground for a misdeal: the dealer exposes a card in dealing."),
        Rule(
            MISDEAL_UNCUT,
            RULE,
            "Ground for a misdeal: the deal began with an uncut pack and a new deal was demanded before the deal was "
            "complete (an uncut pack alone, with no such demand, is not a misdeal).",
        ),
        Rule(MISDEAL_COUNTED, RULE, "Ground for a misdeal: the dealer counts the cards on the table or in the pack."),
        Rule(
            DEAD_HAND,
            RULE,
            "A hand with an incorrect number of cards is dead; the others play on. But if that player won three tricks "
            "with the irregular hand before it was discovered, they win the pot.",
        ),
        Rule(
            DEAD_HAND_FOUND,
            INTERPRETATION,
            "In a deal record, an irregular hand plays on until it is discovered: when the record passes over that "
            "seat at its turn (the next seat plays instead, or the next trick is led as if the trick were complete "
            "without it), when it has no card left at its turn, or when the fifth "
            "trick is complete. Tricks it completed before then stand. From its discovery it is skipped; if it leads, "
            "the lead passes to the next live seat on its left. With fewer than two live hands play stops and the hand is scored on the tricks completed.",
        ),
        Rule(
            POT,
            INTERPRETATION,
            '"Wins the pot" means the hand ends and that player\'s side is scored as taking the hand with the tricks it '
            'holds; "until the pot in progress is won" means for the rest of this hand. A dead seat is skipped in the '
            "rotation.",
        ),
        Rule(
            EXPOSURE,
            RULE,
            "An illegal exposure of a card after any player has won two tricks makes the offender's hand dead; they "
            "receive no cards until the pot in progress is won, and must still add to the pot when others do.",
        ),
        Rule(EARLY_EXPOSURE, INTERPRETATION, "An exposure before any player has won two tricks carries no penalty."),
        Rule(
            EXPOSURE_IN_RESULT,
            INTERPRETATION,
            "An exposure reported beside a record of the hand played to its end: the rules make the offender's hand "
            "dead (forty-five.exposure) for the rest of the hand (forty-five.i-pot) but do not say what becomes of "
            "tricks a dead hand went on to take, and the hand cannot be played again without it. As with a hand "
            "found dead (forty-five.i-dead-hand-found, whose completed tricks stand), the offender keeps the tricks it "
            "won before the trick of the exposure; a trick it won from that trick on counts for no one, since a dead "
            "hand takes no further part; every other trick stands as the cards fell, and the hand is scored on the "
            "tricks so counted, as the scoring in use counts them. Adding to the pot is outside a record.",
        ),
        Rule(
            REVOKE,
            INTERPRETATION,
            "Failing to follow when able is an illegal play; the referee rejects it. The standard rules name no further penalty.",
        ),
        Rule(
            REVOKE_PROOF,
            INTERPRETATION,
            "A revoke is proved from the tricks alone when the offender, after failing to play as the rules required, later plays a card it already held at that moment which the rules would have required instead; the earliest such later play is the proof. Hands are never guessed: a card that may have joined the hand since proves nothing: the ace of trumps the dealer plays after the first trick may be a turned ace taken in after trick 1 (forty-five.i-turned-ace), so it proves nothing about the first trick unless the turned card is known. Trumping a plain lead is always allowed; against a trump lead, the 5 and J of trumps and AH are excused only above the card led, and a demoted ace never.",
        ),
        Rule(
            REVOKE_FOUND,
            INTERPRETATION,
            "The standard rules name no penalty for a revoke found after the fact (forty-five.i-revoke rejects one found at "
            "once). The revoke stands and the hand is not replayed (the principle of the Laws of Duplicate Bridge, "
            "Law 64); as in the Laws of Whist, where a revoking side can never score game in that hand, and in "
            "Foster's Complete Hoyle's All Fours, where the revoker may not score the points the revoke could affect, "
            "the revoking player's side scores nothing for this hand; the other sides score the tricks they took, "
            "as the scoring in use counts them (under differential scoring, only a side that took the most tricks "
            "scores). Each revoking seat is put right as if alone in error and once a deal; a side with two revokers "
            "still scores nothing, once.",
        ),
        Rule(
            CONDONED,
            INTERPRETATION,
            "The rules name no procedure for a card played out of turn (forty-five.i-out-of-turn rejects one found "
            "at once). As in the Laws of Whist, where a false lead to which all have played cannot be rectified, and "
            "the Laws of Duplicate Bridge, Law 53A, where a lead out of turn accepted by play stands, a card played "
            "out of turn stands with no penalty once every other live hand has played to its trick: the trick is "
            "won as the cards fell, and its winner leads the next. Until then the card can be taken back and the "
            "right player plays.",
        ),
        Rule(
            CLAIM,
            INTERPRETATION,
            "A claim is decided by an exact search of every legal continuation of the remaining play. Under 'any-play' (the default) it holds only if it holds however every player plays, the claimer's own side included, so that doubtful points go against the claimer (the principle of the Laws of Duplicate Bridge, Law 70); under 'best-play' it holds if the claimer's side can make it against any defence (double dummy). A search that runs past its position budget or its time leaves the claim undecided and not upheld. In Forty-Five the claim is the claimer's side's (forty-five.i-players)."
            + CLAIM_IN_RESULT,
        ),
        Rule(CLAIM_STATED_LINE, INTERPRETATION, CLAIM_STATED_LINE_TEXT),
        Rule(ANALYSIS, INTERPRETATION, ANALYSIS_TEXT),
        Rule(
            VIEW,
            INTERPRETATION,
            "What a seat may see (a view): its own cards, the turned card and every card played. The card a robber "
            "gives up is hidden from everyone else, and so is every card another seat still holds; robbing or "
            "announcing the ace proves that its seat holds the ace of trumps (forty-five.rob.ace) until it plays it; "
            "before that, who holds it is its holder's secret, so while its choice is pending before the opening lead "
            "the other seats see the opening lead as due (it may rob until it plays, forty-five.i-rob-timing). "
            "A play that neither follows suit nor trumps proves that its seat holds none of the suit led; a failure "
            "to follow a trump lead proves nothing while a trump that may renege against it (forty-five.play.renege) "
            "has not been played. A spectator sees the turned card, the robbing and the cards played.",
        ),
    ]
)

CATALOGUE.require_cited(globals(), GAME_ID)

HEARTS_ACE = "AH"

# Highest first, as the rules state them (forty-five.rank).
TRUMP_ORDER = {
    "S": ("5S", "JS", "AH", "AS", "KS", "QS", "2S", "3S", "4S", "6S", "7S", "8S", "9S", "TS"),
    "C": ("5C", "JC", "AH", "AC", "KC", "QC", "2C", "3C", "4C", "6C", "7C", "8C", "9C", "TC"),
    "D": ("5D", "JD", "AH", "AD", "KD", "QD", "TD", "9D", "8D", "7D", "6D", "4D", "3D", "2D"),
    "H": ("5H", "JH", "AH", "KH", "QH", "TH", "9H", "8H", "7H", "6H", "4H", "3H", "2H"),
}
PLAIN_ORDER = {
    "S": ("KS", "QS", "JS", "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "TS"),
    "C": ("KC", "QC", "JC", "AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC"),
    "D": ("KD", "QD", "JD", "TD", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D", "AD"),
    "H": ("KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H"),
}


def ace_of(trump: str) -> str:
    """The ace of the trump suit: the card whose holder may rob (AH when hearts are trump)."""
    return "A" + trump


def _demote(order: tuple, ace: str) -> tuple:
    return tuple(card for card in order if card != ace) + (ace,)


TRUMP_ORDERS = {
    (trump, demoted): _demote(order, ace_of(trump)) if demoted else order
    for trump, order in TRUMP_ORDER.items()
    for demoted in (False, True)
}

# Position 1 for the lowest card, so "higher" is ">" and 0 can mean "cannot win".
TRUMP_RANK = {key: {card: len(order) - i for i, card in enumerate(order)} for key, order in TRUMP_ORDERS.items()}
PLAIN_RANK = {suit: {card: len(order) - i for i, card in enumerate(order)} for suit, order in PLAIN_ORDER.items()}

_TRUMP_OFFSET = 100

FULL_PACK_CARDS = tuple(card for order in PLAIN_ORDER.values() for card in order) + (HEARTS_ACE,)

# The suit a card counts as in play: AH and the trump suit are "trump"; everything else its own suit.
PLAYED_SUIT = {
    trump: {card: trump if card in TRUMP_ORDER[trump] else suit_of(card) for card in FULL_PACK_CARDS} for trump in SUITS
}

TRICK_STRENGTH = {
    (trump, led, demoted): {
        card: (
            _TRUMP_OFFSET + TRUMP_RANK[trump, demoted][card]
            if card in TRUMP_RANK[trump, demoted]
            else PLAIN_RANK[led].get(card, 0)
            if suit_of(card) == led
            else 0
        )
        for card in FULL_PACK_CARDS
    }
    for trump in SUITS
    for led in SUITS
    for demoted in (False, True)
}

# The 5, J of trumps and AH: need not be played to a lower trump led (forty-five.play.renege).
PRIVILEGED = {
    (trump, demoted): frozenset(
        card for card in ("5" + trump, "J" + trump, HEARTS_ACE) if not (demoted and card == ace_of(trump))
    )
    for trump in SUITS
    for demoted in (False, True)
}


# The play's duty as bitmasks (referee.cards.CARD_BITS), from the tables above:
# LEAD_DUTY[trump][demoted][card led] = (must, may): a hand holding a card of ``must`` plays a card of ``may``,
# any card otherwise. A plain suit led: must follow it (AH is no heart), may also trump (forty-five.play.
# follow-or-trump). A trump led: must play a trump but the privileged ones above the card led, may play any trump
# (forty-five.play.renege, judged against the card led: forty-five.i-renege-led).
def _bits(cards) -> int:
    bits = 0
    for card in cards:
        bits |= CARD_BITS[card]
    return bits


TRUMP_BITS = {trump: _bits(TRUMP_ORDER[trump]) for trump in SUITS}
PLAYED_SUIT_BITS = {
    trump: {suit: _bits(card for card in FULL_PACK_CARDS if PLAYED_SUIT[trump][card] == suit) for suit in SUITS}
    for trump in SUITS
}
PRIVILEGED_BITS = {(trump, demoted): _bits(cards) for (trump, demoted), cards in PRIVILEGED.items()}


def _duty(trump: str, demoted: bool, led: str) -> tuple[int, int]:
    led_suit = PLAYED_SUIT[trump][led]
    trumps = TRUMP_BITS[trump]
    if led_suit != trump:
        suit = PLAYED_SUIT_BITS[trump][led_suit]
        return suit, suit | trumps
    ranks = TRUMP_RANK[trump, demoted]
    excused = _bits(card for card in PRIVILEGED[trump, demoted] if ranks[card] > ranks[led])
    return trumps & ~excused, trumps


LEAD_DUTY = {
    trump: {demoted: {led: _duty(trump, demoted, led) for led in FULL_PACK_CARDS} for demoted in (False, True)}
    for trump in SUITS
}


def is_trump(card: str, trump: str) -> bool:
    return PLAYED_SUIT[trump][card] == trump


def rank_tables() -> dict:
    """The tables GET /v1/games/forty-five serves, highest card first."""
    return {
        "trump": {suit: list(TRUMP_ORDER[suit]) for suit in SUITS},
        "trump_with_demoted_ace": {suit: list(TRUMP_ORDERS[suit, True]) for suit in SUITS},
        "plain": {suit: list(PLAIN_ORDER[suit]) for suit in SUITS},
    }


PROFILES = ProfileBook(
    GAME_ID,
    Options.house_rule_defaults(),
    [
        (
            "seed",
            "Forty-Five by its standard rules",
            {},
            "The standard rules of Forty-Five: standard scoring (5 for 3 or 4 tricks, 10 for all 5), 45 is game.",
        ),
    ],
)

INFO = GameInfo(GAME_ID, "Forty-Five", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, rank_tables(), PROFILES, listed=1)
