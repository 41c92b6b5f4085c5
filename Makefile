# Two commands matter: `make run` and `make test`. Everything installs into .venv from
# pyproject.toml; nothing but Python 3.11+ and make is needed.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev
CLIENTS := openapi/clients
TS_DIR := $(CLIENTS)/typescript
TS_STAMP := $(TS_DIR)/node_modules/.installed
CHROMIUM := /usr/bin/chromium
JQ := /usr/bin/jq

WEB_DIR := web/play
WEB_STAMP := $(WEB_DIR)/node_modules/.installed
DEPLOY_TOOLS := deploy/tools
DEPLOY_STAMP := $(DEPLOY_TOOLS)/node_modules/.installed

.PHONY: play-bundle run test test-needs lint typecheck pytest openapi clients bench soak clean bench-http bench-engines \
	bench-roundtrips bench-cost bench-profile bench-bots bench-ladder bench-leaf-fit bench-belief-fit bench-ratings bench-scale bench-live bench-clocks bench-resilience

# The first run builds .venv, saying what it does at each step (84 s on the 2-core machine,
# nearly all of it pip); later runs skip straight to starting the server.
$(PY):
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11+ is needed")'
	@echo "[1/3] creating the virtual environment $(VENV) (first run only: about 90 s in all)"
	@$(PYTHON) -m venv $(VENV)
	@echo "[2/3] upgrading pip in $(VENV)"
	@$(PY) -m pip install --quiet --upgrade pip

$(RUN_STAMP): pyproject.toml | $(PY)
	@echo "[3/3] installing the server and its dependencies from pyproject.toml (most of that time)"
	@$(PY) -m pip install --quiet -e .
	@touch $@

$(DEV_STAMP): pyproject.toml $(CLIENTS)/python/pyproject.toml | $(PY)
	@echo "[3/3] installing the server with its dev tools from pyproject.toml (about two minutes)"
	@$(PY) -m pip install --quiet -e '.[dev]'
	@echo "      installing the generated Python client ($(CLIENTS)/python)"
	@$(PY) -m pip install --quiet -e $(CLIENTS)/python
	@touch $@ $(RUN_STAMP)

# openapi-typescript, openapi-fetch, typescript and spectral, as package-lock.json pins them
$(TS_STAMP): $(TS_DIR)/package.json $(TS_DIR)/package-lock.json
	cd $(TS_DIR) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $@

# esbuild, typescript, biome and marked, as web/play/package-lock.json pins them: the /play
# client's TypeScript (web/play/src) is checked with `tsc --strict`, linted with biome and
# bundled into service/play/static/app.js (committed; a test checks it is current).
$(WEB_STAMP): $(WEB_DIR)/package.json $(WEB_DIR)/package-lock.json
	cd $(WEB_DIR) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $@

## play-bundle: rebuild service/play/static/app.js from web/play/src and the TypeScript client
play-bundle: $(WEB_STAMP) $(TS_STAMP)
	cd $(WEB_DIR) && npm run --silent build

# Debian's chromium, for the /docs and /play browser tests (Playwright drives it; Playwright's own
# browser downloads are not used). Installed only when missing; apt-get needs root.
$(CHROMIUM):
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium

# jq, which the README's tour uses and tests/docs runs (Debian's package; apt-get needs root);
# after chromium, as two apt-gets at once would meet on dpkg's lock
$(JQ): | $(CHROMIUM)
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq jq

# the Compose specification's JSON Schema, for the offline manifest tests
$(DEPLOY_STAMP): $(DEPLOY_TOOLS)/package.json $(DEPLOY_TOOLS)/package-lock.json
	cd $(DEPLOY_TOOLS) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	@touch $@

## run: Redis (embedded unless REDIS_URL is set), the stream server on :8000 (or $PORT) in front
## of the API (on a private socket), and one bot worker per core (or $TTG_WORKERS); /play URL first
run: $(RUN_STAMP)
	@echo "starting Redis, the API, the stream server and the bot workers (deploy/run.py)"
	@$(PY) deploy/run.py

## test: lint, type checks and the whole suite (against REDIS_URL if set, else embedded)
# What the suite needs installs side by side (pip, npm and apt-get on a fresh machine: about
# two minutes one after another), then lint and type checks side by side, then the suite.
TEST_NEEDS := $(DEV_STAMP) $(TS_STAMP) $(CHROMIUM) $(JQ) $(DEPLOY_STAMP) $(WEB_STAMP)
test:
	@$(MAKE) --no-print-directory -j 4 --output-sync=target test-needs
	@$(MAKE) --no-print-directory -j 2 --output-sync=target lint typecheck
	@$(MAKE) --no-print-directory pytest

lint: $(DEV_STAMP) $(TS_STAMP) $(WEB_STAMP)
	$(PY) -m ruff check engines service store worker tests deploy examples
	cd $(WEB_DIR) && npm run --silent check && npm run --silent lint
	cd $(TS_DIR) && npx spectral lint --quiet --fail-severity error --ruleset ../../../.spectral.yaml ../../openapi.json

typecheck: $(DEV_STAMP)
	$(PY) -m mypy engines service worker store bench

# Test processes (pytest-xdist): three on the 2-core machine the suite is sized for, since
# many tests wait on servers they started (2026-12-03: 565 s with three, 629 s with two).
TEST_PROCESSES ?= 3

