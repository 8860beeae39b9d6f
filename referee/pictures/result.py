"""The result view: the deal as it was played, each irregular card framed in red where it lies, every irregularity
with its rule and how it was put right, the score as the cards fell and the score once put right."""

from referee.pictures import parts
from referee.pictures.cards import CARD_HEIGHT, CARD_WIDTH, VIOLATION, draw_card
from referee.pictures.drawn import Drawn
from referee.pictures.sheet import MARGIN, MUTED, WIDTH, Sheet

WORDS = {"revoke": "revoke", "out-of-turn": "out of turn", "not-held": "not held"}


def draw(seen: Drawn, result: dict) -> str:
    sheet = Sheet(f"{seen.name}: {result['explanation']}")
    parts.title(sheet, seen, "The deal as it was played, and its result")
    settled = result["settled"]
    parts.ruling(
        sheet, "The result" if settled else "No result yet", result["explanation"], result["rule"], not settled
    )
    dealer = seen.record.get("dealer")
    parts.hands(sheet, "Hands as dealt", seen.dealt, seen.held_order(as_dealt=True), labels={dealer: "dealer"})
    parts.table_facts(sheet, seen)
    parts.stages(sheet, seen)
    found = result["irregularities"]
    parts.tricks(
        sheet,
        seen,
        {
            (each["trick"], each["seat"], each["card"]): WORDS.get(each["type"], each["type"])
            for each in found
            if each.get("card")
        },
    )
    if found:
        sheet.heading("Irregularities, and how each was put right")
        for each in found:
            irregularity(sheet, each)
    parts.score(sheet, seen, result["as_played"]["score"], "Score as the cards fell")
    if settled:
        parts.score(sheet, seen, result["score"], "Score once put right")
    return sheet.svg()


def irregularity(sheet: Sheet, found: dict) -> None:
    """One irregularity: its card, what happened in its rule's words, then its rectification's."""
    top = sheet.y
    card = found.get("card")
    beside = MARGIN + (CARD_WIDTH + 10 if card else 0)
    if card:
        said = f"seat {found['seat']}, {WORDS.get(found['type'], found['type'])}"
        draw_card(sheet, MARGIN, sheet.y, card, (VIOLATION,), said)
    height = sheet.paragraph(found["explanation"], x=beside, width=WIDTH - MARGIN - beside, size=12)
    sheet.y += max(height, CARD_HEIGHT if card else 0) + 4
    sheet.write(f"Seat {found['seat']} · rule {found['rule']} ({found['basis']})", size=10.5, fill=MUTED)
    fixed = found.get("rectification")
    if fixed is not None:
        sheet.write(f"Put right: {fixed['explanation']}", size=12)
        sheet.write(f"Rule: {fixed['rule']} ({fixed['basis']})", size=10.5, fill=MUTED, gap=0)
    sheet.box(top, "#fff5f5", "#e6b0aa")
    sheet.y += 6
