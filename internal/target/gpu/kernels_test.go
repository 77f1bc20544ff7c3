package gpu

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/target"
	"gpuc/internal/target/llvmir"
)

// The differential kernel corpus (testdata/kernels, one theme per file)
// is lowered at test time by mlir-opt-19, so that a new kernel needs no
// generated files: the oracle makes the input, and gpuc must print it,
// translate it and compile it as MLIR 19 does.

// kernelLowering are the mlir-opt-19 passes that take a source kernel
// file to its NVVM or ROCDL form: the README's corpus pipeline plus the
// passes its ops need (arith-expand for ceildiv/floordiv, strided
// metadata for subviews, math-to-llvm for the math ops the GPU lowerings
// leave, HIP printf for ROCDL). The NVVM target carries the options the
// PTX comparison needs (compileNVVMKernel's).
var kernelLowering = map[string][]string{
	"nvvm": {"--arith-expand", "--expand-strided-metadata", "--lower-affine",
		"--nvvm-attach-target=chip=sm_90 O=2 features=+ptx80", "--convert-scf-to-cf", "--convert-gpu-to-nvvm",
		"--convert-math-to-llvm", "--convert-vector-to-llvm", "--reconcile-unrealized-casts"},
	"rocdl": {"--arith-expand", "--expand-strided-metadata", "--lower-affine",
		"--rocdl-attach-target=chip=gfx90a", "--convert-scf-to-cf", "--convert-gpu-to-rocdl=runtime=HIP",
		"--convert-math-to-llvm", "--convert-vector-to-llvm", "--reconcile-unrealized-casts"},
}

// onlyLine marks a kernel file that only one lowering accepts (an op
// MLIR 19 does not lower, or LLVM 19 does not select, for the other).
var onlyLine = regexp.MustCompile(`(?m)^// only: (nvvm|rocdl)$`)

// kernelDebugInfo are the extra mlir-opt-19 flags of the debug-info
// variant: a DISubprogram on every llvm.func, and locations printed, so
// that the printer, the DI translation and the device compiler see them.
var kernelDebugInfo = []string{"--ensure-debug-info-scope-on-llvm-func", "--mlir-print-debuginfo"}

// optionsLine gives a kernel file's options for convert-gpu-to-nvvm or
// convert-gpu-to-rocdl.
var optionsLine = regexp.MustCompile(`(?m)^// (nvvm|rocdl) options: (.+)$`)

// loweredKernel is one kernel file in one lowered form, with what
// mlir-opt-19 made of it.
type loweredKernel struct {
	debug              bool // lowered with kernelDebugInfo
	file, kind, module string
	text               []byte // mlir-opt-19's output
	oracle             []byte // mlir-opt-19's object: HSACO (rocdl) or PTX (nvvm)
	libdevice          bool   // calls __nv_* functions
}

// TestKernelCorpusMatchesMLIR checks every kernel of testdata/kernels in
// its NVVM and ROCDL forms: gpuc prints the lowered file as mlir-opt-19
// does, translates its gpu.module body to the same LLVM IR as
// mlir-translate-19, and compiles it to the same gfx90a code and sm_90
// PTX as mlir-opt-19's --gpu-module-to-binary.
func TestKernelCorpusMatchesMLIR(t *testing.T) { runKernelCorpus(t, false) }

// TestKernelCorpusDebugInfoMatchesMLIR is TestKernelCorpusMatchesMLIR on
// the kernels lowered with debug information (kernelDebugInfo).
func TestKernelCorpusDebugInfoMatchesMLIR(t *testing.T) {
	if testing.Short() {
		t.Skip("the plain corpus test covers the same kernels in -short mode")
	}
	runKernelCorpus(t, true)
}

