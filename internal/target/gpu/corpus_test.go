package gpu

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
	"gpuc/internal/target"
	"gpuc/internal/target/llvmir"
	"gpuc/internal/target/llvmir/ll"
	"gpuc/internal/testutil/linediff"
	"gpuc/internal/testutil/upstream"
)

var corpusDir = upstream.Kernels()

// translateHost parses src and translates it to a host LLVM module with
// the device compiler registered with opts; remarks are collected.
func translateHost(t *testing.T, src string, opts Options) (*ll.Module, []*ir.Diagnostic, error) {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	var remarks []*ir.Diagnostic
	ctx.Diagnose = func(d *ir.Diagnostic) { remarks = append(remarks, d) }
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if len(res.Errors) > 0 {
		t.Fatalf("parse: %v", res.Errors[0])
	}
	Register(opts)
	defer Register(Options{})
	m, err := llvmir.Translate(res.Block.First(), llvmir.Options{})
	return m, remarks, err
}

// globalBytes returns the bytes of the i8 array global name of m, without
// the NUL CreateGlobalString adds.
func globalBytes(t *testing.T, m *ll.Module, name string) []byte {
	t.Helper()
	g := m.LookupGlobal(name)
	if g == nil {
		t.Fatalf("no global @%s in\n%.2000s", name, m.String())
	}
	arr, ok := g.Init.(*ll.ConstData)
	if !ok {
		t.Fatalf("@%s is initialised by %T, want raw bytes (*ll.ConstData)", name, g.Init)
	}
	out := arr.Data
	if len(out) == 0 || out[len(out)-1] != 0 {
		t.Fatalf("@%s does not end with a NUL", name)
	}
	return out[:len(out)-1]
}

var moduleHeader = regexp.MustCompile(`gpu\.module @(\w+) \[#(?:rocdl|nvvm)\.target<[^>]*>\]\s*(attributes \{|\{)`)

// wrapKernel turns a corpus file (gpu.module with MLIR's `targets` list)
// into the seed's input: the gpu.module carries `target = tgt`, and the
// host module holds the stub gpu-to-llvm leaves and a use of it.
func wrapKernel(t *testing.T, src, tgt string) (string, string) {
	t.Helper()
	m := moduleHeader.FindStringSubmatch(src)
	if m == nil {
		t.Fatalf("no gpu.module header")
	}
	name := m[1]
	repl := `gpu.module @$1 attributes {target = ` + tgt + `, `
	if m[2] == "{" {
		repl = `gpu.module @$1 attributes {target = ` + tgt + `} {`
	}
	body := moduleHeader.ReplaceAllString(src, repl)
	host := `llvm.mlir.global internal constant @` + name + `_gpubin_stub("\00") {addr_space = 0 : i32}
  llvm.func @host_ref() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @` + name + `_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
`
	i := strings.Index(body, "{gpu.container_module} {") + len("{gpu.container_module} {")
	return body[:i] + "\n  " + host + body[i:], name
}

// mlirString extracts the string attribute `key = "..."` from MLIR
// output, undoing MLIR's escapes (\XX and \\).
func mlirString(t *testing.T, out []byte, key string) []byte {
	t.Helper()
	i := bytes.Index(out, []byte(key+` = "`))
	if i < 0 {
		t.Fatalf("no %s in mlir-opt output:\n%.2000s", key, out)
	}
	s := out[i+len(key)+4:]
	var b []byte
	for j := 0; j < len(s); j++ {
		switch c := s[j]; c {
		case '"':
			return b
		case '\\':
			if s[j+1] == '\\' {
				b = append(b, '\\')
				j++
				continue
			}
			v, err := strconv.ParseUint(string(s[j+1:j+3]), 16, 8)
			if err != nil {
				t.Fatalf("bad escape %q", s[j:j+3])
			}
			b = append(b, byte(v))
			j += 2
		default:
			b = append(b, c)
		}
	}
	t.Fatalf("unterminated %s string", key)
	return nil
}

