package llvmir

import (
	"gpuc/internal/target/llvmir/ll"
)

// The helpers below create instructions the way LLVM's IRBuilder does:
// when every operand is a constant they ask the constant folders of
// package ll first and emit an instruction only when nothing folds.

// isFPMathInst reports whether LLVM treats inst as an FPMathOperator, the
// instructions that carry fast-math flags.
func isFPMathInst(inst *ll.Inst) bool {
	switch inst.Op {
	case ll.OpFNeg, ll.OpFAdd, ll.OpFSub, ll.OpFMul, ll.OpFDiv, ll.OpFRem, ll.OpFCmp:
		return true
	case ll.OpPhi, ll.OpSelect, ll.OpCall:
		ty := inst.Typ
		for {
			a, ok := ty.(*ll.ArrayType)
			if !ok {
				break
			}
			ty = a.Elem
		}
		if v, ok := ty.(*ll.VectorType); ok {
			ty = v.Elem
		}
		_, ok := ty.(*ll.FloatType)
		return ok
	}
	return false
}

func consts(vs ...ll.Value) ([]ll.Constant, bool) {
	out := make([]ll.Constant, len(vs))
	for i, v := range vs {
		c, ok := v.(ll.Constant)
		if !ok {
			return nil, false
		}
		out[i] = c
	}
	return out, true
}

// Binary creates a binary operator (add..xor, fadd..frem) with flags.
func (t *Translator) Binary(op ll.Opcode, a, b ll.Value, flags ll.Flags) ll.Value {
	if cs, ok := consts(a, b); ok {
		if c := ll.FoldBinary(op, cs[0], cs[1], flags); c != nil {
			return c
		}
	}
	return t.Emit(&ll.Inst{Op: op, Typ: a.Type(), Operands: []ll.Value{a, b}, Flags: flags})
}

// FNeg creates fneg.
func (t *Translator) FNeg(a ll.Value) ll.Value {
	if c, ok := a.(ll.Constant); ok {
		if f := ll.FoldUnary(ll.OpFNeg, c); f != nil {
			return f
		}
	}
	return t.Emit(&ll.Inst{Op: ll.OpFNeg, Typ: a.Type(), Operands: []ll.Value{a}})
}

// Cast creates a cast of v to type to; a cast to v's own type is v.
func (t *Translator) Cast(op ll.Opcode, v ll.Value, to ll.Type, flags ll.Flags) ll.Value {
	if ll.TypeEqual(v.Type(), to) {
		return v
	}
	if c, ok := v.(ll.Constant); ok {
		if f := ll.FoldCast(op, c, to, flags); f != nil {
			return f
		}
	}
	return t.Emit(&ll.Inst{Op: op, Typ: to, Operands: []ll.Value{v}, Flags: flags})
}

// cmpType is i1, or a vector of i1 for vector operands.
func (t *Translator) cmpType(ty ll.Type) ll.Type {
	if v, ok := ty.(*ll.VectorType); ok {
		return t.intern(ll.NewVectorType(v.Len, ll.I1, v.Scalable))
	}
	return ll.I1
}

// ICmp creates icmp pred a, b.
func (t *Translator) ICmp(pred string, a, b ll.Value) ll.Value {
	if cs, ok := consts(a, b); ok {
		if c := ll.FoldICmp(pred, cs[0], cs[1]); c != nil {
			return c
		}
	}
	return t.Emit(&ll.Inst{Op: ll.OpICmp, Pred: pred, Typ: t.cmpType(a.Type()), Operands: []ll.Value{a, b}})
}

// FCmp creates fcmp pred a, b.
func (t *Translator) FCmp(pred string, a, b ll.Value) ll.Value {
	if cs, ok := consts(a, b); ok {
		if c := ll.FoldFCmp(pred, cs[0], cs[1]); c != nil {
			return c
		}
	}
	return t.Emit(&ll.Inst{Op: ll.OpFCmp, Pred: pred, Typ: t.cmpType(a.Type()), Operands: []ll.Value{a, b}})
}

