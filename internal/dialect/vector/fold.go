package vector

import (
	"slices"

	"gpuc/internal/ir"
)

// Folders of vector.extract and vector.insert, after
// mlir/lib/Dialect/Vector/IR/VectorOps.cpp (MLIR 19). ExtractOp::fold's
// folds through vector.transpose, broadcast, splat, shape_cast,
// extract_strided_slice, insert_strided_slice and from_elements are not
// ported: gpuc has none of those ops, so they never apply.

func init() {
	hook("vector.extract").Fold = foldExtract
	hook("vector.insert").Fold = foldInsert
}

// position returns an op's static_position.
func position(op *ir.Operation) []int64 {
	if d, ok := op.Attr("static_position").(*ir.DenseArrayAttr); ok {
		return d.Ints
	}
	return nil
}

// hasDynamicPosition is hasDynamicPosition: a kDynamic marker in the
// static position or a dynamic position operand.
func hasDynamicPosition(op *ir.Operation, firstDynamic int) bool {
	return slices.Contains(position(op), dynamic) || op.NumOperands() > firstDynamic
}

func setPosition(op *ir.Operation, pos []int64) {
	ctx := op.Context()
	op.SetAttr("static_position", ctx.DenseArray(ctx.I(64), pos, nil))
}

func definedBy(v *ir.Value, name string) *ir.Operation {
	if d := v.DefiningOp(); d != nil && d.Name() == name {
		return d
	}
	return nil
}

// foldExtract is ExtractOp::fold.
func foldExtract(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if len(position(op)) == 0 && op.Operand(0).Type() == op.Result(0).Type() {
		return []ir.FoldResult{ir.FoldValue(op.Operand(0))}, true
	}
	if foldExtractOpFromExtractChain(op) {
		return []ir.FoldResult{ir.FoldValue(op.Result(0))}, true
	}
	if v := foldExtractFromInsertChain(op); v != nil {
		return []ir.FoldResult{ir.FoldValue(v)}, true
	}
	return nil, false
}

// foldExtractOpFromExtractChain folds a chain of static extracts in place
// by concatenating their positions.
func foldExtractOpFromExtractChain(op *ir.Operation) bool {
	if definedBy(op.Operand(0), "vector.extract") == nil || hasDynamicPosition(op, 1) {
		return false
	}
	var global []int64
	appendReversed := func(p []int64) {
		for i := len(p) - 1; i >= 0; i-- {
			global = append(global, p[i])
		}
	}
	cur := op
	appendReversed(position(cur))
	for next := definedBy(cur.Operand(0), "vector.extract"); next != nil; next = definedBy(cur.Operand(0), "vector.extract") {
		cur = next
		if hasDynamicPosition(cur, 1) {
			return false
		}
		appendReversed(position(cur))
	}
	op.OpOperand(0).Set(cur.Operand(0))
	slices.Reverse(global)
	setPosition(op, global)
	return true
}

// foldExtractFromInsertChain is ExtractFromInsertTransposeChainState::fold
// without transposes: it walks back the vector.insert ops that produce the
// extracted vector.
func foldExtractFromInsertChain(op *ir.Operation) *ir.Value {
	if hasDynamicPosition(op, 1) {
		return nil
	}
	vt, ok := op.Operand(0).Type().(*ir.VectorType)
	if !ok {
		return nil
	}
	vectorRank := len(vt.Dims)
	extractedRank := len(position(op))
	var sentinels []int64
	for i := 0; i < vectorRank-extractedRank; i++ {
		sentinels = append(sentinels, int64(-(i + 1)))
	}
	extractPosition := append(slices.Clone(position(op)), sentinels...)
	canFold := func() bool { return slices.Equal(sentinels, extractPosition[extractedRank:]) }
	isContainedWithin := func(a, b []int64) bool { return len(a) <= len(b) && slices.Equal(a, b[:len(a)]) }
	intersectsWhereNonNegative := func(a, b []int64) bool {
		for i := 0; i < min(len(a), len(b)); i++ {
			if a[i] < 0 || b[i] < 0 {
				continue
			}
			if a[i] != b[i] {
				return false
			}
		}
		return true
	}
	tryToFoldInPlace := func(source *ir.Value) *ir.Value {
		if source == op.Operand(0) || !canFold() {
			return nil
		}
		setPosition(op, slices.Clone(extractPosition[:extractedRank]))
		op.OpOperand(0).Set(source)
		return op.Result(0)
	}
	from := op.Operand(0)
	for ins := definedBy(from, "vector.insert"); ins != nil; ins = definedBy(from, "vector.insert") {
		insDynamic := hasDynamicPosition(ins, 2)
		insertedPos := position(ins)
		// Case 2: the insert position matches extractPosition exactly.
		if !insDynamic && slices.Equal(insertedPos, extractPosition[:extractedRank]) {
			if canFold() {
				return ins.Operand(0)
			}
		}
		// Case 3: the insert position is a prefix of extractPosition.
		if !insDynamic && isContainedWithin(insertedPos, extractPosition) {
			extractPosition = extractPosition[len(insertedPos):]
			extractedRank = len(extractPosition) - len(sentinels)
			return tryToFoldInPlace(ins.Operand(0))
		}
		// Case 4: the positions intersect; bail.
		if isContainedWithin(extractPosition, insertedPos) || intersectsWhereNonNegative(extractPosition, insertedPos) {
			return nil
		}
		// Case 5: no intersection, forward to the insert's dest.
		from = ins.Operand(1)
	}
	return tryToFoldInPlace(from)
}

// foldInsert is InsertOp::fold: an insert at no position is its source.
func foldInsert(op *ir.Operation, _ []ir.Attribute) ([]ir.FoldResult, bool) {
	if len(position(op)) == 0 {
		return []ir.FoldResult{ir.FoldValue(op.Operand(0))}, true
	}
	return nil, false
}
