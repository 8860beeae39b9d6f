"""The play: legality of a card, applying it, the trick winner (each written once: replay, snapshots, state and
the dispute desk all call them), the turn with its dead hands, and Forty-Five's Rules for the engine.

``legal_bits`` is the one legality check, on bitmask hands; ``legality`` gives the Legality of a hand (the legal
set from that check, with its ruling), and ``judge_card`` answers "may I play this card, and why (not)" from that
same set, so legal-moves, check-move and the replay can never disagree. The play reads the trump and the demoted
ace from the position's fields, so a game that reaches Forty-Five's play another way (an auction naming trump)
plays it with these functions.
"""

from referee.cards import CARD_BITS, SUIT_NAMES, bits_of, card_series, suit_of
from referee.cards import SUIT_SINGULAR as SINGULAR
from referee.engine.actions import OVER, PLAY, Action
from referee.engine.game import Rules
from referee.engine.legality import Legality
from referee.engine.position import Position
from referee.engine.records import require_distinct_cards, require_players, require_seat
from referee.engine.replay import Plays
from referee.engine.turns import turn_ruling
from referee.games.forty_five import deal, robbing, rules
from referee.games.forty_five.rules import (
    CATALOGUE,
    HEARTS_ACE,
    LEAD_DUTY,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYED_SUIT,
    PRIVILEGED,
    TRICK_STRENGTH,
    TRICKS_PER_HAND,
    TRUMP_RANK,
    ace_of,
    is_trump,
)
from referee.games.forty_five.scoring import dead_hand_score, revoke_score, score_hand, side_of_seats
from referee.games.wording import counted
from referee.rulings import InvalidRecord, pointer


def card_list(cards) -> str:
    return card_series(cards, "or")


def trump_phrase(trump: str) -> str:
    return f"{SUIT_NAMES[trump].capitalize()} are trump"


def judge_card(legality: Legality, hand, card: str) -> tuple[bool, str, str]:
    """(legal, rule id, explanation) for playing ``card`` now, from the Legality legal-moves answers with."""
    if card not in hand:
        return False, rules.NOT_HELD, f"You do not hold {card}, so you cannot play it."
    legal, explanation = legality.verdict(card)
    return legal, legality.rule, explanation


def legal_bits(hand: int, trick: list, trump: str, demoted: bool) -> int:
    """The cards of ``hand`` (a bitmask) that may be played to ``trick``: the one legality check
    (forty-five.play.lead, play.follow-or-trump, play.renege), from the duty table of the card led."""
    must, may = lead_duty(trick, trump, demoted)
    return bound_by(hand, must, may)


NO_DUTY = (0, 0)  # before the lead: no card binds, so any card may be played


def lead_duty(trick: list, trump: str, demoted: bool) -> tuple[int, int]:
    """(must, may) for every play to ``trick`` after its lead: LEAD_DUTY of the card led."""
    if not trick:
        return NO_DUTY
    return LEAD_DUTY[trump][demoted][trick[0]["card"]]


def bound_by(hand: int, must: int, may: int) -> int:
    """The cards of ``hand`` that may be played under a lead's duty: those of ``may`` when it holds a card of
    ``must``, any card otherwise."""
    return hand & may if hand & must else hand


def _among(hand: tuple, bits: int) -> tuple:
    return tuple([card for card in hand if CARD_BITS[card] & bits])


def legality(hand, trick: list, trump: str, demoted: bool = False) -> Legality:
    """What the player holding ``hand`` may play to ``trick`` (plays so far, the leader's first): the legal set
    from ``legal_bits``, in the hand's order, with the sentences that say why."""
    hand = tuple(hand)
    if not trick:
        return Legality(
            hand,
            rules.LEAD,
            "You lead the trick: any card may be played.",
            "You lead the trick, so {card} may be played.",
            "",
        )
    legal = _among(hand, legal_bits(bits_of(hand), trick, trump, demoted))
    led = trick[0]["card"]
    led_suit = PLAYED_SUIT[trump][led]
    must, may = LEAD_DUTY[trump][demoted][led]
    if led_suit == trump:
        return _judge_trump_led(hand, legal, _among(hand, may), _among(hand, must), trick, led, trump, demoted)
    return _judge_plain_led(hand, legal, _among(hand, must), led, led_suit, trump)