func runKernelCorpus(t *testing.T, debug bool) {
	needTools(t, "mlir-opt-19", "mlir-translate-19", "llvm-objdump-19")
	farm := rocmFarm(t)
	files, _ := filepath.Glob("testdata/kernels/*.mlir")
	if len(files) == 0 {
		t.Fatal("no kernels in testdata/kernels")
	}
	// The NVPTX comparisons of kernels that call libdevice need a CUDA
	// toolkit (Debian's nvidia-cuda-toolkit keeps it in /usr/lib/cuda),
	// the same on both sides.
	cudaToolkit := target.DiscoverCUDA(target.ProcessEnv)
	haveCUDA := cudaToolkit != "" && isRegularFile(filepath.Join(cudaToolkit, "nvvm", "libdevice", "libdevice.10.bc"))

	var mu sync.Mutex
	var lowered []*loweredKernel
	// Phase 1, in parallel: lower, print, translate, and run the oracle.
	// The device compiler is a global registration (Register), so our
	// objects are made afterwards, in one host translation per format.
	t.Run("mlir", func(t *testing.T) {
		for _, file := range files {
			name := strings.TrimSuffix(filepath.Base(file), ".mlir")
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			for _, kind := range []string{"nvvm", "rocdl"} {
				if only := onlyLine.FindSubmatch(src); only != nil && string(only[1]) != kind {
					continue
				}
				t.Run(name+"."+kind, func(t *testing.T) {
					t.Parallel()
					k := lowerKernel(t, file, kind, debug, farm, cudaToolkit, haveCUDA)
					checkPrint(t, k)
					checkLLVMIR(t, k)
					mu.Lock()
					lowered = append(lowered, k)
					mu.Unlock()
				})
			}
		}
	})
	sort.Slice(lowered, func(i, j int) bool { return lowered[i].file+lowered[i].kind < lowered[j].file+lowered[j].kind })

	t.Run("gfx90a", func(t *testing.T) {
		var ks []*loweredKernel
		for _, k := range lowered {
			if k.kind == "rocdl" {
				ks = append(ks, k)
			}
		}
		objs := compileKernels(t, ks, `#gpu.target<AMDGPU : O = 2, chip = "gfx90a", toolkit = "`+farm+`", opts = {correct_sqrt}>`, Options{})
		for _, k := range ks {
			t.Run(k.module, func(t *testing.T) {
				a, b := disassemble(t, objs[k.module]), disassemble(t, k.oracle)
				sameDisassembly(t, a, b)
			})
		}
	})

	t.Run("sm_90", func(t *testing.T) {
		var ks []*loweredKernel
		for _, k := range lowered {
			if k.kind == "nvvm" && (haveCUDA || !k.libdevice) {
				ks = append(ks, k)
			}
		}
		tgt := `#gpu.target<NVPTX : O = 2, chip = "sm_90", features = "+ptx80">`
		if haveCUDA {
			tgt = `#gpu.target<NVPTX : O = 2, chip = "sm_90", features = "+ptx80", toolkit = "` + cudaToolkit + `">`
		}
		objs := compileKernels(t, ks, tgt, Options{Format: FormatISA})
		for _, k := range lowered {
			if k.kind != "nvvm" {
				continue
			}
			t.Run(k.module, func(t *testing.T) {
				if k.libdevice && !haveCUDA {
					t.Skip("calls libdevice, and no CUDA toolkit with nvvm/libdevice/libdevice.10.bc is installed")
				}
				// MLIR 19's NVVM target keeps PTX's terminating NUL in the
				// object; ours gets it from the embedding.
				ours, theirs := objs[k.module], bytes.TrimSuffix(k.oracle, []byte{0})
				if !bytes.Equal(ours, theirs) {
					t.Errorf("PTX differs:\n%s", firstDiff(strings.Split(string(ours), "\n"), strings.Split(string(theirs), "\n")))
				}
			})
		}
	})
}

