package arith

import (
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Verifiers of ODS traits that the generic ODS verifier (internal/ods) does
// not check yet, ported from mlir/lib/IR/Operation.cpp and
// TypeUtilities.cpp (MLIR 19). Dialect packages call them from their
// Verify hooks, in the order MLIR runs the traits.

func init() {
	// TypedAttrInterface (arith.constant's value): a typed attribute.
	for _, s := range genOps {
		for _, a := range s.Attrs {
			if c := a.Cons; c != nil && c.Def == "TypedAttrInterface" && c.Check == nil {
				c.Check = func(a ir.Attribute) bool { _, ok := a.(ir.TypedAttr); return ok }
			}
		}
	}
	ods.TypeChecks["SignlessFixedWidthIntegerLike"] = ods.Like(isSignlessInt)
	ods.TypeChecks["IndexCastTypeConstraint"] = func(t ir.Type) bool {
		return ods.Like(isSignlessIntOrIndex)(t) || memrefOf(isSignlessIntOrIndex)(t)
	}
	ods.TypeChecks["BitcastTypeConstraint"] = func(t ir.Type) bool {
		intOrFloat := func(t ir.Type) bool { return isSignlessIntOrIndex(t) || isFloat(t) }
		return ods.Like(isSignlessIntOrIndex)(t) || ods.Like(isFloat)(t) || memrefOf(intOrFloat)(t)
	}
}

func isSignlessIntOrIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok || isSignlessInt(t)
}

func isFloat(t ir.Type) bool {
	_, ok := t.(*ir.FloatType)
	return ok
}

// memrefOf accepts ranked and unranked memrefs whose elements satisfy f.
func memrefOf(f func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		switch s := t.(type) {
		case *ir.MemRefType:
			return f(s.Elem)
		case *ir.UnrankedMemRefType:
			return f(s.Elem)
		}
		return false
	}
}

func scalableDims(t ir.Type) ([]bool, bool) {
	v, ok := t.(*ir.VectorType)
	if !ok {
		return nil, false
	}
	s := make([]bool, len(v.Dims))
	copy(s, v.Scalable)
	return s, true
}

// CompatibleShape is MLIR's verifyCompatibleShape(Type, Type): both or
// neither shaped, unranked matches anything, else equal ranks and
// compatible dimensions (and the same scalable dimensions for vectors).
func CompatibleShape(a, b ir.Type) bool {
	if !compatibleShapes(a, b) {
		return false
	}
	sa, okA := scalableDims(a)
	sb, okB := scalableDims(b)
	if okA && okB {
		for i := range sa {
			if i < len(sb) && sa[i] != sb[i] {
				return false
			}
		}
	}
	return true
}

// compatibleShapeList is verifyCompatibleShapes(TypeRange).
func compatibleShapeList(types []ir.Type) bool {
	var shaped []ir.ShapedType
	for _, t := range types {
		if s, ok := t.(ir.ShapedType); ok {
			shaped = append(shaped, s)
		}
	}
	if len(shaped) == 0 {
		return true
	}
	if len(shaped) != len(types) {
		return false
	}
	scalable, fixed := false, false
	for _, t := range types {
		if v, ok := t.(*ir.VectorType); ok && isScalable(v) {
			scalable = true
		} else {
			fixed = true
		}
		if scalable && fixed {
			return false
		}
	}
	var ranked []ir.ShapedType
	for _, s := range shaped {
		if s.HasRank() {
			ranked = append(ranked, s)
		}
	}
	if len(ranked) == 0 {
		return true
	}
	rank := len(ranked[0].Shape())
	for _, s := range ranked {
		if len(s.Shape()) != rank {
			return false
		}
	}
	for i := 0; i < rank; i++ {
		static := int64(-1)
		for _, s := range ranked {
			d := s.Shape()[i]
			if d < 0 {
				continue
			}
			if static >= 0 && d != static {
				return false
			}
			static = d
		}
	}
	return true
}

func typeClass(t ir.Type) int {
	switch t.(type) {
	case *ir.VectorType:
		return 1
	case *ir.RankedTensorType:
		return 2
	case *ir.UnrankedTensorType:
		return 3
	}
	return 0
}

// VerifyElementwise is OpTrait::impl::verifyElementwise.
func VerifyElementwise(op *ir.Operation) error {
	var res, opnd []ir.Type
	for _, t := range op.ResultTypes() {
		if typeClass(t) != 0 {
			res = append(res, t)
		}
	}
	for _, t := range op.OperandTypes() {
		if typeClass(t) != 0 {
			opnd = append(opnd, t)
		}
	}
	if len(res) == 0 && len(opnd) == 0 {
		return nil
	}
	if len(res) > 0 && len(opnd) == 0 {
		return op.Errorf("if a result is non-scalar, then at least one operand must be non-scalar")
	}
	if len(res) == 0 {
		return op.Errorf("if an operand is non-scalar, then there must be at least one non-scalar result")
	}
	if len(res) != op.NumResults() {
		return op.Errorf("if an operand is non-scalar, then all results must be non-scalar")
	}
	all := append(append([]ir.Type{}, opnd...), res...)
	cls := typeClass(all[0])
	for _, t := range all {
		if typeClass(t) != cls {
			return op.Errorf("all non-scalar operands/results must have the same shape and base type")
		}
	}
	if !compatibleShapeList(all) {
		return op.Errorf("all non-scalar operands/results must have the same shape and base type")
	}
	return nil
}

