# gpuc: build, test, demo and benchmark. deps, build, test, demo, bench and fuzz first install what is missing
# (scripts/deps.sh, apt-get).
#   make demo    build bin/gpuc, run it on examples/demo.mlir, then --gpu-to-llvm on examples/launch.mlir
#   make test    gofmt check, go vet, go test, lit tests, the seed's spec test (what CI runs, see .ci/run)
#   make bench   time gpuc against mlir-opt-19 on two generated 20 MB files (scripts/bench.sh)
#   make bench-translate  time gpuc translate against mlir-translate-19 on a generated 20 MB LLVM-dialect file
#   make upstream  compare with mlir-opt-19 on ../shared/upstream-tests (MLIR 19's test files, the kernel corpus)
#   make fuzz    fuzz the MLIR parser, the pipeline parser, gpu-to-llvm and translation for $(FUZZTIME) each
#   make clean

GO ?= go
FUZZTIME ?= 60s
# Seconds one lit test may take before it counts as failed (a hang must not stall CI); read by test/lit/lit.cfg.py.
export LIT_TIMEOUT ?= 120
BENCH_DIR ?= $(or $(TMPDIR),/tmp)/gpuc-bench
# The seed's own lit test(s), kept outside the repository.
SPEC_TESTS ?= ../shared/spec-tests

# Fresh Debian machines and CI have Go in /usr/local/go/bin without it on PATH; a go already on PATH wins.
export PATH := $(PATH):/usr/local/go/bin

GPUC := bin/gpuc
LLVM_BIN := /usr/lib/llvm-19/bin
# Debian's python3 (with python3-psutil, which lit's per-test timeout needs), not whatever python3 comes first on PATH.
LIT := /usr/bin/python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv

.PHONY: all deps build test fmt-check vet unit lit lit-oracle spec demo bench bench-translate upstream fuzz clean
# Prerequisites run one after another, in the order written (test's steps, deps before build).
.NOTPARALLEL:

all: build

deps:
	@bash scripts/deps.sh

build: deps
	$(GO) build -o $(GPUC) ./cmd/gpuc

# In this order; the first step that fails stops the run.
test: build fmt-check vet unit lit lit-oracle spec

fmt-check:
	@echo '== gofmt -l .'
	@out=$$("$$($(GO) env GOROOT)/bin/gofmt" -l .) || exit 1; \
	if [ -n "$$out" ]; then echo "gofmt: these files are not formatted (run gofmt -w on them):"; echo "$$out"; exit 1; fi

vet: deps
	$(GO) vet ./...

unit: deps
	$(GO) test ./...

# test/lit against bin/gpuc (GPUC=... overrides).
lit: build
	$(LIT) test/lit

# The same lit tests through MLIR 19's mlir-opt: they must pass there too, since gpuc must behave like it.
# `gpuc translate` becomes mlir-translate-19 there (see test/lit/lit.cfg.py).
# A test only gpuc can pass says `// UNSUPPORTED: mlir-oracle`.
lit-oracle: deps
	GPUC=$(LLVM_BIN)/mlir-opt $(LIT) test/lit

# The seed's spec test (its lit.cfg.py finds `gpuc` through GPUC's folder); skipped where $(SPEC_TESTS) is absent.
spec: build
	@if [ -d '$(SPEC_TESTS)' ]; then GPUC=$(GPUC) $(LIT) '$(SPEC_TESTS)'; \
	else echo 'spec: $(SPEC_TESTS) is not here: skipped'; fi

