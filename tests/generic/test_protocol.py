"""The one protocol (referee/engine/game.py, Rules), proved by code written once for every game: random
legal deals played out one play at a time by each game's own legality and apply, then replayed by adjudicate. Both
views of the rules must agree under every set of house rules: each profile of each game (referee/games/profiles.py),
and each option's every choice alone. Every deal valid, the same trick winners, the same score, and a card
the legality check refuses is the violation adjudicate reports, at that play, with that rule."""

import random

import pytest
from games_under_test import games_under_test
from hypothesis import given, settings
from hypothesis import strategies as st
from marshmallow import fields, validate

import referee
from referee.engine.game import play_action
from referee.engine.replay import opening, play_out
from referee.games import GAMES, RULES
from referee.operations import find


def choices(field) -> tuple:
    """The values a record's option field takes, where it lists them (a range, such as game_to, does not)."""
    if isinstance(field, fields.Boolean):
        return (True, False)
    return next((tuple(check.choices) for check in field.validators if isinstance(check, validate.OneOf)), ())


def option_sets(game_id: str) -> list[tuple[str, dict]]:
    """(a name, the options a record sets): each profile's, then each option alone at each choice but its
    default, keeping only the options adjudicate takes."""
    info, accepted = GAMES[game_id], find(game_id, "adjudicate").accepted
    request = find(game_id, "adjudicate").request
    sets = [
        (f"@{profile.id}", {name: value for name, value in profile.options.items() if name in accepted})
        for profile in info.profiles.profiles.values()
    ]
    for name, default in info.options.items():
        if name in accepted:
            sets += [(f"{name}={value}", {name: value}) for value in choices(request.fields[name]) if value != default]
    return sets


CASES = [
    pytest.param(game_id, options, id=f"{game_id}:{name}")
    for game_id in games_under_test()
    for name, options in option_sets(game_id)
]


def dealt(game_id: str, rng: random.Random, options: dict) -> dict:
    """A random deal's record under ``options``, with no play and nothing before it chosen yet."""
    info = GAMES[game_id]
    players = rng.choice(info.player_counts)
    return {**RULES[game_id].dealing.shuffled(rng, players), **options}


def test_the_option_sets_include_every_profile_of_every_game():
    for game_id in games_under_test():
        profiles = sum(1 for case in CASES if case.id.startswith(f"{game_id}:@"))
        assert profiles == len(GAMES[game_id].profiles.profiles), game_id


@pytest.mark.parametrize("game_id, options", CASES)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_a_deal_played_one_play_at_a_time_is_valid_for_adjudicate(game_id, options, seed):
    game = RULES[game_id]
    rng = random.Random(seed)
    record, last = play_out(game, rng, dealt=dealt(game_id, rng, options))
    answer = referee.adjudicate(game_id, record)
    assert answer["valid"], answer["violation"]
    assert answer["score"] == game.score(last)
    assert [(trick["winner"], trick["card"]) for trick in last.tricks] == [
        (trick["winner"], trick["card"]) for trick in answer["tricks"] if trick["winner"] is not None
    ]
    assert game.to_act(last) is None


@pytest.mark.parametrize("game_id, options", CASES)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_the_first_refused_card_is_the_violation_adjudicate_finds(game_id, options, seed):
    """Play out a deal; at the first position where the player holds a card the legality check refuses,
    play it instead: adjudicate must stop there, citing the rule the judge gave."""
    game = RULES[game_id]
    rng = random.Random(seed)
    record = game.before_play(dealt(game_id, rng, options), rng)
    position, plays = opening(game, record), []
    while (seat := game.to_act(position)) is not None:
        legality = game.legality(position)
        refused = [card for card in position.cards(seat) if card not in legality.legal]
        for card in position.cards(seat):
            legal, rule, explanation = game.judge(position, card)
            assert legal == (card in legality.legal) and rule == legality.rule and card in explanation
        if refused:
            card = rng.choice(refused)
            answer = referee.adjudicate(game_id, game.with_plays(record, [*plays, {"seat": seat, "card": card}]))
            assert not answer["valid"]
            assert answer["violation"]["rule"] == legality.rule
            assert (answer["violation"]["seat"], answer["violation"]["card"]) == (seat, card)
            return
        play = {"seat": seat, "card": rng.choice(legality.legal)}
        plays.append(play)
        game.apply(position, play_action(play))
