// Package affine registers part of MLIR 19's affine dialect: affine.apply,
// affine.min and affine.max, with their custom syntax, verifiers and
// folders (AffineOps.cpp), and the builders that compose affine maps with
// the affine.apply ops defining their operands and fold the result
// (MakeComposedFoldedAffineApply, MakeComposedFoldedAffineMin, ...), which
// MLIR's memref transforms use. Loops, ifs, loads and stores are not
// ported.
package affine

import (
	"gpuc/internal/dialect/arith"
	"gpuc/internal/dialect/ub"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

func init() { ods.RegisterEnums("affine", genEnums) }

var hooks = map[string]*ods.OpHooks{}

// hook returns the hooks of op (full name), creating them.
func hook(op string) *ods.OpHooks {
	h := hooks[op]
	if h == nil {
		h = &ods.OpHooks{}
		hooks[op] = h
	}
	return h
}

// Register adds the affine dialect's ops to reg.
func Register(reg *ir.Registry) {
	ods.Register(reg, &ods.Dialect{Name: "affine", Ops: genOps, EnumAttrs: genEnumAttrs, Hooks: hooks,
		MaterializeConstant: materializeConstant})
}

// materializeConstant is AffineDialect::materializeConstant: ub.poison for
// poison, else an arith.constant.
func materializeConstant(b *ir.Builder, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if _, ok := value.(*ub.PoisonAttr); ok {
		return ub.MaterializeConstant(b, value, t, loc)
	}
	return arith.MaterializeConstant(b, value, t, loc)
}