// lowerKernel lowers file to kind with mlir-opt-19 and compiles the result
// with mlir-opt-19's --gpu-module-to-binary (bin for ROCDL, isa for NVVM).
func lowerKernel(t *testing.T, file, kind string, debug bool, farm, cudaToolkit string, haveCUDA bool) *loweredKernel {
	t.Helper()
	args := append([]string{}, kernelLowering[kind]...)
	if debug {
		args = append(args, kernelDebugInfo...)
	}
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	// `// nvvm options: has-redux=1` adds options to convert-gpu-to-nvvm.
	if o := optionsLine.FindSubmatch(src); o != nil && string(o[1]) == kind {
		for i, a := range args {
			if p := "--convert-gpu-to-" + kind; strings.HasPrefix(a, p) {
				if a == p {
					args[i] = a + "=" + string(o[2])
				} else {
					args[i] = a + " " + string(o[2])
				}
			}
		}
	}
	out, err := exec.Command("mlir-opt-19", append(args, file)...).Output()
	if err != nil {
		t.Fatalf("mlir-opt-19 lowering to %s: %v\n%s", kind, err, stderrOf(err))
	}
	m := moduleHeader.FindSubmatch(out)
	if m == nil {
		t.Fatalf("no gpu.module in mlir-opt-19's output:\n%.2000s", out)
	}
	k := &loweredKernel{debug: debug, file: file, kind: kind, module: string(m[1]), text: out,
		libdevice: bytes.Contains(out, []byte("@__nv_"))}
	in := filepath.Join(t.TempDir(), "k.mlir")
	if err := os.WriteFile(in, out, 0o600); err != nil {
		t.Fatal(err)
	}
	format, key := "isa", "assembly"
	cmd := exec.Command("mlir-opt-19", "--gpu-module-to-binary=format="+format, in)
	cmd.Env = os.Environ()
	if kind == "rocdl" {
		format, key = "bin", "bin"
		cmd = exec.Command("mlir-opt-19", "--gpu-module-to-binary=format="+format, in)
		cmd.Env = append(os.Environ(), "ROCM_PATH="+farm)
	} else if haveCUDA {
		cmd.Env = append(os.Environ(), "CUDA_ROOT="+cudaToolkit)
	} else if k.libdevice {
		return k // no oracle object: the comparison is skipped
	}
	obj, err := cmd.Output()
	if err != nil {
		t.Fatalf("mlir-opt-19 --gpu-module-to-binary=format=%s: %v\n%s", format, err, stderrOf(err))
	}
	k.oracle = mlirString(t, obj, key)
	return k
}

func stderrOf(err error) []byte {
	if e, ok := err.(*exec.ExitError); ok {
		return e.Stderr
	}
	return nil
}

// parseKernel parses MLIR text as gpuc opt does (top-level ops wrapped in
// a builtin.module when needed) and verifies it.
func parseKernel(t *testing.T, name string, text []byte) (*ir.Operation, *asm.Result) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: name}, text)
	if len(res.Errors) > 0 {
		t.Fatalf("parse: %v", res.Errors[0])
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol(name, 0, 0))
	if err != nil {
		t.Fatalf("wrap: %v", err)
	}
	if err := ir.Verify(top); err != nil {
		t.Fatalf("verify: %v", err)
	}
	return top, res
}

// checkPrint checks that gpuc prints mlir-opt-19's output unchanged (as
// mlir-opt-19 itself would).
func checkPrint(t *testing.T, k *loweredKernel) {
	t.Helper()
	top, res := parseKernel(t, k.module+"."+k.kind+".mlir", k.text)
	var buf bytes.Buffer
	flags := asm.DefaultFlags()
	flags.DebugInfo = k.debug
	if err := asm.PrintModule(&buf, top, flags, res.Resources); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(buf.Bytes(), k.text) {
		t.Errorf("gpuc prints the lowered module differently:\n%s", firstDiff(strings.Split(buf.String(), "\n"), strings.Split(string(k.text), "\n")))
	}
}

var gpuModuleLine = regexp.MustCompile(`^  gpu\.module @\w+ \[[^\n]*\]\s*(?:attributes (\{.*\}) )?\{$`)

