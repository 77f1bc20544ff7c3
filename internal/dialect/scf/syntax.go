package scf

import (
	"gpuc/internal/asm"
	"gpuc/internal/dialect/memref"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Custom assembly of the scf ops, ported from mlir/lib/Dialect/SCF/IR/SCF.cpp
// (MLIR 19).

func init() {
	hook("scf.for").Syntax = &asm.OpSyntax{Parse: parseFor, Print: printFor}
	hook("scf.if").Syntax = &asm.OpSyntax{Parse: parseIf, Print: printIf}
	hook("scf.while").Syntax = &asm.OpSyntax{Parse: parseWhile, Print: printWhile}
	hook("scf.parallel").Syntax = &asm.OpSyntax{Parse: parseParallel, Print: printParallel}
	hook("scf.execute_region").Syntax = &asm.OpSyntax{Parse: parseExecuteRegion, Print: printExecuteRegion}
	hook("scf.forall").Syntax = &asm.OpSyntax{Parse: parseForall, Print: printForall}
	hook("scf.forall.in_parallel").Syntax = &asm.OpSyntax{Parse: parseInParallel, Print: printInParallel}
	// scf.index_switch has a declarative format, but its default region is
	// printed with the SingleBlockImplicitTerminator rule (terminator elided
	// when it has no operands, results or attributes), so the whole op is
	// written by hand here; SwitchCases is also registered as a directive.
	hook("scf.index_switch").Syntax = &asm.OpSyntax{Parse: parseIndexSwitch, Print: printIndexSwitch}
	directives["SwitchCases"] = &ods.Directive{Parse: parseSwitchCasesDirective, Print: printSwitchCasesDirective}
}

// --- scf.for -------------------------------------------------------------------

func parseFor(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	iv := asm.Argument{Operand: p.ParseOperand()}
	p.Expect("=", "expected '='")
	lb := p.ParseOperand()
	expectKeyword(p, st, "to")
	ub := p.ParseOperand()
	expectKeyword(p, st, "step")
	step := p.ParseOperand()

	args := []asm.Argument{iv}
	var inits []asm.UnresolvedOperand
	hasIterArgs := p.ConsumeKeyword("iter_args")
	if hasIterArgs {
		parseAssignmentList(p, &args, &inits)
		p.Expect("->", "expected '->'")
		st.Types = p.ParseFunctionResultTypes()
	}
	if len(args) != len(st.Types)+1 {
		failAt(p, st, "mismatch in number of loop-carried values and defined values")
	}
	var t ir.Type = ctx.Index()
	if p.ConsumeIf(":") {
		t = p.ParseType()
	}
	args[0].Type = t
	st.Operands = append(st.Operands, p.Resolve(lb, t), p.Resolve(ub, t), p.Resolve(step, t))
	for i, u := range inits {
		args[i+1].Type = st.Types[i]
		st.Operands = append(st.Operands, p.Resolve(u, st.Types[i]))
	}
	body := st.AddRegion()
	p.ParseRegion(body, args, false)
	ensureTerminator(ctx, body, "scf.yield", st.Loc)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
}

func printFor(p *asm.Printer, op *ir.Operation) {
	body := entryBlock(op, 0)
	ops := op.Operands()
	p.WriteString(" ")
	if body != nil && body.NumArgs() > 0 {
		p.PrintOperand(body.Arg(0))
	}
	if len(ops) >= 3 {
		p.WriteString(" = ")
		p.PrintOperand(ops[0])
		p.WriteString(" to ")
		p.PrintOperand(ops[1])
		p.WriteString(" step ")
		p.PrintOperand(ops[2])
	}
	var inits []*ir.Value
	if len(ops) > 3 {
		inits = ops[3:]
	}
	var iterArgs []*ir.Value
	if body != nil && body.NumArgs() > 0 {
		iterArgs = body.Args()[1:]
	}
	printInitializationList(p, iterArgs, inits, " iter_args")
	if len(inits) > 0 {
		p.WriteString(" -> (")
		for i, v := range inits {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(v.Type())
		}
		p.WriteString(")")
	}
	p.WriteString(" ")
	if body != nil && body.NumArgs() > 0 && !isIndex(body.Arg(0).Type()) {
		p.WriteString(" : ")
		p.PrintType(body.Arg(0).Type())
		p.WriteString(" ")
	}
	p.PrintRegion(op.Region(0), false, len(inits) > 0, false)
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
}

// entryBlock returns the entry block of region i of op, or nil.
func entryBlock(op *ir.Operation, i int) *ir.Block {
	if i >= op.NumRegions() {
		return nil
	}
	return op.Region(i).First()
}

// --- scf.if --------------------------------------------------------------------

func parseIf(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	thenR := st.AddRegion()
	elseR := st.AddRegion()
	cond := p.ParseOperand()
	st.Operands = append(st.Operands, p.Resolve(cond, ctx.I(1)))
	st.Types = p.ParseOptionalArrowTypeList()
	p.ParseRegion(thenR, nil, false)
	ensureTerminator(ctx, thenR, "scf.yield", st.Loc)
	if p.ConsumeKeyword("else") {
		p.ParseRegion(elseR, nil, false)
		ensureTerminator(ctx, elseR, "scf.yield", st.Loc)
	}
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
}

func printIf(p *asm.Printer, op *ir.Operation) {
	printTerms := false
	p.WriteString(" ")
	if op.NumOperands() > 0 {
		p.PrintOperand(op.Operand(0))
	}
	if op.NumResults() > 0 {
		p.WriteString(" -> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(")")
		printTerms = true
	}
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, printTerms, false)
	if op.NumRegions() > 1 && !op.Region(1).Empty() {
		p.WriteString(" else ")
		p.PrintRegion(op.Region(1), false, printTerms, false)
	}
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
}

