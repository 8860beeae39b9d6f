"""adjudicate: a whole deal record replayed action by action, stopping at the first violation.

The replay calls the same ``judge``, ``winning_seat`` and ``score_hand`` as the snapshot and
score endpoints. An irregular hand (not 5 cards) plays on until the record shows it was
discovered (forty-five.i-dead-hand-found); from then on it is skipped in the rotation.
"""

from referee.games.forty_five import rules as r
from referee.games.forty_five.play import judge, judge_card, trump_phrase, winning_seat
from referee.games.forty_five.checks import require_record
from referee.games.forty_five.rules import CATALOGUE, HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, TRICKS_PER_HAND, ace_of
from referee.games.forty_five.rules import Options
from referee.games.forty_five.scoring import check_scores_before, resolve_sides, score_hand
from referee.games.protocol import Dealing, shuffled_deal
from referee.engine.tricks import next_seat
from referee.games.wording import counted


class Violation(Exception):
    def __init__(self, rule: str, explanation: str, seat=None, card=None):
        super().__init__(explanation)
        self.rule, self.explanation, self.seat, self.card = rule, explanation, seat, card


class Deal:
    """The state of one deal as the record is replayed."""

    def __init__(self, record: dict):
        self.players = record["players"]
        self.dealer = record["dealer"]
        self.turned = record["turned"]
        self.trump = self.turned[1]
        self.ace = ace_of(self.trump)
        self.turned_is_ace = self.turned[0] == "A"
        self.hands = [list(hand) for hand in record["hands"]]
        self.ace_holder = next((seat for seat, hand in enumerate(self.hands) if self.ace in hand), None)
        self.dealt_sizes = [len(hand) for hand in self.hands]
        self.irregular = {seat for seat, size in enumerate(self.dealt_sizes) if size != HAND_SIZE}
        self.dead: set[int] = set()
        self.robbing_done: dict[int, str] = {}
        self.dealer_choice = None
        self.ace_waiting = False  # a robbed turned ace, joining the dealer's hand after trick 1
        self.demoted = False
        self.has_played: set[int] = set()
        self.leader = next_seat(self.dealer, self.players)
        self.trick: list[dict] = []
        self.tricks: list[dict] = []
        self.tricks_won = [0] * self.players
        self.over = False
        self.pot_winner = None
        self.irregularities: list[dict] = []

    # -- turn order -------------------------------------------------------------------------

    def next_live(self, seat: int) -> int:
        for offset in range(1, self.players + 1):
            candidate = (seat + offset) % self.players
            if candidate not in self.dead:
                return candidate
        return seat

    def seat_to_act(self, acting_seat: int | None, index: int) -> int | None:
        """The seat whose turn it is, discovering irregular hands the record shows were found on the way."""
        while not self.over:
            candidate = self.leader if not self.trick else self.next_live(self.trick[-1]["seat"])
            if self.trick and candidate == self.trick[0]["seat"]:
                self.complete_trick(index)
                continue
            if candidate in self.irregular and candidate not in self.dead:
                if not self.hands[candidate]:
                    self.discover(candidate, index, "it has no card left at its turn")
                    continue
                if acting_seat is not None and acting_seat != candidate and acting_seat == self.seat_after(candidate):
                    self.discover(candidate, index, f"the record passes over it and seat {acting_seat} plays instead")
                    continue
            return candidate
        return None

    def seat_after(self, skipped: int) -> int:
        """Who acts next if ``skipped`` is passed over: the next seat, or the winner if that ends the trick."""
        following = self.next_live(skipped)
        if self.trick and following == self.trick[0]["seat"]:
            return winning_seat(self.trick, self.trump, self.demoted)[0]
        return following

    def discover(self, seat: int, index: int, how: str) -> None:
        self.dead.add(seat)
        size = self.dealt_sizes[seat]
        won = self.tricks_won[seat]
        if won >= 3:
            self.note(r.POT, f"Seat {seat} was dealt {counted(size, 'card')}, an irregular hand, and won "
                             f"{counted(won, 'trick')} with it before it was discovered ({how}), so it wins the pot "
                             f"and the hand ends.", seat, index)
            self.pot_winner, self.over = seat, True
            return
        aftermath = ("the hand is over and the tricks it took stand" if len(self.tricks) == TRICKS_PER_HAND
                     else f"the others play on and seat {seat} is skipped")
        self.note(r.DEAD_HAND, f"Seat {seat} was dealt {counted(size, 'card')}, not 5, so its hand is dead from when "
                               f"it was discovered ({how}); {aftermath}.", seat, index)
        if self.leader == seat and not self.trick:
            self.leader = self.next_live(seat)
        if len(self.dead) > self.players - 2 and len(self.tricks) < TRICKS_PER_HAND:
            self.note(r.DEAD_HAND_FOUND, "Fewer than two live hands remain, so play stops and the hand is scored "
                                         "on the tricks completed.", None, index)
            self.over = True

    def note(self, rule: str, explanation: str, seat, index) -> None:
        self.irregularities.append(CATALOGUE.ruling(rule, explanation, seat=seat, index=index))

    def complete_trick(self, index: int) -> None:
        winner, card = winning_seat(self.trick, self.trump, self.demoted)
        self.tricks.append({"leader": self.trick[0]["seat"], "plays": self.trick, "winner": winner, "card": card})
        self.tricks_won[winner] += 1
        self.trick, self.leader = [], winner
        if self.ace_waiting:
            self.hands[self.dealer].append(self.turned)
            self.ace_waiting = False
        if len(self.tricks) == TRICKS_PER_HAND:
            for seat in sorted(self.irregular - self.dead):
                self.discover(seat, index, "the fifth trick is complete")
            self.over = True

    # -- actions ----------------------------------------------------------------------------

    def apply(self, action: dict, index: int) -> None:
        if self.over:
            raise Violation(r.GAME_OVER, "The hand is over, so no further action may be taken.",
                            action.get("seat"), action.get("card") or action.get("discard"))
        kind = action["type"]
        if kind == "play":
            self.play(action["seat"], action["card"], index)
        elif kind in ("rob", "announce"):
            self.rob(kind, action["seat"], action.get("discard"))
        else:
            self.dealer_chooses(kind, action.get("seat"), action.get("discard"))

    def rob(self, kind: str, seat: int, discard) -> None:
        if self.turned_is_ace:
            raise Violation(r.TURNED_ACE, f"{self.turned} was turned: an ace turned belongs to the dealer, who "
                                          f"chooses with dealer-rob or dealer-keep; seat {seat} cannot {kind}.",
                            seat, discard)
        if seat in self.robbing_done:
            raise Violation(r.ROB_ONCE, f"Seat {seat} has already chosen to {self.robbing_done[seat]}; it cannot "
                                        f"{kind} again.", seat, discard)
        if self.ace not in self.hands[seat]:
            raise Violation(r.ROB_ACE, f"Seat {seat} does not hold {self.ace}, the ace of trumps, so it cannot "
                                       f"{kind}.", seat, discard)
        if seat in self.has_played:
            raise Violation(r.ROB_TIMING, f"Seat {seat} has already played a card, so it is too late to {kind}: its "
                                          f"ace was demoted when it played.", seat, discard)
        if kind == "rob":
            if discard not in self.hands[seat]:
                raise Violation(r.NOT_HELD, f"Seat {seat} does not hold {discard}, so it cannot discard it.",
                                seat, discard)
            self.hands[seat].remove(discard)
            self.hands[seat].append(self.turned)
        self.robbing_done[seat] = kind

    def dealer_chooses(self, kind: str, seat, discard) -> None:
        if not self.turned_is_ace:
            raise Violation(r.TURNED_ACE, f"{self.turned} was turned, not an ace, so there is no dealer's choice; "
                                          f"only the holder of {self.ace} may rob.", seat, discard)
        if seat is not None and seat != self.dealer:
            raise Violation(r.TURNED_ACE, f"Only the dealer, seat {self.dealer}, may take or refuse a turned ace, "
                                          f"not seat {seat}.", seat, discard)
        if self.has_played:
            raise Violation(r.TURNED_ACE, "The opening lead has been made: the dealer's choice on a turned ace comes "
                                          "before it.", self.dealer, discard)
        if self.dealer_choice is not None:
            raise Violation(r.ROB_ONCE, f"The dealer has already chosen ({self.dealer_choice}); the choice is made "
                                        f"once.", self.dealer, discard)
        if kind == "dealer-rob":
            if discard not in self.hands[self.dealer]:
                raise Violation(r.NOT_HELD, f"The dealer does not hold {discard}, so cannot discard it.",
                                self.dealer, discard)
            self.hands[self.dealer].remove(discard)
            self.ace_waiting = True
        self.dealer_choice = kind

    def play(self, seat: int, card: str, index: int) -> None:
        if self.turned_is_ace and self.dealer_choice is None and not self.has_played:
            self.dealer_choice = "dealer-keep"
            self.note(r.TURNED_ACE_DEFAULT, f"{self.turned} was turned and the record shows no choice by the dealer "
                                            f"before the opening lead, so the dealer kept the original hand.",
                      self.dealer, index)
        expected = self.seat_to_act(seat, index)
        if expected is None:
            how = "the pot was won" if self.pot_winner is not None else "fewer than two live hands remained"
            self.note(r.POT if self.pot_winner is not None else r.DEAD_HAND_FOUND,
                      f"The play of {card} by seat {seat} is void: the hand ended when {how}.", seat, index)
            return
        if seat != expected:
            raise Violation(r.OUT_OF_TURN, f"It is seat {expected}'s turn to play, not seat {seat}'s.", seat, card)
        if card not in self.hands[seat]:
            raise Violation(r.NOT_HELD, f"Seat {seat} does not hold {card}.", seat, card)
        if seat == self.ace_holder and seat not in self.has_played and seat not in self.robbing_done:
            self.demoted = True
            self.note(r.ROB_ANNOUNCE, f"Seat {seat} holds {self.ace} and played without robbing or announcing it, "
                                      f"so {self.ace} becomes the lowest trump.", seat, index)
        legal, rule, why = judge_card(judge(self.hands[seat], self.trick, self.trump, self.demoted),
                                      self.hands[seat], card)
        if not legal:
            raise Violation(rule, f"Seat {seat} to play: {why}", seat, card)
        self.hands[seat].remove(card)
        self.has_played.add(seat)
        self.trick = [*self.trick, {"seat": seat, "card": card}]
        if self.next_live(seat) == self.trick[0]["seat"]:
            self.complete_trick(index)


