"""`referee convert`: records between JSON and their text, each in its canonical form; and every command that reads
a record file reads its text as well, answering as for the JSON."""

import json

from notation_corpus import conformance_records

import referee
from referee.cli import main
from referee.notation import read, write

RECORDS = [(game, record) for _, game, record in conformance_records() if game == "forty-five"][:25]


def test_a_batch_converts_to_text_and_back_to_the_same_records(tmp_path, capsys):
    batch = tmp_path / "deals.ndjson"
    batch.write_text("".join(json.dumps(record) + "\n" for _, record in RECORDS), encoding="utf-8")
    assert main(["convert", str(batch), "--game", "forty-five", "--output", str(tmp_path / "deals.rrn")]) == 0
    text = (tmp_path / "deals.rrn").read_text(encoding="utf-8")
    assert text == "\n".join(write(game, record) for game, record in RECORDS)
    assert main(["convert", str(tmp_path / "deals.rrn"), "--output", str(tmp_path / "back.ndjson")]) == 0
    back = (tmp_path / "back.ndjson").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line) for line in back] == [record for _, record in RECORDS]


def test_one_text_record_converts_to_one_json_record_and_with_tags_keeps_them(tmp_path, capsys):
    game, record = RECORDS[0]
    path = tmp_path / "deal.rrn"
    path.write_text(write(game, record, {"Event": "Club night"}), encoding="utf-8")
    assert main(["convert", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == record
    assert main(["convert", str(path), "--tags"]) == 0
    assert json.loads(capsys.readouterr().out) == {"game": game, "record": record, "tags": {"Event": "Club night"}}


def test_a_json_record_needs_its_game_named(tmp_path, capsys):
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(RECORDS[0][1]), encoding="utf-8")
    assert main(["convert", str(path)]) == 2
    assert capsys.readouterr().err == "referee: a JSON record does not say its game: name it with --game\n"


def test_a_bad_text_is_the_400_problem_naming_its_line_and_column(tmp_path, capsys):
    path = tmp_path / "deal.rrn"
    path.write_text('[Game "hearts"]\n\nHands\n0: AS XX\n', encoding="utf-8")
    assert main(["convert", str(path)]) == 2
    problem = json.loads(capsys.readouterr().err)
    assert problem["status"] == 400 and (problem["errors"][0]["line"], problem["errors"][0]["column"]) == (4, 7)


def test_adjudicate_and_view_read_a_records_text_file_as_its_json(tmp_path, capsys):
    game, record = RECORDS[1]
    path = tmp_path / "deal.rrn"
    path.write_text(write(game, record), encoding="utf-8")
    main(["adjudicate", game, str(path)])
    assert json.loads(capsys.readouterr().out) == referee.adjudicate(game, record)
    assert main(["view", game, str(path), "--seat", "1"]) == 0
    assert json.loads(capsys.readouterr().out) == referee.view(game, record, 1)


def test_a_text_record_refused_as_a_deal_names_where_in_the_text(tmp_path, capsys):
    path = tmp_path / "deal.rrn"
    path.write_text('[Game "hearts"]\n[Players "3"]\n[Dealer "0"]\nHands\n0: AS\n1: KS\n2: AS\n', encoding="utf-8")
    assert main(["adjudicate", "hearts", str(path)]) == 2
    error = json.loads(capsys.readouterr().err)["errors"][0]
    assert (error["pointer"], error["line"], error["column"]) == ("/hands/2/0", 7, 4)


def test_standard_input_starting_with_a_tag_is_read_as_text(monkeypatch, capsys):
    import io
    import sys

    game, record = RECORDS[2]
    stdin = io.TextIOWrapper(io.BytesIO(write(game, record).encode()))
    monkeypatch.setattr(sys, "stdin", stdin)
    assert main(["convert", "-", "--to", "text"]) == 0
    assert read(capsys.readouterr().out)[0].record == record
