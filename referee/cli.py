"""`referee serve`, `referee adjudicate GAME FILE|-`, `referee result GAME FILE|-`, `referee claim GAME FILE|-`,
`referee revoke-proof GAME FILE|-`, `referee analysis GAME FILE|-`, `referee view GAME FILE|- --seat N|spectator`,
`referee picture GAME FILE|- [--view VIEW] [--for-seat N|spectator]` and
`referee verify FILE [--jwks JWKS]`, `referee convert FILE|- [--to text|json] [--game GAME]`: the same library, with or without a server. `python -m referee` runs
the same command line; `referee --version` names the package version.

`referee adjudicate GAME FILE.ndjson [--jobs N] [--output FILE]` answers a batch, one record a line,
as POST /v1/games/{game}/adjudicate/batch does, over N processes (default: every core), with a
progress bar when standard error is a terminal and a summary table on standard error; `referee result` answers one
record or a batch the same way. Exit status: 0 every record valid (result: settled); 1 some record was answered
invalid, a violation (result: not settled) or, in a batch, refused (EXIT_NOT_ALL_VALID); 2 nothing was answered (an unreadable file, an unknown game) or, for a single
record, the record was refused (EXIT_INVALID); 141 standard output was closed before the answers were
all written (EXIT_BROKEN_PIPE, e.g. `| head -1`).

A file that cannot be read or written, or a command line that asks for what cannot be done, is one line
on standard error, `referee: ...`, as other command-line tools say it; a record refused is the problem
document the HTTP API answers.
"""

import argparse
import json
import os
import sys

from referee import __version__
from referee.echo import printable
from referee.jsonio import from_json, to_json, to_json_bytes
from referee.picture_views import DEAL, VIEWS
from referee.rulings import InvalidRecord

EXIT_NOT_ALL_VALID = 1
# The commands that answer a record or a batch of them, each with the answer's field that says yes (a record
# answered no exits 1): referee.batch.VERDICTS, restated by name so the CLI starts without importing the engine
# (tests/service/test_cli_disputes.py checks they agree).
RECORD_COMMANDS = {"adjudicate": "valid", "result": "settled"}
EXIT_INVALID = 2
EXIT_NOT_VERIFIED = 1
# `referee conformance`: files of the suite are not where it looked (1 is a disagreement).
EXIT_SUITE_MISSING = 2
# What a shell reports for a process SIGPIPE killed (128 + 13): a reader that stops early (`| head`) has
# made the writer stop, not failed it, and 1 already means an invalid record.
EXIT_BROKEN_PIPE = 128 + 13
BATCH_SUFFIXES = (".ndjson", ".jsonl")


def _serve(args) -> int:
    from referee.front import serve

    return serve(args.host, args.port)


_indented_json = json.JSONEncoder(ensure_ascii=False, indent=2).encode


def _write_json(value, stream, encode=_indented_json) -> None:
    # Bytes to the stream's buffer: a terminal or pipe whose text layer is not UTF-8 still gets
    # UTF-8 JSON, and nothing an answer quotes can make the write fail.
    _write_bytes(to_json_bytes(value, encode) + b"\n", stream)


def _write_bytes(data: bytes, stream) -> None:
    stream.flush()
    stream.buffer.write(data)
    stream.buffer.flush()


def _fail(problem: dict) -> int:
    """The problem on standard error, on one line as a log reader expects; the exit status says it failed."""
    _write_json(problem, sys.stderr, encode=to_json)
    return EXIT_INVALID


def _refuse(message: str) -> int:
    """What the command line asked for cannot be done: one line on standard error, as `cat` or `grep` says it."""
    sys.stderr.write(f"referee: {printable(message)}\n")
    sys.stderr.flush()
    return EXIT_INVALID


def _named(source: str) -> str:
    return "standard input" if source == "-" else source


def _cannot(verb: str, source: str, error: OSError) -> int:
    return _refuse(f"cannot {verb} {_named(source)}: {error.strerror or error}")


def _read_bytes(source: str) -> bytes:
    if source == "-":
        return sys.stdin.buffer.read()
    with open(source, "rb") as record:
        return record.read()


