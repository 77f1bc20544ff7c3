package driver

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/inspect"
	"gpuc/internal/ir"
	"gpuc/internal/llvm"
)

func parse(t *testing.T, src []byte) *ir.Operation {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "input.mlir"}, src)
	if len(res.Errors) > 0 {
		t.Fatalf("parse: %v", res.Errors[0])
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("input.mlir", 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	return top
}

func compile(t *testing.T, src []byte, targets string, emit Emit) ([]byte, error) {
	t.Helper()
	top := parse(t, src)
	ts, err := ParseTargets(top.Context(), targets)
	if err != nil {
		t.Fatal(err)
	}
	return Compile(top, Options{Targets: ts, Emit: emit, HostOpt: 2})
}

func haveNVIDIATools() bool {
	for _, tool := range []string{"ptxas", "fatbinary"} {
		if _, err := exec.LookPath(tool); err != nil {
			return false
		}
	}
	return true
}

func haveROCm() bool {
	_, err := os.Stat("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ocml.bc")
	return err == nil
}

// TestFourChips compiles the README's gpu.launch program for two NVIDIA and
// two AMD chips into one host object: an x86-64 relocatable ELF that
// defines the host function and embeds, per kernel module, an offload
// bundle of the two HSACOs and a fat binary of the two cubins and sm_90's
// PTX, which gpuc inspect reads back kernel by kernel, chip by chip.
func TestFourChips(t *testing.T) {
	if !haveNVIDIATools() || !haveROCm() {
		t.Skip("needs ptxas and fatbinary (make cuda-toolkit) and the ROCm device libraries")
	}
	src, err := os.ReadFile("../../examples/saxpy_launch.mlir")
	if err != nil {
		t.Fatal(err)
	}
	obj, err := compile(t, src, "sm_80,sm_90,gfx90a,gfx942", Object)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(obj))
	if err != nil {
		t.Fatal(err)
	}
	if f.Machine != elf.EM_X86_64 || f.Type != elf.ET_REL {
		t.Fatalf("want an x86-64 relocatable object, got %v %v", f.Machine, f.Type)
	}
	syms, _ := f.Symbols()
	defined := false
	for _, s := range syms {
		defined = defined || s.Name == "saxpy_and_sum" && s.Section != elf.SHN_UNDEF && elf.ST_TYPE(s.Info) == elf.STT_FUNC
	}
	if !defined {
		t.Error("the object does not define saxpy_and_sum")
	}
	embedded, err := inspect.HostObject(obj)
	if err != nil {
		t.Fatal(err)
	}
	if len(embedded) != 2 {
		t.Fatalf("%d embedded binaries, want one per kernel module (2)", len(embedded))
	}
	for _, e := range embedded {
		rep, err := inspect.Binary(e.Data)
		if err != nil {
			t.Fatalf("%s: %v", e.Symbol, err)
		}
		if rep.Kind != inspect.Bundle {
			t.Fatalf("%s: a %v, want an offload bundle", e.Symbol, rep.Kind)
		}
		var chips []string
		var walk func(r *inspect.Report)
		walk = func(r *inspect.Report) {
			for _, img := range r.Images {
				if len(img.Images) > 0 {
					walk(img)
					continue
				}
				if len(img.Kernels) > 0 {
					chips = append(chips, img.Target+"/"+img.Kind.String())
				}
			}
		}
		walk(rep)
		if got := strings.Join(chips, " "); got != "gfx90a/HSACO gfx942/HSACO sm_80/cubin sm_90/cubin" {
			t.Errorf("%s: kernels for %s", e.Symbol, got)
		}
		checkBundleWithClang(t, e.Data)
		checkFatbinWithCuobjdump(t, e.Data)
	}
}

// checkBundleWithClang lists the bundle's entries with clang's own
// offload bundler, where installed.
func checkBundleWithClang(t *testing.T, bundle []byte) {
	tool, err := exec.LookPath("clang-offload-bundler-19")
	if err != nil {
		return
	}
	f := filepath.Join(t.TempDir(), "b.bundle")
	if err := os.WriteFile(f, bundle, 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "--list", "--type=o", "--input="+f).CombinedOutput()
	if err != nil {
		t.Fatalf("clang-offload-bundler-19 --list: %v\n%s", err, out)
	}
	for _, id := range []string{"hipv4-amdgcn-amd-amdhsa--gfx90a", "hipv4-amdgcn-amd-amdhsa--gfx942", "cuda-nvptx64-nvidia-cuda--sm_90"} {
		if !strings.Contains(string(out), id) {
			t.Errorf("clang-offload-bundler-19 --list does not list %s:\n%s", id, out)
		}
	}
}

// bundleEntries reads a clang offload bundle by its documented layout
// (clang-offload-bundler's binary format: the magic, the entry count, then
// per entry offset, size, ID length and ID, little-endian uint64s).
func bundleEntries(t *testing.T, b []byte) map[string][]byte {
	t.Helper()
	const magic = "__CLANG_OFFLOAD_BUNDLE__"
	if !bytes.HasPrefix(b, []byte(magic)) {
		t.Fatal("no offload bundle magic")
	}
	u64 := func(at int) int { return int(binary.LittleEndian.Uint64(b[at:])) }
	n, pos := u64(len(magic)), len(magic)+8
	out := map[string][]byte{}
	for i := 0; i < n; i++ {
		off, size, idLen := u64(pos), u64(pos+8), u64(pos+16)
		id := string(b[pos+24 : pos+24+idLen])
		pos += 24 + idLen
		if off%4096 != 0 && size > 0 {
			t.Errorf("entry %s at %d: not 4096-aligned", id, off)
		}
		out[id] = b[off : off+size]
	}
	return out
}