def _judge_plain_led(hand: tuple, legal: tuple, following: tuple, led: str, led_suit: str, trump: str) -> Legality:
    ah_note = " (AH is a trump, not a heart)" if led_suit == "H" and HEARTS_ACE in hand else ""
    if not following:
        return Legality(
            legal,
            rules.FOLLOW_OR_TRUMP,
            f"{led} was led and you hold no {SUIT_NAMES[led_suit]}{ah_note}: any card may be played.",
            f"{led} was led and you hold no {SUIT_NAMES[led_suit]}, so {{card}} may be played.",
            "",
        )
    duty = f"{led} was led and you hold {card_series(following)}{ah_note}, so you must follow suit or trump"
    trumps_text = f" ({trump_phrase(trump).lower()}; trumping is always allowed)"
    return Legality(
        legal,
        rules.FOLLOW_OR_TRUMP,
        f"{duty}{trumps_text}: you may play {card_list(legal)}.",
        f"{led} was led; {{card}} follows suit or trumps, which is always allowed.",
        f"{duty}{trumps_text}; {{card}} is neither a {SINGULAR[led_suit]} nor a trump.",
    )


def _judge_trump_led(
    hand: tuple, legal: tuple, trumps: tuple, bound: tuple, trick: list, led: str, trump: str, demoted: bool
) -> Legality:
    ranks = TRUMP_RANK[trump, demoted]
    opening = f"{trump_phrase(trump)} and {led} was led"
    if not trumps:
        return Legality(
            legal,
            rules.RENEGE,
            f"{opening}; you hold no trump, so any card may be played.",
            f"{opening}; you hold no trump, so {{card}} may be played.",
            "",
        )
    excused = tuple([card for card in trumps if card not in bound])
    rule = _deciding_rule(trick, excused, bound, trump, demoted, ranks[led])
    if not bound:
        only = (
            f"your only trump, {excused[0]}, ranks"
            if len(excused) == 1
            else f"your only trumps, {card_series(excused)}, rank"
        )
        led_note = (
            " (judged against the card led, not the higher trump played since)" if rule == rules.RENEGE_LED else ""
        )
        return Legality(
            legal,
            rule,
            f"{opening}; {only} above {led}{led_note} and need not be played (the renege privilege), so any card "
            f"may be played.",
            f"{opening}; {_your_trumps(excused)} need not be played to a lower trump, so {{card}} may be played.",
            "",
        )
    reasons = _why_bound(bound, trump, demoted, led, ranks)
    duty = f"{opening}; you hold {card_series(bound)}{reasons}, so you must play a trump"
    return Legality(
        legal,
        rule,
        f"{duty}: {card_list(trumps)}.",
        f"{opening}; {{card}} is a trump, which answers the trump lead.",
        f"{duty}, and {{card}} is not a trump.",
    )


def _your_trumps(cards: tuple) -> str:
    return f"your trump {cards[0]}" if len(cards) == 1 else f"your trumps {card_series(cards)}"


def _why_bound(bound: tuple, trump: str, demoted: bool, led: str, ranks: dict) -> str:
    """Says why a trump that is usually privileged must be played here."""
    notes = []
    for card in bound:
        if card in PRIVILEGED[trump, False]:
            if demoted and card == ace_of(trump):
                notes.append(f"{card} is a demoted ace and has lost its privilege")
            else:
                notes.append(f"{card} ranks below the {led} led, so it has no privilege")
    return f" ({'; '.join(notes)})" if notes else ", which must be played to a trump lead"


def _deciding_rule(trick, excused, bound, trump, demoted, led_rank) -> str:
    """The rule that made the difference: the demoted ace, the card-led reading, or the renege rule itself."""
    ace = ace_of(trump)
    undemoted = TRUMP_RANK[trump, False]
    if demoted and ace in bound and ace in PRIVILEGED[trump, False] and undemoted[ace] > undemoted[trick[0]["card"]]:
        return rules.DEMOTED_ACE
    ranks = TRUMP_RANK[trump, demoted]
    highest_so_far = max(ranks.get(play["card"], 0) for play in trick)
    if highest_so_far > led_rank and any(ranks[card] < highest_so_far for card in excused):
        return rules.RENEGE_LED
    return rules.RENEGE


def trick_winner(plays: list, trump: str, demoted: bool = False) -> dict:
    """The winning play of a complete trick and its ruling fields (forty-five.play.winner)."""
    seat, card = winning_seat(plays, trump, demoted)
    if is_trump(card, trump):
        demoted_note = ""
        ace = ace_of(trump)
        if demoted and any(play["card"] == ace for play in plays):
            demoted_note = f" ({ace} is a demoted ace, the lowest trump)"
        why = f"{trump_phrase(trump)}; {card} is the highest trump played{demoted_note}"
    else:
        why = f"No trump was played; {card} is the highest {SINGULAR[suit_of(card)]}, the suit led"
    return CATALOGUE.ruling(rules.WINNER, f"{why}, so seat {seat} wins the trick.", winner=seat, card=card)


def winning_seat(plays: list, trump: str, demoted: bool = False) -> tuple[int, str]:
    """The seat and card of a complete trick's winning play (forty-five.play.winner): the strongest card by
    TRICK_STRENGTH, the earliest on a tie."""
    strength = lead_strength(trump, plays[0]["card"], demoted)
    best = plays[0]
    best_strength = strength[best["card"]]
    for play in plays:
        play_strength = strength[play["card"]]
        if play_strength > best_strength:
            best, best_strength = play, play_strength
    return best["seat"], best["card"]


