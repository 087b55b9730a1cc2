# Two commands do all set-up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,spark]'
	touch $(STAMP)

demo: $(STAMP)
	@mkdir -p out/demo
	@for f in fixtures/*/input.mqsc; do \
	  echo "== $$f -> CL"; $(BIN)/mqtranslate convert --to cl $$f -o out/demo/$$(basename $$(dirname $$f)).clle; \
	  head -n 12 out/demo/$$(basename $$(dirname $$f)).clle; done
	@for f in fixtures/*/input.clle; do \
	  echo "== $$f -> MQSC"; $(BIN)/mqtranslate convert --to mqsc $$f -o out/demo/$$(basename $$(dirname $$f)).mqsc \
	    2>/dev/null; head -n 12 out/demo/$$(basename $$(dirname $$f)).mqsc; done
	@echo "== summary (mqtranslate check)"; $(BIN)/mqtranslate check fixtures/*/input.*

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/python -m benchmarks.run

clean:
	rm -rf $(VENV) out build *.egg-info
