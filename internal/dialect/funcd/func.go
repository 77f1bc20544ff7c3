// Package funcd registers MLIR's func dialect: func.func, func.return,
// func.call, func.call_indirect and func.constant. (The package is not
// called func because that is a Go keyword.)
package funcd

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Register adds the func dialect to reg.
func Register(reg *ir.Registry) {
	reg.AddDialect("func")
	reg.AddOp(&ir.OpDef{
		Name:           "func.func",
		Traits:         ir.IsolatedFromAbove | ir.Symbol,
		Inherent:       []string{"arg_attrs", "function_type", "res_attrs", "sym_name", "sym_visibility"},
		Verify:         verifyFunc,
		DefaultDialect: "func",
		Syntax:         &asm.OpSyntax{Parse: parseFunc, Print: printFunc},
	})
	reg.AddOp(&ir.OpDef{
		Name:    "func.return",
		Traits:  ir.Terminator | ir.ReturnLike,
		Effects: ir.NoEffects,
		Verify:  verifyReturn,
		Syntax:  &asm.OpSyntax{Parse: parseReturn, Print: printReturn},
	})
	reg.AddOp(&ir.OpDef{
		Name:             "func.call",
		Inherent:         []string{"callee"},
		Verify:           verifyCallAttr,
		VerifySymbolUses: verifyCallUses,
		Syntax:           &asm.OpSyntax{Parse: parseCall, Print: printCall},
	})
	reg.AddOp(&ir.OpDef{
		Name:   "func.call_indirect",
		Verify: verifyCallIndirect,
		Syntax: &asm.OpSyntax{Parse: parseCallIndirect, Print: printCallIndirect},
	})
	reg.AddOp(&ir.OpDef{
		Name:             "func.constant",
		Traits:           ir.ConstantLike,
		Effects:          ir.NoEffects,
		Inherent:         []string{"value"},
		VerifySymbolUses: verifyConstantUses,
		Syntax: &asm.OpSyntax{Parse: parseConstant, Print: printConstant,
			ResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
				set(op.Result(0), "f")
			}},
	})
}

// FunctionType returns the function type of a func.func op.
func FunctionType(op *ir.Operation) *ir.FunctionType {
	if t, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := t.Type.(*ir.FunctionType); ok {
			return ft
		}
	}
	return nil
}

func verifyFunc(op *ir.Operation) error {
	ta, ok := op.Attr("function_type").(*ir.TypeAttr)
	if !ok {
		return op.Errorf("requires attribute 'function_type'")
	}
	if _, ok := op.Attr("sym_name").(*ir.StringAttr); !ok {
		return op.Errorf("requires attribute 'sym_name'")
	}
	ft, ok := ta.Type.(*ir.FunctionType)
	if !ok {
		return op.Errorf("attribute 'function_type' failed to satisfy constraint: type attribute of function type")
	}
	if err := ir.VerifySymbolOp(op, false); err != nil {
		return err
	}
	if err := ir.VerifyArgAttrs(op, op.Attr("arg_attrs"), op.Attr("res_attrs")); err != nil {
		return err
	}
	if op.NumRegions() != 1 {
		return op.Errorf("requires one region")
	}
	body := op.Region(0)
	if body.Empty() {
		if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); !ok || v.Value == "public" {
			return op.Errorf("symbol declaration cannot have public visibility")
		}
		return nil
	}
	entry := body.First()
	if entry.NumArgs() != len(ft.Inputs) {
		return op.Errorf("entry block must have %d arguments to match function signature", len(ft.Inputs))
	}
	for i, a := range entry.Args() {
		if a.Type() != ft.Inputs[i] {
			return op.Errorf("type of entry block argument #%d('%s') must match the type of the corresponding argument in function signature('%s')",
				i, asm.TypeString(a.Type()), asm.TypeString(ft.Inputs[i]))
		}
	}
	return nil
}

// ParseFunctionOp, PrintFunctionOp and VerifyFunctionOp are
// function_interface_impl's parseFunctionOp and printFunctionOp (without
// variadic arguments) and the function op checks, for the function ops of
// other dialects (async.func).
func ParseFunctionOp(p *asm.Parser, st *ir.OperationState) { parseFunc(p, st) }

func PrintFunctionOp(pr *asm.Printer, op *ir.Operation) { printFunc(pr, op) }

func VerifyFunctionOp(op *ir.Operation) error { return verifyFunc(op) }

