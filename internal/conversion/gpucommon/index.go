package gpucommon

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// IndexKind says which known size bounds an index op (MLIR's
// index_lowering::IndexKind).
type IndexKind uint8

const (
	IndexOther IndexKind = iota
	IndexBlock
	IndexGrid
)

// IntrType says how a known size becomes the range of an intrinsic (MLIR's
// index_lowering::IntrType).
type IntrType uint8

const (
	IntrNone IntrType = iota
	IntrID
	IntrDim
)

// IndexPattern is index_lowering::OpLowering: the gpu index op `from`
// becomes the i32 intrinsic ops[dimension], with a `range` attribute from
// the known block or grid size or the op's upper bound, sign-extended or
// truncated to the index width.
func IndexPattern(tc *lc.TypeConverter, from string, ops [3]string, kind IndexKind, intr IntrType) *conversion.Pattern {
	return &conversion.Pattern{Name: "OpLowering(" + from + ")", Root: from, Benefit: 1, Converter: tc.Base(),
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			ctx := rw.Context()
			loc := op.Loc()
			dim := Dimension(op)
			if dim < 0 || dim > 2 {
				return conversion.NoMatch("bad dimension")
			}
			i32 := ctx.I(32)
			newOp := lc.Op(rw, ops[dim], loc, nil, []ir.Type{i32})
			var bounds *ir.DenseArrayAttr
			if fn := parentFunctionLike(op); fn != nil {
				switch kind {
				case IndexBlock:
					bounds, _ = fn.Attr("gpu.known_block_size").(*ir.DenseArrayAttr)
				case IndexGrid:
					bounds, _ = fn.Attr("gpu.known_grid_size").(*ir.DenseArrayAttr)
				}
			}
			if g := parentOfName(op, "gpu.func"); g != nil {
				switch kind {
				case IndexBlock:
					bounds, _ = g.InherentAttr("known_block_size").(*ir.DenseArrayAttr)
				case IndexGrid:
					bounds, _ = g.InherentAttr("known_grid_size").(*ir.DenseArrayAttr)
				}
			}
			upper, has := int64(0), false
			if bounds != nil && dim < len(bounds.Ints) {
				upper, has = int64(int32(bounds.Ints[dim])), true
			}
			if ub, ok := op.Attr("upper_bound").(*ir.IntegerAttr); ok {
				upper, has = int64(int32(uint32(ub.Int64()))), true
			}
			if has && intr != IntrNone {
				lo, hi := int64(0), upper
				if intr == IntrDim {
					lo, hi = 1, upper-1
				}
				newOp.SetAttr("range", ctx.DenseArray(i32, []int64{int64(int32(lo)), int64(int32(hi))}, nil))
			}
			v := ExtendOrTruncIndex(rw, loc, tc, newOp.Result(0))
			rw.ReplaceOp(op, v)
			return nil
		}}
}

// ExtendOrTruncIndex sign-extends or truncates an i32 to the index width.
func ExtendOrTruncIndex(rw *conversion.Rewriter, loc ir.Location, tc *lc.TypeConverter, v *ir.Value) *ir.Value {
	w := tc.IndexBitwidth()
	switch {
	case w > 32:
		return lc.Op(rw, "llvm.sext", loc, []*ir.Value{v}, []ir.Type{rw.Context().I(w)}).Result(0)
	case w < 32:
		return lc.Op(rw, "llvm.trunc", loc, []*ir.Value{v}, []ir.Type{rw.Context().I(w)}).Result(0)
	}
	return v
}

// Dimension returns the `dimension` (x 0, y 1, z 2) of a gpu index op.
func Dimension(op *ir.Operation) int {
	switch a := op.Attr("dimension").(type) {
	case *ods.EnumAttr:
		return int(a.Value)
	case *ir.IntegerAttr:
		return int(a.Int64())
	}
	return -1
}

func parentOfName(op *ir.Operation, name string) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == name {
			return p
		}
	}
	return nil
}

// parentFunctionLike returns the closest enclosing FunctionOpInterface op.
func parentFunctionLike(op *ir.Operation) *ir.Operation {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		switch p.Name() {
		case "func.func", "llvm.func", "gpu.func":
			return p
		}
	}
	return nil
}
