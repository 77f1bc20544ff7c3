// Package mathtollvm converts the math dialect to the LLVM dialect, after
// MLIR 19's MathToLLVM patterns: most ops become the matching LLVM
// intrinsic (with the fastmath flags translated), ctlz/cttz/absi take an
// explicit `false` poison flag, expm1, log1p and rsqrt expand into exp - 1,
// log(1 + x) and 1 / sqrt; ops on multi-dimensional vectors are unrolled
// over the outer dimensions. Ops without a pattern (acos, tan, erf, ...) are
// left as they are.
package mathtollvm

import (
	"gpuc/internal/apfloat"
	"gpuc/internal/conversion"
	lc "gpuc/internal/conversion/llvmcommon"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// intrinsics maps the math ops lowered by VectorConvertToLLVMPattern to
// their LLVM op, in MLIR's registration order; fastmath says whether the
// fastmath attribute is translated (ConvertFMFMathToLLVMPattern) or all
// attributes pass through (ctpop).
var intrinsics = []struct {
	from, to string
	fastmath bool
}{
	{"math.absf", "llvm.intr.fabs", true},
	{"math.ceil", "llvm.intr.ceil", true},
	{"math.copysign", "llvm.intr.copysign", true},
	{"math.cos", "llvm.intr.cos", true},
	{"math.ctpop", "llvm.intr.ctpop", false},
	{"math.exp2", "llvm.intr.exp2", true},
	{"math.exp", "llvm.intr.exp", true},
	{"math.fpowi", "llvm.intr.powi", true},
	{"math.floor", "llvm.intr.floor", true},
	{"math.fma", "llvm.intr.fma", true},
	{"math.log10", "llvm.intr.log10", true},
	{"math.log2", "llvm.intr.log2", true},
	{"math.log", "llvm.intr.log", true},
	{"math.powf", "llvm.intr.pow", true},
	{"math.roundeven", "llvm.intr.roundeven", true},
	{"math.round", "llvm.intr.round", true},
	{"math.sin", "llvm.intr.sin", true},
	{"math.sqrt", "llvm.intr.sqrt", true},
	{"math.trunc", "llvm.intr.trunc", true},
}

// Patterns returns the math-to-LLVM patterns.
func Patterns(tc *lc.TypeConverter) []*conversion.Pattern {
	var ps []*conversion.Pattern
	for _, m := range intrinsics {
		ps = append(ps, vectorPattern(tc, m.from, m.to, m.fastmath))
	}
	ps = append(ps,
		flagPattern(tc, "math.ctlz", "llvm.intr.ctlz", "is_zero_poison"),
		flagPattern(tc, "math.cttz", "llvm.intr.cttz", "is_zero_poison"),
		flagPattern(tc, "math.absi", "llvm.intr.abs", "is_int_min_poison"),
		expandPattern(tc, "math.expm1", func(rw *conversion.Rewriter, loc ir.Location, t ir.Type, x, one *ir.Value, attrs []ir.NamedAttr) *ir.Value {
			exp := lc.Op(rw, "llvm.intr.exp", loc, []*ir.Value{x}, []ir.Type{t}, attrs...).Result(0)
			return lc.Op(rw, "llvm.fsub", loc, []*ir.Value{exp, one}, []ir.Type{t}, attrs...).Result(0)
		}),
		expandPattern(tc, "math.log1p", func(rw *conversion.Rewriter, loc ir.Location, t ir.Type, x, one *ir.Value, attrs []ir.NamedAttr) *ir.Value {
			add := lc.Op(rw, "llvm.fadd", loc, []*ir.Value{one, x}, []ir.Type{t}, attrs...).Result(0)
			return lc.Op(rw, "llvm.intr.log", loc, []*ir.Value{add}, []ir.Type{t}, attrs...).Result(0)
		}),
		expandPattern(tc, "math.rsqrt", func(rw *conversion.Rewriter, loc ir.Location, t ir.Type, x, one *ir.Value, attrs []ir.NamedAttr) *ir.Value {
			sqrt := lc.Op(rw, "llvm.intr.sqrt", loc, []*ir.Value{x}, []ir.Type{t}, attrs...).Result(0)
			return lc.Op(rw, "llvm.fdiv", loc, []*ir.Value{one, sqrt}, []ir.Type{t}, attrs...).Result(0)
		}),
	)
	return ps
}

// targetAttrs returns the op's attributes for the LLVM op: all of them,
// with the arith `fastmath` flags replaced by LLVM `fastmathFlags` when
// fastmath is set (MLIR's AttrConvertFastMathToLLVM; otherwise
// AttrConvertPassThrough).
func targetAttrs(op *ir.Operation, fastmath bool) []ir.NamedAttr {
	var attrs []ir.NamedAttr
	if d, ok := op.Props().(*ir.DictionaryAttr); ok {
		attrs = append(attrs, d.Entries...)
	}
	if d := op.Attrs(); d != nil {
		attrs = append(attrs, d.Entries...)
	}
	if !fastmath {
		return attrs
	}
	out := attrs[:0:0]
	for _, a := range attrs {
		if a.Name == "fastmath" {
			if fm, ok := a.Value.(*ods.EnumAttr); ok {
				out = append(out, lc.Attr("fastmathFlags", lc.FastmathFromArith(op.Context(), fm.Value)))
			}
			continue
		}
		out = append(out, a)
	}
	return out
}

func allCompatible(values []*ir.Value) bool {
	for _, v := range values {
		if !llvm.IsCompatibleType(v.Type()) {
			return false
		}
	}
	return true
}

// vectorPattern is MLIR's VectorConvertToLLVMPattern: one LLVM op of the
// converted result type, unrolled over the outer dimensions of an
// n-D vector.
func vectorPattern(tc *lc.TypeConverter, from, to string, fastmath bool) *conversion.Pattern {
	return &conversion.Pattern{Name: "VectorConvertToLLVM(" + from + ")", Root: from, Benefit: 1, Converter: tc.Base(), Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		if len(operands) == 0 || op.NumResults() != 1 || !allCompatible(operands) {
			return conversion.NoMatch("operands not of LLVM type")
		}
		attrs := targetAttrs(op, fastmath)
		loc := op.Loc()
		if _, ok := operands[0].Type().(*llvm.ArrayType); !ok {
			t := tc.ConvertType(op.Result(0).Type())
			if t == nil {
				return conversion.NoMatch("result type not convertible")
			}
			rw.ReplaceOp(op, lc.Op(rw, to, loc, operands, []ir.Type{t}, attrs...).Result(0))
			return nil
		}
		return lc.UnrollVectors(tc, rw, op, operands, func(t ir.Type, ops []*ir.Value) *ir.Value {
			return lc.Op(rw, to, loc, ops, []ir.Type{t}, attrs...).Result(0)
		})
	}}
}

