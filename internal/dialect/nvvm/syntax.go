package nvvm

import (
	"gpuc/internal/asm"
	"gpuc/internal/dialect/llvm"
	"gpuc/internal/ir"
	"gpuc/internal/ods"
)

// Hand-written parsers and printers of the ops with
// hasCustomAssemblyFormat: nvvm.vote.ballot.sync and nvvm.mma.sync
// (NVVMDialect.cpp).

func init() {
	hook("nvvm.vote.ballot.sync").Syntax = &asm.OpSyntax{Parse: parseVoteBallot, Print: printIntrinsicOp}
	hook("nvvm.mma.sync").Syntax = &asm.OpSyntax{Parse: parseMma, Print: printMma}
}

// errAtName reports a custom-op parse error at the op name, as MLIR's
// parser.emitError(parser.getNameLoc(), ...) does (with the "custom op"
// prefix of OpAsmParser::emitError).
func errAtName(p *asm.Parser, st *ir.OperationState, format string, args ...any) {
	d := ir.Errorf(st.Loc, "custom op '"+st.Name+"' "+format, args...)
	p.Fail(d)
}

// resolveExact resolves operands against types, failing as MLIR's
// resolveOperands does when the counts differ.
func resolveExact(p *asm.Parser, st *ir.OperationState, ops []asm.UnresolvedOperand, types []ir.Type) []*ir.Value {
	if len(ops) != len(types) {
		errAtName(p, st, "%d operands present, but expected %d", len(ops), len(types))
	}
	return p.ResolveAll(ops, types, 0)
}

// <operation> ::= `nvvm.vote.ballot.sync %mask, %pred` attr-dict : result_type
func parseVoteBallot(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	ops := p.ParseOperandList(asm.DelimNone)
	st.Attrs = append(st.Attrs, p.ParseOptionalAttrDict()...)
	t := p.ParseColonType()
	st.Types = []ir.Type{t}
	st.Operands = resolveExact(p, st, ops, []ir.Type{ctx.I(32), ctx.I(1)})
}

// printIntrinsicOp is printNVVMIntrinsicOp: operands and result types, no
// attributes.
func printIntrinsicOp(p *asm.Printer, op *ir.Operation) {
	p.WriteString(" ")
	p.PrintOperands(op.Operands())
	if op.NumResults() > 0 {
		p.WriteString(" : ")
		p.PrintTypes(op.ResultTypes())
	}
}

// enumAttrDef returns the generated enum attribute of this dialect with
// the given mnemonic.
func enumAttrDef(mnemonic string) *ods.EnumAttrDef {
	for _, d := range genEnumAttrs {
		if d.Mnemonic == mnemonic {
			return d
		}
	}
	return nil
}

// enumAttr returns `#nvvm.mnemonic<str>`.
func enumAttr(ctx *ir.Context, mnemonic, str string) *ods.EnumAttr {
	def := enumAttrDef(mnemonic)
	v, _ := def.Enum.Lookup(str)
	return ods.NewEnumAttr(ctx, def, v)
}

// enumString returns the case of an enum attribute of op ("" if absent).
func enumString(op *ir.Operation, name string) string {
	if a, ok := op.Attr(name).(*ods.EnumAttr); ok {
		return a.String()
	}
	return ""
}

// InferOperandMMAType is MmaOp::inferOperandMMAType: the PTX type of an
// operand element type, or "" when it cannot be inferred.
// The translation to LLVM IR uses it too, to pick an mma intrinsic.
func InferOperandMMAType(t ir.Type, isAccumulator bool) string {
	switch t := t.(type) {
	case *ir.FloatType:
		switch t.Kind {
		case ir.F64:
			return "f64"
		case ir.F16:
			return "f16"
		case ir.F32:
			if isAccumulator {
				return "f32"
			}
			return "tf32"
		}
	case *ir.VectorType:
		if isHalf2(t) {
			return "f16"
		}
	case *ir.IntegerType:
		if isAccumulator {
			return "s32"
		}
	case *llvm.StructType:
		body := t.Body()
		if len(body) == 0 {
			return ""
		}
		return InferOperandMMAType(body[0], isAccumulator)
	}
	return ""
}

func isHalf2(v *ir.VectorType) bool {
	if len(v.Dims) != 1 || v.Dims[0] != 2 || v.Scalable != nil {
		return false
	}
	f, ok := v.Elem.(*ir.FloatType)
	return ok && f.Kind == ir.F16
}

