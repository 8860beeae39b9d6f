"""Checks every game makes before trusting a record: each raises InvalidRecord (a 422)."""

from collections.abc import Callable, Iterable

from referee.rulings import InvalidRecord, pointer


def _as_pointer(where: str | tuple) -> str:
    return where if isinstance(where, str) else pointer(*where)


def all_distinct(cards: list[str]) -> bool:
    """The quick test a valid record passes; only a record that fails it has its cards located
    and worded by require_distinct."""
    return len(set(cards)) == len(cards)


def require_distinct(located_cards: Iterable[tuple[str | tuple, str]]) -> None:
    """Every card appears in one place only; ``located_cards`` is (where, card) pairs, ``where`` a
    JSON Pointer or the tuple of its parts (turned into a pointer only if it is reported)."""
    first_seen: dict[str, str | tuple] = {}
    errors = []
    for where, card in located_cards:
        if card in first_seen:
            errors.append(
                (
                    _as_pointer(where),
                    f"{card} is already at {_as_pointer(first_seen[card])}: a card cannot be in two places",
                )
            )
        else:
            first_seen[card] = where
    if errors:
        raise InvalidRecord(errors)


def require_distinct_cards(cards: list[str], locate: Callable[[], Iterable[tuple[str | tuple, str]]]) -> None:
    """require_distinct for ``cards``, settled by one set in the usual case: ``locate()`` gives
    their (where, card) pairs and is called only when a card repeats."""
    if not all_distinct(cards):
        require_distinct(locate())


def require_in_pack(located_cards: Iterable[tuple[str | tuple, str]], pack: frozenset, pack_name: str) -> None:
    """Every card belongs to the pack in use (a stripped pack lacks some); ``where`` as in require_distinct."""
    errors = [
        (_as_pointer(where), f"{card} is not in {pack_name}") for where, card in located_cards if card not in pack
    ]
    if errors:
        raise InvalidRecord(errors)


def require_seat(seat: int, players: int, where: str) -> None:
    if not 0 <= seat < players:
        raise InvalidRecord.at(
            where, f"seat {seat} is out of range: seats are 0 to {players - 1} with {players} players"
        )


def require_players(players: int, minimum: int, maximum: int, where: str = "/players") -> None:
    if not minimum <= players <= maximum:
        raise InvalidRecord.at(where, f"{players} players cannot play this game: it takes {minimum} to {maximum}")


def require_per_seat(values: list, players: int, field: str) -> None:
    """One entry per seat in a per-seat list (hands, tricks_won, captured, ...)."""
    if len(values) != players:
        raise InvalidRecord.at(pointer(field), f"must hold one entry per seat: {players} players, not {len(values)}")
