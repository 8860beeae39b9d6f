"""Legality, applying a play and the trick winner: each written once, and California Jack's Rules (the engine's
protocol, referee/engine/game.py) built on them, which adjudicate, legal-moves, check-move and state ask."""

from referee.cards import (
    CARD_BITS,
    CARD_SUIT_BITS,
    FULL_PACK,
    SUIT_BITS,
    SUIT_NAMES,
    SUITS,
    bits_of,
    card_series,
    suit_of,
)
from referee.engine.actions import OVER, ActionList
from referee.engine.game import Rules, play_action
from referee.engine.legality import Legality
from referee.engine.position import Position
from referee.engine.records import require_distinct_cards
from referee.engine.tricks import cards_in_suit
from referee.engine.turns import turn_ruling
from referee.games.california_jack.deal import DEALING, Table, deal, start
from referee.games.california_jack.drawing import draws
from referee.games.california_jack.rules import (
    CATALOGUE,
    FOLLOW,
    FOLLOW_OR_TRUMP,
    GAME_OVER,
    MUST_TRUMP,
    NOT_HELD,
    OUT_OF_TURN,
    PLAYERS,
    RANK_ORDER,
    WINNER,
    WINNING_TOTAL,
    Options,
    other,
)
from referee.games.california_jack.scoring import REVOKE_POINTS, WORTH, revoke_score, score_answer
from referee.rulings import InvalidRecord

# Strength of every card in a trick, per trump, then per suit led: trumps above the suit led, the rest nowhere.
_TRUMP_BONUS = 100
TRICK_STRENGTH = {
    trump: {
        led: {
            card: (
                _TRUMP_BONUS + RANK_ORDER[card[0]]
                if suit_of(card) == trump
                else RANK_ORDER[card[0]]
                if suit_of(card) == led
                else -1
            )
            for card in FULL_PACK
        }
        for led in SUITS
    }
    for trump in SUITS
}


def listed(cards) -> str:
    return card_series(cards, "and")


def suit_name(suit: str) -> str:
    return SUIT_NAMES[suit]


# Which clause of california-jack.play.follow (and of its house rules) decides what a player may play.
LEADS, FOLLOWS_OR_TRUMPS, FOLLOWS, VOID, MUST_TRUMP_WHEN_VOID, MAY_TRUMP_WHEN_VOID = range(6)


def allowed(hand: int, trump: str, led: str | None, void_must_trump: bool, follow: str) -> tuple[int, int]:
    """The one statement of legality, on cards as bits (referee.cards.CARD_BITS): the cards the player holding
    ``hand`` may play to a trick led with ``led`` (None: the player leads), as a bitmask, and the clause that
    decides it. The leader plays anything; a follower follows suit (california-jack.play.follow) or, under
    follow-or-trump, follows suit or trumps (classic.follow-or-trump); void of the suit led, it must trump if it
    holds a trump under void_must_trump (i-must-trump), else it may play anything. legality() words the clause;
    a replay asks only this."""
    if led is None:
        return hand, LEADS
    led_suit, trump_suit = CARD_SUIT_BITS[led], SUIT_BITS[trump]
    following, trumps = hand & led_suit, hand & trump_suit
    if following:
        if trumps and follow == "follow-or-trump" and suit_of(led) != trump:
            return following | trumps, FOLLOWS_OR_TRUMPS
        return following, FOLLOWS
    if not trumps:
        return hand, VOID
    if void_must_trump:
        return trumps, MUST_TRUMP_WHEN_VOID
    return hand, MAY_TRUMP_WHEN_VOID


def legality(hand: list, trump: str, led: str | None, void_must_trump: bool, follow: str = "follow-suit") -> Legality:
    """What the player holding ``hand`` may play to a trick led with ``led`` (None: the player leads), as allowed()
    decides it, with the rule and why."""
    bits, clause = allowed(bits_of(hand), trump, led, void_must_trump, follow)
    legal = [card for card in hand if CARD_BITS[card] & bits]
    if clause == LEADS:
        return _legality(legal, FOLLOW, f"you lead, so any card may be played: {listed(hand)}")
    led_suit = suit_of(led)
    if clause == FOLLOWS_OR_TRUMPS:
        return _legality(
            legal,
            FOLLOW_OR_TRUMP,
            f"{led} was led and you hold {listed(cards_in_suit(hand, led_suit))}, so you must follow "
            f"suit or trump ({suit_name(trump)}): {listed(legal)}",
        )
    if clause == FOLLOWS:
        extra = "" if led_suit != trump else f" ({suit_name(trump)} are trump)"
        return _legality(legal, FOLLOW, f"{led} was led{extra} and you hold {listed(legal)}, so you must follow suit")
    if clause == VOID:
        return _legality(
            legal,
            FOLLOW,
            f"{led} was led and you hold no {suit_name(led_suit)} and no trump "
            f"({suit_name(trump)}), so any card may be played: {listed(hand)}",
        )
    trumps = cards_in_suit(hand, trump)
    if clause == MUST_TRUMP_WHEN_VOID:
        held = "the trumps" if len(trumps) > 1 else "the trump"
        return _legality(
            legal,
            MUST_TRUMP,
            f"{led} was led and you hold no {suit_name(led_suit)} but hold {held} {listed(trumps)} "
            f"({suit_name(trump)} are trump), so you must play a trump",
        )
    return _legality(
        legal,
        MUST_TRUMP,
        f"{led} was led and you hold no {suit_name(led_suit)}; with void_must_trump false you may "
        f"play a trump ({listed(trumps)}) or any other card: {listed(hand)}",
    )