def lead_strength(trump: str, led: str, demoted: bool) -> dict:
    """Each card's strength in a trick to which ``led`` was led (TRICK_STRENGTH): the strongest card wins the trick,
    the earliest played on a tie (winning_seat, and FortyFivePlays as a trick grows)."""
    return TRICK_STRENGTH[trump, PLAYED_SUIT[trump][led], demoted]


class TrumpTricks:
    """The play under one trump for the claim solver (referee.engine.disputes.TrickRules), on cards as bits: each
    led card's duty (lead_duty, bound_by) and each card's strength in its trick (lead_strength), looked up by the
    cards' bits."""

    def __init__(self, trump: str, demoted: bool):
        cards = {CARD_BITS[card]: card for card in CARD_BITS}
        self.duty = {bit: lead_duty([{"card": card}], trump, demoted) for bit, card in cards.items()}
        self.strength = {
            led: {bit: lead_strength(trump, led_card, demoted)[card] for bit, card in cards.items()}
            for led, led_card in cards.items()
        }

    def legal(self, hand: int, trick: list) -> int:
        if not trick:
            return hand
        must, may = self.duty[trick[0]]
        return bound_by(hand, must, may)

    def winner(self, trick: list) -> int:
        # the strongest card, the earliest on a tie (winning_seat)
        powers = self.strength[trick[0]]
        best, at = powers[trick[0]], 0
        for place in range(1, len(trick)):
            power = powers[trick[place]]
            if power > best:
                best, at = power, place
        return at


# The play on the engine's position: whose turn it is (dead hands skipped), a card played, a trick completed.


def next_live(position: Position, seat: int) -> int:
    """The next seat clockwise whose hand is not dead (forty-five.i-pot: a dead seat is skipped)."""
    players, dead = position.players, position.fields.dead
    if not dead:
        return (seat + 1) % players
    for offset in range(1, players + 1):
        candidate = (seat + offset) % players
        if candidate not in dead:
            return candidate
    return seat


def seat_to_act(position: Position, acting: int | None, index: int) -> int | None:
    """The seat whose turn it is in the play (None once the hand is over), discovering on the way the irregular
    hands the record shows were found (forty-five.i-dead-hand-found): one with no card left at its turn, or one
    the record passes over, ``acting`` (the seat the record shows acting next) playing instead."""
    fields = position.fields
    while position.phase != OVER:
        trick = position.trick
        if trick:
            # Every live hand has played to it (counted, not by the turn coming back to the leader: a play out of
            # turn that stands changes the order, FortyFive.turn_to).
            if len(trick) + len(fields.dead) >= position.players:
                winner, card = winning_seat(trick, fields.trump, fields.demoted)
                complete_trick(position, index, winner, card)
                continue
            last = trick[-1]["seat"]
            candidate = (last + 1) % position.players if not fields.dead else next_live(position, last)
        else:
            candidate = position.leader
        if fields.irregular and candidate in fields.irregular and candidate not in fields.dead:
            if not position.hands[candidate]:
                discover(position, candidate, index, "it has no card left at its turn")
                continue
            if acting is not None and acting != candidate and acting == seat_after(position, candidate):
                discover(position, candidate, index, f"the record passes over it and seat {acting} plays instead")
                continue
        if not trick and not position.hands[candidate]:
            # The seat to lead has played its last card: the hand is over. A deal's fifth trick ends it first; a
            # position from part-way through a hand (a claim's) has no count of the tricks before it.
            end(position, index)
            continue
        position.to_act = candidate
        return candidate
    position.to_act = None
    return None


def seat_after(position: Position, skipped: int) -> int:
    """Who acts next if ``skipped`` is passed over: the next seat, or the winner if that ends the trick."""
    following = next_live(position, skipped)
    trick = position.trick
    if trick and following == trick[0]["seat"]:
        return winning_seat(trick, position.fields.trump, position.fields.demoted)[0]
    return following


def tricks_won(position: Position) -> list[int]:
    won = [0] * position.players
    for trick in position.tricks:
        won[trick["winner"]] += 1
    return won


def note(position: Position, rule: str, explanation: str, seat: int | None, index: int) -> None:
    position.notes.append(CATALOGUE.ruling(rule, explanation, seat=seat, index=index))


def end(position: Position, index: int) -> None:
    position.phase, position.to_act = OVER, None
    position.fields.ended_by = index


