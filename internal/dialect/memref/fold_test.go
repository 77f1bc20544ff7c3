package memref_test

import (
	"strings"
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
)

// foldFirst parses src, folds the first op named name and describes the
// outcome: "none", "inplace: <op>", "value: <defining op or block
// argument>" or "attr: <attribute>"; it also returns the module's text
// after the fold.
func foldFirst(t *testing.T, src, name string) (string, string) {
	t.Helper()
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse error: %s", res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("t.mlir", 0, 0))
	if err != nil {
		t.Fatalf("verify error: %v", err)
	}
	var target *ir.Operation
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		if target == nil && op.Name() == name {
			target = op
		}
		return ir.Advance
	})
	if target == nil {
		t.Fatalf("no %s in input", name)
	}
	flags := asm.DefaultFlags()
	results, ok := target.Fold()
	var out string
	switch {
	case !ok:
		out = "none"
	case len(results) == 0 || (len(results) == 1 && results[0].Value == target.Result(0)):
		out = "inplace: " + strings.TrimSpace(asm.OpString(target, flags))
	case results[0].Attr != nil:
		out = "attr: " + asm.AttrString(results[0].Attr)
	default:
		v := results[0].Value
		if v.IsBlockArgument() {
			out = "value: arg" + string(rune('0'+v.Index()))
		} else {
			out = "value: " + v.DefiningOp().Name()
		}
	}
	var b strings.Builder
	if err := asm.PrintModule(&b, top, flags, res.Resources); err != nil {
		t.Fatal(err)
	}
	return out, b.String()
}

func TestFolders(t *testing.T) {
	cases := []struct {
		src, op, want string
	}{
		{`func.func @f(%a: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<4x?xf32>
  return %d : index
}`, "memref.dim", "attr: 4 : index"},
		{`func.func @f(%a: memref<4x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %d = memref.dim %a, %c1 : memref<4x?xf32>
  return %d : index
}`, "memref.dim", "none"},
		{`func.func @f(%a: memref<4x?xf32>, %i: index) -> index {
  %d = memref.dim %a, %i : memref<4x?xf32>
  return %d : index
}`, "memref.dim", "none"},
		{`func.func @f(%n: index, %m: index) -> index {
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %d = memref.dim %a, %c2 : memref<?x4x?xf32>
  return %d : index
}`, "memref.dim", "value: arg1"},
		{`func.func @f(%a: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.dim %c, %c0 : memref<?xf32>
  return %d : index
}`, "memref.dim", "inplace: %dim = memref.dim %arg0, %c0 : memref<4xf32>"},
		{`func.func @f(%a: memref<4x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [%c0, 4], strides: [4, 1] : memref<4x?xf32> to memref<?x4xf32>
  %d = memref.dim %r, %c0 : memref<?x4xf32>
  return %d : index
}`, "memref.dim", "value: arith.constant"},
		{`func.func @f(%a: memref<4x?xf32>) -> index {
  %r = memref.rank %a : memref<4x?xf32>
  return %r : index
}`, "memref.rank", "attr: 2 : index"},
		{`func.func @f(%a: memref<*xf32>) -> index {
  %r = memref.rank %a : memref<*xf32>
  return %r : index
}`, "memref.rank", "none"},
		{`func.func @f(%a: memref<4xf32>, %i: index) -> f32 {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}`, "memref.load", "inplace: %0 = memref.load %arg0[%arg1] : memref<4xf32>"},
		{`func.func @f(%u: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %u : memref<*xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}`, "memref.load", "none"},
		{`func.func @f(%a: memref<4xf32>, %i: index, %x: f32) {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  memref.store %x, %c[%i] : memref<?xf32>
  return
}`, "memref.store", "inplace: memref.store %arg2, %arg0[%arg1] : memref<4xf32>"},
		{`func.func @f(%a: memref<4xf32>) -> memref<?xf32> {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<?xf32>
  return %d : memref<?xf32>
}`, "memref.cast", "none"},
		{`func.func @f(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  %t = memref.transpose %a (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32>
  return %t : memref<4x8xf32>
}`, "memref.transpose", "value: arg0"},
		{`func.func @f(%a: memref<4x8x2xf32>) -> memref<8x2x4xf32, strided<[2, 1, 16]>> {
  %t = memref.transpose %a (i, j, k) -> (k, i, j) : memref<4x8x2xf32> to memref<2x4x8xf32, strided<[1, 16, 2]>>
  %u = memref.transpose %t (i, j, k) -> (k, i, j) : memref<2x4x8xf32, strided<[1, 16, 2]>> to memref<8x2x4xf32, strided<[2, 1, 16]>>
  return %u : memref<8x2x4xf32, strided<[2, 1, 16]>>
}`, "memref.transpose", "none"},
		{`func.func @f(%a: memref<4x8xf32>) -> memref<4x8xf32> {
  %s = memref.subview %a[0, 0][4, 8][1, 1] : memref<4x8xf32> to memref<4x8xf32>
  return %s : memref<4x8xf32>
}`, "memref.subview", "value: arg0"},
		{`func.func @f(%a: memref<4xf32>) -> memref<2xf32> {
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %r = memref.reinterpret_cast %c to offset: [0], sizes: [2], strides: [1] : memref<?xf32> to memref<2xf32>
  return %r : memref<2xf32>
}`, "memref.reinterpret_cast", "inplace: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [2], strides: [1] : memref<4xf32> to memref<2xf32>"},
		{`func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}`, "memref.reinterpret_cast", "value: arg0"},
		{`func.func @f(%a: memref<4xf32>) -> memref<4xf32> {
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %c : memref<4xf32>
}`, "memref.collapse_shape", "value: arg0"},
		{`func.func @f(%a: memref<?xf32, 1>) -> memref<?xf32, 3> {
  %0 = memref.memory_space_cast %a : memref<?xf32, 1> to memref<?xf32>
  %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, 3>
  return %1 : memref<?xf32, 3>
}`, "memref.memory_space_cast", "none"},
		{`func.func @f(%a: memref<?xf32>, %b: memref<4xf32>) {
  %c = memref.cast %a : memref<?xf32> to memref<4xf32>
  %d = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.copy %c, %d : memref<4xf32> to memref<?xf32>
  return
}`, "memref.copy", "inplace: memref.copy %cast, %arg1 : memref<4xf32> to memref<4xf32>"},
	}
	for i, c := range cases {
		got, _ := foldFirst(t, c.src, c.op)
		if got != c.want {
			t.Errorf("case %d (%s): got %q, want %q", i, c.op, got, c.want)
		}
	}
}