func parseFunc(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	for _, v := range []string{"public", "private", "nested"} {
		if p.ConsumeKeyword(v) {
			st.AddAttr("sym_visibility", ctx.String(v))
			break
		}
	}
	st.AddAttr("sym_name", ctx.String(p.ParseSymbolName()))
	args, results, resAttrs := ParseFunctionSignature(p)
	inputs := make([]ir.Type, len(args))
	for i, a := range args {
		inputs[i] = a.Type
	}
	st.AddAttr("function_type", ctx.TypeAttr(ctx.Function(inputs, results)))
	dictOff := p.Offset()
	extra := p.ParseOptionalAttrDictWithKeyword()
	for _, a := range extra {
		switch a.Name {
		case "sym_visibility", "sym_name", "function_type":
			p.ErrorAt(dictOff, "'%s' is an inferred attribute and should not be specified in the explicit attribute dictionary", a.Name)
		}
	}
	st.Attrs = append(st.Attrs, extra...)
	if anyAttrs := ArgAttrsArray(ctx, args); anyAttrs != nil {
		st.AddAttr("arg_attrs", anyAttrs)
	}
	if resArr := ResAttrsArray(ctx, resAttrs); resArr != nil {
		st.AddAttr("res_attrs", resArr)
	}
	body := st.AddRegion()
	regionOff := p.Offset()
	if p.ParseOptionalRegion(body, args, true) && body.Empty() {
		p.OpErrorAt(regionOff, "expected non-empty function body")
	}
}

// ParseFunctionSignature parses `(args) (-> results)?` as MLIR's
// function_interface_impl::parseFunctionSignatureWithArguments (without
// variadic `...`): named arguments with types, attributes and locations, or
// types alone, and result types with their attributes.
func ParseFunctionSignature(p *asm.Parser) ([]asm.Argument, []ir.Type, []*ir.DictionaryAttr) {
	ctx := p.Context()
	var args []asm.Argument
	p.CommaList(asm.DelimParen, "", func() {
		if p.IsValue() {
			a := p.ParseArgument(true, true)
			if len(args) > 0 && args[len(args)-1].Operand.Name == "" {
				p.OpErrorAt(a.Operand.Off, "expected type instead of SSA identifier")
			}
			args = append(args, a)
			return
		}
		off := p.Offset()
		if len(args) > 0 && args[len(args)-1].Operand.Name != "" {
			p.OpErrorAt(off, "expected SSA identifier")
		}
		var a asm.Argument
		a.Operand.Off = off
		a.Type = p.ParseType()
		if attrs := p.ParseOptionalAttrDict(); attrs != nil {
			a.Attrs = ctx.Dict(attrs)
		}
		a.Loc = p.ParseOptionalLocationSpecifier()
		args = append(args, a)
	})
	var results []ir.Type
	var resAttrs []*ir.DictionaryAttr
	if p.ConsumeIf("->") {
		if !p.ConsumeIf("(") {
			results = append(results, p.ParseType())
			resAttrs = append(resAttrs, nil)
		} else if !p.ConsumeIf(")") {
			p.CommaList(asm.DelimNone, "", func() {
				results = append(results, p.ParseType())
				var d *ir.DictionaryAttr
				if attrs := p.ParseOptionalAttrDict(); attrs != nil {
					d = ctx.Dict(attrs)
				}
				resAttrs = append(resAttrs, d)
			})
			p.Expect(")", "expected ')'")
		}
	}
	return args, results, resAttrs
}

// ArgAttrsArray is the `arg_attrs` array of a function's arguments, or nil
// when none has attributes.
func ArgAttrsArray(ctx *ir.Context, args []asm.Argument) ir.Attribute {
	ds := make([]*ir.DictionaryAttr, len(args))
	for i, a := range args {
		ds[i] = a.Attrs
	}
	return ResAttrsArray(ctx, ds)
}

// ResAttrsArray is the `res_attrs` array of result dictionaries (nil ones
// empty), or nil when all are empty.
func ResAttrsArray(ctx *ir.Context, ds []*ir.DictionaryAttr) ir.Attribute {
	any := false
	for _, d := range ds {
		if d.Len() > 0 {
			any = true
		}
	}
	if !any {
		return nil
	}
	elems := make([]ir.Attribute, len(ds))
	for i, d := range ds {
		if d == nil {
			elems[i] = ctx.EmptyDict()
		} else {
			elems[i] = d
		}
	}
	return ctx.Array(elems)
}