// --- scf.while -----------------------------------------------------------------

func parseWhile(p *asm.Parser, st *ir.OperationState) {
	var args []asm.Argument
	var ops []asm.UnresolvedOperand
	before := st.AddRegion()
	after := st.AddRegion()
	if p.Is("(") {
		parseAssignmentList(p, &args, &ops)
	}
	typeOff := p.Offset()
	p.Expect(":", "expected ':'")
	t := p.ParseType()
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		opErrorAt(p, st, typeOff, "invalid kind of type specified")
	}
	st.Types = ft.Results
	if len(ft.Inputs) != len(ops) {
		opErrorAt(p, st, typeOff, "expected as many input types as operands (expected %d got %d)", len(ops), len(ft.Inputs))
	}
	for i, u := range ops {
		st.Operands = append(st.Operands, p.Resolve(u, ft.Inputs[i]))
		args[i].Type = ft.Inputs[i]
	}
	p.ParseRegion(before, args, false)
	expectKeyword(p, st, "do")
	p.ParseRegion(after, nil, false)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDictWithKeyword()...)
}

func printWhile(p *asm.Printer, op *ir.Operation) {
	var beforeArgs []*ir.Value
	if b := entryBlock(op, 0); b != nil {
		beforeArgs = b.Args()
	}
	printInitializationList(p, beforeArgs, op.Operands(), " ")
	p.WriteString(" : ")
	p.PrintFunctionalType(op)
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.WriteString(" do ")
	p.PrintRegion(op.Region(1), true, true, false)
	p.PrintOptionalAttrDictWithKeyword(asm.AllAttrs(op), nil)
}

// --- scf.parallel --------------------------------------------------------------

// parseOperandListCount parses `(ops)` and checks the count, as MLIR's
// parseOperandList with a required operand count.
func parseOperandListCount(p *asm.Parser, st *ir.OperationState, n int) []asm.UnresolvedOperand {
	off := p.Offset()
	ops := p.ParseOperandList(asm.DelimParen)
	if len(ops) != n {
		opErrorAt(p, st, off, "expected %d operands", n)
	}
	return ops
}

