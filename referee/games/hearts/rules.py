"""Hearts' rules (docs/rules.md lists them): the catalogue, each rule id spelled once, the stripped packs,
and the variant object through which the play, scoring and rulings cite them.

Auction Hearts plays "as in Hearts": the same code runs under its own Variant, so it cites
Auction Hearts' ids (referee/games/auction_hearts/rules.py).
"""

from dataclasses import dataclass, field, replace
from functools import lru_cache

from referee.cards import FULL_PACK, RANKS, SUIT_CARDS, SUITS, pack_without, suit_of
from referee.games.info import GameInfo
from referee.games.options import OptionSet, option
from referee.games.profiles import ProfileBook
from referee.games.wording import ANALYSIS as ANALYSIS_TEXT
from referee.games.wording import CLAIM_IN_RESULT
from referee.games.wording import CLAIM_STATED_LINE as STATED_LINE_TEXT
from referee.rulings import INTERPRETATION, NOT_COVERED, RULE, Rule, RuleCatalogue, fair_deal_rules, record_rules

GAME_ID = "hearts"

STRIP = "hearts.strip"
OPENING_LEAD = "hearts.play.lead"
NEXT_LEAD = "hearts.i-next-lead"
LEAD_ANY = "hearts.i-any-lead"
FOLLOW = "hearts.play.follow"
SCORE = "hearts.score"
SETTLE = "hearts.settle"
EXACT = "hearts.i-exact"
NOT_HELD = f"{GAME_ID}.i-not-held"
OUT_OF_TURN = f"{GAME_ID}.i-out-of-turn"
GAME_OVER = f"{GAME_ID}.i-game-over"
FAIR_DEAL = f"{GAME_ID}.i-fair-deal"
MISDEAL = "hearts.misdeal"
DEAD_HAND = "hearts.dead-hand"
REVOKE = "hearts.revoke"
# House rules (options), each from a published source; the seed's Hearts has none of them.
PASS = "hearts.pass"
PASS_ROTATION = "hearts.i-pass-rotation"
PASS_RECORD = "hearts.i-pass-record"
TWO_OF_CLUBS = "hearts.lead.two-of-clubs"
LOWEST_CLUB = "hearts.i-lowest-club"
FIRST_TRICK = "hearts.first-trick"
FIRST_TRICK_POINTS = "hearts.i-first-trick-points"
HEARTS_BROKEN = "hearts.hearts-broken"
QUEEN_BREAKS = "hearts.i-queen-breaks"
ONLY_HEARTS = "hearts.i-only-hearts"
PLAYED_SO_FAR = "hearts.i-played"
QUEEN = "hearts.score.queen"
JACK = "hearts.score.jack"
MOON = "hearts.moon"
MOON_CARDS = "hearts.i-moon-cards"
GAME = "hearts.game"
GAME_TIE = "hearts.i-game-tie"
SCORE_FINAL = "hearts.i-score-final"

# The published sources the house rules cite.
BICYCLE = 'Bicycle\'s Hearts rules (bicyclecards.com, "Hearts")'
HOYLE = 'Hoyle\'s Rules of Games, "Hearts" and "Black Lady"'
OPENSPIEL = "OpenSpiel 2.0.2, games/hearts"
REVOKE_PROOF = "hearts.i-revoke-proof"
REVOKE_FOUND = "hearts.i-revoke-found"
CONDONED = "hearts.i-out-of-turn-condoned"
CLAIM = "hearts.i-claim"
CLAIM_STATED_LINE = f"{GAME_ID}.i-claim-stated-line"
ANALYSIS = "hearts.i-analysis"
VIEW = "hearts.i-view"


