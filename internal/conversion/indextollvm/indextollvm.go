// Package indextollvm converts the index dialect to the LLVM dialect, after
// MLIR 19's index to LLVM conversion patterns: most ops map one to one to
// an LLVM op, ceildivs/ceildivu/floordivs expand into selects, casts
// become trunc/sext/zext (or nothing), and constants become
// llvm.mlir.constant of the converted index type.
package indextollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// LLVM icmp predicates (the index predicates have the same values).
const (
	predEQ  = 0
	predNE  = 1
	predSLT = 2
	predSGT = 4
)

// oneToOne maps the index ops lowered by OneToOneConvertToLLVMPattern to
// their LLVM op, in MLIR's registration order.
var oneToOne = [][2]string{
	{"index.add", "llvm.add"},
	{"index.sub", "llvm.sub"},
	{"index.mul", "llvm.mul"},
	{"index.divs", "llvm.sdiv"},
	{"index.divu", "llvm.udiv"},
	{"index.rems", "llvm.srem"},
	{"index.remu", "llvm.urem"},
	{"index.maxs", "llvm.intr.smax"},
	{"index.maxu", "llvm.intr.umax"},
	{"index.mins", "llvm.intr.smin"},
	{"index.minu", "llvm.intr.umin"},
	{"index.shl", "llvm.shl"},
	{"index.shrs", "llvm.ashr"},
	{"index.shru", "llvm.lshr"},
	{"index.and", "llvm.and"},
	{"index.or", "llvm.or"},
	{"index.xor", "llvm.xor"},
}

// Patterns returns the index-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	base := tc.Base()
	var ps []*conversion.Pattern
	for _, m := range oneToOne {
		ps = append(ps, oneToOnePattern(tc, m[0], m[1]))
	}
	ps = append(ps,
		&conversion.Pattern{Name: "ConvertIndexCeilDivS", Root: "index.ceildivs", Benefit: 1, Converter: base, Rewrite: ceilDivS},
		&conversion.Pattern{Name: "ConvertIndexCeilDivU", Root: "index.ceildivu", Benefit: 1, Converter: base, Rewrite: ceilDivU},
		&conversion.Pattern{Name: "ConvertIndexFloorDivS", Root: "index.floordivs", Benefit: 1, Converter: base, Rewrite: floorDivS},
		castPattern(tc, "index.casts", "llvm.sext"),
		castPattern(tc, "index.castu", "llvm.zext"),
		&conversion.Pattern{Name: "ConvertIndexCmp", Root: "index.cmp", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			pred, ok := op.Attr("pred").(*ods.EnumAttr)
			if !ok || len(operands) != 2 {
				return conversion.NoMatch("malformed index.cmp")
			}
			rw.ReplaceOp(op, lc.ICmp(rw, op.Loc(), pred.Value, operands[0], operands[1]))
			return nil
		}},
		&conversion.Pattern{Name: "ConvertIndexSizeOf", Root: "index.sizeof", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			t := tc.IndexType()
			rw.ReplaceOp(op, lc.IntConstant(rw, op.Loc(), t, int64(tc.IndexBitwidth())))
			return nil
		}},
		&conversion.Pattern{Name: "ConvertIndexConstant", Root: "index.constant", Benefit: 1, Converter: base, Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error {
			v, ok := op.Attr("value").(*ir.IntegerAttr)
			if !ok {
				return conversion.NoMatch("malformed index.constant")
			}
			t := tc.IndexType()
			rw.ReplaceOp(op, lc.Constant(rw, op.Loc(), t, rw.Context().IntegerAttr(t, v.Big())))
			return nil
		}},
		oneToOnePattern(tc, "index.bool.constant", "llvm.mlir.constant"),
	)
	return ps
}

// oneToOnePattern is MLIR's OneToOneConvertToLLVMPattern: the LLVM op takes
// the converted operands, the converted result type and all attributes.
func oneToOnePattern(tc *lc.TypeConverter, from, to string) *conversion.Pattern {
	return &conversion.Pattern{Name: "OneToOne(" + from + ")", Root: from, Benefit: 1, Converter: tc.Base(), Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		var types []ir.Type
		if op.NumResults() != 0 {
			if op.NumResults() != 1 {
				return conversion.NoMatch("multiple results")
			}
			t := tc.ConvertType(op.Result(0).Type())
			if t == nil {
				return conversion.NoMatch("result type not convertible")
			}
			types = []ir.Type{t}
		}
		nop := lc.Op(rw, to, op.Loc(), operands, types, lc.OpAttrs(op)...)
		rw.ReplaceOp(op, nop.Results()...)
		return nil
	}}
}