// needTools skips the test when the oracle or the device libraries are
// not installed.
func needTools(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s is not installed: %v", tool, err)
		}
	}
}

const rocmBitcode = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"

// rocmFarm makes the folder MLIR 19's ROCDL target needs as ROCM_PATH:
// amdgcn/ and llvm/bin/ld.lld, as symlinks.
func rocmFarm(t *testing.T) string {
	t.Helper()
	if !isDir(rocmBitcode) {
		t.Skipf("ROCm device libraries not installed (%s)", rocmBitcode)
	}
	lld := "/usr/lib/llvm-19/bin/ld.lld"
	if !isRegularFile(lld) {
		t.Skipf("ld.lld 19 not installed (%s)", lld)
	}
	farm := t.TempDir()
	if err := os.Symlink(filepath.Dir(rocmBitcode), filepath.Join(farm, "amdgcn")); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(farm, "llvm", "bin"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(lld, filepath.Join(farm, "llvm", "bin", "ld.lld")); err != nil {
		t.Fatal(err)
	}
	return farm
}

// disassemble returns the instruction and label lines of an AMDGPU code
// object, without addresses, encodings and comments.
func disassemble(t *testing.T, obj []byte) []string {
	t.Helper()
	f := filepath.Join(t.TempDir(), "k.hsaco")
	if err := os.WriteFile(f, obj, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("llvm-objdump-19", "-d", "--no-show-raw-insn", f).CombinedOutput()
	if err != nil {
		t.Fatalf("llvm-objdump-19: %v\n%s", err, out)
	}
	var lines []string
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, "file format") || strings.HasPrefix(l, "Disassembly of") {
			continue
		}
		if i := strings.Index(l, "//"); i >= 0 {
			l = l[:i]
		}
		l = strings.Join(strings.Fields(l), " ")
		if l != "" && !strings.HasPrefix(l, f) {
			lines = append(lines, l)
		}
	}
	return lines
}

func corpus(t *testing.T, suffix string) []string {
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*"+suffix))
	var out []string
	for _, f := range files {
		if !strings.HasSuffix(f, ".llvm.mlir") {
			out = append(out, f)
		}
	}
	if len(out) == 0 {
		t.Skipf("no kernel corpus in %s", corpusDir)
	}
	return out
}

// TestAMDGPUCorpusMatchesMLIR compiles every ROCDL corpus kernel to an
// HSACO for gfx90a and checks its disassembly against mlir-opt-19's
// --gpu-module-to-binary=format=bin output for the same module.
func TestAMDGPUCorpusMatchesMLIR(t *testing.T) {
	needTools(t, "mlir-opt-19", "llvm-objdump-19")
	farm := rocmFarm(t)
	for _, file := range corpus(t, ".rocdl.mlir") {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".rocdl.mlir"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			// MLIR 19's ROCDL target defaults to O = 2, abi 500, wave64 on
			// gfx90a and correctly rounded sqrt (its `unsafe_sqrt` flag
			// turns it off); the seed's equivalent is opts = {correct_sqrt}.
			wrapped, name := wrapKernel(t, string(src), `#gpu.target<AMDGPU : O = 2, chip = "gfx90a", toolkit = "`+farm+`", opts = {correct_sqrt}>`)
			m, _, err := translateHost(t, wrapped, Options{})
			if err != nil {
				t.Fatalf("translate: %v", err)
			}
			ours := globalBytes(t, m, name+"_gpubin_cst")
			if !bytes.HasPrefix(ours, []byte("\x7fELF")) {
				t.Fatalf("embedded object is not ELF: % x", ours[:min(16, len(ours))])
			}
			if m.LookupGlobal(name+"_gpubin_stub") != nil {
				t.Errorf("stub still there")
			}

			cmd := exec.Command("mlir-opt-19", "--gpu-module-to-binary=format=bin", file)
			cmd.Env = append(os.Environ(), "ROCM_PATH="+farm)
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("mlir-opt-19: %v", err)
			}
			theirs := mlirString(t, out, "bin")
			a, b := disassemble(t, ours), disassemble(t, theirs)
			sameDisassembly(t, a, b)
		})
	}
}

