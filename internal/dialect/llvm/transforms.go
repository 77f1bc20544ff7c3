package llvm

import (
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// TypesMatchWith transformers of the LLVM dialect's ops.

func init() {
	ods.Transforms["getValAndBoolStructType($_self)"] = func(ctx *ir.Context, t ir.Type) ir.Type {
		return LiteralStruct(ctx, []ir.Type{t, ctx.I(1)}, false)
	}
	prevVec := ods.Transforms["LLVM::getVectorElementType($_self)"]
	ods.Transforms["LLVM::getVectorElementType($_self)"] = func(ctx *ir.Context, t ir.Type) ir.Type {
		if e := VectorElementType(t); e != nil {
			return e
		}
		if prevVec != nil {
			return prevVec(ctx, t)
		}
		return nil
	}
	prevI1 := ods.Transforms["::getI1SameShape($_self)"]
	ods.Transforms["::getI1SameShape($_self)"] = func(ctx *ir.Context, t ir.Type) ir.Type {
		switch t.(type) {
		case *FixedVectorType, *ScalableVectorType:
			return I1SameShape(ctx, t)
		}
		if prevI1 != nil {
			return prevI1(ctx, t)
		}
		return I1SameShape(ctx, t)
	}
}