// bodyModule is the README's K.*.llvm.mlir form of a lowered file: its
// gpu.module's body as a builtin module carrying the gpu.module's
// attributes, with the file's alias definitions (locations, DI
// attributes) around it.
func bodyModule(t *testing.T, text []byte) []byte {
	t.Helper()
	lines := strings.Split(strings.TrimRight(string(text), "\n"), "\n")
	top := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "module attributes {gpu.container_module} {") {
			top = i
			break
		}
	}
	end := len(lines) - 1
	for end > 0 && !strings.HasPrefix(lines[end], "}") {
		end--
	}
	if top < 0 || top+3 > end || !strings.HasPrefix(lines[end-1], "  }") {
		t.Fatalf("lowered file is not one gpu.module in a module")
	}
	m := gpuModuleLine.FindStringSubmatch(lines[top+1])
	if m == nil {
		t.Fatalf("no gpu.module header in %q", lines[top+1])
	}
	var b strings.Builder
	for _, l := range lines[:top] {
		b.WriteString(l + "\n")
	}
	if m[1] != "" {
		b.WriteString("module attributes " + m[1] + " {\n")
	} else {
		b.WriteString("module {\n")
	}
	for _, l := range lines[top+2 : end-1] {
		b.WriteString(strings.TrimPrefix(l, "  ") + "\n")
	}
	b.WriteString("}\n")
	for _, l := range lines[end+1:] {
		b.WriteString(l + "\n")
	}
	return []byte(b.String())
}

// checkLLVMIR checks gpuc's translation of the gpu.module body against
// mlir-translate-19 --mlir-to-llvmir, byte for byte.
func checkLLVMIR(t *testing.T, k *loweredKernel) {
	t.Helper()
	body := bodyModule(t, k.text)
	in := filepath.Join(t.TempDir(), k.module+".llvm.mlir")
	if err := os.WriteFile(in, body, 0o600); err != nil {
		t.Fatal(err)
	}
	theirs, err := exec.Command("mlir-translate-19", "--mlir-to-llvmir", in).Output()
	if err != nil {
		t.Fatalf("mlir-translate-19: %v\n%s", err, stderrOf(err))
	}
	top, _ := parseKernel(t, in, body)
	m, err := llvmir.Translate(top, llvmir.Options{})
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	ours := m.String()
	if ours != string(theirs) {
		t.Errorf("LLVM IR differs from mlir-translate-19's:\n%s", firstDiff(strings.Split(ours, "\n"), strings.Split(string(theirs), "\n")))
	}
}

// compileKernels compiles the gpu.modules of ks for tgt with the device
// compiler registered with opts, all in one host translation (the driver
// compiles them in parallel), and returns each module's object. Files
// with location aliases, whose names clash between files, are compiled
// one host translation each.
func compileKernels(t *testing.T, ks []*loweredKernel, tgt string, opts Options) map[string][]byte {
	t.Helper()
	objs := map[string][]byte{}
	if len(ks) > 0 && ks[0].debug {
		for _, k := range ks {
			wrapped, _ := wrapKernel(t, string(k.text), tgt)
			m, _, err := translateHost(t, wrapped, opts)
			if err != nil {
				t.Fatalf("translate %s: %v", k.module, err)
			}
			objs[k.module] = globalBytes(t, m, k.module+"_gpubin_cst")
		}
		return objs
	}
	const open = "{gpu.container_module} {"
	var host strings.Builder
	host.WriteString("module attributes " + open + "\n")
	for _, k := range ks {
		wrapped, _ := wrapKernel(t, string(k.text), tgt)
		i := strings.Index(wrapped, open) + len(open)
		j := strings.LastIndex(wrapped, "}")
		// Each wrapped kernel brings a @host_ref; one per module here.
		host.WriteString(strings.Replace(wrapped[i:j], "@host_ref()", "@host_ref_"+k.module+"()", 1))
	}
	host.WriteString("}\n")
	if len(ks) == 0 {
		return objs
	}
	m, _, err := translateHost(t, host.String(), opts)
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	for _, k := range ks {
		objs[k.module] = globalBytes(t, m, k.module+"_gpubin_cst")
	}
	return objs
}