// DictAt returns the entries of the i-th dictionary of an arg_attrs or
// res_attrs array.
func DictAt(a ir.Attribute, i int) []ir.NamedAttr {
	arr, ok := a.(*ir.ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	if d, ok := arr.Elems[i].(*ir.DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}

func printFunc(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok {
		p.WriteString(v.Value)
		p.WriteString(" ")
	}
	name, _ := op.Attr("sym_name").(*ir.StringAttr)
	if name != nil {
		p.PrintSymbolName(name.Value)
	}
	ft := FunctionType(op)
	body := op.Region(0)
	external := body.Empty()
	argAttrs := op.Attr("arg_attrs")
	resAttrs := op.Attr("res_attrs")
	p.WriteString("(")
	if ft != nil {
		for i, t := range ft.Inputs {
			if i > 0 {
				p.WriteString(", ")
			}
			if !external && i < body.First().NumArgs() {
				p.PrintRegionArgument(body.First().Arg(i), DictAt(argAttrs, i))
			} else {
				p.PrintType(t)
				p.PrintOptionalAttrDict(DictAt(argAttrs, i), nil)
			}
		}
	}
	p.WriteString(")")
	if ft != nil && len(ft.Results) > 0 {
		p.WriteString(" -> ")
		_, isFn := ft.Results[0].(*ir.FunctionType)
		parens := len(ft.Results) > 1 || isFn || len(DictAt(resAttrs, 0)) > 0
		if parens {
			p.WriteString("(")
		}
		for i, t := range ft.Results {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
			p.PrintOptionalAttrDict(DictAt(resAttrs, i), nil)
		}
		if parens {
			p.WriteString(")")
		}
	}
	p.PrintOptionalAttrDictWithKeyword(asm.AllAttrs(op), []string{"sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"})
	if !external {
		p.WriteString(" ")
		p.PrintRegion(body, false, true, false)
	}
}

func enclosingFunc(op *ir.Operation) *ir.Operation {
	p := op.ParentOp()
	if p == nil || p.Name() != "func.func" {
		return nil
	}
	return p
}

func verifyReturn(op *ir.Operation) error {
	// The Terminator trait's check comes before the op's own.
	if b := op.Block(); b != nil && b.Last() != op {
		if fn := enclosingFunc(op); fn != nil {
			return op.Errorf("must be the last operation in the parent block")
		}
	}
	fn := enclosingFunc(op)
	if fn == nil {
		return op.Errorf("expects parent op 'func.func'")
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	name := ir.SymbolName(fn)
	if op.NumOperands() != len(ft.Results) {
		return op.Errorf("has %d operands, but enclosing function (@%s) returns %d", op.NumOperands(), name, len(ft.Results))
	}
	for i, t := range ft.Results {
		if op.Operand(i).Type() != t {
			return op.EmitError("type of return operand %d ('%s') doesn't match function result type ('%s') in function @%s",
				i, asm.TypeString(op.Operand(i).Type()), asm.TypeString(t), name)
		}
	}
	return nil
}

func parseReturn(p *asm.Parser, st *ir.OperationState) {
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	if p.IsValue() {
		off := p.Offset()
		ops := p.ParseOperandList(asm.DelimNone)
		types := p.ParseColonTypeList()
		st.Operands = p.ResolveAll(ops, types, off)
	}
}

func printReturn(p *asm.Printer, op *ir.Operation) {
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
	if op.NumOperands() > 0 {
		p.WriteString(" ")
		p.PrintOperands(op.Operands())
		p.WriteString(" : ")
		p.PrintTypes(op.OperandTypes())
	}
}

func verifyCallAttr(op *ir.Operation) error {
	c := op.Attr("callee")
	if c == nil {
		return op.Errorf("requires attribute 'callee'")
	}
	if s, ok := c.(*ir.SymbolRefAttr); !ok || len(s.Nested) > 0 {
		return op.Errorf("attribute 'callee' failed to satisfy constraint: flat symbol reference attribute")
	}
	return nil
}

func verifyCallUses(op *ir.Operation, syms *ir.SymbolTableCollection) error {
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok {
		return op.Errorf("requires a 'callee' symbol reference attribute")
	}
	fn := syms.LookupSymbolRef(op, ref)
	if fn == nil || fn.Name() != "func.func" {
		return op.Errorf("'%s' does not reference a valid function", ref.Root)
	}
	ft := FunctionType(fn)
	if ft == nil {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands() {
		return op.Errorf("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if op.Operand(i).Type() != t {
			return op.Errorf("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				asm.TypeString(t), asm.TypeString(op.Operand(i).Type()), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return op.Errorf("incorrect number of results for callee")
	}
	for i, t := range ft.Results {
		if op.Result(i).Type() != t {
			d := op.Errorf("result type mismatch at index %d", i)
			d.Note(op.Loc(), "      op result types: %s", typeList(op.ResultTypes()))
			d.Note(op.Loc(), "function result types: %s", typeList(ft.Results))
			return d
		}
	}
	return nil
}

func typeList(ts []ir.Type) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += "'" + asm.TypeString(t) + "'"
	}
	return s
}

func parseCall(p *asm.Parser, st *ir.OperationState) {
	calleeOff := p.Offset()
	callee := p.ParseAttribute()
	if s, ok := callee.(*ir.SymbolRefAttr); !ok || len(s.Nested) > 0 {
		p.ErrorAt(calleeOff, "custom op 'func.call' invalid kind of attribute specified")
	}
	st.AddAttr("callee", callee)
	off := p.Offset()
	ops := p.ParseOperandList(asm.DelimParen)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	p.Expect(":", "expected ':'")
	typeOff := p.Offset()
	t := p.ParseType()
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		p.ErrorAt(typeOff, "expected a function type")
	}
	st.Types = ft.Results
	st.Operands = p.ResolveAll(ops, ft.Inputs, off)
}

func printCall(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintAttributeWithoutType(op.Attr("callee"))
	p.WriteString("(")
	p.PrintOperands(op.Operands())
	p.WriteString(")")
	p.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"callee"})
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
}

func verifyCallIndirect(op *ir.Operation) error {
	if op.NumOperands() == 0 {
		return op.Errorf("requires a callee operand")
	}
	ft, ok := op.Operand(0).Type().(*ir.FunctionType)
	if !ok {
		return op.Errorf("operand #0 must be function type, but got '%s'", asm.TypeString(op.Operand(0).Type()))
	}
	if len(ft.Inputs) != op.NumOperands()-1 {
		return op.Errorf("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if op.Operand(i+1).Type() != t {
			return op.Errorf("operand type mismatch: expected operand type '%s', but provided '%s' for operand number %d",
				asm.TypeString(t), asm.TypeString(op.Operand(i+1).Type()), i)
		}
	}
	if len(ft.Results) != op.NumResults() {
		return op.Errorf("incorrect number of results for callee")
	}
	return nil
}

func parseCallIndirect(p *asm.Parser, st *ir.OperationState) {
	callee := p.ParseOperand()
	off := p.Offset()
	ops := p.ParseOperandList(asm.DelimParen)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	p.Expect(":", "expected ':'")
	typeOff := p.Offset()
	t := p.ParseType()
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		p.ErrorAt(typeOff, "expected function type")
	}
	st.Types = ft.Results
	st.Operands = append([]*ir.Value{p.Resolve(callee, ft)}, p.ResolveAll(ops, ft.Inputs, off)...)
}