func parseParallel(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	idx := ctx.Index()
	var ivs []asm.Argument
	p.CommaList(asm.DelimParen, " in argument list", func() { ivs = append(ivs, p.ParseArgument(false, false)) })
	p.Expect("=", "expected '='")
	lower := parseOperandListCount(p, st, len(ivs))
	for _, u := range lower {
		st.Operands = append(st.Operands, p.Resolve(u, idx))
	}
	expectKeyword(p, st, "to")
	upper := parseOperandListCount(p, st, len(ivs))
	for _, u := range upper {
		st.Operands = append(st.Operands, p.Resolve(u, idx))
	}
	expectKeyword(p, st, "step")
	steps := parseOperandListCount(p, st, len(ivs))
	for _, u := range steps {
		st.Operands = append(st.Operands, p.Resolve(u, idx))
	}
	var inits []asm.UnresolvedOperand
	if p.ConsumeKeyword("init") {
		inits = p.ParseOperandList(asm.DelimParen)
	}
	st.Types = p.ParseOptionalArrowTypeList()
	body := st.AddRegion()
	for i := range ivs {
		ivs[i].Type = idx
	}
	p.ParseRegion(body, ivs, false)
	st.AddAttr("operandSegmentSizes", segmentsAttr(ctx, len(lower), len(upper), len(steps), len(inits)))
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	if len(inits) != len(st.Types) {
		failAt(p, st, "%d operands present, but expected %d", len(inits), len(st.Types))
	}
	for i, u := range inits {
		st.Operands = append(st.Operands, p.Resolve(u, st.Types[i]))
	}
	ensureTerminator(ctx, body, "scf.reduce", st.Loc)
}

func printParallel(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" (")
	if b := entryBlock(op, 0); b != nil {
		p.PrintOperands(b.Args())
	}
	p.WriteString(") = (")
	p.PrintOperands(operandGroup(op, 0))
	p.WriteString(") to (")
	p.PrintOperands(operandGroup(op, 1))
	p.WriteString(") step (")
	p.PrintOperands(operandGroup(op, 2))
	p.WriteString(")")
	if inits := operandGroup(op, 3); len(inits) > 0 {
		p.WriteString(" init (")
		p.PrintOperands(inits)
		p.WriteString(")")
	}
	p.PrintArrowTypeList(op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"operandSegmentSizes"})
}

// --- scf.execute_region --------------------------------------------------------

func parseExecuteRegion(p *asm.Parser, st *ir.OperationState) {
	st.Types = p.ParseOptionalArrowTypeList()
	body := st.AddRegion()
	p.ParseRegion(body, nil, false)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
}

func printExecuteRegion(p *asm.Printer, op *ir.Operation) {
	p.PrintArrowTypeList(op.ResultTypes())
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
}

// --- scf.forall ----------------------------------------------------------------

func parseForall(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	idx := ctx.Index()
	var ivs []asm.Argument
	p.CommaList(asm.DelimParen, " in argument list", func() { ivs = append(ivs, p.ParseArgument(false, false)) })

	var lbs, ubs, steps []asm.UnresolvedOperand
	var staticLbs, staticUbs, staticSteps []int64
	resolve := func(us []asm.UnresolvedOperand) {
		for _, u := range us {
			st.Operands = append(st.Operands, p.Resolve(u, idx))
		}
	}
	if p.ConsumeKeyword("in") {
		ubs, staticUbs = memref.ParseDynamicIndexList(p, st, asm.DelimParen)
		resolve(ubs)
		n := len(ivs)
		staticLbs = make([]int64, n)
		staticSteps = make([]int64, n)
		for i := range staticSteps {
			staticSteps[i] = 1
		}
	} else {
		p.Expect("=", "expected '='")
		lbs, staticLbs = memref.ParseDynamicIndexList(p, st, asm.DelimParen)
		resolve(lbs)
		expectKeyword(p, st, "to")
		ubs, staticUbs = memref.ParseDynamicIndexList(p, st, asm.DelimParen)
		resolve(ubs)
		expectKeyword(p, st, "step")
		steps, staticSteps = memref.ParseDynamicIndexList(p, st, asm.DelimParen)
		resolve(steps)
	}

	var outArgs []asm.Argument
	var outs []asm.UnresolvedOperand
	outOff := p.Offset()
	if p.ConsumeKeyword("shared_outs") {
		parseAssignmentList(p, &outArgs, &outs)
		st.Types = p.ParseOptionalArrowTypeList()
		if len(outs) != len(st.Types) {
			opErrorAt(p, st, outOff, "%d operands present, but expected %d", len(outs), len(st.Types))
		}
		for i, u := range outs {
			st.Operands = append(st.Operands, p.Resolve(u, st.Types[i]))
		}
	}
	var args []asm.Argument
	for _, iv := range ivs {
		iv.Type = idx
		args = append(args, iv)
	}
	for i, a := range outArgs {
		a.Type = st.Types[i]
		args = append(args, a)
	}
	body := st.AddRegion()
	p.ParseRegion(body, args, false)
	ensureForallTerminator(ctx, body, st.Loc)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	st.AddAttr("staticLowerBound", ctx.DenseArray(ctx.I(64), orEmpty(staticLbs), nil))
	st.AddAttr("staticUpperBound", ctx.DenseArray(ctx.I(64), orEmpty(staticUbs), nil))
	st.AddAttr("staticStep", ctx.DenseArray(ctx.I(64), orEmpty(staticSteps), nil))
	st.AddAttr("operandSegmentSizes", segmentsAttr(ctx, len(lbs), len(ubs), len(steps), len(outs)))
}

