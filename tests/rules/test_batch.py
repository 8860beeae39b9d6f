"""referee.batch: a line a record, each answered by the single-record path, numbered, summed up.

The HTTP endpoint, the CLI and the Dask runner all answer through this module; these tests hold it to
the library's own answers (referee.adjudicate) on seeded random deals of every game.
"""

import io
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import referee
from referee.batch import CLOCK_EVERY, DEFAULT_LINE_LIMIT, Stop, Tally, answer_stream, batch_operation, physical_lines
from referee.batch_pool import answer_file, line_blocks, line_ranges
from referee.engine.replay import play_out
from referee.games import RULES
from referee.operations import OPERATIONS, invalid_record_problem, parse_body, run_operation, run_raw


def answered(
    game: str, body: bytes, line_limit: int = DEFAULT_LINE_LIMIT, stop: Stop | None = None
) -> tuple[list[dict], Tally]:
    tally = Tally()
    lines = b"".join(answer_stream(batch_operation(game), io.BytesIO(body).read, tally, line_limit, stop=stop))
    return [json.loads(line) for line in lines.splitlines()], tally


def random_records(game: str, count: int, seed: int) -> list[dict]:
    """Seeded random legal deals of ``game``, every third with two plays swapped (mostly a violation)."""
    rng = random.Random(seed)
    records = []
    for number in range(count):
        record, _ = play_out(RULES[game], rng)
        plays = "actions" if "actions" in record else "plays"
        if number % 3 == 2 and len(record[plays]) > 6:
            record[plays][2], record[plays][5] = record[plays][5], record[plays][2]
        records.append(record)
    return records


@pytest.mark.parametrize("game", sorted(RULES))
def test_every_line_is_answered_as_referee_adjudicate_answers_it(game):
    records = random_records(game, 30, seed=21)
    lines, tally = answered(game, b"".join(json.dumps(record).encode() + b"\n" for record in records))
    assert lines[-1] == tally.summary()
    assert [line["line"] for line in lines[:-1]] == list(range(1, len(records) + 1))
    for line, record in zip(lines, records):
        assert line == {"line": line["line"], "status": 200, "answer": referee.adjudicate(game, record)}
    verdicts = [referee.adjudicate(game, record) for record in records]
    assert tally.records == 30 and tally.errors == 0
    assert tally.yes == sum(verdict["valid"] for verdict in verdicts) > 0
    assert tally.no == 30 - tally.yes > 0
    assert sum(tally.rules.values()) == tally.no
    assert set(tally.rules) == {verdict["violation"]["rule"] for verdict in verdicts if not verdict["valid"]}


def test_a_bad_line_never_stops_the_batch_and_answers_what_the_single_endpoint_would():
    record = random_records("hearts", 1, seed=3)[0]
    impossible = {**record, "hands": [record["hands"][0]] * 4}
    body = b"\n".join(
        [
            b"not json",
            json.dumps(impossible).encode(),
            b"[1, 2]",
            b'{"players": NaN}',
            b"\xff\xfe",
            json.dumps(record).encode(),
        ]
    )
    lines, tally = answered("hearts", body)
    assert [(line["line"], line["status"]) for line in lines[:-1]] == [
        (1, 400),
        (2, 422),
        (3, 422),
        (4, 400),
        (5, 400),
        (6, 200),
    ]
    with pytest.raises(referee.InvalidRecord) as refused:
        referee.adjudicate("hearts", impossible)
    assert lines[1]["problem"] == invalid_record_problem(refused.value)
    assert lines[0]["problem"]["detail"].startswith("The body is not valid JSON")
    assert lines[5]["answer"] == referee.adjudicate("hearts", record)
    assert lines[-1] == {
        "summary": {
            "records": 6,
            "valid": 1,
            "invalid": 0,
            "errors": 5,
            "violations": {},
            "complete": True,
            "last_line": 6,
        }
    }
    assert dict(tally.error_statuses) == {400: 3, 422: 2}