// Select creates select c, a, b.
func (t *Translator) Select(c, a, b ll.Value) ll.Value {
	if cs, ok := consts(c, a, b); ok {
		if f := ll.FoldSelect(cs[0], cs[1], cs[2]); f != nil {
			return f
		}
	}
	return t.Emit(&ll.Inst{Op: ll.OpSelect, Typ: a.Type(), Operands: []ll.Value{c, a, b}})
}

// GEP creates getelementptr elem, base, idx... with the result type LLVM
// computes (a vector of pointers when the base or an index is a vector).
func (t *Translator) GEP(elem ll.Type, base ll.Value, idx []ll.Value, flags ll.Flags) ll.Value {
	if cs, ok := consts(append([]ll.Value{base}, idx...)...); ok {
		if f := ll.FoldGEP(elem, cs[0], cs[1:], flags); f != nil {
			return f
		}
	}
	rt := base.Type()
	if _, ok := rt.(*ll.VectorType); !ok {
		for _, i := range idx {
			if v, ok := i.Type().(*ll.VectorType); ok {
				rt = t.intern(ll.NewVectorType(v.Len, rt, v.Scalable))
				break
			}
		}
	}
	ops := append([]ll.Value{base}, idx...)
	return t.Emit(&ll.Inst{Op: ll.OpGEP, Typ: rt, ElemTy: elem, Operands: ops, Flags: flags})
}

// aggregateElem returns the type at idx inside an aggregate type.
func aggregateElem(ty ll.Type, idx []uint32) ll.Type {
	for _, i := range idx {
		switch a := ty.(type) {
		case *ll.StructType:
			ty = a.Fields[i]
		case *ll.ArrayType:
			ty = a.Elem
		case *ll.VectorType:
			ty = a.Elem
		}
	}
	return ty
}

// ExtractValue creates extractvalue agg, idx...
func (t *Translator) ExtractValue(agg ll.Value, idx []uint32) ll.Value {
	if c, ok := agg.(ll.Constant); ok {
		if f := ll.FoldExtractValue(c, idx); f != nil {
			return f
		}
	}
	return t.Emit(&ll.Inst{Op: ll.OpExtractValue, Typ: aggregateElem(agg.Type(), idx), Operands: []ll.Value{agg}, Indices: idx})
}

// InsertValue creates insertvalue agg, val, idx...
func (t *Translator) InsertValue(agg, val ll.Value, idx []uint32) ll.Value {
	if cs, ok := consts(agg, val); ok {
		if f := ll.FoldInsertValue(cs[0], cs[1], idx); f != nil {
			return f
		}
	}
	return t.Emit(&ll.Inst{Op: ll.OpInsertValue, Typ: agg.Type(), Operands: []ll.Value{agg, val}, Indices: idx})
}

// ExtractElement creates extractelement vec, idx.
func (t *Translator) ExtractElement(vec, idx ll.Value) ll.Value {
	if cs, ok := consts(vec, idx); ok {
		if f := ll.FoldExtractElement(cs[0], cs[1]); f != nil {
			return f
		}
	}
	return t.Emit(&ll.Inst{Op: ll.OpExtractElement, Typ: vec.Type().(*ll.VectorType).Elem, Operands: []ll.Value{vec, idx}})
}

// InsertElement creates insertelement vec, elt, idx.
func (t *Translator) InsertElement(vec, elt, idx ll.Value) ll.Value {
	if cs, ok := consts(vec, elt, idx); ok {
		if f := ll.FoldInsertElement(cs[0], cs[1], cs[2]); f != nil {
			return f
		}
	}
	return t.Emit(&ll.Inst{Op: ll.OpInsertElement, Typ: vec.Type(), Operands: []ll.Value{vec, elt, idx}})
}

// ShuffleVector creates shufflevector a, b, mask.
func (t *Translator) ShuffleVector(a, b ll.Value, mask []int32) ll.Value {
	if cs, ok := consts(a, b); ok {
		if f := ll.FoldShuffleVector(cs[0], cs[1], mask); f != nil {
			return f
		}
	}
	vt := a.Type().(*ll.VectorType)
	rt := t.intern(ll.NewVectorType(uint32(len(mask)), vt.Elem, vt.Scalable))
	return t.Emit(&ll.Inst{Op: ll.OpShuffleVector, Typ: rt, Operands: []ll.Value{a, b}, X: &ll.InstExt{Mask: mask}})
}
