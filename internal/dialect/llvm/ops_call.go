package llvm

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// llvm.call and llvm.invoke, ported from MLIR 19's LLVMDialect.cpp.

func init() {
	hook("llvm.call").Syntax = &asm.OpSyntax{Parse: parseCall, Print: printCall}
	hook("llvm.call").VerifySymbolUses = verifyCallSymbolUses
	hook("llvm.invoke").Syntax = &asm.OpSyntax{Parse: parseInvoke, Print: printInvoke}
	hook("llvm.invoke").Verify = verifyInvoke
}

// parseOptionalCallFuncPtr parses the callee operand of an indirect call.
func parseOptionalCallFuncPtr(p *asm.Parser) (asm.UnresolvedOperand, bool) {
	return p.ParseOptionalOperand()
}

// parseCallTypeAndResolveOperands parses `: (type ,)? function-type` and
// resolves the operands.
func parseCallTypeAndResolveOperands(p *asm.Parser, st *ir.OperationState, isDirect bool, operands []asm.UnresolvedOperand) []*ir.Value {
	typesLoc := p.Offset()
	types := p.ParseColonTypeList()
	if isDirect && len(types) != 1 {
		opErrorAt(p, st, typesLoc, "expected direct call to have 1 trailing type")
	}
	if !isDirect && len(types) != 2 {
		opErrorAt(p, st, typesLoc, "expected indirect call to have 2 trailing types")
	}
	ft, ok := types[len(types)-1].(*ir.FunctionType)
	if !ok {
		opErrorAt(p, st, typesLoc, "expected trailing function type")
	}
	if len(ft.Results) > 1 {
		opErrorAt(p, st, typesLoc, "expected function with 0 or 1 result")
	}
	if len(ft.Results) == 1 {
		if _, ok := ft.Results[0].(*VoidType); ok {
			opErrorAt(p, st, typesLoc, "expected a non-void result type")
		}
	}
	all := append(append([]ir.Type(nil), types[:len(types)-1]...), ft.Inputs...)
	vals := resolveAtName(p, st, operands, all)
	st.Types = append(st.Types, ft.Results...)
	return vals
}

// resolveAtName resolves operands against types, reporting a count
// mismatch at the op name as OpAsmParser::resolveOperands(..., nameLoc).
func resolveAtName(p *asm.Parser, st *ir.OperationState, operands []asm.UnresolvedOperand, types []ir.Type) []*ir.Value {
	if len(operands) != len(types) {
		opErrorAtName(p, st, "%d operands present, but expected %d", len(operands), len(types))
	}
	vals := make([]*ir.Value, len(operands))
	for i, u := range operands {
		vals[i] = p.Resolve(u, types[i])
	}
	return vals
}

// parseVarCalleeType parses `vararg(` type `)` into var_callee_type.
func parseVarCalleeType(p *asm.Parser, st *ir.OperationState) {
	if !p.ConsumeKeyword("vararg") {
		return
	}
	p.Expect("(", "expected '('")
	off := p.Offset()
	a := p.ParseAttribute()
	if _, ok := a.(*ir.TypeAttr); !ok {
		opErrorAt(p, st, off, "invalid kind of attribute specified")
	}
	st.AddAttr("var_callee_type", a)
	p.Expect(")", "expected ')'")
}

// <operation> ::= `llvm.call` (cconv)? (tailcallkind)? (function-id | ssa-use)
//
//	`(` ssa-use-list `)`
//	( `vararg(` var-callee-type `)` )?
//	attribute-dict? `:` (type `,`)? function-type
func parseCall(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	st.AddAttr("CConv", CConvAttr(ctx, parseOptionalEnumKeyword(p, enCConv, 0)))
	st.AddAttr("TailCallKind", TailCallKindAttr(ctx, parseOptionalEnumKeyword(p, enTailCallKind, 0)))
	var operands []asm.UnresolvedOperand
	if fp, ok := parseOptionalCallFuncPtr(p); ok {
		operands = append(operands, fp)
	}
	isDirect := len(operands) == 0
	if isDirect {
		off := p.Offset()
		callee := p.ParseAttribute()
		if _, ok := callee.(*ir.SymbolRefAttr); !ok {
			opErrorAt(p, st, off, "invalid kind of attribute specified")
		}
		st.AddAttr("callee", callee)
	}
	operands = append(operands, p.ParseOperandList(asm.DelimParen)...)
	parseVarCalleeType(p, st)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	st.Operands = append(st.Operands, parseCallTypeAndResolveOperands(p, st, isDirect, operands)...)
}