def discover(position: Position, seat: int, index: int, how: str) -> None:
    """An irregular hand found (forty-five.dead-hand): dead from now on, or the pot won if it took 3 tricks
    (forty-five.i-pot); play stops with fewer than two live hands (forty-five.i-dead-hand-found)."""
    fields = position.fields
    fields.dead.add(seat)
    size = fields.dealt_sizes[seat]
    won = tricks_won(position)[seat]
    if won >= 3:
        note(
            position,
            rules.POT,
            f"Seat {seat} was dealt {counted(size, 'card')}, an irregular hand, and won "
            f"{counted(won, 'trick')} with it before it was discovered ({how}), so it wins the pot "
            f"and the hand ends.",
            seat,
            index,
        )
        fields.pot_winner = seat
        end(position, index)
        return
    complete = len(position.tricks)
    aftermath = (
        "the hand is over and the tricks it took stand"
        if complete == TRICKS_PER_HAND
        else f"the others play on and seat {seat} is skipped"
    )
    note(
        position,
        rules.DEAD_HAND,
        f"Seat {seat} was dealt {counted(size, 'card')}, not 5, so its hand is dead from "
        f"when it was discovered ({how}); {aftermath}.",
        seat,
        index,
    )
    if position.leader == seat and not position.trick:
        position.leader = next_live(position, seat)
    if len(fields.dead) > position.players - 2 and complete < TRICKS_PER_HAND:
        note(
            position,
            rules.DEAD_HAND_FOUND,
            "Fewer than two live hands remain, so play stops and the hand is scored on the tricks completed.",
            None,
            index,
        )
        end(position, index)


def complete_trick(position: Position, index: int, winner: int, card: str) -> None:
    """The trick to its winner (forty-five.play.winner: ``winner`` played ``card``, by winning_seat), who leads next;
    a robbed turned ace joins the dealer's hand after trick 1 (forty-five.i-turned-ace); the fifth trick ends the
    hand, finding any irregular hand left."""
    fields, trick = position.fields, position.trick
    position.tricks.append({"leader": trick[0]["seat"], "plays": trick, "winner": winner, "card": card})
    position.captured[winner] = position.captured[winner] + [play["card"] for play in trick]
    position.trick, position.leader = [], winner
    if fields.joining is not None:
        position.give(*fields.joining)
        fields.joining = None
    if len(position.tricks) == TRICKS_PER_HAND:
        if fields.irregular:
            for seat in sorted(fields.irregular - fields.dead):
                discover(position, seat, index, "the fifth trick is complete")
        end(position, index)


def _summary(position: Position) -> str:
    """How far the deal got: "complete" only when all five tricks are played."""
    count = len(position.tricks)
    played = counted(count, "trick")
    if count == TRICKS_PER_HAND:
        return "The deal is complete"
    if position.fields.pot_winner is not None:
        return f"The hand ended after {played} when seat {position.fields.pot_winner} won the pot"
    if position.over:
        return f"The hand ended after {played}, with fewer than two live hands"
    return f"The deal is valid so far ({played} complete)"


