"""A whole deal replayed: every play judged by the same may_play as the snapshot endpoints, the first
violation, the tricks and their winners, the misdeal finding and the adjudicate answer."""

from referee.cards import CARD_BITS, CARD_SUIT_BITS, bits_of, card_series

from referee.games.hearts import passing
from referee.games.hearts.checks import require_plays, require_table
from referee.games.hearts.play import SEED_STAGE, Stage, beats, breaks, judge_card, legality, lowest_club, may_play
from referee.games.hearts.rules import (CARDS_EACH, FAIR_DEAL, MAX_PLAYERS, MIN_PLAYERS, PASS_SIZE, STRIP, Options,
                                        Variant, deal_from_deck, pack_in_order)
from referee.games.hearts.scoring import score_answer
from referee.games.protocol import Dealing, shuffled_deal
from referee.engine.tricks import next_seat
from referee.games.wording import counted
from referee.rulings import InvalidRecord


class Replay:
    """A deal replayed up to its end or its first violation. (A plain class: its __init__ is compiled with the
    module, where a dataclass's would be generated Python run for every deal.)"""

    __slots__ = ("tricks", "captured", "violation", "complete")

    def __init__(self, tricks: list[dict] | None = None, captured: list[list[str]] | None = None,
                 violation: dict | None = None, complete: bool = False):
        self.tricks = [] if tricks is None else tricks
        self.captured = [] if captured is None else captured
        self.violation = violation
        self.complete = complete


def _who_acts(to_act: int, trick: list, first_trick: bool, opening_text: str | None) -> str:
    """A sentence naming the seat to act now and why."""
    if trick:
        last = trick[-1]
        return f"seat {last['seat']} played {last['card']}, so seat {to_act} plays next"
    if first_trick:
        return opening_text or f"seat {to_act}, the dealer's left, makes the opening lead"
    return f"seat {to_act} won the last trick and leads"


def replay(hands: list[list[str]], plays: list[dict], leader: int, variant: Variant,
           opening_text: str | None = None, penalty_suit: str = "H", held: list | None = None) -> Replay:
    """Replays ``plays`` from ``hands`` (not modified); stops at the first play that breaks a rule.

    ``opening_text`` overrides how the opening leader is described (Auction Hearts' first_lead option,
    the two-of-clubs opening); ``held`` is each hand's bitmask, if the checks made them already.
    """
    players = len(hands)
    table = CARD_BITS  # a known dict where compiled
    # Each hand is a bitmask (referee.cards.CARD_BITS), so each play's check is a few AND operations; the
    # sentences that explain a ruling are only written for the play that breaks a rule (judge_card, from the
    # same may_play). The bitmasks are a C array where compiled (replay.pxd), so a play allocates nothing to
    # update its hand; no table has more than 10 seats.
    holding = [0] * 16
    if players > 16:
        raise ValueError("a replay holds at most 16 hands")
    for seat in range(players):
        holding[seat] = held[seat] if held is not None else bits_of(hands[seat])
    result = Replay(captured=[[] for _ in range(players)])
    tricks, captured = result.tricks, result.captured
    trick: list[dict] = []
    led = 0  # the bitmask of the suit led; 0 before the lead
    best, won, won_card, cards = 0, 0, None, []  # the trick's best card so far (its bit, seat, card), its cards
    to_act = trick_leader = leader
    seat_after = [next_seat(seat, players) for seat in range(players)]  # a list index in the loop, not a call
    # Under house rules that restrict leads or the first trick, each play asks the full legality check with the
    # deal's stage; the seed's play needs only may_play, its follow-suit core.
    restricted = variant.house.restricts_play
    opening_card = (lowest_club([card for dealt in hands for card in dealt])
                    if variant.house.opening_lead == "two-of-clubs" else None)
    broken_by, stage = None, SEED_STAGE  # the stage changes only under house rules that restrict play
    for index in range(len(plays)):
        play = plays[index]
        seat, card = play["seat"], play["card"]
        if not trick and not holding[to_act]:
            result.violation = variant.ruling(
                variant.game_over,
                f"The deal is over: seat {to_act} would lead but holds no card, so seat {seat}'s {card} "
                f"comes after the end.", index=index, seat=seat, card=card)
            break
        if seat != to_act:
            who = _who_acts(to_act, trick, not tricks, opening_text)
            result.violation = variant.ruling(
                variant.out_of_turn, f"Out of turn: {who}, but seat {seat} played {card}.",
                index=index, seat=seat, card=card)
            break
        hand, bit = holding[seat], table[card]
        if restricted:
            first = not tricks
            stage = Stage(first, broken_by, opening_card if first and not trick else None)
        if not hand & bit or not (card in legality(_held(hands[seat], hand), trick, variant, stage,
                                                   penalty_suit).legal if restricted else may_play(bit, led, hand)):
            _, rule, why = judge_card(_held(hands[seat], hand), trick, card, variant, stage, penalty_suit)
            result.violation = variant.ruling(rule, f"Seat {seat}: {why}", index=index, seat=seat, card=card)
            break
        if restricted and broken_by is None and breaks(card, penalty_suit, variant):
            broken_by = card
        holding[seat] = hand ^ bit
        if not trick:
            led, best, won, won_card, cards, trick_leader = CARD_SUIT_BITS[card], bit, seat, card, [], seat
        elif beats(bit, best, led):  # the trick's winner so far, by the rule trick_winner_play states
            best, won, won_card = bit, seat, card
        trick.append(play)  # the loaded play itself: {"seat", "card"}, canonical already
        cards.append(card)
        if len(trick) == players:
            # Each trick's answer is written once, complete (an unfinished one after the loop).
            tricks.append({"leader": trick_leader, "plays": trick, "winner": won, "card": won_card})
            pile = captured[won]
            pile.extend(cards)
            to_act, trick, led = won, [], 0
        else:
            to_act = seat_after[seat]
    if trick:
        tricks.append({"leader": trick_leader, "plays": trick, "winner": None, "card": None})
    # Complete: every card played. After a misdeal one hand can empty before the others, which is not the end.
    emptied = True
    for seat in range(players):
        emptied = emptied and not holding[seat]
    result.complete = result.violation is None and not trick and emptied
    return result


