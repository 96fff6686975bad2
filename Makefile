# Kotatsu — developer commands. `make run` plays, `make test` checks everything.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test test-fast bench lint system-deps runtime-deps venv package package-test clean translations

# Arguments for the app, e.g. `make run ARGS=--self-test` or `make run ARGS=game.kotatsu`.
ARGS ?=

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

# System packages (scripts/install-system-packages.sh has the two lists): everything the app and
# the tests need, or only what the app loads at run time. Quiet when all is installed.
system-deps:
	@bash scripts/install-system-packages.sh --all

runtime-deps:
	@bash scripts/install-system-packages.sh --runtime

# The runtime packages first (python3-venv among them), then the venv, then the app.
run: runtime-deps $(STAMP)
	$(PY) -m desktop $(ARGS)

# The whole suite under a virtual display (pytest-xvfb starts Xvfb for each worker; GL tests get
# Mesa llvmpipe), in one worker more than the cores (pytest-xdist; KOTATSU_TEST_JOBS=1 runs it in one
# process): many tests wait for processes, timers and the AT-SPI bus, and a third worker fills those
# waits (a whole run on this 2-core machine: 562 s with 2 workers, 494 s with 3; issue 28).
# Compiled modules are kept in .venv/pycache, also where PYTHONDONTWRITEBYTECODE is set: every worker
# and every app process a test starts would otherwise compile the sources again (collection alone:
# 10-14 s of CPU a worker, 3.6 s with the cache; issue 28).
KOTATSU_TEST_JOBS ?= $(shell echo $$(( $$(nproc 2>/dev/null || echo 1) + 1 )))
TEST_ENV := PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache
test: system-deps $(STAMP)
	$(PY) -m ruff check engines desktop tests bench
	$(TEST_ENV) $(PY) -m pytest -q -p no:cacheprovider -n $(KOTATSU_TEST_JOBS)

# The tests that cost under 0.2 s of CPU each (tests/slow_tests.txt lists the others, measured by
# scripts/test_cpu.py; whole games, long property runs and processes are marked slow in their files
# too), on every core like `make test`.
test-fast: $(STAMP)
	$(TEST_ENV) $(PY) -m pytest -q -p no:cacheprovider -m "not slow" -x -n $(KOTATSU_TEST_JOBS)

bench: system-deps $(STAMP)
	$(PY) -m bench

lint: $(STAMP)
	$(PY) -m ruff check engines desktop tests bench

# Refresh the translation sources from the code and compile them (resources/translations/).
translations: $(STAMP)
	$(PY) scripts/update_translations.py

# Installers (packaging/README.md): the bundle dist/kotatsu/, dist/kotatsu_<v>_<arch>.deb and a
# portable .tar.gz. KOTATSU_XZ_LEVEL=1 compresses the .deb four times faster (+13 % size).
package: $(STAMP)
	$(PY) -m pip install -q -e '.[package]'
	$(PY) packaging/build_linux.py

# Builds, installs the .deb on this machine (root or sudo), self-tests the installed app from
# /usr/bin under Xvfb, validates its desktop entry and AppStream file, purges it.
package-test: package
	bash packaging/package_test.sh

clean:
	rm -rf $(VENV) build dist .pytest_cache