class FortyFivePlays(Plays):
    """Plays judged one at a time from a position in the play: each by the seat to act, of a card it holds that
    the lead's duty allows (bound_by, the one legality check), applied, and each complete trick won by the strongest
    card (lead_strength, as winning_seat judges it), its winner to lead. Between plays the turn, the lead's duty and
    the best card so far are kept here (C ints where compiled); ``close`` writes them back to the position, and
    ``load`` reads the position again after anything that changes it other than a play: the opening lead's
    robbing, an ace forfeited, a trick completed, and the turn wherever dead or irregular hands may be found
    (seat_to_act). The sentences of a ruling are written only for a play that breaks a rule (FortyFive.fault)."""

    def __init__(self, rules: "FortyFive", position: Position):
        Plays.__init__(self, rules, position)
        fields = position.fields
        self.fields, self.hands, self.players = fields, position.hands, position.players
        self.played, self.dead, self.trump = fields.played, fields.dead, fields.trump
        self.next_index = fields.index
        # Only the seat dealt the ace of trumps can forfeit it by playing (robbing.forfeits).
        self.ace_holder = -1 if fields.ace_holder is None else fields.ace_holder
        self.load()

    def load(self) -> None:
        """The position's play read again: its phase, turn, trick and whether the ace is demoted; the lead's duty and
        the best card so far from the trick's plays."""
        position, fields = self.position, self.fields
        phase = position.phase
        self.over, self.opening = phase == OVER, phase != PLAY and phase != OVER
        self.irregular = bool(fields.irregular) or bool(self.dead)
        self.demoted = fields.demoted
        self.acted = -1 if position.to_act is None else position.to_act
        trick = self.trick = position.trick
        self.must = self.may = 0  # before the lead no card binds (NO_DUTY)
        lead = True
        for play in trick:
            self.follow(play["seat"], play["card"], lead)
            lead = False
        self.to_act = position.leader if not trick else self.following(trick[-1]["seat"])
        turn = fields.turn
        if turn is not None:  # a play out of turn that stands gave the turn to a seat (FortyFive.turn_to)
            self.to_act, fields.turn = turn, None

    def play(self, seat: int, card: str, index: int, entry: dict) -> dict | None:
        if self.over:
            return self.rules.after_end(self.close(), Action(PLAY, seat, index, entry, card))
        self.next_index = index + 1
        if self.opening:
            robbing.before_lead(self.close(), index)
            self.load()
        if self.irregular or not (self.trick or self.hands[self.to_act]):
            # Dead or irregular hands, or a leader with no card left: seat_to_act finds them, ending the hand or the
            # trick where they do.
            turn = seat_to_act(self.close(), seat, index)
            self.load()
            if turn is None:
                return self.rules.after_end(self.close(), Action(PLAY, seat, index, entry, card))
            to_act = turn
        else:
            to_act = self.to_act
        self.acted = to_act
        if seat != to_act:
            return self.rules.out_of_turn(self.close(), Action(PLAY, seat, index, entry, card), to_act)
        hand, bit = self.hands[seat], CARD_BITS[card]
        if hand & bit:
            if seat == self.ace_holder:
                # A card played by the unannounced ace holder demotes its ace even when the card is then refused.
                # Asked once: the holder's card is then applied (so it has played) or refused (the replay stops).
                self.ace_holder = -1
                if robbing.forfeits(self.close(), seat):
                    robbing.forfeit(self.position, seat, index)
                    self.load()
            # fault's own check, asked first alone: a legal play (nearly every one) needs no sentence.
            if bound_by(hand, self.must, self.may) & bit:
                self.apply(seat, card, bit, index)
                return None
        action = Action(PLAY, seat, index, entry, card)
        position = self.close()
        return self.rules.violation(position, action, *self.rules.fault(position, action))

    def apply(self, seat: int, card: str, bit: int, index: int) -> None:
        """A legal play applied (``bit``, the card's bit): the card from the hand to the trick, and the trick completed
        (complete_trick) when every live seat has played to it; else the next live seat plays."""
        hands = self.hands
        hand = hands[seat]
        hands[seat] = hand & ~bit
        self.played.add(seat)
        trick = self.trick
        self.follow(seat, card, not trick)
        trick.append({"seat": seat, "card": card})
        if len(trick) + len(self.dead) >= self.players:  # every live hand has played to it (as seat_to_act counts)
            complete_trick(self.close(), index, self.winner, self.winning_card)
            self.load()
        else:
            self.to_act = self.following(seat)

    def follow(self, seat: int, card: str, lead: bool) -> None:
        """The lead's duty (LEAD_DUTY: must, may) once ``card`` leads, and the trick's winner so far once it joins."""
        if lead:
            self.must, self.may = LEAD_DUTY[self.trump][self.demoted][card]
            self.strength = lead_strength(self.trump, card, self.demoted)
            self.leader, self.best, self.winner, self.winning_card = seat, self.strength[card], seat, card
            return
        strength = self.strength[card]
        if strength > self.best:
            self.best, self.winner, self.winning_card = strength, seat, card

    def following(self, seat: int) -> int:
        """The seat after ``seat``, a dead one skipped (next_live)."""
        return (seat + 1) % self.players if not self.dead else next_live(self.position, seat)

    def close(self) -> Position:
        position = self.position
        self.fields.index = self.next_index
        position.to_act = None if self.acted < 0 else self.acted
        return position