def _held(dealt: list[str], hand: int) -> list[str]:
    """The cards of ``dealt`` still in ``hand`` (a bitmask), in the order dealt."""
    return [card for card in dealt if CARD_BITS[card] & hand]


def wrong_counts(counts: list[int], players: int) -> list[int]:
    return [seat for seat, count in enumerate(counts) if count != CARDS_EACH[players]]


def counts_text(counts: list[int], seats: list[int]) -> str:
    return card_series(f"seat {seat} has {counts[seat]}" for seat in seats)


def misdeal_findings(hands: list[list[str]], variant: Variant) -> list[dict]:
    players = len(hands)
    each = CARDS_EACH[players]
    for hand in hands:  # the usual case, settled without a list
        if len(hand) != each:
            break
    else:
        return []
    counts = [len(hand) for hand in hands]
    wrong = wrong_counts(counts, players)
    return [variant.ruling(
        variant.misdeal,
        f"With {players} players each hand must hold {CARDS_EACH[players]} cards ({variant.strip}), but "
        f"{counts_text(counts, wrong)}: a misdeal, for which the rules give no procedure.",
        seat=None, seats=wrong)]


def replay_answer(result: Replay, score: dict | None, findings: list[dict], variant: Variant) -> dict:
    """The adjudicate answer's common fields; the top-level ruling is the violation's, else the score's."""
    if result.violation is not None:
        violation = result.violation
        ruling = variant.ruling(violation["rule"], violation["explanation"])
    else:
        won = len(result.tricks)
        if won and result.tricks[-1]["winner"] is None:  # the last may be unfinished
            won -= 1
        progress = "The deal is complete" if result.complete else f"{counted(won, 'trick')} won so far"
        ruling = variant.ruling(score["rule"], f"Every play follows the rules. {progress}. {score['explanation']}")
    return {"valid": result.violation is None, "violation": result.violation, "complete": result.complete,
            "tricks": result.tricks, "score": score, "irregularities": findings, **ruling}


def opening_leader(hands: list[list[str]], dealer: int, variant: Variant) -> tuple[int, str | None]:
    """Who makes the opening lead, and how an out-of-turn ruling names them (None: the dealer's left)."""
    dealer_left = next_seat(dealer, len(hands))
    if variant.house.opening_lead != "two-of-clubs":
        return dealer_left, None
    card = lowest_club([card for hand in hands for card in hand])
    holder = next((seat for seat, hand in enumerate(hands) if card in hand), None)
    if holder is None:
        return dealer_left, None
    return holder, f"seat {holder} holds {card}, the lowest club in play, and makes the opening lead"