def _legality(legal, rule: str, reason: str) -> Legality:
    """``reason`` names the cards; it completes legal-moves' sentence and both of check-move's."""
    return Legality(
        tuple(legal),
        rule,
        reason[0].upper() + reason[1:] + ".",
        f"{{card}} is legal: {reason}.",
        f"{{card}} is not legal: {reason} ({listed(legal)}).",
    )


def judge_card(hand: list, card: str, legal: Legality) -> tuple[bool, str, str]:
    """(legal, rule id, explanation) for playing ``card`` now, from the Legality legal-moves answers with."""
    if card not in hand:
        return False, NOT_HELD, f"You do not hold {card}: your hand is {listed(hand)}."
    allowed_now, explanation = legal.verdict(card)
    return allowed_now, legal.rule, explanation


def trick_winner(plays: list, trump: str) -> dict:
    """The winning play of a complete trick, as {"seat", "card"}: the strongest card by TRICK_STRENGTH, the earliest
    on a tie."""
    strength = TRICK_STRENGTH[trump][suit_of(plays[0]["card"])]
    # A loop of the game's own: a replay asks it after every trick, and here it runs compiled.
    best = plays[0]
    best_strength = strength[best["card"]]
    for play in plays:  # the first compares equal to itself and stays best
        play_strength = strength[play["card"]]
        if play_strength > best_strength:
            best, best_strength = play, play_strength
    return best


def explain_winner(plays: list, trump: str, winning: dict) -> str:
    led = plays[0]["card"]
    card = winning["card"]
    if suit_of(card) == trump:
        trumps = [play["card"] for play in plays if suit_of(play["card"]) == trump]
        if len(trumps) == 1:
            how = f"{card} is the only trump ({suit_name(trump)})"
        else:
            how = f"{card} is the highest trump ({suit_name(trump)}) of {listed(trumps)}"
    else:
        how = f"no trump was played and {card} is the highest {suit_name(suit_of(led))[:-1]}, the suit led"
    return f"Seat {winning['seat']} wins with {card}: {how}."


def require_snapshot(request: dict) -> None:
    """A hand and the current trick (at most the lead) must name each card once. A seat out of turn is a
    ruling (referee/engine/turns.py), not a request that describes no position."""
    trick = request["trick"]
    require_distinct_cards(
        [*request["hand"], *(play["card"] for play in trick)],
        lambda: [
            *((("hand", index), card) for index, card in enumerate(request["hand"])),
            *((("trick", index, "card"), play["card"]) for index, play in enumerate(trick)),
        ],
    )


def require_trick(plays: list) -> None:
    if plays[0]["seat"] == plays[1]["seat"]:
        raise InvalidRecord.at("/plays/1/seat", f"seat {plays[1]['seat']} cannot play twice to one trick")
    require_distinct_cards(
        [play["card"] for play in plays],
        lambda: ((("plays", index, "card"), play["card"]) for index, play in enumerate(plays)),
    )


def trick_winner_ruling(request: dict) -> dict:
    """POST /v1/games/california-jack/trick-winner."""
    plays, trump = request["plays"], request["trump"]
    require_trick(plays)
    winning = trick_winner(plays, trump)
    return CATALOGUE.ruling(WINNER, explain_winner(plays, trump, winning), winner=winning["seat"], card=winning["card"])


# The engine's Rules: the position's ``fields`` are a deal.Table.


def played_out(position: Position) -> bool:
    """Under scoring end-of-hand, whether every card has been played: the hand is over (classic.score). A running
    total reaches 10 long before the cards run out, since 83 points lie in the pack."""
    table = position.fields
    # The cards first: asked after every trick, they settle it at once until the last trick of the hand.
    return not position.trick and not any(position.hands) and not table.stock_left and table.house.at_hand_end


def role(position: Position) -> str:
    return "lead" if not position.trick else "follow"