test-needs: $(TEST_NEEDS)
	@:

pytest: $(TEST_NEEDS)
	$(PY) -m pytest -q -n $(TEST_PROCESSES) --dist loadgroup --no-loadscope-reorder

## openapi: regenerate openapi/openapi.json from the app
openapi: $(DEV_STAMP)
	$(PY) -m service.openapi_export openapi/openapi.json

## clients: regenerate openapi/clients/python and openapi/clients/typescript/schema.d.ts
clients: $(DEV_STAMP) $(TS_STAMP)
	$(PY) $(CLIENTS)/generate.py $(CLIENTS)

## bench: HTTP throughput/latency vs a baseline, engine speed, Redis round trips (prints figures)
bench: bench-http bench-engines bench-roundtrips

bench-http: $(RUN_STAMP)
	$(PY) -m bench.http_bench

bench-engines: $(RUN_STAMP)
	$(PY) -m bench.engine_speed

bench-roundtrips: $(RUN_STAMP)
	$(PY) -m bench.roundtrips

## bench-cost: CPU (x the baseline's, measured in turns) and Python calls per action, game read and baseline request, app called directly
bench-cost: $(RUN_STAMP)
	$(PY) -m bench.request_cost

## bench-profile: cProfile of the action endpoint (in-process) and of each engine
bench-profile: $(RUN_STAMP)
	$(PY) -m bench.profile_http --games 5
	$(PY) -m bench.engine_speed --seconds 0.5 --profile

## bench-live: 10,000 event streams on the stream server: delivery, memory per stream, short
## requests beside them (throughput, p95), 1,600 streams from one address
bench-live: $(RUN_STAMP)
	$(PY) -m bench.live

## bench-resilience: a person's wait for a bot under an all-bot flood; /health under slow clients
bench-resilience: $(RUN_STAMP)
	$(PY) -m bench.resilience fairness
	$(PY) -m bench.resilience slow-clients

## bench-bots: bot strength, seeded games between levels on every game (GAMES per pairing,
## TABLE_GAMES per other seat count, JOBS at once, BUDGET CPU seconds per decision, 0.3 as the
## bots play); games already in RECORD (bench/results/bots.jsonl) are pooled, not replayed
BOTS_RECORD = --record $(or $(RECORD),bench/results/bots.jsonl) --time-limit $(or $(BUDGET),0.3)
bench-bots: $(RUN_STAMP)
	$(PY) -m bench.bots --games $(or $(GAMES),200) --jobs $(or $(JOBS),1) $(BOTS_RECORD)
	$(PY) -m bench.bots --other-counts --games $(or $(TABLE_GAMES),40) --jobs $(or $(JOBS),1) \
		$(BOTS_RECORD) --table random,greedy,pimc,ismcts,expert

## bench-ladder: LEVEL (default expert) at 0.3, 0.1, 0.05, 0.02 s CPU per decision against pimc
## at 0.3 s, LADDER_GAMES per budget on every game's target seat count, recorded like bench-bots
bench-ladder: $(RUN_STAMP)
	$(PY) -m bench.bots --ladder $(or $(LEVEL),expert) --games $(or $(LADDER_GAMES),200) \
		--jobs $(or $(JOBS),1) $(BOTS_RECORD)

## bench-leaf-fit: a game's leaf heuristic fitted to who won: FIT_GAMES self-play games of GAME
## at PLAYERS seats recorded (resumed) in bench/results/leaf-fit-<game>-<players>.jsonl, then fitted
LEAF_RECORD = --record bench/results/leaf-fit-$(or $(GAME),mission-calaveras)-$(or $(PLAYERS),4).jsonl \
	--game $(or $(GAME),mission-calaveras) --players $(or $(PLAYERS),4)
bench-leaf-fit: $(RUN_STAMP)
	$(PY) -m bench.leaf_fit --games $(or $(FIT_GAMES),250) $(LEAF_RECORD)
	$(PY) -m bench.leaf_fit --fit $(LEAF_RECORD)

## bench-belief-fit: the Caretos belief about Final Bonus Cards: BELIEF_GAMES 2-player self-play
## games recorded (resumed) in bench/results/belief-fit-caretos-2.jsonl, then its slope fitted
BELIEF_RECORD = --record bench/results/belief-fit-caretos-2.jsonl
bench-belief-fit: $(RUN_STAMP)
	$(PY) -m bench.belief_fit --games $(or $(BELIEF_GAMES),30) $(BELIEF_RECORD)
	$(PY) -m bench.belief_fit --fit $(BELIEF_RECORD)

## bench-ratings: each level's rating per game and seat count (Bradley-Terry, Elo scale,
## random = 0) fitted from RECORD, written to store/bot_ratings.json (GET /game-types serves it)
bench-ratings: $(RUN_STAMP)
	$(PY) -m bench.ratings --record $(or $(RECORD),bench/results/bots.jsonl) \
		--out store/bot_ratings.json

## bench-scale: actions/s per API core, bot decisions per worker core, a sizing table
bench-scale: $(RUN_STAMP)
	$(PY) -m bench.scale

## bench-clocks: deadline → timeout latency with real workers (bench/clocks.py)
bench-clocks: $(RUN_STAMP)
	$(PY) -m bench.clocks

clean:
	rm -rf $(VENV) var .pytest_cache .mypy_cache .ruff_cache