func orEmpty(v []int64) []int64 {
	if v == nil {
		return []int64{}
	}
	return v
}

// ensureForallTerminator adds an scf.forall.in_parallel with an empty
// block when the body lacks a terminator (ForallOp::ensureTerminator).
func ensureForallTerminator(ctx *ir.Context, r *ir.Region, loc ir.Location) {
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	b := r.Last()
	if last := b.Last(); last != nil && last.HasTrait(ir.Terminator) {
		if last.Name() == "scf.forall.in_parallel" && last.NumRegions() > 0 && last.Region(0).Empty() {
			last.Region(0).Append(ir.NewBlock())
		}
		return
	}
	inner := &ir.Region{}
	inner.Append(ir.NewBlock())
	b.Append(ctx.Create(&ir.OperationState{Name: "scf.forall.in_parallel", Loc: loc, Regions: []*ir.Region{inner}}))
}

func staticInts(op *ir.Operation, name string) []int64 {
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		return a.Ints
	}
	return nil
}

// mixedAllEqual reports whether every entry of a static/dynamic list is the
// constant val (dynamic entries count when defined by a constant).
func mixedAllEqual(static []int64, dyn []*ir.Value, val int64) bool {
	j := 0
	for _, s := range static {
		if s == memref.Dynamic {
			if j >= len(dyn) {
				return false
			}
			c, ok := constantInt(dyn[j])
			j++
			if !ok || c != val {
				return false
			}
			continue
		}
		if s != val {
			return false
		}
	}
	return true
}

func printForall(p *asm.Printer, op *ir.Operation) {
	body := entryBlock(op, 0)
	sLb, sUb, sStep := staticInts(op, "staticLowerBound"), staticInts(op, "staticUpperBound"), staticInts(op, "staticStep")
	dLb, dUb, dStep, outs := operandGroup(op, 0), operandGroup(op, 1), operandGroup(op, 2), operandGroup(op, 3)
	rank := len(sLb)
	var ivs, outArgs []*ir.Value
	if body != nil {
		args := body.Args()
		if rank <= len(args) {
			ivs, outArgs = args[:rank], args[rank:]
		} else {
			ivs = args
		}
	}
	p.WriteString(" (")
	p.PrintOperands(ivs)
	if mixedAllEqual(sLb, dLb, 0) && mixedAllEqual(sStep, dStep, 1) {
		p.WriteString(") in ")
		memref.PrintDynamicIndexList(p, dUb, sUb, asm.DelimParen)
	} else {
		p.WriteString(") = ")
		memref.PrintDynamicIndexList(p, dLb, sLb, asm.DelimParen)
		p.WriteString(" to ")
		memref.PrintDynamicIndexList(p, dUb, sUb, asm.DelimParen)
		p.WriteString(" step ")
		memref.PrintDynamicIndexList(p, dStep, sStep, asm.DelimParen)
	}
	printInitializationList(p, outArgs, outs, " shared_outs")
	p.WriteString(" ")
	if len(outArgs) > 0 {
		p.WriteString("-> (")
		p.PrintTypes(op.ResultTypes())
		p.WriteString(") ")
	}
	p.PrintRegion(op.Region(0), false, op.NumResults() > 0, false)
	p.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"})
}

func parseInParallel(p *asm.Parser, st *ir.OperationState) {
	r := st.AddRegion()
	p.ParseRegion(r, nil, false)
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
}

