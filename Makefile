# gpuc: build, test, demo and benchmark. deps, build, test, demo, bench and fuzz first install what is missing
# (scripts/deps.sh, apt-get).
#   make demo    build bin/gpuc, compile examples/saxpy_launch.mlir (host code with gpu.launch) to sm_90 and gfx90a
#                binaries (scripts/demo-launch.sh), run it on examples/demo.mlir, --gpu-to-llvm on examples/launch.mlir, translate
#                examples/kernel.mlir, then compile examples/amdgpu.mlir to a gfx90a HSACO and examples/nvidia*.mlir
#                for sm_90 (cubin where CUDA is installed, else PTX; libdevice math only with the CUDA toolkit),
#                embedded in host LLVM IR, and list each kernel's size, registers and LDS with gpuc inspect
#   make test    gofmt check, go vet, go test, lit tests, the seed's spec test (what CI runs, see .ci/run)
#   make bench   time gpuc against mlir-opt-19 on two generated 20 MB files (scripts/bench.sh)
#   make bench-translate  time gpuc translate against mlir-translate-19 on a generated 20 MB LLVM-dialect file
#   make bench-lower  time gpuc's kernel lowering (NVVM, ROCDL, outlining) against mlir-opt-19 on ~2000 gpu.modules
#                (the kernel corpus replicated) and 300 host functions with gpu.launch (scripts/bench-lower.sh)
#   make bench-canonicalize  time gpuc's --canonicalize --cse against mlir-opt-19 on bench-lower's inputs, before and
#                after NVVM lowering (scripts/bench-lower.sh)
#   make bench-serialize  time gpuc's device compilation against mlir-opt-19 --gpu-module-to-binary on 64 gpu.modules
#                (gfx90a HSACO, sm_90 PTX; scripts/bench-serialize.sh)
#   make bench-compile  time gpuc compile (cold and warm cache) against mlir-opt-19 --gpu-module-to-binary on 32
#                gpu.modules (scripts/bench-compile.sh)
#   make bench-module-to-binary  time gpuc opt --gpu-module-to-binary against mlir-opt-19's on 64 gpu.modules
#                (gfx90a bin, sm_90 isa and fatbin; scripts/bench-module-to-binary.sh)
#   make upstream  compare with mlir-opt-19 on ../shared/upstream-tests (MLIR 19's test files, the kernel corpus)
#   make fuzz    fuzz the MLIR parser, the pipeline parser, gpu-to-llvm, the kernel lowerings, canonicalize/cse/symbol-dce, translation, affine maps and gpuc inspect's
#                binary and host-IR readers, and device compilation (target fields, kernel bodies) for $(FUZZTIME) each
#   make cuda-toolkit  optional: install Debian's CUDA toolkit (non-free nvidia-cuda-toolkit: ptxas, libdevice) so
#                that cubins and libdevice math are made and tested here (scripts/cuda-toolkit.sh); tests skip without it
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

.PHONY: all deps build test fmt-check vet unit lit lit-oracle spec demo bench bench-translate bench-lower bench-canonicalize bench-serialize bench-module-to-binary bench-compile upstream fuzz cuda-toolkit clean
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

