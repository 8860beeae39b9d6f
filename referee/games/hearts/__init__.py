"""Hearts (rules.md, section Hearts): 3 to 6 players, stripped packs, one point per heart, settlement.

The functions here bind the shared play, scoring and ruling code to Hearts' rule ids;
Auction Hearts binds the same code to its own.
"""

from referee.cards import RANKS
from referee.games.hearts import irregularities, snapshot
from referee.games.hearts.deal import misdeal_findings, play_out, replay_answer, require_deal, score_answer
from referee.games.hearts.pack import MAX_PLAYERS, MIN_PLAYERS, STRIPPED
from referee.games.hearts.rules import CATALOGUE, GAME_ID, HEARTS_RULES
from referee.games.hearts.scoring import settle_totals
from referee.games.info import GameInfo
from referee.games.tricks import next_seat
from referee.rulings import InvalidRecord

RANK_TABLES = {
    "every suit": list(reversed(RANKS)),
    "stripped": {str(players): list(removed) for players, removed in STRIPPED.items()},
}

INFO = GameInfo(GAME_ID, "Hearts", MIN_PLAYERS, MAX_PLAYERS, CATALOGUE, {}, RANK_TABLES)


def legal_moves(request: dict) -> dict:
    return snapshot.legal_moves(request, HEARTS_RULES, CATALOGUE)


def check_move(request: dict) -> dict:
    return snapshot.check_move(request, HEARTS_RULES, CATALOGUE)


def trick_winner(request: dict) -> dict:
    return snapshot.trick_winner(request, HEARTS_RULES, CATALOGUE)


def score(request: dict) -> dict:
    return snapshot.score(request, "H", HEARTS_RULES, CATALOGUE)


def adjudicate(request: dict) -> dict:
    require_deal(request)
    leader = next_seat(request["dealer"], request["players"])
    result = play_out(request, leader, HEARTS_RULES, CATALOGUE)
    findings = misdeal_findings(request["hands"], HEARTS_RULES, CATALOGUE)
    return replay_answer(result, score_answer(result.captured, "H", HEARTS_RULES, CATALOGUE), findings, CATALOGUE)


def settle(request: dict) -> dict:
    totals = request["totals"]
    if not MIN_PLAYERS <= len(totals) <= MAX_PLAYERS:
        raise InvalidRecord.at("/totals", f"must hold one total per player: Hearts is played by {MIN_PLAYERS} to "
                                          f"{MAX_PLAYERS} (hearts.strip), not {len(totals)}")
    return settle_totals(totals, CATALOGUE)


def misdeal(request: dict) -> dict:
    return irregularities.misdeal(request, HEARTS_RULES, CATALOGUE)


def dead_hand(request: dict) -> dict:
    return irregularities.dead_hand(request, HEARTS_RULES, CATALOGUE)


def revoke(request: dict) -> dict:
    return irregularities.revoke(request, HEARTS_RULES, CATALOGUE)
