"""The Game protocol: what every game offers generic code (claims, revoke proofs, batches, property tests),
over plain data, so that code is written once with no per-game branch.

A *position* is a plain dict, the state between two plays: at least ``hands`` (what each seat holds now),
``trick`` (the plays of the trick in progress, the leader's first) and ``leader``; each game adds what its
rules need (``trump``, ``stock``, ``captured``, ...). Functions never change a position they are given.
"""

import random
from dataclasses import dataclass
from typing import Callable

from referee.games.legality import Legality


@dataclass(frozen=True)
class Dealing:
    """How a game deals, stated once: the fair deal (referee/dealing.py, referee-deal-v1) and the random deals
    of the property tests both deal through it."""

    # The rule a deal follows (the deal answer cites it) and the interpretation a deal check cites.
    rule: str
    fair_deal: str
    # The pack a table of ``players`` uses, in the canonical order: suits S H D C, ranks 2 to A within each.
    pack: Callable[[int], tuple[str, ...]]
    # (deck top first, players, dealer) -> what the deal gives: ``hands`` in seat order, each in the order its
    # cards were received, and the game's own fields (``turned``, ``stock``, ``trump``).
    layout: Callable[[list, int, int], dict]
    # (those dealt fields, players, dealer) -> the adjudicate record of the deal with no play yet.
    record: Callable[[dict, int, int], dict]


def shuffled_deal(dealing: Dealing, rng: random.Random, players: int) -> dict:
    """A random deal as an adjudicate record with no play: the game's pack shuffled by ``rng``, a random dealer."""
    deck = list(dealing.pack(players))
    rng.shuffle(deck)
    dealer = rng.randrange(players)
    return dealing.record(dealing.layout(deck, players, dealer), players, dealer)


@dataclass(frozen=True)
class Game:
    id: str
    # A fresh deal as an adjudicate record with no play yet (``players`` where the game lets it vary).
    deal: Callable[[random.Random, int | None], dict]
    # The position at the opening lead of a record (robbing and the auction already done).
    start: Callable[[dict], dict]
    # The seat to play now, or None when the deal (or the game) is over.
    to_act: Callable[[dict], int | None]
    # The cards the seat to act may play, with the rule and why: the game's one legality check.
    legality: Callable[[dict], Legality]
    # (legal, rule, explanation) for the seat to act playing a card: the same check.
    judge: Callable[[dict, str], tuple[bool, str, str]]
    # The position after a legal play (the trick completed, cards drawn, as the rules say).
    apply: Callable[[dict, dict], dict]
    # The winning play of a complete trick played in this position's deal.
    trick_winner: Callable[[dict, list], dict]
    # The score answer for the position (as the score endpoint words it).
    score: Callable[[dict], dict]
    # The adjudicate record of a deal with these plays.
    with_plays: Callable[[dict, list], dict]
    # The adjudicate answer for a record as the schemas load it (every option filled in).
    replay: Callable[[dict], dict]
    # How the cards are dealt.
    dealing: Dealing
    # A dealt record with what comes before the opening lead (robbing, an auction) chosen with the random
    # source, so its play can start; a game with nothing before the play returns the record as it is.
    before_play: Callable[[dict, random.Random], dict]


def play_out(game: Game, rng: random.Random, players: int | None = None, dealt: dict | None = None) -> tuple[dict, dict]:
    """A random legal deal played to its end by ``game``'s own rules: (the adjudicate record, the last position).
    ``dealt``: play this record with no play yet (a fair deal's ``record``) instead of a random deal."""
    record = game.deal(rng, players) if dealt is None else game.before_play(dealt, rng)
    position = game.start(record)
    plays = []
    while (seat := game.to_act(position)) is not None:
        play = {"seat": seat, "card": rng.choice(game.legality(position).legal)}
        plays.append(play)
        position = game.apply(position, play)
    return game.with_plays(record, plays), position
