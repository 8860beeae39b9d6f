"""`referee view GAME FILE --seat N|spectator` prints exactly what POST /v1/games/{game}/view answers for the record
with that seat; a seat the deal does not have is the endpoint's 422 on standard error, and a --seat that is neither
a number nor "spectator" is refused by the command line itself."""

import json

import pytest

import referee
from referee.api.examples import example_request
from referee.cli import main


@pytest.mark.parametrize("seat", ["0", "1", "spectator"])
def test_hearts_i_view_the_command_prints_the_endpoints_view(tmp_path, capsys, seat):
    record = example_request("hearts", "state")
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["view", "hearts", str(path), "--seat", seat]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer == referee.view("hearts", record, None if seat == "spectator" else int(seat))


def test_i_view_a_seat_the_deal_does_not_have_is_the_endpoints_422(tmp_path, capsys):
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(example_request("forty-five", "state")), encoding="utf-8")
    assert main(["view", "forty-five", str(path), "--seat", "7"]) == 2
    problem = json.loads(capsys.readouterr().err)
    assert problem["status"] == 422 and problem["errors"][0]["pointer"] == "/seat"


def test_i_view_a_seat_that_is_not_a_number_is_refused_by_the_command_line(tmp_path, capsys):
    path = tmp_path / "deal.json"
    path.write_text("{}", encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        main(["view", "hearts", str(path), "--seat", "north"])
    assert stopped.value.code == 2
    assert "a seat number (0, 1, ...) or spectator, not 'north'" in capsys.readouterr().err
