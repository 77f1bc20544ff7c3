package affinetostd

import (
	"gpuc/internal/affine"
	"gpuc/internal/dialect/arith"
	"gpuc/internal/ir"
)

// The expansion of affine expressions and maps into arith ops, as MLIR 19's
// AffineApplyExpander, expandAffineExpr and expandAffineMap
// (lib/Dialect/Affine/Utils/Utils.cpp), and the min/max reductions of
// AffineToStandard.cpp. Every op is created at loc, in the order the C++
// creates them, so that the printed numbering is the same.

// expander is AffineApplyExpander: it visits an expression, operands
// first, and builds the ops computing it.
type expander struct {
	b          arith.Creator
	ctx        *ir.Context
	loc        ir.Location
	dims, syms []*ir.Value
}

// ExpandAffineExpr is expandAffineExpr: the arith ops that compute e
// applied to dims and syms, created through b at loc; nil when e cannot be
// expanded (a modulo or division by a non-positive constant, reported as
// MLIR reports it: an error at loc, which does not by itself fail the
// caller's pass).
func ExpandAffineExpr(b arith.Creator, ctx *ir.Context, loc ir.Location, e affine.Expr, dims, syms []*ir.Value) *ir.Value {
	x := &expander{b: b, ctx: ctx, loc: loc, dims: dims, syms: syms}
	return x.visit(e)
}

// ExpandAffineMap is expandAffineMap: every result of m expanded over
// operands (the first m.NumDims the dimensions, the rest the symbols); ok
// is false when one could not be (each result is still visited, as MLIR
// maps over all of them before checking).
func ExpandAffineMap(b arith.Creator, ctx *ir.Context, loc ir.Location, m affine.Map, operands []*ir.Value) (vals []*ir.Value, ok bool) {
	nd := min(m.NumDims, len(operands))
	dims, syms := operands[:nd], operands[nd:]
	vals = make([]*ir.Value, len(m.Results))
	ok = true
	for i, e := range m.Results {
		vals[i] = ExpandAffineExpr(b, ctx, loc, e, dims, syms)
		ok = ok && vals[i] != nil
	}
	if !ok {
		return nil, false
	}
	return vals, true
}

func (x *expander) constant(v int64) *ir.Value { return arith.ConstantIndex(x.b, x.ctx, x.loc, v) }

func (x *expander) binary(name string, lhs, rhs *ir.Value) *ir.Value {
	return arith.Binary(x.b, name, x.loc, lhs, rhs)
}

func (x *expander) cmpi(pred int64, lhs, rhs *ir.Value) *ir.Value {
	return arith.CmpI(x.b, x.ctx, x.loc, pred, lhs, rhs)
}

func (x *expander) visit(e affine.Expr) *ir.Value {
	if e.IsNull() {
		return nil
	}
	switch e.Kind() {
	case affine.KindAdd:
		return x.buildBinary("arith.addi", e)
	case affine.KindMul:
		return x.buildBinary("arith.muli", e)
	case affine.KindMod:
		return x.mod(e)
	case affine.KindFloorDiv:
		return x.floorDiv(e)
	case affine.KindCeilDiv:
		return x.ceilDiv(e)
	case affine.KindConstant:
		return x.constant(e.Value())
	case affine.KindDim:
		// MLIR asserts the position is in range; a map that does not fit
		// its operands is not expanded.
		if p := e.Position(); p < len(x.dims) {
			return x.dims[p]
		}
	case affine.KindSymbol:
		if p := e.Position(); p < len(x.syms) {
			return x.syms[p]
		}
	}
	return nil
}

// buildBinary is buildBinaryExpr: both sides are visited (and expanded)
// before either is checked.
func (x *expander) buildBinary(name string, e affine.Expr) *ir.Value {
	lhs := x.visit(e.LHS())
	rhs := x.visit(e.RHS())
	if lhs == nil || rhs == nil {
		return nil
	}
	return x.binary(name, lhs, rhs)
}

// divisionOperands expands both sides of a modulo or division, after
// reporting (as msg, at the expander's location) a constant right-hand
// side that is not positive, which fails it. MLIR asserts that both sides
// expanded (a nested failure crashes it); here the expression fails.
func (x *expander) divisionOperands(e affine.Expr, msg string) (lhs, rhs *ir.Value, ok bool) {
	if r := e.RHS(); r.IsConstant() && r.Value() <= 0 {
		x.ctx.Emit(ir.Errorf(x.loc, "%s", msg))
		return nil, nil, false
	}
	lhs = x.visit(e.LHS())
	rhs = x.visit(e.RHS())
	return lhs, rhs, lhs != nil && rhs != nil
}

const (
	modError      = "modulo by non-positive value is not supported"
	divisionError = "division by non-positive value is not supported"
)

