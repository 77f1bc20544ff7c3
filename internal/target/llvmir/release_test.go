package llvmir

import (
	"os"
	"path/filepath"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
)

// TestReleaseBodies translates every test input with and without
// Options.ReleaseBodies: freeing each function body once it is translated
// must not change the output (nothing after a function's translation may
// read its body), and must leave the bodies empty, as well as the
// initializer regions of globals and the bodies of nested modules.
func TestReleaseBodies(t *testing.T) {
	var files []string
	for _, dir := range []string{"testdata/core", "testdata/debuginfo", "testdata/intr", "testdata/meta", "../../../test/diff/translate/testdata"} {
		fs, _ := filepath.Glob(filepath.Join(dir, "*.mlir"))
		files = append(files, fs...)
	}
	if len(files) == 0 {
		t.Skip("no inputs")
	}
	compared := 0
	for _, path := range files {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var outs [2]string
		for i, release := range []bool{false, true} {
			ctx := ir.NewContext()
			all.Register(ctx.Registry)
			res := asm.Parse(ctx, asm.Config{Name: path}, src)
			if res.Errors != nil {
				break // split files and error cases are others' tests
			}
			top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol(path, 0, 0))
			if err != nil {
				break
			}
			m, err := Translate(top, Options{ReleaseBodies: release,
				Resource: func(key string) (string, bool) { return res.Resources.Lookup("builtin", key) }})
			if err != nil {
				outs[i] = "error: " + err.Error()
				continue
			}
			outs[i] = printModule(t, m)
			if release {
				for op := range top.Region(0).First().Ops {
					switch op.Name() {
					case "llvm.func", "llvm.mlir.global", "builtin.module":
						// Function bodies, initializer regions and
						// nested modules are all freed.
						if op.NumRegions() > 0 && !op.Region(0).Empty() {
							t.Errorf("%s: region of %s %s kept", path, op.Name(), symName(op))
						}
					}
				}
			}
		}
		if outs[1] != "" {
			compared++
		}
		if outs[0] != outs[1] {
			t.Errorf("%s: output with ReleaseBodies differs:\n--- kept\n%s\n--- released\n%s", path, outs[0], outs[1])
		}
	}
	if compared == 0 {
		t.Fatal("no input translated")
	}
	t.Logf("%d of %d inputs compared", compared, len(files))
}
