import json

from referee.cli import main


def test_adjudicate_an_unknown_game_exits_non_zero_with_a_problem(tmp_path, capsys):
    record = tmp_path / "deal.json"
    record.write_text("{}")
    assert main(["adjudicate", "chess", str(record)]) == 2
    problem = json.loads(capsys.readouterr().err)
    assert problem["status"] == 404 and 'no game "chess"' in problem["detail"]


def test_adjudicate_a_file_that_is_not_json(tmp_path, capsys):
    record = tmp_path / "deal.json"
    record.write_text("{")
    assert main(["adjudicate", "hearts", str(record)]) == 2
    assert json.loads(capsys.readouterr().err)["status"] == 400


def test_adjudicate_a_missing_file(tmp_path, capsys):
    assert main(["adjudicate", "hearts", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in json.loads(capsys.readouterr().err)["detail"]
