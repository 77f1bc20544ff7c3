// Package arithexpand is MLIR 19's arith-expand pass
// (mlir/lib/Dialect/Arith/Transforms/ExpandOps.cpp): arith ops that the
// LLVM lowering has no instruction for, rewritten with simpler arith ops
// through a partial conversion. ceildivsi, ceildivui and floordivsi become
// divisions with corrections, the integer max/min ops a cmpi and a select,
// the float ones cmpf and selects that propagate NaN as each op requires;
// with include-bf16, extf from bf16 to f32 and truncf from f32 to bf16
// become integer bit manipulation.
//
// The patterns are exported for other passes as MLIR exports them:
// CeilFloorDivPatterns, Patterns (populateArithExpandOpsPatterns) and
// BFloat16Patterns (populateExpandBFloat16Patterns, which the ROCDL
// lowering runs through the greedy driver), each also as
// conversion patterns (the ...ConversionPatterns functions).
package arithexpand

import (
	"gpuc/internal/conversion"
	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
	"gpuc/internal/pass"
	"gpuc/internal/rewrite"
)

func init() {
	pass.Register(&pass.Info{
		Name:    "arith-expand",
		Title:   "ArithExpandOpsPass",
		Summary: "Legalize Arith ops to be convertible to LLVM.",
		Options: []pass.Option{
			{Name: "include-bf16", Kind: pass.Bool, Default: "false", Desc: "Enable the BF16 expansion patterns"},
		},
		New: func(v pass.Values) (pass.Pass, error) {
			return &expandPass{includeBF16: v.Bool("include-bf16")}, nil
		},
	})
}

type expandPass struct{ includeBF16 bool }

// Run is ArithExpandOpsPass::runOnOperation.
func (p *expandPass) Run(op *ir.Operation) error {
	patterns := ConversionPatterns()
	target := conversion.NewTarget()
	target.AddLegalDialect("arith")
	target.AddIllegalOp("arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",
		"arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui",
		"arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf")
	if p.includeBF16 {
		patterns = append(patterns, BFloat16ConversionPatterns()...)
		target.AddDynamicallyLegalOp("arith.extf", func(op *ir.Operation) bool {
			return !(isFloat(op.Operand(0).Type(), ir.BF16) && isFloat(op.Result(0).Type(), ir.F32))
		})
		target.AddDynamicallyLegalOp("arith.truncf", func(op *ir.Operation) bool {
			return !(isFloat(op.Operand(0).Type(), ir.F32) && isFloat(op.Result(0).Type(), ir.BF16))
		})
	}
	return conversion.ApplyPartialConversion(op, target, patterns)
}

// isFloat reports whether t's element type (or t) is the float kind k.
func isFloat(t ir.Type, k ir.FloatKind) bool {
	ft, ok := arith.ElementTypeOrSelf(t).(*ir.FloatType)
	return ok && ft.Kind == k
}

// rewriter is what the patterns change the IR through: a rewrite.Rewriter
// or a conversion.Rewriter (both are MLIR's PatternRewriter here).
type rewriter interface {
	arith.Creator
	ReplaceOp(op *ir.Operation, values ...*ir.Value)
}

// pattern is one of ExpandOps.cpp's OpRewritePatterns.
type pattern struct {
	name, root string
	rewrite    func(op *ir.Operation, rw rewriter) error
}

func (p pattern) greedy() *rewrite.Pattern {
	return &rewrite.Pattern{Name: p.name, Root: p.root, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) error { return p.rewrite(op, rw) }}
}

func (p pattern) conversion() *conversion.Pattern {
	return &conversion.Pattern{Name: p.name, Root: p.root, Benefit: 1,
		Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *conversion.Rewriter) error { return p.rewrite(op, rw) }}
}

func greedy(ps []pattern) []*rewrite.Pattern {
	out := make([]*rewrite.Pattern, len(ps))
	for i, p := range ps {
		out[i] = p.greedy()
	}
	return out
}

func conversions(ps []pattern) []*conversion.Pattern {
	out := make([]*conversion.Pattern, len(ps))
	for i, p := range ps {
		out[i] = p.conversion()
	}
	return out
}

func ceilFloorDiv() []pattern {
	return []pattern{
		{"CeilDivSIOpConverter", "arith.ceildivsi", ceilDivSI},
		{"CeilDivUIOpConverter", "arith.ceildivui", ceilDivUI},
		{"FloorDivSIOpConverter", "arith.floordivsi", floorDivSI},
	}
}

