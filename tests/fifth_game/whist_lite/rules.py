"""Whist-lite's rules: the catalogue (each rule id spelled once), its one house rule, its profile, its rank table and
INFO, what GET /v1/games/whist-lite serves."""

from dataclasses import dataclass

from referee.cards import RANKS
from referee.games.info import GameInfo
from referee.games.options import OptionSet, option
from referee.games.profiles import ProfileBook
from referee.rulings import INTERPRETATION, RULE, Rule, RuleCatalogue, fair_deal_rules, record_rules

GAME_ID = "whist-lite"
PLAYERS, HAND = 4, 13
DEAL = "whist-lite.deal"
FOLLOW = "whist-lite.play.follow"
WINNER = "whist-lite.play.winner"
SCORE = "whist-lite.score"
BOOK = "whist-lite.i-book"
REVOKE_FOUND = "whist-lite.i-revoke-found"
CONDONED = "whist-lite.i-out-of-turn-condoned"
NOT_HELD = f"{GAME_ID}.i-not-held"
OUT_OF_TURN = f"{GAME_ID}.i-out-of-turn"
GAME_OVER = f"{GAME_ID}.i-game-over"
FAIR_DEAL = f"{GAME_ID}.i-fair-deal"

CATALOGUE = RuleCatalogue(
    [
        *record_rules(GAME_ID),
        *fair_deal_rules(GAME_ID),
        Rule(DEAL, RULE, "4 players, 13 cards each, dealt one at a time from the dealer's left, who leads first."),
        Rule(FOLLOW, RULE, "Any card may be led; the others follow suit if able, otherwise play any card."),
        Rule(WINNER, RULE, "The highest card of the suit led wins the trick (no trump); its winner leads the next."),
        Rule(SCORE, RULE, "Each trick taken scores 1 point."),
        Rule(BOOK, INTERPRETATION, "House rule book: a side's first six tricks score nothing, each trick past them 1."),
        Rule(
            REVOKE_FOUND,
            INTERPRETATION,
            "A revoke found once the revoker has played to a later trick stands, and the revoker scores nothing for "
            "the deal (once, however many times it revoked); the others score the tricks they took.",
        ),
        Rule(
            CONDONED,
            INTERPRETATION,
            "A card played out of turn that the rest of the table played after stands with no penalty: the trick is "
            "won as the cards fell and its winner leads the next.",
        ),
    ]
)
CATALOGUE.require_cited(globals(), GAME_ID)


@dataclass(frozen=True)
class Options(OptionSet):
    book: bool = option(False, f"house rule ({BOOK}): only tricks past six score")


PROFILES = ProfileBook(GAME_ID, Options.house_rule_defaults(), [("seed", "Whist-lite", {}, "This test's own rules.")])
RANK_TABLES = {"every suit": list(reversed(RANKS))}

INFO = GameInfo(GAME_ID, "Whist-lite", PLAYERS, PLAYERS, CATALOGUE, Options, RANK_TABLES, PROFILES, listed=6)
