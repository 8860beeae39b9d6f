import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from marshmallow import Schema, fields

from referee.api.app import create_app
from referee.games import GAMES
from referee.games.info import GameInfo
from referee.games.options import OptionSet, option
from referee.operations import OPERATIONS
from referee.rulings import INTERPRETATION, Rule, RuleCatalogue
from referee.schemas.common import CardList, Choice, Flag, IntegerList, Operation, PlayList, RulingAnswer, Seat, Suit

# CI runs on a shared 2-core box: no deadlines, bounded example counts.
settings.register_profile("ci", deadline=None, max_examples=60, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci")


@pytest.fixture(scope="session")
def app():
    return create_app({"TESTING": True})


@pytest.fixture()
def client(app):
    return app.test_client()


CASES = Path(__file__).parent / "cases"


def table_cases() -> list[tuple[str, dict]]:
    """(game, case) for every table-driven case in tests/cases/<game>.json ("-" written "_")."""
    return [
        (cases_file.stem.replace("_", "-"), case)
        for cases_file in sorted(CASES.glob("*.json"))
        for case in json.loads(cases_file.read_text(encoding="utf-8"))
    ]


def contains(answer, expected) -> bool:
    """Objects need hold only the expected keys (recursively); anything else must be equal."""
    if isinstance(expected, dict):
        return isinstance(answer, dict) and all(
            key in answer and contains(answer[key], value) for key, value in expected.items()
        )
    return answer == expected


def post(client, path: str, body):
    """POST a JSON body and return (status, parsed JSON)."""
    response = client.post(path, json=body)
    return response.status_code, response.get_json(force=True)


# A throwaway game that echoes its request: tests the HTTP plumbing apart from any real game.
class DemoRequest(Schema):
    hand = CardList(required=True, max_length=13)
    trick = PlayList(load_default=list, max_length=4)
    trump = Suit()
    seat = Seat()
    strict = Flag(load_default=False)
    bids = IntegerList(minimum=1, maximum=99, max_length=4, nullable_items=True)
    mode = Choice(["plain", "fancy"], load_default="plain")


class DemoAnswer(RulingAnswer):
    echo = fields.Dict(required=True)


@dataclass(frozen=True)
class DemoOptions(OptionSet):
    mode: str = option("plain", "how the demo echoes", choices=("plain", "fancy"))


DEMO_RULES = RuleCatalogue([Rule("demo.i-echo", INTERPRETATION, "The demo game echoes its request.")])


def echo(request):
    return DEMO_RULES.ruling("demo.i-echo", "Echoed.", echo=request)


def register_demo(monkeypatch):
    """The demo game in the registry, for one test (or one app's build): undone when monkeypatch is."""
    monkeypatch.setitem(GAMES, "demo", GameInfo("demo", "Demo", 2, 4, DEMO_RULES, DemoOptions))
    operation = Operation("legal-moves", DemoRequest(), DemoAnswer, echo, "Echo")
    monkeypatch.setitem(OPERATIONS, "demo", {"legal-moves": operation})


@pytest.fixture(scope="module")
def demo_app():
    """The app with the demo game, built once per module as `app` is once per session (a build makes every game's
    routes and spec); the registry holds the demo game only while a test that asks for `demo` runs."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        register_demo(monkeypatch)
        return create_app({"TESTING": True, "MAX_CONTENT_LENGTH": 2048})


@pytest.fixture()
def demo(monkeypatch, demo_app):
    register_demo(monkeypatch)
    return demo_app.test_client()
