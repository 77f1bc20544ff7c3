// Package attrtest parses attributes for tests, with every dialect
// registered, so that tests of the packages that read attributes (the
// #gpu.target view in internal/target, its pipelines in
// internal/target/gpu) start from the same text the parser accepts rather
// than from hand-built values.
package attrtest

import (
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/ir"
)

// Parse parses src as an attribute of kind T (e.g. *gpu.TargetAttr) in a
// fresh context and fails the test when it does not parse or is another
// kind.
func Parse[T ir.Attribute](t testing.TB, src string) T {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	a, errs := asm.ParseAttribute(ctx, "t", []byte(src))
	if len(errs) > 0 {
		t.Fatalf("%s: %s", src, errs[0].Msg)
	}
	v, ok := a.(T)
	if !ok {
		t.Fatalf("%s is a %T, not a %T", src, a, v)
	}
	return v
}
