package llvm

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// The llvm dialect's function argument and result attributes (MLIR 19's
// LLVMDialect::verifyRegionArgAttribute / verifyRegionResultAttribute and
// verifyParameterAttribute).

// funcSignature returns the argument and result types of a function-like
// op (FunctionOpInterface::getArgumentTypes / getResultTypes).
func funcSignature(op *ir.Operation) (args, results []ir.Type, ok bool) {
	ta, isType := op.Attr("function_type").(*ir.TypeAttr)
	if !isType {
		return nil, nil, false
	}
	switch t := ta.Type.(type) {
	case *ir.FunctionType:
		return t.Inputs, t.Results, true
	case *FunctionType:
		if _, void := t.Result.(*VoidType); void || t.Result == nil {
			return t.Params, nil, true
		}
		return t.Params, []ir.Type{t.Result}, true
	}
	return nil, nil, false
}

func verifyArgAttr(op *ir.Operation, region, arg int, a ir.NamedAttr) error {
	args, _, ok := funcSignature(op)
	if !ok || arg >= len(args) {
		return nil
	}
	return verifyParameterAttribute(op, args[arg], a)
}

func verifyResultAttr(op *ir.Operation, region, res int, a ir.NamedAttr) error {
	_, results, ok := funcSignature(op)
	if !ok || res >= len(results) {
		return nil
	}
	if _, void := results[res].(*VoidType); void {
		return op.EmitError("cannot attach result attributes to functions with a void return")
	}
	switch a.Name {
	case "llvm.allocalign", "llvm.allocptr", "llvm.byval", "llvm.byref", "llvm.inalloca",
		"llvm.nest", "llvm.nocapture", "llvm.nofree", "llvm.preallocated", "llvm.readnone",
		"llvm.readonly", "llvm.returned", "llvm.alignstack", "llvm.sret", "llvm.writeonly":
		return op.EmitError("%s is not a valid result attribute", asm.AttrString(op.Context().String(a.Name)))
	}
	return verifyParameterAttribute(op, results[res], a)
}

func verifyParameterAttribute(op *ir.Operation, t ir.Type, a ir.NamedAttr) error {
	checkValue := IsCompatibleType(t)
	name := asm.AttrString(op.Context().String(a.Name))
	unit := func() error {
		if _, ok := a.Value.(*ir.UnitAttr); !ok {
			return op.EmitError("%s should be a unit attribute", name)
		}
		return nil
	}
	typeAttr := func() error {
		if _, ok := a.Value.(*ir.TypeAttr); !ok {
			return op.EmitError("%s should be a type attribute", name)
		}
		return nil
	}
	intAttr := func() error {
		if _, ok := a.Value.(*ir.IntegerAttr); !ok {
			return op.EmitError("%s should be an integer attribute", name)
		}
		return nil
	}
	ptr := func() error {
		if _, ok := t.(*PointerType); checkValue && !ok {
			return op.EmitError("%s attribute attached to non-pointer LLVM type", name)
		}
		return nil
	}
	integer := func() error {
		if _, ok := t.(*ir.IntegerType); checkValue && !ok {
			return op.EmitError("%s attribute attached to non-integer LLVM type", name)
		}
		return nil
	}
	both := func(first, second func() error) error {
		if err := first(); err != nil {
			return err
		}
		return second()
	}
	switch a.Name {
	case "llvm.noalias", "llvm.readonly", "llvm.readnone", "llvm.writeonly", "llvm.nest",
		"llvm.nocapture", "llvm.nofree", "llvm.nonnull":
		return both(unit, ptr)
	case "llvm.sret", "llvm.byval", "llvm.byref", "llvm.inalloca", "llvm.preallocated":
		return both(typeAttr, ptr)
	case "llvm.signext", "llvm.zeroext":
		return both(unit, integer)
	case "llvm.align", "llvm.alignstack", "llvm.dereferenceable", "llvm.dereferenceable_or_null":
		return both(intAttr, ptr)
	case "llvm.noundef", "llvm.inreg", "llvm.returned":
		return unit()
	}
	return nil
}
