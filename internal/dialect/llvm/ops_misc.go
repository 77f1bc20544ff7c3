package llvm

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// llvm.icmp, llvm.fcmp, llvm.alloca and llvm.landingpad, ported from MLIR
// 19's LLVMDialect.cpp.

func init() {
	hook("llvm.icmp").Syntax = &asm.OpSyntax{
		Parse: func(p *asm.Parser, st *ir.OperationState) { parseCmpOp(p, st, false) },
		Print: func(pr *asm.Printer, op *ir.Operation) { printCmpOp(pr, op, false) }}
	hook("llvm.fcmp").Syntax = &asm.OpSyntax{
		Parse: func(p *asm.Parser, st *ir.OperationState) { parseCmpOp(p, st, true) },
		Print: func(pr *asm.Printer, op *ir.Operation) { printCmpOp(pr, op, true) }}
	hook("llvm.alloca").Syntax = &asm.OpSyntax{Parse: parseAlloca, Print: printAlloca}
	hook("llvm.alloca").Verify = verifyAlloca
	hook("llvm.landingpad").Syntax = &asm.OpSyntax{Parse: parseLandingpad, Print: printLandingpad}
	hook("llvm.landingpad").Verify = verifyLandingpad
	// InlineAsmOp::getEffects: reads and writes memory only when it has
	// side effects.
	hook("llvm.inline_asm").NoMemoryEffect = func(op *ir.Operation) bool {
		_, has := op.Attr("has_side_effects").(*ir.UnitAttr)
		return !has
	}
}

// <operation> ::= `llvm.icmp` string-literal ssa-use `,` ssa-use
//
//	attribute-dict? `:` type
func parseCmpOp(p *asm.Parser, st *ir.OperationState, isF bool) {
	ctx := p.Context()
	predLoc := p.Offset()
	pa := p.ParseAttribute()
	pred, ok := pa.(*ir.StringAttr)
	if !ok {
		opErrorAt(p, st, predLoc, "invalid kind of attribute specified")
	}
	lhs := p.ParseOperand()
	p.Expect(",", "expected ','")
	rhs := p.ParseOperand()
	attrs := p.ParseOptionalAttrDict()
	p.Expect(":", "expected ':'")
	typeLoc := p.Offset()
	t := p.ParseType()
	st.Operands = append(st.Operands, p.Resolve(lhs, t), p.Resolve(rhs, t))
	e := enICmp
	if isF {
		e = enFCmp
	}
	v, ok := enumCase(e, pred.Value)
	if !ok {
		opErrorAt(p, st, predLoc, "'%s' is an incorrect value of the 'predicate' attribute", pred.Value)
	}
	// The predicate string becomes the integer attribute (set() replaces a
	// `predicate` given in the attribute dictionary).
	var rest []ir.NamedAttr
	for _, a := range attrs {
		if a.Name != "predicate" {
			rest = append(rest, a)
		}
	}
	st.AddAttr("predicate", ctx.IntegerAttrInt64(ctx.I(64), int64(v)))
	st.Attrs = append(st.Attrs, rest...)
	if !IsCompatibleType(t) {
		opErrorAt(p, st, typeLoc, "expected LLVM dialect-compatible type")
	}
	st.Types = []ir.Type{I1SameShape(ctx, t)}
}

func printCmpOp(pr *asm.Printer, op *ir.Operation, isF bool) {
	e := enICmp
	if isF {
		e = enFCmp
	}
	pr.WriteString(" \"" + enumString(e, uint64(intAttrValue(op.Attr("predicate"), 0))) + "\" ")
	pr.PrintOperand(op.Operand(0))
	pr.WriteString(", ")
	pr.PrintOperand(op.Operand(1))
	attrs := asm.AllAttrs(op)
	if isF {
		attrs = processFMF(attrs)
	}
	pr.PrintOptionalAttrDict(attrs, []string{"predicate"})
	pr.WriteString(" : ")
	pr.PrintType(op.Operand(0).Type())
}