def _state(deal: Deal) -> str:
    """How far the deal got: "complete" only when all five tricks are played."""
    played = counted(len(deal.tricks), "trick")
    if len(deal.tricks) == TRICKS_PER_HAND:
        return "The deal is complete"
    if deal.pot_winner is not None:
        return f"The hand ended after {played} when seat {deal.pot_winner} won the pot"
    if deal.over:
        return f"The hand ended after {played}, with fewer than two live hands"
    return f"The deal is valid so far ({played} complete)"


def adjudicate(record: dict) -> dict:
    require_record(record)
    sides = resolve_sides(record["players"], record.get("sides"))
    scores_before = check_scores_before(record.get("scores_before"), sides)
    deal = Deal(record)
    violation = None
    for index, action in enumerate(record["actions"]):
        try:
            deal.apply(action, index)
        except Violation as found:
            violation = CATALOGUE.ruling(found.rule, found.explanation, index=index, seat=found.seat, card=found.card)
            break
    else:
        # An irregular hand with no card left is found at its turn even when the record stops there.
        deal.seat_to_act(None, len(record["actions"]))
    tricks = [*deal.tricks]
    if deal.trick:
        tricks.append({"leader": deal.trick[0]["seat"], "plays": deal.trick, "winner": None, "card": None})
    # Over: five tricks played, the pot won, or fewer than two live hands left; the score is then final.
    score = score_hand(deal.tricks_won, sides, record["scoring"], scores_before, complete=deal.over)
    if violation is not None:
        ruling = {key: violation[key] for key in ("rule", "basis", "explanation")}
    else:
        ruling = CATALOGUE.ruling(score["rule"], f"{_state(deal)}; {trump_phrase(deal.trump).lower()}. "
                                                 f"{score['explanation']}")
    return {
        "valid": violation is None,
        "violation": violation,
        "tricks": tricks,
        "tricks_won": deal.tricks_won,
        "score": score,
        "irregularities": deal.irregularities,
        "trump": deal.trump,
        "ace_demoted": deal.demoted,
        "hand_over": deal.over,
        "pot_winner": deal.pot_winner,
        **ruling,
    }


