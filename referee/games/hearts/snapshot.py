"""The snapshot endpoints (legal-moves, check-move, trick-winner, score), parameterised by variant."""

from referee.games.hearts.deal import score_answer
from referee.games.hearts.pack import MAX_PLAYERS
from referee.games.hearts.play import cards_text, judge_card, legal_set, trick_winner_play
from referee.games.hearts.record import (located_cards, located_plays, require_cards_located_if_faulty,
                                         require_hands, require_per_seat, require_trick_order)
from referee.games.hearts.rules import RuleIds
from referee.games.records import require_seat
from referee.games.tricks import next_seat
from referee.rulings import InvalidRecord


def _require_snapshot(request: dict) -> None:
    players, trick = request.get("players"), request["trick"]
    longest = (players or MAX_PLAYERS) - 1
    if len(trick) > longest:
        raise InvalidRecord.at("/trick", f"a trick in progress holds at most {longest} plays before this player acts, "
                                         f"not {len(trick)}")
    require_trick_order(trick, players, "trick")
    if players is not None and "seat" in request:
        require_seat(request["seat"], players, "/seat")
    hand, on_table = request["hand"], [play["card"] for play in trick]
    require_cards_located_if_faulty(hand + on_table,
                                    lambda: located_cards(hand, "hand") + located_plays(trick, "trick"), players)
    if "card" in request:
        # The card asked about may be in the hand (or not held at all), never already on the table.
        card = request["card"]
        require_cards_located_if_faulty(on_table + [card],
                                        lambda: located_plays(trick, "trick") + [("/card", card)], players)


def _turn_problem(request: dict, rules: RuleIds, catalogue) -> dict | None:
    """An out-of-turn ruling when the snapshot shows ``seat`` is not the one to play, else None."""
    seat, trick, players = request.get("seat"), request["trick"], request.get("players")
    if seat is None or not trick:
        return None
    last = trick[-1]
    if seat in {play["seat"] for play in trick}:
        return catalogue.ruling(rules.out_of_turn, f"Seat {seat} has already played to this trick.")
    if players is not None and seat != next_seat(last["seat"], players):
        return catalogue.ruling(rules.out_of_turn, f"Seat {last['seat']} played {last['card']}, so seat "
                                                   f"{next_seat(last['seat'], players)} plays next, not seat {seat}.")
    return None


def _no_cards(rules: RuleIds, catalogue) -> dict:
    return catalogue.ruling(rules.game_over, "You hold no cards: your part in this deal is over.")


def legal_moves(request: dict, rules: RuleIds, catalogue) -> dict:
    _require_snapshot(request)
    turn = _turn_problem(request, rules, catalogue)
    if turn is not None:
        return {"legal": [], **turn}
    hand = request["hand"]
    if not hand:
        return {"legal": [], **_no_cards(rules, catalogue)}
    allowed = legal_set(hand, request["trick"], rules)
    return catalogue.ruling(allowed.rule, f"{allowed.reason}: {cards_text(allowed.legal)}.", legal=list(allowed.legal))


def check_move(request: dict, rules: RuleIds, catalogue) -> dict:
    _require_snapshot(request)
    turn = _turn_problem(request, rules, catalogue)
    if turn is not None:
        return {"legal": False, **turn}
    judgement = judge_card(request["hand"], request["trick"], request["card"], rules)
    return catalogue.ruling(judgement.rule, judgement.explanation, legal=judgement.legal)


def trick_winner(request: dict, rules: RuleIds, catalogue) -> dict:
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
    return catalogue.ruling(rules.follow, f"Seat {won['seat']} wins: {why} (no trumps, ace high).",
                            winner=won["seat"], card=won["card"])


def score(request: dict, penalty_suit: str, rules: RuleIds, catalogue) -> dict:
    players, captured = request["players"], request["captured"]
    require_per_seat(captured, players, "captured")
    require_hands(captured, "captured", players)
    return score_answer(captured, penalty_suit, rules, catalogue)
