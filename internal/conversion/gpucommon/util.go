package gpucommon

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// IllegalLLVMMathOps are the LLVM intrinsics both GPU lowerings mark
// illegal, so that the math ops become device library calls instead.
var IllegalLLVMMathOps = []string{
	"llvm.intr.cos", "llvm.intr.exp", "llvm.intr.exp2", "llvm.intr.fabs", "llvm.intr.ceil",
	"llvm.intr.floor", "llvm.frem", "llvm.intr.log", "llvm.intr.log10", "llvm.intr.log2",
	"llvm.intr.pow", "llvm.intr.sin", "llvm.intr.sqrt",
}

// ReplacePattern is a DRR pattern `Pat<(From), (To)>` for ops without
// operands, results or attributes (the barrier lowerings).
func ReplacePattern(from, to string) *conversion.Pattern {
	return &conversion.Pattern{Name: from + "->" + to, Root: from, Benefit: 1,
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			n := rw.Create(&ir.OperationState{Name: to, Loc: op.Loc()})
			rw.ReplaceOpWith(op, n)
			return nil
		}}
}

// The gpu.shuffle modes.
const (
	ShuffleXor  = 0
	ShuffleDown = 1
	ShuffleUp   = 2
	ShuffleIdx  = 3
)

func enumValue(a ir.Attribute) (uint64, bool) {
	switch a := a.(type) {
	case *ods.EnumAttr:
		return a.Value, true
	case *ir.IntegerAttr:
		return uint64(a.Int64()), true
	}
	return 0, false
}

// ShuffleMode returns a gpu.shuffle's mode.
func ShuffleMode(op *ir.Operation) uint64 {
	v, _ := enumValue(op.Attr("mode"))
	return v
}

// ReduceOperation returns the name of a gpu.all_reduce or
// gpu.subgroup_reduce operation ("add", "maxnumf", ...), "" for none.
func ReduceOperation(op *ir.Operation) string {
	if e, ok := op.Attr("op").(*ods.EnumAttr); ok {
		return e.Def.Enum.String(e.Value)
	}
	return ""
}

// DataLayoutIndexBitwidth is the index width a gpu.module's data layout
// gives (DLTI's `index` entry), 64 by default.
func DataLayoutIndexBitwidth(m *ir.Operation) int {
	return lc.DataLayoutIndexBitwidth(m)
}
