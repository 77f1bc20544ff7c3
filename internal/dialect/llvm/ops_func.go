package llvm

import (
	"strconv"

	"gpuc/internal/asm"
	"gpuc/internal/dialect/funcd"
	"gpuc/internal/ir"
)

// llvm.func, ported from MLIR 19's LLVMDialect.cpp (LLVMFuncOp) and
// FunctionImplementation.cpp.

func init() {
	h := hook("llvm.func")
	h.Syntax = &asm.OpSyntax{Parse: parseFunc, Print: printFunc}
	h.Verify = verifyFunc
	h.VerifyRegions = verifyFuncRegions
	h.Traits |= ir.Symbol
}

// FuncType returns the function type of an llvm.func op, or nil.
func FuncType(op *ir.Operation) *FunctionType {
	if ta, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := ta.Type.(*FunctionType); ok {
			return ft
		}
	}
	return nil
}

// parseFunctionArgumentList is function_interface_impl's: `(` arguments
// `)` where all or none of the arguments are named, and `...` ends a
// variadic list.
func parseFunctionArgumentList(p *asm.Parser, st *ir.OperationState, allowVariadic bool) (args []asm.Argument, isVariadic bool) {
	ctx := p.Context()
	p.CommaList(asm.DelimParen, "", func() {
		if isVariadic {
			opErrorAt(p, st, p.Offset(), "variadic arguments must be in the end of the argument list")
		}
		if allowVariadic && p.ConsumeIf("...") {
			isVariadic = true
			return
		}
		if p.IsValue() {
			a := p.ParseArgument(true, true)
			if len(args) > 0 && args[len(args)-1].Operand.Name == "" {
				opErrorAt(p, st, a.Operand.Off, "expected type instead of SSA identifier")
			}
			args = append(args, a)
			return
		}
		off := p.Offset()
		if len(args) > 0 && args[len(args)-1].Operand.Name != "" {
			opErrorAt(p, st, off, "expected SSA identifier")
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
	return args, isVariadic
}

// parseFunctionResultList parses `-> type` or `-> (type {attrs}, ...)`.
func parseFunctionResultList(p *asm.Parser) (results []ir.Type, resAttrs []*ir.DictionaryAttr) {
	ctx := p.Context()
	if !p.ConsumeIf("(") {
		results = append(results, p.ParseNonFunctionType())
		resAttrs = append(resAttrs, nil)
		return
	}
	if p.ConsumeIf(")") {
		return
	}
	p.CommaList(asm.DelimNone, "", func() {
		results = append(results, p.ParseType())
		var d *ir.DictionaryAttr
		if attrs := p.ParseOptionalAttrDict(); attrs != nil {
			d = ctx.Dict(attrs)
		}
		resAttrs = append(resAttrs, d)
	})
	p.Expect(")", "expected ')'")
	return
}

func parseFunc(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	i64 := ctx.I(64)
	st.AddAttr("linkage", LinkageAttr(ctx, parseOptionalEnumKeyword(p, enLinkage, LinkageExternal)))
	st.AddAttr("visibility_", ctx.IntegerAttrInt64(i64, int64(parseOptionalEnumKeyword(p, enVisibility, 0))))
	st.AddAttr("unnamed_addr", ctx.IntegerAttrInt64(i64, int64(parseOptionalEnumKeyword(p, enUnnamedAddr, 0))))
	st.AddAttr("CConv", CConvAttr(ctx, parseOptionalEnumKeyword(p, enCConv, 0)))

	sigLoc := p.Offset()
	st.AddAttr("sym_name", ctx.String(parseSymbolName(p, st)))
	args, isVariadic := parseFunctionArgumentList(p, st, true)
	var results []ir.Type
	var resAttrs []*ir.DictionaryAttr
	if p.ConsumeIf("->") {
		results, resAttrs = parseFunctionResultList(p)
	}
	inputs := make([]ir.Type, len(args))
	for i, a := range args {
		inputs[i] = a.Type
	}
	st.AddAttr("function_type", ctx.TypeAttr(buildLLVMFunctionType(p, st, sigLoc, inputs, results, isVariadic)))

	if p.ConsumeKeyword("vscale_range") {
		p.Expect("(", "expected '('")
		minR := int64(p.ParseIntegerOfWidth(64, true))
		p.Expect(",", "expected ','")
		maxR := int64(p.ParseIntegerOfWidth(64, true))
		p.Expect(")", "expected ')'")
		i32 := ctx.I(32)
		st.AddAttr("vscale_range", NewAttr(ctx, "vscale_range",
			ctx.IntegerAttrInt64(i32, minR), ctx.IntegerAttrInt64(i32, maxR)))
	}
	if p.ConsumeKeyword("comdat") {
		p.Expect("(", "expected '('")
		off := p.Offset()
		c := p.ParseAttribute()
		if _, ok := c.(*ir.SymbolRefAttr); !ok {
			opErrorAt(p, st, off, "invalid kind of attribute specified")
		}
		p.Expect(")", "expected ')'")
		st.AddAttr("comdat", c)
	}
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDictWithKeyword()...)
	if a := funcd.ArgAttrsArray(ctx, args); a != nil {
		st.AddAttr("arg_attrs", a)
	}
	if a := funcd.ResAttrsArray(ctx, resAttrs); a != nil {
		st.AddAttr("res_attrs", a)
	}
	body := st.AddRegion()
	p.ParseOptionalRegion(body, args, true)
}

// buildLLVMFunctionType checks the signature and builds the LLVM function
// type (void for no result).
func buildLLVMFunctionType(p *asm.Parser, st *ir.OperationState, loc int, inputs, outputs []ir.Type, variadic bool) *FunctionType {
	ctx := p.Context()
	if len(outputs) > 1 {
		opErrorAt(p, st, loc, "failed to construct function type: expected zero or one function result")
	}
	for _, t := range inputs {
		if !IsCompatibleType(t) {
			opErrorAt(p, st, loc, "failed to construct function type: expected LLVM type for function arguments")
		}
	}
	var out ir.Type = Void(ctx)
	if len(outputs) == 1 {
		out = outputs[0]
	}
	if !IsCompatibleType(out) {
		opErrorAt(p, st, loc, "failed to construct function type: expected LLVM type for function results%s", quoteType(out))
	}
	return Func(ctx, out, inputs, variadic)
}

func printFunc(pr *asm.Printer, op *ir.Operation) {
	pr.WriteString(" ")
	if l := enumAttrValue(op.Attr("linkage"), LinkageExternal); l != LinkageExternal {
		pr.WriteString(enumString(enLinkage, l) + " ")
	}
	if v := enumString(enVisibility, uint64(intAttrValue(op.Attr("visibility_"), 0))); v != "" {
		pr.WriteString(v + " ")
	}
	if ua := op.Attr("unnamed_addr"); ua != nil {
		if s := enumString(enUnnamedAddr, uint64(intAttrValue(ua, 0))); s != "" {
			pr.WriteString(s + " ")
		}
	}
	if cc := enumAttrValue(op.Attr("CConv"), 0); cc != 0 {
		pr.WriteString(enumString(enCConv, cc) + " ")
	}
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		pr.PrintSymbolName(n.Value)
	}
	ft := FuncType(op)
	var argTypes, resTypes []ir.Type
	varArg := false
	if ft != nil {
		argTypes = ft.Params
		if _, void := ft.Result.(*VoidType); !void {
			resTypes = []ir.Type{ft.Result}
		}
		varArg = ft.VarArg
	}
	printFunctionSignature(pr, op, argTypes, varArg, resTypes)
	if vr, ok := op.Attr("vscale_range").(*Attr); ok {
		pr.WriteString(" vscale_range(" + strconv.FormatInt(intAttrValue(vr.GetAttr("minRange"), 0), 10) + ", " +
			strconv.FormatInt(intAttrValue(vr.GetAttr("maxRange"), 0), 10) + ")")
	}
	if c := op.Attr("comdat"); c != nil {
		pr.WriteString(" comdat(")
		pr.PrintAttribute(c)
		pr.WriteString(")")
	}
	pr.PrintOptionalAttrDictWithKeyword(asm.AllAttrs(op), []string{"sym_name", "function_type", "arg_attrs", "res_attrs",
		"linkage", "CConv", "visibility_", "comdat", "unnamed_addr", "vscale_range"})
	if body := op.Region(0); !body.Empty() {
		pr.WriteString(" ")
		pr.PrintRegion(body, false, true, false)
	}
}

// printFunctionSignature is function_interface_impl::printFunctionSignature.
func printFunctionSignature(pr *asm.Printer, op *ir.Operation, argTypes []ir.Type, isVariadic bool, resultTypes []ir.Type) {
	body := op.Region(0)
	external := body.Empty()
	argAttrs := op.Attr("arg_attrs")
	pr.WriteString("(")
	for i, t := range argTypes {
		if i > 0 {
			pr.WriteString(", ")
		}
		if !external && i < body.First().NumArgs() {
			pr.PrintRegionArgument(body.First().Arg(i), funcd.DictAt(argAttrs, i))
		} else {
			pr.PrintType(t)
			pr.PrintOptionalAttrDict(funcd.DictAt(argAttrs, i), nil)
		}
	}
	if isVariadic {
		if len(argTypes) > 0 {
			pr.WriteString(", ")
		}
		pr.WriteString("...")
	}
	pr.WriteString(")")
	if len(resultTypes) > 0 {
		pr.WriteString(" -> ")
		resAttrs := op.Attr("res_attrs")
		_, isFn := resultTypes[0].(*ir.FunctionType)
		parens := len(resultTypes) > 1 || isFn || len(funcd.DictAt(resAttrs, 0)) > 0
		if parens {
			pr.WriteString("(")
		}
		for i, t := range resultTypes {
			if i > 0 {
				pr.WriteString(", ")
			}
			pr.PrintType(t)
			pr.PrintOptionalAttrDict(funcd.DictAt(resAttrs, i), nil)
		}
		if parens {
			pr.WriteString(")")
		}
	}
}

func verifyFunc(op *ir.Operation) error {
	if err := verifySymbolInterface(op); err != nil {
		return err
	}
	if err := verifyFunctionInterface(op); err != nil {
		return err
	}
	linkage := enumAttrValue(op.Attr("linkage"), LinkageExternal)
	if linkage == LinkageCommon {
		return op.Errorf("functions cannot have 'common' linkage")
	}
	if err := verifyComdat(op); err != nil {
		return err
	}
	if op.Region(0).Empty() {
		if linkage != LinkageExternal && linkage != 7 /* extern_weak */ {
			return op.Errorf("external functions must have 'external' or 'extern_weak' linkage")
		}
		return nil
	}
	noInline, alwaysInline := hasAttr(op, "no_inline"), hasAttr(op, "always_inline")
	if noInline && alwaysInline {
		return op.EmitError("no_inline and always_inline attributes are incompatible")
	}
	if hasAttr(op, "optimize_none") && !noInline {
		return op.Errorf("with optimize_none must also be no_inline")
	}
	var padType ir.Type
	var msg string
	op.Walk(func(o *ir.Operation) ir.WalkResult {
		var t ir.Type
		var m string
		switch o.Name() {
		case "llvm.landingpad":
			if o.NumResults() == 0 {
				return ir.Advance
			}
			t, m = o.Result(0).Type(), "'llvm.landingpad' should have a consistent result type inside a function"
		case "llvm.resume":
			if o.NumOperands() == 0 {
				return ir.Advance
			}
			t, m = o.Operand(0).Type(), "'llvm.resume' should have a consistent input type inside a function"
		default:
			return ir.Advance
		}
		if padType == nil {
			padType = t
			return ir.Advance
		}
		if padType != t {
			msg = m
			return ir.Interrupt
		}
		return ir.Advance
	})
	if msg != "" {
		return op.EmitError("%s", msg)
	}
	return nil
}

// verifyFunctionInterface is FunctionOpInterface's trait verifier: argument
// and result attribute counts and the entry block signature.
func verifyFunctionInterface(op *ir.Operation) error {
	ft := FuncType(op)
	if ft == nil {
		return nil
	}
	if aa, ok := op.Attr("arg_attrs").(*ir.ArrayAttr); ok {
		if len(aa.Elems) != len(ft.Params) {
			return op.Errorf("expects argument attribute array to have the same number of elements as the number of function arguments, got %d, but expected %d", len(aa.Elems), len(ft.Params))
		}
		for i, e := range aa.Elems {
			if _, ok := e.(*ir.DictionaryAttr); !ok {
				return op.Errorf("expects argument attribute dictionary to be a DictionaryAttr, but got `%s`", asm.AttrString(e))
			}
			_ = i
		}
	}
	nres := 1
	if _, void := ft.Result.(*VoidType); void {
		nres = 0
	}
	if ra, ok := op.Attr("res_attrs").(*ir.ArrayAttr); ok {
		if len(ra.Elems) != nres {
			return op.Errorf("expects result attribute array to have the same number of elements as the number of function results, got %d, but expected %d", len(ra.Elems), nres)
		}
	}
	// Dialect argument and result attributes (nvvm.grid_constant, ...).
	if err := ir.VerifyArgAttrs(op, op.Attr("arg_attrs"), op.Attr("res_attrs")); err != nil {
		return err
	}
	body := op.Region(0)
	if body.Empty() {
		return nil
	}
	entry := body.First()
	if entry.NumArgs() != len(ft.Params) {
		return op.Errorf("entry block must have %d arguments to match function signature", len(ft.Params))
	}
	for i, a := range entry.Args() {
		if a.Type() != ft.Params[i] {
			return op.Errorf("type of entry block argument #%d(%s) must match the type of the corresponding argument in function signature(%s)",
				i, quoteType(a.Type()), quoteType(ft.Params[i]))
		}
	}
	return nil
}

func verifyFuncRegions(op *ir.Operation) error {
	body := op.Region(0)
	ft := FuncType(op)
	if body.Empty() || ft == nil {
		return nil
	}
	entry := body.First()
	for i := 0; i < len(ft.Params) && i < entry.NumArgs(); i++ {
		if !IsCompatibleType(entry.Arg(i).Type()) {
			return op.Errorf("entry block argument #%d is not of LLVM type", i)
		}
	}
	return nil
}

// verifySymbolInterface is SymbolOpInterface's verifier: the name and
// visibility attributes, and a parent symbol table.
func verifySymbolInterface(op *ir.Operation) error {
	if err := ir.VerifySymbolOp(op, false); err != nil {
		return err
	}
	if p := op.ParentOp(); p != nil && !p.HasTrait(ir.SymbolTable) && p.IsRegistered() {
		return op.Errorf("symbol's parent must have the SymbolTable trait")
	}
	return nil
}

// verifyComdat checks that a comdat attribute names a comdat selector.
func verifyComdat(op *ir.Operation) error {
	ref, ok := op.Attr("comdat").(*ir.SymbolRefAttr)
	if !ok {
		return nil
	}
	sel := ir.LookupSymbolRef(op, ref)
	if sel == nil || sel.Name() != "llvm.comdat_selector" {
		return op.EmitError("expected comdat symbol")
	}
	return nil
}
