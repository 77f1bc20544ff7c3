package rocdl

import "gpuc/internal/ir"

// Verification of the rocdl dialect's discardable attributes, as
// ROCDLDialect::verifyOperationAttribute does it. MLIR's verifier calls it
// for every discardable attribute of an op whose name starts with `rocdl.`
// (in name order, before the op's own verifier). The dialect has no
// region-argument attribute checks.

// Attribute names the dialect gives meaning to on functions.
const (
	KernelAttrName               = "rocdl.kernel"
	FlatWorkGroupSizeAttrName    = "rocdl.flat_work_group_size"
	ReqdWorkGroupSizeAttrName    = "rocdl.reqd_work_group_size"
	UniformWorkGroupSizeAttrName = "rocdl.uniform_work_group_size"
	MaxFlatWorkGroupSizeAttrName = "rocdl.max_flat_work_group_size"
	WavesPerEuAttrName           = "rocdl.waves_per_eu"
)

// VerifyOperationAttribute checks the discardable attribute attr of op.
func VerifyOperationAttribute(op *ir.Operation, attr ir.NamedAttr) error {
	if attr.Name == KernelAttrName && op.Name() != "llvm.func" {
		return op.EmitError("'\"%s\"' attribute attached to unexpected op", KernelAttrName)
	}
	return nil
}

// VerifyRegionArgAttribute checks an attribute of a region argument; the
// rocdl dialect accepts them all.
func VerifyRegionArgAttribute(op *ir.Operation, regionIndex, argIndex int, attr ir.NamedAttr) error {
	return nil
}
