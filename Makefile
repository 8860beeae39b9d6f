# Two commands for a new user: `make run` serves on port $(PORT) of 127.0.0.1 (`make run HOST=0.0.0.0`: every
# interface; referee/front.py reads HOST) with nginx in front of gunicorn; `make test` runs every test. Both create .venv on first use and
# reinstall when the dependency files change; `make run` installs only what serving needs.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   ?= .venv
BIN    := $(VENV)/bin
PORT   ?= 8000
STAMP  := $(VENV)/.installed
# auto: compile where a C compiler works, else run the pure-Python sources and say so in one line;
# required: a failed compile is an error; no: run the pure-Python sources (setup.py).
REFEREE_COMPILE ?= auto
BUILD_RECORD    := $(VENV)/build-outcome

# The live fuzz inside `make test` (tests/test_live_fuzz.py) is sized for CI; `make fuzz` runs a fuller one.
FUZZ_CI_EXAMPLES ?= 25
FUZZ_EXAMPLES    ?= 300

.PHONY: compile chromium go-client-tools nginx strace run test fuzz bench bench-abuse bench-batch conformance conformance-update openapi clients notation-layout pictures rules-page vectors artifacts constraints clean check-image

# What `make run` needs: the service's own dependencies and the `compile` extra (Cython and setuptools,
# which `make compile` runs). `make test` adds the test tools and the Dask extra to the same virtualenv.
# referee/__init__.py holds the version, which the installed metadata repeats.
$(STAMP): pyproject.toml constraints.txt referee/__init__.py
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	REFEREE_COMPILE=no $(BIN)/python -m pip install --quiet -c constraints.txt -e '.[compile]'
	touch $@

TEST_STAMP := $(VENV)/.installed-test

$(TEST_STAMP): $(STAMP)
	REFEREE_COMPILE=no $(BIN)/python -m pip install --quiet -c constraints.txt -e '.[compile,test,dask]'
	touch $@

# The hot modules compiled with Cython next to their sources (setup.py lists them). Run before every
# `make run` and `make test`: only modules whose source changed are rebuilt (a second or two each),
# so nothing runs a stale build. The compiler's chatter goes to a log, shown if the build fails;
# when it runs the pure-Python sources instead, one line says so and why.
compile: $(STAMP)
	@rm -f $(BUILD_RECORD)
	@REFEREE_COMPILE=$(REFEREE_COMPILE) REFEREE_BUILD_RECORD=$(BUILD_RECORD) \
		$(BIN)/python setup.py --quiet build_ext --inplace > $(VENV)/compile.log 2>&1 \
		|| { cat $(VENV)/compile.log; echo "compiling the Cython modules failed (REFEREE_COMPILE=$(REFEREE_COMPILE); log above)"; exit 1; }
	@read -r outcome sentence < $(BUILD_RECORD); \
		test "$$outcome" = compiled || echo "referee: $$sentence (log: $(VENV)/compile.log)"

# `referee serve`: nginx (a buffering proxy: slow clients cost it a connection, never a worker) in front of
# gunicorn's sync workers, both started and stopped by referee/front.py. REFEREE_PROXY=none: gunicorn alone.
# Run with -m, so the sources served are this directory's (as gunicorn's own import of the app did).
run: compile nginx
	PORT=$(PORT) $(BIN)/python -m referee.cli serve

# nginx for `make run` and the availability tests: Debian's, installed here when missing (root only: apt-get).
NGINX ?= $(shell command -v nginx || echo /usr/sbin/nginx)
nginx:
	@test -x "$(NGINX)" || test "$$REFEREE_PROXY" = none || { test "$$(id -u)" = 0 \
		&& { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx >/dev/null; } \
		|| { echo "referee serve needs nginx: apt-get install nginx (as root), or set REFEREE_PROXY=none to run gunicorn alone behind a buffering proxy of your own"; exit 1; }; }

# The npm tools the contract tests use (Redocly's linter, the TypeScript client generator and compiler,
# playwright-core to drive Chromium), pinned by package-lock.json.
NPM_STAMP := node_modules/.installed

$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	touch $@

