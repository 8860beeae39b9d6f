"""The Game protocol: what every game offers generic code (claims, revoke proofs, batches, property tests),
over plain data, so that code is written once with no per-game branch.

A *position* is a plain dict, the state between two plays: at least ``hands`` (what each seat holds now),
``trick`` (the plays of the trick in progress, the leader's first) and ``leader``; each game adds what its
rules need (``trump``, ``stock``, ``captured``, ...). Functions never change a position they are given.
"""

import random
from dataclasses import dataclass
from typing import Callable, Hashable

from referee.engine.game import Dealing
from referee.engine.legality import Legality
from referee.rulings import RuleCatalogue


@dataclass(frozen=True)
class Disputes:
    """What the dispute desk (referee/disputes: revoke proofs, claims) asks of a game beyond its play.

    Positions are the game's own (those ``Game.apply`` makes), built here by the game, so every option its
    legality check reads is in them; the dispute code never judges a card itself.
    """

    # Revoke proofs. The position at the first recorded lead in which each seat holds the cards the tricks
    # show it playing (a request whose tricks describe no deal raises InvalidRecord), and what the game
    # knows about when those cards joined the hand (draws, a turned ace), for ``held_at``.
    tricks_start: Callable[[dict], tuple[dict, object]]
    # Whether the card a seat played after trick t was certainly in its hand during trick t.
    held_at: Callable[[object, int, str, int], bool]
    # What the rules required of the seat to act in ``position`` that ``card`` failed to do, shown by
    # ``proof`` (a card it held): "follow", "trump" or "follow-or-trump".
    required: Callable[[dict, str, str], str]
    # The ruling on a revoke found after the fact: (request, the revoke's facts) -> rule, basis, explanation.
    rectification: Callable[[dict, dict], dict]
    # Claims. (the position, the claiming seats, the cards still to be drawn) from a claim request; None for the
    # cards to be drawn when the request does not show whether any remain.
    claim_start: Callable[[dict], tuple[dict, frozenset, int | None]]
    # The part of a position the rest of the play depends on, hashable: the search's memo key.
    claim_key: Callable[[dict], Hashable]
    # card -> (group, rank, worth) for every card in a position: two cards of one hand in the same group
    # with the same worth and no card in play ranked between them are interchangeable in the rest of the play.
    card_classes: Callable[[dict], dict]
    # Penalty cards among the cards of a completed trick (None: the game has no penalty-card claim).
    penalty_taken: Callable[[dict, list], int] | None
    # The game's catalogue, and the rule id each kind of dispute answer cites: "revoke-proof", "claim",
    # "claim-drawing" (a claim while cards are still to be drawn), "claim-stock-unknown" (a claim where the
    # request does not show whether any are).
    catalogue: RuleCatalogue
    rule_ids: dict

    def ruling(self, kind: str, explanation: str, **facts) -> dict:
        return self.catalogue.ruling(self.rule_ids[kind], explanation, **facts)
    # How a player names the game's penalty cards in an explanation ("hearts"), where it has them.
    penalty_name: Callable[[dict], str] | None = None


def shuffled_deal(dealing: Dealing, rng: random.Random, players: int) -> dict:
    """A random deal as an adjudicate record with no play: the game's pack shuffled by ``rng``, a random dealer."""
    return dealing.shuffled(rng, players)


@dataclass(frozen=True)
class Conformance:
    """What the published conformance suite (referee/conformance.py, docs/conformance.md) asks of a game beyond its
    play: the actions before the opening lead, each as a step with what was legal there, and the snapshot request a
    position gives. Every choice is drawn from the random source it is given, so a seed makes a playthrough again."""

    # (a dealt record, rng, how cards are chosen: None for at random) -> (the record ready to play, the steps of its
    # actions before the opening lead: {"phase", "to_act", "legal", "rule", "action"}).
    before_play: Callable[[dict, random.Random], tuple[dict, list]]
    # The legal-moves request's fields of the position for the seat to act (the options in force are added to it).
    snapshot: Callable[[dict], dict]
    # (a dealt record, rng) -> records ready to play each with one illegal action before the play injected, as
    # (kind, record, phase, index): index where adjudicate's violation names it.
    faults_before_play: Callable[[dict, random.Random], list]
    # (a record ready to play, the index of a play among the plays) -> the violation index adjudicate gives it.
    play_index: Callable[[dict, int], int]
    # perft (docs/conformance.md): the record every count starts from, with the actions before play that count as
    # actions of the sequence (their number and each choice's record ready to play): [(actions, record), ...].
    perft_starts: Callable[[dict], list]
    # Extra record fields the playthroughs take in turn (a jackpot deal), {} for a plain deal.
    situations: tuple = ({},)
    # (name, a chooser of cards biased toward it, whether an answer shows it): lines sought until one shows it.
    sought: tuple = ()


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
    # Revoke proofs and claims (referee/disputes).
    disputes: Disputes | None = None
    # The published conformance suite's view of the game.
    conformance: Conformance | None = None


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
