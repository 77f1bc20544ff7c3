package gpu

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir"
)

// fuzzBodies are the seed bodies of FuzzDeviceCompile's gpu.module: code each LLVM backend takes, and code it
// stops on with a fatal error or crashes on (an intrinsic the chip lacks, f128, an address space the target
// has not), and inline assembly.
var fuzzBodies = []string{
	`llvm.func @k(%p: !llvm.ptr<1>, %v: f32) attributes {gpu.kernel} {
  %w = llvm.fmul %v, %v : f32
  llvm.store %w, %p : f32, !llvm.ptr<1>
  llvm.return
}`,
	`llvm.func @k(%a: i32, %p: !llvm.ptr<1>) attributes {gpu.kernel} {
  %c = rocdl.ds_bpermute %a, %a : (i32, i32) -> i32
  llvm.store %c, %p : i32, !llvm.ptr<1>
  llvm.return
}`,
	`llvm.func @k(%a: i32, %p: !llvm.ptr<1>) attributes {gpu.kernel} {
  %m = llvm.mlir.constant(-1 : i32) : i32
  %c = nvvm.redux.sync add %a, %m : i32 -> i32
  llvm.store %c, %p : i32, !llvm.ptr<1>
  llvm.return
}`,
	`llvm.func @k(%a: f128, %p: !llvm.ptr<1>) attributes {gpu.kernel} {
  %c = llvm.fdiv %a, %a : f128
  llvm.store %c, %p : f128, !llvm.ptr<1>
  llvm.return
}`,
	`llvm.func @k(%a: i128, %b: i128, %p: !llvm.ptr<1>) attributes {gpu.kernel} {
  %c = llvm.sdiv %a, %b : i128
  llvm.store %c, %p : i128, !llvm.ptr<1>
  llvm.return
}`,
	`llvm.func @k(%p: !llvm.ptr<7>) attributes {gpu.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.store %c, %p : i32, !llvm.ptr<7>
  llvm.return
}`,
	`llvm.func @k() attributes {gpu.kernel} {
  llvm.inline_asm has_side_effects "s_nop 0", "" : () -> ()
  llvm.return
}`,
}

// FuzzDeviceCompile compiles one gpu.module to ISA (no external tool runs) with fuzzed #gpu.target
// parameters and body: whatever the input, device compilation must end with a located error or a binary,
// never a panic, an LLVM abort or a crash of the process (the fuzzing worker would die).
//
//	go test -run '^$' -fuzz=FuzzDeviceCompile -fuzztime=60s ./internal/target/gpu/
func FuzzDeviceCompile(f *testing.F) {
	for i, body := range fuzzBodies {
		f.Add(i%2 == 0, "gfx90a", "", "", 2, "", body)
		f.Add(i%2 == 1, "sm_90", "+ptx80", "", 3, "", body)
		f.Add(false, "gfx600", "-wavefrontsize64", "", 0, "500", body)
		f.Add(true, "sm_50", "", "nvptx64-nvidia-cuda", 1, "", body)
	}
	f.Fuzz(func(t *testing.T, nvptx bool, chip, features, triple string, o int, abi, body string) {
		for _, s := range []string{chip, features, triple, abi} {
			if strings.ContainsAny(s, "\"\\\n") || !isPrintable(s) {
				return // not an MLIR string literal of the plain kind
			}
		}
		tgt := fmt.Sprintf(`AMDGPU: chip = "%s", O = %d`, chip, o)
		if nvptx {
			// A toolkit that does not exist would fail before code generation.
			tgt = fmt.Sprintf(`NVPTX: chip = "%s", O = %d`, chip, o)
		}
		if features != "" {
			tgt += fmt.Sprintf(`, features = "%s"`, features)
		}
		if triple != "" {
			tgt += fmt.Sprintf(`, triple = "%s"`, triple)
		}
		if abi != "" {
			tgt += fmt.Sprintf(`, opts = {abi_ver = "%s"}`, abi)
		}
		src := "module attributes {gpu.container_module} {\n" +
			"  llvm.mlir.global internal constant @m_gpubin_stub(\"\") {addr_space = 0 : i32}\n" +
			"  gpu.module @m attributes {target = #gpu.target<" + tgt + ">} {\n" + body + "\n  }\n}\n"
		ctx := ir.NewContext()
		all.Register(ctx.Registry)
		ctx.Diagnose = func(*ir.Diagnostic) {}
		res := asm.Parse(ctx, asm.Config{Name: "fuzz.mlir"}, []byte(src))
		if len(res.Errors) > 0 {
			t.Logf("does not parse: %v", res.Errors[0])
			return
		}
		// Parsed and verified, as gpuc translate does before translating.
		top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("fuzz.mlir", 0, 0))
		if err != nil {
			t.Logf("does not verify: %v", err)
			return
		}
		Register(Options{Format: FormatISA, Jobs: 1})
		defer Register(Options{})
		_, err = llvmir.Translate(top, llvmir.Options{})
		t.Logf("result: %v", err)
		if err == nil {
			return
		}
		var d *ir.Diagnostic
		if errors.As(err, &d) {
			if d.Msg == "" {
				t.Fatalf("diagnostic without a message: %#v", d)
			}
			return
		}
		var v *llvmir.VerifierError
		if errors.As(err, &v) {
			return // the host module's verifier report, as mlir-translate prints it
		}
		t.Fatalf("unlocated error: %v", err)
	})
}

func isPrintable(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return true
}
