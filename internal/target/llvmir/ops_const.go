package llvmir

import (
	"math/big"

	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

func init() {
	RegisterOp("llvm.mlir.constant", func(t *Translator, op *ir.Operation) error {
		ty, err := t.opType(op, op.Result(0).Type())
		if err != nil {
			return err
		}
		c, err := t.Constant(op, ty, op.Attr("value"))
		if err != nil {
			// MLIR 19's builder for this op reports the conversion error
			// but does not fail: an unused constant leaves a valid module,
			// printed with exit status 0. A used one is an error here (in
			// MLIR it reaches LLVM's verifier as a null operand).
			if d, ok := err.(*ir.Diagnostic); ok && !op.Result(0).HasUses() {
				op.Context().Emit(d)
				t.Map(op.Result(0), &ll.Undef{Typ: ty})
				return nil
			}
			return err
		}
		t.Map(op.Result(0), c)
		return nil
	})
	RegisterOp("llvm.mlir.zero", func(t *Translator, op *ir.Operation) error {
		ty, err := t.opType(op, op.Result(0).Type())
		if err != nil {
			return err
		}
		t.Map(op.Result(0), NullValue(ty))
		return nil
	})
	RegisterOp("llvm.mlir.undef", func(t *Translator, op *ir.Operation) error {
		ty, err := t.opType(op, op.Result(0).Type())
		if err != nil {
			return err
		}
		t.Map(op.Result(0), &ll.Undef{Typ: ty})
		return nil
	})
	RegisterOp("llvm.mlir.poison", func(t *Translator, op *ir.Operation) error {
		ty, err := t.opType(op, op.Result(0).Type())
		if err != nil {
			return err
		}
		t.Map(op.Result(0), &ll.Poison{Typ: ty})
		return nil
	})
	RegisterOp("llvm.mlir.none", func(t *Translator, op *ir.Operation) error {
		t.Map(op.Result(0), &ll.ConstNone{})
		return nil
	})
	RegisterOp("llvm.mlir.addressof", func(t *Translator, op *ir.Operation) error {
		ref, _ := op.Attr("global_name").(*ir.SymbolRefAttr)
		if ref == nil {
			return t.Errorf(op, "missing global_name")
		}
		g := t.M.Lookup(ref.Leaf())
		if g == nil {
			return t.Errorf(op, "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func'")
		}
		t.Map(op.Result(0), g)
		return nil
	})
}

// NullValue is LLVM's Constant::getNullValue.
func NullValue(ty ll.Type) ll.Constant {
	switch ty := ty.(type) {
	case *ll.IntType:
		return ll.Int(ty, 0)
	case *ll.FloatType:
		return &ll.ConstFloat{Typ: ty}
	case *ll.PointerType:
		return &ll.ConstNull{Typ: ty}
	case *ll.TokenType:
		return &ll.ConstNone{}
	}
	return &ll.ZeroInit{Typ: ty}
}

// isNull reports whether c is LLVM's null value of its type.
func isNull(c ll.Constant) bool {
	switch c := c.(type) {
	case *ll.ConstInt:
		return c.V.Sign() == 0
	case *ll.ConstFloat:
		return c.Hi == 0 && c.Lo == 0
	case *ll.ConstNull, *ll.ZeroInit:
		return true
	}
	return false
}

// aggregate builds an array, vector or struct constant the way LLVM's
// ConstantArray/ConstantVector/ConstantStruct::get do: all-null elements
// give zeroinitializer, all-undef undef and all-poison poison.
func aggregate(ty ll.Type, elems []ll.Constant) ll.Constant {
	if len(elems) > 0 {
		allNull, allUndef, allPoison := true, true, true
		for _, e := range elems {
			if !isNull(e) {
				allNull = false
			}
			if _, ok := e.(*ll.Undef); !ok {
				allUndef = false
			}
			if _, ok := e.(*ll.Poison); !ok {
				allPoison = false
			}
		}
		switch {
		case allNull:
			return &ll.ZeroInit{Typ: ty}
		case allPoison:
			return &ll.Poison{Typ: ty}
		case allUndef:
			return &ll.Undef{Typ: ty}
		}
	} else if _, ok := ty.(*ll.StructType); ok {
		return &ll.ZeroInit{Typ: ty}
	} else {
		return &ll.ZeroInit{Typ: ty}
	}
	// Plain numbers become raw data (ConstantDataArray/Vector).
	switch ty := ty.(type) {
	case *ll.ArrayType:
		return ll.NewArray(ty, elems)
	case *ll.VectorType:
		return ll.NewVector(ty, elems)
	case *ll.StructType:
		return &ll.ConstStruct{Typ: ty, Elems: elems}
	}
	return nil
}

// intConst converts an integer attribute to an integer constant of the
// LLVM type's width; MLIR 19 sign-extends (or truncates) whatever the
// attribute's signedness.
func intConst(ty *ll.IntType, a *ir.IntegerAttr) *ll.ConstInt {
	v := a.Big()
	if srcW := ir.IntWidth(a.Type); srcW > 0 {
		v = wrap(v, uint(srcW), true)
	}
	return &ll.ConstInt{Typ: ty, V: wrap(v, uint(ty.Bits), true)}
}

// wrap reduces v modulo 2^w, as a signed (two's complement) or unsigned
// number.
func wrap(v *big.Int, w uint, signed bool) *big.Int {
	m := new(big.Int).Lsh(big.NewInt(1), w)
	x := new(big.Int).Mod(v, m)
	if signed && w > 0 && x.Bit(int(w-1)) == 1 {
		x.Sub(x, m)
	}
	return x
}

func bitsConst(ty ll.Type, lo, hi uint64) ll.Constant {
	switch ty := ty.(type) {
	case *ll.FloatType:
		return &ll.ConstFloat{Typ: ty, Lo: lo, Hi: hi}
	case *ll.IntType:
		v := new(big.Int).SetUint64(hi)
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(lo))
		return &ll.ConstInt{Typ: ty, V: wrap(v, uint(ty.Bits), true)}
	}
	return nil
}

