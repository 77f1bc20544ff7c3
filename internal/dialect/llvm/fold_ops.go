package llvm

import (
	"math/big"
	"slices"

	"gpuc/internal/ir"
)

// Folders of LLVM dialect ops other than the constants (LLVMDialect.cpp,
// MLIR 19): icmp, extractvalue, zext, bitcast, addrspacecast,
// getelementptr, shl and or.
func init() {
	hook("llvm.icmp").Fold = foldICmp
	hook("llvm.extractvalue").Fold = foldExtractValue
	hook("llvm.zext").Fold = foldZExt
	hook("llvm.bitcast").Fold = foldChainableCast
	hook("llvm.addrspacecast").Fold = foldChainableCast
	hook("llvm.getelementptr").Fold = foldGEP
	hook("llvm.shl").Fold = foldShl
	hook("llvm.or").Fold = foldOr
}

func self(op *ir.Operation) ([]ir.FoldResult, bool) {
	return []ir.FoldResult{ir.FoldValue(op.Result(0))}, true
}

func definedByOp(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// boolAttribute is getBoolAttribute: a bool, or its splat for a shaped
// type.
func boolAttribute(ctx *ir.Context, t ir.Type, v bool) ir.Attribute {
	st, ok := t.(ir.ShapedType)
	if !ok {
		return ctx.Bool(v)
	}
	b := uint64(0)
	if v {
		b = 1
	}
	return ctx.DenseElements(st, true, 1, []uint64{b})
}

func foldICmp(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	p, ok := op.Attr("predicate").(*ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	const eq, ne = 0, 1
	pred := p.Int64()
	if pred != eq && pred != ne {
		return nil, false
	}
	ctx := op.Context()
	lhs, rhs := op.Operand(0), op.Operand(1)
	if lhs == rhs {
		return []ir.FoldResult{ir.FoldAttr(boolAttribute(ctx, op.Result(0).Type(), pred == eq))}, true
	}
	if definedByOp(lhs, "llvm.alloca") != nil && definedByOp(rhs, "llvm.mlir.zero") != nil {
		return []ir.FoldResult{ir.FoldAttr(boolAttribute(ctx, op.Result(0).Type(), pred == ne))}, true
	}
	if definedByOp(lhs, "llvm.mlir.zero") != nil && definedByOp(rhs, "llvm.alloca") != nil {
		op.OpOperand(0).Set(rhs)
		op.OpOperand(1).Set(lhs)
		return self(op)
	}
	return nil, false
}

func foldExtractValue(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	ins := definedByOp(op.Operand(0), "llvm.insertvalue")
	folded := false
	pos := positionOf(op)
	for ins != nil {
		ip := positionOf(ins)
		if slices.Equal(pos, ip) {
			return []ir.FoldResult{ir.FoldValue(ins.Operand(1))}, true
		}
		n := min(len(pos), len(ip))
		if slices.Equal(pos[:n], ip[:n]) {
			break
		}
		op.OpOperand(0).Set(ins.Operand(0))
		folded = true
		ins = definedByOp(ins.Operand(0), "llvm.insertvalue")
	}
	if folded {
		return self(op)
	}
	return nil, false
}

func foldZExt(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	a, ok := operands[0].(*ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	w := ir.IntWidth(a.Type)
	u := new(big.Int).Mod(a.Big(), new(big.Int).Lsh(big.NewInt(1), uint(w)))
	return []ir.FoldResult{ir.FoldAttr(op.Context().IntegerAttr(op.Result(0).Type(), u))}, true
}

// foldChainableCast: cast(x : T0, T0) -> x; cast(cast(x : T0, T1), T0) ->
// x; cast(cast(x : T0, T1), T2) -> cast(x : T0, T2).
func foldChainableCast(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	arg := op.Operand(0)
	if arg.Type() == op.Result(0).Type() {
		return []ir.FoldResult{ir.FoldValue(arg)}, true
	}
	if prev := definedByOp(arg, op.Name()); prev != nil {
		if prev.Operand(0).Type() == op.Result(0).Type() {
			return []ir.FoldResult{ir.FoldValue(prev.Operand(0))}, true
		}
		op.OpOperand(0).Set(prev.Operand(0))
		return self(op)
	}
	return nil, false
}

// fitsInt32 is APInt::isSignedIntN(32) of an integer attribute.
func fitsInt32(a *ir.IntegerAttr) bool {
	w := ir.IntWidth(a.Type)
	v := a.Big()
	// The value as a signed integer of its width.
	if it, ok := a.Type.(*ir.IntegerType); ok && it.Signedness == ir.Unsigned || w == 1 {
		half := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
		if v.Cmp(half) >= 0 {
			v = new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		}
	}
	return v.IsInt64() && v.Int64() >= -1<<31 && v.Int64() < 1<<31
}

// sext returns the signed value of an integer attribute at its width.
func sextValue(a *ir.IntegerAttr) int64 {
	w := ir.IntWidth(a.Type)
	v := a.Big()
	if it, ok := a.Type.(*ir.IntegerType); ok && it.Signedness == ir.Unsigned || w == 1 {
		half := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
		if v.Cmp(half) >= 0 {
			v = new(big.Int).Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		}
	}
	return v.Int64()
}

func foldGEP(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	rawAttr, ok := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	if !ok {
		return nil, false
	}
	raw := rawAttr.Ints
	dyn := op.Operands()[1:]
	dynAttrs := operands[1:]
	// index i: its constant (an IntegerAttr) or nil, and whether dynamic.
	type index struct {
		attr    *ir.IntegerAttr
		dynamic bool
		value   *ir.Value
		c       int64
	}
	ctx := op.Context()
	var indices []index
	d := 0
	for _, c := range raw {
		if c == GEPDynamicIndex {
			if d >= len(dyn) {
				return nil, false
			}
			a, _ := dynAttrs[d].(*ir.IntegerAttr)
			indices = append(indices, index{attr: a, dynamic: true, value: dyn[d]})
			d++
		} else {
			indices = append(indices, index{attr: ctx.IntegerAttrInt64(ctx.I(32), c), c: c})
		}
	}
	if op.Operand(0).Type() == op.Result(0).Type() && len(indices) == 1 && indices[0].attr != nil && indices[0].attr.Big().Sign() == 0 {
		return []ir.FoldResult{ir.FoldValue(op.Operand(0))}, true
	}
	changed := false
	var newRaw []int64
	var newDyn []*ir.Value
	for _, ix := range indices {
		if !ix.dynamic || ix.attr == nil || !fitsInt32(ix.attr) {
			if ix.dynamic {
				newRaw = append(newRaw, GEPDynamicIndex)
				newDyn = append(newDyn, ix.value)
			} else {
				newRaw = append(newRaw, ix.c)
			}
			continue
		}
		changed = true
		newRaw = append(newRaw, sextValue(ix.attr))
	}
	if !changed {
		return nil, false
	}
	op.SetOperands(append([]*ir.Value{op.Operand(0)}, newDyn...))
	op.SetAttr("rawConstantIndices", ctx.DenseArray(ctx.I(32), newRaw, nil))
	return self(op)
}

func foldShl(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	rhs, ok := operands[1].(*ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	w := ir.IntWidth(op.Operand(0).Type())
	r := new(big.Int).Mod(rhs.Big(), new(big.Int).Lsh(big.NewInt(1), uint(ir.IntWidth(rhs.Type))))
	if w == 0 || r.Cmp(big.NewInt(int64(w))) >= 0 {
		return nil, false
	}
	lhs, ok := operands[0].(*ir.IntegerAttr)
	if !ok {
		return nil, false
	}
	return []ir.FoldResult{ir.FoldAttr(op.Context().IntegerAttr(op.Result(0).Type(), new(big.Int).Lsh(lhs.Big(), uint(r.Uint64()))))}, true
}

func foldOr(op *ir.Operation, operands []ir.Attribute) ([]ir.FoldResult, bool) {
	lhs, ok1 := operands[0].(*ir.IntegerAttr)
	rhs, ok2 := operands[1].(*ir.IntegerAttr)
	if !ok1 || !ok2 {
		return nil, false
	}
	w := ir.IntWidth(lhs.Type)
	mod := new(big.Int).Lsh(big.NewInt(1), uint(w))
	a := new(big.Int).Mod(lhs.Big(), mod)
	b := new(big.Int).Mod(rhs.Big(), mod)
	return []ir.FoldResult{ir.FoldAttr(op.Context().IntegerAttr(op.Result(0).Type(), a.Or(a, b)))}, true
}