// VerifySameOperandsAndResultShape is the SameOperandsAndResultShape trait.
func VerifySameOperandsAndResultShape(op *ir.Operation) error {
	if op.NumOperands() < 1 {
		return op.Errorf("expected 1 or more operands, but found %d", op.NumOperands())
	}
	if op.NumResults() < 1 {
		return op.Errorf("expected 1 or more results, but found %d", op.NumResults())
	}
	t := op.Operand(0).Type()
	for _, r := range op.ResultTypes() {
		if !CompatibleShape(r, t) {
			return op.Errorf("requires the same shape for all operands and results")
		}
	}
	for i := 1; i < op.NumOperands(); i++ {
		if !CompatibleShape(op.Operand(i).Type(), t) {
			return op.Errorf("requires the same shape for all operands and results")
		}
	}
	return nil
}

// VerifySameOperandsShape is the SameOperandsShape trait.
func VerifySameOperandsShape(op *ir.Operation) error {
	if op.NumOperands() < 1 {
		return op.Errorf("expected 1 or more operands, but found %d", op.NumOperands())
	}
	t := op.Operand(0).Type()
	for i := 1; i < op.NumOperands(); i++ {
		if !CompatibleShape(op.Operand(i).Type(), t) {
			return op.Errorf("requires the same shape for all operands")
		}
	}
	return nil
}

// elementTypeOrSelf is getElementTypeOrSelf.
func elementTypeOrSelf(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// VerifySameOperandsElementType is the SameOperandsElementType trait.
func VerifySameOperandsElementType(op *ir.Operation) error {
	if op.NumOperands() < 1 {
		return op.Errorf("expected 1 or more operands, but found %d", op.NumOperands())
	}
	e := elementTypeOrSelf(op.Operand(0).Type())
	for i := 1; i < op.NumOperands(); i++ {
		if elementTypeOrSelf(op.Operand(i).Type()) != e {
			return op.Errorf("requires the same element type for all operands")
		}
	}
	return nil
}

// verifySameInputOutputTensorDims is arith's SameInputOutputTensorDims
// PredOpTrait: tensor operands and results have equal shapes (non-tensors
// count as rank 0).
func verifySameInputOutputTensorDims(op *ir.Operation) error {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return nil
	}
	shape := func(t ir.Type) []int64 {
		if rt, ok := t.(*ir.RankedTensorType); ok {
			return rt.Dims
		}
		return nil
	}
	a, b := shape(op.Operand(0).Type()), shape(op.Result(0).Type())
	same := len(a) == len(b)
	for i := 0; same && i < len(a); i++ {
		same = a[i] == b[i]
	}
	if !same {
		return op.Errorf("failed to verify that input and output have the same tensor dimensions")
	}
	return nil
}

// chain runs verifiers in order and returns the first error.
func chain(fs ...func(*ir.Operation) error) func(*ir.Operation) error {
	return func(op *ir.Operation) error {
		for _, f := range fs {
			if f == nil {
				continue
			}
			if err := f(op); err != nil {
				return err
			}
		}
		return nil
	}
}

// SpecTraitVerifier returns a verifier running, in the spec's trait order,
// the structural traits of s that the generic ODS verifier does not check
// (Elementwise, SameOperandsAndResultShape, SameOperandsShape,
// SameOperandsElementType, SameOperandsAndResultElementType); nil if s has
// none.
func SpecTraitVerifier(s *ods.Spec) func(*ir.Operation) error {
	var fs []func(*ir.Operation) error
	for _, tr := range s.Traits {
		switch tr {
		case "Elementwise":
			fs = append(fs, VerifyElementwise)
		case "SameOperandsAndResultShape":
			fs = append(fs, VerifySameOperandsAndResultShape)
		case "SameOperandsShape":
			fs = append(fs, VerifySameOperandsShape)
		case "SameOperandsElementType":
			fs = append(fs, VerifySameOperandsElementType)
		case "SameOperandsAndResultElementType":
			fs = append(fs, VerifySameOperandsAndResultElementType)
		}
	}
	if len(fs) == 0 {
		return nil
	}
	return chain(fs...)
}

// VerifySameOperandsAndResultElementType is the
// SameOperandsAndResultElementType trait.
func VerifySameOperandsAndResultElementType(op *ir.Operation) error {
	if op.NumOperands() < 1 {
		return op.Errorf("expected 1 or more operands, but found %d", op.NumOperands())
	}
	if op.NumResults() < 1 {
		return op.Errorf("expected 1 or more results, but found %d", op.NumResults())
	}
	e := elementTypeOrSelf(op.Result(0).Type())
	for _, t := range op.ResultTypes()[1:] {
		if elementTypeOrSelf(t) != e {
			return op.Errorf("requires the same element type for all operands and results")
		}
	}
	for _, t := range op.OperandTypes() {
		if elementTypeOrSelf(t) != e {
			return op.Errorf("requires the same element type for all operands and results")
		}
	}
	return nil
}
