package llvm

import (
	"math/big"

	"gpuc/internal/apfloat"
	"gpuc/internal/ir"
)

// The constant ops' folders (LLVMDialect.cpp): each folds to the
// attribute its value is, so that drivers see them as constants, unique
// and hoist them.
func init() {
	hook("llvm.mlir.constant").Fold = func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		if v := op.Attr("value"); v != nil {
			return []ir.FoldResult{ir.FoldAttr(v)}, true
		}
		return nil, false
	}
	hook("llvm.mlir.addressof").Fold = func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		if v := op.Attr("global_name"); v != nil {
			return []ir.FoldResult{ir.FoldAttr(v)}, true
		}
		return nil, false
	}
	for _, m := range []string{"undef", "poison"} {
		m := m
		hook("llvm.mlir." + m).Fold = func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
			return []ir.FoldResult{ir.FoldAttr(NewAttr(op.Context(), m))}, true
		}
	}
	hook("llvm.mlir.zero").Fold = func(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
		if z := zeroAttr(op.Context(), op.Result(0).Type()); z != nil {
			return []ir.FoldResult{ir.FoldAttr(z)}, true
		}
		return []ir.FoldResult{ir.FoldAttr(NewAttr(op.Context(), "zero"))}, true
	}
}

// zeroAttr is Builder::getZeroAttr: 0 of an integer, index or float type,
// a splat of it for vectors and ranked tensors, nil for other types.
func zeroAttr(ctx *ir.Context, t ir.Type) ir.Attribute {
	switch s := t.(type) {
	case *ir.FloatType:
		return ctx.FloatAttr(s, apfloat.Zero(s.Semantics(), false))
	case *ir.IntegerType, *ir.IndexType:
		return ctx.IntegerAttr(t, new(big.Int))
	case *ir.VectorType, *ir.RankedTensorType:
		st := s.(ir.ShapedType)
		if ir.NumElements(st) < 0 {
			return nil
		}
		w := 0
		switch e := st.ElementType().(type) {
		case *ir.FloatType:
			w = e.Width()
		case *ir.IntegerType:
			w = e.Width
		case *ir.IndexType:
			w = 64
		default:
			return nil
		}
		// A splat of zero bits, one or two words per element as arith's
		// dense attributes store them.
		per := 1
		if w > 64 {
			per = 2
		}
		return ctx.DenseElements(st, true, per, make([]uint64, per))
	}
	return nil
}

// materializeConstant is LLVMDialect::materializeConstant: a symbol
// becomes llvm.mlir.addressof, #llvm.undef/poison/zero their ops, and any
// other integer, float or elements attribute of an LLVM-compatible type an
// llvm.mlir.constant.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	create := func(name string, attrs ...ir.NamedAttr) *ir.Operation {
		b.SetLoc(loc)
		return b.Create(&ir.OperationState{Name: name, Loc: loc, Types: []ir.Type{t}, Attrs: attrs})
	}
	if s, ok := value.(*ir.SymbolRefAttr); ok && len(s.Nested) == 0 {
		if _, ok := t.(*PointerType); ok {
			return create("llvm.mlir.addressof", ir.NamedAttr{Name: "global_name", Value: s})
		}
	}
	for _, m := range []string{"undef", "poison", "zero"} {
		if IsA(value, m) {
			return create("llvm.mlir." + m)
		}
	}
	ta, ok := value.(ir.TypedAttr)
	if !ok || ta.AttrType() != t || !IsCompatibleType(t) {
		return nil
	}
	switch value.(type) {
	case *ir.IntegerAttr, *ir.FloatAttr, *ir.DenseElementsAttr, *ir.DenseStringElementsAttr, *ir.SparseElementsAttr, *ir.DenseResourceAttr:
		return create("llvm.mlir.constant", ir.NamedAttr{Name: "value", Value: value})
	}
	return nil
}