demo: build
	@echo '$$ $(GPUC) opt examples/demo.mlir'
	@$(GPUC) opt examples/demo.mlir -o bin/demo.out.mlir
	@cat bin/demo.out.mlir
	@echo '-- gpuc parsed examples/demo.mlir (host code, gpu kernels, and a kernel lowered to llvm/nvvm), verified it and printed it back the way MLIR 19 prints it (SSA values renamed, attributes sorted, defaults elided).'
	@if $(LLVM_BIN)/mlir-opt examples/demo.mlir -o bin/demo.want.mlir 2>/dev/null; then \
	  if cmp -s bin/demo.want.mlir bin/demo.out.mlir; then echo '-- the output is byte for byte what mlir-opt-19 prints for the same input.'; \
	  else echo '-- NOTE: mlir-opt-19 prints something else for this input: diff bin/demo.want.mlir bin/demo.out.mlir'; fi; fi
	@echo
	@echo '$$ $(GPUC) opt --gpu-to-llvm='"'"'target="NVPTX: chip = "sm_90", O = 3"'"'"' examples/launch.mlir'
	@$(GPUC) opt --gpu-to-llvm='target="NVPTX: chip = "sm_90", O = 3"' examples/launch.mlir -o bin/launch.out.mlir
	@cat bin/launch.out.mlir
	@echo '-- gpu-to-llvm set the gpu.module'"'"'s target, lowered the host function to the LLVM dialect (as mlir-opt-19 --gpu-to-llvm does) and the launch to the seed'"'"'s GPU runtime calls, with an empty @scale_gpubin_stub global for translation to fill in.'
	@echo
	@echo '$$ $(GPUC) translate --mlir-to-llvmir examples/kernel.mlir'
	@$(GPUC) translate --mlir-to-llvmir examples/kernel.mlir -o bin/kernel.ll
	@cat bin/kernel.ll
	@echo '-- gpuc translated the LLVM-dialect kernel (nvvm ops become intrinsic calls, nvvm.kernel and nvvm.maxntid become !nvvm.annotations) to LLVM IR.'
	@if $(LLVM_BIN)/mlir-translate --mlir-to-llvmir examples/kernel.mlir -o bin/kernel.want.ll 2>/dev/null; then \
	  if cmp -s bin/kernel.want.ll bin/kernel.ll; then echo '-- the output is byte for byte what mlir-translate-19 prints for the same input.'; \
	  else echo '-- NOTE: mlir-translate-19 prints something else for this input: diff bin/kernel.want.ll bin/kernel.ll'; fi; fi
	@echo '$$ llc-19 -mcpu=sm_90 bin/kernel.ll   (first lines of the PTX)'
	@$(LLVM_BIN)/llc -mcpu=sm_90 bin/kernel.ll -o bin/kernel.ptx && sed -n '/.entry/,/^{/p' bin/kernel.ptx

bench: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc || { echo 'bench: ./cmd/gpuc does not build: timing mlir-opt-19 alone'; rm -f $(GPUC); }
	@BENCH_DIR='$(BENCH_DIR)' GO='$(GO)' bash scripts/bench.sh
	@BENCH_DIR='$(BENCH_DIR)' GO='$(GO)' BENCH_KIND=gpu bash scripts/bench.sh

# `gpuc translate --mlir-to-llvmir` against mlir-translate-19 on a generated LLVM-dialect file (kernel corpus and
# test/diff/translate/testdata replicated with renamed symbols), and checks with cmp that both print the same.
bench-translate: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc || { echo 'bench-translate: ./cmd/gpuc does not build: timing mlir-translate-19 alone'; rm -f $(GPUC); }
	@BENCH_DIR='$(BENCH_DIR)' bash scripts/bench-translate.sh

# MLIR 19's own test files and the kernel corpus in ../shared/upstream-tests (an external suite, not copied here).
# Then the same suite through --gpu-to-llvm (scripts/upstream-lower.sh): MLIR 19's gpu-to-llvm tests and the kernels.
upstream: build
	@if [ -x ../shared/upstream-tests/compare.sh ] || [ -f ../shared/upstream-tests/compare.sh ]; then GPUC=$(GPUC) bash ../shared/upstream-tests/compare.sh; \
	else echo 'upstream: ../shared/upstream-tests is not here'; fi
	@GPUC=$(GPUC) bash scripts/upstream-lower.sh

# Each fuzz target for $(FUZZTIME): the MLIR parser, the pass pipeline/option parser, gpu-to-llvm, translation
# to LLVM IR.
fuzz: deps
	$(GO) test -run='^$$' -fuzz=FuzzParse -fuzztime=$(FUZZTIME) ./internal/asm/
	$(GO) test -run='^$$' -fuzz=FuzzParsePipeline -fuzztime=$(FUZZTIME) ./internal/pass/
	$(GO) test -run='^$$' -fuzz=FuzzGpuToLLVM -fuzztime=$(FUZZTIME) ./internal/conversion/gputollvm/
	$(GO) test -run='^$$' -fuzz=FuzzTranslate -fuzztime=$(FUZZTIME) ./internal/target/llvmir/

clean:
	rm -rf bin '$(BENCH_DIR)'
