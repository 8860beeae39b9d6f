"""Auction Forty-Fives' Rules for the engine: Forty-Five's play (``FortyFive``, its one legality check, its trick
winner, its turn), reached by two phases of this game's own, the auction (bidding.py) and the discard and draw
(drawing.py), and scored for the bid (scoring.py). Only the seams Forty-Five leaves for a variant are overridden;
no play rule is restated here."""

from referee.engine.actions import BID, DISCARD, OVER, PLAY, ActionList
from referee.engine.game import Rules
from referee.engine.legality import Legality
from referee.engine.position import Position
from referee.engine.turns import turn_ruling
from referee.games.auction_forty_fives import bidding, conformance, deal, drawing, rules
from referee.games.auction_forty_fives.rules import CATALOGUE, PLAYER_COUNTS, TRICKS_PER_HAND, side_of, sides
from referee.games.auction_forty_fives.scoring import renege_score, score_hand
from referee.games.forty_five import rules as forty_five_rules
from referee.games.forty_five.play import (
    FortyFive,
    require_snapshot,
    snapshot_position,
    trick_winner_request,
    tricks_won,
)
from referee.games.wording import counted
from referee.rulings import InvalidRecord


class AuctionFortyFives(FortyFive):
    """Forty-Five's rules with an auction and a discard and draw before the play. The position's ``fields`` are a
    deal.AuctionDeal; violations name their phase (bid, discard, play) and the index in that phase's list."""

    catalogue = CATALOGUE
    dealing = deal.DEALING

    # -- a record --------------------------------------------------------------------------------------------

    def start(self, record: dict) -> Position:
        return deal.start(record)

    def actions(self, record: dict) -> ActionList:
        return deal.actions(record)

    def plays_wait(self, position: Position) -> bool:
        return position.phase in (BID, DISCARD)

    def act(self, position: Position, action) -> dict | None:
        kind, phase = action.kind, position.phase
        if phase == OVER:
            if kind == bidding.NAME_TRUMP:
                # Naming trump is the record's trump field, not an entry of a list: a record that names it when it
                # cannot be named describes no deal (bidding.require_trump, a 422), so it is never a violation.
                self._name_trump(position, action.entry)
                return None
            if action.phase == PLAY:
                return super().act(position, action)
            return self.after_end(position, action)
        if kind == BID:
            auction = position.fields.auction
            refused = bidding.refusal(auction, action.seat, action.bid)
            if refused is not None:
                return self.violation(position, action, *refused)
            self._bid(position, auction.after(action.seat, action.bid))
            return None
        if kind == bidding.NAME_TRUMP:
            self._name_trump(position, action.entry)
            return None
        if action.phase == PLAY and phase == PLAY:
            return super().act(position, action)
        fault = self.fault(position, action)
        if fault is not None:
            return self.violation(position, action, *fault)
        self.apply(position, action)
        return None

    def fault(self, position: Position, action) -> tuple[str, str] | None:
        fields, phase = position.fields, position.phase
        if action.phase == BID:
            return bidding.refusal(fields.auction, action.seat, action.bid)
        if phase == BID:
            auction = fields.auction
            waiting = (
                f"seat {auction.to_bid} is still to bid"
                if not auction.over
                else f"seat {auction.high_bidder} has not yet named trump"
            )
            return (
                rules.AUCTION_FIRST,
                f"The auction is not over ({waiting}), so no card may be discarded or played yet.",
            )
        if action.phase == DISCARD:
            if phase != DISCARD:
                return rules.DRAW, "Every seat has discarded and drawn: the discard is over."
            if action.seat != fields.discarding:
                return rules.OUT_OF_TURN, f"Seat {fields.discarding} discards next, not seat {action.seat}."
            return drawing.fault(position, action)
        if phase == DISCARD:
            return (
                rules.DRAW_FIRST,
                f"Seat {fields.discarding} has not yet discarded, so play has not begun: the opening lead comes "
                f"after the draw.",
            )
        if not position.holds(action.seat, action.card):
            return rules.NOT_HELD, f"Seat {action.seat} does not hold {action.card}."
        return super().fault(position, action)

    def apply(self, position: Position, action) -> None:
        if action.phase == PLAY:
            super().apply(position, action)
        elif action.kind == bidding.NAME_TRUMP:
            self._name_trump(position, action.entry)
        elif action.phase == BID:
            self._bid(position, position.fields.auction.after(action.seat, action.bid))
        else:
            drawing.apply(position, action)

    def _bid(self, position: Position, auction: bidding.Auction) -> None:
        """The auction after a legal bid: the next seat to bid, the high bidder to name trump, or (all passed) the
        deal over."""
        position.fields.auction = auction
        if not auction.over:
            position.to_act = auction.to_bid
        elif auction.high_bidder is None:
            position.phase, position.to_act = OVER, None
        else:
            position.to_act = auction.high_bidder

    def _name_trump(self, position: Position, trump) -> None:
        fields = position.fields
        auction = fields.auction
        bidding.require_trump(auction, trump, fields.later)
        if trump is None or not auction.over:
            return
        fields.trump, fields.bidder, fields.bid = trump, auction.high_bidder, auction.high_bid
        drawing.open_phase(position)

    def violation(self, position: Position, action, rule: str, explanation: str) -> dict:
        return {"phase": action.phase, **super().violation(position, action, rule, explanation)}

    def out_of_turn(self, position: Position, action, seat: int) -> dict:
        return self.violation(
            position, action, rules.OUT_OF_TURN, f"It is seat {seat}'s turn to play, not seat {action.seat}'s."
        )

    def after_end(self, position: Position, action) -> dict | None:
        rule, why = self._over(position)
        return self.violation(position, action, rule, f"{why}, so no further action may be taken.")

    def _over(self, position: Position) -> tuple[str, str]:
        """Why the deal is over: a misdeal, everyone passed, or the hand played out."""
        fields = position.fields
        if position.notes and position.notes[0]["rule"] == rules.MISDEAL_RECORD:
            return rules.MISDEAL_RECORD, "The deal is a misdeal"
        if fields.trump is None:
            return rules.ALL_PASS, "Every player passed, so the deal passed to the left and nobody scores"
        return rules.GAME_OVER, "The hand is over"

    def to_act(self, position: Position, action=None) -> int | None:
        if position.phase in (BID, DISCARD):
            return position.to_act
        return super().to_act(position, action)

    def finish(self, position: Position) -> None:
        if position.phase == PLAY:
            super().finish(position)

    def answer(self, record: dict, position: Position, violation: dict | None) -> dict:
        fields = position.fields
        tricks, score, ruling = self._outcome(position, violation)
        return {
            "valid": violation is None,
            "violation": violation,
            "auction": None if fields.trump is None else bidding.summary(fields.auction, fields.trump),
            "trump": fields.trump,
            "discards": [dict(entry) for entry in fields.discards],
            "hands_after_draw": fields.after_draw,
            "tricks": tricks,
            "tricks_won": tricks_won(position),
            "score": score,
            "irregularities": position.notes,
            "hand_over": position.over,
            **ruling,
        }

    # -- the result of a deal as it was played ------------------------------------------------------------------

    def side(self, position: Position, seat: int) -> frozenset:
        return frozenset(sides(position.players)[side_of(seat)])

    # auction-forty-fives.i-exposure: an exposed card carries no penalty (Forty-Five's dead hand is a penalty of its
    # pot, which this game does not have), as the rule its disputes cite for an exposure says.
    exposure = Rules.exposure

    def rectify(self, record: dict, position: Position, revokes: list, played: dict) -> tuple[dict, dict]:
        """auction-forty-fives.i-renege-found: each reneging seat's side scores nothing for the hand and, if it bid,
        is set back by its bid (scoring.renege_score); a side pays once however many of its seats reneged."""
        fields = position.fields
        revokers = sorted({revoke.seat for revoke in revokes})
        offenders = sorted({side_of(seat) for seat in revokers})
        score = renege_score(
            played["score"], offenders, fields.bidder, fields.bid, fields.scores_before, fields.options
        )
        request = {"players": position.players, "bidder": fields.bidder, "bid": fields.bid}
        rectifications = {
            seat: {
                **self.disputes.rectification(request, {"seat": seat}),
                "effect": {
                    "seat": seat,
                    "side": side_of(seat),
                    "side_scores": score["hand_scores"][side_of(seat)],
                    "set_back": fields.bid if side_of(seat) == side_of(fields.bidder) else 0,
                },
            }
            for seat in revokers
        }
        return {"score": score}, rectifications

    # -- the position's questions ----------------------------------------------------------------------------

    def legality(self, position: Position) -> Legality:
        allowed = super().legality(position)
        if allowed.rule == forty_five_rules.LEAD:
            return Legality(allowed.legal, rules.LEAD, allowed.explanation, allowed.permission, allowed.refusal)
        return allowed

    def not_held(self, position: Position, seat: int, card: str) -> tuple[str, str]:
        return rules.NOT_HELD, f"You do not hold {card}, so you cannot play it."

    def choices(self, position: Position) -> dict:
        if position.phase == DISCARD:
            return drawing.choices(position)
        return bidding.choices(position.fields.auction)

    def ending(self, position: Position, score: dict | None = None) -> dict:
        fields = position.fields
        score = score or self.score(position)
        if position.phase == OVER and score is None:
            rule, why = self._over(position)
            return CATALOGUE.ruling(rule, f"{why}.")
        if position.phase == BID:
            auction = fields.auction
            if auction.over:
                return CATALOGUE.ruling(
                    rules.TRUMP, f"Seat {auction.high_bidder} won the auction with {auction.high_bid} and names trump."
                )
            return CATALOGUE.ruling(rules.BID, f"The auction is in progress: seat {auction.to_bid} bids next.")
        named = bidding.named(fields.auction, fields.trump)
        if position.phase == DISCARD:
            return CATALOGUE.ruling(rules.DRAW, f"{named} Seat {fields.discarding} discards next.")
        count = len(position.tricks)
        so_far = (
            "The deal is complete"
            if count == TRICKS_PER_HAND
            else f"The deal is valid so far ({counted(count, 'trick')} complete)"
        )
        return CATALOGUE.ruling(score["rule"], f"{named} {so_far}. {score['explanation']}")

    def score(self, position: Position) -> dict | None:
        """The score of the tricks taken so far for the bid; final once the fifth trick is complete."""
        fields = position.fields
        if fields.trump is None:
            return None
        over = len(position.tricks) == TRICKS_PER_HAND
        return score_hand(
            position.tricks, fields.trump, fields.bidder, fields.bid, fields.scores_before, fields.options, over
        )

    # -- snapshots ---------------------------------------------------------------------------------------------

    def snapshot(self, request: dict) -> tuple[Position, dict | None]:
        players = request.get("players")
        if players is not None and players not in PLAYER_COUNTS:
            raise InvalidRecord.at("/players", f"{players} players cannot play: the game takes 4 or 6, in two sides")
        request = {**request, "trump_ace_demoted": False}
        require_snapshot(request)
        return snapshot_position(request), turn_ruling(CATALOGUE, rules.OUT_OF_TURN, request)

    # -- records for the property tests and the conformance suite ----------------------------------------------

    def deal(self, rng, players: int | None = None) -> dict:
        return self.before_play(deal.DEALING.shuffled(rng, players or rng.choice(PLAYER_COUNTS)), rng)

    def before_play(self, record: dict, rng) -> dict:
        """A random auction that someone wins, a trump and random discards, each drawn from what the rules allow
        (the conformance suite's own choices)."""
        return conformance.steps_before_play(self, record, rng)[0]

    def with_plays(self, record: dict, plays: list) -> dict:
        return {**record, "plays": plays}


RULES = AuctionFortyFives()


def trick_winner(request: dict) -> dict:
    """POST trick-winner: Forty-Five's trick winner (nobody robs here, so no ace is demoted)."""
    return trick_winner_request({**request, "trump_ace_demoted": False})
