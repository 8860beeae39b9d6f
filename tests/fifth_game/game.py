"""Whist-lite, a throwaway fifth game (tests/rules/test_fifth_game.py copies it to referee/games/whist_lite): 4
players, 13 cards each, follow suit, no trump, one point a trick. It implements the Game protocol as it stands and
touches nothing shared: the registry finds it."""

from dataclasses import dataclass

from referee.cards import FULL_PACK, RANKS, suit_of
from referee.games.info import GameInfo
from referee.engine.legality import Legality
from referee.games.options import OptionSet, option
from referee.games.profiles import ProfileBook
from referee.games.protocol import Dealing, Game, shuffled_deal
from referee.engine.records import require_distinct_cards, require_seat
from referee.rulings import INTERPRETATION, RULE, Rule, RuleCatalogue, fair_deal_rules, record_rules

GAME_ID = "whist-lite"
PLAYERS, HAND = 4, 13
DEAL, FOLLOW, WINNER, SCORE, BOOK = (f"{GAME_ID}.{name}" for name in ("deal", "play.follow", "play.winner", "score",
                                                                      "i-book"))
NOT_HELD, OUT_OF_TURN, GAME_OVER, FAIR_DEAL = (f"{GAME_ID}.i-{name}" for name in ("not-held", "out-of-turn",
                                                                                  "game-over", "fair-deal"))
CATALOGUE = RuleCatalogue([
    *record_rules(GAME_ID), *fair_deal_rules(GAME_ID),
    Rule(DEAL, RULE, "4 players, 13 cards each, dealt one at a time from the dealer's left, who leads first."),
    Rule(FOLLOW, RULE, "Any card may be led; the others follow suit if able, otherwise play any card."),
    Rule(WINNER, RULE, "The highest card of the suit led wins the trick (no trump); its winner leads the next."),
    Rule(SCORE, RULE, "Each trick taken scores 1 point."),
    Rule(BOOK, INTERPRETATION, "House rule book: a side's first six tricks score nothing, each trick past them 1."),
])


@dataclass(frozen=True)
class Options(OptionSet):
    book: bool = option(False, f"house rule ({BOOK}): only tricks past six score")


def to_act(position: dict) -> int | None:
    if not any(position["hands"]):
        return None
    return (position["leader"] + len(position["trick"])) % PLAYERS


def legality(position: dict) -> Legality:
    hand, trick = position["hands"][to_act(position)], position["trick"]
    following = [card for card in hand if trick and suit_of(card) == suit_of(trick[0]["card"])]
    if following:
        return Legality(tuple(following), FOLLOW, f"You must follow suit: {', '.join(following)}.",
                        "{card} follows suit.", "{card} does not follow suit, and you can.")
    return Legality(tuple(hand), FOLLOW, "You may play any card.", "{card} may be played.", "")


def judge(position: dict, card: str) -> tuple[bool, str, str]:
    legal, why = legality(position).verdict(card)
    return legal, FOLLOW, why


def winning_play(plays: list) -> dict:
    led = suit_of(plays[0]["card"])
    return max((play for play in plays if suit_of(play["card"]) == led), key=lambda play: RANKS.index(play["card"][0]))


def apply(position: dict, play: dict) -> dict:
    hands = [[card for card in hand if card != play["card"]] for hand in position["hands"]]
    trick, leader, won = [*position["trick"], play], position["leader"], list(position["tricks_won"])
    if len(trick) == PLAYERS:
        leader = winning_play(trick)["seat"]
        won[leader] += 1
        trick = []
    return {**position, "hands": hands, "trick": trick, "leader": leader, "tricks_won": won}


def points(tricks_won: list, book: bool) -> dict:
    scored = [max(0, taken - 6) if book else taken for taken in tricks_won]
    return CATALOGUE.ruling(BOOK if book else SCORE, f"The seats score {', '.join(map(str, scored))}.", points=scored)


def start(record: dict) -> dict:
    require_seat(record["dealer"], PLAYERS, "/dealer")
    cards = [card for hand in record["hands"] for card in hand]
    require_distinct_cards(cards, lambda: [(("hands", seat, index), card) for seat, hand in enumerate(record["hands"])
                                           for index, card in enumerate(hand)])
    return {"hands": [list(hand) for hand in record["hands"]], "trick": [], "leader": (record["dealer"] + 1) % PLAYERS,
            "tricks_won": [0] * PLAYERS, "book": record.get("book", Options.book)}


def adjudicate(record: dict) -> dict:
    position, violation = start(record), None
    for index, play in enumerate(record["plays"]):
        seat = to_act(position)
        if seat is None:
            rule, why = GAME_OVER, "Every card has been played."
        elif play["seat"] != seat:
            rule, why = OUT_OF_TURN, f"Seat {seat} is to play, not seat {play['seat']}."
        elif play["card"] not in position["hands"][seat]:
            rule, why = NOT_HELD, f"Seat {seat} does not hold {play['card']}."
        else:
            legal, why = legality(position).verdict(play["card"])
            if legal:
                position = apply(position, play)
                continue
            rule = FOLLOW
        violation = CATALOGUE.ruling(rule, why, index=index, seat=play["seat"], card=play["card"])
        break
    score = points(position["tricks_won"], position["book"])
    return {**score, "valid": violation is None, "violation": violation, "tricks_won": position["tricks_won"]}


def layout(deck: list, players: int, dealer: int, options: dict) -> dict:
    return {"hands": [deck[(seat - dealer - 1) % PLAYERS::PLAYERS] for seat in range(PLAYERS)]}


DEALING = Dealing(rule=DEAL, fair_deal=FAIR_DEAL, pack=lambda players: FULL_PACK, layout=layout,
                  record=lambda dealt, players, dealer: {"dealer": dealer, "hands": dealt["hands"], "plays": []})

GAME = Game(
    id=GAME_ID, deal=lambda rng, players=None: shuffled_deal(DEALING, rng, PLAYERS), start=start, to_act=to_act,
    legality=legality, judge=judge,
    apply=apply, trick_winner=lambda position, plays: winning_play(plays),
    score=lambda position: points(position["tricks_won"], position["book"]),
    with_plays=lambda record, plays: {**record, "plays": plays}, replay=adjudicate, dealing=DEALING,
    before_play=lambda record, rng: record,
)

PROFILES = ProfileBook(GAME_ID, Options.house_rule_defaults(), [("seed", "Whist-lite", {}, "This test's own rules.")])
INFO = GameInfo(GAME_ID, "Whist-lite", PLAYERS, PLAYERS, CATALOGUE, Options, {"every suit": list(reversed(RANKS))},
                PROFILES, listed=5)


def snapshot(request: dict) -> dict:
    """The position a snapshot request describes: the seat to act holds ``hand``, the others play the trick."""
    leader = (4 - len(request["trick"])) % PLAYERS
    hands = [[] for _ in range(PLAYERS)]
    hands[0] = list(request["hand"])
    return {"hands": hands, "trick": request["trick"], "leader": leader, "tricks_won": [0] * PLAYERS}


def legal_moves(request: dict) -> dict:
    found = legality(snapshot(request))
    return CATALOGUE.ruling(found.rule, found.explanation, legal=list(found.legal))


def check_move(request: dict) -> dict:
    legal, why = legality(snapshot(request)).verdict(request["card"])
    return CATALOGUE.ruling(FOLLOW, why, legal=legal)


def trick_winner(request: dict) -> dict:
    play = winning_play(request["plays"])
    return CATALOGUE.ruling(WINNER, f"{play['card']} is the highest card of the suit led.", **play)


def score(request: dict) -> dict:
    return points(request["tricks_won"], request["book"])
