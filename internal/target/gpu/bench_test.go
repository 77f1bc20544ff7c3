package gpu

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir"
)

// benchModules builds a host module holding n gpu.modules copied from the
// corpus files with suffix (".rocdl.mlir", ".nvvm.mlir"), each renamed
// @<name>_c<i> and given target tgt, with the stubs gpu-to-llvm leaves; as
// scripts/bench-serialize.sh generates for gpuc. Kernels calling libdevice
// are left out (no CUDA toolkit here).
func benchModules(b *testing.B, suffix, tgt string, n int) string {
	b.Helper()
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*"+suffix))
	var bodies []string
	for _, f := range files {
		if strings.HasSuffix(f, ".llvm.mlir") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		if strings.Contains(string(src), "@__nv_") {
			continue
		}
		s := string(src)
		open := strings.Index(s, "{gpu.container_module} {") + len("{gpu.container_module} {")
		bodies = append(bodies, s[open:strings.LastIndex(s, "}")])
	}
	if len(bodies) == 0 {
		b.Skipf("no kernel corpus in %s", corpusDir)
	}
	var host, mods strings.Builder
	for i := 0; i < n; i++ {
		body := bodies[i%len(bodies)]
		m := moduleHeader.FindStringSubmatch(body)
		if m == nil {
			b.Fatalf("no gpu.module header in\n%.300s", body)
		}
		name := fmt.Sprintf("%s_c%d", m[1], i)
		repl := `gpu.module @` + name + ` attributes {target = ` + tgt + `, `
		if m[2] == "{" {
			repl = `gpu.module @` + name + ` attributes {target = ` + tgt + `} {`
		}
		mods.WriteString(moduleHeader.ReplaceAllLiteralString(body, repl))
		fmt.Fprintf(&host, "  llvm.mlir.global internal constant @%s_gpubin_stub(\"\\00\") {addr_space = 0 : i32}\n", name)
		fmt.Fprintf(&host, "  llvm.func @%s_binary() -> !llvm.ptr {\n    %%0 = llvm.mlir.addressof @%s_gpubin_stub : !llvm.ptr\n    llvm.return %%0 : !llvm.ptr\n  }\n", name, name)
	}
	return "module attributes {gpu.container_module} {\n" + host.String() + mods.String() + "}\n"
}

// BenchmarkSerialize measures a whole host translation with 64
// gpu.modules from the kernel corpus: gfx90a code objects (through the
// ROCm device libraries and ld.lld) and sm_90 PTX. Parsing the MLIR is
// outside the timing; translating it (host and device modules),
// compiling every device module in parallel and embedding are inside.
func BenchmarkSerialize(b *testing.B) {
	for _, bc := range []struct {
		name, suffix, tgt string
		format            ObjectFormat
	}{
		{"amdgpu-bin", ".rocdl.mlir", `#gpu.target<AMDGPU : O = 2, chip = "gfx90a", opts = {abi_ver = "500", correct_sqrt}>`, FormatBin},
		{"nvptx-isa", ".nvvm.mlir", `#gpu.target<NVPTX : O = 2, chip = "sm_90", features = "+ptx80">`, FormatISA},
	} {
		b.Run(bc.name, func(b *testing.B) {
			if bc.format == FormatBin && (!isDir(rocmBitcode) || findLLD("") == "") {
				b.Skip("no ROCm device libraries or no ld.lld")
			}
			src := benchModules(b, bc.suffix, bc.tgt, 64)
			Register(Options{Format: bc.format})
			defer Register(Options{})
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				ctx := ir.NewContext()
				all.Register(ctx.Registry)
				res := asm.Parse(ctx, asm.Config{Name: "bench.mlir"}, []byte(src))
				if len(res.Errors) > 0 {
					b.Fatalf("parse: %v", res.Errors[0])
				}
				b.StartTimer()
				m, err := llvmir.Translate(res.Block.First(), llvmir.Options{})
				if err != nil {
					b.Fatal(err)
				}
				embedded := 0
				for _, g := range m.Globals {
					if strings.HasSuffix(g.Name, "_gpubin_cst") {
						embedded++
					}
				}
				if embedded != 64 {
					b.Fatalf("%d binaries embedded, want 64", embedded)
				}
			}
		})
	}
}
