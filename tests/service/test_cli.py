import json
import random
import subprocess
import sys
from pathlib import Path

import referee
from referee.cli import EXIT_INVALID, EXIT_NOT_ALL_VALID, main
from referee.engine.replay import play_out
from referee.games import RULES

REFEREE = str(Path(sys.executable).with_name("referee"))


def hearts_record(valid: bool) -> dict:
    """A whole Hearts deal played out; not ``valid``: with two of its plays swapped, which breaks a rule."""
    rng = random.Random(7)
    while True:
        record, _ = play_out(RULES["hearts"], rng)
        if not valid:
            record["plays"][1], record["plays"][6] = record["plays"][6], record["plays"][1]
        if referee.adjudicate("hearts", record)["valid"] is valid:
            return record


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


def test_a_missing_file_is_one_line_naming_it_and_exits_2(tmp_path, capsys):
    missing = tmp_path / "nope.json"
    assert main(["adjudicate", "hearts", str(missing)]) == EXIT_INVALID
    out, err = capsys.readouterr()
    assert out == "" and err == f"referee: cannot read {missing}: No such file or directory\n"


def test_an_unreadable_file_is_one_line_naming_it_and_exits_2(tmp_path, capsys):
    assert main(["adjudicate", "hearts", str(tmp_path)]) == EXIT_INVALID
    assert capsys.readouterr().err == f"referee: cannot read {tmp_path}: Is a directory\n"


def test_an_output_that_cannot_be_written_is_one_line_naming_it(tmp_path, capsys):
    record = tmp_path / "deal.json"
    record.write_text(json.dumps(hearts_record(valid=True)))
    output = tmp_path / "no such folder" / "answer.json"
    assert main(["adjudicate", "hearts", str(record), "--output", str(output)]) == EXIT_INVALID
    assert capsys.readouterr().err == f"referee: cannot write {output}: No such file or directory\n"


def test_a_single_record_with_a_violation_exits_1_and_prints_its_answer(tmp_path, capsys):
    record = tmp_path / "deal.json"
    record.write_text(json.dumps(hearts_record(valid=False)))
    assert main(["adjudicate", "hearts", str(record)]) == EXIT_NOT_ALL_VALID
    answer = json.loads(capsys.readouterr().out)
    assert answer["valid"] is False and answer["violation"]["rule"]


def test_referee_version_prints_the_package_version_and_exits_0():
    finished = subprocess.run([REFEREE, "--version"], capture_output=True, text=True, timeout=60)
    assert (finished.returncode, finished.stdout, finished.stderr) == (0, f"referee {referee.__version__}\n", "")


def test_python_m_referee_is_the_same_command_line_as_the_referee_script(tmp_path):
    record = tmp_path / "deal.json"
    record.write_text(json.dumps(hearts_record(valid=False)))
    for arguments in (["--version"], ["adjudicate", "hearts", str(record)]):
        script = subprocess.run([REFEREE, *arguments], capture_output=True, timeout=60)
        module = subprocess.run([sys.executable, "-m", "referee", *arguments], capture_output=True, timeout=60)
        assert (module.returncode, module.stdout, module.stderr) == (script.returncode, script.stdout, script.stderr)
    assert module.returncode == EXIT_NOT_ALL_VALID and json.loads(module.stdout)["valid"] is False


def test_a_single_valid_record_exits_0_in_a_real_process(tmp_path):
    record = tmp_path / "deal.json"
    record.write_text(json.dumps(hearts_record(valid=True)))
    finished = subprocess.run([REFEREE, "adjudicate", "hearts", str(record)], capture_output=True, timeout=60)
    assert finished.returncode == 0 and json.loads(finished.stdout)["valid"] is True, finished.stderr
    invalid = tmp_path / "invalid.json"
    invalid.write_text(json.dumps(hearts_record(valid=False)))
    finished = subprocess.run([REFEREE, "adjudicate", "hearts", str(invalid)], capture_output=True, timeout=60)
    assert finished.returncode == EXIT_NOT_ALL_VALID and finished.stderr == b""