// innermost is the first non-array, non-vector type in ty.
func innermost(ty ll.Type) ll.Type {
	for {
		switch x := ty.(type) {
		case *ll.ArrayType:
			ty = x.Elem
		case *ll.VectorType:
			ty = x.Elem
		default:
			return ty
		}
	}
}

// Constant converts an attribute to a constant of type ty, as MLIR's
// getLLVMConstant (errors are located at op).
func (t *Translator) Constant(op *ir.Operation, ty ll.Type, attr ir.Attribute) (ll.Constant, error) {
	if attr == nil || llvm.IsA(attr, "undef") {
		return &ll.Undef{Typ: ty}, nil
	}
	if llvm.IsA(attr, "zero") {
		return NullValue(ty), nil
	}
	if st, ok := ty.(*ll.StructType); ok {
		arr, ok := attr.(*ir.ArrayAttr)
		if !ok {
			return nil, locErrorf(op, "expected an array attribute for a struct constant")
		}
		var elems []ll.Constant
		for i, e := range arr.Elems {
			if i >= len(st.Fields) {
				break
			}
			c, err := t.Constant(op, st.Fields[i], e)
			if err != nil {
				return nil, err
			}
			elems = append(elems, c)
		}
		return aggregate(st, elems), nil
	}
	switch a := attr.(type) {
	case *ir.IntegerAttr:
		it, ok := ty.(*ll.IntType)
		if !ok {
			return nil, locErrorf(op, "unsupported constant value")
		}
		return intConst(it, a), nil
	case *ir.FloatAttr:
		lo, hi := a.Value.Bits()
		w := a.Type.Width()
		if it, ok := ty.(*ll.IntType); ok && int(it.Bits) == w {
			return bitsConst(it, lo, hi), nil
		}
		ft, ok := ty.(*ll.FloatType)
		if !ok || !sameFloat(ft, a.Type) {
			return nil, locErrorf(op, "FloatAttr does not match expected type of the constant")
		}
		return bitsConst(ft, lo, hi), nil
	case *ir.DenseElementsAttr:
		return t.denseConstant(op, ty, a)
	case *ir.DenseResourceAttr:
		return t.denseResourceConstant(op, ty, a)
	case *ir.SparseElementsAttr:
		if d := densifySparse(a); d != nil {
			return t.denseConstant(op, ty, d)
		}
	case *ir.StringAttr:
		at := t.intern(ll.NewArrayType(uint64(len(a.Value)), ll.I8))
		return ll.NewData(at, []byte(a.Value)), nil
	case *ir.ArrayAttr:
		if at, ok := ty.(*ll.ArrayType); ok {
			elems := make([]ll.Constant, len(a.Elems))
			for i, e := range a.Elems {
				c, err := t.Constant(op, at.Elem, e)
				if err != nil {
					return nil, err
				}
				elems[i] = c
			}
			return aggregate(at, elems), nil
		}
	}
	return nil, locErrorf(op, "unsupported constant value")
}