def family_rules(
    game_id: str,
    strip: str,
    penalty_card: str,
    pot: bool,
    misdeal: str,
    dead_hand: str,
    revoke_proof: str,
    claim: str,
    analysis: str,
    condoned: str,
    claim_stated_line: str,
) -> list[Rule]:
    """The rulings Hearts and Auction Hearts state alike, each under its own game's ids: Auction Hearts plays "as in
    Hearts" (``strip``: the rule that deals equal hands; ``penalty_card``: what each point is; ``pot``: whether the
    game has a pot to award)."""
    return [
        Rule(
            misdeal,
            NOT_COVERED,
            f"The rules require equal hands of the whole stripped pack ({strip}) but give no misdeal procedure. "
            f"The referee reports a misdeal when any seat was dealt a different number of cards than {strip} "
            "requires, names those seats, and reports the same dealer as next_dealer (the deal is simply made again).",
        ),
        Rule(
            dead_hand,
            NOT_COVERED,
            "The rules make no hand dead. The referee reports as irregular every hand whose size differs from the "
            "cards each player is dealt less the tricks already played (the sum of tricks_won), and declares no hand "
            f"dead{' and awards no pot' if pot else ''}.",
        ),
        Rule(
            revoke_proof,
            INTERPRETATION,
            "A revoke is proved from the tricks alone when the offender, after failing to play as the rules required, "
            "later plays a card it already held at that moment which the rules would have required instead; the "
            "earliest such later play is the proof. Hands are never guessed: a card that may have joined the hand "
            "since proves nothing.",
        ),
        Rule(
            claim,
            INTERPRETATION,
            "A claim is decided by an exact search of every legal continuation of the remaining play. Under "
            "'any-play' (the default) it holds only if it holds however every player plays, the claimer's own side "
            "included, so that doubtful points go against the claimer (the principle of the Laws of Duplicate "
            "Bridge, Law 70); under 'best-play' it holds if the claimer's side can make it against any defence "
            "(double dummy). A search that runs past its position budget or its time leaves the claim undecided and "
            f"not upheld. A claim may also be to take at most a number of further {penalty_card}s." + CLAIM_IN_RESULT,
        ),
        Rule(claim_stated_line, INTERPRETATION, STATED_LINE_TEXT),
        Rule(analysis, INTERPRETATION, ANALYSIS_TEXT),
        Rule(
            condoned,
            INTERPRETATION,
            "A card played out of turn stands, with no penalty, once every other player has played to its trick: "
            "Foster's Complete Hoyle, Laws of Hearts (leading out of turn): 'if all have played to the false lead "
            "the error cannot be rectified'; likewise the Laws of Duplicate Bridge, Law 53A, where a lead out of "
            "turn accepted by play stands. The trick is won as the cards fell and its winner leads the next. Until "
            "the rest of the table has played to it, the card can be taken back and the right seat plays.",
        ),
    ]