// The second transpose, fed by the first, takes its input and the composed
// permutation.
func TestFoldTransposeChain(t *testing.T) {
	in := `func.func @f(%a: memref<4x8x2xf32>) -> memref<8x2x4xf32, strided<[2, 1, 16]>> {
  %t = memref.transpose %a (i, j, k) -> (k, i, j) : memref<4x8x2xf32> to memref<2x4x8xf32, strided<[1, 16, 2]>>
  %u = memref.transpose %t (i, j, k) -> (k, i, j) : memref<2x4x8xf32, strided<[1, 16, 2]>> to memref<8x2x4xf32, strided<[2, 1, 16]>>
  return %u : memref<8x2x4xf32, strided<[2, 1, 16]>>
}`
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(in))
	if res.Errors != nil {
		t.Fatal(res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("t.mlir", 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	var ts []*ir.Operation
	top.Walk(func(op *ir.Operation) ir.WalkResult {
		if op.Name() == "memref.transpose" {
			ts = append(ts, op)
		}
		return ir.Advance
	})
	if _, ok := ts[1].Fold(); !ok {
		t.Fatal("transpose of transpose did not fold")
	}
	got := strings.TrimSpace(asm.OpString(ts[1], asm.DefaultFlags()))
	want := "%transpose_0 = memref.transpose %arg0 (d0, d1, d2) -> (d1, d2, d0) : memref<4x8x2xf32> to memref<8x2x4xf32, strided<[2, 1, 16]>>"
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// extract_strided_metadata reports an in-place fold and replaces the uses
// of its static results by constants (MLIR 19's folder).
func TestFoldExtractStridedMetadata(t *testing.T) {
	src := `func.func @f(%a: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#1, %st#1 : index, index, index
}`
	got, text := foldFirst(t, src, "memref.extract_strided_metadata")
	if !strings.HasPrefix(got, "inplace") {
		t.Errorf("got %q, want an in-place fold", got)
	}
	for _, want := range []string{"%c3 = arith.constant 3 : index", "%c1 = arith.constant 1 : index", "return %c3, %sizes#1, %c1"} {
		if !strings.Contains(text, want) {
			t.Errorf("missing %q in\n%s", want, text)
		}
	}
	if strings.Contains(text, "arith.constant 4") {
		t.Errorf("constant for an unused size in\n%s", text)
	}
}
