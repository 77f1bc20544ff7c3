package gputonvvm

import (
	"testing"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/all"
	"gpuc/internal/dialect/gpu"
	"gpuc/internal/ir"
)

// TestConvertMMAToLLVMType checks the fragment types against mlir-opt-19's
// conversions of the same mma_matrix types (function arguments through
// --convert-gpu-to-nvvm), the empty struct of an int8 accumulator included.
func TestConvertMMAToLLVMType(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx.Registry)
	f16, f32 := ctx.Float(ir.F16), ctx.Float(ir.F32)
	si8, ui8 := ctx.IntegerType(8, ir.Signed), ctx.IntegerType(8, ir.Unsigned)
	for _, c := range []struct {
		rows, cols int64
		elem       ir.Type
		operand    string
		want       string
	}{
		{16, 16, f16, "AOp", "!llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>"},
		{8, 8, f16, "COp", "!llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>"},
		{16, 8, f32, "AOp", "!llvm.struct<(i32, i32, i32, i32)>"},
		{16, 16, f32, "COp", "!llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>"},
		{16, 16, si8, "AOp", "!llvm.struct<(i32, i32)>"},
		{32, 16, ui8, "AOp", "!llvm.struct<(i32, i32, i32, i32)>"},
		{16, 8, si8, "BOp", "!llvm.struct<(i32)>"},
		{16, 16, si8, "COp", "!llvm.struct<()>"},
		{4, 4, ui8, "AOp", "!llvm.struct<()>"},
		{32, 8, ctx.I(32), "COp", "!llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>"},
		{16, 16, ctx.IntegerType(32, ir.Unsigned), "COp", "!llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32)>"},
	} {
		mt := gpu.MMAMatrix(ctx, []int64{c.rows, c.cols}, c.elem, c.operand)
		got := ConvertMMAToLLVMType(ctx, mt)
		if got == nil {
			t.Errorf("%s: no conversion", asm.TypeString(mt))
			continue
		}
		if s := asm.TypeString(got); s != c.want {
			t.Errorf("%s: got %s, want %s", asm.TypeString(mt), s, c.want)
		}
	}
	// A type the mma_matrix verifier rejects has no conversion (MLIR
	// cannot build one).
	if got := ConvertMMAToLLVMType(ctx, gpu.MMAMatrix(ctx, []int64{16, 16}, ctx.I(8), "AOp")); got != nil {
		t.Errorf("signless i8: got %s, want no conversion", asm.TypeString(got))
	}
}
