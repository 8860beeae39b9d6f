"""The play (hearts.play.follow, and the house rules on leads and the first trick): legality, applying a play and
the trick winner, each written once, and Hearts' rules as the engine asks them (``HeartsRules``, ``RULES``): every
endpoint, the replay, state and the dispute desk reach the play through these."""

from typing import NamedTuple

from referee.cards import CARD_BITS, CARD_SUIT_BITS, SUIT_BITS, SUIT_NAMES, SUIT_SINGULAR, bits_of, suit_of
from referee.engine.actions import OVER, PLAY, ActionList
from referee.engine.game import Rules, play_action
from referee.engine.legality import Legality
from referee.engine.position import Position
from referee.engine.replay import Plays
from referee.engine.tricks import next_seat
from referee.engine.turns import turn_ruling
from referee.games.hearts import passing
from referee.games.hearts.deal import (
    DEALING,
    Deal,
    located_cards,
    located_plays,
    lowest_club,
    misdeal_findings,
    opening,
    require_cards_located_if_faulty,
    require_passes,
    require_plays_at,
    require_snapshot,
    require_trick_order,
    start,
)
from referee.games.hearts.rules import HEARTS, MAX_PLAYERS, MIN_PLAYERS, QUEEN_OF_SPADES, Options, Variant, pack_for
from referee.games.hearts.scoring import revoke_score, score_answer
from referee.games.wording import counted
from referee.rulings import InvalidRecord


def cards_text(cards) -> str:
    return ", ".join(cards) if cards else "no cards"


def beats(card: int, best: int, led: int) -> bool:
    """hearts.play.follow's trick winner, the one statement of it, on cards as bits (referee.cards.CARD_BITS):
    ``card`` beats ``best``, the best card so far of a trick to which the suit ``led`` (its bitmask) was led, if
    it is of the suit led and higher. No trumps; within a suit the bits rise with the rank, ace high."""
    return bool(card & led) and card > best


def trick_winner_play(plays: list[dict]) -> dict:
    """The winning play of a complete trick (the leader's first), by beats()."""
    best = plays[0]
    best_bit, led = CARD_BITS[best["card"]], SUIT_BITS[suit_of(best["card"])]
    for play in plays:
        bit = CARD_BITS[play["card"]]
        if beats(bit, best_bit, led):
            best, best_bit = play, bit
    return best


def may_play(card: int, led: int, hand: int) -> bool:
    """hearts.play.follow, the one statement of legality, on cards as bits (referee.cards.CARD_BITS): the
    leader (``led`` 0, nothing led) plays anything; a follower plays the suit led (``led``, its bitmask) if
    able, anything otherwise (``hand``, the bitmask of the cards held). legality() and the replay both ask it."""
    return not led or bool(card & led) or not hand & led


# Each card's suit as bits, by the card's own bit: the claim solver's tricks hold bits, not cards.
SUIT_OF_BIT = {CARD_BITS[card]: CARD_SUIT_BITS[card] for card in CARD_BITS}


def legal_bits(hand: int, trick: list) -> int:
    """may_play for the claim solver (referee.engine.disputes.TrickRules): the cards of ``hand`` that may be played
    to ``trick``, a trick of cards as bits, the leader's first."""
    if not trick:
        return hand
    led = SUIT_OF_BIT[trick[0]]
    others = hand & ~led
    # may_play decides every card off the suit led alike (all allowed, or none): one of them asks for all.
    if not others or may_play(others & -others, led, hand):
        return hand
    return hand & led


def winning_place(trick: list) -> int:
    """beats() for the claim solver: the place of the winning card in a complete trick of cards as bits."""
    led, best, at = SUIT_OF_BIT[trick[0]], trick[0], 0
    for place in range(1, len(trick)):
        if beats(trick[place], best, led):
            best, at = trick[place], place
    return at


class Stage(NamedTuple):
    """What the deal so far tells the legality check; only the house rules ask (the seed's play needs none)."""

    first_trick: bool = False
    # The card that broke the penalty suit (hearts.hearts-broken), None while it is unbroken.
    broken_by: str | None = None
    # The card the opening lead must be (hearts.lead.two-of-clubs), only at the opening lead.
    opening_card: str | None = None


SEED_STAGE = Stage()


