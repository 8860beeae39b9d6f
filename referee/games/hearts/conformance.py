"""Hearts in the published conformance suite (referee/engine/game.py, Conformance): the pass before play as
steps, the snapshot a position gives, injected pass faults, and a chooser that plays for the moon."""

from referee.cards import RANKS
from referee.engine.game import Conformance
from referee.engine.position import Position
from referee.games.hearts import passing
from referee.games.hearts.rules import HEARTS, PASS_SIZE, Options, Variant


def pass_steps(record: dict, rng, variant: Variant) -> tuple[dict, list]:
    """The pass (hearts.pass) chosen at random, one step a seat in seat order; none on a hold deal or without
    passing. The record's direction follows from its hand_number (hearts.i-pass-rotation)."""
    variant = variant.under(Options.of(record))
    direction = passing.direction_of(record, variant)
    if direction is None or direction == "hold":
        return record, []
    passes, steps = [], []
    for seat, hand in enumerate(record["hands"]):
        cards = rng.sample(hand, PASS_SIZE)
        passes.append(cards)
        steps.append(
            {
                "phase": "pass",
                "to_act": seat,
                "legal": {"hand": list(hand), "count": PASS_SIZE, "direction": direction},
                "rule": variant.passing,
                "action": {"seat": seat, "cards": cards},
            }
        )
    return {**record, "passes": passes}, steps


def pass_faults(record: dict, rng, variant: Variant) -> list:
    """A pass of too few cards, and a pass of a card the seat was not dealt (phase pass, index the seat)."""
    ready, steps = pass_steps(record, rng, variant)
    if not steps:
        return []
    players, seat = record["players"], rng.randrange(record["players"])
    short = [list(cards) for cards in ready["passes"]]
    short[seat] = short[seat][: PASS_SIZE - 1]
    stranger = [list(cards) for cards in ready["passes"]]
    neighbour = (seat + 1) % players  # a card it keeps: a card passed twice is no record at all (422)
    kept = [card for card in record["hands"][neighbour] if card not in ready["passes"][neighbour]]
    stranger[seat] = [*stranger[seat][: PASS_SIZE - 1], rng.choice(kept)]
    return [
        ("bad-pass", {**ready, "passes": short}, "pass", seat),
        ("pass-not-held", {**ready, "passes": stranger}, "pass", seat),
    ]


def snapshot(position: Position) -> dict:
    """legal-moves' fields for the seat to act: its hand, the trick, the table and the cards of the completed tricks
    (hearts.i-played); the penalty suit, where the game names one."""
    seat = position.to_act
    return {
        "hand": position.cards(seat),
        "trick": list(position.trick),
        "seat": seat,
        "players": position.players,
        # In the order played: a snapshot takes the first card in ``played`` that broke hearts as the one that did.
        "played": [play["card"] for trick in position.tricks for play in trick["plays"]],
        "penalty_suit": position.fields.penalty_suit,
    }


def shoot(position: Position, legal, rng) -> str:
    """Plays for the moon: seat 0 plays its highest legal card, every other seat its lowest."""
    order = sorted(legal, key=lambda card: RANKS.index(card[0]))
    return order[-1] if position.to_act == 0 else order[0]


def shot(answer: dict) -> bool:
    """One seat took every penalty card: the moon, scored as such where the house rules have it (``moon``)."""
    score = answer["score"]
    if "moon" in score:
        return score["moon"] is not None
    return score["total"] == score["in_play"] and max(score["points"]) == score["in_play"]


def conformance(variant: Variant) -> Conformance:
    return Conformance(
        before_play=lambda rules, record, rng: pass_steps(record, rng, variant),
        snapshot=snapshot,
        faults_before_play=lambda record, rng: pass_faults(record, rng, variant),
        play_index=lambda record, index: index,
        perft_starts=lambda record: [(0, record)],
        sought=(("moon", shoot, shot),),
    )


def prefix(record: dict, step: int) -> dict:
    """The record cut before its step ``step``: each seat's pass is a step where the deal passes (state takes any
    prefix of the passes), then each play."""
    passes = record.get("passes")
    if passes is None or all(not passed for passed in passes):
        return {**record, "plays": record["plays"][:step]}
    if step < len(passes):
        return {**{key: value for key, value in record.items() if key != "plays"}, "passes": passes[:step], "plays": []}
    return {**record, "plays": record["plays"][: step - len(passes)]}


CONFORMANCE = conformance(HEARTS)