func printInParallel(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintRegion(op.Region(0), false, false, false)
	p.PrintOptionalAttrDict(asm.AllAttrs(op), nil)
}

// --- scf.index_switch ----------------------------------------------------------

// parseSwitchCases parses `(case N region)*`.
func parseSwitchCases(p *asm.Parser, st *ir.OperationState) ([]int64, []*ir.Region) {
	var values []int64
	var regions []*ir.Region
	for p.ConsumeKeyword("case") {
		r := &ir.Region{}
		v := parseInteger(p, st)
		p.ParseRegion(r, nil, false)
		values = append(values, v)
		regions = append(regions, r)
	}
	return values, regions
}

func printSwitchCases(p *asm.Printer, cases []int64, regions []*ir.Region) {
	for i, v := range cases {
		if i >= len(regions) {
			break
		}
		p.PrintNewlineAndIndent()
		p.WriteString("case ")
		p.WriteString(itoa(v))
		p.WriteString(" ")
		p.PrintRegion(regions[i], false, true, false)
	}
}

func parseSwitchCasesDirective(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	values, regions := parseSwitchCases(p, st)
	ctx := p.Context()
	for _, a := range args {
		switch a.Kind {
		case ods.SlotAttr:
			a.Attr = ctx.DenseArray(ctx.I(64), orEmpty(values), nil)
		case ods.SlotRegion:
			a.Regions = regions
		}
	}
}

func printSwitchCasesDirective(p *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	var cases []int64
	var regions []*ir.Region
	for _, a := range args {
		switch a.Kind {
		case ods.SlotAttr:
			if d, ok := a.Attr.(*ir.DenseArrayAttr); ok {
				cases = d.Ints
			}
		case ods.SlotRegion:
			regions = a.Regions
		}
	}
	printSwitchCases(p, cases, regions)
}

func parseIndexSwitch(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	arg := p.ParseOperand()
	st.Operands = append(st.Operands, p.Resolve(arg, ctx.Index()))
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	if p.ConsumeIf("->") {
		st.Types = p.ParseTypeListNoParens()
	}
	values, regions := parseSwitchCases(p, st)
	st.AddAttr("cases", ctx.DenseArray(ctx.I(64), orEmpty(values), nil))
	expectKeyword(p, st, "default")
	def := st.AddRegion()
	p.ParseRegion(def, nil, false)
	ensureTerminator(ctx, def, "scf.yield", st.Loc)
	st.Regions = append(st.Regions, regions...)
}

func printIndexSwitch(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	if op.NumOperands() > 0 {
		p.PrintOperand(op.Operand(0))
	}
	p.PrintOptionalAttrDict(asm.AllAttrs(op), []string{"cases"})
	if op.NumResults() > 0 {
		p.WriteString(" -> ")
		p.PrintTypes(op.ResultTypes())
	}
	p.WriteString(" ")
	var regions []*ir.Region
	if op.NumRegions() > 1 {
		regions = op.Regions()[1:]
	}
	printSwitchCases(p, staticInts(op, "cases"), regions)
	p.PrintNewlineAndIndent()
	p.WriteString("default ")
	if op.NumRegions() > 0 {
		printImplicitTerminatorRegion(p, op.Region(0))
	}
}

// printImplicitTerminatorRegion prints a region of a declarative-format op
// with SingleBlockImplicitTerminator: the terminator is elided when it has
// no attributes, operands or results.
func printImplicitTerminatorRegion(p *asm.Printer, r *ir.Region) {
	printTerm := true
	if b := r.First(); b != nil {
		if t := b.Last(); t != nil && (t.HasTrait(ir.Terminator) || !t.IsRegistered()) {
			printTerm = len(asm.AllAttrs(t)) != 0 || t.NumOperands() != 0 || t.NumResults() != 0
		}
	}
	p.PrintRegion(r, true, printTerm, false)
}

func itoa(v int64) string {
	if v == 0 {
		return "0"
	}
	neg := v < 0
	u := uint64(v)
	if neg {
		u = -u
	}
	var b [24]byte
	n := len(b)
	for u > 0 {
		n--
		b[n] = byte('0' + u%10)
		u /= 10
	}
	if neg {
		n--
		b[n] = '-'
	}
	return string(b[n:])
}
