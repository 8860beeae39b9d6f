"""A card drawn as text a reader can search and a screen reader can say: its rank and suit glyph, red or black, on a
small face, with a ``<title>`` naming it in words ("Queen of spades"). Marks say what the card did: it won its trick,
it led, it broke a rule, it cost its side something, it may be played now. A card the picture's seat may not know
(None, as referee.engine.view.hidden leaves it) is drawn face down: a card back, its title saying whose it is and
from whom it is hidden, never which card it is."""

import xml.etree.ElementTree as ET

from referee.cards import SUIT_GLYPHS, SUIT_NAMES, rank_of, suit_of
from referee.echo import printable
from referee.pictures.sheet import GOLD, GREEN, INK, ORANGE, RED, Sheet, number

CARD_WIDTH = 26
CARD_HEIGHT = 44
PITCH = CARD_WIDTH + 3  # from one card's left edge to the next's in a row

RANK_NAMES = {
    "2": "Two",
    "3": "Three",
    "4": "Four",
    "5": "Five",
    "6": "Six",
    "7": "Seven",
    "8": "Eight",
    "9": "Nine",
    "T": "Ten",
    "J": "Jack",
    "Q": "Queen",
    "K": "King",
    "A": "Ace",
}
RED_SUITS = frozenset("HD")

# A mark's frame colour and the words its card's title adds.
WINNER = "winner"
LEADER = "leader"
VIOLATION = "violation"
LEGAL = "legal"
NOT_LEGAL = "not-legal"
COSTLY = "costly"  # a play that cost its side something (the analysis view)
FRAMES = {VIOLATION: RED, COSTLY: ORANGE, WINNER: GOLD, LEGAL: GREEN}


# How every picture of a hand (and `referee show`) sorts it, as a player holds it, whatever order it was dealt or
# drawn in: the cards grouped by suit, the suits in the order spades, hearts, clubs, diamonds, so the colours
# alternate; where a trump suit is known at that point, that order starts at the trumps (hearts trump: hearts, clubs,
# diamonds, spades), so the trumps come first and the colours still alternate, and a card the game plays as a trump
# whatever its suit is held with the trumps. Within a suit, highest first by the game's own ranking (PictureFacts.
# ranking), which for most games is A K Q J 10 9 ... 2.
SUIT_CYCLE = "SHCD"


def holding_order(ranking: dict, trump: str | None = None) -> dict:
    """card -> its place in a hand held with ``trump`` known (None: no trump), from the game's ``ranking`` (suit ->
    the cards held with it, highest first)."""
    start = SUIT_CYCLE.index(trump) if trump else 0
    suits = SUIT_CYCLE[start:] + SUIT_CYCLE[:start]
    return {card: (suits.index(suit), place) for suit, cards in ranking.items() for place, card in enumerate(cards)}


def as_held(cards, order: dict) -> list:
    """``cards`` in the order a player holds them (``order``: holding_order's), whatever order they were dealt or
    drawn in; the cards hidden from the picture's seat (None) after those it knows, as a hand seen from across the
    table shows only backs."""
    return sorted(cards, key=lambda card: (1, ()) if card is None else (0, order[card]))


def card_name(card: str) -> str:
    """ "Queen of spades", "Ten of diamonds"."""
    return f"{RANK_NAMES[rank_of(card)]} of {SUIT_NAMES[suit_of(card)]}"


def card_face(card: str) -> str:
    """The rank and glyph a player reads: "Q♠", "10♦"."""
    rank = rank_of(card)
    return ("10" if rank == "T" else rank) + SUIT_GLYPHS[suit_of(card)]


