"""The HTTP shell every game shares: problem+json for every failure, strict fields, limits.

A throwaway game ("demo", from conftest.py) is registered for these tests only, so
the plumbing is tested on its own, apart from any real game's rules.
"""

import pytest

from referee.api.app import create_app

PROBLEM = "application/problem+json"


def assert_problem(response, status):
    assert response.status_code == status
    assert response.content_type == PROBLEM
    body = response.get_json(force=True)
    assert body["status"] == status and body["title"] and body["detail"] and body["type"] == "about:blank"
    return body


def test_health(client):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.get_json() == {"status": "ok"}


def test_games_lists_every_registered_game(demo):
    games = demo.get("/v1/games").get_json()
    assert {"id": "demo", "name": "Demo", "players": {"min": 2, "max": 4}, "options": {"mode": "plain"}} in games


def test_game_details_serve_the_rule_catalogue(demo):
    details = demo.get("/v1/games/demo").get_json()
    assert details["rules"] == [
        {"id": "demo.i-echo", "basis": "interpretation", "text": "The demo game echoes its request."}
    ]


def test_unknown_game_is_a_404_naming_the_games(demo):
    body = assert_problem(demo.get("/v1/games/chess"), 404)
    assert 'no game "chess"' in body["detail"] and "demo" in body["detail"]
    body = assert_problem(demo.post("/v1/games/chess/legal-moves", data="{", content_type="application/json"), 404)
    assert 'no game "chess"' in body["detail"]


def test_unknown_operation_of_a_real_game_is_a_404(demo):
    body = assert_problem(demo.post("/v1/games/demo/teleport", json={}), 404)
    assert 'no operation "teleport"' in body["detail"]


def test_cards_are_answered_canonically(demo):
    response = demo.post(
        "/v1/games/demo/legal-moves",
        json={"hand": ["10♥", "as", "Kd"], "trump": "♣", "trick": [{"seat": 1, "card": "7d"}]},
    )
    assert response.status_code == 200
    echo = response.get_json()["echo"]
    assert echo["hand"] == ["TH", "AS", "KD"] and echo["trump"] == "C" and echo["trick"] == [{"seat": 1, "card": "7D"}]
    assert echo["mode"] == "plain" and echo["strict"] is False


def test_not_json_is_a_400(demo):
    body = assert_problem(demo.post("/v1/games/demo/legal-moves", data="{", content_type="application/json"), 400)
    assert "not valid JSON" in body["detail"]


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json(demo, constant):
    assert_problem(
        demo.post(
            "/v1/games/demo/legal-moves", data=f'{{"hand": [], "seat": {constant}}}', content_type="application/json"
        ),
        400,
    )


def test_a_body_not_sent_as_json_is_a_415(demo):
    assert_problem(demo.post("/v1/games/demo/legal-moves", data='{"hand": []}', content_type="text/plain"), 415)
    assert_problem(demo.post("/v1/games/demo/legal-moves", data='{"hand": []}'), 415)


def test_a_json_suffix_media_type_is_json(demo):
    response = demo.post("/v1/games/demo/legal-moves", data='{"hand": []}', content_type="application/merge+json")
    assert response.status_code == 200


def test_a_body_over_the_limit_is_a_413(demo):
    assert_problem(
        demo.post("/v1/games/demo/legal-moves", data=" " * 4096 + "{}", content_type="application/json"), 413
    )


def test_wrong_method_is_a_405_with_allow(demo):
    response = demo.get("/v1/games/demo/legal-moves")
    assert_problem(response, 405)
    assert "POST" in response.headers["Allow"]


def test_unknown_path_is_a_404_problem(client):
    assert_problem(client.get("/no/such/thing"), 404)


@pytest.mark.parametrize(
    "body, pointer, message",
    [
        ([1, 2], "", "the request body must be a JSON object"),
        ("hand", "", "the request body must be a JSON object"),
        ({}, "/hand", "Missing data for required field."),
        ({"hand": ["1H"]}, "/hand/0", '"1H" is not a card: rank must be one of 2-9, T (or 10), J, Q, K, A'),
        ({"hand": "AH"}, "/hand", "must be a list of cards"),
        ({"hand": ["AH"] * 14}, "/hand", "must hold 0 to 13 cards, not 14"),
        ({"hand": [], "trump": "X"}, "/trump", '"X" is not a suit: suit must be one of S, H, D, C (or ♠ ♥ ♦ ♣)'),
        ({"hand": [], "seat": "2"}, "/seat", "Not a valid integer."),
        ({"hand": [], "seat": 2.0}, "/seat", "Not a valid integer."),
        ({"hand": [], "seat": True}, "/seat", "Not a valid integer."),
        ({"hand": [], "seat": 10}, "/seat", "Must be greater than or equal to 0 and less than or equal to 9."),
        ({"hand": [], "seat": -1}, "/seat", "Must be greater than or equal to 0 and less than or equal to 9."),
        ({"hand": [], "seat": 10**30}, "/seat", "Must be greater than or equal to 0 and less than or equal to 9."),
        ({"hand": [], "seat": None}, "/seat", "Field may not be null."),
        ({"hand": [], "strict": 1}, "/strict", "Not a valid boolean."),
        ({"hand": [], "strict": "true"}, "/strict", "Not a valid boolean."),
        ({"hand": [], "mode": "odd"}, "/mode", "Must be one of: plain, fancy."),
        ({"hand": [], "bids": [3, 0]}, "/bids/1", "must be a whole number from 1 to 99"),
        ({"hand": [], "trick": [{"seat": 1}]}, "/trick/0/card", "Missing data for required field."),
        ({"hand": [], "trick": [{"seat": 12, "card": "AH"}]}, "/trick/0/seat", "must be a seat number from 0 to 9"),
        ({"hand": [], "trick": [{"seat": 1, "card": "AH", "why": 1}]}, "/trick/0/why", "Unknown field."),
        ({"hand": [], "trick": ["AH"]}, "/trick/0", 'a play is an object such as {"seat": 2, "card": "AH"}'),
        ({"hand": [], "trick": [{"seat": 0, "card": "2C"}] * 5}, "/trick", "must hold 0 to 4 plays, not 5"),
        ({"hand": [], "surprise": 1}, "/surprise", "Unknown field."),
    ],
)
def test_invalid_input_is_a_422_pointing_at_the_field(demo, body, pointer, message):
    problem = assert_problem(demo.post("/v1/games/demo/legal-moves", json=body), 422)
    assert {"pointer": pointer, "message": message} in problem["errors"]


def test_every_problem_is_reported_at_once(demo):
    problem = assert_problem(
        demo.post("/v1/games/demo/legal-moves", json={"hand": ["ZZ", "AH", "1C"], "seat": "x"}), 422
    )
    assert {e["pointer"] for e in problem["errors"]} == {"/hand/0", "/hand/2", "/seat"}


def test_deep_nesting_is_refused_without_a_500(demo):
    deep = "[" * 10_000 + "]" * 10_000
    app = create_app({"TESTING": True}).test_client()
    response = app.post("/v1/games/demo/legal-moves", data=deep, content_type="application/json")
    assert assert_problem(response, 422)["errors"] == [
        {"pointer": "", "message": "the body nests arrays or objects too deeply for any game record"}
    ]


def test_the_docs_page_is_served_from_the_package(client):
    page = client.get("/docs")
    assert page.status_code == 200 and b"/docs/assets/swagger-ui-bundle.js" in page.data
    assert b"https://" not in page.data  # no CDN: the page works offline
    for asset in ("swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "swagger-ui.css"):
        assert client.get(f"/docs/assets/{asset}").status_code == 200
