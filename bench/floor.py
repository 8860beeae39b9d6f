"""The floor: the least a Flask endpoint can do for one of our requests, under the same gunicorn.

For each benchmark target it parses the JSON body and answers with a JSON body of the same size
as the referee's answer (that answer itself, read from FLOOR_ANSWER_FILE and serialized again per
request), so the two servers differ only in what the referee does between parsing and serializing.
"""

import json
import os

from flask import Flask, Response, request

app = Flask(__name__)
ANSWERS = json.loads(open(os.environ["FLOOR_ANSWER_FILE"], encoding="utf-8").read())


@app.get("/healthz")
def healthz():
    return Response('{"status": "ok"}', 200, content_type="application/json")


@app.post("/floor/<name>")
def floor(name):
    json.loads(request.get_data())
    return Response(json.dumps(ANSWERS[name], ensure_ascii=False), 200, content_type="application/json")
