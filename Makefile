# Grimoire's two entry points: `make demo` (install, then play a game) and `make test`
# (install, then lint, type-check and run every test). Both create .venv on first use.
VENV ?= .venv
PY := $(VENV)/bin/python
PYTHON ?= python3

.PHONY: install demo play test lint typecheck pytest bench clean fast same-games-fast

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

test: lint typecheck pytest same-games-fast

# The compiled build: the modules setup.py lists, compiled with mypyc, installed non-editable
# in its own venv (never into src/, where a stale extension module would shadow an edited
# .py). Rebuilt on every call; mypyc and gcc redo only what changed (build/).
FAST_VENV ?= .venv-fast
FAST_PY := $(FAST_VENV)/bin/python
FAST_MYPY ?= mypy==2.4.1

$(FAST_VENV)/.tools:
	$(PYTHON) -m venv $(FAST_VENV)
	$(FAST_PY) -m pip install --quiet --upgrade pip
	$(FAST_PY) -m pip install --quiet '$(FAST_MYPY)' 'setuptools>=68' wheel types-PyYAML \
	  pytest hypothesis
	$(FAST_PY) -m pip install --quiet --no-build-isolation .  # the dependencies (pure build)
	touch $@

fast: $(FAST_VENV)/.tools
	rm -rf build/lib.*  # else an extension of a module no longer COMPILED is shipped again
	GRIMOIRE_COMPILE=1 $(FAST_PY) -m pip install --quiet --no-build-isolation \
	  --force-reinstall --no-deps .
	cd /tmp && $(abspath $(FAST_PY)) -c 'import grimoire.rules.legal as m; \
	  assert m.__file__.endswith(".so"), m.__file__'

# The compiled build plays the games the pure build plays (digests of whole action logs,
# bench/same_games.py), and passes the rules and simulation tests.
SAME_GAMES ?= --games 100 --deck-games 0 --ai-games 0
# The tests run against the compiled build too: the kernel's, and real cards' resolutions
# (choices made on resolution, each player's choices, the crash regressions).
FAST_TESTS ?= tests/rules tests/sim tests/resolution tests/each_player tests/hostile/test_crashes.py
same-games-fast: install fast
	mkdir -p build
	$(PY) bench/same_games.py $(SAME_GAMES) | grep -v '^build:' > build/same-games-pure.txt
	GRIMOIRE_BUILD=installed $(FAST_PY) bench/same_games.py $(SAME_GAMES) > build/same-games-fast.txt
	grep -q '^build: compiled (mypyc' build/same-games-fast.txt
	grep -v '^build:' build/same-games-fast.txt | diff build/same-games-pure.txt -
	$(FAST_PY) -m pytest -p no:cacheprovider $(FAST_TESTS)

# phase-python (phase.rs behind Python bindings) is installed here only, for the side-by-side
# benchmark; it is not a test or dev dependency.
bench: install fast
	$(PY) -m pip install --quiet 'phase-python==0.103.0'
	$(FAST_PY) -m pip install --quiet 'phase-python==0.103.0'
	$(PY) bench/bench_engine.py
	GRIMOIRE_BUILD=installed $(FAST_PY) bench/bench_engine.py
	$(PY) bench/bench_phase.py
	GRIMOIRE_BUILD=installed $(FAST_PY) bench/bench_phase.py

clean:
	rm -rf $(VENV) $(FAST_VENV) build .mypy_cache .ruff_cache .pytest_cache
