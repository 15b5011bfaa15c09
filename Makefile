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
	GRIMOIRE_TEST_BUILD=pure $(PY) -m pytest

test: lint typecheck pytest same-games-fast

# The compiled build: the modules setup.py lists, compiled with mypyc, installed non-editable
# in its own venv (never into src/, where a stale extension module would shadow an edited
# .py). Rebuilt on every call; mypyc and gcc redo only what changed (build/).
FAST_VENV ?= .venv-fast
FAST_PY := $(FAST_VENV)/bin/python
FAST_MYPY ?= mypy==2.4.1

$(FAST_VENV)/.tools: pyproject.toml
	$(PYTHON) -m venv $(FAST_VENV)
	$(FAST_PY) -m pip install --quiet --upgrade pip
	$(FAST_PY) -m pip install --quiet '$(FAST_MYPY)' 'setuptools>=68' wheel
	# The dependencies and the dev extra (pure build, replaced by `make fast`): the whole test
	# suite runs against the compiled build, with what it needs (rl, ray, httpx, pexpect).
	$(FAST_PY) -m pip install --quiet --no-build-isolation '.[dev]'
	touch $@

fast: $(FAST_VENV)/.tools
	rm -rf build/lib.*  # else an extension of a module no longer COMPILED is shipped again
	GRIMOIRE_COMPILE=1 $(FAST_PY) -m pip install --quiet --no-build-isolation \
	  --force-reinstall --no-deps .
	cd /tmp && $(abspath $(FAST_PY)) -c 'import grimoire.rules.legal as m; \
	  assert m.__file__.endswith(".so"), m.__file__'

# The compiled build plays the games the pure build plays (digests of whole action logs,
# bench/same_games.py), and passes the whole test suite (tests/build.py tells a test which
# build it runs against; tests/test_build.py checks it is the compiled one). A bug of the
# compiled build only (a TypeError in resolution once) hid outside a subset of the tests.
SAME_GAMES ?= --games 100 --deck-games 0 --ai-games 0
# Not run compiled: tests/web/test_browser.py drives Chromium through the page's JavaScript
# (layout, screenshots); the server it talks to is tested compiled by the rest of tests/web.
FAST_TESTS ?= tests --ignore=tests/web/test_browser.py
same-games-fast: install fast
	mkdir -p build
	$(PY) bench/same_games.py $(SAME_GAMES) | grep -v '^build:' > build/same-games-pure.txt
	GRIMOIRE_BUILD=installed $(FAST_PY) bench/same_games.py $(SAME_GAMES) > build/same-games-fast.txt
	grep -q '^build: compiled (mypyc' build/same-games-fast.txt
	grep -v '^build:' build/same-games-fast.txt | diff build/same-games-pure.txt -
	GRIMOIRE_TEST_BUILD=compiled $(FAST_PY) -m pytest -p no:cacheprovider $(FAST_TESTS)

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
