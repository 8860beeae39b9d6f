"""The score (whist-lite.score, and its house rule whist-lite.i-book)."""

from referee.games.whist_lite.rules import BOOK, CATALOGUE, PLAYERS, REVOKE_FOUND, SCORE

from referee.engine.position import Position


def points(tricks_won: list, book: bool) -> dict:
    scored = [max(0, taken - 6) if book else taken for taken in tricks_won]
    return CATALOGUE.ruling(BOOK if book else SCORE, f"The seats score {', '.join(map(str, scored))}.", points=scored)


def revoke_points(played: dict, revokers: list[int]) -> dict:
    """whist-lite.i-revoke-found: the deal's points as played, each revoker's cancelled."""
    scored = [0 if seat in revokers else point for seat, point in enumerate(played["points"])]
    named = ", ".join(f"seat {seat}" for seat in revokers)
    return CATALOGUE.ruling(
        REVOKE_FOUND,
        f"An established revoke stands and is put right: {named} scores nothing; the seats score "
        f"{', '.join(map(str, scored))}.",
        points=scored,
    )


def tricks_won(position: Position) -> list[int]:
    return [sum(1 for trick in position.tricks if trick["winner"] == seat) for seat in range(PLAYERS)]


def score(request: dict) -> dict:
    """POST score: the points of the tricks each seat took."""
    return points(request["tricks_won"], request["book"])
