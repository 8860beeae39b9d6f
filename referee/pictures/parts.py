"""The parts both views are made of, each drawn at the sheet's y and moving it on: the title, a ruling, hands, lines
of words and cards, the tricks, the violation, the score."""

from referee.engine.actions import BID, DISCARD, PASS, PLAY, ROB
from referee.games.picturing import Line
from referee.games.wording import counted
from referee.pictures.cards import (
    CARD_HEIGHT,
    CARD_WIDTH,
    LEADER,
    PITCH,
    VIOLATION,
    WINNER,
    as_held,
    card_face,
    draw_card,
    draw_cards,
)
from referee.pictures.drawn import Drawn
from referee.pictures.sheet import INNER, MARGIN, MUTED, RED, WIDTH, Sheet, text_width

PHASE_TITLES = {BID: "The auction", ROB: "Robbing", PASS: "The pass", DISCARD: "The discard"}
LABEL_SIZE = 12
SMALL = 10.5


def seat_name(seat: int | None) -> str:
    return "The table" if seat is None else f"Seat {seat}"


def title(sheet: Sheet, seen: Drawn, subtitle: str) -> None:
    sheet.text(MARGIN, sheet.y + 17, seen.name, 17, **{"font-weight": "700"})
    sheet.y += 24
    record = seen.record
    facts = [counted(seen.players, "player")] + ([f"dealer: seat {record['dealer']}"] if "dealer" in record else [])
    if seen.answer.get("profile"):
        facts.append(seen.answer["profile"])
    sheet.write(" · ".join([subtitle, *facts]), size=SMALL, fill=MUTED)
    if seen.viewer is not None:
        sheet.write(f"Drawn for {seen.viewer}: each card {seen.viewer} may not know is face down.", size=SMALL)


def ruling(sheet: Sheet, heading: str, sentence: str, rule: str | None, broken: bool) -> None:
    """A tinted box: red where a rule was broken, green otherwise."""
    top = sheet.y
    sheet.y += 2
    sheet.text(MARGIN, sheet.y + 13, heading, 13, **{"font-weight": "700", "fill": RED if broken else "#1b5e20"})
    sheet.y += 19
    sheet.write(sentence, size=12, gap=2)
    if rule:
        sheet.write(f"Rule: {rule}", size=SMALL, fill=MUTED, gap=0)
    sheet.box(top, "#fdecea" if broken else "#edf7ed", "#e6b0aa" if broken else "#b7dfb9")


def irregularities(sheet: Sheet, seen: Drawn) -> None:
    """What the record shows beside its actions (a misdeal, a hand of the wrong size), each in its ruling's words."""
    found = seen.answer.get("irregularities") or []
    if found:
        sheet.heading("Irregularities")
        for ruling_found in found:
            sheet.write(f"• {ruling_found['explanation']}", size=11.5)
            sheet.write(f"Rule: {ruling_found['rule']} ({ruling_found['basis']})", size=SMALL, fill=MUTED)


def held_by(seat: int) -> str:
    return f"seat {seat} holds"


def hands(
    sheet: Sheet, heading: str, hands: list, order: dict, marks=lambda seat, card: (), labels=None, whose=held_by
) -> None:
    """Each seat's cards under its name, sorted as a player holds them (``order``: Drawn.held_order's; ``labels``:
    seat -> what its name adds, "dealer", "to act"; ``whose``: seat -> what a face-down card's title says of it,
    "seat 3 holds", "dealt to seat 3")."""
    sheet.heading(heading)
    labels = labels or {}
    for seat, dealt_order in enumerate(hands):
        held = as_held(dealt_order, order)
        label = seat_name(seat) + (f" ({labels[seat]})" if seat in labels else "")
        if not held:
            label += ": no cards"
        sheet.text(MARGIN, sheet.y + LABEL_SIZE, label, LABEL_SIZE, **{"font-weight": "600"})
        sheet.y += LABEL_SIZE + 6
        if held:
            sheet.y += draw_cards(
                sheet,
                MARGIN,
                sheet.y,
                INNER,
                held,
                marks=lambda card, seat=seat: marks(seat, card),
                said=lambda card, seat=seat: "" if card is not None else whose(seat),
            )
            sheet.y += 8


