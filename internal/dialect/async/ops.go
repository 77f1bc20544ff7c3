package async

import (
	"gpuc/internal/asm"
	"gpuc/internal/dialect/funcd"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// OperandSegmentSizes is the attribute splitting async.execute's operands
// into dependencies and body operands.
const operandSegmentSizes = "operandSegmentSizes"

func init() {
	hook("async.execute").Syntax = &asm.OpSyntax{Parse: parseExecute, Print: printExecute}
	hook("async.execute").Verify = verifyExecute
	hook("async.execute").VerifyRegions = verifyExecuteRegions
	hook("async.func").Syntax = &asm.OpSyntax{Parse: funcd.ParseFunctionOp, Print: funcd.PrintFunctionOp}
	hook("async.func").DefaultDialect = "async"
	hook("async.func").Verify = verifyFunc
	hook("async.await").Verify = verifyAwait
	hook("async.call").VerifySymbolUses = verifyCallUses
	hook("async.return").Verify = verifyReturn
	directives["AwaitResultType"] = &ods.Directive{Parse: parseAwaitResultType, Print: printAwaitResultType}
}

// Execute returns the dependencies and body operands of an async.execute.
func Execute(op *ir.Operation) (dependencies, bodyOperands []*ir.Value) {
	deps, _ := ods.OperandGroup(op, "dependencies")
	body, _ := ods.OperandGroup(op, "bodyOperands")
	return deps, body
}

// parseExecute parses `[%deps]? (%value as %unwrapped: !async.value<T>,
// ...)? (-> types)? (attributes {...})? region` (ExecuteOp::parse).
func parseExecute(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	tok := Token(ctx)
	numDeps := 0
	if p.Is("[") {
		off := p.Offset()
		deps := p.ParseOperandList(asm.DelimSquare)
		types := make([]ir.Type, len(deps))
		for i := range types {
			types[i] = tok
		}
		st.Operands = append(st.Operands, p.ResolveAll(deps, types, off)...)
		numDeps = len(deps)
	}
	var values []asm.UnresolvedOperand
	var valueTypes []ir.Type
	var unwrapped []asm.Argument
	argsOff := p.Offset()
	p.CommaList(asm.DelimOptionalParen, "", func() {
		values = append(values, p.ParseOperand())
		p.ExpectKeyword("as", "expected 'as'")
		a := p.ParseArgument(false, false)
		t := p.ParseColonType()
		valueTypes = append(valueTypes, t)
		if v, ok := t.(*ValueType); ok {
			a.Type = v.Elem
		}
		unwrapped = append(unwrapped, a)
	})
	st.Operands = append(st.Operands, p.ResolveAll(values, valueTypes, argsOff)...)
	st.AddAttr(operandSegmentSizes, ctx.DenseArray(ctx.I(32), []int64{int64(numDeps), int64(len(values))}, nil))
	results := p.ParseOptionalArrowTypeList()
	st.Types = append(append(st.Types, tok), results...)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDictWithKeyword()...)
	p.ParseRegion(st.AddRegion(), unwrapped, false)
}

func printExecute(pr *asm.Printer, op *ir.Operation) {
	deps, operands := Execute(op)
	if len(deps) > 0 {
		pr.WriteString(" [")
		pr.PrintOperands(deps)
		pr.WriteString("]")
	}
	if len(operands) > 0 {
		pr.WriteString(" (")
		var entry *ir.Block
		if op.NumRegions() > 0 && !op.Region(0).Empty() {
			entry = op.Region(0).First()
		}
		for i, v := range operands {
			if i > 0 {
				pr.WriteString(", ")
			}
			pr.PrintOperand(v)
			pr.WriteString(" as ")
			if entry != nil && i < entry.NumArgs() {
				pr.PrintOperand(entry.Arg(i))
			} else {
				pr.WriteString("<<NULL VALUE>>")
			}
			pr.WriteString(": ")
			pr.PrintType(v.Type())
		}
		pr.WriteString(")")
	}
	pr.PrintArrowTypeList(op.ResultTypes()[1:])
	pr.PrintOptionalAttrDictWithKeyword(asm.AllAttrs(op), []string{operandSegmentSizes})
	pr.WriteString(" ")
	pr.PrintRegion(op.Region(0), false, true, false)
}

// verifyExecute checks the body's SizedRegion<1> constraint.
func verifyExecute(op *ir.Operation) error {
	if op.NumRegions() != 1 || op.Region(0).NumBlocks() != 1 {
		return op.Errorf("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks")
	}
	return nil
}

// unwrap is ExecuteOp::areTypesCompatible's view of a type: an
// !async.value's element type, other types themselves.
func unwrap(t ir.Type) ir.Type {
	if v, ok := t.(*ValueType); ok {
		return v.Elem
	}
	return t
}

// verifyEdge checks the types passed along one control flow edge of
// async.execute (verifyTypesAlongAllEdges).
func verifyEdge(op *ir.Operation, edge string, sources, inputs []ir.Type) error {
	if len(sources) != len(inputs) {
		return op.Errorf(" region control flow edge %s: source has %d operands, but target successor needs %d", edge, len(sources), len(inputs))
	}
	for i := range sources {
		if unwrap(sources[i]) != unwrap(inputs[i]) {
			return op.Errorf(" along control flow edge %s: source type #%d %s should match input type #%d %s", edge, i, quoted(sources[i]), i, quoted(inputs[i]))
		}
	}
	return nil
}