def _one_record_a_line(raw: bytes) -> bool:
    """Whether ``raw``, which is not one JSON document, reads as a batch: its first line a record on its own,
    more lines after it (a single record spread over lines starts with a line that is not JSON)."""
    lines = [line for line in raw.splitlines() if line.strip()]
    if len(lines) < 2:
        return False
    try:
        return isinstance(from_json(lines[0]), dict)
    except (ValueError, RecursionError):
        return False


def _is_batch(args) -> bool:
    return args.ndjson or args.file.lower().endswith(BATCH_SUFFIXES)


SIGN_WITH_HELP = (
    "an Ed25519 private key (PEM, PKCS#8): print the signed ruling instead, the request, the answer and the "
    "attestation with the key that verifies it, one file anyone can check offline (docs/trust.md)"
)


def _records(args, operation: str) -> int:
    """`referee adjudicate` and `referee result`: one record, or a batch of them."""
    if _is_batch(args):
        if args.sign_with:
            return _refuse("--sign-with signs one ruling: a batch's lines carry their attestations over HTTP")
        return _batch(args, operation)
    if args.jobs is not None:
        return _refuse("--jobs answers a batch: name a .ndjson file or add --ndjson")
    return _answer(args, operation)


def _answered(args, operation: str, answer_of) -> tuple[object, int | None]:
    """``answer_of(record)`` for the record in args.file (JSON, or its text in the notation), and None; or None and
    the exit status of the failure (a file that cannot be read, a body that is neither, an unknown game, a record
    refused), reported on standard error."""
    from referee.notation import NotationError, read_one
    from referee.notation.bodies import located
    from referee.operations import UnknownOperation, invalid_record_problem, notation_problem, problem

    try:
        raw = _read_bytes(args.file)
    except OSError as error:
        return None, _cannot("read", args.file, error)
    text = _record_text(args.file, raw)
    if text is not None:
        try:
            record = read_one(text, args.game).record
        except NotationError as error:
            return None, _fail(notation_problem(error))
    else:
        try:
            record = from_json(raw)  # as the HTTP API reads a body: strict UTF-8 JSON (no NaN)
        except (ValueError, RecursionError) as error:
            if operation in RECORD_COMMANDS and _one_record_a_line(raw):
                return None, _refuse(f"{_named(args.file)} holds one record a line, a batch: add --ndjson")
            return None, _fail(problem(400, "Bad Request", f"the record is not valid JSON: {error}"))
    try:
        return answer_of(record), None
    except UnknownOperation as error:
        return None, _fail(problem(404, "Not Found", str(error)))
    except InvalidRecord as error:
        return None, _fail(invalid_record_problem(located(error, args.game, text) if text is not None else error))


NOTATION_SUFFIX = ".rrn"


def _record_text(source: str, raw: bytes) -> str | None:
    """``raw`` as a record's text in the notation, where it is one: a .rrn file, or one whose first character
    (after any byte order mark and whitespace) opens a tag or a comment; None for JSON."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None
    if source.lower().endswith(NOTATION_SUFFIX) or text.lstrip()[:1] in ("[", ";"):
        return text
    return None


def _signer(path: str | None):
    """The Signer of --sign-with's key file, None without one; KeyFileError naming the file when it cannot be used."""
    from referee.attest import Signer
    from referee.keyfiles import load_signing_key

    return None if path is None else Signer.of(load_signing_key(path))


def _seat_or_spectator(text: str) -> int | None:
    """--seat's value: a seat number, or None for "spectator"."""
    if text == "spectator":
        return None
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a seat number (0, 1, ...) or spectator, not {text!r}") from None


