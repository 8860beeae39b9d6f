"""The position view: only the position the record has reached, as state answers it: the seat to act and its legal
cards marked, the trick in progress, every hand as held now, the score so far."""

from referee.games.picturing import Line
from referee.games.wording import counted
from referee.pictures import parts
from referee.pictures.cards import LEGAL, NOT_LEGAL, VIOLATION
from referee.pictures.drawn import Drawn
from referee.pictures.sheet import MUTED, Sheet

# The state answer's fields every game has (for_seat where it is asked for one seat); the others say what the seat to
# act may choose in a phase before the play.
STATE_FIELDS = frozenset(
    (
        "phase",
        "to_act",
        "legal",
        "hands",
        "trick",
        "tricks",
        "score",
        "violation",
        "rule",
        "basis",
        "explanation",
        "for_seat",
    )
)


MOST_CARDS_SHOWN = 3


def choice_words(name: str, value, seat: int | None) -> str:
    """A phase's choice field as state answers it, in words: "May bid: bids 30 · hold no · pass yes"."""
    if isinstance(value, dict):
        value = " · ".join(f"{key.replace('_', ' ')} {shown(item)}" for key, item in value.items() if key != "seat")
    return f"Seat {seat} may {name.replace('_', ' ')}: {shown(value)}"


def shown(value) -> str:
    if isinstance(value, list):
        return ", ".join(shown(item) for item in value) or "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "pass"
    return str(value)


def draw(seen: Drawn) -> str:
    state, broken = seen.state, seen.violation
    seat, phase = state["to_act"], state["phase"]
    heading = "The deal is over" if seat is None else f"Seat {seat} to act ({phase})"
    sheet = Sheet(f"{seen.titled}: {heading}. {state['explanation']}", seen.viewer)
    parts.title(sheet, seen, "The position reached")
    if broken:
        parts.ruling(
            sheet, f"A rule was broken; {heading[0].lower()}{heading[1:]}", broken["explanation"], broken["rule"], True
        )
        sheet.write("The position is the one before the action that broke it.", size=10.5)
    else:
        parts.ruling(sheet, heading, state["explanation"], state.get("rule"), False)
    for name, value in state.items():
        if name not in STATE_FIELDS and name != "profile":
            sheet.write(choice_words(name, value, seat), size=11, fill=MUTED)
    # What decides the legal cards (trump, the turned card), not the stock as it was dealt: the position has
    # drawn from it since.
    parts.table_facts(sheet, seen, most_cards=MOST_CARDS_SHOWN)
    if state["trick"]:
        sheet.heading("The trick so far")
        for play in state["trick"]:
            parts.line(sheet, Line(play["seat"], "played", (play["card"],)))
    legal = set(state["legal"])
    wrong = broken.get("card") if broken else None

    def marks(held_by, card):
        # A card that may be played now is marked so, even where the record went on to break a rule with it in a
        # phase before the play (a bad rob's discard).
        if held_by == seat and card in legal:
            return (LEGAL,)
        if broken and held_by == broken["seat"] and card == wrong:
            return (VIOLATION,)
        return (NOT_LEGAL,) if held_by == seat and legal else ()

    labels = {} if seat is None else {seat: "to act: the marked cards may be played" if legal else "to act"}
    parts.hands(sheet, "Hands held now", state["hands"], seen.held_order(), marks, labels)
    sheet.write(f"{counted(len(state['tricks']), 'trick')} played.", size=11)
    parts.score(sheet, seen, state.get("score"))
    return sheet.svg()
