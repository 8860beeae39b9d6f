"""Pictures of records (referee.picture, api.md v1.2): every conformance playthrough and fault drawn in both views is
well-formed XML that loads nothing from outside, shows every card of the record as text with a <title> naming it,
and marks the violation's card with its sentence beside it."""

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import table_cases

import referee
from referee import conformance
from referee.cards import FULL_PACK, SUIT_GLYPHS
from referee.games.picturing import Line, PictureFacts
from referee.pictures import UnknownView, drawn
from referee.pictures import deal as deal_view
from referee.pictures.cards import card_face, card_name
from referee.pictures.drawn import Drawn

ROOT = Path(__file__).resolve().parent.parent.parent / "conformance"
FILES = [path for path in conformance.suite_files(ROOT) if path.suffix == ".jsonl"]
SVG = "{http://www.w3.org/2000/svg}"
PACK = frozenset(FULL_PACK)
# What could make a picture fetch or run something: an element that loads or links, an attribute that names a place.
LOADING_ELEMENTS = {"image", "script", "foreignObject", "a", "use", "iframe", "link", "style", "feImage"}
LOADING_ATTRIBUTES = re.compile(r"(^|})(href|src)$")


def lines(path: Path) -> list[dict]:
    return [json.loads(text) for text in path.read_text(encoding="utf-8").splitlines()]


def cards_in(value) -> set[str]:
    """Every card a record holds anywhere: hands, stock, the turned card, passes, discards, plays."""
    if isinstance(value, str):
        return {value} if value in PACK else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(item) for item in value.values()))
    if isinstance(value, list):
        return set().union(*(cards_in(item) for item in value))
    return set()


def parsed(svg: str) -> ET.Element:
    assert svg.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg ')
    return ET.fromstring(svg)


def drawn_cards(root: ET.Element) -> dict[str, list[ET.Element]]:
    """Each card drawn -> its groups (class "card ..."), each checked to be legible: rank and glyph as text, a
    title naming it in words."""
    found: dict[str, list] = {}
    for group in root.iter(f"{SVG}g"):
        if "card" not in group.get("class", "").split():
            continue
        card = group.get("data-card")
        title = group.find(f"{SVG}title")
        assert title is not None and title.text.startswith(card_name(card)), (card, title)
        shown = "".join(text for element in group.iter(f"{SVG}text") for text in element.itertext())
        assert shown.startswith(card_face(card)), (card, shown)
        found.setdefault(card, []).append(group)
    return found


def reads(root: ET.Element, sentence: str) -> bool:
    text = " ".join(" ".join(" ".join(element.itertext()) for element in root.iter(f"{SVG}text")).split())
    return " ".join(sentence.split()) in text


def assert_self_contained(root: ET.Element) -> None:
    for element in root.iter():
        assert element.tag.removeprefix(SVG) not in LOADING_ELEMENTS, element.tag
        for name, value in element.attrib.items():
            assert not LOADING_ATTRIBUTES.search(name), (element.tag, name)
            assert "url(" not in value and "@import" not in value, (element.tag, name, value)
    assert root.get("viewBox", "").startswith("0 0 ")
    assert root.get("width") == "100%"


