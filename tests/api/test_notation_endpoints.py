"""Records as text over HTTP: every record operation answers a record's text exactly as its JSON, the notation
endpoint converts both ways, and bad text is a 400 naming its line and column, never a 500."""

import random

import pytest
from notation_corpus import conformance_records

import referee
from referee.notation import write

TEXT = "text/x-referee-record"
RECORDS = conformance_records()


def post_text(client, path: str, text: str, content_type: str = f"{TEXT}; charset=utf-8"):
    return client.post(path, data=text.encode(), content_type=content_type)


@pytest.mark.parametrize("operation", ["adjudicate", "result", "state"])
def test_a_records_text_is_answered_exactly_as_its_json(client, operation):
    rng = random.Random(operation)
    for where, game, record in rng.sample(RECORDS, 60):
        if operation == "result" and "claim" in record:
            continue  # a claim's search is bounded by time: its answers are compared where both decided elsewhere
        as_json = client.post(f"/v1/games/{game}/{operation}", json=record)
        as_text = post_text(client, f"/v1/games/{game}/{operation}", write(game, record))
        answer = as_text.get_json()
        if as_text.status_code == 422:
            # The same problem, each error also saying where in the text its value was written.
            for error in answer["errors"]:
                assert error.pop("line") >= 1 and error.pop("column") >= 1, where
        assert (as_text.status_code, answer) == (as_json.status_code, as_json.get_json()), where


def test_adjudicate_of_a_text_is_the_librarys_adjudicate_of_it(client):
    _, game, record = RECORDS[3]
    text = write(game, record)
    assert post_text(client, f"/v1/games/{game}/adjudicate", text).get_json() == referee.adjudicate(game, text)


def test_view_and_picture_take_a_records_text(client):
    _, game, record = RECORDS[0]
    text = write(game, record)
    seen = post_text(client, f"/v1/games/{game}/view", text.replace("\n\n", '\n[Seat "1"]\n\n', 1))
    assert seen.status_code == 200 and seen.get_json() == referee.view(game, record, 1)
    drawn = post_text(client, f"/v1/games/{game}/picture", text)
    assert drawn.status_code == 200 and drawn.get_data(as_text=True) == referee.picture(game, record)


def test_bad_text_is_a_400_with_the_line_column_and_what_was_expected(client):
    response = post_text(client, "/v1/games/hearts/adjudicate", '[Game "hearts"]\n[Players "4"]\nHands\n0: AS 1H')
    problem = response.get_json()
    assert response.status_code == 400 and response.mimetype == "application/problem+json"
    assert problem["errors"] == [
        {
            "pointer": "",
            "line": 4,
            "column": 7,
            "message": 'expected a card, the next seat\'s cards (such as 1:), a section or the next record, found "1H" '
            '("1H" is not a card: rank must be one of 2-9, T (or 10), J, Q, K, A)',
        }
    ]
    assert problem["detail"] == f"line 4, column 7: {problem['errors'][0]['message']}"


def test_a_text_record_refused_as_a_deal_is_the_json_422_with_where_the_text_says_it(client):
    text = '[Game "hearts"]\n[Players "3"]\n[Dealer "0"]\nHands\n0: AS\n1: KS QS\n2: AS\n'
    problem = post_text(client, "/v1/games/hearts/adjudicate", text).get_json()
    assert problem["status"] == 422
    assert problem["errors"][0]["pointer"] == "/hands/2/0"
    assert (problem["errors"][0]["line"], problem["errors"][0]["column"]) == (7, 4)


def test_a_text_sent_to_another_games_endpoint_is_refused(client):
    response = post_text(client, "/v1/games/forty-five/adjudicate", '[Game "hearts"]')
    assert response.status_code == 400
    assert response.get_json()["errors"][0]["message"] == "this record is of hearts, but it was sent to forty-five"


def test_text_that_is_not_utf_8_is_a_400(client):
    response = client.post("/v1/games/hearts/adjudicate", data=b'[Game "hearts"] \xff', content_type=TEXT)
    assert response.status_code == 400 and "not UTF-8" in response.get_json()["detail"]


def test_an_operation_that_takes_no_record_refuses_text_with_a_415(client):
    response = post_text(client, "/v1/games/hearts/legal-moves", '[Game "hearts"]')
    assert response.status_code == 415


def test_a_record_operation_names_both_media_types_it_takes(client):
    response = client.post("/v1/games/hearts/adjudicate", data=b"{}", content_type="text/plain")
    assert response.status_code == 415
    assert response.get_json()["detail"] == (
        'Send the body as JSON with "Content-Type: application/json", or the record as text with '
        '"Content-Type: text/x-referee-record" (got "text/plain").'
    )


def test_the_notation_endpoint_writes_json_as_canonical_text_and_reads_it_back(client):
    _, game, record = RECORDS[10]
    tags = {"Event": "Club night", "Names": "Ann, Bob, Cy, Di"}
    written = client.post(f"/v1/games/{game}/notation", json={"record": record, "tags": tags})
    assert written.status_code == 200 and written.content_type == f"{TEXT}; charset=utf-8"
    assert written.get_data(as_text=True) == write(game, record, tags)
    back = client.post(f"/v1/games/{game}/notation?to=json", data=written.data, content_type=TEXT)
    assert back.get_json() == {"game": game, "record": record, "tags": tags}


def test_the_notation_endpoint_rewrites_a_hand_written_text_in_the_canonical_form(client):
    typed = '[game "hearts"] [players "3"] hands 0: 10h as 1: k♠ 2: 2c plays 1. 0:10h 1:k♠ 2:2c'
    canonical = post_text(client, "/v1/games/hearts/notation", typed).get_data(as_text=True)
    assert canonical == ('[Game "hearts"]\n[Players "3"]\n\nHands\n0: TH AS\n1: KS\n2: 2C\n\nPlays\n1. 0: TH KS 2C\n')


def test_the_notation_endpoint_refuses_what_it_cannot_convert(client):
    assert client.post("/v1/games/hearts/notation?to=yaml", json={}).status_code == 400
    refused = client.post("/v1/games/hearts/notation", json={"hands": [["AS", "XX"]]})
    assert refused.status_code == 422 and refused.get_json()["errors"][0]["pointer"] == "/hands/0/1"
    assert client.post("/v1/games/hearts/notation", json=[1]).status_code == 422
    assert client.post("/v1/games/hearts/notation", data=b"x", content_type="text/plain").status_code == 415
