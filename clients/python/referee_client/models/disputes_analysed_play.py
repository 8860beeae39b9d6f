from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="DisputesAnalysedPlay")


@_attrs_define
class DisputesAnalysedPlay:
    """
    Attributes:
        after (int | None): the same just after the play: what the card played kept; null when not decided
        before (int | None): what the seat could guarantee just before the play, with its best play against every other
            seat as one side (double dummy): its side's tricks still to win, or minus the penalty cards it will still take;
            null when not decided
        best (list[str] | None): every legal card that keeps the value before; null when not decided
        card (str): A card, rank then suit. Answers always use the canonical form (ranks 2-9 T J Q K A, suits S H D C);
            requests also accept 10 for T, lower case and the suit glyphs.
        cost (int | None): before - after: more than 0 marks a card that lost something; null when not decided
        decided (bool):
        index (int): the play's 0-based index in the record, as adjudicate counts its actions
        reason (None | str): why the play is not decided; null when it is
        seat (int): A seat, 0 to players - 1, numbered clockwise: the next seat is (seat + 1) % players.
    """

    after: int | None
    before: int | None
    best: list[str] | None
    card: str
    cost: int | None
    decided: bool
    index: int
    reason: None | str
    seat: int

    def to_dict(self) -> dict[str, Any]:
        after: int | None
        after = self.after

        before: int | None
        before = self.before

        best: list[str] | None
        if isinstance(self.best, list):
            best = self.best

        else:
            best = self.best

        card = self.card

        cost: int | None
        cost = self.cost

        decided = self.decided

        index = self.index

        reason: None | str
        reason = self.reason

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after": after,
                "before": before,
                "best": best,
                "card": card,
                "cost": cost,
                "decided": decided,
                "index": index,
                "reason": reason,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        after = _parse_after(d.pop("after"))

        def _parse_before(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        before = _parse_before(d.pop("before"))

        def _parse_best(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                best_type_0 = cast(list[str], data)

                return best_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        best = _parse_best(d.pop("best"))

        card = d.pop("card")

        def _parse_cost(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        cost = _parse_cost(d.pop("cost"))

        decided = d.pop("decided")

        index = d.pop("index")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        seat = d.pop("seat")

        disputes_analysed_play = cls(
            after=after,
            before=before,
            best=best,
            card=card,
            cost=cost,
            decided=decided,
            index=index,
            reason=reason,
            seat=seat,
        )

        return disputes_analysed_play
