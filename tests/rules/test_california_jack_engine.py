"""California Jack on the one engine (referee/engine): the draw after each trick in state and stated once
(drawing.py), and the ending of a misdeal whose hand runs out. state on every prefix, after a violation and at the
end is tests/generic/test_state.py's. Each rule's test names its rule id."""

import random

import referee
from referee.cards import FULL_PACK
from referee.engine.game import play_action
from referee.engine.replay import play_out, replay
from referee.engine.state import state
from referee.games.california_jack import RULES
from referee.games.california_jack.drawing import draws
from referee.games.california_jack.rules import Options
from referee.operations import OPERATIONS, load

GAME = "california-jack"
CLASSIC = {"follow": "follow-or-trump", "stock_face": "up", "scoring": "end-of-hand"}


def loaded(record: dict) -> dict:
    """The record as the adjudicate endpoint loads it (every option filled in)."""
    return load(OPERATIONS[GAME]["adjudicate"], record)


def played(seed: int, options: dict | None = None) -> dict:
    """A random legal game, played out by the engine (its legality and apply, one play at a time)."""
    rng = random.Random(seed)
    if not options:
        return play_out(RULES, rng)[0]
    return play_out(RULES, rng, dealt={**RULES.deal(rng), **options})[0]


def test_california_jack_draw_state_shows_the_hands_after_each_trick_and_its_draws():
    record = played(4)
    answer = referee.adjudicate(GAME, record)
    first = answer["tricks"][0]
    now = state(RULES, loaded({**record, "plays": record["plays"][:2]}))
    assert now["tricks"] == [first] and now["trick"] == []
    assert now["to_act"] == first["winner"]
    for draw in first["draws"]:
        assert now["hands"][draw["seat"]][-1] == draw["card"]
    assert [len(hand) for hand in now["hands"]] == [6, 6]


def test_california_jack_has_no_phase_but_the_play_the_draw_needs_no_choice():
    record = played(6)
    phases = {
        state(RULES, loaded({**record, "plays": record["plays"][:count]}))["phase"]
        for count in range(len(record["plays"]) + 1)
    }
    assert phases == {"play", "over"}


def test_california_jack_i_game_over_ending_of_a_misdeal_whose_hand_runs_out():
    # One card each and a stock of one (3H, trump): seat 1 wins AS against 2S and draws 3H, seat 0 draws nothing,
    # and once seat 1 leads 3H seat 0 has no card to follow with.
    plays = [{"seat": 1, "card": "AS"}, {"seat": 0, "card": "2S"}, {"seat": 1, "card": "3H"}]
    record = {"dealer": 0, "hands": [["2S"], ["AS"]], "stock": ["3H"], "plays": plays}
    answer = referee.adjudicate(GAME, record)
    assert answer["tricks"][0]["draws"] == [{"seat": 1, "card": "3H"}]
    now = state(RULES, loaded(record))
    assert (now["phase"], now["to_act"], now["legal"], now["hands"]) == ("play", None, [], [[], []])
    assert now["explanation"] == answer["explanation"]
    assert now["explanation"].endswith(
        "but play cannot go on: seat 0 is to follow and holds no card (the deal was irregular)."
    )


def test_california_jack_draw_winner_first_then_the_loser_from_the_top():
    stock = ["2C", "3C", "4C", "5C"]
    assert draws(stock, 0, 1, 0, Options()) == ((1, "2C"), (0, "3C"))
    assert draws(stock, 2, 0, 0, Options()) == ((0, "4C"), (1, "5C"))
    assert draws(stock, 4, 0, 0, Options()) == ()


def test_california_jack_i_draw_order_a_misdealt_odd_stock_runs_out_between_the_draws():
    assert draws(["2C", "3C", "4C"], 2, 1, 0, Options()) == ((1, "4C"),)


def test_california_jack_i_win_before_draw_the_trick_that_reaches_10_draws_nothing():
    stock = ["2C", "3C"]
    assert draws(stock, 0, 1, 10, Options()) is None
    assert draws(stock, 0, 1, 10, Options(scoring="end-of-hand")) == ((1, "2C"), (0, "3C"))


def one_by_one(record: dict) -> list:
    """The record's plays as one Action each, which the engine's loop hands to Rules.play in turn."""
    return [play_action(play, index) for index, play in enumerate(record["plays"])]


def spoiled(record: dict, rng: random.Random) -> dict:
    """The record with one play changed at random: another seat, another card (held, illegal or not held), or a
    play after the end; every fault a replay meets, and sometimes none."""
    plays = [dict(play) for play in record["plays"]]
    full = len(plays) == len(FULL_PACK)  # a played-out hand: a record holds no play beyond it
    index = rng.randrange(len(plays) + (not full))
    kind = rng.choice(("seat", "card") if full else ("seat", "card", "after"))
    if kind == "after" or index == len(plays):
        plays.append({"seat": rng.randrange(2), "card": rng.choice(FULL_PACK)})
    elif kind == "seat":
        plays[index]["seat"] = 1 - plays[index]["seat"]
    else:
        plays[index]["card"] = rng.choice(FULL_PACK)
    return {**record, "plays": plays}


def revoked(record: dict, rng: random.Random) -> dict | None:
    """The record with one play replaced by a card its seat held but the rules did not allow (None where no play
    had such a card)."""
    plays = record["plays"]
    for index in rng.sample(range(len(plays)), len(plays)):
        now = state(RULES, loaded({**record, "plays": plays[:index]}))
        refused = [card for card in now["hands"][now["to_act"]] if card not in now["legal"]]
        if refused:
            wrong = {"seat": now["to_act"], "card": rng.choice(refused)}
            return {**record, "plays": [*plays[:index], wrong, *plays[index + 1 :]]}
    return None


def answered(record: dict, actions) -> tuple:
    position, violation = replay(RULES, record, actions)
    facts = (position.phase, position.to_act, position.leader, position.hands, position.trick, position.notes)
    return violation, facts, RULES.answer(record, position, violation)


HOUSE_RULES = [None, CLASSIC, {"void_must_trump": False}, {"follow": "follow-or-trump"}]


def test_california_jack_i_game_over_run_of_the_plays_of_a_misdeal_judges_as_one_by_one():
    # A misdealt record (hands and stock of one card each): a hand runs out and play cannot go on.
    plays = [{"seat": 1, "card": "AS"}, {"seat": 0, "card": "2S"}, {"seat": 1, "card": "3H"}, {"seat": 0, "card": "4D"}]
    record = loaded({"dealer": 0, "hands": [["2S"], ["AS"]], "stock": ["3H"], "plays": plays})
    fast = answered(record, RULES.actions(record))
    assert fast == answered(record, one_by_one(record))
    assert fast[0]["rule"] == "california-jack.i-game-over" and fast[0]["index"] == 3