// <operation> ::= `llvm.alloca` `inalloca`? ssa-use `x` type
//
//	attribute-dict? `:` type `,` type
func parseAlloca(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	if p.ConsumeKeyword("inalloca") {
		st.AddAttr("inalloca", ctx.Unit())
	}
	size := p.ParseOperand()
	expectKeyword(p, st, "x")
	elemType := p.ParseType()
	attrs := p.ParseOptionalAttrDict()
	p.Expect(":", "expected ':'")
	typeLoc := p.Offset()
	t := p.ParseType()
	for i, a := range attrs {
		if a.Name != "alignment" {
			continue
		}
		ia, ok := a.Value.(*ir.IntegerAttr)
		if !ok {
			opErrorAtName(p, st, "expected integer alignment")
		}
		if ia.IsZero() {
			attrs = append(attrs[:i:i], attrs[i+1:]...)
		}
		break
	}
	st.Attrs = append(st.Attrs, attrs...)
	ft, ok := t.(*ir.FunctionType)
	if !ok || len(ft.Inputs) != 1 || len(ft.Results) != 1 {
		opErrorAt(p, st, typeLoc, "expected trailing function type with one argument and one result")
	}
	st.Operands = append(st.Operands, p.Resolve(size, ft.Inputs[0]))
	if _, ok := ft.Results[0].(*PointerType); ok {
		st.AddAttr("elem_type", ctx.TypeAttr(elemType))
	}
	st.Types = []ir.Type{ft.Results[0]}
}

func printAlloca(pr *asm.Printer, op *ir.Operation) {
	if hasAttr(op, "inalloca") {
		pr.WriteString(" inalloca")
	}
	pr.WriteString(" ")
	pr.PrintOperand(op.Operand(0))
	pr.WriteString(" x ")
	if ta, ok := op.Attr("elem_type").(*ir.TypeAttr); ok {
		pr.PrintType(ta.Type)
	}
	elided := []string{"elem_type", "inalloca"}
	if intAttrValue(op.Attr("alignment"), 0) == 0 {
		elided = append([]string{"alignment"}, elided...)
	}
	pr.PrintOptionalAttrDict(asm.AllAttrs(op), elided)
	pr.WriteString(" : ")
	printFunctionalType(pr, []ir.Type{op.Operand(0).Type()}, op.ResultTypes())
}

func verifyAlloca(op *ir.Operation) error {
	if ta, ok := op.Attr("elem_type").(*ir.TypeAttr); ok {
		if te, ok := ta.Type.(*TargetExtType); ok && !te.SupportsMemOps() {
			return op.Errorf("this target extension type cannot be used in alloca")
		}
	}
	return nil
}

// <operation> ::= `llvm.landingpad` `cleanup`?
//
//	((`catch` | `filter`) operand-type ssa-use)* attribute-dict?
func parseLandingpad(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	if p.ConsumeKeyword("cleanup") {
		st.AddAttr("cleanup", ctx.Unit())
	}
	for p.ConsumeIf("(") && (p.ConsumeKeyword("filter") || p.ConsumeKeyword("catch")) {
		u := p.ParseOperand()
		p.Expect(":", "expected ':'")
		t := p.ParseType()
		st.Operands = append(st.Operands, p.Resolve(u, t))
		p.Expect(")", "expected ')'")
	}
	p.Expect(":", "expected ':'")
	st.Types = []ir.Type{p.ParseType()}
}

func printLandingpad(pr *asm.Printer, op *ir.Operation) {
	if hasAttr(op, "cleanup") {
		pr.WriteString(" cleanup ")
	} else {
		pr.WriteString(" ")
	}
	for _, v := range op.Operands() {
		kind := "catch "
		if _, ok := v.Type().(*ArrayType); ok {
			kind = "filter "
		}
		pr.WriteString("(" + kind)
		pr.PrintOperand(v)
		pr.WriteString(" : ")
		pr.PrintType(v.Type())
		pr.WriteString(") ")
	}
	pr.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"cleanup"})
	pr.WriteString(": ")
	pr.PrintType(op.Result(0).Type())
}

func verifyLandingpad(op *ir.Operation) error {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "llvm.func" {
			if p.Attr("personality") == nil {
				return op.EmitError("llvm.landingpad needs to be in a function with a personality")
			}
			break
		}
	}
	if !hasAttr(op, "cleanup") && op.NumOperands() == 0 {
		return op.EmitError("landingpad instruction expects at least one clause or cleanup attribute")
	}
	for i, v := range op.Operands() {
		if _, ok := v.Type().(*ArrayType); ok {
			continue
		}
		def := v.DefiningOp()
		if def != nil && def.Name() == "llvm.bitcast" {
			if src := def.Operand(0).DefiningOp(); src != nil && src.Name() == "llvm.mlir.addressof" {
				continue
			}
			d := op.EmitError("constant clauses expected")
			d.Note(def.Loc(), "global addresses expected as operand to bitcast used in clauses for landingpad")
			return d
		}
		if def != nil && (def.Name() == "llvm.mlir.zero" || def.Name() == "llvm.mlir.addressof") {
			continue
		}
		return op.EmitError("clause #%d is not a known constant - null, addressof, bitcast", i)
	}
	return nil
}