# test/diff runs a gpuc it builds itself, which go test's result cache does not see: it always runs.
unit: deps
	$(GO) test $$($(GO) list ./... | grep -v '/test/diff$$')
	$(GO) test -count=1 ./test/diff/

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
	@GPUC=$(GPUC) MLIR_OPT=$(LLVM_BIN)/mlir-opt bash scripts/demo-launch.sh
	@echo
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
	@echo
	@echo '== Device code: a host function and a gpu.module of kernels, compiled to real GPU binaries embedded in the host LLVM IR'
	@echo
	@echo '$$ $(GPUC) opt --gpu-to-llvm='"'"'target="AMDGPU: chip = "gfx90a", O = 3"'"'"' examples/amdgpu.mlir -o bin/amdgpu.llvm.mlir'
	@$(GPUC) opt --gpu-to-llvm='target="AMDGPU: chip = "gfx90a", O = 3"' examples/amdgpu.mlir -o bin/amdgpu.llvm.mlir
	@echo '$$ $(GPUC) translate --mlir-to-llvmir bin/amdgpu.llvm.mlir -o bin/amdgpu.ll'
	@$(GPUC) translate --mlir-to-llvmir bin/amdgpu.llvm.mlir -o bin/amdgpu.ll
	@grep -o '^@amd_kernels_gpubin_cst = [a-z ]*\[[0-9]* x i8\]' bin/amdgpu.ll
	@echo '$$ $(GPUC) inspect bin/amdgpu.ll'
	@$(GPUC) inspect bin/amdgpu.ll
	@echo '-- gpuc compiled the gpu.module @amd_kernels (saxpy, block_sum with a 1 KiB LDS array, exp_over_norm calling __ocml_exp_f32 and __ocml_sqrt_f32) in-process with LLVM 19'"'"'s AMDGPU back end: it linked in what the math needs from the ROCm device libraries'"'"' bitcode (ocml, ockl and the oclc_* option libraries, from $$ROCM_PATH, /opt/rocm or Debian'"'"'s rocm-device-libs), linked the object with ld.lld into one gfx90a HSACO code object and embedded it in the host LLVM IR as @amd_kernels_gpubin_cst, which the host'"'"'s mgpuModuleLoad call loads.'
	@echo '-- inspect read each kernel back from the code object'"'"'s metadata note: size is the whole code object'"'"'s, sgpr/vgpr/agpr the registers it needs, lds its shared memory in bytes (256 floats = 1024 for block_sum), scratch its private memory, wave the wavefront size.'
	@if [ -x $(LLVM_BIN)/mlir-opt ] && [ -x $(LLVM_BIN)/ld.lld ] && [ -d /usr/lib/x86_64-linux-gnu/amdgcn ]; then \
	  echo '-- cross-check with MLIR 19: the same gpu.module through mlir-opt-19 --gpu-module-to-binary (as #rocdl.target<chip = "gfx90a", O = 3>, ROCM_PATH=bin/rocm)'; \
	  rm -rf bin/rocm && mkdir -p bin/rocm/llvm/bin && ln -s /usr/lib/x86_64-linux-gnu/amdgcn bin/rocm/amdgcn && ln -s $(LLVM_BIN)/ld.lld bin/rocm/llvm/bin/ld.lld; \
	  sed 's/gpu.module @amd_kernels {/gpu.module @amd_kernels [#rocdl.target<chip = "gfx90a", O = 3>] {/' examples/amdgpu.mlir > bin/amdgpu.mlir19.mlir; \
	  sed 's/gpu.module @amd_kernels {/gpu.module @amd_kernels attributes {target = #gpu.target<AMDGPU : chip = "gfx90a", O = 3, opts = {correct_sqrt}>} {/' examples/amdgpu.mlir > bin/amdgpu.sqrt.mlir; \
	  if ROCM_PATH=bin/rocm $(LLVM_BIN)/mlir-opt --gpu-module-to-binary=format=bin bin/amdgpu.mlir19.mlir 2>/dev/null | $(LLVM_BIN)/mlir-opt --gpu-to-llvm 2>/dev/null | $(LLVM_BIN)/mlir-translate --mlir-to-llvmir -o bin/amdgpu.want.ll 2>/dev/null \
	     && $(GPUC) opt --gpu-to-llvm bin/amdgpu.sqrt.mlir | $(GPUC) translate --mlir-to-llvmir -o bin/amdgpu.sqrt.ll; then \
	    sed -n 's/^@amd_kernels_bin_cst = [^"]*c"\(.*\)", align .*/\1/p' bin/amdgpu.want.ll > bin/amdgpu.want.hex; \
	    sed -n 's/^@amd_kernels_gpubin_cst = [^"]*c"\(.*\)\\00", align .*/\1/p' bin/amdgpu.sqrt.ll > bin/amdgpu.sqrt.hex; \
	    if [ -s bin/amdgpu.want.hex ] && cmp -s bin/amdgpu.want.hex bin/amdgpu.sqrt.hex; then \
	      echo '-- mlir-opt-19 makes the same HSACO, byte for byte, once gpuc'"'"'s target also has opts = {correct_sqrt}: MLIR 19'"'"'s ROCDL target links oclc_correctly_rounded_sqrt_on by default, the #gpu.target of the seed only with that option.'; \
	    else echo '-- NOTE: mlir-opt-19 makes a different HSACO: compare bin/amdgpu.want.ll with bin/amdgpu.sqrt.ll'; fi; \
	  else echo '-- NOTE: the cross-check with mlir-opt-19 did not run to the end (see bin/amdgpu.mlir19.mlir)'; fi; \
	fi
	@echo
	@echo '$$ $(GPUC) opt --gpu-to-llvm='"'"'target="NVPTX: chip = "sm_90", O = 3"'"'"' examples/nvidia.mlir -o bin/nvidia.llvm.mlir'
	@$(GPUC) opt --gpu-to-llvm='target="NVPTX: chip = "sm_90", O = 3"' examples/nvidia.mlir -o bin/nvidia.llvm.mlir
	@echo '$$ $(GPUC) translate --mlir-to-llvmir bin/nvidia.llvm.mlir -o bin/nvidia.ll'
	@set -e; \
	if $(GPUC) translate --mlir-to-llvmir bin/nvidia.llvm.mlir -o bin/nvidia.ll 2>bin/nvidia.err; then \
	  echo bin > bin/nvidia.format; \
	elif grep -q CUDA bin/nvidia.err; then \
	  echo '-- no cubin on this machine; gpuc said:'; sed -n '1s/^[^ ]*: error: /   /p' bin/nvidia.err; \
	  echo '-- so the PTX text is embedded instead, which needs no CUDA:'; \
	  echo '$$ $(GPUC) translate --mlir-to-llvmir --gpu-object-format=isa bin/nvidia.llvm.mlir -o bin/nvidia.ll'; \
	  $(GPUC) translate --mlir-to-llvmir --gpu-object-format=isa bin/nvidia.llvm.mlir -o bin/nvidia.ll; \
	  echo isa > bin/nvidia.format; \
	else cat bin/nvidia.err >&2; exit 1; fi
	@grep -o '^@nv_kernels_gpubin_cst = [a-z ]*\[[0-9]* x i8\]' bin/nvidia.ll
	@echo '$$ $(GPUC) inspect bin/nvidia.ll'
	@$(GPUC) inspect bin/nvidia.ll
	@if [ "$$(cat bin/nvidia.format)" = bin ]; then \
	  echo '-- gpuc compiled @nv_kernels (saxpy, block_sum with 1 KiB of shared memory) with LLVM 19'"'"'s NVPTX back end to PTX, made an sm_90 cubin of it (ptxas or the CUDA driver) and embedded it as @nv_kernels_gpubin_cst; inspect read each kernel'"'"'s registers per thread and shared memory back from the cubin (as cuobjdump -res-usage reports them: for sm_90, ptxas counts 1 KiB more shared memory than the kernel declares).'; \
	else \
	  echo '-- gpuc compiled @nv_kernels (saxpy, block_sum with 1 KiB of shared memory) with LLVM 19'"'"'s NVPTX back end to sm_90 PTX and embedded the text as @nv_kernels_gpubin_cst (the CUDA driver JIT-compiles PTX when the host loads it); inspect listed the .entry kernels and the shared memory each declares (registers are only known once ptxas has run).'; \
	fi
	@if [ -x $(LLVM_BIN)/mlir-opt ]; then \
	  f=$$(cat bin/nvidia.format); what=PTX; [ $$f = bin ] && what=cubin; \
	  echo "-- cross-check with MLIR 19: the same gpu.module through mlir-opt-19 --gpu-module-to-binary=format=$$f (as #nvvm.target<chip = \"sm_90\", O = 3>)"; \
	  sed 's/gpu.module @nv_kernels {/gpu.module @nv_kernels [#nvvm.target<chip = "sm_90", O = 3>] {/' examples/nvidia.mlir > bin/nvidia.mlir19.mlir; \
	  if $(LLVM_BIN)/mlir-opt --gpu-module-to-binary=format=$$f bin/nvidia.mlir19.mlir 2>/dev/null | $(LLVM_BIN)/mlir-opt --gpu-to-llvm 2>/dev/null | $(LLVM_BIN)/mlir-translate --mlir-to-llvmir -o bin/nvidia.want.ll 2>/dev/null; then \
	    sed -n 's/^@nv_kernels_bin_cst = [^"]*\(c".*"\), align .*/\1/p' bin/nvidia.want.ll > bin/nvidia.want.obj; \
	    sed -n 's/^@nv_kernels_gpubin_cst = [^"]*\(c".*"\), align .*/\1/p' bin/nvidia.ll > bin/nvidia.got.obj; \
	    nul='with the same terminating NUL'; \
	    if [ $$f = bin ]; then sed -i 's/\\00"$$/"/' bin/nvidia.got.obj; nul='but for the NUL the seed'"'"'s embedding adds'; fi; \
	    if [ -s bin/nvidia.want.obj ] && cmp -s bin/nvidia.want.obj bin/nvidia.got.obj; then \
	      echo "-- mlir-opt-19 embeds the same $$what, byte for byte ($$nul)."; \
	    else echo "-- NOTE: mlir-opt-19 embeds a different $$what: compare bin/nvidia.want.ll with bin/nvidia.ll"; fi; \
	  else echo '-- NOTE: the cross-check with mlir-opt-19 did not run to the end (see bin/nvidia.mlir19.mlir)'; fi; \
	fi
	@echo
	@echo '$$ $(GPUC) opt --gpu-to-llvm='"'"'target="NVPTX: chip = "sm_90", O = 3"'"'"' examples/nvidia_libdevice.mlir -o bin/nvmath.llvm.mlir'
	@$(GPUC) opt --gpu-to-llvm='target="NVPTX: chip = "sm_90", O = 3"' examples/nvidia_libdevice.mlir -o bin/nvmath.llvm.mlir
	@set -e; f=$$(cat bin/nvidia.format); \
	echo "\$$ $(GPUC) translate --mlir-to-llvmir --gpu-object-format=$$f bin/nvmath.llvm.mlir -o bin/nvmath.ll"; \
	if $(GPUC) translate --mlir-to-llvmir --gpu-object-format=$$f bin/nvmath.llvm.mlir -o bin/nvmath.ll 2>bin/nvmath.err; then \
	  echo '$$ $(GPUC) inspect bin/nvmath.ll'; $(GPUC) inspect bin/nvmath.ll; \
	  echo '-- gpuc linked libdevice (the CUDA toolkit'"'"'s nvvm/libdevice/libdevice.10.bc) into @nv_math for __nv_expf and __nv_sqrtf, keeping only what exp_over_norm needs, and compiled it for sm_90.'; \
	elif grep -q CUDA bin/nvmath.err; then \
	  echo '-- SKIPPED examples/nvidia_libdevice.mlir: its kernel exp_over_norm calls __nv_expf and __nv_sqrtf, which only libdevice defines, and libdevice ships with the CUDA toolkit. gpuc said:'; \
	  sed -n '1s/^[^ ]*: error: /   /p' bin/nvmath.err; \
	  echo '-- (install the CUDA toolkit, or set CUDA_PATH to it, and make demo compiles it to a cubin with libdevice.)'; \
	else cat bin/nvmath.err >&2; exit 1; fi

