"""The analysis view: the deal as played with each card that cost its side something framed in orange where it lies,
then each such play with what its seat could still guarantee before and after it and the cards that kept the value
(``analysis``'s answer). Each cost is written in the answer's ``unit``: "cost 1 trick", "a cost of 3 hearts"."""

from referee.games.wording import counted
from referee.pictures import parts
from referee.pictures.cards import CARD_HEIGHT, CARD_WIDTH, COSTLY, draw_card
from referee.pictures.drawn import Drawn
from referee.pictures.sheet import MARGIN, MUTED, WIDTH, Sheet


def draw(seen: Drawn, analysis: dict) -> str:
    sheet = Sheet(f"{seen.name}: {analysis['explanation']}")
    parts.title(sheet, seen, "Each play of the deal, and what it cost")
    parts.ruling(sheet, "The analysis", analysis["explanation"], analysis["rule"], False)
    dealer = seen.record.get("dealer")
    parts.hands(sheet, "Hands as dealt", seen.dealt, seen.held_order(as_dealt=True), labels={dealer: "dealer"})
    parts.table_facts(sheet, seen)
    parts.stages(sheet, seen)
    costly = [play for play in analysis["plays"] if play["decided"] and play["cost"] > 0]
    unit = analysis["unit"]
    where = trick_of(seen)
    parts.tricks(
        sheet,
        seen,
        {(where[play["card"]], play["seat"], play["card"]): f"cost {cost(play, unit)}" for play in costly},
        COSTLY,
    )
    sheet.heading("Plays that cost something")
    if not costly:
        sheet.write("No decided play cost its side anything.")
    for play in costly:
        costly_play(sheet, play, where[play["card"]], unit)
    undecided = [play for play in analysis["plays"] if not play["decided"]]
    if undecided:
        sheet.write(
            f"{counted(len(undecided), 'play')} not decided: "
            + "; ".join(sorted({play["reason"] for play in undecided})),
            size=11,
            fill=MUTED,
        )
    return sheet.svg()


def trick_of(seen: Drawn) -> dict:
    """card -> the index of the trick it was played to (a card is played once in a deal)."""
    return {
        play["card"]: index for index, trick in enumerate(seen.answer.get("tricks") or []) for play in trick["plays"]
    }


def cost(play: dict, unit: dict) -> str:
    """A play's cost with its unit in agreement: "1 trick", "3 hearts"."""
    return counted(play["cost"], unit["singular"], unit["plural"])


def more(number: int, unit: dict) -> str:
    """ "3 more tricks", "1 more heart": a count still to come, in agreement with its unit."""
    return f"{number} more {unit['singular'] if number == 1 else unit['plural']}"


def costly_play(sheet: Sheet, play: dict, trick: int, unit: dict) -> None:
    """One costly play: its card, what it cost in words beside it, and the cards that kept the value."""
    top = sheet.y
    draw_card(sheet, MARGIN, top, play["card"], (COSTLY,), f"seat {play['seat']}, cost {cost(play, unit)}")
    beside = MARGIN + CARD_WIDTH + 10
    width = WIDTH - MARGIN - beside
    if play["after"] < 0:  # the values are penalty cards still to take, counted against the seat
        could = f"before this card it could still hold itself to {more(-play['before'], unit)}, after it to {-play['after']}"
    else:
        could = f"before this card it could still guarantee {more(play['before'], unit)}, after it {play['after']}"
    said = f"Seat {play['seat']}, trick {trick + 1} (index {play['index']}): {could}, a cost of {cost(play, unit)}."
    sheet.y += sheet.paragraph(said, x=beside, width=width, size=12) + 2
    kept = f"{'The card' if len(play['best']) == 1 else 'The cards'} that kept the value: {', '.join(play['best'])}"
    sheet.y += sheet.paragraph(kept, x=beside, width=width, size=11, fill=MUTED)
    sheet.y = max(sheet.y, top + CARD_HEIGHT) + 8
