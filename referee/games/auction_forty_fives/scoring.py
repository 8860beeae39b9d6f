"""The score of a hand and the game (auction-forty-fives.score.*), written once: the score endpoint, adjudicate and
state all reach it. 5 a trick and 5 more for the trick with the highest trump played; the bidders make their bid
or lose it; a bid of 30 made scores 60; the game at 120, the bidders winning when both sides reach it."""

from referee.engine.records import require_distinct_cards, require_seat
from referee.games.auction_forty_fives import rules
from referee.games.auction_forty_fives.rules import (
    CATALOGUE,
    HIGH_TRUMP_BONUS,
    HIGHEST_BID,
    PLAYER_COUNTS,
    POINTS_PER_TRICK,
    TRICKS_PER_HAND,
    Options,
    side_of,
)
from referee.games.forty_five.play import winning_seat
from referee.games.forty_five.rules import TRUMP_RANK
from referee.games.wording import counted
from referee.rulings import InvalidRecord, pointer


def scores_before(given, options: Options) -> list:
    """Each side's total before the hand ([0, 0] when not given); a side already at the game score has won."""
    if given is None:
        return [0, 0]
    if len(given) != 2:
        raise InvalidRecord.at("/scores_before", f"must hold one score per side: 2 sides, {len(given)} scores")
    for side, total in enumerate(given):
        if total >= options.game_to:
            raise InvalidRecord.at(
                pointer("scores_before", side),
                f"side {side} has {total}, at or past the game score of {options.game_to}: the game is already over",
            )
    return list(given)


def highest_trump(tricks: list, trump: str) -> dict | None:
    """The highest trump played in the hand, the trick (0-based) holding it and the side that took that trick;
    None when no trump was played (auction-forty-fives.i-no-trump-played)."""
    ranks = TRUMP_RANK[trump, False]  # the trumps alone, each ranked above 0
    best_rank = 0
    for index, trick in enumerate(tricks):
        for play in trick["plays"]:
            rank = ranks.get(play["card"], 0)
            if rank > best_rank:
                best_rank, best_card, best_index, best_trick = rank, play["card"], index, trick
    if not best_rank:
        return None
    return {"card": best_card, "trick": best_index, "side": side_of(best_trick["winner"])}


def score_hand(tricks: list, trump: str, bidder: int, bid: int, before: list, options: Options, over: bool) -> dict:
    """The score object of a hand from its complete tricks ({"plays", "winner"} each); ``over``: the hand is
    finished, so the bid is made or set and the totals move."""
    taken = [0, 0]
    for trick in tricks:
        taken[side_of(trick["winner"])] += 1
    points = [POINTS_PER_TRICK * count for count in taken]
    high = highest_trump(tricks, trump)
    if high is not None:
        points[high["side"]] += HIGH_TRUMP_BONUS
    bidders = side_of(bidder)
    others = 1 - bidders
    made = points[bidders] >= bid
    took = [_took(side, taken, high, points) for side in (0, 1)]
    if not over:
        reached = "has made its bid" if made else f"needs {bid - points[bidders]} more to make its bid"
        return CATALOGUE.ruling(
            rules.SCORE_TRICKS,
            f"The hand is in progress: side {bidders}, the bidders, {took[bidders]} and {reached} of {bid}; side "
            f"{others} {took[others]}.",
            points=points,
            highest_trump=high,
            made=made,
            hand_scores=None,
            totals=None,
            game_over=False,
            winner=None,
        )
    hand_scores = [0, 0]
    if made:
        hand_scores[bidders] = options.thirty_scores if bid == HIGHEST_BID else points[bidders]
        rule = rules.SCORE_THIRTY if bid == HIGHEST_BID else rules.SCORE_MADE
        bidders_text = f"makes its bid of {bid} and scores {hand_scores[bidders]}"
    else:
        hand_scores[bidders] = -bid
        rule = rules.SCORE_THIRTY if bid == HIGHEST_BID else rules.SCORE_SET
        bidders_text = f"is set and loses its bid of {bid}"
    bid_out = options.bid_out_from is not None and before[others] >= options.bid_out_from
    hand_scores[others] = 0 if bid_out else points[others]
    others_text = (
        f"has {before[others]}, at or past {options.bid_out_from}, so it scores only on a hand it bid and scores 0"
        if bid_out
        else f"scores {hand_scores[others]}"
    )
    if bid_out and points[others]:
        rule = rules.BID_OUT
    if high is None:
        rule = rules.NO_TRUMP_PLAYED
    totals = [before[side] + hand_scores[side] for side in (0, 1)]
    out = [side for side in (0, 1) if totals[side] >= options.game_to]
    winner = None
    game_text = ""
    if out:
        winner = bidders if len(out) == 2 else out[0]
        rule = rules.GAME_BOTH if len(out) == 2 else rules.GAME
        both = "both sides reach it and the bidders win, so " if len(out) == 2 else ""
        game_text = f" {options.game_to} is game: {both}side {winner} wins the game."
    no_trump = " No trump was played, so nobody scores the extra 5." if high is None else ""
    return CATALOGUE.ruling(
        rule,
        f"Side {bidders}, the bidders, {took[bidders]}: it {bidders_text}; side {others} {took[others]} and "
        f"{others_text}.{no_trump} Totals: {totals[0]} and {totals[1]}.{game_text}",
        points=points,
        highest_trump=high,
        made=made,
        hand_scores=hand_scores,
        totals=totals,
        game_over=winner is not None,
        winner=winner,
    )