func printCallIndirect(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperand(op.Operand(0))
	p.WriteString("(")
	p.PrintOperands(op.Operands()[1:])
	p.WriteString(")")
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

func verifyConstantUses(op *ir.Operation, syms *ir.SymbolTableCollection) error {
	ref, ok := op.Attr("value").(*ir.SymbolRefAttr)
	if !ok {
		return op.Errorf("requires attribute 'value'")
	}
	// ConstantOp::verify looks the name up in the enclosing builtin.module
	// itself, not in the nearest symbol table.
	var fn *ir.Operation
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Name() == "builtin.module" {
			fn = syms.LookupSymbolIn(p, ref.Root)
			break
		}
	}
	if fn == nil || fn.Name() != "func.func" {
		return op.Errorf("reference to undefined function '%s'", ref.Root)
	}
	if ft := FunctionType(fn); ft != nil && op.NumResults() == 1 && ir.Type(ft) != op.Result(0).Type() {
		return op.Errorf("reference to function with mismatched type")
	}
	return nil
}

func parseConstant(p *asm.Parser, st *ir.OperationState) {
	st.AddAttr("value", p.ParseAttribute())
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	st.Types = []ir.Type{p.ParseColonType()}
}

func printConstant(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintAttributeWithoutType(op.Attr("value"))
	p.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"value"})
	p.WriteString(" : ")
	p.PrintTypes(op.ResultTypes())
}