bench: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc || { echo 'bench: ./cmd/gpuc does not build: timing mlir-opt-19 alone'; rm -f $(GPUC); }
	@BENCH_DIR='$(BENCH_DIR)' GO='$(GO)' bash scripts/bench.sh
	@BENCH_DIR='$(BENCH_DIR)' GO='$(GO)' BENCH_KIND=gpu bash scripts/bench.sh

# `gpuc translate --mlir-to-llvmir` against mlir-translate-19 on a generated LLVM-dialect file (kernel corpus and
# test/diff/translate/testdata replicated with renamed symbols), and checks with cmp that both print the same.
bench-translate: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc || { echo 'bench-translate: ./cmd/gpuc does not build: timing mlir-translate-19 alone'; rm -f $(GPUC); }
	@BENCH_DIR='$(BENCH_DIR)' bash scripts/bench-translate.sh

# Device serialization: `gpuc translate --mlir-to-llvmir` on a host module with 64 gpu.modules of the kernel corpus
# (#gpu.target) against `mlir-opt-19 --gpu-module-to-binary` on the same modules (#rocdl/#nvvm targets): gfx90a
# code objects through the ROCm device libraries and ld.lld, and sm_90 PTX; checks the first modules' HSACO
# disassembly and PTX are the same. BENCH_MODULES sets the number of modules.
bench-lower: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc
	@BENCH_DIR='$(BENCH_DIR)' bash scripts/bench-lower.sh