CATALOGUE = RuleCatalogue(
    [
        Rule(
            STRIP,
            RULE,
            "3 to 6 players; the pack is stripped so all hands are equal: 3 players remove 2C (17 each); 4 none (13); "
            "5 remove 2C, 2D (10); 6 remove 2C, 3C, 2D, 2S (8). The whole pack is dealt.",
        ),
        Rule(OPENING_LEAD, RULE, "The dealer's left makes the opening lead, any card."),
        Rule(NEXT_LEAD, INTERPRETATION, "Each trick's winner leads the next."),
        Rule(
            LEAD_ANY,
            INTERPRETATION,
            "Any card may be led to any trick, hearts included: the rules restrict no lead (there is no "
            "'hearts broken' rule and no compulsory 2C opening).",
        ),
        Rule(
            FOLLOW,
            RULE,
            "Follow suit if able; otherwise any card. No trumps. Ace high. The highest card of the suit led wins.",
        ),
        Rule(
            SCORE,
            RULE,
            "Each heart taken is 1 point; each deal is a game in itself; totals may run over several deals.",
        ),
        Rule(
            SETTLE,
            RULE,
            "Average = total of all scores / players. Each player above the average pays the difference into the pot; "
            "each player below collects the difference.",
        ),
        Rule(EXACT, INTERPRETATION, "Settlement amounts are exact fractions (26/3, not 8.67)."),
        *record_rules(GAME_ID),
        *fair_deal_rules(GAME_ID),
        *family_rules(
            GAME_ID,
            STRIP,
            "heart",
            False,
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
            "The rules require following suit (hearts.play.follow) but name no penalty for a revoke or an exposed card. "
            "The referee reports whether a given record proves the revoke (the offender played another suit while "
            "holding the suit led); a failure to follow is answered play-rejected (the play is not legal and is taken "
            "back), an exposure none.",
        ),
        # House rules: the catalogue cites each one's source; none applies unless a request (or its profile) asks.
        Rule(
            PASS,
            RULE,
            f"House rule (options passing, pass_direction; {BICYCLE}; {HOYLE}): after the deal and before the opening "
            "lead each player passes three cards face down, all at once: on the first deal to the left, on the second "
            "to the right, on the third across the table, and on the fourth there is no pass; the cycle repeats. The "
            "cards received are not looked at before one's own pass is made.",
        ),
        Rule(
            PASS_ROTATION,
            INTERPRETATION,
            "The rotation follows hand_number (deal n: n mod 4 gives left, right, across, hold); pass_direction names "
            "one deal's direction and wins over hand_number. Only a table of 4 or 6 has a seat across (2 or 3 seats "
            'to the left): at 3 or 5 players the rotation is left, right, hold (n mod 3) and "across" is refused: '
            "the sources describe only the 4-player cycle, and this keeps every pass a real seat's.",
        ),
        Rule(
            PASS_RECORD,
            INTERPRETATION,
            "A record gives passes per seat: the three cards that seat passed, all from the hand as dealt (hands stay "
            "as dealt); play is judged from the hands after the pass. A hold deal passes nothing (empty lists or no "
            "passes). A pass of the wrong number of cards, of a card not dealt to that seat, or on a hold deal is a "
            "violation (phase pass, index the passing seat).",
        ),
        Rule(
            TWO_OF_CLUBS,
            RULE,
            f"House rule (option opening_lead two-of-clubs; {BICYCLE}; {OPENSPIEL}): the player holding the 2 of clubs "
            "after the pass leads it to the first trick.",
        ),
        Rule(
            LOWEST_CLUB,
            INTERPRETATION,
            "With the 2 of clubs stripped (3, 5 and 6 players), the lowest club in play takes its place: its holder "
            "leads it. The sources assume the full pack; this keeps their rule's purpose (a forced, harmless opening).",
        ),
        Rule(
            FIRST_TRICK,
            RULE,
            f"House rule (option no_points_first_trick; {BICYCLE}; {OPENSPIEL}): no card that scores points (a heart, "
            "and the queen of spades) may be played to the first trick, unless the player holds nothing else: a "
            "player void in the suit led who holds only such cards may play any of them.",
        ),
        Rule(
            FIRST_TRICK_POINTS,
            INTERPRETATION,
            '"Points" are the cards that score under the options in force: the penalty suit always, the queen of '
            "spades only when it counts 13 (queen_of_spades); the jack of diamonds scores minus 10 and is never kept "
            "off the first trick.",
        ),
        Rule(
            HEARTS_BROKEN,
            RULE,
            f"House rule (option hearts_broken; {BICYCLE}; {OPENSPIEL}): a heart may not be led until a heart has been "
            'played to an earlier trick (hearts are "broken"), unless the leader holds only hearts.',
        ),
        Rule(
            QUEEN_BREAKS,
            INTERPRETATION,
            f'Under hearts_broken "required-qs-breaks" the queen of spades played to a trick also breaks hearts '
            f'({BICYCLE}: "until a heart or the Queen of Spades has been played"; {OPENSPIEL}: qs_breaks_hearts).',
        ),
        Rule(
            ONLY_HEARTS,
            INTERPRETATION,
            f"A leader whose hand is the queen of spades and hearts, with hearts unbroken, must lead the queen "
            f"({OPENSPIEL}: can_lead_hearts_instead_of_qs false); one holding only hearts may lead any of them.",
        ),
        Rule(
            PLAYED_SO_FAR,
            INTERPRETATION,
            "A snapshot (legal-moves, check-move) under an option that depends on the deal so far gives played, the "
            "cards of the completed tricks: none means this is the first trick, and hearts are broken once a heart "
            "(or, where it breaks them, the queen of spades) is among them. The first such card in played is named as the "
            "one that broke them, with its rule, so played is best given in the order the cards were played.",
        ),
        Rule(
            QUEEN,
            RULE,
            f"House rule (option queen_of_spades 13; {BICYCLE}; {HOYLE}, Black Lady): the queen of spades taken counts "
            "13 points.",
        ),
        Rule(
            JACK,
            RULE,
            f"House rule (option jack_of_diamonds -10; {HOYLE}, Omnibus Hearts): the jack of diamonds taken "
            "counts minus 10 points.",
        ),
        Rule(
            MOON,
            RULE,
            f"House rule (option moon; {BICYCLE}; {OPENSPIEL}): a player who takes every heart and the queen of spades "
            '"shoots the moon": add-to-others scores them 0 for those cards and every other player 26; subtract '
            "scores them minus 26 and the others nothing for those cards.",
        ),
        Rule(
            MOON_CARDS,
            INTERPRETATION,
            "The moon counts the hearts and the queen of spades only (without queen_of_spades, the 13 hearts and 13 "
            "points); under Omnibus the jack of diamonds still goes to whoever took it. It is scored once every "
            "penalty card has been taken by one player, which no later trick can change.",
        ),
        Rule(
            GAME,
            RULE,
            f"House rule (option game_to; {BICYCLE}; {HOYLE}): totals run over deals; when a player's total reaches "
            "game_to at the end of a deal the game ends, and the lowest total wins.",
        ),
        Rule(
            GAME_TIE,
            INTERPRETATION,
            "A tie for the lowest total when the game ends is a shared win: winner is null and every tied seat is "
            "named in winners. A deal whose score can still change never ends the game (hearts.i-score-final).",
        ),
        Rule(
            SCORE_FINAL,
            INTERPRETATION,
            "A deal's score is final, and the game can end on it, once no card that scores under the options in force "
            "remains outside the cards taken (or every card of the pack has been taken): the tricks still to come "
            "can carry only cards worth nothing, so they cannot change any total. Until then the deal is in progress "
            "(the contract, api.md v1.2).",
        ),
        Rule(
            REVOKE_FOUND,
            INTERPRETATION,
            "A revoke not corrected before its trick is turned stands, and once found after the fact the hand is not "
            "replayed (the principle of the Laws of Duplicate Bridge, Law 64: an established revoke is rectified, "
            "not undone). Foster's Complete Hoyle, Laws of Hearts 23 and 24: the revoking player pays the entire "
            "losses of the hand as if alone in error. So the revoker is charged with every heart of the hand (every "
            "heart of the stripped pack in use), and the others with none."
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
            "What a seat may see (a view): its own cards as dealt, the cards passed to it, and every card played. "
            "Every other card is hidden: what another seat still holds, and the cards it passed to a third seat (the "
            "pass is made face down, hearts.pass). A play that does not follow the suit led proves that its seat holds "
            "none of that suit (hearts.play.follow). A spectator sees the cards played.",
        ),
    ]
)