def test_blank_lines_are_counted_in_the_numbering_but_not_answered():
    record = json.dumps(random_records("california-jack", 1, seed=5)[0]).encode()
    lines, tally = answered("california-jack", b"\n  \n" + record + b"\r\n\r\n\t\n" + record)
    assert [line["line"] for line in lines[:-1]] == [3, 6]
    assert tally.records == 2 and lines[0]["answer"] == lines[1]["answer"]


def test_a_line_over_the_limit_answers_413_and_the_next_line_is_answered():
    under = b"{}" + b" " * (100 - 2)
    lines, tally = answered("forty-five", under + b"\n" + under + b" \n" + under, line_limit=100)
    assert [line["status"] for line in lines[:-1]] == [422, 413, 422]  # the first and last read: fields missing
    assert "limit of 100 bytes" in lines[1]["problem"]["detail"]
    assert tally.error_statuses[413] == 1


def test_an_empty_batch_is_its_summary_alone():
    assert answered("hearts", b"") == ([Tally().summary()], Tally())


def test_an_unknown_game_is_refused_before_any_line():
    with pytest.raises(referee.operations.UnknownOperation):
        batch_operation("chess")


@given(
    lines=st.lists(st.binary(max_size=40).map(lambda raw: raw.replace(b"\n", b"")), max_size=20),
    cuts=st.lists(st.integers(1, 50), min_size=1, max_size=10),
    limit=st.integers(0, 45),
    final_newline=st.booleans(),
)
def test_physical_lines_are_the_lines_whatever_the_reads_give(lines, cuts, limit, final_newline):
    body = b"\n".join(lines) + (b"\n" if final_newline and lines else b"")
    stream, sizes = io.BytesIO(body), iter(cuts * 100)

    def read(size):  # a socket gives fewer bytes than asked, in any pieces
        return stream.read(min(size, next(sizes, size)))

    expected = [line if len(line) <= limit else None for line in body.split(b"\n")]
    if expected and expected[-1] == b"":
        expected.pop()  # the newline ends the last line; it does not start an empty one
    assert list(physical_lines(read, limit)) == expected


@pytest.mark.parametrize("game", sorted(RULES))
def test_tallies_of_the_chunks_add_up_to_the_tally_of_the_whole(game):
    records = random_records(game, 12, seed=8)
    body = b"".join(json.dumps(record).encode() + b"\n" for record in records) + b"junk\n"
    whole_lines, whole = answered(game, body)
    written = io.BytesIO()
    parts = answer_file(game, io.BytesIO(body), written.write, jobs=1)
    assert [json.loads(line) for line in written.getvalue().splitlines()] == whole_lines
    assert parts == whole


@given(
    lines=st.lists(st.binary(max_size=40).map(lambda raw: raw.replace(b"\n", b"")), max_size=20),
    limit=st.integers(0, 45),
    block_bytes=st.integers(1, 60),
    final_newline=st.booleans(),
)
def test_blocks_for_the_workers_hold_the_same_numbered_lines(lines, limit, block_bytes, final_newline):
    body = b"\n".join(lines) + (b"\n" if final_newline and lines else b"")
    blocks = list(line_blocks(io.BytesIO(body), limit, block_bytes))
    from_blocks = [
        (number + offset, line)
        for number, block, _ in blocks
        for offset, line in enumerate(physical_lines(io.BytesIO(block).read, limit))
    ]
    assert from_blocks == list(enumerate(physical_lines(io.BytesIO(body).read, limit), 1))
    assert sum(read for _, _, read in blocks) == len(body)


def test_answer_lines_are_compact_json_and_survive_what_the_fast_encoder_refuses():
    from referee.jsonio import to_compact_json_bytes

    assert to_compact_json_bytes({"a": [1, "♠"]}) == '{"a":[1,"♠"]}'.encode()
    assert json.loads(to_compact_json_bytes({"big": 10**30})) == {"big": 10**30}
    assert json.loads(to_compact_json_bytes({"text": "A\ud800H"})) == {"text": "A\\ud800H"}


