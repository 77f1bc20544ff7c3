package llvm

import (
	"bytes"
	"debug/elf"
	"errors"
	"os"
	"strings"
	"testing"
)

const nvptxKernel = `target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr %p) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr float, ptr %p, i32 %t
  store float 1.0, ptr %q
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
`

const amdgpuKernel = `target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr float, ptr addrspace(1) %p, i32 %t
  store float 1.0, ptr addrspace(1) %q
  ret void
}
`

// parse parses text in a new Context, failing the test on error; the Context is disposed at cleanup.
func parse(t *testing.T, text string) *Module {
	t.Helper()
	c := NewContext()
	t.Cleanup(c.Dispose)
	m, err := c.ParseIR(t.Name()+".ll", []byte(text))
	if err != nil {
		t.Fatalf("ParseIR: %v", err)
	}
	return m
}

func newTM(t *testing.T, triple, cpu, features string) *TargetMachine {
	t.Helper()
	tm, err := NewTargetMachine(triple, cpu, features, 2)
	if err != nil {
		t.Fatalf("NewTargetMachine(%s, %s): %v", triple, cpu, err)
	}
	t.Cleanup(tm.Dispose)
	return tm
}

func TestParseIRError(t *testing.T) {
	c := NewContext()
	defer c.Dispose()
	_, err := c.ParseIR("bad.ll", []byte("define void @f() {\n  ret void\n  %x = frob i32 1\n}\n"))
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("want *ParseError, got %v", err)
	}
	if pe.Line != 3 || pe.Col != 8 || pe.Name != "bad.ll" {
		t.Errorf("position = %s:%d:%d, want bad.ll:3:8 (%v)", pe.Name, pe.Line, pe.Col, err)
	}
	if !strings.HasPrefix(err.Error(), "bad.ll:3:8: error: ") || pe.Msg != "expected instruction opcode" {
		t.Errorf("message = %q", err.Error())
	}
}

// TestVerifyReportsBrokenModule checks that text which parses into a module LLVM's verifier rejects is a
// *VerifyError with the verifier's report, also with MLIR's "Debug Info Version" flag, on which LLVM's own
// parser would exit the process (report_fatal_error in UpgradeDebugInfo).
func TestVerifyReportsBrokenModule(t *testing.T) {
	const dominance = "define i32 @f(i32 %a) {\n  %x = add i32 %y, 1\n  %y = add i32 %a, 1\n  ret i32 %x\n}\n"
	const debugFlag = "!llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n"
	for _, text := range []string{dominance, dominance + debugFlag} {
		c := NewContext()
		_, err := c.ParseIR("broken.ll", []byte(text))
		c.Dispose()
		var ve *VerifyError
		if !errors.As(err, &ve) || !strings.HasPrefix(err.Error(), "Instruction does not dominate all uses!") {
			t.Errorf("ParseIR(broken) = %v, want the verifier's dominance report", err)
		}
		if err := VerifyText([]byte(text)); err == nil || err.Error() != ve.Error() {
			t.Errorf("VerifyText(broken) = %v, want %v", err, ve)
		}
	}
	m := parse(t, nvptxKernel+strings.ReplaceAll(debugFlag, "!0", "!9"))
	if err := m.Verify(); err != nil {
		t.Errorf("Verify(valid) = %v", err)
	}
	if err := VerifyText([]byte(nvptxKernel)); err != nil {
		t.Errorf("VerifyText(valid) = %v", err)
	}
	if err := VerifyText([]byte("define i32 @f() {\n  ret i64 0\n}\n")); err == nil ||
		!strings.Contains(err.Error(), "<llvm-ir>:2:") {
		t.Errorf("VerifyText(invalid) = %v, want a located parse error", err)
	}
}

