# gunicorn reads this file; the settings themselves live in referee/serving.py (PORT, HOST, WEB_CONCURRENCY).
from referee.serving import gunicorn_settings

globals().update(gunicorn_settings())
