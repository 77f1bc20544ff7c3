package cf

import (
	"math/big"
	"strconv"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Hand-written parts of the cf dialect, ported from
// mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp (MLIR 19).

func init() {
	// AssertOp::getEffects: an assertion may abort, a write to memory at
	// large.
	hook("cf.assert").Effects = func(*ir.Operation) []ir.EffectInstance {
		return []ir.EffectInstance{{Kind: ir.EffectWrite, Operand: -1, Resource: "DefaultResource"}}
	}
	directives["SwitchOpCases"] = &ods.Directive{Parse: parseSwitchOpCases, Print: printSwitchOpCases}
	hook("cf.br").Verify = func(op *ir.Operation) error {
		return verifySuccessorOperands(op, 0, op.Operands())
	}
	hook("cf.cond_br").Verify = verifyCondBr
	hook("cf.switch").Verify = verifySwitch
}

// tq prints a type as MLIR diagnostics stream one: quoted.
func tq(t ir.Type) string { return "'" + asm.TypeString(t) + "'" }

// operandGroup returns group i of op's operands (operandSegmentSizes).
func operandGroup(op *ir.Operation, i int) []*ir.Value {
	a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok || i >= len(a.Ints) {
		return nil
	}
	start := 0
	for _, n := range a.Ints[:i] {
		start += int(n)
	}
	end := start + int(a.Ints[i])
	if end > op.NumOperands() || start > end {
		return nil
	}
	return op.Operands()[start:end]
}

// caseOperands splits the case operands of a cf.switch by
// case_operand_segments.
func caseOperands(op *ir.Operation) [][]*ir.Value {
	flat := operandGroup(op, 2)
	seg, ok := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([][]*ir.Value, len(seg.Ints))
	i := 0
	for k, n := range seg.Ints {
		if i+int(n) > len(flat) || n < 0 {
			return nil
		}
		out[k] = flat[i : i+int(n)]
		i += int(n)
	}
	return out
}

// verifySuccessorOperands is BranchOpInterface's
// verifyBranchSuccessorOperands for successor succ.
func verifySuccessorOperands(op *ir.Operation, succ int, operands []*ir.Value) error {
	if succ >= op.NumSuccessors() {
		return nil
	}
	dest := op.Successor(succ)
	if len(operands) != dest.NumArgs() {
		return op.EmitError("branch has %d operands for successor #%d, but target block has %d", len(operands), succ, dest.NumArgs())
	}
	for i, v := range operands {
		if v.Type() != dest.Arg(i).Type() {
			return op.EmitError("type mismatch for bb argument #%d of successor #%d", i, succ)
		}
	}
	return nil
}

func verifyCondBr(op *ir.Operation) error {
	if err := verifySuccessorOperands(op, 0, operandGroup(op, 1)); err != nil {
		return err
	}
	return verifySuccessorOperands(op, 1, operandGroup(op, 2))
}

func verifySwitch(op *ir.Operation) error {
	if err := verifyCaseOperandSegments(op); err != nil {
		return err
	}
	if err := verifySuccessorOperands(op, 0, operandGroup(op, 1)); err != nil {
		return err
	}
	for i, ops := range caseOperands(op) {
		if err := verifySuccessorOperands(op, i+1, ops); err != nil {
			return err
		}
	}
	values, hasValues := op.Attr("case_values").(*ir.DenseElementsAttr)
	nDests := op.NumSuccessors() - 1
	if !hasValues && nDests == 0 {
		return nil
	}
	if op.NumOperands() == 0 {
		return nil
	}
	flagT := op.Operand(0).Type()
	var caseT ir.Type
	if hasValues {
		caseT = values.Type.ElementType()
	}
	if caseT != flagT {
		cs := "<<NULL TYPE>>"
		if caseT != nil {
			cs = tq(caseT)
		}
		return op.Errorf("'flag' type (%s) should match case value type (%s)", tq(flagT), cs)
	}
	if n := int(ir.NumElements(values.Type)); n != nDests {
		return op.Errorf("number of case values (%d) should match number of case destinations (%d)", n, nDests)
	}
	return nil
}

// --- custom<SwitchOpCases> -----------------------------------------------------

func isInteger(p *asm.Parser) bool {
	t := p.TokenText()
	return len(t) > 0 && t[0] >= '0' && t[0] <= '9' && !strings.ContainsAny(t, ".")
}

// parseInteger parses an int64 as OpAsmParser::parseInteger.
func parseInteger(p *asm.Parser, st *ir.OperationState) int64 {
	off := p.Offset()
	neg := p.ConsumeIf("-")
	if !isInteger(p) {
		if neg {
			p.Errorf("expected integer value")
		}
		p.ErrorAt(off, "custom op '%s' expected integer value", st.Name)
	}
	t := p.TokenText()
	var v uint64
	var err error
	if len(t) > 1 && (t[1] == 'x' || t[1] == 'X') {
		v, err = strconv.ParseUint(t[2:], 16, 64)
	} else {
		v, err = strconv.ParseUint(t, 10, 64)
	}
	if err != nil {
		p.ErrorAt(off, "custom op '%s' integer value too large", st.Name)
	}
	p.ParseAttributeOfType(p.Context().I(64))
	if neg {
		if v > 1<<63 {
			p.ErrorAt(off, "custom op '%s' integer value too large", st.Name)
		}
		return -int64(v)
	}
	if v > 1<<63-1 {
		p.ErrorAt(off, "custom op '%s' integer value too large", st.Name)
	}
	return int64(v)
}

// parseSuccessorOperands parses `(%a, %b : t1, t2)` after a successor.
func parseSuccessorOperands(p *asm.Parser, allowResultNumber bool) ([]asm.UnresolvedOperand, []ir.Type) {
	if !p.ConsumeIf("(") {
		return nil, nil
	}
	// MLIR parses the default destination's operands with
	// allowResultNumber=false, the cases' with result numbers allowed.
	operand := p.ParseArgumentOperand
	if allowResultNumber {
		operand = p.ParseOperand
	}
	var ops []asm.UnresolvedOperand
	if p.IsValue() {
		ops = append(ops, operand())
		for p.ConsumeIf(",") {
			ops = append(ops, operand())
		}
	}
	types := p.ParseColonTypeList()
	p.Expect(")", "expected ')'")
	return ops, types
}

func parseSwitchOpCases(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	ctx := p.Context()
	if len(args) < 8 {
		p.Errorf("custom op '%s' malformed SwitchOpCases directive", st.Name)
	}
	var flagT ir.Type
	if len(args[0].Types) > 0 {
		flagT = args[0].Types[0]
	}
	if !p.ConsumeKeyword("default") {
		p.ErrorAt(p.Offset(), "custom op '%s' expected 'default'", st.Name)
	}
	p.Expect(":", "expected ':'")
	def := p.ParseSuccessor()
	defOps, defTypes := parseSuccessorOperands(p, false)

	width := ir.IntWidth(flagT)
	var values []*big.Int
	var dests []*ir.Block
	var flatOps []asm.UnresolvedOperand
	var flatTypes []ir.Type
	var segs []int64
	for p.ConsumeIf(",") {
		v := parseInteger(p, st)
		values = append(values, big.NewInt(v))
		p.Expect(":", "expected ':'")
		dests = append(dests, p.ParseSuccessor())
		ops, types := parseSuccessorOperands(p, true)
		flatOps = append(flatOps, ops...)
		flatTypes = append(flatTypes, types...)
		segs = append(segs, int64(len(ops)))
	}
	args[1].Blocks = []*ir.Block{def}
	args[2].Operands = defOps
	args[3].Types = defTypes
	if len(values) > 0 && width > 0 {
		args[4].Attr = caseValuesAttr(ctx, flagT, values)
	}
	args[5].Blocks = dests
	args[6].Operands = flatOps
	args[7].Types = flatTypes
	if segs == nil {
		segs = []int64{}
	}
	st.AddAttr("case_operand_segments", ctx.DenseArray(ctx.I(32), segs, nil))
}

func printSwitchOpCases(p *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	p.WriteString("  default: ")
	if op.NumSuccessors() > 0 {
		p.PrintSuccessorAndUseList(op.Successor(0), operandGroup(op, 1))
	}
	values, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return
	}
	cases := caseOperands(op)
	n := int(ir.NumElements(values.Type))
	for i := 0; i < n; i++ {
		p.WriteString(",")
		p.PrintNewlineAndIndent()
		p.WriteString("  ")
		p.WriteString(caseValueString(values, i))
		p.WriteString(": ")
		if i+1 < op.NumSuccessors() {
			var ops []*ir.Value
			if i < len(cases) {
				ops = cases[i]
			}
			p.PrintSuccessorAndUseList(op.Successor(i+1), ops)
		}
	}
	p.PrintNewlineAndIndent()
}