func TestTargetMachines(t *testing.T) {
	nv := newTM(t, "nvptx64-nvidia-cuda", "sm_90", "+ptx80")
	if nv.Triple() != "nvptx64-nvidia-cuda" {
		t.Errorf("NVPTX triple = %q", nv.Triple())
	}
	if got, want := nv.DataLayout(), "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"; got != want {
		t.Errorf("NVPTX data layout = %q, want %q", got, want)
	}
	amd := newTM(t, "amdgcn-amd-amdhsa", "gfx90a", "")
	if amd.Triple() != "amdgcn-amd-amdhsa" {
		t.Errorf("AMDGPU triple = %q", amd.Triple())
	}
	if dl := amd.DataLayout(); !strings.HasPrefix(dl, "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32") ||
		!strings.Contains(dl, "-A5-G1-") {
		t.Errorf("AMDGPU data layout = %q", dl)
	}
	m := parse(t, nvptxKernel)
	m.SetTriple(nv.Triple())
	m.SetDataLayout(nv.DataLayout())
	if m.Triple() != nv.Triple() || m.DataLayout() != nv.DataLayout() {
		t.Errorf("module triple/layout = %q/%q", m.Triple(), m.DataLayout())
	}
	if _, err := NewTargetMachine("bogus-unknown-triple", "", "", 2); err == nil ||
		!strings.HasPrefix(err.Error(), "Failed to lookup target: ") {
		t.Errorf("unknown triple: %v", err)
	}
	if _, err := NewTargetMachine("nvptx64-nvidia-cuda", "sm_90", "", 4); err == nil {
		t.Errorf("opt level 4 accepted")
	}
}

func TestOptimizeLevels(t *testing.T) {
	const src = `target triple = "nvptx64-nvidia-cuda"
define i32 @f(i32 %a) {
  %dead = mul i32 %a, 7
  %r = add i32 %a, 1
  ret i32 %r
}
`
	for level := 0; level <= 3; level++ {
		tm := newTM(t, "nvptx64-nvidia-cuda", "sm_90", "+ptx80")
		m := parse(t, src)
		if err := m.Optimize(tm, level); err != nil {
			t.Fatalf("O%d: %v", level, err)
		}
		kept := strings.Contains(m.String(), "%dead")
		if kept != (level == 0) {
			t.Errorf("O%d: dead instruction kept=%v\n%s", level, kept, m)
		}
	}
	tm := newTM(t, "nvptx64-nvidia-cuda", "sm_90", "")
	if err := parse(t, src).Optimize(tm, -1); err == nil {
		t.Errorf("Optimize(-1) succeeded")
	}
}

// kernelPTX is nvptxKernel compiled to sm_90 PTX.
func kernelPTX(t *testing.T) []byte {
	t.Helper()
	tm := newTM(t, "nvptx64-nvidia-cuda", "sm_90", "+ptx80")
	m := parse(t, nvptxKernel)
	m.SetDataLayout(tm.DataLayout())
	ptx, err := tm.Emit(m, Assembly)
	if err != nil {
		t.Fatal(err)
	}
	return ptx
}

func TestEmitPTX(t *testing.T) {
	ptx := kernelPTX(t)
	for _, want := range []string{".version 8.0", ".target sm_90", ".entry k(", "mov.u32", "tid.x"} {
		if !bytes.Contains(ptx, []byte(want)) {
			t.Errorf("PTX lacks %q:\n%s", want, ptx)
		}
	}
}

func TestEmitAMDGPUObjectAndAssemble(t *testing.T) {
	tm := newTM(t, "amdgcn-amd-amdhsa", "gfx90a", "")
	m := parse(t, amdgpuKernel)
	m.SetDataLayout(tm.DataLayout())
	m.AddModuleFlag(ModFlagError, "amdhsa_code_object_version", 500)
	obj, err := tm.Emit(m, Object)
	if err != nil {
		t.Fatal(err)
	}
	checkAMDGPUELF(t, "Emit(Object)", obj)

	isa, err := tm.Emit(m, Assembly)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(isa, []byte(`.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"`)) || !bytes.Contains(isa, []byte("k:")) {
		t.Errorf("GCN assembly lacks the target or the kernel:\n%.2000s", isa)
	}
	obj2, err := Assemble("amdgcn-amd-amdhsa", "gfx90a", "", isa)
	if err != nil {
		t.Fatal(err)
	}
	checkAMDGPUELF(t, "Assemble", obj2)

	_, err = Assemble("amdgcn-amd-amdhsa", "gfx90a", "", []byte("k:\n  s_frobnicate v1\n"))
	if err == nil || !strings.Contains(err.Error(), "isa:2:") {
		t.Errorf("Assemble(bad) = %v, want an error located in isa:2", err)
	}
}