# canonicalize and cse: `--canonicalize --cse` on bench-lower's inputs (the replicated kernel corpus, the same after
# NVVM lowering, the gpu.launch host functions), against mlir-opt-19, outputs compared with cmp.
bench-canonicalize: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc
	@BENCH_DIR='$(BENCH_DIR)' BENCH_SETS='canon canon-nvvm canon-host' bash scripts/bench-lower.sh

bench-serialize: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc || { echo 'bench-serialize: ./cmd/gpuc does not build: timing mlir-opt-19 alone'; rm -f $(GPUC); }
	@BENCH_DIR='$(BENCH_DIR)' bash scripts/bench-serialize.sh

# gpuc compile on 32 gpu.modules (gfx90a; sm_90 where ptxas is installed) against mlir-opt-19 --gpu-module-to-binary
# on the same modules lowered, and gpuc compile's warm rebuild from its cache against its cold build.
bench-compile: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc
	@BENCH_DIR='$(BENCH_DIR)' bash scripts/bench-compile.sh

# MLIR 19's flow: gpu-module-to-binary on 64 gpu.modules (gfx90a HSACO, sm_90 PTX and fatbin) in both tools.
bench-module-to-binary: deps
	@$(GO) build -o $(GPUC) ./cmd/gpuc
	@BENCH_DIR='$(BENCH_DIR)' bash scripts/bench-module-to-binary.sh