# The docs-page test drives Debian's Chromium; installed here when missing (root only: apt-get).
CHROMIUM ?= /usr/bin/chromium
chromium:
	@test -x "$(CHROMIUM)" || { test "$$(id -u)" = 0 \
		&& { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } \
		|| { echo "the docs-page test needs Chromium: apt-get install chromium (as root), or set CHROMIUM"; exit 1; }; }

# The Go client test (tests/service/test_generated_clients.py) builds clients/go offline: Debian's Go and the one
# package the client imports, and a Java runtime for its generator (the test extra's openapi-generator-cli, which
# `make clients` and the test of the committed clients run); installed here when missing (root only: apt-get).
GO_VALIDATOR := /usr/share/gocode/src/gopkg.in/validator.v2
go-client-tools:
	@{ command -v go >/dev/null && test -d $(GO_VALIDATOR) && command -v java >/dev/null; } || { test "$$(id -u)" = 0 \
		&& { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
			golang-go golang-gopkg-validator.v2-dev default-jre-headless >/dev/null; } \
		|| { echo "the Go client test needs Go and a Java runtime: apt-get install golang-go golang-gopkg-validator.v2-dev default-jre-headless (as root)"; exit 1; }; }

# The test that kills a worker while it writes an answer (tests/service/test_front.py) injects the kill with Debian's
# strace; installed here when missing (root only: apt-get; the test is skipped, saying why, without it).
strace:
	@command -v strace >/dev/null || { test "$$(id -u)" = 0 \
		&& { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends strace >/dev/null; } \
		|| echo "the worker-kill test needs strace: apt-get install strace (as root); it is skipped meanwhile"; }

# REFEREE_BUILD tells tests/test_compiled.py which build the suite must find: compiled or pure.
test: $(TEST_STAMP) compile $(NPM_STAMP) chromium go-client-tools nginx strace
	CHROMIUM=$(CHROMIUM) REFEREE_BUILD=$$(cut -d' ' -f1 $(BUILD_RECORD)) REFEREE_FUZZ_EXAMPLES=$(FUZZ_CI_EXAMPLES) \
		$(BIN)/python -m pytest $(PYTEST_ARGS)

# gunicorn on a free loopback port, schemathesis' CLI with every check over openapi.yaml, then stopped.
fuzz: $(TEST_STAMP) compile
	$(BIN)/python scripts/fuzz --max-examples $(FUZZ_EXAMPLES)

# Every performance figure, written to bench/RESULTS.md. Needs wrk (Debian: apt-get install wrk);
# OpenSpiel, the engine it is compared with, is installed only here (the `bench` extra).
BENCH_SOAK_REQUESTS ?= 1000000
BENCH_ABUSE_ROUNDS ?= 2
BENCH_STAMP := $(VENV)/.bench-installed

$(BENCH_STAMP): $(TEST_STAMP)
	REFEREE_COMPILE=no $(BIN)/python -m pip install --quiet -c constraints.txt -e '.[compile,test,dask,bench]'
	touch $@

# The figures are those of the compiled build: here a failed compile is an error.
bench: override REFEREE_COMPILE = required
bench: $(BENCH_STAMP) compile nginx
	@command -v wrk >/dev/null || { echo "make bench needs wrk on the PATH (Debian: apt-get install wrk)"; exit 1; }
	$(BIN)/python bench/run_all.py --soak-requests $(BENCH_SOAK_REQUESTS)
	$(BIN)/python bench/abuse.py --seconds 40 --rounds $(BENCH_ABUSE_ROUNDS) --json $(VENV)/abuse.json --write

# Availability under abuse (bench/abuse.py, the same driver as tests/service/test_availability.py): `referee serve`
# as `make run` starts it, 40 s of claims, trickling connections and hostile batches; p99 of /healthz and
# legal-moves, every status, and the service's memory idle and at its peak, beside the same abuse against gunicorn
# alone (REFEREE_PROXY=none), in bench/RESULTS.md; `make bench` runs it too.
bench-abuse: override REFEREE_COMPILE = required
bench-abuse: $(TEST_STAMP) compile nginx
	$(BIN)/python bench/abuse.py --seconds 40 --rounds $(BENCH_ABUSE_ROUNDS) --json $(VENV)/abuse.json --write

