"""Replay a whole game record: every trick with its draws, the score after each, the first violation."""

from referee.games.california_jack.checks import dealt_cards
from referee.games.california_jack.irregularities import misdeal_irregularities
from referee.games.california_jack.play import judge_card, legality, listed, trick_winner
from referee.cards import FULL_PACK, SUIT_NAMES
from referee.games.california_jack.rules import (DEAL_ORDER, FAIR_DEAL, GAME_OVER, NOT_HELD, OUT_OF_TURN, PLAYERS, RULES,
                                                 WINNING_TOTAL, Options, deal_from_deck, other, trump_of)
from referee.games.protocol import Dealing, shuffled_deal
from referee.games.california_jack.scoring import breakdown, ends_game, score_answer, total


class Game:
    """The state of one game as the record is replayed; nothing outlives the request."""

    def __init__(self, hands: list, stock: list, dealer: int, house: Options):
        self.hands = [list(hand) for hand in hands]
        self.stock = stock
        self.drawn = 0
        self.house = house
        self.trump_card, self.trump = trump_of(stock, house)
        self.void_must_trump = house.void_must_trump
        self.leader = other(dealer)
        self.trick: list = []
        self.captured = [[], []]
        self.tricks: list = []
        self.winner = None

    @property
    def over(self) -> bool:
        # 83 points lie in the pack, so a running total reaches 10 long before the cards run out; under scoring
        # end-of-hand the hand is over when every card is played.
        return self.winner is not None or self.played_out

    @property
    def played_out(self) -> bool:
        return self.house.at_hand_end and not self.trick and not any(self.hands) and not self.stock_left

    @property
    def to_play(self) -> int:
        return self.leader if not self.trick else other(self.leader)

    @property
    def role(self) -> str:
        return "lead" if not self.trick else "follow"

    @property
    def stuck(self) -> bool:
        """The seat to play holds no card: only a misdealt record gets here, since 83 points lie in a full
        pack and a total reaches 10 before the hands run out."""
        return not self.over and not self.hands[self.to_play]

    def fault(self, play: dict) -> tuple[str, str] | None:
        """The rule a play breaks and why, or None when it is legal."""
        seat, card = play["seat"], play["card"]
        if self.played_out:
            return GAME_OVER, f"The hand is over: every card has been played, so seat {seat}'s {card} comes after it."
        if self.over:
            return GAME_OVER, (f"The game ended on trick {len(self.tricks)} when seat {self.winner} reached "
                               f"{WINNING_TOTAL}; seat {seat} may not play {card} after it.")
        if self.stuck:
            return GAME_OVER, (f"Play cannot go on: seat {self.to_play} is to {self.role} but holds no card (the "
                               f"deal was irregular), so seat {seat}'s {card} comes after the end.")
        if seat != self.to_play:
            return OUT_OF_TURN, (f"It is seat {self.to_play}'s turn to {self.role} to trick {len(self.tricks) + 1}, "
                                 f"not seat {seat}'s.")
        hand = self.hands[seat]
        if card not in hand:
            return NOT_HELD, f"Seat {seat} does not hold {card}: their hand is {listed(hand)}."
        led = self.trick[0]["card"] if self.trick else None
        allowed, rule, why = judge_card(hand, card, legality(hand, self.trump, led, self.void_must_trump,
                                                             self.house.follow))
        if not allowed:
            return rule, f"Seat {seat}: {why}"
        return None

    def play(self, play: dict) -> None:
        self.hands[play["seat"]].remove(play["card"])
        self.trick.append(play)
        if len(self.trick) == 2:
            self.finish_trick()

    def finish_trick(self) -> None:
        winning = trick_winner(self.trick, self.trump)
        winner = winning["seat"]
        self.captured[winner].extend(play["card"] for play in self.trick)
        totals = [total(breakdown(pile, self.trump)) for pile in self.captured]
        draws = []
        if ends_game(self.captured[winner], self.trump, self.house):
            self.winner = winner
        elif self.drawn < len(self.stock):
            for seat in (winner, other(winner)):
                if self.drawn == len(self.stock):
                    break  # a misdealt stock of odd size runs out between the two draws
                card = self.stock[self.drawn]
                self.drawn += 1
                self.hands[seat].append(card)
                draws.append({"seat": seat, "card": card})
        self.tricks.append({"leader": self.leader, "plays": self.trick, "winner": winner, "card": winning["card"],
                            "draws": draws, "totals": totals, "stock_left": self.stock_left})
        self.leader = winner
        self.trick = []

    @property
    def stock_left(self) -> int:
        return len(self.stock) - self.drawn

    def unfinished_trick(self) -> list:
        if not self.trick:
            return []
        totals = [total(breakdown(pile, self.trump)) for pile in self.captured]
        return [{"leader": self.leader, "plays": self.trick, "winner": None, "card": None,
                 "draws": [], "totals": totals, "stock_left": self.stock_left}]