# MLIR 19's own test files and the kernel corpus in ../shared/upstream-tests (an external suite, not copied here).
# Then the same suite through --gpu-to-llvm (scripts/upstream-lower.sh): MLIR 19's gpu-to-llvm tests and the kernels.
upstream: build
	@if [ -x ../shared/upstream-tests/compare.sh ] || [ -f ../shared/upstream-tests/compare.sh ]; then GPUC=$(GPUC) bash ../shared/upstream-tests/compare.sh; \
	else echo 'upstream: ../shared/upstream-tests is not here'; fi
	@GPUC=$(GPUC) bash scripts/upstream-lower.sh

# Each fuzz target for $(FUZZTIME): the MLIR parser, the pass pipeline/option parser, gpu-to-llvm, translation
# to LLVM IR, the affine map parser, and gpuc inspect's readers of device binaries (ELF code objects, cubins,
# PTX, bitcode, MessagePack notes) and of host LLVM IR.
fuzz: deps
	$(GO) test -run='^$$' -fuzz=FuzzParse -fuzztime=$(FUZZTIME) ./internal/asm/
	$(GO) test -run='^$$' -fuzz=FuzzParsePipeline -fuzztime=$(FUZZTIME) ./internal/pass/
	$(GO) test -run='^$$' -fuzz=FuzzGpuToLLVM -fuzztime=$(FUZZTIME) ./internal/conversion/gputollvm/
	$(GO) test -run='^$$' -fuzz=FuzzKernelLowering -fuzztime=$(FUZZTIME) ./internal/conversion/gpucommon/
	$(GO) test -run='^$$' -fuzz=FuzzCanonicalize -fuzztime=$(FUZZTIME) ./internal/transforms/canonicalize/
	$(GO) test -run='^$$' -fuzz=FuzzTranslate -fuzztime=$(FUZZTIME) ./internal/target/llvmir/
	$(GO) test -run='^$$' -fuzz=FuzzParseMap -fuzztime=$(FUZZTIME) ./internal/affine/
	$(GO) test -run='^$$' -fuzz='^FuzzBinary$$' -fuzztime=$(FUZZTIME) ./internal/inspect/
	$(GO) test -run='^$$' -fuzz='^FuzzHostIR$$' -fuzztime=$(FUZZTIME) ./internal/inspect/
	$(GO) test -run='^$$' -fuzz='^FuzzParseTargets$$' -fuzztime=$(FUZZTIME) ./internal/driver/
	$(GO) test -run='^$$' -fuzz=FuzzDeviceCompile -fuzztime=$(FUZZTIME) ./internal/target/gpu/

cuda-toolkit:
	@bash scripts/cuda-toolkit.sh

clean:
	rm -rf bin '$(BENCH_DIR)'
