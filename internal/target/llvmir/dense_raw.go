package llvmir

import (
	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// denseStorageBytes is the bytes MLIR stores per scalar of a dense
// elements attribute (index takes 64 bits, i1 is bit-packed: 0 here).
func denseStorageBytes(t ir.Type) int {
	switch t := t.(type) {
	case *ir.IndexType:
		return 8
	case *ir.IntegerType:
		if t.Width == 1 {
			return 0
		}
		return (t.Width + 7) / 8
	case *ir.FloatType:
		return (t.Width() + 7) / 8
	}
	return 0
}

// denseRawConstant is MLIR 19's convertDenseElementsAttr, tried before
// the element-by-element conversion of non-splat dense elements: when the
// innermost LLVM type can hold the raw data, the innermost dimension
// becomes a row whose kind follows the attribute (an array for a tensor,
// a vector for a vector or a tensor of 1-D vectors) and whose scalars are
// the stored bits reinterpreted; the rows are then nested along ty. ok is
// false when the raw path does not apply.
func (t *Translator) denseRawConstant(op *ir.Operation, ty ll.Type, a *ir.DenseElementsAttr, elem ll.Type, mlirElem ir.Type) (ll.Constant, bool, error) {
	size := ll.DataElemSize(elem)
	if a.Splat || size == 0 {
		return nil, false, nil
	}
	if _, complex := mlirElem.(*ir.ComplexType); complex {
		return nil, false, nil
	}
	n := ir.NumElements(a.Type)
	shape := a.Type.Shape()
	if n <= 0 || len(shape) == 0 || denseStorageBytes(mlirElem) != size {
		return nil, false, nil
	}
	rows, ok := t.denseRowLayout(a.Type, elem)
	if !ok {
		return nil, false, nil
	}
	stride := max(a.Stride, 1)
	if int(rows.count*rows.len)*stride > len(a.Raw) {
		return nil, false, nil
	}
	// Each row is raw little-endian data (ConstantDataArray/Vector), one
	// allocation of its bytes rather than a constant per element.
	consts := make([]ll.Constant, 0, rows.count)
	for r := int64(0); r < rows.count; r++ {
		data := make([]byte, 0, int(rows.len)*size)
		for j := int64(0); j < rows.len; j++ {
			lo := a.Raw[int(r*rows.len+j)*stride]
			for k := 0; k < size; k++ {
				data = append(data, byte(lo>>(8*uint(k))))
			}
		}
		consts = append(consts, ll.NewData(rows.ty, data))
	}
	c, err := t.sequentialConstant(op, consts, rows.outer, ty)
	return c, err == nil, err
}

// denseRows is how MLIR 19 cuts the data of a dense or dense_resource
// elements attribute into innermost rows before nesting them
// (sequentialConstant).
type denseRows struct {
	ty    ll.Type // an array for a tensor, a vector for a vector or a tensor of 1-D vectors
	len   int64   // elements per row
	outer []int64 // the dimensions the rows are nested along
	count int64   // number of rows
}

// denseRowLayout returns the row layout of an attribute of type st whose
// innermost LLVM scalar is elem; ok is false for the types MLIR cannot
// convert this way (a tensor of n-D vectors).
func (t *Translator) denseRowLayout(st ir.ShapedType, elem ll.Type) (rows denseRows, ok bool) {
	shape := st.Shape()
	n := ir.NumElements(st)
	last := shape[len(shape)-1]
	vecElem, hasVecElem := st.ElementType().(*ir.VectorType)
	switch st.(type) {
	case *ir.RankedTensorType:
		switch {
		case hasVecElem && len(vecElem.Dims) == 1:
			rows.len = vecElem.Dims[0]
			rows.ty = t.intern(ll.NewVectorType(uint32(rows.len), elem, false))
		case !hasVecElem:
			rows.len = last
			rows.ty = t.intern(ll.NewArrayType(uint64(rows.len), elem))
		}
	case *ir.VectorType:
		if !hasVecElem {
			rows.len = last
			rows.ty = t.intern(ll.NewVectorType(uint32(rows.len), elem, false))
		}
	}
	if rows.ty == nil {
		return rows, false
	}
	rows.outer, rows.count = shape, n
	if !hasVecElem {
		rows.outer, rows.count = shape[:len(shape)-1], n/last
	}
	return rows, true
}

// sequentialConstant nests rows along shape as MLIR's
// buildSequentialConstant: the levels take their element types from ty.
// (When the rows built from the attribute have another type than ty's
// element type, LLVM prints the declared type before each row spelled as
// built; this model keeps each row's own type instead.)
func (t *Translator) sequentialConstant(op *ir.Operation, rows []ll.Constant, shape []int64, ty ll.Type) (ll.Constant, error) {
	var build func(shape []int64, ty ll.Type) (ll.Constant, error)
	build = func(shape []int64, ty ll.Type) (ll.Constant, error) {
		if len(shape) == 0 {
			if len(rows) == 0 {
				return nil, locErrorf(op, "unsupported constant value")
			}
			c := rows[0]
			rows = rows[1:]
			return c, nil
		}
		var inner ll.Type
		_, isVec := ty.(*ll.VectorType)
		switch x := ty.(type) {
		case *ll.ArrayType:
			inner = x.Elem
		case *ll.VectorType:
			inner = x.Elem
		default:
			return nil, locErrorf(op, "expected sequential LLVM types wrapping a scalar")
		}
		nested := make([]ll.Constant, shape[0])
		for i := range nested {
			c, err := build(shape[1:], inner)
			if err != nil {
				return nil, err
			}
			nested[i] = c
		}
		if len(shape) == 1 && isVec {
			return aggregate(ty, nested), nil
		}
		return aggregate(t.intern(ll.NewArrayType(uint64(shape[0]), inner)), nested), nil
	}
	return build(shape, ty)
}
