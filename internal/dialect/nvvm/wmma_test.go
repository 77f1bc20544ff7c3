package nvvm

import (
	"testing"

	"gpuc/internal/ir"
)

// TestWMMAInferDimensions checks the generated infer functions' first-match
// order: an f32 accumulator of 16x16 is k = 16 (m16n16k16 comes before the
// tf32 geometry m16n16k8), a tf32 A fragment of 16x8 is n = 16.
func TestWMMAInferDimensions(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want int
	}{
		{"load n f16 16x16", WMMALoadInferNDimension(16, 16, "f16"), 16},
		{"load n f16 32x16", WMMALoadInferNDimension(32, 16, "f16"), 8},
		{"load n s8 8x16", WMMALoadInferNDimension(8, 16, "s8"), 32},
		{"load n tf32 16x8", WMMALoadInferNDimension(16, 8, "tf32"), 16},
		{"load n f16 8x8", WMMALoadInferNDimension(8, 8, "f16"), 0},
		{"load m u8 16x8", WMMALoadInferMDimension(16, 8, "u8"), 32},
		{"load m tf32 8x16", WMMALoadInferMDimension(8, 16, "tf32"), 16},
		{"load k f32 16x16", WMMALoadInferKDimension(16, 16, "f32"), 16},
		{"load k s32 8x32", WMMALoadInferKDimension(8, 32, "s32"), 16},
		{"load k f16 16x8", WMMALoadInferKDimension(16, 8, "f16"), 0},
		{"store k f32 16x16", WMMAStoreInferKDimension(16, 16, "f32"), 16},
		{"store k s8 16x16", WMMAStoreInferKDimension(16, 16, "s8"), 0},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, c.got, c.want)
		}
	}
	if got := WMMAMmaIntrinsicID(16, 16, 16, "col", "row", "f16", "f32"); got != "nvvm_wmma_m16n16k16_mma_col_row_f32_f32" {
		t.Errorf("mma f16/f32: got %q", got)
	}
	ctx := ir.NewContext()
	if et, n := InferMMAType(ctx, "s8", "c", 16, 16); et != ir.Type(ctx.I(32)) || n != 0 {
		t.Errorf("s8 C fragment: got %v x %d, want 0 x i32 (what a release build of MLIR gives)", et, n)
	}
}