// checkFatbinWithCuobjdump lists the fat binary's members with the CUDA
// toolkit's cuobjdump, where installed.
func checkFatbinWithCuobjdump(t *testing.T, bundle []byte) {
	entries := bundleEntries(t, bundle)
	var ids []string
	for id := range entries {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	if got := strings.Join(ids, " "); got != "cuda-nvptx64-nvidia-cuda--sm_90 hipv4-amdgcn-amd-amdhsa--gfx90a hipv4-amdgcn-amd-amdhsa--gfx942 host-"+llvm.HostTriple()+"-" {
		t.Errorf("bundle entries %s", got)
	}
	tool, err := exec.LookPath("cuobjdump")
	if err != nil {
		return
	}
	f := filepath.Join(t.TempDir(), "k.fatbin")
	if err := os.WriteFile(f, entries["cuda-nvptx64-nvidia-cuda--sm_90"], 0o600); err != nil {
		t.Fatal(err)
	}
	for flag, want := range map[string][]string{"-lelf": {"sm_80", "sm_90"}, "-lptx": {"sm_90"}} {
		out, err := exec.Command(tool, flag, f).CombinedOutput()
		if err != nil {
			t.Fatalf("cuobjdump %s: %v\n%s", flag, err, out)
		}
		for _, w := range want {
			if !strings.Contains(string(out), w) {
				t.Errorf("cuobjdump %s lists no %s member:\n%s", flag, w, out)
			}
		}
	}
}

// TestCeilDivHost: host code with arith.ceildivui, which MLIR 19's
// gpu-lower-to-nvvm-pipeline leaves as a cast mlir-translate-19 rejects,
// compiles.
func TestCeilDivHost(t *testing.T) {
	if !haveROCm() {
		t.Skip("no ROCm device libraries")
	}
	src := []byte(`func.func @main(%n: index, %buf: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %blocks = arith.ceildivui %n, %c64 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %blocks, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %buf[%tx] : memref<?xf32>
    memref.store %v, %buf[%tx] : memref<?xf32>
    gpu.terminator
  }
  return
}
`)
	ll, err := compile(t, src, "gfx90a", LLVMIR)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(ll, []byte("define void @main(")) || !bytes.Contains(ll, []byte("@main_kernel_bin_cst")) {
		t.Errorf("no host function or embedded kernel in:\n%.400s", ll)
	}
}

func TestParseTargets(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	ts, err := ParseTargets(ctx, `sm_80,gfx942:xnack+,#nvvm.target<chip = "sm_90", features = "+ptx80", O = 3>,#rocdl.target<chip = "gfx90a">`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tg := range ts {
		got = append(got, tg.Vendor.String()+":"+hipTargetID(tg)+":"+asm.AttrString(tg.Attr))
	}
	want := []string{
		`NVIDIA:sm_80:#nvvm.target<chip = "sm_80">`,
		`AMD:gfx942:xnack+:#rocdl.target<chip = "gfx942", features = "+xnack">`,
		`NVIDIA:sm_90:#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">`,
		`AMD:gfx90a:#rocdl.target<chip = "gfx90a">`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	seed, err := ParseTargets(ctx, `#gpu.target<AMDGPU : chip = "gfx942", O = 3, opts = {abi_ver = "600", noWave64}>,#gpu.target<NVPTX : chip = "sm_80", O = 2, opts = {fast}>`)
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	for _, tg := range seed {
		got = append(got, asm.AttrString(tg.Attr))
	}
	if want := `#rocdl.target<O = 3, chip = "gfx942", abi = "600", flags = {no_wave64, unsafe_sqrt}> #nvvm.target<chip = "sm_80", flags = {fast}>`; strings.Join(got, " ") != want {
		t.Errorf("seed targets: got\n%s\nwant\n%s", strings.Join(got, " "), want)
	}
	for list, msg := range map[string]string{
		"sm_12":                            `unknown NVIDIA chip "sm_12"; LLVM 19 knows sm_20, sm_21,`,
		"gfx9999":                          `unknown AMD chip "gfx9999"; LLVM 19 knows gfx10-1-generic,`,
		"tesla":                            `"tesla" is not a chip`,
		"sm_90,,gfx90a":                    "an empty entry",
		"#gpu.object<#nvvm.target, \"x\">": "is not a #gpu.target, #nvvm.target or #rocdl.target",
		`#gpu.target<NVPTX : chip = "sm_90", toolkit = "/opt/cuda">`: "name it with CUDA_ROOT or ROCM_PATH",
	} {
		if _, err := ParseTargets(ctx, list); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%s: %v, want an error with %q", list, err, msg)
		}
	}
}

func TestNoTarget(t *testing.T) {
	src := []byte(`module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
}
`)
	top := parse(t, src)
	_, err := Compile(top, Options{Emit: MLIR})
	if err == nil || !strings.Contains(err.Error(), "gpu.module @kernels has no target: name the chips with --target") {
		t.Errorf("got %v", err)
	}
}
