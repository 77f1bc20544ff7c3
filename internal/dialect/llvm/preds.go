package llvm

import (
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// The PredOpTrait predicates of LLVMIntrinsicOps.td that the generic ODS
// verifier cannot evaluate (they call C++ helpers); ODS checks them after
// the operand/result constraints and the traits listed before them, which
// for these ops are all generic.

// vectorBitWidth is getVectorNumElements(t).getKnownMinValue() *
// getVectorElementType(t).getIntOrFloatBitWidth().
func vectorBitWidth(t ir.Type) int64 {
	n, _ := VectorNumElements(t)
	return n * int64(intOrFloatWidth(VectorElementType(t)))
}

func init() {
	const maxBits = 131072
	hook("llvm.intr.vector.insert").Verify = func(op *ir.Operation) error {
		if op.NumOperands() != 2 {
			return nil
		}
		dst, src := op.Operand(0).Type(), op.Operand(1).Type()
		if vectorBitWidth(src) > maxBits || vectorBitWidth(dst) > maxBits {
			return op.Errorf("failed to verify that vectors are not bigger than 2^17 bits.")
		}
		if IsScalableVectorType(src) && !IsScalableVectorType(dst) {
			return op.Errorf("failed to verify that it is not inserting scalable into fixed-length vectors.")
		}
		return nil
	}
	hook("llvm.intr.vector.extract").Verify = func(op *ir.Operation) error {
		if op.NumOperands() != 1 || op.NumResults() != 1 {
			return nil
		}
		src, res := op.Operand(0).Type(), op.Result(0).Type()
		if vectorBitWidth(src) > maxBits || vectorBitWidth(res) > maxBits {
			return op.Errorf("failed to verify that vectors are not bigger than 2^17 bits.")
		}
		if IsScalableVectorType(res) && !IsScalableVectorType(src) {
			return op.Errorf("failed to verify that it is not extracting scalable from fixed-length vectors.")
		}
		return nil
	}
	hook("llvm.intr.vector.interleave2").Verify = func(op *ir.Operation) error {
		if op.NumOperands() != 2 || op.NumResults() != 1 {
			return nil
		}
		v, res := op.Operand(0).Type(), op.Result(0).Type()
		n1, s1 := VectorNumElements(v)
		n2, s2 := VectorNumElements(res)
		if n2 != 2*n1 || s1 != s2 || VectorElementType(v) != VectorElementType(res) {
			return op.Errorf("failed to verify that result has twice as many elements as 'vec1'")
		}
		return nil
	}
}

// elementTypeOrSelfStrict is MLIR's getElementTypeOrSelf: the element type
// of a builtin shaped type (not of an !llvm.vec), else the type itself.
func elementTypeOrSelfStrict(t ir.Type) ir.Type {
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// verifySameElementTypes is OpTrait::SameOperandsElementType (withResults
// false) and SameOperandsAndResultElementType.
func verifySameElementTypes(op *ir.Operation, withResults bool) error {
	if withResults {
		if op.NumOperands() == 0 || op.NumResults() == 0 {
			return nil
		}
		want := elementTypeOrSelfStrict(op.Result(0).Type())
		for i := 1; i < op.NumResults(); i++ {
			if elementTypeOrSelfStrict(op.Result(i).Type()) != want {
				return op.Errorf("requires the same element type for all operands and results")
			}
		}
		for i := 0; i < op.NumOperands(); i++ {
			if elementTypeOrSelfStrict(op.Operand(i).Type()) != want {
				return op.Errorf("requires the same element type for all operands and results")
			}
		}
		return nil
	}
	if op.NumOperands() == 0 {
		return nil
	}
	want := elementTypeOrSelfStrict(op.Operand(0).Type())
	for i := 1; i < op.NumOperands(); i++ {
		if elementTypeOrSelfStrict(op.Operand(i).Type()) != want {
			return op.Errorf("requires the same element type for all operands")
		}
	}
	return nil
}

// addElementTypeTraits puts the element type traits the generic ODS
// verifier does not check in front of the ops' own verifiers (native traits
// run after the ODS invariants and before verify()).
func addElementTypeTraits(specs []*ods.Spec, hooks map[string]*ods.OpHooks) {
	for _, s := range specs {
		var withResults, operandsOnly bool
		for _, tr := range s.Traits {
			switch tr {
			case "SameOperandsAndResultElementType":
				withResults = true
			case "SameOperandsElementType":
				operandsOnly = true
			}
		}
		if !withResults && !operandsOnly {
			continue
		}
		h := hooks[s.Name]
		if h == nil {
			h = &ods.OpHooks{}
			hooks[s.Name] = h
		}
		prev := h.Verify
		h.Verify = func(op *ir.Operation) error {
			if operandsOnly {
				if err := verifySameElementTypes(op, false); err != nil {
					return err
				}
			}
			if withResults {
				if err := verifySameElementTypes(op, true); err != nil {
					return err
				}
			}
			if prev != nil {
				return prev(op)
			}
			return nil
		}
	}
}
