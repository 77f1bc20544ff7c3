package ll

import "math/bits"

// The one fold that needs the data layout: `and (ptrtoint @g), mask` is 0
// when the mask only keeps bits that @g's alignment clears. LLVM reads the
// alignment from the global's module (Value::getPointerAlignment with the
// module's DataLayout, see datalayout.go).

// isStrongDefinition is GlobalValue::isStrongDefinitionForLinker.
func isStrongDefinition(g *GlobalVariable) bool {
	if g.Init == nil {
		return false
	}
	switch g.Linkage {
	case AvailableExternally, Weak, WeakODR, LinkOnce, LinkOnceODR, Common, ExternWeak:
		return false
	}
	return true
}

// globalPtrAlign is the alignment ConstantFold assumes for a global's
// address: Value::getPointerAlignment under the module's data layout,
// 4 for functions when the layout gives no function pointer alignment;
// without a module only a variable's explicit alignment counts.
func globalPtrAlign(g Constant) uint64 {
	gc := globalCommon(g)
	if gc == nil {
		return 1
	}
	if gc.Parent == nil {
		if _, ok := g.(*GlobalVariable); ok && gc.Align > 0 {
			return gc.Align
		}
		return 1
	}
	l := ParseDataLayout(gc.Parent.DataLayout)
	switch g := g.(type) {
	case *Function:
		if l.fnPtrAlign == 0 {
			return 4
		}
		if l.fnPtrMultiple && gc.Align > l.fnPtrAlign {
			return gc.Align
		}
		return l.fnPtrAlign
	case *GlobalVariable:
		if gc.Align > 0 {
			return gc.Align
		}
		if !isSized(g.ValueType) {
			return 1
		}
		if !isStrongDefinition(g) {
			return l.align(g.ValueType, true)
		}
		a := l.align(g.ValueType, false)
		if a < 16 && l.sizeBits(g.ValueType) > 128 {
			a = 16
		}
		return a
	}
	return 1
}

// foldAndOfGlobal folds `and (ptrtoint @g), mask` to 0 when @g's
// alignment clears every bit the mask keeps; else nil.
func foldAndOfGlobal(c1 Constant, mask *ConstInt) Constant {
	ce, ok := c1.(*ConstExpr)
	if !ok || ce.Op != OpPtrToInt || !isGlobal(ce.Ops[0]) {
		return nil
	}
	a := globalPtrAlign(ce.Ops[0])
	if a <= 1 {
		return nil
	}
	src := uint32(bits.TrailingZeros64(a))
	if src > mask.Typ.Bits {
		src = mask.Typ.Bits
	}
	m := intVal(mask)
	for i := int(src); i < m.BitLen(); i++ {
		if m.Bit(i) != 0 {
			return nil
		}
	}
	return ZeroValue(mask.Typ)
}
