package cli

import (
	"io"
	"os"
	"time"

	"gpuc/internal/asm"
	"gpuc/internal/diag"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
)

// The input side shared by `gpuc opt` and `gpuc translate`: both read a file
// or stdin, split it into chunks the same way, give each chunk a context of
// its own, and parse and verify it with the same diagnostics, because
// mlir-opt and mlir-translate share MLIR's MlirOptMain/splitAndProcessBuffer
// machinery.

// readInput reads the named input ("-" for stdin) and returns the buffer
// name diagnostics use for it.
func readInput(input string, stdin io.Reader) (name string, data []byte, err error) {
	if input == "-" {
		data, err = io.ReadAll(stdin)
		return "<stdin>", data, err
	}
	data, err = os.ReadFile(input)
	return input, data, err
}

// splitInput returns the chunks to process: the whole buffer, or with split
// the pieces between marker lines (warnings about the markers go to stderr).
func splitInput(name string, data []byte, split bool, marker string, stderr io.Writer) []*diag.Buffer {
	whole := diag.NewBuffer(name, data)
	if !split {
		return []*diag.Buffer{whole}
	}
	chunks, warns := diag.SplitWith(whole, marker)
	sm := diag.NewSourceMgr(whole)
	for _, w := range warns {
		sm.Print(stderr, w)
	}
	return chunks
}

// chunkContext returns a fresh context for one chunk, with the dialects
// register adds. Each chunk gets its own, as in mlir-opt: identified struct
// names, distinct attributes and the like do not leak across chunks. Ops
// inside messages print in generic form with the session's location flag,
// as MLIR's global printing options make them.
func chunkContext(register func(*ir.Registry), allowUnregistered, debugInfo bool) *ir.Context {
	ctx := ir.NewContext()
	ctx.AllowUnregistered = allowUnregistered
	register(ctx.Registry)
	ctx.PrintOp = func(op *ir.Operation) string {
		f := asm.DefaultFlags()
		f.Generic, f.DebugInfo = true, debugInfo
		return asm.OpString(op, f)
	}
	return ctx
}

// parseTop parses and verifies one chunk and returns its top-level
// builtin.module (the implicit one, or the single one the chunk holds);
// diagnostics go to r, and top is nil on failure.
func parseTop(ctx *ir.Context, buf *diag.Buffer, r *reporter, timing *pass.Timing) (top *ir.Operation, res *asm.Result) {
	start := time.Now()
	restoreGC := gcWhileParsing()
	res = asm.Parse(ctx, asm.Config{Name: buf.Name}, buf.Data)
	restoreGC()
	if res.Errors != nil {
		for _, d := range res.Errors {
			r.report(d)
		}
		return nil, res
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol(buf.Name, 0, 0))
	timing.Add("Parser", time.Since(start))
	if err != nil {
		r.report(asDiag(err))
		return nil, res
	}
	return top, res
}

// parseSingleTop parses one chunk for --no-implicit-module: the chunk must
// hold exactly one top-level operation, which is verified and returned as
// it is (not wrapped in a module) with the parse result (for its
// resources); diagnostics go to r, and top is nil on failure.
func parseSingleTop(ctx *ir.Context, buf *diag.Buffer, r *reporter) (*ir.Operation, *asm.Result) {
	res := asm.Parse(ctx, asm.Config{Name: buf.Name}, buf.Data)
	if res.Errors != nil {
		for _, d := range res.Errors {
			r.report(d)
		}
		return nil, res
	}
	n := 0
	for op := res.Block.First(); op != nil; op = op.Next() {
		n++
	}
	if n != 1 {
		r.report(ir.Errorf(ctx.FileLineCol(buf.Name, 0, 0), "source must contain a single top-level operation, found: %d", n))
		return nil, res
	}
	top := res.Block.First()
	top.Remove()
	if err := ir.Verify(top); err != nil {
		r.report(asDiag(err))
		return nil, res
	}
	return top, res
}
