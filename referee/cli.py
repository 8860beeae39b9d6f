"""`referee serve`, `referee adjudicate GAME FILE|-`, `referee claim GAME FILE|-`, `referee revoke-proof GAME
FILE|-` and `referee verify FILE --jwks JWKS`: the same library, with or without a server."""

import argparse
import json
import sys

from referee.jsonio import from_json, to_json, to_json_bytes
from referee.echo import printable
from referee.rulings import InvalidRecord

EXIT_INVALID = 2
EXIT_NOT_VERIFIED = 1


def _serve(args) -> int:
    from gunicorn.app.base import BaseApplication

    from referee.api.app import create_app
    from referee.serving import gunicorn_settings

    class Server(BaseApplication):
        def load_config(self):
            settings = gunicorn_settings()
            if args.port:
                settings["bind"] = f"{args.host}:{args.port}"
            for key, value in settings.items():
                self.cfg.set(key, value)

        def load(self):
            return create_app()

    Server().run()
    return 0


_indented_json = json.JSONEncoder(ensure_ascii=False, indent=2).encode


def _write_json(value, stream, encode=_indented_json) -> None:
    # Bytes to the stream's buffer: a terminal or pipe whose text layer is not UTF-8 still gets
    # UTF-8 JSON, and nothing an answer quotes can make the write fail.
    stream.flush()
    stream.buffer.write(to_json_bytes(value, encode) + b"\n")
    stream.buffer.flush()


def _fail(problem: dict) -> int:
    """The problem on standard error, on one line as a log reader expects; the exit status says it failed."""
    _write_json(problem, sys.stderr, encode=to_json)
    return EXIT_INVALID


def _read_record(source: str):
    """The record as the HTTP API would read it: strict UTF-8 JSON (no NaN)."""
    if source == "-":
        return from_json(sys.stdin.buffer.read())
    with open(source, "rb") as record:
        return from_json(record.read())


def _adjudicate(args) -> int:
    return _answer(args, "adjudicate")


def _answer(args, operation: str) -> int:
    """The answer POST /v1/games/{game}/{operation} gives for the record in args.file, on standard output."""
    from referee.operations import UnknownOperation, find, invalid_record_problem, problem, run_operation

    try:
        record = _read_record(args.file)
    except OSError as error:
        return _fail(problem(400, "Bad Request", f"cannot read {printable(args.file)}: {error.strerror}"))
    except (ValueError, RecursionError) as error:
        return _fail(problem(400, "Bad Request", f"the record is not valid JSON: {error}"))
    try:
        answer = run_operation(find(args.game, operation), record)
    except UnknownOperation as error:
        return _fail(problem(404, "Not Found", str(error)))
    except InvalidRecord as error:
        return _fail(invalid_record_problem(error))
    _write_json(answer, sys.stdout)
    return 0


def _verify(args) -> int:
    """Checks a saved ruling ({game, operation, request, answer, attestation}) offline against a JWKS file."""
    from referee.attest import check_ruling
    from referee.operations import invalid_record_problem, load, problem
    from referee.schemas.attestation import VERIFY

    documents = {}
    for name, source in (("ruling", args.file), ("key set", args.jwks)):
        try:
            documents[name] = _read_record(source)
        except OSError as error:
            return _fail(problem(400, "Bad Request", f"cannot read {printable(source)}: {error.strerror}"))
        except (ValueError, RecursionError) as error:
            return _fail(problem(400, "Bad Request", f"the {name} is not valid JSON: {error}"))
    jwks = documents["key set"]
    if not isinstance(jwks, dict) or not isinstance(jwks.get("keys"), list):
        return _fail(problem(400, "Bad Request", 'the key set is not a JWKS: {"keys": [...]}'))
    try:
        verdict = check_ruling(load(VERIFY, documents["ruling"]), jwks)
    except InvalidRecord as error:
        return _fail(invalid_record_problem(error))
    _write_json({"valid": verdict.valid, "kid": verdict.kid, "explanation": verdict.explanation}, sys.stdout)
    return 0 if verdict.valid else EXIT_NOT_VERIFIED


def _openapi(args) -> int:
    from referee.api.app import create_app, spec_yaml

    text = spec_yaml(create_app().extensions["referee_api"])
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as spec:
            spec.write(text)
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="referee", description="Referee for trick-taking card games.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="serve the HTTP API with gunicorn")
    serve.add_argument("--host", default="0.0.0.0")
    serve.add_argument("--port", type=int, help="default: $PORT or 8000")
    serve.set_defaults(handler=_serve)
    adjudicate = commands.add_parser("adjudicate", help="replay a deal record and print the ruling as JSON")
    adjudicate.add_argument("game", help="forty-five, hearts, auction-hearts or california-jack")
    adjudicate.add_argument("file", help="a JSON deal record, or - for standard input")
    adjudicate.set_defaults(handler=_adjudicate)
    verify = commands.add_parser("verify", help="check a saved ruling's attestation offline against a key set; "
                                                "exit 0 valid, 1 not valid, 2 unreadable")
    verify.add_argument("file", help="JSON {game, operation, request, answer, attestation}, or - for standard input")
    verify.add_argument("--jwks", required=True, help="the key set (as GET /v1/keys serves it), saved as a file")
    verify.set_defaults(handler=_verify)

    # The dispute desk: the same answers as POST /v1/games/{game}/rulings/claim and .../rulings/revoke-proof.
    for command, operation, summary in (("claim", "rulings/claim", "does a claim hold (an exact search)"),
                                        ("revoke-proof", "rulings/revoke-proof", "every revoke the tricks prove")):
        ruling = commands.add_parser(command, help=f"{summary}: print the ruling as JSON")
        ruling.add_argument("game", help="forty-five, hearts, auction-hearts or california-jack")
        ruling.add_argument("file", help="a JSON request as the endpoint takes it, or - for standard input")
        ruling.set_defaults(handler=lambda args, operation=operation: _answer(args, operation))
    openapi = commands.add_parser("openapi", help="write the OpenAPI document (YAML), as served at /openapi.yaml")
    openapi.add_argument("--output", default="-", help="a file, or - for standard output (the default)")
    openapi.set_defaults(handler=_openapi)
    args = parser.parse_args(argv)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