def _answer(args, operation: str, extra: dict | None = None) -> int:
    """The answer POST /v1/games/{game}/{operation} gives for the record in args.file (``extra``: fields set on
    it, as a command's options give them), on standard output; with --sign-with, the signed ruling that stands alone
    (docs/trust.md) in its place."""
    from referee.attest import NotCanonical, ruling_file, signed_ruling
    from referee.keyfiles import KeyFileError
    from referee.operations import find, run_operation

    try:
        signer = _signer(getattr(args, "sign_with", None))
    except KeyFileError as error:
        return _refuse(f"--sign-with {error}")

    def ruled_on(record):
        if extra and type(record) is dict:
            record = {**record, **extra}
        return record, run_operation(find(args.game, operation), record)

    ruled, failed = _answered(args, operation, ruled_on)
    if failed is not None:
        return failed
    request, answer = ruled
    written = to_json_bytes(answer, _indented_json) + b"\n"
    if signer is not None:
        try:
            # The signed ruling in its one form, so that the file saved is the file the checks take.
            written = ruling_file(signed_ruling(signer, args.game, operation, request, answer))
        except NotCanonical as error:
            return _refuse(f"the ruling cannot be signed: RFC 8785 canonical JSON cannot carry it ({error})")
    if getattr(args, "output", None):
        try:
            output = open(args.output, "w", encoding="utf-8")
        except OSError as error:
            return _cannot("write", args.output, error)
        with output:
            _write_bytes(written, output)
    else:
        _write_bytes(written, sys.stdout)
    # As for a batch: a record answered no (adjudicate: invalid, a violation; result: not settled) is 1, so a script
    # can tell it from one answered yes.
    return EXIT_NOT_ALL_VALID if RECORD_COMMANDS.get(operation) and not answer[RECORD_COMMANDS[operation]] else 0


def _put(data: bytes, path: str | None) -> int:
    """``data`` written to the file ``path`` (None: standard output): 0, or the failure to write it."""
    if path is None:
        _write_bytes(data, sys.stdout)
        return 0
    try:
        with open(path, "wb") as output:
            output.write(data)
    except OSError as error:
        return _cannot("write", path, error)
    return 0


def _picture(args) -> int:
    """The SVG POST /v1/games/{game}/picture answers for the record in args.file: standard output, or --output."""
    from referee.pictures import picture

    def drawing(record):
        # --for-seat sets the body's for_seat, null for a spectator; left out, the picture shows every card.
        if "for_seat" in vars(args) and type(record) is dict:
            record = {**record, "for_seat": args.for_seat}
        return picture(args.game, record, args.view)

    drawn, failed = _answered(args, "picture", drawing)
    if failed is not None:
        return failed
    return _put(drawn.encode(), args.output)


def _show(args) -> int:
    """The deal in args.file and its ruling on the terminal (referee.pictures.terminal)."""
    import io

    from referee.pictures.drawn import drawn
    from referee.pictures.terminal import console_for, show

    seen, failed = _answered(args, "show", lambda record: drawn(args.game, record))
    if failed is not None:
        return failed
    sys.stdout.flush()
    # UTF-8 whatever the locale says: the card glyphs must reach a pipe as they reach a terminal.
    stream = io.TextIOWrapper(sys.stdout.buffer, encoding="utf-8", write_through=True)
    try:
        show(seen, console_for(stream, args.color))
    finally:
        stream.detach()
    return EXIT_NOT_ALL_VALID if seen.violation is not None else 0


def _convert(args) -> int:
    """`referee convert`: records between JSON (one record, or a batch a record a line) and their text in the
    notation (any number of records), in the one canonical form of each."""
    from referee.notation import NotationError, read, write_all
    from referee.notation.reading import Notated
    from referee.operations import invalid_record_problem, notation_problem, problem

    try:
        raw = _read_bytes(args.file)
    except OSError as error:
        return _cannot("read", args.file, error)
    text = _record_text(args.file, raw)
    to = args.to or ("json" if text is not None else "text")
    if text is not None:
        try:
            notated = read(text, args.game)
        except NotationError as error:
            return _fail(notation_problem(error))
    else:
        if args.game is None:
            return _refuse("a JSON record does not say its game: name it with --game")
        try:
            documents = _json_records(args.file, raw)
        except ValueError as error:
            return _fail(problem(400, "Bad Request", str(error)))
        notated = [
            Notated(args.game, record.get("record"), record.get("tags", {}))
            if _enveloped(record)
            else Notated(args.game, record, {})
            for record in documents
        ]
    try:
        written = write_all(notated)
        if to == "json":
            back = read(written)
    except InvalidRecord as error:
        return _fail(invalid_record_problem(error))
    if to == "text":
        data = written.encode()
    elif args.tags:
        data = b"".join(
            to_json_bytes({"game": one.game, "record": one.record, "tags": one.tags}) + b"\n" for one in back
        )
    elif len(back) == 1 and not _is_batch_name(args.output or ""):
        data = to_json_bytes(back[0].record, _indented_json) + b"\n"
    else:
        data = b"".join(to_json_bytes(one.record) + b"\n" for one in back)
    return _put(data, args.output)


