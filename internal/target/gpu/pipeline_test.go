package gpu

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/ir"
	"gpuc/internal/llvm"
	"gpuc/internal/target"
	"gpuc/internal/target/llvmir/ll"
)

// kernelModule is a host module with the stub of gpu.module @k (unless
// noStub) and gpu.module @k with target tgt, whose kernel calls callee
// (f32 -> f32) when callee is not empty.
func kernelModule(name, tgt, callee string, noStub bool) string {
	var b strings.Builder
	b.WriteString("module attributes {gpu.container_module} {\n")
	if !noStub {
		b.WriteString(`  llvm.mlir.global internal constant @` + name + `_gpubin_stub("\00") {addr_space = 0 : i32}
  llvm.func @use_` + name + `() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @` + name + `_gpubin_stub : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
`)
	}
	kind := "nvvm.kernel"
	if strings.Contains(tgt, "AMDGPU") {
		kind = "rocdl.kernel"
	}
	b.WriteString(`  gpu.module @` + name + ` attributes {target = ` + tgt + `} {
    llvm.func @kern(%arg0: f32, %arg1: !llvm.ptr) attributes {gpu.kernel, ` + kind + `} {
`)
	if callee != "" {
		b.WriteString(`      %0 = llvm.call @` + callee + `(%arg0) : (f32) -> f32
      llvm.store %0, %arg1 : f32, !llvm.ptr
`)
	} else {
		b.WriteString("      llvm.store %arg0, %arg1 : f32, !llvm.ptr\n")
	}
	b.WriteString("      llvm.return\n    }\n")
	if callee != "" {
		b.WriteString("    llvm.func @" + callee + "(f32) -> f32\n")
	}
	b.WriteString("  }\n}\n")
	return b.String()
}

