# Grimoire's two entry points: `make demo` (install, then play a game) and `make test`
# (install, then lint, type-check and run every test). Both create .venv on first use.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTHON ?= python3

.PHONY: install demo play test lint typecheck pytest bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

install: $(VENV)/.installed

demo: install
	$(VENV)/bin/grimoire demo --seed 1

play: install
	$(VENV)/bin/grimoire play

lint: install
	$(PY) -m ruff check src tests tools bench examples

typecheck: install
	$(PY) -m mypy

pytest: install
	$(PY) -m pytest

test: lint typecheck pytest

# phase-python (phase.rs behind Python bindings) is installed here only, for the side-by-side
# benchmark; it is not a test or dev dependency.
bench: install
	$(PY) -m pip install --quiet 'phase-python==0.103.0'
	$(PY) bench/bench_engine.py
	$(PY) bench/bench_phase.py

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