def breaks(card: str, penalty_suit: str, variant: Variant) -> bool:
    """Whether playing ``card`` breaks the penalty suit (hearts.hearts-broken, hearts.i-queen-breaks)."""
    return card[1] == penalty_suit or (card == QUEEN_OF_SPADES and variant.house.hearts_broken == "required-qs-breaks")


def stage_after(played, penalty_suit: str, variant: Variant, opening_card: str | None) -> Stage:
    """The stage once ``played`` (the cards of the completed tricks) are gone; ``opening_card`` is the card the
    opening lead must be under two-of-clubs (used only while nothing has been played)."""
    broken_by = next((card for card in played if breaks(card, penalty_suit, variant)), None)
    first = not played
    return Stage(first, broken_by, opening_card if first and variant.house.opening_lead == "two-of-clubs" else None)


def legality(hand, trick, variant: Variant, stage: Stage = SEED_STAGE, penalty_suit: str = "H") -> Legality:
    """What the player holding ``hand`` may play to ``trick`` (plays so far, the leader's first), at ``stage``
    of a deal whose penalty cards are of ``penalty_suit``."""
    if not trick:
        return _lead(tuple(hand), variant, stage, penalty_suit)
    led = trick[0]["card"]
    suit = suit_of(led)
    held, led_bits = bits_of(hand), SUIT_BITS[suit]
    following = tuple([card for card in hand if may_play(CARD_BITS[card], led_bits, held)])
    if held & led_bits:
        reason = f"{led} was led and you hold {cards_text(following)}, so you must follow with a {SUIT_SINGULAR[suit]}"
        return _legality(
            following,
            variant.follow,
            reason,
            f"{reason}; {{card}} is not a {SUIT_SINGULAR[suit]}, so it may not be played.",
        )
    void = f"{led} was led and you hold no {SUIT_NAMES[suit]}"
    if stage.first_trick and variant.house.no_points_first_trick:
        scoring = variant.scoring_cards(penalty_suit)
        safe = tuple([card for card in following if card not in scoring])
        if safe:
            reason = f"{void}; no card that scores may be played to the first trick"
            return _legality(
                safe, variant.first_trick, reason, f"{reason}, and {{card}} scores, so it may not be played."
            )
        reason = f"{void} and only cards that score, so any of them may be played to the first trick"
        return _legality(following, variant.first_trick, reason, reason)
    reason = f"{void}, so any card may be played"
    return _legality(following, variant.follow, reason, reason)


def _lead(hand: tuple, variant: Variant, stage: Stage, penalty_suit: str) -> Legality:
    """The opening lead and every later lead, under the house rules in force."""
    if stage.opening_card is not None:
        card = stage.opening_card
        rule = variant.two_of_clubs if card == "2C" else variant.lowest_club
        reason = f"You make the opening lead and {card} is the lowest club in play, so you must lead it"
        return _legality((card,) if card in hand else (), rule, reason, f"{reason}; {{card}} may not be led.")
    house, candidates = variant.house, hand
    if stage.first_trick and house.no_points_first_trick:
        scoring = variant.scoring_cards(penalty_suit)
        safe = tuple([card for card in hand if card not in scoring])
        if safe and len(safe) < len(hand):
            reason = "You lead the first trick, to which no card that scores may be played"
            return _legality(safe, variant.first_trick, reason, f"{reason}; {{card}} scores, so it may not be led.")
    if house.hearts_broken == "not-required":
        reason = "You lead this trick, so any card may be played"
        return _legality(candidates, variant.lead_any, reason, reason)
    suit_name = SUIT_NAMES[penalty_suit]
    if stage.broken_by is not None:
        rule = variant.queen_breaks if stage.broken_by == QUEEN_OF_SPADES else variant.hearts_broken
        reason = f"You lead and {suit_name} were broken when {stage.broken_by} was played, so any card may be led"
        return _legality(candidates, rule, reason, reason)
    unbroken = tuple([card for card in candidates if card[1] != penalty_suit])
    if not unbroken:
        reason = f"You lead and {suit_name} are not broken, but you hold only {suit_name}, so any of them may be led"
        return _legality(candidates, variant.hearts_broken, reason, reason)
    rule = variant.only_hearts if unbroken == (QUEEN_OF_SPADES,) and variant.only_hearts else variant.hearts_broken
    reason = f"You lead and {suit_name} are not broken yet, so you may not lead a {SUIT_SINGULAR[penalty_suit]}"
    return _legality(unbroken, rule, reason, f"{reason}: {{card}} may not be led.")