// wantError translates src and checks the error contains want and is
// located (has a location) at the gpu.module.
func wantError(t *testing.T, src string, opts Options, want string) *ir.Diagnostic {
	t.Helper()
	_, _, err := translateHost(t, src, opts)
	if err == nil {
		t.Fatalf("no error, want %q", want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q, want %q", err, want)
	}
	d, ok := err.(*ir.Diagnostic)
	if !ok {
		t.Fatalf("error %T is not a located diagnostic", err)
	}
	if d.Op == nil || d.Op.Name() != "gpu.module" {
		t.Errorf("error is not about the gpu.module: %v", d.Op)
	}
	return d
}

// noCUDA makes the process environment one without a CUDA toolkit, ptxas
// or driver on PATH.
func noCUDA(t *testing.T) {
	for _, v := range []string{"CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"} {
		t.Setenv(v, "")
	}
	t.Setenv("PATH", t.TempDir())
	// Hide the fixed places a toolkit is found without being named. Safe
	// without a lock: t.Setenv keeps this test sequential, and parallel
	// tests start only after the sequential ones have ended.
	saved := target.ProcessEnv
	hidden := saved
	hidden.IsDir = func(p string) bool {
		for _, root := range []string{"/usr/local/cuda", "/usr/lib/cuda"} {
			if p == root || strings.HasPrefix(p, root+"/") {
				return false
			}
		}
		return saved.IsDir(p)
	}
	target.ProcessEnv = hidden
	t.Cleanup(func() { target.ProcessEnv = saved })
	if err := llvm.CUDAAvailable(); err == nil {
		t.Skip("the CUDA driver works on this machine: it makes cubins without a toolkit")
	}
}

func TestMissingStub(t *testing.T) {
	noCUDA(t)
	wantError(t, kernelModule("k", `#gpu.target<NVPTX : chip = "sm_70">`, "", true), Options{Format: FormatISA},
		"There's no global variable for embedding this module.")
}

func TestLinkFileErrors(t *testing.T) {
	noCUDA(t)
	missing := filepath.Join(t.TempDir(), "nope.bc")
	wantError(t, kernelModule("k", `#gpu.target<NVPTX : link = ["`+missing+`"]>`, "", false), Options{Format: FormatISA},
		"File path: "+missing+" does not exist or is not a file.")
	bad := filepath.Join(t.TempDir(), "bad.bc")
	if err := os.WriteFile(bad, []byte("not bitcode"), 0o600); err != nil {
		t.Fatal(err)
	}
	wantError(t, kernelModule("k", `#gpu.target<NVPTX : link = ["`+bad+`"]>`, "", false), Options{Format: FormatISA},
		"Failed loading file from "+bad+", error: ")
}

func TestCUDAToolkitErrors(t *testing.T) {
	noCUDA(t)
	gone := filepath.Join(t.TempDir(), "cuda")
	wantError(t, kernelModule("k", `#gpu.target<NVPTX : toolkit = "`+gone+`">`, "", false), Options{Format: FormatISA},
		"CUDA path: "+gone+" does not exist or is not a directory.")
	empty := t.TempDir()
	wantError(t, kernelModule("k", `#gpu.target<NVPTX : toolkit = "`+empty+`">`, "", false), Options{Format: FormatISA},
		"LibDevice path: "+filepath.Join(empty, "nvvm", "libdevice", "libdevice.10.bc")+" does not exist or is not a file.")
}

func TestUndefinedAfterLinking(t *testing.T) {
	noCUDA(t)
	d := wantError(t, kernelModule("k", `#gpu.target<NVPTX : chip = "sm_90">`, "__nv_expf", false), Options{Format: FormatISA},
		"undefined device function '__nv_expf' after linking: libdevice was not linked (no CUDA toolkit found")
	if !strings.Contains(d.Msg, "$CUDA_PATH") {
		t.Errorf("the error does not say where it looked: %s", d.Msg)
	}
	// The ROCm libraries define __ocml_exp_f32, not a made-up function.
	if !isDir(rocmBitcode) {
		t.Skip("no ROCm device libraries")
	}
	wantError(t, kernelModule("k", `#gpu.target<AMDGPU : chip = "gfx90a">`, "__ocml_nope_f32", false), Options{},
		"undefined device function '__ocml_nope_f32' after linking: neither the ROCm device libraries in ")
}

func TestNoCubinWithoutPtxasOrDriver(t *testing.T) {
	noCUDA(t)
	wantError(t, kernelModule("k", `#gpu.target<NVPTX : chip = "sm_90">`, "", false), Options{},
		"--gpu-object-format=isa to embed the PTX instead")
}

func TestTargetErrors(t *testing.T) {
	noCUDA(t)
	wantError(t, kernelModule("k", `#gpu.target<NVPTX : triple = "nonsense-unknown-none">`, "", false), Options{Format: FormatISA},
		"Failed to lookup target: ")
	wantError(t, kernelModule("k", `#gpu.target<AMDGPU : chip = "gfx90a", opts = {abi_ver = "five"}>`, "", false), Options{Format: FormatISA},
		`abi_ver "five" is not a code object version`)
	wantError(t, kernelModule("k", `#gpu.target<AMDGPU : chip = "gfx90a", toolkit = "/nonexistent/rocm">`, "", false), Options{Format: FormatISA},
		"ROCm amdgcn bitcode path: /nonexistent/rocm/amdgcn/bitcode does not exist or is not a directory.")
}

// TestErrorsInModuleOrder: every module is compiled; the first module's
// error comes first, the second's after it.
func TestErrorsInModuleOrder(t *testing.T) {
	noCUDA(t)
	a := kernelModule("a", `#gpu.target<NVPTX : toolkit = "/nonexistent/a">`, "", false)
	b := kernelModule("b", `#gpu.target<NVPTX : toolkit = "/nonexistent/b">`, "", false)
	src := a[:strings.LastIndex(a, "}")] + b[strings.Index(b, "{gpu.container_module} {")+len("{gpu.container_module} {"):]
	d := wantError(t, src, Options{Format: FormatISA}, "CUDA path: /nonexistent/a ")
	if len(d.Then) != 1 || !strings.Contains(d.Then[0].Msg, "/nonexistent/b") {
		t.Errorf("the second module's error does not follow: %v", d.Then)
	}
}

// TestManyModulesInParallel compiles several modules at once and checks
// each gets its own binary, in module order.
func TestManyModulesInParallel(t *testing.T) {
	if !isDir(rocmBitcode) {
		t.Skip("no ROCm device libraries")
	}
	var src strings.Builder
	src.WriteString("module attributes {gpu.container_module} {\n")
	names := []string{"m0", "m1", "m2", "m3", "m4", "m5"}
	for i, n := range names {
		k := kernelModule(n, `#gpu.target<AMDGPU : O = `+string(rune('0'+i%4))+`, chip = "gfx90a">`, "__ocml_exp_f32", false)
		k = k[strings.Index(k, "{gpu.container_module} {")+len("{gpu.container_module} {"):]
		src.WriteString(k[:strings.LastIndex(k, "}")])
	}
	src.WriteString("}\n")
	m, _, err := translateHost(t, src.String(), Options{Jobs: 3})
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, g := range m.Globals {
		if strings.HasSuffix(g.Name, "_gpubin_cst") {
			order = append(order, strings.TrimSuffix(g.Name, "_gpubin_cst"))
			if obj := globalBytes(t, m, g.Name); !bytes.HasPrefix(obj, []byte("\x7fELF")) {
				t.Errorf("%s is not an ELF object", g.Name)
			}
		}
		if strings.HasSuffix(g.Name, "_gpubin_stub") {
			t.Errorf("stub %s left", g.Name)
		}
	}
	if strings.Join(order, " ") != strings.Join(names, " ") {
		t.Errorf("binaries in order %v, want %v", order, names)
	}
}

// TestDumpAndLibraries checks the dumped intermediates, and through the
// linked IR the effect of the options on the device libraries and the
// code object version.
func TestDumpAndLibraries(t *testing.T) {
	if !isDir(rocmBitcode) {
		t.Skip("no ROCm device libraries")
	}
	for _, tc := range []struct {
		opts, flag string
		linked     []string // substrings of the linked IR
	}{
		{"", "500", []string{"@__oclc_daz_opt = internal local_unnamed_addr addrspace(4) constant i8 0", "@__oclc_wavefrontsize64 = internal local_unnamed_addr addrspace(4) constant i8 1", "@__oclc_ABI_version = internal local_unnamed_addr addrspace(4) constant i32 500", "@__oclc_ISA_version = internal local_unnamed_addr addrspace(4) constant i32 9010"}},
		{`, opts = {ftz, noWave64, abi_ver = "400"}`, "400", []string{"@__oclc_daz_opt = internal local_unnamed_addr addrspace(4) constant i8 1", "@__oclc_wavefrontsize64 = internal local_unnamed_addr addrspace(4) constant i8 0", "@__oclc_ABI_version = internal local_unnamed_addr addrspace(4) constant i32 400"}},
		{`, opts = {fast}`, "500", []string{"@__oclc_finite_only_opt = internal local_unnamed_addr addrspace(4) constant i8 1", "@__oclc_unsafe_math_opt = internal local_unnamed_addr addrspace(4) constant i8 1"}},
	} {
		dir := t.TempDir()
		// ockl's __ockl_get_local_size reads the ABI and ISA versions,
		// __ockl_activelane_u32 the wave size; ocml's acosh the finite-only
		// flag, its exp the daz and unsafe-math flags.
		src := kernelModule("k", `#gpu.target<AMDGPU : chip = "gfx90a"`+tc.opts+`>`, "__ocml_acosh_f32", false)
		src = strings.Replace(src, "llvm.func @__ocml_acosh_f32(f32) -> f32", "llvm.func @__ocml_acosh_f32(f32) -> f32\n    llvm.func @__ockl_get_local_size(i32) -> i64\n    llvm.func @__ockl_activelane_u32() -> i32\n    llvm.func @__ocml_exp_f32(f32) -> f32", 1)
		src = strings.Replace(src, "      llvm.return\n", "      %c0 = llvm.mlir.constant(0 : i32) : i32\n      %sz = llvm.call @__ockl_get_local_size(%c0) : (i32) -> i64\n      %al = llvm.call @__ockl_activelane_u32() : () -> i32\n      %ex = llvm.call @__ocml_exp_f32(%arg0) : (f32) -> f32\n      llvm.store %ex, %arg1 : f32, !llvm.ptr\n      llvm.return\n", 1)
		if _, _, err := translateHost(t, src, Options{DumpDir: dir}); err != nil {
			t.Fatalf("%s: %v", tc.opts, err)
		}
		for _, f := range []string{"initial.ll", "linked.ll", "opt.ll", "s"} {
			if _, err := os.Stat(filepath.Join(dir, "k.gfx90a."+f)); err != nil {
				t.Errorf("%s: no %s dumped: %v", tc.opts, f, err)
			}
		}
		linked, _ := os.ReadFile(filepath.Join(dir, "k.gfx90a.linked.ll"))
		for _, want := range append(tc.linked, `!{i32 1, !"amdhsa_code_object_version", i32 `+tc.flag+`}`) {
			if !strings.Contains(string(linked), want) {
				t.Errorf("%s: linked IR lacks %q", tc.opts, want)
			}
		}
		if strings.Contains(string(linked), "opencl.ocl.version") || strings.Contains(string(linked), "llvm.ident") {
			t.Errorf("%s: library metadata not stripped", tc.opts)
		}
		isa, _ := os.ReadFile(filepath.Join(dir, "k.gfx90a.s"))
		if !strings.Contains(string(isa), ".amdhsa_code_object_version "+tc.flag[:1]) {
			t.Errorf("%s: the ISA is not code object v%s", tc.opts, tc.flag[:1])
		}
	}
}

// TestMissingLibraryRemark: a device library missing from the toolkit is
// a remark, and compilation goes on without it.
func TestMissingLibraryRemark(t *testing.T) {
	if !isDir(rocmBitcode) {
		t.Skip("no ROCm device libraries")
	}
	tk := t.TempDir()
	bc := filepath.Join(tk, "amdgcn", "bitcode")
	if err := os.MkdirAll(bc, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"ocml", "ockl"} {
		if err := os.Symlink(filepath.Join(rocmBitcode, n+".bc"), filepath.Join(bc, n+".bc")); err != nil {
			t.Fatal(err)
		}
	}
	_, remarks, err := translateHost(t, kernelModule("k", `#gpu.target<AMDGPU : chip = "gfx90a", toolkit = "`+tk+`">`, "", false), Options{Format: FormatISA})
	if err != nil {
		t.Fatal(err)
	}
	want := "Bitcode library path: " + filepath.Join(bc, "oclc_daz_opt_off.bc") + " does not exist or is not a file."
	if len(remarks) != 7 || !strings.HasPrefix(remarks[0].Msg, want) || remarks[0].Severity != ir.SevRemark {
		t.Errorf("remarks %v, want 7 starting with %q", remarks, want)
	}
}

// TestFormats: isa embeds text, llvm embeds bitcode that LLVM reads.
func TestFormats(t *testing.T) {
	noCUDA(t)
	dir := t.TempDir()
	m, _, err := translateHost(t, kernelModule("k", `#gpu.target<NVPTX : chip = "sm_70">`, "", false), Options{Format: FormatISA, DumpDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	ptx := globalBytes(t, m, "k_gpubin_cst")
	if !bytes.Contains(ptx, []byte(".target sm_70")) || !bytes.Contains(ptx, []byte(".entry kern")) {
		t.Errorf("not PTX for sm_70:\n%s", ptx)
	}
	for _, f := range []string{"initial.ll", "linked.ll", "opt.ll", "ptx"} {
		data, err := os.ReadFile(filepath.Join(dir, "k.sm_70."+f))
		if err != nil {
			t.Errorf("no %s dumped: %v", f, err)
		} else if f == "ptx" && !bytes.Equal(data, ptx) {
			t.Errorf("the dumped PTX is not the embedded one")
		} else if f == "initial.ll" && !bytes.Contains(data, []byte(`target triple = "nvptx64-nvidia-cuda"`)) {
			t.Errorf("the initial IR has no triple:\n%s", data)
		}
	}
	m, _, err = translateHost(t, kernelModule("k", `#gpu.target<NVPTX : chip = "sm_70">`, "", false), Options{Format: FormatLLVM})
	if err != nil {
		t.Fatal(err)
	}
	bc := globalBytes(t, m, "k_gpubin_cst")
	if !bytes.HasPrefix(bc, []byte("BC\xc0\xde")) {
		t.Fatalf("not bitcode: % x", bc[:min(8, len(bc))])
	}
	if _, err := exec.LookPath("llvm-dis-19"); err == nil {
		cmd := exec.Command("llvm-dis-19", "-o", "-")
		cmd.Stdin = bytes.NewReader(bc)
		out, err := cmd.Output()
		if err != nil || !strings.Contains(string(out), "define ptx_kernel void @kern") && !strings.Contains(string(out), "@kern(") {
			t.Errorf("llvm-dis-19: %v\n%s", err, out)
		}
	}
}

// TestEmbeddingAsLLVMPrints checks the embedded global and the replaced
// use print as LLVM prints them (llvm-as-19 | llvm-dis-19 round trip).
func TestEmbeddingAsLLVMPrints(t *testing.T) {
	for _, tool := range []string{"llvm-as-19", "llvm-dis-19"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	host := ll.NewModule("LLVMDialectModule")
	at := ll.NewArrayType(1, ll.I8)
	stub := &ll.GlobalVariable{ValueType: at, IsConstant: true, Init: &ll.ConstArray{Typ: at, Elems: []ll.Constant{ll.Int(ll.I8, 0)}}}
	stub.Name, stub.Linkage = "k_gpubin_stub", ll.Internal
	host.AddGlobal(stub)
	user := &ll.GlobalVariable{ValueType: ll.PtrIn(0), IsConstant: true, Init: stub}
	user.Name = "ref"
	host.AddGlobal(user)
	if err := embed(host, nil, "k", []byte("\x7fELF\x00\"\\ab\n\xff")); err != nil {
		t.Fatal(err)
	}
	got := host.String()
	for _, want := range []string{
		`@ref = constant ptr @k_gpubin_cst`,
		`@k_gpubin_cst = internal constant [12 x i8] c"\7FELF\00\22\\ab\0A\FF\00", align 8`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if strings.Contains(got, "gpubin_stub") {
		t.Errorf("stub left:\n%s", got)
	}
	as := exec.Command("llvm-as-19", "-o", "-")
	as.Stdin = strings.NewReader(got)
	bc, err := as.Output()
	if err != nil {
		t.Fatalf("llvm-as-19: %v", err)
	}
	dis := exec.Command("llvm-dis-19", "-o", "-")
	dis.Stdin = bytes.NewReader(bc)
	back, err := dis.Output()
	if err != nil {
		t.Fatalf("llvm-dis-19: %v", err)
	}
	strip := func(s string) string {
		var keep []string
		for _, l := range strings.Split(s, "\n") {
			if strings.HasPrefix(l, "@") {
				keep = append(keep, l)
			}
		}
		return strings.Join(keep, "\n")
	}
	if strip(got) != strip(string(back)) {
		t.Errorf("globals print differently from LLVM:\n ours: %s\n llvm: %s", strip(got), strip(string(back)))
	}
}

// TestGPUKernelBecomesEntry: a function marked only gpu.kernel (as
// gpu-to-llvm leaves the seed's kernels) is a kernel entry point of the
// module's target.
func TestGPUKernelBecomesEntry(t *testing.T) {
	noCUDA(t)
	for _, tc := range []struct{ tgt, kind, want string }{
		{`#gpu.target<NVPTX : chip = "sm_70">`, ", nvvm.kernel", ".entry kern"},
		{`#gpu.target<AMDGPU : chip = "gfx90a">`, ", rocdl.kernel", ".amdhsa_kernel kern"},
	} {
		if strings.Contains(tc.tgt, "AMDGPU") && !isDir(rocmBitcode) {
			continue
		}
		src := strings.Replace(kernelModule("k", tc.tgt, "", false), tc.kind, "", 1)
		m, _, err := translateHost(t, src, Options{Format: FormatISA})
		if err != nil {
			t.Fatal(err)
		}
		if isa := globalBytes(t, m, "k_gpubin_cst"); !bytes.Contains(isa, []byte(tc.want)) {
			t.Errorf("%s: no %q in\n%s", tc.tgt, tc.want, isa)
		}
	}
}