func printCall(pr *asm.Printer, op *ir.Operation) {
	pr.WriteString(" ")
	if cc := enumAttrValue(op.Attr("CConv"), 0); cc != 0 {
		pr.WriteString(enumString(enCConv, cc) + " ")
	}
	if tk := enumAttrValue(op.Attr("TailCallKind"), 0); tk != 0 {
		pr.WriteString(enumString(enTailCallKind, tk) + " ")
	}
	callee, isDirect := op.Attr("callee").(*ir.SymbolRefAttr)
	args := op.Operands()
	if isDirect {
		pr.PrintSymbolName(callee.Root)
	} else if len(args) > 0 {
		pr.PrintOperand(args[0])
		args = args[1:]
	}
	pr.WriteString("(")
	pr.PrintOperands(args)
	pr.WriteString(")")
	if vt, ok := op.Attr("var_callee_type").(*ir.TypeAttr); ok {
		if ft, ok := vt.Type.(*FunctionType); ok && ft.VarArg {
			pr.WriteString(" vararg(")
			pr.PrintType(vt.Type)
			pr.WriteString(")")
		}
	}
	pr.PrintOptionalAttrDict(processFMF(asm.AllAttrs(op)), []string{"callee", "TailCallKind", "var_callee_type", "CConv"})
	pr.WriteString(" : ")
	if !isDirect && op.NumOperands() > 0 {
		pr.PrintType(op.Operand(0).Type())
		pr.WriteString(", ")
	}
	printFunctionalType(pr, typesOf(args), op.ResultTypes())
}

