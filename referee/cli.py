"""`referee serve` and `referee adjudicate GAME FILE|-`: the same library, with or without a server."""

import argparse
import json
import sys

from referee.rulings import InvalidRecord

EXIT_INVALID = 2


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


def _read_record(source: str):
    text = sys.stdin.read() if source == "-" else open(source, encoding="utf-8").read()
    return json.loads(text)


def _adjudicate(args) -> int:
    from referee.operations import UnknownOperation, find, invalid_record_problem, problem, run_operation

    try:
        record = _read_record(args.file)
    except OSError as error:
        print(json.dumps(problem(400, "Bad Request", f"cannot read {args.file}: {error.strerror}")), file=sys.stderr)
        return EXIT_INVALID
    except (ValueError, RecursionError) as error:
        print(json.dumps(problem(400, "Bad Request", f"the record is not valid JSON: {error}")), file=sys.stderr)
        return EXIT_INVALID
    try:
        answer = run_operation(find(args.game, "adjudicate"), record)
    except UnknownOperation as error:
        print(json.dumps(problem(404, "Not Found", str(error))), file=sys.stderr)
        return EXIT_INVALID
    except InvalidRecord as error:
        print(json.dumps(invalid_record_problem(error), ensure_ascii=False), file=sys.stderr)
        return EXIT_INVALID
    print(json.dumps(answer, ensure_ascii=False, indent=2))
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
    args = parser.parse_args(argv)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
