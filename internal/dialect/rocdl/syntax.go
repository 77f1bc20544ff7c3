package rocdl

import (
	"gpuc/internal/asm"
	"gpuc/internal/ir"
)

// Hand-written parsers and printers of the legacy raw buffer ops
// (ROCDLDialect.cpp): `rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux
// : type` and `rocdl.raw.buffer.{store,atomic.*} %vdata, %rsrc, %offset,
// %soffset, %aux : type`. They take no attribute dictionary.

func init() {
	hook("rocdl.raw.buffer.load").Syntax = &asm.OpSyntax{Parse: parseRawBufferLoad, Print: printRawBufferLoad}
	for _, name := range []string{"store", "atomic.fadd", "atomic.fmax", "atomic.smax", "atomic.umin"} {
		hook("rocdl.raw.buffer." + name).Syntax = &asm.OpSyntax{Parse: parseRawBufferStore, Print: printRawBufferStore}
	}
}

// parseOperands is MLIR's parseOperandList(ops, n) without delimiters.
func parseOperands(p *asm.Parser, st *ir.OperationState, n int) []asm.UnresolvedOperand {
	start := p.Offset()
	if !p.IsValue() {
		if p.Is("(") || p.Is("[") {
			p.ErrorAt(start, "unexpected delimiter")
		}
		p.ErrorAt(p.WrongTokenOffset(), "expected operand")
	}
	ops := p.ParseOperandList(asm.DelimNone)
	if len(ops) != n {
		p.ErrorAt(start, "custom op '%s' expected %d operands", st.Name, n)
	}
	return ops
}

func i32x4(ctx *ir.Context) ir.Type { return ctx.Vector([]int64{4}, nil, ctx.I(32)) }

// <operation> ::= `rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux : result_type`
func parseRawBufferLoad(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	ops := parseOperands(p, st, 4)
	t := p.ParseColonType()
	st.Types = []ir.Type{t}
	i32 := ctx.I(32)
	st.Operands = p.ResolveAll(ops, []ir.Type{i32x4(ctx), i32, i32, i32}, 0)
}

func printRawBufferLoad(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.WriteString(" : ")
	if op.NumResults() > 0 {
		p.PrintType(op.Result(0).Type())
	}
}

// <operation> ::= `rocdl.raw.buffer.store %vdata, %rsrc, %offset, %soffset, %aux : vdata_type`
func parseRawBufferStore(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	ops := parseOperands(p, st, 5)
	t := p.ParseColonType()
	i32 := ctx.I(32)
	st.Operands = p.ResolveAll(ops, []ir.Type{t, i32x4(ctx), i32, i32, i32}, 0)
}

func printRawBufferStore(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	p.WriteString(" : ")
	if op.NumOperands() > 0 {
		p.PrintType(op.Operand(0).Type())
	}
}