func expandOps() []pattern {
	return append(ceilFloorDiv(),
		pattern{"MaxMinIOpConverter<MaxSIOp>", "arith.maxsi", maxMinI(arith.CmpISgt)},
		pattern{"MaxMinIOpConverter<MaxUIOp>", "arith.maxui", maxMinI(arith.CmpIUgt)},
		pattern{"MaxMinIOpConverter<MinSIOp>", "arith.minsi", maxMinI(arith.CmpISlt)},
		pattern{"MaxMinIOpConverter<MinUIOp>", "arith.minui", maxMinI(arith.CmpIUlt)},
		pattern{"MaximumMinimumFOpConverter<MaximumFOp>", "arith.maximumf", maximumMinimumF(arith.CmpFUgt)},
		pattern{"MaximumMinimumFOpConverter<MinimumFOp>", "arith.minimumf", maximumMinimumF(arith.CmpFUlt)},
		pattern{"MaxNumMinNumFOpConverter<MaxNumFOp>", "arith.maxnumf", maxNumMinNumF(arith.CmpFUgt)},
		pattern{"MaxNumMinNumFOpConverter<MinNumFOp>", "arith.minnumf", maxNumMinNumF(arith.CmpFUlt)},
	)
}

func bfloat16() []pattern {
	return []pattern{
		{"BFloat16ExtFOpConverter", "arith.extf", bf16ExtF},
		{"BFloat16TruncFOpConverter", "arith.truncf", bf16TruncF},
	}
}

// CeilFloorDivPatterns is populateCeilFloorDivExpandOpsPatterns: ceildivsi,
// ceildivui and floordivsi expanded.
func CeilFloorDivPatterns() []*rewrite.Pattern { return greedy(ceilFloorDiv()) }

// Patterns is populateArithExpandOpsPatterns: CeilFloorDivPatterns, then
// maxsi, maxui, minsi, minui, maximumf, minimumf, maxnumf and minnumf.
func Patterns() []*rewrite.Pattern { return greedy(expandOps()) }

// BFloat16Patterns is populateExpandBFloat16Patterns: arith.extf from bf16
// to f32 and arith.truncf from f32 to bf16 (default rounding only), on
// scalars or shaped values, as integer bit manipulation.
func BFloat16Patterns() []*rewrite.Pattern { return greedy(bfloat16()) }

// CeilFloorDivConversionPatterns is CeilFloorDivPatterns for a dialect
// conversion.
func CeilFloorDivConversionPatterns() []*conversion.Pattern { return conversions(ceilFloorDiv()) }

// ConversionPatterns is Patterns for a dialect conversion.
func ConversionPatterns() []*conversion.Pattern { return conversions(expandOps()) }

// BFloat16ConversionPatterns is BFloat16Patterns for a dialect conversion.
func BFloat16ConversionPatterns() []*conversion.Pattern { return conversions(bfloat16()) }

// createConst is ExpandOps.cpp's createConst: an integer or index constant
// of type t, splat for a shaped t.
func createConst(rw rewriter, ctx *ir.Context, loc ir.Location, t ir.Type, v int64) *ir.Value {
	return arith.Constant(rw, loc, arith.IntOrSplat(ctx, t, v))
}

// ceilDivUI expands ceildivui(n, m) into n == 0 ? 0 : ((n-1) / m) + 1.
func ceilDivUI(op *ir.Operation, rw rewriter) error {
	ctx, loc := op.Context(), op.Loc()
	a, b := op.Operand(0), op.Operand(1)
	zero := createConst(rw, ctx, loc, a.Type(), 0)
	compare := arith.CmpI(rw, ctx, loc, arith.CmpIEq, a, zero)
	one := createConst(rw, ctx, loc, a.Type(), 1)
	minusOne := arith.Binary(rw, "arith.subi", loc, a, one)
	quotient := arith.Binary(rw, "arith.divui", loc, minusOne, b)
	plusOne := arith.Binary(rw, "arith.addi", loc, quotient, one)
	rw.ReplaceOp(op, arith.Select(rw, loc, compare, zero, plusOne))
	return nil
}