@given(
    lines=st.lists(st.binary(max_size=40).map(lambda raw: raw.replace(b"\n", b"")), max_size=20),
    block_bytes=st.integers(1, 60),
    final_newline=st.booleans(),
    skip=st.integers(0, 5),
)
def test_ranges_for_the_workers_are_whole_numbered_lines_that_cover_the_file(lines, block_bytes, final_newline, skip):
    body = b"\n".join(lines) + (b"\n" if final_newline and lines else b"")
    source = io.BytesIO(b"x" * skip + body)
    source.seek(skip)  # a file is answered from where it stands
    ranges = list(line_ranges(source, block_bytes))
    assert b"".join(body[offset - skip : offset - skip + length] for _, offset, length in ranges) == body
    assert [offset for _, offset, _ in ranges] == [
        skip + sum(length for _, _, length in ranges[:index]) for index in range(len(ranges))
    ]
    for index, (number, offset, length) in enumerate(ranges):
        assert number == body[: offset - skip].count(b"\n") + 1
        if index < len(ranges) - 1:
            assert length >= block_bytes and body[offset - skip + length - 1 : offset - skip + length] == b"\n"


@pytest.mark.parametrize("game", sorted(RULES))
def test_workers_and_this_process_answer_a_file_or_a_stream_as_one_process(game, tmp_path):
    records = random_records(game, 9, seed=13)
    body = (
        b"\n \n"
        + b"".join(json.dumps(record).encode() + b"\n" for record in records)
        + b"junk\n"
        + b"[" * 300
        + b"\n"
        + json.dumps(records[0]).encode()
    )  # no newline at the end
    path = tmp_path / "batch.ndjson"
    path.write_bytes(body)
    for limit in (200, DEFAULT_LINE_LIMIT):  # at 200 bytes most records are 413 lines
        expected, whole = answered(game, body, line_limit=limit)
        for jobs, opened in ((2, path.open), (3, path.open), (3, lambda mode: io.BytesIO(body))):
            written, seen = io.BytesIO(), []
            with opened("rb") as source:
                parts = answer_file(
                    game, source, written.write, jobs=jobs, line_limit=limit, progress=seen.append, block_bytes=700
                )
            assert [json.loads(line) for line in written.getvalue().splitlines()] == expected
            assert parts == whole and sum(seen) == len(body) and len(seen) > 2


def raw_answer(answer, *arguments):
    """What answer(*arguments) returns or raises, as comparable data."""
    try:
        return "answer", answer(*arguments)
    except Exception as error:  # noqa: BLE001 (the error itself is what is compared)
        return type(error).__name__, getattr(error, "errors", str(error))


BATCH_OPERATIONS = {game: operations["adjudicate"] for game, operations in OPERATIONS.items()}
ODD_VALUES = [
    2**64,
    2**64 - 1,
    -(2**63) - 1,
    10**30,
    -(10**30),
    1.0,
    0.5,
    1e300,
    True,
    None,
    "\ud800",
    "A\x00",
    [10**30],
    [[10**30]],
    {"seat": 10**30, "card": "AS"},
    [{"seat": 2**64, "card": "AS"}],
]


@pytest.mark.parametrize("game", sorted(BATCH_OPERATIONS))
def test_a_line_read_by_orjson_is_answered_exactly_as_the_single_endpoint_reads_it(game):
    """run_raw reads a line with orjson first; it must answer (or refuse) exactly as parse_body and
    run_operation do, above all where orjson reads differently (an integer past 64 bits as a float)."""
    operation = BATCH_OPERATIONS[game]
    record = random_records(game, 1, seed=4)[0]
    bodies = [record, {**record, "profile": "seed"}, [record], 10**30]
    for key in [*record, "hand_number", "scores_before", "unknown"]:
        bodies += [{**record, key: value} for value in ODD_VALUES]
        items = record.get(key)
        if isinstance(items, list) and items and isinstance(items[0], dict):  # inside a play, an action, a bid
            bodies += [
                {**record, key: [{**items[0], inner: value}, *items[1:]]}
                for inner in items[0]
                for value in ODD_VALUES[:8]
            ]
    for body in bodies:
        for raw in (json.dumps(body).encode(), json.dumps(body, ensure_ascii=False).encode("utf-8", "surrogatepass")):
            assert raw_answer(run_raw, operation, raw) == raw_answer(
                lambda: run_operation(operation, parse_body(raw))
            ), raw[:200]
    for raw in (b"not json", b'{"players": NaN}', b"\xef\xbb\xbf{}", b"[" * 3000 + b"]" * 3000, b"1e400"):
        assert raw_answer(run_raw, operation, raw) == raw_answer(lambda: run_operation(operation, parse_body(raw)))


