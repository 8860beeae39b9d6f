"""`referee show GAME FILE`: the deal and its ruling on a terminal, from what the picture is drawn from (Drawn): the
hands with card glyphs, the actions before the play, the tricks with the leader and the winning card, the violation
with its sentence, the hands held now and the score.

Written with rich: it knows whether the output is a terminal, honours NO_COLOR, and wraps long sentences to the
terminal's width; piped or redirected, the output is plain text with the same words and glyphs."""

from rich.console import Console
from rich.text import Text

from referee.cards import SUIT_GLYPHS, rank_of, suit_of
from referee.games.picturing import Line
from referee.games.wording import counted
from referee.pictures.cards import RED_SUITS, as_held
from referee.pictures.drawn import Drawn
from referee.pictures.parts import PHASE_TITLES, seat_name

RED = "red"
WINNER = "bold yellow"
VIOLATION = "bold white on red"
HEADING = "bold"
MUTED = "dim"


# A card the record's for_seat may not know (None), as the picture draws it face down: a back, which card unsaid.
BACK = "▒▒"


def card_text(card: str | None, style: str | None = None, mark: str = "") -> Text:
    """ "Q♠", red for hearts and diamonds; a winning card "Q♠*", an offending one "Q♠!" (visible without colour)."""
    if card is None:
        return Text(BACK + mark, style=MUTED)
    rank = rank_of(card)
    face = ("10" if rank == "T" else rank) + SUIT_GLYPHS[suit_of(card)] + mark
    return Text(face, style=style or (RED if suit_of(card) in RED_SUITS else ""))


def cards_text(cards, style=lambda card: (None, "")) -> Text:
    return Text(" ").join(card_text(card, *style(card)) for card in cards)


def line_text(drawn_line: Line) -> Text:
    words = drawn_line.words if drawn_line.seat is None else f"{seat_name(drawn_line.seat)} {drawn_line.words}"
    text = Text(words)
    if drawn_line.cards:
        text.append(" ").append_text(cards_text(drawn_line.cards))
    return text


def show(seen: Drawn, console: Console) -> None:
    answer, broken = seen.answer, seen.violation

    def say(text, indent: int = 0) -> None:
        # Wrapped here rather than by the console, so that every line of a long sentence keeps its indent and none
        # ends in the padding a console adds.
        text = text if isinstance(text, Text) else Text(text)
        for line in text.wrap(console, max(20, console.width - indent)):
            line.rstrip()
            console.print(Text(" " * indent).append_text(line), soft_wrap=True)

    def heading(words: str) -> None:
        console.print()
        console.print(Text(words, style=HEADING))

    facts = [counted(seen.players, "player")]
    if "dealer" in seen.record:
        facts.append(f"dealer: seat {seen.record['dealer']}")
    if seen.viewer is not None:
        facts.append(f"as {seen.viewer} may see it ({BACK}: a card face down)")
    say(Text().append(seen.name, style=HEADING).append(" · " + " · ".join(facts), style=MUTED))
    if answer.get("profile"):
        say(Text(f"Profile: {answer['profile']}", style=MUTED))
    verdict = Text().append("A rule was broken:" if broken else "Ruling:", style=VIOLATION if broken else "bold green")
    say(verdict.append(" " + answer.get("explanation", "")))
    if answer.get("rule"):
        say(Text(f"Rule: {answer['rule']}", style=MUTED))
    for found in answer.get("irregularities") or ():
        say(Text(f"Irregularity: {found['explanation']} ({found['rule']})"))

    heading("Hands as dealt")
    dealt_order = seen.held_order(as_dealt=True)
    for seat, held in enumerate(seen.dealt):
        label = seat_name(seat) + (" (dealer)" if seat == seen.record.get("dealer") else "")
        say(Text(f"{label}: ").append_text(cards_text(as_held(held, dealt_order))), 2)
    table = seen.facts.table(seen.record, seen.answer)
    if table:
        heading("The table")
        for each in table:
            say(line_text(each), 2)

    offending = seen.offending_action()
    for phase in seen.phases_before_play:
        heading(seen.facts.titles.get(phase) or PHASE_TITLES.get(phase, phase.title()))
        for action in seen.actions:
            if action.phase != phase:
                continue
            for each in seen.facts.describe(action, seen.record, seen.answer):
                text = line_text(each)
                if action is offending:
                    text.append("  ✗ not allowed", style=VIOLATION)
                say(text, 2)
            if action is offending:
                break

    tricks = answer.get("tricks") or []
    if tricks:
        heading("Tricks (* won the trick)")
    for index, trick in enumerate(tricks):
        won = trick.get("winner")

        def marked(play, trick=trick, won=won):
            if won is not None and play["seat"] == won and play["card"] == trick.get("card"):
                return WINNER, "*"
            return None, ""

        # A trick's cards in the order played, from the leader round the table: the order names the seats.
        text = Text(f"{index + 1:>2}. seat {trick['leader']} led: ")
        text.append_text(Text("  ").join(card_text(play["card"], *marked(play)) for play in trick["plays"]))
        text.append(f"   won by seat {won}" if won is not None else "   (so far)", style=MUTED)
        say(text, 2)
        for each in seen.facts.after_trick(seen.answer, index):
            say(Text("then ", style=MUTED).append_text(line_text(each)), 6)

    if broken:
        heading("The violation")
        text = Text(f"{seat_name(broken['seat'])}")
        if broken.get("card"):
            text.append(" played ").append_text(card_text(broken["card"], VIOLATION))
        say(text.append(": ").append(broken["explanation"]), 2)
        say(Text(f"Rule: {broken['rule']} ({broken['basis']})", style=MUTED), 2)

    held = seen.state["hands"]
    if any(held):
        heading("Hands held now (! broke a rule)" if wrong_held(seen) else "Hands held now")
        wrong = broken.get("card") if broken else None
        order = seen.held_order()
        for seat, cards in enumerate(held):

            def style(card, seat=seat):
                return (VIOLATION, "!") if broken and seat == broken["seat"] and card == wrong else (None, "")

            say(Text(f"{seat_name(seat)}: ").append_text(cards_text(as_held(cards, order), style)), 2)

    heading("Score")
    scored = answer.get("score")
    say(Text((scored or {}).get("explanation") or "Nothing has scored yet."), 2)


def wrong_held(seen: Drawn) -> bool:
    broken = seen.violation
    return bool(broken and broken.get("card") in seen.state["hands"][broken["seat"]])


def console_for(stream, colour: str) -> Console:
    """A console writing to ``stream``: colour "auto" (a terminal, unless NO_COLOR is set), "always" or "never"."""
    if colour == "always":
        # The basic sixteen colours are all the view uses, and whatever TERM says, "always" means colour.
        return Console(
            file=stream, force_terminal=True, no_color=False, color_system="standard", highlight=False, emoji=False
        )
    if colour == "never":
        return Console(file=stream, force_terminal=False, no_color=True, highlight=False, emoji=False)
    return Console(file=stream, highlight=False, emoji=False)
