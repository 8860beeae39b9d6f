"""Impossible game states in the table-driven cases of every game (tests/cases): a card twice, a trick longer than
the table, a seat out of range: a 422 naming the field, never a ruling."""

import pytest
from conftest import table_cases

from referee.api.app import create_app
from referee.cards import FULL_PACK


@pytest.fixture(scope="module")
def client():
    return create_app({"TESTING": True}).test_client()


def unused_cards(request: dict, count: int) -> list[str]:
    used = set(request.get("hand", [])) | {play["card"] for play in request.get("trick", []) + request.get("plays", [])}
    return [card for card in FULL_PACK if card not in used and card != request.get("card")][:count]


def mutated(kind: str):
    """Every case request with one impossibility put in: (path, body, pointer the 422 must name). Cases that
    are a 422 already are left out: they hold an impossibility of their own, which may be named first."""
    for game, case in table_cases():
        if case.get("status", 200) == 422:
            continue
        operation, request = case["endpoint"], case["request"]
        path = f"/v1/games/{game}/{operation}"
        if kind == "duplicated-card" and request.get("hand"):
            yield pytest.param(
                path, {**request, "hand": request["hand"] + request["hand"][:1]}, "/hand", id=f"{game}/{operation}"
            )
        if kind == "trick-longer-than-the-table" and "trick" in request:
            long_trick = [{"seat": seat, "card": card} for seat, card in enumerate(unused_cards(request, 10))]
            yield pytest.param(path, {**request, "trick": long_trick}, "/trick", id=f"{game}/{operation}")
        if kind == "trick-longer-than-the-table" and operation == "trick-winner":
            plays = [{"seat": seat, "card": card} for seat, card in enumerate(unused_cards(request, 11))]
            yield pytest.param(path, {**request, "plays": plays}, "/plays", id=f"{game}/{operation}")
        if kind == "seat-out-of-range" and "seat" in request:
            yield pytest.param(
                path, {**request, "seat": request.get("players") or 10}, "/seat", id=f"{game}/{operation}"
            )


@pytest.mark.parametrize("kind", ["duplicated-card", "trick-longer-than-the-table", "seat-out-of-range"])
def test_impossible_game_states_are_named(client, kind):
    cases = list(mutated(kind))
    assert cases, f"no table-driven case to put a {kind} into"
    for case in cases:
        path, body, where = case.values
        response = client.post(path, json=body)
        assert response.status_code == 422 and response.content_type == "application/problem+json", path
        problem = response.get_json()
        assert any(error["pointer"].startswith(where) for error in problem["errors"]), (path, problem)
