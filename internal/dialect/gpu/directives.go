package gpu

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// The custom<...> directives of the gpu dialect's assembly formats, ported
// from GPUDialect.cpp.
func init() {
	directives["AsyncDependencies"] = &ods.Directive{Parse: parseAsyncDependenciesDirective, Print: printAsyncDependenciesDirective}
	directives["LaunchDimType"] = &ods.Directive{Parse: parseLaunchDimType, Print: printLaunchDimType}
	directives["LaunchFuncOperands"] = &ods.Directive{Parse: parseLaunchFuncOperands, Print: printLaunchFuncOperands}
	directives["AllReduceOperation"] = &ods.Directive{Parse: parseAllReduceOperation, Print: printAllReduceOperation}
	directives["OffloadingHandler"] = &ods.Directive{Parse: parseOffloadingHandler, Print: printOffloadingHandler}
}

// parseAsyncDependencies parses `(async)? ([ %deps ])?` and reports whether
// `async` was present.
func parseAsyncDependencies(p *asm.Parser) (async bool, deps []asm.UnresolvedOperand) {
	loc := p.Offset()
	if p.ConsumeKeyword("async") {
		if p.NumResultsBound() == 0 {
			p.OpErrorAt(loc, "needs to be named when marked 'async'")
		}
		async = true
	}
	return async, p.ParseOperandList(asm.DelimOptionalSquare)
}

// custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)
func parseAsyncDependenciesDirective(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	async, deps := parseAsyncDependencies(p)
	if async {
		args[0].Types = []ir.Type{AsyncToken(p.Context())}
	}
	args[1].Operands = deps
}

func printAsyncDependencies(pr *asm.Printer, async bool, deps []*ir.Value) {
	if async {
		pr.WriteString("async")
	}
	if len(deps) == 0 {
		return
	}
	if async {
		pr.WriteString(" ")
	}
	pr.WriteString("[")
	pr.PrintOperands(deps)
	pr.WriteString("]")
}

func printAsyncDependenciesDirective(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	printAsyncDependencies(pr, len(args[0].Types) > 0 && args[0].Types[0] != nil, args[1].Values)
}

// custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX),
// type($clusterSizeX), type($clusterSizeY), type($clusterSizeZ))
func parseLaunchDimType(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	var dimTy ir.Type = p.Context().Index()
	if p.ConsumeIf(":") {
		dimTy = p.ParseType()
	}
	args[0].Types = []ir.Type{dimTy}
	if len(args[1].Operands) > 0 {
		for _, a := range args[2:5] {
			a.Types = []ir.Type{dimTy}
		}
	}
}

func printLaunchDimType(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	if len(args[0].Types) == 0 {
		return
	}
	if _, isIndex := args[0].Types[0].(*ir.IndexType); !isIndex {
		pr.WriteString(": ")
		pr.PrintType(args[0].Types[0])
	}
}

// custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands))
func parseLaunchFuncOperands(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	if !p.ConsumeKeyword("args") {
		return
	}
	var ops []asm.UnresolvedOperand
	var types []ir.Type
	p.CommaList(asm.DelimParen, " in argument list", func() {
		ops = append(ops, p.ParseOperand())
		types = append(types, p.ParseColonType())
	})
	args[0].Operands = ops
	args[1].Types = types
}

func printLaunchFuncOperands(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	vals := args[0].Values
	if len(vals) == 0 {
		return
	}
	pr.WriteString("args(")
	for i, v := range vals {
		if i > 0 {
			pr.WriteString(", ")
		}
		pr.PrintOperand(v)
		pr.WriteString(" : ")
		if i < len(args[1].Types) {
			pr.PrintType(args[1].Types[i])
		} else {
			pr.PrintType(v.Type())
		}
	}
	pr.WriteString(")")
}

// custom<AllReduceOperation>($op)
func parseAllReduceOperation(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	if !p.IsBareIdent() {
		return
	}
	kw := p.TokenText()
	p.ConsumeKeyword(kw)
	v, ok := en3.Lookup(kw)
	if !ok {
		p.OpErrorAt(p.Offset(), "invalid op kind")
	}
	args[0].Attr = ods.NewEnumAttr(p.Context(), allReduceOpAttrDef(), v)
}

func printAllReduceOperation(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	if a, ok := args[0].Attr.(*ods.EnumAttr); ok {
		pr.WriteString(" ")
		pr.WriteString(a.String())
	}
}

// allReduceOpAttrDef is the #gpu<all_reduce_op ...> definition.
func allReduceOpAttrDef() *ods.EnumAttrDef { return enumAttrDef("all_reduce_op") }

// enumAttrDef returns the generated enum attribute definition of mnemonic.
func enumAttrDef(mnemonic string) *ods.EnumAttrDef {
	for _, d := range genEnumAttrs {
		if d.Mnemonic == mnemonic {
			return d
		}
	}
	panic("gpu: no enum attribute " + mnemonic)
}

// custom<OffloadingHandler>($offloadingHandler)
func parseOffloadingHandler(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	var a ir.Attribute
	if p.ConsumeIf("<") {
		a = p.ParseAttribute()
		p.Expect(">", "expected '>'")
	}
	if a == nil {
		a = SelectObject(p.Context(), nil)
	}
	args[0].Attr = a
}

func printOffloadingHandler(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	printOffloadingHandlerAttr(pr, op.Context(), args[0].Attr)
}

func printOffloadingHandlerAttr(pr *asm.Printer, ctx *ir.Context, a ir.Attribute) {
	if a == ir.Attribute(SelectObject(ctx, nil)) {
		return
	}
	pr.WriteString("<")
	if a == nil {
		pr.WriteString("<<NULL ATTRIBUTE>>")
	} else {
		pr.PrintAttribute(a)
	}
	pr.WriteString(">")
}