// verifyExecuteRegions checks the types along the op's control flow edges
// (the RegionBranchOpInterface verifier: the body operands to the body's
// arguments, async.yield's operands to the results) and that the body's
// arguments are the unwrapped types of the body operands
// (ExecuteOp::verifyRegions).
func verifyExecuteRegions(op *ir.Operation) error {
	_, operands := Execute(op)
	var args []ir.Type
	var term *ir.Operation
	if op.NumRegions() > 0 && !op.Region(0).Empty() {
		args = op.Region(0).First().ArgTypes()
		if last := op.Region(0).First().Last(); last != nil && last.Name() == "async.yield" {
			term = last
		}
	}
	operandTypes := make([]ir.Type, len(operands))
	for i, v := range operands {
		operandTypes[i] = v.Type()
	}
	if err := verifyEdge(op, "from parent operands to Region #0", operandTypes, args); err != nil {
		return err
	}
	if term != nil {
		if err := verifyEdge(op, "from Region #0 to parent results", term.OperandTypes(), op.ResultTypes()[1:]); err != nil {
			return err
		}
	}
	same := len(args) == len(operands)
	for i := 0; same && i < len(operands); i++ {
		v, ok := operands[i].Type().(*ValueType)
		same = ok && v.Elem == args[i]
	}
	if !same {
		return op.Errorf("async body region argument types do not match the execute operation arguments types")
	}
	return nil
}

// custom<AwaitResultType>(type($operand), type($result)): the operand's
// type, from which an !async.value's element type is the result type.
func parseAwaitResultType(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	t := p.ParseType()
	args[0].Types = []ir.Type{t}
	if v, ok := t.(*ValueType); ok {
		args[1].Types = []ir.Type{v.Elem}
	}
}

func printAwaitResultType(pr *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	if len(args[0].Types) > 0 {
		pr.PrintType(args[0].Types[0])
	}
}

// verifyAwait: awaiting a token has no result, awaiting a value unwraps it
// (AwaitOp::verify).
func verifyAwait(op *ir.Operation) error {
	t := op.Operand(0).Type()
	if isToken(t) && op.NumResults() > 0 {
		return op.Errorf("awaiting on a token must have empty result")
	}
	if v, ok := t.(*ValueType); ok && op.NumResults() > 0 && op.Result(0).Type() != v.Elem {
		return op.Errorf("result type %s does not match async value type %s", quoted(op.Result(0).Type()), quoted(v.Elem))
	}
	return nil
}

// verifyFunc checks an async.func as a function (entry block arguments of
// the signature's types) and its results: at least one, async values or a
// leading token (FuncOp::verify).
func verifyFunc(op *ir.Operation) error {
	if err := funcd.VerifyFunctionOp(op); err != nil {
		return err
	}
	ft := funcd.FunctionType(op)
	if ft == nil {
		return nil
	}
	if len(ft.Results) == 0 {
		return op.Errorf("result is expected to be at least of size 1, but got 0")
	}
	for i, t := range ft.Results {
		if !isToken(t) && !isValue(t) {
			return op.Errorf("result type must be async value type or async token type, but got %s", quoted(t))
		}
		if isToken(t) && i != 0 {
			return op.Errorf(" results' (optional) async token type is expected to appear as the 1st return value, but got %d", i+1)
		}
	}
	return nil
}

// verifyReturn checks that the operands are the unwrapped result values of
// the enclosing async.func (ReturnOp::verify).
func verifyReturn(op *ir.Operation) error {
	fn := op.ParentOp()
	if fn == nil || fn.Name() != "async.func" {
		return nil
	}
	ft := funcd.FunctionType(fn)
	if ft == nil {
		return nil
	}
	results := ft.Results
	if len(results) > 0 && isToken(results[0]) {
		results = results[1:]
	}
	same := len(results) == op.NumOperands()
	for i := 0; same && i < len(results); i++ {
		v, ok := results[i].(*ValueType)
		same = ok && v.Elem == op.Operand(i).Type()
	}
	if !same {
		return op.Errorf("operand types do not match the types returned from the parent FuncOp")
	}
	return nil
}

// verifyCallUses checks that async.call calls an async.func of its type
// (CallOp::verifySymbolUses).
func verifyCallUses(op *ir.Operation, syms *ir.SymbolTableCollection) error {
	ref, ok := op.Attr("callee").(*ir.SymbolRefAttr)
	if !ok || len(ref.Nested) > 0 {
		return op.Errorf("requires a 'callee' symbol reference attribute")
	}
	fn := syms.LookupSymbolRef(op, ref)
	if fn == nil || fn.Name() != "async.func" {
		return op.Errorf("'%s' does not reference a valid async function", ref.Root)
	}
	ft := funcd.FunctionType(fn)
	if ft == nil {
		return nil
	}
	if len(ft.Inputs) != op.NumOperands() {
		return op.Errorf("incorrect number of operands for callee")
	}
	for i, t := range ft.Inputs {
		if op.Operand(i).Type() != t {
			return op.Errorf("operand type mismatch: expected operand type %s, but provided %s for operand number %d",
				quoted(t), quoted(op.Operand(i).Type()), i)
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

func quoted(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }

func typeList(ts []ir.Type) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += quoted(t)
	}
	return s
}
