"""The replay's one loop (referee/engine/replay.py, ``run``), proved on every game: a record's plays judged by the
``Plays`` the game gives (``Rules.plays``, which may keep the play in its own form between plays) reach the same
violation, position and answer as each play acted on alone by the game's ``act``, whatever the fault: a play by the
wrong seat, a card not held or refused, a play dropped, a play after the end. A record a check refuses (a 422) is
refused both ways."""

import random

import pytest
from games_under_test import games_under_test

from referee.cards import FULL_PACK
from referee.engine.actions import PLAY, Action
from referee.engine.game import play_action
from referee.engine.replay import Plays, opening, replay
from referee.games import GAMES, RULES
from referee.operations import find, load
from referee.rulings import InvalidRecord


class EachPlayActed(Plays):
    """Every play acted on alone, an Action each, by the game's ``act``."""

    def play(self, seat, card, index, entry):
        return self.rules.act(self.position, Action(PLAY, seat, index, entry, card=card))


def played(game_id: str, rng: random.Random) -> tuple[dict, list]:
    """A random deal (what comes before the play chosen) and its plays to the end, by the game's own legality."""
    game = RULES[game_id]
    record = game.before_play(game.dealing.shuffled(rng, rng.choice(GAMES[game_id].player_counts)), rng)
    position, plays = opening(game, record), []
    while (seat := game.to_act(position)) is not None:
        play = {"seat": seat, "card": rng.choice(game.legality(position).legal)}
        plays.append(play)
        game.apply(position, play_action(play, len(plays) - 1))
    return record, plays


def spoiled(plays: list, players: int, rng: random.Random) -> list:
    """The plays with one changed at random: a seat, a card (held or not), a play dropped, or one after the end."""
    plays = [dict(play) for play in plays]
    index, kind = rng.randrange(len(plays) + 1), rng.choice(("seat", "card", "drop", "after"))
    if kind == "after" or index == len(plays):
        plays.append({"seat": rng.randrange(players), "card": rng.choice(FULL_PACK)})
    elif kind == "seat":
        plays[index]["seat"] = rng.randrange(players)
    elif kind == "card":
        plays[index]["card"] = rng.choice(FULL_PACK)
    else:
        del plays[index]
    return plays


def outcome(game_id: str, body: dict) -> tuple:
    """What replaying the record gives once loaded: the violation, the position's facts and the answer; or the 422."""
    game = RULES[game_id]
    try:
        record = load(find(game_id, "adjudicate"), body)
        position, violation = replay(game, record)
    except InvalidRecord as refused:
        return ("refused", refused.errors)
    facts = (position.phase, position.to_act, position.leader, position.hands, position.trick, position.tricks)
    facts += (position.captured, position.notes)
    return violation, facts, game.answer(record, position, violation)


@pytest.mark.parametrize("game_id", games_under_test())
def test_the_one_loop_judges_each_play_as_the_game_acts_on_it_alone(game_id, monkeypatch):
    game, rng = RULES[game_id], random.Random(29)
    compared = violations = 0
    for _ in range(40):
        record, plays = played(game_id, rng)
        players = record["players"] if "players" in record else len(record["hands"])
        for candidate in (plays, *(spoiled(plays, players, rng) for _ in range(3))):
            body = game.with_plays(record, candidate)
            with monkeypatch.context() as patch:
                patch.setattr(game, "plays", lambda position: EachPlayActed(game, position))
                alone = outcome(game_id, body)
            judged = outcome(game_id, body)
            assert judged == alone, body
            compared += 1
            violations += judged[0] is not None and judged[0] != "refused"
    assert compared == 160 and violations > 60, violations
