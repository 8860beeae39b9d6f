"""Hearts' rules (rules.md, section Hearts): the catalogue, each rule id spelled once, the stripped packs,
and the variant object through which the play, scoring and rulings cite them.

Auction Hearts plays "as in Hearts": the same code runs under its own Variant, so it cites
Auction Hearts' ids (referee/games/auction_hearts/rules.py).
"""

from dataclasses import dataclass

from referee.cards import FULL_PACK, SUITS, pack_without, suit_of
from referee.rulings import INTERPRETATION, NOT_COVERED, RULE, Rule, RuleCatalogue, record_rules

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
MISDEAL = "hearts.misdeal"
DEAD_HAND = "hearts.dead-hand"
REVOKE = "hearts.revoke"
REVOKE_PROOF = "hearts.i-revoke-proof"
REVOKE_FOUND = "hearts.i-revoke-found"
CLAIM = "hearts.i-claim"

CATALOGUE = RuleCatalogue([
    Rule(STRIP, RULE,
         "3 to 6 players; the pack is stripped so all hands are equal: 3 players remove 2C (17 each); 4 none (13); "
         "5 remove 2C, 2D (10); 6 remove 2C, 3C, 2D, 2S (8). The whole pack is dealt."),
    Rule(OPENING_LEAD, RULE, "The dealer's left makes the opening lead, any card."),
    Rule(NEXT_LEAD, INTERPRETATION, "Each trick's winner leads the next."),
    Rule(LEAD_ANY, INTERPRETATION,
         "Any card may be led to any trick, hearts included: the rules restrict no lead (there is no "
         "'hearts broken' rule and no compulsory 2C opening)."),
    Rule(FOLLOW, RULE,
         "Follow suit if able; otherwise any card. No trumps. Ace high. The highest card of the suit led wins."),
    Rule(SCORE, RULE,
         "Each heart taken is 1 point; each deal is a game in itself; totals may run over several deals."),
    Rule(SETTLE, RULE,
         "Average = total of all scores / players. Each player above the average pays the difference into the pot; "
         "each player below collects the difference."),
    Rule(EXACT, INTERPRETATION, "Settlement amounts are exact fractions (26/3, not 8.67)."),
    *record_rules(GAME_ID),
    Rule(MISDEAL, NOT_COVERED,
         "The rules require equal hands of the whole stripped pack (hearts.strip) but give no misdeal procedure. "
         "The referee reports a misdeal when any seat was dealt a different number of cards than hearts.strip "
         "requires, names those seats, and reports the same dealer as next_dealer (the deal is simply made again)."),
    Rule(DEAD_HAND, NOT_COVERED,
         "The rules make no hand dead. The referee reports as irregular every hand whose size differs from the cards "
         "each player is dealt less the tricks already played (the sum of tricks_won), declares no hand dead and "
         "awards no pot."),
    Rule(REVOKE, NOT_COVERED,
         "The rules require following suit (hearts.play.follow) but name no penalty for a revoke or an exposed card. "
         "The referee reports whether a given record proves the revoke (the offender played another suit while "
         "holding the suit led); a failure to follow is answered play-rejected (the play is not legal and is taken "
         "back), an exposure none."),
    Rule(REVOKE_PROOF, INTERPRETATION,
         "A revoke is proved from the tricks alone when the offender, after failing to play as the rules required, later plays a card it already held at that moment which the rules would have required instead; the earliest such later play is the proof. Hands are never guessed: a card that may have joined the hand since proves nothing."),
    Rule(REVOKE_FOUND, INTERPRETATION,
         "A revoke not corrected before its trick is turned stands, and once found after the fact the hand is not "
         "replayed (the principle of the Laws of Duplicate Bridge, Law 64: an established revoke is rectified, "
         "not undone). Foster's Complete Hoyle, Laws of Hearts 23 and 24: the revoking player pays the entire "
         "losses of the hand as if alone in error. So the revoker is charged with every heart of the hand (every "
         "heart of the stripped pack in use), and the others with none."),
    Rule(CLAIM, INTERPRETATION,
         "A claim is decided by an exact search of every legal continuation of the remaining play. Under 'any-play' (the default) it holds only if it holds however every player plays, the claimer's own side included, so that doubtful points go against the claimer (the principle of the Laws of Duplicate Bridge, Law 70); under 'best-play' it holds if the claimer's side can make it against any defence (double dummy). A search that exceeds its position budget leaves the claim undecided and not upheld. A claim may also be to take at most a number of further hearts."),
])

CATALOGUE.require_cited(globals(), GAME_ID)

# The stripped packs (hearts.strip), for every table size.
MIN_PLAYERS, MAX_PLAYERS = 3, 6
STRIPPED = {3: ("2C",), 4: (), 5: ("2C", "2D"), 6: ("2C", "3C", "2D", "2S")}
PACKS = {players: frozenset(pack_without(removed)) for players, removed in STRIPPED.items()}
CARDS_EACH = {players: len(pack) // players for players, pack in PACKS.items()}
SUIT_COUNTS = {players: {suit: sum(1 for card in pack if suit_of(card) == suit) for suit in SUITS}
               for players, pack in PACKS.items()}
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


@dataclass(frozen=True)
class Variant:
    """A game played with Hearts' play: its catalogue and the rule each kind of decision cites.
    Every ruling of the shared code goes through ``ruling``, so it can only cite this catalogue."""

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

    def __post_init__(self):
        cited = [value for name, value in vars(self).items() if name != "catalogue"]
        missing = [rule_id for rule_id in cited if rule_id not in self.catalogue]
        if missing:
            raise LookupError(f"a variant cites rules its catalogue lacks: {', '.join(missing)}")

    def ruling(self, rule_id: str, explanation: str, **facts) -> dict:
        return self.catalogue.ruling(rule_id, explanation, **facts)


HEARTS = Variant(
    catalogue=CATALOGUE, strip=STRIP, opening_lead=OPENING_LEAD, next_lead=NEXT_LEAD, lead_any=LEAD_ANY,
    follow=FOLLOW, score=SCORE, not_held=NOT_HELD, out_of_turn=OUT_OF_TURN, game_over=GAME_OVER, misdeal=MISDEAL,
    dead_hand=DEAD_HAND, revoke=REVOKE,
)
