package llvm_test

import (
	"io"
	"os"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// BenchmarkKernel parses, verifies and prints the file named by
// LLVM_BENCH_FILE (skipped when unset).
func BenchmarkKernel(b *testing.B) {
	name := os.Getenv("LLVM_BENCH_FILE")
	if name == "" {
		b.Skip("LLVM_BENCH_FILE not set")
	}
	src, err := os.ReadFile(name)
	if err != nil {
		b.Fatal(err)
	}
	for i := 0; i < b.N; i++ {
		ctx := newCtx()
		res := asm.Parse(ctx, asm.Config{Name: name}, src)
		if len(res.Errors) > 0 {
			b.Fatal(res.Errors[0].Msg)
		}
		top := res.Block.First()
		if err := ir.Verify(top); err != nil {
			b.Fatal(err)
		}
		if err := asm.PrintModule(io.Discard, top, asm.DefaultFlags(), nil); err != nil {
			b.Fatal(err)
		}
	}
}
