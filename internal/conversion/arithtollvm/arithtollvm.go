// Package arithtollvm converts the arith dialect to the LLVM dialect, after
// MLIR 19's arith to LLVM conversion patterns
// (populateArithToLLVMConversionPatterns): most ops map one to one onto an
// LLVM op or intrinsic, with fastmath and overflow flags translated;
// vectors of more than one dimension, which become arrays of 1-D vectors,
// are unrolled into one op per 1-D vector. The ceil/floor division ops
// have no pattern (MLIR 19's gpu-to-llvm leaves them as they are).
package arithtollvm

import (
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// attrConv selects how the attributes of an arith op carry over to the LLVM
// op (MLIR's AttrConvertPassThrough, AttrConvertFastMathToLLVM,
// AttrConvertOverflowToLLVM).
type attrConv uint8

const (
	passThrough attrConv = iota
	fastMath
	overflow
)

// oneToOne lists the ops that lower to a single LLVM op of the same
// operands.
var oneToOne = []struct {
	from, to string
	conv     attrConv
}{
	{"arith.addf", "llvm.fadd", fastMath},
	{"arith.addi", "llvm.add", overflow},
	{"arith.andi", "llvm.and", passThrough},
	{"arith.bitcast", "llvm.bitcast", passThrough},
	{"arith.divf", "llvm.fdiv", fastMath},
	{"arith.divsi", "llvm.sdiv", passThrough},
	{"arith.divui", "llvm.udiv", passThrough},
	{"arith.extf", "llvm.fpext", passThrough},
	{"arith.extsi", "llvm.sext", passThrough},
	{"arith.extui", "llvm.zext", passThrough},
	{"arith.fptosi", "llvm.fptosi", passThrough},
	{"arith.fptoui", "llvm.fptoui", passThrough},
	{"arith.maximumf", "llvm.intr.maximum", fastMath},
	{"arith.maxnumf", "llvm.intr.maxnum", fastMath},
	{"arith.maxsi", "llvm.intr.smax", passThrough},
	{"arith.maxui", "llvm.intr.umax", passThrough},
	{"arith.minimumf", "llvm.intr.minimum", fastMath},
	{"arith.minnumf", "llvm.intr.minnum", fastMath},
	{"arith.minsi", "llvm.intr.smin", passThrough},
	{"arith.minui", "llvm.intr.umin", passThrough},
	{"arith.mulf", "llvm.fmul", fastMath},
	{"arith.muli", "llvm.mul", overflow},
	{"arith.negf", "llvm.fneg", fastMath},
	{"arith.ori", "llvm.or", passThrough},
	{"arith.remf", "llvm.frem", fastMath},
	{"arith.remsi", "llvm.srem", passThrough},
	{"arith.remui", "llvm.urem", passThrough},
	{"arith.select", "llvm.select", passThrough},
	{"arith.shli", "llvm.shl", overflow},
	{"arith.shrsi", "llvm.ashr", passThrough},
	{"arith.shrui", "llvm.lshr", passThrough},
	{"arith.sitofp", "llvm.sitofp", passThrough},
	{"arith.subf", "llvm.fsub", fastMath},
	{"arith.subi", "llvm.sub", overflow},
	{"arith.trunci", "llvm.trunc", passThrough},
	{"arith.uitofp", "llvm.uitofp", passThrough},
	{"arith.xori", "llvm.xor", passThrough},
}

// Patterns returns the arith-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	base := tc.Base()
	pat := func(name, root string, benefit int, f func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error) *conversion.Pattern {
		return &conversion.Pattern{Name: name, Root: root, Benefit: benefit, Converter: base, Rewrite: f}
	}
	ps := []*conversion.Pattern{
		pat("ConstantOpLowering", "arith.constant", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return rewriteOneToOne(tc, op, "llvm.mlir.constant", operands, lc.OpAttrs(op), rw)
		}),
		pat("CmpIOpLowering", "arith.cmpi", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return lowerCmp(tc, op, operands, rw, "llvm.icmp", false)
		}),
		pat("CmpFOpLowering", "arith.cmpf", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return lowerCmp(tc, op, operands, rw, "llvm.fcmp", true)
		}),
		pat("IndexCastOpSILowering", "arith.index_cast", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return lowerIndexCast(tc, op, operands, rw, "llvm.sext")
		}),
		pat("IndexCastOpUILowering", "arith.index_castui", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return lowerIndexCast(tc, op, operands, rw, "llvm.zext")
		}),
		pat("AddUIExtendedOpLowering", "arith.addui_extended", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return lowerAddUIExtended(tc, op, operands, rw)
		}),
		pat("MulSIExtendedOpLowering", "arith.mulsi_extended", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return lowerMulIExtended(op, operands, rw, true)
		}),
		pat("MulUIExtendedOpLowering", "arith.mului_extended", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return lowerMulIExtended(op, operands, rw, false)
		}),
		pat("TruncFOpLowering", "arith.truncf", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			if op.Attr("roundingmode") != nil {
				return conversion.NoMatch("has a rounding mode")
			}
			return vectorOneToOne(tc, op, "llvm.fptrunc", operands, lc.OpAttrs(op), rw)
		}),
		pat("ConstrainedTruncFOpLowering", "arith.truncf", 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			rm, ok := op.Attr("roundingmode").(*ir.IntegerAttr)
			if !ok {
				return conversion.NoMatch("no rounding mode")
			}
			return vectorOneToOne(tc, op, "llvm.intr.experimental.constrained.fptrunc", operands, constrainedAttrs(op, rm), rw)
		}),
	}
	for _, o := range oneToOne {
		o := o
		ps = append(ps, pat(o.from+"Lowering", o.from, 1, func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
			return vectorOneToOne(tc, op, o.to, operands, convertAttrs(op, o.conv), rw)
		}))
	}
	return ps
}