def _enveloped(document: dict) -> bool:
    """A record with its tags, {"record": {...}, "tags": {...}}, as POST .../notation?to=json answers it."""
    return type(document.get("record")) is dict and set(document) <= {"game", "record", "tags"}


def _is_batch_name(name: str) -> bool:
    return name.lower().endswith(BATCH_SUFFIXES)


def _json_records(source: str, raw: bytes) -> list[dict]:
    """The JSON records of ``raw``: one document, or one a line (a batch); ValueError saying which line is not."""
    try:
        documents = [from_json(raw)]
    except (ValueError, RecursionError):
        documents = []
        for number, line in enumerate(raw.splitlines(), 1):
            if not line.strip():
                continue
            try:
                documents.append(from_json(line))
            except (ValueError, RecursionError) as error:
                raise ValueError(f"line {number} of {_named(source)} is not a JSON record: {error}") from None
    for number, document in enumerate(documents, 1):
        if type(document) is not dict:
            raise ValueError(f"record {number} of {_named(source)} is not a JSON object")
    return documents


def _verify(args) -> int:
    """Checks a saved ruling offline: one that stands alone against the key it carries (or against --jwks), or one
    without its key set ({game, operation, request, answer, attestation}) against --jwks. One that stands alone is
    also held to the form it was saved in, byte for byte (docs/trust.md)."""
    from referee.attest import Verdict, check_ruling, saved_form_problem
    from referee.operations import invalid_record_problem, load, problem
    from referee.schemas.attestation import VERIFY

    sources = {"ruling": args.file, **({"key set": args.jwks} if args.jwks else {})}
    documents, raws = {}, {}
    for name, source in sources.items():
        try:
            raws[name] = _read_bytes(source)
        except OSError as error:
            return _cannot("read", source, error)
        try:
            documents[name] = from_json(raws[name])
        except (ValueError, RecursionError) as error:
            return _fail(problem(400, "Bad Request", f"the {name} is not valid JSON: {error}"))
    jwks = documents.get("key set")
    if jwks is not None and (not isinstance(jwks, dict) or not isinstance(jwks.get("keys"), list)):
        return _fail(problem(400, "Bad Request", 'the key set is not a JWKS: {"keys": [...]}'))
    try:
        ruling = load(VERIFY, documents["ruling"])
    except InvalidRecord as error:
        return _fail(invalid_record_problem(error))
    if jwks is None and "jwks" not in ruling:
        return _refuse(f"{_named(args.file)} carries no key set (jwks): name the referee's with --jwks")
    try:
        verdict = check_ruling(ruling, jwks)
    except InvalidRecord as error:
        return _fail(invalid_record_problem(error))
    if verdict.valid and "jwks" in ruling:
        changed = saved_form_problem(raws["ruling"], documents["ruling"])
        if changed is not None:
            verdict = Verdict(False, verdict.kid, changed)
    _write_json({"valid": verdict.valid, "kid": verdict.kid, "explanation": verdict.explanation}, sys.stdout)
    return 0 if verdict.valid else EXIT_NOT_VERIFIED


def summary_table(tally) -> str:
    """What a batch came to, for a reader: the counts, the rule ids counted (adjudicate: the violations; result: the
    irregularities), the errors by status."""
    verdict = tally.verdict
    rows = [("records", tally.records), (verdict.yes, tally.yes), (verdict.no, tally.no)]
    rows += [(f"  {rule}", count) for rule, count in sorted(tally.rules.items())]
    rows.append(("errors", tally.errors))
    rows += [(f"  status {status}", count) for status, count in sorted(tally.error_statuses.items())]
    width = max(len(name) for name, _ in rows)
    digits = max(len(str(count)) for _, count in rows)
    return "".join(f"{name:<{width}}  {count:>{digits}}\n" for name, count in rows)


