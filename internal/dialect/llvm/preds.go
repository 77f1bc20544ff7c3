package llvm

import "gpuc/internal/ir"

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