func checkAMDGPUELF(t *testing.T, what string, obj []byte) {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatalf("%s: not an ELF: %v", what, err)
	}
	defer f.Close()
	if f.Machine != elf.EM_AMDGPU || int(elf.EM_AMDGPU) != 224 {
		t.Errorf("%s: ELF machine %v, want EM_AMDGPU (224)", what, f.Machine)
	}
	syms, _ := f.Symbols()
	found := false
	for _, s := range syms {
		found = found || s.Name == "k"
	}
	if !found {
		t.Errorf("%s: no symbol k in the object", what)
	}
}

func TestLinkOnlyNeeded(t *testing.T) {
	c := NewContext()
	defer c.Dispose()
	m, err := c.ParseIR("main.ll", []byte(`declare i32 @used(i32)
define i32 @kernel(i32 %a) {
  %r = call i32 @used(i32 %a)
  ret i32 %r
}
`))
	if err != nil {
		t.Fatal(err)
	}
	lib, err := c.ParseIR("lib.ll", []byte(`define i32 @used(i32 %a) {
  %r = call i32 @helper(i32 %a)
  ret i32 %r
}
define i32 @helper(i32 %a) {
  %r = add i32 %a, 1
  ret i32 %r
}
define i32 @unused(i32 %a) {
  ret i32 %a
}
`))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.LinkOnlyNeeded(lib); err != nil {
		t.Fatal(err)
	}
	s := m.String()
	for _, want := range []string{"define i32 @kernel(", "define internal i32 @used(", "define internal i32 @helper("} {
		if !strings.Contains(s, want) {
			t.Errorf("linked module lacks %q:\n%s", want, s)
		}
	}
	if strings.Contains(s, "@unused") {
		t.Errorf("LinkOnlyNeeded brought in @unused:\n%s", s)
	}
	if err := m.Verify(); err != nil {
		t.Errorf("linked module broken: %v", err)
	}
	if len(m.UndefinedFunctions()) != 0 {
		t.Errorf("still undefined: %v", m.UndefinedFunctions())
	}
	// lib was consumed.
	lib.Dispose()
	mustPanic(t, "use of disposed Module", func() { _ = lib.String() })
}