def limited_body() -> bytes:
    """Hearts records and bad lines, blank lines among them, the last line blank: 39 lines, 35 records."""
    records = [json.dumps(record).encode() for record in random_records("hearts", 30, seed=12)]
    lines = records[:10] + [b"", b"not json"] + records[10:20] + [b"  ", b"{}", b"", b"[1]"] + records[20:]
    lines += [b"{}"] * 2 + [b""]
    return b"\n".join(lines) + b"\n"


def resumed(game: str, body: bytes, last_line: int) -> list[dict]:
    """The answer to the lines after ``last_line``, numbered as in the whole body (a client resuming)."""
    rest = body.split(b"\n")[last_line:]
    lines, _ = answered(game, b"\n".join(rest))
    return [{**line, "line": line["line"] + last_line} for line in lines[:-1]]


def test_a_batch_answered_to_its_end_says_it_is_complete():
    lines, tally = answered("hearts", limited_body())
    assert tally.complete and lines[-1]["summary"]["complete"] is True and "stopped" not in lines[-1]["summary"]
    assert lines[-1]["summary"]["last_line"] == 39 and tally.records == 35


def test_a_batch_past_its_record_cap_ends_incomplete_at_its_last_line_and_resumes_from_the_next():
    body = limited_body()
    whole, _ = answered("hearts", body)
    lines, tally = answered("hearts", body, stop=Stop(records=15))
    summary = lines[-1]["summary"]
    assert (summary["complete"], summary["stopped"], summary["records"]) == (False, "records", 15)
    assert summary["last_line"] == lines[-2]["line"] == 16  # the 15th record: line 11 is blank
    assert lines[:-1] == whole[:15]
    assert lines[:-1] + resumed("hearts", body, summary["last_line"]) == whole[:-1]


def test_a_batch_past_its_deadline_ends_incomplete():
    """A clock one second further on at each reading, read every CLOCK_EVERY records: it sets the deadline at 2,
    then reads 1, 2 and 3 before the first, the 33rd and the 65th record: 64 answered, whatever the machine's
    speed."""
    body = b"{}\n" * (4 * CLOCK_EVERY)
    clock = iter(range(100)).__next__
    lines, tally = answered("hearts", body, stop=Stop.within(2, 10**6, 10**9, clock))
    summary = lines[-1]["summary"]
    assert (summary["complete"], summary["stopped"]) == (False, "time")
    assert summary["records"] == summary["last_line"] == 2 * CLOCK_EVERY and len(lines) == 2 * CLOCK_EVERY + 1


def test_a_batch_past_its_answer_bytes_ends_incomplete_once_it_has_written_them():
    body = limited_body()
    whole, _ = answered("hearts", body)
    sizes = [len(json.dumps(line, separators=(",", ":")).encode()) + 1 for line in whole[:-1]]
    cap = sum(sizes[:5]) + 1  # reached by the 6th line: 6 lines answered, none after
    lines, _ = answered("hearts", body, stop=Stop(answer_bytes=cap))
    summary = lines[-1]["summary"]
    assert (summary["complete"], summary["stopped"], summary["records"]) == (False, "answer-bytes", 6)
    assert lines[:-1] == whole[:6] and summary["last_line"] == 6


def test_the_cli_batch_over_several_processes_is_complete_to_its_last_line():
    body = limited_body()
    out = io.BytesIO()
    tally = answer_file("hearts", io.BytesIO(body), out.write, jobs=2, block_bytes=4096)
    assert (
        out.getvalue().splitlines()[-1]
        == b"".join(answer_stream(batch_operation("hearts"), io.BytesIO(body).read, Tally())).splitlines()[-1]
    )
    summary = json.loads(out.getvalue().splitlines()[-1])["summary"]
    assert (summary["complete"], summary["last_line"], tally.complete) == (True, 39, True)