# The differential test against OpenSpiel's hearts under the openspiel profile (tests/conformance), 1,000
# random deals with passing; OpenSpiel comes with the bench extra. `make test` skips it where OpenSpiel is absent.
CONFORMANCE_DEALS ?= 1000
# Then the published suite (conformance/, docs/conformance.md) against the library and against a live server.
conformance: $(BENCH_STAMP) compile nginx
	REFEREE_CONFORMANCE_DEALS=$(CONFORMANCE_DEALS) $(BIN)/python -m pytest tests/conformance $(PYTEST_ARGS)
	$(BIN)/referee conformance
	$(BIN)/python scripts/conformance-live

# The published suite's files written again from the library: a change of behaviour is a reviewed change of them.
conformance-update: compile
	$(BIN)/referee conformance --update --dir conformance

# The batch figures (adjudicate/batch against in-process, --jobs 2 against --jobs 1, Dask beside the CLI, a
# worker's RSS across a 16 MiB batch; then --jobs 2 against --jobs 1 by the batch's size, with what the box gives
# two processes), written to their own sections of bench/RESULTS.md.
bench-batch: override REFEREE_COMPILE = required
bench-batch: $(TEST_STAMP) compile
	$(BIN)/python bench/batch_rss.py --json $(VENV)/batch-rss.json
	$(BIN)/python bench/batch.py --rss $(VENV)/batch-rss.json --write
	$(BIN)/python bench/batch_sizes.py --json $(VENV)/batch-sizes.json --write

# Every generated artefact, written again from the code, in the order each needs the last: the spec (from the schemas),
# the clients (from the spec), the conformance files (from the library: a change of behaviour is a reviewed change of
# them), the pictures of the docs, the page of every rule, the dealing test vectors and what the TypeScript notation
# knows of each game. A test that finds one of them stale names this command; adding a game is its folder and this
# (docs/engine.md). Each step is also a target alone.
artifacts: openapi clients conformance-update pictures rules-page vectors notation-layout

# openapi.yaml is generated from the marshmallow schemas and committed; tests/test_openapi.py fails when it drifts.
openapi: compile
	$(BIN)/referee openapi --output openapi.yaml

# The pictures of the docs' worked examples (docs/pictures/*.svg), each drawn by `referee picture` from the example it
# follows (scripts/docs_pictures.py); tests/api/test_docs_pictures.py fails when they drift.
pictures: compile
	$(BIN)/python scripts/docs_pictures.py

# docs/rules.md: every rule and interpretation of every game, from each game's catalogue (scripts/docs_rules.py).
rules-page: compile
	$(BIN)/python scripts/docs_rules.py

# tests/vectors/dealing.json: referee-deal-v1's test vectors for every game (scripts/deal-vectors keeps every vector
# already made, adding a new game's).
vectors: compile
	$(BIN)/python scripts/deal-vectors

# The installable clients (clients/python, clients/typescript, clients/go), generated from the committed openapi.yaml
# with the test extra's openapi-python-client and openapi-generator (a Java runtime) and the npm tools, versioned as
# the service (referee.__version__) (scripts/generate_clients.py); tests/service/test_generated_clients.py fails when
# they drift.
clients: $(TEST_STAMP) $(NPM_STAMP) go-client-tools
	$(BIN)/python scripts/generate_clients.py

# clients/notation's layout.json (referee.notation.layout.export(): each game's record fields and how each is written),
# names.json (the games' names, which its faults quote) and its version (scripts/notation_layout.py);
# tests/clients/test_notation_typescript.py fails when they drift. notation.js and notation.d.ts are tsc's build of
# notation.ts, committed (the test names the command).
notation-layout: compile
	$(BIN)/python scripts/notation_layout.py

# Re-pin every dependency to what a fresh resolve gives today.
constraints: $(TEST_STAMP)
	( echo "# Pinned versions for every install of the project (make, Docker). Regenerate with: make constraints"; \
	  $(BIN)/python -m pip freeze --exclude-editable --exclude pip ) > constraints.txt

# Builds the Dockerfile with buildah (no Docker daemon) on a local Debian base and checks the running image.
# Needs root, buildah and mmdebstrap; not part of `make test` (about a minute cold, seconds warm).
check-image:
	$(PYTHON) scripts/check-image

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis *.egg-info build
	find referee \( -name '*.so' -o -name '*.c' \) -delete