// verifyCallOpVarCalleeType checks var_callee_type against the call's
// arguments and results.
func verifyCallOpVarCalleeType(op *ir.Operation, args []*ir.Value) error {
	ta, ok := op.Attr("var_callee_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	ft, ok := ta.Type.(*FunctionType)
	if !ok {
		return nil
	}
	if !ft.VarArg {
		return op.Errorf("expected var_callee_type to be a variadic function type")
	}
	if len(ft.Params) > len(args) {
		return op.Errorf("expected var_callee_type to have at most %d parameters", len(args))
	}
	for i, pt := range ft.Params {
		if pt != args[i].Type() {
			return op.Errorf("var_callee_type parameter type mismatch: %s != %s", quoteType(pt), quoteType(args[i].Type()))
		}
	}
	if op.NumResults() == 0 {
		if _, ok := ft.Result.(*VoidType); !ok {
			return op.Errorf("expected var_callee_type to return void")
		}
	} else if op.Result(0).Type() != ft.Result {
		return op.Errorf("var_callee_type return type mismatch: %s != %s", quoteType(ft.Result), quoteType(op.Result(0).Type()))
	}
	return nil
}

// callArgs returns the argument operands of a call (without the callee
// pointer of an indirect call).
func callArgs(op *ir.Operation, ops []*ir.Value) []*ir.Value {
	if _, direct := op.Attr("callee").(*ir.SymbolRefAttr); direct || len(ops) == 0 {
		return ops
	}
	return ops[1:]
}

func verifyCallSymbolUses(op *ir.Operation, syms *ir.SymbolTableCollection) error {
	if err := verifyCallOpVarCalleeType(op, callArgs(op, op.Operands())); err != nil {
		return err
	}
	callee, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	isIndirect := 0
	var fnType ir.Type
	if !ok {
		if op.NumOperands() == 0 {
			return op.Errorf("must have either a `callee` attribute or at least an operand")
		}
		if _, ok := op.Operand(0).Type().(*PointerType); !ok {
			return op.Errorf("indirect call expects a pointer as callee: %s", quoteType(op.Operand(0).Type()))
		}
		return nil
	}
	fn := syms.LookupSymbolRef(op, callee)
	if fn == nil {
		return op.Errorf("'%s' does not reference a symbol in the current scope", callee.Root)
	}
	if fn.Name() != "llvm.func" {
		return op.Errorf("'%s' does not reference a valid LLVM function", callee.Root)
	}
	if err := verifyCallOpDebugInfo(op, fn); err != nil {
		return err
	}
	if ta, ok := fn.Attr("function_type").(*ir.TypeAttr); ok {
		fnType = ta.Type
	}
	ft, ok := fnType.(*FunctionType)
	if !ok {
		return op.Errorf("callee does not have a functional type: %s", quoteType(fnType))
	}
	if ft.VarArg && op.Attr("var_callee_type") == nil {
		return op.Errorf("missing var_callee_type attribute for vararg call")
	}
	n := op.NumOperands() - isIndirect
	if !ft.VarArg && len(ft.Params) != n {
		return op.Errorf("incorrect number of operands (%d) for callee (expecting: %d)", n, len(ft.Params))
	}
	if len(ft.Params) > n {
		return op.Errorf("incorrect number of operands (%d) for varargs callee (expecting at least: %d)", n, len(ft.Params))
	}
	for i, pt := range ft.Params {
		if op.Operand(i+isIndirect).Type() != pt {
			return op.Errorf("operand type mismatch for operand %d: %s != %s", i, quoteType(op.Operand(i+isIndirect).Type()), quoteType(pt))
		}
	}
	_, void := ft.Result.(*VoidType)
	if op.NumResults() == 0 && !void {
		return op.Errorf("expected function call to produce a value")
	}
	if op.NumResults() != 0 && void {
		return op.Errorf("calling function with void result must not produce values")
	}
	if op.NumResults() > 1 {
		return op.Errorf("expected LLVM function call to produce 0 or 1 result")
	}
	if op.NumResults() == 1 && op.Result(0).Type() != ft.Result {
		return op.Errorf("result type mismatch: %s != %s", quoteType(op.Result(0).Type()), quoteType(ft.Result))
	}
	return nil
}

// <operation> ::= `llvm.invoke` (cconv)? (function-id | ssa-use)
//
//	`(` ssa-use-list `)`
//	`to` bb-id (`[` ssa-use-and-type-list `]`)?
//	`unwind` bb-id (`[` ssa-use-and-type-list `]`)?
//	( `vararg(` var-callee-type `)` )?
//	attribute-dict? `:` (type `,`)? function-type
func parseInvoke(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	st.AddAttr("CConv", CConvAttr(ctx, parseOptionalEnumKeyword(p, enCConv, 0)))
	var operands []asm.UnresolvedOperand
	if fp, ok := parseOptionalCallFuncPtr(p); ok {
		operands = append(operands, fp)
	}
	isDirect := len(operands) == 0
	if isDirect {
		off := p.Offset()
		callee := p.ParseAttribute()
		if _, ok := callee.(*ir.SymbolRefAttr); !ok {
			opErrorAt(p, st, off, "invalid kind of attribute specified")
		}
		st.AddAttr("callee", callee)
	}
	operands = append(operands, p.ParseOperandList(asm.DelimParen)...)
	expectKeyword(p, st, "to")
	normal, normalOps := p.ParseSuccessorAndUseList()
	expectKeyword(p, st, "unwind")
	unwind, unwindOps := p.ParseSuccessorAndUseList()
	parseVarCalleeType(p, st)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	callOps := parseCallTypeAndResolveOperands(p, st, isDirect, operands)
	st.Successors = append(st.Successors, normal, unwind)
	st.Operands = append(st.Operands, callOps...)
	st.Operands = append(st.Operands, normalOps...)
	st.Operands = append(st.Operands, unwindOps...)
	st.AddAttr("operandSegmentSizes", ctx.DenseArray(ctx.I(32),
		[]int64{int64(len(callOps)), int64(len(normalOps)), int64(len(unwindOps))}, nil))
}

// invokeSegments returns the callee operands and the normal and unwind
// destination operands of an llvm.invoke.
func invokeSegments(op *ir.Operation) (callee, normal, unwind []*ir.Value) {
	ops := op.Operands()
	seg, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || len(seg.Ints) != 3 || int(seg.Ints[0]+seg.Ints[1]+seg.Ints[2]) != len(ops) {
		return ops, nil, nil
	}
	a, b := int(seg.Ints[0]), int(seg.Ints[0]+seg.Ints[1])
	return ops[:a], ops[a:b], ops[b:]
}

func printInvoke(pr *asm.Printer, op *ir.Operation) {
	pr.WriteString(" ")
	if cc := enumAttrValue(op.Attr("CConv"), 0); cc != 0 {
		pr.WriteString(enumString(enCConv, cc) + " ")
	}
	_, normalOps, unwindOps := invokeSegments(op)
	callee, isDirect := op.Attr("callee").(*ir.SymbolRefAttr)
	// MLIR 19 prints all operands but the callee pointer here, the
	// destination operands included.
	args := op.Operands()
	if isDirect {
		pr.PrintSymbolName(callee.Root)
	} else if len(args) > 0 {
		pr.PrintOperand(args[0])
		args = args[1:]
	}
	pr.WriteString("(")
	pr.PrintOperands(args)
	pr.WriteString(")")
	pr.WriteString(" to ")
	if op.NumSuccessors() > 0 {
		pr.PrintSuccessorAndUseList(op.Successor(0), normalOps)
	}
	pr.WriteString(" unwind ")
	if op.NumSuccessors() > 1 {
		pr.PrintSuccessorAndUseList(op.Successor(1), unwindOps)
	}
	if vt, ok := op.Attr("var_callee_type").(*ir.TypeAttr); ok {
		if ft, ok := vt.Type.(*FunctionType); ok && ft.VarArg {
			pr.WriteString(" vararg(")
			pr.PrintType(vt.Type)
			pr.WriteString(")")
		}
	}
	pr.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"callee", "operandSegmentSizes", "CConv", "var_callee_type"})
	pr.WriteString(" : ")
	if !isDirect && op.NumOperands() > 0 {
		pr.PrintType(op.Operand(0).Type())
		pr.WriteString(", ")
	}
	printFunctionalType(pr, typesOf(args), op.ResultTypes())
}