def take_trick(position: Position) -> None:
    """The complete trick's winner takes both cards and leads next; unless that ends the game, both draw
    (drawing.py)."""
    table, trick = position.fields, position.trick
    trump = table.trump
    winning = trick_winner(trick, trump)
    winner = winning["seat"]
    cards = [play["card"] for play in trick]
    captured = position.captured
    captured[winner] = captured[winner] + cards
    worth, totals = WORTH[trump], table.totals
    points = totals[winner]
    for card in cards:
        points += worth[card]
    totals[winner] = points
    drawn = draws(table.stock, table.drawn, winner, points, table.house)
    answered = []
    if drawn is None:
        table.winner = winner
    else:
        for seat, card in drawn:
            position.give(seat, card)
            answered.append({"seat": seat, "card": card})
        table.drawn += len(drawn)
    position.tricks.append(
        {
            "leader": position.leader,
            "plays": trick,
            "winner": winner,
            "card": winning["card"],
            "draws": answered,
            "totals": list(totals),
            "stock_left": table.stock_left,
        }
    )
    position.leader = position.to_act = winner
    position.trick = []
    if table.winner is not None or played_out(position):
        position.phase, position.to_act = OVER, None


def play_card(position: Position, seat: int, bit: int, play: dict) -> None:
    """A legal play applied, stated once (the engine's apply and the replay's run both ask it): ``seat``'s card
    (``bit``, its bit) leaves the hand and joins the trick; the second card completes the trick (take_trick), else
    the other seat plays."""
    position.hands[seat] &= ~bit
    trick = position.trick
    trick.append(play)  # the record's own play: {"seat", "card"}
    if len(trick) < PLAYERS:
        position.to_act = other(seat)
    else:
        take_trick(position)


def summary(position: Position, violation: dict | None, final_score: dict) -> dict:
    """The ruling adjudicate ends with: the violation, or how the game stands."""
    if violation is not None:
        return CATALOGUE.ruling(
            violation["rule"], f"Play {violation['index']} breaks the record: {violation['explanation']}"
        )
    table = position.fields
    if played_out(position):
        return CATALOGUE.ruling(
            final_score["rule"], f"Every play is legal and the hand is complete. {final_score['explanation']}"
        )
    if table.winner is not None:
        totals, winner = final_score["totals"], table.winner
        return CATALOGUE.ruling(
            final_score["rule"],
            (
                f"Seat {winner} wins on trick {len(position.tricks)} with {totals[winner]} points "
                f"(seat {other(winner)} has {totals[other(winner)]}); the game is over."
            ),
        )
    if table.house.at_hand_end:
        standing = "Every play is legal and the hand is in progress"
    else:
        standing = (
            f"Every play is legal and nobody has {WINNING_TOTAL} yet (totals {final_score['totals'][0]} and "
            f"{final_score['totals'][1]})"
        )
    if not position.hands[position.to_act]:
        return CATALOGUE.ruling(
            final_score["rule"],
            f"{standing}, but play cannot go on: seat {position.to_act} is to "
            f"{role(position)} and holds no card (the deal was irregular).",
        )
    return CATALOGUE.ruling(final_score["rule"], f"{standing}; seat {position.to_act} is to {role(position)}.")


