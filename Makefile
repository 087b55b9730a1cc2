# Two commands do all set-up on a fresh machine: `make demo` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# The install is pure Python and editable: a change to a module needs no new install.
BUILT := $(VENV)/.installed
BUILT_FROM := pyproject.toml

.PHONY: demo test test-fast lint bench clean

$(BUILT): $(BUILT_FROM)
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test,spark]'
	touch $(BUILT)

demo: $(BUILT)
	@mkdir -p out/demo
	@for f in fixtures/*/input.mqsc; do \
	  echo "== $$f -> CL"; $(BIN)/mqtranslate convert --to cl $$f -o out/demo/$$(basename $$(dirname $$f)).clle; \
	  head -n 12 out/demo/$$(basename $$(dirname $$f)).clle; done
	@for f in fixtures/*/input.clle; do \
	  echo "== $$f -> MQSC"; $(BIN)/mqtranslate convert --to mqsc $$f -o out/demo/$$(basename $$(dirname $$f)).mqsc \
	    2>/dev/null; head -n 12 out/demo/$$(basename $$(dirname $$f)).mqsc; done
	@echo "== summary (mqtranslate check)"; $(BIN)/mqtranslate check fixtures/*/input.*
	@# batch exits 1 when some command failed (reported in the summary): expected for lossy fixtures.
	@echo "== batch, local engine (no Java)"; $(BIN)/mqtranslate batch 'fixtures/*/input.*' --to mqsc \
	  --out out/batch-local --engine local || [ $$? -eq 1 ]
	@echo "== batch, Spark local mode"; if $(BIN)/python -m translator.batch.java; then \
	  $(BIN)/mqtranslate batch 'fixtures/*/input.*' --to mqsc --out out/batch-spark --master 'local[2]' \
	  || [ $$? -eq 1 ]; diff -r out/batch-local out/batch-spark && echo "Spark and local outputs: identical"; fi

test: $(BUILT)
	@$(BIN)/python -m translator.batch.java || echo "the Spark tests will be skipped"
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q

bench: $(BUILT)
	$(BIN)/python -m benchmarks.run

test-fast: $(BUILT)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -q -m "not slow and not spark"

clean:
	rm -rf $(VENV) out build *.egg-info
