"""The "stated-line" standard of a claim: the claimer says in which order it will play its cards (``line``), as a
claimer states a line of play at the table (the Laws of Duplicate Bridge, Law 70). A line is checked against the
cards the claimer holds before any search: a line that cannot be played as stated is a 422 naming its place."""

from referee.rulings import InvalidRecord, pointer

STATED_LINE = "stated-line"


def require_stated_line(claim: dict, standard: str, held: list[str]) -> tuple[int, tuple[str, ...]] | None:
    """(the claimer's seat, its stated line) under stated-line, None under any other standard; ``held``: the cards
    the claimer holds."""
    line = claim.get("line")
    if standard != STATED_LINE:
        if line is not None:
            raise InvalidRecord.at(
                "/claim/line", f"a line is stated only under the standard stated-line, not {standard}"
            )
        return None
    if line is None:
        raise InvalidRecord.at(
            "/claim/line", "give the claimer's cards in the order it will play them: the standard is stated-line"
        )
    seat, holding, first_at = claim["seat"], set(held), {}
    for index, card in enumerate(line):
        if card in first_at:
            raise InvalidRecord.at(
                pointer("claim", "line", index),
                f"{card} is already in the line at {pointer('claim', 'line', first_at[card])}",
            )
        first_at[card] = index
        if card not in holding:
            raise InvalidRecord.at(pointer("claim", "line", index), f"seat {seat} does not hold {card}")
    return seat, tuple(line)