// mod is visitModExpr, the Euclidean remainder:
//
//	remainder = srem a, b; negative = remainder < 0
//	select negative, remainder + b, remainder
func (x *expander) mod(e affine.Expr) *ir.Value {
	lhs, rhs, ok := x.divisionOperands(e, modError)
	if !ok {
		return nil
	}
	remainder := x.binary("arith.remsi", lhs, rhs)
	zeroCst := x.constant(0)
	isRemainderNegative := x.cmpi(arith.CmpISlt, remainder, zeroCst)
	correctedRemainder := x.binary("arith.addi", remainder, rhs)
	return arith.Select(x.b, x.loc, isRemainderNegative, correctedRemainder, remainder)
}

// floorDiv is visitFloorDivExpr, for a positive divisor with one division:
//
//	negative = a < 0; absolute = negative ? -a - 1 : a
//	quotient = absolute / b; negative ? -quotient - 1 : quotient
func (x *expander) floorDiv(e affine.Expr) *ir.Value {
	lhs, rhs, ok := x.divisionOperands(e, divisionError)
	if !ok {
		return nil
	}
	zeroCst := x.constant(0)
	noneCst := x.constant(-1)
	negative := x.cmpi(arith.CmpISlt, lhs, zeroCst)
	negatedDecremented := x.binary("arith.subi", noneCst, lhs)
	dividend := arith.Select(x.b, x.loc, negative, negatedDecremented, lhs)
	quotient := x.binary("arith.divsi", dividend, rhs)
	correctedQuotient := x.binary("arith.subi", noneCst, quotient)
	return arith.Select(x.b, x.loc, negative, correctedQuotient, quotient)
}

// ceilDiv is visitCeilDivExpr, for a positive divisor with one division:
//
//	nonPositive = a <= 0; absolute = nonPositive ? -a : a - 1
//	quotient = absolute / b; nonPositive ? -quotient : quotient + 1
func (x *expander) ceilDiv(e affine.Expr) *ir.Value {
	lhs, rhs, ok := x.divisionOperands(e, divisionError)
	if !ok {
		return nil
	}
	zeroCst := x.constant(0)
	oneCst := x.constant(1)
	nonPositive := x.cmpi(arith.CmpISle, lhs, zeroCst)
	negated := x.binary("arith.subi", zeroCst, lhs)
	decremented := x.binary("arith.subi", lhs, oneCst)
	dividend := arith.Select(x.b, x.loc, nonPositive, negated, decremented)
	quotient := x.binary("arith.divsi", dividend, rhs)
	negatedQuotient := x.binary("arith.subi", zeroCst, quotient)
	incrementedQuotient := x.binary("arith.addi", quotient, oneCst)
	return arith.Select(x.b, x.loc, nonPositive, negatedQuotient, incrementedQuotient)
}

// buildMinMaxReductionSeq reduces values in a linear chain of
// arith.maxsi (max) or arith.minsi ops; nil for no values (MLIR asserts).
func buildMinMaxReductionSeq(b arith.Creator, loc ir.Location, isMax bool, values []*ir.Value) *ir.Value {
	if len(values) == 0 {
		return nil
	}
	name := "arith.minsi"
	if isMax {
		name = "arith.maxsi"
	}
	value := values[0]
	for _, v := range values[1:] {
		value = arith.Binary(b, name, loc, value, v)
	}
	return value
}

// LowerAffineMapMax is lowerAffineMapMax: the maximum of m's results over
// operands, or nil when the map cannot be expanded.
func LowerAffineMapMax(b arith.Creator, ctx *ir.Context, loc ir.Location, m affine.Map, operands []*ir.Value) *ir.Value {
	values, ok := ExpandAffineMap(b, ctx, loc, m, operands)
	if !ok {
		return nil
	}
	return buildMinMaxReductionSeq(b, loc, true, values)
}

// LowerAffineMapMin is lowerAffineMapMin: the minimum of m's results over
// operands, or nil when the map cannot be expanded.
func LowerAffineMapMin(b arith.Creator, ctx *ir.Context, loc ir.Location, m affine.Map, operands []*ir.Value) *ir.Value {
	values, ok := ExpandAffineMap(b, ctx, loc, m, operands)
	if !ok {
		return nil
	}
	return buildMinMaxReductionSeq(b, loc, false, values)
}

// LowerAffineLowerBound is lowerAffineLowerBound: the maximum of an
// affine.for's lower bound map over its lower bound operands, at the
// loop's location; nil when op has no lower bound map or it cannot be
// expanded.
func LowerAffineLowerBound(b arith.Creator, op *ir.Operation) *ir.Value {
	m, ok := mapAttr(op, "lowerBoundMap")
	if !ok {
		return nil
	}
	return LowerAffineMapMax(b, op.Context(), op.Loc(), m, operandSegment(op, 0))
}

// LowerAffineUpperBound is lowerAffineUpperBound: the minimum of an
// affine.for's upper bound map over its upper bound operands.
func LowerAffineUpperBound(b arith.Creator, op *ir.Operation) *ir.Value {
	m, ok := mapAttr(op, "upperBoundMap")
	if !ok {
		return nil
	}
	return LowerAffineMapMin(b, op.Context(), op.Loc(), m, operandSegment(op, 1))
}