func verifyInvoke(op *ir.Operation) error {
	_, normalOps, unwindOps := invokeSegments(op)
	if err := verifySuccessorOperands(op, 0, normalOps); err != nil {
		return err
	}
	if err := verifySuccessorOperands(op, 1, unwindOps); err != nil {
		return err
	}
	// MLIR 19's InvokeOp::getArgOperands is every operand but the callee
	// pointer.
	if err := verifyCallOpVarCalleeType(op, callArgs(op, op.Operands())); err != nil {
		return err
	}
	if op.NumSuccessors() < 2 {
		return nil
	}
	unwind := op.Successor(1)
	first := unwind.First()
	if first == nil {
		return op.EmitError("must have at least one operation in unwind destination")
	}
	if first.Name() != "llvm.landingpad" {
		return op.EmitError("first operation in unwind destination should be a llvm.landingpad operation")
	}
	return nil
}

// verifyCallOpDebugInfo is MLIR's check that an inlinable call between
// functions that both have a DISubprogram location has a location itself.
func verifyCallOpDebugInfo(op, callee *ir.Operation) error {
	if callee.NumRegions() == 0 || callee.Region(0).Empty() {
		return nil
	}
	parent := op.ParentOp()
	for parent != nil && parent.Attr("function_type") == nil {
		parent = parent.ParentOp()
	}
	if parent == nil || !hasSubprogramLoc(parent.Loc()) || !hasSubprogramLoc(callee.Loc()) {
		return nil
	}
	if _, unknown := op.Loc().(*ir.UnknownLoc); unknown {
		return op.EmitError("inlinable function call in a function with a DISubprogram location must have a debug location")
	}
	return nil
}

// hasSubprogramLoc is findInstanceOf<FusedLocWith<DISubprogramAttr>>.
func hasSubprogramLoc(l ir.Location) bool {
	switch l := l.(type) {
	case *ir.FusedLoc:
		if a, ok := l.Metadata.(*Attr); ok && a.Mnemonic() == "di_subprogram" {
			return true
		}
		for _, c := range l.Locs {
			if hasSubprogramLoc(c) {
				return true
			}
		}
	case *ir.NameLoc:
		return hasSubprogramLoc(l.Child)
	case *ir.CallSiteLoc:
		return hasSubprogramLoc(l.Callee) || hasSubprogramLoc(l.Caller)
	}
	return false
}
