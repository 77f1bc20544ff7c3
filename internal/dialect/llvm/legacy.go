package llvm

import "gpuc/internal/ods"

// The seed-era llvm.mlir.null (MLIR later renamed it llvm.mlir.zero and
// MLIR 19 no longer has it) stays accepted, with the form and checks it had:
// `%0 = llvm.mlir.null : !llvm.ptr`, a null pointer of any address space.
func init() {
	genOps = append(genOps, &ods.Spec{
		Name:    "llvm.mlir.null",
		Results: []ods.Arg{{Name: "res", Kind: ods.Single, Type: tc9}},
		Traits:  []string{"Interface:ConditionallySpeculatable", "AlwaysSpeculatableImplTrait"},
		Format:  "attr-dict `:` qualified(type($res))",
	})
}