def adjudicate(record: dict) -> dict:
    plays = record["plays"]
    hands, stock = dealt_cards(record)
    irregularities = [] if "deck" in record else misdeal_irregularities(hands, stock)
    game = Game(hands, stock, record["dealer"], Options.of(record))
    violation = None
    for index, play in enumerate(plays):
        fault = game.fault(play)
        if fault is not None:
            rule, explanation = fault
            violation = RULES.ruling(rule, explanation, index=index, seat=play["seat"], card=play["card"])
            break
        game.play(play)
    final_score = score_answer(game.captured, game.trump, game.house, game.played_out, record.get("scores_before"))
    if game.played_out:
        game.winner = final_score["winner"]
    answer = {
        "valid": violation is None,
        "violation": violation,
        "tricks": game.tricks + game.unfinished_trick(),
        "score": final_score,
        "irregularities": irregularities,
        "trump": game.trump,
        "trump_card": game.trump_card,
        "dealt": hands,
        "hands": game.hands,
        "stock_left": game.stock_left,
        "game_over": game.over,
        "winner": game.winner,
        "to_play": None if game.over else game.to_play,
    }
    return {**answer, **summary(game, violation, final_score)}


def summary(game: Game, violation: dict | None, final_score: dict) -> dict:
    if violation is not None:
        return RULES.ruling(violation["rule"],
                            f"Play {violation['index']} breaks the record: {violation['explanation']}")
    if game.played_out:
        return RULES.ruling(final_score["rule"], f"Every play is legal and the hand is complete. "
                                                 f"{final_score['explanation']}")
    if game.winner is not None:
        totals = final_score["totals"]
        return RULES.ruling(final_score["rule"], (
            f"Seat {game.winner} wins on trick {len(game.tricks)} with {totals[game.winner]} points "
            f"(seat {other(game.winner)} has {totals[other(game.winner)]}); the game is over."))
    if game.house.at_hand_end:
        standing = "Every play is legal and the hand is in progress"
    else:
        standing = (f"Every play is legal and nobody has {WINNING_TOTAL} yet (totals {final_score['totals'][0]} and "
                    f"{final_score['totals'][1]})")
    if game.stuck:
        return RULES.ruling(final_score["rule"], f"{standing}, but play cannot go on: seat {game.to_play} is to "
                                                 f"{game.role} and holds no card (the deal was irregular).")
    return RULES.ruling(final_score["rule"], f"{standing}; seat {game.to_play} is to {game.role}.")


# The Game protocol: a deal as a record, and the position at its opening lead.

def layout(deck: list, players: int, dealer: int, options: dict) -> dict:
    """The hands, the stock (top first), and the trump card and trump as the house rules in ``options`` turn the
    stock: its last card face down, its top card face up (california-jack.deal, i-deal-order, trump,
    classic.face-up)."""
    hands, stock = deal_from_deck(deck, dealer)
    trump_card, trump = trump_of(stock, Options.of(options))
    return {"hands": hands, "stock": stock, "trump": trump, "trump_card": trump_card}


def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    return {"dealer": dealer, "hands": dealt["hands"], "stock": dealt["stock"], "plays": []}


def described(dealt: dict) -> list[str]:
    """The card of the stock that names trump, in words."""
    card = dealt["trump_card"]
    where = "top" if card == dealt["stock"][0] else "last"
    return [f"The {where} card of the stock, {card}, makes {SUIT_NAMES[dealt['trump']]} trump."]


DEALING = Dealing(rule=DEAL_ORDER, fair_deal=FAIR_DEAL, pack=lambda players: FULL_PACK, layout=layout,
                  record=deal_record, described=described, compared=(("stock", "the stock"),))


def deal(rng, players: int | None = None) -> dict:
    """A random deal, dealt by the referee's own statement of the deal (DEALING)."""
    return shuffled_deal(DEALING, rng, PLAYERS)


def start(record: dict) -> dict:
    hands, stock = dealt_cards(record)
    house = Options.of(record)
    return {"hands": hands, "trick": [], "leader": other(record["dealer"]), "trump": trump_of(stock, house)[1],
            "void_must_trump": house.void_must_trump, "stock": stock, "captured": [[], []],
            "winner": None, "house": house}


def with_plays(record: dict, plays: list) -> dict:
    return {**record, "plays": plays}