// convertAttrs returns the attributes of the LLVM op replacing op: all of
// op's, with `fastmath` turned into `fastmathFlags` or `overflowFlags`
// translated.
func convertAttrs(op *ir.Operation, conv attrConv) []ir.NamedAttr {
	attrs := lc.OpAttrs(op)
	if conv == passThrough {
		return attrs
	}
	ctx := op.Context()
	name := "fastmath"
	if conv == overflow {
		name = "overflowFlags"
	}
	out := make([]ir.NamedAttr, 0, len(attrs))
	var converted ir.Attribute
	for _, a := range attrs {
		if a.Name != name {
			out = append(out, a)
			continue
		}
		e, ok := a.Value.(*ods.EnumAttr)
		if !ok {
			continue
		}
		if conv == fastMath {
			converted = lc.FastmathFromArith(ctx, e.Value)
		} else {
			converted = llvm.OverflowFlagsAttr(ctx, e.Value)
		}
	}
	if converted != nil {
		target := "overflowFlags"
		if conv == fastMath {
			target = "fastmathFlags"
		}
		out = append(out, ir.NamedAttr{Name: target, Value: converted})
	}
	return out
}

// llvmRoundingMode maps arith::RoundingMode (to_nearest_even, downward,
// upward, toward_zero, to_nearest_away) to llvm::RoundingMode.
var llvmRoundingMode = [...]int64{1, 3, 2, 0, 4}

// constrainedAttrs are the attributes of a constrained intrinsic replacing
// op (AttrConverterConstrainedFPToLLVM): op's with its rounding mode
// translated and the default exception behaviour (ignore) added.
func constrainedAttrs(op *ir.Operation, rm *ir.IntegerAttr) []ir.NamedAttr {
	ctx := op.Context()
	var out []ir.NamedAttr
	for _, a := range lc.OpAttrs(op) {
		if a.Name != "roundingmode" {
			out = append(out, a)
		}
	}
	mode := int64(1)
	if v := rm.Int64(); v >= 0 && int(v) < len(llvmRoundingMode) {
		mode = llvmRoundingMode[v]
	}
	i64 := ctx.I(64)
	return append(out,
		ir.NamedAttr{Name: "roundingmode", Value: ctx.IntegerAttrInt64(i64, mode)},
		ir.NamedAttr{Name: "fpExceptionBehavior", Value: ctx.IntegerAttrInt64(i64, 0)})
}

// packResults is LLVMTypeConverter::packOperationResults.
func packResults(tc *lc.TypeConverter, types []ir.Type) ir.Type {
	if len(types) == 1 {
		return tc.ConvertType(types[0])
	}
	conv := make([]ir.Type, len(types))
	for i, t := range types {
		if conv[i] = tc.ConvertType(t); conv[i] == nil {
			return nil
		}
	}
	return llvm.LiteralStruct(tc.Ctx, conv, false)
}