// <operation> :=
//
//	A `[` $operandA `]` B `[` $operandB `]` C `[` $operandC `]`
//	attr-dict : (type($operandA[0]), type($operandB[0]), type($operandC[0]))
//	  `->` type($res)
func parseMma(p *asm.Parser, st *ir.OperationState) {
	ctx := p.Context()
	type fragment struct {
		elemType string
		regs     []asm.UnresolvedOperand
	}
	var frags [4]fragment
	for i, name := range []string{"A", "B", "C"} {
		if !p.ConsumeKeyword(name) {
			p.ErrorAt(p.Offset(), "custom op '%s' expected '%s'", st.Name, name)
		}
		frags[i].regs = p.ParseOperandList(asm.DelimOptionalSquare)
	}
	attrs := p.ParseOptionalAttrDict()
	p.Expect(":", "expected ':'")
	p.Expect("(", "expected '('")
	var types []ir.Type
	p.CommaList(asm.DelimNone, "", func() { types = append(types, p.ParseType()) })
	if !p.Is(")") {
		if len(types) != 3 {
			p.EmitErrorAt(p.WrongTokenOffset(), "expected ')'")
			errAtName(p, st, "expected one type for each operand segment but got %d types", len(types))
		}
		// MLIR reports the missing `)` and carries on when there are three
		// types; gpuc stops there.
		p.Expect(")", "expected ')'")
	}
	p.ConsumeIf(")")
	for i, t := range types {
		if i >= len(frags) {
			break
		}
		f := &frags[i]
		regTypes := make([]ir.Type, len(f.regs))
		for j := range regTypes {
			regTypes[j] = t
		}
		st.Operands = append(st.Operands, p.ResolveAll(f.regs, regTypes, 0)...)
		if len(f.regs) > 0 {
			// MLIR passes isAccum = (index < 2) here.
			f.elemType = InferOperandMMAType(t, i < 2)
		}
	}
	p.Expect("->", "expected '->'")
	res := p.ParseType()
	for i, name := range []string{"multiplicandAPtxType", "multiplicandBPtxType"} {
		given := false
		for _, a := range attrs {
			if a.Name == name {
				given = true
			}
		}
		if frags[i].elemType == "" && !given {
			errAtName(p, st, "attribute %s is not provided explicitly and cannot be inferred", name)
		}
		if !given {
			st.AddAttr(name, enumAttr(ctx, "mma_type", frags[i].elemType))
		}
	}
	st.Types = []ir.Type{res}
	st.Attrs = append(st.Attrs, attrs...)
	st.AddAttr("operandSegmentSizes", ctx.DenseArray(ctx.I(32),
		[]int64{int64(len(frags[0].regs)), int64(len(frags[1].regs)), int64(len(frags[2].regs))}, nil))
}

// segments returns the operand groups of an AttrSizedOperandSegments op.
func segments(op *ir.Operation) [][]*ir.Value {
	sizes, ok := op.Attr("operandSegmentSizes").(*ir.DenseArrayAttr)
	all := op.Operands()
	if !ok {
		return [][]*ir.Value{all}
	}
	var out [][]*ir.Value
	at := 0
	for i := range sizes.Ints {
		n := int(sizes.Ints[i])
		if n < 0 || at+n > len(all) {
			n = len(all) - at
		}
		out = append(out, all[at:at+n])
		at += n
	}
	return out
}

func printMma(p *asm.Printer, op *ir.Operation) {
	segs := segments(op)
	for len(segs) < 3 {
		segs = append(segs, nil)
	}
	ignore := []string{"operandSegmentSizes"}
	// MLIR tests the type of the first A operand for every fragment.
	var first ir.Type
	if op.NumOperands() > 0 {
		first = op.Operand(0).Type()
	}
	names := [3]string{"A", "B", "C"}
	ptxAttrs := [3]string{"multiplicandAPtxType", "multiplicandBPtxType", ""}
	for i := range names {
		if first != nil && InferOperandMMAType(first, i >= 2) != "" {
			ignore = append(ignore, ptxAttrs[i])
		}
	}
	for i, name := range names {
		p.WriteString(" ")
		p.WriteString(name)
		p.WriteString("[")
		p.PrintOperands(segs[i])
		p.WriteString("] ")
	}
	p.PrintOptionalAttrDict(asm.AllAttrs(op), ignore)
	p.WriteString(" : (")
	for i := 0; i < 3; i++ {
		if i > 0 {
			p.WriteString(", ")
		}
		if len(segs[i]) > 0 {
			p.PrintType(segs[i][0].Type())
		} else {
			p.WriteString("<<NULL TYPE>>")
		}
	}
	p.WriteString(")")
	p.PrintArrowTypeList(op.ResultTypes())
}
