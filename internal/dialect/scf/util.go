package scf

import (
	"fmt"
	"strconv"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// ensureTerminator gives r a block ending in a terminator, appending an op
// named term (no operands) when the last block does not end with one, as
// MLIR's SingleBlockImplicitTerminator::ensureTerminator.
func ensureTerminator(ctx *ir.Context, r *ir.Region, term string, loc ir.Location) *ir.Operation {
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	b := r.Last()
	if last := b.Last(); last != nil && last.HasTrait(ir.Terminator) {
		return nil
	}
	op := ctx.Create(&ir.OperationState{Name: term, Loc: loc})
	b.Append(op)
	return op
}

// parseAssignmentList parses `(%a = %b, ...)` after the caller checked for
// '(' (MLIR's parseAssignmentList), appending region arguments and
// operands.
func parseAssignmentList(p *asm.Parser, args *[]asm.Argument, ops *[]asm.UnresolvedOperand) {
	// parseAssignmentList: no list at all is the custom op's own error at
	// the current token.
	if !p.Is("(") {
		p.OpErrorAt(p.Offset(), "expected '('")
	}
	p.Expect("(", "expected '('")
	if p.ConsumeIf(")") {
		return
	}
	for {
		*args = append(*args, p.ParseArgument(false, false))
		p.Expect("=", "expected '='")
		*ops = append(*ops, p.ParseOperand())
		if !p.ConsumeIf(",") {
			break
		}
	}
	p.Expect(")", "expected ',' or ')'")
}

// printInitializationList prints `prefix(%inner = %outer, ...)`; nothing
// when there are no initializers.
func printInitializationList(p *asm.Printer, inner, outer []*ir.Value, prefix string) {
	if len(outer) == 0 {
		return
	}
	p.WriteString(prefix)
	p.WriteString("(")
	for i := range outer {
		if i > 0 {
			p.WriteString(", ")
		}
		if i < len(inner) {
			p.PrintOperand(inner[i])
		}
		p.WriteString(" = ")
		p.PrintOperand(outer[i])
	}
	p.WriteString(")")
}

// failAt reports an error at the op name's location (MLIR's
// parser.emitError(parser.getNameLoc(), ...)), with the "custom op 'name' "
// prefix MLIR's OpAsmParser::emitError adds.
func failAt(p *asm.Parser, st *ir.OperationState, format string, args ...any) {
	d := ir.Errorf(st.Loc, "custom op '%s' %s", st.Name, sprintf(format, args...))
	p.Fail(d)
}

// opErrorAt reports an error at byte offset off with the custom op prefix.
func opErrorAt(p *asm.Parser, st *ir.OperationState, off int, format string, args ...any) {
	p.ErrorAt(off, "custom op '%s' %s", st.Name, sprintf(format, args...))
}

// expectKeyword parses keyword kw as OpAsmParser::parseKeyword.
func expectKeyword(p *asm.Parser, st *ir.OperationState, kw string) {
	if !p.ConsumeKeyword(kw) {
		opErrorAt(p, st, p.Offset(), "expected '%s'", kw)
	}
}

func sprintf(format string, args ...any) string {
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

func ts(t ir.Type) string { return asm.TypeString(t) }

// segments returns the operandSegmentSizes of op, or nil.
func segments(op *ir.Operation) []int {
	a, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	out := make([]int, len(a.Ints))
	for i, v := range a.Ints {
		out[i] = int(v)
	}
	return out
}

// operandGroup returns group i of op's operands according to its
// operandSegmentSizes (nil when they are missing or inconsistent).
func operandGroup(op *ir.Operation, i int) []*ir.Value {
	seg := segments(op)
	if i >= len(seg) {
		return nil
	}
	start := 0
	for _, n := range seg[:i] {
		start += n
	}
	end := start + seg[i]
	if start < 0 || end > op.NumOperands() || seg[i] < 0 {
		return nil
	}
	return op.Operands()[start:end]
}

func segmentsAttr(ctx *ir.Context, sizes ...int) ir.Attribute {
	v := make([]int64, len(sizes))
	for i, s := range sizes {
		v[i] = int64(s)
	}
	return ctx.DenseArray(ctx.I(32), v, nil)
}

// isInteger reports whether the current token is an integer literal.
func isInteger(p *asm.Parser) bool {
	t := p.TokenText()
	return len(t) > 0 && t[0] >= '0' && t[0] <= '9' && !strings.ContainsAny(t, ".")
}

// parseInteger parses an optionally negative integer as MLIR's
// parseInteger into an int64 ("expected integer value").
func parseInteger(p *asm.Parser, st *ir.OperationState) int64 {
	off := p.Offset()
	neg := p.ConsumeIf("-")
	if !isInteger(p) {
		if neg {
			p.Errorf("expected integer value")
		}
		opErrorAt(p, st, off, "expected integer value")
	}
	t := p.TokenText()
	tokOff := p.Offset()
	var v uint64
	var err error
	if len(t) > 1 && (t[1] == 'x' || t[1] == 'X') {
		v, err = strconv.ParseUint(t[2:], 16, 64)
	} else {
		v, err = strconv.ParseUint(t, 10, 64)
	}
	if err != nil {
		p.ErrorAt(tokOff, "integer value too large")
	}
	// Consume the token.
	p.ParseAttributeOfType(p.Context().I(64))
	if neg {
		if v > 1<<63 {
			opErrorAt(p, st, off, "integer value too large")
		}
		return -int64(v)
	}
	if v > 1<<63-1 {
		opErrorAt(p, st, off, "integer value too large")
	}
	return int64(v)
}

// constantInt returns the constant integer value of v when it is defined
// by a constant op (arith.constant / index.constant with an integer value),
// as MLIR's getConstantIntValue.
func constantInt(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil {
		return 0, false
	}
	switch d.Name() {
	case "arith.constant", "index.constant":
		if a, ok := d.Attr("value").(*ir.IntegerAttr); ok {
			return a.Int64(), true
		}
	}
	return 0, false
}

func isIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok
}
