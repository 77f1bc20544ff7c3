package memref

import (
	"math"
	"strconv"
	"strings"

	"gpuc/internal/asm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Dynamic is ShapedType::kDynamic, the static value marking a dynamic
// entry of a mixed static/dynamic index list.
const Dynamic = math.MinInt64

// DynamicIndexListDirective is the custom<DynamicIndexList> directive of
// the declarative formats that take a `[%a, 4]` list into dynamic operands
// and a static DenseI64ArrayAttr (memref's view ops, vector.extract and
// vector.insert).
var DynamicIndexListDirective = &ods.Directive{Parse: parseDynamicIndexListDirective, Print: printDynamicIndexListDirective}

func init() {
	directives["DynamicIndexList"] = DynamicIndexListDirective
}

func delims(d asm.Delimiter) (string, string) {
	switch d {
	case asm.DelimParen, asm.DelimOptionalParen:
		return "(", ")"
	case asm.DelimLessGreater, asm.DelimOptionalLessGreater:
		return "<", ">"
	case asm.DelimBraces, asm.DelimOptionalBraces:
		return "{", "}"
	}
	return "[", "]"
}

// ParseDynamicIndexList parses a list of SSA values and integers such as
// `[%a, 4, %b]` (MLIR's parseDynamicIndexList in ViewLikeInterface.cpp):
// the dynamic operands, and the static values with Dynamic where an
// operand stands. st is the op being parsed (for error messages).
func ParseDynamicIndexList(p *asm.Parser, st *ir.OperationState, delim asm.Delimiter) ([]asm.UnresolvedOperand, []int64) {
	var values []asm.UnresolvedOperand
	ints := []int64{}
	p.OnError(func() {
		p.CommaList(delim, " in dynamic index list", func() {
			u, ok := p.ParseOptionalOperand()
			// MLIR 19 takes a `[` here as the start of a scalable index,
			// which must then be closed by `]` (no diagnostic of its own).
			scalable := p.ConsumeIf("[")
			if ok {
				values = append(values, u)
				ints = append(ints, Dynamic)
			} else {
				ints = append(ints, parseInt64(p, st))
			}
			if scalable && !p.ConsumeIf("]") {
				p.FailSilently()
			}
		})
	}, func() *ir.Diagnostic {
		return ir.Errorf(st.Loc, "custom op '%s' expected SSA value or integer", st.Name)
	})
	return values, ints
}

// PrintDynamicIndexList prints values and static integers as
// `[%a, 4, %b]` (printDynamicIndexList).
func PrintDynamicIndexList(p *asm.Printer, values []*ir.Value, ints []int64, delim asm.Delimiter) {
	l, r := delims(delim)
	p.WriteString(l)
	j := 0
	for i, v := range ints {
		if i > 0 {
			p.WriteString(", ")
		}
		if v == Dynamic {
			if j < len(values) {
				p.PrintOperand(values[j])
			}
			j++
			continue
		}
		p.WriteString(strconv.FormatInt(v, 10))
	}
	p.WriteString(r)
}

func parseDynamicIndexListDirective(p *asm.Parser, st *ir.OperationState, args []*ods.Slot) {
	values, ints := ParseDynamicIndexList(p, st, asm.DelimSquare)
	ctx := p.Context()
	for _, a := range args {
		switch a.Kind {
		case ods.SlotOperand:
			a.Operands = values
		case ods.SlotAttr:
			a.Attr = ctx.DenseArray(ctx.I(64), ints, nil)
		case ods.SlotType:
			a.Types = make([]ir.Type, len(values))
			for i := range a.Types {
				a.Types[i] = ctx.Index()
			}
		}
	}
}

func printDynamicIndexListDirective(p *asm.Printer, op *ir.Operation, args []*ods.Slot) {
	var values []*ir.Value
	var ints []int64
	for _, a := range args {
		switch a.Kind {
		case ods.SlotOperand:
			values = a.Values
		case ods.SlotAttr:
			if d, ok := a.Attr.(*ir.DenseArrayAttr); ok {
				ints = d.Ints
			}
		}
	}
	PrintDynamicIndexList(p, values, ints, asm.DelimSquare)
}

// isIntegerToken reports whether the current token is an integer literal.
func isIntegerToken(p *asm.Parser) bool {
	t := p.TokenText()
	return len(t) > 0 && t[0] >= '0' && t[0] <= '9' && !strings.ContainsAny(t, ".")
}

// parseInt64 parses an optionally negative integer as MLIR's
// OpAsmParser::parseInteger into an int64.
func parseInt64(p *asm.Parser, st *ir.OperationState) int64 {
	off := p.Offset()
	neg := p.ConsumeIf("-")
	if !isIntegerToken(p) {
		if neg {
			p.Errorf("expected integer value")
		}
		p.ErrorAt(off, "custom op '%s' expected integer value", st.Name)
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