def replay_record(request: dict, variant: Variant) -> tuple[Replay, Variant, str | None, list[list[str]] | None]:
    """A record replayed under its house rules: the pass (if any), then the play from its opening leader.
    Returns the replay, the variant in force, the pass direction (None: no passing) and the hands after the pass
    (None when the pass itself broke a rule)."""
    # require_deal's checks, in its order of faults, except that the plays' own (require_plays) wait for the replay
    # when nothing else comes between: a replay that accepts every play has shown each by the seat to act, of a
    # card it held, so they run only when it stops early (and a fault they find is then the 422, as before).
    held = require_table(request)
    variant = variant.under(Options.of(request))
    try:
        way = passing.direction(request, variant)
    except InvalidRecord:
        require_plays(request)
        raise
    if way is not None:
        require_plays(request)
        violation = passing.check_passes(request, way, variant)
        if violation is not None:
            return Replay(captured=[[] for _ in request["hands"]], violation=violation), variant, way, None
    hands = passing.hands_after(request["hands"], request.get("passes"), way) if way else request["hands"]
    leader, opening_text = opening_leader(hands, request["dealer"], variant)
    result = replay(hands, request["plays"], leader, variant, opening_text,
                    held=None if way else held)  # after a pass the hands are others
    if result.violation is not None:
        require_plays(request)
    return result, variant, way, hands


def adjudicate(request: dict, variant: Variant) -> dict:
    """POST /v1/games/hearts/adjudicate: the record replayed under its house rules, and scored under them."""
    result, variant, way, hands = replay_record(request, variant)
    score = score_answer(result.captured, "H", variant, stopped=result.violation is not None,
                         scores_before=request.get("scores_before"))
    answer = replay_answer(result, score, misdeal_findings(request["hands"], variant), variant)
    if way is not None:
        answer["pass"] = {"direction": way, "hands": hands}
    return answer


# The Game protocol: a deal as a record, and the position at its opening lead.

def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    return {"players": players, "dealer": dealer, "hands": dealt["hands"], "plays": []}


DEALING = Dealing(rule=STRIP, fair_deal=FAIR_DEAL, pack=pack_in_order,
                  layout=lambda deck, players, dealer, options: deal_from_deck(deck, players, dealer),
                  record=deal_record)


def deal(rng, players: int | None = None) -> dict:
    """A random deal: the whole (stripped) pack dealt one card at a time from the dealer's left (hearts.strip)."""
    return shuffled_deal(DEALING, rng, players or rng.randint(MIN_PLAYERS, MAX_PLAYERS))


def before_play(record: dict, rng, variant: Variant) -> dict:
    """The pass before the opening lead where the record's house rules play one (hearts.pass, i-pass-rotation),
    chosen with the random source: the deal's number when the record names neither it nor a direction, then
    3 cards from each hand (none on a hold deal). A record with its passes, or with no passing, is as it was."""
    variant = variant.under(Options.of(record))
    if "passes" in record or (variant.house.passing == "none" and record.get("pass_direction") is None):
        return record
    if record.get("hand_number") is None and record.get("pass_direction") is None:
        record = {**record, "hand_number": rng.randrange(12)}  # a whole cycle of either rotation (4 and 3 long)
    way = passing.direction(record, variant)
    return {**record, "passes": [[] if way == "hold" else rng.sample(hand, PASS_SIZE) for hand in record["hands"]]}


def start(record: dict, penalty_suit: str = "H", leader: int | None = None, variant: Variant | None = None) -> dict:
    """The position at the opening lead: after the pass, under the record's house rules."""
    house = Options.of(record)
    hands = record["hands"]
    if variant is not None:
        variant = variant.under(house)
        way = passing.direction(record, variant)
        if way is not None:
            hands = passing.hands_after(hands, record.get("passes"), way)
        if leader is None:
            leader = opening_leader(hands, record["dealer"], variant)[0]
    players = len(hands)
    return {"hands": [list(hand) for hand in hands], "trick": [],
            "leader": next_seat(record["dealer"], players) if leader is None else leader,
            "captured": [[] for _ in range(players)], "penalty_suit": penalty_suit, "house": house}


def with_plays(record: dict, plays: list) -> dict:
    return {**record, "plays": plays}
