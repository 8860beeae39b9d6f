"""A batch answered over several processes: `referee adjudicate GAME FILE.ndjson --jobs N`.

The main process cuts the input into blocks of whole lines, sends them to the workers and writes
the answers back in input order; each worker splits its block into lines and answers them with
referee.batch, as the HTTP endpoint does. At most IN_FLIGHT_PER_JOB blocks a worker are out at
once, so memory stays bounded whatever the size of the input.
"""

import io
import os
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from typing import BinaryIO, Callable, Iterator

from referee.batch import DEFAULT_LINE_LIMIT, Tally, answer_lines, batch_operation, physical_lines, summary_line

# Bytes of whole lines sent to a worker at a time (a few hundred deals).
BLOCK_BYTES = 256 * 1024
IN_FLIGHT_PER_JOB = 3


def available_cores() -> int:
    """The cores this process may run on (a container's CPU set, not the host's count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def line_blocks(source: BinaryIO, line_limit: int = DEFAULT_LINE_LIMIT, block_bytes: int = BLOCK_BYTES,
                progress: Callable[[int], object] | None = None) -> Iterator[tuple[int, bytes]]:
    """(the number of its first line, a block of whole lines) for all of ``source``. The main process
    only cuts blocks at newlines and counts them; the workers split the lines. A line too long to
    answer keeps its first ``line_limit`` + 1 bytes (enough for the worker to answer it 413) and the
    rest of it is skipped as it is read."""
    number = 1
    while block := source.read(block_bytes):
        read = len(block)
        if not block.endswith(b"\n"):
            rest = source.readline(line_limit + 1)
            read += len(rest)
            block += rest
            if not rest.endswith(b"\n") and len(rest) == line_limit + 1:
                while (skipped := source.readline(block_bytes)) and not skipped.endswith(b"\n"):
                    read += len(skipped)
                read += len(skipped)
                block += b"\n" if skipped else b""
        if progress is not None:
            progress(read)
        yield number, block
        number += block.count(b"\n")


def answer_block(game: str, line_limit: int, number: int, block: bytes) -> tuple[bytes, Tally]:
    """The answer lines of a block of whole lines whose first is line ``number``, and what they came
    to (run in a worker, or in this process for a single job)."""
    tally = Tally()
    lines = enumerate(physical_lines(io.BytesIO(block).read, line_limit), number)
    return b"".join(answer_lines(batch_operation(game), lines, tally, line_limit)), tally


def answer_file(game: str, source: BinaryIO, write: Callable[[bytes], object], jobs: int = 1,
                line_limit: int = DEFAULT_LINE_LIMIT, progress: Callable[[int], object] | None = None) -> Tally:
    """Writes the answer line of every record ``source`` holds, in input order, then the summary
    line; ``jobs`` processes answer (1: this one). ``progress`` is told the bytes read as they are."""
    batch_operation(game)  # an unknown game fails here, before any worker starts
    blocks = line_blocks(source, line_limit, progress=progress)
    tally = Tally()
    if jobs <= 1:
        for number, block in blocks:
            answers, part = answer_block(game, line_limit, number, block)
            write(answers)
            tally.add(part)
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            pending = deque()
            for number, block in blocks:
                pending.append(pool.submit(answer_block, game, line_limit, number, block))
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
