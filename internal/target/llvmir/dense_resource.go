package llvmir

import (
	"encoding/binary"
	"encoding/hex"
	"strings"

	"gpuc/internal/ir"
	"gpuc/internal/target/llvmir/ll"
)

// resourceBlob returns the data of a builtin dialect resource blob (the
// file's `{-# dialect_resources: { builtin: { key: "0x..." } } #-}` entry):
// the hex string's first four bytes are the alignment, the rest the data.
func (t *Translator) resourceBlob(key string) ([]byte, bool) {
	if t.Opts.Resource == nil {
		return nil, false
	}
	text, ok := t.Opts.Resource(key)
	if !ok {
		return nil, false
	}
	text = strings.Trim(strings.TrimSpace(text), "\"")
	if !strings.HasPrefix(text, "0x") && !strings.HasPrefix(text, "0X") {
		return nil, false
	}
	raw, err := hex.DecodeString(text[2:])
	if err != nil || len(raw) < 4 {
		return nil, false
	}
	return raw[4:], true
}

// denseResourceConstant converts a dense_resource elements attribute as
// MLIR 19's convertDenseResourceElementsAttr: the blob is cut into
// innermost rows (ConstantDataArray for tensors, ConstantDataVector for
// vectors) which are then nested along the outer dimensions into ty.
func (t *Translator) denseResourceConstant(op *ir.Operation, ty ll.Type, a *ir.DenseResourceAttr) (ll.Constant, error) {
	elem := innermost(ty)
	byteSize := 0
	switch e := elem.(type) {
	case *ll.IntType:
		if e.Bits == 8 || e.Bits == 16 || e.Bits == 32 || e.Bits == 64 {
			byteSize = int(e.Bits / 8)
		}
	case *ll.FloatType:
		switch e.Kind {
		case ll.FHalf, ll.FBFloat, ll.FFloat, ll.FDouble:
			byteSize = e.Bits() / 8
		}
	}
	if byteSize == 0 {
		return nil, locErrorf(op, "no known conversion for innermost element type")
	}
	data, ok := t.resourceBlob(a.Handle)
	if !ok {
		return nil, locErrorf(op, "resource does not exist")
	}
	shape := a.Type.Shape()
	numElements := ir.NumElements(a.Type)
	if numElements <= 0 || len(shape) == 0 || int64(len(data))/numElements != int64(byteSize) {
		return nil, locErrorf(op, "raw data size does not match element type size")
	}
	vecElem, hasVecElem := a.Type.ElementType().(*ir.VectorType)
	rowLen := shape[len(shape)-1]
	outer := shape
	if !hasVecElem {
		outer = shape[:len(shape)-1]
	}
	var rowTy ll.Type
	switch a.Type.(type) {
	case *ir.RankedTensorType:
		switch {
		case hasVecElem && len(vecElem.Dims) == 1:
			rowTy = t.intern(ll.NewVectorType(uint32(vecElem.Dims[0]), elem, false))
			rowLen = vecElem.Dims[0]
		case !hasVecElem:
			rowTy = t.intern(ll.NewArrayType(uint64(rowLen), elem))
		}
	case *ir.VectorType:
		rowTy = t.intern(ll.NewVectorType(uint32(rowLen), elem, false))
	}
	if rowTy == nil {
		return nil, locErrorf(op, "unsupported dense_resource type")
	}
	numRows := numElements
	if !hasVecElem {
		numRows = numElements / shape[len(shape)-1]
	}
	// The rows are read in steps of the attribute's last dimension, as
	// MLIR does.
	step := int(shape[len(shape)-1]) * byteSize
	rows := make([]ll.Constant, 0, numRows)
	for i := int64(0); i < numRows; i++ {
		start := int(i) * step
		elems := make([]ll.Constant, rowLen)
		for j := range elems {
			off := start + j*byteSize
			if off+byteSize > len(data) {
				return nil, locErrorf(op, "raw data size does not match element type size")
			}
			var v uint64
			switch byteSize {
			case 1:
				v = uint64(data[off])
			case 2:
				v = uint64(binary.LittleEndian.Uint16(data[off:]))
			case 4:
				v = uint64(binary.LittleEndian.Uint32(data[off:]))
			case 8:
				v = binary.LittleEndian.Uint64(data[off:])
			}
			elems[j] = bitsConst(elem, v, 0)
		}
		rows = append(rows, aggregate(rowTy, elems))
	}
	return t.sequentialConstant(op, rows, outer, ty)
}
