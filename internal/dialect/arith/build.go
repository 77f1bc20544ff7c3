package arith

import (
	"gpuc/internal/ir"
)

// Builders of arith ops for passes that create them, with the attributes
// MLIR's ODS builders give (default-valued properties are filled in by
// ir.Context.Create).

// Creator is what ops are built through: an ir.Builder, a rewrite.Rewriter
// or a conversion.Rewriter.
type Creator interface {
	Create(st *ir.OperationState) *ir.Operation
}

// CmpIPredicate values (arith::CmpIPredicate).
const (
	CmpIEq  = 0
	CmpINe  = 1
	CmpISlt = 2
	CmpISle = 3
	CmpISgt = 4
	CmpISge = 5
	CmpIUlt = 6
	CmpIUle = 7
	CmpIUgt = 8
	CmpIUge = 9
)

// CmpFPredicate values (arith::CmpFPredicate).
const (
	CmpFFalse = 0
	CmpFOeq   = 1
	CmpFOgt   = 2
	CmpFOge   = 3
	CmpFOlt   = 4
	CmpFOle   = 5
	CmpFOne   = 6
	CmpFOrd   = 7
	CmpFUeq   = 8
	CmpFUgt   = 9
	CmpFUge   = 10
	CmpFUlt   = 11
	CmpFUle   = 12
	CmpFUne   = 13
	CmpFUno   = 14
	CmpFTrue  = 15
)

// I1SameShape returns i1 with the shape of t (MLIR's getI1SameShape).
func I1SameShape(ctx *ir.Context, t ir.Type) ir.Type { return i1SameShape(ctx, t) }

// Constant creates arith.constant with value, of value's type.
func Constant(b Creator, loc ir.Location, value ir.TypedAttr) *ir.Value {
	return b.Create(&ir.OperationState{Name: "arith.constant", Loc: loc, Types: []ir.Type{value.AttrType()},
		Attrs: []ir.NamedAttr{{Name: "value", Value: value}}}).Result(0)
}

// ConstantIndex creates arith.constant v : index (arith::ConstantIndexOp).
func ConstantIndex(b Creator, ctx *ir.Context, loc ir.Location, v int64) *ir.Value {
	return Constant(b, loc, ctx.IntegerAttrInt64(ctx.Index(), v))
}

// IntOrSplat returns the integer attribute v of type t, or for a shaped t
// the splat of v of its element type (the attribute of MLIR's
// createConst in the arith transforms: getIntegerAttr of the element type,
// then DenseElementsAttr::get for a shaped type).
func IntOrSplat(ctx *ir.Context, t ir.Type, v int64) ir.TypedAttr {
	st, ok := t.(ir.ShapedType)
	if !ok {
		return ctx.IntegerAttrInt64(t, v)
	}
	w := ir.IntWidth(st.ElementType())
	if w > 64 {
		hi := uint64(0)
		if v < 0 {
			hi = ^uint64(0)
			if w < 128 {
				hi &= 1<<uint(w-64) - 1
			}
		}
		return ctx.DenseElements(st, true, 2, []uint64{uint64(v), hi})
	}
	bits := uint64(v)
	if w < 64 {
		bits &= 1<<uint(w) - 1
	}
	return ctx.DenseElements(st, true, 1, []uint64{bits})
}

// Binary creates the binary op name (arith.addi, arith.andi, ...) with
// lhs's type.
func Binary(b Creator, name string, loc ir.Location, lhs, rhs *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: name, Loc: loc, Operands: []*ir.Value{lhs, rhs}, Types: []ir.Type{lhs.Type()}}).Result(0)
}

// Cast creates the cast op name (arith.bitcast, arith.extui, ...) to t.
func Cast(b Creator, name string, loc ir.Location, in *ir.Value, t ir.Type) *ir.Value {
	return b.Create(&ir.OperationState{Name: name, Loc: loc, Operands: []*ir.Value{in}, Types: []ir.Type{t}}).Result(0)
}

// CmpI creates arith.cmpi pred, lhs, rhs.
func CmpI(b Creator, ctx *ir.Context, loc ir.Location, pred int64, lhs, rhs *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: "arith.cmpi", Loc: loc, Operands: []*ir.Value{lhs, rhs},
		Types: []ir.Type{i1SameShape(ctx, lhs.Type())},
		Attrs: []ir.NamedAttr{{Name: "predicate", Value: ctx.IntegerAttrInt64(ctx.I(64), pred)}}}).Result(0)
}

// CmpF creates arith.cmpf pred, lhs, rhs.
func CmpF(b Creator, ctx *ir.Context, loc ir.Location, pred int64, lhs, rhs *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: "arith.cmpf", Loc: loc, Operands: []*ir.Value{lhs, rhs},
		Types: []ir.Type{i1SameShape(ctx, lhs.Type())},
		Attrs: []ir.NamedAttr{{Name: "predicate", Value: ctx.IntegerAttrInt64(ctx.I(64), pred)}}}).Result(0)
}

// Select creates arith.select cond, t, f.
func Select(b Creator, loc ir.Location, cond, t, f *ir.Value) *ir.Value {
	return b.Create(&ir.OperationState{Name: "arith.select", Loc: loc, Operands: []*ir.Value{cond, t, f}, Types: []ir.Type{t.Type()}}).Result(0)
}

// SameShape returns elem with the shape of t when t is shaped (MLIR's
// ShapedType::clone with an element type), else elem.
func SameShape(ctx *ir.Context, t ir.Type, elem ir.Type) ir.Type {
	switch t := t.(type) {
	case *ir.VectorType:
		return ctx.Vector(t.Dims, t.Scalable, elem)
	case *ir.RankedTensorType:
		return ctx.RankedTensor(t.Dims, elem, t.Encoding)
	case *ir.UnrankedTensorType:
		return ctx.UnrankedTensor(elem)
	case *ir.MemRefType:
		return ctx.MemRef(t.Dims, elem, t.Layout, t.MemorySpace)
	case *ir.UnrankedMemRefType:
		return ctx.UnrankedMemRef(elem, t.MemorySpace)
	}
	return elem
}

// ElementTypeOrSelf is MLIR's getElementTypeOrSelf.
func ElementTypeOrSelf(t ir.Type) ir.Type { return elementTypeOrSelf(t) }
