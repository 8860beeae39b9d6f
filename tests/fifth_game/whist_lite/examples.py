"""Whist-lite's documented example requests, one per operation. The whole deal is made, not typed: the deal of a
fixed seed, played out at random by the game's own rules."""

import random

from referee.games.whist_lite.play import RULES

import referee
from referee.engine.replay import play_out

SEEDS = {"dealer": 1, "hand_number": 7, "server_seed": "ab" * 16, "client_seeds": ["cd"]}
DEALT = referee.run("whist-lite", "deal", SEEDS)
RECORD, _ = play_out(RULES, random.Random(5), dealt=DEALT["record"])

EXAMPLES = {
    "legal-moves": {"hand": ["2C", "AH", "3H"], "trick": [{"seat": 3, "card": "KH"}]},
    "check-move": {"hand": ["2C", "AH", "3H"], "trick": [{"seat": 3, "card": "KH"}], "card": "AH"},
    "trick-winner": {
        "plays": [
            {"seat": 0, "card": "9S"},
            {"seat": 1, "card": "AS"},
            {"seat": 2, "card": "KH"},
            {"seat": 3, "card": "2S"},
        ]
    },
    "score": {"tricks_won": [8, 2, 2, 1]},
    "adjudicate": RECORD,
    "deal": SEEDS,
    "deal/verify": {**SEEDS, "commitment": DEALT["commitment"], "hands": DEALT["hands"]},
    "state": {**RECORD, "plays": RECORD["plays"][:9]},
    # A deal played without an irregularity: settled, with the adjudicate score (a revoke found late would be put
    # right by whist-lite.i-revoke-found).
    "result": RECORD,
}