def line(sheet: Sheet, drawn_line: Line, marks=(), size: float = LABEL_SIZE) -> None:
    """A seat and its words, its cards after them on the same row where they fit, else under them."""
    words = drawn_line.words if drawn_line.seat is None else f"{seat_name(drawn_line.seat)} {drawn_line.words}"
    cards = drawn_line.cards
    beside = MARGIN + text_width(words, size) + 8
    room = WIDTH - MARGIN - beside
    if cards and room >= len(cards) * PITCH and text_width(words, size) < INNER * 0.75:
        sheet.text(MARGIN, sheet.y + CARD_HEIGHT / 2 + size / 3, words, size)
        draw_cards(sheet, beside, sheet.y, room, cards, marks=lambda card: marks)
        sheet.y += CARD_HEIGHT + 6
        return
    sheet.y += sheet.paragraph(words, size=size)
    if cards:
        sheet.y += 2 + draw_cards(sheet, MARGIN, sheet.y + 2, INNER, cards, marks=lambda card: marks)
    sheet.y += 6


def stages(sheet: Sheet, seen: Drawn) -> None:
    """The actions before the play, a part for each phase, in the order they were taken; the offending action, if
    it is one of them, marked where it would have stood."""
    offending = seen.offending_action()
    for phase in seen.phases_before_play:
        sheet.heading(seen.facts.titles.get(phase) or PHASE_TITLES.get(phase, phase.title()))
        for action in seen.actions:
            if action.phase != phase:
                continue
            if action is offending:
                offence(sheet, seen, action)
                break
            for each in seen.facts.describe(action, seen.record, seen.answer):
                line(sheet, each)


def offence(sheet: Sheet, seen: Drawn, action) -> None:
    """The offending action in red, in the game's words, with its card marked."""
    top = sheet.y
    for each in seen.facts.describe(action, seen.record, seen.answer):
        line(sheet, Line(each.seat, f"{each.words} ✗", each.cards), marks=(VIOLATION,))
    sheet.write("Not allowed: see the ruling.", size=SMALL, fill=RED)
    sheet.box(top, "#fff5f5", "#e6b0aa")


def table_facts(sheet: Sheet, seen: Drawn, most_cards: int | None = None) -> None:
    """The game's facts of the table (trump, the turned card, the stock as dealt), those of at most ``most_cards``
    cards where it is given."""
    lines = [
        each
        for each in seen.facts.table(seen.record, seen.answer)
        if most_cards is None or len(each.cards) <= most_cards
    ]
    if lines:
        sheet.heading("The table")
        for each in lines:
            line(sheet, each)


TRICK_LABELS = 58  # the width of the column naming each trick


def tricks(sheet: Sheet, seen: Drawn, irregular: dict | None = None, mark: str = VIOLATION) -> None:
    """The tricks in order, a row each, a column for each seat: the leader's card marked "led", the winning card
    framed in gold with a star, what followed the trick (draws) under it, and the offending play in red where it was
    made. ``irregular``: plays to mark where they lie with ``mark`` (red for plays that stand though irregular), each
    (trick index, seat, card) with its words ("revoke", "cost 1 trick")."""
    irregular = irregular or {}
    tricks = seen.answer.get("tricks") or []
    wrong = offending_play(seen)
    if not tricks and wrong is None:
        return
    sheet.heading("Tricks")
    column = seat_columns(sheet, seen.players)
    last = tricks[-1] if tricks else None
    in_progress = last is not None and last.get("winner") is None
    # The offending play stands in the trick it was made to, unless its seat has played to that trick already.
    own_row = wrong is not None and not (in_progress and wrong["seat"] not in {play["seat"] for play in last["plays"]})
    for index, trick in enumerate(tricks):
        won = trick.get("winner")
        top = trick_row(sheet, f"Trick {index + 1}", "so far" if won is None else f"to seat {won}")
        for play in trick["plays"]:
            marks, said = [], [f"seat {play['seat']}"]
            if play["seat"] == trick["leader"]:
                marks.append(LEADER)
                said.append("led")
                sheet.text(
                    column(play["seat"]) + CARD_WIDTH / 2, top + 9, "led", 9, fill=MUTED, **{"text-anchor": "middle"}
                )
            if won == play["seat"] and trick.get("card") == play["card"]:
                marks.append(WINNER)
                said.append(f"won trick {index + 1}")
            fault = irregular.get((index, play["seat"], play["card"]))
            if fault is not None:
                marks.append(mark)
                said.append(fault)
            draw_card(sheet, column(play["seat"]), sheet.y, play["card"], tuple(marks), ", ".join(said))
        if wrong is not None and not own_row and trick is last:
            draw_wrong_play(sheet, wrong, column)
        sheet.y += CARD_HEIGHT + 4
        for each in seen.facts.after_trick(seen.answer, index):
            draws(sheet, each)
    if own_row:
        trick_row(sheet, "Then" if in_progress else f"Trick {len(tricks) + 1}", "not allowed")
        draw_wrong_play(sheet, wrong, column)
        sheet.y += CARD_HEIGHT + 4