// TestNVPTXCorpusMatchesMLIR checks our PTX for sm_90 against mlir-opt-19's
// format=isa output, for the kernels that need no libdevice.
func TestNVPTXCorpusMatchesMLIR(t *testing.T) {
	needTools(t, "mlir-opt-19")
	for _, file := range corpus(t, ".nvvm.mlir") {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".nvvm.mlir"), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(src, []byte("@__nv_")) && target.DiscoverCUDA(target.ProcessEnv) == "" {
				t.Skip("needs libdevice, which needs a CUDA toolkit (none found)")
			}
			ours, out := compileNVVMKernel(t, src, FormatISA, "assembly")
			// MLIR 19's NVVM target keeps PTX's terminating NUL in the
			// object; ours gets it from the embedding (globalBytes drops it).
			theirs := bytes.TrimSuffix(out, []byte{0})
			if !bytes.Equal(ours, theirs) {
				t.Errorf("PTX differs:\n%s", firstDiff(strings.Split(string(ours), "\n"), strings.Split(string(theirs), "\n")))
			}
		})
	}
}

// compileNVVMKernel compiles the NVVM corpus kernel src for sm_90 with
// gpuc in format and with mlir-opt-19's --gpu-module-to-binary in the same
// format and equivalent options (O = 2, features = "+ptx80"), and returns
// our embedded object and mlir-opt-19's, the string under key in its
// #gpu.object.
func compileNVVMKernel(t *testing.T, src []byte, format ObjectFormat, key string) (ours, theirs []byte) {
	t.Helper()
	wrapped, name := wrapKernel(t, string(src), `#gpu.target<NVPTX : O = 2, chip = "sm_90", features = "+ptx80">`)
	m, _, err := translateHost(t, wrapped, Options{Format: format})
	if err != nil {
		t.Fatalf("translate: %v", err)
	}
	ours = globalBytes(t, m, name+"_gpubin_cst")

	in := filepath.Join(t.TempDir(), "k.mlir")
	oracle := strings.Replace(string(src), `#nvvm.target<chip = "sm_90">`, `#nvvm.target<O = 2, chip = "sm_90", features = "+ptx80">`, 1)
	if err := os.WriteFile(in, []byte(oracle), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("mlir-opt-19", "--gpu-module-to-binary=format="+format.String(), in)
	// The same CUDA toolkit on both sides: MLIR 19 links libdevice (and its
	// named metadata) from $CUDA_ROOT, and finds no toolkit in Debian's
	// /usr/lib/cuda by itself.
	if tk := target.DiscoverCUDA(target.ProcessEnv); tk != "" {
		cmd.Env = append(os.Environ(), "CUDA_ROOT="+tk)
	}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("mlir-opt-19: %v", err)
	}
	return ours, mlirString(t, out, key)
}

// sameDisassembly checks our code object's disassembly a against
// mlir-opt-19's b: a must hold kernel code, and be b.
func sameDisassembly(t *testing.T, a, b []string) {
	t.Helper()
	if len(a) < 3 || !strings.Contains(strings.Join(a, "\n"), "s_endpgm") {
		t.Fatalf("our code object disassembles to no kernel code:\n%s", strings.Join(a, "\n"))
	}
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Errorf("disassembly differs (ours %d lines, mlir-opt-19 %d):\n%s", len(a), len(b), firstDiff(a, b))
	}
}

// firstDiff shows where two line lists, ours and mlir-opt-19's, first differ.
func firstDiff(a, b []string) string { return linediff.First(a, b, "ours", "theirs") }
