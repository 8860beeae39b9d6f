# Referee as a container: `referee serve`, nginx on port 8000 in front of gunicorn's sync workers (a unix socket),
# both started and supervised by the launcher (referee/front.py), running as a non-root user.
# BASE_IMAGE lets an offline build pass a locally bootstrapped Python 3.11 image, and BUILD_BASE_IMAGE
# one that also has a C compiler and Python's headers (by default the build stage installs them).
ARG BASE_IMAGE=python:3.11-slim
ARG BUILD_BASE_IMAGE=${BASE_IMAGE}

# Stage 1: a wheel of the project with its hot modules compiled by Cython (setup.py). Only this
# stage has a C compiler; the image that runs has none. The image is always compiled: where the
# compile fails, the build fails (REFEREE_COMPILE=required), instead of making a pure-Python wheel.
FROM ${BUILD_BASE_IMAGE} AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 REFEREE_COMPILE=required
# A base that lacks gcc gets it from Debian; an offline base image must bring its own.
RUN command -v gcc >/dev/null || { apt-get update \
        && apt-get install -y --no-install-recommends gcc libc6-dev \
        && rm -rf /var/lib/apt/lists/*; }
WORKDIR /src
COPY pyproject.toml setup.py constraints.txt README.md LICENSE ./
COPY referee ./referee
# The conformance suite, which the wheel carries inside the package (setup.py): `referee conformance` in the image.
COPY conformance ./conformance
# Wheels downloaded on the host beforehand (wheels/) are used when present, so the build can run offline;
# an offline build passes PIP_INSTALL_ARGS=--no-index so pip never waits on an index it cannot reach.
ARG PIP_INSTALL_ARGS=
COPY wheels ./wheels
RUN pip install $PIP_INSTALL_ARGS --find-links ./wheels -c constraints.txt Cython setuptools \
    && pip wheel $PIP_INSTALL_ARGS --no-build-isolation --no-deps --find-links ./wheels -w /dist .

# Stage 2: the runtime image. Its check: the wheel has extensions, and each loads here, without a compiler.
FROM ${BASE_IMAGE}

# Every interface: outside a container the service binds loopback unless HOST says otherwise (referee/serving.py).
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PORT=8000 \
    HOST=0.0.0.0

# nginx, the buffering proxy `referee serve` runs in front of gunicorn (Debian's; only the binary is used: the
# launcher writes its own configuration, and every file nginx writes goes in the launcher's runtime directory).
RUN command -v nginx >/dev/null || test -x /usr/sbin/nginx || { apt-get update \
        && apt-get install -y --no-install-recommends nginx \
        && rm -rf /var/lib/apt/lists/*; }

WORKDIR /app
COPY constraints.txt gunicorn.conf.py ./
ARG PIP_INSTALL_ARGS=
COPY wheels ./wheels
COPY --from=build /dist ./dist
RUN pip install $PIP_INSTALL_ARGS --find-links ./wheels -c constraints.txt ./dist/referee-*.whl \
    && rm -rf ./wheels ./dist \
    && python -c "import importlib, pathlib, referee, sys; root = pathlib.Path(referee.__file__).parent; \
built = {'.'.join(('referee', *p.relative_to(root).parent.parts, p.name.split('.')[0])): p for p in root.rglob('*.so')}; \
sys.exit('not compiled' if not built else [n for n, p in built.items() if importlib.import_module(n).__file__ != str(p)] or 0)" \
    && useradd --system --uid 10001 --no-create-home referee

USER referee
EXPOSE 8000
# Through nginx, as every client's request goes.
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD python -c "import urllib.request,os; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ.get('PORT','8000'), timeout=2)"
ENTRYPOINT ["referee", "serve"]