def draw_card(
    sheet: Sheet,
    x: float,
    y: float,
    card: str | None,
    marks: tuple = (),
    said: str = "",
    parent: ET.Element | None = None,
) -> ET.Element:
    """The card's face at (x, y); ``said``: what the title adds to its name ("won trick 3"). A hidden card (None) is
    drawn face down, ``said`` then saying whose it is ("dealt to seat 3")."""
    if card is None:
        return draw_back(sheet, x, y, said, parent)
    group = sheet.group(
        " ".join(("card", *marks)), parent, transform=f"translate({number(x)},{number(y)})", **{"data-card": card}
    )
    ET.SubElement(group, "title").text = printable(card_name(card) + (f", {said}" if said else ""))
    if NOT_LEGAL in marks:
        group.set("opacity", "0.45")
    # The strongest mark frames the card: a broken rule or a costly play before a won trick.
    frame = next((FRAMES[mark] for mark in FRAMES if mark in marks), None)
    ET.SubElement(
        group,
        "rect",
        {
            "width": str(CARD_WIDTH),
            "height": str(CARD_HEIGHT),
            "rx": "3",
            "fill": "#fffdf7" if frame is None else "#fff",
            "stroke": frame or "#9a9a9a",
            "stroke-width": "2.5" if frame else "1",
        },
    )
    colour = RED if suit_of(card) in RED_SUITS else INK
    rank = rank_of(card)
    sheet.text(
        CARD_WIDTH / 2,
        15,
        "10" if rank == "T" else rank,
        12 if rank == "T" else 13,
        group,
        fill=colour,
        **{"text-anchor": "middle", "font-weight": "700"},
    )
    sheet.text(CARD_WIDTH / 2, 29, SUIT_GLYPHS[suit_of(card)], 15, group, fill=colour, **{"text-anchor": "middle"})
    for mark, glyph in BADGES.items():
        if mark in marks:
            badge(sheet, group, glyph, FRAMES[mark])
            break
    return group


HIDDEN = "hidden"  # a face-down card's data-card: which card it is, the picture's seat may not know
BACK = "#2f4f7f"
BACK_LINES = "#c9d6ea"


def draw_back(sheet: Sheet, x: float, y: float, said: str = "", parent: ET.Element | None = None) -> ET.Element:
    """A card face down at (x, y): a blue back with a frame and a diamond on it, as a deck's backs look, so that it
    reads as a card the seat may not see, not as a card missing."""
    group = sheet.group(
        "card face-down", parent, transform=f"translate({number(x)},{number(y)})", **{"data-card": HIDDEN}
    )
    words = [f"a card {said}" if said else "a card"]
    if sheet.hidden_from:
        words.append(f"hidden from {sheet.hidden_from}")
    ET.SubElement(group, "title").text = printable(f"Face down: {(', ' if said else ' ').join(words)}")
    ET.SubElement(
        group,
        "rect",
        {"width": str(CARD_WIDTH), "height": str(CARD_HEIGHT), "rx": "3", "fill": BACK, "stroke": "#9a9a9a"},
    )
    inset = 3
    ET.SubElement(
        group,
        "rect",
        {
            "x": str(inset),
            "y": str(inset),
            "width": str(CARD_WIDTH - 2 * inset),
            "height": str(CARD_HEIGHT - 2 * inset),
            "rx": "2",
            "fill": "none",
            "stroke": BACK_LINES,
            "stroke-width": "0.8",
        },
    )
    middle, top, bottom = CARD_WIDTH / 2, inset + 5, CARD_HEIGHT - inset - 5
    left, right, centre = inset + 4, CARD_WIDTH - inset - 4, CARD_HEIGHT / 2
    ET.SubElement(
        group,
        "path",
        {
            "d": f"M{number(middle)} {top}L{right} {number(centre)}L{number(middle)} {bottom}L{left} {number(centre)}Z",
            "fill": BACK_LINES,
            "fill-opacity": "0.35",
            "stroke": BACK_LINES,
            "stroke-width": "0.8",
        },
    )
    return group


# A marked card also carries a glyph, in its frame's colour at the foot of the face: a reader who cannot tell gold
# from red still sees which is which.
BADGES = {VIOLATION: "✗", COSTLY: "!", WINNER: "★", LEGAL: "✓"}


def badge(sheet: Sheet, group: ET.Element, glyph: str, colour: str) -> None:
    x, y = CARD_WIDTH / 2, CARD_HEIGHT - 6.5
    ET.SubElement(group, "circle", {"cx": number(x), "cy": number(y), "r": "5", "fill": colour})
    sheet.text(x, y + 3, glyph, 8.5, group, fill="#fff", **{"text-anchor": "middle", "font-weight": "700"})


def cards_per_row(width: float) -> int:
    return max(1, int((width + PITCH - CARD_WIDTH) // PITCH))


def draw_cards(
    sheet: Sheet, x: float, y: float, width: float, cards, marks=lambda card: (), said=lambda card: ""
) -> float:
    """``cards`` in rows from (x, y) within ``width``; returns the height they take."""
    per_row = cards_per_row(width)
    cards = list(cards)
    for index, card in enumerate(cards):
        row, column = divmod(index, per_row)
        draw_card(sheet, x + column * PITCH, y + row * (CARD_HEIGHT + 6), card, marks(card), said(card))
    rows = -(-len(cards) // per_row)
    return rows * (CARD_HEIGHT + 6) - 6 if rows else 0