# The Game protocol: a deal as a record, and the position at its opening lead.

def deal_record(dealt: dict, players: int, dealer: int) -> dict:
    """The adjudicate record of a deal (forty-five.deal) before anyone robs or plays."""
    return {"players": players, "dealer": dealer, "hands": dealt["hands"], "turned": dealt["turned"], "actions": []}


DEALING = Dealing(rule=r.DEAL, fair_deal=r.FAIR_DEAL, pack=r.pack,
                  layout=lambda deck, players, dealer, options: r.deal_from_deck(deck, players, dealer),
                  record=deal_record, described=lambda dealt: [f"The next card, {dealt['turned']}, is turned."],
                  compared=(("turned", "the turned card"),))


def deal(rng, players: int | None = None) -> dict:
    """A random deal (forty-five.deal), ready to play."""
    return before_play(shuffled_deal(DEALING, rng, players or rng.randint(MIN_PLAYERS, MAX_PLAYERS)), rng)


def before_play(record: dict, rng=None) -> dict:
    """The ace holder announces (forty-five.rob.announce), or the dealer keeps a turned ace, so the play
    starts with no ace demoted."""
    hands, turned = record["hands"], record["turned"]
    ace = ace_of(turned[1])
    holder = next((seat for seat, hand in enumerate(hands) if ace in hand), None)
    actions = ([{"type": "dealer-keep"}] if turned[0] == "A"
               else [{"type": "announce", "seat": holder}] if holder is not None else [])
    return {**record, "actions": actions}


def start(record: dict) -> dict:
    """The position at the opening lead, after the record's robbing (forty-five.rob.ace, rob.turned-ace): a robber's
    discard out and the turned card in; a dealer who takes a turned ace discards now and gets the ace after the first
    trick (``joining``), as adjudicate's replay does."""
    players, turned = record["players"], record["turned"]
    hands, joining = [list(hand) for hand in record["hands"]], None
    for action in record.get("actions", ()):
        if action["type"] == "rob":
            hands[action["seat"]].remove(action["discard"])
            hands[action["seat"]].append(turned)
        elif action["type"] == "dealer-rob":
            hands[record["dealer"]].remove(action["discard"])
            joining = {"seat": record["dealer"], "card": turned}
    return {"hands": hands, "trick": [], "leader": next_seat(record["dealer"], players),
            "trump": turned[1], "demoted": False, "tricks_won": [0] * players, "players": players,
            "scoring": record.get("scoring", Options.scoring), "joining": joining}


def with_plays(record: dict, plays: list) -> dict:
    return {**record, "actions": [*record["actions"], *({"type": "play", **play} for play in plays)]}