func sameFloat(ft *ll.FloatType, m *ir.FloatType) bool {
	switch m.Kind {
	case ir.F16:
		return ft.Kind == ll.FHalf
	case ir.BF16:
		return ft.Kind == ll.FBFloat
	case ir.F32:
		return ft.Kind == ll.FFloat
	case ir.F64:
		return ft.Kind == ll.FDouble
	case ir.F80:
		return ft.Kind == ll.FX86FP80
	case ir.F128:
		return ft.Kind == ll.FFP128
	}
	return false
}

// denseConstant converts dense elements: the flat elements (one value
// when splat) are nested along the attribute's shape into ty.
func (t *Translator) denseConstant(op *ir.Operation, ty ll.Type, a *ir.DenseElementsAttr) (ll.Constant, error) {
	elemTy := innermost(ty)
	n := ir.NumElements(a.Type)
	stride := max(a.Stride, 1)
	mlirElem := a.Type.ElementType()
	if ve, ok := mlirElem.(*ir.VectorType); ok {
		mlirElem = ve.Elem
	}
	if c, ok, err := t.denseRawConstant(op, ty, a, elemTy, mlirElem); ok || err != nil {
		return c, err
	}
	// scalar converts one scalar's bits of MLIR type me to elemTy.
	var scalar func(elemTy ll.Type, me ir.Type, lo, hi uint64) (ll.Constant, error)
	scalar = func(elemTy ll.Type, me ir.Type, lo, hi uint64) (ll.Constant, error) {
		switch me := me.(type) {
		case *ir.FloatType:
			if it, ok := elemTy.(*ll.IntType); ok && int(it.Bits) == me.Width() {
				return bitsConst(it, lo, hi), nil
			}
			ft, ok := elemTy.(*ll.FloatType)
			if !ok || !sameFloat(ft, me) {
				return nil, locErrorf(op, "FloatAttr does not match expected type of the constant")
			}
			return bitsConst(ft, lo, hi), nil
		case *ir.IntegerType:
			it, ok := elemTy.(*ll.IntType)
			if !ok {
				return nil, locErrorf(op, "unsupported constant value")
			}
			v := new(big.Int).SetUint64(hi)
			v.Lsh(v, 64)
			v.Or(v, new(big.Int).SetUint64(lo))
			v = wrap(v, uint(me.Width), true)
			return &ll.ConstInt{Typ: it, V: wrap(v, uint(it.Bits), true)}, nil
		case *ir.IndexType:
			it, ok := elemTy.(*ll.IntType)
			if !ok {
				return nil, locErrorf(op, "unsupported constant value")
			}
			return &ll.ConstInt{Typ: it, V: wrap(new(big.Int).SetInt64(int64(lo)), uint(it.Bits), true)}, nil
		}
		return nil, locErrorf(op, "unsupported constant value")
	}
	elemAt := func(i int64) (ll.Constant, error) {
		if a.Splat {
			i = 0
		}
		// Stride is the words of one scalar; a complex element has two.
		per := stride
		if _, ok := mlirElem.(*ir.ComplexType); ok {
			per = 2 * stride
		}
		raw := a.Raw[int(i)*per : int(i)*per+per]
		word := func(r []uint64, k int) uint64 {
			if k < len(r) {
				return r[k]
			}
			return 0
		}
		if ce, ok := mlirElem.(*ir.ComplexType); ok {
			// A complex element is a {real, imag} struct whose two parts
			// take the struct's first field type (getLLVMConstant).
			st, ok := elemTy.(*ll.StructType)
			if !ok || len(st.Fields) != 2 {
				return nil, locErrorf(op, "expected struct type to be a complex number")
			}
			half := len(raw) / 2
			re, err := scalar(st.Fields[0], ce.Elem, word(raw[:half], 0), word(raw[:half], 1))
			if err != nil {
				return nil, err
			}
			im, err := scalar(st.Fields[0], ce.Elem, word(raw[half:], 0), word(raw[half:], 1))
			if err != nil {
				return nil, err
			}
			return aggregate(st, []ll.Constant{re, im}), nil
		}
		return scalar(elemTy, mlirElem, word(raw, 0), word(raw, 1))
	}
	var next int64
	var build func(ty ll.Type) (ll.Constant, error)
	build = func(ty ll.Type) (ll.Constant, error) {
		var inner ll.Type
		var count uint64
		switch x := ty.(type) {
		case *ll.ArrayType:
			inner, count = x.Elem, x.Len
		case *ll.VectorType:
			if x.Scalable {
				// Only a splat has a value for every element of a
				// scalable vector (ConstantVector::getSplat).
				if !a.Splat {
					return nil, locErrorf(op, "unsupported constant value")
				}
				e, err := build(x.Elem)
				if err != nil {
					return nil, err
				}
				return ll.Splat(x, e), nil
			}
			inner, count = x.Elem, uint64(x.Len)
		default:
			if next >= n && !a.Splat {
				return nil, locErrorf(op, "unsupported constant value")
			}
			c, err := elemAt(next)
			next++
			return c, err
		}
		if a.Splat {
			// One child for all elements; an all-zero splat array is
			// ConstantAggregateZero without materializing its elements
			// (arrays of billions of bytes stay cheap).
			c, err := build(inner)
			if err != nil {
				return nil, err
			}
			if _, isArr := ty.(*ll.ArrayType); isArr && isZeroValue(c) {
				return &ll.ZeroInit{Typ: ty}, nil
			}
			elems := make([]ll.Constant, count)
			for i := range elems {
				elems[i] = c
			}
			return aggregate(ty, elems), nil
		}
		elems := make([]ll.Constant, count)
		for i := range elems {
			c, err := build(inner)
			if err != nil {
				return nil, err
			}
			elems[i] = c
		}
		return aggregate(ty, elems), nil
	}
	if _, ok := ty.(*ll.ArrayType); !ok {
		if _, ok := ty.(*ll.VectorType); !ok {
			return nil, locErrorf(op, "unsupported constant value")
		}
	}
	return build(ty)
}

