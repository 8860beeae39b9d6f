"""The Hearts rule catalogue (rules.md, section Hearts) and the rule ids each decision cites.

Auction Hearts plays "as in Hearts": the play code takes a ``RuleIds`` so the same
functions cite Hearts' ids for Hearts and Auction Hearts' ids for Auction Hearts.
"""

from dataclasses import dataclass

from referee.rulings import INTERPRETATION, NOT_COVERED, RULE, Rule, RuleCatalogue, record_rules

GAME_ID = "hearts"


@dataclass(frozen=True)
class RuleIds:
    """Which catalogue entry each kind of decision cites, in one variant of the game."""

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


CATALOGUE = RuleCatalogue([
    Rule("hearts.strip", RULE,
         "3 to 6 players; the pack is stripped so all hands are equal: 3 players remove 2C (17 each); 4 none (13); "
         "5 remove 2C, 2D (10); 6 remove 2C, 3C, 2D, 2S (8). The whole pack is dealt."),
    Rule("hearts.play.lead", RULE, "The dealer's left makes the opening lead, any card."),
    Rule("hearts.i-next-lead", INTERPRETATION, "Each trick's winner leads the next."),
    Rule("hearts.i-any-lead", INTERPRETATION,
         "Any card may be led to any trick, hearts included: the rules restrict no lead (there is no "
         "'hearts broken' rule and no compulsory 2C opening)."),
    Rule("hearts.play.follow", RULE,
         "Follow suit if able; otherwise any card. No trumps. Ace high. The highest card of the suit led wins."),
    Rule("hearts.score", RULE,
         "Each heart taken is 1 point; each deal is a game in itself; totals may run over several deals."),
    Rule("hearts.settle", RULE,
         "Average = total of all scores / players. Each player above the average pays the difference into the pot; "
         "each player below collects the difference."),
    Rule("hearts.i-exact", INTERPRETATION, "Settlement amounts are exact fractions (26/3, not 8.67)."),
    *record_rules(GAME_ID),
    Rule("hearts.misdeal", NOT_COVERED,
         "The rules require equal hands of the whole stripped pack (hearts.strip) but give no misdeal procedure. "
         "The referee reports a misdeal when any seat was dealt a different number of cards than hearts.strip "
         "requires, names those seats, and reports the same dealer as next_dealer (the deal is simply made again)."),
    Rule("hearts.dead-hand", NOT_COVERED,
         "The rules make no hand dead. The referee reports as irregular every hand whose size differs from the cards "
         "each player is dealt less the tricks already played (the sum of tricks_won), declares no hand dead and "
         "awards no pot."),
    Rule("hearts.revoke", NOT_COVERED,
         "The rules require following suit (hearts.play.follow) but name no penalty for a revoke or an exposed card. "
         "The referee reports whether a given record proves the revoke (the offender played another suit while "
         "holding the suit led); a failure to follow is answered play-rejected (the play is not legal and is taken "
         "back), an exposure none."),
])

HEARTS_RULES = RuleIds(
    strip="hearts.strip", opening_lead="hearts.play.lead", next_lead="hearts.i-next-lead",
    lead_any="hearts.i-any-lead", follow="hearts.play.follow", score="hearts.score",
    not_held="hearts.i-not-held", out_of_turn="hearts.i-out-of-turn", game_over="hearts.i-game-over",
    misdeal="hearts.misdeal", dead_hand="hearts.dead-hand", revoke="hearts.revoke",
)
