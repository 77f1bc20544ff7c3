// Package vector registers part of MLIR 19's vector dialect: the ops gpuc's
// passes create, vector.extract and vector.insert (convert-math-to-funcs
// unrolls vector math through them), with their syntax, type inference and
// verifiers, folders and the canonicalization patterns that apply to them
// from VectorOps.cpp. Other vector ops are unknown to gpuc.
package vector

import (
	"gpuc/internal/dialect/arith"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

func init() { ods.RegisterEnums("vector", genEnums) }

var (
	hooks      = map[string]*ods.OpHooks{}
	directives = map[string]*ods.Directive{"DynamicIndexList": memref.DynamicIndexListDirective}
)

// hook returns the hooks of op (full name), creating them.
func hook(op string) *ods.OpHooks {
	h := hooks[op]
	if h == nil {
		h = &ods.OpHooks{}
		hooks[op] = h
	}
	return h
}

// Register adds the vector dialect's ops to reg.
func Register(reg *ir.Registry) {
	ods.Register(reg, &ods.Dialect{Name: "vector", Ops: genOps, EnumAttrs: genEnumAttrs, Hooks: hooks,
		Directive: directives, MaterializeConstant: arith.MaterializeConstant})
}
