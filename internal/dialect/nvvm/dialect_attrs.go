package nvvm

import "gpuc/internal/ir"

// Verification of the nvvm dialect's discardable attributes, as
// NVVMDialect::verifyOperationAttribute and verifyRegionArgAttribute do it.
// MLIR's verifier calls the first for every discardable attribute of an op
// whose name starts with `nvvm.` (in name order, before the op's own
// verifier), and the second, from FunctionOpInterface's verifier, for each
// `nvvm.` attribute of each function argument.

// Attribute names the dialect gives meaning to on functions.
const (
	KernelAttrName       = "nvvm.kernel"
	MaxntidAttrName      = "nvvm.maxntid"
	ReqntidAttrName      = "nvvm.reqntid"
	MinctasmAttrName     = "nvvm.minctasm"
	MaxnregAttrName      = "nvvm.maxnreg"
	GridConstantAttrName = "nvvm.grid_constant"
)

// VerifyOperationAttribute checks the discardable attribute attr of op.
func VerifyOperationAttribute(op *ir.Operation, attr ir.NamedAttr) error {
	switch attr.Name {
	case KernelAttrName:
		if op.Name() != "llvm.func" {
			return op.EmitError("'%s' attribute attached to unexpected op", KernelAttrName)
		}
	case MaxntidAttrName, ReqntidAttrName:
		a, ok := attr.Value.(*ir.DenseArrayAttr)
		if !ok || !isI32(a.Elem) || a.Len() == 0 || a.Len() > 3 {
			return op.EmitError("'\"%s\"' attribute must be integer array with maximum 3 index", attr.Name)
		}
	case MinctasmAttrName, MaxnregAttrName:
		if _, ok := attr.Value.(*ir.IntegerAttr); !ok {
			return op.EmitError("'\"%s\"' attribute must be integer constant", attr.Name)
		}
	}
	return nil
}

func isI32(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 32 && it.Signedness == ir.Signless
}

// VerifyRegionArgAttribute checks attr, an attribute of argument argIndex
// of region regionIndex of op. It only checks function-like ops (MLIR
// returns success for ops that are not FunctionOpInterface); the caller
// calls it for those, whose argument attributes are in `arg_attrs`.
func VerifyRegionArgAttribute(op *ir.Operation, regionIndex, argIndex int, attr ir.NamedAttr) error {
	if attr.Name != GridConstantAttrName {
		return nil
	}
	if op.Attr(KernelAttrName) == nil {
		return op.EmitError("'\"%s\"' attribute must be present only on kernel arguments", attr.Name)
	}
	if _, ok := attr.Value.(*ir.UnitAttr); !ok {
		return op.EmitError("'\"%s\"' must be a unit attribute", attr.Name)
	}
	if argAttr(op, argIndex, "llvm.byval") == nil {
		return op.EmitError("'\"%s\"' attribute requires the argument to also have attribute 'llvm.byval'", attr.Name)
	}
	return nil
}

// argAttr returns attribute name of function argument i (from the
// `arg_attrs` array of dictionaries), or nil.
func argAttr(op *ir.Operation, i int, name string) ir.Attribute {
	arr, ok := op.Attr("arg_attrs").(*ir.ArrayAttr)
	if !ok || i < 0 || i >= len(arr.Elems) {
		return nil
	}
	d, ok := arr.Elems[i].(*ir.DictionaryAttr)
	if !ok {
		return nil
	}
	return d.Get(name)
}
