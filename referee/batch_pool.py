"""A batch answered over several processes: `referee adjudicate GAME FILE.ndjson --jobs N`.

The main process splits the input into lines (referee.batch.physical_lines), sends them to the
workers in chunks and writes the answers back in input order; each worker answers its chunk with
referee.batch.answer_lines, as the HTTP endpoint does. At most IN_FLIGHT_PER_JOB chunks a worker
are out at once, so memory stays bounded whatever the size of the input.
"""

import os
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from itertools import islice
from typing import BinaryIO, Callable, Iterable, Iterator

from referee.batch import DEFAULT_LINE_LIMIT, Tally, answer_lines, batch_operation, physical_lines, summary_line

CHUNK_LINES = 256
IN_FLIGHT_PER_JOB = 3


def available_cores() -> int:
    """The cores this process may run on (a container's CPU set, not the host's count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def answer_chunk(game: str, line_limit: int, chunk: list[tuple[int, bytes | None]]) -> tuple[bytes, Tally]:
    """The answer lines of one chunk of numbered lines, and what they came to (run in a worker)."""
    tally = Tally()
    return b"".join(answer_lines(batch_operation(game), chunk, tally, line_limit)), tally


def chunks(lines: Iterable, size: int = CHUNK_LINES) -> Iterator[list]:
    iterator = iter(lines)
    while chunk := list(islice(iterator, size)):
        yield chunk


def answer_file(game: str, source: BinaryIO, write: Callable[[bytes], object], jobs: int = 1,
                line_limit: int = DEFAULT_LINE_LIMIT, progress: Callable[[int], object] | None = None) -> Tally:
    """Writes the answer line of every record ``source`` holds, in input order, then the summary
    line; ``jobs`` processes answer (1: this one). ``progress`` is told the bytes read as they are."""
    batch_operation(game)  # an unknown game fails here, before any worker starts

    def read(size: int) -> bytes:
        chunk = source.read(size)
        if progress is not None:
            progress(len(chunk))
        return chunk

    numbered = chunks(enumerate(physical_lines(read, line_limit), 1))
    tally = Tally()
    if jobs <= 1:
        for chunk in numbered:
            answers, part = answer_chunk(game, line_limit, chunk)
            write(answers)
            tally.add(part)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            pending = deque()
            for chunk in numbered:
                pending.append(pool.submit(answer_chunk, game, line_limit, chunk))
                if len(pending) >= jobs * IN_FLIGHT_PER_JOB:
                    tally.add(_write_result(pending.popleft(), write))
            while pending:
                tally.add(_write_result(pending.popleft(), write))
    write(summary_line(tally))
    return tally


def _write_result(future, write) -> Tally:
    answers, part = future.result()
    write(answers)
    return part
