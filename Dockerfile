# Referee as a container: gunicorn (sync workers) on port 8000, running as a non-root user.
# BASE_IMAGE lets an offline build pass a locally bootstrapped Python 3.11 image.
ARG BASE_IMAGE=python:3.11-slim
FROM ${BASE_IMAGE}

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PORT=8000

WORKDIR /app
COPY pyproject.toml constraints.txt README.md gunicorn.conf.py ./
COPY referee ./referee
# Wheels downloaded on the host beforehand (wheels/) are used when present, so the build can run offline;
# an offline build passes PIP_INSTALL_ARGS=--no-index so pip never waits on an index it cannot reach.
ARG PIP_INSTALL_ARGS=
COPY wheels ./wheels
RUN pip install $PIP_INSTALL_ARGS --find-links ./wheels -c constraints.txt . \
    && rm -rf ./wheels \
    && useradd --system --uid 10001 --no-create-home referee

USER referee
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD python -c "import urllib.request,os; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('PORT','8000'), timeout=2)"
ENTRYPOINT ["gunicorn", "-c", "gunicorn.conf.py", "referee.api.app:create_app()"]
