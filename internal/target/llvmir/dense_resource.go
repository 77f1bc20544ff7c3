package llvmir

import (
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
	byteSize := ll.DataElemSize(elem)
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
	rows, ok := t.denseRowLayout(a.Type, elem)
	if !ok {
		return nil, locErrorf(op, "unsupported dense_resource type")
	}
	// The rows are read in steps of the attribute's last dimension, as
	// MLIR does.
	step := int(shape[len(shape)-1]) * byteSize
	// Each row is a slice of the blob itself: raw little-endian data, as
	// ConstantDataArray/Vector::getRaw.
	rowBytes := int(rows.len) * byteSize
	consts := make([]ll.Constant, 0, rows.count)
	for i := int64(0); i < rows.count; i++ {
		start := int(i) * step
		if start+rowBytes > len(data) {
			return nil, locErrorf(op, "raw data size does not match element type size")
		}
		consts = append(consts, ll.NewData(rows.ty, data[start:start+rowBytes:start+rowBytes]))
	}
	return t.sequentialConstant(op, consts, rows.outer, ty)
}