// rewriteOneToOne replaces op with an op named target of the same operands
// and the converted result types (LLVM::detail::oneToOneRewrite).
func rewriteOneToOne(tc *lc.TypeConverter, op *ir.Operation, target string, operands []*ir.Value, attrs []ir.NamedAttr, rw *conversion.Rewriter) error {
	var types []ir.Type
	if op.NumResults() != 0 {
		t := packResults(tc, op.ResultTypes())
		if t == nil {
			return conversion.NoMatch("failed to convert result types")
		}
		types = []ir.Type{t}
	}
	n := lc.Op(rw, target, op.Loc(), operands, types, attrs...)
	switch op.NumResults() {
	case 0:
		rw.EraseOp(op)
	case 1:
		rw.ReplaceOp(op, n.Result(0))
	default:
		results := make([]*ir.Value, op.NumResults())
		for i := range results {
			results[i] = lc.ExtractValue(rw, op.Loc(), n.Result(0), int64(i))
		}
		rw.ReplaceOp(op, results...)
	}
	return nil
}

func isArray(t ir.Type) bool {
	_, ok := t.(*llvm.ArrayType)
	return ok
}

// vectorOneToOne is LLVM::detail::vectorOneToOneRewrite: operands of
// LLVM types only; arrays of vectors are unrolled.
func vectorOneToOne(tc *lc.TypeConverter, op *ir.Operation, target string, operands []*ir.Value, attrs []ir.NamedAttr, rw *conversion.Rewriter) error {
	for _, v := range operands {
		if !llvm.IsCompatibleType(v.Type()) {
			return conversion.NoMatch("operand of a non-LLVM type")
		}
	}
	if len(operands) == 0 || !isArray(operands[0].Type()) {
		return rewriteOneToOne(tc, op, target, operands, attrs, rw)
	}
	return lc.UnrollVectors(tc, rw, op, operands, func(t ir.Type, ops []*ir.Value) *ir.Value {
		return lc.Op(rw, target, op.Loc(), ops, []ir.Type{t}, attrs...).Result(0)
	})
}

// lowerCmp lowers arith.cmpi and arith.cmpf to llvm.icmp and llvm.fcmp,
// whose predicates have the same values.
func lowerCmp(tc *lc.TypeConverter, op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter, target string, float bool) error {
	ctx := rw.Context()
	pred, ok := op.Attr("predicate").(*ir.IntegerAttr)
	if !ok {
		return conversion.NoMatch("no predicate")
	}
	attrs := []ir.NamedAttr{{Name: "predicate", Value: ctx.IntegerAttrInt64(ctx.I(64), pred.Int64())}}
	if float {
		var fm uint64
		if e, ok := op.Attr("fastmath").(*ods.EnumAttr); ok {
			fm = e.Value
		}
		attrs = append(attrs, ir.NamedAttr{Name: "fastmathFlags", Value: lc.FastmathFromArith(ctx, fm)})
	}
	if !isArray(operands[0].Type()) {
		t := tc.ConvertType(op.Result(0).Type())
		if t == nil {
			return conversion.NoMatch("failed to convert result type")
		}
		rw.ReplaceOp(op, lc.Op(rw, target, op.Loc(), operands, []ir.Type{t}, attrs...).Result(0))
		return nil
	}
	return lc.UnrollVectors(tc, rw, op, operands, func(t ir.Type, ops []*ir.Value) *ir.Value {
		return lc.Op(rw, target, op.Loc(), ops, []ir.Type{t}, attrs...).Result(0)
	})
}

