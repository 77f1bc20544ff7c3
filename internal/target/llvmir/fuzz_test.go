package llvmir_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/diag"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir"
)

// FuzzTranslate translates whatever parses and verifies: the translator must
// never panic or hang; it either fails with an error (a located diagnostic
// when it is about an op) or returns a module that prints without panicking.
// The seeds are the translation tests' inputs and the kernel corpus.
//
//	go test -run '^$' -fuzz=FuzzTranslate -fuzztime=60s ./internal/target/llvmir/
func FuzzTranslate(f *testing.F) {
	for _, pattern := range []string{
		"../../../test/lit/translate/*.mlir",
		"../../../test/diff/translate/testdata/*.mlir",
		"../../../../shared/upstream-tests/kernels/*.llvm.mlir",
	} {
		files, _ := filepath.Glob(pattern)
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
	f.Add([]byte("llvm.func @f(%a: i32) -> i32 {\n  %0 = llvm.add %a, %a : i32\n  llvm.return %0 : i32\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		ctx := ir.NewContext()
		all.Register(ctx.Registry)
		res := asm.Parse(ctx, asm.Config{Name: "fuzz.mlir"}, src)
		if res.Errors != nil {
			return
		}
		top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("fuzz.mlir", 0, 0))
		if err != nil {
			return
		}
		m, err := llvmir.Translate(top, llvmir.Options{DebugInfo: true})
		if err != nil {
			var d *ir.Diagnostic
			if errors.As(err, &d) && d.Msg == "" {
				t.Fatalf("diagnostic without a message: %#v", d)
			}
			return
		}
		if m == nil {
			t.Fatal("no module and no error")
		}
		// A printer error is an I/O error; io.Discard has none to give.
		if err := m.Print(io.Discard); err != nil {
			t.Fatalf("printing the translated module: %v", err)
		}
	})
}