class FortyFive(Rules):
    """Forty-Five's rules for the engine. The robbing phase is robbing.py's; a variant that reaches this play by
    other phases (an auction, a discard and draw) overrides the engine's hooks for them (``start``, ``actions``,
    ``plays_wait``, ``act``, the scoring and the answer) and inherits the play."""

    catalogue = CATALOGUE
    dealing = deal.DEALING

    # -- a record --------------------------------------------------------------------------------------------

    def start(self, record: dict) -> Position:
        return deal.start(record)

    def actions(self, record: dict) -> list:
        return deal.actions(record)

    def plays(self, position: Position) -> FortyFivePlays:
        return FortyFivePlays(self, position)

    def play(self, position: Position, seat: int, card: str, index: int, entry: dict) -> dict | None:
        judged = FortyFivePlays(self, position)
        violation = judged.play(seat, card, index, entry)
        judged.close()
        return violation

    def act(self, position: Position, action) -> dict | None:
        if action.phase == PLAY:
            return self.play(position, action.seat, action.card, action.index, action.entry)
        if position.phase == OVER:
            return self.after_end(position, action)
        position.fields.index = action.index + 1
        return self._act_before_play(position, action)

    def fault(self, position: Position, action) -> tuple[str, str] | None:
        if action.phase != PLAY:
            fault = robbing.fault(position, action)
            return None if fault is None else fault[:2]
        seat, card = action.seat, action.card
        hand, bit = position.hands[seat], CARD_BITS[card]
        if not hand & bit:
            return rules.NOT_HELD, f"Seat {seat} does not hold {card}."
        fields = position.fields
        demoted = fields.demoted or robbing.forfeits(position, seat)
        if legal_bits(hand, position.trick, fields.trump, demoted) & bit:
            return None
        allowed = legality(position.cards(seat), position.trick, fields.trump, demoted)
        return allowed.rule, f"Seat {seat} to play: {allowed.verdict(card)[1]}"

    def apply(self, position: Position, action) -> None:
        """A legal action applied, the seat to act after it settled (as every game's apply leaves it)."""
        position.fields.index = action.index + 1
        if action.phase != PLAY:
            robbing.apply(position, action)
        else:
            if position.phase != PLAY:
                robbing.before_lead(position, action.index)
            if action.seat == position.fields.ace_holder and robbing.forfeits(position, action.seat):
                robbing.forfeit(position, action.seat, action.index)
            applied = FortyFivePlays(self, position)
            applied.apply(action.seat, action.card, CARD_BITS[action.card], action.index)
            applied.close()
        self.to_act(position)

    def _act_before_play(self, position: Position, action) -> dict | None:
        """A robbing action (robbing.py): its violation, or None once applied."""
        fault = robbing.fault(position, action)
        if fault is not None:
            rule, explanation, seat, card = fault
            return self.catalogue.ruling(rule, explanation, index=action.index, seat=seat, card=card)
        robbing.apply(position, action)
        return None

    def to_act(self, position: Position, action=None) -> int | None:
        if action is None:
            if position.phase != PLAY and position.phase != OVER:
                position.to_act = seat = robbing.chooser(position)
                return seat
            return seat_to_act(position, None, position.fields.index)
        return seat_to_act(position, action.seat, action.index)

    def out_of_turn(self, position: Position, action, seat: int) -> dict:
        return self.violation(
            position, action, rules.OUT_OF_TURN, f"It is seat {seat}'s turn to play, not seat {action.seat}'s."
        )

    def after_end(self, position: Position, action) -> dict | None:
        """A play whose turn never came because the hand ended as the record reached it (an irregular hand found
        that won the pot or left fewer than two live hands) is void, noted; any action after that is a
        violation (forty-five.i-game-over)."""
        fields = position.fields
        if action.phase == PLAY and fields.ended_by == action.index:
            won = fields.pot_winner is not None
            how = "the pot was won" if won else "fewer than two live hands remained"
            note(
                position,
                rules.POT if won else rules.DEAD_HAND_FOUND,
                f"The play of {action.card} by seat {action.seat} is void: the hand ended when {how}.",
                action.seat,
                action.index,
            )
            return None
        return self.violation(position, action, rules.GAME_OVER, "The hand is over, so no further action may be taken.")

    def _outcome(self, position: Position, violation: dict | None) -> tuple[list, dict, dict]:
        """What adjudicate answers of any record played with Forty-Five's play: the tricks (the one in progress last),
        the score, and the ruling (the violation's, else the hand's end)."""
        tricks = [*position.tricks]
        if position.trick:
            tricks.append({"leader": position.trick[0]["seat"], "plays": position.trick, "winner": None, "card": None})
        score = self.score(position)
        if violation is not None:
            return tricks, score, {key: violation[key] for key in ("rule", "basis", "explanation")}
        return tricks, score, self.ending(position, score)

    def finish(self, position: Position) -> None:
        # An irregular hand with no card left is found at its turn even when the record stops there.
        seat_to_act(position, None, position.fields.index)

    def answer(self, record: dict, position: Position, violation: dict | None) -> dict:
        fields = position.fields
        tricks, score, ruling = self._outcome(position, violation)
        return {
            "valid": violation is None,
            "violation": violation,
            "tricks": tricks,
            "tricks_won": tricks_won(position),
            "score": score,
            "irregularities": position.notes,
            "trump": fields.trump,
            "ace_demoted": fields.demoted,
            "hand_over": position.over,
            "pot_winner": fields.pot_winner,
            **ruling,
        }

    # -- the result of a deal as it was played ------------------------------------------------------------------

    def turn_to(self, position: Position, seat: int) -> None:
        if not position.trick:
            position.leader = seat
        position.fields.turn = position.to_act = seat

    def side(self, position: Position, seat: int) -> frozenset:
        return frozenset(next(side for side in position.fields.sides if seat in side))

    def irregular_hands(self, position: Position) -> list[tuple[dict, dict]]:
        """forty-five.dead-hand, as forty-five.i-dead-hand-found plays it: dead from its discovery, skipped, the
        tricks it completed before standing, and the pot its if it had won three tricks by then."""
        found = []
        for finding in position.notes:
            if finding["rule"] != rules.DEAD_HAND:
                continue
            seat = finding["seat"]
            won_pot = position.fields.pot_winner == seat
            how = (
                f"it had won three tricks before it was discovered, so seat {seat} wins the pot"
                if won_pot
                else "the tricks it completed before then stand"
            )
            rectification = CATALOGUE.ruling(
                rules.DEAD_HAND_FOUND,
                f"Seat {seat}'s hand is dead from its discovery and is skipped for the rest of the deal; {how}.",
            )
            found.append((finding, {**rectification, "effect": {"seat": seat, "dead": True, "won_pot": won_pot}}))
        return found

    def rectify(self, record: dict, position: Position, revokes: list, played: dict) -> tuple[dict, dict]:
        """forty-five.i-revoke-found: each revoking seat's side scores nothing for the hand, the others what they
        took (scoring.revoke_score); a side pays once however many of its seats revoked. A hand an exposure made
        dead (``revokes`` holds it, type "exposure": FortyFive.exposure) first loses the tricks it won from then on
        (forty-five.i-exposure-in-result, scoring.dead_hand_score)."""
        fields = position.fields
        side_of = side_of_seats(fields.sides)
        dead_from = {}
        for fact in revokes:
            if fact.type == "exposure":
                dead_from[fact.seat] = min(fact.trick, dead_from.get(fact.seat, fact.trick))
        revokers = sorted({revoke.seat for revoke in revokes if revoke.type == "revoke"})
        offenders = sorted({side_of[seat] for seat in revokers})
        score = played["score"]
        if dead_from:
            winners = [trick["winner"] for trick in position.tricks]
            score = dead_hand_score(winners, dead_from, fields.sides, fields.scoring, fields.scores_before)
        if offenders:
            score = revoke_score(score, offenders, fields.scores_before)
        request = {"players": position.players, "sides": fields.sides}
        rectifications = {
            seat: {
                **self.disputes.rectification(request, {"seat": seat}),
                "effect": {"seat": seat, "side": side_of[seat], "side_scores": 0},
            }
            for seat in revokers
        }
        return {"score": score}, rectifications

    def exposure(self, position: Position, exposure) -> tuple[dict, dict, bool]:
        """forty-five.exposure: an exposure after any player has won two tricks makes the offender's hand dead, which
        ``rectify`` puts right in the score (forty-five.i-exposure-in-result); forty-five.i-early-exposure: before
        that, no penalty."""
        seat, card, trick = exposure.seat, exposure.card, exposure.trick
        won = [0] * position.players
        for earlier in position.tricks[:trick]:
            won[earlier["winner"]] += 1
        two = [player for player, count in enumerate(won) if count >= 2]
        if not two:
            ruling = CATALOGUE.ruling(
                rules.EARLY_EXPOSURE,
                f"Seat {seat} exposed {card} during trick {trick + 1}, before any player had won two tricks.",
            )
            fixed = CATALOGUE.ruling(
                rules.EARLY_EXPOSURE,
                f"An exposure before any player has won two tricks carries no penalty: seat {seat} keeps {card} and "
                f"plays on, and the score stands.",
            )
            return ruling, {**fixed, "effect": {"penalty": "none"}}, False
        ruling = CATALOGUE.ruling(
            rules.EXPOSURE,
            f"Seat {seat} exposed {card} during trick {trick + 1}, after seat {two[0]} had won two tricks, so seat "
            f"{seat}'s hand is dead for the rest of the hand.",
        )
        void = [index for index, later in enumerate(position.tricks) if index >= trick and later["winner"] == seat]
        if void:
            lost = (
                f"it keeps the tricks it won before; {'trick' if len(void) == 1 else 'tricks'} "
                f"{card_series(str(index + 1) for index in void)}, which it won after, "
                f"{'counts' if len(void) == 1 else 'count'} for no one, and the hand is scored on the tricks so counted"
            )
        else:
            lost = "it won no trick from then on, so every trick stands and the hand is scored as the cards fell"
        fixed = CATALOGUE.ruling(
            rules.EXPOSURE_IN_RESULT, f"Seat {seat}'s hand is dead from trick {trick + 1}: {lost}."
        )
        effect = {"dead_hand": seat, "from_trick": trick, "tricks_void": void}
        return ruling, {**fixed, "effect": effect}, True

    # -- the position's questions ----------------------------------------------------------------------------

    def legality(self, position: Position) -> Legality:
        seat, fields = position.to_act, position.fields
        demoted = fields.demoted or robbing.forfeits(position, seat)
        return legality(position.cards(seat), position.trick, fields.trump, demoted)

    def not_held(self, position: Position, seat: int, card: str) -> tuple[str, str]:
        return rules.NOT_HELD, f"You do not hold {card}, so you cannot play it."

    def choices(self, position: Position) -> dict:
        return robbing.choices(position)

    def ending(self, position: Position, score: dict | None = None) -> dict:
        score = score or self.score(position)
        return CATALOGUE.ruling(
            score["rule"],
            f"{_summary(position)}; {trump_phrase(position.fields.trump).lower()}. {score['explanation']}",
        )

    def score(self, position: Position) -> dict:
        """The score of the tricks taken so far; final once the hand is over."""
        fields = position.fields
        return score_hand(
            tricks_won(position), fields.sides, fields.scoring, fields.scores_before, position.phase == OVER
        )

    # -- snapshots ---------------------------------------------------------------------------------------------

    def snapshot(self, request: dict) -> tuple[Position, dict | None]:
        require_snapshot(request)
        return snapshot_position(request), turn_ruling(CATALOGUE, rules.OUT_OF_TURN, request)

    # -- records for the property tests and the conformance suite ----------------------------------------------

    def deal(self, rng, players: int | None = None) -> dict:
        return deal.deal(rng, players)

    def before_play(self, record: dict, rng) -> dict:
        return deal.before_play(record, rng)

    def with_plays(self, record: dict, plays: list) -> dict:
        return deal.with_plays(record, plays)