// densifySparse expands sparse elements to the dense elements MLIR
// iterates over them (zero where no value is given), or nil when the
// values are not numeric.
func densifySparse(a *ir.SparseElementsAttr) *ir.DenseElementsAttr {
	vals, ok := a.Values.(*ir.DenseElementsAttr)
	if !ok || a.Indices == nil {
		return nil
	}
	shape := a.Type.Shape()
	n := ir.NumElements(a.Type)
	if n < 0 {
		return nil
	}
	stride := max(vals.Stride, 1)
	raw := make([]uint64, int(n)*stride)
	rank := len(shape)
	idx := a.Indices
	istride := max(idx.Stride, 1)
	count := int64(1)
	if is := idx.Type.Shape(); len(is) > 0 {
		count = is[0]
	}
	at := func(d *ir.DenseElementsAttr, st int, i int) []uint64 {
		if d.Splat {
			i = 0
		}
		if (i+1)*st > len(d.Raw) {
			return nil
		}
		return d.Raw[i*st : (i+1)*st]
	}
	for k := int64(0); k < count; k++ {
		flat := int64(0)
		for dim := 0; dim < rank; dim++ {
			w := at(idx, istride, int(k)*rank+dim)
			if w == nil {
				return nil
			}
			flat = flat*shape[dim] + int64(w[0])
		}
		if flat < 0 || flat >= n {
			return nil
		}
		v := at(vals, stride, int(k))
		if v == nil {
			return nil
		}
		copy(raw[int(flat)*stride:], v)
	}
	return &ir.DenseElementsAttr{Type: a.Type, Stride: stride, Raw: raw}
}

// isZeroValue is LLVM's Constant::isZeroValue, which MLIR's splat
// conversion asks: like the null value, but -0.0 (alone or splat in a
// vector) counts as zero too.
func isZeroValue(c ll.Constant) bool {
	if f, ok := c.(*ll.ConstFloat); ok {
		return floatMagnitudeZero(f)
	}
	if d, ok := c.(*ll.ConstData); ok {
		if _, vec := d.Type().(*ll.VectorType); vec {
			c = &ll.ConstVector{Typ: d.Type().(*ll.VectorType), Elems: d.Elems()}
		}
	}
	if v, ok := c.(*ll.ConstVector); ok && len(v.Elems) > 0 {
		if f, ok := v.Elems[0].(*ll.ConstFloat); ok {
			for _, e := range v.Elems[1:] {
				g, ok := e.(*ll.ConstFloat)
				if !ok || g.Lo != f.Lo || g.Hi != f.Hi {
					return isNull(c)
				}
			}
			return floatMagnitudeZero(f)
		}
	}
	return isNull(c)
}

// floatMagnitudeZero reports whether f is +0.0 or -0.0.
func floatMagnitudeZero(f *ll.ConstFloat) bool {
	lo, hi := f.Lo, f.Hi
	switch f.Typ.Kind {
	case ll.FHalf, ll.FBFloat:
		lo &^= 1 << 15
	case ll.FFloat:
		lo &^= 1 << 31
	case ll.FDouble:
		lo &^= 1 << 63
	case ll.FX86FP80:
		hi &^= 1 << 15
	case ll.FFP128:
		hi &^= 1 << 63
	}
	return lo == 0 && hi == 0
}