def _legality(legal: tuple, rule: str, reason: str, refusal: str) -> Legality:
    return Legality(legal, rule, f"{reason}: {cards_text(legal)}.", f"{reason}; {{card}} may be played.", refusal)


def judge_card(
    hand, trick, card: str, variant: Variant, stage: Stage = SEED_STAGE, penalty_suit: str = "H"
) -> tuple[bool, str, str]:
    """(legal, rule, explanation) for playing ``card`` now: the same Legality legal-moves answers with."""
    if card not in hand:
        return False, variant.not_held, f"You do not hold {card}: your hand is {cards_text(hand)}."
    allowed = legality(hand, trick, variant, stage, penalty_suit)
    legal, explanation = allowed.verdict(card)
    return legal, allowed.rule, explanation


# A record's plays on the hands as bitmasks: the one statement of the turn, of applying a play and of the trick it
# completes.


class HeartsPlays(Plays):
    """Plays judged one at a time from a position in the play: each by the seat to act, of a card it holds that
    may_play allows (or, under house rules that restrict the play, the full legality check), applied, and each
    complete trick won by beats(), the winner to lead. Between plays the turn, the suit led and the best card so far
    are kept here (C ints where compiled), so a legal play is judged and applied with no Action made and nothing
    recomputed; ``close`` writes them back to the position. The sentences of a ruling are written only for a play
    that breaks a rule (judge_card, from the same legality)."""

    def __init__(self, rules: "HeartsRules", position: Position):
        Plays.__init__(self, rules, position)
        fields = position.fields
        self.fields, self.restricted, self.broken_by = fields, fields.restricted, fields.broken_by
        self.hands, self.tricks, self.captured = position.hands, position.tricks, position.captured
        self.players, self.trick, self.cards = position.players, position.trick, []
        self.to_act = self.leader = position.leader
        # The suit led (its bitmask; 0 before the lead), the best card so far and who played it.
        self.led, self.best, self.winner, self.winning_card = 0, 0, 0, None
        for play in self.trick:
            self.follow(play["seat"], play["card"], CARD_BITS[play["card"]])
        if position.to_act is not None:  # the position's turn: a play out of turn that stood moved it
            self.to_act = position.to_act

    def play(self, seat: int, card: str, index: int, entry: dict) -> dict | None:
        to_act, trick = self.to_act, self.trick
        hand = self.hands[to_act]
        if not trick and not hand:
            return self.refused(self.rules._after_end(self.close(), index, entry))
        if seat != to_act:
            return self.refused(self.rules._out_of_turn(self.close(), to_act, index, entry))
        table = CARD_BITS  # a known dict where compiled
        bit = table.get(card, 0)
        if hand & bit and (
            card in self.rules.legality(self.close()).legal if self.restricted else may_play(bit, self.led, hand)
        ):
            self.apply(seat, card, bit, entry)
            return None
        position = self.close()
        _, rule, why = self.rules.judge(position, card)
        return self.refused(self.rules.violation(position, play_action(entry, index), rule, f"Seat {seat}: {why}"))

    def apply(self, seat: int, card: str, bit: int, entry: dict) -> None:
        """A legal play applied (``bit``, the card's bit; ``entry``, the play as {"seat", "card"}): the card from the
        hand to the trick, the penalty suit broken by it where the house rules ask (hearts.hearts-broken), and a
        complete trick to its winner, who leads next; else the next seat plays."""
        hands = self.hands
        hand = hands[seat]
        hands[seat] = hand ^ bit
        fields = self.fields
        if self.restricted and self.broken_by is None and breaks(card, fields.penalty_suit, fields.variant):
            self.broken_by = card
        if not self.trick:
            self.leader = seat
        self.follow(seat, card, bit)
        trick = self.trick
        trick.append(entry)  # the loaded play itself: {"seat", "card"}, canonical already
        if len(trick) == self.players:
            winner, captured = self.winner, self.captured
            # Each trick's answer is written once, complete (an unfinished one is the position's trick).
            self.tricks.append({"leader": self.leader, "plays": trick, "winner": winner, "card": self.winning_card})
            captured[winner] = captured[winner] + self.cards
            self.trick, self.cards, self.led, self.to_act, self.leader = [], [], 0, winner, winner

    def follow(self, seat: int, card: str, bit: int) -> None:
        """The trick's winner so far once ``card`` joins it, by beats() (trick_winner_play states the same rule)."""
        if not self.cards:
            self.led, self.best, self.winner, self.winning_card = CARD_SUIT_BITS[card], bit, seat, card
        elif beats(bit, self.best, self.led):
            self.best, self.winner, self.winning_card = bit, seat, card
        self.cards.append(card)
        self.to_act = seat + 1 if seat + 1 < self.players else 0  # next_seat, in C arithmetic where compiled

    def refused(self, violation: dict) -> dict:
        """A play's violation, once the record's plays are checked as the record's checks do (each by a seat at the
        table, of a card in the pack): a replay that stops early has not shown that of the plays after it, so such a
        fault is the 422 it is before any ruling."""
        plays = self.fields.plays
        if plays is not None:
            require_plays_at(plays, self.players)
        return violation

    def close(self) -> Position:
        position = self.position
        position.trick, position.leader, self.fields.broken_by = self.trick, self.leader, self.broken_by
        if not self.trick and not self.hands[self.to_act]:
            position.phase, position.to_act = OVER, None
        else:
            position.phase, position.to_act = PLAY, self.to_act
        return position


