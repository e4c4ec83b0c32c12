# loopglass: `make run` starts it, `make test` checks it. Both install first.
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: install run test lint format typecheck browser bench clean

install: $(STAMP)

# The venv is rebuilt only when the dependency list changes.
$(STAMP): pyproject.toml
	@python=$$(scripts/find-python) || exit 1; \
	  [ -x $(PY) ] || $$python -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $(STAMP)

run: install
	$(PY) scripts/stack.py

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

format: install
	$(VENV)/bin/ruff format .
	$(VENV)/bin/ruff check --fix .

typecheck: install
	$(VENV)/bin/mypy

browser: install
	@scripts/ensure-browser

test: lint typecheck browser
	$(VENV)/bin/pytest

bench: install
	$(PY) bench/harness_overhead.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache .hypothesis