func TestLinkROCmOCMLLazily(t *testing.T) {
	const ocml = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc"
	if _, err := os.Stat(ocml); err != nil {
		t.Skipf("ROCm device library %s absent (Debian package rocm-device-libs): %v", ocml, err)
	}
	c := NewContext()
	defer c.Dispose()
	m, err := c.ParseIR("k.ll", []byte(`target triple = "amdgcn-amd-amdhsa"
declare float @__ocml_sqrt_f32(float)
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %x = load float, ptr addrspace(1) %p
  %y = call float @__ocml_sqrt_f32(float %x)
  store float %y, ptr addrspace(1) %p
  ret void
}
`))
	if err != nil {
		t.Fatal(err)
	}
	if got := m.UndefinedFunctions(); len(got) != 1 || got[0] != "__ocml_sqrt_f32" {
		t.Fatalf("UndefinedFunctions before link = %v", got)
	}
	lib, err := c.LoadLazyIRFile(ocml)
	if err != nil {
		t.Fatal(err)
	}
	lib.EraseNamedMetadata("llvm.ident")
	lib.EraseNamedMetadata("opencl.ocl.version")
	if err := m.LinkOnlyNeeded(lib); err != nil {
		t.Fatal(err)
	}
	s := m.String()
	if !strings.Contains(s, "define internal float @__ocml_sqrt_f32(") {
		t.Errorf("__ocml_sqrt_f32 not linked in and internalized")
	}
	if strings.Contains(s, "@__ocml_cos_f32") {
		t.Errorf("the link brought in unrelated ocml functions")
	}
	for _, f := range m.UndefinedFunctions() {
		if f == "__ocml_sqrt_f32" {
			t.Errorf("__ocml_sqrt_f32 still undefined")
		}
	}
	// The same file as bytes, lazily, and a bad file.
	data, err := os.ReadFile(ocml)
	if err != nil {
		t.Fatal(err)
	}
	lazy, err := c.ParseBitcode("ocml.bc", data, true)
	if err != nil {
		t.Fatal(err)
	}
	const cosDef = "define linkonce_odr protected float @__ocml_cos_f32(float noundef %0) local_unnamed_addr #"
	before := lazy.String()
	if err := lazy.Materialize(); err != nil {
		t.Fatal(err)
	}
	after := lazy.String()
	if !strings.Contains(after, cosDef) || len(after) <= len(before) {
		t.Errorf("materialized ocml lacks %q or grew from %d to %d bytes only", cosDef, len(before), len(after))
	}
	lazy.Dispose()
	t.Logf("linker warnings: %q", c.TakeWarnings())
	if _, err := c.LoadLazyIRFile("/nonexistent/ocml.bc"); err == nil || !strings.Contains(err.Error(), "No such file") {
		t.Errorf("LoadLazyIRFile(missing) = %v", err)
	}
}

func TestUndefinedFunctions(t *testing.T) {
	m := parse(t, `target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @__nv_expf(float)
declare float @__nv_unused(float)
define float @f(float %x) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %e = call float @__nv_expf(float %x)
  ret float %e
}
`)
	if got := m.UndefinedFunctions(); len(got) != 1 || got[0] != "__nv_expf" {
		t.Errorf("UndefinedFunctions = %q, want [__nv_expf]", got)
	}
}

func TestNamedMetadataAndModuleFlags(t *testing.T) {
	m := parse(t, "!llvm.ident = !{!0}\n!0 = !{!\"clang version 19\"}\n")
	if !strings.Contains(m.String(), "!llvm.ident") {
		t.Fatalf("fixture lacks !llvm.ident")
	}
	if !m.EraseNamedMetadata("llvm.ident") || strings.Contains(m.String(), "llvm.ident") {
		t.Errorf("llvm.ident not erased:\n%s", m)
	}
	if m.EraseNamedMetadata("llvm.ident") {
		t.Errorf("erasing an absent node reported true")
	}
	m.AddModuleFlag(ModFlagError, "amdhsa_code_object_version", 500)
	m.AddModuleFlag(ModFlagMax, "x", 3)
	if s := m.String(); !strings.Contains(s, `!{i32 1, !"amdhsa_code_object_version", i32 500}`) ||
		!strings.Contains(s, `!{i32 7, !"x", i32 3}`) {
		t.Errorf("module flags missing:\n%s", s)
	}
}

func TestBitcodeRoundTrip(t *testing.T) {
	m := parse(t, nvptxKernel)
	want := m.String()
	bc := m.Bitcode()
	if !bytes.HasPrefix(bc, []byte("BC\xc0\xde")) {
		t.Fatalf("Bitcode does not start with the bitcode magic: % x", bc[:min(4, len(bc))])
	}
	for _, lazy := range []bool{false, true} {
		c := NewContext()
		m2, err := c.ParseBitcode("k.bc", bc, lazy)
		if err != nil {
			t.Fatal(err)
		}
		if !lazy && m2.String() != strings.Replace(want, "ModuleID = 'TestBitcodeRoundTrip.ll'", "ModuleID = 'k.bc'", 1) {
			t.Errorf("round trip differs:\n%s\nwant\n%s", m2, want)
		}
		c.Dispose()
	}
	c := NewContext()
	defer c.Dispose()
	if _, err := c.ParseBitcode("junk.bc", []byte("not bitcode"), false); err == nil ||
		!strings.HasPrefix(err.Error(), "junk.bc: invalid bitcode: ") {
		t.Errorf("ParseBitcode(junk) = %v", err)
	}
}

