# gunicorn.conf.py as it is, plus a pre_request hook that toggles callgrind's collection (bench/http_instructions.py):
# on after REFEREE_COUNT_WARM requests to REFEREE_COUNT_PATH, off after REFEREE_COUNT_REQUESTS more.
import ctypes
import os
import runpy
from pathlib import Path

globals().update(
    {
        name: value
        for name, value in runpy.run_path(str(Path(__file__).resolve().parent.parent / "gunicorn.conf.py")).items()
        if not name.startswith("__")
    }
)

_marker = ctypes.CDLL(os.environ["REFEREE_CALLGRIND_MARKER"])
_path = os.environ["REFEREE_COUNT_PATH"]
_warm, _counted = int(os.environ["REFEREE_COUNT_WARM"]), int(os.environ["REFEREE_COUNT_REQUESTS"])
_seen = [0]


def pre_request(worker, req):
    if req.path == _path:
        _seen[0] += 1
        if _seen[0] in (_warm + 1, _warm + _counted + 1):
            _marker.toggle()
