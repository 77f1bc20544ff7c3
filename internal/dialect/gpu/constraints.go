package gpu

import "gpuc/internal/ir"

// Predicates of the gpu dialect's type constraints (the generated TypeCons
// carry only names and summaries). They are set on the generated values so
// that anonymous constraint names never collide with other dialects'.
func init() {
	tc1.Check = anyOf(isAnyInt, isAnyFloat)
	tc5.Check = func(t ir.Type) bool { _, ok := t.(*AsyncTokenType); return ok }
	tc7.Check = func(t ir.Type) bool { _, ok := t.(*ir.MemRefType); return ok }
	tc16.Check = func(t ir.Type) bool { _, ok := t.(*SparseSpMatHandleType); return ok }
	tc17.Check = func(t ir.Type) bool { _, ok := t.(*SparseDnTensorHandleType); return ok }
	tc18.Check = func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		return ok && len(m.Dims) == 1 && isSignlessInt(8)(m.Elem)
	}
	tc22.Check = func(t ir.Type) bool { _, ok := t.(*ir.UnrankedMemRefType); return ok }
	tc25.Check = anyOf(isIndex, isSignlessInt(32), isSignlessInt(64))
	tc29.Check = anyOf(isAnyInt, isIndex, isAnyFloat)
	tc33.Check = anyOf(isSignlessInt(32), isSignlessInt(64), isFloatKind(ir.F32), isFloatKind(ir.F64))
	tc37.Check = func(t ir.Type) bool { _, ok := t.(*SparseSpGEMMOpHandleType); return ok }
	tc40.Check = mmaOf(isSignedInt(8), isUnsignedInt(8), isFloatKind(ir.F16), isFloatKind(ir.F32))
	tc41.Check = mmaOf(isSignlessInt(32), isFloatKind(ir.F16), isFloatKind(ir.F32))
	tc42.Check = func(t ir.Type) bool { _, ok := t.(*MMAMatrixType); return ok }
	mmaElems := []func(ir.Type) bool{isSignedInt(8), isUnsignedInt(8), isSignlessInt(32), isFloatKind(ir.F16), isFloatKind(ir.F32)}
	tc43.Check = anyOf(mmaElems...)
	tc47.Check = mmaOf(mmaElems...)
	memElem := anyOf(isSignlessInt(8), isSignlessInt(32), isFloatKind(ir.F16), isFloatKind(ir.F32))
	tc46.Check = func(t ir.Type) bool {
		m, ok := t.(*ir.MemRefType)
		if !ok {
			return false
		}
		if v, ok := m.Elem.(*ir.VectorType); ok {
			return len(v.Dims) == 1 && memElem(v.Elem)
		}
		return memElem(m.Elem)
	}
	intOrFloat := anyOf(isAnyInt, isAnyFloat)
	tc48.Check = func(t ir.Type) bool {
		if v, ok := t.(*ir.VectorType); ok {
			return len(v.Dims) == 1 && intOrFloat(v.Elem)
		}
		return intOrFloat(t)
	}
}

func anyOf(fs ...func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		for _, f := range fs {
			if f(t) {
				return true
			}
		}
		return false
	}
}

// mmaOf accepts mma_matrix types whose element type satisfies one of fs.
func mmaOf(fs ...func(ir.Type) bool) func(ir.Type) bool {
	elem := anyOf(fs...)
	return func(t ir.Type) bool {
		m, ok := t.(*MMAMatrixType)
		return ok && elem(m.Elem)
	}
}

func isIndex(t ir.Type) bool { _, ok := t.(*ir.IndexType); return ok }

func isAnyInt(t ir.Type) bool { _, ok := t.(*ir.IntegerType); return ok }

func isAnyFloat(t ir.Type) bool { _, ok := t.(*ir.FloatType); return ok }

func isIntWith(w int, s ir.Signedness) func(ir.Type) bool {
	return func(t ir.Type) bool {
		it, ok := t.(*ir.IntegerType)
		return ok && it.Width == w && it.Signedness == s
	}
}

func isSignlessInt(w int) func(ir.Type) bool { return isIntWith(w, ir.Signless) }
func isSignedInt(w int) func(ir.Type) bool   { return isIntWith(w, ir.Signed) }
func isUnsignedInt(w int) func(ir.Type) bool { return isIntWith(w, ir.Unsigned) }

func isFloatKind(k ir.FloatKind) func(ir.Type) bool {
	return func(t ir.Type) bool {
		ft, ok := t.(*ir.FloatType)
		return ok && ft.Kind == k
	}
}

// Attribute constraints whose ConfinedAttr details (and predicates) the
// generated specs do not carry.
func init() {
	ac9.Summary = "any attribute with the `OffloadingTranslationAttrTrait` trait."
	ac9.Check = func(a ir.Attribute) bool { _, ok := a.(*SelectObjectAttr); return ok }
	ac10.Summary = "an array of GPU object attributes with at least 1 elements"
	ac10.Check = arrayOf(1, func(a ir.Attribute) bool { _, ok := a.(*ObjectAttr); return ok })
	ac27.Summary = "array of GPU target attributes with at least 1 elements"
	ac27.Check = arrayOf(1, IsTargetAttr)
	ac19.Check = func(a ir.Attribute) bool {
		ta, ok := a.(*ir.TypeAttr)
		if !ok {
			return false
		}
		_, ok = ta.Type.(*ir.FunctionType)
		return ok
	}
	ac20.Check = arrayOf(0, func(a ir.Attribute) bool { _, ok := a.(*ir.DictionaryAttr); return ok })
	ac21.Summary = "i32 dense array attribute with 3 elements (if present)"
	ac21.Check = func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		return ok && isSignlessInt(32)(d.Elem) && d.Len() == 3
	}
}

// arrayOf accepts array attributes of at least min elements satisfying f.
func arrayOf(min int, f func(ir.Attribute) bool) func(ir.Attribute) bool {
	return func(a ir.Attribute) bool {
		arr, ok := a.(*ir.ArrayAttr)
		if !ok || len(arr.Elems) < min {
			return false
		}
		for _, e := range arr.Elems {
			if !f(e) {
				return false
			}
		}
		return true
	}
}