RULES = FortyFive()


# Snapshots (legal-moves, check-move, trick-winner): the checks a request must pass, each failure a 422 naming the
# field, and the position it describes.


def require_trick_order(trick: list, players, field: str) -> None:
    """Seats in range, each once, and (with ``players``) in clockwise order from the leader. A dead seat is
    skipped in the rotation (forty-five.i-pot), so a later seat may follow: never one the turn has passed."""
    seen = {}
    errors = []
    leader = trick[0]["seat"] if trick else None
    previous_turn = -1
    for index, play in enumerate(trick):
        seat = play["seat"]
        where = pointer(field, index, "seat")
        if players is not None and seat >= players:
            errors.append((where, f"seat {seat} is out of range: seats are 0 to {players - 1} with {players} players"))
            continue
        if seat in seen:
            errors.append((where, f"seat {seat} already played to this trick at /{field}/{seen[seat]}"))
            continue
        seen[seat] = index
        if players is None:
            continue
        turn = (seat - leader) % players  # places clockwise after the leader
        if turn < previous_turn:
            previous = trick[index - 1]["seat"]
            errors.append(
                (
                    where,
                    f"seat {seat} cannot play after seat {previous}: play goes clockwise from the "
                    f"leader, seat {leader}, so seat {seat}'s turn came before seat {previous}'s",
                )
            )
        previous_turn = max(previous_turn, turn)
    if errors:
        raise InvalidRecord(errors)


