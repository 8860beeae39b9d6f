"""Views against the published conformance suite, for every game and profile (api.md v1.3, each game's i-view): at
every step of playthroughs, for every seat and for a spectator, neither the view nor state with for_seat holds,
in any string of its JSON, a card that the seat may not know; and each card it may know that the record shows is
shown.

What a seat may know is stated here again, on its own terms, from the engine's state (never from the view code): the
cards it has held at any point up to the cut (state's hands, step by step), the cards played, and what each game's
rules put face up (its i-view interpretation)."""

import json
import re

import pytest
from games_under_test import playthroughs

import referee
from referee.games import RULES, game_part

# A game with no view module answers no views.
PLAYTHROUGHS = [path for path in playthroughs() if RULES[path.parent.name].visibility is not None]
LINES_EACH = 4  # playthroughs of each file, every step of each, every seat and a spectator
CARD = re.compile(r"(?<![0-9A-Z])[2-9TJQKA][SHDC](?![0-9A-Z])")


def face_up(game: str, line: dict, record: dict, answer: dict) -> set:
    """The cards the game's rules show the whole table at the cut, besides those played."""
    if game == "forty-five":
        shown = {record["turned"]}
        if any(action["type"] in ("rob", "announce") for action in record["actions"]):
            shown.add(f"A{record['turned'][1]}")  # forty-five.i-view: robbing or announcing shows the ace of trumps
        return shown
    if game == "california-jack":
        stock = record["stock"]
        if line["options"].get("stock_face") != "up":
            return {stock[-1]}  # the turned trump card, at the bottom of a face-down stock
        drawn = sum(len(trick.get("draws") or ()) for trick in answer["tricks"])
        return set(stock[: drawn + 1])  # every card drawn, and the top card now
    return set()


def seen_turn(game: str, record: dict, answer: dict, seat) -> tuple:
    """The phase and the seat to act as ``seat`` sees them: Forty-Five's ace holder may rob until it plays
    (forty-five.i-rob-timing), so to everyone else its pending choice is the opening lead, due from the dealer's left."""
    hidden_choice = game == "forty-five" and answer["phase"] == "rob" and record["turned"][0] != "A"
    if hidden_choice and seat != answer["to_act"]:
        return "play", (record["dealer"] + 1) % record["players"]
    return answer["phase"], answer["to_act"]


def played(answer: dict) -> set:
    return {play["card"] for trick in answer["tricks"] for play in trick["plays"]} | {
        play["card"] for play in answer["trick"]
    }


def strings(value):
    if type(value) is str:
        yield value
    elif type(value) is list:
        for each in value:
            yield from strings(each)
    elif type(value) is dict:
        for key, each in value.items():
            yield key
            yield from strings(each)


def named_cards(answer) -> set:
    return {card for text in strings(answer) for card in CARD.findall(text)}


def record_cards(record) -> set:
    return {text for text in strings(record) if CARD.fullmatch(text)}


@pytest.mark.parametrize("path", PLAYTHROUGHS, ids=lambda path: f"{path.parent.name}/{path.name}")
def test_i_view_no_seat_sees_a_card_it_may_not_know_and_sees_every_card_it_may(path):
    """hearts.i-view, auction-hearts.i-view, forty-five.i-view, auction-forty-fives.i-view, california-jack.i-view."""
    text = path.read_text(encoding="utf-8").splitlines()[:LINES_EACH]
    for number, line in enumerate(map(json.loads, text), 1):
        game, whole = line["game"], line["record"]
        cut = game_part(game, "conformance").prefix
        held = [set() for _ in whole["hands"]]
        for step in range(len(line["steps"]) + 1):
            record = cut(whole, step) if step < len(line["steps"]) else whole
            full = referee.state(game, record)
            for seat, hand in enumerate(full["hands"]):
                held[seat] |= set(hand)
            public = played(full) | face_up(game, line, record, full)
            for seat in [None, *range(len(held))]:
                may_know = public | (held[seat] if seat is not None else set())
                where = f"{path.name} line {number} step {step} seat {seat}"
                seen = referee.view(game, record, seat)
                leaked = named_cards(seen) - may_know
                assert not leaked, f"{where}: the view shows {sorted(leaked)}"
                missing = (record_cards(record) & may_know) - record_cards(seen["record"])
                assert not missing, f"{where}: the view hides {sorted(missing)}, which the seat may know"
                told = referee.state(game, {**record, "for_seat": seat})
                leaked = named_cards(told) - may_know
                assert not leaked, f"{where}: state for the seat shows {sorted(leaked)}"
                phase, acting = seen_turn(game, record, full, seat)
                assert (told["phase"], told["to_act"]) == (phase, acting), where
                if seat is not None and seat == full["to_act"]:
                    assert told["legal"] == full["legal"], where
                elif seat is None or seat != acting:
                    assert told["legal"] == [], where
                assert [len(hand) for hand in told["hands"]] == [len(hand) for hand in full["hands"]], where