def _batch(args, operation: str) -> int:
    from tqdm import tqdm

    from referee.batch import batch_operation
    from referee.batch_pool import answer_file, available_cores
    from referee.operations import UnknownOperation, problem

    jobs = args.jobs if args.jobs is not None else available_cores()
    if jobs < 1:
        return _refuse(f"--jobs must be at least 1 (got {jobs})")
    try:
        batch_operation(args.game, operation)
    except UnknownOperation as error:
        return _fail(problem(404, "Not Found", str(error)))
    try:
        source = sys.stdin.buffer if args.file == "-" else open(args.file, "rb")
    except OSError as error:
        return _cannot("read", args.file, error)
    try:
        output = sys.stdout.buffer if not args.output else open(args.output, "wb")
    except OSError as error:
        source.close()
        return _cannot("write", args.output, error)
    total = os.fstat(source.fileno()).st_size if args.file != "-" else None
    tqdm.monitor_interval = 0  # no monitor thread: the worker processes are forked
    # disable=None: the bar shows only when standard error is a terminal.
    with (
        source,
        tqdm(
            total=total or None, unit="B", unit_scale=True, desc=args.game, disable=None, file=sys.stderr, leave=False
        ) as bar,
    ):
        try:
            tally = answer_file(args.game, source, output.write, jobs, progress=bar.update, operation=operation)
        finally:
            output.flush()
            if args.output:
                output.close()
    sys.stderr.write(summary_table(tally))
    sys.stderr.flush()
    return 0 if tally.all_yes else EXIT_NOT_ALL_VALID


def _corpus(args) -> int:
    from referee.operations import UnknownOperation, problem

    try:
        from distributed import Client, LocalCluster

        from referee.dask_corpus import adjudicate_corpus
    except ImportError as error:
        return _refuse(f"corpus needs the dask extra (pip install 'referee[dask]'): {error}")
    if args.scheduler:
        cluster = None
        client = Client(args.scheduler)
    else:
        cluster = LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=":0")
        client = Client(cluster)
    try:
        tally = adjudicate_corpus(args.game, args.files, args.output, scheduler=client)
    except UnknownOperation as error:
        return _fail(problem(404, "Not Found", str(error)))
    except (OSError, ValueError) as error:
        return _fail(problem(400, "Bad Request", printable(str(error))))
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    sys.stderr.write(summary_table(tally))
    return 0 if tally.all_yes else EXIT_NOT_ALL_VALID


def _openapi(args) -> int:
    from referee.api.app import create_app, spec_yaml

    text = spec_yaml(create_app().extensions["referee_api"])
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as spec:
            spec.write(text)
    return 0


def _conformance(args) -> int:
    from pathlib import Path

    from referee import conformance

    if args.update:
        for path in conformance.update(Path(args.dir), [args.game] if args.game else None):
            print(f"wrote {path}")
        return 0
    root = Path(args.dir) if args.dir else conformance.shipped_suite()
    if root is None:
        print(conformance.NO_SUITE, file=sys.stderr)
        return EXIT_SUITE_MISSING
    engine = conformance.HttpEngine(args.url) if args.url else conformance.LibraryEngine()
    results = conformance.run(root, engine, args.game, args.profile, frozenset(args.ignore))
    print(conformance.report(results, engine.name, root))
    if any(result.missing for result in results):
        return EXIT_SUITE_MISSING
    return 1 if any(result.disagreements for result in results) else 0


def _game_choices() -> str:
    """The registry's games, as the help names them: "a, b or c"."""
    from referee.games import GAMES

    *rest, last = GAMES
    return f"{', '.join(rest)} or {last}" if rest else last