def offending_play(seen: Drawn) -> dict | None:
    """The violation, where it is a card played in the play."""
    offending = seen.offending_action()
    if offending is None or offending.phase != PLAY or not seen.violation.get("card"):
        return None
    return seen.violation


def seat_columns(sheet: Sheet, players: int):
    """Heads a column for each seat; returns where a seat's card stands across the sheet."""
    width = (INNER - TRICK_LABELS) / players
    left = MARGIN + TRICK_LABELS
    if width < 40:  # too narrow for "Seat 9": the numbers alone, under one "Seat"
        sheet.text(MARGIN, sheet.y + SMALL, "Seat", SMALL, fill=MUTED)
    for seat in range(players):
        name = f"Seat {seat}" if width >= 40 else str(seat)
        sheet.text(
            left + seat * width + CARD_WIDTH / 2, sheet.y + SMALL, name, SMALL, fill=MUTED, **{"text-anchor": "middle"}
        )
    sheet.y += SMALL + 6
    return lambda seat: left + seat * width


def trick_row(sheet: Sheet, name: str, note: str) -> float:
    """A trick's name and note at the left of its row, room above it for "led"; returns the row's top (the sheet's
    y is where its cards go)."""
    top = sheet.y
    sheet.y += 11
    sheet.text(MARGIN, sheet.y + 12, name, 12, **{"font-weight": "600"})
    sheet.text(MARGIN, sheet.y + 26, note, SMALL, fill=MUTED)
    return top


def draw_wrong_play(sheet: Sheet, wrong: dict, column) -> None:
    draw_card(sheet, column(wrong["seat"]), sheet.y, wrong["card"], (VIOLATION,), f"seat {wrong['seat']}, not allowed")


HIDDEN_FACE = "a hidden card"  # in words, a card drawn that the picture's seat may not know


def draws(sheet: Sheet, drawn_line: Line) -> None:
    """What followed a trick, small, on one row: "seat 0 draws J♦"."""
    faces = " ".join(HIDDEN_FACE if card is None else card_face(card) for card in drawn_line.cards)
    words = f"{seat_name(drawn_line.seat).lower()} {drawn_line.words} {faces}"
    sheet.text(MARGIN + 58, sheet.y + SMALL, words, SMALL, fill=MUTED)
    sheet.y += SMALL + 4


def violation(sheet: Sheet, seen: Drawn) -> None:
    """The violation: its card (if it names one) with the explanation written beside it."""
    broken = seen.violation
    if broken is None:
        return
    sheet.heading("The violation")
    top = sheet.y
    card = broken.get("card")
    beside = MARGIN + (CARD_WIDTH + 10 if card else 0)
    if card:
        draw_card(sheet, MARGIN, sheet.y, card, (VIOLATION,), f"seat {broken['seat']}, not allowed")
    height = sheet.paragraph(broken["explanation"], x=beside, width=WIDTH - MARGIN - beside, size=12)
    sheet.y += max(height, CARD_HEIGHT if card else 0) + 4
    sheet.write(f"Seat {broken['seat']} · rule {broken['rule']} ({broken['basis']})", size=SMALL, fill=MUTED, gap=0)
    sheet.box(top, "#fff5f5", "#e6b0aa")


def score(sheet: Sheet, seen: Drawn, scored: dict | None, heading: str = "Score") -> None:
    sheet.heading(heading)
    if not scored:
        sheet.write("Nothing has scored yet.")
        return
    sheet.write(scored.get("explanation") or "", size=12)