def _took(side: int, taken: list, high: dict | None, points: list) -> str:
    bonus = f" and the highest trump, {high['card']}," if high is not None and high["side"] == side else ""
    return f"took {counted(taken[side], 'trick')}{bonus} for {counted(points[side], 'point')}"


def score(request: dict) -> dict:
    """POST /score: five complete tricks, each led by the last one's winner, scored for the bid."""
    players, trump, tricks = request["players"], request["trump"], request["tricks"]
    if players not in PLAYER_COUNTS:
        raise InvalidRecord.at("/players", f"{players} players cannot play: the game takes 4 or 6, in two sides")
    require_seat(request["bidder"], players, "/bidder")
    options = Options.of(request)
    before = scores_before(request.get("scores_before"), options)
    if len(tricks) != TRICKS_PER_HAND:
        raise InvalidRecord.at("/tricks", f"a hand has {TRICKS_PER_HAND} tricks, not {len(tricks)}")
    require_distinct_cards(
        [play["card"] for trick in tricks for play in trick],
        lambda: [
            (("tricks", t, i, "card"), play["card"]) for t, trick in enumerate(tricks) for i, play in enumerate(trick)
        ],
    )
    complete, leader = [], None
    for t, trick in enumerate(tricks):
        if len(trick) != players:
            raise InvalidRecord.at(pointer("tricks", t), f"a complete trick of {players} players has {players} plays")
        for i, play in enumerate(trick):
            if play["seat"] != (trick[0]["seat"] + i) % players:
                raise InvalidRecord.at(
                    pointer("tricks", t, i, "seat"),
                    f"play goes clockwise from the leader, seat {trick[0]['seat']}: seat "
                    f"{(trick[0]['seat'] + i) % players} plays here, not seat {play['seat']}",
                )
        if leader is not None and trick[0]["seat"] != leader:
            raise InvalidRecord.at(
                pointer("tricks", t, 0, "seat"),
                f"seat {leader} won the trick before and leads this one, not seat {trick[0]['seat']}",
            )
        leader = winning_seat(trick, trump)[0]
        complete.append({"plays": trick, "winner": leader})
    return score_hand(complete, trump, request["bidder"], request["bid"], before, options, over=True)


def renege_score(played: dict, offenders: list, bidder: int, bid: int, before: list, options: Options) -> dict:
    """auction-forty-fives.i-renege-found applied to the score of the hand as it was played (``played``): each side
    with a seat that reneged (``offenders``, side indexes) scores nothing for the hand and, if it bid, is set back by
    its bid; the other side's hand is scored as the cards fell."""
    bidders = side_of(bidder)
    hand_scores = list(played["hand_scores"])
    penalties = []
    for side in offenders:
        hand_scores[side] = -bid if side == bidders else 0
        penalties.append(
            f"side {side} reneged and, as it bid, is set back by its bid of {bid}"
            if side == bidders
            else f"side {side} reneged and scores nothing for the hand"
        )
    kept = [
        _as_fell(side, side == bidders, played["made"], hand_scores[side], bid)
        for side in (0, 1)
        if side not in offenders
    ]
    totals = [before[side] + hand_scores[side] for side in (0, 1)]
    out = [side for side in (0, 1) if totals[side] >= options.game_to]
    winner = (bidders if len(out) == 2 else out[0]) if out else None
    game_text = f" {options.game_to} is game: side {winner} wins the game." if winner is not None else ""
    return CATALOGUE.ruling(
        rules.RENEGE_FOUND,
        f"An established renege is put right, not replayed: {'; '.join(penalties + kept)}. Totals: {totals[0]} and "
        f"{totals[1]}.{game_text}",
        points=played["points"],
        highest_trump=played["highest_trump"],
        made=played["made"] and bidders not in offenders,
        hand_scores=hand_scores,
        totals=totals,
        game_over=winner is not None,
        winner=winner,
    )


def _as_fell(side: int, bidding: bool, made: bool, hand_score: int, bid: int) -> str:
    if not bidding:
        return f"side {side} scores {hand_score}, as the cards fell"
    if made:
        return f"side {side}, the bidders, made its bid as the cards fell and scores {hand_score}"
    return f"side {side}, the bidders, was set as the cards fell and loses its bid of {bid}"
