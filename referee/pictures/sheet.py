"""The page a picture is drawn on: an SVG built with xml.etree.ElementTree (so every text from a record or an answer
is escaped by the serialiser, never pasted into markup), laid out top to bottom on a narrow viewBox that scales to
the reader's width: a phone shows it at about its natural size, a desktop browser no wider than MAX_WIDTH pixels."""

import textwrap
import xml.etree.ElementTree as ET

from referee.echo import printable

SVG_NAMESPACE = "http://www.w3.org/2000/svg"
WIDTH = 400
MARGIN = 12
INNER = WIDTH - 2 * MARGIN
MAX_WIDTH = 720  # CSS pixels: past this a wider window adds margins, not larger cards
# The reader's own sans-serif fonts: a picture loads nothing (no web font, no image, no link).
FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'DejaVu Sans', sans-serif"
INK = "#1b1b1b"
MUTED = "#5a5a5a"
RED = "#c62828"
GOLD = "#b8860b"
GREEN = "#2e7d32"
ORANGE = "#c25e00"
# The width of an average character of the sans-serif fonts above, as a share of the font size: text is wrapped by
# it, with room to spare for a wide font.
CHARACTER_WIDTH = 0.58
LINE_HEIGHT = 1.3


def text_width(text: str, size: float) -> float:
    return len(text) * size * CHARACTER_WIDTH


def wrapped(text: str, width: float, size: float) -> list[str]:
    """``text`` in lines no wider than ``width`` at font ``size``."""
    return textwrap.wrap(text, max(8, int(width / (size * CHARACTER_WIDTH))), break_on_hyphens=False) or [""]


def number(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


class Sheet:
    """An SVG being drawn: ``y`` is where the next part starts; ``hidden_from``: whom the face-down cards on it are
    hidden from ("seat 2", "a spectator"), for their titles."""

    def __init__(self, title: str, hidden_from: str | None = None):
        self.hidden_from = hidden_from
        self.root = ET.Element(
            "svg",
            {
                "xmlns": SVG_NAMESPACE,
                "width": "100%",
                "style": f"max-width:{MAX_WIDTH}px;height:auto",
                "role": "img",
                "font-family": FONT,
                "fill": INK,
            },
        )
        ET.SubElement(self.root, "title").text = printable(title)
        self.background = ET.SubElement(self.root, "rect", {"x": "0", "y": "0", "width": str(WIDTH), "fill": "#fff"})
        self.y = MARGIN

    def group(self, css_class: str, parent: ET.Element | None = None, **attributes) -> ET.Element:
        return ET.SubElement(self.root if parent is None else parent, "g", {"class": css_class, **attributes})

    def text(
        self,
        x: float,
        y: float,
        content: str,
        size: float = 12,
        parent: ET.Element | None = None,
        **attributes,
    ) -> ET.Element:
        element = ET.SubElement(
            self.root if parent is None else parent,
            "text",
            {"x": number(x), "y": number(y), "font-size": number(size), **attributes},
        )
        # Escaped by the serialiser; what XML cannot hold at all (a control character, a lone surrogate) is written
        # as its escape first, so that any text makes a well-formed document.
        element.text = printable(content)
        return element

    def paragraph(
        self,
        content: str,
        x: float = MARGIN,
        width: float = INNER,
        size: float = 12,
        parent: ET.Element | None = None,
        y: float | None = None,
        **attributes,
    ) -> float:
        """``content`` wrapped to ``width`` from (x, y or the sheet's y); returns its height (the sheet's y is left
        where it was)."""
        lines = wrapped(content, width, size)
        top = self.y if y is None else y
        element = self.text(x, top + size, lines[0], size, parent, **attributes)
        for line in lines[1:]:
            span = ET.SubElement(element, "tspan", {"x": number(x), "dy": number(size * LINE_HEIGHT)})
            span.text = printable(line)
        return size + (len(lines) - 1) * size * LINE_HEIGHT + size * (LINE_HEIGHT - 1)

    def write(self, content: str, size: float = 12, gap: float = 4, **attributes) -> None:
        """A paragraph across the sheet at its y, which moves past it."""
        self.y += self.paragraph(content, size=size, **attributes) + gap

    def heading(self, content: str, size: float = 14) -> None:
        self.y += 6
        self.text(MARGIN, self.y + size, content, size, **{"font-weight": "700"})
        self.y += size * LINE_HEIGHT + 4

    def rule_line(self) -> None:
        ET.SubElement(
            self.root,
            "line",
            {
                "x1": str(MARGIN),
                "x2": str(WIDTH - MARGIN),
                "y1": number(self.y),
                "y2": number(self.y),
                "stroke": "#ddd",
            },
        )
        self.y += 4

    def box(self, top: float, fill: str, stroke: str) -> None:
        """A tinted band from ``top`` to the sheet's y, behind what was drawn there."""
        band = ET.Element(
            "rect",
            {
                "x": str(MARGIN - 6),
                "y": number(top - 4),
                "width": str(INNER + 12),
                "height": number(self.y - top + 6),
                "rx": "6",
                "fill": fill,
                "stroke": stroke,
            },
        )
        self.root.insert(list(self.root).index(self.background) + 1, band)
        self.y += 6

    def svg(self) -> str:
        height = number(self.y + MARGIN)
        self.root.set("viewBox", f"0 0 {WIDTH} {height}")
        self.background.set("height", height)
        return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(self.root, encoding="unicode") + "\n"