// ceilDivSI expands ceildivsi(n, m) into, with x = (m > 0) ? -1 : 1,
// (n*m > 0) ? ((n+x) / m) + 1 : -(-n / m).
func ceilDivSI(op *ir.Operation, rw rewriter) error {
	ctx, loc := op.Context(), op.Loc()
	t := op.Result(0).Type()
	a, b := op.Operand(0), op.Operand(1)
	plusOne := createConst(rw, ctx, loc, t, 1)
	zero := createConst(rw, ctx, loc, t, 0)
	minusOne := createConst(rw, ctx, loc, t, -1)
	compare := arith.CmpI(rw, ctx, loc, arith.CmpISgt, b, zero)
	x := arith.Select(rw, loc, compare, minusOne, plusOne)
	xPlusA := arith.Binary(rw, "arith.addi", loc, x, a)
	xPlusADivB := arith.Binary(rw, "arith.divsi", loc, xPlusA, b)
	posRes := arith.Binary(rw, "arith.addi", loc, plusOne, xPlusADivB)
	minusA := arith.Binary(rw, "arith.subi", loc, zero, a)
	minusADivB := arith.Binary(rw, "arith.divsi", loc, minusA, b)
	negRes := arith.Binary(rw, "arith.subi", loc, zero, minusADivB)
	aNeg := arith.CmpI(rw, ctx, loc, arith.CmpISlt, a, zero)
	aPos := arith.CmpI(rw, ctx, loc, arith.CmpISgt, a, zero)
	bNeg := arith.CmpI(rw, ctx, loc, arith.CmpISlt, b, zero)
	bPos := arith.CmpI(rw, ctx, loc, arith.CmpISgt, b, zero)
	firstTerm := arith.Binary(rw, "arith.andi", loc, aNeg, bNeg)
	secondTerm := arith.Binary(rw, "arith.andi", loc, aPos, bPos)
	compareRes := arith.Binary(rw, "arith.ori", loc, firstTerm, secondTerm)
	rw.ReplaceOp(op, arith.Select(rw, loc, compareRes, posRes, negRes))
	return nil
}

// floorDivSI expands floordivsi(x, y) into, with z = x / y,
// (z * y != x && (x < 0) != (y < 0)) ? z - 1 : z.
func floorDivSI(op *ir.Operation, rw rewriter) error {
	ctx, loc := op.Context(), op.Loc()
	t := op.Result(0).Type()
	a, b := op.Operand(0), op.Operand(1)
	quotient := arith.Binary(rw, "arith.divsi", loc, a, b)
	product := arith.Binary(rw, "arith.muli", loc, quotient, b)
	notEqualDivisor := arith.CmpI(rw, ctx, loc, arith.CmpINe, a, product)
	zero := createConst(rw, ctx, loc, t, 0)
	aNeg := arith.CmpI(rw, ctx, loc, arith.CmpISlt, a, zero)
	bNeg := arith.CmpI(rw, ctx, loc, arith.CmpISlt, b, zero)
	signOpposite := arith.CmpI(rw, ctx, loc, arith.CmpINe, aNeg, bNeg)
	cond := arith.Binary(rw, "arith.andi", loc, notEqualDivisor, signOpposite)
	minusOne := createConst(rw, ctx, loc, t, -1)
	quotientMinusOne := arith.Binary(rw, "arith.addi", loc, quotient, minusOne)
	rw.ReplaceOp(op, arith.Select(rw, loc, cond, quotientMinusOne, quotient))
	return nil
}

// maxMinI is MaxMinIOpConverter: select(cmpi pred lhs rhs, lhs, rhs).
func maxMinI(pred int64) func(op *ir.Operation, rw rewriter) error {
	return func(op *ir.Operation, rw rewriter) error {
		lhs, rhs := op.Operand(0), op.Operand(1)
		cmp := arith.CmpI(rw, op.Context(), op.Loc(), pred, lhs, rhs)
		rw.ReplaceOp(op, arith.Select(rw, op.Loc(), cmp, lhs, rhs))
		return nil
	}
}

// maximumMinimumF is MaximumMinimumFOpConverter: a NaN operand gives NaN.
func maximumMinimumF(pred int64) func(op *ir.Operation, rw rewriter) error {
	return func(op *ir.Operation, rw rewriter) error {
		ctx, loc := op.Context(), op.Loc()
		lhs, rhs := op.Operand(0), op.Operand(1)
		// If any operand is NaN, cmp is true (and select returns lhs).
		cmp := arith.CmpF(rw, ctx, loc, pred, lhs, rhs)
		sel := arith.Select(rw, loc, cmp, lhs, rhs)
		// The case where rhs is NaN: isNaN(rhs) ? rhs : select.
		isNaN := arith.CmpF(rw, ctx, loc, arith.CmpFUno, rhs, rhs)
		rw.ReplaceOp(op, arith.Select(rw, loc, isNaN, rhs, sel))
		return nil
	}
}