CATALOGUE.require_cited(globals(), GAME_ID)

# The stripped packs (hearts.strip), for every table size.
MIN_PLAYERS, MAX_PLAYERS = 3, 6
STRIPPED = {3: ("2C",), 4: (), 5: ("2C", "2D"), 6: ("2C", "3C", "2D", "2S")}
PACKS = {players: frozenset(pack_without(removed)) for players, removed in STRIPPED.items()}
CARDS_EACH = {players: len(pack) // players for players, pack in PACKS.items()}
SUIT_COUNTS = {
    players: {suit: sum(1 for card in pack if suit_of(card) == suit) for suit in SUITS}
    for players, pack in PACKS.items()
}
FULL_PACK_SET = frozenset(FULL_PACK)


def pack_name(players: int | None) -> str:
    if players is None:
        return "the pack"
    removed = STRIPPED[players]
    if not removed:
        return "the 4-player pack (all 52 cards)"
    return f"the {players}-player pack (without {', '.join(removed)})"


def pack_for(players: int | None) -> frozenset:
    return FULL_PACK_SET if players is None else PACKS[players]


def pack_in_order(players: int) -> tuple:
    """The stripped pack for ``players`` (hearts.strip) in the canonical order."""
    return pack_without(STRIPPED[players])


def deal_from_deck(deck: list, players: int, dealer: int) -> dict:
    """The whole pack one card at a time to each seat in turn from the dealer's left (hearts.strip)."""
    hands = [[] for _ in range(players)]
    for index, card in enumerate(deck):
        hands[(dealer + 1 + index) % players].append(card)
    return {"hands": hands}


PASS_DIRECTIONS = ("left", "right", "across", "hold")
PASSING_CHOICES = ("none", "left-right-across-hold")
OPENING_LEADS = ("dealer-left", "two-of-clubs")
HEARTS_BROKEN_CHOICES = ("not-required", "required", "required-qs-breaks")
QUEEN_POINTS = (0, 13)
JACK_POINTS = (0, -10)
MOON_CHOICES = ("none", "add-to-others", "subtract")
PASS_SIZE = 3
QUEEN_OF_SPADES, JACK_OF_DIAMONDS = "QS", "JD"


MAX_GAME_TO = 10_000


@dataclass(frozen=True)
class Options(OptionSet):
    """The house rules a deal is played under (api.md, Profiles); the defaults are the seed's Hearts."""

    passing: str = option(
        "none",
        f"house rule ({PASS}): pass three cards before the play, left, right, across, then hold",
        choices=PASSING_CHOICES,
    )
    opening_lead: str = option(
        "dealer-left", f"house rule ({TWO_OF_CLUBS}): two-of-clubs, its holder leads it", choices=OPENING_LEADS
    )
    no_points_first_trick: bool = option(False, f"house rule ({FIRST_TRICK}): no card that scores on the first trick")
    hearts_broken: str = option(
        "not-required",
        f"house rule ({HEARTS_BROKEN}): required, no heart led until hearts are broken",
        choices=HEARTS_BROKEN_CHOICES,
    )
    queen_of_spades: int = option(
        0, f"house rule ({QUEEN}): 13, the queen of spades counts 13 points", choices=QUEEN_POINTS
    )
    jack_of_diamonds: int = option(
        0, f"house rule ({JACK}): -10, the jack of diamonds counts minus 10", choices=JACK_POINTS
    )
    moon: str = option(
        "none", f"house rule ({MOON}): what taking every heart and the queen of spades scores", choices=MOON_CHOICES
    )
    game_to: int | None = option(
        None,
        f"house rule ({GAME}): the total that ends the game; null, each deal a game in itself",
        between=(1, MAX_GAME_TO),
    )

    @property
    def restricts_play(self) -> bool:
        """Whether any option narrows what may be played beyond following suit."""
        return self.opening_lead != "dealer-left" or self.no_points_first_trick or self.hearts_broken != "not-required"

    @property
    def changes_score(self) -> bool:
        return bool(self.queen_of_spades or self.jack_of_diamonds) or self.moon != "none" or self.game_to is not None


# The seed's own object, as Options.of gives it for a request that names no option: Variant.under finds it unchanged
# by identity.
SEED_HOUSE = Options.of({})
HOUSE_RULE_NAMES = tuple(Options.defaults())


@dataclass(frozen=True)
class Variant:
    """A game played with Hearts' play: its catalogue, the rule each kind of decision cites, and the house rules
    in force. Every ruling of the shared code goes through ``ruling``, so it can only cite this catalogue.
    A house rule the variant's game does not offer has no rule id here (None), and its schema no option."""

    catalogue: RuleCatalogue
    strip: str
    opening_lead: str
    next_lead: str
    lead_any: str
    follow: str
    score: str
    not_held: str
    out_of_turn: str
    game_over: str
    misdeal: str
    dead_hand: str
    revoke: str
    first_trick: str
    first_trick_points: str
    hearts_broken: str
    played_so_far: str
    passing: str | None = None
    pass_rotation: str | None = None
    pass_record: str | None = None
    two_of_clubs: str | None = None
    lowest_club: str | None = None
    queen_breaks: str | None = None
    only_hearts: str | None = None
    queen: str | None = None
    jack: str | None = None
    moon: str | None = None
    moon_cards: str | None = None
    game: str | None = None
    game_tie: str | None = None
    house: Options = field(default=SEED_HOUSE, compare=False)

    def __post_init__(self):
        cited = [value for name, value in vars(self).items() if name not in ("catalogue", "house") and value]
        missing = [rule_id for rule_id in cited if rule_id not in self.catalogue]
        if missing:
            raise LookupError(f"a variant cites rules its catalogue lacks: {', '.join(missing)}")

    @property
    def ruling(self):
        """The catalogue's ruling(rule_id, explanation, **facts) itself: the facts go straight to it."""
        return self.catalogue.ruling

    def under(self, house: Options) -> "Variant":
        """This variant played under ``house``."""
        return self if house is self.house or house == self.house else _variant_under(self, house)

    def scoring_cards(self, penalty_suit: str) -> frozenset:
        """The cards that score points under the house rules (hearts.i-first-trick-points)."""
        cards = SUIT_CARDS[penalty_suit]
        return cards | {QUEEN_OF_SPADES} if self.house.queen_of_spades else cards


@lru_cache(maxsize=256)
def _variant_under(variant: Variant, house: Options) -> Variant:
    return replace(variant, house=house)


HEARTS = Variant(
    catalogue=CATALOGUE,
    strip=STRIP,
    opening_lead=OPENING_LEAD,
    next_lead=NEXT_LEAD,
    lead_any=LEAD_ANY,
    follow=FOLLOW,
    score=SCORE,
    not_held=NOT_HELD,
    out_of_turn=OUT_OF_TURN,
    game_over=GAME_OVER,
    misdeal=MISDEAL,
    dead_hand=DEAD_HAND,
    revoke=REVOKE,
    first_trick=FIRST_TRICK,
    first_trick_points=FIRST_TRICK_POINTS,
    hearts_broken=HEARTS_BROKEN,
    played_so_far=PLAYED_SO_FAR,
    passing=PASS,
    pass_rotation=PASS_ROTATION,
    pass_record=PASS_RECORD,
    two_of_clubs=TWO_OF_CLUBS,
    lowest_club=LOWEST_CLUB,
    queen_breaks=QUEEN_BREAKS,
    only_hearts=ONLY_HEARTS,
    queen=QUEEN,
    jack=JACK,
    moon=MOON,
    moon_cards=MOON_CARDS,
    game=GAME,
    game_tie=GAME_TIE,
)


BLACK_LADY = {
    "passing": "left-right-across-hold",
    "opening_lead": "two-of-clubs",
    "no_points_first_trick": True,
    "hearts_broken": "required-qs-breaks",
    "queen_of_spades": 13,
    "moon": "add-to-others",
    "game_to": 100,
}
PROFILES = ProfileBook(
    GAME_ID,
    Options.house_rule_defaults(),
    [
        (
            "hoyle",
            "Hearts by its standard rules",
            {},
            "The standard rules of Hearts, after Hoyle: no passing, any card may lead, one point per heart; each deal a "
            "game in itself.",
        ),
        (
            "black-lady",
            "Black Lady: the Hearts most apps play",
            BLACK_LADY,
            f"{BICYCLE}; {HOYLE}: pass three cards (left, right, across, hold), the 2 of clubs leads, no points on the "
            "first trick, hearts broken (the queen breaks them), the queen of spades 13, shooting the moon adds 26 to "
            "the others, game to 100.",
        ),
        (
            "omnibus",
            "Omnibus Hearts: Black Lady with the jack of diamonds",
            {**BLACK_LADY, "jack_of_diamonds": -10},
            f"{HOYLE}, Omnibus Hearts: Black Lady, and the jack of diamonds taken counts minus 10.",
        ),
        (
            "openspiel",
            "OpenSpiel's hearts, for comparison",
            {**BLACK_LADY, "game_to": None},
            f"{OPENSPIEL}, default parameters: pass_cards, no_pts_on_first_trick, must_break_hearts and qs_breaks_hearts "
            "true; can_lead_any_club, jd_bonus, avoid_all_tricks_bonus and can_lead_hearts_instead_of_qs false; the "
            "queen of spades 13, the moon adds 26 to the others; one deal, with its pass direction drawn by chance "
            "(give pass_direction).",
        ),
    ],
)

RANK_TABLES = {
    "every suit": list(reversed(RANKS)),
    "stripped": {str(players): list(removed) for players, removed in STRIPPED.items()},
}

INFO = GameInfo(GAME_ID, "Hearts", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=2)
