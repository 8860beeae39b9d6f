"""Random deals for the dispute desk's tests, written once for every game through its Rules: a deal
played out with each position kept (the real hands, which the revoke prover never sees), optionally with one
revoke injected, and the request each endpoint takes for it."""

import random

from referee.cards import FULL_PACK
from referee.engine.game import Rules, play_action
from referee.engine.position import Position
from referee.engine.replay import after, opening
from referee.games import RULES


def positions_of(game: Rules, record: dict, plays: list) -> list[Position]:
    """The position before each play (and the last one after it)."""
    position = opening(game, record)
    positions = [position]
    for index, play in enumerate(plays):
        position = after(game, position, play_action(play, index))
        positions.append(position)
    return positions


def tricks_of(positions: list[Position], plays: list) -> list[list[dict]]:
    """The plays grouped into tricks as the positions show them."""
    tricks = []
    for before, play in zip(positions, plays):
        if not before.trick:
            tricks.append([])
        tricks[-1].append(play)
    return tricks


def trick_index(positions: list[Position], at: int) -> int:
    return sum(1 for position in positions[: at + 1] if not position.trick) - 1


def play_with_revoke(game: Rules, rng: random.Random, players: int | None = None):
    """A random deal in which one play is a card the legality check refuses (a revoke), after which the offender
    plays a withheld card (one that the rules required instead) as soon as it may; every other play is legal.
    Returns (record, plays, index of the revoke, the withheld card) or None when no revoke was possible."""
    record = game.deal(rng, players)
    position, plays = opening(game, record), []
    revoke, withheld = None, None
    while (seat := game.to_act(position)) is not None:
        legality = game.legality(position)
        refused = [card for card in position.cards(seat) if card not in legality.legal]
        if revoke is None and refused and rng.random() < 0.3:
            card = rng.choice(refused)
            withheld = rng.choice(legality.legal)
            revoke = len(plays)
        elif revoke is not None and seat == plays[revoke]["seat"] and withheld in legality.legal:
            card = withheld
        else:
            card = rng.choice(legality.legal)
        play = {"seat": seat, "card": card}
        plays.append(play)
        game.apply(position, play_action(play))
    if revoke is None:
        return None
    return record, plays, revoke, withheld


def hands_of(position: Position) -> list[list[str]]:
    return [position.cards(seat) for seat in range(position.players)]


def cards_held(position: Position) -> int:
    return sum(len(hand) for hand in hands_of(position))


def reference(
    game: Rules, position: Position, claimers: set, penalty, best_play: bool, stated: tuple | None = None
) -> int:
    """What the claimer's side gains from here (tricks, or minus penalty cards), by brute force: no memo, no
    pruning. ``stated``: (the claimer's seat, its stated line), which that seat plays by (the first card of it that
    is legal, else any legal card, at worst for the claim)."""
    seat = game.to_act(position)
    if seat is None:
        return 0
    legal = game.legality(position).legal
    if stated is not None and seat == stated[0]:
        legal = next(([card] for card in stated[1] if card in legal), legal)
    values = []
    for card in legal:
        child = after(game, position, play_action({"seat": seat, "card": card}))
        gained = 0
        if not child.trick and child.leader in claimers:
            cards = [played["card"] for played in position.trick] + [card]
            gained = -penalty(position, cards) if penalty else 1
        values.append(gained + reference(game, child, claimers, penalty, best_play, stated))
    maximizing = best_play and seat in claimers and (stated is None or seat != stated[0])
    return max(values) if maximizing else min(values)


def claim_request(game_id: str, rng: random.Random) -> dict:
    """A claim request (no standard) in the middle of a random deal with few tricks left (after the draws in
    California Jack), from ``rng``."""
    if game_id == "california-jack":
        pack = list(FULL_PACK)
        rng.shuffle(pack)
        size = rng.randint(1, 4)
        hands, trump = [pack[:size], pack[size : 2 * size]], rng.choice("SHDC")
        request = {
            "trump": trump,
            "hands": hands,
            "trick": [],
            "leader": rng.randrange(2),
            "captured": [pack[2 * size : 2 * size + rng.randint(0, 12)], []],
        }
    else:
        game = RULES[game_id]
        players = rng.choice({"forty-five": [2, 4], "auction-forty-fives": [4]}.get(game_id, [3, 4]))
        record = game.deal(rng, players)
        position = opening(game, record)
        cards_left = rng.randint(2, 3) * players - rng.randrange(players)
        while cards_held(position) > cards_left:
            seat = game.to_act(position)
            game.apply(position, play_action({"seat": seat, "card": rng.choice(game.legality(position).legal)}))
        request = {
            "players": players,
            "hands": hands_of(position),
            "trick": list(position.trick),
            "leader": position.leader,
        }
        if game_id in ("forty-five", "auction-forty-fives"):
            request.update(trump=position.fields.trump)
        if game_id == "auction-hearts":
            request.update(penalty_suit=rng.choice("SHDC"))
    seat = rng.randrange(len(request["hands"]))
    if game_id in ("hearts", "auction-hearts") and rng.random() < 0.5:
        request["claim"] = {"seat": seat, "penalty_cards_at_most": rng.randint(0, 3)}
    else:
        request["claim"] = {"seat": seat, "tricks": rng.randint(0, 3)}
    return request


def gained_by(game: Rules, position: Position, claimers: frozenset, penalty: bool, plays: list) -> int:
    """What the claimer's side gains along ``plays``, each checked legal by the game; they must end the hand."""
    gained = 0
    for play in plays:
        assert game.to_act(position) == play["seat"] and play["card"] in game.legality(position).legal, play
        child = after(game, position, play_action(play))
        if not child.trick and child.leader in claimers:
            cards = [played["card"] for played in position.trick] + [play["card"]]
            gained += -game.disputes.penalty_taken(position, cards) if penalty else 1
        position = child
    assert game.to_act(position) is None
    return gained


def agree_where_both_decided(answer: dict, library: dict) -> None:
    """Two analyses of one record, each bounded by the service's deadline: on a slow machine (the pure build) each may
    leave a different few of the earliest plays undecided, so they must agree on every play both decided, and on
    everything else but the count of positions and the sentence that counts the plays."""
    timed = ("plays", "decided", "positions", "explanation")
    assert {key: value for key, value in answer.items() if key not in timed} == {
        key: value for key, value in library.items() if key not in timed
    }
    assert [(play["index"], play["seat"], play["card"]) for play in answer["plays"]] == [
        (play["index"], play["seat"], play["card"]) for play in library["plays"]
    ]
    both = [
        (ours, theirs)
        for ours, theirs in zip(answer["plays"], library["plays"])
        if ours["decided"] and theirs["decided"]
    ]
    assert all(ours == theirs for ours, theirs in both)
