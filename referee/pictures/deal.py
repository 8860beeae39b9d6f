"""The deal view: the ruling, the hands as dealt, the table, the actions before the play, every trick, the
violation, the hands as held now, the score."""

from referee.pictures import parts
from referee.pictures.cards import VIOLATION
from referee.pictures.drawn import Drawn
from referee.pictures.sheet import Sheet


def dealt_to(seat: int) -> str:
    return f"dealt to seat {seat}"


def draw(seen: Drawn) -> str:
    answer, broken = seen.answer, seen.violation
    sheet = Sheet(f"{seen.titled}: {answer.get('explanation', '')}", seen.viewer)
    parts.title(sheet, seen, "The deal and its ruling")
    parts.ruling(
        sheet,
        "A rule was broken" if broken else "The ruling",
        answer.get("explanation", ""),
        answer.get("rule"),
        broken is not None,
    )
    parts.irregularities(sheet, seen)
    dealer = seen.record.get("dealer")
    parts.hands(
        sheet, "Hands as dealt", seen.dealt, seen.held_order(as_dealt=True), labels={dealer: "dealer"}, whose=dealt_to
    )
    parts.table_facts(sheet, seen)
    parts.stages(sheet, seen)
    parts.tricks(sheet, seen)
    parts.violation(sheet, seen)
    held = seen.state["hands"]
    if any(held):
        offender = broken["seat"] if broken else None
        wrong = broken.get("card") if broken else None

        def marks(seat, card):
            return (VIOLATION,) if seat == offender and card == wrong else ()

        parts.hands(sheet, "Hands held now", held, seen.held_order(), marks)
    parts.score(sheet, seen, answer.get("score"))
    return sheet.svg()