def require_snapshot(request: dict) -> None:
    """A snapshot can describe a position: the table, the trick's seats and order, every card once."""
    players = request.get("players")
    if players is not None:
        require_players(players, MIN_PLAYERS, MAX_PLAYERS)
        if len(request["trick"]) >= players:
            raise InvalidRecord.at(
                "/trick",
                f"{len(request['trick'])} plays is a complete trick for {players} players: nobody is left to play",
            )
        if request.get("seat") is not None:
            require_seat(request["seat"], players, "/seat")
    require_trick_order(request["trick"], players, "trick")
    trick, hand = request["trick"], request["hand"]
    require_distinct_cards(
        [*(play["card"] for play in trick), *hand],
        lambda: [
            *((("trick", i, "card"), play["card"]) for i, play in enumerate(trick)),
            *((("hand", i), card) for i, card in enumerate(hand)),
        ],
    )


def snapshot_position(request: dict) -> Position:
    """The play a snapshot shows: the trick, and the hand of the seat asking (the seat named, else the one after
    the last play), with the trump and whether its ace is demoted. The other hands are unknown, so empty."""
    trick, players = request["trick"], request.get("players")
    seat = request.get("seat")
    if seat is None:
        seat = 0 if not trick else (trick[-1]["seat"] + 1) % players if players else trick[-1]["seat"] + 1
    seats = max(seat, max((play["seat"] for play in trick), default=seat)) + 1
    players = max(players or 0, seats)
    return Position.asking(
        players, None, seat, request["hand"], trick, deal.Deal(request["trump"], request["trump_ace_demoted"])
    )


def trick_winner_request(request: dict) -> dict:
    """trick-winner: the request's checks, then the one trick winner."""
    plays, players = request["plays"], request.get("players")
    if players is not None:
        require_players(players, MIN_PLAYERS, MAX_PLAYERS)
        if len(plays) > players:
            raise InvalidRecord.at("/plays", f"{len(plays)} plays is longer than a trick of {players} players")
    require_trick_order(plays, players, "plays")
    require_distinct_cards(
        [play["card"] for play in plays], lambda: ((("plays", i, "card"), play["card"]) for i, play in enumerate(plays))
    )
    return trick_winner(plays, request["trump"], request["trump_ace_demoted"])