func mustPanic(t *testing.T, want string, f func()) {
	t.Helper()
	defer func() {
		r := recover()
		if r == nil || !strings.Contains(r.(string), want) {
			t.Errorf("panic = %v, want one containing %q", r, want)
		}
	}()
	f()
}

func TestDispose(t *testing.T) {
	c := NewContext()
	m, err := c.ParseIR("a.ll", []byte(nvptxKernel))
	if err != nil {
		t.Fatal(err)
	}
	m2, _ := c.ParseIR("b.ll", []byte(nvptxKernel))
	m.Dispose()
	m.Dispose() // no-op
	mustPanic(t, "llvm: use of disposed Module", func() { m.Verify() })
	c.Dispose() // frees m2 too
	c.Dispose()
	m2.Dispose() // no-op: freed with its context
	mustPanic(t, "llvm: use of disposed Module", func() { _ = m2.Triple() })
	mustPanic(t, "llvm: use of disposed Context", func() { c.ParseIR("c.ll", nil) })

	tm, err := NewTargetMachine("nvptx64-nvidia-cuda", "sm_90", "", 2)
	if err != nil {
		t.Fatal(err)
	}
	tm.Dispose()
	tm.Dispose()
	mustPanic(t, "llvm: use of disposed TargetMachine", func() { _ = tm.Triple() })
}

func TestCUDADriverAbsenceIsReported(t *testing.T) {
	err := CUDAAvailable()
	if err == nil {
		t.Skip("libcuda.so.1 is present on this machine; the absence path cannot be checked here")
	}
	if !strings.Contains(err.Error(), "libcuda.so.1 could not be loaded") && !strings.Contains(err.Error(), "libcuda.so.1 loaded but cuInit failed") {
		t.Errorf("CUDAAvailable = %v", err)
	}
	if _, err2 := CUDALinkPTX([]byte(".version 8.0\n"), "k"); err2 == nil || err2.Error() != err.Error() {
		t.Errorf("CUDALinkPTX without a driver = %v, want %v", err2, err)
	}
}

func TestEmitReportsBackendErrors(t *testing.T) {
	// A pixel shader on the HSA OS is an error the AMDGPU backend reports through the context's diagnostic
	// handler (LLVM's default one would print it and exit the process).
	tm := newTM(t, "amdgcn-amd-amdhsa", "gfx90a", "")
	m := parse(t, "target triple = \"amdgcn-amd-amdhsa\"\ndefine amdgpu_ps void @p() {\n  ret void\n}\n")
	_, err := tm.Emit(m, Assembly)
	if err == nil || !strings.Contains(err.Error(), "error: ") {
		t.Fatalf("Emit = %v, want the backend's error", err)
	}
	t.Logf("backend error: %v", err)
}

func TestCUDALinkPTXWithDriver(t *testing.T) {
	if err := CUDAAvailable(); err != nil {
		t.Skipf("needs the CUDA driver and a device: %v", err)
	}
	ptx := kernelPTX(t)
	cubin, err := CUDALinkPTX(ptx, "k")
	if err != nil {
		t.Fatal(err)
	}
	if f, err := elf.NewFile(bytes.NewReader(cubin)); err != nil || f.Machine != elf.EM_CUDA {
		t.Errorf("cubin is not a CUDA ELF: %v", err)
	}
	if _, err := CUDALinkPTX([]byte(".version 8.0\n.target sm_90\nbogus"), "bad"); err == nil ||
		!strings.Contains(err.Error(), "cuLinkAddData") {
		t.Errorf("CUDALinkPTX(bad PTX) = %v, want the failing call named", err)
	}
}
