"""A batch answered over several processes: `referee adjudicate GAME FILE.ndjson --jobs N`.

The input is cut into parts of whole lines, each answered by a worker with referee.batch (as the
HTTP endpoint answers), and the answers are written back in input order. From a file the main
process only finds where the parts begin and end (it counts newlines) and each worker reads its
part of the file itself, so the main process is left little to do besides writing the answers
and two jobs come near twice the speed of one. From a stream that cannot be read twice (standard
input) the main process reads the parts and sends them. At most IN_FLIGHT_PER_JOB parts a worker
are out at once, so memory stays bounded whatever the size of the input.
"""

import io
import os
import stat
from collections import deque
from concurrent.futures import ProcessPoolExecutor
from typing import BinaryIO, Callable, Iterator

from referee.batch import DEFAULT_LINE_LIMIT, Tally, answer_lines, batch_operation, physical_lines, summary_line

# Bytes of whole lines a worker answers at a time (a few hundred deals).
BLOCK_BYTES = 256 * 1024
IN_FLIGHT_PER_JOB = 3


def available_cores() -> int:
    """The cores this process may run on (a container's CPU set, not the host's count)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def line_ranges(source: BinaryIO, block_bytes: int = BLOCK_BYTES) -> Iterator[tuple[int, int, int]]:
    """(the number of its first line, its offset, its length in bytes) of consecutive parts of
    ``source`` from where it stands to its end, each a run of whole lines of at least ``block_bytes``
    (the last may be shorter). Only newlines are counted; however long a line, one chunk is held."""
    number = 1
    start = position = source.tell()
    newlines = 0  # in the part so far
    while chunk := source.read(block_bytes):
        position += len(chunk)
        last = chunk.rfind(b"\n")
        if last >= 0 and position - len(chunk) + last + 1 - start >= block_bytes:
            cut = position - len(chunk) + last + 1  # every newline of this chunk lies before the cut
            yield number, start, cut - start
            number += newlines + chunk.count(b"\n")
            newlines, start = 0, cut
        else:
            newlines += chunk.count(b"\n")
    if position > start:
        yield number, start, position - start


def line_blocks(source: BinaryIO, line_limit: int = DEFAULT_LINE_LIMIT, block_bytes: int = BLOCK_BYTES,
                progress: Callable[[int], object] | None = None) -> Iterator[tuple[int, bytes]]:
    """(the number of its first line, a block of whole lines) for all of ``source``, for a stream the
    workers cannot read themselves. A line too long to answer keeps its first ``line_limit`` + 1 bytes
    (enough for the worker to answer it 413) and the rest of it is skipped as it is read."""
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


def answer_block(game: str, line_limit: int, number: int, block: bytes) -> tuple[bytes, Tally, int]:
    """The answer lines of a block of whole lines whose first is line ``number``, what they came to,
    and the block's size (run in a worker, or in this process for a single job)."""
    return (*_answer(game, line_limit, number, io.BytesIO(block).read), len(block))


def answer_range(game: str, line_limit: int, path: str, number: int, offset: int, length: int) -> tuple[bytes, Tally, int]:
    """As answer_block, for the ``length`` bytes of the file at ``path`` from ``offset`` on, read here."""
    with open(path, "rb") as source:
        source.seek(offset)
        left = length

        def read(size: int) -> bytes:
            nonlocal left
            chunk = source.read(min(size, left))
            left -= len(chunk)
            return chunk

        return (*_answer(game, line_limit, number, read), length)


def _answer(game: str, line_limit: int, number: int, read: Callable[[int], bytes]) -> tuple[bytes, Tally]:
    tally = Tally()
    lines = enumerate(physical_lines(read, line_limit), number)
    return b"".join(answer_lines(batch_operation(game), lines, tally, line_limit)), tally


def readable_path(source: BinaryIO) -> str | None:
    """The path of ``source`` when it is a regular file that workers can open and read for themselves."""
    name = getattr(source, "name", None)
    try:
        if isinstance(name, str) and source.seekable() and stat.S_ISREG(os.fstat(source.fileno()).st_mode):
            return os.path.abspath(name)
    except (OSError, io.UnsupportedOperation):
        pass
    return None


def answer_file(game: str, source: BinaryIO, write: Callable[[bytes], object], jobs: int = 1,
                line_limit: int = DEFAULT_LINE_LIMIT, progress: Callable[[int], object] | None = None,
                block_bytes: int = BLOCK_BYTES) -> Tally:
    """Writes the answer line of every record ``source`` holds, in input order, then the summary
    line; ``jobs`` processes answer (1: this one). ``progress`` is told the bytes answered as they are."""
    batch_operation(game)  # an unknown game fails here, before any worker starts
    path = readable_path(source) if jobs > 1 else None
    if path is not None:
        tasks = ((answer_range, game, line_limit, path, *part) for part in line_ranges(source, block_bytes))
    else:
        tasks = ((answer_block, game, line_limit, *block) for block in line_blocks(source, line_limit, block_bytes))
    tally = Tally()

    def take(answers: bytes, part: Tally, size: int) -> None:
        write(answers)
        tally.add(part)
        if progress is not None:
            progress(size)

    if jobs <= 1:
        for function, *arguments in tasks:
            take(*function(*arguments))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            pending = deque()
            for function, *arguments in tasks:
                pending.append(pool.submit(function, *arguments))
                if len(pending) >= jobs * IN_FLIGHT_PER_JOB:
                    take(*pending.popleft().result())
            while pending:
                take(*pending.popleft().result())
    write(summary_line(tally))
    return tally