def main(argv=None) -> int:
    games = _game_choices()
    parser = argparse.ArgumentParser(prog="referee", description="Referee for trick-taking card games.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser(
        "serve", help="serve the HTTP API: gunicorn behind nginx (REFEREE_PROXY=none: gunicorn alone)"
    )
    serve.add_argument("--host", help="default: $HOST or 127.0.0.1 (this machine only); 0.0.0.0 for every interface")
    serve.add_argument("--port", type=int, help="default: $PORT or 8000")
    serve.set_defaults(handler=_serve)
    for command, (said, yes, no) in {
        "adjudicate": (
            "replay a deal record (or a batch of them, one a line) and print the ruling as JSON",
            "valid",
            "invalid (a violation)",
        ),
        "result": (
            "the result of a deal record as it was played (or of a batch of them, one a line): each irregularity put "
            "right, and the settled score, as JSON",
            "settled",
            "not settled",
        ),
    }.items():
        records = commands.add_parser(
            command,
            help=said,
            epilog=f"exit status: 0 every record {yes}; 1 some record {no}, or a batch with some record refused; 2 "
            "nothing answered, or a single record refused; 141 standard output closed early (| head)",
        )
        records.add_argument("game", help=games)
        records.add_argument(
            "file", help="a JSON deal record, or a batch (.ndjson, .jsonl, or --ndjson), or - for standard input"
        )
        records.add_argument("--ndjson", action="store_true", help="FILE is a batch: one record a line")
        records.add_argument("--jobs", type=int, help="a batch: processes answering it (default: every core)")
        records.add_argument("--output", help="write the answer here instead of standard output")
        records.add_argument("--sign-with", metavar="KEY", help=SIGN_WITH_HELP)
        records.set_defaults(handler=lambda args, operation=command: _records(args, operation))
    verify = commands.add_parser(
        "verify",
        help="check a saved ruling's attestation offline against a key set; exit 0 valid, 1 not valid, 2 unreadable",
    )
    verify.add_argument(
        "file",
        help="a signed ruling saved by the desk or --sign-with (it carries its key), or JSON {game, operation, "
        "request, answer, attestation}; - for standard input",
    )
    verify.add_argument(
        "--jwks",
        help="the key set to check against (as GET /v1/keys serves it), saved as a file; default: the key the "
        "ruling carries",
    )
    verify.set_defaults(handler=_verify)

    # What happens next, and the dispute desk: the same answers as POST /v1/games/{game}/state, .../rulings/claim,
    # .../rulings/revoke-proof and .../analysis.
    for command, operation, summary in (
        (
            "state",
            "state",
            "what happens next in a deal record (any prefix of it): the phase, the seat to act and what it may do",
        ),
        ("claim", "rulings/claim", "does a claim hold (an exact search)"),
        ("analysis", "analysis", "where each card of a deal record went wrong (an exact search of every play)"),
        ("revoke-proof", "rulings/revoke-proof", "every revoke the tricks prove"),
    ):
        ruling = commands.add_parser(command, help=f"{summary}: print the ruling as JSON")
        ruling.add_argument("game", help=games)
        ruling.add_argument("file", help="a JSON request as the endpoint takes it, or - for standard input")
        ruling.add_argument("--sign-with", metavar="KEY", help=SIGN_WITH_HELP)
        ruling.set_defaults(handler=lambda args, operation=operation: _answer(args, operation))

    seen = commands.add_parser(
        "view",
        help="what one seat, or a spectator, may see of a deal record: the record with every card it may not know "
        "null, and what the play proves (print the answer of POST /v1/games/{game}/view as JSON)",
    )
    seen.add_argument("game", help=games)
    seen.add_argument("file", help="a JSON deal record as state takes it, or - for standard input")
    seen.add_argument(
        "--seat",
        required=True,
        type=_seat_or_spectator,
        help="the seat whose view it is (0, 1, ...), or spectator",
    )
    seen.add_argument("--sign-with", metavar="KEY", help=SIGN_WITH_HELP)
    seen.set_defaults(handler=lambda args: _answer(args, "view", {"seat": args.seat}))

    drawing = commands.add_parser(
        "picture",
        help="draw a deal record (any prefix of it) as one SVG: the hands, the tricks, the violation marked, the score",
        epilog="exit status: 0 drawn; 2 nothing drawn (an unreadable file, an unknown game, a record refused)",
    )
    drawing.add_argument("game", help=games)
    drawing.add_argument("file", help="a JSON deal record as state takes it, or - for standard input")
    drawing.add_argument(
        "--view",
        choices=VIEWS,
        default=DEAL,
        help="deal (the default): the whole deal and its ruling; position: the position reached, the legal cards "
        "marked; result: the deal as it was played, each irregularity marked with how it was put right; analysis: "
        "each card that cost its side something",
    )
    drawing.add_argument(
        "--for-seat",
        type=_seat_or_spectator,
        default=argparse.SUPPRESS,
        help="draw only what this seat (0, 1, ...), or spectator, may see: every card it may not know face down "
        "(the deal and position views)",
    )
    drawing.add_argument("--output", help="write the SVG here instead of standard output")
    drawing.set_defaults(handler=_picture)

    shown = commands.add_parser(
        "show",
        help="print a deal record (any prefix of it) and its ruling with card glyphs: colour on a terminal",
        epilog="exit status: 0 the record follows the rules; 1 it breaks one; 2 nothing shown (an unreadable file, "
        "an unknown game, a record refused). NO_COLOR in the environment turns colour off under --color auto",
    )
    shown.add_argument("game", help=games)
    shown.add_argument("file", help="a JSON deal record as adjudicate takes it, or - for standard input")
    shown.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="auto (the default): colour on a terminal unless NO_COLOR is set",
    )
    shown.set_defaults(handler=_show)

    corpus = commands.add_parser(
        "corpus",
        help="adjudicate a corpus of batch files on a Dask cluster (the referee[dask] extra)",
        epilog="each FILE's answers go to a file of the same name in --output; exit status as for adjudicate",
    )
    corpus.add_argument("game", help=games)
    corpus.add_argument(
        "files",
        nargs="+",
        help="NDJSON batch files or globs: local paths or fsspec URLs (s3://..., gs://...) every worker can read",
    )
    corpus.add_argument("--output", required=True, help="the directory (path or URL) for the answer files")
    corpus.add_argument(
        "--scheduler", help="a running Dask scheduler's address (tcp://host:8786); default: a local cluster"
    )
    corpus.add_argument("--workers", type=int, default=2, help="processes of the local cluster (default 2)")
    corpus.set_defaults(handler=_corpus)
    check = commands.add_parser(
        "conformance",
        help="check an engine against the conformance suite (docs/conformance.md): this library, or "
        "with --url any server that speaks the contract",
        epilog="exit status: 0 every file agrees; 1 some disagreement (each listed with its file, line and step); "
        "2 files of the suite missing (point --dir at it)",
    )
    check.add_argument("--url", help="the server's base URL (e.g. http://127.0.0.1:8000); default: this library")
    check.add_argument("--game", help="one game's files only")
    check.add_argument("--profile", help="one profile's playthroughs only (with --game)")
    check.add_argument(
        "--dir",
        help="the suite's folder (default: the suite that comes with this package; in a checkout, its conformance/)",
    )
    check.add_argument(
        "--ignore",
        action="append",
        default=[],
        metavar="KEY",
        help="leave this answer field out of the comparison wherever it appears (e.g. explanation); repeatable",
    )
    check.add_argument(
        "--update",
        action="store_true",
        help="write the files again from this library into the folder --dir names (make conformance-update)",
    )
    check.set_defaults(handler=_conformance)
    convert = commands.add_parser(
        "convert",
        help="convert deal records between JSON and their text in the record notation (docs/notation.md), each "
        "written in its one canonical form",
        epilog="exit status: 0 converted; 2 nothing converted (an unreadable file, a text that is not a record, a "
        "value the notation cannot write)",
    )
    convert.add_argument(
        "file",
        help="a .rrn text of one or more records, a JSON record (.json), a batch (.ndjson, .jsonl: a record a line), "
        "or - for standard input (text if it starts with [ or ;)",
    )
    convert.add_argument("--to", choices=("text", "json"), help="default: the other form from the file's")
    convert.add_argument("--game", help=f"the game of JSON records ({games}); a text names its own, and is checked")
    convert.add_argument(
        "--tags",
        action="store_true",
        help="to JSON: each record as {game, record, tags}, a line each, keeping its tags for people",
    )
    convert.add_argument(
        "--output", help="write here instead of standard output (to JSON: a .ndjson name writes a record a line)"
    )
    convert.set_defaults(handler=_convert)
    openapi = commands.add_parser("openapi", help="write the OpenAPI document (YAML), as served at /openapi.yaml")
    openapi.add_argument("--output", default="-", help="a file, or - for standard output (the default)")
    openapi.set_defaults(handler=_openapi)
    args = parser.parse_args(argv)
    if args.handler is _conformance and args.update and not args.dir:
        # Never into an installed package: the files are rewritten where the source keeps them, named.
        check.error(
            "--update writes the suite's files into the folder --dir names (make conformance-update: --dir conformance)"
        )
    try:
        status = args.handler(args)
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader of standard output has gone (`referee adjudicate ... | head -1`): stop quietly. As Python's
        # docs advise (signal, "Note on SIGPIPE"), standard output goes to devnull, so that the interpreter's
        # own flush at exit cannot fail on the same pipe.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    return status


if __name__ == "__main__":
    sys.exit(main())
