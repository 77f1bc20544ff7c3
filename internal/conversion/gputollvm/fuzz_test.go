package gputollvm_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/conversion/gputollvm"
	"gpuc/internal/diag"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
)

// FuzzGpuToLLVM runs gpu-to-llvm on whatever parses and verifies: the pass
// must never panic or hang, must fail with a located diagnostic or succeed,
// and on success leave IR that verifies and prints.
//
//	go test -run '^$' -fuzz=FuzzGpuToLLVM -fuzztime=60s ./internal/conversion/gputollvm/
func FuzzGpuToLLVM(f *testing.F) {
	for _, dir := range []string{"../../../test/diff/lower", "../../../test/lit/gpu-to-llvm"} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				continue
			}
			// One seed per split chunk.
			for _, chunk := range strings.Split(string(data), diag.DefaultSplitMarker) {
				f.Add([]byte(chunk))
			}
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		ctx := ir.NewContext()
		ctx.AllowUnregistered = true
		all.Register(ctx.Registry)
		res := asm.Parse(ctx, asm.Config{Name: "fuzz.mlir"}, src)
		if res.Errors != nil {
			return
		}
		top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("fuzz.mlir", 0, 0))
		if err != nil || ir.Verify(top) != nil {
			return
		}
		if err := gputollvm.Convert(top, &gputollvm.Options{}); err != nil {
			d, ok := err.(*ir.Diagnostic)
			if !ok || d.Msg == "" {
				t.Fatalf("failure without a diagnostic: %v", err)
			}
			return
		}
		if err := ir.Verify(top); err != nil {
			// MLIR's own conversion can produce IR its verifier rejects
			// (a launch of a kernel whose arguments were not lowered);
			// gpuc reports it as mlir-opt does, so only check it is located.
			if d, ok := err.(*ir.Diagnostic); !ok || d.Msg == "" {
				t.Fatalf("verifier failure without a diagnostic: %v", err)
			}
			return
		}
		var b bytes.Buffer
		if err := asm.PrintModule(&b, top, asm.DefaultFlags(), res.Resources); err != nil {
			t.Fatalf("print: %v", err)
		}
	})
}
