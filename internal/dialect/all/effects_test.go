package all

import (
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/builtin"
	"gpuc/internal/ir"
)

// TestTriviallyDead checks the memory effects generated from MLIR 19's
// ODS and written for the ops that implement them in C++, through
// ir.WouldOpBeTriviallyDead: each op of the function is tagged with
// `dead` when MLIR would erase it unused.
func TestTriviallyDead(t *testing.T) {
	src := `func.func @f(%m: memref<4xf32>, %p: !llvm.ptr, %i: index, %b: i1) {
  %0 = arith.addi %i, %i {dead} : index
  %1 = memref.load %m[%i] {dead} : memref<4xf32>
  memref.store %1, %m[%i] : memref<4xf32>
  %2 = memref.alloc() {dead} : memref<4xf32>
  %3 = memref.alloca() {dead} : memref<4xf32>
  memref.dealloc %2 : memref<4xf32>
  %4 = llvm.load %p {dead} : !llvm.ptr -> f32
  %5 = llvm.load volatile %p : !llvm.ptr -> f32
  %6 = llvm.load %p atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> f32
  llvm.store %4, %p : f32, !llvm.ptr
  cf.assert %b, "x"
  %7 = scf.if %b -> f32 {
    scf.yield %4 : f32
  } else {
    scf.yield %5 : f32
  } {dead}
  %8 = scf.if %b -> f32 {
    memref.store %4, %m[%i] : memref<4xf32>
    scf.yield %4 : f32
  } else {
    scf.yield %5 : f32
  }
  %9 = gpu.thread_id x {dead}
  %10 = "my.unknown"() : () -> i32
  %11 = builtin.unrealized_conversion_cast %i : index to i64 {dead}
  %12 = math.sqrt %4 {dead} : f32
  gpu.barrier
  %13 = llvm.inline_asm {dead} "nop", "" : () -> i32
  %14 = llvm.inline_asm has_side_effects "nop", "" : () -> i32
  return
}`
	ctx := ir.NewContext()
	ctx.AllowUnregistered = true
	Register(ctx.Registry)
	res := asm.Parse(ctx, asm.Config{Name: "t.mlir"}, []byte(src))
	if res.Errors != nil {
		t.Fatalf("parse error: %s", res.Errors[0].Msg)
	}
	top, err := builtin.WrapTopLevel(ctx, res.Block, ctx.FileLineCol("t.mlir", 0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(top); err != nil {
		t.Fatal(err)
	}
	fn := top.Region(0).First().First()
	for op := fn.Region(0).First().First(); op != nil; op = op.Next() {
		want := op.Attr("dead") != nil
		if got := ir.WouldOpBeTriviallyDead(op); got != want {
			t.Errorf("%s: WouldOpBeTriviallyDead = %v, want %v", asm.OpString(op, asm.DefaultFlags()), got, want)
		}
	}
}