// flagPattern is MLIR's IntOpWithFlagLowering: the LLVM op takes the
// operand and a false flag, and keeps the op's (unconverted) result type.
func flagPattern(tc *lc.TypeConverter, from, to, flag string) *conversion.Pattern {
	return &conversion.Pattern{Name: "IntOpWithFlagLowering(" + from + ")", Root: from, Benefit: 1, Converter: tc.Base(), Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		if len(operands) != 1 || !llvm.IsCompatibleType(operands[0].Type()) {
			return conversion.NoMatch("operand not of LLVM type")
		}
		ctx := rw.Context()
		loc := op.Loc()
		attr := lc.Attr(flag, ctx.Bool(false))
		if _, ok := operands[0].Type().(*llvm.ArrayType); !ok {
			rw.ReplaceOp(op, lc.Op(rw, to, loc, operands, []ir.Type{op.Result(0).Type()}, attr).Result(0))
			return nil
		}
		if _, ok := op.Result(0).Type().(*ir.VectorType); !ok {
			return conversion.NoMatch("expected vector result type")
		}
		return lc.UnrollVectors(tc, rw, op, operands, func(t ir.Type, ops []*ir.Value) *ir.Value {
			return lc.Op(rw, to, loc, ops[:1], []ir.Type{t}, attr).Result(0)
		})
	}}
}

// expandPattern lowers expm1, log1p and rsqrt, which combine an intrinsic
// with a constant one (a splat for vectors) through build.
func expandPattern(tc *lc.TypeConverter, from string, build func(rw *conversion.Rewriter, loc ir.Location, t ir.Type, x, one *ir.Value, attrs []ir.NamedAttr) *ir.Value) *conversion.Pattern {
	return &conversion.Pattern{Name: from + "Lowering", Root: from, Benefit: 1, Converter: tc.Base(), Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *conversion.Rewriter) error {
		if len(operands) != 1 || !llvm.IsCompatibleType(operands[0].Type()) {
			return conversion.NoMatch("unsupported operand type")
		}
		ctx := rw.Context()
		loc := op.Loc()
		resultType := op.Result(0).Type()
		ft, ok := elementType(resultType).(*ir.FloatType)
		if !ok {
			return conversion.NoMatch("not a float type")
		}
		oneValue, _ := apfloat.FromFloat64(ft.Semantics(), 1)
		one := ctx.FloatAttr(ft, oneValue)
		attrs := targetAttrs(op, true)
		t := operands[0].Type()
		if _, ok := t.(*llvm.ArrayType); !ok {
			var c *ir.Value
			if llvm.IsCompatibleVectorType(t) {
				st, ok := resultType.(ir.ShapedType)
				if !ok {
					return conversion.NoMatch("expected shaped type")
				}
				c = lc.Constant(rw, loc, t, splat(ctx, st, one))
			} else {
				c = lc.Constant(rw, loc, t, one)
			}
			rw.ReplaceOp(op, build(rw, loc, t, operands[0], c, attrs))
			return nil
		}
		if _, ok := resultType.(*ir.VectorType); !ok {
			return conversion.NoMatch("expected vector result type")
		}
		return lc.UnrollVectors(tc, rw, op, operands, func(t1d ir.Type, ops []*ir.Value) *ir.Value {
			v, ok := t1d.(*ir.VectorType)
			if !ok {
				return nil
			}
			var scalable []bool
			if len(v.Scalable) > 0 {
				scalable = []bool{v.Scalable[len(v.Scalable)-1]}
			}
			st := ctx.Vector([]int64{v.Dims[len(v.Dims)-1]}, scalable, ft)
			c := lc.Constant(rw, loc, t1d, splat(ctx, st, one))
			return build(rw, loc, t1d, ops[0], c, attrs)
		})
	}}
}

func elementType(t ir.Type) ir.Type {
	if st, ok := t.(ir.ShapedType); ok {
		return st.ElementType()
	}
	return t
}

// splat returns dense<v> : t.
func splat(ctx *ir.Context, t ir.ShapedType, v *ir.FloatAttr) ir.Attribute {
	lo, hi := v.Value.Bits()
	if v.Type.Width() > 64 {
		return ctx.DenseElements(t, true, 2, []uint64{lo, hi})
	}
	return ctx.DenseElements(t, true, 1, []uint64{lo})
}