func elemOrSelf(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

func intOrFloatWidth(t ir.Type) (int, bool) {
	switch t := t.(type) {
	case *ir.IntegerType:
		return t.Width, true
	case *ir.FloatType:
		return t.Width(), true
	}
	return 0, false
}

// lowerIndexCast lowers index_cast and index_castui: nothing when the
// widths agree, else a truncation or an extension (ext).
func lowerIndexCast(tc *lc.TypeConverter, op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter, ext string) error {
	resT := op.Result(0).Type()
	dst := tc.ConvertType(elemOrSelf(resT))
	src := tc.ConvertType(elemOrSelf(op.Operand(0).Type()))
	dw, ok1 := intOrFloatWidth(dst)
	sw, ok2 := intOrFloatWidth(src)
	if !ok1 || !ok2 {
		return conversion.NoMatch("unsupported element types")
	}
	if dw == sw {
		rw.ReplaceOp(op, operands[0])
		return nil
	}
	name := ext
	if dw < sw {
		name = "llvm.trunc"
	}
	if !isArray(operands[0].Type()) {
		t := tc.ConvertType(resT)
		if t == nil {
			return conversion.NoMatch("failed to convert result type")
		}
		rw.ReplaceOp(op, lc.Op(rw, name, op.Loc(), operands, []ir.Type{t}).Result(0))
		return nil
	}
	if _, ok := resT.(*ir.VectorType); !ok {
		return conversion.NoMatch("expected vector result type")
	}
	return lc.UnrollVectors(tc, rw, op, operands, func(t ir.Type, ops []*ir.Value) *ir.Value {
		return lc.Op(rw, name, op.Loc(), ops, []ir.Type{t}).Result(0)
	})
}

// lowerAddUIExtended lowers to llvm.intr.uadd.with.overflow (scalars and
// 1-D vectors only).
func lowerAddUIExtended(tc *lc.TypeConverter, op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
	operandT := operands[0].Type()
	if !llvm.IsCompatibleType(operandT) {
		return conversion.NoMatch("operand of a non-LLVM type")
	}
	if isArray(operandT) {
		if _, ok := op.Result(0).Type().(*ir.VectorType); !ok {
			return conversion.NoMatch("expected vector result types")
		}
		return conversion.NoMatch("ND vector types are not supported yet")
	}
	loc := op.Loc()
	ovT := tc.ConvertType(op.Result(1).Type())
	if ovT == nil {
		return conversion.NoMatch("failed to convert overflow type")
	}
	// The sum's type is not converted, as in MLIR.
	st := llvm.LiteralStruct(rw.Context(), []ir.Type{op.Result(0).Type(), ovT}, false)
	r := lc.Op(rw, "llvm.intr.uadd.with.overflow", loc, operands, []ir.Type{st}).Result(0)
	sum := lc.ExtractValue(rw, loc, r, 0)
	ov := lc.ExtractValue(rw, loc, r, 1)
	rw.ReplaceOp(op, sum, ov)
	return nil
}

// lowerMulIExtended multiplies the operands extended to twice their width
// and splits the product (scalars and 1-D vectors only).
func lowerMulIExtended(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter, isSigned bool) error {
	ctx := rw.Context()
	resT := operands[0].Type()
	if !llvm.IsCompatibleType(resT) {
		return conversion.NoMatch("operand of a non-LLVM type")
	}
	if isArray(resT) {
		if _, ok := op.Result(0).Type().(*ir.VectorType); !ok {
			return conversion.NoMatch("expected vector result type")
		}
		return conversion.NoMatch("ND vector types are not supported yet")
	}
	var shift ir.Attribute
	switch t := resT.(type) {
	case *ir.IntegerType:
		shift = ctx.IntegerAttrInt64(ctx.I(2*t.Width), int64(t.Width))
	case *ir.VectorType:
		et, ok := t.Elem.(*ir.IntegerType)
		if !ok {
			return conversion.NoMatch("expected integer elements")
		}
		wide := ctx.Vector(t.Dims, t.Scalable, ctx.I(2*et.Width))
		shift = splatInt(ctx, wide, uint64(et.Width))
	default:
		return conversion.NoMatch("unsupported type")
	}
	wideT := shift.(ir.TypedAttr).AttrType()
	loc := op.Loc()
	ext := "llvm.zext"
	if isSigned {
		ext = "llvm.sext"
	}
	lhs := lc.Op(rw, ext, loc, operands[:1], []ir.Type{wideT}).Result(0)
	rhs := lc.Op(rw, ext, loc, operands[1:2], []ir.Type{wideT}).Result(0)
	prod := lc.Binary(rw, loc, "llvm.mul", lhs, rhs)
	low := lc.Op(rw, "llvm.trunc", loc, []*ir.Value{prod}, []ir.Type{resT}).Result(0)
	sh := lc.Constant(rw, loc, wideT, shift)
	highWide := lc.Binary(rw, loc, "llvm.lshr", prod, sh)
	high := lc.Op(rw, "llvm.trunc", loc, []*ir.Value{highWide}, []ir.Type{resT}).Result(0)
	rw.ReplaceOp(op, low, high)
	return nil
}

// splatInt returns dense<v> : t for a vector of integers at most 64 bits
// wide and (for wider ones) of two words.
func splatInt(ctx *ir.Context, t *ir.VectorType, v uint64) ir.Attribute {
	w := ir.IntWidth(t.Elem)
	if w > 64 {
		return ctx.DenseElements(t, true, 2, []uint64{v, 0})
	}
	return ctx.DenseElements(t, true, 1, []uint64{v})
}
