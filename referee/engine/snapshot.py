"""legal-moves and check-move from the position a request describes, written once: the game builds the position
(``Rules.snapshot``), and its one legality check answers."""

from referee.engine.game import Rules


def legal_moves(rules: Rules, request: dict) -> dict:
    position, refusal = rules.snapshot(request)
    if refusal is not None:
        return {"legal": [], **refusal}
    allowed = rules.legality(position)
    return rules.catalogue.ruling(allowed.rule, allowed.explanation, legal=list(allowed.legal))


def check_move(rules: Rules, request: dict) -> dict:
    position, refusal = rules.snapshot(request)
    if refusal is not None:
        return {"legal": False, **refusal}
    legal, rule, explanation = rules.judge(position, request["card"])
    return rules.catalogue.ruling(rule, explanation, legal=legal)