class CaliforniaJack(Rules):
    catalogue = CATALOGUE
    dealing = DEALING

    def start(self, record: dict) -> Position:
        return start(record)

    def actions(self, record: dict) -> ActionList:
        return ActionList([], record["plays"])

    def play(self, position: Position, seat: int, card: str, index: int, entry: dict) -> dict | None:
        """A play by the seat to act whose card allowed() (the one legality) permits is applied by play_card (the one
        apply), with no Action made; any other play is judged by the engine's act (to_act, fault, apply), which words
        its violation."""
        to_act, bit = position.to_act, CARD_BITS.get(card, 0)
        if seat == to_act:
            table, trick = position.fields, position.trick
            house = table.house
            # allowed() permits only held cards, so a seat with no card left (the end) is never passed here.
            legal, _clause = allowed(
                position.hands[seat],
                table.trump,
                trick[0]["card"] if trick else None,
                house.void_must_trump,
                house.follow,
            )
            if legal & bit:
                play_card(position, seat, bit, entry)
                return None
        return self.act(position, play_action(entry, index))

    def to_act(self, position: Position, action=None) -> int | None:
        # A seat with no card left cannot play: only a misdealt record gets here, since a total reaches 10 (or,
        # under scoring end-of-hand, the hand is played out) before a hand runs out.
        seat = position.to_act
        return seat if seat is not None and position.hands[seat] else None

    def fault(self, position: Position, action) -> tuple[str, str] | None:
        seat, card = action.seat, action.card
        bit, hand = CARD_BITS[card], position.hands[seat]
        if not hand & bit:
            return NOT_HELD, f"Seat {seat} does not hold {card}: their hand is {listed(position.cards(seat))}."
        table, trick = position.fields, position.trick
        house = table.house
        legal, _clause = allowed(
            hand, table.trump, trick[0]["card"] if trick else None, house.void_must_trump, house.follow
        )
        if legal & bit:
            return None
        refused = self.legality(position)  # worded only for the play it refuses
        return refused.rule, f"Seat {seat}: {refused.verdict(card)[1]}"

    def apply(self, position: Position, action) -> None:
        play_card(position, action.seat, CARD_BITS[action.card], action.entry)

    def out_of_turn(self, position: Position, action, seat: int) -> dict:
        return self.violation(
            position,
            action,
            OUT_OF_TURN,
            (
                f"It is seat {seat}'s turn to {role(position)} to trick {len(position.tricks) + 1}, not seat "
                f"{action.seat}'s."
            ),
        )

    def after_end(self, position: Position, action) -> dict:
        seat, card, table = action.seat, action.card, position.fields
        if played_out(position):
            why = f"The hand is over: every card has been played, so seat {seat}'s {card} comes after it."
        elif table.winner is not None:
            why = (
                f"The game ended on trick {len(position.tricks)} when seat {table.winner} reached "
                f"{WINNING_TOTAL}; seat {seat} may not play {card} after it."
            )
        else:
            why = (
                f"Play cannot go on: seat {position.to_act} is to {role(position)} but holds no card (the deal "
                f"was irregular), so seat {seat}'s {card} comes after the end."
            )
        return self.violation(position, action, GAME_OVER, why)

    def answer(self, record: dict, position: Position, violation: dict | None) -> dict:
        table = position.fields
        complete = played_out(position)
        final_score = score_answer(position.captured, table.trump, table.house, complete, table.scores_before)
        winner = final_score["winner"] if complete else table.winner
        tricks = position.tricks
        if position.trick:
            tricks = [
                *tricks,
                {
                    "leader": position.leader,
                    "plays": position.trick,
                    "winner": None,
                    "card": None,
                    "draws": [],
                    "totals": list(table.totals),
                    "stock_left": table.stock_left,
                },
            ]
        over = position.phase == OVER
        answer = {
            "valid": violation is None,
            "violation": violation,
            "tricks": tricks,
            "score": final_score,
            "irregularities": position.notes,
            "trump": table.trump,
            "trump_card": table.trump_card,
            "dealt": table.dealt,
            "hands": [position.cards(seat) for seat in range(PLAYERS)],
            "stock_left": table.stock_left,
            "game_over": over,
            "winner": winner,
            "to_play": None if over else position.to_act,
        }
        return {**answer, **summary(position, violation, final_score)}

    def rectify(self, record: dict, position: Position, revokes: list, played: dict) -> tuple[dict, dict]:
        table = position.fields
        revokers = sorted({revoke.seat for revoke in revokes})
        score = revoke_score(played["score"], revokers, table.trump, table.house, table.scores_before or [0, 0])
        rectifications = {
            seat: {
                **self.disputes.rectification(record, {"seat": seat}),
                "effect": {"seat": seat, "void": ["jack", "game"], "opponent_scores": REVOKE_POINTS},
            }
            for seat in revokers
        }
        return {"score": score, "game_over": score["game_over"], "winner": score["winner"]}, rectifications

    def legality(self, position: Position) -> Legality:
        table, trick = position.fields, position.trick
        return legality(
            position.cards(position.to_act),
            table.trump,
            trick[0]["card"] if trick else None,
            table.house.void_must_trump,
            table.house.follow,
        )

    def not_held(self, position: Position, seat: int, card: str) -> tuple[str, str]:
        return NOT_HELD, f"You do not hold {card}: your hand is {listed(position.cards(seat))}."

    def score(self, position: Position) -> dict:
        table = position.fields
        return score_answer(position.captured, table.trump, table.house, played_out(position), table.scores_before)

    def ending(self, position: Position, score: dict | None = None) -> dict:
        return summary(position, None, score or self.score(position))

    def snapshot(self, request: dict) -> tuple[Position, dict | None]:
        """The seat asking holds ``hand``; the other seat's cards are unknown, and play nothing here."""
        require_snapshot(request)
        trick, seat = request["trick"], request.get("seat")
        leader = trick[0]["seat"] if trick else seat if seat is not None else 0
        if seat is None:
            seat = other(leader) if trick else leader
        # A snapshot does not say who dealt; the dealer's opponent leads, as at the opening lead.
        table = Table(request["trump"], None, [], Options.of(request))
        position = Position.asking(PLAYERS, other(leader), seat, request["hand"], trick, table)
        return position, turn_ruling(CATALOGUE, OUT_OF_TURN, request, PLAYERS)

    def deal(self, rng, players: int | None = None) -> dict:
        return deal(rng, players)


RULES = CaliforniaJack()