def _held(dealt: list[str], hand: int) -> list[str]:
    """The cards of ``dealt`` still in ``hand`` (a bitmask), in the order they reached it."""
    return [card for card in dealt if CARD_BITS[card] & hand]


def _who_acts(to_act: int, trick: list, first_trick: bool, opening_text: str | None) -> str:
    """A sentence naming the seat to act now and why."""
    if trick:
        last = trick[-1]
        return f"seat {last['seat']} played {last['card']}, so seat {to_act} plays next"
    if first_trick:
        return opening_text or f"seat {to_act}, the dealer's left, makes the opening lead"
    return f"seat {to_act} won the last trick and leads"


def stage(position: Position) -> Stage:
    """The stage of the deal the position has reached, where the house rules in force depend on it."""
    fields = position.fields
    if not fields.variant.house.restricts_play:
        return SEED_STAGE
    first = not any(position.captured)  # no trick completed (a snapshot's played cards are among the captured)
    return Stage(first, fields.broken_by, fields.opening_card if first and not position.trick else None)


class HeartsRules(Rules):
    """Hearts as the engine asks it: a record's pass (where the house rules play one) then its plays, judged by the
    one legality check, each trick won by beats(), and scored. A game played with Hearts' play (Auction Hearts)
    subclasses it with its own rule ids (``variant``), its own phases and its own answer."""

    dealing = DEALING

    def __init__(self, variant: Variant):
        self.variant = variant
        self.catalogue = variant.catalogue

    # -- a record --------------------------------------------------------------------------------------------

    def start(self, record: dict) -> Position:
        return start(record, self.variant.under(Options.of(record)))

    def actions(self, record: dict) -> ActionList:
        return ActionList(passing.actions(record), record["plays"])

    def plays_wait(self, position: Position) -> bool:
        return position.phase != PLAY and position.phase != OVER

    def early_play(self, position: Position, action) -> dict:
        """A play while the pass is still on: a record's checks refuse one after an incomplete pass."""
        raise InvalidRecord.at(
            "/plays/0",
            f"the pass is not complete: no card is played before every seat has passed ({self.variant.pass_record})",
        )

    def plays(self, position: Position) -> HeartsPlays:
        return HeartsPlays(self, position)

    def play(self, position: Position, seat: int, card: str, index: int, entry: dict) -> dict | None:
        judged = HeartsPlays(self, position)
        violation = judged.play(seat, card, index, entry)
        judged.close()
        return violation

    def act(self, position: Position, action) -> dict | None:
        if action.phase == PLAY:
            return self.play(position, action.seat, action.card, action.index, action.entry)
        return passing.act(position, action, opening)

    def apply(self, position: Position, action) -> None:
        """A legal action applied: a play by HeartsPlays' apply, the pass by its own."""
        if action.phase == PLAY and position.phase == PLAY:
            card = action.card
            applied = HeartsPlays(self, position)
            applied.apply(action.seat, card, CARD_BITS[card], action.entry)
            applied.close()
            return
        violation = self.act(position, action)
        if violation is not None:
            raise ValueError(f"apply takes a legal action: {violation['explanation']}")

    def to_act(self, position: Position, action=None) -> int | None:
        return position.to_act

    def _after_end(self, position: Position, index: int, play: dict) -> dict:
        seat, card = play["seat"], play["card"]
        return self.violation(
            position,
            play_action(play, index),
            position.fields.variant.game_over,
            f"The deal is over: seat {position.leader} would lead but holds no card, so seat {seat}'s {card} comes "
            f"after the end.",
        )

    def _out_of_turn(self, position: Position, to_act: int, index: int, play: dict) -> dict:
        who = _who_acts(to_act, position.trick, not position.tricks, position.fields.opening_text)
        return self.violation(
            position,
            play_action(play, index),
            position.fields.variant.out_of_turn,
            f"Out of turn: {who}, but seat {play['seat']} played {play['card']}.",
        )

    def answer(self, record: dict, position: Position, violation: dict | None) -> dict:
        """The adjudicate answer: the violation's ruling, else the score's; the pass where one is played."""
        fields = position.fields
        variant, direction = fields.variant, fields.direction
        if direction is not None:
            require_passes(record, direction, variant)
        answer = self._deal_answer(record, position, violation, self._score_of(position, violation))
        if direction is not None:
            answer["pass"] = {"direction": direction, "hands": fields.passed_hands}
        return answer

    def _score_of(self, position: Position, violation: dict | None) -> dict | None:
        fields = position.fields
        return score_answer(
            position.captured, fields.penalty_suit, fields.variant, violation is not None, fields.scores_before
        )

    def _deal_answer(self, record: dict, position: Position, violation: dict | None, score: dict | None) -> dict:
        """The adjudicate answer's common fields; the top-level ruling is the violation's, else the score's."""
        variant = position.fields.variant
        tricks = position.tricks
        if position.trick:
            tricks = [*tricks, {"leader": position.leader, "plays": position.trick, "winner": None, "card": None}]
        complete = violation is None and not position.trick and not any(position.hands)
        if violation is not None:
            ruling = variant.ruling(violation["rule"], violation["explanation"])
        else:
            progress = "The deal is complete" if complete else f"{counted(len(position.tricks), 'trick')} won so far"
            ruling = variant.ruling(score["rule"], f"Every play follows the rules. {progress}. {score['explanation']}")
        return {
            "valid": violation is None,
            "violation": violation,
            "complete": complete,
            "tricks": tricks,
            "score": score,
            "irregularities": misdeal_findings(record["hands"], variant),
            **ruling,
        }

    def rectify(self, record: dict, position: Position, revokes: list, played: dict) -> tuple[dict, dict]:
        fields = position.fields
        revokers = sorted({revoke.seat for revoke in revokes})
        score, charge = revoke_score(
            position.players,
            fields.penalty_suit,
            fields.variant,
            revokers,
            self.disputes.rule_ids["revoke-found"],
            fields.scores_before,
        )
        rectifications = {
            seat: {
                **self.disputes.rectification(record, {"seat": seat}),
                "effect": {"seat": seat, "charged": charge, "others_charged": 0},
            }
            for seat in revokers
        }
        return {"score": score}, rectifications

    # -- the position's questions ----------------------------------------------------------------------------

    def legality(self, position: Position) -> Legality:
        fields = position.fields
        return legality(
            position.cards(position.to_act), position.trick, fields.variant, stage(position), fields.penalty_suit
        )

    def judge(self, position: Position, card: str) -> tuple[bool, str, str]:
        fields = position.fields
        return judge_card(
            position.cards(position.to_act), position.trick, card, fields.variant, stage(position), fields.penalty_suit
        )

    def not_held(self, position: Position, seat: int, card: str) -> tuple[str, str]:
        return (
            position.fields.variant.not_held,
            f"You do not hold {card}: your hand is {cards_text(position.cards(seat))}.",
        )

    def score(self, position: Position) -> dict | None:
        return self._score_of(position, None)

    def choices(self, position: Position) -> dict:
        return passing.choices(position)

    def ending(self, position: Position, score: dict | None = None) -> dict:
        score = score or self.score(position)
        fields = position.fields
        if not any(position.hands):
            why = f"The deal is over: every card has been played. {score['explanation']}"
        else:
            why = f"The deal is over: seat {position.leader} would lead but holds no card. {score['explanation']}"
        return fields.variant.ruling(score["rule"], why)

    # -- snapshots (legal-moves, check-move) -------------------------------------------------------------------

    def snapshot(self, request: dict, penalty_suit: str = "H") -> tuple[Position, dict | None]:
        """The position a snapshot describes (the asking seat's hand, the trick, the stage of the deal from
        ``played``), and the ruling refusing it a card: out of turn, not the holder of the opening card, or (for
        legal-moves) no card left."""
        require_snapshot(request)
        variant = self.variant.under(Options.of(request))
        fields = Deal(variant, penalty_suit)
        seat, players, trick, hand = request.get("seat"), request.get("players"), request["trick"], request["hand"]
        played = _played(request, variant, penalty_suit)
        to_act = seat if seat is not None else next_seat(trick[-1]["seat"], players) if trick and players else 0
        table = max(players or 0, to_act + 1, *(play["seat"] + 1 for play in trick))
        position = Position.asking(table, 0, to_act, hand, trick, fields)
        position.captured[0] = list(played)  # who took them matters to no snapshot
        if variant.house.restricts_play:
            fields.broken_by = next((card for card in played if breaks(card, penalty_suit, variant)), None)
            if not played and variant.house.opening_lead == "two-of-clubs":
                fields.opening_card = lowest_club(pack_for(players or 4))
        refusal = turn_ruling(variant.catalogue, variant.out_of_turn, request) or _opening_problem(
            request, variant, stage(position)
        )
        if refusal is None and not hand and "card" not in request:
            refusal = variant.ruling(variant.game_over, "You hold no cards: your part in this deal is over.")
        return position, refusal

    # -- records for the property tests and the conformance suite ----------------------------------------------

    def deal(self, rng, players: int | None = None) -> dict:
        return self.before_play(DEALING.shuffled(rng, players or rng.randint(MIN_PLAYERS, MAX_PLAYERS)), rng)

    def before_play(self, record: dict, rng) -> dict:
        return passing.chosen(record, rng, self.variant.under(Options.of(record)))


