"""legal-moves, check-move and trick-winner from a caller's snapshot, under a variant:
each checks the request, then asks the one legality check or trick winner."""

from referee.games.hearts.checks import (located_cards, located_plays, require_cards_located_if_faulty,
                                         require_snapshot, require_trick_order)
from referee.games.hearts.play import SEED_STAGE, Stage, judge_card, legality, lowest_club, stage_after, trick_winner_play
from referee.games.hearts.rules import Options, Variant, pack_for
from referee.engine.turns import refused_card, refused_moves, turn_ruling
from referee.rulings import InvalidRecord


def _stage(request: dict, variant: Variant, penalty_suit: str) -> Stage:
    """The deal so far, from ``played`` (hearts.i-played), where the house rules in force depend on it."""
    if not variant.house.restricts_play:
        return SEED_STAGE
    played, players = request.get("played"), request.get("players")
    if played is None:
        raise InvalidRecord.at("/played", "these house rules depend on the deal so far: give played, the cards of "
                                          f"the completed tricks ([] on the first trick) ({variant.played_so_far})")
    if players is not None and len(played) % players:
        raise InvalidRecord.at("/played", f"the completed tricks of a {players}-player table hold a multiple of "
                                          f"{players} cards, not {len(played)}")
    hand, trick = request["hand"], request["trick"]
    require_cards_located_if_faulty(
        hand + [play["card"] for play in trick] + played,
        lambda: located_cards(hand, "hand") + located_plays(trick, "trick") + located_cards(played, "played"),
        players)
    return stage_after(played, penalty_suit, variant, lowest_club(pack_for(players or 4)))


def _opening_problem(request: dict, variant: Variant, stage: Stage) -> dict | None:
    """An out-of-turn ruling when this is the opening lead under two-of-clubs and the hand lacks its card."""
    card = stage.opening_card
    if card is None or request["trick"] or card in request["hand"]:
        return None
    return variant.ruling(variant.out_of_turn, f"The opening lead is made by the holder of {card}, the lowest club in "
                                               "play, and you do not hold it.")


def _snapshot(request: dict, variant: Variant, penalty_suit: str) -> tuple[Variant, Stage, dict | None]:
    """The variant under the request's house rules, the stage of the deal, and an out-of-turn ruling if any."""
    require_snapshot(request)
    variant = variant.under(Options.of(request))
    stage = _stage(request, variant, penalty_suit)
    turn = turn_ruling(variant.catalogue, variant.out_of_turn, request) or _opening_problem(request, variant, stage)
    return variant, stage, turn


def legal_moves(request: dict, variant: Variant, penalty_suit: str = "H") -> dict:
    variant, stage, turn = _snapshot(request, variant, penalty_suit)
    if turn is not None:
        return refused_moves(turn)
    hand = request["hand"]
    if not hand:
        return {"legal": [], **variant.ruling(variant.game_over, "You hold no cards: your part in this deal is over.")}
    allowed = legality(hand, request["trick"], variant, stage, penalty_suit)
    return variant.ruling(allowed.rule, allowed.explanation, legal=list(allowed.legal))


def check_move(request: dict, variant: Variant, penalty_suit: str = "H") -> dict:
    variant, stage, turn = _snapshot(request, variant, penalty_suit)
    if turn is not None:
        return refused_card(turn)
    legal, rule, explanation = judge_card(request["hand"], request["trick"], request["card"], variant, stage,
                                          penalty_suit)
    return variant.ruling(rule, explanation, legal=legal)


def trick_winner(request: dict, variant: Variant) -> dict:
    plays, players = request["plays"], request.get("players")
    if players is not None and len(plays) != players:
        raise InvalidRecord.at("/plays", f"a complete trick at a {players}-player table holds {players} plays, "
                                         f"not {len(plays)}")
    require_trick_order(plays, players, "plays")
    require_cards_located_if_faulty([play["card"] for play in plays], lambda: located_plays(plays, "plays"), players)
    won = trick_winner_play(plays)
    led = plays[0]["card"]
    if won is plays[0]:
        why = f"{led} was led and no higher card of its suit was played"
    else:
        why = f"{led} was led and {won['card']} is the highest card of that suit played"
    return variant.ruling(variant.follow, f"Seat {won['seat']} wins: {why} (no trumps, ace high).",
                          winner=won["seat"], card=won["card"])

