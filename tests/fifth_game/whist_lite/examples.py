"""Whist-lite's documented example requests, one per operation."""

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
}