// caseValueString prints element i as APInt::getLimitedValue (the
// unsigned value, saturated to 64 bits).
func caseValueString(a *ir.DenseElementsAttr, i int) string {
	w := ir.IntWidth(a.Type.ElementType())
	if w == 0 {
		return "0"
	}
	words := 1
	if w > 64 {
		words = 2
	}
	idx := i
	if a.Splat {
		idx = 0
	}
	stride := a.Stride
	if stride == 0 {
		stride = words
	}
	start := idx * stride
	if start+words > len(a.Raw) {
		return "0"
	}
	v := new(big.Int)
	for k := words - 1; k >= 0; k-- {
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(a.Raw[start+k]))
	}
	if w < 64*words {
		v.And(v, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(w)), big.NewInt(1)))
	}
	if !v.IsUint64() {
		return strconv.FormatUint(^uint64(0), 10)
	}
	return strconv.FormatUint(v.Uint64(), 10)
}

// verifyCaseOperandSegments is the check ODS generates for the
// VariadicOfVariadic caseOperands group (verifyValueSizeAttr): the
// case_operand_segments sizes must add up to the group's operand count.
func verifyCaseOperandSegments(op *ir.Operation) error {
	segs, ok := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	n := 0
	if sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr); ok && sizes.Len() == 3 {
		n = int(sizes.Ints[2])
	}
	total := int64(0)
	for _, v := range segs.Ints {
		if v < 0 {
			return op.Errorf("'case_operand_segments' attribute cannot have negative elements")
		}
		total += v
	}
	if total != int64(n) {
		return op.Errorf("caseOperands count (%d) does not match with the total size (%d) specified in attribute 'case_operand_segments'", n, total)
	}
	return nil
}