def _played(request: dict, variant: Variant, penalty_suit: str) -> list:
    """The cards of the completed tricks (hearts.i-played), where the house rules in force depend on them."""
    if not variant.house.restricts_play:
        return []
    played, players = request.get("played"), request.get("players")
    if played is None:
        raise InvalidRecord.at(
            "/played",
            "these house rules depend on the deal so far: give played, the cards of "
            f"the completed tricks ([] on the first trick) ({variant.played_so_far})",
        )
    if players is not None and len(played) % players:
        raise InvalidRecord.at(
            "/played",
            f"the completed tricks of a {players}-player table hold a multiple of {players} cards, not {len(played)}",
        )
    hand, trick = request["hand"], request["trick"]
    require_cards_located_if_faulty(
        hand + [play["card"] for play in trick] + played,
        lambda: located_cards(hand, "hand") + located_plays(trick, "trick") + located_cards(played, "played"),
        players,
    )
    return played


def _opening_problem(request: dict, variant: Variant, stage: Stage) -> dict | None:
    """An out-of-turn ruling when this is the opening lead under two-of-clubs and the hand lacks its card."""
    card = stage.opening_card
    if card is None or request["trick"] or card in request["hand"]:
        return None
    return variant.ruling(
        variant.out_of_turn,
        f"The opening lead is made by the holder of {card}, the lowest club in play, and you do not hold it.",
    )


def trick_winner(request: dict, variant: Variant) -> dict:
    """POST trick-winner: the winner of a complete trick, by trick_winner_play."""
    plays, players = request["plays"], request.get("players")
    if players is not None and len(plays) != players:
        raise InvalidRecord.at(
            "/plays", f"a complete trick at a {players}-player table holds {players} plays, not {len(plays)}"
        )
    require_trick_order(plays, players, "plays")
    require_cards_located_if_faulty([play["card"] for play in plays], lambda: located_plays(plays, "plays"), players)
    winning = trick_winner_play(plays)
    led = plays[0]["card"]
    if winning is plays[0]:
        why = f"{led} was led and no higher card of its suit was played"
    else:
        why = f"{led} was led and {winning['card']} is the highest card of that suit played"
    return variant.ruling(
        variant.follow,
        f"Seat {winning['seat']} wins: {why} (no trumps, ace high).",
        winner=winning["seat"],
        card=winning["card"],
    )


RULES = HeartsRules(HEARTS)