// maxNumMinNumF is MaxNumMinNumFOpConverter: a NaN operand gives the other.
func maxNumMinNumF(pred int64) func(op *ir.Operation, rw rewriter) error {
	return func(op *ir.Operation, rw rewriter) error {
		ctx, loc := op.Context(), op.Loc()
		lhs, rhs := op.Operand(0), op.Operand(1)
		cmp := arith.CmpF(rw, ctx, loc, pred, lhs, rhs)
		sel := arith.Select(rw, loc, cmp, lhs, rhs)
		// The case where lhs is NaN: isNaN(lhs) ? rhs : select.
		isNaN := arith.CmpF(rw, ctx, loc, arith.CmpFUno, lhs, lhs)
		rw.ReplaceOp(op, arith.Select(rw, loc, isNaN, rhs, sel))
		return nil
	}
}

// bf16ExtF is BFloat16ExtFOpConverter: the bf16 bits shifted into the high
// half of an i32, bitcast to f32.
func bf16ExtF(op *ir.Operation, rw rewriter) error {
	ctx, loc := op.Context(), op.Loc()
	operand := op.Operand(0)
	operandTy, resultTy := operand.Type(), op.Result(0).Type()
	if !isFloat(operandTy, ir.BF16) || !isFloat(resultTy, ir.F32) {
		return rewrite.NoMatch("not a ext of bf16 to f32.")
	}
	i16Ty := arith.SameShape(ctx, operandTy, ctx.I(16))
	i32Ty := arith.SameShape(ctx, operandTy, ctx.I(32))
	bitcast := arith.Cast(rw, "arith.bitcast", loc, operand, i16Ty)
	exti := arith.Cast(rw, "arith.extui", loc, bitcast, i32Ty)
	c16 := createConst(rw, ctx, loc, i32Ty, 16)
	shl := arith.Binary(rw, "arith.shli", loc, exti, c16)
	rw.ReplaceOp(op, arith.Cast(rw, "arith.bitcast", loc, shl, resultTy))
	return nil
}

// bf16TruncF is BFloat16TruncFOpConverter: round to nearest even by adding
// a bias to the f32 bits (which may carry into the exponent, as intended),
// keep the high half, and give a quiet NaN for NaN (PyTorch's algorithm).
func bf16TruncF(op *ir.Operation, rw rewriter) error {
	ctx, loc := op.Context(), op.Loc()
	operand := op.Operand(0)
	operandTy, resultTy := operand.Type(), op.Result(0).Type()
	if !isFloat(operandTy, ir.F32) || !isFloat(resultTy, ir.BF16) {
		return rewrite.NoMatch("not a trunc of f32 to bf16.")
	}
	if op.Attr("roundingmode") != nil {
		return rewrite.NoMatch("only applicable to default rounding mode.")
	}
	i16Ty := arith.SameShape(ctx, operandTy, ctx.I(16))
	i32Ty := arith.SameShape(ctx, operandTy, ctx.I(32))
	isNan := arith.CmpF(rw, ctx, loc, arith.CmpFUne, operand, operand)
	c7FFF := createConst(rw, ctx, loc, i32Ty, 0x7fff)
	c7FC0I16 := createConst(rw, ctx, loc, i16Ty, 0x7fc0)
	c16 := createConst(rw, ctx, loc, i32Ty, 16)
	c1 := createConst(rw, ctx, loc, i32Ty, 1)
	bitcast := arith.Cast(rw, "arith.bitcast", loc, operand, i32Ty)
	bit16 := arith.Binary(rw, "arith.andi", loc, arith.Binary(rw, "arith.shrui", loc, bitcast, c16), c1)
	roundingBias := arith.Binary(rw, "arith.addi", loc, bit16, c7FFF)
	biased := arith.Binary(rw, "arith.addi", loc, bitcast, roundingBias)
	biasedAndShifted := arith.Binary(rw, "arith.shrui", loc, biased, c16)
	normalCaseResultI16 := arith.Cast(rw, "arith.trunci", loc, biasedAndShifted, i16Ty)
	sel := arith.Select(rw, loc, isNan, c7FC0I16, normalCaseResultI16)
	rw.ReplaceOp(op, arith.Cast(rw, "arith.bitcast", loc, sel, resultTy))
	return nil
}