@pytest.mark.parametrize("path", FILES, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_every_conformance_line_is_drawn_with_every_card_and_its_violation(path):
    for line in lines(path):
        # results.jsonl's claims end a record for result alone: the deal drawn is the record as played
        game = line["game"]
        record = {name: value for name, value in line["record"].items() if name != "claim"}
        answer, state = referee.adjudicate(game, record), referee.state(game, record)
        violation = answer.get("violation")

        whole = parsed(referee.picture(game, record))
        assert_self_contained(whole)
        cards = drawn_cards(whole)
        assert cards_in(record) <= set(cards), (path.name, sorted(cards_in(record) - set(cards)))
        if violation is not None:
            assert reads(whole, violation["explanation"]), violation
            if violation.get("card"):
                marked = [group for group in cards[violation["card"]] if "violation" in group.get("class").split()]
                assert marked, violation
        for trick in answer["tricks"]:
            if trick.get("winner") is not None:
                assert any("winner" in group.get("class").split() for group in cards[trick["card"]])

        position = parsed(referee.picture(game, record, view="position"))
        assert_self_contained(position)
        cards = drawn_cards(position)
        held = {card for hand in state["hands"] for card in hand} | {play["card"] for play in state["trick"]}
        assert held <= set(cards)
        for card in state["legal"]:
            assert any("legal" in group.get("class").split() for group in cards[card]), card
        assert reads(position, state["explanation"])


RECORD_CASES = [
    pytest.param(game, case["request"], id=f"{game}: {case['name']}")
    for game, case in table_cases()
    if case["endpoint"] in ("adjudicate", "state") and case.get("status", 200) == 200
]


@pytest.mark.parametrize("game, record", RECORD_CASES)
def test_every_record_of_the_table_cases_is_drawn_in_both_views(game, record):
    """The table cases hold records cut anywhere (before the auction ends, before trump is named, mid-trick), in
    every game's own spellings: each draws, with every card of the deal and the violation's sentence."""
    answer = referee.adjudicate(game, record)
    whole = parsed(referee.picture(game, record))
    assert_self_contained(whole)
    drawn_cards(whole)
    if answer.get("violation"):
        assert reads(whole, answer["violation"]["explanation"])
    position = parsed(referee.picture(game, record, view="position"))
    assert reads(position, referee.state(game, record)["explanation"])


def test_the_picture_names_each_card_in_words_and_draws_its_glyph():
    assert card_name("QS") == "Queen of spades"
    assert card_name("TD") == "Ten of diamonds"
    assert card_face("TD") == "10♦"
    assert {card_face(card)[-1] for card in FULL_PACK} == set(SUIT_GLYPHS.values())


def test_a_red_suit_is_drawn_red_and_a_black_suit_black():
    line = lines(ROOT / "hearts" / "faults.jsonl")[0]
    cards = drawn_cards(parsed(referee.picture("hearts", line["record"])))
    colours = {
        card: {element.get("fill") for group in groups for element in group.iter(f"{SVG}text")}
        for card, groups in cards.items()
    }
    assert colours["KH"] == colours["2D"] != colours["TS"] == colours["8C"]
    assert len(colours["KH"]) == 1


def test_the_library_refuses_an_unknown_view():
    line = lines(ROOT / "hearts" / "faults.jsonl")[0]
    with pytest.raises(UnknownView, match="deal, position, result or analysis"):
        referee.picture("hearts", line["record"], view="table")


def test_a_bad_record_is_refused_as_state_refuses_it():
    with pytest.raises(referee.InvalidRecord) as drawn_error:
        referee.picture("hearts", {"players": "four"})
    with pytest.raises(referee.InvalidRecord) as state_error:
        referee.state("hearts", {"players": "four"})
    assert drawn_error.value.errors == state_error.value.errors


HOSTILE = "<script>alert(1)</script> & \"quoted\" 'too' ]]> \x00\x1b[2J\ud800 \u202eHA"


def test_hostile_text_in_what_a_picture_echoes_is_escaped_and_stays_well_formed():
    """No text a record can carry reaches a picture unchecked (cards are canonical, profiles are named), but the
    drawing escapes whatever it is given: markup stays text, what XML cannot hold is written as its escape."""
    line = lines(ROOT / "forty-five" / "faults.jsonl")[0]
    seen = drawn("forty-five", line["record"])
    violation = {**seen.answer["violation"], "explanation": HOSTILE}
    hostile = Drawn(
        seen.game,
        HOSTILE,
        seen.record,
        {**seen.answer, "violation": violation, "explanation": HOSTILE, "profile": HOSTILE},
        seen.state,
        seen.actions,
        PictureFacts(table=lambda record, answer: [Line(None, HOSTILE, ("AS",))]),
    )
    svg = deal_view.draw(hostile)
    svg.encode("utf-8")
    root = parsed(svg)
    assert_self_contained(root)
    assert "<script>" not in svg and not root.findall(f".//{SVG}script")
    text = " ".join(" ".join(element.itertext()) for element in root.iter(f"{SVG}text"))
    assert "<script>alert(1)</script>" in text
    assert "\\u0000\\u001b[2J\\ud800" in text and "\x00" not in svg
    assert root.find(f"{SVG}title").text.startswith("<script>")