// castPattern lowers index.casts/castu: nothing when the widths match,
// llvm.trunc when narrowing, ext (sext or zext) when widening.
func castPattern(tc *lc.TypeConverter, from, ext string) *conversion.Pattern {
	return &conversion.Pattern{Name: "ConvertIndexCast(" + from + ")", Root: from, Benefit: 1, Converter: tc.Base(), Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		in := operands[0]
		out := tc.ConvertType(op.Result(0).Type())
		if out == nil {
			return conversion.NoMatch("result type not convertible")
		}
		switch inW, outW := ir.IntWidth(in.Type()), ir.IntWidth(out); {
		case in.Type() == out:
			rw.ReplaceOp(op, in)
		case inW > outW:
			rw.ReplaceOp(op, lc.Op(rw, "llvm.trunc", op.Loc(), []*ir.Value{in}, []ir.Type{out}).Result(0))
		default:
			rw.ReplaceOp(op, lc.Op(rw, ext, op.Loc(), []*ir.Value{in}, []ir.Type{out}).Result(0))
		}
		return nil
	}}
}

func binary(rw *conversion.Rewriter, loc ir.Location, name string, a, b *ir.Value) *ir.Value {
	return lc.Binary(rw, loc, name, a, b)
}

func sel(rw *conversion.Rewriter, loc ir.Location, c, a, b *ir.Value) *ir.Value {
	return lc.Op(rw, "llvm.select", loc, []*ir.Value{c, a, b}, []ir.Type{a.Type()}).Result(0)
}

// ceilDivS lowers `ceildivs(n, m)` as `x = m > 0 ? -1 : 1` and then
// `n*m > 0 ? (n+x)/m + 1 : -(-n/m)`.
func ceilDivS(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	n, m := operands[0], operands[1]
	t := n.Type()
	zero := lc.IntConstant(rw, loc, t, 0)
	posOne := lc.IntConstant(rw, loc, t, 1)
	negOne := lc.IntConstant(rw, loc, t, -1)
	mPos := lc.ICmp(rw, loc, predSGT, m, zero)
	x := sel(rw, loc, mPos, negOne, posOne)
	nPlusX := binary(rw, loc, "llvm.add", n, x)
	nPlusXDivM := binary(rw, loc, "llvm.sdiv", nPlusX, m)
	posRes := binary(rw, loc, "llvm.add", nPlusXDivM, posOne)
	negN := binary(rw, loc, "llvm.sub", zero, n)
	negNDivM := binary(rw, loc, "llvm.sdiv", negN, m)
	negRes := binary(rw, loc, "llvm.sub", zero, negNDivM)
	nPos := lc.ICmp(rw, loc, predSGT, n, zero)
	sameSign := lc.ICmp(rw, loc, predEQ, nPos, mPos)
	nNonZero := lc.ICmp(rw, loc, predNE, n, zero)
	cmp := binary(rw, loc, "llvm.and", sameSign, nNonZero)
	rw.ReplaceOp(op, sel(rw, loc, cmp, posRes, negRes))
	return nil
}

// ceilDivU lowers `ceildivu(n, m)` as `n == 0 ? 0 : (n-1)/m + 1`.
func ceilDivU(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	n, m := operands[0], operands[1]
	t := n.Type()
	zero := lc.IntConstant(rw, loc, t, 0)
	one := lc.IntConstant(rw, loc, t, 1)
	minusOne := binary(rw, loc, "llvm.sub", n, one)
	quotient := binary(rw, loc, "llvm.udiv", minusOne, m)
	plusOne := binary(rw, loc, "llvm.add", quotient, one)
	cmp := lc.ICmp(rw, loc, predEQ, n, zero)
	rw.ReplaceOp(op, sel(rw, loc, cmp, zero, plusOne))
	return nil
}

// floorDivS lowers `floordivs(n, m)` as `x = m < 0 ? 1 : -1` and then
// `n*m < 0 ? -1 - (x-n)/m : n/m`.
func floorDivS(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	loc := op.Loc()
	n, m := operands[0], operands[1]
	t := n.Type()
	zero := lc.IntConstant(rw, loc, t, 0)
	posOne := lc.IntConstant(rw, loc, t, 1)
	negOne := lc.IntConstant(rw, loc, t, -1)
	mNeg := lc.ICmp(rw, loc, predSLT, m, zero)
	x := sel(rw, loc, mNeg, posOne, negOne)
	xMinusN := binary(rw, loc, "llvm.sub", x, n)
	xMinusNDivM := binary(rw, loc, "llvm.sdiv", xMinusN, m)
	negRes := binary(rw, loc, "llvm.sub", negOne, xMinusNDivM)
	posRes := binary(rw, loc, "llvm.sdiv", n, m)
	nNeg := lc.ICmp(rw, loc, predSLT, n, zero)
	diffSign := lc.ICmp(rw, loc, predNE, nNeg, mNeg)
	nNonZero := lc.ICmp(rw, loc, predNE, n, zero)
	cmp := binary(rw, loc, "llvm.and", diffSign, nNonZero)
	rw.ReplaceOp(op, sel(rw, loc, cmp, negRes, posRes))
	return nil
}
